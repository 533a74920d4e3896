import { formatDate } from './format';
import type { StatusIntent } from './production';

/**
 * The Certificate module's status rule (issue 16 sections 1 and 3), in ONE place: the server's SQL
 * lists take `today` from certificateToday() and apply the same comparisons (server/certificate), the
 * screens and the PDF read the labels, intents and day texts from here.
 *
 *   no expiry date                         → berlaku ('Seumur hidup')
 *   today > expiry                         → kedaluwarsa ('lewat N hari')
 *   expiry − warningDays ≤ today ≤ expiry  → segera_habis ('N hari lagi', 'hari ini' on the expiry day)
 *   otherwise                              → berlaku
 *
 * The expiry day itself is still valid (the certificate runs out at the end of that day).
 */

export const CERTIFICATE_STATUSES = ['berlaku', 'segera_habis', 'kedaluwarsa'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  berlaku: 'Berlaku',
  segera_habis: 'Segera Habis',
  kedaluwarsa: 'Kedaluwarsa',
};

export const CERTIFICATE_STATUS_INTENTS: Record<CertificateStatus, StatusIntent> = {
  berlaku: 'success',
  segera_habis: 'warning',
  kedaluwarsa: 'danger',
};

/** The warning window when a type names none (compliance trackers' common 60-day warning). */
export const CERTIFICATE_DEFAULT_WARNING_DAYS = 60;
/** The company's day: a certificate runs out at midnight in Jakarta, wherever the server runs. */
export const CERTIFICATE_TIME_ZONE = 'Asia/Jakarta';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in Jakarta as YYYY-MM-DD (the one definition of 'today' for the status). */
export function certificateToday(now: Date = new Date()): string {
  return formatDate(now, 'YYYY-MM-DD', CERTIFICATE_TIME_ZONE);
}

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date (no time zone involved). */
function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** YYYY-MM-DD plus `days` (may be negative). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date((dayNumber(isoDate) + days) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus `months`, clamped to the month's last day (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export interface CertificateState {
  status: CertificateStatus;
  /** Days from today to the expiry day (0 on the expiry day, negative once expired); null without expiry. */
  daysLeft: number | null;
}

/**
 * The status of a certificate expiring on `expiry` (YYYY-MM-DD, or null for lifetime) with the type's
 * warning window, on `today` (YYYY-MM-DD in Jakarta: certificateToday()).
 */
export function certificateStatus(expiry: string | null, warningDays: number, today: string): CertificateState {
  if (expiry === null) return { status: 'berlaku', daysLeft: null };
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft < 0) return { status: 'kedaluwarsa', daysLeft };
  if (daysLeft <= warningDays) return { status: 'segera_habis', daysLeft };
  return { status: 'berlaku', daysLeft };
}

/** '23 hari lagi', 'hari ini', 'lewat 5 hari', 'Seumur hidup' (no expiry). */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return 'Seumur hidup';
  if (daysLeft === 0) return 'hari ini';
  if (daysLeft > 0) return `${daysLeft} hari lagi`;
  return `lewat ${-daysLeft} hari`;
}

/** Holder kinds: an employee, the company itself, or a piece of equipment. */
export const CERTIFICATE_HOLDER_KINDS = ['employee', 'company', 'equipment'] as const;
export type CertificateHolderKind = (typeof CERTIFICATE_HOLDER_KINDS)[number];
export const CERTIFICATE_HOLDER_KIND_LABELS: Record<CertificateHolderKind, string> = {
  employee: 'Karyawan',
  company: 'Perusahaan',
  equipment: 'Peralatan',
};
