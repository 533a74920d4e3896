import { Tag, type Intent } from '@blueprintjs/core';
import { PAYROLL_STATUS_INTENTS, PAYROLL_STATUS_LABELS, type PayrollStatus } from '../../../../common/salary';

/** 'Draft' (still follows attendance and salaries) or 'Final' (frozen figures), in the status rule's colour. */
export function PayrollStatusTag({ status }: { status: PayrollStatus }) {
  return (
    <Tag intent={PAYROLL_STATUS_INTENTS[status] as Intent} minimal={status === 'draft'} className="payroll-status" data-status={status}>
      {PAYROLL_STATUS_LABELS[status]}
    </Tag>
  );
}
