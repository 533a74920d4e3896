import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MODULE_KEYS } from '../../common/modules';
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
    /** Set while the account is deactivated: it cannot sign in and has no sessions (issue 24). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: uuid('deactivated_by'),
    deactivationReason: text('deactivation_reason'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('users_email_active').on(t.email).where(sql`${t.status} = 'active'`)],
);

/**
 * Applications a user may be granted. Access comes from `module_key` (a ModuleKey of
 * common/modules), never from the editable Name: a built-in module application has its key and
 * cannot be renamed or deleted; an application without a key grants no module.
 */
export const applications = pgTable(
  'applications',
  { ...namedMasterColumns(), moduleKey: text('module_key', { enum: MODULE_KEYS }) },
  (t) => [
    uniqueActiveName('applications_name_active', t),
    uniqueIndex('applications_module_key_active').on(t.moduleKey).where(sql`${t.status} = 'active' and ${t.moduleKey} is not null`),
  ],
);

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
  /** No sign-in for this key before this moment (the growing delay after repeated failures). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
