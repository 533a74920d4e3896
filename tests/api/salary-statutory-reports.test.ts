import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollLineRow, PayrollRunRow } from '../../common/contract/salary';
import type { CompanySettings } from '../../common/contract/settings';
import { withholderMissingMessage, type StatutorySettings } from '../../common/contract/statutory';
import { STATUTORY_REPORT_TEXTS } from '../../server/salary/statutory/reports';
import { readPdf } from '../support/pdf';
import { addDivision, addPayrollEmployee, addPosition, createRun, fetchFile, getRun, saveStatutorySettings, setAttendance, setWorkRule, workDates, salaryAccount } from '../support/salary';
import { ADMIN, call, callOk, login, startTestServer, type TestServer } from '../support/server';

/**
 * The files the office sends (issue 18) through the real server on the database the run selects:
 * the month's 'Rekap Iuran BPJS' and e-Bupot 21 Excel read back with exceljs, the year's 1721-A1
 * PDF read back with pdf.js. Only final runs count.
 *
 * October 2026: Budi (K/0, 500,000 × 20 days = 10,000,000, every programme), Sari (TK/0,
 * 200,000 × 20 = 4,000,000, every programme) in a monthly run, Joko (daily worker, 550,000 × 5)
 * in a weekly run. December: Budi again, reconciled (Article 17) on October and December.
 */

let t: TestServer;
let superadmin = '';
let admin = '';

const people = { budi: '', sari: '', joko: '' };
const lines: Record<string, PayrollLineRow> = {};
const SETTINGS = { jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'] as const, withhold_pph21: true, company_npwp: '0012345678901000', company_nitku: '0012345678901000000000', signer_name: 'Hendra Wijaya', signer_npwp: '1234567890123456' };

const account = (role: 'admin' | 'user', access: string[], name: string): Promise<string> => salaryAccount(t, role, access, name);

const monthDays = (start: string, end: string, present: number) =>
  workDates(start, end, 5).map((date, index) => ({ date, status: index < present ? ('hadir' as const) : ('alpa' as const) }));

async function finalRun(kind: 'bulanan' | 'mingguan', start: string, divisions: string[]): Promise<PayrollRunRow> {
  const run = await createRun(t, admin, kind, start, divisions);
  await callOk(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token: admin });
  for (const line of (await getRun(t, admin, run.id)).lines) lines[`${line.employee_id}:${start}`] = line;
  return run;
}

async function workbook(path: string, token = admin): Promise<ExcelJS.Workbook> {
  const file = await fetchFile(t, path, token);
  expect(file.status).toBe(200);
  expect(file.type).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
  return book;
}

