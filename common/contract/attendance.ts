import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, isClockTime, OVERTIME_STEP_MINUTES, type RecapSymbol } from '../attendance';
import { descriptionField, nameField, resourceEndpoints, type ResourceDefinition } from '../resource';
import { defineEndpoint, type FileField } from './endpoint';
import { blankAsMissing, decimalField, integerChoiceField, integerField, isoDateField } from './fields';
import { ABSENCE_DEDUCTIONS } from '../salary';
import { formatNumber } from '../format';
import { REPORT_ACCOUNT_NOT_LINKED } from './reports';
import { z } from './zod';

/**
 * Attendance (Absensi, issue 17 section 1) under /api/attendance, where the phones already send
 * Pelaporan: the phone's check-in/out, the masters (Lokasi Kantor, Aturan Kerja, Hari Libur), the
 * fingerprint import, corrections, overtime approval, the recap and a day's list. The rules live in
 * common/attendance.ts.
 */

const moduleAccess = { kind: 'module', module: 'salary' } as const;
/** Writes: the same module access; the server also requires role admin or superadmin (403, ATTENDANCE_WRITE_FORBIDDEN). */
const writeAccess = moduleAccess;

export const ATTENDANCE_WRITE_FORBIDDEN = 'Hanya admin yang dapat mengubah data absensi.';
/** The 409 of the phone's calls when the account has no active employee behind it (as Pelaporan's). */
export const ATTENDANCE_ACCOUNT_NOT_LINKED = REPORT_ACCOUNT_NOT_LINKED;
export const ATTENDANCE_ALREADY_CHECKED_IN = 'Anda sudah absen masuk hari ini';
export const ATTENDANCE_ALREADY_CHECKED_OUT = 'Anda sudah absen pulang hari ini';
export const ATTENDANCE_NOT_CHECKED_IN = 'Anda belum absen masuk hari ini';
export const ATTENDANCE_NOT_PRESENT = 'Hari ini anda tercatat tidak hadir; hubungi admin';
export const ATTENDANCE_EMPLOYEE_MISSING = 'Karyawan tidak ditemukan';
export const ATTENDANCE_DAY_MISSING = 'Data absensi hari itu belum ada';
export const ATTENDANCE_NO_OVERTIME = 'Tidak ada lembur pada hari itu (pulang sebelum jam selesai kerja)';
export const ATTENDANCE_DIVISION_MISSING = 'Divisi tidak ditemukan';
export const ATTENDANCE_FILE_UNREADABLE = 'File tidak dapat dibaca sebagai CSV atau Excel';
export const ATTENDANCE_FILE_EMPTY = 'File tidak berisi baris data';

/** Largest selfie; phones send a compressed photo, far below it. */
export const ATTENDANCE_SELFIE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest import file (a month of scans of a few hundred employees is well under it). */
export const ATTENDANCE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** How many rows the import preview shows. */
export const ATTENDANCE_PREVIEW_ROWS = 10;
/** The preview shows at most this many characters of a cell (the rest as '…'), so its answer stays small. */
export const ATTENDANCE_PREVIEW_CELL_CHARS = 200;
/**
 * What an imported table file may hold (the fingerprint import and the holiday import): at most
 * 100 000 rows of data (a header not counted; a month of scans of 1 000 employees is ~50 000), at
 * most 100 columns, at most 1 000 characters a cell, and an xlsx at most 40 MB once unzipped (a
 * 256 KB zip can hold 250 MB). Beyond them: 413 (rows, unzipped size) or 400 (a cell, the columns),
 * and nothing is written.
 */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_CELL_MAX_CHARS = 1_000;
export const IMPORT_XLSX_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;
/** A holiday file lists a few years of holidays at most. */
export const HOLIDAY_IMPORT_MAX_ROWS = 1_000;
/** The commit's answer lists at most this many rows (in file order); its counts cover every row. */
export const ATTENDANCE_RESULT_ROWS = 1_000;
export const IMPORT_TOO_MANY_ROWS = (max: number) => `File berisi lebih dari ${formatNumber(max)} baris data; bagi menjadi beberapa file`;
export const IMPORT_TOO_MANY_COLUMNS = (line: number) => `Baris ${line}: lebih dari ${IMPORT_MAX_COLUMNS} kolom`;
export const IMPORT_CELL_TOO_LONG = (line: number) => `Baris ${line}: isi sel lebih dari ${formatNumber(IMPORT_CELL_MAX_CHARS)} karakter`;
export const IMPORT_XLSX_TOO_LARGE = `Isi file Excel terlalu besar (lebih dari ${IMPORT_XLSX_MAX_UNZIPPED_BYTES / 1024 / 1024} MB setelah dibuka)`;
/** The longest recap period, in days. */
export const ATTENDANCE_RECAP_MAX_DAYS = 62;

