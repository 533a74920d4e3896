import { daysBetween } from './calendar';
import type { StatusIntent } from './production';

/**
 * The Certificate module's status rule (issue 16 sections 1 and 3), in ONE place: the server's SQL
 * lists take `today` from companyToday() (common/calendar) and apply the same comparisons (server/certificate), the
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

export interface CertificateState {
  status: CertificateStatus;
  /** Days from today to the expiry day (0 on the expiry day, negative once expired); null without expiry. */
  daysLeft: number | null;
}

/**
 * The status of a certificate expiring on `expiry` (YYYY-MM-DD, or null for lifetime) with the type's
 * warning window, on `today` (YYYY-MM-DD in Jakarta: companyToday(); a certificate runs out at the company's midnight).
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
