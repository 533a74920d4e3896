import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

interface LoginBody {
  token: string;
  expired: number;
  data: {
    auth: { _id: string; username: string; firstname: string; lastname: string; email: string; role: string; access: { name: string }[] };
    idk: string | null;
    division: { id: string | null };
  };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const DAY = 24 * 60 * 60 * 1000;
let t: TestServer;
let base: string;

beforeAll(async () => {
  t = await startTestServer();
  base = t.url;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A fresh user per test, so tests never share sessions or login counters. */
async function makeUser(overrides: { access?: string[]; role?: 'user' | 'admin' | 'superadmin' } = {}) {
  counter += 1;
  const email = `staf${counter}@erp.test`;
  const password = `sandi-staf-${counter}`;
  const user = await t.createUser({
    email,
    password,
    firstname: 'Budi',
    lastname: `Santoso ${counter}`,
    role: overrides.role ?? 'user',
    access: overrides.access ?? [],
    idk: `K${String(counter).padStart(4, '0')}`,
  });
  return { id: user.id, email, password };
}

describe('POST /api/auth/login', () => {
  it('answers the seeds’ login shape with a token valid for 24 hours', async () => {
    const u = await makeUser({ access: ['/employee', '/warehouse'] });
    const before = Math.floor(Date.now() / 1000);
    const res = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.expired - before).toBeGreaterThanOrEqual(DAY / 1000 - 5);
    expect(res.body.expired - before).toBeLessThanOrEqual(DAY / 1000 + 5);
    expect(res.body.data.auth).toMatchObject({
      _id: u.id,
      firstname: 'Budi',
      email: u.email,
      role: 'user',
      access: [{ name: '/employee' }, { name: '/warehouse' }],
    });
    expect(res.body.data.idk).toMatch(/^K\d{4}$/);
    expect(res.body.data.division).toEqual({ id: null });
  });

  it('accepts the email in any letter case', async () => {
    const u = await makeUser();
    const res = await call(base, 'POST', '/api/auth/login', { body: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const u = await makeUser();
    const wrong = await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: 'salah' } });
    const unknown = await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: 'siapa@erp.test', password: 'salah' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah' });
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('answers 400 with a message per invalid field', async () => {
    const res = await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: 'bukan-email', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toEqual({ email: 'Email tidak valid', password: 'Kata sandi wajib diisi' });
  });

  it('answers 400 for a body that is not JSON, in the error envelope and without a stack trace', async () => {
    const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    const body = (await res.json()) as ErrorBody;
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('limits failed attempts per email with 429 and a clear message, even for the right password, until the window passes', async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i++) {
      const res = await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: 'salah' } });
      expect(res.status).toBe(401);
    }
    const blocked = await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.error.message).toMatch(/Terlalu banyak percobaan masuk yang gagal\. Coba lagi dalam \d+ menit\./);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await makeUser();
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
    t.advance(15 * 60 * 1000 + 1000);
    const later = await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(later.status).toBe(200);
  });
});