const clockTime = (label: string) => z.string().refine((v) => v === '' || isClockTime(v), { message: `${label} harus jam JJ:MM` });
const uuid = (message: string) => z.uuid({ message });

// ─── Masters ───────────────────────────────────────────────────────────────────────────────────

export const officeResource: ResourceDefinition = {
  key: 'lokasi-kantor',
  module: 'salary',
  apiBase: '/api/attendance/lokasi',
  path: 'lokasi',
  menuLabel: 'Lokasi Kantor',
  icon: 'map-marker',
  formTitle: 'Tambah Lokasi Kantor',
  editTitle: 'Edit Lokasi Kantor',
  searchPlaceholder: 'Cari lokasi kantor...',
  noun: 'Lokasi Kantor',
  fields: [
    nameField('Nama Lokasi'),
    { name: 'latitude', rowKey: 'latitude', label: 'Latitude', input: { kind: 'text', maxLength: 24, format: 'decimal', range: { min: -90, max: 90 }, number: 'latitude' }, required: true, column: 'Latitude' },
    { name: 'longitude', rowKey: 'longitude', label: 'Longitude', input: { kind: 'text', maxLength: 24, format: 'decimal', range: { min: -180, max: 180 }, number: 'longitude' }, required: true, column: 'Longitude' },
    { name: 'radius', rowKey: 'radius', label: 'Radius (meter)', input: { kind: 'text', maxLength: 6, format: 'decimal', range: { min: 1, max: 100000 } }, required: true, column: 'Radius (m)', sortable: true },
    descriptionField(),
  ],
  defaultSort: 'name|asc',
  pageSize: 10,
};

export const holidayResource: ResourceDefinition = {
  key: 'hari-libur',
  module: 'salary',
  apiBase: '/api/attendance/libur',
  path: 'libur',
  menuLabel: 'Hari Libur',
  icon: 'calendar',
  formTitle: 'Tambah Hari Libur',
  editTitle: 'Edit Hari Libur',
  searchPlaceholder: 'Cari hari libur...',
  noun: 'Hari Libur',
  fields: [
    { name: 'date', rowKey: 'date', label: 'Tanggal', input: { kind: 'text', maxLength: 10, format: 'date' }, required: true, column: 'Tanggal', sortable: true, unique: true, searchable: true },
    { name: 'name', rowKey: 'name', label: 'Nama Hari Libur', input: { kind: 'text', maxLength: 100 }, required: true, column: 'Nama Hari Libur', sortable: true, searchable: true },
  ],
  defaultSort: 'date|asc',
  pageSize: 10,
};

export const workRuleRow = z.object({
  division_id: z.string(),
  division: z.string(),
  /** Null: the division follows DEFAULT_WORK_RULE. */
  id: z.string().nullable(),
  work_days_per_week: z.union([z.literal(5), z.literal(6)]),
  start: z.string(),
  end: z.string(),
  grace_minutes: z.number().int(),
  /** How alpa is deducted from monthly wages in this division (issue 25; ABSENCE_DEDUCTIONS). */
  absence_deduction: z.enum(ABSENCE_DEDUCTIONS),
});
export type WorkRuleRow = z.infer<typeof workRuleRow>;

export const workRuleBody = z
  .object({
    division_id: uuid(ATTENDANCE_DIVISION_MISSING),
    work_days_per_week: integerChoiceField([5, 6], 'Hari kerja 5 atau 6 per minggu'),
    start: z.string({ message: 'Jam masuk wajib diisi' }).refine(isClockTime, { message: 'Jam masuk harus JJ:MM' }),
    end: z.string({ message: 'Jam pulang wajib diisi' }).refine(isClockTime, { message: 'Jam pulang harus JJ:MM' }),
    grace_minutes: integerField('Toleransi', {
      min: 0,
      max: 240,
      messages: { type: 'Toleransi wajib diisi', min: 'Toleransi minimal 0 menit', max: 'Toleransi maksimal 240 menit' },
    }),
    /** Missing: 'none' (a new rule) or unchanged. */
    absence_deduction: z.preprocess(blankAsMissing, z.enum(ABSENCE_DEDUCTIONS, { message: 'Potongan alpa harus none, per_21 atau per_25' }).optional()),
  })
  .refine((b) => !isClockTime(b.start) || !isClockTime(b.end) || b.start < b.end, { message: 'Jam pulang harus setelah jam masuk', path: ['end'] });
