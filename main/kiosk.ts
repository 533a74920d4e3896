/**
 * Kiosk mode for the canteen PC: the window opens fullscreen on the scanner, goes nowhere but the
 * scanner and the sign-in page, gets back on its feet by itself after a network loss or a renderer
 * crash, and starts afresh once a night so a week of scanning cannot pile up memory. The decisions
 * are pure functions and one watcher over a WebContents-like object, so all of it is tested under
 * Node; index.ts passes the real window.
 *
 * Leaving kiosk mode: sign out on the scanner, open Pengaturan Server on the sign-in page and turn
 * 'Mode Kiosk (PC kantin)' off; main leaves fullscreen at once.
 */

/** Where the kiosk opens (seed 001: /luncheon redirects here). */
export const KIOSK_START_PATH = '/luncheon/scannermakan';
/** The sign-in page: the kiosk must be able to sign the canteen account in (and out). */
export const SIGN_IN_PATH = '/signin';
const KIOSK_PATHS: ReadonlySet<string> = new Set([KIOSK_START_PATH, SIGN_IN_PATH]);

/** The first retry after a failed load, and the longest wait between retries. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;
/** The nightly fresh start, local time: long after the canteen closes, long before it opens. */
export const DAILY_RELOAD_HOUR = 3;

/** Chromium's ERR_ABORTED: a load replaced by another one, not a failure to reach the server. */
const ERR_ABORTED = -3;

/** Whether `url` is one of the kiosk's pages: the app's own origin, and the scanner or sign-in path. */
export function isKioskUrl(url: string, appOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === 'null' || parsed.origin !== appOrigin) return false;
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return KIOSK_PATHS.has(path);
}

/** The first page of the window: the scanner in kiosk mode, the app's root otherwise. */
export function startUrl(serverUrl: string, kiosk: boolean): string {
  return serverUrl.replace(/\/+$/, '') + (kiosk ? KIOSK_START_PATH : '/');
}

/** The window options that differ in kiosk mode (Electron's `kiosk` is fullscreen without a way out). */
export function kioskWindowOptions(kiosk: boolean): { kiosk: boolean; fullscreen: boolean; autoHideMenuBar: boolean } {
  return { kiosk, fullscreen: kiosk, autoHideMenuBar: kiosk };
}

/** Wait before retry number `attempt` (0-based): 2 s, 4 s, 8 s, 16 s, then 30 s for as long as it takes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(attempt, 10)));
}

/** Milliseconds from `now` to the next `hour`:00 local time (tomorrow's when today's has passed). */
export function msUntilDailyReload(now: Date, hour: number = DAILY_RELOAD_HOUR): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** The part of WebContents the watcher uses; Electron's WebContents fits it, so does a test fake. */
export interface KioskContents {
  on(event: 'did-fail-load', listener: (event: unknown, errorCode: number, errorDescription: string, validatedURL: string, isMainFrame: boolean) => void): unknown;
  on(event: 'did-finish-load', listener: () => void): unknown;
  on(event: 'did-navigate-in-page', listener: (event: unknown, url: string, isMainFrame: boolean) => void): unknown;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  loadURL(url: string): Promise<void>;
  isDestroyed(): boolean;
}

export interface KioskTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): Date;
}

const realTimers: KioskTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => new Date(),
};

export interface KioskWatch {
  /** Load the kiosk's first page now (kiosk just switched on), resetting the retry backoff. */
  restart(): void;
  stop(): void;
}

/**
 * Watches the window's contents while the app runs. Everything is a no-op while kiosk mode is off
 * (`isKiosk` is read at each event, since the mode can be switched from Settings):
 * - an in-app route change (the SPA's pushState never fires will-navigate) to a page other than
 *   the scanner or sign-in brings the scanner back, e.g. the home page after signing in;
 * - a failed main-frame load (server unreachable, network down) is retried with backoff, 2 s up to
 *   30 s, until a load succeeds; a renderer crash is handled the same way;
 * - at DAILY_RELOAD_HOUR the scanner is loaded afresh: whatever memory the day left behind goes
 *   with the old document. (The scanner itself stops its camera tracks and worker on unmount.)
 */
export function watchKiosk(deps: {
  contents: KioskContents;
  appOrigin: string;
  serverUrl: string;
  isKiosk: () => boolean;
  timers?: KioskTimers;
  log?: (message: string) => void;
}): KioskWatch {
  const { contents, appOrigin, isKiosk } = deps;
  const timers = deps.timers ?? realTimers;
  const log = deps.log ?? ((message: string) => console.warn(message));
  const home = startUrl(deps.serverUrl, true);
  let attempt = 0;
  let retry: unknown = null;
  let daily: unknown = null;
  let stopped = false;

  const load = (url: string): void => {
    if (stopped || contents.isDestroyed()) return;
    // A failure is reported by did-fail-load (and retried there); the rejection carries nothing more.
    contents.loadURL(url).catch(() => undefined);
  };

  const scheduleRetry = (url: string, why: string): void => {
    if (retry !== null || stopped) return;
    const delay = retryDelayMs(attempt);
    attempt += 1;
    log(`kiosk: ${why}; loading ${url} again in ${delay} ms`);
    retry = timers.setTimeout(() => {
      retry = null;
      if (isKiosk()) load(url);
    }, delay);
  };

  const scheduleDaily = (): void => {
    if (stopped) return;
    daily = timers.setTimeout(() => {
      daily = null;
      if (isKiosk()) {
        log('kiosk: daily fresh start');
        attempt = 0;
        load(home);
      }
      scheduleDaily();
    }, msUntilDailyReload(timers.now()));
  };

  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || !isKiosk()) return;
    scheduleRetry(isKioskUrl(validatedURL, appOrigin) ? validatedURL : home, `load failed (${errorDescription || errorCode})`);
  });
  contents.on('did-finish-load', () => {
    attempt = 0;
  });
  contents.on('did-navigate-in-page', (_event, url, isMainFrame) => {
    if (!isMainFrame || !isKiosk() || isKioskUrl(url, appOrigin)) return;
    log(`kiosk: ${url} is not a kiosk page; back to the scanner`);
    load(home);
  });
  contents.on('render-process-gone', (_event, details) => {
    if (!isKiosk() || details.reason === 'clean-exit') return;
    scheduleRetry(home, `renderer gone (${details.reason})`);
  });
  scheduleDaily();

  return {
    restart() {
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
      attempt = 0;
      load(home);
    },
    stop() {
      stopped = true;
      if (retry !== null) timers.clearTimeout(retry);
      if (daily !== null) timers.clearTimeout(daily);
      retry = null;
      daily = null;
    },
  };
}
