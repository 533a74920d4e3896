import { descriptionField, nameField, resourceEndpoints, type ResourceDefinition } from '../resource';
import { defineEndpoint, type FileField } from './endpoint';
import { isoDateField } from './fields';
import { listQueryFor, listResponse, perPageParam } from './list';
import { z } from './zod';

/**
 * The Survey module's surveys from the surveyors' phones (seed 001 sections 2 'Survey and project
 * screens' 1, 3 'Survey', 7 'Survey and project', 9; issue 14 section 1): the 'Pekerjaan' (job)
 * master, the phone app's intake call, the 'Data Survey' list and a survey's detail.
 */

const surveyAccess = { kind: 'module', module: 'survey' } as const;

// ─── Master data: Pekerjaan ────────────────────────────────────────────────────────────────────

export const jobResource: ResourceDefinition = {
  key: 'pekerjaan',
  module: 'survey',
  apiBase: '/api/survey/pekerjaan',
  path: 'pekerjaan',
  menuLabel: 'Pekerjaan',
  icon: 'wrench',
  formTitle: 'Tambah Pekerjaan',
  editTitle: 'Edit Pekerjaan',
  searchPlaceholder: 'Cari data pekerjaan...',
  noun: 'Pekerjaan',
  fields: [nameField('Nama Pekerjaan'), descriptionField()],
  // Seed 001 section 9: master tables 5 per page, name ascending.
  pageSize: 5,
  defaultSort: 'name|asc',
};

export const SURVEY_RESOURCES = [jobResource] as const;

export const surveyMasterEndpoints = { pekerjaan: resourceEndpoints(jobResource) } as const;

// ─── Surveys ───────────────────────────────────────────────────────────────────────────────────

/** Seed 001 section 9: 5 surveys per page, date descending. */
export const SURVEY_PAGE_SIZE = 5;
export const SURVEY_DEFAULT_SORT = 'date|desc';
export const SURVEY_SORT_KEYS = ['date', 'project_name', 'pekerjaan', 'created_at'] as const;
/** The seed's survey screen calls `?per_page=999`. */
export const SURVEY_PER_PAGE_MAX = 999;
export const SURVEY_MAX_PICTURES = 10;
export const SURVEY_MAX_LOCATIONS = 50;
export const SURVEY_MAX_STAFF = 50;
export const SURVEY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SURVEY_SIGNATURE_MAX_BYTES = 1024 * 1024;
/** Seed 001 section 2: the map's default centre, a fixed point in Java (Surabaya), used when a survey has no locations. */
export const SURVEY_DEFAULT_CENTER = { latitude: -7.250445, longitude: 112.768845 } as const;

/** The picture parts: picture_1 … picture_10 (a repeated part name is refused, so each has its own). */
export const SURVEY_PICTURE_PARTS = Array.from({ length: SURVEY_MAX_PICTURES }, (_, i) => `picture_${i + 1}`);

const photo: FileField = { accept: 'image', maxBytes: SURVEY_PHOTO_MAX_BYTES, required: true };
const signature: FileField = { accept: 'png', maxBytes: SURVEY_SIGNATURE_MAX_BYTES, required: true };
const picture: FileField = { accept: 'image', maxBytes: SURVEY_PHOTO_MAX_BYTES, required: false };

export const surveyFiles = {
  gov_photo: photo,
  gov_signature: signature,
  consultant_photo: photo,
  consultant_signature: signature,
  surveyor_signature: signature,
  picture_1: picture,
  picture_2: picture,
  picture_3: picture,
  picture_4: picture,
  picture_5: picture,
  picture_6: picture,
  picture_7: picture,
  picture_8: picture,
  picture_9: picture,
  picture_10: picture,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, { message: `${label} wajib diisi` })
    .max(max, { message: `${label} maksimal ${max} karakter` });

const phoneNumber = (label: string) =>
  requiredText(label, 20).regex(/^\+?[0-9][0-9 -]{5,18}$/, { message: `${label} harus nomor telepon (angka, boleh diawali +)` });

/**
 * A JSON list in text parts: one part holding the whole list (the phone app), or one part per item
 * (the back office's form, whose bridge sends a list as repeated parts; a single item then arrives
 * as one part). Text that is not JSON is refused with the field's message.
 */
const jsonPart = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess((value, ctx) => {
    const parse = (text: string): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    };
    if (typeof value === 'string') {
      const parsed = parse(value);
      return Array.isArray(parsed) || parsed === z.NEVER ? parsed : [parsed];
    }
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map(parse);
    return value;
  }, schema);

export const surveyLocationInput = z.object({
  name: requiredText('Nama lokasi', 200),
  latitude: z.number({ message: 'Latitude harus angka' }).min(-90, { message: 'Latitude antara -90 dan 90' }).max(90, { message: 'Latitude antara -90 dan 90' }),
  longitude: z
    .number({ message: 'Longitude harus angka' })
    .min(-180, { message: 'Longitude antara -180 dan 180' })
    .max(180, { message: 'Longitude antara -180 dan 180' }),
});

const LOCATIONS_MESSAGE = 'Lokasi harus JSON: [{"name": "...", "latitude": -7.25, "longitude": 112.76}]';
const STAFF_MESSAGE = 'Petugas survey harus JSON: daftar nomor karyawan (idk), mis. [1001, 1002]';

/**
 * The text parts of POST survey/add. `locations` and `staff` are each one text part holding JSON
 * (see the endpoint's summary); the rest are plain text.
 */
