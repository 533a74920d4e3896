import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authEndpoints,
  COOKIE_TRANSPORT_HEADER,
  DEVICE_HEADER,
  employeeEndpoints,
  productionEndpoints,
  UNREACHABLE_MESSAGE,
} from '../../../common/contract';
import { EARLY_READ_MAX_AGE_MS, earlyReadUrls, startEarlyReads, takeEarlyRead, type EarlyReadScope } from '../../../renderer/src/boot/early-reads';
import { createHttpBridge, SETTINGS_DESKTOP_ONLY } from '../../../renderer/src/bridge/http';
import { BOARD_PAGE_SIZE } from '../../../renderer/src/production/logic';
import { DEVICE_ID_KEY, SIGNED_IN_KEY } from '../../../renderer/src/bridge/storage';
import { MemoryStorage, session } from './support/fakes';

/** A user id as the server gives them (a uuid; the contract refuses anything else). */
const USER_ID = '3f2b8c1e-5d4a-4b6e-9c7f-0a1b2c3d4e5f';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Reply = { status: number; body?: unknown; raw?: string };

/** A real HTTP server standing in for the API: each test sets what it answers. */
let server: Server;
let baseURL = '';
let seen: Seen[] = [];
let reply: (req: Seen) => Reply = () => ({ status: 404 });

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Uint8Array[] = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const request: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: new TextDecoder().decode(concat(chunks)),
    };
    seen.push(request);
    const answer = reply(request);
    res.statusCode = answer.status;
    res.setHeader('content-type', answer.raw === undefined ? 'application/json' : 'text/html');
    res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseURL = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  reply = () => ({ status: 404 });
});

const bridge = (storage = new MemoryStorage()) => createHttpBridge({ baseURL, storage, origin: 'http://erp.test', version: '1.1.0' });

