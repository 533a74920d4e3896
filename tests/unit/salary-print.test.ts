import { describe, expect, it } from 'vitest';
import { EMPTY_STATUTORY_PART, type PayrollLineRow } from '../../common/contract/salary';
import { netInWords, payslipDocument, SALARY_PRINT_TEXTS, shortDay, transferGroups } from '../../common/print/salary';

const line = (name: string, net: number, bank: string | null, account = ''): PayrollLineRow => ({
  ...EMPTY_STATUTORY_PART,
  employee_id: name,
  idk: 1001,
  name,
  division: { id: 'd', name: 'Kantor', salary: 1 },
  position: 'Staf',
  daily_salary: 100_000,
  overtime_rate: 10_000,
  dayoff: 0,
  work_days: 21,
  days_worked: 0,
  worked_amount: 0,
  overtime_minutes: 0,
  overtime_amount: 0,
  leave_days: 0,
  paid_leave_days: 0,
  leave_amount: 0,
  holiday_days: 0,
  paid_holiday_days: 0,
  holiday_amount: 0,
  absent_days: 0,
  incentives: [],
  deductions: [],
  incentives_total: 0,
  deductions_total: 0,
  gross: net,
  net,
  bank: bank ? { id: bank, name: bank } : null,
  account_number: account,
  account_holder: '',
});

describe('payroll printouts', () => {
  it('groups transfers by bank name, without an account last, leaving out nothing-to-pay lines', () => {
    const groups = transferGroups([
      line('Ani', 500_000, 'Mandiri', '111111'),
      line('Bayu', 300_000, null),
      line('Citra', 200_000, 'BCA', '222222'),
      line('Dedi', 100_000, 'BCA', ''),
      line('Eko', 0, 'BCA', '333333'),
      line('Fajar', 50_000, 'BCA', '444444'),
    ]);
    expect(groups.map((g) => [g.bank, g.lines.map((l) => l.name), g.total])).toEqual([
      ['BCA', ['Citra', 'Fajar'], 250_000],
      ['Mandiri', ['Ani'], 500_000],
      ['Tanpa Rekening', ['Bayu', 'Dedi'], 400_000],
    ]);
  });

  it('writes the net in words, a negative draft net as minus', () => {
    expect(netInWords(4_537_500)).toBe('# Empat Juta Lima Ratus Tiga Puluh Tujuh Ribu Lima Ratus Rupiah #');
    expect(netInWords(-50_000)).toBe('minus # Lima Puluh Ribu Rupiah #');
  });

  it('names days and periods as the slips print them', () => {
    expect(shortDay('2026-11-05')).toBe('5 Nov 2026');
    expect(SALARY_PRINT_TEXTS.period({ kind: 'bulanan', period_label: 'November 2026', period_start: '2026-11-01', period_end: '2026-11-30' })).toBe('Periode November 2026 (1 Nov 2026 – 30 Nov 2026)');
    expect(SALARY_PRINT_TEXTS.period({ kind: 'mingguan', period_label: '23 Nov – 29 Nov 2026', period_start: '2026-11-23', period_end: '2026-11-29' })).toBe('Periode 23 Nov – 29 Nov 2026');
  });

  it('puts two slips on each A4 page: the third starts a new page at the top half', () => {
    const meta = { run: { kind: 'bulanan' as const, period_label: 'November 2026', period_start: '2026-11-01', period_end: '2026-11-30', status: 'final' as const, finalized_at: null }, company: { name: 'PT Uji', address: '' } };
    const doc = payslipDocument([line('A', 1, null), line('B', 2, null), line('C', 3, null)], meta);
    const breaks = doc.content.filter((c) => typeof c === 'object' && 'pageBreak' in c && c.pageBreak === 'before');
    expect(breaks).toHaveLength(1);
    const tops = doc.content.flatMap((c) => (typeof c === 'object' && 'stack' in c && c.absolutePosition ? [Math.round(c.absolutePosition.y)] : []));
    expect(tops).toEqual([26, 446, 26]);
  });
});
