import { mulDivHalfUp } from './rates';
/**
 * Overtime by the statute (PP 35/2021), issue 18: an option per division beside the company's
 * flat rate per hour.
 * - Pasal 32 ayat 2: upah sejam = 1/173 × upah sebulan.
 * - Pasal 33 ayat 1: paid by the day, upah sebulan = upah sehari × 25 (6 work days a week) or × 21 (5).
 * - Pasal 31 ayat 1: on a work day, the first hour × 1.5, each further hour × 2.
 * - Pasal 31 ayat 2 huruf a and ayat 3: on a rest day or a national holiday, 6-day week: hours 1–7 × 2,
 *   the 8th × 3, the 9th–11th × 4; 5-day week: hours 1–8 × 2, the 9th × 3, the 10th–12th × 4.
 *   (Not modelled: ayat 2 huruf b, a holiday on the shortest work day of a 6-day week: 1–5 × 2, 6th × 3.)
 * Minutes are paid pro rata within each hour's multiplier; the pay is rounded once per period.
 */

export type OvertimeRule = 'flat' | 'statute';
export const OVERTIME_RULE_LABELS: Record<OvertimeRule, string> = { flat: 'Tarif tetap per jam', statute: 'Sesuai PP 35/2021' };
/** The division's `overtime_rule` column as the master's select stores it: 1 flat, 2 statute. */
export const OVERTIME_RULE_OPTIONS = [
  { value: 1, label: OVERTIME_RULE_LABELS.flat },
  { value: 2, label: OVERTIME_RULE_LABELS.statute },
] as const;
export const overtimeRuleOf = (column: number): OvertimeRule => (column === 2 ? 'statute' : 'flat');

/** Upah sebulan of a daily wage (Pasal 33 ayat 1). */
export function monthlyWageOfDaily(dailyWage: number, workDaysPerWeek: 5 | 6): number {
  return dailyWage * (workDaysPerWeek === 6 ? 25 : 21);
}

/** [minutes in this step, multiplier × 2] — doubled so 1.5 stays an integer. */
type Step = readonly [minutes: number, doubledMultiplier: number];
const WORK_DAY: readonly Step[] = [[60, 3], [Number.POSITIVE_INFINITY, 4]];
const REST_DAY_6: readonly Step[] = [[7 * 60, 4], [60, 6], [Number.POSITIVE_INFINITY, 8]];
const REST_DAY_5: readonly Step[] = [[8 * 60, 4], [60, 6], [Number.POSITIVE_INFINITY, 8]];

/** One day's overtime minutes weighted by the multipliers, doubled (an integer). */
export function weightedOvertimeMinutes(minutes: number, kind: 'work' | 'rest', workDaysPerWeek: 5 | 6): number {
  const steps = kind === 'work' ? WORK_DAY : workDaysPerWeek === 6 ? REST_DAY_6 : REST_DAY_5;
  let left = Math.max(0, minutes);
  let weighted = 0;
  for (const [length, doubled] of steps) {
    const take = Math.min(left, length);
    weighted += take * doubled;
    left -= take;
    if (left <= 0) break;
  }
  return weighted;
}

export interface StatutoryOvertimeDay {
  minutes: number;
  /** A scheduled work day, or a rest day / national holiday. */
  kind: 'work' | 'rest';
}

/**
 * Statutory overtime pay for a period: Σ weighted minutes / 60 × (upah sebulan / 173), rounded half
 * up to the rupiah once (exact integer arithmetic: weighted minutes are doubled).
 */
export function statutoryOvertimePay(days: readonly StatutoryOvertimeDay[], monthlyWage: number, workDaysPerWeek: 5 | 6): number {
  const doubled = days.reduce((sum, d) => sum + weightedOvertimeMinutes(d.minutes, d.kind, workDaysPerWeek), 0);
  // pay = doubled / 2 / 60 × monthlyWage / 173 = doubled × monthlyWage / 20,760; half up.
  return mulDivHalfUp(doubled, monthlyWage, 2 * 60 * 173);
}
