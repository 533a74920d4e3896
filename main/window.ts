import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { isKioskUrl } from './kiosk';

/**
 * The window's security settings (Electron's security checklist), as pure functions of URLs and
 * origins so they are tested under Node. index.ts hands them to Electron.
 */

/** The origin of a URL, or null when it has none we could trust (about:blank, garbage). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether `url` belongs to the app, i.e. is served by the same origin as the renderer. */
export function isAppUrl(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

/**
 * What every window of the app is made with (security checklist items 2-4, 6, 8-11), written out
 * once: the main window adds its preload, the hidden print window its plugin and session.
 */
export const LOCKED_DOWN_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  // Spell checking would send words to a Google service on Windows/macOS; office data stays here.
  spellcheck: false,
} as const;

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return { preload: preloadPath, ...LOCKED_DOWN_PREFERENCES };
}

/**
 * The renderer's Content-Security-Policy. The app origin is the server origin (the server serves
 * the built renderer), and the server is also reached over socket.io (ws/wss).
 */
export function contentSecurityPolicy(serverUrl: string): string {
  const server = new URL(serverUrl);
  const socketOrigin = `${server.protocol === 'https:' ? 'wss:' : 'ws:'}//${server.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Blueprint positions popovers and sets styles inline.
    "style-src 'self' 'unsafe-inline'",
    // https: for the survey map's tiles (MAP_TILE_URL is the server's setting): the server sends its
    // own policy with every page naming that one tile origin, and both policies are enforced, so
    // images come from the app and that tile server only.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The canteen scanner shows the webcam stream; generated PDFs are previewed from blob URLs.
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    `connect-src 'self' ${server.origin} ${socketOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Response headers with our policy added. A policy the server already sent stays: the browser
 * enforces every policy present, so adding can only make it stricter, never looser.
 */
export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = { ...headers };
  const existingKey = Object.keys(result).find((key) => key.toLowerCase() === 'content-security-policy');
  if (existingKey) result[existingKey] = [...(result[existingKey] ?? []), policy];
  else result['Content-Security-Policy'] = [policy];
  return result;
}

export type WindowOpenDecision = { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions: BrowserWindowConstructorOptions };

/** window.open: only the app's own pages, in a window as locked down as the main one. */
export function decideWindowOpen(url: string, appOrigin: string, preloadPath: string): WindowOpenDecision {
  if (!isAppUrl(url, appOrigin)) return { action: 'deny' };
  return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: secureWebPreferences(preloadPath) } };
}

/** What the guards read of a navigation event. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** The part of WebContents the guards use; Electron's WebContents fits it, so does a test fake. */
export interface GuardableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void;
}

/**
 * Applied to every WebContents the app creates: no navigation away from the app, no popups to
 * other sites, no <webview>. Refusals are logged so a blocked link is easy to explain.
 * In kiosk mode (read at each event: it can be switched while the app runs) navigation is narrowed
 * to the scanner and sign-in pages and no window opens at all.
 */
export function guardContents(
  contents: GuardableContents,
  appOrigin: string,
  preloadPath: string,
  warn: (message: string) => void = console.warn,
  kiosk: () => boolean = () => false,
  /** Hands a link to the system browser when it is one it may open (external-links.ts); true when it did. */
  openOutside: (url: string) => boolean = () => false,
): void {
  const blockForeign = (event: PreventableEvent, url: string): void => {
    if (kiosk() ? isKioskUrl(url, appOrigin) : isAppUrl(url, appOrigin)) return;
    event.preventDefault();
    warn(`navigation blocked: ${url}`);
  };
  contents.on('will-navigate', blockForeign);
  contents.on('will-redirect', blockForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // A map link opens in the system browser (never in a window of the app).
    if (!kiosk() && openOutside(url)) return { action: 'deny' };
    const decision: WindowOpenDecision = kiosk() ? { action: 'deny' } : decideWindowOpen(url, appOrigin, preloadPath);
    if (decision.action === 'deny') warn(`window.open blocked: ${url}`);
    return decision;
  });
}

/** The part of Electron's Session the policy uses (Session fits it; tests pass a fake). */
export interface PolicySession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void,
    ): void;
  };
}

/** CSP on every response. The permission rules are permissions.ts's. */
export function applySessionPolicy(session: PolicySession, serverUrl: string): void {
  const policy = contentSecurityPolicy(serverUrl);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
}
