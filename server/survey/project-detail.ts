import { and, asc, eq, inArray } from 'drizzle-orm';
import { fileUrl } from '../../common/contract/files';
import { PROGRESS_STAGES, type ProjectDetail, type ProjectDocument, type ProjectItem, type ProjectLeftoverBalance, type ProjectRelease, type ProjectRow, type ReleaseRow } from '../../common/contract/project';
import { userNamesByIds } from '../auth/users';
import type { Db } from '../db/client';
import { activeEmployeesByIds } from '../employee/lookup';
import { projectLeftoverReturns, projectProducts, warehouseNames } from '../warehouse/lookup';
import { projectDocuments, projectItems, projectReleases, projects } from './project-tables';
import { surveyLocations, surveys } from './tables';

/**
 * How a project reads (common/contract/project.ts): its row for the lists, its full detail (the
 * survey's locations, progress photos per location and what may still come back), and its
 * outgoing-goods request as the warehouse's 'Barang Proyek' shows it. Employees, products and
 * warehouses come through their modules' lookups; the confirmers' names from the accounts.
 */

type ProjectRecord = typeof projects.$inferSelect;
type ReleaseRecord = typeof projectReleases.$inferSelect;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The requests (with their warehouses' and confirmers' names), as the contract's projectRelease. */
async function toReleases(db: Db, records: readonly ReleaseRecord[]): Promise<Map<string, ProjectRelease>> {
  const warehouse = await warehouseNames(
    db,
    records.flatMap((r) => (r.warehouseId ? [r.warehouseId] : [])),
  );
  const names = await userNamesByIds(
    db,
    records.flatMap((r) => [r.adminBy, r.satpamBy]),
  );
  const confirmation = (status: number, by: string | null, at: Date | null) => ({
    status: status === 1 ? (1 as const) : (0 as const),
    by: status === 1 && by ? (names.get(by) ?? '') : null,
    at: status === 1 ? iso(at) : null,
  });
  return new Map(
    records.map((r) => [
      r.projectId,
      {
        id: r.id,
        number: r.number,
        status: r.state,
        tujuan: r.tujuan,
        warehouse: r.warehouseId ? { id: r.warehouseId, name: warehouse.get(r.warehouseId) ?? '' } : null,
        otorisasi: { admin: confirmation(r.adminStatus, r.adminBy, r.adminAt), satpam: confirmation(r.satpamStatus, r.satpamBy, r.satpamAt) },
        released_at: iso(r.releasedAt),
        created_at: r.createdAt.toISOString(),
      },
    ]),
  );
}

