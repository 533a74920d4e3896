import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../server/auth/tables';
import { auditLog } from '../../server/db/audit';
import { jakartaDate } from '../../common/calendar';
import { ProductionClient } from '../support/production';
import { addPayrollEmployee, addPosition, updateEmployee } from '../support/salary';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

interface AccountRow {
  _id: string;
  username: string;
  email: string;
  role: string;
  app: { id_app: string; name: string; module: string | null }[];
  active: boolean;
  inactive_reason: string | null;
}
interface ListBody {
  data: AccountRow[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number; from: number | null; to: number | null };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface LoginBody {
  data: { auth: { _id: string; username: string; role: string; access: { name: string }[] } };
}

let t: TestServer;
let base: string;
let admin: string;
/** Application name → id. */
const appId: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  base = t.url;
  admin = await login(base, ADMIN.email, ADMIN.password);
  for (const a of await t.server.database.db.select().from(applications)) appId[a.name] = a.id;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function makeUser(overrides: { access?: string[]; role?: 'user' | 'admin' | 'superadmin'; email?: string; username?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `pengguna${counter}@erp.test`;
  const password = `sandi-pengguna-${counter}`;
  const user = await t.createUser({
    email,
    password,
    username: overrides.username,
    role: overrides.role ?? 'user',
    access: overrides.access ?? [],
  });
  return { id: user.id, email, password };
}

const regis = (body: unknown, token = admin) => call<{ status: string; data: AccountRow } & ErrorBody>(base, 'POST', '/api/auth/regis', { token, body });

describe('GET /api/auth/user', () => {
  it('pages 5 rows by default, sorted by username, with each row’s applications', async () => {
    for (const name of ['daftar-e', 'daftar-b', 'Daftar-a', 'daftar-f', 'daftar-d', 'daftar-c']) {
      await makeUser({ username: name, email: `${name.toLowerCase()}@list.test`, access: name === 'Daftar-a' ? ['/warehouse', '/employee'] : [] });
    }
    const res = await call<ListBody>(base, 'GET', '/api/auth/user?filter=daftar', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.username)).toEqual(['Daftar-a', 'daftar-b', 'daftar-c', 'daftar-d', 'daftar-e']);
    expect(res.body.pagination).toEqual({ current_page: 1, last_page: 2, total: 6, per_page: 5, from: 1, to: 5 });
    expect(res.body.data[0]).toEqual({
      _id: expect.any(String),
      username: 'Daftar-a',
      email: 'daftar-a@list.test',
      role: 'user',
      app: [
        { id_app: appId['/employee'], name: '/employee', module: 'employee' },
        { id_app: appId['/warehouse'], name: '/warehouse', module: 'warehouse' },
      ],
      active: true,
      inactive_reason: null,
    });
    expect(res.body.data[1]?.app).toEqual([]);

    const page2 = await call<ListBody>(base, 'GET', '/api/auth/user?filter=daftar&page=2', { token: admin });
    expect(page2.body.data.map((r) => r.username)).toEqual(['daftar-f']);
    expect(page2.body.pagination).toMatchObject({ current_page: 2, from: 6, to: 6 });

    const byEmailDesc = await call<ListBody>(base, 'GET', '/api/auth/user?filter=DAFTAR&sort=email|desc&per_page=2', { token: admin });
    expect(byEmailDesc.body.data.map((r) => r.email)).toEqual(['daftar-f@list.test', 'daftar-e@list.test']);

    const all = await call<ListBody>(base, 'GET', '/api/auth/user?filter=daftar&show=all', { token: admin });
    expect(all.body.data).toHaveLength(6);
    expect(all.body.pagination).toBeUndefined();
  });

  it('filters over username and email, taking % and _ literally', async () => {
    await makeUser({ username: 'Saringan Nama', email: 'x1@saring.test' });
    await makeUser({ username: 'lain', email: 'saringan-email@saring.test' });
    await makeUser({ username: 'persen%_', email: 'x3@saring.test' });
    const both = await call<ListBody>(base, 'GET', '/api/auth/user?filter=saringan', { token: admin });
    expect(both.body.data.map((r) => r.username)).toEqual(['lain', 'Saringan Nama']);
    const literal = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent('%_')}`, { token: admin });
    expect(literal.body.data.map((r) => r.username)).toEqual(['persen%_']);
  });

  it('shows the ADMIN_EMAIL account as superadmin and refuses an unknown sort column', async () => {
    const res = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${ADMIN.email}`, { token: admin });
    expect(res.body.data).toEqual([expect.objectContaining({ email: ADMIN.email, role: 'superadmin' })]);
    const bad = await call<ErrorBody>(base, 'GET', '/api/auth/user?sort=password|asc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['sort']).toContain('username, email');
  });
});

