import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * The product-list bench's data: PRODUCT_COUNT active products over a few masters, each with its
 * opening stock written as the ledger writes it (an 'opening' entry, the balance, the total), so
 * `stock:verify` stays clean on the seeded database. Set-based SQL: seconds, not minutes.
 */
export const PRODUCT_COUNT = 100_000;

const WORDS = ['Pipa', 'Kabel', 'Semen', 'Baut', 'Mur', 'Cat', 'Besi', 'Panel', 'Kran', 'Lampu', 'Keramik', 'Triplek', 'Paku', 'Engsel', 'Selang'];

const statements = (count: number): string[] => [
  `insert into warehouse_categories (name) select 'Kategori ' || i from generate_series(1, 40) i`,
  `insert into warehouse_variants (name) select 'Jenis ' || i from generate_series(1, 20) i`,
  `insert into warehouse_units (name) select u from unnest(array['pcs','batang','meter','sak','kg','liter','roll','lembar']) u`,
  `insert into warehouses (code, name, address) select (1700000000 + i)::text, 'Gudang ' || i, 'Jl. Industri No. ' || i from generate_series(1, 6) i`,
  `insert into divisions (name, salary) select 'Divisi Bench ' || i, 1 from generate_series(1, 5) i`,
  `with c as (select array_agg(id order by name) a from warehouse_categories),
        v as (select array_agg(id order by name) a from warehouse_variants),
        u as (select array_agg(id order by name) a from warehouse_units),
        w as (select array_agg(id order by name) a from warehouses),
        d as (select array_agg(id order by name) a from divisions where name like 'Divisi Bench %')
   insert into products (ids, code, name, price, stock, category_id, variant_id, unit_id, division_id, warehouse_id)
   select 1700000000 + i,
          case when i % 7 = 0 then '-' else 'KD-' || lpad(i::text, 6, '0') end,
          (array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + i % ${WORDS.length}] || ' ' || (1 + i % 97) || ' mm ' || substr(md5(i::text), 1, 6),
          1000 * (1 + (i * 7919) % 5000),
          (i * 31) % 500,
          c.a[1 + i % array_length(c.a, 1)], v.a[1 + i % array_length(v.a, 1)], u.a[1 + i % array_length(u.a, 1)],
          d.a[1 + i % array_length(d.a, 1)], w.a[1 + i % array_length(w.a, 1)]
     from generate_series(1, ${count}) i, c, v, u, w, d`,
  `insert into stock_ledger (product_id, warehouse_id, quantity, kind, reference, note)
   select id, warehouse_id, stock, 'opening', 'product:' || id, 'Stok awal (bench)' from products where stock > 0`,
  `insert into stock_balances (product_id, warehouse_id, quantity) select id, warehouse_id, stock from products where stock > 0`,
  `analyze`,
];

export async function seedProducts(db: Db, count = PRODUCT_COUNT): Promise<void> {
  for (const statement of statements(count)) await db.execute(sql.raw(statement));
}

/** Name-filter terms the bench cycles through: common words, a rare fragment, and one that matches nothing. */
export const NAME_FILTERS = ['pipa', 'kabel 12', 'semen', 'a1b', 'mm 5', 'tidakada'];
/** Sorts the bench cycles through, each on the first and on a middle page. */
export const SORTS = ['name|asc', 'price|desc', 'stock|asc', 'category|asc'];