/** A row's cells from column A, an empty cell as null. */
const rowValues = (sheet: ExcelJS.Worksheet | undefined, number: number) => {
  if (!sheet) throw new Error('sheet missing');
  return Array.from((sheet.getRow(number).values as ExcelJS.CellValue[]).slice(1), (value) => value ?? null);
};

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
  admin = await account('admin', ['/sallary', '/employee'], 'admin-laporan');
  const kantor = await addDivision(t, superadmin, 'Kantor Laporan', 1);
  const harian = await addDivision(t, superadmin, 'Harian Laporan', 3);
  const position = await addPosition(t, superadmin, 'Staf Keuangan');
  await setWorkRule(t, kantor, 5);
  const base = { position, overtime: 0, dayoff: 0, joined_on: '2026-01-05' };
  people.budi = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Budi', lastname: 'Laporan', division: kantor, salary: 500_000, ptkp_status: 'K/0', npwp: '1234567890123450' })).id;
  people.sari = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Sari', lastname: 'Laporan', division: kantor, salary: 200_000, ptkp_status: 'TK/0' })).id;
  people.joko = (await addPayrollEmployee(t, superadmin, { ...base, firstname: 'Joko', lastname: 'Laporan', division: harian, salary: 550_000, permanent: false })).id;
  // Budi's address, entered on his record as the office does (the form sends every field).
  const detail = (await callOk<{ data: Record<string, unknown> & { division: { id: string }; position: { id: string } } }>(t.url, 'GET', `/api/employee/employee/get/${people.budi}`, { token: superadmin })).data;
  const keep = ['firstname', 'lastname', 'email', 'phone', 'identity_number', 'salary', 'overtime', 'dayoff', 'makan_status', 'joined_on', 'permanent', 'ptkp_status', 'npwp', 'bpjs_tk_number', 'bpjs_kes_number', 'bpjs_programmes'];
  await callOk(t.url, 'PUT', `/api/employee/employee/update/${people.budi}`, {
    token: superadmin,
    body: {
      ...Object.fromEntries(keep.map((key) => [key, detail[key]])),
      dname: detail.division.id,
      pname: detail.position.id,
      status: 'active',
      street: 'Jl. Merdeka 1',
      village: 'Ketabang',
      district: 'Genteng',
      city: 'Surabaya',
      postal_code: '60272',
    },
  });
  await saveStatutorySettings(t, admin, { ...SETTINGS, programmes: [...SETTINGS.programmes] });

  await setAttendance(t, people.budi, monthDays('2026-10-01', '2026-10-31', 20));
  await setAttendance(t, people.sari, monthDays('2026-10-01', '2026-10-31', 20));
  await setAttendance(t, people.budi, monthDays('2026-12-01', '2026-12-31', 20));
  await setAttendance(t, people.joko, ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23'].map((date) => ({ date, status: 'hadir' as const })));

  await finalRun('bulanan', '2026-10-01', [kantor]);
  await finalRun('mingguan', '2026-10-19', [harian]);
  // November: a draft only (not counted).
  await createRun(t, admin, 'bulanan', '2026-11-01', [kantor]);
  await finalRun('bulanan', '2026-12-01', [kantor]);
});

afterAll(async () => {
  await t?.close();
});

const line = (employee: string, start: string): PayrollLineRow => {
  const found = lines[`${employee}:${start}`];
  if (!found) throw new Error(`no line ${employee} ${start}`);
  return found;
};

describe("the withholder's name and NPWP (issue 27 §4)", () => {
  const ebupotPath = '/api/salary/statutory/ebupot?month=2026-10';
  const a1Path = '/api/salary/statutory/1721a1?year=2026';
  const refusal = async (path: string) => {
    const res = await call<{ error: { message: string } }>(t.url, 'GET', path, { token: admin });
    return [res.status, res.body.error?.message];
  };
  const saveCompany = (body: Record<string, string>) => callOk<{ data: CompanySettings }>(t.url, 'PUT', '/api/settings/company', { token: superadmin, body });

  it('the tax forms refuse to print without them, saying where to fill them in; they print once Data Perusahaan has both', async () => {
    // The NPWP is in the statutory settings, no company name yet.
    const noName = withholderMissingMessage(['name']);
    expect(noName).toContain('Data Perusahaan');
    expect(await refusal(ebupotPath)).toEqual([409, noName]);
    expect(await refusal(a1Path)).toEqual([409, noName]);

    // Data Perusahaan edits the statutory settings' NPWP: cleared there, both are missing.
    const noNameSaved = await call<{ error: { fields: Record<string, string> } }>(t.url, 'PUT', '/api/settings/company', { token: superadmin, body: { name: ' ', npwp: '123' } });
    expect([noNameSaved.status, noNameSaved.body.error.fields]).toEqual([400, { name: 'Nama perusahaan wajib diisi', npwp: 'NPWP perusahaan harus 15 atau 16 digit angka' }]);
    const named = await saveCompany({ name: 'PT Laporan Pajak', npwp: '' });
    expect(named.data).toMatchObject({ name: 'PT Laporan Pajak', npwp: '' });
    expect(await refusal(ebupotPath)).toEqual([409, withholderMissingMessage(['npwp'])]);
    expect(await refusal(a1Path)).toEqual([409, withholderMissingMessage(['npwp'])]);

    // Typed with dots and dashes, kept as digits, in the one column both screens show.
    const both = await saveCompany({ name: 'PT Laporan Pajak', npwp: '0012.3456.7890-1000' });
    expect(both.data.npwp).toBe(SETTINGS.company_npwp);
    const statutory = await callOk<{ data: StatutorySettings }>(t.url, 'GET', '/api/salary/statutory/settings', { token: admin });
    expect(statutory.data).toMatchObject({ company_npwp: SETTINGS.company_npwp, company_nitku: SETTINGS.company_nitku, signer_name: SETTINGS.signer_name, withhold_pph21: true });
    expect((await fetchFile(t, ebupotPath, admin)).status).toBe(200);
    const a1 = await fetchFile(t, `${a1Path}&employee=${people.sari}`, admin);
    expect(a1.status).toBe(200);
    const text = (await readPdf(a1.data)).pages[0]?.text ?? '';
    expect(text).toContain('3. Nama pemotong : PT Laporan Pajak');
    expect(text).toContain(`1. NPWP pemotong : ${SETTINGS.company_npwp}`);
  });
});

