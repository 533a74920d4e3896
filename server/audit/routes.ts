import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../common/calendar';
import {
  AUDIT_HIDDEN_VALUE,
  AUDIT_LOG_EXPORT_MAX_ROWS,
  auditActionLabel,
  auditEndpoints,
  auditEntitiesOf,
  auditEntityInfo,
  formatAuditTime,
  formatAuditValue,
  type AuditChangeLine,
  type AuditEntryRow,
  type AuditLogFilters,
  type TrackedField,
  type TrackedFields,
} from '../../common/contract/audit';
import { paginate } from '../../common/contract/list';
import { canOpenModule, isSuperadmin } from '../../common/roles';
import type { AuthContext } from '../auth/context';
import { userNamesByIds } from '../auth/users';
import { auditLog } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { forbidden, unauthenticated } from '../http/errors';
import { renderXlsx, sendXlsx } from '../print/xlsx';

/**
 * Reading the audit log (issue 24 item 6): a record's Riwayat Perubahan for the users of the module
 * that owns it, and the whole Log Aktivitas for the superadmin, with its Excel. Labels and formats
 * come from the entities' declarations (common/contract/audit.ts), the same ones the writers diff.
 */

/** A record's history is its last changes; more than this many is a data problem, not a screen. */
const HISTORY_LIMIT = 500;
/** The soft delete every record has, whoever wrote it. */
const STATUS_FIELD: TrackedField = { label: 'Status', options: { active: 'Aktif', deleted: 'Dihapus' } };
/** Whose name a change made without a signed-in user carries (the command line's password reset). */
const SYSTEM_USER = 'Sistem';

type AuditRecord = typeof auditLog.$inferSelect;

function fieldOf(fields: TrackedFields, name: string): TrackedField {
  return fields[name] ?? (name === 'status' ? STATUS_FIELD : { label: name.replace(/_/g, ' ') });
}

/** One row as the screens read it; pay values blanked for a reader without Sallary. */
function toEntry(record: AuditRecord, names: ReadonlyMap<string, string>, seesPay: boolean): AuditEntryRow {
  const info = auditEntityInfo(record.entity);
  const stored = record.changes ?? {};
  // PostgreSQL's jsonb keeps its own key order: the declaration's order reads as the form does.
  const declared = Object.keys(info.fields);
  const order = [...declared.filter((name) => name in stored), ...Object.keys(stored).filter((name) => !declared.includes(name))];
  const changes: AuditChangeLine[] = order.flatMap((name) => {
    const change = stored[name];
    if (!change) return [];
    const field = fieldOf(info.fields, name);
    const hidden = field.pay === true && !seesPay;
    return [{ field: name, label: field.label, from: hidden ? null : formatAuditValue(field, change.from), to: hidden ? null : formatAuditValue(field, change.to), hidden }];
  });
  const fields = record.changedFields.filter((name) => !(name in stored)).map((name) => fieldOf(info.fields, name).label);
  return {
    id: record.id,
    at: record.at.toISOString(),
    user_id: record.userId,
    user_name: record.userId === null ? SYSTEM_USER : (names.get(record.userId) ?? '-'),
    device_id: record.deviceId,
    entity: record.entity,
    entity_label: info.label,
    entity_id: record.entityId,
    module: info.module,
    action: record.action,
    action_label: auditActionLabel(record.action),
    reason: record.reason,
    changes,
    fields: [...new Set(fields)],
  };
}

async function toEntries(db: Db, records: readonly AuditRecord[], seesPay: boolean): Promise<AuditEntryRow[]> {
  const names = await userNamesByIds(db, records.map((r) => r.userId));
  return records.map((record) => toEntry(record, names, seesPay));
}

/** The log's filters as SQL; a module owns the entities declared for it. Days are Jakarta's. */
function logWhere(filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.user) conditions.push(eq(auditLog.userId, filters.user));
  if (filters.module) conditions.push(inArray(auditLog.entity, auditEntitiesOf(filters.module)));
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.entity_id) conditions.push(eq(auditLog.entityId, filters.entity_id));
  if (filters.from) conditions.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00+07:00`)));
  if (filters.to) conditions.push(lt(auditLog.at, new Date(`${addDays(filters.to, 1)}T00:00:00+07:00`)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What a change reads as in one cell: 'Harga: Rp 1.000 → Rp 2.000', one line per field. */
export function changeText(entry: AuditEntryRow): string {
  const lines = entry.changes.map((c) => (c.hidden ? `${c.label}: ${AUDIT_HIDDEN_VALUE}` : `${c.label}: ${c.from ?? '-'} → ${c.to ?? '-'}`));
  if (entry.fields.length > 0) lines.push(`Diubah: ${entry.fields.join(', ')}`);
  return lines.join('\n');
}

export function registerAuditRoutes(app: FastifyInstance, deps: { db: Db; adminEmail: string | null }): void {
  const { db, adminEmail } = deps;
  const e = auditEndpoints;
  const sees = (auth: AuthContext, module: Parameters<typeof canOpenModule>[1] | null): boolean =>
    module === null ? isSuperadmin(auth.user, adminEmail) : canOpenModule(auth.user, module, adminEmail);

  registerEndpoint(app, e.history, async ({ query, auth }) => {
    if (!auth) throw unauthenticated();
    const info = auditEntityInfo(query.entity);
    if (!sees(auth, info.module)) throw forbidden();
    const records = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, query.entity), eq(auditLog.entityId, query.id)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(HISTORY_LIMIT);
    return { data: await toEntries(db, records, sees(auth, 'salary')) };
  });

  registerEndpoint(app, e.log, async ({ query }) => {
    const where = logWhere(query);
    const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
    const total = counted?.n ?? 0;
    const records = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return { data: await toEntries(db, records, true), pagination: paginate(total, query.page, query.per_page) };
  });

  registerEndpoint(app, e.logExcel, async ({ query, reply }) => {
    const records = await db
      .select()
      .from(auditLog)
      .where(logWhere(query))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_EXPORT_MAX_ROWS);
    const entries = await toEntries(db, records, true);
    const sheet = await renderXlsx({
      name: 'Log Aktivitas',
      title: 'Log Aktivitas',
      columns: [
        { header: 'Waktu', key: 'at', width: 18 },
        { header: 'Pengguna', key: 'user', width: 24 },
        { header: 'Data', key: 'entity', width: 20 },
        { header: 'Id Data', key: 'id', width: 38 },
        { header: 'Aksi', key: 'action', width: 16 },
        { header: 'Perubahan', key: 'changes', width: 60 },
        { header: 'Alasan', key: 'reason', width: 30 },
        { header: 'Perangkat', key: 'device', width: 20 },
      ],
      rows: entries.map((entry) => ({
        at: formatAuditTime(entry.at),
        user: entry.user_name,
        entity: entry.entity_label,
        id: entry.entity_id,
        action: entry.action_label,
        changes: changeText(entry),
        reason: entry.reason ?? '',
        device: entry.device_id ?? '',
      })),
    });
    return sendXlsx(reply, sheet, 'log-aktivitas.xlsx');
  });
}
