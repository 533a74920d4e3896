import { Intent, Tag } from '@blueprintjs/core';
import { PAYROLL_TEXTS as T } from './texts';

/** 'Draft' (still follows attendance and salaries) or 'Final' (frozen figures). */
export function PayrollStatusTag({ status }: { status: 'draft' | 'final' }) {
  return (
    <Tag intent={status === 'final' ? Intent.SUCCESS : Intent.WARNING} minimal={status === 'draft'} className="payroll-status" data-status={status}>
      {T.statuses[status]}
    </Tag>
  );
}
