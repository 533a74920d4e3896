import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { listProducts, type ProductSearch } from '../../server/warehouse/products';

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

/**
 * VACUUM ANALYZE: what autovacuum does to a PostgreSQL table soon after a bulk load (the visibility
 * map lets the list's deep pages come from its indexes alone). PGlite has no autovacuum, so the
 * bench measures it before and after this.
 */
export async function vacuumProducts(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Name-filter terms the bench cycles through: common words, a rare fragment, and one that matches nothing. */
export const NAME_FILTERS = ['pipa', 'kabel 12', 'semen', 'a1b', 'mm 5', 'tidakada'];
/** Sorts the bench cycles through, each on the first and on a middle page. */
export const SORTS = ['name|asc', 'price|desc', 'stock|asc', 'category|asc'];
/** The middle page of the unfiltered list at 10 a page (fixed: a capped count no longer says where the end is). */
export const MIDDLE_PAGE = Math.floor(PRODUCT_COUNT / 10 / 2);

const LIST = '/api/warehouse/product/pro';

/** The list calls the bench times, each with a label: every name filter on page 1, every sort on page 1 and the middle page. */
export function benchRoutes(): { filters: { label: string; route: string }[]; sorts: { label: string; route: string }[] } {
  return {
    filters: NAME_FILTERS.map((term) => ({ label: `'${term}'`, route: `${LIST}?namaproduk=${encodeURIComponent(term)}&page=1&per_page=10` })),
    sorts: SORTS.flatMap((by) =>
      [1, MIDDLE_PAGE].map((page) => ({ label: `${by} page ${page}`, route: `${LIST}?sort=${encodeURIComponent(by)}&page=${page}&per_page=10` })),
    ),
  };
}

/** The two calls the throughput comparison loads: one representative filter, one deep sorted page. */
export const LOAD_CALLS: { label: string; search: ProductSearch; page: number }[] = [
  { label: `filter 'pipa' page 1`, search: { namaproduk: 'pipa' }, page: 1 },
  { label: `sort price|desc page ${MIDDLE_PAGE}`, search: { sort: 'price|desc' }, page: MIDDLE_PAGE },
];

export const loadRoute = (call: (typeof LOAD_CALLS)[number]): string => {
  const query = new URLSearchParams({ ...(call.search.namaproduk ? { namaproduk: call.search.namaproduk } : {}), ...(call.search.sort ? { sort: call.search.sort } : {}) });
  return `${LIST}?${query.toString()}&page=${call.page}&per_page=10`;
};

export interface Statement {
  text: string;
  params: unknown[];
}

/** The SQL our handler sends for a list call (listProducts through drizzle's query log), to replay elsewhere. */
export async function listStatements(url: string, call: (typeof LOAD_CALLS)[number]): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => statements.push({ text, params }) } }) as unknown as Db;
    await listProducts(db, call.search, { page: call.page, per_page: 10 });
  } finally {
    await pool.end();
  }
  return statements;
}

/**
 * The baseline: a bare node:http + pg server (scripts/bench/bare-list.ts, its own process like
 * ours) that answers each path by replaying `routes[path]`, the statements our handler sends.
 */
export async function startBareList(url: string, routes: Record<string, Statement[]>): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-list.ts')], {
    env: { ...process.env, BARE_LIST: JSON.stringify({ url, routes }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /siap di (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bare-list exited ${code}`)));
  });
  return {
    url: base,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * fetch, once more when the kept-alive connection it picked turns out closed (ECONNRESET, EPIPE,
 * a socket error): the bench stops and starts servers on ports the system may hand out again, so a
 * socket left idle from an earlier server can be chosen before fetch has noticed it closed.
 */
export async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause: unknown = error instanceof Error ? error.cause : null;
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : null;
    if (code !== 'ECONNRESET' && code !== 'EPIPE' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/**
 * `connections` loops, each sending the next request as soon as its answer is read, for `ms`
 * (fetch keeps its connections alive): requests per second and the latencies seen meanwhile.
 */
export async function loadFor(url: string, headers: Record<string, string>, connections: number, ms: number): Promise<{ perSecond: number; times: number[] }> {
  const times: number[] = [];
  const began = performance.now();
  const deadline = began + ms;
  const loop = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const res = await fetchOnce(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { perSecond: times.length / ((performance.now() - began) / 1000), times };
}
