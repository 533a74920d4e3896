import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRow } from '../../common/contract/employee';
import type { PayrollLineRow, PayrollRunRow } from '../../common/contract/salary';
import { readPdf } from '../support/pdf';
import { addDivision, addPayrollEmployee, employeeUpdateBody, fetchFile, setEmployeeLeftOn, addPosition, addStatutoryRate, createRun, getRun, saveStatutorySettings, setAttendance, setWorkRule, workDates, salaryAccount } from '../support/salary';
import { ADMIN, call, callOk, login, startTestServer, type TestServer } from '../support/server';

/**
 * Statutory payroll (issue 18) through the real server on the database the run selects: BPJS and
 * PPh 21 in monthly, THR, December and weekly runs from draft to final, to the rupiah; the
 * figures a final run froze after a rate change; statutory overtime; the BPJS Kesehatan floor.
 *
 * The monthly employee follows the PMK 168/2023 worked example (K/0, Rp10,000,000 a month, the
 * employer's JKK 0.24 % and JKM 0.30 % in the gross, JHT 2 % and JP 1 % paid by the employee):
 * gross for PPh 21 Rp10,054,000, TER category A 2.25 % → Rp226,215.
 */

let t: TestServer;
let superadmin = '';
let admin = '';

const ids = { kantor: '', kantor2: '', harian: '', lembur: '', position: '' };
const people = { budi: '', sari: '', joko: '', wati: '', eko: '' };
const runs: Record<string, PayrollRunRow> = {};
const runOf = (name: string): PayrollRunRow => {
  const run = runs[name];
  if (!run) throw new Error(`no run ${name}`);
  return run;
};

const account = (role: 'admin' | 'user', access: string[], name: string): Promise<string> => salaryAccount(t, role, access, name);

const lineOf = (lines: readonly PayrollLineRow[], id: string): PayrollLineRow => {
  const line = lines.find((l) => l.employee_id === id);
  if (!line) throw new Error(`no line for ${id}`);
  return line;
};

/** `n` days 'hadir' from the month's Monday–Friday dates, the rest 'alpa' (unpaid). */
const monthDays = (start: string, end: string, present: number) =>
  workDates(start, end, 5).map((date, index) => ({ date, status: index < present ? ('hadir' as const) : ('alpa' as const) }));

async function finalise(id: string): Promise<void> {
  await callOk(t.url, 'PUT', `/api/salary/run/final/${id}`, { token: admin });
}

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
  admin = await account('admin', ['/sallary', '/employee'], 'admin-statutori');

  ids.kantor = await addDivision(t, superadmin, 'Kantor Pajak', 1);
  ids.kantor2 = await addDivision(t, superadmin, 'Kantor Cabang', 1);
  ids.harian = await addDivision(t, superadmin, 'Harian Proyek', 3);
  ids.position = await addPosition(t, superadmin, 'Staf Pajak');
  // A division on PP 35/2021 overtime (1 = flat rate, 2 = the statute).
  ids.lembur = (await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: superadmin, body: { name: 'Bengkel', description: '', salary: 1, overtime_rule: 2, status: 'active' } })).data.id;
  await setWorkRule(t, ids.kantor, 5);
  await setWorkRule(t, ids.kantor2, 5);

  const base = { position: ids.position, overtime: 0, dayoff: 0, joined_on: '2026-01-05' };
  // Budi: K/0 with JHT, JP, JKK and JKM (no health programme, as in the worked example); 500,000 a day × 20 days.
  people.budi = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Budi', division: ids.kantor, salary: 500_000, ptkp_status: 'K/0', bpjs_programmes: ['jht', 'jp', 'jkk', 'jkm'] })).id;
  // Sari: TK/0 with every programme, 200,000 a day × 20 = 4,000,000: BPJS Kesehatan on the regional minimum wage.
  people.sari = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Sari', division: ids.kantor2, salary: 200_000, ptkp_status: 'TK/0' })).id;
  // Joko and Wati: daily workers (not permanent: JKK and JKM by default), 550,000 and 400,000 a day.
  people.joko = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Joko', division: ids.harian, salary: 550_000, permanent: false })).id;
  people.wati = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Wati', division: ids.harian, salary: 400_000, permanent: false })).id;
  // Eko: 400,000 a day on a 6-day week (the default rule) → 10,000,000 a month for PP 35/2021; no programmes.
  people.eko = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Eko', division: ids.lembur, salary: 400_000, overtime: 50_000, bpjs_programmes: [] })).id;

  await setAttendance(t, people.budi, monthDays('2026-10-01', '2026-10-31', 20));
  await setAttendance(t, people.budi, monthDays('2026-11-01', '2026-11-30', 20));
  await setAttendance(t, people.budi, monthDays('2026-12-01', '2026-12-31', 20));
  await setAttendance(t, people.sari, monthDays('2026-10-01', '2026-10-31', 20));
  const week = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23'];
  await setAttendance(t, people.joko, week.map((date) => ({ date, status: 'hadir' as const })));
  await setAttendance(t, people.wati, week.map((date) => ({ date, status: 'hadir' as const })));
  // Eko: 3 approved overtime hours on Monday 5 Oct (a work day).
  await setAttendance(t, people.eko, [{ date: '2026-10-05', status: 'hadir', overtime: 180 }]);

  await saveStatutorySettings(t, admin, { jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true });
  // The regional minimum wage (UMK) the office enters: the floor of the BPJS Kesehatan wage.
  await addStatutoryRate(t, admin, { key: 'kes_wage_floor', valid_from: '2026-01-01', value: 5_396_761, source: 'Kepgub UMP 2026 (uji)' });
});

