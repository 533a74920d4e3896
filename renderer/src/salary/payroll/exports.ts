import { useState } from 'react';
import { payrollEndpoints } from '../../../../common/contract/salary';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { downloadApiFile } from '../../shell/print/output';
import { openPdf } from '../../shell/print/pdf';
import { showFailure } from '../../shell/toast';
import { PAYROLL_TEXTS as T } from './texts';

export type PayrollOutput = 'slip' | 'slips' | 'recap' | 'recapExcel' | 'transfer';

const e = payrollEndpoints;
const fill = (path: string, values: Record<string, string>) => path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));

/** Where each output of a run is fetched and the file name it gets ('gaji-slip-<period>-<name>.pdf'). */
function target(output: PayrollOutput, id: string, slug: string, employee?: { id: string; name: string }): ApiFile {
  switch (output) {
    case 'slip':
      return { url: fill(e.slip.path, { id, employeeId: employee?.id ?? '' }), file: `slip-gaji-${slug}-${fileSlug(employee?.name ?? '')}.pdf`, pdf: true };
    case 'slips':
      return { url: fill(e.slips.path, { id }), file: `slip-gaji-${slug}.pdf`, pdf: true };
    case 'recap':
      return { url: fill(e.recap.path, { id }), file: `rekap-gaji-${slug}.pdf`, pdf: true };
    case 'recapExcel':
      return { url: fill(e.recapExcel.path, { id }), file: `rekap-gaji-${slug}.xlsx`, pdf: false };
    case 'transfer':
      return { url: `${fill(e.transfer.path, { id })}?format=xlsx`, file: `transfer-gaji-${slug}.xlsx`, pdf: false };
  }
}

/** 'November 2026' → 'november-2026'. */
export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A file of our API: where it is fetched, the name it is saved under, and whether it is a PDF. */
export interface ApiFile {
  url: string;
  file: string;
  pdf: boolean;
}

/**
 * Files our API generates, for the payroll run and the BPJS & tax reports alike: PDFs opened in
 * the app's PDF viewer (downloaded on the web), Excel files saved. One file at a time; `busy` is
 * the key of the one being fetched (a button shows it is working); a failure shows the server's
 * reason in a red toast.
 */
export function useApiFiles() {
  const bridge = useBridge();
  const [busy, setBusy] = useState<string | null>(null);
  const fetchFile = async (key: string, target: ApiFile): Promise<boolean> => {
    if (busy) return false;
    setBusy(key);
    try {
      const result = target.pdf ? await openPdf(bridge, target.url, target.file) : await downloadApiFile(bridge, target.url, target.file);
      if (!result.ok) showFailure(target.pdf ? T.pdfFailed : T.excelFailed, describeError(result.error));
      return result.ok;
    } finally {
      setBusy(null);
    }
  };
  return { busy, fetchFile };
}

/** A run's payslips, recaps and transfer list (useApiFiles). */
export function usePayrollOutputs(id: string, periodLabel: string) {
  const files = useApiFiles();
  const run = async (output: PayrollOutput, employee?: { id: string; name: string }) => {
    const key = employee ? `${output}:${employee.id}` : output;
    await files.fetchFile(key, target(output, id, fileSlug(periodLabel), employee));
  };
  return { busy: files.busy, run };
}
