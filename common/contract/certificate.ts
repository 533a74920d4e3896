import { blankAsMissing, integerField, isoDateField } from './fields';
import { CERTIFICATE_DEFAULT_WARNING_DAYS, CERTIFICATE_HOLDER_KINDS, CERTIFICATE_STATUSES } from '../certificate';
import { daysBetween } from '../calendar';
import { descriptionField, nameField, resourceEndpoints, type ResourceDefinition, type SelectOption } from '../resource';
import { PERSON_PICKER_LIMIT, employeePickerOption } from './employee';
import { defineEndpoint, type FileField } from './endpoint';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

/**
 * The Certificate module (issue 16): the 'Jenis Sertifikat' master, the certificates of people, of
 * the company and of equipment with their scans, the expiring list, renewal with history, the home
 * card's counts and the exports. The status rule lives in common/certificate.ts.
 */

const readAccess = { kind: 'module', module: 'certificate' } as const;
/**
 * Writes: the same module access; the server also requires role admin or superadmin (403 otherwise,
 * CERTIFICATE_WRITE_FORBIDDEN), checked in server/certificate since the access kinds do not combine.
 */
const writeAccess = readAccess;
export const CERTIFICATE_WRITE_FORBIDDEN = 'Hanya admin yang dapat mengubah data sertifikat.';

// ─── Master data: Jenis Sertifikat ─────────────────────────────────────────────────────────────

export const CERTIFICATE_CATEGORIES = [
  { value: 1, label: 'Orang' },
  { value: 2, label: 'Perusahaan' },
  { value: 3, label: 'Peralatan' },
] as const satisfies readonly SelectOption[];

export const certificateTypeResource: ResourceDefinition = {
  key: 'jenis-sertifikat',
  module: 'certificate',
  apiBase: '/api/certificate/jenis',
  path: 'jenis',
  menuLabel: 'Jenis Sertifikat',
  icon: 'tag',
  formTitle: 'Tambah Jenis Sertifikat',
  editTitle: 'Edit Jenis Sertifikat',
  searchPlaceholder: 'Cari jenis sertifikat...',
  noun: 'Jenis Sertifikat',
  fields: [
    nameField('Jenis Sertifikat'),
    { name: 'kategori', rowKey: 'kategori', label: 'Kategori', input: { kind: 'select', options: CERTIFICATE_CATEGORIES }, required: true, column: 'Kategori', sortable: true },
    {
      name: 'validity_months',
      rowKey: 'validity_months',
      label: 'Masa Berlaku (bulan)',
      input: { kind: 'text', maxLength: 3, format: 'digits' },
      required: false,
      column: 'Masa Berlaku (bulan)',
    },
    {
      name: 'warning_days',
      rowKey: 'warning_days',
      label: `Peringatan (hari, kosong = ${CERTIFICATE_DEFAULT_WARNING_DAYS})`,
      input: { kind: 'text', maxLength: 3, format: 'digits' },
      required: false,
      column: 'Peringatan (hari)',
    },
    descriptionField(),
  ],
  pageSize: 10,
  defaultSort: 'name|asc',
};

export const CERTIFICATE_RESOURCES = [certificateTypeResource] as const;
export const certificateMasterEndpoints = { jenis: resourceEndpoints(certificateTypeResource) } as const;

/** A type's warning window: its own 'warning_days', or the default when blankAsMissing (the server applies the same in SQL). */
export function warningDaysOf(stored: string | null | undefined): number {
  const text = (stored ?? '').trim();
  return text === '' ? CERTIFICATE_DEFAULT_WARNING_DAYS : Number(text);
}

// ─── Certificates ──────────────────────────────────────────────────────────────────────────────

