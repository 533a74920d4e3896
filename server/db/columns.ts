import { sql } from 'drizzle-orm';
import { text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every business table: a uuid key, soft-delete status, and who/when of the last writes. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const recordStatus = () => text('status', { enum: ['active', 'deleted'] }).notNull().default('active');

export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** A named master record (division, jabatan, bank, application): the columns its resource routes need. */
export const namedMasterColumns = () => ({
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: recordStatus(),
  ...auditColumns(),
});

/** Names are unique among active rows, ignoring letter case; a deleted row frees its name. */
export const uniqueActiveName = (indexName: string, t: { name: AnyPgColumn; status: AnyPgColumn }) =>
  uniqueIndex(indexName).on(sql`lower(${t.name})`).where(sql`${t.status} = 'active'`);