/** Project id → its needs list in form order, with the products' names, codes and units. */
async function itemsOf(db: Db, projectIds: readonly string[]): Promise<Map<string, ProjectItem[]>> {
  const result = new Map<string, ProjectItem[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return result;
  const rows = await db
    .select()
    .from(projectItems)
    .where(inArray(projectItems.projectId, [...projectIds]))
    .orderBy(asc(projectItems.projectId), asc(projectItems.position));
  const product = await projectProducts(
    db,
    rows.map((r) => r.productId),
  );
  for (const row of rows) {
    const p = product.get(row.productId);
    result.get(row.projectId)?.push({ produk: { id: row.productId, name: p?.name ?? '', code: p?.code ?? '', unit: p?.unit ?? '' }, qty: row.qty });
  }
  return result;
}

/** The rows of the given projects, in the given order. */
export async function projectRows(db: Db, records: readonly ProjectRecord[]): Promise<ProjectRow[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const surveyRows = await db
    .select({ id: surveys.id, projectName: surveys.projectName })
    .from(surveys)
    .where(
      inArray(
        surveys.id,
        records.map((r) => r.surveyId),
      ),
    );
  const surveyName = new Map(surveyRows.map((s) => [s.id, s.projectName]));
  const executor = await activeEmployeesByIds(
    db,
    records.map((r) => r.executorId),
  );
  const items = await itemsOf(db, ids);
  const releases = await toReleases(db, await db.select().from(projectReleases).where(inArray(projectReleases.projectId, ids)));
  return records.map((r) => {
    const employee = executor.get(r.executorId);
    return {
      id: r.id,
      nama_proyek: r.name,
      survey: { id: r.surveyId, project_name: surveyName.get(r.surveyId) ?? '' },
      pelaksana: { id: r.executorId, idk: employee?.idk ?? null, firstname: employee?.nama ?? '' },
      date_keluar: r.exitDate,
      tujuan: r.description,
      desc: r.description,
      kebutuhan: items.get(r.id) ?? [],
      release: releases.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** What may still come back per released product: released minus the project's active leftovers. */
export async function leftoverBalances(db: Db, projectId: string, kebutuhan: readonly ProjectItem[]): Promise<ProjectLeftoverBalance[]> {
  const returned = await projectLeftoverReturns(db, projectId);
  return kebutuhan.map((item) => {
    const back = returned.get(item.produk.id) ?? 0;
    return { produk: item.produk, released: item.qty, returned: back, returnable: Math.max(0, item.qty - back) };
  });
}

/** A project's full detail, or null when there is no such project. */
export async function loadProjectDetail(db: Db, id: string): Promise<ProjectDetail | null> {
  const [record] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!record) return null;
  const [row] = await projectRows(db, [record]);
  if (!row) return null;
  const locations = await db
    .select({ position: surveyLocations.position, name: surveyLocations.name, latitude: surveyLocations.latitude, longitude: surveyLocations.longitude })
    .from(surveyLocations)
    .where(eq(surveyLocations.surveyId, record.surveyId))
    .orderBy(asc(surveyLocations.position));
  const documents = await db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id));
  const dokproyek: ProjectDocument[] = locations.map((location) => {
    const entry: ProjectDocument = { lokasi: location.position, lokasi_name: location.name, gambar0: null, gambar50: null, gambar100: null };
    for (const stage of PROGRESS_STAGES) {
      const stored = documents.find((d) => d.location === location.position && d.stage === stage);
      entry[stage] = stored ? { file1: fileUrl('project', stored.file1), file2: fileUrl('project', stored.file2) } : null;
    }
    return entry;
  });
  return {
    ...row,
    tempat: locations.map((l) => ({ lokasi: l.position, name: l.name, latitude: l.latitude, longitude: l.longitude })),
    dokproyek,
    sisa: row.release?.status === 'released' ? await leftoverBalances(db, id, row.kebutuhan) : [],
  };
}

/** The requests' rows for the warehouse's 'Barang Proyek', in the given order. */
export async function releaseRows(db: Db, records: readonly ReleaseRecord[]): Promise<ReleaseRow[]> {
  if (records.length === 0) return [];
  const projectRecords = await db
    .select()
    .from(projects)
    .where(
      inArray(
        projects.id,
        records.map((r) => r.projectId),
      ),
    );
  const rows = new Map((await projectRows(db, projectRecords)).map((row) => [row.id, row]));
  const releases = await toReleases(db, records);
  return records.flatMap((r) => {
    const project = rows.get(r.projectId);
    const release = releases.get(r.projectId);
    if (!project || !release) return [];
    return [
      {
        ...release,
        project: { id: project.id, nama_proyek: project.nama_proyek, date_keluar: project.date_keluar, desc: project.desc },
        pelaksana: { idk: project.pelaksana.idk, firstname: project.pelaksana.firstname },
        kebutuhan: project.kebutuhan,
      },
    ];
  });
}

/** One request's row, or null when there is no such request. */
export async function loadReleaseRow(db: Db, id: string): Promise<ReleaseRow | null> {
  const records = await db.select().from(projectReleases).where(and(eq(projectReleases.id, id))).limit(1);
  const [row] = await releaseRows(db, records);
  return row ?? null;
}
