import { formatDate, formatNumber } from '../../../../common/format';
import { parseNumberInput } from '../../../../common/number-input';

/** A calendar day (YYYY-MM-DD) with its weekday, as 'Daftar Barang Datang' shows it: 'Senin, 2 Maret 2026'. */
export function weekdayDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, 'weekday', 'UTC') : '-';
}

/** A calendar day as 'DD/MM/YYYY'. */
export function reportDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, 'report', 'UTC') : '-';
}

/** An amount with its unit: '1.250 Sak'. */
export function amountWithUnit(qty: number, unit: string): string {
  return `${formatNumber(qty)} ${unit}`.trim();
}

/**
 * The amount typed in 'Jumlah Barang Datang': a whole number from 1 to what is still to come, or
 * the reason it is not (the server checks again and answers 409 when another clerk was faster).
 */
export function checkArrivalAmount(
  text: string,
  remaining: number,
): { ok: true; value: number } | { ok: false; reason: 'invalid' | 'tooMuch'; message?: string } {
  // Whole units as Indonesians type them ('1.250'); '12,5' is said, never read as 125 (issue 27 §1).
  const reading = parseNumberInput(text, 'count');
  if (!reading.ok) return { ok: false, reason: 'invalid', message: reading.message };
  const value = reading.value;
  if (value === null || value < 1) return { ok: false, reason: 'invalid' };
  if (value > remaining) return { ok: false, reason: 'tooMuch' };
  return { ok: true, value };
}
