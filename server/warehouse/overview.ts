import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OVERVIEW_CHART_DAYS, warehouseReportEndpoints, type OverviewReport } from '../../common/contract/warehouse';
import { formatDate } from '../../common/format';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import type { Clock } from '../auth/context';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { validationError } from '../http/errors';
import { stockMoves, stockOpnames } from './flow-tables';
import { products, stockLedger, type StockMovementKind } from './tables';

/**
 * The warehouse overview (seed 001 section 2 screen 1, issue 4 section 5): four figures and the
 * 30-day 'Statistik Barang datang' chart. Arrivals and the chart (receipts; leftovers returned as
 * 'Retur') are read from the stock ledger; the Stock Move and Stock Opname cards count documents
 * (active moves, posted opnames). Days are the company's
 * (Asia/Jakarta) whatever the server's zone; a day's entries are found by a time range, so the
 * ledger's (kind, created_at) index serves them.
 */

/** 'YYYY-M-D' (leading zeros allowed) as 'YYYY-MM-DD', or null when it names no calendar day. */
export function calendarDay(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a Jakarta day starts, `days` after `day` ('YYYY-MM-DD'). */
export const jakartaMidnight = (day: string, days = 0): SQL => sql`((${day}::date + ${days}::int)::timestamp at time zone ${REPORT_TIME_ZONE})`;

/** Entries of these kinds made on the Jakarta days [from, until). */
const madeBetween = (kinds: readonly StockMovementKind[], day: string, fromDays: number, untilDays: number): SQL | undefined =>
  and(inArray(stockLedger.kind, [...kinds]), gte(stockLedger.createdAt, jakartaMidnight(day, fromDays)), lt(stockLedger.createdAt, jakartaMidnight(day, untilDays)));

export async function warehouseOverview(db: Db, day: string): Promise<OverviewReport> {
  const [received] = await db
    .select({ n: sql<number>`coalesce(sum(${stockLedger.quantity}), 0)::int` })
    .from(stockLedger)
    .where(madeBetween(['receipt'], day, 0, 1));
  const [productCount] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.status, 'active'));
  // Documents, not ledger rows: the active stock moves, and the opnames posted (a draft moved nothing).
  const [moveCount] = await db.select({ n: count() }).from(stockMoves).where(eq(stockMoves.status, 'active'));
  const [opnameCount] = await db
    .select({ n: count() })
    .from(stockOpnames)
    .where(and(eq(stockOpnames.state, 'posted'), eq(stockOpnames.status, 'active')));

  // One row per day, zero-filled by generate_series, each day's receipts and returns summed.
  const firstDay = -(OVERVIEW_CHART_DAYS - 1);
  const perDay = db
    .select({
      day: sql<string>`to_char((${stockLedger.createdAt} at time zone ${REPORT_TIME_ZONE})::date, 'YYYY-MM-DD')`.as('ledger_day'),
      receipt: sql<number>`sum(${stockLedger.quantity}) filter (where ${stockLedger.kind} = 'receipt')`.as('receipt'),
      // 'Stock Pengembalian / Retur': leftovers returned to a warehouse (Barang Sisa).
      returned: sql<number>`sum(${stockLedger.quantity}) filter (where ${stockLedger.kind} = 'leftover')`.as('returned'),
    })
    .from(stockLedger)
    .where(madeBetween(['receipt', 'leftover'], day, firstDay, 1))
    .groupBy(sql`1`)
    .as('per_day');
  const chart = await db
    .select({
      date: sql<string>`days.chart_day`,
      stock_masuk: sql<number>`coalesce(${perDay.receipt}, 0)::int`,
      retur: sql<number>`coalesce(${perDay.returned}, 0)::int`,
    })
    .from(sql`(select to_char(d, 'YYYY-MM-DD') as chart_day from generate_series(${day}::date + ${firstDay}::int, ${day}::date, interval '1 day') as d) as days`)
    .leftJoin(perDay, sql`${perDay.day} = days.chart_day`)
    .orderBy(sql`days.chart_day`);

  return {
    barang_datang: Number(received?.n ?? 0),
    total_product: Number(productCount?.n ?? 0),
    total_stock_move: Number(moveCount?.n ?? 0),
    total_stock_opname: Number(opnameCount?.n ?? 0),
    chart: chart.map((point) => ({ date: point.date, stock_masuk: Number(point.stock_masuk), retur: Number(point.retur) })),
  };
}

export function registerOverviewRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  registerEndpoint(app, warehouseReportEndpoints.overview, async ({ query }) => {
    const day = query.date ? calendarDay(query.date) : formatDate(clock(), 'YYYY-MM-DD', REPORT_TIME_ZONE);
    if (!day) throw validationError({ date: 'Tanggal tidak valid' });
    return { data: await warehouseOverview(db, day) };
  });
}
