import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NO_CONTRIBUTIONS } from '../../common/statutory/bpjs';
import type { PayrollLineRow } from '../../common/contract/salary';
import { a1Document, a1Figures, a1FiguresOfYear, bpjsRatesUsed, bpjsRecapEmployees, type TaxMonthLine } from '../../common/print/statutory';
import { renderPdf } from '../../server/print/pdf';
import { renderXlsxBook } from '../../server/print/xlsx';
import { BP21_HEADERS, BPA1_HEADERS, BPMP_HEADERS, bpjsRecapSheets, counterpartTin, ebupotSheets } from '../../server/salary/statutory/sheets';
import { payrollLineFixture } from '../support/payroll-line';
import { readPdf } from '../support/pdf';

/**
 * The statutory files' builders (issue 18) on constructed frozen lines: what each sums, the
 * layouts' header rows exactly, and a year's 1721-A1 figures worked by hand (PMK 168/2023:
 * biaya jabatan 5 % capped at Rp6.000.000 a year, the employee's JHT+JP deducted, PTKP K/0
 * Rp58.500.000, PKP rounded down to the thousand, Article 17 layers 5 % / 15 %).
 */

const RATES = { jht_employer: 370, jht_employee: 200, jp_employer: 200, jp_employee: 100, jkk_class_1: 24, jkm_employer: 30, kes_employer: 400, kes_employee: 100 };

/** A permanent K/0 employee's monthly line on Rp10.000.000 with every programme (as the rates above charge it). */
function monthly(name: string, overrides: Partial<PayrollLineRow> = {}): PayrollLineRow {
  return payrollLineFixture({
    employee_id: `id-${name}`,
    name,
    position: 'Staf Administrasi',
    daily_salary: 476_190,
    work_days: 21,
    days_worked: 21,
    worked_amount: 10_000_000,
    gross: 10_000_000,
    nik: '3578010101900001',
    npwp: '',
    bpjs_tk_number: '23011234567',
    bpjs_kes_number: '0001234567890',
    ptkp_status: 'K/0',
    permanent: true,
    has_tax_id: true,
    bpjs_wage: 10_000_000,
    jht_employee: 200_000,
    jht_employer: 370_000,
    jp_employee: 100_000,
    jp_employer: 200_000,
    jkk_employer: 24_000,
    jkm_employer: 30_000,
    kes_employee: 100_000,
    kes_employer: 400_000,
    bpjs_employee_total: 400_000,
    bpjs_employer_total: 1_024_000,
    tax_gross: 10_454_000,
    pph21_method: 'ter_bulanan',
    ter_category: 'A',
    tax_rate_bp: 250,
    pph21: 261_350,
    net: 10_000_000 - 400_000 - 261_350,
    statutory: { rates: RATES, jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true },
    ...overrides,
  });
}

const NO_BPJS: Partial<PayrollLineRow> = {
  bpjs_wage: 0,
  ...NO_CONTRIBUTIONS,
  bpjs_employee_total: 0,
  bpjs_employer_total: 0,
};

/** A daily worker's weekly line: JKK and JKM only, daily TER 0,5 %. */
function daily(name: string, overrides: Partial<PayrollLineRow> = {}): PayrollLineRow {
  return monthly(name, {
    ...NO_BPJS,
    permanent: false,
    ptkp_status: 'TK/0',
    nik: '3578010101950002',
    npwp: '',
    bpjs_kes_number: '',
    worked_amount: 3_000_000,
    gross: 3_000_000,
    bpjs_wage: 3_000_000,
    jkk_employer: 7_200,
    jkm_employer: 9_000,
    bpjs_employer_total: 16_200,
    tax_gross: 3_016_200,
    pph21_method: 'ter_harian',
    ter_category: null,
    tax_rate_bp: 50,
    pph21: 15_081,
    ...overrides,
  });
}

