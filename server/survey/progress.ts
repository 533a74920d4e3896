import { asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileUrl, STORED_FILE_NAME } from '../../common/contract/files';
import {
  PROGRESS_STAGE_LABELS,
  PROGRESS_STAGES,
  PROJECT_MISSING,
  projectEndpoints,
  WAITING_ADMIN,
  WAITING_SATPAM,
  type ProgressStage,
  type ProjectDetail,
  type ProjectImagePair,
} from '../../common/contract/project';
import type { ProjectReportInput, ProjectReportPhoto } from '../../common/print/project-report';
import { personName, type Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { discardStoredFile, type FileStore, type RecordFileDeps } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { conflict, notFound, unauthenticated, validationError } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { companyForPrint } from '../settings/company';
import { recordProjectLeftovers } from '../warehouse/leftovers';
import { projectLeftoverReturns } from '../warehouse/lookup';
import { loadProjectDetail } from './project-detail';
import { projectDocuments, projectItems, projectReleases, projects } from './project-tables';
import { surveyJobs, surveyLocations, surveys } from './tables';

/**
 * A released project's work (issue 14 section 3; seed 001 'Progress Pekerjaan'): progress photos
 * in three stages per survey location, the project report (PDF), and the leftovers that come back
 * into a warehouse. Every write first locks the project's request row, so writes to one project
 * take turns (two leftover entries never both pass the limit). Photos are uploaded on their own
 * (upload_image) and named by the stage saves; a photo a save replaced is removed after commit.
 */

export interface ProgressRouteDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
}

/** The files area progress photos are stored in (and served from, by fileUrl). */
const AREA = 'project';
/** Photos beyond this many bytes in one report are named, not embedded: a 50-location project must still print. */
const REPORT_IMAGE_BUDGET = 64 * 1024 * 1024;

export const PROGRESS_TEXTS = {
  uploaded: 'Berhasil upload gambar',
  previousStage: (stage: ProgressStage) => `Selesaikan progress ${PROGRESS_STAGE_LABELS[stage]} dulu`,
  locationMissing: 'Lokasi tidak ditemukan',
  imageMissing: 'Gambar tidak ditemukan, unggah ulang',
  duplicateLocation: 'Lokasi tidak boleh dobel',
  notReleased: 'Produk tidak termasuk barang keluar project ini',
  aboveReturnable: (product: string, returnable: number, unit: string) =>
    returnable > 0 ? `Sisa ${product} paling banyak ${returnable} ${unit} lagi` : `Sisa ${product} sudah kembali semua`,
  /** 'Proyek Jalur Utara: …'; a name that already says 'Proyek' is not prefixed twice. */
  leftoverNote: (project: string, note: string) => {
    const named = /^proyek\b/i.test(project) ? project : `Proyek ${project}`;
    return note ? `${named}: ${note}` : named;
  },
  photoUnprintable: 'Foto GIF/BMP tidak dapat dicetak',
  photoLost: 'Foto tidak ditemukan',
  photoOverBudget: 'Foto tidak dicetak: laporan terlalu besar',
} as const;

/** A path upload_image answered ('/api/files/project/<name>') or the bare stored name → the name; null for anything else. */
export function storedProjectFile(path: string): string | null {
  const prefix = fileUrl(AREA, '');
  const name = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return STORED_FILE_NAME.test(name) && !name.endsWith('.pdf') ? name : null;
}

/**
 * A PNG's or JPEG's size in pixels, from its header (the report centres each photo in its box);
 * null when the header does not say.
 */
export function imagePixels(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  let turned = false;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xe1) turned = exifOrientation(data, at + 4) > 4;
    // Start-of-frame markers C0–CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const [width, height] = [data.readUInt16BE(at + 7), data.readUInt16BE(at + 5)];
      // pdfkit turns a photo by its EXIF orientation (5–8: a quarter turn), so its sides swap.
      return turned ? { width: height, height: width } : { width, height };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

