import { DEVICE_HEADER } from '../../../common/contract/headers';
import { DEVICE_ID_KEY, SIGNED_IN_KEY } from '../bridge/storage';

/**
 * Web mode's early reads: on a reload at a module's entry, the session check and the entry screen's
 * first read go out from a tiny script that runs before the app's code (React, Blueprint, zod: some
 * 60–100 ms of evaluation on an office PC). The HTTP bridge then takes their answers instead of
 * asking again. Nothing here imports zod or React: keep it that way, or this script waits for them.
 *
 * Only the browser reads early. The desktop's reads go through main (IPC), and a browser that never
 * signed in asks nothing (no 401 in its console, issue 27 §2).
 */

/** The session check's URL (authEndpoints.session). */
export const SESSION_URL = '/api/auth/session';

/**
 * What an entry path reads first, as the bridge will ask for it (path and query string exactly:
 * a unit test holds these to the endpoints and BOARD_PAGE_SIZE). The production board's first page.
 */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/production': ['/api/production/dataproduction/list?page=1&per_page=25'],
};

/**
 * How long after the page's start an early answer may still be taken. Past this it is dropped: an
 * answer read at load must not stand in for a read made much later (the entry read is taken within
 * the first second; this is slack for a slow PC).
 */
export const EARLY_READ_MAX_AGE_MS = 10_000;

const GLOBAL_KEY = '__erpEarlyReads';
type EarlyReads = Map<string, Promise<Response>>;

/** What the early reads use of the page's window (a test passes its own). */
export interface EarlyReadScope {
  localStorage: Pick<Storage, 'getItem'>;
  location: Pick<Location, 'pathname'>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  performance: Pick<Performance, 'now'>;
  erp?: unknown;
  [GLOBAL_KEY]?: EarlyReads;
}

/** The URLs read early for a start at this path: the session, and the entry screen's first read. */
export function earlyReadUrls(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  return [SESSION_URL, ...(EARLY_READS[path] ?? [])];
}

/** Sends the early reads for this page, when it is web mode and this browser holds a session. */
export function startEarlyReads(scope: EarlyReadScope = globalThis as unknown as EarlyReadScope): void {
  if ('erp' in scope) return; // the desktop: reads go through main
  let device: string | null;
  try {
    if (scope.localStorage.getItem(SIGNED_IN_KEY) !== '1') return;
    device = scope.localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return; // storage refused: the bridge asks as usual
  }
  if (!device) return;
  const reads: EarlyReads = new Map();
  for (const url of earlyReadUrls(scope.location.pathname)) {
    const answer = scope.fetch(url, { headers: { Accept: 'application/json', [DEVICE_HEADER]: device }, credentials: 'include' });
    // Taken later, or never: a failure is handled (or ignored) there, never reported as unhandled.
    answer.catch(() => undefined);
    reads.set(url, answer);
  }
  scope[GLOBAL_KEY] = reads;
}

/**
 * The early answer to this GET, once (a second ask goes to the server), or null when it was not
 * read early, was taken already, or is older than EARLY_READ_MAX_AGE_MS.
 */
export function takeEarlyRead(url: string, scope: EarlyReadScope = globalThis as unknown as EarlyReadScope): Promise<Response> | null {
  const reads = scope[GLOBAL_KEY];
  if (!reads) return null;
  const answer = reads.get(url) ?? null;
  reads.delete(url);
  if (answer && scope.performance.now() > EARLY_READ_MAX_AGE_MS) return null;
  return answer;
}