describe('POST /api/auth/regis', () => {
  it('creates an account that can log in with exactly the granted access, and audits it', async () => {
    const res = await regis({ email: 'Baru.Satu@ERP.test', password: 'sandi-baru-1', app: [{ id_app: appId['/warehouse'] }, { id_app: appId['/purchasing'] }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      data: {
        _id: expect.any(String),
        username: 'baru.satu',
        email: 'baru.satu@erp.test',
        role: 'user',
        app: [
          { id_app: appId['/purchasing'], name: '/purchasing', module: 'purchasing' },
          { id_app: appId['/warehouse'], name: '/warehouse', module: 'warehouse' },
        ],
        active: true,
        inactive_reason: null,
      },
    });
    const loggedIn = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: 'baru.satu@erp.test', password: 'sandi-baru-1' } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.auth).toMatchObject({ _id: res.body.data._id, username: 'baru.satu', role: 'user' });
    expect(loggedIn.body.data.auth.access).toEqual([{ name: '/purchasing' }, { name: '/warehouse' }]);

    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data._id)).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ entity: 'user', action: 'add', userId: expect.any(String) })]);
  });

  it('takes the username when sent', async () => {
    const res = await regis({ email: 'bernama@erp.test', password: 'sandi-bernama', username: 'Siti Aminah', app: [] });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe('Siti Aminah');
  });

  it('grants access the server enforces: /warehouse only → 403 on Employee, /employee → 200', async () => {
    const path = '/api/employee/division/all';
    await regis({ email: 'gudang@erp.test', password: 'sandi-gudang', app: [{ id_app: appId['/warehouse'] }] });
    await regis({ email: 'hrd@erp.test', password: 'sandi-hrd-1', app: [{ id_app: appId['/employee'] }] });
    const denied = await call<ErrorBody>(base, 'GET', path, { token: await login(base, 'gudang@erp.test', 'sandi-gudang') });
    expect(denied.status).toBe(403);
    const allowed = await call(base, 'GET', path, { token: await login(base, 'hrd@erp.test', 'sandi-hrd-1') });
    expect(allowed.status).toBe(200);
  });

  it('answers 400 per field for a bad email, a short password and an unknown application', async () => {
    const badEmail = await regis({ email: 'bukan-email', password: 'sandi-cukup', app: [] });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.body.error.fields ?? {})).toEqual(['email']);
    const missingEmail = await regis({ password: 'sandi-cukup', app: [] });
    expect(missingEmail.status).toBe(400);
    expect(missingEmail.body.error.fields?.['email']).toBeDefined();
    const short = await regis({ email: 'pendek@erp.test', password: '12345', app: [] });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ password: 'Kata sandi minimal 6 karakter' });
    const unknownApp = await regis({ email: 'tanpa-app@erp.test', password: 'sandi-cukup', app: [{ id_app: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknownApp.status).toBe(400);
    expect(unknownApp.body.error.fields?.['app']).toContain('Aplikasi tidak ditemukan');
    const malformedApp = await regis({ email: 'tanpa-app@erp.test', password: 'sandi-cukup', app: [{ id_app: 'warehouse' }] });
    expect(malformedApp.status).toBe(400);
    expect(Object.keys(malformedApp.body.error.fields ?? {})).toEqual(['app.0.id_app']);
    // Nothing was created by the refused calls.
    const list = await call<ListBody>(base, 'GET', '/api/auth/user?filter=tanpa-app', { token: admin });
    expect(list.body.data).toEqual([]);
  });

  it('refuses an email an active account already has (409)', async () => {
    const u = await makeUser();
    const res = await regis({ email: u.email.toUpperCase(), password: 'sandi-cukup', app: [] });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'Email sudah dipakai pengguna lain' });
  });
});

