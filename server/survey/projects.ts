import { and, count, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import {
  EXECUTOR_OPTIONS_LIMIT,
  PROJECT_DEFAULT_SORT,
  PROJECT_INCOMPLETE,
  PROJECT_MISSING,
  PROJECT_SORT_KEYS,
  PROJECT_STOCK_EMPTY,
  projectEndpoints,
  type ProjectBody,
  type ProjectDetail,
} from '../../common/contract/project';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { activeMealEmployee, employeeIdsMatching, employeePickerOptions } from '../employee/lookup';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, notFound, unauthenticated } from '../http/errors';
import { containsText, sortOrder } from '../resource/routes';
import { projectProducts } from '../warehouse/lookup';
import { loadProjectDetail, projectRows } from './project-detail';
import { projectItems, projectReleases, projects } from './project-tables';
import { registerReleaseRoutes } from './releases';
import { surveys } from './tables';

/**
 * Projects made from surveys (issue 14 section 2; seed 001 sections 4–5): the 'Project' screen's
 * list, detail, add, edit and the real delete. An edit is refused once the outgoing-goods request
 * has a confirmation, a delete once the goods left; the request itself lives in ./releases.ts.
 */

export interface ProjectRouteDeps {
  db: Db;
  clock?: Clock;
  /** ADMIN_EMAIL: counts as superadmin for the admin's confirmation. */
  adminEmail: string | null;
}

export const PROJECT_EDIT_LOCKED = 'Project sudah dikonfirmasi, tidak bisa diubah';
export const PROJECT_DELETE_LOCKED = 'Barang project sudah keluar, project tidak bisa dihapus';

const SORT_KEYS: ReadonlyMap<string, SQL> = new Map<string, SQL>([
  ['date_keluar', projects.exitDate.getSQL()],
  ['nama_proyek', projects.name.getSQL()],
  ['created_at', projects.createdAt.getSQL()],
]);

/**
 * The checks of a save, under locks held until it commits: the survey active (FOR SHARE), the
 * executor an active employee, every product active (FOR SHARE) with stock above zero. A missing
 * survey or executor answers 'Lengkapi Data Anda !!', an empty product 'Stock Barang Kosong !!',
 * each 400 with the field it is about.
 */
async function checkProject(tx: Db, body: ProjectBody): Promise<{ name: string }> {
  const [survey] = await tx
    .select({ projectName: surveys.projectName })
    .from(surveys)
    .where(and(eq(surveys.id, body.idsurvey), eq(surveys.status, 'active')))
    .for('share');
  const missing: Record<string, string> = {};
  if (!survey) missing.idsurvey = 'Survey tidak ditemukan';
  if (!(await activeMealEmployee(tx, body.idpelaksana))) missing.idpelaksana = 'Karyawan tidak ditemukan';
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', PROJECT_INCOMPLETE, missing);
  const product = await projectProducts(
    tx,
    body.kebutuhan.map((k) => k.idproduk),
    true,
  );
  const unknown: Record<string, string> = {};
  const empty: Record<string, string> = {};
  body.kebutuhan.forEach((item, index) => {
    const p = product.get(item.idproduk);
    if (!p || !p.active) unknown[`kebutuhan.${index}.idproduk`] = 'Produk tidak ditemukan';
    else if (p.stock <= 0) empty[`kebutuhan.${index}.idproduk`] = `${PROJECT_STOCK_EMPTY} (${p.name})`;
  });
  if (Object.keys(unknown).length > 0) throw new AppError('VALIDATION', 'Produk tidak ditemukan', unknown);
  if (Object.keys(empty).length > 0) throw new AppError('VALIDATION', PROJECT_STOCK_EMPTY, empty);
  return { name: body.nama_proyek ?? survey?.projectName ?? '' };
}

const itemValues = (projectId: string, body: ProjectBody) => body.kebutuhan.map((item, position) => ({ projectId, position, productId: item.idproduk, qty: item.qty }));

async function detailOf(db: Db, id: string): Promise<ProjectDetail> {
  const detail = await loadProjectDetail(db, id);
  if (!detail) throw notFound(PROJECT_MISSING);
  return detail;
}

/** The rows a contains-filter finds: project name, notes, or the executor's name or number. */
async function projectFilter(db: Db, filter: string | undefined): Promise<SQL | undefined> {
  const text = filter?.trim();
  if (!text) return undefined;
  const executors = await employeeIdsMatching(db, text);
  return or(containsText(text, [projects.name, projects.description]), executors.length > 0 ? inArray(projects.executorId, executors) : undefined);
}

