import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '../../common/contract/files';
import {
  jobResource,
  SURVEY_DEFAULT_CENTER,
  SURVEY_DEFAULT_SORT,
  SURVEY_PICTURE_PARTS,
  SURVEY_SORT_KEYS,
  surveyEndpoints,
  type SurveyDetail,
  type SurveyRow,
} from '../../common/contract/survey';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { activeEmployeeByIdk, activeMealEmployee } from '../employee/lookup';
import { discardStoredFile, type FileStore, type ReceivedFile, type RecordFileDeps } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { notFound, unauthenticated, validationError } from '../http/errors';
import { containsText, registerResourceRoutes, sortOrder } from '../resource/routes';
import { registerProgressRoutes } from './progress';
import { surveyJobs, surveyLocations, surveyPictures, surveys, surveyStaff } from './tables';

/**
 * The Survey module's routes (issue 14 section 1): the Pekerjaan master as a generic resource, the
 * phone app's intake (every file stored first, all removed again when anything fails, so nothing
 * is half-written), the 'Data Survey' list and a survey's detail. Employees are read through the
 * Employee module's lookups, never its tables.
 */

export interface SurveyRouteDeps {
  db: Db;
  clock?: Clock;
  files: FileStore;
  /** MAP_TILE_URL: the survey map's tile layer. */
  mapTileUrl: string;
}

/** The origin a tile URL template loads from, for the CSP's img-src: 'https://{s}.tile.x.org/…' → 'https://*.tile.x.org'. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template.replace(/\{s\}/g, '*'));
  return match?.[1] ?? "'self'";
}

/** The files area surveys' photos and signatures are stored in (and served from, by fileUrl). */
const AREA = 'survey';

const url = (name: string): string => fileUrl(AREA, name);

const rowSelection = {
  id: surveys.id,
  projectName: surveys.projectName,
  date: surveys.date,
  jobId: surveyJobs.id,
  jobName: surveyJobs.name,
  decs: surveys.decs,
};

const SORT_KEYS: ReadonlyMap<string, SQL> = new Map<string, SQL>([
  ['date', surveys.date.getSQL()],
  ['project_name', surveys.projectName.getSQL()],
  ['pekerjaan', surveyJobs.name.getSQL()],
  ['created_at', surveys.createdAt.getSQL()],
]);

type RawRow = { id: string; projectName: string; date: string; jobId: string; jobName: string; decs: string };

const toRow = (raw: RawRow): SurveyRow => ({
  _id: raw.id,
  project_name: raw.projectName,
  date: raw.date,
  pekerjaan: { id: raw.jobId, name: raw.jobName },
  decs: raw.decs,
});

/** A job still named by an active survey cannot be deleted. */
async function jobInUse(tx: Db, id: string): Promise<string | null> {
  const [used] = await tx
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.jobId, id), eq(surveys.status, 'active')))
    .limit(1);
  return used ? 'Pekerjaan masih dipakai oleh survey, tidak bisa dihapus' : null;
}

async function surveyDetail(db: Db, id: string): Promise<SurveyDetail | null> {
  const [raw] = await db
    .select({ ...rowSelection, survey: surveys })
    .from(surveys)
    .innerJoin(surveyJobs, eq(surveyJobs.id, surveys.jobId))
    .where(and(eq(surveys.id, id), eq(surveys.status, 'active')))
    .limit(1);
  if (!raw) return null;
  const s = raw.survey;
  const locations = await db
    .select({ name: surveyLocations.name, latitude: surveyLocations.latitude, longitude: surveyLocations.longitude })
    .from(surveyLocations)
    .where(eq(surveyLocations.surveyId, id))
    .orderBy(asc(surveyLocations.position));
  const staffRows = await db.select({ employeeId: surveyStaff.employeeId }).from(surveyStaff).where(eq(surveyStaff.surveyId, id)).orderBy(asc(surveyStaff.position));
  const staff: SurveyDetail['pj_survey'] = [];
  for (const { employeeId } of staffRows) {
    const employee = await activeMealEmployee(db, employeeId);
    staff.push({ idk: employee?.idk ?? null, firstname: employee?.nama ?? '' });
  }
  const pictures = await db.select({ file: surveyPictures.file }).from(surveyPictures).where(eq(surveyPictures.surveyId, id)).orderBy(asc(surveyPictures.position));
  return {
    ...toRow(raw),
    tempat: locations,
    pj_survey: staff,
    pj_installasi_goverment: { name: s.govName, no_hp: s.govPhone, picture: url(s.govPhoto), digital_signature: url(s.govSignature) },
    pj_konsultan: { name: s.consultantName, no_hp: s.consultantPhone, picture: url(s.consultantPhoto), digital_signature: url(s.consultantSignature) },
    digital_signature: url(s.surveyorSignature),
    picture: pictures.map((p) => ({ path: url(p.file) })),
    created_by: s.createdBy,
  };
}

