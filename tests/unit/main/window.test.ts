import { describe, expect, it } from 'vitest';
import {
  applySessionPolicy,
  contentSecurityPolicy,
  decideWindowOpen,
  guardContents,
  isAppUrl,
  secureWebPreferences,
  withContentSecurityPolicy,
  type GuardableContents,
  type PolicySession,
  type PreventableEvent,
  type WindowOpenDecision,
} from '../../../main/window';

const APP_ORIGIN = 'http://127.0.0.1:43210';
const PRELOAD = '/opt/erp/resources/app.asar/dist/preload/index.cjs';

describe('web preferences', () => {
  it('follow the security checklist: isolated, sandboxed, no Node, web security on', () => {
    expect(secureWebPreferences(PRELOAD)).toMatchObject({
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('app URLs', () => {
  it('are the URLs of the app origin only', () => {
    expect(isAppUrl(`${APP_ORIGIN}/gudang/stok?page=2`, APP_ORIGIN)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:43211/', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:43210/', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:43210.evil.example/', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('about:blank', APP_ORIGIN)).toBe(false);
    expect(isAppUrl('not a url', APP_ORIGIN)).toBe(false);
  });
});

describe('content security policy', () => {
  const policy = contentSecurityPolicy('http://192.168.1.10:3000');
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows only the app itself by default, and no plugins or foreign frames', () => {
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets the renderer reach the server over HTTP and its websocket', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' http://192.168.1.10:3000 ws://192.168.1.10:3000");
    expect(contentSecurityPolicy('https://erp.contoh.co.id')).toContain('wss://erp.contoh.co.id');
  });

  it("allows Blueprint's inline styles, data/blob images, https images (the map's tiles, narrowed by the server's own policy) and the camera stream", () => {
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive('media-src')).toBe("media-src 'self' blob:");
  });

  it('is added to the response headers, next to any policy the server sent', () => {
    expect(withContentSecurityPolicy({ 'content-type': ['text/html'] }, 'P')).toEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': ['P'],
    });
    expect(withContentSecurityPolicy({ 'content-security-policy': ['S'] }, 'P')).toEqual({ 'content-security-policy': ['S', 'P'] });
    expect(withContentSecurityPolicy(undefined, 'P')).toEqual({ 'Content-Security-Policy': ['P'] });
  });
});

describe('window.open', () => {
  it('is denied for anything outside the app', () => {
    expect(decideWindowOpen('https://example.com/', APP_ORIGIN, PRELOAD)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('file:///etc/passwd', APP_ORIGIN, PRELOAD)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('javascript:alert(1)', APP_ORIGIN, PRELOAD)).toEqual({ action: 'deny' });
  });

  it('opens app pages in a window as locked down as the main one', () => {
    const decision = decideWindowOpen(`${APP_ORIGIN}/laporan/cetak`, APP_ORIGIN, PRELOAD);

    expect(decision).toEqual({ action: 'allow', overrideBrowserWindowOptions: { webPreferences: secureWebPreferences(PRELOAD) } });
  });
});

/** WebContents as the guards see it: recorded listeners, fired by the test like Chromium would. */
function fakeContents() {
  const listeners = new Map<string, (event: PreventableEvent, url: string) => void>();
  let openHandler: ((details: { url: string }) => WindowOpenDecision) | undefined;
  const contents: GuardableContents = {
    on(event: string, listener: (event: PreventableEvent, url: string) => void) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler) {
      openHandler = handler;
    },
  };
  return {
    contents,
    /** Fires an event; true when the guard prevented it. */
    fire(event: string, url = ''): boolean {
      let prevented = false;
      listeners.get(event)?.({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    },
    open: (url: string) => openHandler?.({ url }),
  };
}

describe('navigation guards', () => {
  const guarded = () => {
    const fake = fakeContents();
    guardContents(fake.contents, APP_ORIGIN, PRELOAD, () => undefined);
    return fake;
  };

  it('block navigation and redirects away from the app', () => {
    const fake = guarded();
    expect(fake.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fake.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fake.fire('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('let the app navigate within itself', () => {
    expect(guarded().fire('will-navigate', `${APP_ORIGIN}/login`)).toBe(false);
  });

  it('refuse <webview> and foreign popups', () => {
    const fake = guarded();
    expect(fake.fire('will-attach-webview')).toBe(true);
    expect(fake.open('https://example.com/')).toEqual({ action: 'deny' });
  });
});

describe('navigation guards in kiosk mode', () => {
  const kioskGuarded = (kiosk: { on: boolean }) => {
    const fake = fakeContents();
    guardContents(fake.contents, APP_ORIGIN, PRELOAD, () => undefined, () => kiosk.on);
    return fake;
  };

  it('allow only the scanner and the sign-in page', () => {
    const fake = kioskGuarded({ on: true });
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/luncheon/scannermakan`)).toBe(false);
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/signin`)).toBe(false);
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/home`)).toBe(true);
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/luncheon/listlunch`)).toBe(true);
    expect(fake.fire('will-redirect', 'https://evil.example/luncheon/scannermakan')).toBe(true);
  });

  it('open no window at all, not even an app page', () => {
    const fake = kioskGuarded({ on: true });
    expect(fake.open(`${APP_ORIGIN}/luncheon/scannermakan`)).toEqual({ action: 'deny' });
    expect(fake.open(`${APP_ORIGIN}/laporan/cetak`)).toEqual({ action: 'deny' });
  });

  it('follow the mode as it is switched while the app runs', () => {
    const kiosk = { on: false };
    const fake = kioskGuarded(kiosk);
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/home`)).toBe(false);
    expect(fake.open(`${APP_ORIGIN}/laporan/cetak`)).toMatchObject({ action: 'allow' });
    kiosk.on = true;
    expect(fake.fire('will-navigate', `${APP_ORIGIN}/home`)).toBe(true);
    expect(fake.open(`${APP_ORIGIN}/laporan/cetak`)).toEqual({ action: 'deny' });
  });
});

describe('session policy', () => {
  it('puts the CSP on every response', () => {
    let headersListener: Parameters<PolicySession['webRequest']['onHeadersReceived']>[0] | undefined;
    applySessionPolicy({ webRequest: { onHeadersReceived: (listener) => (headersListener = listener) } }, APP_ORIGIN);

    let headers: Record<string, string[]> | undefined;
    headersListener?.({ responseHeaders: { 'content-type': ['text/html'] } }, (response) => (headers = response.responseHeaders));
    expect(headers?.['Content-Security-Policy']).toEqual([contentSecurityPolicy(APP_ORIGIN)]);
  });
});
