import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../common/contract';
import { IPC } from '../../../common/ipc';
import { INTERNAL_MESSAGE, registerIpcHandlers, type InvokeEventLike, type IpcHandlers, type IpcMainLike } from '../../../main/ipc';
import { isAppUrl } from '../../../main/window';
import { sessionInfoFixture } from './fakes';

const APP_ORIGIN = 'http://127.0.0.1:43210';
const APP_PAGE = `${APP_ORIGIN}/`;

type Listener = Parameters<IpcMainLike['handle']>[1];

/** ipcMain as far as registration goes: handlers by channel, invoked the way Electron would. */
function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  return {
    handle(channel: string, listener: Listener) {
      listeners.set(channel, listener);
    },
    channels: () => [...listeners.keys()],
    invoke(channel: string, senderFrame: InvokeEventLike['senderFrame'], ...args: unknown[]): Promise<unknown> {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`no handler for ${channel}`);
      return listener({ senderFrame }, ...args);
    },
  };
}

const topFrame = (url: string) => ({ url, parent: null });

let ipcMain: ReturnType<typeof fakeIpcMain>;
let calls: Array<{ name: string; payload: unknown }>;
let logged: string[];

/** A handler that records its call, then answers. */
function recording<P, R>(name: string, answer: (payload: P) => R): (payload: P) => R {
  return (payload) => {
    calls.push({ name, payload });
    return answer(payload);
  };
}

function handlers(overrides: Partial<IpcHandlers> = {}): IpcHandlers {
  return {
    request: recording('request', () => ok<unknown>({ data: [] })),
    file: recording('file', () => ok({ type: 'image/png', data: new Uint8Array([1, 2, 3]) })),
    binary: recording('binary', () => ok({ type: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) })),
    login: recording('login', () => ok(sessionInfoFixture())),
    logout: recording('logout', () => ok(null)),
    currentSession: recording('currentSession', () => ok(null)),
    getSettings: recording('getSettings', () => ok({ mode: 'standalone' as const })),
    setSettings: recording('setSettings', (payload) => ok(payload)),
    serverCertificate: recording('serverCertificate', () => ok({ fingerprint: 'AB:'.repeat(31) + 'AB' })),
    getDevices: recording('getDevices', () => ok({ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null })),
    setDevices: recording('setDevices', (payload) => ok(payload)),
    appInfo: recording('appInfo', () => ok({ version: '1.1.0', mode: 'desktop' as const, serverUrl: APP_ORIGIN })),
    listPrinters: recording('listPrinters', () => ok([{ name: 'Zebra_ZD220', displayName: 'Zebra ZD220', isDefault: false }])),
    printPdf: recording('printPdf', () => ok({ printed: true as const })),
    chooseBackup: recording('chooseBackup', () => ok(null)),
    restoreBackup: recording('restoreBackup', () => ok(null)),
    ...overrides,
  };
}

beforeEach(() => {
  ipcMain = fakeIpcMain();
  calls = [];
  logged = [];
  registerIpcHandlers({
    ipcMain,
    isTrustedSender: (url) => isAppUrl(url, APP_ORIGIN),
    handlers: handlers(),
    log: { warn: (message) => logged.push(message), error: (message) => logged.push(message) },
  });
});

describe('IPC registration', () => {
  it('registers one handler per channel of common/ipc', () => {
    expect(ipcMain.channels().sort()).toEqual(Object.values(IPC).map((entry) => entry.channel).sort());
  });

  it('passes the parsed payload to the handler and returns its Result', async () => {
    const answer = await ipcMain.invoke(IPC.login.channel, topFrame(APP_PAGE), { email: '  Budi@Contoh.co.id ', password: 'rahasia' });

    expect(answer).toEqual({ ok: true, value: sessionInfoFixture() });
    expect(calls).toEqual([{ name: 'login', payload: { email: 'budi@contoh.co.id', password: 'rahasia' } }]);
  });

  it('passes device settings through erp:devices:set', async () => {
    const devices = { cameraId: 'cam-2', kiosk: true, labelPrinter: 'Zebra_ZD220', reportPrinter: null };
    const answer = await ipcMain.invoke('erp:devices:set', topFrame(APP_PAGE), devices);

    expect(answer).toEqual({ ok: true, value: devices });
    expect(calls).toEqual([{ name: 'setDevices', payload: devices }]);
  });

  it('reads device settings sent without printers (an older renderer) as no printers', async () => {
    await ipcMain.invoke('erp:devices:set', topFrame(APP_PAGE), { cameraId: null, kiosk: false });

    expect(calls).toEqual([{ name: 'setDevices', payload: { cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null } }]);
  });

  it('lists printers through erp:printers:list without a payload', async () => {
    const answer = await ipcMain.invoke('erp:printers:list', topFrame(APP_PAGE));

    expect(answer).toEqual({ ok: true, value: [{ name: 'Zebra_ZD220', displayName: 'Zebra ZD220', isDefault: false }] });
    expect(calls).toEqual([{ name: 'listPrinters', payload: undefined }]);
  });

  it('passes a print job through erp:print:pdf', async () => {
    const job = { path: '/api/warehouse/product/qrcode/pdf', query: { id: 'p1', codes: 'QR-1,QR-2' }, printer: 'label' };
    const answer = await ipcMain.invoke('erp:print:pdf', topFrame(APP_PAGE), job);

    expect(answer).toEqual({ ok: true, value: { printed: true } });
    expect(calls).toEqual([{ name: 'printPdf', payload: job }]);
  });

  it('passes a binary GET through erp:http:binary', async () => {
    const answer = await ipcMain.invoke('erp:http:binary', topFrame(APP_PAGE), { path: '/api/warehouse/product/laporan/pdf' });

    expect(answer).toMatchObject({ ok: true, value: { type: 'application/pdf' } });
    expect(calls).toEqual([{ name: 'binary', payload: { path: '/api/warehouse/product/laporan/pdf' } }]);
  });

  it('accepts a payload-less call for payload-less channels', async () => {
    expect(await ipcMain.invoke(IPC.logout.channel, topFrame(APP_PAGE))).toEqual({ ok: true, value: null });
  });
});