export const surveyAddBody = z.object({
  project_name: requiredText('Nama proyek', 200),
  date: isoDateField('Tanggal survey'),
  pekerjaan: z.string({ message: 'Pekerjaan wajib dipilih' }).trim().pipe(z.uuid({ message: 'Pekerjaan wajib dipilih' })),
  decs: z.string().trim().max(2000, { message: 'Keterangan maksimal 2000 karakter' }).default(''),
  locations: jsonPart(
    z
      .array(surveyLocationInput, { message: LOCATIONS_MESSAGE })
      .min(1, { message: 'Lokasi survey minimal satu' })
      .max(SURVEY_MAX_LOCATIONS, { message: `Lokasi survey maksimal ${SURVEY_MAX_LOCATIONS}` }),
    LOCATIONS_MESSAGE,
  ),
  staff: jsonPart(
    z
      .array(z.number({ message: STAFF_MESSAGE }).int({ message: STAFF_MESSAGE }).min(1, { message: STAFF_MESSAGE }), { message: STAFF_MESSAGE })
      .min(1, { message: 'Petugas survey minimal satu' })
      .max(SURVEY_MAX_STAFF, { message: `Petugas survey maksimal ${SURVEY_MAX_STAFF}` })
      .refine((idks) => new Set(idks).size === idks.length, { message: 'Petugas survey tidak boleh dobel' }),
    STAFF_MESSAGE,
  ),
  gov_name: requiredText('Nama penanggung jawab instalasi pemerintah', 200),
  gov_phone: phoneNumber('No. HP penanggung jawab instalasi pemerintah'),
  consultant_name: requiredText('Nama konsultan', 200),
  consultant_phone: phoneNumber('No. HP konsultan'),
});
export type SurveyAddBody = z.infer<typeof surveyAddBody>;
export type SurveyAddInput = z.input<typeof surveyAddBody>;

export const surveyRow = z.object({
  _id: z.string(),
  project_name: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  pekerjaan: z.object({ id: z.string(), name: z.string() }),
  decs: z.string(),
});
export type SurveyRow = z.infer<typeof surveyRow>;

export const surveyContact = z.object({
  name: z.string(),
  no_hp: z.string(),
  /** Authenticated file paths (GET /api/files/survey/…). */
  picture: z.string(),
  digital_signature: z.string(),
});
export type SurveyContact = z.infer<typeof surveyContact>;

export const surveyLocation = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export type SurveyLocation = z.infer<typeof surveyLocation>;

export const surveyDetail = surveyRow.extend({
  /** The seed's 'tempat': the surveyed locations in order. */
  tempat: z.array(surveyLocation),
  /** The seed's 'pj_survey': the survey staff; firstname '' when the employee was deleted since. */
  pj_survey: z.array(z.object({ idk: z.number().int().nullable(), firstname: z.string() })),
  pj_installasi_goverment: surveyContact,
  pj_konsultan: surveyContact,
  /** The surveyor's signature. */
  digital_signature: z.string(),
  picture: z.array(z.object({ path: z.string() })),
  created_by: z.string().nullable(),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;

export const surveyListQuery = listQueryFor(SURVEY_PAGE_SIZE).extend({
  per_page: perPageParam(SURVEY_PAGE_SIZE, SURVEY_PER_PAGE_MAX),
});
export type SurveyListQuery = z.input<typeof surveyListQuery>;

export const surveyIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export const surveyEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/survey/survey/add',
    summary: [
      'Kirim survey dari aplikasi HP surveyor atau dari formulir Tambah Survey di kantor (akun dengan akses modul Survey). multipart/form-data.',
      'Bagian teks: project_name; date (YYYY-MM-DD); pekerjaan (id Pekerjaan dari GET /api/survey/pekerjaan/all); decs (keterangan, boleh kosong);',
      'locations: SATU bagian teks berisi JSON [{"name":"Gudang A","latitude":-7.25,"longitude":112.76}, …] (1–50 lokasi);',
      'staff: SATU bagian teks berisi JSON daftar nomor karyawan (idk) petugas survey, mis. [1001,1002];',
      'gov_name, gov_phone (penanggung jawab instalasi pemerintah); consultant_name, consultant_phone.',
      'Bagian file: gov_photo, consultant_photo (gambar JPG/PNG/GIF/BMP, maks 5 MB); gov_signature, consultant_signature, surveyor_signature (PNG saja, maks 1 MB);',
      'picture_1 … picture_10 (foto lokasi, opsional, gambar maks 5 MB; bagian lain ditolak 400).',
      'Jenis file diperiksa dari isinya (415 bila bukan gambar/PNG); 400 menyebut setiap field yang salah; bila ada yang gagal tidak ada yang tersimpan.',
    ].join(' '),
    // Issue 27 section 5: office staff enter surveys too (Tambah Survey), so every Survey user may.
    access: surveyAccess,
    body: surveyAddBody,
    files: surveyFiles,
    response: z.object({ status: z.literal('ok'), data: surveyDetail }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/survey/survey/all',
    summary: "Daftar survey (5 per halaman, sort default 'date|desc'; sort: date, project_name, pekerjaan, created_at); filter mencari nama proyek, pekerjaan, keterangan",
    access: surveyAccess,
    query: surveyListQuery,
    response: listResponse(surveyRow),
  }),
  map: defineEndpoint({
    method: 'GET',
    path: '/api/survey/map',
    summary: 'Pengaturan peta survey: URL tile (MAP_TILE_URL server) dan titik tengah bawaan di Jawa',
    access: surveyAccess,
    response: z.object({ tile_url: z.string(), default_center: z.object({ latitude: z.number(), longitude: z.number() }) }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/survey/survey/get/:id',
    summary: 'Detail survey: lokasi, petugas (idk, firstname), penanggung jawab instalasi pemerintah dan konsultan, tanda tangan, foto',
    access: surveyAccess,
    params: surveyIdParams,
    response: z.object({ data: surveyDetail }),
  }),
} as const;
