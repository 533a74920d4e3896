import { and, eq, inArray } from 'drizzle-orm';
import { payrollPeriodLabel } from '../../../common/salary';
import type { Db } from '../../db/client';
import { payrollItemUses, payrollRuns } from './tables';

/**
 * What other modules read of payroll: which incentives and deductions (employee_salary_items) a
 * final run has paid, with that run's period ('Oktober 2026'), for the employee's 'Detail
 * Informasi'. Items not paid are absent.
 */
export async function paidSalaryItemPeriods(db: Db, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: payrollItemUses.itemId, kind: payrollRuns.kind, start: payrollRuns.periodStart, end: payrollRuns.periodEnd })
    .from(payrollItemUses)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItemUses.runId))
    .where(and(inArray(payrollItemUses.itemId, [...itemIds]), eq(payrollRuns.state, 'final')));
  return new Map(rows.map((r) => [r.itemId, payrollPeriodLabel(r.kind, { start: r.start, end: r.end })]));
}
