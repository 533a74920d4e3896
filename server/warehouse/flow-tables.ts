import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, recordStatus } from '../db/columns';
import { divisions } from '../employee/tables';
import { purchaseLines, purchases } from '../purchasing/tables';
import { products, units, warehouses } from './tables';

// The Warehouse module's stock documents (issue 13; seed 001 sections 2 screens 4–12 and 15, 3, 4,
// 5, 7): goods arriving from POs, goods out, stock opname, stock moves and leftovers. A document
// only records what was asked; its stock effect is the ledger rows it wrote through
// `recordMovements` (server/warehouse/stock.ts), whose `reference` is the document's number.
// Kept apart from tables.ts because goods receipts point at Purchasing's PO lines, and
// purchasing/tables.ts itself imports the catalogue from tables.ts.

/**
 * The last number handed out per document prefix and year (BD-2026-000123): taken with
 * INSERT … ON CONFLICT DO UPDATE in the document's own transaction, so a rolled-back document
 * leaves no gap and two clerks never get the same number (server/warehouse/documents.ts).
 */
export const stockDocumentCounters = pgTable(
  'stock_document_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** One arrival of goods for one PO line ('Barang Datang'): one 'receipt' ledger row. */
export const goodsReceipts = pgTable(
  'warehouse_goods_receipts',
  {
    id: idColumn(),
    number: text('number').notNull(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    purchaseLineId: uuid('purchase_line_id')
      .notNull()
      .references(() => purchaseLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    qty: integer('qty').notNull(),
    /** The arrival date the clerk confirmed (seed: date=YYYY-MM-DD). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_goods_receipts_number').on(t.number),
    index('warehouse_goods_receipts_line').on(t.purchaseLineId, t.createdAt),
    index('warehouse_goods_receipts_purchase').on(t.purchaseId),
    index('warehouse_goods_receipts_time').on(t.createdAt),
    check('warehouse_goods_receipts_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** A goods-out document (seed 'stock_out_user'): a dated header whose lines take goods out. */
export const goodsOutDocuments = pgTable(
  'warehouse_goods_out',
  {
    id: idColumn(),
    number: text('number').notNull(),
    /** The seed's created_date: when the goods left, as the clerk entered it. */
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('warehouse_goods_out_number').on(t.number), index('warehouse_goods_out_active_date').on(t.createdDate).where(sql`${t.status} = 'active'`)],
);

/** A line of a goods-out document (seed 'stock_out'): one product taken out of one warehouse. */
export const goodsOutLines = pgTable(
  'warehouse_goods_out_lines',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => goodsOutDocuments.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    qty: integer('qty').notNull(),
    ket: text('ket').notNull().default(''),
    /** A deleted line keeps its row (the ledger still names it); its goods went back. */
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    index('warehouse_goods_out_lines_document').on(t.documentId, t.createdAt),
    index('warehouse_goods_out_lines_product').on(t.productId),
    check('warehouse_goods_out_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const OPNAME_STATES = ['draft', 'posted'] as const;

/**
 * A stock opname (seed 'stockOpname'): a draft count until it is posted ('Selesai'); posting writes
 * one 'opname' ledger row per line that differs, and a posted opname is read-only.
 */
export const stockOpnames = pgTable(
  'warehouse_stock_opnames',
  {
    id: idColumn(),
    number: text('number').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
    state: text('state', { enum: OPNAME_STATES }).notNull().default('draft'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('warehouse_stock_opnames_number').on(t.number), index('warehouse_stock_opnames_active_date').on(t.createdDate).where(sql`${t.status} = 'active'`)],
);

/**
 * A counted row of an opname (seed 'stockOpnameProduct'): the system stock when counted, the
 * counted stock, and once posted the balance at posting and the adjustment written. `open` is true
 * while the row is active in a draft opname: one open count per product and warehouse.
 */
export const stockOpnameLines = pgTable(
  'warehouse_stock_opname_lines',
  {
    id: idColumn(),
    opnameId: uuid('opname_id')
      .notNull()
      .references(() => stockOpnames.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The balance when the row was counted (seed stock_data). */
    stockData: integer('stock_data').notNull(),
    /** The counted stock (seed stock_real). */
    stockReal: integer('stock_real').notNull(),
    balanceAtPost: integer('balance_at_post'),
    adjustment: integer('adjustment'),
    open: boolean('open').notNull().default(true),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    index('warehouse_stock_opname_lines_opname').on(t.opnameId, t.createdAt),
    uniqueIndex('warehouse_stock_opname_lines_one_open').on(t.productId, t.warehouseId).where(sql`${t.open}`),
    check('warehouse_stock_opname_lines_not_negative', sql`${t.stockData} >= 0 and ${t.stockReal} >= 0`),
  ],
);

/** A stock move between two warehouses: a 'transfer_out' and a 'transfer_in' row in one transaction. */
export const stockMoves = pgTable(
  'warehouse_stock_moves',
  {
    id: idColumn(),
    number: text('number').notNull(),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    fromWarehouseId: uuid('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: uuid('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    amount: integer('amount').notNull(),
    description: text('description').notNull().default(''),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('warehouse_stock_moves_number').on(t.number),
    index('warehouse_stock_moves_active_time').on(t.createdAt).where(sql`${t.status} = 'active'`),
    check('warehouse_stock_moves_amount_positive', sql`${t.amount} > 0`),
    check('warehouse_stock_moves_two_warehouses', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
  ],
);

export const LEFTOVER_SOURCES = ['office', 'project'] as const;

/** Leftover goods returned to a warehouse (seed 'barangsisa'): one 'leftover' ledger row in. */
export const leftovers = pgTable(
  'warehouse_leftovers',
  {
    id: idColumn(),
    number: text('number').notNull(),
    source: text('source', { enum: LEFTOVER_SOURCES }).notNull().default('office'),
    /** The project it came back from (Survey and Project, a later issue); null for the office's. */
    projectId: uuid('project_id'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    qty: integer('qty').notNull(),
    keterangan: text('keterangan').notNull().default(''),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('warehouse_leftovers_number').on(t.number),
    index('warehouse_leftovers_active_time').on(t.source, t.createdAt).where(sql`${t.status} = 'active'`),
    check('warehouse_leftovers_qty_positive', sql`${t.qty} > 0`),
  ],
);
