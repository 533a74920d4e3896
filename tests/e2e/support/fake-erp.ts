import type { Page } from 'playwright-core';
import type { BackupFileSummary, BinaryRequestPayload, DeviceSettings, DeviceSettingsInput, ErpDesktopApi, HttpRequestPayload, PrinterInfo, ServerSettings } from '../../../common/ipc';

/**
 * A stand-in for the desktop app's `window.erp` (what preload exposes and main answers), so the
 * renderer runs in desktop mode in plain Chromium. The Electron binary is absent on the machines
 * this suite runs on, so main is the one part we fake; the renderer and the server stay real:
 * `request` goes to the real server that served the page, as main would.
 */
export interface FakeErpOptions {
  /** What settings.get answers. */
  settings: ServerSettings;
  /** settings.get fails with this message. */
  getFails?: string;
  /** settings.set fails with this message. */
  setFails?: string;
  /** How long settings.get and settings.set take, so their busy states can be seen. */
  delayMs?: number;
  /** What devices.get answers (camera, kiosk, printers); the defaults when not given, no printers when left out. */
  devices?: DeviceSettingsInput;
  /** What printing.printers answers: this PC's printers (none when not given). */
  printers?: PrinterInfo[];
  /** devices.set fails with this message. */
  devicesSetFails?: string;
  /** What certificate.read answers for an https address: the server's SHA-256 fingerprint (unreachable when not given). */
  certificate?: string;
  /** What backup.choose answers: the file main read (null: the user cancelled its dialog), or its refusal message. */
  backupChoice?: BackupFileSummary | null | { fails: string };
  /** backup.restore fails with this message. */
  restoreFails?: string;
}

/** What the fake leaves on `window` for the test to read. */
export interface FakeErpGlobals {
  erp: ErpDesktopApi;
  /** Every settings.set call, in order. */
  erpSettingsSetCalls: ServerSettings[];
  /** Every devices.set call, in order. */
  erpDevicesSetCalls: DeviceSettings[];
  /** Every multipart request (a call with files), in order: its path and file part names. */
  erpMultipartCalls: { path: string; fields: string[] }[];
  /** Every backup.restore call's id and email, in order (a password other than 'rahasia-admin-123' is refused). */
  erpRestoreCalls: { id: string; email: string }[];
}

