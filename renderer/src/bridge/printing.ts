import { toQueryString, type Result } from '../../../common/contract';
import type { ErpDesktopApi, PrinterInfo, PrinterRole, PrintOutcome } from '../../../common/ipc';
import { unreachable } from './call';
import type { Bridge } from './types';

export const PRINTING_DESKTOP_ONLY = 'Cetak langsung ke printer hanya tersedia di aplikasi desktop.';

type Query = Record<string, string | number | boolean>;

/**
 * This PC's printers and silent printing (desktop: main does both), and the bytes of a PDF our
 * API generates. Like the device settings it sits beside the Bridge: printers belong to the PC.
 * In a browser there are no printers to choose and nothing prints silently: the PDF is offered.
 */
export interface PrintingApi {
  readonly available: boolean;
  printers(): Promise<Result<PrinterInfo[]>>;
  /** Prints the PDF at `path` (GET) on the printer configured for `printer`. */
  printPdf(path: string, printer: PrinterRole, query?: Query): Promise<Result<PrintOutcome>>;
  /** The PDF at `path` (GET) with the session, as a Blob. */
  pdf(path: string, query?: Query): Promise<Result<Blob>>;
}

const notAvailable = <T>(): Result<T> => ({ ok: false, error: { code: 'FORBIDDEN', message: PRINTING_DESKTOP_ONLY, status: 403 } });

async function guarded<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch {
    // IPC never throws by contract; a rejection means main is not answering.
    return { ok: false, error: unreachable() };
  }
}

/** `erp`: the desktop surface (undefined in a browser); `bridge`: the web mode's authenticated GET. */
export function createPrinting(erp: ErpDesktopApi | undefined, bridge: Pick<Bridge, 'file'>): PrintingApi {
  if (erp) {
    return {
      available: true,
      printers: () => guarded(() => erp.printing.printers()),
      printPdf: (path, printer, query) => guarded(() => erp.printing.printPdf({ path, printer, ...(query ? { query } : {}) })),
      pdf: (path, query) =>
        guarded(async () => {
          const result = await erp.binary({ path, ...(query ? { query } : {}) });
          if (!result.ok) return result;
          return { ok: true, value: new Blob([new Uint8Array(result.value.data)], { type: result.value.type || 'application/pdf' }) };
        }),
    };
  }
  return {
    available: false,
    printers: async () => notAvailable(),
    printPdf: async () => notAvailable(),
    // The web bridge's file() is a GET with the session cookie, for any path of our API.
    pdf: (path, query) => bridge.file(path + toQueryString(query)),
  };
}

/** The app's printing, by the same test createBridge uses for the mode. */
export function printing(bridge: Pick<Bridge, 'file'>): PrintingApi {
  return createPrinting(typeof window === 'undefined' ? undefined : window.erp, bridge);
}
