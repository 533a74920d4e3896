import { statutoryRateAddBody, type StatutoryRateAddBody, type StatutoryRateRowData, type StatutorySettings, type StatutorySettingsBody } from '../../../../../common/contract/statutory';
import { formatDate, formatRupiah } from '../../../../../common/format';
import { basisPointsText, missingYearlyRates, STATUTORY_RATE_DEFINITIONS, type StatutoryRateKey } from '../../../../../common/statutory/rates';
import { SETTINGS_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../../common/number-input';

/**
 * Pure rules of 'Pengaturan BPJS & Pajak' (issue 18): the settings form ↔ body, a rate's value as
 * typed ('0,24' % → 24 basis points, '10547400' rupiah) and as shown, the table's groups by key,
 * and when the screen warns. Kept apart from React so they are unit-tested.
 */

/** The settings form: the saved settings as they are edited. */
export type SettingsForm = StatutorySettingsBody & Required<Pick<StatutorySettingsBody, 'programmes' | 'withhold_pph21'>>;

export function settingsForm(settings: StatutorySettings): SettingsForm {
  return {
    jkk_risk_class: settings.jkk_risk_class,
    programmes: [...settings.programmes],
    withhold_pph21: settings.withhold_pph21,
    company_npwp: settings.company_npwp,
    company_nitku: settings.company_nitku,
    signer_name: settings.signer_name,
    signer_npwp: settings.signer_npwp,
  };
}

/** '3,7%' for a rate, 'Rp 10.547.400' for a cap or floor. */
export function rateValueText(row: Pick<StatutoryRateRowData, 'unit' | 'value'>): string {
  return row.unit === 'bp' ? basisPointsText(row.value) : formatRupiah(row.value);
}

/** '25 Nov 2026'. */
export function rateDateText(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00Z`, 'short', 'UTC');
}

export interface RateGroup {
  key: StatutoryRateKey;
  label: string;
  rows: StatutoryRateRowData[];
}

/** The table's rows by key, in the server's order (the law's key order, newest start first). */
export function rateGroups(rows: readonly StatutoryRateRowData[]): RateGroup[] {
  const groups: RateGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.key === row.key) last.rows.push(row);
    else groups.push({ key: row.key, label: row.label, rows: [row] });
  }
  return groups;
}

/**
 * The warnings about this year's rows the office has not entered (missingYearlyRates): a JP cap
 * from March on, and the UMK (none at all says BPJS Kesehatan has no floor; last year's only says so).
 */
export function yearlyRateWarnings(rows: readonly StatutoryRateRowData[], today: string): string[] {
  return missingYearlyRates(rows, today).map((key) =>
    key === 'jp_wage_cap' ? T.noJpCapThisYear : rows.some((row) => row.key === 'kes_wage_floor') ? T.noWageFloorThisYear : T.noWageFloor,
  );
}

/** The 'Tambah Tarif' form as typed. */
export interface RateDraft {
  key: StatutoryRateKey | '';
  valid_from: string;
  value: string;
  source: string;
}

export const emptyRateDraft = (today: string): RateDraft => ({ key: '', valid_from: today, value: '', source: '' });

/** '0,24' (or '0.24') percent → 24 basis points; null when it is not a percent with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  // Read as Indonesians type a percent ('0,24', '3,7'); basis points are whole, so at most two decimals.
  const reading = parseNumberInput(text, 'percent');
  if (!reading.ok || reading.value === null) return null;
  const points = reading.value * 100;
  const whole = Math.round(points);
  return Math.abs(points - whole) < 1e-9 ? whole : null;
}

/** A rate's value box: rupiah grouped as typed for a cap, a percent with its comma otherwise. */
export const rateValueKind = (key: StatutoryRateKey | ''): 'money' | 'percent' => (key !== '' && STATUTORY_RATE_DEFINITIONS[key].unit === 'rupiah' ? 'money' : 'percent');

export type RateDraftErrors = Partial<Record<keyof RateDraft, string>>;
export type RateDraftCheck = { ok: true; body: StatutoryRateAddBody } | { ok: false; errors: RateDraftErrors };

/** The first message per field of a list of (path, message); server keys may be paths ('body.source'). */
export function rateErrors(entries: Iterable<readonly [string, string]>): RateDraftErrors {
  const errors: RateDraftErrors = {};
  for (const [path, message] of entries) {
    const name = path.split('.').filter((part) => part !== 'body')[0] ?? '';
    if ((name === 'key' || name === 'valid_from' || name === 'value' || name === 'source') && !(name in errors)) errors[name] = message;
  }
  return errors;
}

/**
 * The draft checked with the contract's own rules (what the server applies) after a percent is
 * turned into basis points, so a wrong form never reaches the server.
 */
export function rateDraftBody(draft: RateDraft): RateDraftCheck {
  const unit = draft.key === '' ? null : STATUTORY_RATE_DEFINITIONS[draft.key].unit;
  let value: number | undefined;
  if (draft.value.trim() !== '') {
    if (unit === 'rupiah') {
      const reading = parseNumberInput(draft.value, 'money');
      if (!reading.ok) return { ok: false, errors: { value: reading.message } };
      value = reading.value ?? undefined;
    } else {
      const typed = percentToBasisPoints(draft.value);
      if (typed === null) return { ok: false, errors: { value: T.percentInvalid } };
      value = typed;
    }
  }
  const parsed = statutoryRateAddBody.safeParse({ key: draft.key === '' ? undefined : draft.key, valid_from: draft.valid_from, value, source: draft.source });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: rateErrors(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const)) };
}

/** A failed call's per-field messages by field name ('body.company_nitku' → 'company_nitku'); {} when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('fields' in error) || !error.fields || typeof error.fields !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields as Record<string, unknown>)) {
    const name = key.split('.').filter((part) => part !== 'body')[0] ?? key;
    if (typeof message === 'string' && !(name in errors)) errors[name] = message;
  }
  return errors;
}
