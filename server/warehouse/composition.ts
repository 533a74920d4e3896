import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productEndpoints, type CompositionRow } from '../../common/contract/warehouse';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError } from '../http/errors';
import { productCompositions, products } from './tables';

/**
 * Komposisi (seed 001 sections 2 screen 3, 5, 7): what a product is made of. A save replaces the
 * product's whole list. No product may contain itself, directly or through other products.
 */

/**
 * Every composition edit takes this transaction-scoped advisory lock first: two edits that would
 * only together make a cycle (A takes B while B takes A) run one after the other, so the second
 * sees the first's rows and is refused.
 */
const COMPOSITION_EDIT_LOCK = 4_004_001;

export const PRODUCT_MISSING = 'Produk tidak ditemukan';
const CONTAINS_ITSELF = 'Produk tidak boleh memuat dirinya sendiri';
const containsThroughOther = (name: string) => `Produk tidak boleh memuat ${name} yang sudah memuat produk ini`;
const DUPLICATE_COMPONENT = 'Produk sudah ada di komposisi';
const COMPONENT_MISSING = 'Produk komposisi tidak ditemukan';

/** The product's composition in its saved order, each component with its name and code. */
export async function compositionOf(db: Db, productId: string): Promise<CompositionRow[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, code: products.code, qty: productCompositions.qty })
    .from(productCompositions)
    .innerJoin(products, eq(products.id, productCompositions.componentId))
    .where(eq(productCompositions.productId, productId))
    .orderBy(asc(productCompositions.position));
  return rows.map((r) => ({ produk: { id: r.id, name: r.name, code: r.code }, qty: r.qty }));
}

/**
 * The components (among `componentIds`) whose own composition reaches `productId`, following the
 * saved compositions through any depth. UNION (not UNION ALL) ends the walk even over a cycle.
 */
async function componentsContaining(tx: Db, productId: string, componentIds: readonly string[]): Promise<string[]> {
  const list = sql.join(
    componentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await tx.select({ root: sql<string>`found.root` }).from(sql`(
    with recursive reach(root, id) as (
      select product_id, component_id from product_compositions where product_id in (${list})
      union
      select reach.root, c.component_id from reach join product_compositions c on c.product_id = reach.id
    )
    select distinct root from reach where id = ${productId}::uuid
  ) as found`);
  return found.map((row) => row.root);
}

export function registerCompositionRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;

  registerEndpoint(app, productEndpoints.composition, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const productId = body.id_product;
    const componentIds = body.Komposisi.map((row) => row.id_product);

    // Refusals that need no database first: a component twice, or the product itself.
    const seen = new Set<string>();
    const duplicates: Record<string, string> = {};
    componentIds.forEach((id, index) => {
      if (seen.has(id)) duplicates[`Komposisi.${index}.id_product`] = DUPLICATE_COMPONENT;
      seen.add(id);
    });
    if (Object.keys(duplicates).length > 0) throw validationError(duplicates);
    if (seen.has(productId)) throw new AppError('CONFLICT', CONTAINS_ITSELF);

    const saved = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${COMPOSITION_EDIT_LOCK})`);
      // The product and its components, locked in id order as every stock writer locks products
      // (so no two transactions wait on each other in a circle); FOR SHARE keeps them from being
      // deleted until this list is written.
      const locked = await tx
        .select({ id: products.id, name: products.name, status: products.status })
        .from(products)
        .where(inArray(products.id, [productId, ...componentIds]))
        .orderBy(asc(products.id))
        .for('share');
      const active = locked.filter((p) => p.status === 'active');
      if (!active.some((p) => p.id === productId)) throw notFound(PRODUCT_MISSING);
      const nameOf = new Map(active.map((p) => [p.id, p.name]));
      const missing: Record<string, string> = {};
      componentIds.forEach((id, index) => {
        if (!nameOf.has(id)) missing[`Komposisi.${index}.id_product`] = COMPONENT_MISSING;
      });
      if (Object.keys(missing).length > 0) throw validationError(missing);

      const [cycle] = await componentsContaining(tx, productId, componentIds);
      if (cycle) throw new AppError('CONFLICT', containsThroughOther(nameOf.get(cycle) ?? 'produk'));

      await tx.delete(productCompositions).where(eq(productCompositions.productId, productId));
      await tx.insert(productCompositions).values(body.Komposisi.map((row, position) => ({ productId, componentId: row.id_product, qty: row.qty, position })));
      await writeAuditBy(tx, auth, now, { entity: 'product_composition', entityId: productId, action: 'update', changedFields: ['komposisi'] });
      return compositionOf(tx, productId);
    });
    return { status: 'ok' as const, data: saved };
  });
}
