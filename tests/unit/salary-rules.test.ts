import { describe, expect, it } from 'vitest';
import { DAILY_BASIS_FIGURES, overtimeHoursText, overtimePay, payPeriodKey, payrollOutliers, paidLeaveDays, payrollLine, payrollPeriod, payrollPeriodLabel, payrollStepAllowed, PAYROLL_PERIOD_NOT_MONDAY, PAYROLL_PERIOD_NOT_MONTH_START, type PayrollDayFact, type PayrollLineInput, type PayrollAttendanceStatus } from '../../common/salary';
import { datesBetween, isoWeekday } from '../../common/calendar';

// November 2026: the 1st is a Sunday; Monday–Friday has 21 days, Monday–Saturday 25.

const day = (date: string, status: PayrollAttendanceStatus, approvedOvertimeMinutes = 0): PayrollDayFact => ({ date, status, approvedOvertimeMinutes });
const many = (dates: readonly string[], status: PayrollAttendanceStatus) => dates.map((d) => day(d, status));

function line(overrides: Partial<PayrollLineInput>) {
  return payrollLine({
    period: { start: '2026-11-01', end: '2026-11-30' },
    divisionSalary: 1,
    workDaysPerWeek: 5,
    holidays: new Set(),
    dailySalary: 200_000,
    overtimeRate: 25_000,
    dayoff: 2,
    days: [],
    items: [],
    ...overrides,
  });
}

