import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUNCH_TEXTS, MEAL_CODE_ALPHABET, MEAL_CODE_LENGTH, parseMealQr } from '../../common/contract';
import { auditLog } from '../../server/db/audit';
import { jakartaDate, loadMealCodeSecret, mealCodeFor } from '../../server/luncheon/mealcode';
import { lunchClaims } from '../../server/luncheon/tables';
import { ADMIN, call, login, startTestServer, type CallResult, type TestServer } from '../support/server';

/**
 * Luncheon through the real server: the canteen scanner claims a lunch with an employee's QR
 * (`{idk}:{kodemakan}`), the phone asks for its code, and the canteen lists who may eat and who
 * already ate today. Employees carry a per-test tag in their last name and lists filter by it, so
 * tests never see each other's rows. The test works out codes as the server does, from the key the
 * server keeps in the database (server_secrets).
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface ClaimBody {
  status: 'ok';
  userdetail: { nama: string; idk: number };
  waktu_makan: string;
}
interface Pagination {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
}
interface EntitledRow {
  _id: string;
  idk: number;
  nama: string;
}
interface TakenRow extends EntitledRow {
  waktu_makan: string;
}
interface MyCode {
  data: { idk: number; nama: string; kodemakan: string; tanggal: string; qr: string; sudah_ambil: boolean };
}
interface Employee {
  id: string;
  idk: number;
  nama: string;
}

const CLAIM = '/api/attendance/absent/ambilmakan';
const ENTITLED = '/api/attendance/absent/listmakan';
const TAKEN = '/api/attendance/absent/sudahambilmakan';
const SUMMARY = '/api/attendance/absent/ringkasanmakan';
const MY_CODE = '/api/attendance/absent/kodemakan';
const DEVICE = 'kantin-pc-1';
const HOUR = 3_600_000;

let t: TestServer;
let base: string;
let admin: string;
/** The canteen account: Luncheon access only, signed in from the canteen PC. */
let canteen: { id: string; token: string };
let division: string;
let position: string;
let secret: string;
/** How far the test has moved the server's clock. */
let moved = 0;

const serverNow = (): Date => new Date(Date.now() + moved);
const today = (): string => jakartaDate(serverNow());
const codeOf = (idk: number, date = today()): string => mealCodeFor(secret, idk, date);

const api = <T>(path: string, token: string | null, query: Record<string, string> = {}): Promise<CallResult<T & ErrorBody>> => {
  const search = new URLSearchParams(query).toString();
  return call<T & ErrorBody>(base, 'GET', search ? `${path}?${search}` : path, token ? { token } : {});
};

const claim = (idk: number | string, kodemakan: string, token: string | null = canteen.token) =>
  api<ClaimBody>(CLAIM, token, { idk: String(idk), kodemakan });
const entitled = (query: Record<string, string>, token: string | null = canteen.token) =>
  api<{ data: EntitledRow[]; pagination?: Pagination }>(ENTITLED, token, query);
const taken = (query: Record<string, string>, token: string | null = canteen.token) =>
  api<{ data: TakenRow[]; pagination?: Pagination }>(TAKEN, token, query);
const summary = (token: string | null = canteen.token) =>
  api<{ data: { tanggal: string; sudah: number; total: number } }>(SUMMARY, token);

let counter = 0;
/** Letters only, unique per call (filters never match another test's rows by accident). */
function tag(): string {
  counter += 1;
  return `Mk${counter.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)))}z`;
}

