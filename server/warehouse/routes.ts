import { and, eq, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoryResource, unitResource, variantResource, warehouseReportEndpoints, warehouseResource } from '../../common/contract/warehouse';
import type { Clock } from '../auth/context';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { registerResourceRoutes } from '../resource/routes';
import { nextWarehouseCode } from './codes';
import { registerCompositionRoutes } from './composition';
import { registerGoodsOutRoutes } from './goods-out';
import { registerOpnameRoutes } from './opname';
import { registerOverviewRoutes } from './overview';
import { registerProductRoutes } from './products';
import { registerQrRoutes } from './qrcodes';
import { registerReceivingRoutes } from './receiving';
import { registerLeftoverRoutes } from './leftovers';
import { registerStockCardRoutes } from './stock-card';
import { registerStockMoveRoutes } from './stock-moves';
import { balanceIn, verifyStock } from './stock';
import { categories, products, units, variants, warehouses } from './tables';

export interface WarehouseRouteDeps {
  db: Db;
  clock?: Clock;
  files: FileStore;
}

/** A master still picked by an active product cannot be deleted (issue 4 section 1): the 409's message. */
function usedByActiveProduct(column: AnyColumn, noun: string) {
  return async (tx: Db, id: string): Promise<string | null> => {
    const [used] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(column, id), eq(products.status, 'active')))
      .limit(1);
    return used ? `${noun} masih dipakai oleh produk aktif, tidak bisa dihapus` : null;
  };
}

/** The Warehouse module's routes: its masters as generic resources, the products, the overview and the stock check. */
export function registerWarehouseRoutes(app: FastifyInstance, deps: WarehouseRouteDeps): void {
  const { db, clock } = deps;
  registerResourceRoutes(app, { db, clock, resource: categoryResource, table: categories, inUse: usedByActiveProduct(products.categoryId, 'Kategori') });
  registerResourceRoutes(app, { db, clock, resource: variantResource, table: variants, inUse: usedByActiveProduct(products.variantId, 'Jenis') });
  registerResourceRoutes(app, { db, clock, resource: unitResource, table: units, inUse: usedByActiveProduct(products.unitId, 'Satuan') });
  registerResourceRoutes(app, { db, clock, resource: warehouseResource, table: warehouses, inUse: usedByActiveProduct(products.warehouseId, 'Warehouse'), numbered: nextWarehouseCode });

  registerEndpoint(app, warehouseReportEndpoints.verifyStock, async () => verifyStock(db));
  registerEndpoint(app, warehouseReportEndpoints.balance, async ({ query }) => ({
    data: { product_id: query.product, warehouse_id: query.warehouse, stock: await balanceIn(db, query.product, query.warehouse) },
  }));

  const now = clock ?? (() => new Date());
  registerProductRoutes(app, { db, files: deps.files, clock: now });
  registerQrRoutes(app, { db, clock: now });
  registerCompositionRoutes(app, { db, clock: now });
  registerOverviewRoutes(app, { db, clock: now });
  registerGoodsOutRoutes(app, { db, clock: now, files: deps.files });
  registerOpnameRoutes(app, { db, clock: now, files: deps.files });
  registerReceivingRoutes(app, { db, clock: now });
  registerStockMoveRoutes(app, { db, clock: now });
  registerLeftoverRoutes(app, { db, clock: now, files: deps.files });
  registerStockCardRoutes(app, { db, clock: now, files: deps.files });
}