afterAll(async () => {
  await t?.close();
});

describe('nothing statutory until the company switches it on', () => {
  it('a run before the settings were saved charged nothing; after saving, the same period does', async () => {
    // The settings are saved in beforeAll; turned off again, a draft shows no BPJS and no PPh 21.
    await saveStatutorySettings(t, admin, { jkk_risk_class: 1, programmes: [], withhold_pph21: false });
    const off = await createRun(t, admin, 'bulanan', '2026-10-01', [ids.kantor]);
    const line = lineOf((await getRun(t, admin, off.id)).lines, people.budi);
    expect(line).toMatchObject({ bpjs_employee_total: 0, bpjs_employer_total: 0, pph21: 0, pph21_method: 'tidak_dipotong', gross: 10_000_000, net: 10_000_000 });
    await callOk(t.url, 'DELETE', `/api/salary/run/delete/${off.id}`, { token: admin });
    await saveStatutorySettings(t, admin, { jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true });
  });
});

describe('a monthly run (PMK 168/2023 worked example: K/0, Rp10,000,000)', () => {
  it('computes BPJS, PPh 21 TER and net to the rupiah as a draft', async () => {
    runs.october = await createRun(t, admin, 'bulanan', '2026-10-01', [ids.kantor]);
    const budi = lineOf((await getRun(t, admin, runOf('october').id)).lines, people.budi);
    expect(budi).toMatchObject({
      worked_amount: 10_000_000,
      gross: 10_000_000,
      bpjs_wage: 10_000_000,
      // PP 46/2015: JHT 2 % / 3.7 %; PP 45/2015: JP 1 % / 2 % (under the 2025 cap 10,547,400); PP 44/2015: JKK 0.24 %, JKM 0.30 %.
      jht_employee: 200_000,
      jht_employer: 370_000,
      jp_employee: 100_000,
      jp_employer: 200_000,
      jkk_employer: 24_000,
      jkm_employer: 30_000,
      kes_employee: 0,
      kes_employer: 0,
      bpjs_employee_total: 300_000,
      bpjs_employer_total: 624_000,
      // 10,000,000 + JKK 24,000 + JKM 30,000; PP 58/2023 TER A 10,050,001–10,350,000: 2.25 %.
      tax_gross: 10_054_000,
      pph21_method: 'ter_bulanan',
      ter_category: 'A',
      tax_rate_bp: 225,
      pph21: 226_215,
      net: 10_000_000 - 300_000 - 226_215,
      ptkp_status: 'K/0',
      permanent: true,
      has_tax_id: true,
    });
    expect(budi.statutory).toMatchObject({ jkk_risk_class: 1, withhold_pph21: true, programmes: ['jht', 'jp', 'jkk', 'jkm'] });
    expect(budi.statutory.rates).toMatchObject({ jp_wage_cap: 11_086_300, jht_employee: 200, kes_wage_floor: 5_396_761 });
  });

  it('charges BPJS Kesehatan on the regional minimum wage when the wage is below it', async () => {
    runs.cabang = await createRun(t, admin, 'bulanan', '2026-10-01', [ids.kantor2]);
    const sari = lineOf((await getRun(t, admin, runOf('cabang').id)).lines, people.sari);
    // Perpres 82/2018 jo. 64/2020: 1 % and 4 % of the floor 5,396,761 (53,967.61 → 53,968; 215,870.44 → 215,870).
    expect(sari).toMatchObject({ worked_amount: 4_000_000, kes_employee: 53_968, kes_employer: 215_870, jht_employee: 80_000, jp_employee: 40_000 });
    // 4,000,000 + JKK 9,600 + JKM 12,000 + Kesehatan 215,870 = 4,237,470: TER A 0 % (up to 5,400,000).
    expect(sari).toMatchObject({ tax_gross: 4_237_470, pph21: 0, net: 4_000_000 - 80_000 - 40_000 - 53_968 });
  });

  it('freezes the figures with the rates used: a rate added later changes only drafts', async () => {
    await finalise(runOf('october').id);
    await finalise(runOf('cabang').id);
    // The office records a (test) change of the employee's JHT share from 1 October.
    const rateId = await addStatutoryRate(t, admin, { key: 'jht_employee', valid_from: '2026-10-01', value: 250, source: 'Perubahan uji' });
    const frozen = lineOf((await getRun(t, admin, runOf('october').id)).lines, people.budi);
    expect(frozen).toMatchObject({ jht_employee: 200_000, pph21: 226_215 });
    expect(frozen.statutory.rates.jht_employee).toBe(200);
    // Reopened, the same run recomputes with the new rate …
    await callOk(t.url, 'PUT', `/api/salary/run/reopen/${runOf('october').id}`, { token: superadmin, body: { reason: 'Uji tarif baru' } });
    const redone = lineOf((await getRun(t, admin, runOf('october').id)).lines, people.budi);
    expect(redone.jht_employee).toBe(250_000);
    // … and once the row is removed, back to the law's 2 %.
    await callOk(t.url, 'DELETE', `/api/salary/statutory/rates/delete/${rateId}`, { token: admin });
    expect(lineOf((await getRun(t, admin, runOf('october').id)).lines, people.budi).jht_employee).toBe(200_000);
    await finalise(runOf('october').id);
  });
});

