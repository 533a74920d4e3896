import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRODUCTION_STATUSES } from '../../common/production';
import { auditColumns, idColumn } from '../db/columns';

// Production orders, their RAB images and work logs (seed 001 sections 3–7; issue 15; the rules
// are in common/production.ts). Products, divisions, projects and warehouses are named by id and
// read through their modules' lookups, never their tables; stock moves through the warehouse
// ledger (recordMovements) with the reference 'production:<id>'.

/**
 * A production order. `status` follows the machine of common/production.ts; `deletedAt` is the
 * soft delete (a deleted order leaves every list but keeps its history).
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: idColumn(),
    /** A Warehouse module product id: what is made. */
    productId: uuid('product_id').notNull(),
    /** An Employee module division id: who makes it. */
    divisionId: uuid('division_id').notNull(),
    /** A Survey module project id, for an order made from a project's needs. */
    projectId: uuid('project_id'),
    qty: integer('qty').notNull(),
    status: text('status', { enum: PRODUCTION_STATUSES }).notNull().default('approved'),
    /** The deadline (tanggalselesai); null when none was given. */
    deadline: date('deadline', { mode: 'string' }),
    /** Set by 'selesai': where the finished goods went, and when. */
    warehouseId: uuid('warehouse_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    ...auditColumns(),
  },
  (t) => [
    index('production_orders_board').on(t.deadline, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('production_orders_division').on(t.divisionId, t.status).where(sql`${t.deletedAt} is null`),
    check('production_orders_qty_positive', sql`${t.qty} > 0`),
    check('production_orders_finished', sql`(${t.status} = 'selesai') = (${t.finishedAt} is not null and ${t.warehouseId} is not null)`),
  ],
);

/** RAB images of an order, in the order they were given: stored names in the files area 'production'. */
export const productionImages = pgTable(
  'production_images',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('production_images_order').on(t.orderId, t.position)],
);

/** Work logs (work progress) of an order, written by its division; deleted for real. */
export const productionLogs = pgTable(
  'production_logs',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** The author's user id. */
    authorId: uuid('author_id'),
    ...auditColumns(),
  },
  (t) => [index('production_logs_order').on(t.orderId, t.createdAt)],
);
