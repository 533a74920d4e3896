import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, units } from './tables';

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
