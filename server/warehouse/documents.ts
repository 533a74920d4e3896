import { sql } from 'drizzle-orm';
import { formatDocumentNumber, type StockDocumentPrefix } from '../../common/contract/stock-documents';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import type { Db } from '../db/client';
import { stockDocumentCounters } from './flow-tables';

/** The calendar year of an instant in the company's zone (a document made on 31 December 23:30 WIB belongs to that year). */
export function companyYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric' }).format(at));
}

/**
 * The next number of a stock document (BD-2026-000123), taken in the caller's transaction: the
 * counter row stays locked until it commits (two documents of one prefix are numbered one after
 * the other) and a rollback gives the number back, so the numbers have no gaps.
 */
export async function nextDocumentNumber(tx: Db, prefix: StockDocumentPrefix, at: Date): Promise<string> {
  const year = companyYear(at);
  const [row] = await tx
    .insert(stockDocumentCounters)
    .values({ prefix, year, last: 1 })
    .onConflictDoUpdate({ target: [stockDocumentCounters.prefix, stockDocumentCounters.year], set: { last: sql`${stockDocumentCounters.last} + 1` } })
    .returning({ last: stockDocumentCounters.last });
  if (!row) throw new Error(`no number for ${prefix}-${year}`);
  return formatDocumentNumber(prefix, year, row.last);
}