describe('POST /api/auth/regis with id_employee (the User screen\'s Nama Karyawan)', () => {
  interface EmployeeRow {
    id: string;
    idk: number;
    email: string;
    division: { id: string };
  }
  let divisionId = '';
  let positionId = '';
  let ktp = 8100000000000000;
  async function addEmployee(firstname: string, lastname: string): Promise<EmployeeRow> {
    if (!divisionId) {
      divisionId = (await call<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Divisi Akun', description: '', salary: 1, status: 'active' } })).body.data.id;
      positionId = (await call<{ data: { id: string } }>(base, 'POST', '/api/employee/position/add', { token: admin, body: { name: 'Jabatan Akun', description: '', status: 'active' } })).body.data.id;
    }
    ktp += 1;
    const res = await call<{ data: EmployeeRow }>(base, 'POST', '/api/employee/employee/add', {
      token: admin,
      body: {
        firstname,
        lastname,
        email: `${firstname.toLowerCase()}.${ktp}@karyawan.test`,
        phone: '0812345678',
        identity_number: String(ktp),
        dname: divisionId,
        pname: positionId,
        salary: 100000,
        overtime: 20000,
        dayoff: 2,
        makan_status: 'Y',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  it('links the account: it takes the employee\'s full name as username, and the login answers its idk and division', async () => {
    const employee = await addEmployee('Dewi', 'Lestari');
    const res = await regis({ email: employee.email, password: 'sandi-dewi-1', username: 'diabaikan', app: [{ id_app: appId['/luncheon'] }], id_employee: employee.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'Dewi Lestari', email: employee.email });
    const loggedIn = await call<LoginBody & { data: { idk: number | null; division: { id: string | null }; auth: { firstname: string; lastname: string } } }>(
      base,
      'POST',
      '/api/auth/login',
      { body: { email: employee.email, password: 'sandi-dewi-1' } },
    );
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.idk).toBe(employee.idk);
    expect(loggedIn.body.data.division).toEqual({ id: divisionId });
    expect(loggedIn.body.data.auth).toMatchObject({ username: 'Dewi Lestari', firstname: 'Dewi', lastname: 'Lestari' });
    const [stored] = await t.server.database.db.select().from(users).where(eq(users.id, res.body.data._id));
    expect(stored).toMatchObject({ employeeId: employee.id, idk: String(employee.idk), divisionId });
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data._id)).orderBy(auditLog.id);
    expect(audit[0]?.changedFields).toContain('employee');
  });

  it('leaves idk and division empty without id_employee', async () => {
    const res = await regis({ email: 'tanpa-karyawan@erp.test', password: 'sandi-cukup', app: [] });
    expect(res.status).toBe(200);
    const loggedIn = await call<{ data: { idk: number | null; division: { id: string | null } } }>(base, 'POST', '/api/auth/login', {
      body: { email: 'tanpa-karyawan@erp.test', password: 'sandi-cukup' },
    });
    expect(loggedIn.body.data).toMatchObject({ idk: null, division: { id: null } });
  });

  describe('the seed\'s body (email, password, app; no id_employee), as the old client sends it', () => {
    it('links the account to the employee whose email it is: login answers its idk and the meal code works', async () => {
      const employee = await addEmployee('Rini', 'Wulandari');
      // The employee's email as typed at the phone: case and surrounding spaces differ.
      const res = await regis({ email: ` ${employee.email.toUpperCase()} `, password: 'sandi-rini-1', app: [{ id_app: appId['/luncheon'] }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ username: 'Rini Wulandari', email: employee.email });
      const loggedIn = await call<{ token: string; data: { idk: number | null; division: { id: string | null } } }>(base, 'POST', '/api/auth/login', {
        body: { email: employee.email, password: 'sandi-rini-1' },
      });
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.body.data.idk).toBe(employee.idk);
      expect(loggedIn.body.data.division).toEqual({ id: divisionId });
      const code = await call<{ data: { idk: number; qr: string } }>(base, 'GET', '/api/attendance/absent/kodemakan', { token: loggedIn.body.token });
      expect(code.status, JSON.stringify(code.body)).toBe(200);
      expect(code.body.data.idk).toBe(employee.idk);
      expect(code.body.data.qr).toMatch(new RegExp(`^${employee.idk}:`));
    });

    it('makes the account unlinked when no active employee has the email (a deleted one does not count)', async () => {
      const gone = await addEmployee('Sudah', 'Keluar');
      expect((await call(base, 'PUT', `/api/employee/employee/update/${gone.id}`, { token: admin, body: { status: 'deleted' } })).status).toBe(200);
      const res = await regis({ email: gone.email, password: 'sandi-cukup', app: [] });
      expect(res.status).toBe(200);
      const [stored] = await t.server.database.db.select().from(users).where(eq(users.id, res.body.data._id));
      expect(stored).toMatchObject({ employeeId: null, idk: null, divisionId: null });
    });

    it('lets id_employee win over the email', async () => {
      const byEmail = await addEmployee('Punya', 'Email');
      const chosen = await addEmployee('Dipilih', 'Admin');
      const res = await regis({ email: byEmail.email, password: 'sandi-cukup', app: [], id_employee: chosen.id });
      expect(res.status).toBe(200);
      const [stored] = await t.server.database.db.select().from(users).where(eq(users.id, res.body.data._id));
      expect(stored).toMatchObject({ employeeId: chosen.id, idk: String(chosen.idk) });
    });

    it('refuses with 409 naming both when two active employees share the email, creating no account', async () => {
      const first = await addEmployee('Kembar', 'Satu');
      const second = await addEmployee('Kembar', 'Dua');
      // The unique index on active emails keeps the form from making such rows; data written before
      // it or by hand can hold them. Drop it in this test's own database to make the clash.
      await t.server.database.db.execute(sql`drop index employees_email_active`);
      try {
        await t.server.database.db.execute(sql`update employees set email = ${first.email.toUpperCase()} where id = ${second.id}`);
        const res = await regis({ email: first.email, password: 'sandi-cukup', app: [] });
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('CONFLICT');
        expect(res.body.error.message).toContain(`Kembar Satu (IDK ${first.idk})`);
        expect(res.body.error.message).toContain(`Kembar Dua (IDK ${second.idk})`);
        const list = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent(first.email)}`, { token: admin });
        expect(list.body.data).toEqual([]);
      } finally {
        await t.server.database.db.execute(sql`update employees set email = ${second.email} where id = ${second.id}`);
        await t.server.database.db.execute(sql`create unique index employees_email_active on employees (lower(email)) where status = 'active'`);
      }
    });
  });

  it('answers 404 for an unknown or deleted employee and 400 for a malformed id, creating no account', async () => {
    const unknown = await regis({ email: 'karyawan-hilang@erp.test', password: 'sandi-cukup', app: [], id_employee: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: 'Karyawan tidak ditemukan' });
    const employee = await addEmployee('Hapus', 'Saja');
    expect((await call(base, 'PUT', `/api/employee/employee/update/${employee.id}`, { token: admin, body: { status: 'deleted' } })).status).toBe(200);
    const deleted = await regis({ email: 'karyawan-hilang@erp.test', password: 'sandi-cukup', app: [], id_employee: employee.id });
    expect(deleted.status).toBe(404);
    const malformed = await regis({ email: 'karyawan-hilang@erp.test', password: 'sandi-cukup', app: [], id_employee: 'K0042' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id_employee: 'Id karyawan tidak valid' });
    const list = await call<ListBody>(base, 'GET', '/api/auth/user?filter=karyawan-hilang', { token: admin });
    expect(list.body.data).toEqual([]);
  });
});

describe('superadmin only', () => {
  it('answers 403 to a non-superadmin for all three calls (and 401 without a session)', async () => {
    const u = await makeUser({ role: 'admin', access: ['/employee'] });
    const other = await makeUser();
    const token = await login(base, u.email, u.password);
    const list = await call<ErrorBody>(base, 'GET', '/api/auth/user', { token });
    const created = await regis({ email: 'dilarang@erp.test', password: 'sandi-cukup', app: [] }, token);
    const deleted = await call<ErrorBody>(base, 'DELETE', `/api/auth/delete/${other.id}`, { token });
    for (const res of [list, created, deleted]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await call(base, 'GET', '/api/auth/user')).status).toBe(401);
    // The refused delete left the account alone.
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
  });

  it('lets a superadmin by role in, not only ADMIN_EMAIL', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const res = await call<ListBody>(base, 'GET', '/api/auth/user', { token: await login(base, boss.email, boss.password) });
    expect(res.status).toBe(200);
  });
});

describe('DELETE /api/auth/delete/{id}', () => {
  it('removes the account: its sessions stop working, it leaves the list and cannot log in; audited', async () => {
    const u = await makeUser({ access: ['/employee'] });
    const token = await login(base, u.email, u.password);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(200);
    const res = await call(base, 'DELETE', `/api/auth/delete/${u.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    const list = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${u.email}`, { token: admin });
    expect(list.body.data).toEqual([]);
    const [gone] = await t.server.database.db.select().from(users).where(eq(users.id, u.id));
    expect(gone).toBeUndefined();
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(auditLog.id);
    expect(audit.find((a) => a.action === 'delete')?.changedFields).toContain(`email=${u.email}`);
    // The email is free again.
    expect((await regis({ email: u.email, password: 'sandi-lagi', app: [] })).status).toBe(200);
  });

  it('refuses to delete the own account (409)', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const token = await login(base, boss.email, boss.password);
    const res = await call<ErrorBody>(base, 'DELETE', `/api/auth/delete/${boss.id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'Anda tidak dapat menghapus akun anda sendiri' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call<ErrorBody>(base, 'DELETE', '/api/auth/delete/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(unknown.status).toBe(404);
    const malformed = await call<ErrorBody>(base, 'DELETE', '/api/auth/delete/abc', { token: admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: 'Id tidak valid' });
  });

  it('keeps the last Super Admin: refused while it is the only one, deleted once there are two', async () => {
    const db = t.server.database.db;
    // Delete every other superadmin of earlier tests, then let the ADMIN_EMAIL account (which passes
    // as superadmin by its email) hold a plain role, so exactly one superadmin by role remains.
    const others = await db.select().from(users).where(eq(users.role, 'superadmin'));
    for (const other of others) {
      if (other.email !== ADMIN.email) expect((await call(base, 'DELETE', `/api/auth/delete/${other.id}`, { token: admin })).status).toBe(200);
    }
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, ADMIN.email));
    try {
      const first = await makeUser({ role: 'superadmin' });
      const last = await call<ErrorBody>(base, 'DELETE', `/api/auth/delete/${first.id}`, { token: admin });
      expect(last.status).toBe(409);
      expect(last.body.error).toEqual({ code: 'CONFLICT', message: 'Super Admin terakhir tidak dapat dihapus' });

      const second = await makeUser({ role: 'superadmin' });
      const res = await call(base, 'DELETE', `/api/auth/delete/${first.id}`, { token: admin });
      expect(res.status).toBe(200);
      const again = await call<ErrorBody>(base, 'DELETE', `/api/auth/delete/${second.id}`, { token: admin });
      expect(again.status).toBe(409);
    } finally {
      await db.update(users).set({ role: 'superadmin' }).where(eq(users.email, ADMIN.email));
    }
  });
});

describe('roles (issue 14: admin and satpam confirm a project release)', () => {
  const setRole = (id: string, role: unknown, token = admin) => call<{ status: string; data: AccountRow } & ErrorBody>(base, 'PUT', `/api/auth/user/${id}/role`, { token, body: { role } });

  it('regis takes a role, and a missing role is user', async () => {
    const guard = await regis({ email: 'satpam.regis@erp.test', password: 'sandi-satpam-1', app: [{ id_app: appId['/warehouse'] }], role: 'satpam' });
    expect(guard.status).toBe(200);
    expect(guard.body.data.role).toBe('satpam');
    const loggedIn = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: 'satpam.regis@erp.test', password: 'sandi-satpam-1' } });
    expect(loggedIn.body.data.auth.role).toBe('satpam');
    const plain = await regis({ email: 'tanpa.role@erp.test', password: 'sandi-plain-1', app: [] });
    expect(plain.body.data.role).toBe('user');
    const bad = await regis({ email: 'role.salah@erp.test', password: 'sandi-salah-1', app: [], role: 'raja' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.role).toBe('Role harus superadmin, admin, satpam, surveyor atau user');
  });

  it('PUT user/{id}/role sets the role: the list and the next login show it; audited', async () => {
    const u = await makeUser();
    for (const role of ['admin', 'satpam', 'surveyor', 'superadmin', 'user'] as const) {
      const res = await setRole(u.id, role);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: expect.objectContaining({ _id: u.id, email: u.email, role }) });
    }
    await setRole(u.id, 'satpam');
    const listed = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent(u.email)}`, { token: admin });
    expect(listed.body.data.map((r) => r.role)).toEqual(['satpam']);
    const loggedIn = await call<LoginBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(loggedIn.body.data.auth.role).toBe('satpam');
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(auditLog.id);
    expect(audit.filter((a) => a.action === 'change_role').map((a) => a.changes)).toContainEqual({ role: { from: 'user', to: 'satpam' } });
  });

  it('refuses an unknown role (400), an unknown or deleted account (404), a malformed id (400)', async () => {
    const u = await makeUser();
    const bad = await setRole(u.id, 'raja');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.role).toBe('Role harus superadmin, admin, satpam, surveyor atau user');
    expect((await setRole('00000000-0000-4000-8000-000000000000', 'admin')).status).toBe(404);
    expect((await setRole('bukan-id', 'admin')).status).toBe(400);
    expect((await call(base, 'DELETE', `/api/auth/delete/${u.id}`, { token: admin })).status).toBe(200);
    expect((await setRole(u.id, 'admin')).status).toBe(404);
  });

  it('refuses giving up one’s own superadmin role (409), keeps it; only a superadmin may call it (403)', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const bossToken = await login(base, boss.email, boss.password);
    const own = await setRole(boss.id, 'admin', bossToken);
    expect(own.status).toBe(409);
    expect(own.body.error).toEqual({ code: 'CONFLICT', message: 'Anda tidak dapat melepas peran Super Admin akun anda sendiri' });
    expect((await setRole(boss.id, 'superadmin', bossToken)).status).toBe(200);
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row?.role).toBe('superadmin');

    const plain = await makeUser({ role: 'admin', access: ['/employee'] });
    const refused = await setRole(boss.id, 'user', await login(base, plain.email, plain.password));
    expect(refused.status).toBe(403);
    expect((await call(base, 'PUT', `/api/auth/user/${plain.id}/role`, { body: { role: 'superadmin' } })).status).toBe(401);
    const [still] = await t.server.database.db.select().from(users).where(eq(users.id, plain.id));
    expect(still?.role).toBe('admin');
  });
});

describe('editing accounts (issue 24): email, role and access in one call, audited with before and after', () => {
  const edit = (id: string, body: unknown, token = admin) => call<{ status: string; data: AccountRow } & ErrorBody>(base, 'PUT', `/api/auth/user/${id}`, { token, body });

  it('lists the grantable applications as modules with their names and descriptions, never raw paths', async () => {
    const res = await call<{ data: { id_app: string; module: string; title: string; description: string }[] }>(base, 'GET', '/api/auth/user/applications', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a) => a.title)).toEqual(['Employee', 'Warehouse', 'Luncheon', 'Survey', 'Production', 'Certificate', 'Purchasing', 'Sallary']);
    expect(res.body.data[0]).toEqual({ id_app: appId['/employee'], module: 'employee', title: 'Employee', description: 'Karyawan, jabatan, divisi, aplikasi, bank.' });
  });

  it('changes the email, role and access list: the next request already has the new access; audited', async () => {
    const u = await makeUser({ access: ['/employee'] });
    const token = await login(base, u.email, u.password);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token })).status).toBe(403);
    const res = await edit(u.id, { email: 'Ganti.Email@ERP.test', role: 'admin', app: [{ id_app: appId['/purchasing'] }, { id_app: appId['/sallary'] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'ganti.email@erp.test', role: 'admin', app: [{ name: '/purchasing', module: 'purchasing' }, { name: '/sallary', module: 'salary' }] });
    // Access is read per request: the open session follows at once.
    expect((await call(base, 'GET', '/api/employee/position/all', { token })).status).toBe(403);
    expect((await call(base, 'GET', '/api/purchasing/supplier/all', { token })).status).toBe(200);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: 'ganti.email@erp.test', password: u.password } })).status).toBe(200);
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(auditLog.id);
    expect(audit.find((a) => a.action === 'update')?.changes).toEqual({
      email: { from: u.email, to: 'ganti.email@erp.test' },
      role: { from: 'user', to: 'admin' },
      access: { from: ['employee'], to: ['purchasing', 'salary'] },
    });
  });

  it('refuses a taken email (409), an unknown application (400), the own role (409); superadmin only (403)', async () => {
    const u = await makeUser();
    const other = await makeUser();
    expect((await edit(u.id, { email: other.email })).status).toBe(409);
    const unknownApp = await edit(u.id, { app: [{ id_app: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknownApp.status).toBe(400);
    expect(unknownApp.body.error.fields?.['app']).toContain('Aplikasi tidak ditemukan');
    const boss = await makeUser({ role: 'superadmin' });
    const bossToken = await login(base, boss.email, boss.password);
    expect((await edit(boss.id, { role: 'user' }, bossToken)).status).toBe(409);
    const clerk = await makeUser({ role: 'admin', access: ['/employee'] });
    expect((await edit(u.id, { role: 'superadmin' }, await login(base, clerk.email, clerk.password))).status).toBe(403);
  });
});

describe('reset password by the superadmin (issue 24)', () => {
  const reset = (id: string, body: unknown, token = admin) => call<{ status: string; password: string | null } & ErrorBody>(base, 'PUT', `/api/auth/user/${id}/reset_password`, { token, body });

  it('generates one shown once, or takes the typed one; the user\'s sessions end; audited without the password', async () => {
    const u = await makeUser();
    const token = await login(base, u.email, u.password);
    const generated = await reset(u.id, {});
    expect(generated.status).toBe(200);
    expect(generated.body.password).toMatch(/^.{12,}$/);
    expect((await call(base, 'GET', '/api/auth/session', { token })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: generated.body.password } })).status).toBe(200);
    const typed = await reset(u.id, { password: 'diketik-admin-1' });
    expect(typed.body).toEqual({ status: 'ok', password: null });
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: 'diketik-admin-1' } })).status).toBe(200);
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(auditLog.id);
    const resets = audit.filter((a) => a.action === 'reset_password');
    expect(resets).toHaveLength(2);
    expect(JSON.stringify(resets)).not.toContain('diketik-admin-1');
    expect(JSON.stringify(resets)).not.toContain(generated.body.password);
    expect((await reset(u.id, { password: '123' })).body.error.fields).toEqual({ password: 'Kata sandi minimal 6 karakter' });
  });
});

describe('deactivate and reactivate (issue 24)', () => {
  const deactivate = (id: string, token = admin) => call<{ status: string; data: AccountRow } & ErrorBody>(base, 'PUT', `/api/auth/user/${id}/deactivate`, { token, body: {} });
  const reactivate = (id: string, token = admin) => call<{ status: string; data: AccountRow } & ErrorBody>(base, 'PUT', `/api/auth/user/${id}/reactivate`, { token });

  it('ends the sessions at once, refuses sign-in with a clear message, lists it as inactive; reactivate lets it in again; audited', async () => {
    const u = await makeUser({ access: ['/employee'] });
    const token = await login(base, u.email, u.password);
    const off = await deactivate(u.id);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, inactive_reason: 'Dinonaktifkan oleh Super Admin' });
    expect((await call(base, 'GET', '/api/employee/division/all', { token })).status).toBe(401);
    const refused = await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Akun Anda dinonaktifkan. Hubungi Super Admin.');
    // A wrong password still reads as a wrong password: the state is told only to the owner.
    expect((await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: u.email, password: 'salah' } })).body.error.message).toBe('Email atau kata sandi salah');
    const listed = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent(u.email)}`, { token: admin });
    expect(listed.body.data.map((r) => r.active)).toEqual([false]);
    const on = await reactivate(u.id);
    expect(on.body.data).toMatchObject({ active: true, inactive_reason: null });
    expect((await call(base, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id)).orderBy(auditLog.id);
    expect(audit.filter((a) => a.action === 'deactivate' || a.action === 'reactivate').map((a) => [a.action, a.changes])).toEqual([
      ['deactivate', { active: { from: true, to: false } }],
      ['reactivate', { active: { from: false, to: true } }],
    ]);
  });

  it('refuses the own account and the last superadmin (409)', async () => {
    const boss = await makeUser({ role: 'superadmin' });
    const own = await deactivate(boss.id, await login(base, boss.email, boss.password));
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe('Anda tidak dapat menonaktifkan akun anda sendiri');
  });
});

