import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CERTIFICATE_STATUS_LABELS } from '../../common/certificate';
import { companyToday } from '../../common/calendar';
import { certificateHolderText } from '../../common/print/certificate';
import {
  CERTIFICATE_ALREADY_RENEWED,
  CERTIFICATE_DUPLICATE_NUMBER,
  CERTIFICATE_EMPLOYEE_MISSING,
  CERTIFICATE_MISSING,
  CERTIFICATE_REPORT_MAX_ROWS,
  CERTIFICATE_REPORT_TITLES,
  CERTIFICATE_TYPE_MISSING,
  CERTIFICATE_WRITE_FORBIDDEN,
  certificateEndpoints,
  certificateMasterEndpoints,
  certificateTypeResource,
  type CertificateFields,
  certificateReportQuery,
  type CertificateRow,
} from '../../common/contract/certificate';
import { PERSON_PICKER_LIMIT } from '../../common/contract/employee';
import type { z } from '../../common/contract/zod';
import { isModuleAdmin } from '../../common/roles';
import { personName, type AuthContext, type Clock } from '../auth/context';
import { writeAuditBy, writeAuditDiff } from '../db/audit';
import { AUDIT_TRACKED } from '../../common/contract/audit';
import type { Db } from '../db/client';
import { activeEmployeesByIds, employeePickerOptions } from '../employee/lookup';
import { writeWithFile, type FileStore, type RecordFileDeps } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, forbidden, notFound, unauthenticated, validationError } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { renderXlsx, sendXlsx } from '../print/xlsx';
import { registerResourceRoutes, uniqueViolation } from '../resource/routes';
import { companyForPrint } from '../settings/company';
import { certificateRows, certificateCounts, certificateOrder, certificateWhere, FILE_AREA, listCertificates, selectCertificates, activeCertificate, toRow } from './queries';
import { certificates, certificateTypes } from './tables';

/**
 * The Certificate module's calls (issue 16; decisions in server/certificate/README.md): the
 * 'Jenis Sertifikat' master, the certificates with their scans, renewal with history, the home
 * card's counts and the PDF/Excel exports.
 */

export interface CertificateRouteDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  adminEmail: string | null;
}

/** Writes belong to the module's admins: role admin, or the superadmin (ADMIN_EMAIL too). */
export function mayWriteCertificates(user: AuthContext['user'], adminEmail: string | null): boolean {
  return isModuleAdmin(user, adminEmail);
}

/** The routes whose writes need an admin: "METHOD path" as Fastify registers them. */
const WRITE_ROUTES = new Set(
  [
    certificateEndpoints.add,
    certificateEndpoints.update,
    certificateEndpoints.remove,
    certificateEndpoints.renew,
    certificateMasterEndpoints.jenis.add,
    certificateMasterEndpoints.jenis.update,
  ].map((e) => `${e.method} ${e.path}`),
);

function columnValues(body: CertificateFields) {
  return {
    typeId: body.jenis,
    number: body.nomor,
    holderKind: body.holder_kind,
    employeeId: body.holder_kind === 'employee' ? (body.employee_id ?? null) : null,
    equipmentName: body.holder_kind === 'equipment' ? body.equipment_name : '',
    equipmentCode: body.holder_kind === 'equipment' ? body.equipment_code : '',
    issuer: body.penerbit,
    issuedOn: body.tanggal_terbit,
    expiresOn: body.tanggal_kadaluarsa ?? null,
    keterangan: body.keterangan,
  };
}

/** The picks must exist and be active: the type (400) and an employee holder (400). */
async function assertPicks(tx: Db, body: CertificateFields): Promise<void> {
  const problems: Record<string, string> = {};
  const [type] = await tx
    .select({ id: certificateTypes.id })
    .from(certificateTypes)
    .where(and(eq(certificateTypes.id, body.jenis), eq(certificateTypes.status, 'active')))
    .for('share');
  if (!type) problems['jenis'] = CERTIFICATE_TYPE_MISSING;
  if (body.holder_kind === 'employee' && body.employee_id) {
    const found = await activeEmployeesByIds(tx, [body.employee_id]);
    if (!found.has(body.employee_id)) problems['employee_id'] = CERTIFICATE_EMPLOYEE_MISSING;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/** 409 when another current certificate of the type has the number (letter case ignored). */
async function assertNumberFree(tx: Db, body: CertificateFields, exceptIds: readonly string[]): Promise<void> {
  const [taken] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.typeId, body.jenis),
        sql`lower(${certificates.number}) = lower(${body.nomor})`,
        eq(certificates.status, 'active'),
        sql`${certificates.replacedById} is null`,
        ...exceptIds.map((id) => sql`${certificates.id} <> ${id}`),
      ),
    )
    .limit(1);
  if (taken) throw duplicateNumber();
}

