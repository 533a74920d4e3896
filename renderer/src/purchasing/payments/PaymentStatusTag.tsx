import { Tag } from '@blueprintjs/core';
import { statusBadge } from '../orders/logic';

/** A PO's payment status as a badge (seed 001 section 4), by the PO list's rule: unknown values read 'Undefined'. */
export function PaymentStatusTag({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <Tag className="purchasing-status-tag" intent={badge.intent} minimal={badge.text === 'Undefined'} round>
      {badge.text}
    </Tag>
  );
}
