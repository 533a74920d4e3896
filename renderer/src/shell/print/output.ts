import type { Result } from '../../../../common/contract';
import type { Bridge } from '../../bridge/types';
import { printing, type PrintingApi } from '../../bridge/printing';
import { downloadBlob, openPdf, printOrOffer, splitApiUrl } from './pdf';

/** How sending a PDF out ended: printed on the desktop's report printer, downloaded, or why neither. */
export type OutputOutcome = { ok: true; printed: boolean } | { ok: false; message: string };

/**
 * A PDF of any module (receipt, report): printed silently on the report printer in the desktop app
 * when one is configured, otherwise downloaded as `filename` (the web, or no printer chosen).
 */
export async function printOrDownload(bridge: Pick<Bridge, 'file'>, url: string, filename: string, api?: PrintingApi): Promise<OutputOutcome> {
  const attempt = await printOrOffer(bridge, url, 'report', api);
  if (attempt.printed) return { ok: true, printed: true };
  if (!attempt.offerPdf) return { ok: false, message: attempt.reason };
  const opened = await openPdf(bridge, url, filename, api);
  return opened.ok ? { ok: true, printed: false } : { ok: false, message: opened.error.message };
}

/** A file our API generates (an Excel export, an attachment) fetched with the session and downloaded as `filename`. */
export async function downloadApiFile(bridge: Pick<Bridge, 'file'>, url: string, filename: string, api: PrintingApi = printing(bridge)): Promise<Result<null>> {
  const { path, query } = splitApiUrl(url);
  const result = await api.pdf(path, query);
  if (!result.ok) return result;
  downloadBlob(result.value, filename);
  return { ok: true, value: null };
}
