import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A field's value before and after a change, as the Riwayat Perubahan shows it. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Append-only: who changed what, from which device. Indexed for its two readers: a record's
 * Riwayat Perubahan (entity and id, newest first) and the superadmin's log (newest first).
 */
export const auditLog = pgTable(
  'audit_log',
  {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  action: text('action').notNull(),
  changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
  /** Each changed field's value before and after (null on a create's 'from' and a delete's 'to'). */
  changes: jsonb('changes').$type<AuditChanges>(),
  /** Why, where the change asks for a reason (an attendance correction, reopening a payroll run). */
  reason: text('reason'),
  userId: uuid('user_id'),
  deviceId: text('device_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record').on(t.entity, t.entityId, t.at.desc()), index('audit_log_at').on(t.at.desc())],
);

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  changedFields: string[];
  changes?: AuditChanges | null;
  reason?: string | null;
  userId: string | null;
  deviceId: string | null;
  at: Date;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Who makes a change: a signed-in user on a device (what a route's `auth` carries). */
export interface AuditActor {
  user: { id: string };
  deviceId: string | null;
}

/** `writeAudit` for a change a signed-in user makes at `at`. */
export async function writeAuditBy(
  db: Db,
  by: AuditActor,
  at: Date,
  change: Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'changedFields' | 'changes' | 'reason'>,
): Promise<void> {
  await writeAudit(db, { ...change, userId: by.user.id, deviceId: by.deviceId, at });
}

/** A lone UTF-16 surrogate: a text column stores it as U+FFFD, but jsonb refuses its escape outright (a 500). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A value as `changes` keeps it: JSON-safe (a Date as ISO text, a bigint as a number, text as stored), nothing as null. */
function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/**
 * The one way a diff is recorded (Odoo's tracked fields): the tracked fields (by the keys their
 * `changes` use, common/contract/audit.ts AUDIT_TRACKED or a resource's fields) whose value differs
 * between `before` and `after`. A create has no `before` (every filled field, from null); a
 * delete no `after` (every filled field, to null).
 */
export function auditDiff(
  tracked: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): { changedFields: string[]; changes: AuditChanges } {
  const changes: AuditChanges = {};
  for (const field of Object.keys(tracked)) {
    const from = before ? auditValue(before[field]) : null;
    const to = after ? auditValue(after[field]) : null;
    // A field the write does not carry (left out of `after`) did not change.
    if (before && after && after[field] === undefined) continue;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    if ((from === null || from === '') && (to === null || to === '')) continue;
    changes[field] = { from, to };
  }
  return { changedFields: Object.keys(changes), changes };
}

/**
 * `writeAuditBy` with the diff of a record's tracked fields before and after the change, in the
 * caller's transaction. `alsoChanged` names changes without a value to show (a recomputation's lines).
 */
export async function writeAuditDiff(
  db: Db,
  by: AuditActor,
  at: Date,
  change: Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'reason'> & {
    tracked: Readonly<Record<string, unknown>>;
    before: Readonly<Record<string, unknown>> | null;
    after: Readonly<Record<string, unknown>> | null;
    alsoChanged?: readonly string[];
  },
): Promise<void> {
  const { tracked, before, after, alsoChanged = [], ...entry } = change;
  const diff = auditDiff(tracked, before, after);
  const changedFields = [...diff.changedFields, ...alsoChanged.filter((f) => !(f in diff.changes))];
  await writeAuditBy(db, by, at, { ...entry, changedFields, changes: diff.changes });
}
