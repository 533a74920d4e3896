/**
 * PPh Pasal 21 on employees' pay (issue 18) as PP 58/2023 and PMK 168/2023 compute it. Pure,
 * integer rupiah; rates in basis points (1 bp = 0.01 %).
 *
 * - Permanent employees (pegawai tetap), January–November: the month's gross × the monthly TER of
 *   the category of their PTKP status (PP 58/2023 Lampiran).
 * - December (the last tax period of the year): Article 17 rates on the year's net income after
 *   biaya jabatan, the employee's own JHT/JP contributions and PTKP, less what was withheld
 *   January–November (PMK 168/2023).
 * - Non-permanent staff paid by the day or the week (pegawai tidak tetap): the daily TER on the
 *   average daily gross (PP 58/2023 Lampiran, TER harian; PMK 168/2023); above Rp2,500,000 a day,
 *   Article 17 rates on 50 % of the gross (PMK 168/2023; e-Bupot tax object 21-100-30, deemed 50 %);
 *   paid monthly: the monthly TER.
 * - Without a tax id (NPWP, or the NIK that serves as one since PMK 112/2022): 20 % more
 *   (UU PPh Pasal 21 ayat 5a, still in force after UU 7/2021 HPP).
 */

export const PTKP_STATUSES = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export type PtkpStatus = (typeof PTKP_STATUSES)[number];

/** A stored status read back (an unknown text reads as TK/0, the smallest PTKP). */
export const asPtkpStatus = (value: string): PtkpStatus => ((PTKP_STATUSES as readonly string[]).includes(value) ? (value as PtkpStatus) : 'TK/0');

export const PTKP_STATUS_LABELS: Record<PtkpStatus, string> = {
  'TK/0': 'TK/0 — tidak kawin, tanpa tanggungan',
  'TK/1': 'TK/1 — tidak kawin, 1 tanggungan',
  'TK/2': 'TK/2 — tidak kawin, 2 tanggungan',
  'TK/3': 'TK/3 — tidak kawin, 3 tanggungan',
  'K/0': 'K/0 — kawin, tanpa tanggungan',
  'K/1': 'K/1 — kawin, 1 tanggungan',
  'K/2': 'K/2 — kawin, 2 tanggungan',
  'K/3': 'K/3 — kawin, 3 tanggungan',
};

/**
 * PTKP a year: Rp54,000,000 for the employee, Rp4,500,000 more when married and for each
 * dependant up to three (PMK 101/PMK.010/2016 Pasal 1).
 */
export function ptkpAmount(status: PtkpStatus): number {
  const [married, dependants] = status.split('/') as [string, string];
  return 54_000_000 + (married === 'K' ? 4_500_000 : 0) + Number(dependants) * 4_500_000;
}

export type TerCategory = 'A' | 'B' | 'C';

/** PP 58/2023 Pasal 2 and Lampiran: A for TK/0, TK/1, K/0; B for TK/2, TK/3, K/1, K/2; C for K/3. */
export function terCategory(status: PtkpStatus): TerCategory {
  if (status === 'TK/0' || status === 'TK/1' || status === 'K/0') return 'A';
  if (status === 'K/3') return 'C';
  return 'B';
}

/** [highest monthly gross of the bracket, rate in bp]; the last bracket has no upper bound. */
type Bracket = readonly [upTo: number, bp: number];

/** PP 58/2023 Lampiran: Tarif Efektif Bulanan Kategori A. */
const TER_A: readonly Bracket[] = [
  [5_400_000, 0], [5_650_000, 25], [5_950_000, 50], [6_300_000, 75], [6_750_000, 100], [7_500_000, 125],
  [8_550_000, 150], [9_650_000, 175], [10_050_000, 200], [10_350_000, 225], [10_700_000, 250], [11_050_000, 300],
  [11_600_000, 350], [12_500_000, 400], [13_750_000, 500], [15_100_000, 600], [16_950_000, 700], [19_750_000, 800],
  [24_150_000, 900], [26_450_000, 1000], [28_000_000, 1100], [30_050_000, 1200], [32_400_000, 1300], [35_400_000, 1400],
  [39_100_000, 1500], [43_850_000, 1600], [47_800_000, 1700], [51_400_000, 1800], [56_300_000, 1900], [62_200_000, 2000],
  [68_600_000, 2100], [77_500_000, 2200], [89_000_000, 2300], [103_000_000, 2400], [125_000_000, 2500], [157_000_000, 2600],
  [206_000_000, 2700], [337_000_000, 2800], [454_000_000, 2900], [550_000_000, 3000], [695_000_000, 3100], [910_000_000, 3200],
  [1_400_000_000, 3300], [Number.POSITIVE_INFINITY, 3400],
];

