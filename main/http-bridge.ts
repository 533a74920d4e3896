import type { AxiosInstance } from 'axios';
import { authEndpoints, DEVICE_HEADER, fail, ok, STATUS_OF_CODE, toApiError, toQueryString, UNREACHABLE_MESSAGE, type Result } from '../common/contract';
import type { HttpRequestPayload } from '../common/ipc';
import { isExpired, type TokenStore } from './token-store';

export const SESSION_EXPIRED_MESSAGE = 'Sesi telah berakhir. Silakan masuk kembali.';
export const SESSION_PATH_MESSAGE = 'Masuk dan keluar hanya melalui sesi aplikasi.';

/**
 * Login answers carry the token, and a logout behind main's back would leave it holding a dead
 * one: these go through the session channels only, never through the renderer's generic request.
 */
const SESSION_PATHS = new Set([authEndpoints.login.path, authEndpoints.logout.path]);

/** The path as the server's router will see it: decoded, no doubled or trailing slashes. */
function routedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the server will refuse the path; compare it as written.
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

export function isSessionPath(path: string): boolean {
  return SESSION_PATHS.has(routedPath(path));
}

/** Long enough for a report on a slow office network, short enough that a dead server shows. */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpBridgeDeps {
  /** Read on every call: the server URL is known only once the standalone server is up. */
  baseUrl: () => string;
  tokens: TokenStore;
  deviceId: string;
  http: Pick<AxiosInstance, 'request'>;
  now: () => number;
  /** The session ended behind the renderer's back (server said 401, or it expired here). */
  onSessionEnded: () => void;
  timeoutMs?: number;
}

export interface HttpBridge {
  /** The renderer's calls: carries the stored session, ends it on expiry or 401. */
  request(payload: HttpRequestPayload): Promise<Result<unknown>>;
  /** One HTTP exchange with an explicit token (null: none) and no session bookkeeping; for login/logout. */
  send(payload: HttpRequestPayload, token: string | null): Promise<Result<unknown>>;
}

export function createHttpBridge(deps: HttpBridgeDeps): HttpBridge {
  const { tokens, deviceId, http, now, onSessionEnded } = deps;
  const timeout = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(payload: HttpRequestPayload, token: string | null): Promise<Result<unknown>> {
    const headers: Record<string, string> = { Accept: 'application/json', [DEVICE_HEADER]: deviceId };
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = deps.baseUrl().replace(/\/+$/, '') + payload.path + toQueryString(payload.query);
    try {
      const response = await http.request<unknown>({
        method: payload.method,
        url,
        data: payload.body,
        headers,
        timeout,
        // Every status is an answer to map, not an exception; only "no answer" throws.
        validateStatus: () => true,
        // The API never redirects; following one could carry the token somewhere else.
        maxRedirects: 0,
      });
      if (response.status >= 200 && response.status < 300) {
        return ok(response.status === 204 ? null : response.data);
      }
      return fail(toApiError(response.status, response.data));
    } catch {
      // Refused, timed out, DNS failure: the server is not there (the cause is for logs, not for users).
      return fail({ code: 'UNAVAILABLE', message: UNREACHABLE_MESSAGE, status: STATUS_OF_CODE.UNAVAILABLE });
    }
  }

  function endSession(): void {
    tokens.clear();
    onSessionEnded();
  }

  return {
    send,
    async request(payload) {
      if (isSessionPath(payload.path)) {
        return fail({ code: 'FORBIDDEN', message: SESSION_PATH_MESSAGE, status: STATUS_OF_CODE.FORBIDDEN });
      }
      const session = tokens.read();
      if (session && isExpired(session, now())) {
        // The server would refuse it anyway: say so without a round trip.
        endSession();
        return fail({ code: 'UNAUTHENTICATED', message: SESSION_EXPIRED_MESSAGE, status: STATUS_OF_CODE.UNAUTHENTICATED });
      }
      // Without a session the call still goes out: public endpoints (health) need none.
      const token = session?.token ?? null;
      const result = await send(payload, token);
      // Clear only the session we sent: a login that happened meanwhile must survive.
      if (!result.ok && result.error.status === 401 && token !== null && tokens.read()?.token === token) {
        endSession();
      }
      return result;
    },
  };
}
