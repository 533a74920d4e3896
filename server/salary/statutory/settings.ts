import { asc, eq } from 'drizzle-orm';
import { DEFAULT_STATUTORY_SETTINGS, type StatutoryRateRowData, type StatutorySettings } from '../../../common/contract/statutory';
import { isBpjsProgramme } from '../../../common/statutory/bpjs';
import { ratesInForce, STATUTORY_RATE_DEFAULTS, STATUTORY_RATE_DEFINITIONS, STATUTORY_RATE_KEYS, type StatutoryRateKey, type StatutoryRateRow, type StatutoryRates } from '../../../common/statutory/rates';
import { writeAuditBy, type AuditActor } from '../../db/audit';
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
    programmes: row.programmes.filter(isBpjsProgramme),
    withhold_pph21: row.withholdPph21,
    company_npwp: row.companyNpwp,
    company_nitku: row.companyNitku,
    signer_name: row.signerName,
    signer_npwp: row.signerNpwp,
    saved: true,
  };
}

/**
 * Data Perusahaan's NPWP field (issue 27 §4) writes the withholder's NPWP here, the one column the
 * statutory settings screen edits too, inside the caller's transaction. Nothing else of the
 * settings changes; a new row keeps the defaults (nothing charged).
 */
export async function saveCompanyNpwp(db: Db, npwp: string, by: AuditActor, at: Date): Promise<void> {
  const before = await statutorySettingsOf(db);
  if (before.company_npwp === npwp) return;
  const values = { companyNpwp: npwp, updatedAt: at, updatedBy: by.user.id };
  await db.insert(statutorySettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: statutorySettings.id, set: values });
  await writeAuditBy(db, by, at, { entity: 'statutory_settings', entityId: '1', action: before.saved ? 'update' : 'add', changedFields: ['company_npwp'] });
}

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

/** The stable id of a law's default row, which has none in the table: 'bawaan-jp_wage_cap-2025-03-01'. */
export const builtinRateId = (row: Pick<StatutoryRateRow, 'key' | 'valid_from'>): string => `bawaan-${row.key}-${row.valid_from}`;

/**
 * The rate table as the settings screen lists it: each row with its label and unit, whether it is
 * the law's (never deleted), and whether it is the one in force on `today` for its key.
 */
export async function rateTableRows(db: Db, today: string): Promise<StatutoryRateRowData[]> {
  const rows = await rateTable(db);
  // ratesInForce's own rule picks the row: fed each row's index as its value, it answers the index in force.
  const inForce = new Set(Object.values(ratesInForce(rows.map((row, index) => ({ key: row.key, valid_from: row.valid_from, value: index })), today)));
  return rows.map((row, index) => ({
    id: row.id ?? builtinRateId(row),
    key: row.key,
    label: STATUTORY_RATE_DEFINITIONS[row.key].label,
    unit: STATUTORY_RATE_DEFINITIONS[row.key].unit,
    valid_from: row.valid_from,
    value: row.value,
    source: row.source,
    builtin: row.id === null,
    in_force: inForce.has(index),
  }));
}
