import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ok, type Result } from '../common/contract';
import type { DeviceSettings, FileData, PrinterInfo, PrinterRole, PrintOutcome, PrintPdfPayload } from '../common/ipc';
import { QR_LABEL_PAGE } from '../common/print';
import type { PageSizeMm } from '../common/print';
import { LOCKED_DOWN_PREFERENCES } from './window';

/**
 * Silent printing of our PDFs (QR labels, A4 reports) on this PC's printers. The PDF is written to
 * a private temp file and opened in a hidden window whose Chromium PDF viewer renders it, then
 * `webContents.print({ silent: true, deviceName })` sends it to the printer (Electron ≥ 36 prints
 * PDFs this way). Electron's APIs come in as parameters, so this runs under Node in the tests.
 */

/** What we read of Electron's PrinterInfo (`options` holds CUPS's 'is-default' where there is one). */
export interface SystemPrinter {
  name: string;
  displayName: string;
  options?: Record<string, string> | object;
}

export interface PrintOptionsLike {
  silent: boolean;
  deviceName: string;
  pageSize: 'A4' | { width: number; height: number };
  landscape: boolean;
  printBackground: boolean;
  margins: { marginType: 'none' };
}

export interface PrintContentsLike {
  getPrintersAsync(): Promise<SystemPrinter[]>;
  print(options: PrintOptionsLike, callback: (success: boolean, failureReason: string) => void): void;
}

export interface PrintWindowLike {
  webContents: PrintContentsLike;
  loadURL(url: string): Promise<void>;
  close(): void;
  isDestroyed(): boolean;
}

/** The hidden print window's own in-memory session: no cookies or cache of the app's, and its own (deny-all) permission rules. */
export const PRINT_PARTITION = 'erp-print';

/** What the hidden window is made with (Electron's BrowserWindowConstructorOptions fits it). */
export interface PrintWindowOptions {
  show: false;
  width: number;
  height: number;
  /**
   * Locked down like the app's window (LOCKED_DOWN_PREFERENCES): it shows only a PDF main wrote
   * itself, but a PDF is content from the server. No preload: it needs no API at all.
   */
  webPreferences: typeof LOCKED_DOWN_PREFERENCES & {
    /** The PDF viewer is a plugin. */
    plugins: true;
    /** Its own in-memory session: the app's CSP and camera rule are for the app's pages (index.ts refuses every permission here). */
    partition: typeof PRINT_PARTITION;
  };
}

export const PRINT_WINDOW_OPTIONS: PrintWindowOptions = {
  show: false,
  width: 800,
  height: 600,
  webPreferences: { ...LOCKED_DOWN_PREFERENCES, plugins: true, partition: PRINT_PARTITION },
};

export interface PrintDeps {
  createWindow(options: PrintWindowOptions): PrintWindowLike;
  /** Where the PDF waits while it prints (the OS temp folder). */
  tempDir: string;
  /** A hung driver or dialog must not block forever. */
  timeoutMs?: number;
  /** The viewer needs a moment after the load before its pages are ready to print. */
  settleMs?: number;
}

export interface PrintJob {
  deviceName: string;
  pageSize: PageSizeMm | 'A4';
  landscape: boolean;
}

export const DEFAULT_PRINT_TIMEOUT_MS = 60_000;
const DEFAULT_SETTLE_MS = 500;

export const PRINT_TEXTS = {
  noPrinter: (role: PrinterRole) => (role === 'label' ? 'Printer label belum diatur' : 'Printer laporan belum diatur'),
  notFound: (name: string) => `Printer "${name}" tidak ditemukan`,
  failed: (name: string, reason: string) => `Gagal mencetak ke printer "${name}": ${reason || 'tidak diketahui'}`,
  timedOut: (name: string, seconds: number) => `Printer "${name}" tidak menjawab dalam ${seconds} detik`,
  notPdf: 'Dokumen yang diterima dari server bukan PDF',
} as const;

type Failure = Extract<PrintOutcome, { printed: false }>;
const failure = (code: Failure['code'], message: string): Failure => ({ printed: false, code, message });

/** The system's printers, the default one marked where the system says which (CUPS). */
export async function listPrinters(contents: Pick<PrintContentsLike, 'getPrintersAsync'>): Promise<PrinterInfo[]> {
  const printers = await contents.getPrintersAsync();
  return printers.map((printer) => {
    const options = (printer.options ?? {}) as Record<string, unknown>;
    return { name: printer.name, displayName: printer.displayName || printer.name, isDefault: options['is-default'] === 'true' };
  });
}

/** Millimetres → the microns Electron's `pageSize` wants. */
export function microns(millimetres: number): number {
  return Math.round(millimetres * 1000);
}

class PrintTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrintTimeout()), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prints `pdf` silently on `job.deviceName`. Always closes the window and removes the temp file;
 * answers an outcome in Indonesian instead of throwing for the things a user can fix.
 */
export async function printPdf(deps: PrintDeps, pdf: Uint8Array, job: PrintJob): Promise<PrintOutcome> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_PRINT_TIMEOUT_MS;
  const file = path.join(deps.tempDir, `erp-print-${randomUUID()}.pdf`);
  await fs.writeFile(file, pdf, { mode: 0o600 });
  let window: PrintWindowLike | null = null;
  try {
    const opened = deps.createWindow(PRINT_WINDOW_OPTIONS);
    window = opened;
    const work = async (): Promise<PrintOutcome> => {
      const printers = await opened.webContents.getPrintersAsync();
      if (!printers.some((printer) => printer.name === job.deviceName)) return failure('PRINTER_NOT_FOUND', PRINT_TEXTS.notFound(job.deviceName));
      await opened.loadURL(pathToFileURL(file).href);
      await pause(deps.settleMs ?? DEFAULT_SETTLE_MS);
      const options: PrintOptionsLike = {
        silent: true,
        deviceName: job.deviceName,
        pageSize: job.pageSize === 'A4' ? 'A4' : { width: microns(job.pageSize.widthMm), height: microns(job.pageSize.heightMm) },
        landscape: job.landscape,
        printBackground: true,
        margins: { marginType: 'none' },
      };
      return new Promise<PrintOutcome>((resolve) => {
        opened.webContents.print(options, (success, reason) => resolve(success ? { printed: true } : failure('PRINT_FAILED', PRINT_TEXTS.failed(job.deviceName, reason))));
      });
    };
    return await withTimeout(work(), timeoutMs);
  } catch (cause) {
    if (cause instanceof PrintTimeout) return failure('PRINT_FAILED', PRINT_TEXTS.timedOut(job.deviceName, Math.ceil(timeoutMs / 1000)));
    return failure('PRINT_FAILED', PRINT_TEXTS.failed(job.deviceName, cause instanceof Error ? cause.message : String(cause)));
  } finally {
    if (window && !window.isDestroyed()) window.close();
    await fs.rm(file, { force: true });
  }
}

/** Whether the PDF's first page is wider than high (pdfkit writes page objects uncompressed). */
export function pdfIsLandscape(pdf: Uint8Array): boolean {
  const head = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const box = /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/.exec(head);
  if (!box) return false;
  const [, x0, y0, x1, y1] = box.map(Number);
  return Math.abs((x1 ?? 0) - (x0 ?? 0)) > Math.abs((y1 ?? 0) - (y0 ?? 0));
}

const isPdf = (data: Uint8Array): boolean => Buffer.from(data.buffer, data.byteOffset, Math.min(5, data.byteLength)).toString('latin1') === '%PDF-';

export interface PrintServiceDeps extends PrintDeps {
  devices: { get(): DeviceSettings };
  /** The bridge's authenticated binary GET. */
  fetchPdf(payload: Pick<PrintPdfPayload, 'path' | 'query'>): Promise<Result<FileData>>;
}

/**
 * `erp:print:pdf`: the printer configured for the role, the PDF fetched from our API with the
 * session, and the role's page: labels on the seed's label page, reports on A4 in the PDF's own
 * orientation.
 */
export function createPrintService(deps: PrintServiceDeps): { print(payload: PrintPdfPayload): Promise<Result<PrintOutcome>> } {
  return {
    async print(payload) {
      const settings = deps.devices.get();
      const deviceName = payload.printer === 'label' ? settings.labelPrinter : settings.reportPrinter;
      if (!deviceName) return ok(failure('NO_PRINTER', PRINT_TEXTS.noPrinter(payload.printer)));
      const fetched = await deps.fetchPdf({ path: payload.path, ...(payload.query ? { query: payload.query } : {}) });
      if (!fetched.ok) return fetched;
      const pdf = fetched.value.data;
      if (!isPdf(pdf)) return ok(failure('NOT_PDF', PRINT_TEXTS.notPdf));
      const job: PrintJob =
        payload.printer === 'label'
          ? { deviceName, pageSize: { widthMm: QR_LABEL_PAGE.widthMm, heightMm: QR_LABEL_PAGE.heightMm }, landscape: QR_LABEL_PAGE.landscape }
          : { deviceName, pageSize: 'A4', landscape: pdfIsLandscape(pdf) };
      return ok(await printPdf(deps, pdf, job));
    },
  };
}
