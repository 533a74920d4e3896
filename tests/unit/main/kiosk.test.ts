import { describe, expect, it } from 'vitest';
import {
  isKioskUrl,
  KIOSK_START_PATH,
  kioskWindowOptions,
  msUntilDailyReload,
  retryDelayMs,
  startUrl,
  watchKiosk,
  type KioskContents,
  type KioskTimers,
} from '../../../main/kiosk';

const APP_ORIGIN = 'http://127.0.0.1:43210';
const SCANNER = `${APP_ORIGIN}${KIOSK_START_PATH}`;

describe('kiosk pages', () => {
  it('are the app’s scanner and sign-in page, nothing else', () => {
    expect(isKioskUrl(SCANNER, APP_ORIGIN)).toBe(true);
    expect(isKioskUrl(`${SCANNER}/`, APP_ORIGIN)).toBe(true);
    expect(isKioskUrl(`${APP_ORIGIN}/signin`, APP_ORIGIN)).toBe(true);
    expect(isKioskUrl(`${APP_ORIGIN}/signin?next=1`, APP_ORIGIN)).toBe(true);
    expect(isKioskUrl(`${APP_ORIGIN}/home`, APP_ORIGIN)).toBe(false);
    expect(isKioskUrl(`${APP_ORIGIN}/`, APP_ORIGIN)).toBe(false);
    expect(isKioskUrl(`${APP_ORIGIN}/luncheon/listlunch`, APP_ORIGIN)).toBe(false);
    expect(isKioskUrl(`${APP_ORIGIN}/luncheon/scannermakan/../../home`, APP_ORIGIN)).toBe(false);
    expect(isKioskUrl('https://evil.example/luncheon/scannermakan', APP_ORIGIN)).toBe(false);
    expect(isKioskUrl('http://127.0.0.1:43211/signin', APP_ORIGIN)).toBe(false);
    expect(isKioskUrl('not a url', APP_ORIGIN)).toBe(false);
  });

  it('start on the scanner, fullscreen, in kiosk mode; on the root otherwise', () => {
    expect(startUrl(`${APP_ORIGIN}/`, true)).toBe(SCANNER);
    expect(startUrl(APP_ORIGIN, false)).toBe(`${APP_ORIGIN}/`);
    expect(kioskWindowOptions(true)).toEqual({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(kioskWindowOptions(false)).toEqual({ kiosk: false, fullscreen: false, autoHideMenuBar: false });
  });
});

describe('retry backoff and the nightly fresh start', () => {
  it('waits 2 s, then doubles up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reloads at the next 03:00 local time', () => {
    const evening = new Date(2025, 0, 15, 21, 30, 0);
    expect(msUntilDailyReload(evening)).toBe(5.5 * 3600 * 1000);
    const night = new Date(2025, 0, 16, 2, 0, 0);
    expect(msUntilDailyReload(night)).toBe(3600 * 1000);
    const onTheDot = new Date(2025, 0, 16, 3, 0, 0);
    expect(msUntilDailyReload(onTheDot)).toBe(24 * 3600 * 1000);
  });
});

type Listener = (...args: unknown[]) => void;

/** WebContents as the watcher sees it: recorded listeners fired by the test, loads recorded. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  const loads: string[] = [];
  const contents: KioskContents = {
    on(event: string, listener: Listener) {
      listeners.set(event, listener);
      return contents;
    },
    loadURL(url: string) {
      loads.push(url);
      // Like Electron: a failed load rejects (and fires did-fail-load, which the test does itself).
      return Promise.reject(new Error('ERR_CONNECTION_REFUSED'));
    },
    isDestroyed: () => false,
  } as KioskContents;
  return {
    contents,
    loads,
    fire: (event: string, ...args: unknown[]) => listeners.get(event)?.({}, ...args),
    finish: () => listeners.get('did-finish-load')?.(),
  };
}

/** Timers the test advances by hand. */
function fakeTimers(start = new Date(2025, 0, 15, 10, 0, 0)) {
  let now = start.getTime();
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: KioskTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    now: () => new Date(now),
  };
  return {
    timers,
    /** Moves the clock on, running what falls due, in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pendingCount: () => pending.size,
  };
}

function watched(kiosk = { on: true }) {
  const fake = fakeContents();
  const clock = fakeTimers();
  const logged: string[] = [];
  const watch = watchKiosk({ contents: fake.contents, appOrigin: APP_ORIGIN, serverUrl: APP_ORIGIN, isKiosk: () => kiosk.on, timers: clock.timers, log: (m) => logged.push(m) });
  return { ...fake, clock, watch, kiosk, logged };
}

describe('kiosk watcher', () => {
  it('retries a failed load with backoff until the server answers, then starts over at 2 s', () => {
    const w = watched();
    const fail = () => w.fire('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', SCANNER, true);

    fail();
    w.clock.advance(1999);
    expect(w.loads).toEqual([]);
    w.clock.advance(1);
    expect(w.loads).toEqual([SCANNER]);
    fail();
    w.clock.advance(3999);
    expect(w.loads).toHaveLength(1);
    w.clock.advance(1);
    expect(w.loads).toHaveLength(2);
    fail();
    w.clock.advance(8000);
    expect(w.loads).toHaveLength(3);

    // The network is back: the next loss starts again at 2 s.
    w.finish();
    fail();
    w.clock.advance(2000);
    expect(w.loads).toHaveLength(4);
  });

  it('keeps one retry pending however many failures arrive', () => {
    const w = watched();
    w.fire('did-fail-load', -106, 'ERR_INTERNET_DISCONNECTED', SCANNER, true);
    w.fire('did-fail-load', -106, 'ERR_INTERNET_DISCONNECTED', SCANNER, true);
    w.clock.advance(2000);
    expect(w.loads).toEqual([SCANNER]);
  });

  it('retries the scanner, not a foreign page, and ignores aborted loads and sub-frames', () => {
    const w = watched();
    w.fire('did-fail-load', -3, 'ERR_ABORTED', SCANNER, true);
    w.fire('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', `${APP_ORIGIN}/pdf`, false);
    w.clock.advance(60_000);
    expect(w.loads).toEqual([]);

    w.fire('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', `${APP_ORIGIN}/home`, true);
    w.clock.advance(2000);
    expect(w.loads).toEqual([SCANNER]);
  });

  it('brings the scanner back when the app routes elsewhere (e.g. home after signing in)', () => {
    const w = watched();
    w.fire('did-navigate-in-page', `${APP_ORIGIN}/home`, true);
    expect(w.loads).toEqual([SCANNER]);
    w.fire('did-navigate-in-page', `${APP_ORIGIN}/signin`, true);
    w.fire('did-navigate-in-page', SCANNER, true);
    w.fire('did-navigate-in-page', `${APP_ORIGIN}/home`, false);
    expect(w.loads).toEqual([SCANNER]);
  });

  it('reloads after a renderer crash, not after a clean exit', () => {
    const w = watched();
    w.fire('render-process-gone', { reason: 'clean-exit' });
    w.clock.advance(60_000);
    expect(w.loads).toEqual([]);
    w.fire('render-process-gone', { reason: 'oom' });
    w.clock.advance(2000);
    expect(w.loads).toEqual([SCANNER]);
  });

  it('starts the scanner afresh every night at 03:00', () => {
    const w = watched(); // 10:00
    w.clock.advance(17 * 3600 * 1000 - 1);
    expect(w.loads).toEqual([]);
    w.clock.advance(1);
    expect(w.loads).toEqual([SCANNER]);
    w.clock.advance(24 * 3600 * 1000);
    expect(w.loads).toEqual([SCANNER, SCANNER]);
    expect(w.clock.pendingCount()).toBe(1);
  });

  it('does nothing while kiosk mode is off, and follows the mode when it is switched', () => {
    const w = watched({ on: false });
    w.fire('did-navigate-in-page', `${APP_ORIGIN}/home`, true);
    w.fire('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', `${APP_ORIGIN}/`, true);
    w.clock.advance(48 * 3600 * 1000);
    expect(w.loads).toEqual([]);

    w.kiosk.on = true;
    w.watch.restart();
    expect(w.loads).toEqual([SCANNER]);
    w.fire('did-navigate-in-page', `${APP_ORIGIN}/home`, true);
    expect(w.loads).toEqual([SCANNER, SCANNER]);
  });

  it('stops every timer when the window closes', () => {
    const w = watched();
    w.fire('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', SCANNER, true);
    w.watch.stop();
    expect(w.clock.pendingCount()).toBe(0);
    w.clock.advance(48 * 3600 * 1000);
    expect(w.loads).toEqual([]);
  });
});