describe('HTTP bridge (web mode)', () => {
  it('sends the persisted device id and the query string, and returns the parsed body', async () => {
    const storage = new MemoryStorage();
    storage.setItem(DEVICE_ID_KEY, 'ab'.repeat(16));
    reply = () => ({ status: 200, body: { data: [{ id: 'a1', Name: '/employee', Description: 'Karyawan', extra: 1 }] } });

    const result = await bridge(storage).call(employeeEndpoints.application.list, { query: { show: 'all', filter: 'emp loy' } });

    expect(result).toEqual({ ok: true, value: { data: [{ id: 'a1', Name: '/employee', Description: 'Karyawan' }] } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    // per_page is the resource's page size (5 on the Employee masters), applied by the contract.
    expect(seen[0]?.url).toBe('/api/employee/application/all?page=1&per_page=5&filter=emp%20loy&show=all');
    expect(seen[0]?.headers[DEVICE_HEADER]).toBe('ab'.repeat(16));
  });

  it('signs in asking for the cookie transport and never hands the token to the renderer', async () => {
    reply = () => ({ status: 200, body: { ...session(), token: '' } });

    const result = await bridge().session.login({ email: 'budi@erp.local', password: 'rahasia123' });

    expect(result).toEqual({ ok: true, value: session() });
    expect(result.ok && 'token' in result.value).toBe(false);
    expect(seen[0]?.url).toBe('/api/auth/login');
    expect(seen[0]?.headers[COOKIE_TRANSPORT_HEADER]).toBe('cookie');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'budi@erp.local', password: 'rahasia123' });
  });

  it("maps the server's error envelope, keeping its Indonesian message", async () => {
    reply = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah' } } });
    const b = bridge();
    let ended = 0;
    b.session.onEnded(() => (ended += 1));

    const result = await b.session.login({ email: 'budi@erp.local', password: 'salah' });

    expect(result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah', status: 401 } });
    expect(ended).toBe(0); // a refused login is not an ended session
  });

  it('keeps field errors of a 400', async () => {
    reply = () => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Data tidak valid', fields: { password: 'Kata sandi terlalu lemah' } } },
    });

    const result = await bridge().call(authEndpoints.changePassword, { params: { id: USER_ID }, body: { current_password: 'sandi-lama', password: 'rahasia123' } });

    expect(result).toEqual({
      ok: false,
      error: { code: 'VALIDATION', message: 'Data tidak valid', fields: { password: 'Kata sandi terlalu lemah' }, status: 400 },
    });
    expect(seen[0]?.method).toBe('PUT');
  });

  it('reads a body that is not the envelope (a proxy page) by its status', async () => {
    reply = () => ({ status: 502, raw: '<html>Bad Gateway</html>' });
    const result = await bridge().call(authEndpoints.userLogin, {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code: 'INTERNAL', message: 'Terjadi kesalahan pada server', status: 502 });
  });

  it('fires the session-ended listeners on a 401 from any other call, until unsubscribed', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sesi berakhir' } } });
    const b = bridge();
    let ended = 0;
    const off = b.session.onEnded(() => (ended += 1));

    const result = await b.call(authEndpoints.userLogin, {});
    expect(result.ok).toBe(false);
    expect(ended).toBe(1);

    off();
    await b.call(authEndpoints.userLogin, {});
    expect(ended).toBe(1);
  });

  it('reports no session (not an error) when the session check gets 401, and asks no more after it', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Belum masuk' } } });
    const storage = new MemoryStorage();
    storage.setItem(SIGNED_IN_KEY, '1');
    const b = bridge(storage);
    let ended = 0;
    b.session.onEnded(() => (ended += 1));

    expect(await b.session.current()).toEqual({ ok: true, value: null });
    expect(ended).toBe(0);
    expect(await b.session.current()).toEqual({ ok: true, value: null });
    expect(seen).toHaveLength(1);
  });

  it('does not ask for a session in a browser that has not signed in (no 401 on the sign-in page)', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Belum masuk' } } });
    expect(await bridge().session.current()).toEqual({ ok: true, value: null });
    expect(seen).toHaveLength(0);
  });

  it('returns the live session after a sign-in in this browser, and stops asking after sign-out', async () => {
    const storage = new MemoryStorage();
    const b = bridge(storage);
    reply = () => ({ status: 200, body: { ...session(), token: '' } });
    await b.session.login({ email: 'budi@erp.local', password: 'rahasia123' });
    reply = () => ({ status: 200, body: session() });
    expect(await bridge(storage).session.current()).toEqual({ ok: true, value: session() });
    expect(seen.at(-1)?.url).toBe('/api/auth/session');

    reply = () => ({ status: 200, body: { status: 'ok' } });
    await b.session.logout();
    const asked = seen.length;
    expect(await bridge(storage).session.current()).toEqual({ ok: true, value: null });
    expect(seen).toHaveLength(asked);
  });

  it('treats a logout of an already-gone session as done', async () => {
    reply = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sesi berakhir' } } });
    expect(await bridge().session.logout()).toEqual({ ok: true, value: null });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/api/auth/logout');
  });

  it('checks input before sending: a too-short password never reaches the server', async () => {
    const result = await bridge().call(authEndpoints.changePassword, { params: { id: USER_ID }, body: { current_password: 'sandi-lama', password: '123' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.fields?.password).toBe('Kata sandi minimal 6 karakter');
    expect(seen).toHaveLength(0);
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const dead = createHttpBridge({ baseURL: 'http://127.0.0.1:9', storage: new MemoryStorage(), timeoutMs: 2000 });
    const result = await dead.call(authEndpoints.userLogin, {});
    expect(result).toEqual({ ok: false, error: { code: 'UNAVAILABLE', message: UNREACHABLE_MESSAGE, status: 0 } });
  });

  it('reports the page origin as the server and refuses to change settings', async () => {
    const b = bridge();
    expect(await b.settings.get()).toEqual({ ok: true, value: { mode: 'remote', url: 'http://erp.test' } });
    const set = await b.settings.set({ mode: 'standalone' });
    expect(set.ok).toBe(false);
    if (!set.ok) expect(set.error.message).toBe(SETTINGS_DESKTOP_ONLY);
    expect(await b.appInfo()).toEqual({ ok: true, value: { version: '1.1.0', mode: 'web', serverUrl: 'http://erp.test' } });
  });
});

