import { isUnrecordedAbsence } from './attendance';
import { addDays, dateParts, datesBetween, isoWeekday, isWorkDay, monthEnd, monthStart } from './calendar';
import { formatRupiah } from './format';
import type { StatusIntent } from './production';
import { monthlyWageOfDaily, statutoryOvertimePay, type OvertimeRule, type StatutoryOvertimeDay } from './statutory/overtime';
import { mulDivHalfUp } from './statutory/rates';

/**
 * The payroll's pay rules (issue 17 section 2), in ONE place: the server computes every run line
 * with payrollLine() and the screens read the labels from here. Pure, integer rupiah.
 *
 *   worked    = days with status 'hadir' (late still counts; any day, a holiday or a rest day too)
 *               × daily salary (employees.salary)
 *   overtime  = approved overtime minutes of the period / 60 × overtime pay per hour, rounded to the
 *               rupiah ONCE per employee and period (half up), never per day; or, for a division on
 *               the statute (issue 18), PP 35/2021's scales on 1/173 of the monthly wage
 *               (common/statutory/overtime.ts), per day by work day or rest day/holiday
 *   leave     = days 'sakit' | 'izin' | 'cuti' on scheduled work days (not holidays), paid at the
 *               daily salary up to `dayoff` per calendar month (paidLeaveDays: deterministic per
 *               month, without looking at other runs; a week across two months is split by month)
 *   holiday   = national holidays on scheduled work days without 'hadir': paid at the daily salary
 *               for Bulanan and Mingguan divisions, unpaid for Harian (statutory scales: issue 18)
 *   net       = worked + overtime + leave + holiday + incentives − deductions (may be negative:
 *               the server then refuses 'Final')
 *   'alpa' and days without any record are unpaid.
 */

/**
 * 'bulanan' and 'mingguan' pay the period's work; 'thr' pays the religious holiday allowance
 * (Permenaker 6/2016, issue 18) on its own pay date, to any division.
 */
export const PAYROLL_KINDS = ['bulanan', 'mingguan', 'thr'] as const;
export type PayrollKind = (typeof PAYROLL_KINDS)[number];
export const PAYROLL_KIND_LABELS: Record<PayrollKind, string> = { bulanan: 'Bulanan', mingguan: 'Mingguan', thr: 'THR' };

/**
 * The religious holidays a THR is paid for (Permenaker 6/2016 Pasal 1 angka 2): Idul Fitri,
 * Natal, Nyepi, Waisak and Imlek. An employee receives one THR per holiday and year; a THR run
 * that names no holiday counts as the year's THR, so a second one in the year must name its own.
 */
export const THR_HOLIDAYS = ['idul_fitri', 'natal', 'nyepi', 'waisak', 'imlek'] as const;
export type ThrHoliday = (typeof THR_HOLIDAYS)[number];
export const THR_HOLIDAY_LABELS: Record<ThrHoliday, string> = {
  idul_fitri: 'Idul Fitri',
  natal: 'Natal',
  nyepi: 'Nyepi',
  waisak: 'Waisak',
  imlek: 'Imlek',
};

/**
 * How an employee's pay is set (issue 25): 'harian' a daily rate × the days (the seed's Gaji
 * Harian, for daily and weekly workers), 'bulanan' a month's wage — gaji pokok plus tunjangan
 * tetap — whatever the number of days.
 */
export const SALARY_BASES = ['harian', 'bulanan'] as const;
export type SalaryBasis = (typeof SALARY_BASES)[number];
export const SALARY_BASIS_LABELS: Record<SalaryBasis, string> = { harian: 'Harian (gaji × hari kerja)', bulanan: 'Bulanan (gaji pokok + tunjangan tetap)' };

/**
 * Whether a division's work rule deducts unexcused absence (alpa) from a monthly wage, and by how
 * much a day: none (the default), 1/21 or 1/25 of the month for a 5- or 6-day week. No work, no
 * pay: PP 36/2021 Pasal 40 ayat (1); the fraction is the company's rule, set per division.
 */
