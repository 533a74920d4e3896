import { describe, expect, it } from 'vitest';
import { EMPTY_STATUTORY_PART, type PayrollLineRow, type PayrollStatutoryPart } from '../../../common/contract/salary';
import { chosenPeriod, contributionRows, periodHint, pph21MethodText, statutorySwitchedOff } from '../../../renderer/src/salary/payroll/logic';
import { a1File, bpjsRecapFile, ebupotFile, openingMonth, taxMonth } from '../../../renderer/src/salary/statutory/reports/logic';

/**
 * The payroll screens' statutory words (issue 18): the THR run's period from the dialog, a line's
 * BPJS shares with the rates frozen on it, the PPh 21 method in words, the 'switched off' callout's
 * rule, and the report files' addresses and names.
 */

/** A K/0 employee's October 2026 line on Rp6.300.000, every programme, JKK class 1 (PP 44/2015 0,24%). */
const LINE: PayrollStatutoryPart = {
  ...EMPTY_STATUTORY_PART,
  ptkp_status: 'K/0',
  has_tax_id: true,
  bpjs_wage: 6_300_000,
  jht_employee: 126_000,
  jht_employer: 233_100,
  jp_employee: 63_000,
  jp_employer: 126_000,
  jkk_employer: 15_120,
  jkm_employer: 18_900,
  kes_employee: 63_000,
  kes_employer: 252_000,
  bpjs_employee_total: 252_000,
  bpjs_employer_total: 645_120,
  tax_gross: 6_586_020,
  pph21_method: 'ter_bulanan',
  ter_category: 'A',
  tax_rate_bp: 100,
  pph21: 65_860,
  statutory: {
    rates: { jht_employee: 200, jht_employer: 370, jp_employee: 100, jp_employer: 200, jkk_class_1: 24, jkm_employer: 30, kes_employee: 100, kes_employer: 400 },
    jkk_risk_class: 1,
    programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'],
    withhold_pph21: true,
  },
};

describe('THR run period from the dialog', () => {
  it('is the pay date itself, with the weekday and the tax month it is withheld in', () => {
    const period = chosenPeriod('thr', 2026, 10, '2026-03-20');
    expect(period).toEqual({ start: '2026-03-20', end: '2026-03-20' });
    expect(periodHint('thr', { start: '2026-03-20', end: '2026-03-20' })).toBe('Jumat, 20 Maret 2026 · PPh 21 masa Maret 2026');
  });

  it('has none while the date is blank; a weekly run still takes the Monday of the day', () => {
    expect(chosenPeriod('thr', 2026, 10, '')).toBeNull();
    expect(chosenPeriod('mingguan', 2026, 10, '2026-10-14')).toEqual({ start: '2026-10-12', end: '2026-10-18' });
  });
});

describe("a line's BPJS shares", () => {
  it('lists the programmes charged in the law’s order with the frozen rates; JKK and JKM have no employee share', () => {
    expect(contributionRows(LINE)).toEqual([
      { programme: 'jht', label: 'JHT', employee: { amount: 126_000, rate: '2%' }, employer: { amount: 233_100, rate: '3,7%' } },
      { programme: 'jp', label: 'JP', employee: { amount: 63_000, rate: '1%' }, employer: { amount: 126_000, rate: '2%' } },
      { programme: 'jkk', label: 'JKK', employee: null, employer: { amount: 15_120, rate: '0,24%' } },
      { programme: 'jkm', label: 'JKM', employee: null, employer: { amount: 18_900, rate: '0,3%' } },
      { programme: 'kes', label: 'BPJS Kesehatan', employee: { amount: 63_000, rate: '1%' }, employer: { amount: 252_000, rate: '4%' } },
    ]);
  });

  it('reads JKK at the company’s class and leaves out programmes not charged', () => {
    const rows = contributionRows({ ...LINE, statutory: { ...LINE.statutory, jkk_risk_class: 3, rates: { jkk_class_3: 89 }, programmes: ['jkk', 'jkm'] } });
    expect(rows.map((row) => [row.programme, row.employer.rate])).toEqual([
      ['jkk', '0,89%'],
      ['jkm', '–'],
    ]);
  });
});

describe('PPh 21 in words', () => {
  it('names the TER category and rate, the daily TER, the December reconciliation and no withholding', () => {
    expect(pph21MethodText(LINE)).toBe('TER bulanan · kategori A · 1%');
    expect(pph21MethodText({ ...LINE, pph21_method: 'ter_harian', ter_category: null, tax_rate_bp: 50 })).toBe('TER harian · 0,5%');
    expect(pph21MethodText({ ...LINE, pph21_method: 'desember', tax_rate_bp: 0 })).toBe('Masa pajak terakhir (Pasal 17)');
    expect(pph21MethodText(EMPTY_STATUTORY_PART)).toBe('Tidak dipotong');
  });
});

describe("the 'BPJS dan PPh 21 belum dihitung' callout", () => {
  const line = (part: PayrollStatutoryPart) => part as unknown as PayrollLineRow;
  it('shows when no line was charged any programme nor withheld PPh 21; not for an empty run', () => {
    expect(statutorySwitchedOff([line(EMPTY_STATUTORY_PART), line(EMPTY_STATUTORY_PART)])).toBe(true);
    expect(statutorySwitchedOff([])).toBe(false);
  });

  it('does not show once one line has a programme or PPh 21 on', () => {
    expect(statutorySwitchedOff([line(EMPTY_STATUTORY_PART), line(LINE)])).toBe(false);
    const taxOnly = { ...EMPTY_STATUTORY_PART, statutory: { ...EMPTY_STATUTORY_PART.statutory, withhold_pph21: true } };
    expect(statutorySwitchedOff([line(taxOnly)])).toBe(false);
  });
});

describe('report files', () => {
  it('asks the tax month and names the file after it', () => {
    expect(taxMonth(2026, 3)).toBe('2026-03');
    expect(bpjsRecapFile('2026-10')).toEqual({ url: '/api/salary/statutory/bpjs?month=2026-10', file: 'rekap-iuran-bpjs-2026-10.xlsx', pdf: false });
    expect(ebupotFile('2026-10')).toEqual({ url: '/api/salary/statutory/ebupot?month=2026-10', file: 'ebupot-pph21-2026-10.xlsx', pdf: false });
  });

  it('asks the 1721-A1 of a year for everyone or one employee', () => {
    expect(a1File(2026, null)).toEqual({ url: '/api/salary/statutory/1721a1?year=2026', file: '1721-a1-2026.pdf', pdf: true });
    expect(a1File(2026, { id: 'e1', name: 'Budi Santoso' })).toEqual({ url: '/api/salary/statutory/1721a1?year=2026&employee=e1', file: '1721-a1-2026-budi-santoso.pdf', pdf: true });
  });
});

describe("the month 'Laporan BPJS & Pajak' opens on", () => {
  it("is the tax month of the newest final run (a week ending in the next month counts there), else last month", () => {
    const lastMonth = { month: 10, year: 2026 };
    expect(openingMonth({ period_end: '2026-08-31' }, lastMonth)).toEqual({ month: 8, year: 2026 });
    expect(openingMonth({ period_end: '2027-01-03' }, lastMonth)).toEqual({ month: 1, year: 2027 });
    expect(openingMonth(undefined, lastMonth)).toEqual({ month: 10, year: 2026 });
  });
});
