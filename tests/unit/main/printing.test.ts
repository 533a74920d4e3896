import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceSettings } from '../../../common/ipc';
import { productRecapDocument, qrLabelDocument } from '../../../common/print';
import { createHttpBridge } from '../../../main/http-bridge';
import {
  createPrintService,
  listPrinters,
  pdfIsLandscape,
  printPdf,
  PRINT_WINDOW_OPTIONS,
  type PrintDeps,
  type PrintOptionsLike,
  type PrintWindowLike,
  type PrintWindowOptions,
  type SystemPrinter,
} from '../../../main/printing';
import { createTokenStore } from '../../../main/token-store';
import { renderPdf } from '../../../server/print/pdf';
import { fakeSafeStorage, NOW_MS, recordingStore, sessionInfoFixture } from './fakes';

/**
 * Silent printing with Electron's BrowserWindow and webContents replaced by a fake that behaves as
 * they do (loads a file URL, lists printers, calls back from print), and real temp files and PDFs.
 */

const PRINTERS: SystemPrinter[] = [
  { name: 'Zebra_ZD220', displayName: 'Zebra ZD220', options: { 'is-default': 'false' } },
  { name: 'HP_LaserJet', displayName: 'HP LaserJet', options: { 'is-default': 'true' } },
];

type PrintBehaviour = { kind: 'success' } | { kind: 'failure'; reason: string } | { kind: 'hang' };

interface FakeWindow extends PrintWindowLike {
  options: PrintWindowOptions;
  loaded: string[];
  printed: PrintOptionsLike[];
  /** The PDF bytes the loaded file held at the moment print was called. */
  bytesAtPrint: Buffer | null;
  closed: boolean;
}

let tempDir: string;
let windows: FakeWindow[];
let behaviour: PrintBehaviour;
let loadFails: Error | null;

function fakeWindow(options: PrintWindowOptions): FakeWindow {
  const window: FakeWindow = {
    options,
    loaded: [],
    printed: [],
    bytesAtPrint: null,
    closed: false,
    webContents: {
      getPrintersAsync: async () => PRINTERS,
      print(printOptions, callback) {
        window.printed.push(printOptions);
        const file = window.loaded[0];
        window.bytesAtPrint = file ? fs.readFileSync(fileURLToPath(file)) : null;
        if (behaviour.kind === 'success') setTimeout(() => callback(true, ''), 5);
        if (behaviour.kind === 'failure') setTimeout(() => callback(false, behaviour.kind === 'failure' ? behaviour.reason : ''), 5);
      },
    },
    async loadURL(url) {
      if (loadFails) throw loadFails;
      window.loaded.push(url);
    },
    close() {
      window.closed = true;
    },
    isDestroyed: () => window.closed,
  };
  return window;
}

function deps(overrides: Partial<PrintDeps> = {}): PrintDeps {
  return {
    createWindow: (options) => {
      const window = fakeWindow(options);
      windows.push(window);
      return window;
    },
    tempDir,
    settleMs: 0,
    timeoutMs: 2_000,
    ...overrides,
  };
}

const tempFiles = () => fs.readdirSync(tempDir);
const PDF = new Uint8Array(Buffer.from('%PDF-1.3\n%fake label\n'));

beforeEach(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-print-test-'));
  windows = [];
  behaviour = { kind: 'success' };
  loadFails = null;
});

