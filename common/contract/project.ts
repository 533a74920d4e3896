import { blankAsMissing, integerField, isoDateField } from './fields';
import { defineEndpoint, type FileField } from './endpoint';
import { listQueryFor, listResponse, perPageParam, statusOk } from './list';
import { z } from './zod';

/**
 * Projects and their material release (seed 001 sections 2 'Survey and project screens' 2–3 and
 * warehouse screens 14–15, 3 'Project', 'Outgoing goods', 4, 5, 7; issue 14 sections 2–3).
 *
 * A project comes from a survey; 'Konfirmasi' on the project screen makes its outgoing-goods
 * request (barangkeluar, state IP). An admin (tipe ADM) and a guard (tipe SPM) each confirm once;
 * the second confirmation releases the goods from the chosen warehouse as 'project_release' ledger
 * entries in the same transaction (KP-2026-000001), or, when a line is short, nothing happens and
 * both see which product is short (409). A released project records progress photos in three
 * stages per survey location, prints its report, and returns its leftovers (at most what was
 * released, per product) into a warehouse as 'leftover' entries (source 'project').
 *
 * Decision (issue 14 section 3): leftovers of a project are entered on the 'Progress Pekerjaan'
 * screen, by the people running the project, because they know what came back; the warehouse's
 * 'Barang Sisa Proyek' lists them read-only.
 */

const surveyAccess = { kind: 'module', module: 'survey' } as const;
/** The warehouse's 'Barang Proyek' screen; the confirmation also checks the account's role. */
const warehouseAccess = { kind: 'module', module: 'warehouse' } as const;

/** Seed 001 section 9: project confirmation lists 5 per page. */
export const PROJECT_PAGE_SIZE = 5;
export const PROJECT_DEFAULT_SORT = 'date_keluar|desc';
export const PROJECT_SORT_KEYS = ['date_keluar', 'nama_proyek', 'created_at'] as const;
/** The seed calls `proyek/all?per_page=999`. */
export const PROJECT_PER_PAGE_MAX = 999;
export const PROJECT_MAX_ITEMS = 100;
export const PROJECT_QTY_MAX = 1_000_000;
export const PROJECT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Seed 001 section 5: project, executor and notes are required. */
export const PROJECT_INCOMPLETE = 'Lengkapi Data Anda !!';
/** Seed 001 section 5: a product with stock 0 or less is refused. */
export const PROJECT_STOCK_EMPTY = 'Stock Barang Kosong !!';
export const PROJECT_MISSING = 'Project tidak ditemukan';
export const PROJECT_CONFIRMED = 'Berhasil Konfirmasi Project Data';
/** Seed 001 section 4: the waiting labels. */
export const WAITING_ADMIN = 'Tunggu konfirmasi Admin';
export const WAITING_SATPAM = 'Tunggu konfirmasi Satpam';
export const PROGRESS_DONE = 'Progress Selesai';

/** The three progress stages of seed 001 section 4, in order. */
export const PROGRESS_STAGES = ['gambar0', 'gambar50', 'gambar100'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];
export const PROGRESS_STAGE_LABELS: Record<ProgressStage, string> = { gambar0: '0%', gambar50: '50%', gambar100: '100%' };

/** The confirmation types of `barangkeluar/otorisasi`: ADM by an admin (or superadmin), SPM by a guard. */
export const RELEASE_CONFIRMERS = ['ADM', 'SPM'] as const;
export type ReleaseConfirmer = (typeof RELEASE_CONFIRMERS)[number];

