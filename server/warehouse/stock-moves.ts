import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import {
  STOCK_MOVE_INCOMPLETE,
  STOCK_MOVE_MISSING,
  stockMoveEndpoints,
  stockMoveFields,
  type StockMoveFields,
  type StockMoveRow,
} from '../../common/contract/warehouse-stock-move';
import { formatDate } from '../../common/format';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import { users } from '../auth/tables';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, zodValidationError } from '../http/errors';
import { escapeLike } from '../resource/routes';
import { nextDocumentNumber } from './documents';
import { stockMoves } from './flow-tables';
import { recordMovements, type StockMovement } from './stock';
import { products, units, warehouses } from './tables';

/**
 * Stock Move (issue 13 section 4; seed 001 screen 11, section 7 `stockMove/…`). A move is a row
 * here and two ledger entries under its number: 'transfer_out' (negative) in the from-warehouse
 * and 'transfer_in' (positive) in the to-warehouse. An edit writes the reverse of what the move
 * had put in the ledger and the new move's entries in one `recordMovements` call (so the balance
 * check sees the net change); a delete writes only the reverse. The ledger is never updated.
 */

const fromWarehouse = alias(warehouses, 'from_warehouse');
const toWarehouse = alias(warehouses, 'to_warehouse');

function selectMoves(db: Db) {
  return db
    .select({
      id: stockMoves.id,
      number: stockMoves.number,
      movedOn: stockMoves.movedOn,
      amount: stockMoves.amount,
      description: stockMoves.description,
      status: stockMoves.status,
      createdAt: stockMoves.createdAt,
      createdBy: sql<string>`coalesce(${users.email}, '')`,
      productId: products.id,
      productName: products.name,
      productCode: products.code,
      productIds: products.ids,
      unit: units.name,
      fromId: fromWarehouse.id,
      fromName: fromWarehouse.name,
      toId: toWarehouse.id,
      toName: toWarehouse.name,
    })
    .from(stockMoves)
    .innerJoin(products, eq(products.id, stockMoves.productId))
    .innerJoin(units, eq(units.id, products.unitId))
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, stockMoves.fromWarehouseId))
    .innerJoin(toWarehouse, eq(toWarehouse.id, stockMoves.toWarehouseId))
    .leftJoin(users, eq(users.id, stockMoves.createdBy));
}

type MoveRecord = Awaited<ReturnType<ReturnType<typeof selectMoves>['execute']>>[number];

function toRow(r: MoveRecord): StockMoveRow {
  return {
    id: r.id,
    number: r.number,
    created_date: r.movedOn,
    created_by: r.createdBy,
    amount: r.amount,
    from: [{ id: r.fromId, name: r.fromName }],
    to: [{ id: r.toId, name: r.toName }],
    product: [{ id: r.productId, name: r.productName, code: r.productCode, ids: Number(r.productIds), unit: r.unit }],
    description: r.description,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

/** The filter box: a part of the number, product name or code, either warehouse or the description. */
function moveFilter(filter: string | undefined): SQL | undefined {
  const text = filter?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(stockMoves.number, pattern),
    ilike(products.name, pattern),
    ilike(products.code, pattern),
    ilike(fromWarehouse.name, pattern),
    ilike(toWarehouse.name, pattern),
    ilike(stockMoves.description, pattern),
  );
}

/** The ledger entries a move stands for (`sign` -1 reverses them). */
function moveMovements(move: { productId: string; fromWarehouseId: string; toWarehouseId: string; amount: number }, reference: string, sign: 1 | -1, note: string): StockMovement[] {
  return [
    { productId: move.productId, warehouseId: move.fromWarehouseId, quantity: -move.amount * sign, kind: 'transfer_out', reference, note },
    { productId: move.productId, warehouseId: move.toWarehouseId, quantity: move.amount * sign, kind: 'transfer_in', reference, note },
  ];
}

/**
 * The product is active and both warehouses are active, else the seed's alert per field. The
 * products (the move's, and on an edit the one it had) are locked FOR UPDATE here, in id order, as
 * `recordMovements` will lock them: taking them FOR SHARE first would deadlock two moves of one
 * product when both upgrade. The warehouses are held FOR SHARE until the move commits.
 */
async function assertPicks(tx: Db, fields: StockMoveFields, alsoLock: string | null = null): Promise<void> {
  const missing: Record<string, string> = {};
  const ids = [...new Set([fields.product, ...(alsoLock ? [alsoLock] : [])])].sort();
  const locked = await tx
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  if (!locked.some((p) => p.id === fields.product && p.status === 'active')) missing.product = 'Produk tidak ditemukan';
  for (const key of ['from', 'to'] as const) {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, fields[key]), eq(warehouses.status, 'active')))
      .for('share');
    if (!warehouse) missing[key] = 'Warehouse tidak ditemukan';
  }
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', STOCK_MOVE_INCOMPLETE, missing);
}

