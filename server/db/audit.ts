import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A field's value before and after a change, as the Riwayat Perubahan shows it. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** Append-only: who changed what, from which device. */
export const auditLog = pgTable('audit_log', {
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
});

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
