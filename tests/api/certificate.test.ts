import ExcelJS from 'exceljs';
import { addDays, companyToday } from '../../common/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStatus } from '../../common/certificate';
import type { CertificateDetail, CertificateRow, CertificateSummary } from '../../common/contract/certificate';
import { certificatesOfEmployee } from '../../server/certificate/lookup';
import { readPdf } from '../support/pdf';
import { ADMIN, call, login, type TestServer, startTestServer } from '../support/server';
import { callMultipart, TINY_PNG, type FormPart, type UploadFile } from '../support/uploads';

/**
 * The Certificate module's calls (issue 16 section 3) on the database the run selects: the type
 * master, certificates with scans, the refusals, lists and their status (checked against the one
 * rule in common/certificate.ts), renewal with history, soft delete, access, counts and exports.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
type Saved = { data: CertificateRow } & ErrorBody;
type Page = { data: CertificateRow[]; pagination: { total: number } } & ErrorBody;

let t: TestServer;
let admin: string;
let counter = 0;
const today = companyToday();

const PDF_SCAN: UploadFile = {
  data: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  name: 'sertifikat.pdf',
  type: 'application/pdf',
};
const PNG_SCAN: UploadFile = { data: TINY_PNG, name: 'scan.png', type: 'image/png' };
const FAKE_PDF: UploadFile = { data: Buffer.from('ini bukan pdf, hanya teks\n'), name: 'palsu.pdf', type: 'application/pdf' };

async function account(role: 'admin' | 'user', access: string[]): Promise<string> {
  counter += 1;
  const email = `sertifikat${counter}@erp.test`;
  const password = `sandi-sertifikat-${counter}`;
  await t.createUser({ email, password, role, access });
  return login(t.url, email, password);
}

let division = '';
let employeePosition = '';
let employee = { id: '', idk: 0 };
let types: { skk: string; sbu: string; silo: string } = { skk: '', sbu: '', silo: '' };

function parts(fields: Record<string, string>, scan?: UploadFile): FormPart[] {
  const list: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (scan) list.push({ name: 'scan', value: scan });
  return list;
}

function employeeCertificate(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    jenis: types.skk,
    nomor: `SKK-${counter}`,
    holder_kind: 'employee',
    employee_id: employee.id,
    penerbit: 'LPJK',
    tanggal_terbit: addDays(today, -700),
    tanggal_kadaluarsa: addDays(today, 400),
    keterangan: '',
    ...overrides,
  };
}

const add = (fields: Record<string, string>, scan?: UploadFile, token = admin) => callMultipart<Saved>(t.url, 'POST', '/api/certificate/certificate/add', parts(fields, scan), token);

async function addOk(fields: Record<string, string>, scan?: UploadFile): Promise<CertificateRow> {
  const res = await add(fields, scan);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Every row's status and days left as common/certificate.ts computes them from its dates. */
function expectRuleAgrees(rows: readonly CertificateRow[]): void {
  for (const row of rows) {
    const expected = certificateStatus(row.tanggal_kadaluarsa, row.jenis.warning_days, today);
    expect({ id: row.id, status: row.status, days_left: row.days_left }).toEqual({ id: row.id, status: expected.status, days_left: expected.daysLeft });
  }
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
  const d = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Proyek Sipil', description: '', salary: 1, status: 'active' } });
  const p = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', { token: admin, body: { name: 'Operator Crane', description: '', status: 'active' } });
  expect([d.status, p.status]).toEqual([200, 200]);
  division = d.body.data.id;
  employeePosition = p.body.data.id;
  const e = await call<{ data: { id: string; idk: number } }>(t.url, 'POST', '/api/employee/employee/add', {
    token: admin,
    body: {
      firstname: 'Budi',
      lastname: 'Santoso',
      email: 'budi.santoso@karyawan.test',
      phone: '081234500001',
      identity_number: '3578000000000001',
      dname: division,
      pname: p.body.data.id,
      salary: 100000,
      overtime: 20000,
      dayoff: 4,
      makan_status: 'N',
    },
  });
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  employee = { id: e.body.data.id, idk: e.body.data.idk };
});

afterAll(async () => {
  await t?.close();
});

