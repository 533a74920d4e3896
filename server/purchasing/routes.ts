import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addressResource, purchasingEndpoints, supplierResource } from '../../common/contract/purchasing';
import type { Clock } from '../auth/context';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { registerResourceRoutes } from '../resource/routes';
import { registerPaymentRoutes } from './payments';
import { registerPurchasePrintRoutes } from './print';
import { registerPurchaseRoutes, usedByActivePurchase } from './purchases';
import { registerPurchaseReportRoutes } from './reports';
import { addresses, purchases, suppliers } from './tables';

/** `supplier/get/{id}`: every field of the active supplier (the detail modal), by its body name. */
async function supplierDetailOf(db: Db, id: string): Promise<Record<string, string> & { id: string } | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.status, 'active')))
    .limit(1);
  if (!row) return null;
  const detail: Record<string, string> & { id: string } = { id: row.id };
  for (const field of supplierResource.fields) detail[field.name] = String(row[field.name as keyof typeof row] ?? '');
  return detail;
}

export interface PurchasingRouteDeps {
  db: Db;
  clock?: Clock;
  files: FileStore;
}

/** The Purchasing module's routes: suppliers and addresses as generic resources, POs, payments, printouts and reports. */
export function registerPurchasingRoutes(app: FastifyInstance, deps: PurchasingRouteDeps): void {
  const { db, files } = deps;
  const clock = deps.clock ?? (() => new Date());
  registerResourceRoutes(app, { db, clock, resource: supplierResource, table: suppliers, inUse: usedByActivePurchase(purchases.supplierId, 'Supplier') });
  registerResourceRoutes(app, { db, clock, resource: addressResource, table: addresses, inUse: usedByActivePurchase(purchases.receiverId, 'Alamat pengiriman') });

  registerEndpoint(app, purchasingEndpoints.supplierGet, async ({ params }) => {
    const supplier = await supplierDetailOf(db, params.id);
    if (!supplier) throw notFound('Supplier tidak ditemukan');
    return { data: supplier };
  });

  registerPurchaseRoutes(app, { db, clock });
  registerPaymentRoutes(app, { db, files, clock });
  registerPurchaseReportRoutes(app, { db, files, clock });
  registerPurchasePrintRoutes(app, { db, files });
}
