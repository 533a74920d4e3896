import { formatDate } from '../../../../common/format';
import { REPORT_TIME_ZONE } from '../../../../common/print/report';
import { parseNumberInput } from '../../../../common/number-input';

/**
 * Seed 001 section 9: header dates as 'DD/MM/YYYY - hh:mm:ss' (24-hour clock), on the company's
 * clock (Asia/Jakarta) like every other warehouse screen and the printed reports, whatever zone
 * the PC is set to.
 */
export const showDocumentDate = (iso: string): string => formatDate(iso, 'withTime', REPORT_TIME_ZONE);

/** WIB is UTC+7 all year: Indonesia keeps no daylight saving time. */
const COMPANY_UTC_OFFSET = '+07:00';

/** An instant as the date dialog edits it, on the company's clock: '2026-03-01T08:05:09'. */
export function toCompanyInput(date: Date): string {
  return `${formatDate(date, 'YYYY-MM-DD', REPORT_TIME_ZONE)}T${formatDate(date, 'HH:mm:ss', REPORT_TIME_ZONE)}`;
}

/** The dialog's day and time (company clock) back to an instant; null when it is not a date. */
export function fromCompanyInput(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}${match[2] ?? ':00'}${COMPANY_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) || toCompanyInput(date) !== `${match[1]}${match[2] ?? ':00'}` ? null : date;
}

/** The largest amount a row takes (nine digits). */
export const AMOUNT_MAX = 999_999_999;

/** A typed amount as Indonesians type it ('1.250'): a whole number ≥ 0, or null when blank or not one ('12,5', '-5'). */
export function parseAmount(text: string): number | null {
  const reading = parseNumberInput(text, 'count', { max: AMOUNT_MAX });
  return reading.ok ? reading.value : null;
}

/** Why a typed amount is not one ('Tidak boleh negatif' for '-5'), or null when it reads or is blank. */
export function amountProblem(text: string): string | null {
  const reading = parseNumberInput(text, 'count', { max: AMOUNT_MAX });
  return reading.ok ? null : reading.message;
}

/**
 * Whether a query has answered since the screen opened: a row editor starts from the server's
 * rows as they are now, not from a cached copy (its later refetches leave the typed rows alone).
 */
export function answeredSince(openedAt: number, fulfilledTimeStamp: number | undefined): boolean {
  return fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
}
