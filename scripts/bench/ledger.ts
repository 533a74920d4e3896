import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { seedProducts } from './products';

/**
 * The ledger bench's data (`npm run bench -- ledger`, issue 13 section 5): LEDGER_PRODUCTS products
 * with their opening stock (seedProducts), then movements until the ledger holds LEDGER_ENTRIES
 * rows: per product, receipts of 5 and goods out of 3 in turn, spread over the last year, in the
 * product's own warehouse and a second one. Balances and totals are then recomputed from the
 * ledger as recordMovements would have left them, so `stock:verify` is clean on the result.
 * Set-based SQL: the same in PGlite and PostgreSQL.
 */
export const LEDGER_PRODUCTS = 10_000;
export const LEDGER_ENTRIES = 1_000_000;

/** The rows of a raw query's result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** `products`: the backup bench seeds its million entries over 100,000 products (scripts/bench/backup.ts). */
export async function seedLedger(db: Db, products = LEDGER_PRODUCTS): Promise<void> {
  await seedProducts(db, products);
  const [opening] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from stock_ledger`));
  const perProduct = Math.ceil((LEDGER_ENTRIES - Number(opening?.n ?? 0)) / products);
  // i = 1..perProduct per product, in time order; odd i a receipt (+5), even i goods out (-3): the
  // running balance only grows, so no row would have been refused. Every fourth pair lands in the
  // warehouse after the product's own, so a product has balances in two warehouses.
  await db.execute(
    sql.raw(`
    with w as (select array_agg(id order by name) a from warehouses)
    insert into stock_ledger (product_id, warehouse_id, quantity, kind, reference, note, created_at)
    select p.id,
           case when ((i + 1) / 2) % 4 = 0
                then w.a[1 + (array_position(w.a, p.warehouse_id) % array_length(w.a, 1))]
                else p.warehouse_id end,
           case when i % 2 = 1 then 5 else -3 end,
           case when i % 2 = 1 then 'receipt' else 'goods_out' end,
           case when i % 2 = 1 then 'BD-2026-' else 'BK-2026-' end || lpad(((i + 1) / 2)::text, 6, '0'),
           '',
           now() - interval '365 days' + (i * interval '365 days' / ${perProduct + 1})
      from products p, w, generate_series(1, ${perProduct}) i
     order by p.id, i`),
  );
  await db.execute(sql`delete from stock_balances`);
  await db.execute(
    sql`insert into stock_balances (product_id, warehouse_id, quantity) select product_id, warehouse_id, sum(quantity)::int from stock_ledger group by 1, 2`,
  );
  await db.execute(sql`update products p set stock = l.total from (select product_id, sum(quantity)::int as total from stock_ledger group by 1) l where l.product_id = p.id`);
  await db.execute(sql`vacuum analyze`);
}

/** Products and their warehouses to read, spread over the table (a fixed stride: the same pick every run). */
export async function sampleBalances(db: Db, count: number): Promise<{ productId: string; warehouseId: string }[]> {
  const rows = rowsOf<{ product_id: string; warehouse_id: string }>(await db.execute(
    sql`select product_id, warehouse_id from (select product_id, warehouse_id, row_number() over (order by product_id, warehouse_id) as n from stock_balances) b where n % ${Math.max(1, Math.floor(LEDGER_PRODUCTS / count))} = 0 limit ${count}`,
  ));
  return rows.map((r) => ({ productId: r.product_id, warehouseId: r.warehouse_id }));
}