describe('the frozen lines the files read', () => {
  it('hold the figures the files sum (PMK 168/2023, PP 44–46/2015, Perpres 82/2018)', () => {
    expect(line(people.budi, '2026-10-01')).toMatchObject({ bpjs_wage: 10_000_000, jht_employer: 370_000, kes_employer: 400_000, tax_gross: 10_454_000, tax_rate_bp: 250, pph21: 261_350 });
    expect(line(people.sari, '2026-10-01')).toMatchObject({ bpjs_wage: 4_000_000, jht_employer: 148_000, kes_employee: 40_000, tax_gross: 4_181_600, pph21: 0 });
    expect(line(people.joko, '2026-10-19')).toMatchObject({ jkk_employer: 6_600, jkm_employer: 8_250, tax_gross: 2_764_850, pph21_method: 'ter_harian', pph21: 13_824 });
    // December: 2 months paid, neto 19,308,000 below PTKP K/0: October's 261,350 returned.
    expect(line(people.budi, '2026-12-01')).toMatchObject({ pph21_method: 'desember', pph21: -261_350 });
  });
});

describe('Rekap Iuran BPJS', () => {
  it('sums the month’s final runs per employee, one sheet per agency, with totals', async () => {
    const book = await workbook('/api/salary/statutory/bpjs?month=2026-10');
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPJS Ketenagakerjaan', 'BPJS Kesehatan']);
    const tk = book.getWorksheet('BPJS Ketenagakerjaan');
    expect(tk?.getCell('A1').value).toBe('Rekap Iuran BPJS Ketenagakerjaan Oktober 2026');
    expect(rowValues(tk, 3)).toEqual([
      'No', 'NIK', 'No. KPJ', 'Nama', 'Upah', 'JHT 3,7% perusahaan', 'JHT 2% karyawan', 'JP 2% perusahaan', 'JP 1% karyawan', 'JKK 0,24%', 'JKM 0,3%',
      'Total perusahaan', 'Total karyawan', 'Total iuran',
    ]);
    const budi = line(people.budi, '2026-10-01');
    expect(rowValues(tk, 4)).toEqual([1, budi.nik, '', 'Budi Laporan', 10_000_000, 370_000, 200_000, 200_000, 100_000, 24_000, 30_000, 624_000, 300_000, 924_000]);
    expect(rowValues(tk, 5).slice(3)).toEqual(['Joko Laporan', 2_750_000, 0, 0, 0, 0, 6_600, 8_250, 14_850, 0, 14_850]);
    expect(rowValues(tk, 6).slice(3)).toEqual(['Sari Laporan', 4_000_000, 148_000, 80_000, 80_000, 40_000, 9_600, 12_000, 249_600, 120_000, 369_600]);
    expect(rowValues(tk, 7)).toEqual([null, null, null, 'Total', 16_750_000, 518_000, 280_000, 280_000, 140_000, 40_200, 50_250, 888_450, 420_000, 1_308_450]);
    const kes = book.getWorksheet('BPJS Kesehatan');
    expect(rowValues(kes, 3)).toEqual(['No', 'NIK', 'No. JKN', 'Nama', 'Upah', 'Kesehatan 4% perusahaan', 'Kesehatan 1% karyawan', 'Total perusahaan', 'Total karyawan', 'Total iuran']);
    expect(rowValues(kes, 6)).toEqual([null, null, null, 'Total', 14_000_000, 560_000, 140_000, 560_000, 140_000, 700_000]);
  });

  it('answers 404 for a month without a final run (a draft does not count)', async () => {
    const none = await call<{ error: { message: string } }>(t.url, 'GET', '/api/salary/statutory/bpjs?month=2026-11', { token: admin });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(STATUTORY_REPORT_TEXTS.noFinalMonth);
    expect((await call(t.url, 'GET', '/api/salary/statutory/ebupot?month=2026-11', { token: admin })).status).toBe(404);
    expect((await call(t.url, 'GET', '/api/salary/statutory/bpjs?month=2026-13', { token: admin })).status).toBe(400);
  });
});

