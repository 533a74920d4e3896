import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLate } from '../../common/attendance';
import { addDays, jakartaDate, monthOf } from '../../common/calendar';
import type { AttendanceDayView, ImportOutcome, ImportPreview, RecapResponse, WorkRuleRow, DailyRow } from '../../common/contract/attendance';
import { auditLog } from '../../server/db/audit';
import { attendanceFactsForPayroll, holidaysBetween, workRulesOf } from '../../server/salary/attendance/payroll-facts';
import { attendanceDays, attendanceScans } from '../../server/salary/attendance/tables';
import { ADMIN, call, login, type TestServer, startTestServer } from '../support/server';
import { callMultipart, TINY_PNG, type FormPart, type UploadFile } from '../support/uploads';

/**
 * Attendance (issue 17 section 1) through the real server on the database the run selects: the
 * phone's check-in/out inside and outside the office radius, the masters, the fingerprint import
 * (good rows, duplicates, unknown employees, a broken file leaving nothing), corrections (audited),
 * overtime approval, the recap's totals, the day's list and the access refusals.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestServer;
let admin: string;
let counter = 0;
let division = '';
let otherDivision = '';
let position = '';
const worker = { id: '', idk: 0, token: '' };
const colleague = { id: '', idk: 0 };

const SELFIE: UploadFile = { data: TINY_PNG, name: 'selfie.png', type: 'image/png' };
/** The office: Monas, Jakarta, 200 m. */
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };
/** About 60 m north of it. */
const NEAR = { latitude: -6.174852, longitude: 106.827153 };
/** Bandung. */
const FAR = { latitude: -6.917464, longitude: 107.619125 };

async function account(role: 'admin' | 'user', access: string[], employeeId?: string): Promise<string> {
  counter += 1;
  const email = `absensi${counter}@erp.test`;
  const password = `sandi-absensi-${counter}`;
  await t.createUser({ email, password, role, access, ...(employeeId ? { employeeId } : {}) });
  return login(t.url, email, password);
}

