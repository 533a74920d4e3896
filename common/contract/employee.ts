import { blankAsMissing, integerField, isoDateField } from './fields';
import { BPJS_PROGRAMMES } from '../statutory/bpjs';
import { OVERTIME_RULE_OPTIONS } from '../statutory/overtime';
import { PTKP_STATUSES } from '../statutory/pph21';
import { DAILY_SALARY_MAX, MONTHLY_WAGE_MAX, OVERTIME_RATE_MAX, payBoundMessage, SALARY_BASES, SALARY_ITEM_MAX } from '../salary';
import { descriptionField, nameField, resourceEndpoints, type ResourceDefinition, type ResourceField } from '../resource';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse } from './list';
import { z } from './zod';

/** Salary status of a division (seed 000 section 9): 1 monthly, 2 weekly, 3 daily. */
export const SALARY_STATUS_OPTIONS = [
  { value: 1, label: 'Bulanan' },
  { value: 2, label: 'Mingguan' },
  { value: 3, label: 'Harian' },
] as const;

/** The Employee masters read their rows back as Name and Description (seed 000 section 7). */
const employeeName = (column: string): ResourceField => nameField(column, 'Name');
const employeeDescription = descriptionField('Description');

/** Status Gaji as a select of SALARY_STATUS_OPTIONS, sent as an integer (division and the salary-status list). */
const salaryStatusField: ResourceField = {
  name: 'salary',
  rowKey: 'salary',
  label: 'Status Gaji',
  input: { kind: 'select', options: SALARY_STATUS_OPTIONS },
  required: true,
  column: 'Status Gaji',
  sortable: true,
};

/** Overtime pay of the division's employees (issue 18): the flat rate or PP 35/2021. */
const overtimeRuleField: ResourceField = {
  name: 'overtime_rule',
  rowKey: 'overtime_rule',
  label: 'Lembur',
  // A new division's form starts on the flat rate; left out (older clients, the seed's screens): the column's default, the same.
  input: { kind: 'select', options: OVERTIME_RULE_OPTIONS, initial: 1 },
  required: false,
  column: 'Lembur',
  sortable: true,
};

const employeeMaster = (def: Omit<ResourceDefinition, 'module' | 'pageSize' | 'defaultSort'>): ResourceDefinition => ({
  module: 'employee',
  // Seed 000 section 9: page size 5 on every Employee table; default sort name ascending.
  pageSize: 5,
  defaultSort: 'name|asc',
  ...def,
});

export const divisionResource = employeeMaster({
  key: 'division',
  apiBase: '/api/employee/division',
  path: 'division',
  menuLabel: 'Division',
  icon: 'diagram-tree',
  formTitle: 'Tambah Division',
  editTitle: 'Edit Division',
  searchPlaceholder: 'Cari division...',
  noun: 'Divisi',
  fields: [
    employeeName('Nama'),
    employeeDescription,
    salaryStatusField,
    overtimeRuleField,
  ],
  // Certificate filters by division; Sallary's attendance rules and payroll runs are per division.
  alsoReadBy: ['certificate', 'salary'],
});

/** Another module's employee picker shows this many (seed section 9: an autocomplete shows 10). */
export const PERSON_PICKER_LIMIT = 10;
/**
 * What another module's employee picker shows of a person (server/employee/lookup.ts
 * employeePickerOptions): id, number, name and division, never pay or personal data.
 */
export const employeePickerOption = z.object({ id: z.string(), idk: z.number().int(), nama: z.string(), division: z.string() });
export type EmployeePickerOptionRow = z.infer<typeof employeePickerOption>;

export const positionResource = employeeMaster({
  key: 'position',
  apiBase: '/api/employee/position',
  path: 'jabatan',
  menuLabel: 'Jabatan',
  icon: 'id-number',
  formTitle: 'Tambah Jabatan',
  editTitle: 'Edit Jabatan',
  searchPlaceholder: 'Cari jabatan...',
  noun: 'Jabatan',
  fields: [employeeName('Nama Jabatan'), employeeDescription],
});