afterEach(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('listPrinters', () => {
  it("answers the system's printers with their display names and the default one marked", async () => {
    expect(await listPrinters({ getPrintersAsync: async () => PRINTERS })).toEqual([
      { name: 'Zebra_ZD220', displayName: 'Zebra ZD220', isDefault: false },
      { name: 'HP_LaserJet', displayName: 'HP LaserJet', isDefault: true },
    ]);
  });
});

describe('printPdf', () => {
  it('prints silently on the chosen printer, the page size in microns, without margins', async () => {
    const outcome = await printPdf(deps(), PDF, { deviceName: 'Zebra_ZD220', pageSize: { widthMm: 120, heightMm: 147 }, landscape: true });

    expect(outcome).toEqual({ printed: true });
    const [window] = windows;
    expect(window?.options).toEqual(PRINT_WINDOW_OPTIONS);
    expect(window?.options.show).toBe(false);
    expect(window?.options.webPreferences.plugins).toBe(true);
    expect(window?.printed).toEqual([
      { silent: true, deviceName: 'Zebra_ZD220', pageSize: { width: 120_000, height: 147_000 }, landscape: true, printBackground: true, margins: { marginType: 'none' } },
    ]);
    // The window showed the PDF itself, from a temp file that is gone afterwards.
    expect(window?.loaded[0]).toMatch(/^file:\/\/.*erp-print-.*\.pdf$/);
    expect(window?.bytesAtPrint).toEqual(Buffer.from(PDF));
    expect(window?.closed).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('passes A4 as a named size for reports', async () => {
    await printPdf(deps(), PDF, { deviceName: 'HP_LaserJet', pageSize: 'A4', landscape: false });

    expect(windows[0]?.printed[0]).toMatchObject({ deviceName: 'HP_LaserJet', pageSize: 'A4', landscape: false });
  });

  it('says which printer is missing, without printing', async () => {
    const outcome = await printPdf(deps(), PDF, { deviceName: 'Epson_L3110', pageSize: 'A4', landscape: false });

    expect(outcome).toEqual({ printed: false, code: 'PRINTER_NOT_FOUND', message: 'Printer "Epson_L3110" tidak ditemukan' });
    expect(windows[0]?.printed).toEqual([]);
    expect(windows[0]?.closed).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it("passes the printer's failure reason on", async () => {
    behaviour = { kind: 'failure', reason: 'Print job failed' };

    const outcome = await printPdf(deps(), PDF, { deviceName: 'Zebra_ZD220', pageSize: 'A4', landscape: false });

    expect(outcome).toEqual({ printed: false, code: 'PRINT_FAILED', message: 'Gagal mencetak ke printer "Zebra_ZD220": Print job failed' });
    expect(windows[0]?.closed).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('gives up on a print that never answers', async () => {
    behaviour = { kind: 'hang' };
    const started = Date.now();

    const outcome = await printPdf(deps({ timeoutMs: 150 }), PDF, { deviceName: 'Zebra_ZD220', pageSize: 'A4', landscape: false });

    expect(outcome).toEqual({ printed: false, code: 'PRINT_FAILED', message: 'Printer "Zebra_ZD220" tidak menjawab dalam 1 detik' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(windows[0]?.closed).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('reports a PDF the viewer could not load, and still cleans up', async () => {
    loadFails = new Error('ERR_FAILED (-2) loading file');

    const outcome = await printPdf(deps(), PDF, { deviceName: 'Zebra_ZD220', pageSize: 'A4', landscape: false });

    expect(outcome).toMatchObject({ printed: false, code: 'PRINT_FAILED', message: expect.stringContaining('ERR_FAILED') });
    expect(windows[0]?.closed).toBe(true);
    expect(tempFiles()).toEqual([]);
  });
});

describe('pdfIsLandscape', () => {
  it('reads the orientation of a rendered PDF', async () => {
    const at = new Date('2026-11-21T08:00:00Z');
    expect(pdfIsLandscape(await renderPdf(productRecapDocument([], { filters: [], printedBy: 'budi', printedAt: at })))).toBe(true);
    expect(pdfIsLandscape(await renderPdf(qrLabelDocument([{ code: 'QR-1', productName: 'Pipa' }])))).toBe(true);
    expect(pdfIsLandscape(PDF)).toBe(false);
  });
});

describe('print service (erp:print:pdf): fetched through the bridge, printed on the role printer', () => {
  const TOKEN = 'token-of-budi';
  let server: http.Server;
  let url: string;
  let served: { url: string; authorization: string | undefined }[];
  let body: { type: string; data: Buffer };
  let devices: DeviceSettings;

  beforeEach(async () => {
    served = [];
    devices = { cameraId: null, kiosk: false, labelPrinter: 'Zebra_ZD220', reportPrinter: 'HP_LaserJet' };
    body = { type: 'application/pdf', data: await renderPdf(qrLabelDocument([{ code: 'QR-1', productName: 'Pipa' }])) };
    server = http.createServer((req, res) => {
      served.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': body.type });
      res.end(body.data);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function service() {
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store: recordingStore() });
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });
    const bridge = createHttpBridge({ baseUrl: () => url, tokens, deviceId: 'device-1', http: axios.create(), now: () => NOW_MS, onSessionEnded: () => undefined, timeoutMs: 2_000 });
    return createPrintService({ ...deps(), devices: { get: () => devices }, fetchPdf: (payload) => bridge.binary(payload) });
  }

  it('fetches labels with the session and prints them on the label printer with the label page', async () => {
    const answer = await service().print({ path: '/api/warehouse/product/qrcode/pdf', query: { codes: 'QR-1' }, printer: 'label' });

    expect(answer).toEqual({ ok: true, value: { printed: true } });
    expect(served).toEqual([{ url: '/api/warehouse/product/qrcode/pdf?codes=QR-1', authorization: `Bearer ${TOKEN}` }]);
    expect(windows[0]?.printed[0]).toMatchObject({ deviceName: 'Zebra_ZD220', pageSize: { width: 120_000, height: 147_000 }, landscape: true });
    expect(windows[0]?.bytesAtPrint).toEqual(body.data);
  });

  it('prints a report on A4 on the report printer, landscape as the PDF is', async () => {
    body = { type: 'application/pdf', data: await renderPdf(productRecapDocument([], { filters: [], printedBy: 'budi', printedAt: new Date() })) };

    await service().print({ path: '/api/warehouse/product/laporan/pdf', printer: 'report' });

    expect(windows[0]?.printed[0]).toMatchObject({ deviceName: 'HP_LaserJet', pageSize: 'A4', landscape: true });
  });

  it('answers NO_PRINTER without fetching when the role has no printer', async () => {
    devices = { ...devices, labelPrinter: null, reportPrinter: null };

    expect(await service().print({ path: '/api/x/pdf', printer: 'label' })).toEqual({ ok: true, value: { printed: false, code: 'NO_PRINTER', message: 'Printer label belum diatur' } });
    expect(await service().print({ path: '/api/x/pdf', printer: 'report' })).toEqual({ ok: true, value: { printed: false, code: 'NO_PRINTER', message: 'Printer laporan belum diatur' } });
    expect(served).toEqual([]);
    expect(windows).toEqual([]);
  });

  it('refuses to print what is not a PDF', async () => {
    body = { type: 'text/html', data: Buffer.from('<html>login</html>') };

    expect(await service().print({ path: '/api/x/pdf', printer: 'label' })).toEqual({ ok: true, value: { printed: false, code: 'NOT_PDF', message: 'Dokumen yang diterima dari server bukan PDF' } });
    expect(windows).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });
});
