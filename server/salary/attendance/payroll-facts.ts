import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { DEFAULT_WORK_RULE, isLate, overtimeMinutes, type AttendanceStatus } from '../../../common/attendance';
import type { AbsenceDeduction } from '../../../common/salary';
import type { Db } from '../../db/client';
import { rosterEmployeesByIds } from '../../employee/lookup';
import { attendanceDays, attendanceHolidays, attendanceWorkRules } from './tables';

/**
 * What the payroll (server/salary/payroll) reads of attendance: the days, the division rules and the
 * holidays. Its only door into these tables. A transaction handle is a Db too (drizzle's
 * PgTransaction extends PgDatabase), so these run inside a caller's transaction as well.
 */

export interface AttendanceDayFact {
  /** YYYY-MM-DD, Jakarta */
  date: string;
  status: AttendanceStatus;
  late: boolean;
  /** 0 when none approved */
  approvedOvertimeMinutes: number;
  /** Overtime the times give that no admin has approved yet (0 once approved, whatever was approved). */
  pendingOvertimeMinutes: number;
}

export interface DivisionWorkRule {
  workDaysPerWeek: 5 | 6;
  start: string;
  end: string;
  graceMinutes: number;
  /** How alpa is deducted from a monthly wage (issue 25). */
  absenceDeduction: AbsenceDeduction;
}

function toRule(row: { workDaysPerWeek: number; start: string; end: string; graceMinutes: number; absenceDeduction: AbsenceDeduction }): DivisionWorkRule {
  return { workDaysPerWeek: row.workDaysPerWeek === 5 ? 5 : 6, start: row.start, end: row.end, graceMinutes: row.graceMinutes, absenceDeduction: row.absenceDeduction };
}

/** Every asked division's rule; a division without an active rule gets DEFAULT_WORK_RULE. */
export async function workRulesOf(db: Db, divisionIds: readonly string[]): Promise<Map<string, DivisionWorkRule>> {
  const rules = new Map<string, DivisionWorkRule>();
  const ids = [...new Set(divisionIds)];
  if (ids.length === 0) return rules;
  const rows = await db
    .select({
      divisionId: attendanceWorkRules.divisionId,
      workDaysPerWeek: attendanceWorkRules.workDaysPerWeek,
      start: attendanceWorkRules.start,
      end: attendanceWorkRules.end,
      graceMinutes: attendanceWorkRules.graceMinutes,
      absenceDeduction: attendanceWorkRules.absenceDeduction,
    })
    .from(attendanceWorkRules)
    .where(and(inArray(attendanceWorkRules.divisionId, ids), eq(attendanceWorkRules.status, 'active')));
  for (const row of rows) rules.set(row.divisionId, toRule(row));
  for (const id of ids) if (!rules.has(id)) rules.set(id, { ...DEFAULT_WORK_RULE, absenceDeduction: 'none' });
  return rules;
}

/**
 * Each asked employee's recorded days in the range (both ends included), oldest first; an employee
 * without any gets an empty list. Late follows the employee's division rule; overtime is only what an
 * admin approved.
 */
export async function attendanceFactsForPayroll(
  db: Db,
  range: { from: string; to: string },
  employeeIds: readonly string[],
): Promise<Map<string, AttendanceDayFact[]>> {
  const facts = new Map<string, AttendanceDayFact[]>();
  const ids = [...new Set(employeeIds)];
  for (const id of ids) facts.set(id, []);
  if (ids.length === 0) return facts;
  const rows = await db
    .select({
      employeeId: attendanceDays.employeeId,
      date: attendanceDays.date,
      status: attendanceDays.status,
      checkIn: attendanceDays.checkIn,
      checkOut: attendanceDays.checkOut,
      approvedOvertimeMinutes: attendanceDays.approvedOvertimeMinutes,
    })
    .from(attendanceDays)
    .where(and(inArray(attendanceDays.employeeId, ids), gte(attendanceDays.date, range.from), lte(attendanceDays.date, range.to)))
    .orderBy(asc(attendanceDays.date));
  const roster = await rosterEmployeesByIds(db, ids);
  const rules = await workRulesOf(db, [...roster.values()].map((r) => r.divisionId));
  for (const row of rows) {
    const divisionId = roster.get(row.employeeId)?.divisionId;
    const rule = (divisionId && rules.get(divisionId)) || DEFAULT_WORK_RULE;
    facts.get(row.employeeId)?.push({
      date: row.date,
      status: row.status,
      late: row.status === 'hadir' && isLate(row.date, row.checkIn, rule),
      approvedOvertimeMinutes: row.approvedOvertimeMinutes ?? 0,
      pendingOvertimeMinutes: row.approvedOvertimeMinutes === null ? overtimeMinutes(row.date, row.checkOut, rule) : 0,
    });
  }
  return facts;
}

/** The active holidays in the range (both ends included), by date. */
export async function holidaysBetween(db: Db, range: { from: string; to: string }): Promise<{ date: string; name: string }[]> {
  return db
    .select({ date: attendanceHolidays.date, name: attendanceHolidays.name })
    .from(attendanceHolidays)
    .where(and(eq(attendanceHolidays.status, 'active'), gte(attendanceHolidays.date, range.from), lte(attendanceHolidays.date, range.to)))
    .orderBy(asc(attendanceHolidays.date));
}