export const bankResource = employeeMaster({
  key: 'bank',
  apiBase: '/api/employee/bank',
  path: 'bank',
  menuLabel: 'Bank',
  icon: 'bank-account',
  formTitle: 'Tambah Bank',
  editTitle: 'Edit Bank',
  searchPlaceholder: 'Cari bank...',
  noun: 'Bank',
  fields: [employeeName('Nama Lengkap'), employeeDescription],
});

/**
 * An application a user may be granted (Hak Akses Aplikasi). A grant opens the module of the
 * application's stable key, never of its Name: the eight built-in module applications cannot be
 * renamed or deleted, one added here grants no module, and only the superadmin writes them.
 */
export const applicationResource = employeeMaster({
  writeAccess: { kind: 'role', roles: ['superadmin'] },
  key: 'application',
  apiBase: '/api/employee/application',
  path: 'application',
  menuLabel: 'Aplikasi', // seed 000: 'Tambah Aplikasi'
  icon: 'application',
  formTitle: 'Tambah Aplikasi',
  editTitle: 'Edit Aplikasi',
  searchPlaceholder: 'Cari aplikasi...',
  noun: 'Aplikasi',
  fields: [employeeName('Nama Aplikasi'), employeeDescription],
});

/**
 * The salary-status master list (seed 000 section 2 item 7): named salary arrangements, each with
 * its status. Unlike the other Employee tables it pages by 10 (the seed's stated default).
 */
export const salaryStatusResource: ResourceDefinition = {
  ...employeeMaster({
    key: 'salary-status',
    apiBase: '/api/employee/salary-status',
    path: 'status-gaji',
    menuLabel: 'Status Gaji',
    icon: 'dollar',
    formTitle: 'Tambah Status Gaji',
    editTitle: 'Edit Status Gaji',
    searchPlaceholder: 'Cari status gaji...',
    noun: 'Status Gaji',
    fields: [
      employeeName('Nama Lengkap'),
      salaryStatusField,
      employeeDescription,
    ],
  }),
  pageSize: 10,
};

export const EMPLOYEE_RESOURCES = [divisionResource, positionResource, bankResource, applicationResource, salaryStatusResource] as const;

export const employeeEndpoints = {
  division: resourceEndpoints(divisionResource),
  position: resourceEndpoints(positionResource),
  bank: resourceEndpoints(bankResource),
  application: resourceEndpoints(applicationResource),
  salaryStatus: resourceEndpoints(salaryStatusResource),
} as const;

/** Announcement (Pengumuman, seed 000 sections 3, 5, 6): title and desc, sent by a superadmin. */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_DESC_MAX = 2000;
/** Page size of the announcement list when a call sends no per_page (the home screen shows the latest few). */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, { message: `${label} wajib diisi` })
    .max(max, { message: `${label} maksimal ${max} karakter` });

export const announcementAddBody = z.object({
  title: requiredText('Judul', ANNOUNCEMENT_TITLE_MAX),
  desc: requiredText('Deskripsi', ANNOUNCEMENT_DESC_MAX),
});

export const announcementRow = z.object({
  id: z.string(),
  title: z.string(),
  desc: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  /** The sender's username. */
  author: z.string(),
});

export type AnnouncementRow = z.infer<typeof announcementRow>;

export const announcementEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/employee/pengumuman/add',
    summary: 'Kirim Pengumuman (superadmin)',
    access: { kind: 'role', roles: ['superadmin'] },
    body: announcementAddBody,
    response: z.object({ status: z.literal('ok'), data: announcementRow }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/pengumuman/all',
    summary: 'Daftar Pengumuman, terbaru dahulu',
    access: { kind: 'session' },
    query: listQueryFor(ANNOUNCEMENT_PAGE_SIZE),
    response: listResponse(announcementRow),
  }),
} as const;

// ─── Karyawan (employees), seed 000 sections 2 item 5, 3, 5 and 7 ─────────────────────────────

