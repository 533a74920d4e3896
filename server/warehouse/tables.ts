import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';
import { divisions } from '../employee/tables';

// The Warehouse module's catalogue and stock (seed 001 sections 3, 5, 7; ARCHITECTURE "Data").
// Masters carry the columns the generic resource routes need (server/resource/routes.ts), one per
// field of their definition in common/contract/warehouse.ts. Text searched with contains-filters
// over many rows (product names and codes) has trigram indexes (pg_trgm, created by the migration).

export const categories = pgTable('warehouse_categories', namedMasterColumns(), (t) => [uniqueActiveName('warehouse_categories_name_active', t)]);
export const variants = pgTable('warehouse_variants', namedMasterColumns(), (t) => [uniqueActiveName('warehouse_variants_name_active', t)]);
export const units = pgTable('warehouse_units', namedMasterColumns(), (t) => [uniqueActiveName('warehouse_units_name_active', t)]);

export const warehouses = pgTable(
  'warehouses',
  {
    id: idColumn(),
    /** Optional on the form; a blank one gets the next number of warehouseCodeSequence ('GD-0001'). Unique among active rows. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueActiveName('warehouses_name_active', t), uniqueIndex('warehouses_code_active').on(sql`lower(${t.code})`).where(sql`${t.status} = 'active'`)],
);

/** The numbers of the warehouse codes the server gives when the form leaves the code blank. */
export const warehouseCodeSequence = pgSequence('warehouse_code_seq', { startWith: 1 });

/**
 * Products. `stock` is the sum of the product's balances, kept in the same transaction as every
 * balance change (server/warehouse/stock.ts) so lists can filter and sort by it; the ledger is the
 * truth and `stock:verify` checks both. `warehouse_id` is where the product is kept by default.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    /** Creation time in Unix seconds (the seed's 'ids'). */
    ids: bigint('ids', { mode: 'number' }).notNull(),
    /** '-' means none. */
    code: text('code').notNull().default('-'),
    name: text('name').notNull(),
    /** Integer rupiah. */
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Stored file name (server/files, area 'product'), null without a photo. */
    photo: text('photo'),
    status: recordStatus(),
    ...auditColumns(),
    /**
     * The list's name order and contains-filter, stored: a plain column lets the (name_key, id)
     * index answer a deep page from the index alone (no index-only scan over an expression), and
     * the trigram recheck reads it instead of calling lower() on every candidate.
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower("name")`),
    /**
     * lower(category name), kept by triggers (migration 0007: on insert or a changed category_id,
     * and when a category is renamed), so sorting by category walks an index instead of sorting
     * every product joined with its category. Nothing else writes it.
     */
    categoryKey: text('category_key').notNull().default(''),
  },
  (t) => [
    // The list's sort orders: each index ends with the id, the list's tiebreaker, and holds active
    // rows only, so page N of a sort is the index's entries N*per_page onwards.
    index('products_active_name').on(t.nameKey, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_price').on(t.price, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_stock').on(t.stock, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_category').on(t.categoryKey, t.id).where(sql`${t.status} = 'active'`),
    index('products_name_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('products_code_trgm').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    // A code is unique among active products, ignoring letter case; '-' (none) may repeat.
    uniqueIndex('products_code_active').on(sql`lower(${t.code})`).where(sql`${t.status} = 'active' and ${t.code} <> '-'`),
    index('products_category').on(t.categoryId),
    index('products_variant').on(t.variantId),
    index('products_unit').on(t.unitId),
    index('products_warehouse').on(t.warehouseId),
    check('products_price_not_negative', sql`${t.price} >= 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * Kinds of stock movement (ARCHITECTURE "Data"). 'opening' is the stock typed on the product form
 * (until the product has any other movement); the stock documents (flow-tables.ts) write the rest,
 * production and project releases their own.
 */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'receipt',
  'return',
  'goods_out',
  'opname',
  'transfer_out',
  'transfer_in',
  'leftover',
  'production_use',
  'production_output',
  'project_release',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * The stock ledger: one immutable row per movement of one product in one warehouse, with a signed
 * quantity. A trigger (in the migration) refuses UPDATE and DELETE; corrections are new rows.
 * `reference` names the document that caused it ('product:<id>', a stock move's id, …).
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The stock card: a product's rows in order, over every warehouse or one.
    index('stock_ledger_product').on(t.productId, t.id),
    index('stock_ledger_product_warehouse').on(t.productId, t.warehouseId, t.id),
    index('stock_ledger_kind_time').on(t.kind, t.createdAt),
    check('stock_ledger_quantity_not_zero', sql`${t.quantity} <> 0`),
  ],
);

/**
 * The balance of one product in one warehouse, changed in the same transaction as the ledger row
 * that explains it, under the row's lock. The CHECK is the last guard: stock never goes below zero.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] }), check('stock_balances_not_negative', sql`${t.quantity} >= 0`)],
);

/** What a product is made of (komposisi): component and whole quantity; no product contains itself, even through others. */
export const productCompositions = pgTable(
  'product_compositions',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    componentId: uuid('component_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.componentId] }),
    index('product_compositions_component').on(t.componentId),
    check('product_compositions_qty_positive', sql`${t.qty} > 0`),
    check('product_compositions_not_self', sql`${t.productId} <> ${t.componentId}`),
  ],
);

/** QR codes are numbered from one sequence: a code is never handed out twice. */
export const productQrSequence = pgSequence('product_qr_seq', { startWith: 1 });

/**
 * One QR code per unit in stock. Codes are unique over every row; a code whose unit left the stock
 * is retired (kept, never reassigned). `printed` is the seed's print flag: 0 Belum, 1 Sudah Tercetak.
 */
export const productQrCodes = pgTable(
  'product_qrcodes',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    printed: smallint('printed').notNull().default(0),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printedBy: uuid('printed_by'),
    state: text('state', { enum: ['active', 'retired'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_qrcodes_code').on(t.code),
    index('product_qrcodes_product_state').on(t.productId, t.state),
    check('product_qrcodes_printed_flag', sql`${t.printed} in (0, 1)`),
  ],
);
