import type { Result } from '../../../../common/contract';
import type { PrinterRole, PrintOutcome } from '../../../../common/ipc';
import type { Bridge } from '../../bridge';
import { printing, type PrintingApi } from '../../bridge/printing';

/**
 * A PDF of our API as callers hold it ('/api/warehouse/product/qrlabel/p1?codes=A,B', or the
 * full URL a report call answers) → path and query apart, as main's channels want them. Only
 * the path and query are kept: which server it goes to is the bridge's business.
 */
export function splitApiUrl(url: string): { path: string; query?: Record<string, string> } {
  const parsed = new URL(url, 'http://erp.invalid');
  const query: Record<string, string> = {};
  for (const [key, value] of parsed.searchParams) query[key] = value;
  return Object.keys(query).length > 0 ? { path: parsed.pathname, query } : { path: parsed.pathname };
}

/** Hands a Blob to the browser (or Electron's download) as a file named `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches a PDF our API generates (with the session, in both modes) and downloads it as
 * `filename`. Answers the fetch's Result so the caller can show why it failed.
 */
export async function openPdf(bridge: Pick<Bridge, 'file'>, url: string, filename: string, api: PrintingApi = printing(bridge)): Promise<Result<null>> {
  const { path, query } = splitApiUrl(url);
  const result = await api.pdf(path, query);
  if (!result.ok) return result;
  downloadBlob(result.value, filename.toLowerCase().endsWith('.pdf') ? filename : `${filename}.pdf`);
  return { ok: true, value: null };
}

type NotPrinted = Extract<PrintOutcome, { printed: false }>['code'] | 'NOT_AVAILABLE' | 'ERROR';

/**
 * How a direct print ended. `offerPdf`: nothing could have printed here (web mode, or no printer
 * configured for the role), so the caller offers the PDF; otherwise `reason` says what went wrong.
 */
export type PrintAttempt = { printed: true } | { printed: false; code: NotPrinted; reason: string; offerPdf: boolean };

export const PRINT_NOT_AVAILABLE = 'Cetak langsung hanya tersedia di aplikasi desktop.';

/**
 * Desktop with a printer configured for `printer`: prints the PDF at `url` silently there.
 * Otherwise answers why it did not, so the caller can download the PDF instead.
 */
export async function printOrOffer(bridge: Pick<Bridge, 'file'>, url: string, printer: PrinterRole, api: PrintingApi = printing(bridge)): Promise<PrintAttempt> {
  if (!api.available) return { printed: false, code: 'NOT_AVAILABLE', reason: PRINT_NOT_AVAILABLE, offerPdf: true };
  const { path, query } = splitApiUrl(url);
  const result = await api.printPdf(path, printer, query);
  if (!result.ok) return { printed: false, code: 'ERROR', reason: result.error.message, offerPdf: false };
  const outcome = result.value;
  if (outcome.printed) return { printed: true };
  return { printed: false, code: outcome.code, reason: outcome.message, offerPdf: outcome.code === 'NO_PRINTER' };
}
