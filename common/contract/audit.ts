import { formatDate, formatNumber, formatRupiah } from '../format';
import { MODULE_KEYS, moduleByKey, type ModuleKey } from '../modules';
import { optionLabel, type ResourceDefinition } from '../resource';
import { STATUTORY_RATE_DEFINITIONS } from '../statutory/rates';
import { certificateTypeResource } from './certificate';
import { holidayResource, officeResource } from './attendance';
import { applicationResource, bankResource, divisionResource, positionResource, salaryStatusResource } from './employee';
import { defineEndpoint } from './endpoint';
import { isoDateField } from './fields';
import { pageParam, pagination, perPageParam } from './list';
import { addressResource, supplierResource } from './purchasing';
import { jobResource } from './survey';
import { categoryResource, unitResource, variantResource, warehouseResource } from './warehouse';
import { z } from './zod';

/**
 * Who did what (issue 24 item 6), Odoo's chatter / ERPNext's version history: each audited entity
 * declares once the fields its history tracks (label and how a value reads) and the module whose
 * users may read it. The server's writers diff exactly these fields (server/db/audit.ts) and the
 * readers (a record's Riwayat Perubahan, the superadmin's Log Aktivitas) label and format them from
 * the same declaration.
 */

/** How a tracked value reads: 'money' 'Rp 1.234.567', 'date' 'YYYY-MM-DD' → '05/01/2026', 'boolean' Ya/Tidak. */
export type AuditValueFormat = 'text' | 'money' | 'number' | 'date' | 'boolean';

export interface TrackedField {
  label: string;
  format?: AuditValueFormat;
  /** Stored value → what the user reads ('final' → 'Final'). */
  options?: Readonly<Record<string, string>>;
  /** A pay field: its values are shown only to Sallary users (issue 24 item 3). */
  pay?: true;
}

export type TrackedFields = Readonly<Record<string, TrackedField>>;

export interface AuditEntityInfo {
  /** The thing, in the log's 'Data' column ('Produk'). */
  label: string;
  /** Whose users read its history; null: the superadmin only (accounts). */
  module: ModuleKey | null;
  fields: TrackedFields;
}

const PAYMENT_STATUS: Record<string, string> = { 'belum lunas': 'Belum Lunas', 'bayar sebagian': 'Bayar Sebagian', lunas: 'Lunas' };
const RUN_STATE: Record<string, string> = { draft: 'Draft', final: 'Final' };
const RECORD_STATUS: Record<string, string> = { active: 'Aktif', deleted: 'Dihapus' };

/** The fields of a generic master (common/resource.ts): every field unless it says `tracked: false`, selects by their options. */
export function trackedFieldsOf(resource: ResourceDefinition): TrackedFields {
  const fields: Record<string, TrackedField> = {};
  for (const field of resource.fields) {
    if (field.tracked === false) continue;
    const options = field.input.kind === 'select' ? Object.fromEntries(field.input.options.map((o) => [String(o.value), optionLabel(field, o.value)])) : undefined;
    fields[field.name] = { label: field.label, ...(options ? { options } : {}) };
  }
  return fields;
}

const MASTER_RESOURCES: readonly ResourceDefinition[] = [
  divisionResource,
  positionResource,
  bankResource,
  applicationResource,
  salaryStatusResource,
  categoryResource,
  variantResource,
  unitResource,
  warehouseResource,
  supplierResource,
  addressResource,
  certificateTypeResource,
  jobResource,
  officeResource,
  holidayResource,
];

