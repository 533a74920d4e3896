import { dateParts } from '../calendar';

/**
 * THR keagamaan (Permenaker 6/2016), issue 18.
 * - Pasal 2 ayat 1: due from one month of continuous service.
 * - Pasal 3 ayat 1: 12 months or more → one month's wage; 1 to < 12 months → months / 12 × one month's wage.
 * - Pasal 3 ayat 3: a daily (harian lepas) worker's month's wage is the average monthly wage of the
 *   last 12 months before the holiday (12 months or more of service) or of the months worked (less).
 * - Pasal 5 ayat 4: paid at the latest 7 days before the holiday.
 * It is paid in its own run and taxed with the month it is paid in (PPh 21 TER on that month's gross).
 */

/** Whole months of service from `joinedOn` to `onDate` (a month counts once its day is reached). */
export function monthsOfService(joinedOn: string, onDate: string): number {
  if (onDate < joinedOn) return 0;
  const [jy, jm, jd] = dateParts(joinedOn);
  const [y, m, d] = dateParts(onDate);
  let months = (y - jy) * 12 + (m - jm);
  if (d < jd) months -= 1;
  return Math.max(0, months);
}

export interface ThrFigures {
  months: number;
  /** The month's wage THR is a share of. */
  basis: number;
  amount: number;
}

/** THR for `months` of service on a month's wage of `basis` (Pasal 3 ayat 1), rounded down to the rupiah. */
export function thrAmount(months: number, basis: number): ThrFigures {
  if (months < 1 || basis <= 0) return { months, basis, amount: 0 };
  if (months >= 12) return { months, basis, amount: basis };
  return { months, basis, amount: Math.floor((months * basis) / 12) };
}

/**
 * A daily worker's month's wage (Pasal 3 ayat 3): the average of the monthly wages paid in the
 * last 12 months before the holiday, or of the months worked when fewer; `monthlyWages` holds one
 * figure per month with pay. Rounded down.
 */
export function averageMonthlyWage(monthlyWages: readonly number[]): number {
  const months = monthlyWages.slice(-12);
  if (months.length === 0) return 0;
  return Math.floor(months.reduce((sum, w) => sum + w, 0) / months.length);
}
