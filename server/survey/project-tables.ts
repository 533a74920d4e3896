import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROGRESS_STAGES, RELEASE_STATES } from '../../common/contract/project';
import { auditColumns, idColumn } from '../db/columns';
import { surveys } from './tables';

// Projects made from surveys, their outgoing-goods request (barangkeluar) with the admin's and the
// guard's confirmations, and their progress photos (seed 001 sections 3–5, 7; issue 14 sections
// 2–3; the rules are in common/contract/project.ts). Employees, products and warehouses are named
// by id and read through their modules' lookups, never their tables; the stock itself moves
// through the warehouse ledger (recordMovements), whose reference is the request's KP- number.

/** A project (seed 'proyek'). Deleted for real (seed section 4), refused once goods left. */
export const projects = pgTable(
  'survey_projects',
  {
    id: idColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    name: text('name').notNull(),
    /** The executor (pelaksana): an Employee module id. */
    executorId: uuid('executor_id').notNull(),
    /** The day the goods leave (date_keluar). */
    exitDate: date('exit_date', { mode: 'string' }).notNull(),
    /** The notes (desc), shown as the purpose (tujuan). */
    description: text('description').notNull(),
    ...auditColumns(),
  },
  (t) => [index('survey_projects_exit_date').on(t.exitDate, t.id)],
);

/** The products a project needs (seed 'kebutuhan'): a Warehouse module product id and a quantity. */
export const projectItems = pgTable(
  'survey_project_items',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.position] }),
    uniqueIndex('survey_project_items_product').on(t.projectId, t.productId),
    check('survey_project_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * A project's outgoing-goods request (seed 'barangkeluar'): one per project. Admin and guard each
 * confirm once (status 0 → 1); the first confirmation fixes the warehouse; the second releases the
 * goods and sets `releasedAt` and state 'released' in the same transaction.
 */
export const projectReleases = pgTable(
  'survey_project_releases',
  {
    id: idColumn(),
    /** KP-2026-000001: the ledger reference of the release. */
    number: text('number').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    state: text('state', { enum: RELEASE_STATES }).notNull().default('IP'),
    tujuan: text('tujuan').notNull().default(''),
    /** A Warehouse module warehouse id, set by the first confirmation. */
    warehouseId: uuid('warehouse_id'),
    adminStatus: integer('admin_status').notNull().default(0),
    adminBy: uuid('admin_by'),
    adminAt: timestamp('admin_at', { withTimezone: true }),
    satpamStatus: integer('satpam_status').notNull().default(0),
    satpamBy: uuid('satpam_by'),
    satpamAt: timestamp('satpam_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('survey_project_releases_number').on(t.number),
    uniqueIndex('survey_project_releases_project').on(t.projectId),
    index('survey_project_releases_waiting').on(t.createdAt).where(sql`${t.state} = 'IP'`),
    check('survey_project_releases_admin_status', sql`${t.adminStatus} in (0, 1)`),
    check('survey_project_releases_satpam_status', sql`${t.satpamStatus} in (0, 1)`),
    check('survey_project_releases_released', sql`(${t.state} = 'released') = (${t.releasedAt} is not null and ${t.adminStatus} = 1 and ${t.satpamStatus} = 1)`),
  ],
);

/** Progress photos (seed 'dokproyek'): two images per survey location and stage. */
export const projectDocuments = pgTable(
  'survey_project_documents',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The survey location's index (0-based). */
    location: integer('location').notNull(),
    stage: text('stage', { enum: PROGRESS_STAGES }).notNull(),
    /** Stored names in the files area 'project'. */
    file1: text('file1').notNull(),
    file2: text('file2').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.location, t.stage] })],
);
