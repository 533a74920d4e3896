import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpBridge } from '../../../main/http-bridge';
import { createSessionService, type SessionService } from '../../../main/session';
import { createTokenStore, type TokenStore } from '../../../main/token-store';
import { fakeSafeStorage, NOW_MS, recordingStore, sessionInfoFixture, startTestApi, type TestApi } from './fakes';

const TOKEN = 'fresh-token';
const CREDENTIALS = { email: 'budi@contoh.co.id', password: 'rahasia-123' };

let api: TestApi;
let tokens: TokenStore;
let sessions: SessionService;
let clock: number;

beforeEach(async () => {
  api = await startTestApi();
  tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store: recordingStore() });
  clock = NOW_MS;
  const now = () => clock;
  const bridge = createHttpBridge({
    baseUrl: () => api.url,
    tokens,
    deviceId: '3f2c9a4e-8b1d-4c55-9e0a-1b2c3d4e5f60',
    http: axios.create(),
    now,
    onSessionEnded: () => undefined,
  });
  sessions = createSessionService({ bridge, tokens, now });
});

afterEach(async () => {
  await api.close();
});

describe('session: login', () => {
  it('posts the credentials without a token, keeps the token and returns the session without it', async () => {
    tokens.save({ token: 'stale-token', info: sessionInfoFixture() });
    api.answer(() => ({ status: 200, body: { token: TOKEN, ...sessionInfoFixture() } }));

    const result = await sessions.login(CREDENTIALS);

    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: CREDENTIALS });
    expect(api.received[0]?.headers.authorization).toBeUndefined();
    expect(result).toEqual({ ok: true, value: sessionInfoFixture() });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(tokens.read()?.token).toBe(TOKEN);
  });

  it("passes the server's refusal through and stores nothing", async () => {
    api.answer(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah' } } }));

    const result = await sessions.login(CREDENTIALS);

    expect(result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah', status: 401 } });
    expect(tokens.read()).toBeNull();
  });

  it('refuses a login answer without a token (cookie transport is for browsers)', async () => {
    api.answer(() => ({ status: 200, body: { token: '', ...sessionInfoFixture() } }));

    const result = await sessions.login(CREDENTIALS);

    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(tokens.read()).toBeNull();
  });
});

describe('session: logout', () => {
  it('tells the server with the token, then forgets the session', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    const result = await sessions.logout();

    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(result).toEqual({ ok: true, value: null });
    expect(tokens.read()).toBeNull();
  });

  it('forgets the session even when the server fails', async () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });
    api.answer(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Terjadi kesalahan' } } }));

    const result = await sessions.logout();

    expect(result).toEqual({ ok: true, value: null });
    expect(tokens.read()).toBeNull();
  });
});

describe('session: current', () => {
  it('is null without a session', () => {
    expect(sessions.current()).toEqual({ ok: true, value: null });
  });

  it('is the stored session info while it lasts', () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    expect(sessions.current()).toEqual({ ok: true, value: sessionInfoFixture() });
  });

  it('clears an expired session and answers null, without asking the server', () => {
    tokens.save({ token: TOKEN, info: sessionInfoFixture(60) });
    clock = NOW_MS + 60_000;

    expect(sessions.current()).toEqual({ ok: true, value: null });
    expect(tokens.read()).toBeNull();
    expect(api.received).toHaveLength(0);
  });
});