describe('accounts follow their employee (issue 24): division moves, deletion, Tanggal Keluar', () => {
  let positionId = '';
  const employeeIn = async (division: string, name: string) => {
    if (!positionId) positionId = await addPosition(t, admin, 'Jabatan Ikut Karyawan');
    return addPayrollEmployee(t, admin, { firstname: name, division, position: positionId, salary: 100_000, overtime: 10_000, dayoff: 1 });
  };
  const accountOf = async (employeeId: string, name: string) => {
    const email = `${name.toLowerCase()}.${employeeId.slice(0, 8)}@ikut.test`;
    const user = await t.createUser({ email, password: `sandi-${name}-1`, access: ['/production', '/employee'], employeeId });
    return { id: user.id, email, password: `sandi-${name}-1`, token: await login(base, email, `sandi-${name}-1`) };
  };

  it('Bob moved to another division no longer lists or logs his old division\'s production orders (same session)', async () => {
    const p = new ProductionClient(t, admin);
    const f = await p.fixture();
    const order = await p.addOrder(f);
    const other = (await call<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', { token: admin, body: { name: `Divisi Pindah ${f.tag}`, description: '', salary: 1, status: 'active' } })).body.data.id;
    const employee = await employeeIn(f.division, 'Bob');
    const bob = await accountOf(employee.id, 'Bob');
    expect((await p.list(bob.token)).data.map((o) => o.id)).toContain(order.id);
    await updateEmployee(t, admin, employee.id, { dname: other });
    expect((await p.list(bob.token)).data.map((o) => o.id)).not.toContain(order.id);
    const log = await call(base, 'POST', '/api/production/dataproduction/log/add', { token: bob.token, body: { id_produksi: order.id, deskripsi: 'kerja di divisi lama' } });
    expect(log.status).toBe(403);
    const session = await call<{ data: { division: { id: string | null } } }>(base, 'GET', '/api/auth/session', { token: bob.token });
    expect(session.body.data.division).toEqual({ id: other });
  });

  it('a deleted employee\'s account is deactivated at once: sessions end, sign-in refused, listed inactive', async () => {
    const division = (await call<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Divisi Keluar', description: '', salary: 1, status: 'active' } })).body.data.id;
    const employee = await employeeIn(division, 'Citra');
    const citra = await accountOf(employee.id, 'Citra');
    expect((await call(base, 'PUT', `/api/employee/employee/update/${employee.id}`, { token: admin, body: { status: 'deleted' } })).status).toBe(200);
    expect((await call(base, 'GET', '/api/auth/session', { token: citra.token })).status).toBe(401);
    expect((await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: citra.email, password: citra.password } })).body.error.message).toBe(
      'Akun Anda dinonaktifkan. Hubungi Super Admin.',
    );
    const listed = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent(citra.email)}`, { token: admin });
    expect(listed.body.data[0]).toMatchObject({ active: false, inactive_reason: 'Karyawan sudah dihapus' });
    // Reactivating cannot bring back an employee who is gone.
    expect((await call(base, 'PUT', `/api/auth/user/${citra.id}/reactivate`, { token: admin })).status).toBe(409);
  });

  it('Tanggal Keluar: a past one deactivates at once; a future one stops the account once it has passed, without a scheduler', async () => {
    const division = (await call<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Divisi Tanggal Keluar', description: '', salary: 1, status: 'active' } })).body.data.id;
    const past = await employeeIn(division, 'Dodi');
    const dodi = await accountOf(past.id, 'Dodi');
    const today = jakartaDate(new Date());
    const yesterday = jakartaDate(new Date(Date.now() - 24 * 3600 * 1000));
    await updateEmployee(t, admin, past.id, { joined_on: '2020-01-01', left_on: yesterday });
    expect((await call(base, 'GET', '/api/auth/session', { token: dodi.token })).status).toBe(401);
    const [stored] = await t.server.database.db.select().from(users).where(eq(users.id, dodi.id));
    expect(stored?.deactivatedAt).not.toBeNull();

    const later = await employeeIn(division, 'Eka');
    const eka = await accountOf(later.id, 'Eka');
    await updateEmployee(t, admin, later.id, { joined_on: '2020-01-01', left_on: today });
    // Still working today.
    expect((await call(base, 'GET', '/api/auth/session', { token: eka.token })).status).toBe(200);
    t.advance(36 * 3600 * 1000);
    const fresh = await login(base, ADMIN.email, ADMIN.password);
    expect((await call(base, 'GET', '/api/auth/session', { token: eka.token })).status).toBe(401);
    expect((await call<ErrorBody>(base, 'POST', '/api/auth/login', { body: { email: eka.email, password: eka.password } })).body.error.message).toBe(
      'Akun Anda dinonaktifkan. Hubungi Super Admin.',
    );
    const listed = await call<ListBody>(base, 'GET', `/api/auth/user?filter=${encodeURIComponent(eka.email)}`, { token: fresh });
    expect(listed.body.data[0]).toMatchObject({ active: false, inactive_reason: `Karyawan keluar (Tanggal Keluar ${today})` });
    admin = fresh;
  });
});