export type WorkRuleBody = z.input<typeof workRuleBody>;

export const holidayImportRow = z.object({
  row: z.number().int(),
  date: z.string(),
  name: z.string(),
  result: z.enum(['diimpor', 'diperbarui']),
});

// ─── Phone ─────────────────────────────────────────────────────────────────────────────────────

const coordinate = (label: string, limit: number) =>
  decimalField(label, { min: -limit, max: limit, messages: { type: `${label} wajib diisi`, min: `${label} tidak valid`, max: `${label} tidak valid` } });

export const phoneAttendanceBody = z.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});

export const phoneAttendanceResult = z.object({
  date: z.string(),
  /** ISO 8601 */
  at: z.string(),
  di_luar_lokasi: z.boolean(),
  terlambat: z.boolean(),
});

// ─── Fingerprint import ───────────────────────────────────────────────────────────────────────

export const importPreview = z.object({
  /** Column names from the header row, or 'Kolom 1'… when the file has none. */
  columns: z.array(z.string()),
  has_header: z.boolean(),
  rows: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  /** Guessed from the headers; the user confirms or changes them. Column indexes from 0. */
  suggested: z.object({
    employee_column: z.number().int().nullable(),
    datetime_column: z.number().int().nullable(),
    date_column: z.number().int().nullable(),
    time_column: z.number().int().nullable(),
  }),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** A column of the sheet, from 0 (a multipart form sends its digits; a blank optional one is none). */
const columnIndex = (label: string) => integerField(label, { min: 0, max: 999, messages: { type: `${label} wajib dipilih`, min: `${label} wajib dipilih` } });
const optionalColumn = z.preprocess((v) => (v === null ? undefined : v), columnIndex('Kolom').optional());

export const importMapping = z
  .object({
    has_header: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
    employee_column: columnIndex('Kolom nomor karyawan'),
    datetime_column: optionalColumn,
    date_column: optionalColumn,
    time_column: optionalColumn,
  })
  .refine((m) => m.datetime_column !== undefined || (m.date_column !== undefined && m.time_column !== undefined), {
    message: 'Pilih kolom tanggal-jam, atau kolom tanggal dan kolom jam',
    path: ['datetime_column'],
  });
export type ImportMapping = z.input<typeof importMapping>;

/**
 * 'setelah hari ini': a scan dated after the moment of the import (a machine's clock set wrong), refused (issue 25).
 * 'tidak terbaca': a row whose date or time cannot be read (or lies outside 1900–2100); the other rows still go in (issue 27 §5).
 */
export const IMPORT_RESULTS = ['diimpor', 'duplikat', 'karyawan tidak dikenal', 'setelah hari ini', 'tidak terbaca'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

export const importRowResult = z.object({
  /** The file's row number (1 = the first line, the header included). */
  row: z.number().int(),
  employee_number: z.string(),
  employee: z.string().nullable(),
  /** ISO 8601; null for a row whose date or time could not be read. */
  scanned_at: z.string().nullable(),
  result: z.enum(IMPORT_RESULTS),
  /** Why an unreadable row was not read ("tanggal/jam 'kemarin sore' tidak terbaca"). */
  note: z.string().optional(),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importOutcome = z.object({
  batch_id: z.string(),
  /**
   * The rows' results, at most ATTENDANCE_RESULT_ROWS: the problem rows first (every result but
   * 'diimpor'), then the imported ones, each part in file order; so a long file's problems are all there.
   */
  rows: z.array(importRowResult),
  /** How many data rows the file had (rows lists at most ATTENDANCE_RESULT_ROWS of them). */
  total_rows: z.number().int(),
  counts: z.object({
    diimpor: z.number().int(),
    duplikat: z.number().int(),
    tidak_dikenal: z.number().int(),
    masa_depan: z.number().int(),
    tidak_terbaca: z.number().int(),
  }),
});
export type ImportOutcome = z.infer<typeof importOutcome>;

const sheetFile = { accept: 'sheet', maxBytes: ATTENDANCE_IMPORT_MAX_BYTES, required: true } as const satisfies FileField;

// ─── Corrections, overtime ────────────────────────────────────────────────────────────────────

export const correctionBody = z
  .object({
    employee_id: uuid(ATTENDANCE_EMPLOYEE_MISSING),
    date: isoDateField('Tanggal'),
    status: z.enum(ATTENDANCE_STATUSES, { message: 'Status tidak valid' }),
    check_in: clockTime('Jam masuk').default(''),
    check_out: clockTime('Jam pulang').default(''),
    reason: z.string({ message: 'Alasan wajib diisi' }).trim().min(1, { message: 'Alasan wajib diisi' }).max(500, { message: 'Alasan maksimal 500 karakter' }),
  })
  .refine((b) => b.status !== 'hadir' || b.check_in !== '', { message: 'Jam masuk wajib diisi untuk hadir', path: ['check_in'] })
  .refine((b) => b.check_in === '' || b.check_out === '' || b.check_in < b.check_out, { message: 'Jam pulang harus setelah jam masuk', path: ['check_out'] })
  .refine((b) => b.check_in !== '' || b.check_out === '', { message: 'Jam pulang tanpa jam masuk', path: ['check_out'] });
export type CorrectionBody = z.input<typeof correctionBody>;

export const overtimeBody = z.object({
  employee_id: uuid(ATTENDANCE_EMPLOYEE_MISSING),
  date: isoDateField('Tanggal'),
  /** Whole 30-minute steps, at most what the day's times give; 0 withdraws an approval. */
  minutes: integerField('Menit lembur', { min: 0, max: 24 * 60, messages: { type: 'Menit lembur wajib diisi' } })
    .refine((v) => v % OVERTIME_STEP_MINUTES === 0, { message: `Lembur dihitung per ${OVERTIME_STEP_MINUTES} menit` }),
});

// ─── Recap and a day's list ───────────────────────────────────────────────────────────────────

/** A recorded day as the correction dialog and the day's list read it. */
export const attendanceDay = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  late: z.boolean(),
  /** 'HH:MM' Jakarta, or null */
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  /** What the times give past the scheduled end, in 30-minute steps. */
  overtime_minutes: z.number().int(),
  /** Null: not approved. */
  approved_overtime_minutes: z.number().int().nullable(),
  outside_office: z.boolean(),
  source: z.enum(ATTENDANCE_SOURCES),
  note: z.string(),
});
export type AttendanceDayView = z.infer<typeof attendanceDay>;

const RECAP_SYMBOLS = ['H', 'T', 'S', 'I', 'C', 'A', 'L', '-'] as const satisfies readonly RecapSymbol[];

export const recapQuery = z
  .object({
    /** Default: the first day of this month (Jakarta). */
    from: isoDateField('Dari tanggal').optional(),
    /** Default: the last day of this month. */
    to: isoDateField('Sampai tanggal').optional(),
    division_id: z.preprocess((v) => (v === '' ? undefined : v), uuid(ATTENDANCE_DIVISION_MISSING).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Sampai tanggal harus setelah dari tanggal', path: ['to'] });

export const recapEmployee = z.object({
  id: z.string(),
  idk: z.number().int(),
  nama: z.string(),
  division: z.string(),
});

export const recapRow = z.object({
  employee: recapEmployee,
  cells: z.array(z.object({ date: z.string(), symbol: z.enum(RECAP_SYMBOLS), day: attendanceDay.nullable() })),
  totals: z.object({
    hadir: z.number().int(),
    terlambat: z.number().int(),
    alpa: z.number().int(),
    izin_cuti_sakit: z.number().int(),
    /** Approved overtime, hours (halves possible). */
    lembur_jam: z.number(),
  }),
});
export type RecapRow = z.infer<typeof recapRow>;

export const recapResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), holiday: z.string().nullable() })),
  rows: z.array(recapRow),
});
export type RecapResponse = z.infer<typeof recapResponse>;