describe('Jenis Sertifikat master', () => {
  it('adds, lists and updates types; a blank warning window means 60 days', async () => {
    const skk = await call<{ data: { id: string; warning_days: string } }>(t.url, 'POST', '/api/certificate/jenis/add', {
      token: admin,
      body: { name: 'SKK Konstruksi', kategori: 1, validity_months: '60', warning_days: '', description: 'Sertifikat Kompetensi Kerja' },
    });
    expect(skk.status, JSON.stringify(skk.body)).toBe(200);
    const sbu = await call<{ data: { id: string } }>(t.url, 'POST', '/api/certificate/jenis/add', { token: admin, body: { name: 'SBU', kategori: 2, validity_months: '36', warning_days: '90', description: '' } });
    const silo = await call<{ data: { id: string } }>(t.url, 'POST', '/api/certificate/jenis/add', { token: admin, body: { name: 'SILO Crane', kategori: 3, validity_months: '12', warning_days: '30', description: '' } });
    expect([sbu.status, silo.status]).toEqual([200, 200]);
    types = { skk: skk.body.data.id, sbu: sbu.body.data.id, silo: silo.body.data.id };
    const dup = await call<ErrorBody>(t.url, 'POST', '/api/certificate/jenis/add', { token: admin, body: { name: 'sbu', kategori: 2, validity_months: '', warning_days: '', description: '' } });
    expect(dup.status).toBe(409);
    const list = await call<{ data: { name: string; kategori: number }[] }>(t.url, 'GET', '/api/certificate/jenis/all?show=all', { token: admin });
    expect(list.body.data.map((r) => [r.name, r.kategori])).toEqual([
      ['SBU', 2],
      ['SILO Crane', 3],
      ['SKK Konstruksi', 1],
    ]);
    const letters = await call<ErrorBody>(t.url, 'POST', '/api/certificate/jenis/add', { token: admin, body: { name: 'ISO 9001', kategori: 2, validity_months: 'tiga', warning_days: '', description: '' } });
    expect(letters.status).toBe(400);
  });
});