/** PP 58/2023 Lampiran: Tarif Efektif Bulanan Kategori B. */
const TER_B: readonly Bracket[] = [
  [6_200_000, 0], [6_500_000, 25], [6_850_000, 50], [7_300_000, 75], [9_200_000, 100], [10_750_000, 150],
  [11_250_000, 200], [11_600_000, 250], [12_600_000, 300], [13_600_000, 400], [14_950_000, 500], [16_400_000, 600],
  [18_450_000, 700], [21_850_000, 800], [26_000_000, 900], [27_700_000, 1000], [29_350_000, 1100], [31_450_000, 1200],
  [33_950_000, 1300], [37_100_000, 1400], [41_100_000, 1500], [45_800_000, 1600], [49_500_000, 1700], [53_800_000, 1800],
  [58_500_000, 1900], [64_000_000, 2000], [71_000_000, 2100], [80_000_000, 2200], [93_000_000, 2300], [109_000_000, 2400],
  [129_000_000, 2500], [163_000_000, 2600], [211_000_000, 2700], [374_000_000, 2800], [459_000_000, 2900], [555_000_000, 3000],
  [704_000_000, 3100], [957_000_000, 3200], [1_405_000_000, 3300], [Number.POSITIVE_INFINITY, 3400],
];

/** PP 58/2023 Lampiran: Tarif Efektif Bulanan Kategori C. */
const TER_C: readonly Bracket[] = [
  [6_600_000, 0], [6_950_000, 25], [7_350_000, 50], [7_800_000, 75], [8_850_000, 100], [9_800_000, 125],
  [10_950_000, 150], [11_200_000, 175], [12_050_000, 200], [12_950_000, 300], [14_150_000, 400], [15_550_000, 500],
  [17_050_000, 600], [19_500_000, 700], [22_700_000, 800], [26_600_000, 900], [28_100_000, 1000], [30_100_000, 1100],
  [32_600_000, 1200], [35_400_000, 1300], [38_900_000, 1400], [43_000_000, 1500], [47_400_000, 1600], [51_200_000, 1700],
  [55_800_000, 1800], [60_400_000, 1900], [66_700_000, 2000], [74_500_000, 2100], [83_200_000, 2200], [95_600_000, 2300],
  [110_000_000, 2400], [134_000_000, 2500], [169_000_000, 2600], [221_000_000, 2700], [390_000_000, 2800], [463_000_000, 2900],
  [561_000_000, 3000], [709_000_000, 3100], [965_000_000, 3200], [1_419_000_000, 3300], [Number.POSITIVE_INFINITY, 3400],
];

export const TER_MONTHLY: Record<TerCategory, readonly Bracket[]> = { A: TER_A, B: TER_B, C: TER_C };

/** The monthly TER (bp) for a month's gross in `category`. */
export function terMonthlyRate(category: TerCategory, monthlyGross: number): number {
  for (const [upTo, bp] of TER_MONTHLY[category]) if (monthlyGross <= upTo) return bp;
  return 3400;
}

/** PP 58/2023 Lampiran: Tarif Efektif Harian — up to Rp450,000 a day 0 %, up to Rp2,500,000 0.5 %. */
export const DAILY_TER_FREE_UP_TO = 450_000;
export const DAILY_TER_LIMIT = 2_500_000;
export const DAILY_TER_BP = 50;

/** Article 17 ayat (1) huruf a UU PPh as amended by UU 7/2021 (HPP): [upper bound of the layer, bp]. */
const ARTICLE_17_LAYERS: readonly Bracket[] = [
  [60_000_000, 500],
  [250_000_000, 1500],
  [500_000_000, 2500],
  [5_000_000_000, 3000],
  [Number.POSITIVE_INFINITY, 3500],
];

/** Tax on a taxable income by the progressive Article 17 layers, rounded down to the rupiah. */
export function article17Tax(taxableIncome: number): number {
  let tax = 0;
  let lower = 0;
  for (const [upTo, bp] of ARTICLE_17_LAYERS) {
    if (taxableIncome <= lower) break;
    const slice = Math.min(taxableIncome, upTo) - lower;
    tax += (slice * bp) / 10_000;
    lower = upTo;
  }
  return Math.floor(tax);
}

/** UU PPh Pasal 21 ayat (5a): 20 % higher without a tax id (120 % of the tax). */
export function withSurcharge(tax: number, hasTaxId: boolean): number {
  return hasTaxId ? tax : Math.floor((tax * 120) / 100);
}

/** A tax id is an NPWP (15 or 16 digits) or, since PMK 112/2022, the 16-digit NIK of a resident. */
export function hasTaxId(npwp: string, nik: string): boolean {
  return /^[0-9]{15,16}$/.test(npwp.replace(/[.\-\s]/g, '')) || /^[0-9]{16}$/.test(nik);
}

/** Rounded down: PPh is withheld in whole rupiah. */
function percentOf(amount: number, bp: number): number {
  return Math.floor((amount * bp) / 10_000);
}

