import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDate } from '../../common/calendar';
import { auditLog } from '../../server/db/audit';
import { employees } from '../../server/employee/tables';
import { ADMIN, call, login, startTestServer, type CallResult, type TestServer } from '../support/server';
import { pngSizeOf } from '../support/images';
import { callMultipart, formParts, storedFiles, TINY_PNG, type UploadFile } from '../support/uploads';

/**
 * Karyawan (employees) through the real server: the record with its photo (multipart), the list's
 * paging, sorting and filter, soft delete, the employee number (idk), incentives and deductions,
 * module access, and an account linked to an employee. Names carry a per-test token and lists
 * filter by it, so tests never see each other's rows.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface EmployeeRow {
  id: string;
  idk: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  identity_number: string;
  street: string;
  village: string;
  district: string;
  city: string;
  postal_code: string;
  division: { id: string; Name: string };
  position: { id: string; Name: string };
  salary: number;
  overtime: number;
  dayoff: number;
  makan_status: 'Y' | 'N';
  joined_on: string;
  permanent: boolean;
  ptkp_status: string;
  npwp: string;
  bpjs_tk_number: string;
  bpjs_kes_number: string;
  bpjs_programmes: string[];
  photo: string | null;
  status: string;
}
interface SalaryItem {
  _id: string;
  nominal: number;
  name: string;
}
interface Detail extends EmployeeRow {
  tambahan: SalaryItem[];
  potongan: SalaryItem[];
}
interface Page {
  data: EmployeeRow[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number; from: number | null; to: number | null };
}

let t: TestServer;
let base: string;
let admin: string;
/** Divisions and positions every test may pick. */
let division: { id: string; Name: string };
let position: { id: string; Name: string };

/** A 1×1 PNG: a real image by its bytes. */
const PNG = TINY_PNG;
/** A 1×1 GIF, so a replaced photo differs from the first. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = admin): Promise<CallResult<T>> =>
  call<T>(base, method, path, { token, ...(body !== undefined ? { body } : {}) });

async function addMaster(kind: 'division' | 'position', name: string): Promise<{ id: string; Name: string }> {
  const body = kind === 'division' ? { name, description: '', salary: 3, status: 'active' } : { name, description: '', status: 'active' };
  const res = await api<{ data: { id: string; Name: string } }>('POST', `/api/employee/${kind}/add`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id, Name: res.body.data.Name };
}

beforeAll(async () => {
  t = await startTestServer();
  base = t.url;
  admin = await login(base, ADMIN.email, ADMIN.password);
  division = await addMaster('division', 'Gudang Pusat');
  position = await addMaster('position', 'Staf Gudang');
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A token no other test uses (letters only: a filter by an employee number never matches it). */
function token(): string {
  counter += 1;
  return `Tk${counter.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)))}x`;
}

/**
 * Digits 7–9 only (counter in base 3): a KTP or phone made of them never contains an employee
 * number (1001 and up, each holding a 0 or 1), so a filter by idk finds exactly its employee.
 */
function digits(length: number): string {
  counter += 1;
  return counter
    .toString(3)
    .replace(/[0-2]/g, (d) => String(7 + Number(d)))
    .padStart(length, '7');
}

/** A valid record with a fresh email and KTP; the fields of an add or update. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const ktp = digits(16);
  return {
    firstname: 'Budi',
    lastname: 'Santoso',
    email: `budi.${ktp.slice(-6)}@karyawan.test`,
    phone: `+62 ${digits(10)}`,
    identity_number: ktp,
    street: 'Jl. Melati',
    village: 'Sukamaju',
    district: 'Cibeunying',
    city: 'Bandung',
    postal_code: '40191',
    dname: division.id,
    pname: position.id,
    salary: 150000,
    overtime: 25000,
    dayoff: 4,
    makan_status: 'Y',
    status: 'active',
    ...overrides,
  };
}

/** A multipart call as the seed's employee form sends it: every field a text part, the photo as `file`. */
async function multipart<T = Record<string, unknown>>(
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, unknown>,
  file?: UploadFile,
  as: string | null = admin,
): Promise<CallResult<T>> {
  return callMultipart<T>(base, method, path, formParts(fields, file), as);
}

async function add(fields: Record<string, unknown> = record(), file?: UploadFile): Promise<EmployeeRow> {
  const res = file
    ? await multipart<{ status: string; data: EmployeeRow }>('POST', '/api/employee/employee/add', fields, file)
    : await api<{ status: string; data: EmployeeRow }>('POST', '/api/employee/employee/add', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('ok');
  return res.body.data;
}

const addRaw = (fields: unknown) => api<ErrorBody>('POST', '/api/employee/employee/add', fields);
const update = (id: string, body: unknown, as = admin) => api<ErrorBody & { status?: string }>('PUT', `/api/employee/employee/update/${id}`, body, as);
const remove = (id: string) => update(id, { status: 'deleted' });
const getOne = (id: string, as = admin) => api<{ data: Detail } & ErrorBody>('GET', `/api/employee/employee/get/${id}`, undefined, as);
const list = (query: Record<string, string | number>, as = admin) =>
  api<Page & ErrorBody>(
    'GET',
    `/api/employee/employee/all?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    undefined,
    as,
  );

async function getPhoto(path: string, as?: string) {
  const response = await fetch(`${base}${path}`, { headers: as ? { authorization: `Bearer ${as}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A record's fields without the pay fields (what a user without Sallary sends). */
const PAY_FIELDS = ['salary', 'overtime', 'dayoff', 'bank', 'account_number', 'account_holder', 'permanent', 'ptkp_status', 'npwp', 'bpjs_tk_number', 'bpjs_kes_number', 'bpjs_programmes'];
const withoutPay = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([key]) => !PAY_FIELDS.includes(key)));

async function makeUser(access: string[]) {
  counter += 1;
  const email = `karyawan-akses${counter}@erp.test`;
  const password = `sandi-akses-${counter}`;
  await t.createUser({ email, password, access });
  return login(base, email, password);
}