export const dailyQuery = z.object({
  /** Default: today (Jakarta). */
  date: isoDateField('Tanggal').optional(),
  division_id: z.preprocess((v) => (v === '' ? undefined : v), uuid(ATTENDANCE_DIVISION_MISSING).optional()),
});

export const dailyRow = z.object({
  employee: recapEmployee,
  day: attendanceDay,
  /** Authenticated paths of the selfies, or null. */
  check_in_photo: z.string().nullable(),
  check_out_photo: z.string().nullable(),
  /** openStreetMapUrl of the check-in (or else the check-out) point, or null without one. */
  map_url: z.string().nullable(),
});
export type DailyRow = z.infer<typeof dailyRow>;

// ─── Endpoints ────────────────────────────────────────────────────────────────────────────────

const selfie = { accept: 'image', maxBytes: ATTENDANCE_SELFIE_MAX_BYTES, required: true } as const satisfies FileField;

export const attendanceEndpoints = {
  checkIn: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/absent/masuk',
    summary: "Absen masuk dari ponsel karyawan (multipart: file selfie, latitude, longitude); di luar radius setiap lokasi kantor tetap diterima dengan tanda 'di luar lokasi'; sekali per hari (409)",
    access: { kind: 'session' },
    body: phoneAttendanceBody,
    files: { file: selfie },
    response: z.object({ status: z.literal('ok'), data: phoneAttendanceResult }),
  }),
  checkOut: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/absent/pulang',
    summary: 'Absen pulang dari ponsel karyawan (multipart: file selfie, latitude, longitude); setelah absen masuk, sekali per hari (409)',
    access: { kind: 'session' },
    body: phoneAttendanceBody,
    files: { file: selfie },
    response: z.object({ status: z.literal('ok'), data: phoneAttendanceResult }),
  }),
  workRules: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/aturan/all',
    summary: 'Aturan Kerja setiap divisi aktif (divisi tanpa aturan mengikuti bawaan: 6 hari, 08:00–16:00, toleransi 15 menit)',
    access: moduleAccess,
    response: z.object({ data: z.array(workRuleRow) }),
  }),
  saveWorkRule: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/aturan/save',
    summary: 'Simpan Aturan Kerja satu divisi (admin)',
    access: writeAccess,
    body: workRuleBody,
    response: z.object({ status: z.literal('ok'), data: workRuleRow }),
  }),
  importHolidays: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/libur/import',
    summary: 'Impor Hari Libur dari CSV atau xlsx (kolom tanggal, nama; admin); tanggal yang tidak terbaca: 400, tidak ada yang disimpan',
    access: writeAccess,
    files: { file: sheetFile },
    response: z.object({ status: z.literal('ok'), data: z.array(holidayImportRow) }),
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/import/preview',
    summary: `Pratinjau file absensi mesin fingerprint (CSV atau xlsx; admin, seperti impornya): kolom yang ditemukan dan ${ATTENDANCE_PREVIEW_ROWS} baris pertama, sel dipotong ${ATTENDANCE_PREVIEW_CELL_CHARS} karakter`,
    access: writeAccess,
    files: { file: sheetFile },
    response: z.object({ data: importPreview }),
  }),
  importCommit: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/import/commit',
    summary: "Impor file absensi dengan pemetaan kolom (admin): hasil per baris 'diimpor', 'duplikat' atau 'karyawan tidak dikenal'; file atau tanggal tak terbaca: 400, tidak ada yang disimpan",
    access: writeAccess,
    body: importMapping,
    files: { file: sheetFile },
    response: z.object({ status: z.literal('ok'), data: importOutcome }),
  }),
  correct: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/koreksi',
    summary: 'Catat atau koreksi absensi satu karyawan pada satu tanggal (admin; alasan wajib, tercatat di audit)',
    access: writeAccess,
    body: correctionBody,
    response: z.object({ status: z.literal('ok'), data: attendanceDay }),
  }),
  approveOvertime: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/lembur/approve',
    summary: 'Setujui lembur satu hari (admin): kelipatan 30 menit, paling banyak lembur menurut jam pulang; 0 membatalkan',
    access: writeAccess,
    body: overtimeBody,
    response: z.object({ status: z.literal('ok'), data: attendanceDay }),
  }),
  recap: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/rekap',
    summary: `Rekap Absensi: karyawan × tanggal (H, T, S, I, C, A, L, -) dan total per karyawan; bawaan bulan ini, paling lama ${ATTENDANCE_RECAP_MAX_DAYS} hari`,
    access: moduleAccess,
    query: recapQuery,
    response: recapResponse,
  }),
  daily: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/harian',
    summary: 'Absensi Harian: jam masuk/pulang, selfie, di luar lokasi dan tautan peta setiap karyawan yang tercatat pada tanggal itu',
    access: moduleAccess,
    query: dailyQuery,
    response: z.object({ date: z.string(), data: z.array(dailyRow) }),
  }),
} as const;

export const attendanceMasterEndpoints = {
  lokasi: resourceEndpoints(officeResource),
  libur: resourceEndpoints(holidayResource),
};

