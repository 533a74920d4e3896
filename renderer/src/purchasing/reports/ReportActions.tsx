import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { formatRupiah } from '../../../../common/format';
import type { PdfBuildView } from './logic';
import { REPORT_TEXTS as T } from './texts';

/** Which export is running: 'pdf', 'xlsx', or none. */
export type ReportExport = 'pdf' | 'xlsx';

/**
 * A report's total and its two exports (print and Excel), the same on both purchase reports.
 * While the PDF is made, a bar under them shows how far (the server's percentage, or an
 * indeterminate bar with the seconds waited); the rest of the screen stays usable.
 */
export function ReportActions(props: {
  total: number | undefined;
  /** A range or load problem: no total, no exports. */
  blocked: boolean;
  busy: ReportExport | null;
  printText: string;
  onExport: (format: ReportExport) => void;
  /** The PDF being made, if any. */
  pdf?: PdfBuildView | null;
}) {
  const { total, blocked, busy, pdf } = props;
  return (
    <>
      <div className="report-actions">
        <div className="report-total" aria-live="polite">
          <span className="report-total-label">{T.total}</span>
          <strong className="report-total-value" data-testid="report-total">
            {total === undefined || blocked ? '–' : formatRupiah(total)}
          </strong>
        </div>
        <Button
          icon="print"
          intent={Intent.PRIMARY}
          text={busy === 'pdf' ? T.busy : props.printText}
          disabled={busy !== null || blocked}
          onClick={() => props.onExport('pdf')}
        />
        <Button icon="th-derived" text={busy === 'xlsx' ? T.busy : T.excel} disabled={busy !== null || blocked} onClick={() => props.onExport('xlsx')} />
      </div>
      {pdf ? (
        <div className="report-pdf-progress" role="status" aria-label={T.pdfPreparing} data-testid="pdf-progress">
          <ProgressBar intent={Intent.PRIMARY} value={pdf.value ?? undefined} animate stripes={pdf.value === null} />
          <span className="report-pdf-progress-caption">{pdf.caption}</span>
        </div>
      ) : null}
    </>
  );
}