export const CERTIFICATE_PAGE_SIZE = 10;
export const CERTIFICATE_DEFAULT_SORT = 'tanggal_kadaluarsa|asc';
export const CERTIFICATE_SORT_KEYS = ['tanggal_kadaluarsa', 'tanggal_terbit', 'nomor', 'jenis', 'pemegang', 'penerbit', 'created_at'] as const;
export const CERTIFICATE_SCAN_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_MISSING = 'Data sertifikat tidak ditemukan';
export const CERTIFICATE_DUPLICATE_NUMBER = 'Nomor sertifikat sudah terdaftar untuk jenis ini';
export const CERTIFICATE_ALREADY_RENEWED = 'Sertifikat ini sudah diperpanjang';
export const CERTIFICATE_EXPIRY_BEFORE_ISSUE = 'Tanggal kedaluwarsa tidak boleh sebelum tanggal terbit';
export const CERTIFICATE_EMPLOYEE_MISSING = 'Karyawan tidak ditemukan';
export const CERTIFICATE_TYPE_MISSING = 'Jenis sertifikat tidak ditemukan';
/** The printed lists stop here; a filter narrows a longer one. */
export const CERTIFICATE_REPORT_MAX_ROWS = 5000;

export const certificateFiles = {
  scan: { accept: 'image-or-pdf', maxBytes: CERTIFICATE_SCAN_MAX_BYTES, required: false } satisfies FileField,
} as const;



const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, { message: `${label} wajib diisi` })
    .max(max, { message: `${label} maksimal ${max} karakter` });

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, { message: `${label} maksimal ${max} karakter` }).default('');

/**
 * The text parts of add, update and renew (multipart; the scan is the file part 'scan'). The holder:
 * holder_kind 'employee' with employee_id, 'company', or 'equipment' with equipment_name (and code).
 * tanggal_kadaluarsa blankAsMissing = lifetime ('Seumur hidup').
 */
export const certificateFields = z
  .object({
    jenis: z.preprocess(blankAsMissing, z.string({ message: 'Jenis sertifikat wajib dipilih' }).pipe(z.uuid({ message: 'Jenis sertifikat wajib dipilih' }))),
    nomor: requiredText('Nomor sertifikat', 100),
    holder_kind: z.enum(CERTIFICATE_HOLDER_KINDS, { message: 'Pemegang wajib dipilih (karyawan, perusahaan atau peralatan)' }),
    employee_id: z.preprocess(blankAsMissing, z.uuid({ message: 'Karyawan wajib dipilih' }).optional()),
    equipment_name: optionalText('Nama peralatan', 200),
    equipment_code: optionalText('Kode peralatan', 100),
    penerbit: requiredText('Penerbit', 200),
    tanggal_terbit: isoDateField('Tanggal terbit'),
    tanggal_kadaluarsa: z.preprocess(blankAsMissing, isoDateField('Tanggal kedaluwarsa').optional()),
    keterangan: optionalText('Keterangan', 1000),
  })
  .superRefine((body, ctx) => {
    if (body.holder_kind === 'employee' && !body.employee_id) {
      ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'Karyawan wajib dipilih' });
    }
    if (body.holder_kind === 'equipment' && body.equipment_name === '') {
      ctx.addIssue({ code: 'custom', path: ['equipment_name'], message: 'Nama peralatan wajib diisi' });
    }
    // Zod runs this check even when a date failed its own rule: compare only two well-formed days.
    const wellFormed = (day: unknown): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day);
    if (wellFormed(body.tanggal_terbit) && wellFormed(body.tanggal_kadaluarsa) && daysBetween(body.tanggal_terbit, body.tanggal_kadaluarsa) < 0) {
      ctx.addIssue({ code: 'custom', path: ['tanggal_kadaluarsa'], message: CERTIFICATE_EXPIRY_BEFORE_ISSUE });
    }
  });
export type CertificateFields = z.infer<typeof certificateFields>;
export type CertificateFieldsInput = z.input<typeof certificateFields>;

const ref = z.object({ id: z.string(), name: z.string() });

export const certificateHolder = z.object({
  kind: z.enum(CERTIFICATE_HOLDER_KINDS),
  /** The employee's id (kind 'employee'), else null. */
  employee_id: z.string().nullable(),
  /** The employee's number (idk), else null. */
  idk: z.number().int().nullable(),
  /** The employee's name, the company's name ('Perusahaan' when none is set) or the equipment's name. */
  name: z.string(),
  /** The equipment's code ('' otherwise). */
  code: z.string(),
  /** The employee's division, else null. */
  division: ref.nullable(),
});
export type CertificateHolder = z.infer<typeof certificateHolder>;