export function registerProjectRoutes(app: FastifyInstance, deps: ProjectRouteDeps): void {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const e = projectEndpoints;

  registerEndpoint(app, e.executors, async ({ query }) => {
    const rows = await employeePickerOptions(db, query.filter, EXECUTOR_OPTIONS_LIMIT);
    return { data: rows.map((row) => ({ id: row.id, idk: row.idk, firstname: row.nama, division: row.division })) };
  });

  registerEndpoint(app, e.list, async ({ query }) => {
    const requested = exists(db.select({ id: projectReleases.id }).from(projectReleases).where(eq(projectReleases.projectId, projects.id)));
    const where = and(await projectFilter(db, query.filter), query.stage === 'requested' ? requested : undefined);
    // Projects leaving on one day: the newest saved first.
    const order = sortOrder(query.sort ?? `${PROJECT_DEFAULT_SORT},created_at|desc`, SORT_KEYS, PROJECT_SORT_KEYS, projects.id);
    const select = db.select().from(projects).where(where).orderBy(...order);
    if (query.show === 'all') return { data: await projectRows(db, await select) };
    const [counted] = await db.select({ n: count() }).from(projects).where(where);
    const records = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    return { data: await projectRows(db, records), pagination: paginate(Number(counted?.n ?? 0), query.page, query.per_page) };
  });

  registerEndpoint(app, e.get, async ({ params }) => ({ data: await detailOf(db, params.id) }));

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const id = await db.transaction(async (tx) => {
      const { name } = await checkProject(tx, body);
      const [inserted] = await tx
        .insert(projects)
        .values({
          surveyId: body.idsurvey,
          name,
          executorId: body.idpelaksana,
          exitDate: body.date_keluar,
          description: body.desc,
          createdAt: now,
          createdBy: auth.user.id,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .returning({ id: projects.id });
      if (!inserted) throw new Error('insert returned nothing');
      await tx.insert(projectItems).values(itemValues(inserted.id, body));
      await writeAuditBy(tx, auth, now, { entity: 'project', entityId: inserted.id, action: 'add', changedFields: Object.keys(body) });
      return inserted.id;
    });
    return { status: 'ok' as const, data: await detailOf(db, id) };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      // The project, then its request: the order the delete locks them in too.
      const [current] = await tx.select().from(projects).where(eq(projects.id, params.id)).for('update');
      if (!current) throw notFound(PROJECT_MISSING);
      const [release] = await tx.select().from(projectReleases).where(eq(projectReleases.projectId, current.id)).for('update');
      if (release && (release.adminStatus === 1 || release.satpamStatus === 1)) throw conflict(PROJECT_EDIT_LOCKED);
      const { name } = await checkProject(tx, body);
      await tx
        .update(projects)
        .set({ surveyId: body.idsurvey, name, executorId: body.idpelaksana, exitDate: body.date_keluar, description: body.desc, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(projects.id, current.id));
      await tx.delete(projectItems).where(eq(projectItems.projectId, current.id));
      await tx.insert(projectItems).values(itemValues(current.id, body));
      // A request still waiting keeps following the notes when it took them as its purpose.
      if (release && release.tujuan === current.description) {
        await tx.update(projectReleases).set({ tujuan: body.desc, updatedAt: now, updatedBy: auth.user.id }).where(eq(projectReleases.id, release.id));
      }
      await writeAuditBy(tx, auth, now, { entity: 'project', entityId: current.id, action: 'update', changedFields: changedFields(current, name, body) });
    });
    return { status: 'ok' as const, data: await detailOf(db, params.id) };
  });

  registerEndpoint(app, e.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, params.id)).for('update');
      if (!current) throw notFound(PROJECT_MISSING);
      const [release] = await tx.select({ state: projectReleases.state }).from(projectReleases).where(eq(projectReleases.projectId, current.id)).for('update');
      if (release?.state === 'released') throw conflict(PROJECT_DELETE_LOCKED);
      // A real delete (seed section 4): items, request and photos go with it (ON DELETE CASCADE).
      await tx.delete(projects).where(eq(projects.id, current.id));
      await writeAuditBy(tx, auth, now, { entity: 'project', entityId: current.id, action: 'delete', changedFields: [] });
    });
    return { status: 'ok' as const };
  });

  registerReleaseRoutes(app, { db, clock, adminEmail: deps.adminEmail });
}

function changedFields(current: typeof projects.$inferSelect, name: string, body: ProjectBody): string[] {
  return [
    ...(current.surveyId !== body.idsurvey ? ['idsurvey'] : []),
    ...(current.name !== name ? ['nama_proyek'] : []),
    ...(current.executorId !== body.idpelaksana ? ['idpelaksana'] : []),
    ...(current.exitDate !== body.date_keluar ? ['date_keluar'] : []),
    ...(current.description !== body.desc ? ['desc'] : []),
    'kebutuhan',
  ];
}
