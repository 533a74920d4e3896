import { COMPANY_TIME_ZONE, addDays, isoWeekday, monthStart } from '../../../../common/calendar';
import { formatDate } from '../../../../common/format';
import { payrollPeriod, payrollPeriodLabel, type PayrollKind, type PayrollPeriod } from '../../../../common/salary';
import { PPH21_METHOD_LABELS, type PayrollLineRow, type PayrollStatutoryPart, type StatutorySnapshot } from '../../../../common/contract/salary';
import { BPJS_PROGRAMME_LABELS, BPJS_PROGRAMMES, type BpjsProgramme } from '../../../../common/statutory/bpjs';
import { asJkkRiskClass, basisPointsText, jkkRateKey, type StatutoryRateKey } from '../../../../common/statutory/rates';

/** A calendar day 'YYYY-MM-DD' shown as '25 Nov 2026' (no time zone involved). */
export function shortDay(iso: string): string {
  return formatDate(`${iso}T00:00:00Z`, 'short', 'UTC');
}

/** An ISO 8601 moment shown in Jakarta: '25 Nov 2026 14:05'. */
export function shortMoment(iso: string): string {
  return formatDate(iso, 'DD MMM YYYY HH:mm', COMPANY_TIME_ZONE);
}

/** The Monday that starts the Monday–Sunday week holding `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, 1 - isoWeekday(iso));
}

/** The first day of a 1–12 month. */
export function firstOfMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The period a new run would cover, from the dialog's choice: the month for Bulanan, the week of
 * `day` for Mingguan, the pay date `day` itself for THR.
 */
export function chosenPeriod(kind: PayrollKind, year: number, month: number, day: string): PayrollPeriod | null {
  let start = '';
  if (kind === 'bulanan') start = firstOfMonth(year, month);
  else if (day) start = kind === 'thr' ? day : mondayOf(day);
  if (!start) return null;
  const period = payrollPeriod(kind, start);
  return period.ok ? period.period : null;
}

/**
 * The period's words under the picker: 'Oktober 2026 (01 Okt 2026 – 31 Okt 2026)', 'Senin 12 Okt
 * 2026 s.d. Minggu 18 Okt 2026', and for THR the pay day and the tax month it is withheld in
 * ('Jumat, 20 Maret 2026 · PPh 21 masa Maret 2026').
 */
export function periodHint(kind: PayrollKind, period: PayrollPeriod): string {
  if (kind === 'mingguan') return `Senin ${shortDay(period.start)} s.d. Minggu ${shortDay(period.end)}`;
  if (kind === 'thr') {
    const day = `${period.start}T00:00:00Z`;
    return `${formatDate(day, 'weekday', 'UTC')} · PPh 21 masa ${formatDate(day, 'MMMM YYYY', 'UTC')}`;
  }
  return `${payrollPeriodLabel(kind, period)} (${shortDay(period.start)} – ${shortDay(period.end)})`;
}

/** The months of the 'Buat Penggajian' month picker: 1–12 with their Indonesian names. */
export const MONTH_OPTIONS: readonly { value: number; label: string }[] = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: formatDate(`${firstOfMonth(2026, i + 1)}T00:00:00Z`, 'MMMM', 'UTC'),
}));

/** Years offered around the current one: three back, one ahead. */
export function yearOptions(todayIso: string): number[] {
  const year = Number(todayIso.slice(0, 4));
  return [year - 3, year - 2, year - 1, year, year + 1];
}

/** A new run's default period: last month for a monthly run, the last full week's Monday for a weekly one. */
export function defaultPeriod(todayIso: string): { year: number; month: number; monday: string } {
  const lastMonth = addDays(monthStart(todayIso), -1);
  return { year: Number(lastMonth.slice(0, 4)), month: Number(lastMonth.slice(5, 7)), monday: addDays(mondayOf(todayIso), -7) };
}


// ─── Statutory part of a line (issue 18) ───────────────────────────────────────────────────────

/**
 * True when the run computed nothing statutory because the company has it switched off: no
 * BPJS programme charged and no PPh 21 withheld on any line (the settings were never saved or
 * turned everything off). An empty run says nothing.
 */
export function statutorySwitchedOff(lines: readonly PayrollLineRow[]): boolean {
  return lines.length > 0 && lines.every((line) => line.statutory.programmes.length === 0 && !line.statutory.withhold_pph21);
}

/** One share of a contribution: the amount and the rate it was charged at ('2%'; '–' when the snapshot has none). */
export interface ContributionShare {
  amount: number;
  rate: string;
}

/** One BPJS programme of a line: the employee's and the employer's share (null: that side pays nothing by law). */
export interface ContributionRow {
  programme: BpjsProgramme;
  label: string;
  employee: ContributionShare | null;
  employer: ContributionShare;
}

const rateText = (rates: StatutorySnapshot['rates'], key: StatutoryRateKey): string => {
  const bp = rates[key];
  return bp === undefined || bp === null ? '–' : basisPointsText(bp);
};

/**
 * The BPJS programmes a line was charged, in the law's order, each with its shares and the rates
 * frozen with the line (JKK at the company's risk class).
 */
export function contributionRows(line: PayrollStatutoryPart): ContributionRow[] {
  const { rates, programmes, jkk_risk_class } = line.statutory;
  const share = (amount: number, key: StatutoryRateKey): ContributionShare => ({ amount, rate: rateText(rates, key) });
  const riskClass = asJkkRiskClass(jkk_risk_class);
  const all: Record<BpjsProgramme, Omit<ContributionRow, 'programme' | 'label'>> = {
    jht: { employee: share(line.jht_employee, 'jht_employee'), employer: share(line.jht_employer, 'jht_employer') },
    jp: { employee: share(line.jp_employee, 'jp_employee'), employer: share(line.jp_employer, 'jp_employer') },
    jkk: { employee: null, employer: share(line.jkk_employer, jkkRateKey(riskClass)) },
    jkm: { employee: null, employer: share(line.jkm_employer, 'jkm_employer') },
    kes: { employee: share(line.kes_employee, 'kes_employee'), employer: share(line.kes_employer, 'kes_employer') },
  };
  return BPJS_PROGRAMMES.filter((programme) => programmes.includes(programme)).map((programme) => ({ programme, label: BPJS_PROGRAMME_LABELS[programme], ...all[programme] }));
}

/**
 * How a line's PPh 21 was reached, in words: the method, and for the TER the category and rate
 * ('TER bulanan · kategori A · 0,25%'); the December reconciliation names Article 17.
 */
export function pph21MethodText(line: PayrollStatutoryPart): string {
  const method = PPH21_METHOD_LABELS[line.pph21_method];
  if (line.pph21_method === 'ter_bulanan') return `${method} · kategori ${line.ter_category ?? '–'} · ${basisPointsText(line.tax_rate_bp)}`;
  if (line.pph21_method === 'ter_harian') return `${method} · ${basisPointsText(line.tax_rate_bp)}`;
  return method;
}
