import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { DEFAULT_WORK_RULE, isLate, isUnrecordedAbsence, jakartaClock, overtimeHours, overtimeMinutes, recapSymbol, type WorkRule } from '../../../common/attendance';
import { datesBetween, isWorkDay } from '../../../common/calendar';
import type { AttendanceDayView, DailyRow, RecapResponse, RecapRow } from '../../../common/contract/attendance';
import { fileUrl } from '../../../common/contract/files';
import { openStreetMapUrl } from '../../../common/map';
import type { Db } from '../../db/client';
import { activeEmployeeRoster, rosterEmployeesByIds, type RosterEmployee } from '../../employee/lookup';
import { holidaysBetween, workRulesOf } from './payroll-facts';
import { attendanceDays, attendanceOffices } from './tables';

/** The files area the phone's selfies are stored in. */
export const SELFIE_AREA = 'attendance';

export type DayRow = typeof attendanceDays.$inferSelect;

/** A stored day as the screens read it, late and overtime from the division's rule. */
export function dayView(row: DayRow, rule: WorkRule): AttendanceDayView {
  return {
    status: row.status,
    late: row.status === 'hadir' && isLate(row.date, row.checkIn, rule),
    check_in: row.checkIn ? jakartaClock(row.checkIn) : null,
    check_out: row.checkOut ? jakartaClock(row.checkOut) : null,
    overtime_minutes: row.status === 'hadir' ? overtimeMinutes(row.date, row.checkOut, rule) : 0,
    approved_overtime_minutes: row.approvedOvertimeMinutes,
    outside_office: row.outsideOffice,
    source: row.source,
    note: row.note,
  };
}

/** The rule of one employee's division (the default when it has none). */
export async function ruleOfDivision(db: Db, divisionId: string | undefined): Promise<WorkRule> {
  if (!divisionId) return DEFAULT_WORK_RULE;
  return (await workRulesOf(db, [divisionId])).get(divisionId) ?? DEFAULT_WORK_RULE;
}

/** The active offices' points and radii (numeric columns read as text). */
export async function activeOfficeAreas(db: Db): Promise<{ latitude: number; longitude: number; radiusMetres: number }[]> {
  const rows = await db
    .select({ latitude: attendanceOffices.latitude, longitude: attendanceOffices.longitude, radius: attendanceOffices.radius })
    .from(attendanceOffices)
    .where(eq(attendanceOffices.status, 'active'));
  return rows.map((r) => ({ latitude: Number(r.latitude), longitude: Number(r.longitude), radiusMetres: Number(r.radius) }));
}

const employeeOf = (e: RosterEmployee) => ({ id: e.id, idk: e.idk, nama: e.nama, division: e.division });

/**
 * The recap: every active employee (of the division when given) × every date of the range, each
 * cell's symbol and day, and the totals. hadir counts every day present (late ones too), terlambat
 * the late ones among them, alpa the 'A' cells (recorded, or a work day that is over without a
 * record), izin_cuti_sakit the three kinds of leave, lembur_jam approved overtime.
 */
export async function attendanceRecap(db: Db, range: { from: string; to: string }, divisionId: string | undefined, today: string): Promise<RecapResponse> {
  const roster = await activeEmployeeRoster(db, divisionId);
  const dates = datesBetween(range.from, range.to);
  const holidays = new Map((await holidaysBetween(db, range)).map((h) => [h.date, h.name]));
  const days = { from: range.from, to: range.to, days: dates.map((date) => ({ date, holiday: holidays.get(date) ?? null })) };
  if (roster.length === 0) return { ...days, rows: [] };
  const rules = await workRulesOf(db, roster.map((e) => e.divisionId));
  const stored = await db
    .select()
    .from(attendanceDays)
    .where(and(inArray(attendanceDays.employeeId, roster.map((e) => e.id)), gte(attendanceDays.date, range.from), lte(attendanceDays.date, range.to)));
  const byKey = new Map(stored.map((row) => [`${row.employeeId}|${row.date}`, row]));
  const rows: RecapRow[] = roster.map((employee) => {
    const rule = rules.get(employee.divisionId) ?? DEFAULT_WORK_RULE;
    const totals = { hadir: 0, terlambat: 0, alpa: 0, izin_cuti_sakit: 0, lembur_jam: 0 };
    let approvedMinutes = 0;
    const cells = dates.map((date) => {
      const row = byKey.get(`${employee.id}|${date}`);
      const day = row ? dayView(row, rule) : null;
      const offDay = holidays.has(date) || !isWorkDay(date, rule.workDaysPerWeek);
      const symbol = recapSymbol(day, offDay, isUnrecordedAbsence(date, { offDay, today, joinedOn: employee.joinedOn, leftOn: employee.leftOn }));
      if (symbol === 'A') totals.alpa++;
      if (day) {
        if (day.status === 'hadir') totals.hadir++;
        if (day.late) totals.terlambat++;
        if (day.status === 'izin' || day.status === 'cuti' || day.status === 'sakit') totals.izin_cuti_sakit++;
        approvedMinutes += day.approved_overtime_minutes ?? 0;
      }
      return { date, symbol, day };
    });
    totals.lembur_jam = overtimeHours(approvedMinutes);
    return { employee: employeeOf(employee), cells, totals };
  });
  return { ...days, rows };
}

/** A day's list: every recorded day on the date (of the division when given), by division and name. */
export async function attendanceDaily(db: Db, date: string, divisionId: string | undefined): Promise<DailyRow[]> {
  const stored = await db.select().from(attendanceDays).where(eq(attendanceDays.date, date)).orderBy(asc(attendanceDays.checkIn));
  const roster = await rosterEmployeesByIds(db, stored.map((r) => r.employeeId));
  const rules = await workRulesOf(db, [...roster.values()].map((e) => e.divisionId));
  const rows: (DailyRow & { sortKey: string })[] = [];
  for (const row of stored) {
    const employee = roster.get(row.employeeId);
    if (!employee || (divisionId && employee.divisionId !== divisionId)) continue;
    const rule = rules.get(employee.divisionId) ?? DEFAULT_WORK_RULE;
    const lat = row.checkInLatitude ?? row.checkOutLatitude;
    const lon = row.checkInLatitude ? row.checkInLongitude : row.checkOutLongitude;
    rows.push({
      employee: employeeOf(employee),
      day: dayView(row, rule),
      check_in_photo: row.checkInPhoto ? fileUrl(SELFIE_AREA, row.checkInPhoto) : null,
      check_out_photo: row.checkOutPhoto ? fileUrl(SELFIE_AREA, row.checkOutPhoto) : null,
      map_url: lat !== null && lon !== null ? openStreetMapUrl({ latitude: Number(lat), longitude: Number(lon) }) : null,
      sortKey: `${employee.division.toLowerCase()}|${employee.nama.toLowerCase()}`,
    });
  }
  rows.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  return rows.map(({ sortKey: _, ...row }) => row);
}
