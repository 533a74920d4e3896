import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every business table: a uuid key, soft-delete status, and who/when of the last writes. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const recordStatus = () => text('status', { enum: ['active', 'deleted'] }).notNull().default('active');

export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
