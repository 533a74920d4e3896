import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';

// The Employee module's master data (seed 000 sections 2–3). Each table carries the columns the
// generic resource routes need (server/resource/routes.ts): one per field of its resource
// definition in common/contract/employee.ts, plus id, status and the audit columns. Names are
// unique among active rows, ignoring letter case; a deleted row frees its name.

export const divisions = pgTable(
  'divisions',
  {
    ...namedMasterColumns(),
    /** Salary status: 1 monthly, 2 weekly, 3 daily (SALARY_STATUS_OPTIONS). */
    salary: integer('salary').notNull(),
  },
  (t) => [uniqueActiveName('divisions_name_active', t), check('divisions_salary_status', sql`${t.salary} between 1 and 3`)],
);

export const positions = pgTable('positions', namedMasterColumns(), (t) => [uniqueActiveName('positions_name_active', t)]);

export const banks = pgTable('banks', namedMasterColumns(), (t) => [uniqueActiveName('banks_name_active', t)]);

/**
 * Announcements (Pengumuman, seed 000 sections 3, 5, 6): sent by a superadmin, read by every
 * signed-in user on the home screen, newest first. `created_by` is the sender.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [index('announcements_status_created').on(t.status, t.createdAt)],
);