describe('payroll periods', () => {
  it('a monthly run covers the calendar month from the 1st', () => {
    expect(payrollPeriod('bulanan', '2026-11-01')).toEqual({ ok: true, period: { start: '2026-11-01', end: '2026-11-30' } });
    expect(payrollPeriod('bulanan', '2028-02-01')).toEqual({ ok: true, period: { start: '2028-02-01', end: '2028-02-29' } });
    expect(payrollPeriod('bulanan', '2026-11-02')).toEqual({ ok: false, message: PAYROLL_PERIOD_NOT_MONTH_START });
  });

  it('a weekly run covers Monday to Sunday, across a month end too', () => {
    expect(payrollPeriod('mingguan', '2026-11-30')).toEqual({ ok: true, period: { start: '2026-11-30', end: '2026-12-06' } });
    expect(payrollPeriod('mingguan', '2026-11-29')).toEqual({ ok: false, message: PAYROLL_PERIOD_NOT_MONDAY });
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('labels the period in Indonesian', () => {
    expect(payrollPeriodLabel('bulanan', { start: '2026-11-01', end: '2026-11-30' })).toBe('November 2026');
    expect(payrollPeriodLabel('mingguan', { start: '2026-11-23', end: '2026-11-29' })).toBe('23 Nov – 29 Nov 2026');
    expect(payrollPeriodLabel('mingguan', { start: '2026-12-28', end: '2027-01-03' })).toBe('28 Des 2026 – 3 Jan 2027');
  });
});

describe('a monthly worker (Bulanan, Monday–Friday)', () => {
  const workDays = datesBetween('2026-11-01', '2026-11-30').filter((d) => isoWeekday(d) <= 5);

  it('has 21 scheduled days in November 2026', () => {
    expect(workDays).toHaveLength(21);
  });

  it('is paid worked days, overtime, paid leave, a holiday, incentives less deductions, to the rupiah', () => {
    // Tuesday the 10th is a holiday; of the other 20 days: 17 hadir, 2 sakit, 1 alpa.
    const others = workDays.filter((d) => d !== '2026-11-10');
    const days = [
      ...many(others.slice(0, 17), 'hadir'),
      ...many(others.slice(17, 19), 'sakit'),
      day(others[19] ?? '', 'alpa'),
    ];
    days[0] = day(others[0] ?? '', 'hadir', 90);
    days[1] = day(others[1] ?? '', 'hadir', 45);
    const figures = line({
      holidays: new Set(['2026-11-10']),
      days,
      items: [
        { id: 'a', kind: 'tambahan', name: 'Bonus', nominal: 500_000 },
        { id: 'b', kind: 'potongan', name: 'Kasbon', nominal: 150_000 },
      ],
    });
    expect(figures).toEqual({
      ...DAILY_BASIS_FIGURES,
      days_worked: 17,
      worked_amount: 3_400_000,
      overtime_minutes: 135,
      overtime_pending_minutes: 0,
      overtime_amount: 56_250,
      leave_days: 2,
      paid_leave_days: 2,
      leave_amount: 400_000,
      holiday_days: 1,
      paid_holiday_days: 1,
      holiday_amount: 200_000,
      absent_days: 1,
      work_days: 20,
      incentives_total: 500_000,
      deductions_total: 150_000,
      gross: 4_556_250,
      net: 4_406_250,
    });
  });

  it("counts a work day that is over without a record as Alpa, as the recap shows 'A' (issue 25)", () => {
    // Joined Monday 2 Nov, computed on Friday 20 Nov: 2–19 Nov hold 14 work days, the 10th a holiday → 13.
    // Recorded: 10 hadir and 1 alpa; 13 − 11 = 2 unrecorded days, so Alpa = 1 + 2 = 3. Nothing is paid for them.
    const recorded = workDays.filter((d) => d >= '2026-11-02' && d < '2026-11-20' && d !== '2026-11-10');
    expect(recorded).toHaveLength(13);
    const days = [...many(recorded.slice(0, 10), 'hadir'), day(recorded[10] ?? '', 'alpa')];
    const figures = line({ holidays: new Set(['2026-11-10']), days, absence: { today: '2026-11-20', joinedOn: '2026-11-02', leftOn: null } });
    expect([figures.days_worked, figures.absent_days, figures.worked_amount]).toEqual([10, 3, 2_000_000]);
    // Joined on the 19th: of the unrecorded 18th and 19th only the 19th is inside the employment; the recorded alpa (17th) stays.
    const late = line({ holidays: new Set(['2026-11-10']), days, absence: { today: '2026-11-20', joinedOn: '2026-11-19', leftOn: null } });
    expect(late.absent_days).toBe(2);
  });

  it("says how much overtime still waits for approval, so '0 jam' is not read as none (issue 25)", () => {
    const figures = line({ days: [{ date: '2026-11-02', status: 'hadir', approvedOvertimeMinutes: 0, pendingOvertimeMinutes: 90 }, { date: '2026-11-03', status: 'hadir', approvedOvertimeMinutes: 60 }] });
    // Only the approved hour is paid: 60 / 60 × 25.000.
    expect([figures.overtime_minutes, figures.overtime_pending_minutes, figures.overtime_amount]).toEqual([60, 90, 25_000]);
  });

  it('counts a late day as worked, and a worked holiday or Saturday as an ordinary worked day', () => {
    const figures = line({ holidays: new Set(['2026-11-10']), days: [day('2026-11-10', 'hadir'), day('2026-11-14', 'hadir'), day('2026-11-02', 'hadir')] });
    expect(figures.days_worked).toBe(3);
    expect(figures.holiday_days).toBe(0);
    expect(figures.net).toBe(600_000);
  });

  it('pays leave only up to the monthly quota and never for leave on a rest day or a holiday', () => {
    const figures = line({
      dayoff: 2,
      holidays: new Set(['2026-11-10']),
      days: [...many(['2026-11-02', '2026-11-03', '2026-11-04'], 'cuti'), day('2026-11-07', 'sakit'), day('2026-11-10', 'izin')],
    });
    expect(figures.leave_days).toBe(3);
    expect(figures.paid_leave_days).toBe(2);
    expect(figures.leave_amount).toBe(400_000);
    // The holiday with 'izin' is paid as a holiday (Bulanan), not as leave.
    expect(figures.holiday_amount).toBe(200_000);
  });

  it('lets deductions take the net below zero (the server refuses to finalise it)', () => {
    const figures = line({ days: [day('2026-11-02', 'hadir')], items: [{ id: 'k', kind: 'potongan', name: 'Kasbon', nominal: 250_000 }] });
    expect(figures.net).toBe(-50_000);
  });
});

describe('a weekly worker (Mingguan) and a daily worker (Harian), Monday–Saturday', () => {
  const week = { start: '2026-11-23', end: '2026-11-29' };
  // Wednesday the 25th is a holiday nobody works; the other five scheduled days are worked.
  const days = [
    day('2026-11-23', 'hadir', 120),
    day('2026-11-24', 'hadir'),
    day('2026-11-26', 'hadir'),
    day('2026-11-27', 'hadir', 30),
    day('2026-11-28', 'hadir'),
  ];
  const base = { period: week, workDaysPerWeek: 6 as const, holidays: new Set(['2026-11-25']), dailySalary: 150_000, overtimeRate: 20_000, dayoff: 1, days };

  it('Mingguan: the unworked holiday is paid', () => {
    const figures = payrollLine({ ...base, divisionSalary: 2, items: [{ id: 'u', kind: 'tambahan', name: 'Uang transport', nominal: 75_000 }] });
    expect(figures.days_worked).toBe(5);
    expect(figures.worked_amount).toBe(750_000);
    expect(figures.overtime_amount).toBe(50_000);
    expect(figures.holiday_days).toBe(1);
    expect(figures.holiday_amount).toBe(150_000);
    expect(figures.net).toBe(1_025_000);
  });

  it('Harian: the same holiday is unpaid', () => {
    const figures = payrollLine({ ...base, divisionSalary: 3, items: [] });
    expect(figures.holiday_days).toBe(1);
    expect(figures.paid_holiday_days).toBe(0);
    expect(figures.holiday_amount).toBe(0);
    expect(figures.net).toBe(800_000);
  });
});

describe('overtime', () => {
  it('is paid per approved minute, rounded half up to the rupiah', () => {
    expect(overtimePay(30, 25_000)).toBe(12_500);
    expect(overtimePay(60, 25_000)).toBe(25_000);
    expect(overtimePay(90, 25_000)).toBe(37_500);
    expect(overtimePay(1, 25_001)).toBe(417);
    expect(overtimePay(90, 333)).toBe(500);
    expect(overtimePay(0, 25_000)).toBe(0);
  });

  it('rounds once per employee and period, not per day', () => {
    const figures = line({ overtimeRate: 10_000, days: ['2026-11-02', '2026-11-03', '2026-11-04'].map((d) => day(d, 'hadir', 10)) });
    // Per day 1.666,67 would round to 1.667 three times (5.001); once: 30 minutes = 5.000.
    expect(figures.overtime_minutes).toBe(30);
    expect(figures.overtime_amount).toBe(5_000);
  });

  it('reads as hours on a payslip', () => {
    expect(overtimeHoursText(150)).toBe('2,5 jam');
    expect(overtimeHoursText(120)).toBe('2 jam');
  });
});

describe('paid days off per calendar month', () => {
  it('two weekly runs of one month never pay more than the quota together', () => {
    const leave = ['2026-11-02', '2026-11-03', '2026-11-09', '2026-11-10'];
    const first = paidLeaveDays(3, leave, { start: '2026-11-02', end: '2026-11-08' });
    const second = paidLeaveDays(3, leave, { start: '2026-11-09', end: '2026-11-15' });
    expect([first, second]).toEqual([2, 1]);
  });

  it('splits a week across two months, each month with its own quota', () => {
    // Quota 1: the 16th already used November's; the 30th is unpaid; 1 and 2 December: one paid.
    const week = { start: '2026-11-30', end: '2026-12-06' };
    const figures = payrollLine({
      period: week,
      divisionSalary: 2,
      workDaysPerWeek: 6,
      holidays: new Set(),
      dailySalary: 100_000,
      overtimeRate: 0,
      dayoff: 1,
      days: [day('2026-11-16', 'cuti'), day('2026-11-30', 'sakit'), day('2026-12-01', 'izin'), day('2026-12-02', 'izin'), day('2026-12-03', 'alpa')],
      items: [],
    });
    expect(figures.leave_days).toBe(3);
    expect(figures.paid_leave_days).toBe(1);
    expect(figures.leave_amount).toBe(100_000);
    expect(figures.absent_days).toBe(1);
    expect(figures.net).toBe(100_000);
  });

  it('a leave day earlier in the month on a holiday does not use the quota', () => {
    const figures = payrollLine({
      period: { start: '2026-11-09', end: '2026-11-15' },
      divisionSalary: 2,
      workDaysPerWeek: 6,
      holidays: new Set(['2026-11-03']),
      dailySalary: 100_000,
      overtimeRate: 0,
      dayoff: 1,
      days: [day('2026-11-03', 'cuti'), day('2026-11-10', 'sakit')],
      items: [],
    });
    expect(figures.paid_leave_days).toBe(1);
    expect(figures.net).toBe(100_000);
  });

  it('a quota of 0 pays no leave', () => {
    expect(paidLeaveDays(0, ['2026-11-02'], { start: '2026-11-01', end: '2026-11-30' })).toBe(0);
  });
});

describe('the run steps', () => {
  const admin = { isAdmin: true, isSuperadmin: false };
  const superadmin = { isAdmin: false, isSuperadmin: true };
  const user = { isAdmin: false, isSuperadmin: false };

  it('an admin finalises a draft; only the superadmin reopens a final run', () => {
    expect(payrollStepAllowed('final', 'draft', admin)).toEqual({ ok: true });
    expect(payrollStepAllowed('final', 'final', admin)).toEqual({ ok: false, reason: 'state' });
    expect(payrollStepAllowed('reopen', 'final', admin)).toEqual({ ok: false, reason: 'role' });
    expect(payrollStepAllowed('reopen', 'final', superadmin)).toEqual({ ok: true });
    expect(payrollStepAllowed('delete', 'final', superadmin)).toEqual({ ok: false, reason: 'state' });
    expect(payrollStepAllowed('recompute', 'draft', user)).toEqual({ ok: false, reason: 'role' });
  });
});

describe('before Final: lines to look at (payrollOutliers)', () => {
  const division = (id: string) => ({ id, name: `Divisi ${id}` });
  const l = (employee_id: string, net: number, div = 'A') => ({ employee_id, name: employee_id, division: division(div), net });
  it("flags a net above 3× its division's median and a net below zero, each against its own division", () => {
    // Division A: nets 4.000.000, 4.200.000, 4.400.000 and a mistyped 130.000.000 → median (4.200.000 + 4.400.000) / 2 = 4.300.000;
    // 3 × 4.300.000 = 12.900.000 < 130.000.000. Division B: one worker at -50.000 (median -50.000, never 'high').
    const lines = [l('a1', 4_000_000), l('a2', 4_200_000), l('a3', 130_000_000), l('a4', 4_400_000), l('b1', -50_000, 'B')];
    expect(payrollOutliers(lines)).toEqual([
      { employee_id: 'a3', name: 'a3', division: 'Divisi A', net: 130_000_000, median: 4_300_000, reason: 'high' },
      { employee_id: 'b1', name: 'b1', division: 'Divisi B', net: -50_000, median: -50_000, reason: 'negative' },
    ]);
  });
  it('exactly 3× the median is not an outlier; an all-zero division has none', () => {
    // Median of 1.000.000, 1.000.000, 3.000.000 is 1.000.000: 3.000.000 is at 3×, not above.
    expect(payrollOutliers([l('x', 1_000_000), l('y', 1_000_000), l('z', 3_000_000)])).toEqual([]);
    expect(payrollOutliers([l('x', 0), l('y', 0)])).toEqual([]);
  });
});

describe('the period an employee is paid once for (payPeriodKey)', () => {
  it('is the month, the week, or the THR year', () => {
    expect(payPeriodKey('bulanan', '2026-10-01')).toBe('bulanan:2026-10-01');
    expect(payPeriodKey('mingguan', '2026-10-19')).toBe('mingguan:2026-10-19');
    expect(payPeriodKey('thr', '2026-03-20')).toBe(payPeriodKey('thr', '2026-12-18'));
  });
});

describe("a monthly wage (salary basis 'bulanan', issue 25): gaji pokok 8.000.000 + tunjangan tetap 2.000.000", () => {
  const monthly = (over: Partial<NonNullable<PayrollLineInput['monthly']>> = {}) => ({ wage: 8_000_000, fixedAllowance: 2_000_000, absenceDeduction: 'none' as const, joinedOn: '2024-01-02', leftOn: null, ...over });
  const november = datesBetween('2026-11-01', '2026-11-30').filter((d) => isoWeekday(d) <= 5);

  it('pays the month whatever the number of days, leave and the holiday inside it (never days × a rate)', () => {
    // A daily rate mistyped as 6.500.000 is not used: the month is 8.000.000 + 2.000.000 = 10.000.000.
    const figures = line({ dailySalary: 6_500_000, holidays: new Set(['2026-11-10']), days: [...many(november.slice(0, 15), 'hadir'), day(november[15] ?? '', 'sakit')], monthly: monthly() });
    expect(figures).toMatchObject({ salary_basis: 'bulanan', monthly_wage: 8_000_000, fixed_allowance: 2_000_000, prorate_days: 21, prorate_of: 21, worked_amount: 10_000_000, leave_amount: 0, holiday_amount: 0, absence_amount: 0, gross: 10_000_000 });
  });

  it("deducts 2 alpa days by the division's 1/21 rule: 10.000.000 × 2 / 21 = 952.380,95 → 952.381", () => {
    const days = [...many(november.slice(0, 19), 'hadir'), ...many(november.slice(19, 21), 'alpa')];
    const figures = line({ days, monthly: monthly({ absenceDeduction: 'per_21' }) });
    expect([figures.absent_days, figures.absence_amount, figures.gross]).toEqual([2, 952_381, 10_000_000 - 952_381]);
    // Without a deduction rule the same days cost nothing; 1/25: 10.000.000 × 2 / 25 = 800.000.
    expect(line({ days, monthly: monthly() }).gross).toBe(10_000_000);
    expect(line({ days, monthly: monthly({ absenceDeduction: 'per_25' }) }).absence_amount).toBe(800_000);
  });

  it('prorates a joiner on Thursday 15 October by the work days: 12 of 22 → 10.000.000 × 12 / 22 = 5.454.545,45 → 5.454.545', () => {
    // October 2026, Monday–Friday: 22 work days; from the 15th: 15–16, 19–23, 26–30 = 12.
    const figures = line({ period: { start: '2026-10-01', end: '2026-10-31' }, monthly: monthly({ joinedOn: '2026-10-15' }) });
    expect([figures.prorate_days, figures.prorate_of, figures.worked_amount]).toEqual([12, 22, 5_454_545]);
  });

  it('pays 2 approved overtime hours on a work day at 1/173 of the month (PP 35/2021 Pasal 31–32): 1,5× then 2×', () => {
    // 10.000.000 / 173 an hour: (1,5 + 2) × 10.000.000 / 173 = 202.312,14 → 202.312.
    const figures = line({ days: [day(november[0] ?? '', 'hadir', 120)], overtimeRule: 'statute', monthly: monthly() });
    expect(figures.overtime_amount).toBe(202_312);
    expect(figures.gross).toBe(10_202_312);
  });
});