describe('THR and the month it is paid in', () => {
  it('pays THR pro rata by months of service and taxes it with the month', async () => {
    // Paid 20 Nov 2026; joined 5 Jan 2026 → 10 whole months; a month's wage 500,000 × 21 (5-day week) = 10,500,000.
    runs.thr = await createRun(t, admin, 'thr', '2026-11-20', [ids.kantor]);
    expect(runOf('thr')).toMatchObject({ kind: 'thr', period_start: '2026-11-20', period_end: '2026-11-20', period_label: '20 Nov 2026' });
    const budi = lineOf((await getRun(t, admin, runOf('thr').id)).lines, people.budi);
    // Permenaker 6/2016 Pasal 3 ayat 1 huruf b: 10/12 × 10,500,000 = 8,750,000. No BPJS on THR.
    expect(budi).toMatchObject({ thr_months: 10, thr_basis: 10_500_000, thr_amount: 8_750_000, gross: 8_750_000, bpjs_employee_total: 0, days_worked: 0 });
    // November has no other final run yet: TER A on 8,750,000 (8,550,001–9,650,000) 1.75 % = 153,125.
    expect(budi).toMatchObject({ tax_gross: 8_750_000, tax_rate_bp: 175, pph21: 153_125, net: 8_750_000 - 153_125 });
    await finalise(runOf('thr').id);
  });

  it("the month's pay run withholds the TER of the month's whole gross less what the THR run withheld", async () => {
    runs.november = await createRun(t, admin, 'bulanan', '2026-11-01', [ids.kantor]);
    const budi = lineOf((await getRun(t, admin, runOf('november').id)).lines, people.budi);
    // Month: 8,750,000 + 10,054,000 = 18,804,000 → TER A 8 % = 1,504,320; less 153,125 = 1,351,195.
    expect(budi).toMatchObject({ tax_gross: 10_054_000, tax_rate_bp: 800, pph21: 1_351_195, net: 10_000_000 - 300_000 - 1_351_195 });
    await finalise(runOf('november').id);
    // The payslip lists the employee's BPJS and PPh 21 under the deductions, the employer's shares apart.
    const slip = await fetchFile(t, `/api/salary/run/slip/${runOf('november').id}/${people.budi}`, admin);
    expect(slip.status).toBe(200);
    const text = (await readPdf(slip.data)).pages.map((page) => page.text).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('BPJS Ketenagakerjaan (JHT+JP) Rp 300.000');
    expect(text).toContain('PPh 21 (TER A 8%) Rp 1.351.195');
    expect(text).toContain('Iuran perusahaan (tidak dipotong): JHT Rp 370.000, JP Rp 200.000, JKK Rp 24.000, JKM Rp 30.000');
    expect(text).toContain(`Rp ${(10_000_000 - 300_000 - 1_351_195).toLocaleString('id-ID')}`);
  });
});

