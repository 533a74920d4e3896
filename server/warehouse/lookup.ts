import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leftovers } from './flow-tables';
import { productCompositions, products, stockLedger, units, warehouses } from './tables';

/**
 * Read-only lookups other modules make of the catalogue (purchasing: the products a PO orders),
 * so they never read the warehouse module's tables themselves.
 */

/** A product as an order line copies it: name, code and unit name at the time of ordering. */
export interface OrderableProduct {
  id: string;
  name: string;
  code: string;
  unit: string;
}

/**
 * The active products among `ids`, by id, each held FOR SHARE until the caller's transaction ends
 * (a concurrent delete of the product waits, or this finds it deleted). Ids that are not active
 * products are simply absent from the answer.
 */
export async function lockOrderableProducts(tx: Db, ids: readonly string[]): Promise<Map<string, OrderableProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name, code: products.code, unit: units.name })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(and(inArray(products.id, unique), eq(products.status, 'active')))
    .for('share', { of: products });
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product as a project's needs list shows it, with its total stock and whether it is still active. */
export interface ProjectProduct extends OrderableProduct {
  stock: number;
  active: boolean;
}

/**
 * The products among `ids`, deleted ones too (a saved project still names what it needs), by id.
 * With `lock`, the rows are held FOR SHARE until the caller's transaction ends, so a product
 * checked active stays so until the save commits.
 */
export async function projectProducts(db: Db, ids: readonly string[], lock = false): Promise<Map<string, ProjectProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const select = db
    .select({ id: products.id, name: products.name, code: products.code, unit: units.name, stock: products.stock, status: products.status })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(inArray(products.id, unique));
  const rows = lock ? await select.for('share', { of: products }) : await select;
  return new Map(rows.map(({ status, ...row }) => [row.id, { ...row, active: status === 'active' }]));
}

/** The active warehouse with this id ({id, name}), held FOR SHARE until the caller's transaction ends; null when there is none. */
export async function lockActiveWarehouse(tx: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.status, 'active')))
    .for('share');
  return row ?? null;
}

/** Whether the ledger holds an entry of `productId` written by the document `reference` (walks the product's history, not the ledger). */
export async function hasStockMovements(db: Db, productId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stockLedger.id })
    .from(stockLedger)
    .where(and(eq(stockLedger.productId, productId), eq(stockLedger.reference, reference)))
    .limit(1);
  return row !== undefined;
}

/** Warehouse id → name for the given ids (deleted ones too: a record still names where it points). */
export async function warehouseNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Product id → the quantity of a project's leftovers already back in stock (active 'project' leftovers of that project). */
export async function projectLeftoverReturns(db: Db, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: leftovers.productId, qty: sql<number>`sum(${leftovers.qty})::int` })
    .from(leftovers)
    .where(and(eq(leftovers.projectId, projectId), eq(leftovers.source, 'project'), eq(leftovers.status, 'active')))
    .groupBy(leftovers.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.qty)]));
}

/** A component of a product's composition with its name, code and total stock now. */
export interface StockedComponent {
  produk: { id: string; name: string; code: string };
  /** Per unit of the product. */
  qty: number;
  /** The component's total stock, all warehouses. */
  stock: number;
}

/** The compositions of `productIds` in their saved order, by product id (a product without one is absent). */
export async function compositionsOf(db: Db, productIds: readonly string[]): Promise<Map<string, StockedComponent[]>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ productId: productCompositions.productId, id: products.id, name: products.name, code: products.code, stock: products.stock, qty: productCompositions.qty })
    .from(productCompositions)
    .innerJoin(products, eq(products.id, productCompositions.componentId))
    .where(inArray(productCompositions.productId, unique))
    .orderBy(asc(productCompositions.productId), asc(productCompositions.position));
  const byProduct = new Map<string, StockedComponent[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ produk: { id: row.id, name: row.name, code: row.code }, qty: row.qty, stock: row.stock });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Active warehouses ({id, name}) by name ignoring letter case: a picker of another module. */
export async function activeWarehouses(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.status, 'active'))
    .orderBy(asc(sql`lower(${warehouses.name})`), asc(warehouses.id));
}
