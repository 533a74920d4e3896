import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocumentHeaderRow } from '../../common/contract/warehouse-documents';
import { paginate, type Pagination } from '../../common/contract/list';
import { personName } from '../auth/context';
import { users } from '../auth/tables';
import type { Db } from '../db/client';
import { AppError, validationError } from '../http/errors';
import { escapeLike, sortOrder } from '../resource/routes';
import { products, warehouses } from './tables';

/**
 * What the goods-out and stock opname headers share (seed 001 screens 7 and 12, "same layout"):
 * the list (10 per page, newest first, search by number or creator), one row's shape, and the
 * header lock every line change takes first.
 */

/** The columns a stock document header has (warehouse_goods_out, warehouse_stock_opnames). */
export interface HeaderTable {
  table: PgTable;
  id: PgColumn;
  number: PgColumn;
  createdDate: PgColumn;
  createdBy: PgColumn;
  status: PgColumn;
  /** The count of its active lines, as a scalar subquery over the header's id. */
  lineCount: SQL;
}

const headerSelection = (h: HeaderTable) => ({
  id: sql<string>`${h.id}`,
  number: sql<string>`${h.number}`,
  createdDate: sql<Date | string>`${h.createdDate}`,
  status: sql<'active' | 'deleted'>`${h.status}`,
  email: sql<string>`coalesce(${users.email}, '')`,
  firstname: sql<string>`coalesce(${users.firstname}, '')`,
  lastname: sql<string>`coalesce(${users.lastname}, '')`,
  lines: sql<number>`(${h.lineCount})::int`,
});

type RawHeader = { id: string; number: string; createdDate: Date | string; status: 'active' | 'deleted'; email: string; firstname: string; lastname: string; lines: number };


const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toHeaderRow(raw: RawHeader): DocumentHeaderRow {
  return {
    id: raw.id,
    number: raw.number,
    created_date: iso(raw.createdDate),
    created_by: raw.email,
    created_by_name: personName(raw),
    status: raw.status,
    lines: Number(raw.lines),
  };
}

/** Active headers by date, newest first; `filter` matches the number or the creator's name or e-mail. */
export async function listHeaders(db: Db, h: HeaderTable, query: { page: number; per_page: number; filter?: string | undefined; sort?: string | undefined }): Promise<{ rows: DocumentHeaderRow[]; pagination: Pagination }> {
  const text = query.filter?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  const where = and(
    eq(h.status, 'active'),
    pattern ? or(ilike(h.number, pattern), ilike(users.email, pattern), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern)) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(h.table)
    .leftJoin(users, eq(users.id, h.createdBy))
    .where(where);
  const raws = await db
    .select(headerSelection(h))
    .from(h.table)
    .leftJoin(users, eq(users.id, h.createdBy))
    .where(where)
    .orderBy(...headerOrder(h, query.sort))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: raws.map(toHeaderRow), pagination: paginate(count?.n ?? 0, query.page, query.per_page) };
}

/** Seed 001 section 9: goods lists newest first; `sort` may name the date or the number instead. */
export const HEADER_SORT_KEYS = ['created_date', 'number'] as const;

function headerOrder(h: HeaderTable, sort: string | undefined): SQL[] {
  if (!sort) return [desc(h.createdDate), desc(h.id)];
  const keys = new Map<string, SQL>([
    ['created_date', sql`${h.createdDate}`],
    ['number', sql`${h.number}`],
  ]);
  return sortOrder(sort, keys, HEADER_SORT_KEYS, h.id);
}

/** One header (active or not) as a list row; null when there is none. */
export async function headerRow(db: Db, h: HeaderTable, id: string): Promise<DocumentHeaderRow | null> {
  const [raw] = await db.select(headerSelection(h)).from(h.table).leftJoin(users, eq(users.id, h.createdBy)).where(eq(h.id, id));
  return raw ? toHeaderRow(raw) : null;
}

/**
 * Locks an active header for the rest of the transaction: 'share' for a line change (lines of one
 * document may be saved side by side), 'update' for the header's own change or delete, which so
 * waits for the line saves in flight and makes later ones find it deleted.
 */
export async function lockActiveHeader(tx: Db, h: HeaderTable, id: string, mode: 'share' | 'update', missing: string): Promise<{ number: string }> {
  const [row] = await tx
    .select({ number: sql<string>`${h.number}` })
    .from(h.table)
    .where(and(eq(h.id, id), eq(h.status, 'active')))
    .for(mode);
  if (!row) throw new AppError('NOT_FOUND', missing);
  return row;
}

export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';
export const WAREHOUSE_NOT_FOUND = 'Warehouse tidak ditemukan';

/** A line's product and warehouse must be active rows (400 naming the field otherwise). */
export async function assertLinePicks(tx: Db, pick: { productId: string; warehouseId: string }, fields: { product: string; warehouse: string }): Promise<void> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, pick.productId), eq(products.status, 'active')));
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, pick.warehouseId), eq(warehouses.status, 'active')))
    .for('share');
  const missing: Record<string, string> = {};
  if (!product) missing[fields.product] = PRODUCT_NOT_FOUND;
  if (!warehouse) missing[fields.warehouse] = WAREHOUSE_NOT_FOUND;
  if (Object.keys(missing).length > 0) throw validationError(missing);
}