describe('certificates', () => {
  let soon: CertificateRow;
  let expired: CertificateRow;
  let valid: CertificateRow;

  it('adds with a PDF scan and with an image scan, and serves the scan', async () => {
    valid = await addOk(employeeCertificate({ nomor: 'SKK-BUDI-001' }), PDF_SCAN);
    expect(valid).toMatchObject({
      nomor: 'SKK-BUDI-001',
      holder: { kind: 'employee', employee_id: employee.id, idk: employee.idk, name: 'Budi Santoso', division: { id: division, name: 'Proyek Sipil' } },
      status: 'berlaku',
      days_left: 400,
      scan_kind: 'pdf',
      jenis: { id: types.skk, name: 'SKK Konstruksi', warning_days: 60 },
    });
    expect(valid.scan).toMatch(/^\/api\/files\/certificate\/[0-9a-f-]{36}\.pdf$/);
    const file = await fetch(`${t.url}${valid.scan}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF_SCAN.data as Buffer)).toBe(true);

    soon = await addOk({ ...employeeCertificate(), jenis: types.silo, holder_kind: 'equipment', employee_id: '', equipment_name: 'Crane 25 T', equipment_code: 'CR-01', tanggal_kadaluarsa: addDays(today, 20) }, PNG_SCAN);
    expect(soon).toMatchObject({ holder: { kind: 'equipment', name: 'Crane 25 T', code: 'CR-01', employee_id: null, division: null }, status: 'segera_habis', days_left: 20, scan_kind: 'image' });
    expired = await addOk({ ...employeeCertificate(), jenis: types.sbu, holder_kind: 'company', employee_id: '', tanggal_kadaluarsa: addDays(today, -5) });
    expect(expired).toMatchObject({ holder: { kind: 'company', name: 'Perusahaan' }, status: 'kedaluwarsa', days_left: -5, scan: null });
    const lifetime = await addOk({ ...employeeCertificate(), tanggal_kadaluarsa: '' });
    expect(lifetime).toMatchObject({ status: 'berlaku', days_left: null, tanggal_kadaluarsa: null });
    // On the expiry day itself: still valid ('hari ini'), Segera Habis.
    const lastDay = await addOk({ ...employeeCertificate(), tanggal_kadaluarsa: today });
    expect(lastDay).toMatchObject({ status: 'segera_habis', days_left: 0 });
    // SBU warns 90 days ahead: day 90 is in the window, day 91 not.
    expect(await addOk({ ...employeeCertificate(), jenis: types.sbu, holder_kind: 'company', tanggal_kadaluarsa: addDays(today, 90) })).toMatchObject({ status: 'segera_habis' });
    expect(await addOk({ ...employeeCertificate(), jenis: types.sbu, holder_kind: 'company', tanggal_kadaluarsa: addDays(today, 91) })).toMatchObject({ status: 'berlaku' });
  });

  it('refuses a fake PDF (415), expiry before issue (400), an unknown or deleted employee (400), a duplicate number for the type (409)', async () => {
    const fake = await add(employeeCertificate(), FAKE_PDF);
    expect(fake.status).toBe(415);
    expect(fake.body.error.fields).toEqual({ scan: 'File harus gambar (JPG, PNG, GIF atau BMP) atau PDF' });
    const backwards = await add(employeeCertificate({ tanggal_terbit: today, tanggal_kadaluarsa: addDays(today, -1) }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ tanggal_kadaluarsa: 'Tanggal kedaluwarsa tidak boleh sebelum tanggal terbit' });
    const notADate = await add(employeeCertificate({ tanggal_terbit: 'kemarin' }));
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields).toEqual({ tanggal_terbit: 'Tanggal terbit harus berformat YYYY-MM-DD' });
    const unknown = await add(employeeCertificate({ employee_id: '00000000-0000-4000-8000-000000000001' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ employee_id: 'Karyawan tidak ditemukan' });
    const leaver = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/employee/add', {
      token: admin,
      body: { firstname: 'Joko', lastname: 'Keluar', email: 'joko.keluar@karyawan.test', phone: '081234500002', identity_number: '3578000000000002', dname: division, pname: employeePosition, salary: 100000, overtime: 20000, dayoff: 4, makan_status: 'N' },
    });
    expect(leaver.status, JSON.stringify(leaver.body)).toBe(200);
    expect((await call(t.url, 'PUT', `/api/employee/employee/update/${leaver.body.data.id}`, { token: admin, body: { status: 'deleted' } })).status).toBe(200);
    const deletedHolder = await add(employeeCertificate({ employee_id: leaver.body.data.id }));
    expect(deletedHolder.status).toBe(400);
    expect(deletedHolder.body.error.fields).toEqual({ employee_id: 'Karyawan tidak ditemukan' });
    const noHolder = await add(employeeCertificate({ employee_id: '' }));
    expect(noHolder.status).toBe(400);
    const dup = await add(employeeCertificate({ nomor: 'skk-budi-001' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Nomor sertifikat sudah terdaftar untuk jenis ini');
    // The same number under another type is another certificate.
    expect((await add({ ...employeeCertificate({ nomor: 'SKK-BUDI-001' }), jenis: types.silo })).status).toBe(200);
  });

  it('lists with filters, status, days and sort; the SQL status agrees with the common rule on every row', async () => {
    const all = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?per_page=100', { token: admin });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(8);
    expectRuleAgrees(all.body.data);
    // Default: soonest expiry first, lifetime last.
    const expiries = all.body.data.map((r) => r.tanggal_kadaluarsa ?? '9999-12-31');
    expect([...expiries].sort()).toEqual(expiries);

    const paged = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all', { token: admin });
    expect(paged.body.data).toHaveLength(Math.min(10, all.body.pagination.total));

    const byStatus = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?status=kedaluwarsa', { token: admin });
    expect(byStatus.body.data.map((r) => r.id)).toEqual([expired.id]);
    const within30 = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?days=30', { token: admin });
    expect(within30.body.data.every((r) => r.days_left !== null && r.days_left <= 30)).toBe(true);
    expect(within30.body.data.map((r) => r.id)).toContain(soon.id);
    const search = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?filter=cr-01', { token: admin });
    expect(search.body.data.map((r) => r.id)).toEqual([soon.id]);
    const byKind = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?holder_kind=equipment', { token: admin });
    expect(byKind.body.data.map((r) => r.id)).toEqual([soon.id]);
    const byDivision = await call<Page>(t.url, 'GET', `/api/certificate/certificate/all?division=${division}&per_page=100`, { token: admin });
    expect(byDivision.body.data.length).toBeGreaterThan(0);
    expect(byDivision.body.data.every((r) => r.holder.division?.id === division)).toBe(true);
    const byType = await call<Page>(t.url, 'GET', `/api/certificate/certificate/all?jenis=${types.silo}`, { token: admin });
    expect(byType.body.data.every((r) => r.jenis.id === types.silo)).toBe(true);
    const byNumber = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?sort=nomor|desc&per_page=100', { token: admin });
    const numbers = byNumber.body.data.map((r) => r.nomor.toLowerCase());
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const badSort = await call<ErrorBody>(t.url, 'GET', '/api/certificate/certificate/all?sort=gaji|asc', { token: admin });
    expect(badSort.status).toBe(400);
  });

  it('the expiring list holds the window and the expired, soonest first', async () => {
    const res = await call<Page>(t.url, 'GET', '/api/certificate/certificate/expiring?per_page=100', { token: admin });
    expect(res.status).toBe(200);
    expectRuleAgrees(res.body.data);
    expect(res.body.data.every((r) => r.status !== 'berlaku')).toBe(true);
    expect(res.body.data[0]?.id).toBe(expired.id);
    const days = res.body.data.map((r) => r.days_left ?? 0);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(res.body.data.map((r) => r.id)).toEqual(expect.arrayContaining([soon.id, expired.id]));
    expect(res.body.data.map((r) => r.id)).not.toContain(valid.id);
  });

  it('renews: the new one replaces the old, the old leaves the expiring list, get shows the history; a second renewal is 409', async () => {
    const renewal = await callMultipart<Saved>(
      t.url,
      'POST',
      `/api/certificate/certificate/renew/${soon.id}`,
      parts({ ...employeeCertificate(), jenis: types.silo, holder_kind: 'equipment', employee_id: '', equipment_name: 'Crane 25 T', equipment_code: 'CR-01', nomor: soon.nomor, tanggal_terbit: today, tanggal_kadaluarsa: addDays(today, 365) }, PDF_SCAN),
      admin,
    );
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
    expect(renewal.body.data).toMatchObject({ replaces_id: soon.id, status: 'berlaku', nomor: soon.nomor });
    const expiring = await call<Page>(t.url, 'GET', '/api/certificate/certificate/expiring?per_page=100', { token: admin });
    expect(expiring.body.data.map((r) => r.id)).not.toContain(soon.id);
    const detail = await call<{ data: CertificateDetail }>(t.url, 'GET', `/api/certificate/certificate/get/${renewal.body.data.id}`, { token: admin });
    expect(detail.body.data.history.map((r) => r.id)).toEqual([soon.id]);
    const old = await call<{ data: CertificateDetail }>(t.url, 'GET', `/api/certificate/certificate/get/${soon.id}`, { token: admin });
    expect(old.body.data).toMatchObject({ replaced_by_id: renewal.body.data.id });
    expect(old.body.data.history.map((r) => r.id)).toEqual([renewal.body.data.id]);
    const again = await callMultipart<ErrorBody>(t.url, 'POST', `/api/certificate/certificate/renew/${soon.id}`, parts(employeeCertificate()), admin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Sertifikat ini sudah diperpanjang');
    // The register shows the current one; riwayat=1 shows both.
    const register = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?filter=CR-01', { token: admin });
    expect(register.body.data.map((r) => r.id)).toEqual([renewal.body.data.id]);
    const withHistory = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?filter=CR-01&riwayat=1', { token: admin });
    expect(withHistory.body.data.map((r) => r.id).sort()).toEqual([soon.id, renewal.body.data.id].sort());
  });

  it('updates (a new scan replaces the old) and soft-deletes', async () => {
    const upd = await callMultipart<Saved>(t.url, 'PUT', `/api/certificate/certificate/update/${valid.id}`, parts(employeeCertificate({ nomor: valid.nomor, penerbit: 'BNSP' }), PNG_SCAN), admin);
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.data).toMatchObject({ penerbit: 'BNSP', scan_kind: 'image' });
    const gone = await fetch(`${t.url}${valid.scan ?? ''}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(gone.status).toBe(404);
    const victim = await addOk(employeeCertificate());
    const del = await call(t.url, 'DELETE', `/api/certificate/certificate/delete/${victim.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await call(t.url, 'GET', `/api/certificate/certificate/get/${victim.id}`, { token: admin })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/api/certificate/certificate/delete/${victim.id}`, { token: admin })).status).toBe(404);
    // Its number is free again.
    expect((await add(employeeCertificate({ nomor: victim.nomor }))).status).toBe(200);
  });

  it('summary counts the current certificates by status', async () => {
    const res = await call<{ data: CertificateSummary }>(t.url, 'GET', '/api/certificate/certificate/summary', { token: admin });
    expect(res.status).toBe(200);
    const all = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all?per_page=500', { token: admin });
    const count = (status: string) => all.body.data.filter((r) => r.status === status).length;
    expect(res.body.data).toEqual({ berlaku: count('berlaku'), segera_habis: count('segera_habis'), kedaluwarsa: count('kedaluwarsa'), total: all.body.data.length });
    expect(res.body.data.kedaluwarsa).toBe(1);
  });

  it("holder/:employeeId and the Employee module's lookup list an employee's current certificates", async () => {
    const res = await call<{ data: CertificateRow[] }>(t.url, 'GET', `/api/certificate/certificate/holder/${employee.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r) => r.holder.employee_id === employee.id)).toBe(true);
    expectRuleAgrees(res.body.data);
    const direct = await certificatesOfEmployee(t.server.database.db, employee.id);
    expect(direct.map((r) => r.id)).toEqual(res.body.data.map((r) => r.id));
    // The lookup's day is Jakarta's: a certificate expiring today is still valid at 23:59:59 WIB
    // (16:59:59 UTC) and expired one second after midnight WIB, though UTC is still on the same day.
    const lastDay = direct.find((r) => r.tanggal_kadaluarsa === today);
    expect(lastDay).toBeDefined();
    const before = await certificatesOfEmployee(t.server.database.db, employee.id, new Date(`${today}T16:59:59Z`));
    const after = await certificatesOfEmployee(t.server.database.db, employee.id, new Date(`${today}T17:00:01Z`));
    expect(before.find((r) => r.id === lastDay?.id)).toMatchObject({ status: 'segera_habis', days_left: 0 });
    expect(after.find((r) => r.id === lastDay?.id)).toMatchObject({ status: 'kedaluwarsa', days_left: -1 });
  });
});

describe('access', () => {
  it('a non-admin with Certificate access reads but may not write (403); a user without access gets 403', async () => {
    const reader = await account('user', ['/certificate']);
    expect((await call(t.url, 'GET', '/api/certificate/certificate/expiring', { token: reader })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/certificate/jenis/all', { token: reader })).status).toBe(200);
    const write = await add(employeeCertificate(), PDF_SCAN, reader);
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Hanya admin yang dapat mengubah data sertifikat.');
    const type = await call<ErrorBody>(t.url, 'POST', '/api/certificate/jenis/add', { token: reader, body: { name: 'K3 Las', kategori: 1, validity_months: '', warning_days: '', description: '' } });
    expect(type.status).toBe(403);
    const all = await call<Page>(t.url, 'GET', '/api/certificate/certificate/all', { token: reader });
    const someId = all.body.data[0]?.id ?? '';
    expect((await call(t.url, 'DELETE', `/api/certificate/certificate/delete/${someId}`, { token: reader })).status).toBe(403);
    expect((await callMultipart(t.url, 'POST', `/api/certificate/certificate/renew/${someId}`, parts(employeeCertificate()), reader)).status).toBe(403);

    const moduleAdmin = await account('admin', ['/certificate']);
    expect((await add(employeeCertificate(), undefined, moduleAdmin)).status).toBe(200);

    const outsider = await account('admin', ['/warehouse']);
    for (const path of ['/api/certificate/certificate/all', '/api/certificate/certificate/expiring', '/api/certificate/certificate/summary', '/api/certificate/jenis/all']) {
      expect((await call(t.url, 'GET', path, { token: outsider })).status, path).toBe(403);
    }
    expect((await add(employeeCertificate(), undefined, outsider)).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/certificate/certificate/all')).status).toBe(401);
  });

  it('a certificate admin without Employee access picks the holder (karyawan/all) and reads the divisions for the filter', async () => {
    const moduleAdmin = await account('admin', ['/certificate']);
    expect((await call(t.url, 'GET', '/api/employee/employee/all', { token: moduleAdmin })).status).toBe(403);
    const picked = await call<{ data: { id: string; idk: number; nama: string; division: string }[] }>(t.url, 'GET', `/api/certificate/karyawan/all?filter=${employee.idk}`, { token: moduleAdmin });
    expect(picked.status).toBe(200);
    const found = picked.body.data.find((row) => row.id === employee.id);
    expect(found).toMatchObject({ idk: employee.idk, division: 'Proyek Sipil' });
    // What a picker shows of a person: no pay or personal data.
    expect(Object.keys(found ?? {}).sort()).toEqual(['division', 'id', 'idk', 'nama']);
    const divisions = await call<{ data: { id: string }[] }>(t.url, 'GET', '/api/employee/division/all?per_page=500', { token: moduleAdmin });
    expect(divisions.status).toBe(200);
    expect(divisions.body.data.map((row) => row.id)).toContain(division);
    // Reading divisions does not open their writes.
    expect((await call(t.url, 'POST', '/api/employee/division/add', { token: moduleAdmin, body: { name: 'Gudang', description: '', salary: 1, status: 'active' } })).status).toBe(403);

    const outsider = await account('admin', ['/warehouse']);
    expect((await call(t.url, 'GET', '/api/certificate/karyawan/all', { token: outsider })).status).toBe(403);
  });
});

describe('exports', () => {
  it("prints 'Sertifikat Segera Habis' and 'Register Sertifikat' as A4 landscape PDFs with the columns, a number on one line", async () => {
    const res = await fetch(`${t.url}/api/certificate/certificate/laporan?list=expiring`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await readPdf(bytes);
    const page = pdf.pages[0];
    expect(page?.widthPt).toBeCloseTo(841.89, 0);
    expect(page?.heightPt).toBeCloseTo(595.28, 0);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Sertifikat Segera Habis');
    for (const header of ['NO.', 'Jenis', 'Nomor', 'Pemegang', 'Penerbit', 'Terbit', 'Kedaluwarsa', 'Status', 'Sisa Hari']) expect(text).toContain(header);
    expect(text).toContain('lewat 5 hari');
    expect(text).toContain('Perusahaan');
    expect(text).not.toContain('Crane 25 T');
    if (process.env.CERTIFICATE_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.CERTIFICATE_PDF_OUT, bytes);

    const register = await fetch(`${t.url}/api/certificate/certificate/laporan?list=register`, { headers: { authorization: `Bearer ${admin}` } });
    expect(register.status).toBe(200);
    const registerBytes = new Uint8Array(await register.arrayBuffer());
    if (process.env.CERTIFICATE_PDF_OUT) (await import('node:fs')).writeFileSync(`${process.env.CERTIFICATE_PDF_OUT}.register.pdf`, registerBytes);
    const registerText = (await readPdf(registerBytes)).pages.map((p) => p.text).join('\n');
    expect(registerText).toContain('Register Sertifikat');
    expect(registerText).toContain('Budi Santoso');
    expect(registerText).toContain('Seumur hidup');
    // A number is one unbroken line of the table, not wrapped at its hyphens.
    expect(registerText).toMatch(/SKK-BUDI-001/);
  });

  it('exports the same lists as xlsx', async () => {
    const res = await fetch(`${t.url}/api/certificate/certificate/excel?list=expiring`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet).toBeDefined();
    const values: string[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))));
    const headerIndex = values.findIndex((row) => row[0] === 'No');
    expect(values[headerIndex]).toEqual(['No', 'Jenis', 'Nomor', 'Pemegang', 'Penerbit', 'Terbit', 'Kedaluwarsa', 'Status', 'Sisa Hari']);
    const expiring = await call<Page>(t.url, 'GET', '/api/certificate/certificate/expiring?per_page=100', { token: admin });
    const body = values.slice(headerIndex + 1);
    expect(body.map((row) => row[2])).toEqual(expiring.body.data.map((r) => r.nomor));
    expect(body[0]?.[7]).toBe('Kedaluwarsa');
    expect(body[0]?.[8]).toBe('-5');
    const register = await fetch(`${t.url}/api/certificate/certificate/excel?list=register`, { headers: { authorization: `Bearer ${admin}` } });
    expect(register.status).toBe(200);
  });
});