/** Tracked fields of the records whose writes change money, stock, access or salary. */
export const AUDIT_TRACKED = {
  product: {
    name: { label: 'Nama' },
    code: { label: 'Kode' },
    price: { label: 'Harga', format: 'money' },
    stock: { label: 'Stok', format: 'number' },
    category: { label: 'Kategori' },
    variant: { label: 'Varian' },
    unit: { label: 'Satuan' },
    warehouse: { label: 'Gudang' },
    photo: { label: 'Foto' },
  },
  purchase: {
    no_transaksi: { label: 'No. Transaksi' },
    supplier: { label: 'Supplier' },
    jenis_po: { label: 'Jenis PO' },
    tanggal_transaksi: { label: 'Tanggal Transaksi', format: 'date' },
    tanggal_jatuh_tempo: { label: 'Tanggal Jatuh Tempo', format: 'date' },
    attn: { label: 'Attn' },
    memo: { label: 'Memo' },
    ppn: { label: 'PPN', format: 'number' },
    diskon: { label: 'Diskon', format: 'number' },
    ongkir: { label: 'Ongkir', format: 'money' },
    grand_total: { label: 'Grand Total', format: 'money' },
    pembayaran: { label: 'Pembayaran', format: 'money' },
    cara_pembayaran: { label: 'Cara Pembayaran' },
    tanggal_pembayaran: { label: 'Tanggal Pembayaran', format: 'date' },
    sisa_pembayaran: { label: 'Sisa Pembayaran', format: 'money' },
    status_pembayaran: { label: 'Status Pembayaran', options: PAYMENT_STATUS },
    id_penerima: { label: 'Penerima' },
    jenis_diskon: { label: 'Jenis Diskon' },
    kode_produk: { label: 'Barang' },
    lines: { label: 'Barang' },
  },
  payroll_run: {
    state: { label: 'Status', options: RUN_STATE },
    status: { label: 'Data', options: RECORD_STATUS },
    employees: { label: 'Jumlah Karyawan', format: 'number' },
    net_total: { label: 'Total Gaji Bersih', format: 'money' },
    reopen_reason: { label: 'Alasan Buka Kembali' },
    // Named only (no value shown): what a step recomputed or froze.
    kind: { label: 'Jenis' },
    period_start: { label: 'Periode' },
    divisions: { label: 'Divisi' },
    lines: { label: 'Rincian gaji' },
    items_used: { label: 'Tambahan/potongan terpakai' },
  },
  certificate: {
    jenis: { label: 'Jenis Sertifikat' },
    nomor: { label: 'Nomor' },
    holder: { label: 'Pemegang' },
    penerbit: { label: 'Penerbit' },
    tanggal_terbit: { label: 'Tanggal Terbit', format: 'date' },
    tanggal_kadaluarsa: { label: 'Tanggal Kadaluarsa', format: 'date' },
    keterangan: { label: 'Keterangan' },
    scan: { label: 'Scan' },
  },
  statutory_rate: {
    key: { label: 'Tarif', options: Object.fromEntries(Object.entries(STATUTORY_RATE_DEFINITIONS).map(([key, def]) => [key, def.label])) },
    valid_from: { label: 'Berlaku Mulai', format: 'date' },
    // Written as shown ('3,7%' or 'Rp 11.086.300'): the unit depends on the rate.
    value: { label: 'Nilai' },
    source: { label: 'Dasar Hukum' },
  },
  // Written by the employee module (issue 24 item 3): pay fields only for Sallary users.
  employee: {
    firstname: { label: 'Nama depan' },
    lastname: { label: 'Nama belakang' },
    email: { label: 'Email' },
    phone: { label: 'Telepon' },
    identity_number: { label: 'No. KTP' },
    dname: { label: 'Divisi' },
    pname: { label: 'Jabatan' },
    joined_on: { label: 'Tanggal Masuk', format: 'date' },
    left_on: { label: 'Tanggal Keluar', format: 'date' },
    makan_status: { label: 'Status Makan', options: { Y: 'Ya', N: 'Tidak' } },
    salary: { label: 'Gaji harian', format: 'money', pay: true },
    salary_basis: { label: 'Dasar gaji', options: { harian: 'Harian', bulanan: 'Bulanan' }, pay: true },
    monthly_wage: { label: 'Gaji pokok', format: 'money', pay: true },
    fixed_allowance: { label: 'Tunjangan tetap', format: 'money', pay: true },
    overtime: { label: 'Uang lembur', format: 'money', pay: true },
    bank: { label: 'Bank', pay: true },
    account_number: { label: 'Nomor rekening', pay: true },
    account_holder: { label: 'Atas nama rekening', pay: true },
    permanent: { label: 'Pegawai tetap', format: 'boolean', pay: true },
    ptkp_status: { label: 'Status PTKP', pay: true },
    npwp: { label: 'NPWP', pay: true },
    bpjs_tk_number: { label: 'No. BPJS Ketenagakerjaan', pay: true },
    bpjs_kes_number: { label: 'No. BPJS Kesehatan', pay: true },
    bpjs_programmes: { label: 'Program BPJS', pay: true },
    nominal: { label: 'Nominal', format: 'money', pay: true },
    dayoff: { label: 'Hari libur', format: 'number' },
    photo: { label: 'Foto' },
  },
  // Written by the auth module (issue 24 item 2).
  user: {
    email: { label: 'Email' },
    username: { label: 'Nama pengguna' },
    firstname: { label: 'Nama depan' },
    lastname: { label: 'Nama belakang' },
    role: { label: 'Peran' },
    access: { label: 'Akses' },
    division: { label: 'Divisi' },
    password: { label: 'Kata sandi' },
    status: { label: 'Status' },
    deactivation_reason: { label: 'Alasan Nonaktif' },
    active: { label: 'Aktif', format: 'boolean' },
  },
} as const satisfies Record<string, TrackedFields>;

export type TrackedEntity = keyof typeof AUDIT_TRACKED;