export const ABSENCE_DEDUCTIONS = ['none', 'per_21', 'per_25'] as const;
export type AbsenceDeduction = (typeof ABSENCE_DEDUCTIONS)[number];
export const ABSENCE_DEDUCTION_LABELS: Record<AbsenceDeduction, string> = { none: 'Tidak dipotong', per_21: '1/21 upah sebulan per hari', per_25: '1/25 upah sebulan per hari' };
export const ABSENCE_DEDUCTION_DIVISOR: Record<AbsenceDeduction, number | null> = { none: null, per_21: 21, per_25: 25 };

/** Division salary status (divisions.salary): 1 Bulanan, 2 Mingguan, 3 Harian. */
export type DivisionSalaryStatus = 1 | 2 | 3;
export const DIVISION_SALARY_LABELS: Record<DivisionSalaryStatus, string> = { 1: 'Bulanan', 2: 'Mingguan', 3: 'Harian' };

/** The divisions a run of each kind pays: monthly runs the Bulanan ones; weekly runs Mingguan and Harian; THR every division. */
export const PAYROLL_KIND_DIVISIONS: Record<PayrollKind, readonly DivisionSalaryStatus[]> = { bulanan: [1], mingguan: [2, 3], thr: [1, 2, 3] };

/**
 * Upper bounds of the pay figures an office types (issue 24): far above any real figure, so only
 * a slip (an extra zero or three) hits them. A daily rate of Rp 10.000.000 is some Rp 260 juta a
 * month, over forty times the highest UMK; an hour of overtime at twice the hourly share (1/8) of
 * that rate is Rp 2.500.000; one incentive or deduction above Rp 100.000.000 is entered as several
 * named items, each of which the payslip lists.
 */
export const DAILY_SALARY_MAX = 10_000_000;
export const OVERTIME_RATE_MAX = 2_500_000;
export const SALARY_ITEM_MAX = 100_000_000;
/** A month's gaji pokok or tunjangan tetap (issue 25); the form warns far below it, at MONTHLY_WAGE_WARN. */
export const MONTHLY_WAGE_MAX = 1_000_000_000;
/** Above these the Karyawan form asks before saving (a monthly pay typed as a daily rate, an extra zero). */
export const DAILY_SALARY_WARN = 2_500_000;
export const MONTHLY_WAGE_WARN = 100_000_000;

/** 'Gaji harian paling besar Rp 10.000.000': a bound's message, with the amount as users read it. */
export function payBoundMessage(label: string, max: number): string {
  return `${label} paling besar ${formatRupiah(max)}`;
}

export function payrollKindOfDivision(salary: number): PayrollKind {
  return salary === 1 ? 'bulanan' : 'mingguan';
}

