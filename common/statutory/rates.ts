/**
 * The statutory rates and caps payroll uses (issue 18), as DATED rows: a change of law is a new
 * row with the day it starts, never an edit of the past. The defaults below are the law as
 * published, each with its source; the office adds rows in 'Pengaturan BPJS & Pajak' (the
 * regional minimum wage, a new JP wage cap each March, …). Percentages are integer basis points
 * (1 bp = 0.01 %): 3.7 % = 370, so every figure stays an exact integer.
 *
 * PPh 21's own tables (TER, Article 17, PTKP) are fixed by statute in common/statutory/pph21.ts.
 */

export const STATUTORY_RATE_KEYS = [
  'jht_employer',
  'jht_employee',
  'jp_employer',
  'jp_employee',
  'jp_wage_cap',
  'jkk_class_1',
  'jkk_class_2',
  'jkk_class_3',
  'jkk_class_4',
  'jkk_class_5',
  'jkm_employer',
  'kes_employer',
  'kes_employee',
  'kes_wage_cap',
  'kes_wage_floor',
] as const;
export type StatutoryRateKey = (typeof STATUTORY_RATE_KEYS)[number];

export type StatutoryRateUnit = 'bp' | 'rupiah';

export interface StatutoryRateDefinition {
  label: string;
  unit: StatutoryRateUnit;
}

export const STATUTORY_RATE_DEFINITIONS: Record<StatutoryRateKey, StatutoryRateDefinition> = {
  jht_employer: { label: 'JHT ditanggung perusahaan', unit: 'bp' },
  jht_employee: { label: 'JHT ditanggung karyawan', unit: 'bp' },
  jp_employer: { label: 'JP ditanggung perusahaan', unit: 'bp' },
  jp_employee: { label: 'JP ditanggung karyawan', unit: 'bp' },
  jp_wage_cap: { label: 'Batas upah JP', unit: 'rupiah' },
  jkk_class_1: { label: 'JKK risiko sangat rendah', unit: 'bp' },
  jkk_class_2: { label: 'JKK risiko rendah', unit: 'bp' },
  jkk_class_3: { label: 'JKK risiko sedang', unit: 'bp' },
  jkk_class_4: { label: 'JKK risiko tinggi', unit: 'bp' },
  jkk_class_5: { label: 'JKK risiko sangat tinggi', unit: 'bp' },
  jkm_employer: { label: 'JKM ditanggung perusahaan', unit: 'bp' },
  kes_employer: { label: 'BPJS Kesehatan ditanggung perusahaan', unit: 'bp' },
  kes_employee: { label: 'BPJS Kesehatan ditanggung karyawan', unit: 'bp' },
  kes_wage_cap: { label: 'Batas atas upah BPJS Kesehatan', unit: 'rupiah' },
  kes_wage_floor: { label: 'Batas bawah upah BPJS Kesehatan (UMK)', unit: 'rupiah' },
};

/** JKK risk classes of PP 44/2015 Lampiran I (1 = sangat rendah … 5 = sangat tinggi). */
export const JKK_RISK_CLASSES = [1, 2, 3, 4, 5] as const;
export type JkkRiskClass = (typeof JKK_RISK_CLASSES)[number];
export const JKK_RISK_CLASS_LABELS: Record<JkkRiskClass, string> = {
  1: 'Sangat rendah (0,24%)',
  2: 'Rendah (0,54%)',
  3: 'Sedang (0,89%)',
  4: 'Tinggi (1,27%)',
  5: 'Sangat tinggi (1,74%)',
};
export const jkkRateKey = (riskClass: JkkRiskClass): StatutoryRateKey => `jkk_class_${riskClass}`;
/** A stored class read back (out of range reads as 1, the lowest). */
export const asJkkRiskClass = (value: number): JkkRiskClass => JKK_RISK_CLASSES.find((riskClass) => riskClass === value) ?? 1;

export interface StatutoryRateRow {
  key: StatutoryRateKey;
  /** YYYY-MM-DD: the first day the value applies. */
  valid_from: string;
  value: number;
  /** The regulation or letter the value comes from. */
  source: string;
}

