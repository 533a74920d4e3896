import { certificateToday } from '../../../../common/certificate';
import { COMPANY_TIME_ZONE, addDays } from '../../../../common/calendar';
import { formatDate } from '../../../../common/format';
import { payrollPeriod, payrollPeriodLabel, type PayrollKind, type PayrollPeriod } from '../../../../common/salary';
import { isoWeekday, monthStart } from '../../../../common/calendar';

/** Today in Jakarta (the company's day), 'YYYY-MM-DD'. */
export const jakartaToday = (now: Date = new Date()): string => certificateToday(now);

/** A calendar day 'YYYY-MM-DD' shown as '25 Nov 2026' (no time zone involved). */
export function shortDay(iso: string): string {
  return formatDate(`${iso}T00:00:00Z`, 'short', 'UTC');
}

/** An ISO 8601 moment shown in Jakarta: '25 Nov 2026 14:05'. */
export function shortMoment(iso: string): string {
  return formatDate(iso, 'DD MMM YYYY HH:mm', COMPANY_TIME_ZONE);
}

/** The Monday that starts the Monday–Sunday week holding `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, 1 - isoWeekday(iso));
}

/** The first day of a 1–12 month. */
export function firstOfMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The period a new run would cover, from the dialog's choice. */
export function chosenPeriod(kind: PayrollKind, year: number, month: number, day: string): PayrollPeriod | null {
  const start = kind === 'bulanan' ? firstOfMonth(year, month) : day ? mondayOf(day) : '';
  if (!start) return null;
  const period = payrollPeriod(kind, start);
  return period.ok ? period.period : null;
}

/** The period's words under the picker: 'Oktober 2026 (01 Okt 2026 – 31 Okt 2026)', 'Senin 12 Okt 2026 s.d. Minggu 18 Okt 2026'. */
export function periodHint(kind: PayrollKind, period: PayrollPeriod): string {
  if (kind === 'mingguan') return `Senin ${shortDay(period.start)} s.d. Minggu ${shortDay(period.end)}`;
  return `${payrollPeriodLabel(kind, period)} (${shortDay(period.start)} – ${shortDay(period.end)})`;
}

/** The months of the 'Buat Penggajian' month picker: 1–12 with their Indonesian names. */
export const MONTH_OPTIONS: readonly { value: number; label: string }[] = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: formatDate(`${firstOfMonth(2026, i + 1)}T00:00:00Z`, 'MMMM', 'UTC'),
}));

/** Years offered around the current one: three back, one ahead. */
export function yearOptions(todayIso: string): number[] {
  const year = Number(todayIso.slice(0, 4));
  return [year - 3, year - 2, year - 1, year, year + 1];
}

/** A new run's default period: last month for a monthly run, the last full week's Monday for a weekly one. */
export function defaultPeriod(todayIso: string): { year: number; month: number; monday: string } {
  const lastMonth = addDays(monthStart(todayIso), -1);
  return { year: Number(lastMonth.slice(0, 4)), month: Number(lastMonth.slice(5, 7)), monday: addDays(mondayOf(todayIso), -7) };
}

