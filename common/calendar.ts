/**
 * Calendar dates ('YYYY-MM-DD', no time zone) and the company's day, in one place for every module
 * that counts days: certificate expiry, attendance, payroll periods.
 */

/** The company's day: Jakarta (UTC+7 all year), wherever the server or the PC runs. */
export const COMPANY_TIME_ZONE = 'Asia/Jakarta';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a calendar date. */
export function dateParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether a text is a real calendar date YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Jakarta's offset from UTC: +7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60_000;

/**
 * The Jakarta calendar date (YYYY-MM-DD) of an instant: the company's day. By the fixed offset, not
 * a time-zone lookup: an import asks it for each of 100 000 scans (the lookup took ~0.5 ms each).
 */
export function jakartaDate(instant: Date): string {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Today in the company's day (YYYY-MM-DD, Jakarta), whatever zone the PC or the server is set to:
 * the one 'today' for defaults, expiry counts and the date in a downloaded file's name.
 */
export function companyToday(now: Date = new Date()): string {
  return jakartaDate(now);
}

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(isoDate: string): number {
  const [y, m, d] = dateParts(isoDate);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** A date plus `days` (may be negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** A date plus `months`, clamped to the month's last day (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month0, day] = dateParts(isoDate);
  const month = month0 - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday (ISO). */
export function isoWeekday(isoDate: string): number {
  const [y, m, d] = dateParts(isoDate);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A scheduled work day of a 5-day (Monday–Friday) or 6-day (Monday–Saturday) week; holidays apart. */
export function isWorkDay(isoDate: string, workDaysPerWeek: 5 | 6): boolean {
  return isoWeekday(isoDate) <= workDaysPerWeek;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const count = daysBetween(from, to);
  for (let i = 0; i <= count; i += 1) dates.push(addDays(from, i));
  return dates;
}

export function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

export function monthEnd(isoDate: string): string {
  const [y, m] = dateParts(isoDate);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The first and last day of the month of a date. */
export function monthOf(isoDate: string): { from: string; to: string } {
  return { from: monthStart(isoDate), to: monthEnd(isoDate) };
}
