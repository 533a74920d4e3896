import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../common/roles';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** Employee number and division, filled when the account belongs to an employee. */
    idk: text('idk'),
    divisionId: text('division_id'),
    employeeId: uuid('employee_id'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('users_email_active').on(t.email).where(sql`${t.status} = 'active'`)],
);

/** Applications a user may be granted; Name is an access entry such as '/employee'. */
export const applications = pgTable('applications', namedMasterColumns(), (t) => [
  uniqueActiveName('applications_name_active', t),
]);

export const userApplications = pgTable(
  'user_applications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.applicationId] })],
);

/** Opaque sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed sign-in counters per email and per client address, shared by every server instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});