describe('e-Bupot 21', () => {
  it('lists permanent employees in BPMP and the daily worker in BP21, with the PPh withheld in the check sheet', async () => {
    const book = await workbook('/api/salary/statutory/ebupot?month=2026-10');
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPMP', 'BP21', 'Rekap PPh 21']);
    const bpmp = book.getWorksheet('BPMP');
    expect(rowValues(bpmp, 1)).toEqual(['TaxPeriodMonth', 'TaxPeriodYear', 'CounterpartOpt', 'CounterpartPassport', 'CounterpartTin', 'StatusTaxExemption', 'Position', 'TaxCertificate', 'TaxObjectCode', 'Gross', 'Rate', 'IDPlaceOfBusinessActivity', 'WithholdingDate']);
    const withheldOn = new Date(Date.UTC(2026, 9, 31));
    expect(rowValues(bpmp, 2)).toEqual([10, 2026, 'Resident', '', '1234567890123450', 'K/0', 'Staf Keuangan', 'N/A', '21-100-01', 10_454_000, 2.5, SETTINGS.company_nitku, withheldOn]);
    expect(rowValues(bpmp, 3)).toEqual([10, 2026, 'Resident', '', line(people.sari, '2026-10-01').nik, 'TK/0', 'Staf Keuangan', 'N/A', '21-100-01', 4_181_600, 0, SETTINGS.company_nitku, withheldOn]);
    const bp21 = book.getWorksheet('BP21');
    const joko = line(people.joko, '2026-10-19');
    expect(rowValues(bp21, 2)).toEqual([10, 2026, joko.nik, `${joko.nik}000000`, 'TK/0', 'N/A', '21-100-03', 2_764_850, 100, 0.5, '', '', '', SETTINGS.company_nitku, withheldOn]);
    const check = book.getWorksheet('Rekap PPh 21');
    expect(check?.getCell('A1').value).toBe(`Rekap PPh 21 Oktober 2026 · NPWP pemotong ${SETTINGS.company_npwp} · NITKU ${SETTINGS.company_nitku}`);
    expect(rowValues(check, 7)).toEqual([null, 'Total', null, null, null, null, 10_454_000 + 4_181_600 + 2_764_850, null, 261_350 + 13_824]);
  });

  it('reconciles December’s permanent employees in BPA1 from the year’s final runs', async () => {
    const book = await workbook('/api/salary/statutory/ebupot?month=2026-12');
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPMP', 'BP21', 'BPA1', 'Rekap PPh 21']);
    const bpa1 = book.getWorksheet('BPA1');
    // Bruto 2 × 10,454,000; biaya jabatan 2 × 500,000; JHT+JP 2 × 300,000; neto 19,308,000 < PTKP 58,500,000.
    expect(rowValues(bpa1, 2)).toEqual([1, '1234567890123450', 'Budi Laporan', 'K/0', '10-12/2026', 20_908_000, 1_000_000, 600_000, 19_308_000, 58_500_000, 0, 0, 261_350, -261_350]);
    expect(book.getWorksheet('BPMP')?.rowCount).toBe(1);
  });
});

