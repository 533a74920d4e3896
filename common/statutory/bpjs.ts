import { applyBasisPoints, jkkRateKey, type JkkRiskClass, type StatutoryRates } from './rates';

/**
 * BPJS contributions of one employee for one month's wage (issue 18). Rates and caps come from
 * the dated table (common/statutory/rates.ts) in force for the period; each share is rounded half
 * up to the rupiah.
 *
 * - JHT: the whole wage (PP 46/2015 Pasal 16).
 * - JP: the wage up to the JP cap (PP 45/2015 Pasal 28–29).
 * - JKK by the company's risk class and JKM: the whole wage, employer only (PP 44/2015 Pasal 16, 18).
 * - Kesehatan: the wage between the regional minimum wage (floor) and Rp12,000,000 (cap)
 *   (Perpres 82/2018 jo. Perpres 64/2020).
 * A month without wage pays nothing.
 */

export const BPJS_PROGRAMMES = ['jht', 'jp', 'jkk', 'jkm', 'kes'] as const;
export type BpjsProgramme = (typeof BPJS_PROGRAMMES)[number];
export const isBpjsProgramme = (value: string): value is BpjsProgramme => (BPJS_PROGRAMMES as readonly string[]).includes(value);

export const BPJS_PROGRAMME_LABELS: Record<BpjsProgramme, string> = {
  jht: 'JHT',
  jp: 'JP',
  jkk: 'JKK',
  jkm: 'JKM',
  kes: 'BPJS Kesehatan',
};

/**
 * Which programmes a worker is in by default: a permanent employee in all five; a non-permanent
 * (daily) worker in JKK and JKM, the programmes that cover every worker from the first day
 * (PP 44/2015); the office ticks more per employee.
 */
export function defaultProgrammes(permanent: boolean): BpjsProgramme[] {
  return permanent ? [...BPJS_PROGRAMMES] : ['jkk', 'jkm'];
}

export interface BpjsContributions {
  jht_employee: number;
  jht_employer: number;
  jp_employee: number;
  jp_employer: number;
  jkk_employer: number;
  jkm_employer: number;
  kes_employee: number;
  kes_employer: number;
}

export const NO_CONTRIBUTIONS: BpjsContributions = {
  jht_employee: 0,
  jht_employer: 0,
  jp_employee: 0,
  jp_employer: 0,
  jkk_employer: 0,
  jkm_employer: 0,
  kes_employee: 0,
  kes_employer: 0,
};

export interface BpjsInput {
  /** The month's wage the contributions are on (gaji pokok and fixed allowances; no overtime). */
  wage: number;
  programmes: ReadonlySet<BpjsProgramme>;
  rates: StatutoryRates;
  riskClass: JkkRiskClass;
}

export function bpjsContributions(input: BpjsInput): BpjsContributions {
  const { wage, programmes, rates } = input;
  if (wage <= 0) return { ...NO_CONTRIBUTIONS };
  const rate = (value: number | null) => value ?? 0;
  const on = (programme: BpjsProgramme, base: number, bp: number | null) => (programmes.has(programme) ? applyBasisPoints(base, rate(bp)) : 0);
  const jpBase = rates.jp_wage_cap === null ? wage : Math.min(wage, rates.jp_wage_cap);
  let kesBase = rates.kes_wage_cap === null ? wage : Math.min(wage, rates.kes_wage_cap);
  if (rates.kes_wage_floor !== null) kesBase = Math.max(kesBase, rates.kes_wage_floor);
  return {
    jht_employee: on('jht', wage, rates.jht_employee),
    jht_employer: on('jht', wage, rates.jht_employer),
    jp_employee: on('jp', jpBase, rates.jp_employee),
    jp_employer: on('jp', jpBase, rates.jp_employer),
    jkk_employer: on('jkk', wage, rates[jkkRateKey(input.riskClass)]),
    jkm_employer: on('jkm', wage, rates.jkm_employer),
    kes_employee: on('kes', kesBase, rates.kes_employee),
    kes_employer: on('kes', kesBase, rates.kes_employer),
  };
}

export function employeeShare(c: BpjsContributions): number {
  return c.jht_employee + c.jp_employee + c.kes_employee;
}

export function employerShare(c: BpjsContributions): number {
  return c.jht_employer + c.jp_employer + c.jkk_employer + c.jkm_employer + c.kes_employer;
}

/**
 * The employer's contributions that are income of the employee for PPh 21 (premi asuransi paid by
 * the employer: JKK, JKM, health), unlike the employer's JHT and JP (PMK 168/2023).
 */
export function taxableEmployerPremiums(c: BpjsContributions): number {
  return c.jkk_employer + c.jkm_employer + c.kes_employer;
}

/** The employee's own JHT and JP: deducted from the year's gross in the December reconciliation. */
export function pensionContributions(c: BpjsContributions): number {
  return c.jht_employee + c.jp_employee;
}

/** Subtract `before` from `total` per field (month-to-date less what earlier runs of the month took). */
export function contributionsLess(total: BpjsContributions, before: BpjsContributions): BpjsContributions {
  const result = { ...NO_CONTRIBUTIONS };
  for (const key of Object.keys(result) as (keyof BpjsContributions)[]) result[key] = total[key] - before[key];
  return result;
}
