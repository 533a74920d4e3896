import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REPORT_ACCOUNT_NOT_LINKED,
  REPORT_SORTS,
  reportEndpoints,
  type ReportItem,
  type ReportThread,
} from '../../common/contract';
import { fileUrl } from '../../common/contract/files';
import type { Clock } from '../auth/context';
import { findActiveUser } from '../auth/users';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { activeEmployeeForAccount } from './employees';
// Pelaporan belongs to the Employee module: a report is an employee's, and the thread header reads
// the employee's name and photo from the module's own tables.
import { employees, reports } from './tables';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { conflict, notFound, unauthenticated } from '../http/errors';
import { containsText, sortOrder } from '../resource/routes';

export interface ReportRouteDeps {
  db: Db;
  files: FileStore;
  clock?: Clock;
}

/** The files area report images are stored in (and served from, by fileUrl). */
const IMAGE_AREA = 'report';
const REPORT_MISSING = 'Laporan tidak ditemukan';

/** What the list's `filter` looks at: the reporter's names (also "first last") and the descriptions. */
const FILTER_COLUMNS = [
  employees.firstname,
  employees.lastname,
  sql`${employees.firstname} || ' ' || ${employees.lastname}`,
  reports.description,
];

/** A thread's order key: its latest report. */
const SORT_KEYS: ReadonlyMap<string, SQL> = new Map([['laporan.date', sql`max(${reports.reportedAt})`]]);

const itemColumns = {
  id: reports.id,
  employeeId: reports.employeeId,
  description: reports.description,
  image: reports.image,
  status: reports.status,
  reportedAt: reports.reportedAt,
};

type ItemRow = { id: string; description: string; image: string | null; status: 'baru' | 'proses'; reportedAt: Date };

function toItem(row: ItemRow): ReportItem {
  return {
    _id: row.id,
    date: row.reportedAt.toISOString(),
    status: row.status,
    file: row.image ? fileUrl(IMAGE_AREA, row.image) : null,
    deskripsi: row.description,
  };
}

/**
 * Pelaporan (seed 000 "Reports screen", section 7 "Reports (attendance service)"): the intake call
 * an employee's phone uses, and the superadmin's list of threads and 'Proses'. Threads include
 * reports of employees deleted since: what they reported still needs handling.
 */
export function registerReportRoutes(app: FastifyInstance, deps: ReportRouteDeps): void {
  const { db, files } = deps;
  const clock = deps.clock ?? (() => new Date());
  const e = reportEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => {
    const match = containsText(query.filter, FILTER_COLUMNS);
    // A thread matches when its reporter's name or any one of its reports does; it then comes whole.
    const threads = await db
      .select({ id: employees.id, firstname: employees.firstname, lastname: employees.lastname, photo: employees.photo })
      .from(reports)
      .innerJoin(employees, eq(employees.id, reports.employeeId))
      .groupBy(employees.id)
      .having(match ? sql`bool_or(${match})` : undefined)
      .orderBy(...sortOrder(query.sort, SORT_KEYS, REPORT_SORTS, employees.id));
    if (threads.length === 0) return { data: [] };
    const items = await db
      .select(itemColumns)
      .from(reports)
      .where(
        inArray(
          reports.employeeId,
          threads.map((t) => t.id),
        ),
      )
      .orderBy(asc(reports.reportedAt), asc(reports.id));
    const byEmployee = new Map<string, ReportItem[]>(threads.map((t) => [t.id, []]));
    for (const item of items) byEmployee.get(item.employeeId)?.push(toItem(item));
    const data: ReportThread[] = threads.map((t) => ({
      _id: t.id,
      emp: { firstname: t.firstname, lastname: t.lastname, photo: t.photo ? fileUrl('employee', t.photo) : null },
      laporan: byEmployee.get(t.id) ?? [],
    }));
    return { data };
  });

  registerEndpoint(app, e.updateStatus, async ({ params, query, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const item = await db.transaction(async (tx) => {
      const [row] = await tx
        .select(itemColumns)
        .from(reports)
        .where(and(eq(reports.id, query.id_laporan), eq(reports.employeeId, params.id)))
        .for('update');
      if (!row) throw notFound(REPORT_MISSING);
      // Already taken up: answered as it is, keeping who processed it first and when.
      if (row.status === query.status) return row;
      const [updated] = await tx
        .update(reports)
        .set({ status: query.status, processedAt: now, processedBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(reports.id, row.id))
        .returning(itemColumns);
      if (!updated) throw new Error('updated report not returned');
      await writeAuditBy(tx, auth, now, { entity: 'report', entityId: row.id, action: 'update', changedFields: ['status', 'processed_at', 'processed_by'] });
      return updated;
    });
    return { status: 'ok' as const, data: toItem(item) };
  });

  registerEndpoint(app, e.add, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const account = await findActiveUser(db, auth.user.id);
    if (!account?.employeeId) throw conflict(REPORT_ACCOUNT_NOT_LINKED);
    const employeeId = account.employeeId;
    // Required by the contract, so the endpoint never calls this without it.
    const file = received.file;
    if (!file) throw new Error('report image missing after validation');
    const now = clock();
    // Stored first and removed again if the row is not written, so nothing is half-saved.
    const image = await files.save(IMAGE_AREA, file);
    try {
      const row = await db.transaction(async (tx) => {
        // Locks the employee (FOR SHARE) so it cannot be deleted while its report is written.
        const employee = await activeEmployeeForAccount(tx, employeeId);
        if (!employee) throw conflict(REPORT_ACCOUNT_NOT_LINKED);
        const [inserted] = await tx
          .insert(reports)
          .values({
            employeeId: employee.id,
            description: body.deskripsi,
            image,
            status: 'baru',
            reportedAt: now,
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning(itemColumns);
        if (!inserted) throw new Error('insert returned nothing');
        await writeAuditBy(tx, auth, now, { entity: 'report', entityId: inserted.id, action: 'add', changedFields: ['description', 'image'] });
        return inserted;
      });
      return { status: 'ok' as const, data: toItem(row) };
    } catch (error) {
      try {
        await files.remove(IMAGE_AREA, image);
      } catch (removeError) {
        request.log.warn({ err: removeError, image }, 'could not remove a report image');
      }
      throw error;
    }
  });
}
