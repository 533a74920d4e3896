import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollDivisionChoice, PayrollLineRow, PayrollRunRow } from '../../common/contract/salary';
import { auditLog } from '../../server/db/audit';
import { payrollItemUses } from '../../server/salary/payroll/tables';
import { readPdf } from '../support/pdf';
import {
  addBank,
  addDivision,
  addHoliday,
  addPayrollEmployee,
  addPosition,
  addSalaryItems,
  createRun,
  fetchFile,
  getRun,
  setAttendance,
  setWorkRule,
  updateEmployee,
  workDates,
  salaryAccount,
} from '../support/salary';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

/**
 * Payroll (issue 17 section 2) through the real server on the database the run selects: a monthly
 * and a weekly run from draft to final with exact rupiah, the draft's changes, frozen figures,
 * one run per division and period, reopen, incentives used once, access refusals, the payslip
 * PDF (net and terbilang), the recap PDF and Excel, the transfer list, the employee's bank account.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestServer;
let superadmin = '';
let admin = '';
let viewer = '';
let employeeOnly = '';

const ids = { bca: '', mandiri: '', kantor: '', lapangan: '', borongan: '', position: '' };
const people = { ani: { id: '', idk: 0 }, bayu: { id: '', idk: 0 }, citra: { id: '', idk: 0 }, dedi: { id: '', idk: 0 } };
let aniItems: { bonus: string; kasbon: string } = { bonus: '', kasbon: '' };
let octoberRun: PayrollRunRow;
let weekRun: PayrollRunRow;

// October 2026: the 1st is a Thursday; Monday–Friday has 22 days. Tuesday the 20th is a holiday.
const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };
const HOLIDAY = '2026-10-20';
const WEEK = { start: '2026-10-19', end: '2026-10-25' };

const account = (role: 'admin' | 'user', access: string[], name: string): Promise<string> => salaryAccount(t, role, access, name);

const lineOf = (lines: readonly PayrollLineRow[], id: string): PayrollLineRow => {
  const line = lines.find((l) => l.employee_id === id);
  if (!line) throw new Error(`no line for ${id}`);
  return line;
};

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
  admin = await account('admin', ['/sallary', '/employee'], 'admin-gaji');
  viewer = await account('user', ['/sallary'], 'lihat-gaji');
  employeeOnly = await account('user', ['/employee'], 'hanya-karyawan');

  ids.bca = await addBank(t, superadmin, 'BCA');
  ids.mandiri = await addBank(t, superadmin, 'Mandiri');
  ids.kantor = await addDivision(t, superadmin, 'Kantor Pusat', 1);
  ids.lapangan = await addDivision(t, superadmin, 'Proyek Lapangan', 2);
  ids.borongan = await addDivision(t, superadmin, 'Borongan', 3);
  ids.position = await addPosition(t, superadmin, 'Staf');
  await setWorkRule(t, ids.kantor, 5);
  await addHoliday(t, HOLIDAY, 'Libur Uji');

  people.ani = await addPayrollEmployee(t, superadmin, {
    firstname: 'Ani',
    lastname: 'Lestari',
    division: ids.kantor,
    position: ids.position,
    salary: 200_000,
    overtime: 25_000,
    dayoff: 2,
    bank: ids.bca,
    account_number: '1234567890',
    account_holder: 'Ani Lestari',
  });
  people.bayu = await addPayrollEmployee(t, superadmin, { firstname: 'Bayu', division: ids.kantor, position: ids.position, salary: 100_000, overtime: 10_000, dayoff: 0 });
  people.citra = await addPayrollEmployee(t, superadmin, {
    firstname: 'Citra',
    division: ids.lapangan,
    position: ids.position,
    salary: 150_000,
    overtime: 20_000,
    dayoff: 1,
    bank: ids.mandiri,
    account_number: '9988776655',
  });
  people.dedi = await addPayrollEmployee(t, superadmin, { firstname: 'Dedi', division: ids.borongan, position: ids.position, salary: 120_000, overtime: 15_000, dayoff: 0 });

  const [bonus = ''] = await addSalaryItems(t, superadmin, people.ani.id, 'tambahan', [{ nominal: 500_000, name: 'Bonus target' }]);
  const [kasbon = ''] = await addSalaryItems(t, superadmin, people.ani.id, 'potongan', [{ nominal: 150_000, name: 'Kasbon' }]);
  aniItems = { bonus, kasbon };

  // Ani: every work day but the holiday; 2 sick days (5–6 Oct), 1 absent (7 Oct), 90 approved overtime minutes on 1 Oct.
  const aniDays = workDates(OCTOBER.start, OCTOBER.end, 5)
    .filter((d) => d !== HOLIDAY)
    .map((date) => {
      if (date === '2026-10-05' || date === '2026-10-06') return { date, status: 'sakit' as const };
      if (date === '2026-10-07') return { date, status: 'alpa' as const };
      return { date, status: 'hadir' as const, ...(date === '2026-10-01' ? { overtime: 90 } : {}) };
    });
  await setAttendance(t, people.ani.id, aniDays);
  // Citra and Dedi: the week's Monday and Wednesday–Saturday; Citra with 60 minutes of overtime on Monday.
  const weekDays = ['2026-10-19', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24'];
  await setAttendance(t, people.citra.id, weekDays.map((date) => ({ date, status: 'hadir' as const, ...(date === '2026-10-19' ? { overtime: 60 } : {}) })));
  await setAttendance(t, people.dedi.id, weekDays.map((date) => ({ date, status: 'hadir' as const })));
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  it('refuses an Employee-only user every payroll call (403), and a Sallary viewer the writes', async () => {
    expect((await call(t.url, 'GET', '/api/salary/run/all', { token: employeeOnly })).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/salary/run/divisions?kind=bulanan', { token: employeeOnly })).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/salary/run/all')).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/salary/run/all', { token: viewer })).status).toBe(200);
    const add = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: viewer, body: { kind: 'bulanan', period_start: OCTOBER.start, divisions: [ids.kantor] } });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('Hanya admin yang dapat mengubah penggajian.');
  });
});

describe('a monthly run', () => {
  it('offers the Bulanan divisions with their employees', async () => {
    const res = await call<{ data: PayrollDivisionChoice[] }>(t.url, 'GET', `/api/salary/run/divisions?kind=bulanan&period_start=${OCTOBER.start}`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: ids.kantor, name: 'Kantor Pusat', salary: 1, employees: 2, run_id: null }]);
    const weekly = await call<{ data: PayrollDivisionChoice[] }>(t.url, 'GET', '/api/salary/run/divisions?kind=mingguan', { token: viewer });
    expect(weekly.body.data.map((d) => d.name)).toEqual(['Borongan', 'Proyek Lapangan']);
  });

  it('refuses a period not starting on the 1st, a division of another kind and an empty pick (400)', async () => {
    const notFirst = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'bulanan', period_start: '2026-10-02', divisions: [ids.kantor] } });
    expect(notFirst.status).toBe(400);
    expect(notFirst.body.error.fields?.['period_start']).toBe('Periode bulanan harus dimulai tanggal 1');
    const wrongKind = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'bulanan', period_start: OCTOBER.start, divisions: [ids.lapangan] } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.fields?.['divisions']).toBe('Divisi Proyek Lapangan bukan divisi Bulanan');
    const none = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'bulanan', period_start: OCTOBER.start, divisions: [] } });
    expect(none.status).toBe(400);
  });

  it('computes every line to the rupiah as a draft', async () => {
    octoberRun = await createRun(t, admin, 'bulanan', OCTOBER.start, [ids.kantor]);
    expect(octoberRun).toMatchObject({ kind: 'bulanan', period_start: OCTOBER.start, period_end: OCTOBER.end, period_label: 'Oktober 2026', status: 'draft', employees: 2 });
    const detail = await getRun(t, viewer, octoberRun.id);
    const ani = lineOf(detail.lines, people.ani.id);
    expect(ani).toMatchObject({
      name: 'Ani Lestari',
      idk: people.ani.idk,
      division: { id: ids.kantor, name: 'Kantor Pusat', salary: 1 },
      position: 'Staf',
      work_days: 21,
      days_worked: 18,
      worked_amount: 3_600_000,
      overtime_minutes: 90,
      overtime_amount: 37_500,
      leave_days: 2,
      paid_leave_days: 2,
      leave_amount: 400_000,
      holiday_days: 1,
      holiday_amount: 200_000,
      absent_days: 1,
      incentives: [{ id: aniItems.bonus, name: 'Bonus target', nominal: 500_000 }],
      deductions: [{ id: aniItems.kasbon, name: 'Kasbon', nominal: 150_000 }],
      gross: 4_737_500,
      net: 4_587_500,
      bank: { id: ids.bca, name: 'BCA' },
      account_number: '1234567890',
      account_holder: 'Ani Lestari',
    });
    // Bayu recorded nothing: only the holiday on a work day is paid (Bulanan).
    expect(lineOf(detail.lines, people.bayu.id)).toMatchObject({ days_worked: 0, holiday_amount: 100_000, net: 100_000, bank: null });
    expect(detail.totals).toMatchObject({ employees: 2, net: 4_687_500 });
    expect(detail.division_totals).toEqual([expect.objectContaining({ division: { id: ids.kantor, name: 'Kantor Pusat', salary: 1 }, net: 4_687_500 })]);
    expect(detail.changes).toEqual([]);
    expect(detail.total_net).toBe(4_687_500);
  });

  it('refuses a second run for the same period and division (409 naming the division)', async () => {
    const again = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'bulanan', period_start: OCTOBER.start, divisions: [ids.kantor] } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Divisi Kantor Pusat sudah ada dalam penggajian periode Oktober 2026');
    const choices = await call<{ data: PayrollDivisionChoice[] }>(t.url, 'GET', `/api/salary/run/divisions?kind=bulanan&period_start=${OCTOBER.start}`, { token: viewer });
    expect(choices.body.data[0]?.run_id).toBe(octoberRun.id);
  });

  it("shows a draft's changes per employee and field after attendance and salary change; recompute stores them", async () => {
    await setAttendance(t, people.ani.id, [{ date: '2026-10-07', status: 'hadir' }]);
    const changed = await getRun(t, viewer, octoberRun.id);
    expect(changed.changes).toEqual([
      { employee_id: people.ani.id, name: 'Ani Lestari', field: 'days_worked', label: 'Hari Kerja', before: 18, after: 19 },
      { employee_id: people.ani.id, name: 'Ani Lestari', field: 'worked_amount', label: 'Upah Hari Kerja', before: 3_600_000, after: 3_800_000 },
      { employee_id: people.ani.id, name: 'Ani Lestari', field: 'absent_days', label: 'Alpa', before: 1, after: 0 },
      { employee_id: people.ani.id, name: 'Ani Lestari', field: 'net', label: 'Gaji Bersih', before: 4_587_500, after: 4_787_500 },
    ]);
    expect(lineOf(changed.lines, people.ani.id).net).toBe(4_787_500);
    // The list still shows the stored figures until 'Hitung Ulang'.
    expect(changed.total_net).toBe(4_687_500);

    expect((await call(t.url, 'PUT', `/api/salary/run/recompute/${octoberRun.id}`, { token: viewer })).status).toBe(403);
    const recomputed = await call<{ data: PayrollRunRow }>(t.url, 'PUT', `/api/salary/run/recompute/${octoberRun.id}`, { token: admin });
    expect(recomputed.status).toBe(200);
    expect(recomputed.body.data.total_net).toBe(4_887_500);
    expect((await getRun(t, viewer, octoberRun.id)).changes).toEqual([]);
  });

  it('finalises (audited), freezing every figure against later attendance and salary changes', async () => {
    const final = await call<{ data: PayrollRunRow }>(t.url, 'PUT', `/api/salary/run/final/${octoberRun.id}`, { token: admin });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    expect(final.body.data).toMatchObject({ status: 'final', finalized_by: expect.any(String), total_net: 4_887_500 });
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payroll_run'), eq(auditLog.entityId, octoberRun.id))).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['add', 'recompute', 'final']);
    const uses = await t.server.database.db.select().from(payrollItemUses).where(eq(payrollItemUses.runId, octoberRun.id));
    expect(uses.map((u) => u.itemId).sort()).toEqual([aniItems.bonus, aniItems.kasbon].sort());
    // The employee's detail says which period paid each row.
    const paid = await call<{ data: { tambahan: { _id: string; paid_in: string | null }[] } }>(t.url, 'GET', `/api/employee/employee/get/${people.ani.id}`, { token: superadmin });
    expect(paid.body.data.tambahan).toEqual([expect.objectContaining({ _id: aniItems.bonus, paid_in: 'Oktober 2026' })]);

    // Later: a day less, a higher daily salary, a new deduction: the final run does not move.
    await setAttendance(t, people.ani.id, [{ date: '2026-10-08', status: 'alpa' }]);
    await addSalaryItems(t, superadmin, people.ani.id, 'potongan', [{ nominal: 50_000, name: 'Denda' }]);
    const before = await getRun(t, viewer, octoberRun.id);
    expect(lineOf(before.lines, people.ani.id)).toMatchObject({ days_worked: 19, net: 4_787_500, deductions: [{ id: aniItems.kasbon, name: 'Kasbon', nominal: 150_000 }] });
    expect(before.changes).toEqual([]);
    expect(before.totals.net).toBe(4_887_500);

    const again = await call<ErrorBody>(t.url, 'PUT', `/api/salary/run/final/${octoberRun.id}`, { token: admin });
    expect(again.status).toBe(409);
    expect((await call(t.url, 'DELETE', `/api/salary/run/delete/${octoberRun.id}`, { token: admin })).status).toBe(409);
    expect((await call(t.url, 'PUT', `/api/salary/run/recompute/${octoberRun.id}`, { token: admin })).status).toBe(409);
  });

  it('pays each incentive and deduction once: the next month does not see the used ones', async () => {
    const november = await createRun(t, admin, 'bulanan', '2026-11-01', [ids.kantor]);
    const ani = lineOf((await getRun(t, viewer, november.id)).lines, people.ani.id);
    expect(ani.incentives).toEqual([]);
    expect(ani.deductions.map((d) => d.name)).toEqual(['Denda']);
    const removed = await call(t.url, 'DELETE', `/api/salary/run/delete/${november.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await call(t.url, 'GET', `/api/salary/run/get/${november.id}`, { token: viewer })).status).toBe(404);
    // Its division is free again for the period.
    const fresh = await createRun(t, admin, 'bulanan', '2026-11-01', [ids.kantor]);
    expect((await call(t.url, 'DELETE', `/api/salary/run/delete/${fresh.id}`, { token: admin })).status).toBe(200);
  });

  it('reopens only for the superadmin, with a reason, releasing the used items (audited)', async () => {
    const byAdmin = await call<ErrorBody>(t.url, 'PUT', `/api/salary/run/reopen/${octoberRun.id}`, { token: admin, body: { reason: 'salah hitung' } });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.message).toBe('Hanya superadmin yang dapat membuka kembali penggajian final.');
    const noReason = await call<ErrorBody>(t.url, 'PUT', `/api/salary/run/reopen/${octoberRun.id}`, { token: superadmin, body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields?.['reason']).toBe('Alasan wajib diisi');
    const reopened = await call<{ data: PayrollRunRow }>(t.url, 'PUT', `/api/salary/run/reopen/${octoberRun.id}`, { token: superadmin, body: { reason: 'Denda belum masuk' } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'draft', finalized_at: null, reopen_reason: 'Denda belum masuk', reopened_by: expect.any(String) });
    expect(await t.server.database.db.select().from(payrollItemUses).where(eq(payrollItemUses.runId, octoberRun.id))).toEqual([]);
    const released = await call<{ data: { tambahan: { paid_in?: string }[] } }>(t.url, 'GET', `/api/employee/employee/get/${people.ani.id}`, { token: superadmin });
    expect(released.body.data.tambahan.map((i) => i.paid_in ?? null)).toEqual([null]);
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payroll_run'), eq(auditLog.entityId, octoberRun.id))).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['add', null], ['recompute', null], ['final', null], ['reopen', 'Denda belum masuk']]);
    // Back to a draft: the later changes show, and 'Final' again freezes them.
    const draft = await getRun(t, viewer, octoberRun.id);
    expect(lineOf(draft.lines, people.ani.id)).toMatchObject({ days_worked: 18, deductions_total: 200_000, net: 4_537_500 });
    expect(draft.changes.filter((c) => c.field === 'net')).toEqual([{ employee_id: people.ani.id, name: 'Ani Lestari', field: 'net', label: 'Gaji Bersih', before: 4_787_500, after: 4_537_500 }]);
    const final = await call<{ data: PayrollRunRow }>(t.url, 'PUT', `/api/salary/run/final/${octoberRun.id}`, { token: superadmin });
    expect(final.body.data).toMatchObject({ status: 'final', total_net: 4_637_500 });
  });
});

describe('a weekly run', () => {
  it('pays Mingguan and Harian per week: the holiday paid for Mingguan, not for Harian', async () => {
    weekRun = await createRun(t, admin, 'mingguan', WEEK.start, [ids.lapangan, ids.borongan]);
    expect(weekRun.period_label).toBe('19 Okt – 25 Okt 2026');
    const detail = await getRun(t, viewer, weekRun.id);
    expect(detail.lines.map((l) => l.name)).toEqual(['Citra', 'Dedi']);
    expect(lineOf(detail.lines, people.citra.id)).toMatchObject({ days_worked: 5, worked_amount: 750_000, overtime_amount: 20_000, holiday_days: 1, holiday_amount: 150_000, net: 920_000 });
    expect(lineOf(detail.lines, people.dedi.id)).toMatchObject({ days_worked: 5, worked_amount: 600_000, holiday_days: 1, paid_holiday_days: 0, holiday_amount: 0, net: 600_000 });
    expect(detail.division_totals.map((d) => [d.division.name, d.net])).toEqual([
      ['Proyek Lapangan', 920_000],
      ['Borongan', 600_000],
    ]);
    const monday = await call<ErrorBody>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'mingguan', period_start: '2026-10-20', divisions: [ids.lapangan] } });
    expect(monday.body.error.fields?.['period_start']).toBe('Periode mingguan harus dimulai hari Senin');
  });

  it("refuses 'Final' while a net is negative, naming the employee", async () => {
    const [advance = ''] = await addSalaryItems(t, superadmin, people.dedi.id, 'potongan', [{ nominal: 700_000, name: 'Pinjaman' }]);
    const refused = await call<ErrorBody>(t.url, 'PUT', `/api/salary/run/final/${weekRun.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Gaji bersih negatif untuk Dedi: periksa potongan sebelum final');
    expect((await call(t.url, 'DELETE', `/api/employee/employee/hapuspotongan/${people.dedi.id}/${advance}`, { token: superadmin })).status).toBe(200);
    const final = await call<{ data: PayrollRunRow }>(t.url, 'PUT', `/api/salary/run/final/${weekRun.id}`, { token: admin });
    expect(final.status).toBe(200);
    expect(final.body.data.total_net).toBe(1_520_000);
  });

  it('lets one of two simultaneous creations for the same division and period win; the other gets 409 naming it', async () => {
    const body = { kind: 'mingguan', period_start: '2026-11-09', divisions: [ids.borongan] };
    const both = await Promise.all([call<ErrorBody & { data: PayrollRunRow }>(t.url, 'POST', '/api/salary/run/add', { token: admin, body }), call<ErrorBody & { data: PayrollRunRow }>(t.url, 'POST', '/api/salary/run/add', { token: superadmin, body })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.message).toBe('Divisi Borongan sudah ada dalam penggajian periode 9 Nov – 15 Nov 2026');
    const created = both.find((r) => r.status === 200)?.body.data.id ?? '';
    expect((await call(t.url, 'DELETE', `/api/salary/run/delete/${created}`, { token: admin })).status).toBe(200);
  });

  it("lets one of two simultaneous 'Final' presses win; the other gets 409", async () => {
    const run = await createRun(t, admin, 'mingguan', '2026-11-02', [ids.lapangan]);
    const presses = await Promise.all([
      call(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token: admin }),
      call(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token: superadmin }),
    ]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    const reopened = await call(t.url, 'PUT', `/api/salary/run/reopen/${run.id}`, { token: superadmin, body: { reason: 'uji' } });
    expect(reopened.status).toBe(200);
    expect((await call(t.url, 'DELETE', `/api/salary/run/delete/${run.id}`, { token: admin })).status).toBe(200);
  });

  it('lists runs newest period first, filtered by kind, status and division name', async () => {
    const all = await call<{ data: PayrollRunRow[]; pagination: { total: number } }>(t.url, 'GET', '/api/salary/run/all', { token: viewer });
    expect(all.body.data.map((r) => r.period_label)).toEqual(['19 Okt – 25 Okt 2026', 'Oktober 2026']);
    expect(all.body.pagination.total).toBe(2);
    const weekly = await call<{ data: PayrollRunRow[] }>(t.url, 'GET', '/api/salary/run/all?kind=mingguan', { token: viewer });
    expect(weekly.body.data.map((r) => r.id)).toEqual([weekRun.id]);
    const byName = await call<{ data: PayrollRunRow[] }>(t.url, 'GET', '/api/salary/run/all?filter=kantor', { token: viewer });
    expect(byName.body.data.map((r) => r.id)).toEqual([octoberRun.id]);
    const drafts = await call<{ data: PayrollRunRow[] }>(t.url, 'GET', '/api/salary/run/all?status=draft', { token: viewer });
    expect(drafts.body.data).toEqual([]);
    const byNet = await call<{ data: PayrollRunRow[] }>(t.url, 'GET', '/api/salary/run/all?sort=total_net|desc', { token: viewer });
    expect(byNet.body.data.map((r) => r.total_net)).toEqual([4_637_500, 1_520_000]);
    const badSort = await call<ErrorBody>(t.url, 'GET', '/api/salary/run/all?sort=gaji|asc', { token: viewer });
    expect(badSort.status).toBe(400);
  });
});

describe('printouts', () => {
  it("prints one payslip on the top half of an A4 page with the net and its terbilang", async () => {
    const res = await fetchFile(t, `/api/salary/run/slip/${octoberRun.id}/${people.ani.id}`, viewer);
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/pdf');
    const pdf = await readPdf(res.data);
    expect(pdf.pages).toHaveLength(1);
    expect(Math.round(pdf.pages[0]?.heightPt ?? 0)).toBe(842);
    const text = pdf.pages[0]?.text ?? '';
    expect(text).toContain('SLIP GAJI');
    expect(text).toContain('Ani Lestari');
    expect(text).toContain('Periode Oktober 2026 (1 Okt 2026 – 31 Okt 2026)');
    expect(text).toContain('Upah kerja (18 hari × Rp 200.000)');
    expect(text).toContain('Rp 4.537.500');
    expect(text).toContain('# Empat Juta Lima Ratus Tiga Puluh Tujuh Ribu Lima Ratus Rupiah #');
    expect(text).toContain('Denda');
    expect((await fetchFile(t, `/api/salary/run/slip/${octoberRun.id}/${people.dedi.id}`, viewer)).status).toBe(404);
    expect((await fetchFile(t, `/api/salary/run/slip/${octoberRun.id}/${people.ani.id}`, employeeOnly)).status).toBe(403);
  });

  it('prints the whole run two slips to a page', async () => {
    const res = await fetchFile(t, `/api/salary/run/slips/${octoberRun.id}`, viewer);
    expect(res.status).toBe(200);
    const pdf = await readPdf(res.data);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.text).toContain('Ani Lestari');
    expect(pdf.pages[0]?.text).toContain('Bayu');
    expect(pdf.pages[0]?.text).toContain('# Seratus Ribu Rupiah #');
  });

  it('prints the recap (A4 landscape) with division totals and the grand total', async () => {
    const res = await fetchFile(t, `/api/salary/run/recap/${weekRun.id}`, viewer);
    expect(res.status).toBe(200);
    const pdf = await readPdf(res.data);
    const page = pdf.pages[0];
    expect((page?.widthPt ?? 0) > (page?.heightPt ?? 0)).toBe(true);
    expect(page?.text).toContain('Rekap Gaji');
    expect(page?.text).toContain('Total Proyek Lapangan');
    expect(page?.text).toContain('Total Borongan');
    expect(page?.text).toContain('Total Keseluruhan');
    expect(page?.text).toContain('Rp 1.520.000');
  });

  it('exports the recap to Excel, read back with numbers', async () => {
    const res = await fetchFile(t, `/api/salary/run/recap-excel/${octoberRun.id}`, viewer);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const ani = rows.find((r) => r.includes('Ani Lestari'));
    expect(ani).toEqual([1, people.ani.idk, 'Ani Lestari', 'Kantor Pusat', 'Staf', 200_000, 18, 3_600_000, 90, 37_500, 2, 400_000, 1, 200_000, 500_000, 200_000, 0, 0, 0, 0, 4_537_500]);
    // THR, BPJS Karyawan, BPJS Perusahaan and PPh 21 (issue 18) stand before Gaji Bersih: nothing statutory is switched on here.
    const total = rows.find((r) => r.includes('Total Keseluruhan'));
    expect(total?.[total.length - 1]).toBe(4_637_500);
    expect(rows.some((r) => r.includes('Total Kantor Pusat'))).toBe(true);
    // The division's total stands apart from the employee rows: bold.
    let subtotalBold: boolean | undefined;
    sheet.eachRow((row) => {
      if ((row.values as unknown[]).includes('Total Kantor Pusat')) subtotalBold = row.getCell(3).font?.bold;
    });
    expect(subtotalBold).toBe(true);
  });

  it('lists the transfers by bank, with employees without an account under Tanpa Rekening', async () => {
    const res = await fetchFile(t, `/api/salary/run/transfer/${octoberRun.id}`, viewer);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((r) => r.includes('Ani Lestari') && r.includes('BCA'))).toEqual([1, 'BCA', '1234567890', 'Ani Lestari', 'Ani Lestari', people.ani.idk, 'Kantor Pusat', 4_537_500]);
    expect(rows.find((r) => r.includes('Bayu'))?.[1]).toBe('Tanpa Rekening');
    expect(rows.find((r) => r.includes('Subtotal BCA'))?.at(-1)).toBe(4_537_500);
    const pdf = await fetchFile(t, `/api/salary/run/transfer/${octoberRun.id}?format=pdf`, viewer);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(pdf.data)).pages[0]?.text ?? '';
    expect(text).toContain('Daftar Transfer Gaji');
    expect(text).toContain('Subtotal BCA');
    expect(text).toContain('Tanpa Rekening');
  });
});

describe("the employee's salary account", () => {
  it('keeps bank, account number and holder; a number without a bank, or an unknown bank, is refused on the bank field', async () => {
    const res = await call<{ data: { bank: { id: string; Name: string } | null; account_number: string; account_holder: string } }>(t.url, 'GET', `/api/employee/employee/get/${people.citra.id}`, { token: superadmin });
    expect(res.body.data).toMatchObject({ bank: { id: ids.mandiri, Name: 'Mandiri' }, account_number: '9988776655', account_holder: '' });
    const base = { firstname: 'Eko', email: 'eko.rekening@karyawan.test', phone: '081299990001', identity_number: '3578999900000001', dname: ids.kantor, pname: ids.position, salary: 1, overtime: 1, dayoff: 0, makan_status: 'N' };
    const noBank = await call<ErrorBody>(t.url, 'POST', '/api/employee/employee/add', { token: superadmin, body: { ...base, account_number: '123456' } });
    expect(noBank.status).toBe(400);
    expect(noBank.body.error.fields?.['bank']).toBe('Pilih bank untuk nomor rekening');
    const letters = await call<ErrorBody>(t.url, 'POST', '/api/employee/employee/add', { token: superadmin, body: { ...base, bank: ids.bca, account_number: '12-34' } });
    expect(letters.status).toBe(400);
    expect(letters.body.error.fields?.['account_number']).toBe('Nomor rekening harus 5–30 digit angka');
    const unknown = await call<ErrorBody>(t.url, 'POST', '/api/employee/employee/add', { token: superadmin, body: { ...base, bank: '00000000-0000-4000-8000-000000000000', account_number: '123456' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.['bank']).toBe('Bank tidak ditemukan');
    // The form's parsed body sends 'no bank' as null in JSON: accepted as none.
    const none = await call<{ data: { bank: null; account_number: string } }>(t.url, 'POST', '/api/employee/employee/add', { token: superadmin, body: { ...base, bank: null, account_number: '', account_holder: '' } });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.data).toMatchObject({ bank: null, account_number: '' });
  });
});

describe('paid once per period, whatever the division (issue 25)', () => {
  const runs: string[] = [];
  const cleanUp = async () => {
    for (const id of runs.splice(0)) {
      await call(t.url, 'PUT', `/api/salary/run/reopen/${id}`, { token: superadmin, body: { reason: 'uji selesai' } });
      await call(t.url, 'DELETE', `/api/salary/run/delete/${id}`, { token: admin });
    }
  };
  const final = (id: string) => call<ErrorBody>(t.url, 'PUT', `/api/salary/run/final/${id}`, { token: admin });
  const add = (body: Record<string, unknown>) => call<ErrorBody & { data: PayrollRunRow }>(t.url, 'POST', '/api/salary/run/add', { token: admin, body });
  let gudangA = '';
  let gudangB = '';
  let eko = { id: '', idk: 0 };
  let fani = { id: '', idk: 0 };

  beforeAll(async () => {
    gudangA = await addDivision(t, superadmin, 'Gudang A', 1);
    gudangB = await addDivision(t, superadmin, 'Gudang B', 1);
    eko = await addPayrollEmployee(t, superadmin, { firstname: 'Eko', lastname: 'Pindah', division: gudangA, position: ids.position, salary: 100_000, overtime: 0, dayoff: 0, joined_on: '2024-01-02' });
    fani = await addPayrollEmployee(t, superadmin, { firstname: 'Fani', division: gudangB, position: ids.position, salary: 100_000, overtime: 0, dayoff: 0, joined_on: '2024-01-02' });
  });
  afterAll(cleanUp);

  it("leaves out of the new division's run a worker its old division's final run already paid, and names the run", async () => {
    const september = await createRun(t, admin, 'bulanan', '2026-09-01', [gudangA]);
    runs.push(september.id);
    expect((await final(september.id)).status).toBe(200);
    await updateEmployee(t, superadmin, eko.id, { dname: gudangB });
    const again = await createRun(t, admin, 'bulanan', '2026-09-01', [gudangB]);
    runs.push(again.id);
    const detail = await getRun(t, admin, again.id);
    expect(detail.lines.map((l) => l.employee_id)).toEqual([fani.id]);
    expect(detail.paid_elsewhere).toEqual([{ employee_id: eko.id, name: 'Eko Pindah', run_id: september.id, run_label: 'Bulanan September 2026' }]);
    expect((await final(again.id)).status).toBe(200);
    await updateEmployee(t, superadmin, eko.id, { dname: gudangA });
    await cleanUp();
  });

  it('refuses a second THR in the year for the same people, also two drafts finalised at once; a named holiday is its own', async () => {
    // Two drafts on consecutive days (the division rule keys by date, so both are created).
    const first = await createRun(t, admin, 'thr', '2026-03-20', [gudangA]);
    const second = await createRun(t, admin, 'thr', '2026-03-21', [gudangA]);
    runs.push(first.id, second.id);
    const presses = await Promise.all([final(first.id), final(second.id)]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    const winner = presses[0]?.status === 200 ? first : second;
    const refused = presses.find((p) => p.status === 409)?.body.error.message;
    expect(refused).toBe(`Sudah dibayar oleh penggajian lain: Eko Pindah (THR ${winner.period_label}). Tekan Hitung Ulang untuk mengeluarkannya, lalu final lagi`);

    // A third THR of the year without a holiday: everyone is paid, refused by name with the rule.
    const third = await add({ kind: 'thr', period_start: '2026-04-01', divisions: [gudangA] });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(
      `Semua karyawan sudah dibayar untuk periode ini: Eko Pindah (THR ${winner.period_label}). THR kedua dalam setahun harus menyebut hari rayanya (Idul Fitri, Natal, Nyepi, Waisak, Imlek)`,
    );
    // The year's THR without a holiday stands for every holiday: Natal is refused too.
    expect((await add({ kind: 'thr', period_start: '2026-12-18', divisions: [gudangA], holiday: 'natal' })).status).toBe(409);
    // A holiday only belongs to THR.
    const monthly = await add({ kind: 'bulanan', period_start: '2026-12-01', divisions: [gudangA], holiday: 'natal' });
    expect([monthly.status, monthly.body.error.fields]).toEqual([400, { holiday: 'Hari raya hanya untuk penggajian THR' }]);
    await cleanUp();

    // Named holidays: Idul Fitri and Natal are two THRs of the year; Idul Fitri twice is not.
    const lebaran = await createRun(t, admin, 'thr', '2026-03-20', [gudangA], 'idul_fitri');
    runs.push(lebaran.id);
    expect(lebaran.period_label).toBe('20 Mar 2026 (Idul Fitri)');
    expect((await final(lebaran.id)).status).toBe(200);
    const natal = await createRun(t, admin, 'thr', '2026-12-18', [gudangA], 'natal');
    runs.push(natal.id);
    expect((await getRun(t, admin, natal.id)).lines.map((l) => l.employee_id)).toEqual([eko.id]);
    expect((await add({ kind: 'thr', period_start: '2026-03-27', divisions: [gudangA], holiday: 'idul_fitri' })).status).toBe(409);
    await cleanUp();
  });
});
