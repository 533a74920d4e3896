import { asc, eq } from 'drizzle-orm';
import { DEFAULT_STATUTORY_SETTINGS, type StatutorySettings } from '../../../common/contract/statutory';
import { BPJS_PROGRAMMES, type BpjsProgramme } from '../../../common/statutory/bpjs';
import { JKK_RISK_CLASSES, ratesInForce, STATUTORY_RATE_DEFAULTS, STATUTORY_RATE_KEYS, type JkkRiskClass, type StatutoryRateKey, type StatutoryRateRow, type StatutoryRates } from '../../../common/statutory/rates';
import type { Db } from '../../db/client';
import { statutoryRates, statutorySettings } from './tables';

/**
 * What payroll and the statutory screens read: the company's settings and the dated rates. The
 * law's default rows live in code (STATUTORY_RATE_DEFAULTS, with their sources); the table holds
 * the rows the office added. Together they are the rate table.
 */

export async function statutorySettingsOf(db: Db): Promise<StatutorySettings> {
  const [row] = await db.select().from(statutorySettings).where(eq(statutorySettings.id, 1));
  if (!row) return { ...DEFAULT_STATUTORY_SETTINGS, programmes: [] };
  return {
    jkk_risk_class: row.jkkRiskClass,
    programmes: row.programmes.filter((p): p is BpjsProgramme => (BPJS_PROGRAMMES as readonly string[]).includes(p)),
    withhold_pph21: row.withholdPph21,
    company_npwp: row.companyNpwp,
    company_nitku: row.companyNitku,
    signer_name: row.signerName,
    signer_npwp: row.signerNpwp,
    saved: true,
  };
}

export const asJkkRiskClass = (value: number): JkkRiskClass => ((JKK_RISK_CLASSES as readonly number[]).includes(value) ? (value as JkkRiskClass) : 1);
const isRateKey = (value: string): value is StatutoryRateKey => (STATUTORY_RATE_KEYS as readonly string[]).includes(value);

/** An office-added row, or a built-in one (`id` null). */
export interface RateTableRow extends StatutoryRateRow {
  id: string | null;
}

/** Every row of the rate table: the law's defaults and the office's rows, by key then newest first. */
export async function rateTable(db: Db): Promise<RateTableRow[]> {
  const office = await db.select().from(statutoryRates).orderBy(asc(statutoryRates.key), asc(statutoryRates.validFrom));
  const rows: RateTableRow[] = [
    ...STATUTORY_RATE_DEFAULTS.map((r) => ({ ...r, id: null })),
    ...office.filter((r) => isRateKey(r.key)).map((r) => ({ id: r.id, key: r.key as StatutoryRateKey, valid_from: r.validFrom, value: r.value, source: r.source })),
  ];
  const order = new Map(STATUTORY_RATE_KEYS.map((k, i) => [k, i]));
  return rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0) || (a.valid_from < b.valid_from ? 1 : a.valid_from > b.valid_from ? -1 : 0));
}

/** The rates in force on `date` (a period's first day). */
export async function ratesOn(db: Db, date: string): Promise<StatutoryRates> {
  return ratesInForce(await rateTable(db), date);
}
