import { Tag } from '@blueprintjs/core';
import type { PoReceivingStatus } from '../../../../common/contract/purchasing';
import { receivingBadge } from '../../purchasing/orders/logic';

/** The PO's receiving status (belum datang / sebagian / lengkap) as a round tag. */
export function ReceivingTag({ status }: { status: PoReceivingStatus }) {
  const badge = receivingBadge(status);
  return (
    <Tag intent={badge.intent} round minimal={badge.intent !== 'success'} className="receiving-status">
      {badge.text}
    </Tag>
  );
}
