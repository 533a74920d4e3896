import { describe, expect, it } from 'vitest';
import type { Result } from '../../../common/contract';
import type { ErpDesktopApi, FileData, PrintOutcome, PrintPdfPayload } from '../../../common/ipc';
import { createPrinting, PRINTING_DESKTOP_ONLY } from '../../../renderer/src/bridge/printing';
import { printOrOffer, splitApiUrl } from '../../../renderer/src/shell/print/pdf';

/** The renderer's side of printing: which channel a PDF goes through, and what the caller is told. */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

function fakeErp(outcome: Result<PrintOutcome>, jobs: PrintPdfPayload[], fetched: unknown[]): ErpDesktopApi {
  const unused = async (): Promise<never> => {
    throw new Error('not used');
  };
  return {
    request: unused,
    file: unused,
    binary: async (payload): Promise<Result<FileData>> => {
      fetched.push(payload);
      return { ok: true, value: { type: 'application/pdf', data: PDF_BYTES } };
    },
    session: { login: unused, logout: unused, current: unused, onEnded: () => () => undefined },
    settings: { get: unused, set: unused },
    certificate: { read: unused },
    devices: { get: unused, set: unused },
    app: { info: unused },
    backup: { choose: unused, restore: unused },
    printing: {
      printers: async () => ({ ok: true, value: [{ name: 'Zebra_ZD220', displayName: 'Zebra ZD220', isDefault: false }] }),
      printPdf: async (payload) => {
        jobs.push(payload);
        return outcome;
      },
    },
    realtime: { onMessage: () => () => undefined },
  };
}

const noWebFile = { file: async (): Promise<Result<Blob>> => ({ ok: false, error: { code: 'INTERNAL', message: 'not used', status: 500 } }) };

describe('splitApiUrl', () => {
  it('takes the path and query of an API URL, full or relative', () => {
    expect(splitApiUrl('/api/warehouse/product/qrlabel/p1?codes=QR-1%2CQR-2')).toEqual({ path: '/api/warehouse/product/qrlabel/p1', query: { codes: 'QR-1,QR-2' } });
    expect(splitApiUrl('http://192.168.1.10:8080/api/warehouse/product/laporan/pdf')).toEqual({ path: '/api/warehouse/product/laporan/pdf' });
  });
});

describe('printOrOffer', () => {
  it('desktop: prints on the role printer through main, path and query apart', async () => {
    const jobs: PrintPdfPayload[] = [];
    const api = createPrinting(fakeErp({ ok: true, value: { printed: true } }, jobs, []), noWebFile);

    expect(await printOrOffer(noWebFile, '/api/warehouse/product/qrlabel/p1?codes=QR-1', 'label', api)).toEqual({ printed: true });
    expect(jobs).toEqual([{ path: '/api/warehouse/product/qrlabel/p1', query: { codes: 'QR-1' }, printer: 'label' }]);
  });

  it('desktop without a configured printer: offer the PDF', async () => {
    const api = createPrinting(fakeErp({ ok: true, value: { printed: false, code: 'NO_PRINTER', message: 'Printer label belum diatur' } }, [], []), noWebFile);

    expect(await printOrOffer(noWebFile, '/api/x/pdf', 'label', api)).toEqual({ printed: false, code: 'NO_PRINTER', reason: 'Printer label belum diatur', offerPdf: true });
  });

  it('desktop with a failing printer: the reason, no PDF offered', async () => {
    const api = createPrinting(fakeErp({ ok: true, value: { printed: false, code: 'PRINT_FAILED', message: 'Gagal mencetak' } }, [], []), noWebFile);

    expect(await printOrOffer(noWebFile, '/api/x/pdf', 'report', api)).toEqual({ printed: false, code: 'PRINT_FAILED', reason: 'Gagal mencetak', offerPdf: false });
  });

  it('web: nothing prints silently, the PDF is offered; printers are not available', async () => {
    const api = createPrinting(undefined, noWebFile);

    expect(await printOrOffer(noWebFile, '/api/x/pdf', 'label', api)).toMatchObject({ printed: false, code: 'NOT_AVAILABLE', offerPdf: true });
    expect(await api.printers()).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: PRINTING_DESKTOP_ONLY, status: 403 } });
  });
});

describe('the PDF bytes', () => {
  it('desktop: fetched by main with the session (erp:http:binary)', async () => {
    const fetched: unknown[] = [];
    const api = createPrinting(fakeErp({ ok: true, value: { printed: true } }, [], fetched), noWebFile);

    const result = await api.pdf('/api/warehouse/product/laporan/pdf', { namaproduk: 'pipa' });

    expect(fetched).toEqual([{ path: '/api/warehouse/product/laporan/pdf', query: { namaproduk: 'pipa' } }]);
    expect(result.ok && result.value.type).toBe('application/pdf');
    expect(result.ok && new Uint8Array(await result.value.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it("web: the bridge's authenticated GET, with the query in the path", async () => {
    const asked: string[] = [];
    const web = {
      file: async (path: string): Promise<Result<Blob>> => {
        asked.push(path);
        return { ok: true, value: new Blob([PDF_BYTES], { type: 'application/pdf' }) };
      },
    };
    await createPrinting(undefined, web).pdf('/api/warehouse/product/laporan/pdf', { namaproduk: 'pipa' });

    expect(asked).toEqual(['/api/warehouse/product/laporan/pdf?namaproduk=pipa']);
  });
});
