import { and, asc, desc, eq, gt, gte, lt, lte, or, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgColumn, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fileUrl } from '../../common/contract/files';
import { LIST_COUNT_CAP, paginateCapped, parseSort, type Pagination } from '../../common/contract/list';
import {
  NUMBER_FILTER,
  PRODUCT_DEFAULT_SORT,
  PRODUCT_INCOMPLETE,
  PRODUCT_SORT_KEYS,
  productEndpoints,
  productFields,
  STOCK_LOCKED_MESSAGE,
  type ProductDetail,
  type ProductFields,
  type ProductFilters,
  type ProductRow,
} from '../../common/contract/warehouse';
import { productFilterLines, type ProductRecapRow } from '../../common/print/report';
import { personName, type Clock } from '../auth/context';
import { writeAuditDiff } from '../db/audit';
import { AUDIT_TRACKED } from '../../common/contract/audit';
import type { Db } from '../db/client';
import { activeDivisions, divisionNames, lockActiveDivision } from '../employee/lookup';
import { writeWithFile, type FileStore, type RecordFileDeps } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError, zodValidationError } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { escapeLike, softDelete } from '../resource/routes';
import { assertProductCodeFree, productCodeConflict } from './codes';
import { compositionOf, PRODUCT_MISSING } from './composition';
import { activeQrCodes } from './qrcodes';
import { balancesOf, hasMovementsBeyondOpening, setOpeningStock } from './stock';
import { categories, products, units, variants, warehouses } from './tables';

/**
 * Products (seed 001 sections 2 screen 3, 3, 5, 7 'Products', 9): the record with its photo and
 * opening stock, the list with its column filters (fast on 100,000 rows: see listProducts), the
 * detail, and the 'Cetak Rekap' PDF, which filters and sorts with the very same code as the list.
 */

export interface ProductRouteDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
}

/** The files area product photos are stored in (and served from, by fileUrl). */
const PHOTO_AREA = 'product';

/** The recap is one PDF rendered in the server's process: past this many rows the user narrows the filters. */
export const RECAP_MAX_ROWS = 5000;
const RECAP_TOO_MANY = `Terlalu banyak produk untuk dicetak (maksimal ${RECAP_MAX_ROWS.toLocaleString('id-ID')}); persempit pencarian`;

/** The contract's field name → its column, as a save reads the current record. */
const recordColumns = {
  name: products.name,
  code: products.code,
  price: products.price,
  stock: products.stock,
  category: products.categoryId,
  variant: products.variantId,
  unit: products.unitId,
  division: products.divisionId,
  warehouse: products.warehouseId,
} satisfies Record<keyof ProductFields, PgColumn>;

/** The columns a save writes; the stock is not among them: only the ledger (stock.ts) changes it. */
function columnValues(fields: ProductFields) {
  return {
    name: fields.name,
    code: fields.code,
    price: fields.price,
    categoryId: fields.category,
    variantId: fields.variant,
    unitId: fields.unit,
    divisionId: fields.division,
    warehouseId: fields.warehouse,
  };
}

const rowSelection = {
  id: products.id,
  ids: products.ids,
  code: products.code,
  name: products.name,
  price: products.price,
  stock: products.stock,
  categoryId: categories.id,
  categoryName: categories.name,
  variantId: variants.id,
  variantName: variants.name,
  unitId: units.id,
  unitName: units.name,
  divisionId: products.divisionId,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  photo: products.photo,
  status: products.status,
};

