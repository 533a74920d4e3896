import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns';
import { employees } from '../employee/tables';

/**
 * One row per lunch taken (seed 001 Luncheon). The unique key on (employee, Jakarta date) is what
 * guarantees one lunch a day: a second claim's insert conflicts, whatever the timing.
 * The name and number are kept as they were at claim time, so the day's list reads as it happened.
 */
export const lunchClaims = pgTable(
  'lunch_claims',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    idk: integer('idk').notNull(),
    employeeName: text('employee_name').notNull(),
    /** The day in Asia/Jakarta. */
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The canteen account that scanned, and its device. */
    claimedBy: uuid('claimed_by'),
    deviceId: text('device_id'),
  },
  (t) => [
    uniqueIndex('lunch_claims_employee_day').on(t.employeeId, t.claimDate),
    index('lunch_claims_day_time').on(t.claimDate, t.claimedAt),
  ],
);

/**
 * Server-wide secrets (the meal-code key), made once on first use and shared by every server
 * instance through the database. Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
