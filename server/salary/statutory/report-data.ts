import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { EMPTY_STATUTORY_PART, type PayrollLineRow } from '../../../common/contract/salary';
import { dateParts, monthEnd } from '../../../common/calendar';
import type { TaxMonthLine } from '../../../common/print/statutory';
import type { Db } from '../../db/client';
import { payrollLines, payrollRuns } from '../payroll/tables';

/**
 * What the statutory reports read: the frozen lines of FINAL runs (state 'final', not deleted) by
 * tax month, the month of the run's period_end (a THR run's pay date). Lines stored before issue
 * 18 lack the statutory fields and read with EMPTY_STATUTORY_PART under them.
 */

async function finalLinesBetween(db: Db, from: string, to: string): Promise<TaxMonthLine[]> {
  const rows = await db
    .select({ periodEnd: payrollRuns.periodEnd, figures: payrollLines.figures })
    .from(payrollLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollLines.runId))
    .where(and(eq(payrollRuns.state, 'final'), eq(payrollRuns.status, 'active'), gte(payrollRuns.periodEnd, from), lte(payrollRuns.periodEnd, to)))
    // Oldest run first: a month's later run carries the month-to-date rate and the latest identity.
    .orderBy(asc(payrollRuns.periodEnd), asc(payrollRuns.finalizedAt), asc(payrollRuns.id));
  return rows.map((row) => ({ month: dateParts(row.periodEnd)[1], line: { ...EMPTY_STATUTORY_PART, ...row.figures } satisfies PayrollLineRow }));
}

/** The final lines of a tax month ('YYYY-MM'), oldest run first. */
export async function finalLinesOfMonth(db: Db, month: string): Promise<PayrollLineRow[]> {
  const entries = await finalLinesBetween(db, `${month}-01`, monthEnd(`${month}-01`));
  return entries.map((entry) => entry.line);
}

/** The final lines of a tax year from January to `lastMonth` (1–12), with their tax month. */
export async function finalLinesOfYear(db: Db, year: number, lastMonth = 12): Promise<TaxMonthLine[]> {
  return finalLinesBetween(db, `${year}-01-01`, monthEnd(`${year}-${String(lastMonth).padStart(2, '0')}-01`));
}