/**
 * The law as published. A run uses, for each key, the row with the latest `valid_from` on or
 * before the first day of its period (ratesInForce). kes_wage_floor has no default: it is the
 * minimum wage of the company's regency/city (UMK), which the office enters for each year.
 */
export const STATUTORY_RATE_DEFAULTS: readonly StatutoryRateRow[] = [
  // JHT 5.7 % of the wage: 3.7 % employer, 2 % employee (PP 46/2015 Pasal 16 ayat 1).
  { key: 'jht_employer', valid_from: '2015-07-01', value: 370, source: 'PP 46/2015 Pasal 16 ayat (1)' },
  { key: 'jht_employee', valid_from: '2015-07-01', value: 200, source: 'PP 46/2015 Pasal 16 ayat (1)' },
  // JP 3 % of the wage up to the cap: 2 % employer, 1 % employee (PP 45/2015 Pasal 28 ayat 1–2).
  { key: 'jp_employer', valid_from: '2015-07-01', value: 200, source: 'PP 45/2015 Pasal 28' },
  { key: 'jp_employee', valid_from: '2015-07-01', value: 100, source: 'PP 45/2015 Pasal 28' },
  // The JP wage cap: Rp7,000,000 in 2015, raised each year by GDP growth (PP 45/2015 Pasal 29),
  // announced by BPJS Ketenagakerjaan and applied from 1 March.
  { key: 'jp_wage_cap', valid_from: '2015-07-01', value: 7_000_000, source: 'PP 45/2015 Pasal 29 ayat (1)' },
  { key: 'jp_wage_cap', valid_from: '2016-03-01', value: 7_335_300, source: 'BPJS Ketenagakerjaan: batas upah JP 2016' },
  { key: 'jp_wage_cap', valid_from: '2017-03-01', value: 7_703_500, source: 'BPJS Ketenagakerjaan: batas upah JP 2017' },
  { key: 'jp_wage_cap', valid_from: '2018-03-01', value: 8_094_000, source: 'BPJS Ketenagakerjaan: batas upah JP 2018' },
  { key: 'jp_wage_cap', valid_from: '2019-03-01', value: 8_512_400, source: 'BPJS Ketenagakerjaan: batas upah JP 2019' },
  { key: 'jp_wage_cap', valid_from: '2020-03-01', value: 8_754_600, source: 'BPJS Ketenagakerjaan: batas upah JP 2020' },
  { key: 'jp_wage_cap', valid_from: '2021-03-01', value: 8_939_700, source: 'BPJS Ketenagakerjaan: batas upah JP 2021' },
  { key: 'jp_wage_cap', valid_from: '2022-03-01', value: 9_077_600, source: 'BPJS Ketenagakerjaan: batas upah JP 2022' },
  { key: 'jp_wage_cap', valid_from: '2023-03-01', value: 9_559_600, source: 'BPJS Ketenagakerjaan: batas upah JP 2023' },
  { key: 'jp_wage_cap', valid_from: '2024-03-01', value: 10_042_300, source: 'BPJS Ketenagakerjaan: batas upah JP 2024' },
  { key: 'jp_wage_cap', valid_from: '2025-03-01', value: 10_547_400, source: 'BPJS Ketenagakerjaan: batas upah JP 2025' },
  // 2025's cap × (1 + 5,11 % GDP growth 2025) = 11.086.372, rounded down to Rp100 (PP 45/2015 Pasal 29 ayat 3).
  { key: 'jp_wage_cap', valid_from: '2026-03-01', value: 11_086_300, source: 'BPJS Ketenagakerjaan surat B/1226/022026: batas upah JP 2026' },
  // JKK by the company's risk class, employer only (PP 44/2015 Pasal 16 ayat 2 and Lampiran I).
  { key: 'jkk_class_1', valid_from: '2015-07-01', value: 24, source: 'PP 44/2015 Pasal 16 ayat (2) huruf a' },
  { key: 'jkk_class_2', valid_from: '2015-07-01', value: 54, source: 'PP 44/2015 Pasal 16 ayat (2) huruf b' },
  { key: 'jkk_class_3', valid_from: '2015-07-01', value: 89, source: 'PP 44/2015 Pasal 16 ayat (2) huruf c' },
  { key: 'jkk_class_4', valid_from: '2015-07-01', value: 127, source: 'PP 44/2015 Pasal 16 ayat (2) huruf d' },
  { key: 'jkk_class_5', valid_from: '2015-07-01', value: 174, source: 'PP 44/2015 Pasal 16 ayat (2) huruf e' },
  // JKM 0.30 % of the wage, employer only (PP 44/2015 Pasal 18 ayat 1).
  { key: 'jkm_employer', valid_from: '2015-07-01', value: 30, source: 'PP 44/2015 Pasal 18 ayat (1)' },
  // BPJS Kesehatan 5 %: 4 % employer, 1 % employee (Perpres 82/2018 Pasal 30 ayat 1–2 as amended by
  // Perpres 75/2019); wages above Rp12,000,000 count as Rp12,000,000 (Perpres 82/2018 jo. Perpres 64/2020).
  { key: 'kes_employer', valid_from: '2020-10-01', value: 400, source: 'Perpres 82/2018 Pasal 30 jo. Perpres 64/2020' },
  { key: 'kes_employee', valid_from: '2020-10-01', value: 100, source: 'Perpres 82/2018 Pasal 30 jo. Perpres 64/2020' },
  { key: 'kes_wage_cap', valid_from: '2020-10-01', value: 12_000_000, source: 'Perpres 82/2018 jo. Perpres 64/2020: batas upah Rp12.000.000' },
];