/** An outgoing-goods request's state: IP (in process: waiting for confirmations) or released. */
export const RELEASE_STATES = ['IP', 'released'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

const requiredId = (message: string) => z.preprocess(blankAsMissing, z.string({ message }).pipe(z.uuid({ message })));

const quantity = integerField('Jumlah', { min: 1, max: PROJECT_QTY_MAX, messages: { type: 'Jumlah harus angka', min: 'Jumlah minimal 1' } });

/** One product row of the project form (the seed's kebutuhan: idproduk and qty). */
export const projectItemInput = z.object({ idproduk: requiredId('Produk wajib dipilih'), qty: quantity });

/** POST proyek/add and PUT proyek/update/{id}: the seed's save payload. */
export const projectBody = z.object({
  /** The survey the project comes from (the form's project selector). */
  idsurvey: requiredId(PROJECT_INCOMPLETE),
  /** Defaults to the survey's project name. */
  nama_proyek: z.preprocess(blankAsMissing, z.string().trim().max(200, { message: 'Nama proyek maksimal 200 karakter' }).optional()),
  /** The executor: an active employee's id (the employee picker). */
  idpelaksana: requiredId(PROJECT_INCOMPLETE),
  /** The day the goods leave ('Tanggal Keluar'). */
  date_keluar: isoDateField('Tanggal keluar'),
  /** The notes, shown as the project's purpose (tujuan). */
  desc: z.preprocess(blankAsMissing, z.string({ message: PROJECT_INCOMPLETE }).trim().min(1, { message: PROJECT_INCOMPLETE }).max(1000, { message: 'Keterangan maksimal 1000 karakter' })),
  kebutuhan: z
    .array(projectItemInput, { message: 'Daftar barang wajib diisi' })
    .min(1, { message: 'Barang minimal satu' })
    .max(PROJECT_MAX_ITEMS, { message: `Barang maksimal ${PROJECT_MAX_ITEMS}` })
    .refine((items) => new Set(items.map((i) => i.idproduk)).size === items.length, { message: 'Produk tidak boleh dobel' }),
});
export type ProjectBody = z.infer<typeof projectBody>;
export type ProjectBodyInput = z.input<typeof projectBody>;

const ref = z.object({ id: z.string(), name: z.string() });

export const projectItem = z.object({
  produk: ref.extend({ code: z.string(), unit: z.string() }),
  qty: z.number().int(),
});
export type ProjectItem = z.infer<typeof projectItem>;

const confirmation = z.object({
  /** Seed: 1 approved, 0 waiting. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Who confirmed (personName) and when (ISO); null while waiting. */
  by: z.string().nullable(),
  at: z.string().nullable(),
});

/** The outgoing-goods request of a project (seed 'barangkeluar'). */
export const projectRelease = z.object({
  id: z.string(),
  /** KP-2026-000001: the ledger reference of the release. */
  number: z.string(),
  status: z.enum(RELEASE_STATES),
  tujuan: z.string(),
  /** The warehouse the goods leave from; chosen by the first confirmation, null before. */
  warehouse: ref.nullable(),
  otorisasi: z.object({ admin: confirmation, satpam: confirmation }),
  /** When the goods left (the second confirmation), ISO; null before. */
  released_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectRelease = z.infer<typeof projectRelease>;

export const projectRow = z.object({
  id: z.string(),
  nama_proyek: z.string(),
  survey: z.object({ id: z.string(), project_name: z.string() }),
  /** The executor; firstname '(karyawan sudah dihapus)' never appears here: a deleted one reads ''. */
  pelaksana: z.object({ id: z.string(), idk: z.number().int().nullable(), firstname: z.string() }),
  /** YYYY-MM-DD. */
  date_keluar: z.string(),
  /** The notes, as the table's purpose column. */
  tujuan: z.string(),
  desc: z.string(),
  kebutuhan: z.array(projectItem),
  /** Null until 'Konfirmasi' made the request. */
  release: projectRelease.nullable(),
  created_at: z.string(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectImagePair = z.object({ file1: z.string(), file2: z.string() });
export type ProjectImagePair = z.infer<typeof projectImagePair>;

/** Progress photos of one survey location (seed 'dokproyek'); a stage is null until both images are in. */
export const projectDocument = z.object({
  /** The survey location's index (0-based), the seed's idLokasi. */
  lokasi: z.number().int(),
  lokasi_name: z.string(),
  gambar0: projectImagePair.nullable(),
  gambar50: projectImagePair.nullable(),
  gambar100: projectImagePair.nullable(),
});
export type ProjectDocument = z.infer<typeof projectDocument>;

/** Per released product: what left, what came back already, what may still come back. */
export const projectLeftoverBalance = z.object({
  produk: ref.extend({ code: z.string(), unit: z.string() }),
  released: z.number().int(),
  returned: z.number().int(),
  returnable: z.number().int(),
});
export type ProjectLeftoverBalance = z.infer<typeof projectLeftoverBalance>;

export const projectDetail = projectRow.extend({
  /** The survey's locations (index, name, coordinates). */
  tempat: z.array(z.object({ lokasi: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() })),
  /** One entry per survey location, in order. */
  dokproyek: z.array(projectDocument),
  /** Empty until released. */
  sisa: z.array(projectLeftoverBalance),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const projectListQuery = listQueryFor(PROJECT_PAGE_SIZE).extend({
  per_page: perPageParam(PROJECT_PAGE_SIZE, PROJECT_PER_PAGE_MAX),
  /** 'all' (the project screen, default) or 'requested' (the progress screen: projects with a request). */
  stage: z.enum(['all', 'requested']).default('all'),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

/** POST barangkeluar/add: the seed's body plus the project it is for. */
export const releaseAddBody = z.object({
  idproyek: requiredId(PROJECT_INCOMPLETE),
  /** The seed also sends these; the server takes them from the project. */
  idsurvey: z.string().optional(),
  idpelaksana: z.string().optional(),
  /** The project's rows as the seed holds them (ignored: the server reads the project's own). */
  kebutuhan: z.array(z.looseObject({})).optional(),
  tujuan: z.string().trim().max(1000).optional(),
  status: z.literal('IP').default('IP'),
});

/** A request as the warehouse's 'Barang Proyek' list shows it. */
export const releaseRow = projectRelease.extend({
  project: z.object({ id: z.string(), nama_proyek: z.string(), date_keluar: z.string(), desc: z.string() }),
  pelaksana: z.object({ idk: z.number().int().nullable(), firstname: z.string() }),
  kebutuhan: z.array(projectItem),
});
export type ReleaseRow = z.infer<typeof releaseRow>;

export const releaseListQuery = listQueryFor(PROJECT_PAGE_SIZE).extend({
  /** 'waiting' (default: not yet released) or 'all'. */
  state: z.enum(['waiting', 'all']).default('waiting'),
});
export type ReleaseListQuery = z.input<typeof releaseListQuery>;

export const releaseConfirmParams = z.object({
  id: z.uuid({ message: 'Id tidak valid' }),
  /** The signed-in user's employee number as the seed sends it; 0 for an account without one. */
  idk: integerField('Nomor karyawan', { min: 0, max: 2_147_483_647, messages: 'Nomor karyawan tidak valid' }),
});
export const releaseConfirmQuery = z.object({
  tipe: z.enum(RELEASE_CONFIRMERS, { message: 'Tipe harus ADM atau SPM' }),
  /** The warehouse the goods leave from: required from the first confirmation, ignored after. */
  id_gudang: z.preprocess(blankAsMissing, z.uuid({ message: 'Warehouse wajib dipilih' }).optional()),
});

const image: FileField = { accept: 'image', maxBytes: PROJECT_IMAGE_MAX_BYTES, required: true };

export const progressStageBody = z.object({
  name: z.enum(PROGRESS_STAGES, { message: 'Tahap harus gambar0, gambar50 atau gambar100' }),
  gambar: z.object({ file1: z.string({ message: 'Gambar 1 wajib diunggah' }).min(1, { message: 'Gambar 1 wajib diunggah' }), file2: z.string({ message: 'Gambar 2 wajib diunggah' }).min(1, { message: 'Gambar 2 wajib diunggah' }) }),
});
export const progressLocationParams = z.object({
  id: z.uuid({ message: 'Id tidak valid' }),
  idLokasi: integerField('Lokasi', { min: 0, max: 999, messages: 'Lokasi tidak valid' }),
});
export const progressAllBody = z.object({
  dokproyek: z
    .array(
      z.object({
        lokasi: z.number().int().min(0),
        gambar0: projectImagePair.nullable().optional(),
        gambar50: projectImagePair.nullable().optional(),
        gambar100: projectImagePair.nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
});

/** Leftovers of a project back into a warehouse (entered on the progress screen). */
export const projectLeftoverBody = z.object({
  id_gudang: requiredId('Warehouse wajib dipilih'),
  items: z
    .array(projectItemInput)
    .min(1, { message: 'Barang minimal satu' })
    .max(PROJECT_MAX_ITEMS)
    .refine((items) => new Set(items.map((i) => i.idproduk)).size === items.length, { message: 'Produk tidak boleh dobel' }),
  keterangan: z.string().trim().max(500, { message: 'Keterangan maksimal 500 karakter' }).default(''),
});
export type ProjectLeftoverBody = z.input<typeof projectLeftoverBody>;

const projectData = z.object({ status: z.literal('ok'), data: projectDetail });

/** The executor picker's choices: what the project form needs of a person, without the Employee module's pay and personal data. */
export const EXECUTOR_OPTIONS_LIMIT = 10;
export const executorOption = z.object({ id: z.string(), idk: z.number().int(), firstname: z.string(), division: z.string() });
export type ExecutorOptionRow = z.infer<typeof executorOption>;

export const projectEndpoints = {
  executors: defineEndpoint({
    method: 'GET',
    path: '/api/survey/pelaksana/all',
    summary: `Pilihan Pelaksana: karyawan aktif (id, idk, nama, divisi) yang nama atau nomornya memuat filter, paling banyak ${EXECUTOR_OPTIONS_LIMIT}`,
    access: surveyAccess,
    query: z.object({ filter: z.string().trim().max(200).optional() }),
    response: z.object({ data: z.array(executorOption) }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/survey/proyek/all',
    summary: "Daftar project (5 per halaman, sort default 'date_keluar|desc'); stage=requested: hanya yang sudah punya permintaan barang keluar (Progress Pekerjaan)",
    access: surveyAccess,
    query: projectListQuery,
    response: listResponse(projectRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/survey/proyek/get/:id',
    summary: 'Detail project: barang, permintaan dan otorisasinya, lokasi survey, dokproyek (foto progress), sisa yang boleh kembali',
    access: surveyAccess,
    params: projectIdParams,
    response: z.object({ data: projectDetail }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/survey/proyek/add',
    summary: "Tambah project dari survey (produk berstok 0 ditolak 'Stock Barang Kosong !!')",
    access: surveyAccess,
    body: projectBody,
    response: projectData,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/survey/proyek/update/:id',
    summary: 'Ubah project (409 bila permintaannya sudah dikonfirmasi Admin atau Satpam)',
    access: surveyAccess,
    params: projectIdParams,
    body: projectBody,
    response: projectData,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/survey/proyek/delete/:id',
    summary: 'Hapus project beserta permintaannya (409 bila barang sudah keluar)',
    access: surveyAccess,
    params: projectIdParams,
    response: statusOk,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/survey/proyek/upload_image',
    summary: 'Unggah satu foto progress (bagian file "files": JPG/PNG/GIF/BMP, maks 5 MB); jawabannya path untuk updatedokone',
    access: surveyAccess,
    files: { files: image },
    response: z.object({ status: z.literal('ok'), path: z.string(), message: z.string() }),
  }),
  updateStage: defineEndpoint({
    method: 'PUT',
    path: '/api/survey/proyek/updatedokone/:id/:idLokasi',
    summary: 'Simpan dua foto satu tahap (gambar0, gambar50, gambar100) di satu lokasi; tahap berikutnya hanya setelah tahap sebelumnya; hanya setelah barang keluar',
    access: surveyAccess,
    params: progressLocationParams,
    body: progressStageBody,
    response: projectData,
  }),
  updateAll: defineEndpoint({
    method: 'PUT',
    path: '/api/survey/proyek/updatedok/:id',
    summary: 'Simpan foto progress beberapa lokasi sekaligus (aturan sama dengan updatedokone)',
    access: surveyAccess,
    params: projectIdParams,
    body: progressAllBody,
    response: projectData,
  }),
  generate: defineEndpoint({
    method: 'GET',
    path: '/api/survey/proyek/generate/:id',
    summary: 'Path laporan project (PDF A4) untuk dibuka',
    access: surveyAccess,
    params: projectIdParams,
    response: z.object({ status: z.literal('ok'), path: z.string() }),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/survey/proyek/laporan/:id',
    summary: 'Laporan project (PDF A4, kop perusahaan): project, survey, pelaksana, tanggal, barang keluar, foto per lokasi dan tahap',
    access: surveyAccess,
    params: projectIdParams,
    response: z.unknown(),
  }),
  leftovers: defineEndpoint({
    method: 'POST',
    path: '/api/survey/proyek/barangsisa/:id',
    summary: "Barang sisa project kembali ke warehouse: entri 'leftover' (sumber proyek), per produk paling banyak yang keluar dikurangi yang sudah kembali (409)",
    access: surveyAccess,
    params: projectIdParams,
    body: projectLeftoverBody,
    response: projectData,
  }),
} as const;

export const releaseEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/barangkeluar/add',
    summary: "Konfirmasi project: buat permintaan barang keluar (status IP) menunggu Admin dan Satpam",
    access: surveyAccess,
    body: releaseAddBody,
    response: z.object({ status: z.literal('ok'), data: projectRelease }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/barangkeluar/all',
    summary: "Barang Proyek: permintaan barang keluar project (5 per halaman; state=waiting bawaan, all)",
    access: warehouseAccess,
    query: releaseListQuery,
    response: listResponse(releaseRow),
  }),
  confirm: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/barangkeluar/otorisasi/:id/:idk',
    summary:
      "Konfirmasi barang keluar project: tipe=ADM oleh akun ber-role admin (atau superadmin), tipe=SPM oleh satpam (403 untuk yang lain), masing-masing sekali. Konfirmasi pertama memilih warehouse (id_gudang). Konfirmasi kedua mengeluarkan barang ('project_release'); 409 menyebut produk yang kurang dan tidak ada yang berubah",
    access: warehouseAccess,
    params: releaseConfirmParams,
    query: releaseConfirmQuery,
    response: z.object({ status: z.literal('ok'), data: releaseRow }),
  }),
} as const;
