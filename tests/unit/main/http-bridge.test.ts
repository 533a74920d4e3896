import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../../../common/contract';
import { createHttpBridge, isSessionPath, SESSION_EXPIRED_MESSAGE, SESSION_PATH_MESSAGE } from '../../../main/http-bridge';
import { createTokenStore, type TokenStore } from '../../../main/token-store';
import { deadServerUrl, fakeSafeStorage, NOW_MS, recordingStore, sessionInfoFixture, startTestApi, type TestApi } from './fakes';

const DEVICE_ID = '3f2c9a4e-8b1d-4c55-9e0a-1b2c3d4e5f60';
const TOKEN = 'token-of-budi';

let api: TestApi;
let tokens: TokenStore;
let sessionEndedCount: number;
let clock: number;

function bridgeTo(baseUrl: string) {
  return createHttpBridge({
    baseUrl: () => baseUrl,
    tokens,
    deviceId: DEVICE_ID,
    http: axios.create(),
    now: () => clock,
    onSessionEnded: () => {
      sessionEndedCount += 1;
    },
    timeoutMs: 2_000,
  });
}

beforeEach(async () => {
  api = await startTestApi();
  tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store: recordingStore() });
  sessionEndedCount = 0;
  clock = NOW_MS;
});

afterEach(async () => {
  await api.close();
});

describe('http bridge: what it sends', () => {
  it('adds Authorization: Bearer <token> and X-Device', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    const result = await bridgeTo(api.url).request({ method: 'GET', path: '/api/employee/division/all' });

    expect(result).toEqual({ ok: true, value: { ok: true } });
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(api.received[0]?.headers['x-device']).toBe(DEVICE_ID);
  });

  it('sends X-Device but no Authorization without a session (public endpoints)', async () => {
    await bridgeTo(api.url).request({ method: 'GET', path: '/api/health' });

    expect(api.received[0]?.headers.authorization).toBeUndefined();
    expect(api.received[0]?.headers['x-device']).toBe(DEVICE_ID);
  });

  it('sends the query the same way the web bridge does, and the JSON body', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    await bridgeTo(`${api.url}/`).request({
      method: 'POST',
      path: '/api/employee/division/add',
      query: { page: 1, sort: 'name|asc', filter: '' },
      body: { name: 'Gudang', description: 'Gudang utama' },
    });

    expect(api.received[0]?.method).toBe('POST');
    expect(api.received[0]?.url).toBe('/api/employee/division/add?page=1&sort=name%7Casc');
    expect(api.received[0]?.body).toEqual({ name: 'Gudang', description: 'Gudang utama' });
  });
});

describe('http bridge: answers', () => {
  it("maps the server's error envelope to a Result error", async () => {
    api.answer(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Stok tidak mencukupi' } } }));

    const result = await bridgeTo(api.url).request({ method: 'POST', path: '/api/warehouse/out', body: {} });

    expect(result).toEqual({ ok: false, error: { code: 'CONFLICT', message: 'Stok tidak mencukupi', status: 409 } });
  });

  it('answers UNAVAILABLE with the Indonesian message when the server cannot be reached', async () => {
    const result = await bridgeTo(await deadServerUrl()).request({ method: 'GET', path: '/api/health' });

    expect(result).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', message: UNREACHABLE_MESSAGE } });
  });
});

describe('http bridge: session', () => {
  it('an expired session is cleared and refused without a network call', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture(60) });
    clock = NOW_MS + 61_000;

    const result = await bridgeTo(api.url).request({ method: 'GET', path: '/api/employee/division/all' });

    expect(result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_EXPIRED_MESSAGE, status: 401 } });
    expect(api.received).toHaveLength(0);
    expect(tokens.read()).toBeNull();
    expect(sessionEndedCount).toBe(1);
  });

  it('a 401 from the server clears the session and fires onSessionEnded', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });
    api.answer(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sesi tidak valid' } } }));

    const result = await bridgeTo(api.url).request({ method: 'GET', path: '/api/employee/division/all' });

    expect(result).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(tokens.read()).toBeNull();
    expect(sessionEndedCount).toBe(1);
  });

  it('a 401 for a call made without a session ends nothing', async () => {
    api.answer(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Belum masuk' } } }));

    await bridgeTo(api.url).request({ method: 'GET', path: '/api/auth/session' });

    expect(sessionEndedCount).toBe(0);
  });

  it('a 401 for an older token does not clear a session that started meanwhile', async () => {
    tokens.save({ token: 'old-token', info: sessionInfoFixture() });
    api.answer(() => {
      tokens.save({ token: 'new-token', info: sessionInfoFixture() });
      return { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sesi tidak valid' } } };
    });

    await bridgeTo(api.url).request({ method: 'GET', path: '/api/employee/division/all' });

    expect(tokens.read()?.token).toBe('new-token');
    expect(sessionEndedCount).toBe(0);
  });
});

describe('http bridge: the token stays in main', () => {
  it('refuses login and logout through the generic request, without a network call', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });
    const bridge = bridgeTo(api.url);

    const login = await bridge.request({ method: 'POST', path: '/api/auth/login', body: { email: 'budi@contoh.co.id', password: 'x' } });
    const logout = await bridge.request({ method: 'POST', path: '/api/auth/logout' });

    expect(login).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: SESSION_PATH_MESSAGE, status: 403 } });
    expect(logout).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(api.received).toHaveLength(0);
    expect(tokens.read()?.token).toBe(TOKEN);
  });

  it('recognises the session paths however they are spelled', () => {
    expect(isSessionPath('/api/auth/login')).toBe(true);
    expect(isSessionPath('/api/auth/login/')).toBe(true);
    expect(isSessionPath('/api/auth//login')).toBe(true);
    expect(isSessionPath('/api/auth/%6Cogin')).toBe(true);
    expect(isSessionPath('/api/auth/logout')).toBe(true);
    expect(isSessionPath('/api/auth/session')).toBe(false);
    expect(isSessionPath('/api/auth/user_login')).toBe(false);
  });
});