/** For each key, the value in force on `date` (the latest row starting on or before it), null when none. */
export type StatutoryRates = Record<StatutoryRateKey, number | null>;

export function ratesInForce(rows: readonly Pick<StatutoryRateRow, 'key' | 'valid_from' | 'value'>[], date: string): StatutoryRates {
  const best = new Map<StatutoryRateKey, { from: string; value: number }>();
  for (const row of rows) {
    if (row.valid_from > date) continue;
    const current = best.get(row.key);
    if (!current || row.valid_from > current.from) best.set(row.key, { from: row.valid_from, value: row.value });
  }
  const rates = {} as StatutoryRates;
  for (const key of STATUTORY_RATE_KEYS) rates[key] = best.get(key)?.value ?? null;
  return rates;
}

/** The yearly rows an office must add itself: a new JP wage cap each March, this year's UMK. */
export type MissingYearlyRate = 'jp_wage_cap' | 'kes_wage_floor';

/**
 * Which of this year's rows are missing on `today` (YYYY-MM-DD), so the screens can warn before a
 * run pays by last year's figures: from 1 March (when BPJS Ketenagakerjaan's new JP cap applies)
 * the newest JP cap row must start this year; a UMK row (the BPJS Kesehatan floor) must exist for
 * this year, since the minimum wage is set per calendar year.
 */
export function missingYearlyRates(rows: readonly Pick<StatutoryRateRow, 'key' | 'valid_from'>[], today: string): MissingYearlyRate[] {
  const year = today.slice(0, 4);
  const hasRowOfThisYear = (key: StatutoryRateKey) => rows.some((row) => row.key === key && row.valid_from.slice(0, 4) === year && row.valid_from <= today);
  const missing: MissingYearlyRate[] = [];
  if (today.slice(5) >= '03-01' && !hasRowOfThisYear('jp_wage_cap')) missing.push('jp_wage_cap');
  if (!hasRowOfThisYear('kes_wage_floor')) missing.push('kes_wage_floor');
  return missing;
}

/** `amount` × `bp` basis points, rounded half up to the rupiah (exact integer arithmetic). */
export function applyBasisPoints(amount: number, bp: number): number {
  return mulDivHalfUp(amount, bp, 10_000);
}

/** a × b / c rounded half up to an integer, in integers only (no floating point on money). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/** '3,7%' for 370 bp, '0,24%' for 24 bp. */
export function basisPointsText(bp: number): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${text.replace('.', ',')}%`;
}
