import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StockDifference } from '../../common/contract/warehouse';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { products, stockBalances, stockLedger, warehouses, type StockMovementKind } from './tables';

/**
 * The stock ledger (ARCHITECTURE "Data"): every change of stock is an immutable ledger row, and
 * the balance of its product and warehouse and the product's total change in the same
 * transaction. Every stock flow (opening stock now; receipts, goods out, opname, moves, leftovers,
 * production and project releases later) goes through `recordMovements`; nothing else writes
 * balances or `products.stock`.
 */

export interface StockMovement {
  productId: string;
  warehouseId: string;
  /** Signed whole units: positive in, negative out; never 0. */
  quantity: number;
  kind: StockMovementKind;
  /** The document that caused it ('product:<id>', a stock move's id, …). */
  reference: string;
  note?: string;
}

const pairKey = (productId: string, warehouseId: string) => `${productId}|${warehouseId}`;

/**
 * Records movements in the caller's transaction. Locks the products' rows first, in id order (so
 * two writers never wait on each other in a circle), which serialises every stock change of a
 * product; then checks that no balance would go below zero (409 naming product and warehouse) and
 * writes ledger rows, balances and totals. The balances' CHECK constraint stays the last guard.
 */
export async function recordMovements(tx: Db, movements: readonly StockMovement[], by: { userId: string | null; at: Date }): Promise<void> {
  if (movements.length === 0) return;
  for (const m of movements) {
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0) throw new Error(`stock movement quantity must be a non-zero integer, got ${m.quantity}`);
  }
  const productIds = [...new Set(movements.map((m) => m.productId))].sort();
  const locked = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
  if (locked.length !== productIds.length) throw new AppError('NOT_FOUND', 'Produk tidak ditemukan');
  const productName = new Map(locked.map((p) => [p.id, p.name]));

  // The net change per balance and per product.
  const balanceDelta = new Map<string, { productId: string; warehouseId: string; delta: number }>();
  const productDelta = new Map<string, number>();
  for (const m of movements) {
    const key = pairKey(m.productId, m.warehouseId);
    const entry = balanceDelta.get(key) ?? { productId: m.productId, warehouseId: m.warehouseId, delta: 0 };
    entry.delta += m.quantity;
    balanceDelta.set(key, entry);
    productDelta.set(m.productId, (productDelta.get(m.productId) ?? 0) + m.quantity);
  }

  // Under the product locks no other writer changes these balances: check before writing.
  const current = await tx
    .select({ productId: stockBalances.productId, warehouseId: stockBalances.warehouseId, quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(inArray(stockBalances.productId, productIds));
  const have = new Map(current.map((b) => [pairKey(b.productId, b.warehouseId), b.quantity]));
  for (const [key, { productId, warehouseId, delta }] of balanceDelta) {
    const after = (have.get(key) ?? 0) + delta;
    if (after < 0) {
      const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
      throw new AppError(
        'CONFLICT',
        `Stok ${productName.get(productId) ?? 'produk'} di ${warehouse?.name ?? 'gudang'} tidak mencukupi (tersedia ${have.get(key) ?? 0}, diminta ${-delta})`,
      );
    }
  }

  await tx.insert(stockLedger).values(
    movements.map((m) => ({
      productId: m.productId,
      warehouseId: m.warehouseId,
      quantity: m.quantity,
      kind: m.kind,
      reference: m.reference,
      note: m.note ?? '',
      createdBy: by.userId,
      createdAt: by.at,
    })),
  );

  const ordered = [...balanceDelta.values()].filter((b) => b.delta !== 0).sort((a, b) => pairKey(a.productId, a.warehouseId).localeCompare(pairKey(b.productId, b.warehouseId)));
  for (const { productId, warehouseId, delta } of ordered) {
    // A decrease updates the balance the check above found; an INSERT … ON CONFLICT would test the
    // negative proposed row against the CHECK before it ever reached the existing one.
    if (delta < 0) {
      await tx
        .update(stockBalances)
        .set({ quantity: sql`${stockBalances.quantity} + ${delta}`, updatedAt: by.at })
        .where(and(eq(stockBalances.productId, productId), eq(stockBalances.warehouseId, warehouseId)));
      continue;
    }
    await tx
      .insert(stockBalances)
      .values({ productId, warehouseId, quantity: delta, updatedAt: by.at })
      .onConflictDoUpdate({
        target: [stockBalances.productId, stockBalances.warehouseId],
        set: { quantity: sql`${stockBalances.quantity} + ${delta}`, updatedAt: by.at },
      });
  }
  for (const [productId, delta] of productDelta) {
    if (delta === 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}` })
      .where(eq(products.id, productId));
  }
}

/** The product's non-zero balances with their warehouses' names, by name. */
export async function balancesOf(db: Db, productId: string): Promise<{ warehouse: { id: string; name: string }; qty: number }[]> {
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name, qty: stockBalances.quantity })
    .from(stockBalances)
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .where(and(eq(stockBalances.productId, productId), ne(stockBalances.quantity, 0)))
    .orderBy(asc(sql`lower(${warehouses.name})`));
  return rows.map((r) => ({ warehouse: { id: r.id, name: r.name }, qty: r.qty }));
}

/** The balance of one product in one warehouse (0 where it never had stock): the forms' 'stock system'. */
export async function balanceIn(db: Db, productId: string, warehouseId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(and(eq(stockBalances.productId, productId), eq(stockBalances.warehouseId, warehouseId)));
  return row?.quantity ?? 0;
}

/** Whether the product has any movement besides its opening stock: the form's stock is then read-only. */
export async function hasMovementsBeyondOpening(db: Db, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stockLedger.id })
    .from(stockLedger)
    .where(and(eq(stockLedger.productId, productId), ne(stockLedger.kind, 'opening')))
    .limit(1);
  return row !== undefined;
}

/**
 * The product form's stock, while only opening entries exist: the movements that leave exactly
 * `stock` units in `warehouseId` and none elsewhere (a changed default warehouse takes the opening
 * stock with it). The caller has checked `hasMovementsBeyondOpening` under the product's lock.
 */
export async function setOpeningStock(
  tx: Db,
  product: { id: string; warehouseId: string; stock: number },
  by: { userId: string | null; at: Date },
): Promise<void> {
  const current = await tx
    .select({ warehouseId: stockBalances.warehouseId, quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(eq(stockBalances.productId, product.id));
  const movements: StockMovement[] = [];
  const reference = `product:${product.id}`;
  let inTarget = 0;
  for (const balance of current) {
    if (balance.warehouseId === product.warehouseId) inTarget = balance.quantity;
    else if (balance.quantity !== 0) {
      movements.push({ productId: product.id, warehouseId: balance.warehouseId, quantity: -balance.quantity, kind: 'opening', reference, note: 'Stok awal pindah gudang' });
    }
  }
  if (product.stock !== inTarget) {
    movements.push({ productId: product.id, warehouseId: product.warehouseId, quantity: product.stock - inTarget, kind: 'opening', reference, note: 'Stok awal dari form produk' });
  }
  await recordMovements(tx, movements, by);
}

/**
 * Recomputes every balance and every product's total from the ledger and lists what disagrees
 * (`npm run stock:verify`, GET /api/warehouse/stock/verify; the api tests run it after each scenario).
 */
export async function verifyStock(db: Db): Promise<{ ok: boolean; checked: number; differences: StockDifference[] }> {
  const byBalance = db
    .select({
      productId: stockLedger.productId,
      warehouseId: stockLedger.warehouseId,
      total: sql<number>`sum(${stockLedger.quantity})::int`.as('total'),
    })
    .from(stockLedger)
    .groupBy(stockLedger.productId, stockLedger.warehouseId)
    .as('ledger_balance');
  const balanceRows = await db
    .select({
      productId: sql<string>`coalesce(${stockBalances.productId}, ${byBalance.productId})`,
      warehouseId: sql<string>`coalesce(${stockBalances.warehouseId}, ${byBalance.warehouseId})`,
      ledger: sql<number>`coalesce(${byBalance.total}, 0)::int`,
      recorded: sql<number>`coalesce(${stockBalances.quantity}, 0)::int`,
    })
    .from(stockBalances)
    .fullJoin(byBalance, and(eq(byBalance.productId, stockBalances.productId), eq(byBalance.warehouseId, stockBalances.warehouseId)))
    .where(sql`coalesce(${byBalance.total}, 0) <> coalesce(${stockBalances.quantity}, 0)`);

  const byProduct = db
    .select({ productId: stockLedger.productId, total: sql<number>`sum(${stockLedger.quantity})::int`.as('total') })
    .from(stockLedger)
    .groupBy(stockLedger.productId)
    .as('ledger_product');
  const productRows = await db
    .select({ productId: products.id, ledger: sql<number>`coalesce(${byProduct.total}, 0)::int`, recorded: products.stock })
    .from(products)
    .leftJoin(byProduct, eq(byProduct.productId, products.id))
    .where(sql`coalesce(${byProduct.total}, 0) <> ${products.stock}`);

  const [balances] = await db.select({ n: sql<number>`count(*)::int` }).from(stockBalances);
  const [productCount] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  const differences: StockDifference[] = [
    ...balanceRows.map((r) => ({ product_id: r.productId, warehouse_id: r.warehouseId, ledger: Number(r.ledger), recorded: Number(r.recorded), kind: 'balance' as const })),
    ...productRows.map((r) => ({ product_id: r.productId, warehouse_id: null, ledger: Number(r.ledger), recorded: Number(r.recorded), kind: 'product_total' as const })),
  ];
  return { ok: differences.length === 0, checked: (balances?.n ?? 0) + (productCount?.n ?? 0), differences };
}