/** The Survey module's routes. */
export function registerSurveyRoutes(app: FastifyInstance, deps: SurveyRouteDeps): void {
  const { db, files } = deps;
  const clock = deps.clock ?? (() => new Date());
  registerResourceRoutes(app, { db, clock, resource: jobResource, table: surveyJobs, inUse: jobInUse });
  // A released project's progress photos, report and leftovers (issue 14 section 3).
  registerProgressRoutes(app, { db, clock, files });

  registerEndpoint(app, surveyEndpoints.map, async () => ({ tile_url: deps.mapTileUrl, default_center: SURVEY_DEFAULT_CENTER }));

  registerEndpoint(app, surveyEndpoints.list, async ({ query }) => {
    const where = and(eq(surveys.status, 'active'), containsText(query.filter, [surveys.projectName, surveyJobs.name, surveys.decs]));
    const order = sortOrder(query.sort ?? SURVEY_DEFAULT_SORT, SORT_KEYS, SURVEY_SORT_KEYS, surveys.id);
    const select = db.select(rowSelection).from(surveys).innerJoin(surveyJobs, eq(surveyJobs.id, surveys.jobId)).where(where).orderBy(...order);
    if (query.show === 'all') return { data: (await select).map(toRow) };
    const [counted] = await db.select({ n: count() }).from(surveys).innerJoin(surveyJobs, eq(surveyJobs.id, surveys.jobId)).where(where);
    const total = counted?.n ?? 0;
    const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const from = rows.length === 0 ? null : (query.page - 1) * query.per_page + 1;
    return {
      data: rows.map(toRow),
      pagination: { current_page: query.page, last_page: lastPage, total, per_page: query.per_page, from, to: from === null ? null : from + rows.length - 1 },
    };
  });

  registerEndpoint(app, surveyEndpoints.get, async ({ params }) => {
    const detail = await surveyDetail(db, params.id);
    if (!detail) throw notFound('Survey tidak ditemukan');
    return { data: detail };
  });

  registerEndpoint(app, surveyEndpoints.add, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    // Checked before any file is stored: the job, and each staff number names an active employee.
    const problems: Record<string, string> = {};
    const [job] = await db
      .select({ id: surveyJobs.id })
      .from(surveyJobs)
      .where(and(eq(surveyJobs.id, body.pekerjaan), eq(surveyJobs.status, 'active')))
      .limit(1);
    if (!job) problems.pekerjaan = 'Pekerjaan tidak ditemukan';
    const staffIds: string[] = [];
    const unknown: number[] = [];
    for (const idk of body.staff) {
      const employee = await activeEmployeeByIdk(db, idk);
      if (employee) staffIds.push(employee.id);
      else unknown.push(idk);
    }
    if (unknown.length > 0) problems.staff = `Karyawan tidak ditemukan: ${unknown.join(', ')}`;
    if (Object.keys(problems).length > 0) throw validationError(problems);
    if (new Set(staffIds).size !== staffIds.length) throw validationError({ staff: 'Petugas survey tidak boleh dobel' });

    const pictures = SURVEY_PICTURE_PARTS.map((name) => (received as Record<string, ReceivedFile | undefined>)[name]).filter((f): f is ReceivedFile => f !== undefined);
    const required = {
      gov_photo: received.gov_photo,
      gov_signature: received.gov_signature,
      consultant_photo: received.consultant_photo,
      consultant_signature: received.consultant_signature,
      surveyor_signature: received.surveyor_signature,
    };
    // The endpoint declares these required, so the intake refused a call without them already.
    for (const [name, file] of Object.entries(required)) if (!file) throw validationError({ [name]: 'File wajib diunggah' });

    const fileDeps: RecordFileDeps = { files, area: AREA, log: request.log };
    const stored: string[] = [];
    const store = async (file: ReceivedFile): Promise<string> => {
      const name = await files.save(AREA, file);
      stored.push(name);
      return name;
    };
    try {
      const names = {
        govPhoto: await store(required.gov_photo!),
        govSignature: await store(required.gov_signature!),
        consultantPhoto: await store(required.consultant_photo!),
        consultantSignature: await store(required.consultant_signature!),
        surveyorSignature: await store(required.surveyor_signature!),
      };
      const pictureNames: string[] = [];
      for (const picture of pictures) pictureNames.push(await store(picture));
      const id = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(surveys)
          .values({
            projectName: body.project_name,
            date: body.date,
            jobId: body.pekerjaan,
            decs: body.decs,
            govName: body.gov_name,
            govPhone: body.gov_phone,
            consultantName: body.consultant_name,
            consultantPhone: body.consultant_phone,
            ...names,
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning({ id: surveys.id });
        if (!inserted) throw new Error('insert returned nothing');
        await tx.insert(surveyLocations).values(body.locations.map((l, position) => ({ surveyId: inserted.id, position, ...l })));
        await tx.insert(surveyStaff).values(staffIds.map((employeeId, position) => ({ surveyId: inserted.id, position, employeeId })));
        if (pictureNames.length > 0) await tx.insert(surveyPictures).values(pictureNames.map((file, position) => ({ surveyId: inserted.id, position, file })));
        // A job deleted meanwhile: nothing is kept.
        const [still] = await tx
          .select({ id: surveyJobs.id })
          .from(surveyJobs)
          .where(and(inArray(surveyJobs.id, [body.pekerjaan]), eq(surveyJobs.status, 'active')))
          .for('share')
          .limit(1);
        if (!still) throw validationError({ pekerjaan: 'Pekerjaan tidak ditemukan' });
        await writeAuditBy(tx, auth, now, { entity: 'survey', entityId: inserted.id, action: 'add', changedFields: Object.keys(body) });
        return inserted.id;
      });
      const detail = await surveyDetail(db, id);
      if (!detail) throw new Error('inserted survey not found');
      return { status: 'ok' as const, data: detail };
    } catch (error) {
      for (const name of stored) await discardStoredFile(fileDeps, name);
      throw error;
    }
  });
}