describe('POST employee/add', () => {
  it('adds a record without a photo and answers the row with division and position by name; audited', async () => {
    const fields = record({ email: 'Sari.Dewi@Karyawan.TEST', firstname: 'Sari', lastname: 'Dewi' });
    const row = await add(fields);
    expect(row).toEqual({
      id: expect.any(String),
      idk: expect.any(Number),
      firstname: 'Sari',
      lastname: 'Dewi',
      email: 'sari.dewi@karyawan.test',
      phone: fields['phone'],
      identity_number: fields['identity_number'],
      street: 'Jl. Melati',
      village: 'Sukamaju',
      district: 'Cibeunying',
      city: 'Bandung',
      postal_code: '40191',
      division,
      position,
      salary: 150000,
      // Issue 25: a daily basis unless a month is given.
      salary_basis: 'harian',
      monthly_wage: 0,
      fixed_allowance: 0,
      overtime: 25000,
      dayoff: 4,
      makan_status: 'Y',
      bank: null,
      account_number: '',
      account_holder: '',
      joined_on: jakartaDate(new Date()),
      left_on: null,
      permanent: true,
      ptkp_status: 'TK/0',
      npwp: '',
      bpjs_tk_number: '',
      bpjs_kes_number: '',
      bpjs_programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'],
      photo: null,
      status: 'active',
    });
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id)).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ entity: 'employee', action: 'add', userId: expect.any(String) })]);
  });

  it('takes the seed\'s multipart form: text parts (numbers as text) and a photo served back only with a session', async () => {
    const row = await add(record({ salary: '175000', dayoff: '2' }), { data: PNG, name: 'foto.png', type: 'image/png' });
    expect(row).toMatchObject({ salary: 175000, dayoff: 2 });
    expect(row.photo).toEqual(expect.stringMatching(/^\/api\/files\//));
    const photo = row.photo ?? '';
    const served = await getPhoto(photo, admin);
    expect(served.status).toBe(200);
    // Stored re-encoded (issue 24): the same 1×1 picture, not the same bytes.
    expect(pngSizeOf(served.bytes)).toEqual({ width: 1, height: 1 });
    expect((await getPhoto(photo)).status).toBe(401);
    expect((await getOne(row.id)).body.data.photo).toBe(photo);
  });

  it('adds by multipart without a file (the default avatar)', async () => {
    const row = await add(record(), undefined);
    const viaForm = await multipart<{ data: EmployeeRow }>('POST', '/api/employee/employee/add', record());
    expect(viaForm.status, JSON.stringify(viaForm.body)).toBe(200);
    expect(viaForm.body.data.photo).toBeNull();
    expect(viaForm.body.data.idk).toBeGreaterThan(row.idk);
  });

  it('refuses a non-image named photo.jpg (415) and a 10 MB file (413), creating nothing', async () => {
    const tk = token();
    const text = await multipart<ErrorBody>('POST', '/api/employee/employee/add', record({ firstname: tk }), {
      data: Buffer.from('ini bukan gambar, hanya teks biasa'),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA');
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const big = await multipart<ErrorBody>('POST', '/api/employee/employee/add', record({ firstname: tk }), { data: huge, name: 'besar.png', type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('TOO_LARGE');
    expect((await list({ filter: tk })).body.data).toEqual([]);
  });

  it('answers 400 with a message per missing required field, the seed\'s alert on division and position', async () => {
    const res = await addRaw({});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstname: 'Nama depan wajib diisi',
      email: 'Email wajib diisi',
      phone: 'Telepon wajib diisi',
      identity_number: 'No. KTP wajib diisi',
      dname: 'Lengkapi divisi dan jabatan',
      pname: 'Lengkapi divisi dan jabatan',
      makan_status: 'Status makan wajib dipilih',
    });
    // The pay figures are required of a user with Sallary (here the superadmin), once the rest is right.
    const pay = await addRaw(withoutPay(record()));
    expect(pay.status).toBe(400);
    expect(pay.body.error.fields).toEqual({
      salary: 'Gaji harian wajib diisi angka',
      overtime: 'Uang lembur wajib diisi angka',
      dayoff: 'Hari libur wajib diisi angka',
    });
  });

  it('answers 400 for a bad KTP, a non-numeric or fractional salary and a malformed email', async () => {
    const ktp = await addRaw(record({ identity_number: '12345' }));
    expect(ktp.status).toBe(400);
    expect(ktp.body.error.fields).toEqual({ identity_number: 'No. KTP harus 16 digit angka' });
    const salary = await addRaw(record({ salary: 'seratus ribu' }));
    expect(salary.status).toBe(400);
    expect(salary.body.error.fields).toEqual({ salary: 'Gaji harian wajib diisi angka' });
    const fraction = await addRaw(record({ overtime: 1500.5 }));
    expect(fraction.body.error.fields).toEqual({ overtime: 'Uang lembur harus bilangan bulat' });
    const email = await addRaw(record({ email: 'bukan-email' }));
    expect(email.body.error.fields).toEqual({ email: 'Email tidak valid' });
    // The same rules on the multipart form.
    const form = await multipart<ErrorBody>('POST', '/api/employee/employee/add', record({ salary: 'abc' }));
    expect(form.status).toBe(400);
    expect(form.body.error.fields).toEqual({ salary: 'Gaji harian wajib diisi angka' });
  });

  it('refuses a division or position that is unknown or deleted with the seed\'s alert', async () => {
    const unknown = await addRaw(record({ dname: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'VALIDATION',
      message: 'Lengkapi divisi dan jabatan',
      fields: { dname: 'Lengkapi divisi dan jabatan' },
    });
    const gone = await addMaster('position', `Jabatan ${token()}`);
    expect((await api('PUT', `/api/employee/position/update/${gone.id}`, { status: 'deleted' })).status).toBe(200);
    const deleted = await addRaw(record({ pname: gone.id }));
    expect(deleted.status).toBe(400);
    expect(deleted.body.error.fields).toEqual({ pname: 'Lengkapi divisi dan jabatan' });
  });

  it('refuses an email or KTP an active employee has (409); deleting that employee frees both', async () => {
    const first = await add();
    const sameEmail = await addRaw(record({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toEqual({ code: 'CONFLICT', message: 'Email karyawan sudah terdaftar', fields: { email: 'Email karyawan sudah terdaftar' } });
    const sameKtp = await addRaw(record({ identity_number: first.identity_number }));
    expect(sameKtp.status).toBe(409);
    expect(sameKtp.body.error).toEqual({ code: 'CONFLICT', message: 'No. KTP sudah terdaftar', fields: { identity_number: 'No. KTP sudah terdaftar' } });

    expect((await remove(first.id)).status).toBe(200);
    const again = await add(record({ email: first.email, identity_number: first.identity_number }));
    expect(again.idk).toBeGreaterThan(first.idk);
  });

  it('lets one of several parallel adds of one KTP through; the others get 409 (on PostgreSQL from the unique index), never 500', async () => {
    const ktp = digits(16);
    const send = () =>
      Promise.all(Array.from({ length: 4 }, (_, i) => addRaw(record({ identity_number: ktp, email: `paralel${i}.${ktp}@karyawan.test` }))));
    let results: Awaited<ReturnType<typeof send>>;
    if (t.databaseKind === 'postgres') {
      // While the audit log is held, every request passes the friendly pre-check and then waits
      // (the first on the audit log, the others on the first one's index entry): the unique index,
      // not the pre-check, has to refuse them once it is released.
      const db = t.server.database.db;
      const waiting = async () =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(sql`pg_stat_activity`).where(sql`datname = current_database() and wait_event_type = 'Lock'`))[0]?.n;
      const started = await db.transaction(async (tx) => {
        await tx.execute(sql`lock table audit_log in exclusive mode`);
        const pending = send();
        await expect.poll(waiting, { timeout: 10_000 }).toBe(4);
        return { pending };
      });
      results = await started.pending;
    } else {
      // PGlite runs one transaction at a time: the pre-check refuses the others.
      results = await send();
    }
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.error.message).toBe('No. KTP sudah terdaftar');
    const rows = await t.server.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.identityNumber, ktp), eq(employees.status, 'active')));
    expect(rows).toHaveLength(1);
  });

  it('removes the stored photo again when the record is refused (nothing half-written)', async () => {
    const first = await add(record(), { data: PNG, name: 'foto.png', type: 'image/png' });
    const known = first.photo ?? '';
    const before = storedPhotos(known);
    expect(before).toContain(known.split('/').pop());
    for (const refusedFields of [record({ email: first.email }), record({ identity_number: first.identity_number }), record({ dname: '00000000-0000-4000-8000-000000000000' })]) {
      const refused = await multipart<ErrorBody>('POST', '/api/employee/employee/add', refusedFields, { data: PNG, name: 'foto.png', type: 'image/png' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(storedPhotos(known)).toEqual(before);
    }
  });
});

describe('tax and BPJS fields (issue 18)', () => {
  const statutory = (row: EmployeeRow) => ({
    joined_on: row.joined_on,
    permanent: row.permanent,
    ptkp_status: row.ptkp_status,
    npwp: row.npwp,
    bpjs_tk_number: row.bpjs_tk_number,
    bpjs_kes_number: row.bpjs_kes_number,
    bpjs_programmes: row.bpjs_programmes,
  });

  it('adds them as sent (NPWP without dots and dashes); the list and detail show them', async () => {
    const row = await add(
      record({
        joined_on: '2024-03-01',
        permanent: true,
        ptkp_status: 'K/2',
        npwp: '01.234.567.8-901.000',
        bpjs_tk_number: '12345678901',
        bpjs_kes_number: '0001234567890',
        bpjs_programmes: ['jht', 'jkk', 'jkm', 'kes'],
      }),
    );
    const expected = {
      joined_on: '2024-03-01',
      permanent: true,
      ptkp_status: 'K/2',
      npwp: '012345678901000',
      bpjs_tk_number: '12345678901',
      bpjs_kes_number: '0001234567890',
      bpjs_programmes: ['jht', 'jkk', 'jkm', 'kes'],
    };
    expect(statutory(row)).toEqual(expected);
    expect(statutory((await getOne(row.id)).body.data)).toEqual(expected);
    const listed = (await list({ filter: row.identity_number })).body.data;
    expect(listed.map(statutory)).toEqual([expected]);
  });

  it('defaults what is left out: joined today, permanent, TK/0, every programme; a non-permanent one without programmes is in JKK and JKM', async () => {
    expect(statutory(await add(record()))).toEqual({
      joined_on: jakartaDate(new Date()),
      permanent: true,
      ptkp_status: 'TK/0',
      npwp: '',
      bpjs_tk_number: '',
      bpjs_kes_number: '',
      bpjs_programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'],
    });
    const daily = await add(record({ permanent: false }));
    expect([daily.permanent, daily.bpjs_programmes]).toEqual([false, ['jkk', 'jkm']]);
    // Ticked none on purpose: none.
    const none = await add(record({ permanent: false, bpjs_programmes: [] }));
    expect(none.bpjs_programmes).toEqual([]);
  });

  it("takes the form's multipart text: permanent '0', programmes comma-separated", async () => {
    const res = await multipart<{ data: EmployeeRow }>('POST', '/api/employee/employee/add', record({ permanent: '0', ptkp_status: 'K/0', bpjs_programmes: 'jkk,jkm,kes', joined_on: '2025-01-06' }), {
      data: PNG,
      name: 'foto.png',
      type: 'image/png',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(statutory(res.body.data)).toMatchObject({ joined_on: '2025-01-06', permanent: false, ptkp_status: 'K/0', bpjs_programmes: ['jkk', 'jkm', 'kes'] });
    // No programme ticked: the form sends one empty part, which is no programme (not the defaults).
    const none = await multipart<{ data: EmployeeRow }>('POST', '/api/employee/employee/add', record({ permanent: '1', bpjs_programmes: '' }), { data: PNG, name: 'foto.png', type: 'image/png' });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.data.bpjs_programmes).toEqual([]);
  });

  it('updates them; left out, the day joined and the programmes stay; audited by name', async () => {
    const row = await add(record({ joined_on: '2023-07-17', bpjs_programmes: ['jht', 'jp', 'kes'] }));
    const base = { email: row.email, identity_number: row.identity_number, phone: row.phone };
    const res = await update(row.id, record({ ...base, ptkp_status: 'K/1', npwp: '0987654321098765', bpjs_kes_number: '0009876543210' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(statutory((await getOne(row.id)).body.data)).toEqual({
      joined_on: '2023-07-17',
      permanent: true,
      ptkp_status: 'K/1',
      npwp: '0987654321098765',
      bpjs_tk_number: '',
      bpjs_kes_number: '0009876543210',
      bpjs_programmes: ['jht', 'jp', 'kes'],
    });
    expect((await update(row.id, record({ ...base, ptkp_status: 'K/1', npwp: '0987654321098765', bpjs_kes_number: '0009876543210', permanent: '0', bpjs_programmes: 'jkm' }))).status).toBe(200);
    expect(statutory((await getOne(row.id)).body.data)).toMatchObject({ permanent: false, bpjs_programmes: ['jkm'] });
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'update'))).orderBy(auditLog.id);
    expect([...(audit[0]?.changedFields ?? [])].sort()).toEqual(['bpjs_kes_number', 'npwp', 'ptkp_status']);
    expect([...(audit[1]?.changedFields ?? [])].sort()).toEqual(['bpjs_programmes', 'permanent']);
  });

  it('answers 400 with a message per field for a wrong NPWP, BPJS numbers, PTKP, status, programme or date', async () => {
    const res = await addRaw(
      record({ npwp: '1234', bpjs_tk_number: '1234567890', bpjs_kes_number: '12345678901234', ptkp_status: 'K/4', permanent: 'ya', bpjs_programmes: ['jht', 'pensiun'], joined_on: '2025-02-30' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      npwp: 'NPWP harus 15 atau 16 digit angka',
      bpjs_tk_number: 'No. BPJS Ketenagakerjaan harus 11 digit angka',
      bpjs_kes_number: 'No. BPJS Kesehatan harus 13 digit angka',
      ptkp_status: 'Status PTKP wajib dipilih',
      permanent: 'Status pegawai wajib dipilih',
      'bpjs_programmes.1': 'Program BPJS tidak dikenal',
      joined_on: 'Tanggal masuk tidak valid',
    });
  });
});

describe('division overtime rule (issue 18)', () => {
  interface DivisionRow {
    id: string;
    Name: string;
    salary: number;
    overtime_rule: number;
  }
  const divisionList = async (filter: string) => (await api<{ data: DivisionRow[] }>('GET', `/api/employee/division/all?show=all&filter=${encodeURIComponent(filter)}`)).body.data;

  it('is the flat rate (1) when the add leaves it out, the statute (2) when chosen; an edit without it keeps it; others refused', async () => {
    const tk = token();
    const flat = await api<{ data: DivisionRow }>('POST', '/api/employee/division/add', { name: `${tk} Tetap`, description: '', salary: 1, status: 'active' });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    expect(flat.body.data.overtime_rule).toBe(1);
    const statute = await api<{ data: DivisionRow }>('POST', '/api/employee/division/add', { name: `${tk} Statuta`, description: '', salary: 3, overtime_rule: 2, status: 'active' });
    expect(statute.status, JSON.stringify(statute.body)).toBe(200);
    expect((await divisionList(tk)).map((d) => [d.Name, d.overtime_rule])).toEqual([
      [`${tk} Statuta`, 2],
      [`${tk} Tetap`, 1],
    ]);

    // The seed's edit sends no overtime_rule: the division keeps PP 35/2021; the audit does not list it.
    expect((await api('PUT', `/api/employee/division/update/${statute.body.data.id}`, { name: `${tk} Statuta`, description: 'Harian', salary: 3, status: 'active' })).status).toBe(200);
    expect((await divisionList(`${tk} Statuta`)).map((d) => d.overtime_rule)).toEqual([2]);
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, statute.body.data.id), eq(auditLog.action, 'update'))).orderBy(auditLog.id);
    expect(audit.map((a) => a.changedFields)).toEqual([['description']]);
    expect((await api('PUT', `/api/employee/division/update/${flat.body.data.id}`, { name: `${tk} Tetap`, description: '', salary: 1, overtime_rule: 2, status: 'active' })).status).toBe(200);
    expect((await divisionList(`${tk} Tetap`)).map((d) => d.overtime_rule)).toEqual([2]);

    const wrong = await api<ErrorBody>('POST', '/api/employee/division/add', { name: `${tk} Salah`, description: '', salary: 1, overtime_rule: 3, status: 'active' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ overtime_rule: 'Lembur tidak valid' });
  });
});

describe('employee numbers (idk)', () => {
  it('are unique and increasing, never reused after a delete, and never changed by an update', async () => {
    const a = await add();
    const b = await add();
    expect(b.idk).toBeGreaterThan(a.idk);
    expect((await remove(b.id)).status).toBe(200);
    const c = await add();
    expect(c.idk).toBeGreaterThan(b.idk);
    const updated = await update(a.id, { ...record({ email: a.email, identity_number: a.identity_number }), idk: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await getOne(a.id)).body.data.idk).toBe(a.idk);
    const all = await t.server.database.db.select({ idk: employees.idk }).from(employees);
    expect(new Set(all.map((r) => r.idk)).size).toBe(all.length);
  });
});

describe('GET employee/all', () => {
  it('pages 5 active rows by default, sorted by first name, with show=all and per_page', async () => {
    const tk = token();
    for (const name of ['Eka', 'Bagus', 'agus', 'Fajar', 'Dian', 'Citra']) await add(record({ firstname: name, lastname: tk }));
    const first = await list({ filter: tk });
    expect(first.status).toBe(200);
    expect(first.body.data.map((r) => r.firstname)).toEqual(['agus', 'Bagus', 'Citra', 'Dian', 'Eka']);
    expect(first.body.pagination).toEqual({ current_page: 1, last_page: 2, total: 6, per_page: 5, from: 1, to: 5 });
    const second = await list({ filter: tk, page: 2 });
    expect(second.body.data.map((r) => r.firstname)).toEqual(['Fajar']);
    expect(second.body.pagination).toMatchObject({ current_page: 2, from: 6, to: 6 });
    // The Users picker: filter with per_page=100.
    const picker = await list({ filter: tk, per_page: 100 });
    expect(picker.body.data).toHaveLength(6);
    const all = await list({ filter: tk, show: 'all' });
    expect(all.body.data).toHaveLength(6);
    expect(all.body.pagination).toBeUndefined();
  });

  it('sorts by several keys (firstname|desc,created_at|desc), by division and position name; refuses an unknown key', async () => {
    const tk = token();
    const zulu = await addMaster('division', `Zulu ${tk}`);
    const alpha = await addMaster('division', `alpha ${tk}`);
    const jabatanB = await addMaster('position', `B ${tk}`);
    const jabatanA = await addMaster('position', `A ${tk}`);
    const older = await add(record({ firstname: 'Sama', lastname: tk, dname: zulu.id, pname: jabatanA.id }));
    t.advance(1000);
    const newer = await add(record({ firstname: 'Sama', lastname: tk, dname: alpha.id, pname: jabatanB.id }));
    t.advance(1000);
    const other = await add(record({ firstname: 'Andi', lastname: tk, dname: zulu.id, pname: jabatanB.id }));

    const ids = (page: Page) => page.data.map((r) => r.id);
    expect(ids((await list({ filter: tk, sort: 'firstname|desc,created_at|desc' })).body)).toEqual([newer.id, older.id, other.id]);
    expect(ids((await list({ filter: tk, sort: 'firstname|desc,created_at|asc' })).body)).toEqual([older.id, newer.id, other.id]);
    expect(ids((await list({ filter: tk, sort: 'division|asc,firstname|asc' })).body)).toEqual([newer.id, other.id, older.id]);
    expect(ids((await list({ filter: tk, sort: 'division|desc,firstname|asc' })).body)).toEqual([other.id, older.id, newer.id]);
    expect(ids((await list({ filter: tk, sort: 'position|asc,firstname|asc' })).body)).toEqual([older.id, other.id, newer.id]);
    expect(ids((await list({ filter: tk, sort: 'idk|desc' })).body)).toEqual([other.id, newer.id, older.id]);

    const bad = await list({ filter: tk, sort: 'salary|asc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['sort']).toContain('firstname, lastname, email, phone, idk, division, position, created_at');
  });

  it('filters over first and last name, email, phone, KTP and the employee number, ignoring letter case', async () => {
    const tk = token();
    const row = await add(record({ firstname: `Nama${tk}`, email: `surel.${tk.toLowerCase()}@karyawan.test` }));
    const byLast = await add(record({ lastname: `Akhir${tk}` }));
    const found = async (filter: string) => (await list({ filter, show: 'all' })).body.data.map((r) => r.id);
    expect(await found(`nama${tk.toUpperCase()}`)).toEqual([row.id]);
    expect(await found(`akhir${tk}`)).toEqual([byLast.id]);
    expect(await found(`surel.${tk}`)).toEqual([row.id]);
    expect(await found(row.identity_number)).toEqual([row.id]);
    expect(await found(row.phone)).toEqual([row.id]);
    expect(await found(String(row.idk))).toEqual([row.id]);
  });
});

describe('Karyawan list filters and Excel (issue 27 §5)', () => {
  it('filters by division, position and employment status, with the page size chosen, and exports the same rows as xlsx', async () => {
    const tk = token();
    const gudang = await addMaster('division', `Gudang ${tk}`);
    const kantor = await addMaster('division', `Kantor ${tk}`);
    const mandor = await addMaster('position', `Mandor ${tk}`);
    const staf = await addMaster('position', `Staf ${tk}`);
    const today = jakartaDate(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    const nextMonth = new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
    const ani = await add(record({ firstname: 'Ani', lastname: tk, dname: gudang.id, pname: mandor.id, joined_on: '2024-01-02' }));
    const budi = await add(record({ firstname: 'Budi', lastname: tk, dname: gudang.id, pname: staf.id, joined_on: '2024-01-02', left_on: yesterday }));
    await add(record({ firstname: 'Citra', lastname: tk, dname: kantor.id, pname: staf.id, joined_on: '2024-01-02', left_on: nextMonth }));
    const names = async (query: Record<string, string | number>) => {
      const res = await list({ filter: tk, ...query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r) => r.firstname);
    };
    expect(await names({ division: gudang.id })).toEqual(['Ani', 'Budi']);
    expect(await names({ position: staf.id })).toEqual(['Budi', 'Citra']);
    expect(await names({ division: gudang.id, position: staf.id })).toEqual(['Budi']);
    // Still employed: no Tanggal Keluar, or one not passed yet; left: one that has passed.
    expect(await names({ status: 'aktif' })).toEqual(['Ani', 'Citra']);
    expect(await names({ status: 'keluar' })).toEqual(['Budi']);
    expect(await names({ division: '', position: '', status: '' })).toEqual(['Ani', 'Budi', 'Citra']);
    const paged = await list({ filter: tk, per_page: 2 });
    expect(paged.body.pagination).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
    const wrong = await list({ status: 'pensiun', division: 'bukan-id' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toMatchObject({ status: 'Status tidak dikenal', division: 'Divisi tidak valid' });

    const res = await fetch(`${base}/api/employee/employee/excel?filter=${tk}&division=${gudang.id}&sort=firstname|desc`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`karyawan-${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const values: string[][] = [];
    book.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))));
    const header = values.findIndex((row) => row[0] === 'No. Karyawan');
    expect(values[header]).toEqual(['No. Karyawan', 'Nama', 'Jabatan', 'Divisi', 'Telepon', 'Email', 'No. KTP', 'Alamat', 'Tanggal Masuk', 'Tanggal Keluar', 'Status']);
    // The list's order and filters; no pay data.
    expect(values.slice(header + 1)).toEqual([
      [String(budi.idk), `Budi ${tk}`, `Staf ${tk}`, `Gudang ${tk}`, budi.phone, budi.email, budi.identity_number, 'Jl. Melati, Sukamaju, Cibeunying, Bandung, 40191', '2024-01-02', yesterday, 'Sudah keluar'],
      [String(ani.idk), `Ani ${tk}`, `Mandor ${tk}`, `Gudang ${tk}`, ani.phone, ani.email, ani.identity_number, 'Jl. Melati, Sukamaju, Cibeunying, Bandung, 40191', '2024-01-02', '', 'Masih bekerja'],
    ]);
  });
});

describe('GET employee/get/{id}', () => {
  it('answers 404 for an unknown or deleted employee and 400 for a malformed id', async () => {
    const unknown = await getOne('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Karyawan tidak ditemukan');
    const malformed = await getOne('abc');
    expect(malformed.status).toBe(400);
  });
});

describe('PUT employee/update/{id}', () => {
  it('updates the whole record; the list and detail show it; audited with the changed fields', async () => {
    const row = await add();
    const other = await addMaster('division', `Divisi ${token()}`);
    const changed = record({ email: row.email, identity_number: row.identity_number, firstname: 'Rina', city: 'Bogor', dname: other.id, salary: 200000, makan_status: 'N' });
    const res = await update(row.id, changed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const detail = (await getOne(row.id)).body.data;
    expect(detail).toMatchObject({ firstname: 'Rina', city: 'Bogor', division: other, salary: 200000, makan_status: 'N', idk: row.idk });
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'update'))).orderBy(auditLog.id);
    expect(audit).toHaveLength(1);
    expect([...(audit[0]?.changedFields ?? [])].sort()).toEqual(['city', 'dname', 'firstname', 'makan_status', 'phone', 'salary'].sort());
    // Each field's before and after, in the same transaction as the change.
    expect(audit[0]?.changes).toMatchObject({ salary: { from: 150000, to: 200000 }, city: { from: 'Bandung', to: 'Bogor' }, dname: { from: division.id, to: other.id } });
  });

  it('answers 400 per field like the add, 409 for another employee\'s email or KTP, 404 for an unknown one', async () => {
    const row = await add();
    const other = await add();
    // A field sent wrong is refused by the contract; a record with fields left out, by the add rules.
    const invalid = await update(row.id, { firstname: '', email: row.email });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toMatchObject({ firstname: 'Nama depan wajib diisi' });
    const partial = await update(row.id, { firstname: 'Budi', email: row.email });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toMatchObject({ dname: 'Lengkapi divisi dan jabatan', salary: 'Gaji harian wajib diisi angka' });
    const badKtp = await update(row.id, record({ email: row.email, identity_number: '1234abcd' }));
    expect(badKtp.body.error.fields).toEqual({ identity_number: 'No. KTP harus 16 digit angka' });
    const noPicks = await update(row.id, record({ email: row.email, identity_number: row.identity_number, dname: '', pname: '' }));
    expect(noPicks.body.error.fields).toEqual({ dname: 'Lengkapi divisi dan jabatan', pname: 'Lengkapi divisi dan jabatan' });
    const email = await update(row.id, record({ email: other.email, identity_number: row.identity_number }));
    expect(email.status).toBe(409);
    expect(email.body.error.message).toBe('Email karyawan sudah terdaftar');
    const ktp = await update(row.id, record({ email: row.email, identity_number: other.identity_number }));
    expect(ktp.status).toBe(409);
    expect(ktp.body.error.message).toBe('No. KTP sudah terdaftar');
    // Its own email and KTP are no conflict.
    expect((await update(row.id, record({ email: row.email, identity_number: row.identity_number }))).status).toBe(200);
    const unknown = await update('00000000-0000-4000-8000-000000000000', record());
    expect(unknown.status).toBe(404);
  });

  it('replaces the photo with a new one (the old file is removed) and keeps it when no file is sent', async () => {
    const row = await add(record(), { data: PNG, name: 'foto.png', type: 'image/png' });
    const oldPhoto = row.photo ?? '';
    const same = record({ email: row.email, identity_number: row.identity_number });
    const kept = await multipart('PUT', `/api/employee/employee/update/${row.id}`, { ...same, firstname: 'Tetap' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await getOne(row.id)).body.data).toMatchObject({ firstname: 'Tetap', photo: oldPhoto });

    const replaced = await multipart('PUT', `/api/employee/employee/update/${row.id}`, same, { data: GIF, name: 'baru.gif', type: 'image/gif' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const newPhoto = (await getOne(row.id)).body.data.photo ?? '';
    expect(newPhoto).not.toBe(oldPhoto);
    const served = await getPhoto(newPhoto, admin);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(GIF)).toBe(true);
    expect((await getPhoto(oldPhoto, admin)).status).toBe(404);

    expect(storedPhotos(newPhoto)).not.toContain(oldPhoto.split('/').pop());

    // A refused update leaves the current photo and stores nothing.
    const before = storedPhotos(newPhoto);
    const other = await add();
    const refused = await multipart('PUT', `/api/employee/employee/update/${row.id}`, { ...same, email: other.email }, { data: PNG, name: 'foto.png', type: 'image/png' });
    expect(refused.status).toBe(409);
    expect(storedPhotos(newPhoto)).toEqual(before);
    expect((await getOne(row.id)).body.data.photo).toBe(newPhoto);
  });

  it('soft-deletes with {status: "deleted"}: gone from list and get, a second delete is 404; audited', async () => {
    const tk = token();
    const row = await add(record({ firstname: tk }));
    const res = await remove(row.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect((await list({ filter: tk })).body.data).toEqual([]);
    expect((await list({ filter: tk, show: 'all' })).body.data).toEqual([]);
    const gone = await getOne(row.id);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Karyawan tidak ditemukan');
    const again = await remove(row.id);
    expect(again.status).toBe(404);
    expect((await update(row.id, record())).status).toBe(404);
    const [stored] = await t.server.database.db.select({ status: employees.status }).from(employees).where(eq(employees.id, row.id));
    expect(stored?.status).toBe('deleted');
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'delete'))).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ entity: 'employee', changedFields: ['status'] })]);
  });
});

describe('incentives (tambahan) and deductions (potongan)', () => {
  const itemPath = (verb: string, id: string, rowId?: string) => `/api/employee/employee/${verb}/${id}${rowId ? `/${rowId}` : ''}`;

  it('adds rows in one call (answered in order), lists them oldest first in the detail, edits and deletes one', async () => {
    const row = await add();
    const empty = await getOne(row.id);
    expect(empty.body.data).toMatchObject({ tambahan: [], potongan: [] });

    const added = await api<{ status: string; data: SalaryItem[] }>('POST', itemPath('addtambahan', row.id), {
      data: [
        { nominal: 50000, name: 'Bonus target' },
        { nominal: 25000, name: 'Uang transport' },
        { nominal: 10000, name: 'Lembur Sabtu' },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.map(({ nominal, name }) => ({ nominal, name }))).toEqual([
      { nominal: 50000, name: 'Bonus target' },
      { nominal: 25000, name: 'Uang transport' },
      { nominal: 10000, name: 'Lembur Sabtu' },
    ]);
    t.advance(1000);
    const cut = await api<{ data: SalaryItem[] }>('POST', itemPath('addpotongan', row.id), { data: [{ nominal: 20000, name: 'Kasbon' }] });
    expect(cut.status).toBe(200);

    const detail = (await getOne(row.id)).body.data;
    expect(detail.tambahan).toEqual(added.body.data);
    expect(detail.potongan).toEqual(cut.body.data);

    const [bonus, transport] = added.body.data;
    if (!bonus || !transport) throw new Error('rows missing');
    const edited = await api('PUT', itemPath('edittambahan', row.id, bonus._id), { nominal: 75000, name: 'Bonus target naik' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ status: 'ok' });
    const deleted = await api('DELETE', itemPath('hapustambahan', row.id, transport._id));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'ok' });
    expect((await getOne(row.id)).body.data.tambahan).toEqual([
      { _id: bonus._id, nominal: 75000, name: 'Bonus target naik' },
      added.body.data[2],
    ]);
    // Soft delete: the row stays, marked deleted; a second delete finds nothing.
    expect((await api<ErrorBody>('DELETE', itemPath('hapustambahan', row.id, transport._id))).status).toBe(404);

    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, bonus._id)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.entity, a.action, a.changedFields])).toEqual([
      ['employee_tambahan', 'add', ['nominal', 'name']],
      ['employee_tambahan', 'update', ['nominal', 'name']],
    ]);
    const cutAudit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, cut.body.data[0]?._id ?? '')).orderBy(auditLog.id);
    expect(cutAudit.map((a) => [a.entity, a.action])).toEqual([['employee_potongan', 'add']]);
  });

  it('answers 400 for empty data (the seed\'s alert), a first row without nominal or keterangan, and a non-integer nominal', async () => {
    const row = await add();
    const empty = await api<ErrorBody>('POST', itemPath('addpotongan', row.id), { data: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ data: 'Lengkapi dulu data anda' });
    const noData = await api<ErrorBody>('POST', itemPath('addtambahan', row.id), {});
    expect(noData.status).toBe(400);
    const noName = await api<ErrorBody>('POST', itemPath('addtambahan', row.id), { data: [{ nominal: 1000, name: '' }] });
    expect(noName.body.error.fields).toEqual({ 'data.0.name': 'Keterangan wajib diisi' });
    const noNominal = await api<ErrorBody>('POST', itemPath('addtambahan', row.id), { data: [{ name: 'Bonus' }] });
    expect(noNominal.body.error.fields).toEqual({ 'data.0.nominal': 'Nominal wajib diisi angka' });
    const fraction = await api<ErrorBody>('POST', itemPath('addtambahan', row.id), { data: [{ nominal: 1000.5, name: 'Bonus' }] });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields).toEqual({ 'data.0.nominal': 'Nominal harus bilangan bulat' });
    const text = await api<ErrorBody>('POST', itemPath('addpotongan', row.id), { data: [{ nominal: 'seribu', name: 'Kasbon' }] });
    expect(text.body.error.fields).toEqual({ 'data.0.nominal': 'Nominal wajib diisi angka' });
    // One bad row refuses the whole call: nothing of it is stored.
    const mixed = await api<ErrorBody>('POST', itemPath('addpotongan', row.id), { data: [{ nominal: 1000, name: 'Kasbon' }, { nominal: -5, name: 'Salah' }] });
    expect(mixed.status).toBe(400);
    const editBad = await api<ErrorBody>('PUT', itemPath('editpotongan', row.id, '00000000-0000-4000-8000-000000000000'), { nominal: 2.5, name: 'x' });
    expect(editBad.status).toBe(400);
    expect((await getOne(row.id)).body.data).toMatchObject({ tambahan: [], potongan: [] });
  });

  it('acts only on an active row of that employee and that kind (404 otherwise), and only for an active employee', async () => {
    const row = await add();
    const other = await add();
    const added = await api<{ data: SalaryItem[] }>('POST', itemPath('addtambahan', row.id), { data: [{ nominal: 1000, name: 'Bonus' }] });
    const item = added.body.data[0]?._id ?? '';
    const body = { nominal: 2000, name: 'Ubah' };
    const refused = [
      await api<ErrorBody>('PUT', itemPath('editpotongan', row.id, item), body),
      await api<ErrorBody>('DELETE', itemPath('hapuspotongan', row.id, item)),
      await api<ErrorBody>('PUT', itemPath('edittambahan', other.id, item), body),
      await api<ErrorBody>('DELETE', itemPath('hapustambahan', other.id, item)),
      await api<ErrorBody>('PUT', itemPath('edittambahan', row.id, '00000000-0000-4000-8000-000000000000'), body),
    ];
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Data tidak ditemukan');
    }
    expect((await getOne(row.id)).body.data.tambahan).toEqual([{ _id: item, nominal: 1000, name: 'Bonus' }]);

    expect((await remove(row.id)).status).toBe(200);
    const onDeleted = [
      await api<ErrorBody>('POST', itemPath('addtambahan', row.id), { data: [{ nominal: 1000, name: 'Bonus' }] }),
      await api<ErrorBody>('POST', itemPath('addpotongan', row.id), { data: [{ nominal: 1000, name: 'Kasbon' }] }),
      await api<ErrorBody>('PUT', itemPath('edittambahan', row.id, item), body),
      await api<ErrorBody>('DELETE', itemPath('hapustambahan', row.id, item)),
    ];
    for (const res of onDeleted) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Karyawan tidak ditemukan');
    }
  });
});

describe('access', () => {
  it('answers 403 on every employee call to a user with only /warehouse, 401 without a session; incentives and deductions need /sallary', async () => {
    const row = await add();
    const item = (await api<{ data: SalaryItem[] }>('POST', `/api/employee/employee/addtambahan/${row.id}`, { data: [{ nominal: 1000, name: 'Bonus' }] })).body.data[0]?._id ?? '';
    const same = withoutPay(record({ email: row.email, identity_number: row.identity_number }));
    const records = (as: string | null) => [
      () => call<ErrorBody>(base, 'GET', '/api/employee/employee/all', { token: as ?? undefined }),
      () => call<ErrorBody>(base, 'GET', `/api/employee/employee/get/${row.id}`, { token: as ?? undefined }),
      () => multipart<ErrorBody>('POST', '/api/employee/employee/add', withoutPay(record()), undefined, as),
      () => call<ErrorBody>(base, 'PUT', `/api/employee/employee/update/${row.id}`, { token: as ?? undefined, body: same }),
    ];
    const items = (as: string | null) => [
      () => call<ErrorBody>(base, 'POST', `/api/employee/employee/addtambahan/${row.id}`, { token: as ?? undefined, body: { data: [{ nominal: 1, name: 'a' }] } }),
      () => call<ErrorBody>(base, 'POST', `/api/employee/employee/addpotongan/${row.id}`, { token: as ?? undefined, body: { data: [{ nominal: 1, name: 'a' }] } }),
      () => call<ErrorBody>(base, 'PUT', `/api/employee/employee/edittambahan/${row.id}/${item}`, { token: as ?? undefined, body: { nominal: 2, name: 'b' } }),
      () => call<ErrorBody>(base, 'PUT', `/api/employee/employee/editpotongan/${row.id}/${item}`, { token: as ?? undefined, body: { nominal: 2, name: 'b' } }),
      () => call<ErrorBody>(base, 'DELETE', `/api/employee/employee/hapuspotongan/${row.id}/${item}`, { token: as ?? undefined }),
      () => call<ErrorBody>(base, 'DELETE', `/api/employee/employee/hapustambahan/${row.id}/${item}`, { token: as ?? undefined }),
    ];
    const statusesOf = async (sends: (() => Promise<CallResult<ErrorBody>>)[]) => {
      const statuses: number[] = [];
      for (const send of sends) statuses.push((await send()).status);
      return statuses;
    };
    const warehouse = await makeUser(['/warehouse']);
    for (const send of [...records(warehouse), ...items(warehouse)]) {
      const res = await send();
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    for (const send of [...records(null), ...items(null)]) expect((await send()).status).toBe(401);

    // Employee alone: the records, not the pay items.
    const hr = await makeUser(['/employee']);
    expect(await statusesOf(records(hr))).toEqual([200, 200, 200, 200]);
    expect(await statusesOf(items(hr))).toEqual([403, 403, 403, 403, 403, 403]);
    // Nothing of the refused calls was written.
    expect((await getOne(row.id)).body.data.tambahan).toEqual([{ _id: item, nominal: 1000, name: 'Bonus' }]);

    // Sallary alone: the pay items, not the records.
    const payroll = await makeUser(['/sallary']);
    expect(await statusesOf(records(payroll))).toEqual([403, 403, 403, 403]);
    // editpotongan and hapuspotongan name a tambahan row: found by nobody, hence 404 (past the access check).
    expect(await statusesOf(items(payroll))).toEqual([200, 200, 200, 404, 404, 200]);
  });
});

describe('pay data belongs to Sallary (issue 24)', () => {
  const PAY_IN_ROW = ['salary', 'overtime', 'dayoff', 'bank', 'account_number', 'account_holder', 'permanent', 'ptkp_status', 'npwp', 'bpjs_tk_number', 'bpjs_kes_number', 'bpjs_programmes'];
  let hr: string;
  let payroll: string;
  beforeAll(async () => {
    hr = await makeUser(['/employee']);
    payroll = await makeUser(['/employee', '/sallary']);
  });

  it('refuses an Employee-only user the three exploits: a Rp 2.000.000.000 incentive, editing a paid one, reading pay data', async () => {
    const row = await add(record({ npwp: '012345678901000', bpjs_tk_number: '12345678901', bpjs_kes_number: '0001234567890' }));
    const huge = await api<ErrorBody>('POST', `/api/employee/employee/addtambahan/${row.id}`, { data: [{ nominal: 2_000_000_000, name: 'Insentif' }] }, hr);
    expect(huge.status).toBe(403);
    const item = (await api<{ data: SalaryItem[] }>('POST', `/api/employee/employee/addtambahan/${row.id}`, { data: [{ nominal: 500_000, name: 'Insentif' }] })).body.data[0]?._id ?? '';
    const edit = await api<ErrorBody>('PUT', `/api/employee/employee/edittambahan/${row.id}/${item}`, { nominal: 999, name: 'Insentif' }, hr);
    expect(edit.status).toBe(403);

    // Reading: the rows and the detail leave every pay field and item out.
    const tk = row.identity_number;
    const listed = await list({ filter: tk }, hr);
    expect(listed.status).toBe(200);
    const detail = await getOne(row.id, hr);
    expect(detail.status).toBe(200);
    for (const shown of [listed.body.data[0], detail.body.data] as unknown as Record<string, unknown>[]) {
      expect(shown).toMatchObject({ id: row.id, firstname: 'Budi', joined_on: row.joined_on });
      for (const field of [...PAY_IN_ROW, 'tambahan', 'potongan']) expect(shown, field).not.toHaveProperty(field);
    }
    const all = await list({ filter: tk, show: 'all' }, hr);
    expect(all.body.data[0]).not.toHaveProperty('salary');
    // A user with Sallary reads them.
    const full = (await getOne(row.id, payroll)).body.data;
    expect(full).toMatchObject({ salary: 150000, npwp: '012345678901000', bpjs_tk_number: '12345678901', tambahan: [{ _id: item, nominal: 500_000, name: 'Insentif' }] });
  });

  it('lets an Employee-only user add and edit the record without pay (the rates 0, pay kept); a pay field sent is refused with 403 naming it', async () => {
    const refused = await api<ErrorBody>('POST', '/api/employee/employee/add', record(), hr);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('Gaji Harian, Uang Lembur, Hari Libur');
    expect(Object.keys(refused.body.error.fields ?? {}).sort()).toEqual(['dayoff', 'overtime', 'salary']);

    const added = await api<{ data: EmployeeRow }>('POST', '/api/employee/employee/add', withoutPay(record({ firstname: 'Wati' })), hr);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).not.toHaveProperty('salary');
    const id = added.body.data.id;
    expect((await getOne(id)).body.data).toMatchObject({ salary: 0, overtime: 0, dayoff: 0, bank: null, npwp: '' });

    // Sallary fills the pay; HR's later edit keeps it.
    const payRecord = record({ email: added.body.data.email, identity_number: added.body.data.identity_number, firstname: 'Wati', salary: 180000, overtime: 30000, dayoff: 2, npwp: '012345678901000' });
    expect((await update(id, payRecord, payroll)).status).toBe(200);
    const hrEdit = await update(id, { ...withoutPay(payRecord), city: 'Cimahi' }, hr);
    expect(hrEdit.status, JSON.stringify(hrEdit.body)).toBe(200);
    expect((await getOne(id)).body.data).toMatchObject({ city: 'Cimahi', salary: 180000, overtime: 30000, dayoff: 2, npwp: '012345678901000' });

    // Blank pay parts (a form that shows none) are not 'sent'; a value is, and nothing is written.
    expect((await multipart('PUT', `/api/employee/employee/update/${id}`, { ...withoutPay(payRecord), city: 'Cimahi', salary: '', npwp: '' }, undefined, hr)).status).toBe(200);
    const npwp = await update(id, { ...withoutPay(payRecord), city: 'Garut', npwp: '099999999999999', bpjs_kes_number: '0001234567890' }, hr);
    expect(npwp.status).toBe(403);
    expect(npwp.body.error.code).toBe('FORBIDDEN');
    expect(npwp.body.error.message).toBe(
      'Data gaji hanya dapat diisi oleh pengguna modul Sallary: NPWP, No. BPJS Kesehatan. Kosongkan field tersebut atau minta bagian Sallary mengisinya.',
    );
    expect((await getOne(id)).body.data).toMatchObject({ city: 'Cimahi', npwp: '012345678901000', bpjs_kes_number: '' });
  });

  it('holds amounts to their bounds: an item up to Rp 100.000.000, a daily rate up to Rp 10.000.000, overtime up to Rp 2.500.000', async () => {
    const row = await add();
    const itemPath = `/api/employee/employee/addtambahan/${row.id}`;
    expect((await api('POST', itemPath, { data: [{ nominal: 100_000_000, name: 'Bonus tahunan' }] }, payroll)).status).toBe(200);
    const over = await api<ErrorBody>('POST', itemPath, { data: [{ nominal: 100_000_001, name: 'Bonus tahunan' }] }, payroll);
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ 'data.0.nominal': 'Nominal paling besar Rp 100.000.000' });
    const same = { email: row.email, identity_number: row.identity_number };
    expect((await update(row.id, record({ ...same, salary: 10_000_000, overtime: 2_500_000 }), payroll)).status).toBe(200);
    const rate = await update(row.id, record({ ...same, salary: 10_000_001, overtime: 2_500_001 }), payroll);
    expect(rate.status).toBe(400);
    expect(rate.body.error.fields).toEqual({ salary: 'Gaji harian paling besar Rp 10.000.000', overtime: 'Uang lembur paling besar Rp 2.500.000' });
    // A broken character in a name is stored and audited as the text column keeps it (U+FFFD), never a 500.
    const item = (await api<{ data: SalaryItem[] }>('POST', itemPath, { data: [{ nominal: 1000, name: 'Bonus \ud800' }] }, payroll)).body.data[0]?._id ?? '';
    expect((await api('PUT', `/api/employee/employee/edittambahan/${row.id}/${item}`, { nominal: 1000, name: 'Bonus \udc00 baru' }, payroll)).status).toBe(200);
    const [edited] = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, item), eq(auditLog.action, 'update'))).orderBy(auditLog.id);
    expect(edited?.changes).toEqual({ name: { from: 'Bonus \ufffd', to: 'Bonus \ufffd baru' } });
  });

  it('keeps an item a final payroll run paid read-only (409: a correction is a new item); audits item changes with before and after', async () => {
    const monthly = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: `Kantor ${token()}`, description: '', salary: 1, status: 'active' });
    const row = await add(record({ dname: monthly.body.data.id }));
    const added = await api<{ data: SalaryItem[] }>('POST', `/api/employee/employee/addtambahan/${row.id}`, { data: [{ nominal: 500_000, name: 'Insentif Oktober' }] }, payroll);
    const paid = added.body.data[0]?._id ?? '';
    const run = await api<{ data: { id: string } }>('POST', '/api/salary/run/add', { kind: 'bulanan', period_start: '2026-10-01', divisions: [monthly.body.data.id] });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await api('PUT', `/api/salary/run/final/${run.body.data.id}`)).status).toBe(200);

    for (const res of [
      await api<ErrorBody>('PUT', `/api/employee/employee/edittambahan/${row.id}/${paid}`, { nominal: 999, name: 'Insentif Oktober' }, payroll),
      await api<ErrorBody>('DELETE', `/api/employee/employee/hapustambahan/${row.id}/${paid}`, undefined, payroll),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Sudah dibayar pada Oktober 2026; buat item koreksi baru');
    }
    // The correction is a new item; the paid one stays as it was paid.
    const correction = await api<{ data: SalaryItem[] }>('POST', `/api/employee/employee/addpotongan/${row.id}`, { data: [{ nominal: 100_000, name: 'Koreksi insentif Oktober' }] }, payroll);
    expect(correction.status).toBe(200);
    const detail = (await getOne(row.id, payroll)).body.data;
    expect(detail.tambahan).toEqual([{ _id: paid, nominal: 500_000, name: 'Insentif Oktober', paid_in: 'Oktober 2026' }]);

    // An unpaid item is edited and deleted, each audited with its before and after.
    const open = (await api<{ data: SalaryItem[] }>('POST', `/api/employee/employee/addtambahan/${row.id}`, { data: [{ nominal: 50_000, name: 'Pulsa' }] }, payroll)).body.data[0]?._id ?? '';
    expect((await api('PUT', `/api/employee/employee/edittambahan/${row.id}/${open}`, { nominal: 75_000, name: 'Pulsa' }, payroll)).status).toBe(200);
    expect((await api('DELETE', `/api/employee/employee/hapustambahan/${row.id}/${open}`, undefined, payroll)).status).toBe(200);
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, open)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['add', { employee: { from: null, to: row.id }, nominal: { from: null, to: 50_000 }, name: { from: null, to: 'Pulsa' } }],
      ['update', { nominal: { from: 50_000, to: 75_000 } }],
      ['delete', { status: { from: 'active', to: 'deleted' }, nominal: { from: 75_000, to: null }, name: { from: 'Pulsa', to: null } }],
    ]);
  });
});

describe('account linked to an employee', () => {
  it('regis with id_employee (picked by the Users picker) gives the account the employee\'s idk, division and name', async () => {
    const tk = token();
    const row = await add(record({ firstname: 'Wati', lastname: tk }));
    const picked = await list({ filter: tk, per_page: 100 });
    expect(picked.body.data.map((r) => r.id)).toEqual([row.id]);
    const employeeApp = (await api<{ data: { id: string; Name: string }[] }>('GET', '/api/employee/application/all?show=all')).body.data.find((a) => a.Name === '/employee');
    const res = await api<{ status: string; data: { username: string; email: string } }>('POST', '/api/auth/regis', {
      email: row.email,
      password: 'sandi-wati-1',
      app: [{ id_app: employeeApp?.id }],
      id_employee: row.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ username: `Wati ${tk}`, email: row.email });
    const loggedIn = await call<{ data: { auth: { username: string; firstname: string; lastname: string }; idk: string | null; division: { id: string | null } } }>(
      base,
      'POST',
      '/api/auth/login',
      { body: { email: row.email, password: 'sandi-wati-1' } },
    );
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.idk).toBe(row.idk);
    expect(loggedIn.body.data.division).toEqual({ id: division.id });
    expect(loggedIn.body.data.auth).toMatchObject({ username: `Wati ${tk}`, firstname: 'Wati', lastname: tk });
  });
});

/** The stored employee photos on disk (the folder found by a photo this server stored). */
const storedPhotos = (known: string): string[] => storedFiles('employee', known);
