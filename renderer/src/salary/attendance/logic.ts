import { RECAP_SYMBOL_LABELS, type RecapSymbol } from '../../../../common/attendance';
import { companyToday, monthOf } from '../../../../common/calendar';
import { formatDate } from '../../../../common/format';

/** Today in Jakarta (the company's day), and this month. */
export const thisMonth = (): { from: string; to: string } => monthOf(companyToday());

/** A YYYY-MM-DD day as '25 Nov 2026', and its weekday initial for the grid's header. */
export const shownDate = (iso: string): string => formatDate(`${iso}T00:00:00Z`, 'short', 'UTC');
export const longDate = (iso: string): string => formatDate(`${iso}T00:00:00Z`, 'weekday', 'UTC');
export const dayOfMonth = (iso: string): string => String(Number(iso.slice(8, 10)));
export const weekdayInitial = (iso: string): string => formatDate(`${iso}T00:00:00Z`, 'dddd', 'UTC').slice(0, 3);
export const isSunday = (iso: string): boolean => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;

/** A cell's class: each symbol its own colour. */
export const symbolClass = (symbol: RecapSymbol): string => `attendance-symbol attendance-symbol-${symbol === '-' ? 'none' : symbol}`;
export const symbolTitle = (symbol: RecapSymbol): string => RECAP_SYMBOL_LABELS[symbol];

/** Overtime hours as '1,5'. */
export const hoursText = (hours: number): string => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1).replace('.', ','));

/** The approvable minutes: 0, 30, … up to what the times give. */
export const overtimeChoices = (possible: number): number[] => Array.from({ length: Math.floor(possible / 30) + 1 }, (_, i) => i * 30);

/** What a time field keeps while typing: digits and one colon, at most 'HH:MM'. */
export const clockTyping = (text: string): string => text.replace(/[^0-9:]/g, '').slice(0, 5);

/** On leaving a time field: '805' or '0805' → '08:05', '8:05' → '08:05'; anything else as typed. */
export function clockOnBlur(text: string): string {
  const digits = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!digits) return text;
  return `${digits[1]?.padStart(2, '0') ?? ''}:${digits[2] ?? ''}`;
}