/** Products with their masters (a later-deleted master still names the row). */
const selectRows = (db: Db) =>
  db
    .select(rowSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(variants, eq(variants.id, products.variantId))
    .innerJoin(units, eq(units.id, products.unitId))
    .innerJoin(warehouses, eq(warehouses.id, products.warehouseId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(raw: RawRow, division: ReadonlyMap<string, string>): ProductRow {
  return {
    id: raw.id,
    ids: Number(raw.ids),
    code: raw.code,
    name: raw.name,
    price: Number(raw.price),
    stock: raw.stock,
    category: { id: raw.categoryId, name: raw.categoryName },
    variant: { id: raw.variantId, name: raw.variantName },
    unit: { id: raw.unitId, name: raw.unitName },
    division: division.get(raw.divisionId) ?? '',
    division_id: raw.divisionId,
    warehouse: raw.warehouseName,
    warehouse_id: raw.warehouseId,
    photo: raw.photo ? fileUrl(PHOTO_AREA, raw.photo) : null,
    status: raw.status,
  };
}

/** Rows with their division names, read from the Employee module for these rows' divisions only. */
async function toRows(db: Db, raws: readonly RawRow[]): Promise<ProductRow[]> {
  const names = await divisionNames(
    db,
    raws.map((r) => r.divisionId),
  );
  return raws.map((raw) => toRow(raw, names));
}

const active = (id: string) => and(eq(products.id, id), eq(products.status, 'active'));

/** The product as its Riwayat Perubahan tracks it: the masters by name, as the user picked them. */
function historyOf(row: ProductRow): Record<string, unknown> {
  return { name: row.name, code: row.code, price: row.price, stock: row.stock, category: row.category.name, variant: row.variant.name, unit: row.unit.name, warehouse: row.warehouse };
}

async function activeRow(db: Db, id: string): Promise<ProductRow | null> {
  const [raw] = await selectRows(db).where(active(id)).limit(1);
  if (!raw) return null;
  const [row] = await toRows(db, [raw]);
  return row ?? null;
}

// ─── The list's filters and order: one function serves the list and the recap ─────────────────

/** `%text%` for a like over a lower-cased column (the shape the trigram GIN indexes serve); nothing for an empty filter. */
function containsPattern(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? `%${escapeLike(trimmed.toLowerCase())}%` : undefined;
}

/** lower(column), for the filters over columns that have no stored lower-case key. */
const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

/** 'x' exact, or '<x', '<=x', '>x', '>=x' (NUMBER_FILTER). */
interface NumberFilter {
  operator: string;
  value: number;
}

function numberFilter(filter: string | undefined): NumberFilter | undefined {
  const match = filter ? NUMBER_FILTER.exec(filter) : null;
  return match ? { operator: match[1] ?? '=', value: Number(match[2]) } : undefined;
}

function numberCondition(column: AnyPgColumn, filter: NumberFilter, value: Bound): SQL {
  switch (filter.operator) {
    case '<':
      return lt(column, value);
    case '<=':
      return lte(column, value);
    case '>':
      return gt(column, value);
    case '>=':
      return gte(column, value);
    default:
      return eq(column, value);
  }
}

/** A master's lower-cased name for the product row, by a scalar subquery (no join needed). */
const masterName = (table: typeof variants | typeof warehouses, column: AnyPgColumn): SQL =>
  sql`(select lower(${table.name}) from ${table} where ${table.id} = ${column})`;

// Text sorts ignore letter case, as the user reads it; masters sort by their names. Every key reads
// the products row alone, so a page is found before any join; name, price, stock and category
// (stored keys, see tables.ts) have an index ending in the id that serves their pages.
const SORT_KEYS = new Map<string, SQL>([
  ['name', sql`${products.nameKey}`],
  ['code', lower(products.code)],
  ['category', sql`${products.categoryKey}`],
  ['variant', masterName(variants, products.variantId)],
  ['price', sql`${products.price}`],
  ['stock', sql`${products.stock}`],
  ['warehouse', masterName(warehouses, products.warehouseId)],
  ['created_at', sql`${products.createdAt}`],
]);

interface SortTerm {
  key: SQL;
  descending: boolean;
}

/**
 * The terms of a `sort` parameter as SORT_KEYS names them. An unknown field is a 400 naming the
 * choices, as on every list (resource/routes.ts sortOrder).
 */
function sortFields(sort: string): { field: string; descending: boolean }[] {
  const terms = parseSort(sort).map((term) => ({ field: term.field.toLowerCase(), given: term.field, descending: term.direction === 'desc' }));
  const unknown = terms.filter((term) => !SORT_KEYS.has(term.field)).map((term) => term.given);
  if (unknown.length > 0) throw validationError({ sort: `Kolom sort tidak dikenal: ${unknown.join(', ')} (pilihan: ${PRODUCT_SORT_KEYS.join(', ')})` });
  return terms.map(({ field, descending }) => ({ field, descending }));
}

/**
 * The sort's keys, then the id as the tiebreaker so equal rows keep one order from page to page.
 * The id runs the way the last term does: name|desc is then (name_key, id) read backwards, one
 * index walk, where an ascending id after a descending name would need a sort.
 */
function productSort(fields: readonly { field: string; descending: boolean }[]): SortTerm[] {
  const known = fields.flatMap(({ field, descending }) => {
    const key = SORT_KEYS.get(field);
    return key ? [{ key, descending }] : [];
  });
  return [...known, { key: sql`${products.id}`, descending: known.at(-1)?.descending ?? false }];
}

const orderOf = (terms: readonly SortTerm[]): SQL[] => terms.map((term) => (term.descending ? desc(term.key) : asc(term.key)));

/** What the list and the recap search by: the column filters, the general `filter`, the sort. */
export interface ProductSearch extends ProductFilters {
  /** Name or code contains. */
  filter?: string | undefined;
  sort?: string | undefined;
}

/**
 * A search as its conditions' values (like patterns, number filters) and its sort: what the SQL
 * is built from (searchSql). Which conditions it has, their operators and the sort are its shape;
 * the values are all the SQL binds.
 */
interface SearchPlan {
  name: string | undefined;
  code: string | undefined;
  category: string | undefined;
  warehouse: string | undefined;
  /** The general `filter`: name or code contains. */
  either: string | undefined;
  price: NumberFilter | undefined;
  stock: NumberFilter | undefined;
  sort: { field: string; descending: boolean }[];
}

function planOf(search: ProductSearch): SearchPlan {
  return {
    name: containsPattern(search.namaproduk),
    code: containsPattern(search.kode_merk),
    category: containsPattern(search.kategori),
    warehouse: containsPattern(search.gudang),
    either: containsPattern(search.filter),
    price: numberFilter(search.harga),
    stock: numberFilter(search.stok),
    sort: sortFields(search.sort ?? PRODUCT_DEFAULT_SORT),
  };
}

/** The plan's values by the names searchSql binds them under. */
function planValues(plan: SearchPlan): Record<string, string | number | undefined> {
  return { name: plan.name, code: plan.code, category: plan.category, warehouse: plan.warehouse, either: plan.either, price: plan.price?.value, stock: plan.stock?.value };
}

/** Everything of a plan but its values: plans of one shape give one SQL text. */
function shapeOf(plan: SearchPlan): string {
  const has = (value: string | undefined) => (value === undefined ? '-' : '+');
  const number = (filter: NumberFilter | undefined) => filter?.operator ?? '-';
  const sort = plan.sort.map((term) => `${term.field}|${term.descending ? 'desc' : 'asc'}`).join(',');
  return [has(plan.name), has(plan.code), has(plan.category), has(plan.warehouse), has(plan.either), number(plan.price), number(plan.stock), sort].join(' ');
}

/** A value as the SQL binds it: itself (the recap, the whole list) or a named placeholder (the page query, compiled once per shape). */
type Bound = string | number | Placeholder;
type Bind = (name: string, value: string | number) => Bound;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * WHERE and ORDER BY of a product search. Both read the products table alone (masters by
 * `… in (select id … where lower(name) like …)` or scalar subqueries), so the page can be found
 * and counted without joins; the rows of the page are joined with their masters afterwards.
 */
function searchSql(plan: SearchPlan, bind: Bind): { where: SQL; terms: SortTerm[]; orderBy: SQL[] } {
  const like = (column: AnyPgColumn | SQL, name: keyof SearchPlan, pattern: string | undefined): SQL | undefined =>
    pattern === undefined ? undefined : sql`${column} like ${bind(name, pattern)}`;
  const masterNamed = (table: typeof categories | typeof warehouses, column: AnyPgColumn, name: keyof SearchPlan, pattern: string | undefined): SQL | undefined => {
    const named = like(lower(table.name), name, pattern);
    return named ? sql`${column} in (select ${table.id} from ${table} where ${named})` : undefined;
  };
  const where =
    and(
      eq(products.status, 'active'),
      like(products.nameKey, 'name', plan.name),
      like(lower(products.code), 'code', plan.code),
      masterNamed(categories, products.categoryId, 'category', plan.category),
      masterNamed(warehouses, products.warehouseId, 'warehouse', plan.warehouse),
      plan.price ? numberCondition(products.price, plan.price, bind('price', plan.price.value)) : undefined,
      plan.stock ? numberCondition(products.stock, plan.stock, bind('stock', plan.stock.value)) : undefined,
      plan.either === undefined ? undefined : or(like(products.nameKey, 'either', plan.either), like(lower(products.code), 'either', plan.either)),
    ) ?? sql`true`;
  const terms = productSort(plan.sort);
  return { where, terms, orderBy: orderOf(terms) };
}

export function productSearch(search: ProductSearch): { where: SQL; terms: SortTerm[]; orderBy: SQL[] } {
  return searchSql(planOf(search), asValue);
}

/** `{counted, ids}` of the page query: a row as both drivers (pg, PGlite) return it. */
function pageRow(result: unknown): { counted: number; ids: string[] } {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : null;
  if (typeof row === 'object' && row !== null && 'counted' in row && 'ids' in row) {
    const { counted, ids } = row;
    if (typeof counted === 'number' && Array.isArray(ids) && ids.every((id): id is string => typeof id === 'string')) return { counted, ids };
  }
  throw new Error('product page: unexpected result');
}

/**
 * A statement rendered once (text, and its parameters: constants of the SQL or named placeholders),
 * prepared per database handle like a query builder's .prepare(): each call only fills in the
 * placeholders' values, where db.execute(sql) renders the SQL tree again on every call.
 */
interface CompiledStatement {
  query: Query;
  prepared: WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>;
}

const dialect = new PgDialect();

const compileStatement = (query: SQL): CompiledStatement => ({ query: dialect.sqlToQuery(query), prepared: new WeakMap() });

/** Runs the statement with these placeholder values; the result as the driver gives it (`{rows}` on both). */
function runStatement(db: Db, statement: CompiledStatement, values: Record<string, unknown>): Promise<unknown> {
  let prepared = statement.prepared.get(db);
  if (!prepared) {
    // As db.execute prepares it: unnamed, rows as objects, no mapping.
    prepared = db._.session.prepareQuery(statement.query, undefined, undefined, false);
    statement.prepared.set(db, prepared);
  }
  return prepared.execute(values);
}

/**
 * The rows of a page by their ids, with their masters: selectRows' columns under names of their
 * own, read as plain objects (rawRow) instead of through drizzle's row mapping, which was a good
 * part of the list's own work. Compiled once.
 */
const rowsByIdStatement = compileStatement(sql`
  select ${sql.join(
    Object.entries(rowSelection).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
    sql`, `,
  )}
  from ${products}
  inner join ${categories} on ${categories.id} = ${products.categoryId}
  inner join ${variants} on ${variants.id} = ${products.variantId}
  inner join ${units} on ${units.id} = ${products.unitId}
  inner join ${warehouses} on ${warehouses.id} = ${products.warehouseId}
  where ${products.id} = any(${sql.placeholder('ids')}::uuid[])`);

const rowsOf = (result: unknown): unknown[] => {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  if (!Array.isArray(rows)) throw new Error('product rows: unexpected result');
  return rows;
};

const isText = (value: unknown): value is string => typeof value === 'string';
/** A bigint column: text from pg, a number or bigint from PGlite. */
const isNumeric = (value: unknown): value is string | number | bigint => typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint';

/** A row of rowsByIdStatement as both drivers return it, checked field by field. */
function rawRow(row: unknown): RawRow {
  if (typeof row !== 'object' || row === null) throw new Error('product rows: unexpected row');
  const { id, ids, code, name, price, stock, categoryId, categoryName, variantId, variantName, unitId, unitName, divisionId, warehouseId, warehouseName, photo, status } =
    row as Record<string, unknown>;
  if (
    !isText(id) || !isNumeric(ids) || !isText(code) || !isText(name) || !isNumeric(price) || typeof stock !== 'number' ||
    !isText(categoryId) || !isText(categoryName) || !isText(variantId) || !isText(variantName) || !isText(unitId) || !isText(unitName) ||
    !isText(divisionId) || !isText(warehouseId) || !isText(warehouseName) || (photo !== null && !isText(photo)) || (status !== 'active' && status !== 'deleted')
  ) {
    throw new Error('product rows: unexpected row');
  }
  return { id, ids: Number(ids), code, name, price: Number(price), stock, categoryId, categoryName, variantId, variantName, unitId, unitName, divisionId, warehouseId, warehouseName, photo, status };
}

/**
 * The page query's text by the search's shape (shapeOf): building it is most of the list's own
 * work (walking the SQL tree), and a clerk paging or typing in a filter sends one shape again and
 * again. Bounded: user-given sorts can make many shapes.
 */
const pageStatements = new Map<string, CompiledStatement>();
const PAGE_STATEMENTS_MAX = 500;

/**
 * The page query of a plan, values bound as placeholders (searchSql; per_page and offset too), in
 * one statement that never reads more than the page needs:
 *
 * - `probe` takes at most LIST_COUNT_CAP + 1 matches with their sort keys (for a name filter a
 *   trigram bitmap scan, or the name index read whole with the filter, as the planner finds
 *   cheaper; without one, the first rows it comes to) and counts them.
 * - Up to the cap that is the whole match set: the page is its top rows after a small in-memory
 *   sort, and the count is exact. This is the path of every narrow filter ('pipa' is 6,700 rows),
 *   where walking the name index instead would step over every name before 'pipa…'.
 * - Past the cap the count stops ('lebih dari 10.000', total_capped) and the page is read by
 *   walking the sort's index (products_active_name, _price, _stock, _category), which holds the
 *   keys and the id, so page N costs N × per_page index entries and no sort of the whole table.
 *
 * The CASE runs only the branch it takes (each is an initplan run when first read).
 */
function pageQuery(plan: SearchPlan): SQL {
  const { where, terms, orderBy } = searchSql(plan, asPlaceholder);
  const keys = terms.map((term, i) => sql`${term.key} as ${sql.identifier(`k${i}`)}`);
  const probeOrder = terms.map((term, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(term.descending ? 'desc' : 'asc')}`);
  const perPage = sql.placeholder('per_page');
  const offset = sql.placeholder('offset');
  return sql`
    with probe as materialized (select ${sql.join(keys, sql`, `)} from ${products} where ${where} limit ${sql.raw(String(LIST_COUNT_CAP + 1))}),
         counted as (select count(*)::int as n from probe)
    select counted.n as counted,
      (case when counted.n <= ${sql.raw(String(LIST_COUNT_CAP))}
        then array(select ${sql.identifier(`k${terms.length - 1}`)} from probe order by ${sql.join(probeOrder, sql`, `)} limit ${perPage} offset ${offset})
        else array(select ${products.id} from ${products} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${perPage} offset ${offset})
      end)::text[] as ids
    from counted`;
}

/**
 * One page of the list and its count (pageQuery), then the page's rows by id with their masters.
 * Exported for the bench, which replays these statements.
 */
export async function listProducts(db: Db, search: ProductSearch, page: { page: number; per_page: number }): Promise<{ data: ProductRow[]; pagination: Pagination }> {
  const plan = planOf(search);
  const shape = shapeOf(plan);
  let statement = pageStatements.get(shape);
  if (!statement) {
    statement = compileStatement(pageQuery(plan));
    if (pageStatements.size >= PAGE_STATEMENTS_MAX) pageStatements.clear();
    pageStatements.set(shape, statement);
  }
  const result = await runStatement(db, statement, { ...planValues(plan), per_page: page.per_page, offset: (page.page - 1) * page.per_page });
  const { counted, ids } = pageRow(result);
  const raws = ids.length > 0 ? rowsOf(await runStatement(db, rowsByIdStatement, { ids })).map(rawRow) : [];
  const byId = new Map(raws.map((raw) => [raw.id, raw]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { data: await toRows(db, rows), pagination: paginateCapped(counted, rows.length, page.page, page.per_page) };
}

// ─── Saves ───────────────────────────────────────────────────────────────────────────────────

const PICK_MISSING = {
  category: 'Kategori tidak ditemukan',
  variant: 'Jenis tidak ditemukan',
  unit: 'Satuan tidak ditemukan',
  division: 'Divisi tidak ditemukan',
  warehouse: 'Warehouse tidak ditemukan',
} as const;

/**
 * The picked masters must be active rows. FOR SHARE holds each so until the product is written: a
 * concurrent delete of the master (which locks the row, then asks whether an active product uses
 * it) either sees this product or makes this check find the master deleted.
 */
async function assertPicks(tx: Db, fields: ProductFields): Promise<void> {
  const activeMaster = async (table: typeof categories | typeof variants | typeof units | typeof warehouses, id: string): Promise<boolean> => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.status, 'active')))
      .for('share');
    return row !== undefined;
  };
  const found = {
    category: await activeMaster(categories, fields.category),
    variant: await activeMaster(variants, fields.variant),
    unit: await activeMaster(units, fields.unit),
    division: await lockActiveDivision(tx, fields.division),
    warehouse: await activeMaster(warehouses, fields.warehouse),
  };
  const missing: Record<string, string> = {};
  for (const [field, ok] of Object.entries(found) as [keyof typeof PICK_MISSING, boolean][]) {
    if (!ok) missing[field] = PICK_MISSING[field];
  }
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', PRODUCT_INCOMPLETE, missing);
}

const stockLocked = () => new AppError('CONFLICT', STOCK_LOCKED_MESSAGE, { stock: STOCK_LOCKED_MESSAGE });

export function registerProductRoutes(app: FastifyInstance, deps: ProductRouteDeps): void {
  const { db, files, clock } = deps;
  const e = productEndpoints;

  const photoFiles = (log: FastifyBaseLogger): RecordFileDeps => ({ files, area: PHOTO_AREA, log });

  registerEndpoint(app, e.list, async ({ query }) => {
    if (query.show === 'all') {
      const { where, orderBy } = productSearch(query);
      return { data: await toRows(db, await selectRows(db).where(where).orderBy(...orderBy)) };
    }
    return listProducts(db, query, query);
  });

  registerEndpoint(app, e.get, async ({ params }) => {
    const row = await activeRow(db, params.id);
    if (!row) throw notFound(PRODUCT_MISSING);
    const [komposisi, balances, locked, qrcode] = [
      await compositionOf(db, params.id),
      await balancesOf(db, params.id),
      await hasMovementsBeyondOpening(db, params.id),
      await activeQrCodes(db, params.id),
    ];
    const detail: ProductDetail = { ...row, komposisi, balances, stock_locked: locked };
    return { data: { data: detail, qrcode } };
  });

  registerEndpoint(app, e.divisions, async () => ({ data: await activeDivisions(db) }));

  registerEndpoint(app, e.add, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };
    // The photo is stored first and removed again if the row is not written, so nothing is half-saved.
    const row = await writeWithFile(photoFiles(request.log), received.file, async (photo) => ({
      replaced: null,
      result: await db.transaction(async (tx) => {
        await assertPicks(tx, body);
        await assertProductCodeFree(tx, body.code);
        const [inserted] = await tx
          .insert(products)
          .values({
            ...columnValues(body),
            // The seed's 'ids': the creation time in Unix seconds.
            ids: Math.floor(now.getTime() / 1000),
            // Starts empty: the opening stock below is a ledger movement like any other.
            stock: 0,
            photo,
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning({ id: products.id });
        if (!inserted) throw new Error('insert returned nothing');
        if (body.stock > 0) await setOpeningStock(tx, { id: inserted.id, warehouseId: body.warehouse, stock: body.stock }, by);
        const saved = await activeRow(tx, inserted.id);
        if (!saved) throw new Error('inserted product not found');
        await writeAuditDiff(tx, auth, now, { entity: 'product', entityId: inserted.id, action: 'add', tracked: AUDIT_TRACKED.product, before: null, after: historyOf(saved), alsoChanged: photo ? ['photo'] : [] });
        return saved;
      }).catch((error: unknown) => {
        throw productCodeConflict(error, body.code);
      }),
    }));
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.update, async ({ params, body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };

    // The seed's delete: PUT update/{id} with status 'deleted' (any other part is ignored).
    if (body.status === 'deleted') {
      await db.transaction(async (tx) => {
        if (!(await softDelete(tx, products, active(params.id), { entity: 'product', entityId: params.id, by: auth, at: now }))) throw notFound(PRODUCT_MISSING);
      });
      return { status: 'ok' as const };
    }

    // Otherwise the whole record, checked by the add rules, with the same per-field 400.
    const parsed = productFields.safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const fields = parsed.data;
    await writeWithFile(photoFiles(request.log), received.file, async (photo) => ({
      result: null,
      // The photo the row pointed at before a new one replaced it.
      replaced: await db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: products.id }).from(products).where(active(params.id));
        if (!exists) throw notFound(PRODUCT_MISSING);
        // The masters are held before the product: a category rename holds the category, then its
        // trigger updates the category's products (category_key), so taking them in the other order
        // here could deadlock with it.
        await assertPicks(tx, fields);
        // The product's lock serialises this save with every stock movement of the product.
        const [current] = await tx
          .select({ ...recordColumns, photo: products.photo })
          .from(products)
          .where(active(params.id))
          .for('update');
        if (!current) throw notFound(PRODUCT_MISSING);
        await assertProductCodeFree(tx, fields.code, params.id);
        const stockChanged = fields.stock !== current.stock;
        const warehouseChanged = fields.warehouse !== current.warehouse;
        // Once other movements exist the stock belongs to the stock flows; the default warehouse may still change.
        const locked = stockChanged || warehouseChanged ? await hasMovementsBeyondOpening(tx, params.id) : false;
        if (stockChanged && locked) throw stockLocked();
        const before = await activeRow(tx, params.id);
        // No new file keeps the current photo; the stock is the ledger's to change.
        await tx
          .update(products)
          .set({ ...columnValues(fields), ...(photo ? { photo } : {}), updatedAt: now, updatedBy: auth.user.id })
          .where(eq(products.id, params.id));
        if (!locked && (stockChanged || warehouseChanged)) {
          await setOpeningStock(tx, { id: params.id, warehouseId: fields.warehouse, stock: fields.stock }, by);
        }
        const after = await activeRow(tx, params.id);
        await writeAuditDiff(tx, auth, now, {
          entity: 'product',
          entityId: params.id,
          action: 'update',
          tracked: AUDIT_TRACKED.product,
          before: before && historyOf(before),
          after: after && historyOf(after),
          alsoChanged: photo ? ['photo'] : [],
        });
        return photo ? current.photo : null;
      }).catch((error: unknown) => {
        throw productCodeConflict(error, fields.code);
      }),
    }));
    return { status: 'ok' as const };
  });

  // 'Cetak Rekap': the URL of the PDF with the same filters, then the PDF itself.
  registerEndpoint(app, e.recap, async ({ query }) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(name, value);
    }
    const search = params.toString();
    return { url: `${e.recapPdf.path}${search ? `?${search}` : ''}` };
  });

  registerEndpoint(app, e.recapPdf, async ({ query, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const { where, orderBy } = productSearch(query);
    const raws = await selectRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(RECAP_MAX_ROWS + 1);
    if (raws.length > RECAP_MAX_ROWS) throw new AppError('TOO_LARGE', RECAP_TOO_MANY);
    const rows: ProductRecapRow[] = raws.map((r) => ({
      name: r.name,
      code: r.code,
      category: r.categoryName,
      variant: r.variantName,
      unit: r.unitName,
      price: Number(r.price),
      stock: r.stock,
      warehouse: r.warehouseName,
    }));
    const printedBy = personName(auth.user);
    const pdf = await renderPdfJob(pdfJob('productRecap', rows, { filters: productFilterLines(query), printedBy, printedAt: clock() }));
    return sendPdf(reply, pdf, 'rekap-produk.pdf');
  });
}