/** The EXIF orientation (1–8) of an APP1 segment's body at `start`; 1 when it names none. */
function exifOrientation(data: Buffer, start: number): number {
  if (start + 14 > data.length || data.toString('ascii', start, start + 4) !== 'Exif') return 1;
  const tiff = start + 6;
  const little = data.toString('ascii', tiff, tiff + 2) === 'II';
  const u16 = (offset: number) => (offset + 2 <= data.length ? (little ? data.readUInt16LE(offset) : data.readUInt16BE(offset)) : 0);
  const u32 = (offset: number) => (offset + 4 <= data.length ? (little ? data.readUInt32LE(offset) : data.readUInt32BE(offset)) : 0);
  const ifd = tiff + u32(tiff + 4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

/** The stage order: the stage a stage needs first. */
const PREVIOUS: Record<ProgressStage, ProgressStage | null> = { gambar0: null, gambar50: 'gambar0', gambar100: 'gambar50' };

interface StageWrite {
  location: number;
  stage: ProgressStage;
  file1: string;
  file2: string;
}

/**
 * The project's request, locked FOR UPDATE for the rest of the transaction, checked released;
 * 404 without the project, 409 with the waiting label otherwise (the admin's first).
 */
async function lockReleasedProject(tx: Db, projectId: string): Promise<{ surveyId: string; name: string; releaseId: string }> {
  const [project] = await tx.select({ id: projects.id, surveyId: projects.surveyId, name: projects.name }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_MISSING);
  const [release] = await tx
    .select({ id: projectReleases.id, state: projectReleases.state, adminStatus: projectReleases.adminStatus, satpamStatus: projectReleases.satpamStatus })
    .from(projectReleases)
    .where(eq(projectReleases.projectId, projectId))
    .for('update');
  if (!release || release.adminStatus !== 1) throw conflict(WAITING_ADMIN);
  if (release.satpamStatus !== 1 || release.state !== 'released') throw conflict(WAITING_SATPAM);
  return { surveyId: project.surveyId, name: project.name, releaseId: release.id };
}

async function detailOrMissing(db: Db, id: string): Promise<ProjectDetail> {
  const detail = await loadProjectDetail(db, id);
  if (!detail) throw notFound(PROJECT_MISSING);
  return detail;
}

export function registerProgressRoutes(app: FastifyInstance, deps: ProgressRouteDeps): void {
  const { db, clock, files } = deps;
  const e = projectEndpoints;

  /** The stored names of the pairs, each checked to be in the store (400 naming the field otherwise). */
  const storedPairs = async (pairs: readonly { field: string; pair: ProjectImagePair }[]): Promise<Map<string, { file1: string; file2: string }>> => {
    const problems: Record<string, string> = {};
    const named = new Map<string, { file1: string; file2: string }>();
    for (const { field, pair } of pairs) {
      const file1 = storedProjectFile(pair.file1);
      const file2 = storedProjectFile(pair.file2);
      if (!file1 || !(await files.read(AREA, file1))) problems[`${field}.file1`] = PROGRESS_TEXTS.imageMissing;
      if (!file2 || !(await files.read(AREA, file2))) problems[`${field}.file2`] = PROGRESS_TEXTS.imageMissing;
      if (file1 && file2) named.set(field, { file1, file2 });
    }
    if (Object.keys(problems).length > 0) throw validationError(problems);
    return named;
  };

  /**
   * Saves stage photos in one transaction: the project released, each location one of its
   * survey's, each stage after the one before it (counting what this save adds). Answers the
   * stored names the save replaced.
   */
  const saveStages = async (projectId: string, writes: readonly StageWrite[], auth: { user: { id: string }; deviceId: string | null }): Promise<string[]> => {
    const now = clock();
    return db.transaction(async (tx) => {
      const project = await lockReleasedProject(tx, projectId);
      const locations = await tx.select({ position: surveyLocations.position }).from(surveyLocations).where(eq(surveyLocations.surveyId, project.surveyId));
      const known = new Set(locations.map((l) => l.position));
      if (writes.some((w) => !known.has(w.location))) throw notFound(PROGRESS_TEXTS.locationMissing);
      const existing = await tx.select().from(projectDocuments).where(eq(projectDocuments.projectId, projectId));
      const key = (location: number, stage: ProgressStage) => `${location}|${stage}`;
      const before = new Map(existing.map((row) => [key(row.location, row.stage), row]));
      const after = new Set([...before.keys(), ...writes.map((w) => key(w.location, w.stage))]);
      for (const w of writes) {
        const previous = PREVIOUS[w.stage];
        if (previous && !after.has(key(w.location, previous))) throw conflict(PROGRESS_TEXTS.previousStage(previous));
      }
      const replaced: string[] = [];
      for (const w of writes) {
        const old = before.get(key(w.location, w.stage));
        if (old) replaced.push(old.file1, old.file2);
        await tx
          .insert(projectDocuments)
          .values({ projectId, location: w.location, stage: w.stage, file1: w.file1, file2: w.file2, updatedAt: now, updatedBy: auth.user.id })
          .onConflictDoUpdate({
            target: [projectDocuments.projectId, projectDocuments.location, projectDocuments.stage],
            set: { file1: w.file1, file2: w.file2, updatedAt: now, updatedBy: auth.user.id },
          });
      }
      if (writes.length > 0) {
        await writeAuditBy(tx, auth, now, { entity: 'project', entityId: projectId, action: 'progress', changedFields: writes.map((w) => `dokproyek.${w.location}.${w.stage}`) });
      }
      return replaced;
    });
  };

  /** After commit: the replaced photos no row names any more are removed. */
  const discardUnused = async (names: readonly string[], fileDeps: RecordFileDeps): Promise<void> => {
    const unique = [...new Set(names)];
    if (unique.length === 0) return;
    const used = await db
      .select({ file1: projectDocuments.file1, file2: projectDocuments.file2 })
      .from(projectDocuments)
      .where(or(inArray(projectDocuments.file1, unique), inArray(projectDocuments.file2, unique)));
    const stillNamed = new Set(used.flatMap((row) => [row.file1, row.file2]));
    for (const name of unique) if (!stillNamed.has(name)) await discardStoredFile(fileDeps, name);
  };

  registerEndpoint(app, e.uploadImage, async ({ files: received }) => {
    // The endpoint declares the part required and checked the image by its content and size.
    if (!received.files) throw validationError({ files: 'File wajib diunggah' });
    const name = await files.save(AREA, received.files);
    return { status: 'ok' as const, path: fileUrl(AREA, name), message: PROGRESS_TEXTS.uploaded };
  });

  registerEndpoint(app, e.updateStage, async ({ params, body, auth, request }) => {
    if (!auth) throw unauthenticated();
    const named = await storedPairs([{ field: 'gambar', pair: body.gambar }]);
    const pair = named.get('gambar');
    if (!pair) throw new Error('pair checked above');
    const replaced = await saveStages(params.id, [{ location: params.idLokasi, stage: body.name, ...pair }], auth);
    await discardUnused(replaced, { files, area: AREA, log: request.log });
    return { status: 'ok' as const, data: await detailOrMissing(db, params.id) };
  });

  registerEndpoint(app, e.updateAll, async ({ params, body, auth, request }) => {
    if (!auth) throw unauthenticated();
    if (new Set(body.dokproyek.map((d) => d.lokasi)).size !== body.dokproyek.length) throw validationError({ dokproyek: PROGRESS_TEXTS.duplicateLocation });
    // A stage left out (or null) stays as it is: this saves what the wizard has, never removes.
    const given = body.dokproyek.flatMap((d, index) =>
      PROGRESS_STAGES.flatMap((stage) => {
        const pair = d[stage];
        return pair ? [{ field: `dokproyek.${index}.${stage}`, location: d.lokasi, stage, pair }] : [];
      }),
    );
    const named = await storedPairs(given);
    const writes = given.map((g) => {
      const pair = named.get(g.field);
      if (!pair) throw new Error('pair checked above');
      return { location: g.location, stage: g.stage, ...pair };
    });
    const replaced = await saveStages(params.id, writes, auth);
    await discardUnused(replaced, { files, area: AREA, log: request.log });
    return { status: 'ok' as const, data: await detailOrMissing(db, params.id) };
  });

  registerEndpoint(app, e.generate, async ({ params }) => {
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, params.id));
    if (!project) throw notFound(PROJECT_MISSING);
    return { status: 'ok' as const, path: `/api/survey/proyek/laporan/${project.id}` };
  });

  /** A stored photo for the report: a data URL pdfmake embeds (PNG and JPEG only), within the budget. */
  const reportPhoto = async (name: string, budget: { left: number }): Promise<ProjectReportPhoto> => {
    const stored = await files.read(AREA, name);
    if (!stored) return { missing: PROGRESS_TEXTS.photoLost };
    if (stored.mime !== 'image/png' && stored.mime !== 'image/jpeg') return { missing: PROGRESS_TEXTS.photoUnprintable };
    if (stored.data.length > budget.left) return { missing: PROGRESS_TEXTS.photoOverBudget };
    budget.left -= stored.data.length;
    return { image: `data:${stored.mime};base64,${stored.data.toString('base64')}`, size: imagePixels(stored.data) };
  };

  registerEndpoint(app, e.report, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const detail = await detailOrMissing(db, params.id);
    const [survey] = await db
      .select({ name: surveys.projectName, date: surveys.date, job: surveyJobs.name })
      .from(surveys)
      .innerJoin(surveyJobs, eq(surveyJobs.id, surveys.jobId))
      .where(eq(surveys.id, detail.survey.id));
    const documents = await db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, params.id))
      .orderBy(asc(projectDocuments.location), asc(projectDocuments.stage));
    const budget = { left: REPORT_IMAGE_BUDGET };
    const locations: ProjectReportInput['locations'] = [];
    for (const place of detail.tempat) {
      const stages: ProjectReportInput['locations'][number]['stages'] = [];
      for (const stage of PROGRESS_STAGES) {
        const row = documents.find((d) => d.location === place.lokasi && d.stage === stage);
        stages.push({ label: PROGRESS_STAGE_LABELS[stage], photos: row ? [await reportPhoto(row.file1, budget), await reportPhoto(row.file2, budget)] : null });
      }
      locations.push({ name: place.name, latitude: place.latitude, longitude: place.longitude, stages });
    }
    const release = detail.release;
    const report: ProjectReportInput = {
      name: detail.nama_proyek,
      survey: { name: survey?.name ?? detail.survey.project_name, job: survey?.job ?? '', date: survey?.date ?? '' },
      executor: detail.pelaksana.firstname,
      exitDate: detail.date_keluar,
      description: detail.desc,
      request: release
        ? {
            number: release.number,
            warehouse: release.warehouse?.name ?? null,
            releasedAt: release.released_at,
            admin: { by: release.otorisasi.admin.by, at: release.otorisasi.admin.at },
            satpam: { by: release.otorisasi.satpam.by, at: release.otorisasi.satpam.at },
          }
        : null,
      materials: detail.kebutuhan.map((item) => ({ code: item.produk.code, name: item.produk.name, unit: item.produk.unit, qty: item.qty })),
      locations,
    };
    const pdf = await renderPdfJob(pdfJob('projectReport', report, { printedBy: personName(auth.user), printedAt: clock(), company: await companyForPrint(db, files) }));
    return sendPdf(reply, pdf, `laporan-project-${detail.nama_proyek}.pdf`);
  });

  registerEndpoint(app, e.leftovers, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    // Names and units for the messages; the limits themselves are read under the lock below.
    const before = await detailOrMissing(db, params.id);
    const named = new Map(before.kebutuhan.map((item) => [item.produk.id, item.produk]));
    await db.transaction(async (tx) => {
      const project = await lockReleasedProject(tx, params.id);
      const released = new Map(
        (await tx.select({ productId: projectItems.productId, qty: projectItems.qty }).from(projectItems).where(eq(projectItems.projectId, params.id))).map((r) => [r.productId, r.qty]),
      );
      const outside: Record<string, string> = {};
      body.items.forEach((item, index) => {
        if (!released.has(item.idproduk)) outside[`items.${index}.idproduk`] = PROGRESS_TEXTS.notReleased;
      });
      if (Object.keys(outside).length > 0) throw validationError(outside);
      const returned = await projectLeftoverReturns(tx, params.id);
      for (const item of body.items) {
        const returnable = (released.get(item.idproduk) ?? 0) - (returned.get(item.idproduk) ?? 0);
        if (item.qty > returnable) {
          const product = named.get(item.idproduk);
          throw conflict(PROGRESS_TEXTS.aboveReturnable(product?.name ?? item.idproduk, Math.max(returnable, 0), product?.unit ?? ''));
        }
      }
      await recordProjectLeftovers(
        tx,
        {
          projectId: params.id,
          warehouseId: body.id_gudang,
          items: body.items.map((item) => ({ productId: item.idproduk, qty: item.qty })),
          keterangan: PROGRESS_TEXTS.leftoverNote(project.name, body.keterangan),
        },
        auth,
        now,
      );
      await writeAuditBy(tx, auth, now, { entity: 'project', entityId: params.id, action: 'leftovers', changedFields: body.items.map((item) => `sisa.${item.idproduk}`) });
    });
    return { status: 'ok' as const, data: await detailOrMissing(db, params.id) };
  });
}