/** Page size of the employee table (seed 000 section 9: 5 on every Employee table). */
export const EMPLOYEE_PAGE_SIZE = 5;
/** The user picker shows at most this many employees (seed 000 section 2 item 6). */
export const EMPLOYEE_PICKER_LIMIT = 100;
/** Largest photo the server accepts; the renderer compresses to JPEG 0.7 first, so a real photo is far below it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MAKAN_STATUS_OPTIONS = [
  { value: 'Y', label: 'Ya' },
  { value: 'N', label: 'Tidak' },
] as const;

/** Alert of seed 000 section 5 when division or position is missing. */
export const DIVISION_POSITION_REQUIRED = 'Lengkapi divisi dan jabatan';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} maksimal ${max} karakter` })
    .default('');

/** Rupiah or a count: a whole number ≥ 0 (a multipart form's plain digits too; see integerField). */
const wholeNumber = (label: string, max = { value: 2_000_000_000, message: `${label} terlalu besar` }) =>
  integerField(label, { min: 0, max: max.value, messages: { max: max.message } });

/** Division and position pickers send ids; a missing one gets the seed's alert text. */
const pickedId = z
  .string({ message: DIVISION_POSITION_REQUIRED })
  .trim()
  .min(1, { message: DIVISION_POSITION_REQUIRED })
  .pipe(z.uuid({ message: DIVISION_POSITION_REQUIRED }));

/**
 * The employee record as POST employee/add and PUT employee/update/{id} send it (multipart text
 * parts, seed 000 section 7). Required as section 5: firstname, email, phone, identity_number,
 * salary, overtime, dayoff, makan_status, and both division (dname) and position (pname).
 */
export const employeeFields = z.object({
  firstname: requiredText('Nama depan', 100),
  lastname: optionalText('Nama belakang', 100),
  email: z
    .string({ message: 'Email wajib diisi' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email wajib diisi' })
    .pipe(z.email({ message: 'Email tidak valid' }).max(200)),
  phone: z
    .string({ message: 'Telepon wajib diisi' })
    .trim()
    .min(1, { message: 'Telepon wajib diisi' })
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, { message: 'Telepon hanya angka, 6–20 digit' }),
  /** KTP number (NIK): 16 digits. */
  identity_number: z
    .string({ message: 'No. KTP wajib diisi' })
    .trim()
    .min(1, { message: 'No. KTP wajib diisi' })
    .regex(/^[0-9]{16}$/, { message: 'No. KTP harus 16 digit angka' }),
  street: optionalText('Alamat', 300),
  village: optionalText('Kelurahan', 100),
  district: optionalText('Kecamatan', 100),
  city: optionalText('Kota', 100),
  postal_code: z
    .string()
    .trim()
    .regex(/^([0-9]{5})?$/, { message: 'Kode pos harus 5 digit angka' })
    .default(''),
  /** Division id. */
  dname: pickedId,
  /** Position id. */
  pname: pickedId,
  /** Daily salary, rupiah (at most DAILY_SALARY_MAX). */
  salary: wholeNumber('Gaji harian', { value: DAILY_SALARY_MAX, message: payBoundMessage('Gaji harian', DAILY_SALARY_MAX) }),
  /**
   * Issue 25: 'harian' (the daily rate above; the default) or 'bulanan' with the month's gaji pokok
   * and tunjangan tetap; missing: 'harian' on add, unchanged on update.
   */
  salary_basis: z.preprocess(blankAsMissing, z.enum(SALARY_BASES, { message: "Dasar gaji harus 'harian' atau 'bulanan'" }).optional()),
  monthly_wage: z.preprocess(blankAsMissing, wholeNumber('Gaji pokok', { value: MONTHLY_WAGE_MAX, message: payBoundMessage('Gaji pokok', MONTHLY_WAGE_MAX) }).optional()),
  fixed_allowance: z.preprocess(blankAsMissing, wholeNumber('Tunjangan tetap', { value: MONTHLY_WAGE_MAX, message: payBoundMessage('Tunjangan tetap', MONTHLY_WAGE_MAX) }).optional()),
  /** Overtime pay per hour, rupiah (at most OVERTIME_RATE_MAX). */
  overtime: wholeNumber('Uang lembur', { value: OVERTIME_RATE_MAX, message: payBoundMessage('Uang lembur', OVERTIME_RATE_MAX) }),
  /** Days off. */
  dayoff: wholeNumber('Hari libur', { value: 366, message: 'Hari libur paling banyak 366' }),
  makan_status: z.enum(['Y', 'N'], { message: 'Status makan wajib dipilih' }),
  /** The salary transfer account (issue 17), all optional: a bank id of the Bank master ('' = none), */
  // null (a JSON body sends the parsed form's 'no bank' back as null) is 'none' too.
  bank: z
    .preprocess((value) => (value === null ? undefined : blankAsMissing(value)), z.uuid({ message: 'Bank tidak valid' }).optional())
    .transform((value) => value ?? null),
  /** the account number (digits only), */
  account_number: z
    .string()
    .trim()
    .regex(/^([0-9]{5,30})?$/, { message: 'Nomor rekening harus 5–30 digit angka' })
    .default(''),
  /** and the account holder's name. */
  account_holder: optionalText('Atas nama rekening', 100),
  // Tax and social security (issue 18; law in common/statutory/).
  /** Tanggal masuk (THR's months of service); missing: today on add, unchanged on update. */
  joined_on: z.preprocess(blankAsMissing, isoDateField('Tanggal masuk').optional()),
  /**
   * Tanggal keluar: the last day of work of an employee who leaves (their last month's PPh 21 is the
   * year's reconciliation, PMK 168/2023; runs of later periods leave them out). '' or null: none;
   * missing: unchanged on update.
   */
  left_on: z.preprocess((value) => (value === '' ? null : value), isoDateField('Tanggal keluar').nullable().optional()),
  /** Pegawai tetap (monthly TER and the December reconciliation) or tidak tetap (daily TER). */
  permanent: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], { message: 'Status pegawai wajib dipilih' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === '1' || value === 'true')),
  /** PTKP status at the start of the year. */
  ptkp_status: z.enum(PTKP_STATUSES, { message: 'Status PTKP wajib dipilih' }).default('TK/0'),
  /** NPWP (15 or 16 digits, dots and dashes ignored); '' when the NIK serves. */
  npwp: z
    .string()
    .trim()
    .transform((value) => value.replace(/[.\-\s]/g, ''))
    .pipe(z.string().regex(/^([0-9]{15,16})?$/, { message: 'NPWP harus 15 atau 16 digit angka' }))
    .default(''),
  /** BPJS Ketenagakerjaan number (KPJ, 11 digits) and JKN card number (13 digits), optional. */
  bpjs_tk_number: z
    .string()
    .trim()
    .regex(/^([0-9]{11})?$/, { message: 'No. BPJS Ketenagakerjaan harus 11 digit angka' })
    .default(''),
  bpjs_kes_number: z
    .string()
    .trim()
    .regex(/^([0-9]{13})?$/, { message: 'No. BPJS Kesehatan harus 13 digit angka' })
    .default(''),
  /** The programmes the employee is in (an array, or comma-separated in a multipart form); missing: by `permanent` (defaultProgrammes). */
  bpjs_programmes: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value),
      z.array(z.enum(BPJS_PROGRAMMES, { message: 'Program BPJS tidak dikenal' })).optional(),
    ),
});

/** A monthly basis needs its gaji pokok: the form shows it on that field. */
export const EMPLOYEE_MONTHLY_WAGE_REQUIRED = 'Gaji pokok wajib diisi untuk gaji bulanan';

/** A number without a bank cannot be transferred to: the form shows it on the bank field. */
export const EMPLOYEE_BANK_REQUIRED = 'Pilih bank untuk nomor rekening';

export type EmployeeFields = z.infer<typeof employeeFields>;
export type EmployeeFieldsInput = z.input<typeof employeeFields>;

/**
 * The record's pay fields (issue 24): rates, days off, the salary account, tax and BPJS. Only a user
 * who may open Sallary reads them (the Employee answers leave them out) or writes them (a user
 * without Sallary who sends one is refused with 403 naming them, so nothing is silently lost).
 * Employment dates (Tanggal Masuk/Keluar) stay with the Employee module.
 */
export const EMPLOYEE_PAY_FIELDS = [
  'salary',
  'salary_basis',
  'monthly_wage',
  'fixed_allowance',
  'overtime',
  'dayoff',
  'bank',
  'account_number',
  'account_holder',
  'permanent',
  'ptkp_status',
  'npwp',
  'bpjs_tk_number',
  'bpjs_kes_number',
  'bpjs_programmes',
] as const satisfies readonly (keyof EmployeeFields)[];
export type EmployeePayField = (typeof EMPLOYEE_PAY_FIELDS)[number];
const PAY_MASK = Object.fromEntries(EMPLOYEE_PAY_FIELDS.map((field) => [field, true])) as { [K in EmployeePayField]: true };

/** The pay fields as the Karyawan form labels them (the 403 below names them so). */
export const EMPLOYEE_PAY_FIELD_LABELS: Record<EmployeePayField, string> = {
  salary: 'Gaji Harian',
  salary_basis: 'Dasar Gaji',
  monthly_wage: 'Gaji Pokok',
  fixed_allowance: 'Tunjangan Tetap',
  overtime: 'Uang Lembur',
  dayoff: 'Hari Libur',
  bank: 'Bank',
  account_number: 'No. Rekening',
  account_holder: 'Atas Nama Rekening',
  permanent: 'Status Pegawai',
  ptkp_status: 'Status PTKP',
  npwp: 'NPWP',
  bpjs_tk_number: 'No. BPJS Ketenagakerjaan',
  bpjs_kes_number: 'No. BPJS Kesehatan',
  bpjs_programmes: 'Program BPJS',
};

/** The record as a user without Sallary sends it: everything but the pay fields. */
export const employeeHrFields = employeeFields.omit(PAY_MASK);
export type EmployeeHrFields = z.infer<typeof employeeHrFields>;

/** 403 to a user without Sallary who sends pay fields; `labels` names them as the form does. */
export const employeePayForbidden = (labels: readonly string[]) =>
  `Data gaji hanya dapat diisi oleh pengguna modul Sallary: ${labels.join(', ')}. Kosongkan field tersebut atau minta bagian Sallary mengisinya.`;

/**
 * POST employee/add. The daily rate, overtime pay and days off are required of a user with Sallary
 * (the server answers 400 per field); a user without it leaves them out (0 until Sallary fills them).
 */
export const employeeAddBody = employeeFields.extend({
  salary: employeeFields.shape.salary.optional(),
  overtime: employeeFields.shape.overtime.optional(),
  dayoff: employeeFields.shape.dayoff.optional(),
  status: z.literal('active').optional(),
});

/**
 * PUT employee/update/{id}: the add body's fields made optional, with the same types; the whole
 * record (checked against the add rules by the server, with per-field errors), or
 * `{status: 'deleted'}` alone for the seed's soft delete.
 */
export const employeeUpdateBody = employeeFields.partial().extend({ status: z.enum(['active', 'deleted']).optional() });

/** The multipart file part of add/update: the photo, optional (no file keeps the current one). */
const photoFile = { file: { accept: 'image', maxBytes: PHOTO_MAX_BYTES, required: false } } as const;

/** An incentive (tambahan) or deduction (potongan) row: the seed sends `name`, shows it as Keterangan. */
export const salaryItemRow = z.object({
  _id: z.string(),
  nominal: z.number().int(),
  name: z.string(),
  /** employee/get only: the period of the final payroll run that paid it ('Oktober 2026'); absent while unpaid (issue 17). */
  paid_in: z.string().nullable().optional(),
});
export type SalaryItemRow = z.infer<typeof salaryItemRow>;

/** 409 on editing or deleting an item a final payroll run paid: it stays as paid; a correction is a new item. */
export const salaryItemPaidMessage = (period: string) => `Sudah dibayar pada ${period}; buat item koreksi baru`;

export const salaryItemInput = z.object({
  nominal: integerField('Nominal', { min: 1, max: SALARY_ITEM_MAX, messages: { min: 'Nominal wajib diisi', max: payBoundMessage('Nominal', SALARY_ITEM_MAX) } }),
  name: requiredText('Keterangan', 200),
});

/** POST addtambahan/addpotongan: `{data: [{nominal, name}]}`, at least one row. */
export const salaryItemsAddBody = z.object({
  data: z.array(salaryItemInput).min(1, { message: 'Lengkapi dulu data anda' }).max(50),
});

/** The pay part of an employee row (EMPLOYEE_PAY_FIELDS): answered only to a user who may open Sallary. */
export const employeePayRow = z.object({
  salary: z.number().int(),
  salary_basis: z.enum(SALARY_BASES),
  monthly_wage: z.number().int(),
  fixed_allowance: z.number().int(),
  overtime: z.number().int(),
  dayoff: z.number().int(),
  /** The salary transfer account: bank (null = none), account number and holder ('' when not filled). */
  bank: z.object({ id: z.string(), Name: z.string() }).nullable(),
  account_number: z.string(),
  account_holder: z.string(),
  /** Tax and social security (issue 18). */
  permanent: z.boolean(),
  ptkp_status: z.enum(PTKP_STATUSES),
  npwp: z.string(),
  bpjs_tk_number: z.string(),
  bpjs_kes_number: z.string(),
  bpjs_programmes: z.array(z.enum(BPJS_PROGRAMMES)),
});
export type EmployeePayRow = z.infer<typeof employeePayRow>;

/** An employee row; the pay fields only for a user who may open Sallary (left out for anyone else). */
export const employeeRow = z.object({
  id: z.string(),
  /** Employee number: unique, never reused. */
  idk: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  identity_number: z.string(),
  street: z.string(),
  village: z.string(),
  district: z.string(),
  city: z.string(),
  postal_code: z.string(),
  division: z.object({ id: z.string(), Name: z.string() }),
  position: z.object({ id: z.string(), Name: z.string() }),
  makan_status: z.enum(['Y', 'N']),
  /** Employment: the day they joined and left (null while employed). */
  joined_on: z.string(),
  left_on: z.string().nullable(),
  /** Authenticated path of the photo (`/api/files/...`), null for the default avatar. */
  photo: z.string().nullable(),
  status: z.enum(['active', 'deleted']),
}).extend(employeePayRow.partial().shape);
export type EmployeeRow = z.infer<typeof employeeRow>;

/** GET employee/get/{id}: the record with its active incentives and deductions, oldest first (both pay data: for Sallary only). */
export const employeeDetail = employeeRow.extend({
  tambahan: z.array(salaryItemRow).optional(),
  potongan: z.array(salaryItemRow).optional(),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeeIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const salaryItemParams = z.object({
  id: z.uuid({ message: 'Id tidak valid' }),
  rowId: z.uuid({ message: 'Id tidak valid' }),
});

/** Sort keys of employee/all: firstname, lastname, email, phone, idk, division, position, created_at. */
export const EMPLOYEE_SORT_KEYS = ['firstname', 'lastname', 'email', 'phone', 'idk', 'division', 'position', 'created_at'] as const;
export const EMPLOYEE_DEFAULT_SORT = 'firstname|asc';

/** The Karyawan list's page sizes to choose from (issue 27 §5); the seed's 5 stays the first and the default. */
export const EMPLOYEE_PAGE_SIZES = [EMPLOYEE_PAGE_SIZE, 10, 25, 50, 100] as const;

/** Employment status as the list filters it: still employed (no Tanggal Keluar, or one not passed yet) or left. */
export const EMPLOYMENT_STATUSES = ['aktif', 'keluar'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = { aktif: 'Masih bekerja', keluar: 'Sudah keluar' };

/** The Karyawan list's column filters (issue 27 §5), on the list and its Excel alike. */
export const employeeListFilters = z.object({
  division: z.preprocess(blankAsMissing, z.uuid({ message: 'Divisi tidak valid' }).optional()),
  position: z.preprocess(blankAsMissing, z.uuid({ message: 'Jabatan tidak valid' }).optional()),
  status: z.preprocess(blankAsMissing, z.enum(EMPLOYMENT_STATUSES, { message: 'Status tidak dikenal' }).optional()),
});
export type EmployeeListFilters = z.infer<typeof employeeListFilters>;

/** The Excel export stops here; a filter narrows a longer list. */
export const EMPLOYEE_EXPORT_MAX_ROWS = 20_000;
export const EMPLOYEE_EXPORT_TOO_MANY = `Lebih dari ${EMPLOYEE_EXPORT_MAX_ROWS.toLocaleString('id-ID')} karyawan: persempit dengan filter`;

const employeeAccess = { kind: 'module', module: 'employee' } as const;
/** Incentives and deductions are pay data: Sallary's, whatever screen writes them (issue 24). */
const salaryItemAccess = { kind: 'module', module: 'salary' } as const;
const savedEmployee = z.object({ status: z.literal('ok'), data: employeeRow });
const savedItems = z.object({ status: z.literal('ok'), data: z.array(salaryItemRow) });

export const employeeRecordEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/employee/all',
    summary:
      'Daftar Karyawan aktif (filter: nama, email, telepon, KTP, nomor karyawan; division, position, status=aktif|keluar; per_page sampai 500)',
    access: employeeAccess,
    query: listQueryFor(EMPLOYEE_PAGE_SIZE).extend(employeeListFilters.shape),
    response: listResponse(employeeRow),
  }),
  excel: defineEndpoint({
    method: 'GET',
    path: '/api/employee/employee/excel',
    summary: 'Excel (xlsx) Daftar Karyawan dengan filter dan urutan yang sama dengan daftarnya (tanpa data gaji)',
    access: employeeAccess,
    query: employeeListFilters.extend({ sort: listQueryFor(EMPLOYEE_PAGE_SIZE).shape.sort, filter: listQueryFor(EMPLOYEE_PAGE_SIZE).shape.filter }),
    response: z.unknown(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/employee/get/:id',
    summary: 'Detail Karyawan dengan gaji intensif dan potongan gaji',
    access: employeeAccess,
    params: employeeIdParams,
    response: z.object({ data: employeeDetail }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/employee/employee/add',
    summary: 'Tambah Karyawan (multipart: file foto opsional)',
    access: employeeAccess,
    body: employeeAddBody,
    files: photoFile,
    response: savedEmployee,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/employee/employee/update/:id',
    summary: "Ubah Karyawan (multipart); status 'deleted' menghapus",
    access: employeeAccess,
    params: employeeIdParams,
    body: employeeUpdateBody,
    files: photoFile,
    response: z.object({ status: z.literal('ok') }),
  }),
  addIncentives: defineEndpoint({
    method: 'POST',
    path: '/api/employee/employee/addtambahan/:id',
    summary: 'Tambah Gaji Intensif',
    access: salaryItemAccess,
    params: employeeIdParams,
    body: salaryItemsAddBody,
    response: savedItems,
  }),
  addDeductions: defineEndpoint({
    method: 'POST',
    path: '/api/employee/employee/addpotongan/:id',
    summary: 'Tambah Potongan Gaji',
    access: salaryItemAccess,
    params: employeeIdParams,
    body: salaryItemsAddBody,
    response: savedItems,
  }),
  editIncentive: defineEndpoint({
    method: 'PUT',
    path: '/api/employee/employee/edittambahan/:id/:rowId',
    summary: 'Ubah satu baris Gaji Intensif',
    access: salaryItemAccess,
    params: salaryItemParams,
    body: salaryItemInput,
    response: z.object({ status: z.literal('ok') }),
  }),
  editDeduction: defineEndpoint({
    method: 'PUT',
    path: '/api/employee/employee/editpotongan/:id/:rowId',
    summary: 'Ubah satu baris Potongan Gaji',
    access: salaryItemAccess,
    params: salaryItemParams,
    body: salaryItemInput,
    response: z.object({ status: z.literal('ok') }),
  }),
  deleteIncentive: defineEndpoint({
    method: 'DELETE',
    path: '/api/employee/employee/hapustambahan/:id/:rowId',
    summary: 'Hapus satu baris Gaji Intensif',
    access: salaryItemAccess,
    params: salaryItemParams,
    response: z.object({ status: z.literal('ok') }),
  }),
  deleteDeduction: defineEndpoint({
    method: 'DELETE',
    path: '/api/employee/employee/hapuspotongan/:id/:rowId',
    summary: 'Hapus satu baris Potongan Gaji',
    access: salaryItemAccess,
    params: salaryItemParams,
    response: z.object({ status: z.literal('ok') }),
  }),
} as const;
