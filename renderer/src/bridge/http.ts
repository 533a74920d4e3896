import {
  authEndpoints,
  COOKIE_TRANSPORT_HEADER,
  DEVICE_HEADER,
  toApiError,
  toQueryString,
  type Endpoint,
  type EndpointOutput,
  type Result,
  type SessionInfo,
} from '../../../common/contract';
import type { AppInfo, ServerSettings } from '../../../common/ipc';
import { takeEarlyRead } from '../boot/early-reads';
import { multipartForm, parseResponse, prepareRequest, unreachable, type PreparedRequest } from './call';
import { createWebRealtime } from './realtime';
import { browserStorage, deviceId, SIGNED_IN_KEY, type KeyValueStorage } from './storage';
import type { Bridge } from './types';

export const SETTINGS_DESKTOP_ONLY = 'Pengaturan server hanya tersedia di aplikasi desktop.';

export interface HttpBridgeOptions {
  /** '' in the browser (same origin as the page); a full origin in tests. */
  baseURL?: string;
  storage?: KeyValueStorage | null;
  /** The page's origin, reported by settings.get and appInfo. */
  origin?: string;
  version?: string;
  timeoutMs?: number;
  /**
   * The answer to a GET sent before the app's code loaded (boot/early-reads.ts), taken once. By
   * default the page's own early reads, which exist only for its own origin (baseURL '').
   */
  takeEarlyRead?: (url: string) => Promise<Response> | null;
}

/** An error answer to a binary request arrives as bytes: read it as the JSON envelope it is. */
function errorBodyOf(data: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
}

/** A body as the API answers it: JSON when it reads as JSON, else its text (a proxy's error page), '' when empty. */
function bodyOf(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Web mode: the renderer calls the server itself, with the browser's fetch (no HTTP library in the
 * sign-in screen's download). The session travels in an httpOnly, SameSite=Strict cookie the server
 * sets when the login asks for it, so no token is ever visible to this code.
 */
export function createHttpBridge(options: HttpBridgeOptions = {}): Bridge {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const baseURL = options.baseURL ?? '';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const earlyRead = options.takeEarlyRead ?? (baseURL === '' ? (url: string) => takeEarlyRead(url) : () => null);
  const device = deviceId(storage);

  /** One request; every status is an answer, only a missing answer (network, timeout) throws. */
  const fetchAnswer = (method: string, url: string, body: BodyInit | undefined, headers: Record<string, string>): Promise<Response> =>
    fetch(baseURL + url, {
      method,
      body,
      headers: { [DEVICE_HEADER]: device, ...headers },
      credentials: 'include',
      signal: AbortSignal.timeout(timeoutMs),
    });

  const endedListeners = new Set<() => void>();
  const realtime = createWebRealtime({ baseURL });

  /** Whether this browser may hold a session cookie (see SIGNED_IN_KEY); without storage, always ask. */
  const maySignedIn = (): boolean => {
    try {
      return storage === null || storage.getItem(SIGNED_IN_KEY) === '1';
    } catch {
      return true;
    }
  };
  const markSignedIn = (signedIn: boolean): void => {
    try {
      if (signedIn) storage?.setItem(SIGNED_IN_KEY, '1');
      else storage?.removeItem(SIGNED_IN_KEY);
    } catch {
      // Storage refused (a privacy mode): the session check then simply asks the server.
    }
  };

  const fireEnded = (): void => {
    markSignedIn(false);
    realtime.sessionChanged(false);
    for (const listener of [...endedListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('[bridge] session-ended listener failed', error);
      }
    }
  };

  async function send<T>(endpoint: Endpoint, input: unknown, extraHeaders?: Record<string, string>): Promise<{ status: number; result: Result<T> }> {
    const prepared = prepareRequest(endpoint, input);
    if (!prepared.ok) return { status: prepared.error.status, result: prepared };
    const request: PreparedRequest = prepared.value;
    try {
      // With files, a FormData (its multipart boundary set by the browser); otherwise the JSON body.
      const form = request.files ? await multipartForm(request) : undefined;
      const json = !form && request.body !== undefined;
      const url = request.path + toQueryString(request.query);
      const ask = () =>
        fetchAnswer(request.method, url, form ?? (json ? JSON.stringify(request.body) : undefined), {
          Accept: 'application/json',
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          ...extraHeaders,
        });
      // A read sent before the app's code loaded (boot/early-reads.ts) answers its first ask; one that failed is asked again.
      const early = request.method === 'GET' && !extraHeaders ? earlyRead(url) : null;
      const response = await (early ? early.catch(ask) : ask());
      const { status } = response;
      const data = bodyOf(await response.text());
      if (status >= 200 && status < 300) return { status, result: parseResponse<T>(endpoint, data) };
      return { status, result: { ok: false, error: toApiError(status, data) } };
    } catch {
      return { status: 0, result: { ok: false, error: unreachable() } };
    }
  }

  return {
    mode: 'web',

    async call<E extends Endpoint>(endpoint: E, input: unknown): Promise<Result<EndpointOutput<E>>> {
      const { status, result } = await send<EndpointOutput<E>>(endpoint, input);
      if (status === 401) fireEnded();
      return result;
    },

    async file(path: string): Promise<Result<Blob>> {
      try {
        const response = await fetchAnswer('GET', path, undefined, { Accept: '*/*' });
        const { status } = response;
        const bytes = await response.arrayBuffer();
        if (status >= 200 && status < 300) {
          return { ok: true, value: new Blob([bytes], { type: response.headers.get('content-type') ?? '' }) };
        }
        if (status === 401) fireEnded();
        return { ok: false, error: toApiError(status, errorBodyOf(bytes)) };
      } catch {
        return { ok: false, error: unreachable() };
      }
    },

    session: {
      async login(body) {
        const { result } = await send<SessionInfo & { token: string }>(authEndpoints.login, { body }, {
          [COOKIE_TRANSPORT_HEADER]: 'cookie',
        });
        if (!result.ok) return result;
        markSignedIn(true);
        // The socket opened before (with no cookie, or another user's) is replaced by this session's.
        realtime.sessionChanged(true);
        const { expired, data } = result.value;
        return { ok: true, value: { expired, data } };
      },
      async logout() {
        const { status, result } = await send(authEndpoints.logout, {});
        markSignedIn(false);
        realtime.sessionChanged(false);
        // Already gone on the server: for the user that is a completed sign-out.
        if (result.ok || status === 401) return { ok: true, value: null };
        return result;
      },
      async current() {
        // Never signed in here (or signed out): nothing to ask, and no 401 in the console (issue 27 §2).
        if (!maySignedIn()) return { ok: true, value: null };
        const { status, result } = await send<SessionInfo>(authEndpoints.session, {});
        if (status === 401) {
          markSignedIn(false);
          return { ok: true, value: null };
        }
        return result;
      },
      onEnded(listener) {
        endedListeners.add(listener);
        return () => {
          endedListeners.delete(listener);
        };
      },
    },

    settings: {
      async get(): Promise<Result<ServerSettings>> {
        return { ok: true, value: { mode: 'remote', url: origin } };
      },
      async set(): Promise<Result<ServerSettings>> {
        return { ok: false, error: { code: 'FORBIDDEN', message: SETTINGS_DESKTOP_ONLY, status: 403 } };
      },
    },

    async appInfo(): Promise<Result<AppInfo>> {
      return { ok: true, value: { version: options.version ?? '', mode: 'web', serverUrl: origin } };
    },

    realtime,
  };
}
