import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import { PROJECT_MISSING, releaseEndpoints, type ReleaseConfirmer, type ReleaseRow } from '../../common/contract/project';
import { isModuleAdmin } from '../../common/roles';
import type { AuthContext, Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { employeeIdsMatching } from '../employee/lookup';
import { registerEndpoint } from '../http/endpoint';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../http/errors';
import { containsText } from '../resource/routes';
import { nextDocumentNumber } from '../warehouse/documents';
import { lockActiveWarehouse } from '../warehouse/lookup';
import { recordMovements } from '../warehouse/stock';
import { loadReleaseRow, releaseRows } from './project-detail';
import { projectItems, projectReleases, projects } from './project-tables';

/**
 * A project's outgoing-goods request (seed 'barangkeluar'; issue 14 section 2): 'Konfirmasi' on the
 * project screen makes it (KP- number, state IP), the warehouse's 'Barang Proyek' lists it, and an
 * admin (ADM) and a guard (SPM) each confirm it once. The second confirmation releases the goods
 * as 'project_release' ledger entries in the same transaction; a short line refuses the whole
 * confirmation (recordMovements' 409 naming product and warehouse) and nothing is recorded.
 */

export const RELEASE_EXISTS = 'Permintaan barang keluar project ini sudah ada';
export const RELEASE_MISSING = 'Permintaan barang keluar tidak ditemukan';
export const RELEASE_DONE = 'Barang project sudah keluar';
export const ALREADY_CONFIRMED: Record<ReleaseConfirmer, string> = { ADM: 'Sudah dikonfirmasi Admin', SPM: 'Sudah dikonfirmasi Satpam' };
export const CONFIRMER_ONLY: Record<ReleaseConfirmer, string> = {
  ADM: 'Hanya Admin yang dapat konfirmasi sebagai Admin',
  SPM: 'Hanya Satpam yang dapat konfirmasi sebagai Satpam',
};
export const IDK_MISMATCH = 'Nomor karyawan tidak sesuai dengan akun anda';

/** Whether the account may confirm as this type: ADM an admin or superadmin (ADMIN_EMAIL too), SPM a guard. */
export function mayConfirm(user: AuthContext['user'], tipe: ReleaseConfirmer, adminEmail: string | null): boolean {
  if (tipe === 'SPM') return user.role === 'satpam';
  return isModuleAdmin(user, adminEmail);
}

/** The rows a contains-filter finds: the KP number, purpose, project name or notes, or the executor's name or number. */
async function releaseFilter(db: Db, filter: string | undefined): Promise<SQL | undefined> {
  const text = filter?.trim();
  if (!text) return undefined;
  const executors = await employeeIdsMatching(db, text);
  return or(
    containsText(text, [projectReleases.number, projectReleases.tujuan, projects.name, projects.description]),
    executors.length > 0 ? inArray(projects.executorId, executors) : undefined,
  );
}

async function rowOf(db: Db, id: string): Promise<ReleaseRow> {
  const row = await loadReleaseRow(db, id);
  if (!row) throw new Error('saved release not found');
  return row;
}

export function registerReleaseRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; adminEmail: string | null }): void {
  const { db, clock, adminEmail } = deps;
  const e = releaseEndpoints;

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const id = await db.transaction(async (tx) => {
      // Locked as the project's edit and delete lock it: a request is made for the project as saved.
      const [project] = await tx.select({ id: projects.id, description: projects.description }).from(projects).where(eq(projects.id, body.idproyek)).for('update');
      if (!project) throw notFound(PROJECT_MISSING);
      const [existing] = await tx.select({ id: projectReleases.id }).from(projectReleases).where(eq(projectReleases.projectId, project.id));
      if (existing) throw conflict(RELEASE_EXISTS);
      const number = await nextDocumentNumber(tx, 'KP', now);
      const [inserted] = await tx
        .insert(projectReleases)
        .values({
          number,
          projectId: project.id,
          state: 'IP',
          tujuan: body.tujuan || project.description,
          createdAt: now,
          createdBy: auth.user.id,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .returning({ id: projectReleases.id });
      if (!inserted) throw new Error('insert returned nothing');
      await writeAuditBy(tx, auth, now, { entity: 'project_release', entityId: inserted.id, action: 'add', changedFields: ['idproyek', 'tujuan', 'status'] });
      return inserted.id;
    });
    const { project: _project, pelaksana: _pelaksana, kebutuhan: _kebutuhan, ...release } = await rowOf(db, id);
    return { status: 'ok' as const, data: release };
  });

  registerEndpoint(app, e.list, async ({ query }) => {
    const where = and(query.state === 'waiting' ? eq(projectReleases.state, 'IP') : undefined, await releaseFilter(db, query.filter));
    const select = db
      .select({ release: projectReleases })
      .from(projectReleases)
      .innerJoin(projects, eq(projects.id, projectReleases.projectId))
      .where(where)
      .orderBy(desc(projectReleases.createdAt), asc(projectReleases.id));
    if (query.show === 'all') return { data: await releaseRows(db, (await select).map((r) => r.release)) };
    const [counted] = await db.select({ n: count() }).from(projectReleases).innerJoin(projects, eq(projects.id, projectReleases.projectId)).where(where);
    const records = (await select.limit(query.per_page).offset((query.page - 1) * query.per_page)).map((r) => r.release);
    return { data: await releaseRows(db, records), pagination: paginate(Number(counted?.n ?? 0), query.page, query.per_page) };
  });

  registerEndpoint(app, e.confirm, async ({ params, query, auth }) => {
    if (!auth) throw unauthenticated();
    const { tipe } = query;
    if (!mayConfirm(auth.user, tipe, adminEmail)) throw forbidden(CONFIRMER_ONLY[tipe]);
    // The seed sends the signed-in user's employee number; an account without one sends 0.
    const ownIdk = auth.user.idk === null || auth.user.idk === '' ? 0 : Number(auth.user.idk);
    if (params.idk !== ownIdk) throw validationError({ idk: IDK_MISMATCH });
    const now = clock();
    await db.transaction(async (tx) => {
      // The row lock makes confirmations of one request wait for each other: the second sees the first.
      const [release] = await tx.select().from(projectReleases).where(eq(projectReleases.id, params.id)).for('update');
      if (!release) throw notFound(RELEASE_MISSING);
      if (release.state === 'released') throw conflict(RELEASE_DONE);
      if ((tipe === 'ADM' ? release.adminStatus : release.satpamStatus) === 1) throw conflict(ALREADY_CONFIRMED[tipe]);
      let warehouseId = release.warehouseId;
      if (!warehouseId) {
        if (!query.id_gudang) throw validationError({ id_gudang: 'Warehouse wajib dipilih' });
        const warehouse = await lockActiveWarehouse(tx, query.id_gudang);
        if (!warehouse) throw validationError({ id_gudang: 'Warehouse tidak ditemukan' });
        warehouseId = warehouse.id;
      }
      const confirmed = tipe === 'ADM' ? { adminStatus: 1, adminBy: auth.user.id, adminAt: now } : { satpamStatus: 1, satpamBy: auth.user.id, satpamAt: now };
      const releasing = (tipe === 'ADM' ? release.satpamStatus : release.adminStatus) === 1;
      if (releasing) {
        const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, release.projectId));
        const items = await tx.select().from(projectItems).where(eq(projectItems.projectId, release.projectId)).orderBy(asc(projectItems.position));
        await recordMovements(
          tx,
          items.map((item) => ({
            productId: item.productId,
            warehouseId: warehouseId,
            quantity: -item.qty,
            kind: 'project_release' as const,
            reference: release.number,
            note: project?.name ?? '',
          })),
          { userId: auth.user.id, at: now },
        );
      }
      await tx
        .update(projectReleases)
        .set({ ...confirmed, warehouseId, ...(releasing ? { state: 'released' as const, releasedAt: now } : {}), updatedAt: now, updatedBy: auth.user.id })
        .where(eq(projectReleases.id, release.id));
      await writeAuditBy(tx, auth, now, {
        entity: 'project_release',
        entityId: release.id,
        action: releasing ? 'release' : 'confirm',
        changedFields: [tipe === 'ADM' ? 'otorisasi.admin' : 'otorisasi.satpam', ...(release.warehouseId ? [] : ['id_gudang']), ...(releasing ? ['status'] : [])],
      });
    });
    return { status: 'ok' as const, data: await rowOf(db, params.id) };
  });
}