/** The permanent K/0 employee's year: Jan–Dec on Rp10.000.000, THR Rp10.000.000 in March, overtime Rp500.000 in June; December reconciles. */
function year(): TaxMonthLine[] {
  const entries: TaxMonthLine[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const overtime = month === 6 ? 500_000 : 0;
    entries.push({
      month,
      line: monthly('Budi Santoso', {
        overtime_amount: overtime,
        gross: 10_000_000 + overtime,
        tax_gross: 10_454_000 + overtime,
        ...(month === 12 ? { pph21_method: 'desember' as const, ter_category: null, tax_rate_bp: 0, pph21: -289_660 } : {}),
        ...(month === 6 ? { pph21: 273_850 } : {}),
      }),
    });
  }
  // The THR run of March (its own run: no BPJS on THR, month-to-date TER less what the March salary took).
  entries.push({ month: 3, line: monthly('Budi Santoso', { ...NO_BPJS, worked_amount: 0, days_worked: 0, thr_amount: 10_000_000, thr_months: 30, thr_basis: 10_000_000, gross: 10_000_000, tax_gross: 10_000_000, pph21: 1_579_510 }) });
  return entries;
}

async function readBook(sheets: Parameters<typeof renderXlsxBook>[0]): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await renderXlsxBook(sheets)) as unknown as ArrayBuffer);
  return book;
}

/** A row's cells from column A, an empty cell as null. */
const rowValues = (sheet: ExcelJS.Worksheet, number: number) => Array.from((sheet.getRow(number).values as ExcelJS.CellValue[]).slice(1), (value) => value ?? null);

describe('BPJS recap', () => {
  it('sums each employee over the month’s runs and leaves out those without contributions', () => {
    const ani = monthly('Ani');
    const weekly1 = daily('Bayu', { bpjs_wage: 1_500_000, jkk_employer: 3_600, jkm_employer: 4_500 });
    const weekly2 = daily('Bayu', { bpjs_wage: 1_500_000, jkk_employer: 3_600, jkm_employer: 4_500, bpjs_tk_number: '23019999999' });
    const none = monthly('Citra', NO_BPJS);
    const rows = bpjsRecapEmployees([ani, weekly1, none, weekly2]);
    expect(rows.map((r) => [r.name, r.bpjs_wage, r.jkk_employer, r.jkm_employer, r.jht_employee, r.bpjs_tk_number])).toEqual([
      ['Ani', 10_000_000, 24_000, 30_000, 200_000, '23011234567'],
      ['Bayu', 3_000_000, 7_200, 9_000, 0, '23019999999'],
    ]);
  });

  it('names a rate in the header only when every paying line agrees on it', () => {
    const before = monthly('Ani');
    const after = monthly('Bayu', { statutory: { ...before.statutory, rates: { ...RATES, jp_employee: 120 } } });
    const rates = bpjsRatesUsed([before, after]);
    expect(rates.jht_employer).toBe(370);
    expect(rates.jp_employee).toBeNull();
    expect(rates.jkk_employer).toBe(24);
  });

  it('writes one sheet per agency with the exact header row and totals', async () => {
    const book = await readBook(bpjsRecapSheets([monthly('Ani'), daily('Bayu'), monthly('Citra', { jht_employer: 185_000, jht_employee: 100_000, jp_employer: 100_000, jp_employee: 50_000, jkk_employer: 12_000, jkm_employer: 15_000, kes_employer: 400_000, kes_employee: 100_000, bpjs_wage: 5_000_000 })], 'November 2026'));
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPJS Ketenagakerjaan', 'BPJS Kesehatan']);
    const [tk, kes] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(tk.getCell('A1').value).toBe('Rekap Iuran BPJS Ketenagakerjaan November 2026');
    expect(rowValues(tk, 3)).toEqual([
      'No', 'NIK', 'No. KPJ', 'Nama', 'Upah', 'JHT 3,7% perusahaan', 'JHT 2% karyawan', 'JP 2% perusahaan', 'JP 1% karyawan', 'JKK 0,24%', 'JKM 0,3%',
      'Total perusahaan', 'Total karyawan', 'Total iuran',
    ]);
    expect(rowValues(tk, 4)).toEqual([1, '3578010101900001', '23011234567', 'Ani', 10_000_000, 370_000, 200_000, 200_000, 100_000, 24_000, 30_000, 624_000, 300_000, 924_000]);
    expect(rowValues(tk, 5)).toEqual([2, '3578010101950002', '23011234567', 'Bayu', 3_000_000, 0, 0, 0, 0, 7_200, 9_000, 16_200, 0, 16_200]);
    expect(rowValues(tk, 7)).toEqual([null, null, null, 'Total', 18_000_000, 555_000, 300_000, 300_000, 150_000, 43_200, 54_000, 952_200, 450_000, 1_402_200]);
    expect(rowValues(kes, 3)).toEqual(['No', 'NIK', 'No. JKN', 'Nama', 'Upah', 'Kesehatan 4% perusahaan', 'Kesehatan 1% karyawan', 'Total perusahaan', 'Total karyawan', 'Total iuran']);
    // Bayu (JKK and JKM only) is not in BPJS Kesehatan.
    expect(rowValues(kes, 4)).toEqual([1, '3578010101900001', '0001234567890', 'Ani', 10_000_000, 400_000, 100_000, 400_000, 100_000, 500_000]);
    expect(rowValues(kes, 6)).toEqual([null, null, null, 'Total', 15_000_000, 800_000, 200_000, 800_000, 200_000, 1_000_000]);
  });
});