describe('early reads (boot/early-reads.ts): the session and the board’s first page, asked before the app’s code runs', () => {
  const boardAnswer = { data: [], pagination: { current_page: 1, last_page: 1, total: 0, per_page: BOARD_PAGE_SIZE, from: null, to: null } };
  const answerAll = () => {
    reply = (req) => (req.url.startsWith('/api/auth/session') ? { status: 200, body: session() } : { status: 200, body: boardAnswer });
  };
  /** A page's window as the early reads see it: this browser's storage, a path, and fetch to the test server. */
  const pageAt = (pathname: string, storage: MemoryStorage, options: { now?: number; fetch?: EarlyReadScope['fetch']; desktop?: boolean } = {}): EarlyReadScope => ({
    localStorage: storage,
    location: { pathname },
    fetch: options.fetch ?? ((url, init) => fetch(baseURL + url, init)),
    performance: { now: () => options.now ?? 500 },
    ...(options.desktop ? { erp: {} } : {}),
  });
  const signedInStorage = () => {
    const storage = new MemoryStorage();
    storage.setItem(SIGNED_IN_KEY, '1');
    storage.setItem(DEVICE_ID_KEY, 'a1b2c3d4e5f60718');
    return storage;
  };
  const boardFirstPage = { query: { page: 1, per_page: BOARD_PAGE_SIZE } };

  it('at /production, asks each once with the device id; the bridge takes both answers and asks the server no more', async () => {
    answerAll();
    const storage = signedInStorage();
    const page = pageAt('/production', storage);
    startEarlyReads(page);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.map((request) => request.url).sort()).toEqual(['/api/auth/session', `/api/production/dataproduction/list?page=1&per_page=${BOARD_PAGE_SIZE}`]);
    expect(seen.every((request) => request.headers[DEVICE_HEADER] === 'a1b2c3d4e5f60718')).toBe(true);

    const b = createHttpBridge({ baseURL, storage, takeEarlyRead: (url) => takeEarlyRead(url, page) });
    expect(await b.session.current()).toEqual({ ok: true, value: session() });
    expect(await b.call(productionEndpoints.list, boardFirstPage)).toEqual({ ok: true, value: boardAnswer });
    expect(seen).toHaveLength(2);
    // Taken once: the next read of the same page is the server's.
    expect((await b.call(productionEndpoints.list, boardFirstPage)).ok).toBe(true);
    expect(seen).toHaveLength(3);
  });

  it('asks only for the session elsewhere, and nothing in a browser that never signed in or in the desktop', async () => {
    answerAll();
    startEarlyReads(pageAt('/home', signedInStorage()));
    await vi.waitFor(() => expect(seen.map((request) => request.url)).toEqual(['/api/auth/session']));
    startEarlyReads(pageAt('/production', new MemoryStorage()));
    startEarlyReads(pageAt('/production', signedInStorage(), { desktop: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    expect(earlyReadUrls('/production/')).toEqual(earlyReadUrls('/production'));
  });

  it('asks the server again when an early read failed or is older than its limit', async () => {
    answerAll();
    const storage = signedInStorage();
    const failed = pageAt('/production', storage, { fetch: () => Promise.reject(new TypeError('network')) });
    startEarlyReads(failed);
    const b = createHttpBridge({ baseURL, storage, takeEarlyRead: (url) => takeEarlyRead(url, failed) });
    expect(await b.session.current()).toEqual({ ok: true, value: session() });
    expect(seen.map((request) => request.url)).toEqual(['/api/auth/session']);

    const late = pageAt('/production', storage, { now: EARLY_READ_MAX_AGE_MS + 1 });
    startEarlyReads(late);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    const c = createHttpBridge({ baseURL, storage, takeEarlyRead: (url) => takeEarlyRead(url, late) });
    expect(await c.call(productionEndpoints.list, boardFirstPage)).toEqual({ ok: true, value: boardAnswer });
    expect(seen).toHaveLength(4);
  });
});