/** The month's PPh 21 by monthly TER (pegawai tetap Jan–Nov, or pegawai tidak tetap paid monthly). */
export function pph21MonthlyTer(input: { ptkp: PtkpStatus; monthlyGross: number; hasTaxId: boolean }): { rate: number; tax: number } {
  const rate = terMonthlyRate(terCategory(input.ptkp), input.monthlyGross);
  return { rate, tax: withSurcharge(percentOf(input.monthlyGross, rate), input.hasTaxId) };
}

/**
 * A non-permanent worker paid by the day or week: the average daily gross decides the rate
 * (PP 58/2023 Lampiran; PMK 168/2023): up to Rp450,000 nothing; up to Rp2,500,000 0.5 % of the gross;
 * above, Article 17 rates on 50 % of each day's gross (PMK 168/2023: penghasilan kena pajak 50 % of
 * the gross; e-Bupot tax object 21-100-30, deemed 50 %). `gross` is the period's gross for `days` paid days.
 */
export function pph21DailyTer(input: { gross: number; days: number; hasTaxId: boolean }): { rate: number; tax: number; dailyAverage: number } {
  if (input.gross <= 0 || input.days <= 0) return { rate: 0, tax: 0, dailyAverage: 0 };
  const dailyAverage = Math.floor(input.gross / input.days);
  if (dailyAverage <= DAILY_TER_FREE_UP_TO) return { rate: 0, tax: 0, dailyAverage };
  if (dailyAverage <= DAILY_TER_LIMIT) {
    return { rate: DAILY_TER_BP, tax: withSurcharge(percentOf(input.gross, DAILY_TER_BP), input.hasTaxId), dailyAverage };
  }
  return { rate: 0, tax: withSurcharge(article17OnHalfOfEachDay(input.gross, input.days), input.hasTaxId), dailyAverage };
}

/**
 * Article 17 layers on each day's taxable income (gross / days × 50 %), summed over the days and
 * rounded down once. The layers are scaled by 2 × days instead of dividing the gross, so the sum
 * stays exact integer arithmetic: Σ slice × bp / 20,000.
 */
function article17OnHalfOfEachDay(gross: number, days: number): number {
  const scale = 2 * days;
  let weighted = 0;
  let lower = 0;
  for (const [upTo, bp] of ARTICLE_17_LAYERS) {
    if (gross <= lower * scale) break;
    weighted += (Math.min(gross, upTo * scale) - lower * scale) * bp;
    lower = upTo;
  }
  return Math.floor(weighted / 20_000);
}

/** Biaya jabatan: 5 % of the gross, at most Rp500,000 a month worked, Rp6,000,000 a year (PMK 250/PMK.03/2008 Pasal 1). */
export const BIAYA_JABATAN_BP = 500;
export const BIAYA_JABATAN_MONTHLY_MAX = 500_000;

export interface AnnualPph21Input {
  ptkp: PtkpStatus;
  hasTaxId: boolean;
  /** The year's gross (penghasilan bruto: pay plus the employer's JKK, JKM and health premiums). */
  yearGross: number;
  /** The employee's own JHT and JP contributions of the year (iuran pensiun/JHT, deductible). */
  yearPensionContributions: number;
  /** Months of the year the employee was paid in (the biaya jabatan cap is Rp500,000 per month). */
  monthsWorked: number;
  /** PPh 21 already withheld this year in the earlier periods (January–November). */
  withheldBefore: number;
}

export interface AnnualPph21 {
  biayaJabatan: number;
  netIncome: number;
  ptkp: number;
  /** Penghasilan kena pajak, rounded down to the thousand rupiah (PMK 168/2023). */
  taxableIncome: number;
  /** PPh 21 on the year's taxable income (Article 17 rates; +20 % without a tax id). */
  yearTax: number;
  /** What the last period withholds: yearTax − withheldBefore (negative: over-withheld, returned to the employee). */
  lastPeriodTax: number;
}

/** The December (last period) reconciliation (PMK 168/2023). */
export function pph21Annual(input: AnnualPph21Input): AnnualPph21 {
  const months = Math.max(1, Math.min(12, input.monthsWorked));
  const biayaJabatan = Math.min(percentOf(input.yearGross, BIAYA_JABATAN_BP), BIAYA_JABATAN_MONTHLY_MAX * months);
  const netIncome = input.yearGross - biayaJabatan - input.yearPensionContributions;
  const ptkp = ptkpAmount(input.ptkp);
  const taxableIncome = Math.max(0, Math.floor((netIncome - ptkp) / 1000) * 1000);
  const yearTax = withSurcharge(article17Tax(taxableIncome), input.hasTaxId);
  return { biayaJabatan, netIncome, ptkp, taxableIncome, yearTax, lastPeriodTax: yearTax - input.withheldBefore };
}