const today = (at: Date) => formatDate(at, 'YYYY-MM-DD', REPORT_TIME_ZONE);

export async function listStockMoves(db: Db, query: { page: number; per_page: number; filter?: string | undefined; show?: 'all' | undefined }) {
  const where = and(eq(stockMoves.status, 'active'), moveFilter(query.filter));
  const ordered = selectMoves(db).where(where).orderBy(desc(stockMoves.createdAt), desc(stockMoves.number));
  if (query.show === 'all') return { data: (await ordered).map(toRow) };
  const [total] = await db
    .select({ n: count() })
    .from(stockMoves)
    .innerJoin(products, eq(products.id, stockMoves.productId))
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, stockMoves.fromWarehouseId))
    .innerJoin(toWarehouse, eq(toWarehouse.id, stockMoves.toWarehouseId))
    .where(where);
  const rows = await ordered.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return { data: rows.map(toRow), pagination: paginate(Number(total?.n ?? 0), query.page, query.per_page) };
}

export function registerStockMoveRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  const e = stockMoveEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => listStockMoves(db, query));

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };
    const id = await db.transaction(async (tx) => {
      await assertPicks(tx, body);
      const number = await nextDocumentNumber(tx, 'SM', now);
      const [inserted] = await tx
        .insert(stockMoves)
        .values({
          number,
          movedOn: body.created_date ?? today(now),
          productId: body.product,
          fromWarehouseId: body.from,
          toWarehouseId: body.to,
          amount: body.amount,
          description: body.description,
          createdAt: now,
          createdBy: auth.user.id,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .returning({ id: stockMoves.id });
      if (!inserted) throw new Error('insert returned nothing');
      await recordMovements(tx, moveMovements({ productId: body.product, fromWarehouseId: body.from, toWarehouseId: body.to, amount: body.amount }, number, 1, body.description), by);
      await writeAuditBy(tx, auth, now, { entity: 'stock_move', entityId: inserted.id, action: 'add', changedFields: ['product', 'from', 'to', 'amount', 'created_date', 'description'] });
      return inserted.id;
    });
    const [row] = await selectMoves(db).where(eq(stockMoves.id, id));
    if (!row) throw new Error('saved stock move not found');
    return { status: 'ok' as const, data: toRow(row) };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };
    const deleting = body.status === 'deleted';
    const parsed = deleting ? null : stockMoveFields.safeParse(body);
    if (parsed && !parsed.success) throw zodValidationError(parsed.error.issues);
    await db.transaction(async (tx) => {
      // The move's row lock: two edits of one move never both reverse it.
      const [current] = await tx
        .select()
        .from(stockMoves)
        .where(and(eq(stockMoves.id, params.id), eq(stockMoves.status, 'active')))
        .for('update');
      if (!current) throw notFound(STOCK_MOVE_MISSING);
      if (deleting) {
        await recordMovements(tx, moveMovements(current, current.number, -1, `Hapus ${current.number}`), by);
        await tx.update(stockMoves).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(stockMoves.id, current.id));
        await writeAuditBy(tx, auth, now, { entity: 'stock_move', entityId: current.id, action: 'delete', changedFields: ['status'] });
        return;
      }
      const fields = parsed!.data;
      await assertPicks(tx, fields, current.productId);
      const next = { productId: fields.product, fromWarehouseId: fields.from, toWarehouseId: fields.to, amount: fields.amount };
      const stockChanged =
        next.productId !== current.productId || next.fromWarehouseId !== current.fromWarehouseId || next.toWarehouseId !== current.toWarehouseId || next.amount !== current.amount;
      if (stockChanged) {
        await recordMovements(
          tx,
          [...moveMovements(current, current.number, -1, `Koreksi ${current.number}`), ...moveMovements(next, current.number, 1, fields.description || `Koreksi ${current.number}`)],
          by,
        );
      }
      await tx
        .update(stockMoves)
        .set({ ...next, movedOn: fields.created_date ?? current.movedOn, description: fields.description, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(stockMoves.id, current.id));
      const changed = [
        ...(next.productId !== current.productId ? ['product'] : []),
        ...(next.fromWarehouseId !== current.fromWarehouseId ? ['from'] : []),
        ...(next.toWarehouseId !== current.toWarehouseId ? ['to'] : []),
        ...(next.amount !== current.amount ? ['amount'] : []),
        ...(fields.created_date && fields.created_date !== current.movedOn ? ['created_date'] : []),
        ...(fields.description !== current.description ? ['description'] : []),
      ];
      await writeAuditBy(tx, auth, now, { entity: 'stock_move', entityId: current.id, action: 'update', changedFields: changed });
    });
    return { status: 'ok' as const };
  });
}