describe('e-Bupot 21', () => {
  const settings = { company_npwp: '0012345678901000', company_nitku: '0012345678901000000000' };

  it('takes a 16-digit NPWP, a 15-digit one with a leading 0, else the NIK', () => {
    expect(counterpartTin('1234567890123456', '3578010101900001')).toBe('1234567890123456');
    expect(counterpartTin('01.234.567.8-901.000', '3578010101900001')).toBe('0012345678901000');
    expect(counterpartTin('', '3578010101900001')).toBe('3578010101900001');
  });

  it('lists permanent employees in BPMP and daily workers in BP21 in the Coretax column order', async () => {
    const book = await readBook(
      ebupotSheets({
        month: '2026-11',
        monthLabel: 'November 2026',
        lines: [monthly('Ani', { npwp: '1234567890123456' }), daily('Bayu'), daily('Bayu', { tax_gross: 2_000_000, pph21: 10_000 }), monthly('Dodi', { pph21_method: 'tidak_dipotong', pph21: 0, tax_rate_bp: 0 })],
        year: [],
        settings,
      }),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPMP', 'BP21', 'Rekap PPh 21']);
    const [bpmp, bp21, check] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowValues(bpmp, 1)).toEqual([...BPMP_HEADERS]);
    expect(rowValues(bpmp, 2)).toEqual([11, 2026, 'Resident', '', '1234567890123456', 'K/0', 'Staf Administrasi', 'N/A', '21-100-01', 10_454_000, 2.5, settings.company_nitku, new Date(Date.UTC(2026, 10, 30))]);
    expect(bpmp.rowCount).toBe(2);
    expect(rowValues(bp21, 1)).toEqual([...BP21_HEADERS]);
    expect(rowValues(bp21, 2)).toEqual([11, 2026, '3578010101950002', '3578010101950002000000', 'TK/0', 'N/A', '21-100-03', 5_016_200, 100, 0.5, '', '', '', settings.company_nitku, new Date(Date.UTC(2026, 10, 30))]);
    expect(check.getCell('A1').value).toBe('Rekap PPh 21 November 2026 · NPWP pemotong 0012345678901000 · NITKU 0012345678901000000000');
    expect(rowValues(check, 3)).toEqual(['No', 'Nama', 'NPWP/NIK', 'Status PTKP', 'Bukti Potong', 'Metode', 'Bruto', 'Tarif (%)', 'PPh 21']);
    expect(rowValues(check, 6)).toEqual([null, 'Total', null, null, null, null, 15_470_200, null, 286_431]);
  });

  it('reconciles permanent employees in December’s BPA1 from the year’s lines', async () => {
    const entries = year();
    const december = entries.filter((e) => e.month === 12).map((e) => e.line);
    const book = await readBook(ebupotSheets({ month: '2026-12', monthLabel: 'Desember 2026', lines: december, year: entries, settings }));
    expect(book.worksheets.map((s) => s.name)).toEqual(['BPMP', 'BP21', 'BPA1', 'Rekap PPh 21']);
    const bpa1 = book.getWorksheet('BPA1');
    if (!bpa1) throw new Error('no BPA1');
    expect(rowValues(bpa1, 1)).toEqual([...BPA1_HEADERS]);
    expect(rowValues(bpa1, 2)).toEqual([1, '3578010101900001', 'Budi Santoso', 'K/0', '01-12/2026', 135_948_000, 6_000_000, 3_600_000, 126_348_000, 58_500_000, 67_848_000, 4_177_200, 4_466_860, -289_660]);
    expect(book.getWorksheet('BPMP')?.rowCount).toBe(1);
  });
});