export const certificateRow = z.object({
  id: z.string(),
  jenis: ref.extend({ kategori: z.number().int().meta({ enum: CERTIFICATE_CATEGORIES.map((c) => c.value) }).nullable(), warning_days: z.number().int() }),
  nomor: z.string(),
  holder: certificateHolder,
  penerbit: z.string(),
  /** YYYY-MM-DD. */
  tanggal_terbit: z.string(),
  /** YYYY-MM-DD, or null: valid for life. */
  tanggal_kadaluarsa: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** Days from today (Jakarta) to the expiry day; 0 on the day, negative once expired, null for life. */
  days_left: z.number().int().nullable(),
  /** The scan's authenticated path (GET /api/files/certificate/…), or null. */
  scan: z.string().nullable(),
  scan_kind: z.enum(['pdf', 'image']).nullable(),
  keterangan: z.string(),
  /** The certificate this one renewed, and the one that renewed it (then it has left the expiring list). */
  replaces_id: z.string().nullable(),
  replaced_by_id: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

export const certificateDetail = certificateRow.extend({
  /** The renewal chain without this certificate: the ones it replaced and those that replaced it, newest first. */
  history: z.array(certificateRow),
});
export type CertificateDetail = z.infer<typeof certificateDetail>;

const optionalUuid = z.preprocess(blankAsMissing, z.uuid({ message: 'Id tidak valid' }).optional());

/** Filters the lists and the exports share. */
const certificateFilters = {
  filter: z.string().max(200).optional(),
  status: z.preprocess(blankAsMissing, z.enum(CERTIFICATE_STATUSES, { message: 'Status tidak dikenal' }).optional()),
  /** Expiring within this many days (already expired included). */
  days: z.preprocess(blankAsMissing, integerField('days', { min: 0, max: 36500 }).optional()),
  jenis: optionalUuid,
  holder_kind: z.preprocess(blankAsMissing, z.enum(CERTIFICATE_HOLDER_KINDS, { message: 'Jenis pemegang tidak dikenal' }).optional()),
  division: optionalUuid,
};

/**
 * certificate/all: the current certificates (a renewed one only through its successor's history,
 * or with `riwayat=1`). certificate/expiring: those within their window or expired, soonest first.
 */
export const certificateListQuery = listQueryFor(CERTIFICATE_PAGE_SIZE).extend({
  ...certificateFilters,
  riwayat: z.preprocess(blankAsMissing, z.enum(['0', '1']).optional()),
});
export type CertificateListQuery = z.input<typeof certificateListQuery>;

export const CERTIFICATE_REPORT_LISTS = ['expiring', 'register'] as const;
export type CertificateReportList = (typeof CERTIFICATE_REPORT_LISTS)[number];
export const CERTIFICATE_REPORT_TITLES: Record<CertificateReportList, string> = {
  expiring: 'Sertifikat Segera Habis',
  register: 'Register Sertifikat',
};

export const certificateReportQuery = z.object({
  list: z.enum(CERTIFICATE_REPORT_LISTS, { message: "list harus 'expiring' atau 'register'" }).default('expiring'),
  sort: certificateListQuery.shape.sort,
  ...certificateFilters,
});
export type CertificateReportQuery = z.input<typeof certificateReportQuery>;

export const certificateIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const certificateHolderParams = z.object({ employeeId: z.uuid({ message: 'Id karyawan tidak valid' }) });

export const certificateSummary = z.object({
  segera_habis: z.number().int(),
  kedaluwarsa: z.number().int(),
  berlaku: z.number().int(),
  total: z.number().int(),
});
export type CertificateSummary = z.infer<typeof certificateSummary>;

const saved = z.object({ status: z.literal('ok'), data: certificateRow });

export const certificateEndpoints = {
  /** The holder picker: the Certificate module's own, so a certificate admin needs no Employee access. */
  employees: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/karyawan/all',
    summary: `Pilihan pemegang sertifikat: karyawan aktif (id, idk, nama, divisi) yang nama atau nomornya memuat filter, paling banyak ${PERSON_PICKER_LIMIT}`,
    access: readAccess,
    query: z.object({ filter: z.string().trim().max(200).optional() }),
    response: z.object({ data: z.array(employeePickerOption) }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/all',
    summary:
      "Data Sertifikat (10 per halaman, sort default 'tanggal_kadaluarsa|asc'; sort: tanggal_kadaluarsa, tanggal_terbit, nomor, jenis, pemegang, penerbit, created_at). Filter: filter (nomor, jenis, pemegang, penerbit), status (berlaku|segera_habis|kedaluwarsa), days (habis dalam N hari), jenis, holder_kind, division; riwayat=1 ikut menampilkan yang sudah diperpanjang",
    access: readAccess,
    query: certificateListQuery,
    response: listResponse(certificateRow),
  }),
  expiring: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/expiring',
    summary: 'Sertifikat Segera Habis: yang masuk masa peringatan jenisnya atau sudah kedaluwarsa, belum diperpanjang, paling cepat habis dulu; filter sama dengan certificate/all',
    access: readAccess,
    query: certificateListQuery,
    response: listResponse(certificateRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/certificate/certificate/add',
    summary:
      'Tambah sertifikat (admin/superadmin). multipart/form-data: jenis, nomor, holder_kind (employee|company|equipment), employee_id, equipment_name, equipment_code, penerbit, tanggal_terbit, tanggal_kadaluarsa (kosong = seumur hidup), keterangan; file scan (PDF/gambar, maks 10 MB, diperiksa dari isinya: 415). 409 bila nomor sudah terdaftar untuk jenis yang sama',
    access: writeAccess,
    body: certificateFields,
    files: certificateFiles,
    response: saved,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/certificate/certificate/update/:id',
    summary: 'Ubah sertifikat (admin/superadmin), multipart seperti add; scan baru menggantikan yang lama, tanpa scan yang lama tetap',
    access: writeAccess,
    params: certificateIdParams,
    body: certificateFields,
    files: certificateFiles,
    response: saved,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/certificate/certificate/delete/:id',
    summary: 'Hapus sertifikat (admin/superadmin): baris tetap tersimpan berstatus deleted',
    access: writeAccess,
    params: certificateIdParams,
    response: statusOk,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/get/:id',
    summary: 'Detail sertifikat dengan riwayat perpanjangan (rantai replaces/replaced_by)',
    access: readAccess,
    params: certificateIdParams,
    response: z.object({ data: certificateDetail }),
  }),
  renew: defineEndpoint({
    method: 'POST',
    path: '/api/certificate/certificate/renew/:id',
    summary: 'Perpanjang (admin/superadmin): sertifikat baru (multipart seperti add) yang menggantikan yang ini; yang lama keluar dari daftar Segera Habis. 409 bila sudah diperpanjang',
    access: writeAccess,
    params: certificateIdParams,
    body: certificateFields,
    files: certificateFiles,
    response: saved,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/summary',
    summary: 'Jumlah sertifikat berlaku (belum diperpanjang) menurut status, untuk kartu Certificate di beranda',
    access: readAccess,
    response: z.object({ data: certificateSummary }),
  }),
  holder: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/holder/:employeeId',
    summary: 'Sertifikat seorang karyawan (yang belum diperpanjang), untuk Detail Informasi karyawan',
    access: { ...readAccess, alsoFor: ['employee'] },
    params: certificateHolderParams,
    response: z.object({ data: z.array(certificateRow) }),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/laporan',
    summary: "PDF A4 dengan kop perusahaan: list=expiring 'Sertifikat Segera Habis' atau list=register 'Register Sertifikat', filter sama dengan daftar",
    access: readAccess,
    query: certificateReportQuery,
    response: z.unknown(),
  }),
  excel: defineEndpoint({
    method: 'GET',
    path: '/api/certificate/certificate/excel',
    summary: 'Excel (xlsx) daftar yang sama dengan laporan: list=expiring atau list=register',
    access: readAccess,
    query: certificateReportQuery,
    response: z.unknown(),
  }),
} as const;
