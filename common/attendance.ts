import { COMPANY_TIME_ZONE, isIsoDate } from './calendar';
import { formatDate } from './format';
import type { MapPoint } from './map';

/**
 * The attendance rules (Absensi, issue 17 section 1), in ONE place: the server stores scans and days
 * and reads late, overtime and 'di luar lokasi' from here; the payroll reads the same facts
 * (server/salary/attendance/payroll-facts.ts); the screens read the labels and symbols.
 *
 *   the company's day        the Jakarta calendar date of an instant (a scan at 23:59 WIB is that day)
 *   terlambat                check-in later than the division's start + grace minutes
 *   overtime                 time after the division's scheduled end, in whole 30-minute steps;
 *                            counted only once an admin approves it (at most what the times give)
 *   di luar lokasi           farther than every active office's radius (haversine, metres)
 */

export const ATTENDANCE_STATUSES = ['hadir', 'sakit', 'izin', 'cuti', 'alpa'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  hadir: 'Hadir',
  sakit: 'Sakit',
  izin: 'Izin',
  cuti: 'Cuti',
  alpa: 'Alpa',
};

export const ATTENDANCE_SOURCES = ['phone', 'fingerprint', 'manual'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const ATTENDANCE_SOURCE_LABELS: Record<AttendanceSource, string> = {
  phone: 'Ponsel',
  fingerprint: 'Fingerprint',
  manual: 'Manual',
};

/**
 * A recap cell: H hadir, T terlambat, S sakit, I izin, C cuti, A alpa (also a work day that is over
 * with nothing recorded), L libur, '-' nothing to say yet (today, a day to come, before joining or
 * after leaving).
 */
export type RecapSymbol = 'H' | 'T' | 'S' | 'I' | 'C' | 'A' | 'L' | '-';

export const RECAP_SYMBOL_LABELS: Record<RecapSymbol, string> = {
  H: 'Hadir',
  T: 'Terlambat',
  S: 'Sakit',
  I: 'Izin',
  C: 'Cuti',
  A: 'Alpa',
  L: 'Libur',
  '-': 'Belum ada data',
};

/** Overtime counts in whole steps of this many minutes. */
export const OVERTIME_STEP_MINUTES = 30;

export interface WorkRule {
  workDaysPerWeek: 5 | 6;
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM' */
  end: string;
  graceMinutes: number;
}

/** A division without a rule of its own: six days, 08:00–16:00, 15 minutes of grace. */
export const DEFAULT_WORK_RULE: WorkRule = { workDaysPerWeek: 6, start: '08:00', end: '16:00', graceMinutes: 15 };

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a text is a 'HH:MM' time of day (00:00–23:59). */
export function isClockTime(text: string): boolean {
  return CLOCK.test(text);
}

/** Minutes since midnight of a 'HH:MM' time. */
export function clockMinutes(text: string): number {
  const match = CLOCK.exec(text);
  if (!match) throw new Error(`not a HH:MM time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The Jakarta wall-clock 'HH:MM' of an instant. */
export function jakartaClock(instant: Date): string {
  return formatDate(instant, 'HH:mm', COMPANY_TIME_ZONE);
}

/** Jakarta keeps UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MINUTES = 7 * 60;

/** The instant of a Jakarta date and 'HH:MM' (or 'HH:MM:SS') wall clock. */
export function jakartaInstant(date: string, clock: string): Date {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(clock);
  if (!isIsoDate(date) || !match) throw new Error(`not a Jakarta date and time: ${date} ${clock}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
  return new Date(utc - JAKARTA_OFFSET_MINUTES * 60_000);
}

/** Minutes since Jakarta's midnight of `date` until `instant` (may exceed 1440 after midnight). */
function minutesIntoDay(date: string, instant: Date): number {
  return (instant.getTime() - jakartaInstant(date, '00:00').getTime()) / 60_000;
}

/** Late: checked in after start + grace (a check-in exactly at the end of the grace is on time). */
export function isLate(date: string, checkIn: Date | null, rule: WorkRule): boolean {
  if (!checkIn) return false;
  return Math.floor(minutesIntoDay(date, checkIn)) > clockMinutes(rule.start) + rule.graceMinutes;
}

/** Minutes past the scheduled end in whole 30-minute steps (0 before the end or without a check-out). */
export function overtimeMinutes(date: string, checkOut: Date | null, rule: WorkRule): number {
  if (!checkOut) return 0;
  const past = Math.floor(minutesIntoDay(date, checkOut)) - clockMinutes(rule.end);
  if (past <= 0) return 0;
  return Math.floor(past / OVERTIME_STEP_MINUTES) * OVERTIME_STEP_MINUTES;
}

const EARTH_RADIUS_METRES = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: MapPoint, b: MapPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface OfficeArea extends MapPoint {
  radiusMetres: number;
}

/** Outside every office's radius (on the circle counts as inside); no offices at all: outside. */
export function isOutsideOffices(point: MapPoint, offices: readonly OfficeArea[]): boolean {
  return !offices.some((office) => distanceMetres(point, office) <= office.radiusMetres);
}

/**
 * A scheduled work day with nothing recorded counts as alpa (issue 25) once it is over (before
 * `today`) and while the employee was employed (from joining, up to the day they leave).
 */
export function isUnrecordedAbsence(date: string, context: { offDay: boolean; today: string; joinedOn: string | null; leftOn: string | null }): boolean {
  return !context.offDay && date < context.today && (context.joinedOn === null || date >= context.joinedOn) && (context.leftOn === null || date <= context.leftOn);
}

/** The recap symbol of a day: the recorded status first, then a holiday or rest day, then an unrecorded absence ('A'), else '-'. */
export function recapSymbol(day: { status: AttendanceStatus; late: boolean } | null, isOffDay: boolean, unrecordedAbsence = false): RecapSymbol {
  if (!day) return isOffDay ? 'L' : unrecordedAbsence ? 'A' : '-';
  switch (day.status) {
    case 'hadir':
      return day.late ? 'T' : 'H';
    case 'sakit':
      return 'S';
    case 'izin':
      return 'I';
    case 'cuti':
      return 'C';
    case 'alpa':
      return 'A';
  }
}

/** Overtime hours as the recap shows them: minutes / 60 (steps of 30 give halves). */
export function overtimeHours(minutes: number): number {
  return minutes / 60;
}