/** Runs inside the page (serialised by Playwright): it may use nothing from this module's scope. */
function installFakeErp(options: FakeErpOptions): void {
  const page = globalThis as unknown as FakeErpGlobals & { location: { origin: string } };
  let current = options.settings;
  page.erpSettingsSetCalls = [];
  page.erpDevicesSetCalls = [];
  // As main reads them: printers missing from the stored settings are none.
  let devices: DeviceSettings = { cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null, ...options.devices };
  page.erpMultipartCalls = [];
  page.erpRestoreCalls = [];

  page.erp = {
    async request(payload: HttpRequestPayload) {
      const query = new URLSearchParams(Object.entries(payload.query ?? {}).map(([key, value]): [string, string] => [key, String(value)])).toString();
      // With files, multipart as main sends it: the body's entries as text parts, then the files.
      let body: string | FormData | undefined = payload.body === undefined ? undefined : JSON.stringify(payload.body);
      if (payload.files && payload.files.length > 0) {
        const form = new FormData();
        for (const [name, value] of Object.entries((payload.body ?? {}) as Record<string, unknown>)) {
          if (value === undefined || value === null) continue;
          for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
        }
        for (const file of payload.files) form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
        body = form;
        page.erpMultipartCalls.push({ path: payload.path, fields: payload.files.map((file) => file.field) });
      }
      try {
        const response = await fetch(payload.path + (query ? `?${query}` : ''), {
          method: payload.method,
          headers: body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' },
          body,
        });
        const data: unknown = await response.json().catch(() => null);
        if (response.ok) return { ok: true, value: data };
        const error = (data as { error?: { code: 'INTERNAL'; message: string } } | null)?.error;
        return { ok: false, error: { code: error?.code ?? 'INTERNAL', message: error?.message ?? 'Terjadi kesalahan pada server', status: response.status } };
      } catch {
        return { ok: false, error: { code: 'UNAVAILABLE', message: 'Server tidak dapat dihubungi.', status: 0 } };
      }
    },
    async file(path: string) {
      try {
        const response = await fetch(path);
        if (response.ok) {
          return { ok: true, value: { type: response.headers.get('content-type') ?? '', data: new Uint8Array(await response.arrayBuffer()) } };
        }
        const data: unknown = await response.json().catch(() => null);
        const error = (data as { error?: { code: 'INTERNAL'; message: string } } | null)?.error;
        return { ok: false, error: { code: error?.code ?? 'INTERNAL', message: error?.message ?? 'Terjadi kesalahan pada server', status: response.status } };
      } catch {
        return { ok: false, error: { code: 'UNAVAILABLE', message: 'Server tidak dapat dihubungi.', status: 0 } };
      }
    },
    async binary(payload: BinaryRequestPayload) {
      const query = new URLSearchParams(Object.entries(payload.query ?? {}).map(([key, value]): [string, string] => [key, String(value)])).toString();
      const response = await fetch(payload.path + (query ? `?${query}` : ''));
      if (!response.ok) return { ok: false, error: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server', status: response.status } };
      return { ok: true, value: { type: response.headers.get('content-type') ?? '', data: new Uint8Array(await response.arrayBuffer()) } };
    },
    printing: {
      async printers() {
        return { ok: true, value: options.printers ?? [] };
      },
      async printPdf() {
        return { ok: true, value: { printed: false, code: 'PRINT_FAILED', message: 'Tidak tersedia di tes ini' } };
      },
    },
    session: {
      async login() {
        return { ok: false, error: { code: 'INTERNAL', message: 'Tidak tersedia di tes ini', status: 500 } };
      },
      async logout() {
        return { ok: true, value: null };
      },
      async current() {
        return { ok: true, value: null };
      },
      onEnded() {
        return () => undefined;
      },
    },
    settings: {
      async get() {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        if (options.getFails) return { ok: false, error: { code: 'INTERNAL', message: options.getFails, status: 500 } };
        return { ok: true, value: current };
      },
      async set(settings: ServerSettings) {
        page.erpSettingsSetCalls.push(settings);
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        if (options.setFails) return { ok: false, error: { code: 'INTERNAL', message: options.setFails, status: 500 } };
        current = settings;
        return { ok: true, value: settings };
      },
    },
    certificate: {
      async read() {
        if (!options.certificate) return { ok: false, error: { code: 'UNAVAILABLE', message: 'Server tidak dapat dihubungi (ECONNREFUSED)', status: 503 } };
        return { ok: true, value: { fingerprint: options.certificate } };
      },
    },
    realtime: {
      // No socket in this stand-in: the screens it serves here do not subscribe.
      onMessage() {
        return () => undefined;
      },
    },
    devices: {
      async get() {
        return { ok: true, value: devices };
      },
      async set(settings: DeviceSettings) {
        page.erpDevicesSetCalls.push(settings);
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        if (options.devicesSetFails) return { ok: false, error: { code: 'INTERNAL', message: options.devicesSetFails, status: 500 } };
        devices = settings;
        return { ok: true, value: settings };
      },
    },
    app: {
      async info() {
        return { ok: true, value: { version: '1.1.0', mode: 'desktop', serverUrl: page.location.origin } };
      },
    },
    backup: {
      async choose() {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        const choice = options.backupChoice ?? null;
        if (choice && 'fails' in choice) return { ok: false, error: { code: 'VALIDATION', message: choice.fails, status: 400 } };
        return { ok: true, value: choice };
      },
      async restore(input: { id: string; email: string; password: string }) {
        page.erpRestoreCalls.push({ id: input.id, email: input.email });
        if (input.password !== 'rahasia-admin-123') return { ok: false, error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah', status: 401 } };
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        if (options.restoreFails) return { ok: false, error: { code: 'INTERNAL', message: options.restoreFails, status: 500 } };
        return { ok: true, value: null };
      },
    },
  };
}

/** Makes every page load of `page` see the fake `window.erp` before the renderer starts. */
export async function fakeDesktop(page: Page, options: FakeErpOptions): Promise<void> {
  await page.addInitScript(installFakeErp, options);
}

/** The settings.set calls the page has made so far. */
export function settingsSetCalls(page: Page): Promise<ServerSettings[]> {
  return page.evaluate(() => (globalThis as unknown as FakeErpGlobals).erpSettingsSetCalls);
}

/** The multipart requests (calls with files) the page has made so far. */
export function multipartCalls(page: Page): Promise<{ path: string; fields: string[] }[]> {
  return page.evaluate(() => (globalThis as unknown as FakeErpGlobals).erpMultipartCalls);
}

/** The backup.restore calls (id and email) the page has made so far. */
export function restoreCalls(page: Page): Promise<{ id: string; email: string }[]> {
  return page.evaluate(() => (globalThis as unknown as FakeErpGlobals).erpRestoreCalls);
}

/** The devices.set calls the page has made so far. */
export function devicesSetCalls(page: Page): Promise<DeviceSettings[]> {
  return page.evaluate(() => (globalThis as unknown as FakeErpGlobals).erpDevicesSetCalls);
}
