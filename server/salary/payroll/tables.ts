import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayrollLineRow } from '../../../common/contract/salary';
import { PAYROLL_KINDS, THR_HOLIDAYS } from '../../../common/salary';
import { auditColumns, idColumn, recordStatus } from '../../db/columns';
import { divisions, employees, employeeSalaryItems } from '../../employee/tables';

// Payroll (Gaji, issue 17 section 2; decisions in server/salary/payroll/README.md).

/**
 * A payroll run: one kind ('bulanan' | 'mingguan'), one period, the divisions it pays (in
 * payroll_run_divisions). `state` draft → final (reopen: back to draft); `status` is the soft
 * delete every table has (only a draft is deleted).
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: idColumn(),
    kind: text('kind', { enum: PAYROLL_KINDS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['draft', 'final'] }).notNull().default('draft'),
    /** When the stored lines were last computed. */
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    finalizedBy: uuid('finalized_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by'),
    reopenReason: text('reopen_reason'),
    /** A THR run's religious holiday (THR_HOLIDAYS); null: the year's THR without a named holiday. */
    thrHoliday: text('thr_holiday', { enum: THR_HOLIDAYS }),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [index('payroll_runs_period').on(t.periodStart), check('payroll_runs_period_order', sql`${t.periodEnd} >= ${t.periodStart}`)],
);

/**
 * The divisions a run pays. One run per division, kind and period: the unique index decides a race
 * of two 'Buat Penggajian'. A deleted run's rows are removed, freeing its divisions.
 */
export const payrollRunDivisions = pgTable(
  'payroll_run_divisions',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    kind: text('kind', { enum: PAYROLL_KINDS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** Order of the run's divisions (as picked). */
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('payroll_run_divisions_once').on(t.divisionId, t.kind, t.periodStart), index('payroll_run_divisions_run').on(t.runId)],
);

/**
 * A run's stored line per employee: `figures` is the whole contract row (rates, names, bank,
 * items and every figure) as it was computed, so a final run never reads attendance or salary rows
 * again; `net` is repeated as a column for the list's totals.
 */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    net: bigint('net', { mode: 'number' }).notNull(),
    figures: jsonb('figures').$type<PayrollLineRow>().notNull(),
  },
  (t) => [uniqueIndex('payroll_lines_run_employee').on(t.runId, t.employeeId)],
);

/**
 * Incentives and deductions (employee_salary_items) a final run paid: each row once (the unique
 * index), written by 'Final', removed by 'Buka Kembali'.
 */
export const payrollItemUses = pgTable(
  'payroll_item_uses',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => employeeSalaryItems.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('payroll_item_uses_item').on(t.itemId), index('payroll_item_uses_run').on(t.runId)],
);