describe('December: the Article 17 reconciliation', () => {
  it("taxes the year's net income and returns what was withheld above it", async () => {
    runs.december = await createRun(t, admin, 'bulanan', '2026-12-01', [ids.kantor]);
    const budi = lineOf((await getRun(t, admin, runOf('december').id)).lines, people.budi);
    // Year: 10,054,000 (Oct) + 8,750,000 (THR) + 10,054,000 (Nov) + 10,054,000 (Dec) = 38,912,000; paid in 3 months →
    // biaya jabatan max 3 × 500,000 = 1,500,000 (5 % would be 1,945,600); JHT+JP 3 × 300,000 = 900,000;
    // neto 36,512,000 < PTKP K/0 58,500,000 → no tax for the year; withheld 226,215 + 153,125 + 1,351,195 = 1,730,535 returned.
    expect(budi).toMatchObject({ pph21_method: 'desember', ter_category: null, pph21: -1_730_535, net: 10_000_000 - 300_000 + 1_730_535 });
  });
});

describe('an employee who leaves', () => {
  it("reconciles the year in the month they leave, and later runs leave them out", async () => {
    // Sari leaves on Friday 13 November after 10 days' work (2,000,000).
    await setEmployeeLeftOn(t, admin, people.sari, '2026-11-13');
    await setAttendance(t, people.sari, workDates('2026-11-02', '2026-11-13', 5).map((date) => ({ date, status: 'hadir' as const })));
    const november = await createRun(t, admin, 'bulanan', '2026-11-01', [ids.kantor2]);
    const sari = lineOf((await getRun(t, admin, november.id)).lines, people.sari);
    // PMK 168/2023: the leaving month is the last tax period. Year: October 4,237,470 + November 2,000,000 + JKK 4,800
    // + JKM 6,000 + Kesehatan on the floor 215,870 = 6,464,140: far below PTKP TK/0 54,000,000, nothing was withheld → 0.
    expect(sari).toMatchObject({ worked_amount: 2_000_000, tax_gross: 2_226_670, pph21_method: 'desember', pph21: 0 });
    await finalise(november.id);
    const december = await call<{ error: { fields?: Record<string, string> } }>(t.url, 'POST', '/api/salary/run/add', { token: admin, body: { kind: 'bulanan', period_start: '2026-12-01', divisions: [ids.kantor2] } });
    expect(december.status).toBe(400);
    expect(december.body.error.fields?.['divisions']).toBe('Tidak ada karyawan aktif di divisi yang dipilih');
  });

  it('refuses a leaving day before the day they joined (400 on the field)', async () => {
    // Eko joined on 5 January 2026.
    const { data: eko } = await callOk<{ data: EmployeeRow }>(t.url, 'GET', `/api/employee/employee/get/${people.eko}`, { token: superadmin });
    const res = await call<{ error: { fields?: Record<string, string> } }>(t.url, 'PUT', `/api/employee/employee/update/${people.eko}`, { token: superadmin, body: employeeUpdateBody(eko, { left_on: '2025-12-31' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['left_on']).toBe('Tanggal keluar tidak boleh sebelum tanggal masuk');
  });
});

describe('daily workers (pegawai tidak tetap) in a weekly run', () => {
  it('withholds the daily TER above Rp450,000 a day and charges JKK and JKM only', async () => {
    runs.week = await createRun(t, admin, 'mingguan', '2026-10-19', [ids.harian]);
    const detail = await getRun(t, admin, runOf('week').id);
    const joko = lineOf(detail.lines, people.joko);
    // 5 × 550,000 = 2,750,000; JKK 0.24 % 6,600, JKM 0.30 % 8,250 → gross for PPh 21 2,764,850,
    // 552,970 a day on average: TER harian 0.5 % = 13,824 (rounded down).
    expect(joko).toMatchObject({ permanent: false, gross: 2_750_000, jkk_employer: 6_600, jkm_employer: 8_250, jht_employee: 0, kes_employee: 0, tax_gross: 2_764_850, pph21_method: 'ter_harian', tax_rate_bp: 50, pph21: 13_824, net: 2_750_000 - 13_824 });
    // 400,000 a day (+ premiums 4,800 + 6,000 → 402,160 a day): 0 %.
    expect(lineOf(detail.lines, people.wati)).toMatchObject({ pph21_method: 'ter_harian', pph21: 0, net: 2_000_000 });
  });
});

describe('overtime by PP 35/2021 for a division on the statute', () => {
  it('pays 1.5× the first hour and 2× the next on a work day, on 1/173 of the monthly wage', async () => {
    const run = await createRun(t, admin, 'bulanan', '2026-10-01', [ids.lembur]);
    const eko = lineOf((await getRun(t, admin, run.id)).lines, people.eko);
    // 400,000 × 25 (6-day week) = 10,000,000 a month; 3 hours = 1.5 + 2 + 2 = 5.5 × 10,000,000 / 173 = 317,919.07… → 317,919.
    expect(eko).toMatchObject({ overtime_rule: 'statute', overtime_minutes: 180, overtime_amount: 317_919, gross: 400_000 + 317_919 });
  });
});

describe('access', () => {
  it('refuses the settings to a user without Sallary access', async () => {
    const outsider = await account('user', ['/employee'], 'luar-statutori');
    expect((await call(t.url, 'GET', '/api/salary/statutory/settings', { token: outsider })).status).toBe(403);
  });
});

describe('monthly staff (issue 25): a month of gaji pokok + tunjangan tetap, by this year\'s law', () => {
  // October 2026, Monday–Friday: 22 work days (1 Oct is a Thursday). A division on PP 35/2021 overtime
  // whose work rule deducts alpa at 1/21 of the month a day.
  const staff = { rina: '', adi: '', tono: '', typo: '' };
  let division = '';
  let run: PayrollRunRow;
  const october = workDates('2026-10-01', '2026-10-31', 5);

  beforeAll(async () => {
    division = (await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: superadmin, body: { name: 'Staf Bulanan', description: '', salary: 1, overtime_rule: 2, status: 'active' } })).data.id;
    await setWorkRule(t, division, 5, 'per_21');
    const base = { position: ids.position, division, overtime: 0, dayoff: 0, joined_on: '2024-01-02' };
    // Rina: TK/0, every programme, 8.000.000 + 2.000.000; the daily rate field holds a mistyped month, which a monthly basis ignores.
    staff.rina = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Rina', salary: 6_500_000, salary_basis: 'bulanan', monthly_wage: 8_000_000, fixed_allowance: 2_000_000, ptkp_status: 'TK/0' })).id;
    // Adi: K/1 on 15.000.000: the 2026 JP cap.
    staff.adi = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Adi', salary: 0, salary_basis: 'bulanan', monthly_wage: 15_000_000, ptkp_status: 'K/1' })).id;
    // Tono joins on Thursday 15 October, no programmes yet.
    staff.tono = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Tono', joined_on: '2026-10-15', salary: 0, salary_basis: 'bulanan', monthly_wage: 8_000_000, fixed_allowance: 2_000_000, bpjs_programmes: [] })).id;
    // A clerk typed a month (6.500.000) as a daily rate: 20 days × 6.500.000 = 130.000.000.
    staff.typo = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Salah', lastname: 'Ketik', salary: 6_500_000, bpjs_programmes: [] })).id;
    // Rina: 20 days present, the last two work days alpa; 2 approved overtime hours on Monday 5 October.
    await setAttendance(t, staff.rina, october.map((date, index) => (index < 20 ? { date, status: 'hadir' as const, ...(date === '2026-10-05' ? { overtime: 120 } : {}) } : { date, status: 'alpa' as const })));
    await setAttendance(t, staff.adi, october.map((date) => ({ date, status: 'hadir' as const })));
    await setAttendance(t, staff.tono, october.filter((date) => date >= '2026-10-15').map((date) => ({ date, status: 'hadir' as const })));
    await setAttendance(t, staff.typo, october.slice(0, 20).map((date) => ({ date, status: 'hadir' as const })));
    run = await createRun(t, admin, 'bulanan', '2026-10-01', [division]);
  });

  it('pays Rina her month less 2 alpa days at 1/21, overtime at 1/173, BPJS on 10.000.000 and PPh 21 with the premiums', async () => {
    const rina = lineOf((await getRun(t, admin, run.id)).lines, staff.rina);
    // Month 8.000.000 + 2.000.000 = 10.000.000. Alpa 2 × 10.000.000 / 21 = 952.380,95 → 952.381.
    // Overtime (1,5 + 2) × 10.000.000 / 173 = 202.312,14 → 202.312. Gross 10.000.000 − 952.381 + 202.312 = 9.249.931.
    // BPJS on the month's upah 10.000.000: employee JHT 2 % 200.000 + JP 1 % 100.000 + Kesehatan 1 % 100.000 = 400.000;
    // employer JHT 3,7 % 370.000, JP 2 % 200.000, JKK 0,24 % 24.000, JKM 0,30 % 30.000, Kesehatan 4 % 400.000 = 1.024.000.
    // Gross for PPh 21: 9.249.931 + 24.000 + 30.000 + 400.000 = 9.703.931 → TER A 9.650.001–10.050.000: 2 % = 194.078,62 → 194.078.
    expect(rina).toMatchObject({
      salary_basis: 'bulanan',
      monthly_wage: 8_000_000,
      fixed_allowance: 2_000_000,
      prorate_days: 22,
      prorate_of: 22,
      worked_amount: 10_000_000,
      absent_days: 2,
      absence_amount: 952_381,
      overtime_minutes: 120,
      overtime_amount: 202_312,
      leave_amount: 0,
      holiday_amount: 0,
      gross: 9_249_931,
      bpjs_wage: 10_000_000,
      jht_employee: 200_000,
      jp_employee: 100_000,
      kes_employee: 100_000,
      bpjs_employee_total: 400_000,
      bpjs_employer_total: 1_024_000,
      tax_gross: 9_703_931,
      ter_category: 'A',
      tax_rate_bp: 200,
      pph21: 194_078,
      net: 9_249_931 - 400_000 - 194_078,
    });
  });

  it("charges Adi (K/1, 15.000.000) JP on 2026's cap Rp11.086.300: 110.863 and 221.726", async () => {
    const adi = lineOf((await getRun(t, admin, run.id)).lines, staff.adi);
    // JP 1 % and 2 % of 11.086.300; JHT 2 % 300.000; Kesehatan 1 % of the 12.000.000 cap 120.000 → employee 530.863.
    // Employer premiums in the tax gross: JKK 36.000 + JKM 45.000 + Kesehatan 480.000 → 15.561.000: TER B 14.950.001–16.400.000 6 % = 933.660.
    expect(adi).toMatchObject({ jp_employee: 110_863, jp_employer: 221_726, bpjs_employee_total: 530_863, tax_gross: 15_561_000, ter_category: 'B', tax_rate_bp: 600, pph21: 933_660, net: 15_000_000 - 530_863 - 933_660 });
  });

  it('prorates Tono, who joined on 15 October: 12 of 22 work days of 10.000.000 = 5.454.545,45 → 5.454.545', async () => {
    const tono = lineOf((await getRun(t, admin, run.id)).lines, staff.tono);
    expect(tono).toMatchObject({ prorate_days: 12, prorate_of: 22, worked_amount: 5_454_545, absent_days: 0, absence_amount: 0, gross: 5_454_545 });
  });

  it("lists the mistyped daily rate as an outlier before Final: net above 3× the division's median", async () => {
    const detail = await getRun(t, admin, run.id);
    const net = (id: string) => lineOf(detail.lines, id).net;
    // Nets in order: Tono, Rina, Adi, the typo; the median of four is the mean of the middle two.
    const sorted = [staff.tono, staff.rina, staff.adi, staff.typo].map(net).sort((a, b) => a - b);
    const median = Math.round(((sorted[1] ?? 0) + (sorted[2] ?? 0)) / 2);
    expect(lineOf(detail.lines, staff.typo).gross).toBe(130_000_000);
    expect(detail.outliers).toEqual([{ employee_id: staff.typo, name: 'Salah Ketik', division: 'Staf Bulanan', net: net(staff.typo), median, reason: 'high' }]);
  });

  it('pays THR on gaji pokok + tunjangan tetap (Permenaker 6/2016 Pasal 3 ayat 2)', async () => {
    const thr = await createRun(t, admin, 'thr', '2026-11-20', [division]);
    const lines = (await getRun(t, admin, thr.id)).lines;
    expect(lineOf(lines, staff.rina)).toMatchObject({ thr_months: 34, thr_basis: 10_000_000, thr_amount: 10_000_000 });
    // Tono: 1 full month of service (15 Oct – 20 Nov) → 10.000.000 × 1/12 = 833.333,33 → 833.333.
    expect(lineOf(lines, staff.tono)).toMatchObject({ thr_months: 1, thr_basis: 10_000_000, thr_amount: 833_333 });
    await callOk(t.url, 'DELETE', `/api/salary/run/delete/${thr.id}`, { token: admin });
  });

  it('refuses a monthly basis without its gaji pokok, on the field', async () => {
    const { data: row } = await callOk<{ data: EmployeeRow }>(t.url, 'GET', `/api/employee/employee/get/${staff.tono}`, { token: admin });
    expect(row).toMatchObject({ salary_basis: 'bulanan', monthly_wage: 8_000_000, fixed_allowance: 2_000_000 });
    const refused = await call<{ error: { fields?: Record<string, string> } }>(t.url, 'PUT', `/api/employee/employee/update/${staff.tono}`, { token: admin, body: employeeUpdateBody(row, { monthly_wage: 0 }) });
    expect([refused.status, refused.body.error.fields]).toEqual([400, { monthly_wage: 'Gaji pokok wajib diisi untuk gaji bulanan' }]);
  });
});
