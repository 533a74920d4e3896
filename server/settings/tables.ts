import { sql } from 'drizzle-orm';
import { check, smallint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The company's own record, one row (id 1): the name, address, phone and logo that printouts put
 * in their header and footer. Until a superadmin saves it, printouts use the defaults of
 * server/settings/company.ts.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Stored file name (server/files, area 'company'), null without a logo. */
    logo: text('logo'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('company_settings_single_row', sql`${t.id} = 1`)],
);