/** An active employee added by the admin. */
async function employee(firstname: string, lastname: string, makan: 'Y' | 'N' = 'Y'): Promise<Employee> {
  counter += 1;
  const identity = `5${String(counter).padStart(15, '0')}`;
  const res = await call<{ data: { id: string; idk: number } } & ErrorBody>(base, 'POST', '/api/employee/employee/add', {
    token: admin,
    body: {
      firstname,
      lastname,
      email: `makan${counter}@karyawan.test`,
      phone: `08${identity.slice(-10)}`,
      identity_number: identity,
      dname: division,
      pname: position,
      salary: 100000,
      overtime: 20000,
      dayoff: 4,
      makan_status: makan,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id, idk: res.body.data.idk, nama: `${firstname} ${lastname}` };
}

async function deleteEmployee(id: string): Promise<void> {
  const res = await call(base, 'PUT', `/api/employee/employee/update/${id}`, { token: admin, body: { status: 'deleted' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A signed-in account; linked to the employee when one is given. */
async function account(
  options: { access?: string[]; role?: 'user' | 'admin' | 'superadmin'; employeeId?: string } = {},
): Promise<{ id: string; token: string }> {
  counter += 1;
  const email = `akun-makan${counter}@erp.test`;
  const password = `sandi-makan-${counter}`;
  const user = await t.createUser({
    email,
    password,
    access: options.access ?? [],
    role: options.role ?? 'user',
    ...(options.employeeId ? { employeeId: options.employeeId } : {}),
  });
  return { id: user.id, token: await login(base, email, password) };
}

beforeAll(async () => {
  t = await startTestServer();
  base = t.url;
  admin = await login(base, ADMIN.email, ADMIN.password);
  const d = await call<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', {
    token: admin,
    body: { name: 'Kantin', description: '', salary: 1, status: 'active' },
  });
  const p = await call<{ data: { id: string } }>(base, 'POST', '/api/employee/position/add', {
    token: admin,
    body: { name: 'Juru Masak', description: '', status: 'active' },
  });
  expect([d.status, p.status]).toEqual([200, 200]);
  division = d.body.data.id;
  position = p.body.data.id;
  const user = await t.createUser({ email: 'kantin@erp.test', password: 'sandi-kantin-1', access: ['/luncheon'] });
  const signedIn = await call<{ token: string }>(base, 'POST', '/api/auth/login', {
    body: { email: 'kantin@erp.test', password: 'sandi-kantin-1' },
    headers: { 'x-device': DEVICE },
  });
  expect(signedIn.status).toBe(200);
  canteen = { id: user.id, token: signedIn.body.token };
  // The server makes its key on first use; asking for it the same way returns the same one.
  secret = await loadMealCodeSecret(t.server.database.db, null);
});
afterAll(async () => {
  await t?.close();
});

describe('GET absent/ambilmakan (the canteen scanner)', () => {
  it("a valid code claims today's lunch: the employee's name is answered, the claim records who scanned it, from which device", async () => {
    const e = await employee('Budi', tag());
    const before = Date.now() + moved;
    const res = await claim(e.idk, codeOf(e.idk));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'ok', userdetail: { nama: e.nama, idk: e.idk }, waktu_makan: expect.any(String) });
    const at = new Date(res.body.waktu_makan).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + moved + 1000);

    const rows = await t.server.database.db.select().from(lunchClaims).where(eq(lunchClaims.employeeId, e.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idk: e.idk, employeeName: e.nama, claimDate: today(), claimedBy: canteen.id, deviceId: DEVICE });
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, rows[0]?.id ?? '')).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ entity: 'lunch_claim', action: 'add', userId: canteen.id, deviceId: DEVICE })]);
  });

  it("a second claim the same day is refused with 409 'Makanan Anda Sudah Diambil!'", async () => {
    const e = await employee('Citra', tag());
    const code = codeOf(e.idk);
    expect((await claim(e.idk, code)).status).toBe(200);
    const again = await claim(e.idk, code);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'Makanan Anda Sudah Diambil!' });
    expect(LUNCH_TEXTS.alreadyTaken).toBe('Makanan Anda Sudah Diambil!');
    // The QR text as the scanner reads it, in lower case: the same code, the same refusal.
    expect((await claim(e.idk, code.toLowerCase())).status).toBe(409);
  });

  it('a forged code is refused with 400 and the invalid-code text, and claims nothing', async () => {
    const e = await employee('Dodi', tag());
    const real = codeOf(e.idk);
    const forged = real.startsWith('A') ? `B${real.slice(1)}` : `A${real.slice(1)}`;
    for (const code of [forged, 'ABCDEFGH', `${real}2`, real.slice(0, -1)]) {
      const res = await claim(e.idk, code);
      expect(res.status, code).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION', message: LUNCH_TEXTS.invalidCode, fields: { kodemakan: LUNCH_TEXTS.invalidCode } });
    }
    expect((await claim(e.idk, real)).status).toBe(200);
  });

  it("another employee's code is refused with 400", async () => {
    const a = await employee('Eko', tag());
    const b = await employee('Fajar', tag());
    const res = await claim(b.idk, codeOf(a.idk));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LUNCH_TEXTS.invalidCode);
    // Neither lunch was taken by it.
    expect((await claim(a.idk, codeOf(a.idk))).status).toBe(200);
    expect((await claim(b.idk, codeOf(b.idk))).status).toBe(200);
  });

  it("a code for another day (yesterday's, tomorrow's) is refused with 400", async () => {
    const e = await employee('Gita', tag());
    const day = 24 * HOUR;
    for (const other of [jakartaDate(new Date(serverNow().getTime() - day)), jakartaDate(new Date(serverNow().getTime() + day))]) {
      const res = await claim(e.idk, codeOf(e.idk, other));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(LUNCH_TEXTS.invalidCode);
    }
  });

  it('an employee whose Makan status is N is refused with 409', async () => {
    const e = await employee('Hadi', tag(), 'N');
    const res = await claim(e.idk, codeOf(e.idk));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: LUNCH_TEXTS.notEntitled });
  });

  it('a deleted employee, or a number nobody has, is refused with 404', async () => {
    const e = await employee('Indah', tag());
    const code = codeOf(e.idk);
    await deleteEmployee(e.id);
    const gone = await claim(e.idk, code);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'NOT_FOUND', message: LUNCH_TEXTS.employeeInactive });
    for (const idk of [99_999, 2_000_000_000]) {
      const unknown = await claim(idk, codeOf(idk));
      expect(unknown.status, String(idk)).toBe(404);
      expect(unknown.body.error.message).toBe(LUNCH_TEXTS.employeeInactive);
    }
    // Past the largest employee number there is none to look for: the number itself is refused.
    const tooLong = await claim(9_999_999_999, codeOf(9_999_999_999));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error.fields ?? {})).toEqual(['idk']);
  });

  it('a malformed number or code, or a missing one, is refused with 400 per field', async () => {
    const e = await employee('Joko', tag());
    const code = codeOf(e.idk);
    const cases: [Record<string, string>, string][] = [
      [{ idk: 'K0042', kodemakan: code }, 'idk'],
      [{ idk: '12345678901', kodemakan: code }, 'idk'],
      [{ idk: String(e.idk), kodemakan: 'AB' }, 'kodemakan'],
      [{ idk: String(e.idk), kodemakan: 'ABC-DEFG' }, 'kodemakan'],
      [{ idk: String(e.idk) }, 'kodemakan'],
      [{ kodemakan: code }, 'idk'],
    ];
    for (const [query, field] of cases) {
      const res = await api<ClaimBody>(CLAIM, canteen.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(query)).toEqual([field]);
    }
    // None of them took the lunch.
    expect((await claim(e.idk, code)).status).toBe(200);
  });

  it('needs a session (401) and Luncheon access (403); a superadmin and the admin email may claim', async () => {
    const e = await employee('Kiki', tag());
    const code = codeOf(e.idk);
    expect((await claim(e.idk, code, null)).status).toBe(401);
    const other = await account({ access: ['/employee', '/warehouse'] });
    const refused = await claim(e.idk, code, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    for (const path of [ENTITLED, TAKEN, SUMMARY]) expect((await api(path, other.token)).status, path).toBe(403);

    const superadmin = await account({ role: 'superadmin' });
    const res = await claim(e.idk, code, superadmin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.userdetail.nama).toBe(e.nama);
    const f = await employee('Lina', tag());
    expect((await claim(f.idk, codeOf(f.idk), admin)).status).toBe(200);
  });

  it('50 simultaneous claims of one employee: exactly one succeeds, 49 get 409, one row is written', async () => {
    const e = await employee('Maman', tag());
    const code = codeOf(e.idk);
    const results = await Promise.all(Array.from({ length: 50 }, () => claim(e.idk, code)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toBe(LUNCH_TEXTS.alreadyTaken);
    const rows = await t.server.database.db.select().from(lunchClaims).where(eq(lunchClaims.employeeId, e.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the meal-code key', () => {
  it('is made once in the database: every instance asking for it, even at once, gets the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadMealCodeSecret(t.server.database.db, null)));
    expect(new Set(keys)).toEqual(new Set([secret]));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // A configured key wins over the stored one.
    expect(await loadMealCodeSecret(t.server.database.db, 'k'.repeat(32))).toBe('k'.repeat(32));
  });
});

describe('GET absent/kodemakan (the phone)', () => {
  it("answers a linked employee's code for today; the QR it answers claims the lunch, after which it says so", async () => {
    const e = await employee('Nanda', tag());
    const phone = await account({ employeeId: e.id });
    const res = await api<MyCode>(MY_CODE, phone.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toEqual({
      idk: e.idk,
      nama: e.nama,
      kodemakan: expect.stringMatching(new RegExp(`^[${MEAL_CODE_ALPHABET}]{${MEAL_CODE_LENGTH}}$`)),
      tanggal: today(),
      qr: `${e.idk}:${data.kodemakan}`,
      sudah_ambil: false,
    });
    // The same code when asked again the same day.
    expect((await api<MyCode>(MY_CODE, phone.token)).body.data.kodemakan).toBe(data.kodemakan);

    const scanned = parseMealQr(data.qr);
    expect(scanned).not.toBeNull();
    const claimed = await claim(scanned?.idk ?? '', scanned?.kodemakan ?? '');
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.userdetail.nama).toBe(e.nama);
    expect((await api<MyCode>(MY_CODE, phone.token)).body.data.sudah_ambil).toBe(true);
  });

  it('an account without an employee gets 409, one whose employee was deleted is deactivated (401); Makan N gets 409', async () => {
    const unlinked = await account({ access: ['/luncheon'] });
    const res = await api<MyCode>(MY_CODE, unlinked.token);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: LUNCH_TEXTS.accountNotLinked });

    const e = await employee('Oki', tag());
    const phone = await account({ employeeId: e.id });
    await deleteEmployee(e.id);
    // Issue 24: the employee's account is deactivated with them, its sessions end.
    const gone = await api<MyCode>(MY_CODE, phone.token);
    expect(gone.status).toBe(401);

    const n = await employee('Putri', tag(), 'N');
    const notEntitled = await api<MyCode>(MY_CODE, (await account({ employeeId: n.id })).token);
    expect(notEntitled.status).toBe(409);
    expect(notEntitled.body.error.message).toBe(LUNCH_TEXTS.notEntitled);

    expect((await api<MyCode>(MY_CODE, null)).status).toBe(401);
  });
});

describe('lists and summary', () => {
  it('listmakan: active employees with Makan Y, by name or number, sorted, 10 a page', async () => {
    const tk = tag();
    const names = ['Wawan', 'agus', 'Rudi', 'Bayu', 'Zaki', 'Cahya', 'Dian', 'Eka', 'Farah', 'Gilang', 'Hana', 'Irfan'];
    const made: Employee[] = [];
    for (const name of names) made.push(await employee(name, tk));
    await employee('Nonmakan', tk, 'N');
    const removed = await employee('Terhapus', tk);
    await deleteEmployee(removed.id);

    const first = await entitled({ filter: tk });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Default: nama ascending, letter case ignored; 10 a page.
    const byName = [...made].sort((a, b) => a.nama.toLowerCase().localeCompare(b.nama.toLowerCase()));
    expect(first.body.data).toEqual(byName.slice(0, 10).map((e) => ({ _id: e.id, idk: e.idk, nama: e.nama })));
    expect(first.body.pagination).toEqual({ current_page: 1, last_page: 2, total: 12, per_page: 10, from: 1, to: 10 });
    const second = await entitled({ filter: tk, page: '2' });
    expect(second.body.data.map((r) => r.nama)).toEqual(byName.slice(10).map((e) => e.nama));

    const byIdk = await entitled({ filter: tk, sort: 'idk|desc', per_page: '5' });
    expect(byIdk.body.data.map((r) => r.idk)).toEqual([...made].sort((a, b) => b.idk - a.idk).slice(0, 5).map((e) => e.idk));
    expect(byIdk.body.pagination?.last_page).toBe(3);

    // By number, and by first name with the tag (case ignored).
    const target = made[3];
    if (!target) throw new Error('no employee');
    const byNumber = await entitled({ filter: String(target.idk) });
    expect(byNumber.body.data.map((r) => r._id)).toContain(target.id);
    const byFull = await entitled({ filter: `bayu ${tk.toLowerCase()}` });
    expect(byFull.body.data).toEqual([{ _id: target.id, idk: target.idk, nama: target.nama }]);

    const all = await entitled({ filter: tk, show: 'all' });
    expect(all.body.data).toHaveLength(12);
    expect(all.body.pagination).toBeUndefined();

    const unknown = await entitled({ filter: tk, sort: 'gaji|asc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.['sort']).toBe('Kolom sort tidak dikenal: gaji (pilihan: idk, nama)');
  });

  it("sudahambilmakan: today's claims with their time, newest first by default, filter and sort", async () => {
    const tk = tag();
    const people: Employee[] = [];
    for (const name of ['Rina', 'anton', 'Sari']) people.push(await employee(name, tk));
    const times: Record<string, string> = {};
    for (const e of people) {
      const res = await claim(e.idk, codeOf(e.idk));
      expect(res.status).toBe(200);
      times[e.id] = res.body.waktu_makan;
      // Distinct claim times, so the order by time is defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [rina, anton, sari] = people;
    if (!rina || !anton || !sari) throw new Error('no employees');
    const row = (e: Employee) => ({ _id: expect.any(String), idk: e.idk, nama: e.nama, waktu_makan: times[e.id] });

    const newest = await taken({ filter: tk });
    expect(newest.status, JSON.stringify(newest.body)).toBe(200);
    expect(newest.body.data).toEqual([row(sari), row(anton), row(rina)]);
    expect(newest.body.pagination).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 10, from: 1, to: 3 });

    expect((await taken({ filter: tk, sort: 'nama|asc' })).body.data.map((r) => r.nama)).toEqual([anton.nama, rina.nama, sari.nama]);
    expect((await taken({ filter: tk, sort: 'waktu_makan|asc' })).body.data.map((r) => r.nama)).toEqual([rina.nama, anton.nama, sari.nama]);
    expect((await taken({ filter: tk, sort: 'idk|desc' })).body.data.map((r) => r.idk)).toEqual([sari, anton, rina].map((e) => e.idk));
    const paged = await taken({ filter: tk, sort: 'nama|asc', per_page: '2', page: '2' });
    expect(paged.body.data.map((r) => r.nama)).toEqual([sari.nama]);
    expect(paged.body.pagination).toMatchObject({ current_page: 2, last_page: 2, total: 3, from: 3, to: 3 });
    expect((await taken({ filter: String(anton.idk) })).body.data.map((r) => r.nama)).toEqual([anton.nama]);

    const unknown = await taken({ sort: 'status|asc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.['sort']).toBe('Kolom sort tidak dikenal: status (pilihan: idk, nama, waktu_makan)');
  });

  it('ringkasanmakan: claimed today / entitled, matching the two lists', async () => {
    const before = await summary();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.tanggal).toBe(today());
    expect(before.body.data.total).toBe((await entitled({})).body.pagination?.total);
    expect(before.body.data.sudah).toBe((await taken({})).body.pagination?.total);

    const e = await employee('Umar', tag());
    await employee('Vina', tag(), 'N');
    const added = await summary();
    expect(added.body.data).toEqual({ tanggal: today(), sudah: before.body.data.sudah, total: before.body.data.total + 1 });
    expect((await claim(e.idk, codeOf(e.idk))).status).toBe(200);
    const after = await summary();
    expect(after.body.data).toEqual({ tanggal: today(), sudah: before.body.data.sudah + 1, total: before.body.data.total + 1 });
  });
});

// Last: it moves the server's clock into tomorrow for the rest of the file.
describe('the next day', () => {
  it("yesterday's code is refused, the lists start empty, and today's code claims again", async () => {
    const tk = tag();
    const e = await employee('Yusuf', tk);
    const phone = await account({ employeeId: e.id });
    const yesterday = (await api<MyCode>(MY_CODE, phone.token)).body.data.kodemakan;
    expect((await claim(e.idk, yesterday)).status).toBe(200);
    expect((await taken({ filter: tk })).body.data).toHaveLength(1);

    // To one minute past the next midnight in Jakarta (UTC+7, no daylight saving): under 24 h, so sessions stay valid.
    const now = serverNow();
    const jakarta = new Date(now.getTime() + 7 * HOUR);
    const nextMidnight = Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate() + 1) - 7 * HOUR;
    const step = nextMidnight + 60_000 - now.getTime();
    moved += step;
    t.advance(step);
    expect(today()).not.toBe(jakartaDate(now));

    const stale = await claim(e.idk, yesterday);
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(LUNCH_TEXTS.invalidCode);
    expect((await taken({ filter: tk })).body.data).toEqual([]);
    expect((await summary()).body.data).toMatchObject({ tanggal: today(), sudah: 0 });

    const fresh = await api<MyCode>(MY_CODE, phone.token);
    expect(fresh.body.data).toMatchObject({ tanggal: today(), sudah_ambil: false });
    expect(fresh.body.data.kodemakan).not.toBe(yesterday);
    expect((await claim(e.idk, fresh.body.data.kodemakan)).status).toBe(200);
    expect((await claim(e.idk, fresh.body.data.kodemakan)).status).toBe(409);
  });
});