describe('1721-A1', () => {
  it('works out a year by the form’s items', () => {
    const figures = a1Figures(year());
    expect(figures).toMatchObject({
      first_month: 1,
      last_month: 12,
      ptkp_status: 'K/0',
      salary: 120_000_000,
      tax_allowance: 0,
      other_allowances: 500_000,
      honorarium: 0,
      insurance: 5_448_000,
      in_kind: 0,
      bonus_thr: 10_000_000,
      gross: 135_948_000,
      position_cost: 6_000_000,
      pension: 3_600_000,
      deductions: 9_600_000,
      net: 126_348_000,
      net_year: 126_348_000,
      ptkp: 58_500_000,
      taxable: 67_848_000,
      // 60.000.000 × 5% + 7.848.000 × 15%
      tax_on_taxable: 4_177_200,
      tax_due: 4_177_200,
      tax_withheld: 4_177_200,
    });
  });

  it('caps biaya jabatan by the months with pay and takes the PTKP status the December line used', () => {
    const entries = year()
      .filter((e) => e.month >= 8 && e.line.thr_amount === 0)
      .map((e) => (e.month === 12 ? { ...e, line: { ...e.line, ptkp_status: 'K/1' as const } } : e));
    const figures = a1Figures(entries);
    expect([figures.first_month, figures.last_month, figures.ptkp_status, figures.ptkp]).toEqual([8, 12, 'K/1', 63_000_000]);
    // 5 months: 5% of 52.270.000 = 2.613.500, above 5 × Rp500.000.
    expect(figures.gross).toBe(52_270_000);
    expect(figures.position_cost).toBe(2_500_000);
  });

  it('gives a form to permanent employees only, from their first month with pay', () => {
    const nothing = monthly('Budi Santoso', { ...NO_BPJS, worked_amount: 0, gross: 0, tax_gross: 0, pph21: 0 });
    const forms = a1FiguresOfYear([{ month: 1, line: nothing }, ...year().filter((e) => e.month > 1), { month: 11, line: daily('Ahmad') }]);
    expect(forms.map((f) => [f.name, f.first_month])).toEqual([['Budi Santoso', 2]]);
  });

  it('prints one A4 page per employee with the form’s sections and figures', async () => {
    const figures = a1Figures(year());
    const doc = a1Document(
      [
        { figures, address: 'Jl. Merdeka 1, Kel. Ketabang, Kec. Genteng, Surabaya 60272' },
        { figures: { ...figures, name: 'Citra Dewi' }, address: '' },
      ],
      { year: 2026, company: { name: 'PT Uji Coba', address: 'Surabaya' }, company_npwp: '0012345678901000', company_nitku: '0012345678901000000000', signer_name: 'Hendra Wijaya', signer_npwp: '1234567890123456' },
    );
    const pdf = await readPdf(await renderPdf(doc));
    expect(pdf.pages).toHaveLength(2);
    const [first] = pdf.pages;
    if (!first) throw new Error('no page');
    expect(Math.round(first.widthPt)).toBe(595);
    for (const text of [
      'FORMULIR 1721 - A1',
      'A. IDENTITAS PENERIMA PENGHASILAN YANG DIPOTONG',
      'Budi Santoso',
      'Jl. Merdeka 1, Kel. Ketabang, Kec. Genteng, Surabaya 60272',
      '01 – 12 2026',
      'JUMLAH PENGHASILAN BRUTO (1 S.D. 7) Rp 135.948.000',
      'BIAYA JABATAN/BIAYA PENSIUN Rp 6.000.000',
      'PENGHASILAN KENA PAJAK SETAHUN/DISETAHUNKAN (14 - 15) Rp 67.848.000',
      'PPh PASAL 21 TERUTANG Rp 4.177.200',
      'C. IDENTITAS PEMOTONG',
      'Hendra Wijaya',
      '31 Des 2026',
    ]) {
      expect(first.text).toContain(text);
    }
  });
});