describe('tokens and sessions', () => {
  it('accepts the token as Bearer, as a bare Authorization header and as the web cookie', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    for (const tokenAs of ['bearer', 'bare', 'cookie'] as const) {
      const res = await call<{ userID: { id: string; employee: { email: string }[] } }>(base, 'GET', '/api/auth/user_login', { token, tokenAs });
      expect(res.status, tokenAs).toBe(200);
      expect(res.body).toEqual({ userID: { id: u.id, employee: [{ email: u.email }] } });
    }
  });

  it('gives a web client an httpOnly SameSite=Strict cookie and no token in the body', async () => {
    const u = await makeUser();
    const res = await call<LoginBody>(base, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
      headers: { 'x-session-transport': 'cookie' },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toBe('');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^erp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const token = /erp_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const session = await call<{ data: { auth: { email: string } } }>(base, 'GET', '/api/auth/session', { token, tokenAs: 'cookie' });
    expect(session.status).toBe(200);
    expect(session.body.data.auth.email).toBe(u.email);
  });

  it('answers 401 without a token and with an unknown one', async () => {
    const none = await call<ErrorBody>(base, 'GET', '/api/auth/session');
    expect(none.status).toBe(401);
    expect(none.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Silakan masuk terlebih dahulu.' });
    const unknown = await call<ErrorBody>(base, 'GET', '/api/auth/session', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Sesi anda telah berakhir. Silakan masuk lagi.');
  });

  it('expires a session 24 hours after login', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    t.advance(DAY - 60_000);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(200);
    t.advance(2 * 60_000);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(401);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    const out = await call(base, 'POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'ok' });
    expect(out.headers.get('set-cookie')).toMatch(/erp_session=;/);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(401);
  });
});

describe('PUT v1/employee/user/{id}/change_password', () => {
  it('changes the own password and ends the user’s other sessions, keeping this one', async () => {
    const u = await makeUser();
    const here = await login(base, u.email, u.password);
    const elsewhere = await login(base, u.email, u.password);
    const res = await call(base, 'PUT', `/api/auth/v1/employee/user/${u.id}/change_password`, { token: here, body: { password: 'sandi-baru-99' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect((await call(base, 'GET', '/api/auth/session', { token: here })).status).toBe(200);
    expect((await call(base, 'GET', '/api/auth/session', { token: elsewhere })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: 'sandi-baru-99' } })).status).toBe(200);
  });

  it('refuses to change someone else’s password (403)', async () => {
    const u = await makeUser();
    const victim = await makeUser();
    const token = await login(base, u.email, u.password);
    const res = await call<ErrorBody>(base, 'PUT', `/api/auth/v1/employee/user/${victim.id}/change_password`, { token, body: { password: 'direbut-123' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Anda hanya dapat mengganti kata sandi anda sendiri.');
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
  });

  it('refuses a too short password with a field message', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    const res = await call<ErrorBody>(base, 'PUT', `/api/auth/v1/employee/user/${u.id}/change_password`, { token, body: { password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: 'Kata sandi minimal 6 karakter' });
  });
});

describe('PUT v1/employee/user/{id}/change_role (super-admin email)', () => {
  it('is refused to anyone but a superadmin', async () => {
    const u = await makeUser({ role: 'admin', access: ['/employee'] });
    const token = await login(base, u.email, u.password);
    const res = await call<ErrorBody>(base, 'PUT', `/api/auth/v1/employee/user/${u.id}/change_role`, {
      token,
      body: { email: 'baru@erp.test', old_email: u.email, roles: 'superadmin' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Hanya Super Admin yang dapat melakukan ini.');
  });

  it('refuses an old email that does not match, and an email another user has (409)', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const other = await makeUser();
    const token = await login(base, boss.email, boss.password);
    const path = `/api/auth/v1/employee/user/${boss.id}/change_role`;
    const mismatch = await call<ErrorBody>(base, 'PUT', path, { token, body: { email: 'x@erp.test', old_email: 'lain@erp.test', roles: 'superadmin' } });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error.message).toBe('Email lama tidak sesuai dengan data pengguna');
    const taken = await call<ErrorBody>(base, 'PUT', path, { token, body: { email: other.email, old_email: boss.email, roles: 'superadmin' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Email sudah dipakai pengguna lain');
  });

  it('changes the super-admin email and ends every session of the account', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const token = await login(base, boss.email, boss.password);
    const second = await login(base, boss.email, boss.password);
    const res = await call(base, 'PUT', `/api/auth/v1/employee/user/${boss.id}/change_role`, {
      token,
      body: { email: 'Bos.Baru@ERP.test', old_email: boss.email, roles: 'superadmin' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(401);
    expect((await call(base, 'GET', '/api/auth/session', { token: second })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: boss.email, password: boss.password } })).status).toBe(401);
    const again = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: 'bos.baru@erp.test', password: boss.password } });
    expect(again.status).toBe(200);
    expect(again.body.data.auth.role).toBe('superadmin');
  });
});

describe('module access', () => {
  const path = '/api/employee/application/all?page=1&per_page=3&sort=name|asc';

  it('answers 403 to a user whose access list lacks the module, 200 to one who has it', async () => {
    const without = await makeUser({ access: ['/warehouse'] });
    const withIt = await makeUser({ access: ['/employee'] });
    const denied = await call<ErrorBody>(base, 'GET', path, { token: await login(base, without.email, without.password) });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toEqual({ code: 'FORBIDDEN', message: 'Anda tidak punya hak akses.' });
    const allowed = await call(base, 'GET', path, { token: await login(base, withIt.email, withIt.password) });
    expect(allowed.status).toBe(200);
  });

  it('lets the superadmin (ADMIN_EMAIL) into every module and pages the list', async () => {
    const token = await login(base, ADMIN.email, ADMIN.password);
    const res = await call<{ data: { Name: string }[]; pagination: Record<string, number | null> }>(base, 'GET', path, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.Name)).toEqual(['/certificate', '/employee', '/luncheon']);
    expect(res.body.pagination).toEqual({ current_page: 1, last_page: 3, total: 8, per_page: 3, from: 1, to: 3 });
    const all = await call<{ data: unknown[]; pagination?: unknown }>(base, 'GET', '/api/employee/application/all?show=all&filter=pur', { token });
    expect(all.body).toEqual({ data: [expect.objectContaining({ Name: '/purchasing' })] });
  });

  it('answers 400 for a malformed sort parameter', async () => {
    const token = await login(base, ADMIN.email, ADMIN.password);
    const res = await call<ErrorBody>(base, 'GET', '/api/employee/application/all?sort=name;drop', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['sort']).toBe("Format sort harus 'kolom|asc' atau 'kolom|desc'");
  });
});

describe('server basics', () => {
  it('reports health with the database kind and version', async () => {
    const res = await call(base, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: { kind: t.databaseKind, reachable: true } });
  });

  it('sends security headers', async () => {
    const res = await call(base, 'GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await call<{ openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> }>(base, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/v1/employee/user/{id}/change_password', '/api/employee/application/all']),
    );
    // Signing in needs no token; the rest carry the document's bearer default.
    expect(res.body.paths['/api/auth/login']?.['post']?.security).toEqual([]);
    expect(res.body.paths['/api/auth/logout']?.['post']?.security).toBeUndefined();
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const res = await call<ErrorBody>(base, 'GET', '/api/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Alamat tidak ditemukan' });
  });
});
