import { formatDate } from '../../../../common/format';

/** Seed 001 section 9: header dates as 'DD/MM/YYYY - hh:mm:ss' (24-hour clock). */
export const showDocumentDate = (iso: string): string => formatDate(iso, 'withTime');

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input holds it, in the user's own zone: '2026-03-01T08:05:09'. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value back to an instant; null when it is not a date. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A typed amount: a whole number ≥ 0, or null when blank or not a number. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Only digits stay in an amount field. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '').slice(0, 9);

/**
 * Whether a query has answered since the screen opened: a row editor starts from the server's
 * rows as they are now, not from a cached copy (its later refetches leave the typed rows alone).
 */
export function answeredSince(openedAt: number, fulfilledTimeStamp: number | undefined): boolean {
  return fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
}