async function addEmployee(firstname: string, divisionId: string, joinedOn?: string): Promise<{ id: string; idk: number }> {
  counter += 1;
  const res = await call<{ data: { id: string; idk: number } }>(t.url, 'POST', '/api/employee/employee/add', {
    token: admin,
    body: {
      firstname,
      lastname: 'Absensi',
      email: `karyawan${counter}@absensi.test`,
      phone: `08123450${String(1000 + counter)}`,
      identity_number: `35780000000${String(10000 + counter)}`,
      dname: divisionId,
      pname: position,
      salary: 150000,
      overtime: 25000,
      dayoff: 2,
      makan_status: 'N',
      ...(joinedOn ? { joined_on: joinedOn } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const phone = (kind: 'masuk' | 'pulang', point: { latitude: number; longitude: number }, token: string, file: UploadFile | null = SELFIE) => {
  const parts: FormPart[] = [
    { name: 'latitude', value: String(point.latitude) },
    { name: 'longitude', value: String(point.longitude) },
  ];
  if (file) parts.push({ name: 'file', value: file });
  return callMultipart<{ data: { date: string; at: string; di_luar_lokasi: boolean; terlambat: boolean } } & ErrorBody>(t.url, 'POST', `/api/attendance/absent/${kind}`, parts, token);
};

const csvFile = (text: string, name = 'absensi.csv'): UploadFile => ({ data: Buffer.from(text, 'utf8'), name, type: 'text/csv' });

const importFile = (file: UploadFile, mapping: Record<string, string>, token = admin) =>
  callMultipart<{ data: ImportOutcome } & ErrorBody>(
    t.url,
    'POST',
    '/api/attendance/import/commit',
    [...Object.entries(mapping).map(([name, value]) => ({ name, value })), { name: 'file', value: file }],
    token,
  );

const recap = (query: string, token = admin) => call<RecapResponse & ErrorBody>(t.url, 'GET', `/api/attendance/rekap?${query}`, { token });

/** A past weekday (Tuesday) well inside last month, so no phone call of today lands on it. */
const lastMonth = monthOf(addDays(monthOf(jakartaDate(new Date())).from, -1));
let day1 = lastMonth.from;
while (new Date(`${day1}T00:00:00Z`).getUTCDay() !== 2) day1 = addDays(day1, 1);
const day2 = addDays(day1, 1);

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
  const d = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Produksi', description: '', salary: 1, status: 'active' } });
  const d2 = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Gudang', description: '', salary: 2, status: 'active' } });
  const p = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', { token: admin, body: { name: 'Operator', description: '', status: 'active' } });
  division = d.body.data.id;
  otherDivision = d2.body.data.id;
  position = p.body.data.id;
  const w = await addEmployee('Sari', division);
  Object.assign(worker, w, { token: await account('user', [], w.id) });
  Object.assign(colleague, await addEmployee('Joko', otherDivision));
});

afterAll(async () => {
  await t?.close();
});

describe('masters', () => {
  it('keeps offices with decimal coordinates, refusing a latitude out of range', async () => {
    const ok = await call<{ data: { latitude: string; radius: string } }>(t.url, 'POST', '/api/attendance/lokasi/add', {
      token: admin,
      body: { name: 'Kantor Pusat', latitude: String(OFFICE.latitude), longitude: String(OFFICE.longitude), radius: '200', description: '' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ latitude: '-6.175392', radius: '200' });
    const bad = await call<ErrorBody>(t.url, 'POST', '/api/attendance/lokasi/add', { token: admin, body: { name: 'Salah', latitude: '95', longitude: '10,5', radius: '50', description: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['latitude', 'longitude']);
  });

  it('keeps holidays (one per date) and imports them from a file, all or nothing', async () => {
    const first = await call(t.url, 'POST', '/api/attendance/libur/add', { token: admin, body: { date: day2, name: 'Libur Uji' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await call<ErrorBody>(t.url, 'POST', '/api/attendance/libur/add', { token: admin, body: { date: day2, name: 'Lagi' } });
    expect(again.status).toBe(409);
    const badDate = await call<ErrorBody>(t.url, 'POST', '/api/attendance/libur/add', { token: admin, body: { date: '2026-02-30', name: 'Tidak ada' } });
    expect(badDate.status).toBe(400);

    const broken = await callMultipart<ErrorBody>(t.url, 'POST', '/api/attendance/libur/import', [{ name: 'file', value: csvFile('tanggal,nama\n2027-01-01,Tahun Baru\n2027-13-40,Salah\n') }], admin);
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields?.['file']).toContain('Baris 3');
    const good = await callMultipart<{ data: { date: string; result: string }[] }>(
      t.url,
      'POST',
      '/api/attendance/libur/import',
      [{ name: 'file', value: csvFile(`tanggal;nama\n01/01/2027;Tahun Baru 2027\n${day2};Libur Uji (ganti nama)\n`) }],
      admin,
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.map((r) => [r.date, r.result])).toEqual([
      ['2027-01-01', 'diimpor'],
      [day2, 'diperbarui'],
    ]);
    expect(await holidaysBetween(t.server.database.db, { from: '2027-01-01', to: '2027-01-31' })).toEqual([{ date: '2027-01-01', name: 'Tahun Baru 2027' }]);
    const image = await callMultipart<ErrorBody>(t.url, 'POST', '/api/attendance/libur/import', [{ name: 'file', value: SELFIE }], admin);
    expect(image.status).toBe(415);
  });

  it('lists a rule per division (the default without one) and saves one', async () => {
    const before = await call<{ data: WorkRuleRow[] }>(t.url, 'GET', '/api/attendance/aturan/all', { token: admin });
    expect(before.body.data.find((r) => r.division_id === division)).toMatchObject({ id: null, work_days_per_week: 6, start: '08:00', end: '16:00', grace_minutes: 15, absence_deduction: 'none' });
    const saved = await call<{ data: WorkRuleRow }>(t.url, 'POST', '/api/attendance/aturan/save', {
      token: admin,
      body: { division_id: division, work_days_per_week: 5, start: '08:00', end: '17:00', grace_minutes: 10, absence_deduction: 'per_21' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Issue 25: the division's monthly wages lose 1/21 of the month per alpa day.
    expect(saved.body.data).toMatchObject({ division: 'Produksi', work_days_per_week: 5, end: '17:00', grace_minutes: 10, absence_deduction: 'per_21' });
    expect(saved.body.data.id).not.toBeNull();
    const backwards = await call<ErrorBody>(t.url, 'POST', '/api/attendance/aturan/save', { token: admin, body: { division_id: division, work_days_per_week: 7, start: '17:00', end: '08:00', grace_minutes: 10 } });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.error.fields ?? {}).sort()).toEqual(['end', 'work_days_per_week']);
    const rules = await workRulesOf(t.server.database.db, [division, otherDivision]);
    expect(rules.get(division)).toEqual({ workDaysPerWeek: 5, start: '08:00', end: '17:00', graceMinutes: 10, absenceDeduction: 'per_21' });
    expect(rules.get(otherDivision)).toEqual({ workDaysPerWeek: 6, start: '08:00', end: '16:00', graceMinutes: 15, absenceDeduction: 'none' });
  });
});

describe('the phone', () => {
  it('refuses an account without an employee, and a non-image selfie', async () => {
    const unlinked = await account('user', []);
    const res = await phone('masuk', OFFICE, unlinked);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Akun anda belum terhubung dengan data karyawan');
    const text = await phone('masuk', OFFICE, worker.token, { data: Buffer.from('bukan gambar'), name: 'a.png', type: 'image/png' });
    expect(text.status).toBe(415);
    const none = await phone('masuk', OFFICE, worker.token, null);
    expect(none.status).toBe(400);
  });

  it('checks out only after checking in; once each a day (409); inside the radius is on site', async () => {
    const early = await phone('pulang', NEAR, worker.token);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Anda belum absen masuk hari ini');
    const checkIn = await phone('masuk', NEAR, worker.token);
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(200);
    const at = new Date(checkIn.body.data.at);
    expect(checkIn.body.data.date).toBe(jakartaDate(at));
    expect(checkIn.body.data.di_luar_lokasi).toBe(false);
    expect(checkIn.body.data.terlambat).toBe(isLate(jakartaDate(at), at, { workDaysPerWeek: 5, start: '08:00', end: '17:00', graceMinutes: 10 }));
    const twice = await phone('masuk', NEAR, worker.token);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Anda sudah absen masuk hari ini');
    const out = await phone('pulang', NEAR, worker.token);
    expect(out.status).toBe(200);
    const outTwice = await phone('pulang', NEAR, worker.token);
    expect(outTwice.status).toBe(409);
    expect(outTwice.body.error.message).toBe('Anda sudah absen pulang hari ini');

    const daily = await call<{ data: DailyRow[] }>(t.url, 'GET', `/api/attendance/harian?date=${checkIn.body.data.date}`, { token: admin });
    const row = daily.body.data.find((r) => r.employee.id === worker.id);
    expect(row?.day).toMatchObject({ status: 'hadir', source: 'phone', outside_office: false });
    expect(row?.check_in_photo).toMatch(/^\/api\/files\/attendance\/.+\.png$/);
    expect(row?.map_url).toContain('mlat=-6.174852');
    const photo = await fetch(`${t.url}${row?.check_in_photo ?? ''}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(photo.status).toBe(200);
  });

  it("accepts a check-in outside every office's radius, marked 'di luar lokasi'", async () => {
    const other = await addEmployee('Rina', division);
    const token = await account('user', [], other.id);
    const res = await phone('masuk', FAR, token);
    expect(res.status).toBe(200);
    expect(res.body.data.di_luar_lokasi).toBe(true);
    const daily = await call<{ data: DailyRow[] }>(t.url, 'GET', `/api/attendance/harian?date=${res.body.data.date}&division_id=${division}`, { token: admin });
    expect(daily.body.data.find((r) => r.employee.id === other.id)?.day.outside_office).toBe(true);
  });
});

describe('the fingerprint import', () => {
  const mapping = { has_header: 'true', employee_column: '0', datetime_column: '1' };

  it('previews the columns and guesses the mapping', async () => {
    const file = csvFile(`No. Karyawan,Tanggal,Jam\n${worker.idk},${day1},07:55\n`);
    const res = await callMultipart<{ data: ImportPreview }>(t.url, 'POST', '/api/attendance/import/preview', [{ name: 'file', value: file }], admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ columns: ['No. Karyawan', 'Tanggal', 'Jam'], has_header: true, total_rows: 1 });
    expect(res.body.data.suggested).toEqual({ employee_column: 0, datetime_column: null, date_column: 1, time_column: 2 });
  });

  it('imports scans, reports duplicates and unknown employees, and makes the first and last scan the day', async () => {
    const [y, m, d] = day1.split('-');
    const csv = [
      'ID,Waktu Scan',
      `${worker.idk},${day1} 08:25:00`,
      `${worker.idk},${d}/${m}/${y} 18:40`,
      `${worker.idk},${day1} 12:00:00`,
      `${worker.idk},${day1} 08:25:00`,
      `99999,${day1} 08:00:00`,
      `${colleague.idk},${day1} 07:50:00`,
      // A machine whose clock runs ahead: tomorrow's scan is refused for its row alone (issue 25).
      `${worker.idk},${addDays(jakartaDate(new Date()), 1)} 08:00:00`,
    ].join('\n');
    const res = await importFile(csvFile(csv), mapping);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The problem rows first, then the imported ones, each in file order.
    expect(res.body.data.rows.map((r) => [r.row, r.result])).toEqual([
      [5, 'duplikat'],
      [6, 'karyawan tidak dikenal'],
      [8, 'setelah hari ini'],
      [2, 'diimpor'],
      [3, 'diimpor'],
      [4, 'diimpor'],
      [7, 'diimpor'],
    ]);
    expect(res.body.data.counts).toEqual({ diimpor: 4, duplikat: 1, tidak_dikenal: 1, masa_depan: 1, tidak_terbaca: 0 });

    const again = await importFile(csvFile(csv), mapping);
    expect(again.body.data.counts).toEqual({ diimpor: 0, duplikat: 5, tidak_dikenal: 1, masa_depan: 1, tidak_terbaca: 0 });

    const facts = await attendanceFactsForPayroll(t.server.database.db, { from: day1, to: day1 }, [worker.id, colleague.id]);
    // Produksi: 08:00 + 10 minutes, so 08:25 is late; Gudang: the default rule, 07:50 on time.
    // 18:40 against a 17:00 end: 90 minutes of overtime wait for an admin (issue 25: payroll says so).
    expect(facts.get(worker.id)).toEqual([{ date: day1, status: 'hadir', late: true, approvedOvertimeMinutes: 0, pendingOvertimeMinutes: 90 }]);
    expect(facts.get(colleague.id)).toEqual([{ date: day1, status: 'hadir', late: false, approvedOvertimeMinutes: 0, pendingOvertimeMinutes: 0 }]);
    const r = await recap(`from=${day1}&to=${day1}`);
    const cell = r.body.rows.find((row) => row.employee.id === worker.id)?.cells[0];
    // 18:40 is 100 minutes past 17:00: three whole 30-minute steps.
    expect(cell).toMatchObject({ symbol: 'T', day: { check_in: '08:25', check_out: '18:40', overtime_minutes: 90, approved_overtime_minutes: null, source: 'fingerprint' } });
  });

  it('reads an xlsx with the date and time in two columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Scan');
    sheet.addRow(['PIN', 'Tanggal', 'Jam']);
    sheet.addRow([colleague.idk, new Date(`${day2}T00:00:00Z`), '07:30']);
    sheet.addRow([colleague.idk, new Date(`${day2}T00:00:00Z`), '16:45']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await importFile({ data, name: 'scan.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, { has_header: 'true', employee_column: '0', date_column: '1', time_column: '2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.counts).toEqual({ diimpor: 2, duplikat: 0, tidak_dikenal: 0, masa_depan: 0, tidak_terbaca: 0 });
    const r = await recap(`from=${day2}&to=${day2}&division_id=${otherDivision}`);
    expect(r.body.rows.map((row) => row.employee.id)).toEqual([colleague.id]);
    expect(r.body.rows[0]?.cells[0]?.day).toMatchObject({ check_in: '07:30', check_out: '16:45', overtime_minutes: 30 });
  });

  it('imports the readable rows and lists an unreadable one as a problem; a file with no readable date writes nothing', async () => {
    const db = t.server.database.db;
    const later = addDays(day1, 7);
    const partly = await importFile(csvFile(`ID,Waktu\n${worker.idk},${addDays(day1, 8)} 08:00\n${worker.idk},kemarin sore\n${worker.idk},1800-01-01 08:00\n`), mapping);
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    expect(partly.body.data.counts).toEqual({ diimpor: 1, duplikat: 0, tidak_dikenal: 0, masa_depan: 0, tidak_terbaca: 2 });
    expect(partly.body.data.rows.slice(0, 2)).toEqual([
      { row: 3, employee_number: String(worker.idk), employee: expect.any(String), scanned_at: null, result: 'tidak terbaca', note: "tanggal/jam 'kemarin sore' tidak terbaca" },
      { row: 4, employee_number: String(worker.idk), employee: expect.any(String), scanned_at: null, result: 'tidak terbaca', note: expect.stringContaining("tanggal '1800-01-01'") },
    ]);

    const before = await db.select().from(attendanceScans);
    const res = await importFile(csvFile(`ID,Waktu\n${worker.idk},kemarin sore\n${worker.idk},besok pagi\n`), mapping);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['file']).toBe("Baris 2: tanggal/jam 'kemarin sore' tidak terbaca");
    const zip = await importFile({ data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), name: 'rusak.xlsx', type: 'application/octet-stream' }, mapping);
    expect(zip.status).toBe(400);
    const unmapped = await importFile(csvFile(`ID,Waktu\n${worker.idk},${later} 08:00\n`), { has_header: 'true', employee_column: '0' });
    expect(unmapped.status).toBe(400);
    expect((await db.select().from(attendanceScans)).length).toBe(before.length);
    expect(await db.select().from(attendanceDays).where(and(eq(attendanceDays.employeeId, worker.id), eq(attendanceDays.date, later)))).toEqual([]);
  });
});

describe('corrections and overtime', () => {
  it('records a day by hand with a reason, audited; a reason is required', async () => {
    const noReason = await call<ErrorBody>(t.url, 'POST', '/api/attendance/koreksi', { token: admin, body: { employee_id: worker.id, date: day2, status: 'sakit', reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields?.['reason']).toBe('Alasan wajib diisi');
    const sick = await call<{ data: AttendanceDayView }>(t.url, 'POST', '/api/attendance/koreksi', { token: admin, body: { employee_id: worker.id, date: day2, status: 'sakit', reason: 'Surat dokter' } });
    expect(sick.status, JSON.stringify(sick.body)).toBe(200);
    expect(sick.body.data).toMatchObject({ status: 'sakit', check_in: null, source: 'manual', note: 'Surat dokter' });

    const fixed = await call<{ data: AttendanceDayView }>(t.url, 'POST', '/api/attendance/koreksi', {
      token: admin,
      body: { employee_id: worker.id, date: day1, status: 'hadir', check_in: '08:05', check_out: '18:40', reason: 'Lupa scan pagi, terlambat karena banjir diizinkan' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'hadir', late: false, check_in: '08:05', check_out: '18:40', overtime_minutes: 90 });
    const [row] = await t.server.database.db.select().from(attendanceDays).where(and(eq(attendanceDays.employeeId, worker.id), eq(attendanceDays.date, day1)));
    const audits = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, row?.id ?? '')).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.changedFields, a.reason])).toEqual([['correct', ['check_in', 'source', 'note'], 'Lupa scan pagi, terlambat karena banjir diizinkan']]);

    // A re-import does not overwrite what the admin wrote.
    await importFile(csvFile(`ID,Waktu\n${worker.idk},${day1} 07:00\n`), { has_header: 'true', employee_column: '0', datetime_column: '1' });
    const r = await recap(`from=${day1}&to=${day1}`);
    expect(r.body.rows.find((x) => x.employee.id === worker.id)?.cells[0]?.day?.check_in).toBe('08:05');

    const backwards = await call<ErrorBody>(t.url, 'POST', '/api/attendance/koreksi', { token: admin, body: { employee_id: worker.id, date: day1, status: 'hadir', check_in: '17:00', check_out: '08:00', reason: 'x' } });
    expect(backwards.status).toBe(400);
  });

  it('approves overtime in 30-minute steps up to what the times give', async () => {
    const tooMuch = await call<ErrorBody>(t.url, 'POST', '/api/attendance/lembur/approve', { token: admin, body: { employee_id: worker.id, date: day1, minutes: 120 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields?.['minutes']).toBe('Lembur paling banyak 90 menit menurut jam pulang');
    const odd = await call<ErrorBody>(t.url, 'POST', '/api/attendance/lembur/approve', { token: admin, body: { employee_id: worker.id, date: day1, minutes: 45 } });
    expect(odd.status).toBe(400);
    const none = await call<ErrorBody>(t.url, 'POST', '/api/attendance/lembur/approve', { token: admin, body: { employee_id: worker.id, date: addDays(day1, 14), minutes: 30 } });
    expect(none.status).toBe(404);
    const ok = await call<{ data: AttendanceDayView }>(t.url, 'POST', '/api/attendance/lembur/approve', { token: admin, body: { employee_id: worker.id, date: day1, minutes: 90 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.approved_overtime_minutes).toBe(90);
    const facts = await attendanceFactsForPayroll(t.server.database.db, { from: day1, to: day2 }, [worker.id]);
    expect(facts.get(worker.id)).toEqual([
      { date: day1, status: 'hadir', late: false, approvedOvertimeMinutes: 90, pendingOvertimeMinutes: 0 },
      { date: day2, status: 'sakit', late: false, approvedOvertimeMinutes: 0, pendingOvertimeMinutes: 0 },
    ]);
    // Correcting the check-out earlier cuts the approval to what remains.
    const cut = await call<{ data: AttendanceDayView }>(t.url, 'POST', '/api/attendance/koreksi', {
      token: admin,
      body: { employee_id: worker.id, date: day1, status: 'hadir', check_in: '08:05', check_out: '17:35', reason: 'Jam pulang sebenarnya' },
    });
    expect(cut.body.data).toMatchObject({ overtime_minutes: 30, approved_overtime_minutes: 30 });
    await call(t.url, 'POST', '/api/attendance/lembur/approve', { token: admin, body: { employee_id: worker.id, date: day1, minutes: 30 } });
  });
});

describe('the recap', () => {
  it('shows each day as a symbol and totals present, late, absent, leave and approved overtime', async () => {
    const day3 = addDays(day1, 2);
    const day4 = addDays(day1, 3);
    await call(t.url, 'POST', '/api/attendance/koreksi', { token: admin, body: { employee_id: worker.id, date: day3, status: 'hadir', check_in: '08:30', check_out: '17:00', reason: 'Data manual' } });
    await call(t.url, 'POST', '/api/attendance/koreksi', { token: admin, body: { employee_id: worker.id, date: day4, status: 'alpa', reason: 'Tanpa kabar' } });
    // day1 Tuesday … day1+5 Sunday; Produksi works 5 days so Saturday and Sunday are 'L', day2 is a holiday but recorded sick.
    const r = await recap(`from=${day1}&to=${addDays(day1, 5)}&division_id=${division}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.days.map((d) => d.holiday)).toEqual([null, 'Libur Uji (ganti nama)', null, null, null, null]);
    const row = r.body.rows.find((x) => x.employee.id === worker.id);
    expect(row?.cells.map((c) => c.symbol)).toEqual(['H', 'S', 'T', 'A', 'L', 'L']);
    expect(row?.totals).toEqual({ hadir: 2, terlambat: 1, alpa: 1, izin_cuti_sakit: 1, lembur_jam: 0.5 });
  });

  it("marks a work day that is over with nothing recorded 'A' from the day the employee joined (issue 25)", async () => {
    // Joined on day3 (Thursday), never recorded: day1 and the holiday before joining say nothing; Thursday and Friday are alpa.
    const absent = await addEmployee('Tanpa Kabar', division, addDays(day1, 2));
    const r = await recap(`from=${day1}&to=${addDays(day1, 5)}&division_id=${division}`);
    const row = r.body.rows.find((x) => x.employee.id === absent.id);
    expect(row?.cells.map((c) => c.symbol)).toEqual(['-', 'L', 'A', 'A', 'L', 'L']);
    expect(row?.totals.alpa).toBe(2);
  });

  it('defaults to this month and refuses a period over 62 days', async () => {
    const r = await recap('');
    expect(r.status).toBe(200);
    expect({ from: r.body.from, to: r.body.to }).toEqual(monthOf(jakartaDate(new Date())));
    const long = await recap(`from=2026-01-01&to=2026-04-01`);
    expect(long.status).toBe(400);
  });
});

describe('access', () => {
  it('needs Sallary access to read, and admin to write', async () => {
    const employeeOnly = await account('admin', ['/employee']);
    expect((await recap('', employeeOnly)).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/attendance/aturan/all', { token: employeeOnly })).status).toBe(403);
    const staff = await account('user', ['/sallary']);
    expect((await recap('', staff)).status).toBe(200);
    const write = await call<ErrorBody>(t.url, 'POST', '/api/attendance/koreksi', { token: staff, body: { employee_id: worker.id, date: day1, status: 'alpa', reason: 'x' } });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Hanya admin yang dapat mengubah data absensi.');
    expect((await call(t.url, 'POST', '/api/attendance/lokasi/add', { token: staff, body: { name: 'X', latitude: '1', longitude: '1', radius: '10', description: '' } })).status).toBe(403);
    expect((await importFile(csvFile(`ID,Waktu\n${worker.idk},${day1} 08:00\n`), { has_header: 'true', employee_column: '0', datetime_column: '1' }, staff)).status).toBe(403);
    const sallaryAdmin = await account('admin', ['/sallary']);
    const approve = await call(t.url, 'POST', '/api/attendance/lembur/approve', { token: sallaryAdmin, body: { employee_id: worker.id, date: day1, minutes: 30 } });
    expect(approve.status).toBe(200);
    // The phone's calls need only a session (the worker's account has no module access).
    expect((await phone('masuk', NEAR, worker.token)).status).toBe(409);
  });
});
