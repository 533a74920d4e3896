import type { AxiosInstance } from 'axios';
import { authEndpoints, DEVICE_HEADER, fail, formTextEntries, ok, STATUS_OF_CODE, toApiError, toQueryString, UNREACHABLE_MESSAGE, type ApiError, type Result } from '../common/contract';
import type { BinaryRequestPayload, FileData, HttpRequestPayload } from '../common/ipc';
import { certificateChangedIn, CERTIFICATE_CHANGED_MESSAGE } from './certificate-pin';
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

/** The multipart body of a call with files: the body's entries as text parts, then the files. */
export function multipartBody(payload: HttpRequestPayload): FormData {
  const form = new FormData();
  for (const [name, value] of formTextEntries(payload.body)) form.append(name, value);
  for (const file of payload.files ?? []) {
    form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  }
  return form;
}

/** An error answer to a binary request arrives as bytes: read it as the JSON envelope it is. */
function bytesAsJson(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !(data instanceof Uint8Array)) return data;
  try {
    return JSON.parse(Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8'));
  } catch {
    return null;
  }
}

/** No answer: the server is not there, or it presented another certificate than the pinned one (certificate-pin.ts). */
function noAnswer(cause: unknown): ApiError {
  const message = certificateChangedIn(cause) ? CERTIFICATE_CHANGED_MESSAGE : UNREACHABLE_MESSAGE;
  return { code: 'UNAVAILABLE', message, status: STATUS_OF_CODE.UNAVAILABLE };
}

export interface HttpBridge {
  /** The renderer's calls: carries the stored session, ends it on expiry or 401. */
  request(payload: HttpRequestPayload): Promise<Result<unknown>>;
  /** One HTTP exchange with an explicit token (null: none) and no session bookkeeping; for login/logout. */
  send(payload: HttpRequestPayload, token: string | null): Promise<Result<unknown>>;
  /** A stored file (`/api/files/...`) with the stored session, its bytes and type. */
  file(path: string): Promise<Result<FileData>>;
  /** Any GET of our API answered with bytes (a generated PDF), with the stored session. */
  binary(payload: BinaryRequestPayload): Promise<Result<FileData>>;
}

export function createHttpBridge(deps: HttpBridgeDeps): HttpBridge {
  const { tokens, deviceId, http, now, onSessionEnded } = deps;
  const timeout = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function headersFor(token: string | null, accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, [DEVICE_HEADER]: deviceId };
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  async function send(payload: HttpRequestPayload, token: string | null): Promise<Result<unknown>> {
    const headers = headersFor(token, 'application/json');
    const url = deps.baseUrl().replace(/\/+$/, '') + payload.path + toQueryString(payload.query);
    try {
      const response = await http.request<unknown>({
        method: payload.method,
        url,
        // With files, a multipart form (axios sets its boundary); otherwise the JSON body.
        data: payload.files && payload.files.length > 0 ? multipartBody(payload) : payload.body,
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
    } catch (cause) {
      // Refused, timed out, DNS failure: the server is not there (the cause is for logs, not for users).
      return fail(noAnswer(cause));
    }
  }

  function endSession(): void {
    tokens.clear();
    onSessionEnded();
  }

  async function sendForFile(path: string, token: string | null): Promise<Result<FileData>> {
    const url = deps.baseUrl().replace(/\/+$/, '') + path;
    try {
      const response = await http.request<ArrayBuffer>({
        method: 'GET',
        url,
        headers: headersFor(token, '*/*'),
        responseType: 'arraybuffer',
        timeout,
        validateStatus: () => true,
        maxRedirects: 0,
      });
      if (response.status >= 200 && response.status < 300) {
        const type = response.headers['content-type'];
        return ok({ type: typeof type === 'string' ? type : 'application/octet-stream', data: new Uint8Array(response.data) });
      }
      return fail(toApiError(response.status, bytesAsJson(response.data)));
    } catch (cause) {
      return fail(noAnswer(cause));
    }
  }

  /**
   * Runs one call with the stored session: refused at once when it has expired, and a 401 for
   * the token we sent ends it.
   */
  async function withSession<T>(exchange: (token: string | null) => Promise<Result<T>>): Promise<Result<T>> {
    const session = tokens.read();
    if (session && isExpired(session, now())) {
      // The server would refuse it anyway: say so without a round trip.
      endSession();
      return fail({ code: 'UNAUTHENTICATED', message: SESSION_EXPIRED_MESSAGE, status: STATUS_OF_CODE.UNAUTHENTICATED });
    }
    // Without a session the call still goes out: public endpoints (health) need none.
    const token = session?.token ?? null;
    const result = await exchange(token);
    // Clear only the session we sent: a login that happened meanwhile must survive.
    if (!result.ok && result.error.status === 401 && token !== null && tokens.read()?.token === token) {
      endSession();
    }
    return result;
  }

  return {
    send,
    async request(payload) {
      if (isSessionPath(payload.path)) {
        return fail({ code: 'FORBIDDEN', message: SESSION_PATH_MESSAGE, status: STATUS_OF_CODE.FORBIDDEN });
      }
      return withSession((token) => send(payload, token));
    },
    file: (path) => withSession((token) => sendForFile(path, token)),
    async binary({ path, query }) {
      if (isSessionPath(path)) {
        return fail({ code: 'FORBIDDEN', message: SESSION_PATH_MESSAGE, status: STATUS_OF_CODE.FORBIDDEN });
      }
      return withSession((token) => sendForFile(path + toQueryString(query), token));
    },
  };
}
