import { inArray } from 'drizzle-orm';
import { productionDocumentName } from '../../common/production';
import type { Db } from '../db/client';
import { projectProducts } from '../warehouse/lookup';
import { productionOrders } from './tables';

/**
 * What other modules read of production orders. The stock card names the ledger entries of an
 * order's 'selesai' (reference 'production:<id>') by the order's product and quantity, since an
 * order has no document number of its own.
 */

/** Order id → the name a document list shows for it ('Produksi · Meja Kayu ×4'); deleted orders too (their entries stay). */
export async function productionDocumentNames(db: Db, orderIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const orders = await db.select({ id: productionOrders.id, productId: productionOrders.productId, qty: productionOrders.qty }).from(productionOrders).where(inArray(productionOrders.id, unique));
  const products = await projectProducts(
    db,
    orders.map((o) => o.productId),
  );
  return new Map(orders.map((o) => [o.id, productionDocumentName(products.get(o.productId)?.name ?? '', o.qty)]));
}