describe('1721-A1', () => {
  it('prints one page per permanent employee paid in the year, with the form’s figures', async () => {
    const file = await fetchFile(t, '/api/salary/statutory/1721a1?year=2026', admin);
    expect(file.status).toBe(200);
    expect(file.type).toContain('pdf');
    const pdf = await readPdf(file.data);
    // Budi and Sari; Joko is not a permanent employee.
    expect(pdf.pages).toHaveLength(2);
    const [budi, sari] = pdf.pages.map((p) => p.text);
    for (const text of [
      'FORMULIR 1721 - A1',
      '1. NPWP : 1234567890123450',
      '3. Nama : Budi Laporan',
      '4. Alamat : Jl. Merdeka 1, Ketabang, Genteng, Surabaya 60272',
      '7. Masa perolehan penghasilan : 10 – 12 2026',
      '1 GAJI/PENSIUN ATAU THT/JHT Rp 20.000.000',
      '5 PREMI ASURANSI YANG DIBAYAR PEMBERI KERJA Rp 908.000',
      '8 JUMLAH PENGHASILAN BRUTO (1 S.D. 7) Rp 20.908.000',
      '9 BIAYA JABATAN/BIAYA PENSIUN Rp 1.000.000',
      '10 IURAN PENSIUN ATAU IURAN THT/JHT Rp 600.000',
      '12 JUMLAH PENGHASILAN NETO (8 - 11) Rp 19.308.000',
      '15 PENGHASILAN TIDAK KENA PAJAK (PTKP) Rp 58.500.000',
      '19 PPh PASAL 21 TERUTANG Rp 0',
      '20 PPh PASAL 21 YANG TELAH DIPOTONG DAN DILUNASI Rp 0',
      `1. NPWP pemotong : ${SETTINGS.company_npwp}`,
      '4. Nama penandatangan : Hendra Wijaya',
    ]) {
      expect(budi).toContain(text);
    }
    expect(sari).toContain('3. Nama : Sari Laporan');
    // 5 % of 4,181,600 = 209,080, under one month's 500,000.
    expect(sari).toContain('9 BIAYA JABATAN/BIAYA PENSIUN Rp 209.080');
  });

  it('prints one employee’s form; 404 for a non-permanent worker or a year without final runs', async () => {
    const one = await fetchFile(t, `/api/salary/statutory/1721a1?year=2026&employee=${people.sari}`, admin);
    expect(one.status).toBe(200);
    const pdf = await readPdf(one.data);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.text).toContain('Sari Laporan');
    const joko = await call<{ error: { message: string } }>(t.url, 'GET', `/api/salary/statutory/1721a1?year=2026&employee=${people.joko}`, { token: admin });
    expect([joko.status, joko.body.error.message]).toEqual([404, STATUTORY_REPORT_TEXTS.employeeNotPaid]);
    const empty = await call<{ error: { message: string } }>(t.url, 'GET', '/api/salary/statutory/1721a1?year=2025', { token: admin });
    expect([empty.status, empty.body.error.message]).toEqual([404, STATUTORY_REPORT_TEXTS.noFinalYear]);
  });
});

describe('access', () => {
  it('refuses every file to a user without Sallary access', async () => {
    const outsider = await account('user', ['/employee'], 'luar-laporan');
    for (const path of ['/api/salary/statutory/bpjs?month=2026-10', '/api/salary/statutory/ebupot?month=2026-10', '/api/salary/statutory/1721a1?year=2026']) {
      expect((await call(t.url, 'GET', path, { token: outsider })).status).toBe(403);
    }
  });
});