const duplicateNumber = () => new AppError('CONFLICT', CERTIFICATE_DUPLICATE_NUMBER, { nomor: CERTIFICATE_DUPLICATE_NUMBER });

/** A concurrent save that slipped past assertNumberFree meets the unique index: the same 409. */
async function withNumberGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'certificates_number_current') throw duplicateNumber();
    throw error;
  }
}

export function registerCertificateRoutes(app: FastifyInstance, deps: CertificateRouteDeps): void {
  const { db, clock, files, adminEmail } = deps;
  const e = certificateEndpoints;
  const today = () => companyToday(clock());
  /** The certificate as its Riwayat Perubahan tracks it: the type and holder by name. */
  const historyOf = async (tx: Db, id: string): Promise<Record<string, unknown> | null> => {
    const [row] = await certificateRows(tx, [id], today());
    if (!row) return null;
    return {
      jenis: row.jenis.name,
      nomor: row.nomor,
      holder: certificateHolderText(row),
      penerbit: row.penerbit,
      tanggal_terbit: row.tanggal_terbit,
      tanggal_kadaluarsa: row.tanggal_kadaluarsa,
      keterangan: row.keterangan,
    };
  };
  const tracked = AUDIT_TRACKED.certificate;
  const scanFiles = (request: FastifyRequest): RecordFileDeps => ({ files, area: FILE_AREA, log: request.log });

  // After the central access check (onRequest), before the body is parsed or checked: 403 comes before 400.
  app.addHook('onRequest', async (request) => {
    if (!WRITE_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    if (!request.auth) throw unauthenticated();
    if (!mayWriteCertificates(request.auth.user, adminEmail)) throw forbidden(CERTIFICATE_WRITE_FORBIDDEN);
  });

  registerResourceRoutes(app, { db, clock, resource: certificateTypeResource, table: certificateTypes, inUse: typeInUse });

  const rowOf = async (id: string): Promise<CertificateRow> => {
    const [row] = await selectCertificates(db, today()).where(eq(certificates.id, id));
    if (!row) throw new Error('saved certificate not found');
    return toRow(row);
  };

  registerEndpoint(app, e.employees, async ({ query }) => ({ data: await employeePickerOptions(db, query.filter, PERSON_PICKER_LIMIT) }));
  registerEndpoint(app, e.list, async ({ query }) => listCertificates(db, query, today(), false));
  registerEndpoint(app, e.expiring, async ({ query }) =>
    // Soonest first unless the caller sorts otherwise.
    listCertificates(db, { ...query, riwayat: undefined }, today(), true),
  );

  registerEndpoint(app, e.add, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const id = await writeWithFile(scanFiles(request), received.scan, async (scan) => ({
      replaced: null,
      result: await withNumberGuard(() =>
        db.transaction(async (tx) => {
          await assertPicks(tx, body);
          await assertNumberFree(tx, body, []);
          const [inserted] = await tx
            .insert(certificates)
            .values({ ...columnValues(body), scan, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
            .returning({ id: certificates.id });
          if (!inserted) throw new Error('insert returned nothing');
          await writeAuditDiff(tx, auth, now, { entity: 'certificate', entityId: inserted.id, action: 'add', tracked, before: null, after: await historyOf(tx, inserted.id), alsoChanged: scan ? ['scan'] : [] });
          return inserted.id;
        }),
      ),
    }));
    return { status: 'ok' as const, data: await rowOf(id) };
  });

  registerEndpoint(app, e.update, async ({ params, body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await writeWithFile(scanFiles(request), received.scan, async (scan) => ({
      result: null,
      replaced: await withNumberGuard(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(certificates).where(activeCertificate(params.id)).for('update');
          if (!current) throw notFound(CERTIFICATE_MISSING);
          await assertPicks(tx, body);
          const before = await historyOf(tx, current.id);
          // A renewed certificate keeps its number apart from the current one (the index covers current ones only).
          if (current.replacedById === null) await assertNumberFree(tx, body, [current.id]);
          await tx
            .update(certificates)
            .set({ ...columnValues(body), ...(scan ? { scan } : {}), updatedAt: now, updatedBy: auth.user.id })
            .where(eq(certificates.id, current.id));
          await writeAuditDiff(tx, auth, now, { entity: 'certificate', entityId: current.id, action: 'update', tracked, before, after: await historyOf(tx, current.id), alsoChanged: scan ? ['scan'] : [] });
          // The scan it pointed at before, now unused.
          return scan ? current.scan : null;
        }),
      ),
    }));
    return { status: 'ok' as const, data: await rowOf(params.id) };
  });

  registerEndpoint(app, e.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await withNumberGuard(() =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(certificates).where(activeCertificate(params.id)).for('update');
        if (!current) throw notFound(CERTIFICATE_MISSING);
        await tx.update(certificates).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(certificates.id, current.id));
        // Deleting a renewal (entered by mistake) puts the one it replaced back on the lists.
        if (current.replacesId) {
          await tx
            .update(certificates)
            .set({ replacedById: null, updatedAt: now, updatedBy: auth.user.id })
            .where(and(eq(certificates.id, current.replacesId), eq(certificates.replacedById, current.id)));
        }
        await writeAuditBy(tx, auth, now, { entity: 'certificate', entityId: current.id, action: 'delete', changedFields: ['status'], changes: { status: { from: 'active', to: 'deleted' } } });
      }),
    );
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.get, async ({ params }) => {
    const day = today();
    const [raw] = await selectCertificates(db, day).where(activeCertificate(params.id));
    if (!raw) throw notFound(CERTIFICATE_MISSING);
    const chain = await renewalChain(db, params.id);
    const history = (await certificateRows(db, chain.filter((id) => id !== params.id), day)).reverse();
    return { data: { ...toRow(raw), history } };
  });

  registerEndpoint(app, e.renew, async ({ params, body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const newId = randomUUID();
    await writeWithFile(scanFiles(request), received.scan, async (scan) => ({
      replaced: null,
      result: await withNumberGuard(() =>
        db.transaction(async (tx) => {
          const [old] = await tx.select().from(certificates).where(activeCertificate(params.id)).for('update');
          if (!old) throw notFound(CERTIFICATE_MISSING);
          if (old.replacedById !== null) throw conflict(CERTIFICATE_ALREADY_RENEWED);
          await assertPicks(tx, body);
          // The old one steps aside first, so the renewal may keep its number.
          await tx.update(certificates).set({ replacedById: newId, updatedAt: now, updatedBy: auth.user.id }).where(eq(certificates.id, old.id));
          await assertNumberFree(tx, body, []);
          await tx
            .insert(certificates)
            .values({ id: newId, ...columnValues(body), scan, replacesId: old.id, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id });
          await writeAuditDiff(tx, auth, now, { entity: 'certificate', entityId: newId, action: 'renew', tracked, before: await historyOf(tx, old.id), after: await historyOf(tx, newId), alsoChanged: ['replaces_id'] });
          await writeAuditBy(tx, auth, now, { entity: 'certificate', entityId: old.id, action: 'update', changedFields: ['replaced_by_id'] });
          return newId;
        }),
      ),
    }));
    return { status: 'ok' as const, data: await rowOf(newId) };
  });

  registerEndpoint(app, e.summary, async () => {
    const counts = await certificateCounts(db, today());
    return { data: { ...counts, total: counts.berlaku + counts.segera_habis + counts.kedaluwarsa } };
  });

  registerEndpoint(app, e.holder, async ({ params }) => ({ data: await certificatesOfEmployeeOn(db, params.employeeId, today()) }));

  const reportRows = async (query: z.output<typeof certificateReportQuery>): Promise<CertificateRow[]> => {
    const day = today();
    const records = await selectCertificates(db, day)
      .where(certificateWhere({ ...query, riwayat: undefined }, day, query.list === 'expiring'))
      .orderBy(...certificateOrder(query.sort))
      .limit(CERTIFICATE_REPORT_MAX_ROWS + 1);
    if (records.length > CERTIFICATE_REPORT_MAX_ROWS) throw new AppError('TOO_LARGE', `Lebih dari ${CERTIFICATE_REPORT_MAX_ROWS} data: persempit pencarian`);
    return records.map(toRow);
  };

  registerEndpoint(app, e.report, async ({ query, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const rows = await reportRows(query);
    const pdf = await renderPdfJob(
      pdfJob('certificateReport', rows, { list: query.list, filter: query.filter, today: today(), printedBy: personName(auth.user), printedAt: clock(), company: await companyForPrint(db, files) }),
    );
    return sendPdf(reply, pdf, query.list === 'expiring' ? 'sertifikat-segera-habis.pdf' : 'register-sertifikat.pdf');
  });

  registerEndpoint(app, e.excel, async ({ query, reply }) => {
    const rows = await reportRows(query);
    const sheet = await renderXlsx({
      name: CERTIFICATE_REPORT_TITLES[query.list],
      title: `${CERTIFICATE_REPORT_TITLES[query.list]} per ${today().split('-').reverse().join('/')}`,
      columns: CERTIFICATE_XLSX_COLUMNS,
      rows: rows.map((row, index) => certificateXlsxRow(row, index)),
    });
    return sendXlsx(reply, sheet, query.list === 'expiring' ? 'sertifikat-segera-habis.xlsx' : 'register-sertifikat.xlsx');
  });
}

const CERTIFICATE_XLSX_COLUMNS = [
  { header: 'No', key: 'no', width: 6, format: 'integer' as const },
  { header: 'Jenis', key: 'jenis', width: 24 },
  { header: 'Nomor', key: 'nomor', width: 22 },
  { header: 'Pemegang', key: 'pemegang', width: 26 },
  { header: 'Penerbit', key: 'penerbit', width: 22 },
  { header: 'Terbit', key: 'terbit', width: 12, format: 'date' as const },
  { header: 'Kedaluwarsa', key: 'kedaluwarsa', width: 12, format: 'date' as const },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Sisa Hari', key: 'sisa', width: 10, format: 'integer' as const },
];

function certificateXlsxRow(row: CertificateRow, index: number): Record<string, string | number> {
  return {
    no: index + 1,
    jenis: row.jenis.name,
    nomor: row.nomor,
    pemegang: certificateHolderText(row),
    penerbit: row.penerbit,
    terbit: row.tanggal_terbit,
    kedaluwarsa: row.tanggal_kadaluarsa ?? 'Seumur hidup',
    status: CERTIFICATE_STATUS_LABELS[row.status],
    sisa: row.days_left ?? '',
  };
}

/** A type still named by an active certificate cannot be deleted. */
async function typeInUse(tx: Db, id: string): Promise<string | null> {
  const [used] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.typeId, id), eq(certificates.status, 'active')))
    .limit(1);
  return used ? 'Jenis sertifikat masih dipakai sertifikat' : null;
}

/** Every id in the renewal chain of `id` (its predecessors and successors, active or not), oldest first. */
async function renewalChain(db: Db, id: string): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    with recursive back(id, replaces_id, depth) as (
      select id, replaces_id, 0 from certificates where id = ${id}
      union all
      select c.id, c.replaces_id, back.depth - 1 from certificates c join back on c.id = back.replaces_id where back.depth > -500
    ), forward(id, depth) as (
      select id, 0 from certificates where id = ${id}
      union all
      select c.id, forward.depth + 1 from certificates c join forward on c.replaces_id = forward.id
        where c.status = 'active' and forward.depth < 500
    )
    select id from (select id, depth from back union select id, depth from forward) chain order by depth`);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? [row.id] : []));
}

/** An employee's current certificates, soonest expiry first (the Employee module's 'Detail Informasi'). */
export async function certificatesOfEmployeeOn(db: Db, employeeId: string, day: string): Promise<CertificateRow[]> {
  const rows = await selectCertificates(db, day)
    .where(and(eq(certificates.employeeId, employeeId), eq(certificates.holderKind, 'employee'), sql`${certificates.status} = 'active' and ${certificates.replacedById} is null`))
    .orderBy(...certificateOrder(undefined));
  return rows.map(toRow);
}
