import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, userApplications } from '../../server/auth/tables';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

interface LoginBody {
  token: string;
  expired: number;
  data: {
    auth: { _id: string; username: string; firstname: string; lastname: string; email: string; role: string; access: { name: string }[]; modules: string[] };
    idk: number | null;
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
    idk: String(4000 + counter),
  });
  return { id: user.id, email, password, idk: 4000 + counter };
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
      modules: ['employee', 'warehouse'],
    });
    // The employee number as every other answer gives it: a number (issue 24 item 5).
    expect(res.body.data.idk).toBe(u.idk);
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

  it('holds back only the address the failures come from: the owner signs in from another PC, the attacker waits a doubling delay', async () => {
    const u = await makeUser();
    const attacker = (password: string) => loginFrom('127.0.0.2', { email: u.email, password });
    for (let i = 0; i < 5; i++) expect((await attacker('salah')).status).toBe(401);
    const blocked = await attacker(u.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.error?.message).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 30 detik.');
    expect(blocked.retryAfter).toBe('30');
    // The owner, at 127.0.0.1, is not held up by the attacker's failures.
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    // After the delay one more failure doubles it.
    t.advance(31_000);
    expect((await attacker('salah')).status).toBe(401);
    expect((await attacker(u.password)).retryAfter).toBe('60');
    t.advance(61_000);
    expect((await attacker(u.password)).status).toBe(200);
  });

  it('keeps a brute force over many accounts from one address slow (the per-address limit), other addresses unaffected', async () => {
    // X-Forwarded-For is trusted from loopback, as behind the office proxy (and the hostile sweep).
    const from = { 'x-forwarded-for': '10.24.0.9' };
    const u = await makeUser();
    for (let i = 0; i < 30; i++) {
      const res = await call(base, 'POST', '/api/auth/login', { headers: from, body: { email: `tebak${i}@erp.test`, password: 'salah' } });
      expect(res.status).toBe(401);
    }
    const held = await call<ErrorBody>(base, 'POST', '/api/auth/login', { headers: from, body: { email: u.email, password: u.password } });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBe(60);
    expect((await call(base, 'POST', '/api/auth/login', { headers: { 'x-forwarded-for': '10.24.0.10' }, body: { email: u.email, password: u.password } })).status).toBe(200);
  });
});

/** POST login from a given local (source) address on loopback, as a second PC would. */
function loginFrom(localAddress: string, body: { email: string; password: string }): Promise<{ status: number; body: Partial<ErrorBody>; retryAfter: string | undefined }> {
  const url = new URL('/api/auth/login', base);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Partial<ErrorBody>, retryAfter: Array.isArray(retry) ? retry[0] : retry });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

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
    const res = await call(base, 'PUT', `/api/auth/v1/employee/user/${u.id}/change_password`, { token: here, body: { current_password: u.password, password: 'sandi-baru-99' } });
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
    const res = await call<ErrorBody>(base, 'PUT', `/api/auth/v1/employee/user/${victim.id}/change_password`, { token, body: { current_password: u.password, password: 'direbut-123' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Anda hanya dapat mengganti kata sandi anda sendiri.');
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
  });

  it('refuses a too short password with a field message', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    const res = await call<ErrorBody>(base, 'PUT', `/api/auth/v1/employee/user/${u.id}/change_password`, { token, body: { current_password: u.password, password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: 'Kata sandi minimal 6 karakter' });
  });

  it('needs the current password: missing or wrong is a 400 on current_password, and nothing changes', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    const path = `/api/auth/v1/employee/user/${u.id}/change_password`;
    const missing = await call<ErrorBody>(base, 'PUT', path, { token, body: { password: 'direbut-123' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ current_password: 'Kata sandi lama wajib diisi' });
    const wrong = await call<ErrorBody>(base, 'PUT', path, { token, body: { current_password: 'tebakan', password: 'direbut-123' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ current_password: 'Kata sandi lama salah' });
    const same = await call<ErrorBody>(base, 'PUT', path, { token, body: { current_password: u.password, password: u.password } });
    expect(same.body.error.fields).toEqual({ password: 'Kata sandi baru harus berbeda dari kata sandi lama' });
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(200);
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

describe('module access follows the grant\'s module key, never an application name (issue 24 item 1)', () => {
  const appIdOf = async (name: string) => {
    const [row] = await t.server.database.db.select().from(applications).where(eq(applications.name, name));
    if (!row) throw new Error(`no application ${name}`);
    return row.id;
  };
  const rename = (token: string, id: string, name: string) =>
    call<ErrorBody>(base, 'PUT', `/api/employee/application/update/${id}`, { token, body: { name, description: 'diganti' } });

  it('the swap from the issue gives nothing: an Employee-only user cannot rename applications, and still gets 403 on Purchasing', async () => {
    const clerk = await makeUser({ access: ['/employee'] });
    const token = await login(base, clerk.email, clerk.password);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token })).status).toBe(403);
    const purchasing = await appIdOf('/purchasing');
    const employee = await appIdOf('/employee');
    expect((await rename(token, purchasing, '/purchasing-x')).status).toBe(403);
    expect((await rename(token, employee, '/purchasing')).status).toBe(403);
    expect((await call(base, 'POST', '/api/employee/application/add', { token, body: { name: '/baru', description: '' } })).status).toBe(403);
    const again = await login(base, clerk.email, clerk.password);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token: again })).status).toBe(403);
    expect((await call(base, 'GET', '/api/employee/application/all', { token: again })).status).toBe(200);
  });

  it('nothing in the application master changes anyone\'s access, not even the superadmin\'s edits', async () => {
    const admin = await login(base, ADMIN.email, ADMIN.password);
    const buyer = await makeUser({ access: ['/purchasing'] });
    const purchasing = await appIdOf('/purchasing');
    // Built-in module applications keep their name and row; the description may change.
    const renamed = await rename(admin, purchasing, '/purchasing-x');
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toBe('Aplikasi bawaan modul tidak dapat diganti namanya');
    const deleted = await call<ErrorBody>(base, 'PUT', `/api/employee/application/update/${purchasing}`, { token: admin, body: { status: 'deleted' } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe('Aplikasi bawaan modul tidak dapat dihapus');
    expect((await call(base, 'PUT', `/api/employee/application/update/${purchasing}`, { token: admin, body: { name: '/purchasing', description: 'Pembelian' } })).status).toBe(200);
    // An application added under a module's name grants nothing.
    const added = await call<{ data: { id: string } }>(base, 'POST', '/api/employee/application/add', { token: admin, body: { name: '/Purchasing-Baru', description: '' } });
    expect(added.status).toBe(200);
    const other = await makeUser();
    await t.server.database.db.insert(userApplications).values({ userId: other.id, applicationId: added.body.data.id });
    const otherToken = await login(base, other.email, other.password);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token: otherToken })).status).toBe(403);
    // Even a name changed behind the API's back (the old exploit's state) moves no access: the key does.
    await t.server.database.db.update(applications).set({ name: '/nama-lain' }).where(eq(applications.id, purchasing));
    const buyerLogin = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: buyer.email, password: buyer.password } });
    expect(buyerLogin.body.data.auth.access).toEqual([{ name: '/purchasing' }]);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token: buyerLogin.body.token })).status).toBe(200);
    await t.server.database.db.update(applications).set({ name: '/purchasing' }).where(eq(applications.id, purchasing));
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
