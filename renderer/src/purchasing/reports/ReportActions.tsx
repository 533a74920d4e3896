import { Button, Intent } from '@blueprintjs/core';
import { formatRupiah } from '../../../../common/format';
import { REPORT_TEXTS as T } from './texts';

/** Which export is running: 'pdf', 'xlsx', or none. */
export type ReportExport = 'pdf' | 'xlsx';

/** A report's total and its two exports (print and Excel), the same on both purchase reports. */
export function ReportActions(props: {
  total: number | undefined;
  /** A range or load problem: no total, no exports. */
  blocked: boolean;
  busy: ReportExport | null;
  printText: string;
  onExport: (format: ReportExport) => void;
}) {
  const { total, blocked, busy } = props;
  return (
    <div className="report-actions">
      <div className="report-total" aria-live="polite">
        <span className="report-total-label">{T.total}</span>
        <strong className="report-total-value" data-testid="report-total">
          {total === undefined || blocked ? '–' : formatRupiah(total)}
        </strong>
      </div>
      <Button icon="print" intent={Intent.PRIMARY} text={busy === 'pdf' ? T.busy : props.printText} disabled={busy !== null || blocked} onClick={() => props.onExport('pdf')} />
      <Button icon="th-derived" text={busy === 'xlsx' ? T.busy : T.excel} disabled={busy !== null || blocked} onClick={() => props.onExport('xlsx')} />
    </div>
  );
}
