import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

// Statutory payroll (issue 18): the company's settings and the dated rate table. Law: common/statutory/.

/**
 * The company's statutory settings, one row (id 1): the JKK risk class, the BPJS programmes the
 * company is registered in, whether PPh 21 is withheld, and the withholder's tax ids for e-Bupot
 * and the 1721-A1. Until an admin saves it, nothing statutory is charged.
 */
export const statutorySettings = pgTable(
  'statutory_settings',
  {
    id: smallint('id').primaryKey().default(1),
    jkkRiskClass: smallint('jkk_risk_class').notNull().default(1),
    programmes: text('programmes').array().notNull().default(sql`'{}'::text[]`),
    withholdPph21: boolean('withhold_pph21').notNull().default(false),
    companyNpwp: text('company_npwp').notNull().default(''),
    companyNitku: text('company_nitku').notNull().default(''),
    signerName: text('signer_name').notNull().default(''),
    signerNpwp: text('signer_npwp').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('statutory_settings_single_row', sql`${t.id} = 1`),
    check('statutory_settings_jkk_class', sql`${t.jkkRiskClass} between 1 and 5`),
  ],
);

/**
 * The rates and caps the office added (the regional minimum wage, a new JP cap, a change of law):
 * with the law's defaults in code (STATUTORY_RATE_DEFAULTS) they make the dated rate table; for
 * each key the row with the latest `valid_from` on or before a period's first day applies. Values:
 * basis points for a rate, rupiah for a cap or floor.
 */
export const statutoryRates = pgTable(
  'statutory_rates',
  {
    id: idColumn(),
    key: text('key').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('statutory_rates_key_from').on(t.key, t.validFrom), check('statutory_rates_value_not_negative', sql`${t.value} >= 0`)],
);
