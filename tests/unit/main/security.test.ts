import { describe, expect, it } from 'vitest';
import type { PermissionSession } from '../../../main/permissions';
import { applyAppSecurity, isSecureServerUrl, type AppSecurityDeps } from '../../../main/security';
import { contentSecurityPolicy, type GuardableContents, type PolicySession, type PreventableEvent, type WindowOpenDecision } from '../../../main/window';

const SERVER_URL = 'http://127.0.0.1:43210';
const APP_ORIGIN = 'http://127.0.0.1:43210';
const PRELOAD = '/opt/erp/resources/app.asar/dist/preload/index.cjs';

type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSession['setPermissionCheckHandler']>[0];
type DeviceHandler = Parameters<PermissionSession['setDevicePermissionHandler']>[0];
type HeadersListener = Parameters<PolicySession['webRequest']['onHeadersReceived']>[0];

/** A session that records the handlers set on it, as Electron's would keep them. */
function fakeSession() {
  const set: { request?: RequestHandler; check?: CheckHandler; device?: DeviceHandler; headers?: HeadersListener } = {};
  const session: PolicySession & PermissionSession = {
    webRequest: { onHeadersReceived: (listener) => (set.headers = listener) },
    setPermissionRequestHandler: (handler) => (set.request = handler),
    setPermissionCheckHandler: (handler) => (set.check = handler),
    setDevicePermissionHandler: (handler) => (set.device = handler),
  };
  return {
    session,
    set,
    /** What the request handler answers, or undefined when there is none (Electron would then grant it). */
    request(permission: string, details: Parameters<RequestHandler>[3]): boolean | undefined {
      let granted: boolean | undefined;
      set.request?.(null, permission, (answer) => (granted = answer), details);
      return granted;
    },
  };
}

/** A WebContents as the guards see it. */
function fakeContents() {
  const listeners = new Map<string, (event: PreventableEvent, url: string) => void>();
  let openHandler: ((details: { url: string }) => WindowOpenDecision) | undefined;
  const contents: GuardableContents = {
    on(event: string, listener: (event: PreventableEvent, url: string) => void) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler) => (openHandler = handler),
  };
  return {
    contents,
    prevented(event: string, url = ''): boolean {
      let prevented = false;
      listeners.get(event)?.({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    },
    open: (url: string) => openHandler?.({ url }),
  };
}

function secured(overrides: Partial<AppSecurityDeps> = {}) {
  const main = fakeSession();
  const print = fakeSession();
  const created: Array<(event: unknown, contents: GuardableContents) => void> = [];
  const warnings: string[] = [];
  applyAppSecurity({
    app: { on: (_event, listener) => created.push(listener) },
    defaultSession: main.session,
    printSession: print.session,
    serverUrl: SERVER_URL,
    appOrigin: APP_ORIGIN,
    preloadPath: PRELOAD,
    isKiosk: () => false,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  /** A WebContents created after start (a popup, the print window, a PDF viewer). */
  const createContents = () => {
    const fake = fakeContents();
    for (const listener of created) listener({}, fake.contents);
    return fake;
  };
  return { main, print, created, warnings, createContents };
}

describe('applyAppSecurity', () => {
  it("puts the CSP on every response of the app's session (item 7)", () => {
    const { main } = secured();
    let headers: Record<string, string[]> | undefined;
    main.set.headers?.({ responseHeaders: {} }, (response) => (headers = response.responseHeaders));

    expect(headers?.['Content-Security-Policy']).toEqual([contentSecurityPolicy(SERVER_URL)]);
  });

  it("answers permission requests in the app's session: the camera for the app's top frame, nothing else (item 5)", () => {
    const { main } = secured();

    expect(main.request('media', { requestingUrl: `${APP_ORIGIN}/luncheon/scannermakan`, isMainFrame: true, mediaTypes: ['video'] })).toBe(true);
    expect(main.request('media', { requestingUrl: 'https://evil.example/', isMainFrame: true, mediaTypes: ['video'] })).toBe(false);
    expect(main.request('notifications', { requestingUrl: APP_ORIGIN, isMainFrame: true })).toBe(false);
    expect(main.set.check?.(null, 'media', APP_ORIGIN, { mediaType: 'video', isMainFrame: true })).toBe(true);
    expect(main.set.device?.({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false);
  });

  it("refuses everything in the print window's session, even the camera to the app (item 5)", () => {
    const { print } = secured();

    expect(print.request('media', { requestingUrl: `${APP_ORIGIN}/luncheon/scannermakan`, isMainFrame: true, mediaTypes: ['video'] })).toBe(false);
    expect(print.request('openExternal', { requestingUrl: 'file:///tmp/erp-print-1.pdf', isMainFrame: true })).toBe(false);
    expect(print.set.check?.(null, 'media', APP_ORIGIN, { mediaType: 'video', isMainFrame: true })).toBe(false);
    expect(print.set.device?.({ deviceType: 'hid', origin: APP_ORIGIN })).toBe(false);
  });

  it('guards every WebContents created afterwards: navigation, popups, <webview> (items 12-14)', () => {
    const { created, createContents } = secured();
    expect(created).toHaveLength(1);

    const contents = createContents();
    expect(contents.prevented('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.prevented('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(contents.prevented('will-navigate', `${APP_ORIGIN}/home`)).toBe(false);
    expect(contents.prevented('will-attach-webview')).toBe(true);
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
  });

  it('reads kiosk mode at each event', () => {
    const kiosk = { on: false };
    const contents = secured({ isKiosk: () => kiosk.on }).createContents();
    expect(contents.prevented('will-navigate', `${APP_ORIGIN}/home`)).toBe(false);
    kiosk.on = true;
    expect(contents.prevented('will-navigate', `${APP_ORIGIN}/home`)).toBe(true);
  });

  it('warns once when the server is reached over plain HTTP on the network (item 1)', () => {
    expect(secured().warnings).toEqual([]);
    expect(secured({ serverUrl: 'https://erp.contoh.co.id', appOrigin: 'https://erp.contoh.co.id' }).warnings).toEqual([]);

    const { warnings } = secured({ serverUrl: 'http://192.168.1.10:8080', appOrigin: 'http://192.168.1.10:8080' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('plain HTTP');
  });
});

describe('isSecureServerUrl (item 1)', () => {
  it('accepts https anywhere and plain http only to this PC', () => {
    for (const url of ['https://erp.contoh.co.id', 'https://192.168.1.10:8443/', 'http://127.0.0.1:43210', 'http://localhost:8080', 'http://[::1]:8080', 'http://127.0.0.2:8080']) {
      expect(isSecureServerUrl(url), url).toBe(true);
    }
  });

  it('refuses plain http over the network, other protocols and garbage', () => {
    for (const url of ['http://192.168.1.10:8080', 'http://erp-server:8080', 'http://127.0.0.1.evil.example/', 'ws://127.0.0.1:8080', 'file:///tmp/x', 'not a url']) {
      expect(isSecureServerUrl(url), url).toBe(false);
    }
  });
});