/** Every audited entity: its label and owning module (declared once; the log filters by module from here). */
export const AUDIT_ENTITIES: Readonly<Record<string, AuditEntityInfo>> = {
  product: { label: 'Produk', module: 'warehouse', fields: AUDIT_TRACKED.product },
  product_qrcode: { label: 'QR Produk', module: 'warehouse', fields: {} },
  product_composition: { label: 'Komposisi Produk', module: 'warehouse', fields: {} },
  goods_receipt: { label: 'Barang Datang', module: 'warehouse', fields: {} },
  goods_out: { label: 'Barang Keluar', module: 'warehouse', fields: {} },
  stock_opname: { label: 'Stock Opname', module: 'warehouse', fields: {} },
  stock_move: { label: 'Stock Move', module: 'warehouse', fields: {} },
  leftover: { label: 'Sisa Barang', module: 'warehouse', fields: {} },
  purchase: { label: 'Purchase Order', module: 'purchasing', fields: AUDIT_TRACKED.purchase },
  payroll_run: { label: 'Penggajian', module: 'salary', fields: AUDIT_TRACKED.payroll_run },
  statutory_rate: { label: 'Tarif BPJS & Pajak', module: 'salary', fields: AUDIT_TRACKED.statutory_rate },
  statutory_settings: { label: 'Pengaturan BPJS & Pajak', module: 'salary', fields: {} },
  attendance_day: { label: 'Absensi', module: 'salary', fields: {} },
  attendance_import: { label: 'Impor Absensi', module: 'salary', fields: {} },
  attendance_work_rule: { label: 'Aturan Jam Kerja', module: 'salary', fields: {} },
  certificate: { label: 'Sertifikat', module: 'certificate', fields: AUDIT_TRACKED.certificate },
  employee: { label: 'Karyawan', module: 'employee', fields: AUDIT_TRACKED.employee },
  employee_tambahan: { label: 'Tambahan Gaji', module: 'salary', fields: AUDIT_TRACKED.employee },
  employee_potongan: { label: 'Potongan Gaji', module: 'salary', fields: AUDIT_TRACKED.employee },
  announcement: { label: 'Pengumuman', module: 'employee', fields: {} },
  report: { label: 'Laporan Karyawan', module: 'employee', fields: {} },
  lunch_claim: { label: 'Makan', module: 'luncheon', fields: {} },
  survey: { label: 'Survey', module: 'survey', fields: {} },
  project: { label: 'Proyek', module: 'survey', fields: {} },
  project_release: { label: 'Pengeluaran Proyek', module: 'survey', fields: {} },
  production: { label: 'Produksi', module: 'production', fields: {} },
  production_log: { label: 'Log Produksi', module: 'production', fields: {} },
  user: { label: 'Pengguna', module: null, fields: AUDIT_TRACKED.user },
  company_settings: { label: 'Data Perusahaan', module: null, fields: {} },
  ...Object.fromEntries(MASTER_RESOURCES.map((r) => [r.key, { label: r.noun, module: r.module, fields: trackedFieldsOf(r) }])),
};

/** What the log shows for an entity nobody declared: its key, the superadmin's only. */
export function auditEntityInfo(entity: string): AuditEntityInfo {
  return AUDIT_ENTITIES[entity] ?? { label: entity, module: null, fields: {} };
}

/** The entities a module owns (the log's module filter). */
export function auditEntitiesOf(module: ModuleKey): string[] {
  return Object.entries(AUDIT_ENTITIES)
    .filter(([, info]) => info.module === module)
    .map(([entity]) => entity);
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  add: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  final: 'Final',
  reopen: 'Buka Kembali',
  recompute: 'Hitung Ulang',
  payment: 'Pembayaran',
  correct: 'Koreksi',
  import: 'Impor',
  regenerate: 'Buat Ulang QR',
  progress: 'Progres',
  leftovers: 'Sisa Barang',
  change_role: 'Ubah Peran',
  change_password: 'Ganti Kata Sandi',
  reset_password: 'Atur Ulang Kata Sandi',
  deactivate: 'Nonaktifkan',
  reactivate: 'Aktifkan Kembali',
  overtime_approve: 'Setujui Lembur',
  overtime_withdraw: 'Batalkan Lembur',
  renew: 'Perpanjang',
  skip_setup: 'Lewati Pengisian',
};

/** The action in Indonesian ('update' → 'Ubah'); 'status:selesai' → 'Status: selesai'. */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [head, rest] = action.split(':', 2);
  if (head === 'status' && rest) return `Status: ${rest}`;
  return action.replace(/_/g, ' ');
}