describe('IPC payload validation: refused without calling the handler', () => {
  const refusals: Array<[string, string, unknown, string]> = [
    ['a path outside /api', IPC.request.channel, { method: 'GET', path: '/etc/passwd' }, 'path'],
    ['a path with ..', IPC.request.channel, { method: 'GET', path: '/api/../admin' }, 'path'],
    ['a full URL to another host', IPC.request.channel, { method: 'GET', path: 'http://evil.example/api/x' }, 'path'],
    ['a method the API does not use', IPC.request.channel, { method: 'PATCH', path: '/api/employee/division/all' }, 'method'],
    ['a settings URL that is not http(s)', IPC.setSettings.channel, { mode: 'remote', url: 'file:///etc/passwd' }, 'url'],
    ['an unknown settings mode', IPC.setSettings.channel, { mode: 'cloud' }, 'mode'],
    ['device settings without the kiosk flag', IPC.setDevices.channel, { cameraId: null }, 'kiosk'],
    ['a kiosk flag that is not a boolean', IPC.setDevices.channel, { cameraId: null, kiosk: 'ya' }, 'kiosk'],
    ['a backup to restore named by a path instead of main\'s id', IPC.restoreBackup.channel, { id: '/home/budi/cadangan.erpbak' }, 'id'],
    ['an empty camera id', IPC.setDevices.channel, { cameraId: '', kiosk: false }, 'cameraId'],
    ['a login without password', IPC.login.channel, { email: 'budi@contoh.co.id' }, 'password'],
    ['a payload where none is expected', IPC.logout.channel, { everything: true }, 'payload'],
    ['a file path outside /api/files', IPC.file.channel, '/api/auth/session', 'payload'],
    ['a file path with ..', IPC.file.channel, '/api/files/employee/../../etc.jpg', 'payload'],
    ['a file part with a bad field name', IPC.request.channel, { method: 'POST', path: '/api/x', files: [{ field: 'a b', name: 'a.jpg', type: 'image/jpeg', data: new Uint8Array(1) }] }, 'files.0.field'],
    ['a print path outside /api', IPC.printPdf.channel, { path: '/etc/passwd', printer: 'label' }, 'path'],
    ['a print path with ..', IPC.printPdf.channel, { path: '/api/../x.pdf', printer: 'report' }, 'path'],
    ['a print job for an unknown printer role', IPC.printPdf.channel, { path: '/api/x.pdf', printer: 'kasir' }, 'printer'],
    ['a print job without a printer role', IPC.printPdf.channel, { path: '/api/x.pdf' }, 'printer'],
    ['a printer list call with a payload', IPC.listPrinters.channel, { all: true }, 'payload'],
    ['a binary GET outside /api', IPC.binary.channel, { path: 'https://evil.example/x.pdf' }, 'path'],
    ['an empty label printer name', IPC.setDevices.channel, { cameraId: null, kiosk: false, labelPrinter: '' }, 'labelPrinter'],
    ['file data that is not bytes', IPC.request.channel, { method: 'POST', path: '/api/x', files: [{ field: 'file', name: 'a.jpg', type: 'image/jpeg', data: 'AAAA' }] }, 'files.0.data'],
  ];

  it.each(refusals)('%s', async (_what, channel, payload, field) => {
    const answer = await ipcMain.invoke(channel, topFrame(APP_PAGE), payload);

    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION', status: 400 } });
    expect(answer).toHaveProperty(['error', 'fields', field]);
    expect(calls).toEqual([]);
  });

  it('more arguments than the preload ever sends', async () => {
    const answer = await ipcMain.invoke(IPC.request.channel, topFrame(APP_PAGE), { method: 'GET', path: '/api/health' }, 'extra');

    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(calls).toEqual([]);
  });
});

describe('IPC sender check: refused without calling the handler', () => {
  const senders: Array<[string, InvokeEventLike['senderFrame']]> = [
    ['another origin', topFrame('https://evil.example/')],
    ['same host, other port', topFrame('http://127.0.0.1:9999/')],
    ['a file:// page', topFrame('file:///tmp/page.html')],
    ['an iframe of the app', { url: APP_PAGE, parent: topFrame(APP_PAGE) }],
    ['a frame that is gone', null],
  ];

  it.each(senders)('%s', async (_what, frame) => {
    const answer = await ipcMain.invoke(IPC.request.channel, frame, { method: 'GET', path: '/api/health' });

    expect(answer).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', status: 403 } });
    expect(calls).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});

describe('IPC failures', () => {
  it('a throwing handler becomes INTERNAL without its details', async () => {
    const failing = fakeIpcMain();
    registerIpcHandlers({
      ipcMain: failing,
      isTrustedSender: (url) => isAppUrl(url, APP_ORIGIN),
      handlers: handlers({
        currentSession: () => {
          throw new Error('ENOENT /home/budi/.config/secret');
        },
      }),
      log: { warn: () => undefined, error: () => undefined },
    });

    const answer = await failing.invoke(IPC.currentSession.channel, topFrame(APP_PAGE));

    expect(answer).toEqual({ ok: false, error: { code: 'INTERNAL', message: INTERNAL_MESSAGE, status: 500 } });
  });
});