export const PAYROLL_STATUSES = ['draft', 'final'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_STATUS_LABELS: Record<PayrollStatus, string> = { draft: 'Draft', final: 'Final' };
export const PAYROLL_STATUS_INTENTS: Record<PayrollStatus, StatusIntent> = { draft: 'warning', final: 'success' };

/**
 * The run's state machine, one table for the buttons and the server: who may take which step.
 * 'admin' = role admin or the superadmin; 'superadmin' = the superadmin only.
 */
export type PayrollStep = 'recompute' | 'final' | 'reopen' | 'delete';
export const PAYROLL_STEPS: Record<PayrollStep, { from: PayrollStatus; to: PayrollStatus | null; who: 'admin' | 'superadmin' }> = {
  recompute: { from: 'draft', to: 'draft', who: 'admin' },
  final: { from: 'draft', to: 'final', who: 'admin' },
  reopen: { from: 'final', to: 'draft', who: 'superadmin' },
  delete: { from: 'draft', to: null, who: 'admin' },
};

export interface PayrollActor {
  isAdmin: boolean;
  isSuperadmin: boolean;
}

/** Whether `actor` may take `step` on a run in `status`; the reason when not ('role' → 403, 'state' → 409). */
export function payrollStepAllowed(step: PayrollStep, status: PayrollStatus, actor: PayrollActor): { ok: true } | { ok: false; reason: 'role' | 'state' } {
  const rule = PAYROLL_STEPS[step];
  const allowedRole = rule.who === 'superadmin' ? actor.isSuperadmin : actor.isAdmin || actor.isSuperadmin;
  if (!allowedRole) return { ok: false, reason: 'role' };
  if (rule.from !== status) return { ok: false, reason: 'state' };
  return { ok: true };
}

// ─── Periods (dates from common/calendar.ts) ────────────────────────────────────────────────────

export interface PayrollPeriod {
  start: string;
  end: string;
}

export const PAYROLL_PERIOD_NOT_MONTH_START = 'Periode bulanan harus dimulai tanggal 1';
export const PAYROLL_PERIOD_NOT_MONDAY = 'Periode mingguan harus dimulai hari Senin';

/**
 * The period a run of `kind` starting at `start` covers: the calendar month (start on the 1st) or
 * the Monday–Sunday week (start on a Monday); a THR run is its pay date alone. Null with the reason
 * when `start` is not such a day.
 */
export function payrollPeriod(kind: PayrollKind, start: string): { ok: true; period: PayrollPeriod } | { ok: false; message: string } {
  if (kind === 'thr') return { ok: true, period: { start, end: start } };
  if (kind === 'bulanan') {
    if (!start.endsWith('-01')) return { ok: false, message: PAYROLL_PERIOD_NOT_MONTH_START };
    return { ok: true, period: { start, end: monthEnd(start) } };
  }
  if (isoWeekday(start) !== 1) return { ok: false, message: PAYROLL_PERIOD_NOT_MONDAY };
  return { ok: true, period: { start, end: addDays(start, 6) } };
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** 'November 2026' for a monthly run, '23 Nov – 29 Nov 2026' (or across years) for a weekly one, '20 Mar 2026' for THR. */
export function payrollPeriodLabel(kind: PayrollKind, period: PayrollPeriod, thrHoliday: ThrHoliday | null = null): string {
  const [sy, sm, sd] = dateParts(period.start);
  if (kind === 'bulanan') return `${MONTHS[sm - 1] ?? ''} ${sy}`;
  if (kind === 'thr') return `${sd} ${MONTHS_SHORT[sm - 1] ?? ''} ${sy}${thrHoliday ? ` (${THR_HOLIDAY_LABELS[thrHoliday]})` : ''}`;
  const [ey, em, ed] = dateParts(period.end);
  const startText = sy === ey ? `${sd} ${MONTHS_SHORT[sm - 1] ?? ''}` : `${sd} ${MONTHS_SHORT[sm - 1] ?? ''} ${sy}`;
  return `${startText} – ${ed} ${MONTHS_SHORT[em - 1] ?? ''} ${ey}`;
}

/**
 * The pay period an employee is paid for at most once, whatever the division (issue 25): the
 * month, the week (its Monday) or, for THR, the year — within which each named holiday is its own
 * period, and a THR without a holiday stands for all of them. Runs that may pay the same period
 * take this key's lock at 'Final'.
 */
export function payPeriodKey(kind: PayrollKind, periodStart: string): string {
  return kind === 'thr' ? `thr:${periodStart.slice(0, 4)}` : `${kind}:${periodStart}`;
}

/** A line to look at before 'Final' (issue 25): a net below zero, or above 3× its division's median net. */
export interface PayrollOutlier {
  employee_id: string;
  name: string;
  division: string;
  net: number;
  /** The median net of the line's division in this run. */
  median: number;
  reason: 'negative' | 'high';
}

/** How many times the division's median net makes a line stand out (a mistyped rate, an extra zero). */
export const OUTLIER_MEDIAN_FACTOR = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/** The run's lines whose net is below zero or more than OUTLIER_MEDIAN_FACTOR × their division's median, in the run's order. */
export function payrollOutliers(lines: readonly { employee_id: string; name: string; division: { id: string; name: string }; net: number }[]): PayrollOutlier[] {
  const byDivision = new Map<string, number[]>();
  for (const line of lines) byDivision.set(line.division.id, [...(byDivision.get(line.division.id) ?? []), line.net]);
  const medians = new Map([...byDivision].map(([id, nets]) => [id, median(nets)]));
  const outliers: PayrollOutlier[] = [];
  for (const line of lines) {
    const divisionMedian = medians.get(line.division.id) ?? 0;
    const reason = line.net < 0 ? 'negative' : divisionMedian > 0 && line.net > OUTLIER_MEDIAN_FACTOR * divisionMedian ? 'high' : null;
    if (reason) outliers.push({ employee_id: line.employee_id, name: line.name, division: line.division.name, net: line.net, median: divisionMedian, reason });
  }
  return outliers;
}

// ─── One employee's line ────────────────────────────────────────────────────────────────────────

export const PAYROLL_ATTENDANCE_STATUSES = ['hadir', 'sakit', 'izin', 'cuti', 'alpa'] as const;
export type PayrollAttendanceStatus = (typeof PAYROLL_ATTENDANCE_STATUSES)[number];
const LEAVE_STATUSES: ReadonlySet<string> = new Set(['sakit', 'izin', 'cuti']);

/** One attendance day as payroll reads it (server/salary/attendance/payroll-facts.ts). */
export interface PayrollDayFact {
  date: string;
  status: PayrollAttendanceStatus;
  /** 0 when none approved. */
  approvedOvertimeMinutes: number;
  /** Overtime still waiting for an admin's approval: not paid, shown so a '0 jam' is not misread. */
  pendingOvertimeMinutes?: number;
}

export interface PayrollSalaryItem {
  id: string;
  kind: 'tambahan' | 'potongan';
  name: string;
  nominal: number;
}

export interface PayrollLineInput {
  period: PayrollPeriod;
  divisionSalary: DivisionSalaryStatus;
  /** The division's work rule: 5 → Monday–Friday, 6 → Monday–Saturday. */
  workDaysPerWeek: 5 | 6;
  /**
   * National holidays (YYYY-MM-DD) from the start of the period's first month to its end (a leave
   * day before the period that falls on a holiday does not use the month's quota).
   */
  holidays: ReadonlySet<string>;
  /** Daily salary, overtime pay per hour, paid days off per month. */
  dailySalary: number;
  overtimeRate: number;
  dayoff: number;
  /**
   * The employee's attendance days from the start of the period's first month to the period's end
   * (the days before the period only feed the monthly leave quota); others are ignored.
   */
  days: readonly PayrollDayFact[];
  /** The incentives and deductions this run pays. */
  items: readonly PayrollSalaryItem[];
  /** The division's overtime rule (issue 18); the flat rate when left out. */
  overtimeRule?: OvertimeRule;
  /**
   * With it, a work day of the period that is over (before `today`) with nothing recorded, inside
   * the employment, counts as alpa too (isUnrecordedAbsence), as the attendance recap shows it.
   */
  absence?: { today: string; joinedOn: string | null; leftOn: string | null };
  /**
   * Salary basis 'bulanan' (issue 25): the month's gaji pokok and tunjangan tetap replace days ×
   * the daily rate; the division rule's absence deduction applies; joining or leaving inside the
   * period prorates it by the rule's work days (holidays included) of the employment.
   */
  monthly?: { wage: number; fixedAllowance: number; absenceDeduction: AbsenceDeduction; joinedOn: string | null; leftOn: string | null };
}

/** A monthly-basis line's own figures (all zero, basis 'harian', for a daily-rate line). */
export interface MonthlyWageFigures {
  salary_basis: SalaryBasis;
  monthly_wage: number;
  fixed_allowance: number;
  /** Proration: the rule's work days of the period inside the employment, of the period's work days (equal: a whole month). */
  prorate_days: number;
  prorate_of: number;
  /** Deducted for alpa days by the division's rule (absent_days × month / 21 or 25). */
  absence_amount: number;
}

export const DAILY_BASIS_FIGURES: MonthlyWageFigures = { salary_basis: 'harian', monthly_wage: 0, fixed_allowance: 0, prorate_days: 0, prorate_of: 0, absence_amount: 0 };

export interface PayrollLineFigures extends MonthlyWageFigures {
  days_worked: number;
  worked_amount: number;
  overtime_minutes: number;
  /** Overtime of the period still waiting for approval (not paid). */
  overtime_pending_minutes: number;
  overtime_amount: number;
  /** Days sakit/izin/cuti on work days of the period, and how many of them are paid. */
  leave_days: number;
  paid_leave_days: number;
  leave_amount: number;
  /** Holidays on work days without 'hadir' (paid or not by the division's status) and the paid count. */
  holiday_days: number;
  paid_holiday_days: number;
  holiday_amount: number;
  /** Days 'alpa' in the period, recorded or a work day over without a record (unpaid; shown for information). */
  absent_days: number;
  /** Scheduled work days of the period (holidays excluded). */
  work_days: number;
  incentives_total: number;
  deductions_total: number;
  gross: number;
  net: number;
}

/** A line without any work paid (a THR run's lines): every figure zero. */
export const NO_WORK_FIGURES: PayrollLineFigures = {
  ...DAILY_BASIS_FIGURES,
  days_worked: 0,
  worked_amount: 0,
  overtime_minutes: 0,
  overtime_pending_minutes: 0,
  overtime_amount: 0,
  leave_days: 0,
  paid_leave_days: 0,
  leave_amount: 0,
  holiday_days: 0,
  paid_holiday_days: 0,
  holiday_amount: 0,
  absent_days: 0,
  work_days: 0,
  incentives_total: 0,
  deductions_total: 0,
  gross: 0,
  net: 0,
};

/** approved minutes / 60 × rate, rounded half up to the rupiah, once for the whole period. */
export function overtimePay(minutes: number, ratePerHour: number): number {
  return mulDivHalfUp(minutes, ratePerHour, 60);
}

/**
 * Paid leave days in `period` under a quota of `dayoff` per calendar month. `leaveDates` are the
 * employee's qualifying leave days (work days, not holidays) from the first month's start on. For
 * each month the period touches: min(q, leave from the month's start to the period's part end) −
 * min(q, leave from the month's start to the day before the period's part), so two weekly runs of a
 * month never pay more than the quota, and no run needs to read another.
 */
export function paidLeaveDays(dayoff: number, leaveDates: readonly string[], period: PayrollPeriod): number {
  let paid = 0;
  let segmentStart = period.start;
  while (segmentStart <= period.end) {
    const first = monthStart(segmentStart);
    const last = monthEnd(segmentStart);
    const segmentEnd = last < period.end ? last : period.end;
    const before = leaveDates.filter((d) => d >= first && d < segmentStart).length;
    const upToEnd = leaveDates.filter((d) => d >= first && d <= segmentEnd).length;
    paid += Math.min(dayoff, upToEnd) - Math.min(dayoff, before);
    segmentStart = addDays(segmentEnd, 1);
  }
  return paid;
}

/** One employee's figures for a period (the rules at the top of this file). */
export function payrollLine(input: PayrollLineInput): PayrollLineFigures {
  const { period, holidays, workDaysPerWeek } = input;
  const byDate = new Map<string, PayrollDayFact>();
  for (const day of input.days) byDate.set(day.date, day);
  const inPeriod = (date: string) => date >= period.start && date <= period.end;
  const isPaidWorkDay = (date: string) => isWorkDay(date, workDaysPerWeek) && !holidays.has(date);

  let daysWorked = 0;
  let overtimeMinutes = 0;
  let pendingMinutes = 0;
  let leaveDays = 0;
  let absentDays = 0;
  const leaveDates: string[] = [];
  for (const day of byDate.values()) {
    if (day.date > period.end || day.date < monthStart(period.start)) continue;
    if (LEAVE_STATUSES.has(day.status) && isPaidWorkDay(day.date)) {
      leaveDates.push(day.date);
      if (inPeriod(day.date)) leaveDays += 1;
    }
    if (!inPeriod(day.date)) continue;
    if (day.status === 'hadir') daysWorked += 1;
    if (day.status === 'alpa') absentDays += 1;
    overtimeMinutes += Math.max(0, day.approvedOvertimeMinutes);
    pendingMinutes += Math.max(0, day.pendingOvertimeMinutes ?? 0);
  }

  let holidayDays = 0;
  let workDays = 0;
  for (const date of datesBetween(period.start, period.end)) {
    if (!isWorkDay(date, workDaysPerWeek)) continue;
    if (holidays.has(date)) {
      if (byDate.get(date)?.status !== 'hadir') holidayDays += 1;
    } else {
      workDays += 1;
      if (input.absence && !byDate.has(date) && isUnrecordedAbsence(date, { offDay: false, ...input.absence })) absentDays += 1;
    }
  }
  const paidHolidayDays = input.divisionSalary === 3 ? 0 : holidayDays;
  const paidLeave = paidLeaveDays(input.dayoff, leaveDates, period);

  const monthly = input.monthly;
  const month = monthly ? monthly.wage + monthly.fixedAllowance : 0;
  let basis: MonthlyWageFigures = DAILY_BASIS_FIGURES;
  // A monthly wage pays the month (prorated); leave and holidays are inside it, not paid again.
  let workedAmount = daysWorked * input.dailySalary;
  if (monthly) {
    const scheduled = datesBetween(period.start, period.end).filter((date) => isWorkDay(date, workDaysPerWeek));
    const employed = scheduled.filter((date) => (monthly.joinedOn === null || date >= monthly.joinedOn) && (monthly.leftOn === null || date <= monthly.leftOn));
    const base = employed.length === scheduled.length ? month : scheduled.length === 0 ? 0 : mulDivHalfUp(month, employed.length, scheduled.length);
    workedAmount = base;
    const divisor = ABSENCE_DEDUCTION_DIVISOR[monthly.absenceDeduction];
    basis = {
      salary_basis: 'bulanan',
      monthly_wage: monthly.wage,
      fixed_allowance: monthly.fixedAllowance,
      prorate_days: employed.length,
      prorate_of: scheduled.length,
      // Never more than the (prorated) month itself.
      absence_amount: divisor === null ? 0 : Math.min(base, mulDivHalfUp(month, absentDays, divisor)),
    };
  }
  let overtimeAmount: number;
  if (input.overtimeRule === 'statute') {
    const overtimeDays: StatutoryOvertimeDay[] = [];
    for (const day of byDate.values()) {
      if (!inPeriod(day.date) || day.approvedOvertimeMinutes <= 0) continue;
      overtimeDays.push({ minutes: day.approvedOvertimeMinutes, kind: isPaidWorkDay(day.date) ? 'work' : 'rest' });
    }
    // PP 35/2021 Pasal 32: the hour is 1/173 of the month's wage — gaji pokok + tunjangan tetap for a monthly wage.
    overtimeAmount = statutoryOvertimePay(overtimeDays, monthly ? month : monthlyWageOfDaily(input.dailySalary, workDaysPerWeek), workDaysPerWeek);
  } else {
    overtimeAmount = overtimePay(overtimeMinutes, input.overtimeRate);
  }
  const leaveAmount = monthly ? 0 : paidLeave * input.dailySalary;
  const holidayAmount = monthly ? 0 : paidHolidayDays * input.dailySalary;
  const incentives = input.items.filter((i) => i.kind === 'tambahan').reduce((sum, i) => sum + i.nominal, 0);
  const deductions = input.items.filter((i) => i.kind === 'potongan').reduce((sum, i) => sum + i.nominal, 0);
  const gross = workedAmount - basis.absence_amount + overtimeAmount + leaveAmount + holidayAmount + incentives;
  return {
    ...basis,
    days_worked: daysWorked,
    worked_amount: workedAmount,
    overtime_minutes: overtimeMinutes,
    overtime_pending_minutes: pendingMinutes,
    overtime_amount: overtimeAmount,
    leave_days: leaveDays,
    paid_leave_days: paidLeave,
    leave_amount: leaveAmount,
    holiday_days: holidayDays,
    paid_holiday_days: paidHolidayDays,
    holiday_amount: holidayAmount,
    absent_days: absentDays,
    work_days: workDays,
    incentives_total: incentives,
    deductions_total: deductions,
    gross,
    net: gross - deductions,
  };
}

/** Overtime minutes as hours for a payslip: '7,5 jam'. */
export function overtimeHoursText(minutes: number): string {
  const hours = minutes / 60;
  const text = Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0+$/, '').replace('.', ',');
  return `${text} jam`;
}