/** A stored value as the history reads it; '-' for none. */
export function formatAuditValue(field: TrackedField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((v) => formatAuditValue(field, v)).join(', ');
  const option = field?.options?.[String(value)];
  if (option !== undefined) return option;
  const format = field?.format ?? 'text';
  if (format === 'money' && (typeof value === 'number' || /^-?\d+$/.test(String(value)))) return formatRupiah(Number(value));
  if (format === 'number' && (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)))) return formatNumber(Number(value));
  if (format === 'boolean') return value === true || value === 'true' || value === 1 ? 'Ya' : 'Tidak';
  if (format === 'date') {
    const text = String(value);
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    return formatDate(text, 'DD/MM/YYYY', AUDIT_TIME_ZONE);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Times are read as the company's clock. */
export const AUDIT_TIME_ZONE = 'Asia/Jakarta';

/** 'dd/mm/yyyy HH:mm' in Jakarta. */
export function formatAuditTime(at: string | Date): string {
  return formatDate(at, 'DD/MM/YYYY HH:mm', AUDIT_TIME_ZONE);
}

// ─── Contract ────────────────────────────────────────────────────────────────────────────────

export const AUDIT_HIDDEN_VALUE = 'Disembunyikan (khusus Sallary)';
export const AUDIT_LOG_SUPERADMIN_ONLY = 'Hanya Super Admin yang dapat melihat log aktivitas.';
export const AUDIT_LOG_EXPORT_MAX_ROWS = 20_000;

export const auditChangeLine = z.object({
  field: z.string(),
  label: z.string(),
  /** Formatted ('Rp 1.234.567', '05/01/2026'); null with `hidden`. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A pay field the reader may not see (no Sallary access). */
  hidden: z.boolean(),
});

export const auditEntryRow = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  user_id: z.string().nullable(),
  /** The user's display name; 'Sistem' for a change made from the command line. */
  user_name: z.string(),
  device_id: z.string().nullable(),
  entity: z.string(),
  entity_label: z.string(),
  entity_id: z.string(),
  module: z.enum(MODULE_KEYS).nullable(),
  action: z.string(),
  action_label: z.string(),
  reason: z.string().nullable(),
  /** Field by field, from → to (entries written before values were kept list only `fields`). */
  changes: z.array(auditChangeLine),
  /** Labels of the changed fields that carry no from/to. */
  fields: z.array(z.string()),
});
export type AuditEntryRow = z.infer<typeof auditEntryRow>;
export type AuditChangeLine = z.infer<typeof auditChangeLine>;

export const auditHistoryQuery = z.object({
  entity: z.string().trim().min(1, { message: 'Entity wajib diisi' }).max(60),
  id: z.string().trim().min(1, { message: 'Id wajib diisi' }).max(100),
});

const dateFilter = (label: string) => z.preprocess((v) => (v === '' ? undefined : v), isoDateField(label).optional());

export const auditLogFilters = z.object({
  user: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: 'Pengguna tidak valid' }).optional()),
  module: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MODULE_KEYS, { message: 'Modul tidak dikenal' }).optional()),
  entity: z.string().trim().max(60).optional(),
  entity_id: z.string().trim().max(100).optional(),
  /** Inclusive days, Jakarta. */
  from: dateFilter('Tanggal awal'),
  to: dateFilter('Tanggal akhir'),
});
export type AuditLogFilters = z.infer<typeof auditLogFilters>;

export const auditLogQuery = auditLogFilters.extend({
  page: pageParam,
  per_page: perPageParam(20, 200),
});
export type AuditLogQueryInput = z.input<typeof auditLogQuery>;

export const auditEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/audit/history',
    summary: "Riwayat Perubahan satu data (entity + id), terbaru dulu; akses: modul pemilik data (pengguna: Super Admin; nilai gaji karyawan: Sallary)",
    // Checked per entity by the handler against AUDIT_ENTITIES' module.
    access: { kind: 'session' },
    query: auditHistoryQuery,
    response: z.object({ data: z.array(auditEntryRow) }),
  }),
  log: defineEndpoint({
    method: 'GET',
    path: '/api/audit/log',
    summary: 'Log Aktivitas: seluruh audit log, terbaru dulu, dengan filter pengguna, modul, data, rentang tanggal (Super Admin)',
    access: { kind: 'role', roles: ['superadmin'] },
    query: auditLogQuery,
    response: z.object({ data: z.array(auditEntryRow), pagination }),
  }),
  logExcel: defineEndpoint({
    method: 'GET',
    path: '/api/audit/log/excel',
    summary: `Excel (xlsx) Log Aktivitas dengan filter yang sama (maksimal ${AUDIT_LOG_EXPORT_MAX_ROWS} baris; Super Admin)`,
    access: { kind: 'role', roles: ['superadmin'] },
    query: auditLogFilters,
    response: z.unknown(),
  }),
} as const;

/** The module choices of the log's filter. */
export const AUDIT_MODULE_OPTIONS = MODULE_KEYS.map((key) => ({ value: key, label: moduleByKey(key).title }));
