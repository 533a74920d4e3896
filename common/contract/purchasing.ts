import { DISCOUNT_KINDS, PO_TYPES } from '../purchasing';
import { resourceEndpoints, type ResourceDefinition, type ResourceField } from '../resource';
import { defineEndpoint } from './endpoint';
import { decimalField, integerField, isoDateField, moneyField, numberOrPlainDigits, updateBodyOf } from './fields';
import { listQueryFor, listResponse, pageParam, perPageParam, sortParam, statusOk } from './list';
import { z } from './zod';

/**
 * The Purchasing module (seed 001 sections 2 'Purchasing screens', 3, 4, 5, 7 'Purchasing', 8, 9):
 * suppliers and delivery/billing addresses as resource definitions, purchase orders with lines,
 * payments, and the reports. The maths is common/purchasing.ts; the server recomputes every total.
 */

const purchasingAccess = { kind: 'module', module: 'purchasing' } as const;

// ─── Suppliers and addresses ──────────────────────────────────────────────────────────────────

/**
 * Seed 001 section 5's old forms marked every field required; a new user gave up on them (issue 27
 * section 5). Required now: the company name and the address (`required: true` where declared),
 * and one phone number (`atLeastOne`); the rest is optional, and a full record is still taken.
 */
const text = (name: string, label: string, options: Partial<ResourceField> & { max?: number } = {}): ResourceField => {
  const { max = 150, ...rest } = options;
  return { name, rowKey: name, label, input: { kind: 'text', maxLength: max }, required: false, ...rest };
};
/** Postal code, NPWP, phone numbers, account number: numeric inputs kept as text (leading zeros). */
const digits = (name: string, label: string, max: number, options: Partial<ResourceField> = {}): ResourceField => ({
  name,
  rowKey: name,
  label,
  input: { kind: 'text', maxLength: max, format: 'digits' },
  required: false,
  ...options,
});
const email = (options: Partial<ResourceField> = {}): ResourceField => ({
  name: 'email',
  rowKey: 'email',
  label: 'Email',
  input: { kind: 'text', maxLength: 200, format: 'email' },
  required: false,
  column: 'Email',
  searchable: true,
  sortable: true,
  ...options,
});

/** One phone number is enough: Telepon or Handphone. */
export const PHONE_REQUIRED = 'Isi Telepon atau Handphone (salah satu wajib)';

export const supplierResource: ResourceDefinition = {
  key: 'supplier',
  module: 'purchasing',
  apiBase: '/api/purchasing/supplier',
  path: 'supplier',
  menuLabel: 'Supplier',
  icon: 'office',
  formTitle: 'Tambah Supplier',
  editTitle: 'Edit Supplier',
  searchPlaceholder: 'Cari supplier...',
  noun: 'Supplier',
  // Seed 001 section 8: 'Berhasil Simpan Supplier Data', 'Berhasil Hapus Supplier Data'.
  toastNoun: 'Supplier',
  // Seed 001 section 9: 5 per page.
  pageSize: 5,
  defaultSort: 'nama_perusahaan|asc',
  fields: [
    text('nama_perusahaan', 'Nama Perusahaan', { column: 'Nama Perusahaan', searchable: true, sortable: true, unique: true, required: true }),
    text('gelar', 'Gelar', { max: 30 }),
    text('nama_depan', 'Nama Depan', { max: 100, searchable: true }),
    text('nama_belakang', 'Nama Belakang', { max: 100 }),
    text('nama_panggilan', 'Nama Panggilan', { max: 100 }),
    text('nama_keluarga', 'Nama Keluarga', { max: 100 }),
    { ...text('alamat_penagihan', 'Alamat Penagihan', { column: 'Alamat', searchable: true, sortable: true, required: true }), input: { kind: 'textarea', maxLength: 500 } },
    text('nomer_alamat', 'Nomor', { max: 20 }),
    digits('rt', 'RT', 3),
    digits('rw', 'RW', 3),
    digits('kodepos', 'Kode Pos', 5),
    text('kelurahan', 'Kelurahan', { max: 100 }),
    text('kecamatan', 'Kecamatan', { max: 100 }),
    text('kabupaten', 'Kabupaten', { max: 100 }),
    text('provinsi', 'Provinsi', { max: 100 }),
    email(),
    digits('npwp', 'NPWP', 20, { column: 'NPWP', searchable: true }),
    digits('mobile', 'Handphone', 15),
    digits('telepon', 'Telepon', 15, { column: 'Telepon', searchable: true }),
    digits('fax', 'Fax', 15),
    text('nama_bank', 'Nama Bank', { max: 100 }),
    text('atas_nama', 'Atas Nama', { max: 150 }),
    digits('nomer_rekening', 'Nomor Rekening', 30),
    { ...text('informasi_lain', 'Informasi Lain'), input: { kind: 'textarea', maxLength: 1000 } },
  ],
  atLeastOne: [{ fields: ['telepon', 'mobile'], message: PHONE_REQUIRED }],
  formFirst: ['nama_perusahaan', 'email', 'alamat_penagihan', 'telepon', 'mobile'],
};

export const addressResource: ResourceDefinition = {
  key: 'alamat',
  module: 'purchasing',
  apiBase: '/api/purchasing/alamatPenagihan',
  path: 'alamat',
  menuLabel: 'Alamat Pengiriman',
  icon: 'map-marker',
  formTitle: 'Tambah Alamat Pengiriman',
  editTitle: 'Edit Alamat Pengiriman',
  searchPlaceholder: 'Cari alamat...',
  noun: 'Alamat Pengiriman',
  // Seed 001 section 8: 'Simpan/Edit/Hapus Alamat Penagihan'.
  toastNoun: 'Alamat Penagihan',
  pageSize: 5,
  defaultSort: 'nama_perusahaan|asc',
  fields: [
    text('nama_perusahaan', 'Nama Perusahaan', { column: 'Nama Perusahaan', searchable: true, sortable: true, unique: true, required: true }),
    { ...text('alamat_pengiriman', 'Alamat Pengiriman', { column: 'Alamat', searchable: true, sortable: true, required: true }), input: { kind: 'textarea', maxLength: 500 } },
    digits('telepon', 'Telepon', 15, { column: 'Telepon', searchable: true }),
    digits('fax', 'Fax', 15),
    digits('handphone', 'Handphone', 15),
    email(),
    text('nama_bank', 'Nama Bank', { max: 100 }),
    text('atas_nama', 'Atas Nama', { max: 150 }),
    digits('nomer_rekening', 'Nomor Rekening', 30),
    text('id_identitas', 'No. Identitas', { max: 50 }),
  ],
  atLeastOne: [{ fields: ['telepon', 'handphone'], message: PHONE_REQUIRED }],
  formFirst: ['nama_perusahaan', 'email', 'alamat_pengiriman', 'telepon', 'handphone'],
};

export const PURCHASING_RESOURCES = [supplierResource, addressResource] as const;

export const purchasingMasterEndpoints = {
  supplier: resourceEndpoints(supplierResource),
  address: resourceEndpoints(addressResource),
} as const;

/** A supplier as `supplier/get/{id}` answers it: every field, for the detail modal. */
export const supplierDetail = z.object({ id: z.string() }).catchall(z.union([z.string(), z.number(), z.null()]));

// ─── Purchase orders ──────────────────────────────────────────────────────────────────────────

export const PAYMENT_STATUSES = ['belum lunas', 'bayar sebagian', 'lunas'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How a status reads on a badge; anything else reads 'Undefined' (seed 001 section 4). */
export function paymentStatusLabel(status: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(status) ? status : 'Undefined';
}
export const PAYMENT_METHODS = ['Tunai', 'Cek & Giro', 'Transfer Bank', 'Kartu Kredit'] as const;
export const WAREHOUSE_RECEIPT_STATUSES = ['belum', 'sudah'] as const;
/**
 * How far the warehouse has received a PO (issue 13 section 1), derived from its lines: nothing
 * yet, some of it, or every line complete. The PO list and detail show it as a tag.
 */
export const PO_RECEIVING_STATUSES = ['belum datang', 'sebagian', 'lengkap'] as const;
export type PoReceivingStatus = (typeof PO_RECEIVING_STATUSES)[number];
/** A PO the warehouse has received goods for cannot be deleted, nor its received lines cut or swapped. */
export const PO_RECEIVED_NO_DELETE = 'Tidak Bisa Dihapus, barang PO sudah diterima gudang';

export const PO_PAGE_SIZE = 5;
export const PO_DEFAULT_SORT = 'tanggal_transaksi|desc';
export const PO_SORT_KEYS = ['tanggal_transaksi', 'no_transaksi', 'tanggal_jatuh_tempo', 'grand_total', 'status_pembayaran', 'supplier'] as const;
export const PO_INCOMPLETE = 'Lengkapi data anda';
export const PO_PAID_NO_EDIT = 'Tidak Bisa Diedit, PO Sudah Dibayar';
export const PO_PAID_NO_DELETE = 'Tidak Bisa Dihapus, PO Sudah Dibayar';
export const TOTALS_MISMATCH = 'Total tidak sesuai dengan perhitungan; muat ulang form lalu coba lagi';

const rupiahLeaf = (label: string) =>
  moneyField(label, { max: 999_999_999_999_999, messages: { type: `${label} harus angka`, int: `${label} harus bilangan bulat rupiah` } });
const percentLeaf = (label: string) => decimalField(label, { min: 0, max: 100, messages: { type: `${label} harus angka`, max: `${label} paling besar 100` } });
/**
 * The PO form's typed figures (price, Termo zak, discounts, PPN, shipping): the seed's old client
 * sends its inputs' text in the JSON body (seed 001 section 5: 'blank discount becomes '0''), so
 * these take a number or a plain digit string ('12', '2.5'); computed totals take numbers only.
 */
const typedRupiah = (label: string) => numberOrPlainDigits(rupiahLeaf(label));
const percent = (label: string) => numberOrPlainDigits(percentLeaf(label));
/** Seed: a blank discount becomes 0 (null is refused as anywhere else). */
const blankZero = (value: unknown) => (value === '' || value === undefined ? 0 : value);

export const purchaseLineInput = z.object({
  id_produk: z.uuid({ message: 'Produk wajib dipilih' }),
  qty: integerField('Qty', { min: 1, max: 10_000_000, messages: { type: 'Qty harus angka', min: 'Qty wajib diisi' } }),
  harga: typedRupiah('Harga'),
  /** Pipa: original size and thickness (free text as the supplier writes them: '4"', '3 mm'). */
  ukuran_asli: z.string().trim().max(50).default(''),
  tebal: z.string().trim().max(50).default(''),
  /** Termo: quantity in zak. */
  qty_zak: z.preprocess(blankZero, numberOrPlainDigits(integerField('Qty zak', { min: 0, max: 10_000_000 }))).default(0),
  /** Solar Cell: two discount percentages, applied one after the other. */
  diskon_1: z.preprocess(blankZero, percent('Diskon 1')).default(0),
  diskon_2: z.preprocess(blankZero, percent('Diskon 2')).default(0),
  /** What the form computed; the server recomputes and refuses a difference. */
  total_awal: rupiahLeaf('Total awal'),
  total: rupiahLeaf('Total'),
});
export type PurchaseLineInputBody = z.input<typeof purchaseLineInput>;

/** POST pembelian/add and the full PUT pembelian/update/{id} (seed 001 sections 3, 5, 7). */
export const purchaseBody = z.object({
  id_supplier: z.uuid({ message: PO_INCOMPLETE }),
  /** The ship-to / receiver (alamatPenagihan). */
  id_penerima: z.uuid({ message: PO_INCOMPLETE }),
  /** Optional; blank → the current Unix timestamp, unique. */
  no_transaksi: z.string().trim().max(50).default(''),
  no_reff_supplier: z.string().trim().max(50).default(''),
  jenis_po: z.enum(PO_TYPES, { message: 'Jenis PO tidak dikenal' }).default('Umum'),
  /** Payment term: from (transaction date) … until (due date). */
  tanggal_transaksi: isoDateField('Tanggal transaksi'),
  tanggal_jatuh_tempo: isoDateField('Tanggal jatuh tempo'),
  /** 'Pesan' on the form. */
  attn: z.string().trim().max(1000).default(''),
  memo: z.string().trim().max(1000).default(''),
  kode_produk: z.array(purchaseLineInput).min(1, { message: 'Tambahkan minimal satu produk' }).max(200),
  ppn: z.preprocess(blankZero, percent('PPN')),
  diskon: z.preprocess(blankZero, numberOrPlainDigits(decimalField('Diskon', { min: 0, max: 999_999_999_999_999, messages: { type: 'Diskon harus angka' } }))),
  jenis_diskon: z.enum(DISCOUNT_KINDS, { message: "Jenis diskon '%' atau 'Rp'" }).default('%'),
  ongkir: z.preprocess(blankZero, typedRupiah('Ongkos kirim')),
  sub_total: rupiahLeaf('Subtotal'),
  total: rupiahLeaf('Total'),
  grand_total: rupiahLeaf('Grand total'),
  status: z.literal('active').optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBody>;
export type PurchaseBodyInput = z.input<typeof purchaseBody>;

/**
 * PUT update/{id}: the whole PO with the add body's fields and types, every refusal naming its own
 * field as on add (updateBodyOf), or `{status: 'deleted'}` (the seeds' delete).
 */
export const purchaseUpdateBody = updateBodyOf(purchaseBody.omit({ status: true }));

const ref = z.object({ id: z.string(), nama_perusahaan: z.string() });

export const purchaseLineRow = z.object({
  id: z.string(),
  id_produk: z.string(),
  name: z.string(),
  code: z.string(),
  satuan: z.string(),
  qty: z.number().int(),
  price: z.number().int(),
  ukuran_asli: z.string(),
  tebal: z.string(),
  qty_zak: z.number().int(),
  diskon_1: z.number(),
  diskon_2: z.number(),
  total_awal: z.number().int(),
  total: z.number().int(),
  /** Received so far, and whether the warehouse has all of it (the receiving issue adds the flow). */
  qty_diterima: z.number().int(),
  status_gudang: z.enum(WAREHOUSE_RECEIPT_STATUSES),
});

export const paymentRow = z.object({
  id: z.string(),
  tanggal_pembayaran: z.string(),
  cara_pembayaran: z.enum(PAYMENT_METHODS),
  nominal_pembayaran: z.number().int(),
  memo: z.string(),
  /** Authenticated path of the attachment. */
  lampiran: z.string(),
  created_by: z.string(),
});

export const purchaseRow = z.object({
  id: z.string(),
  no_transaksi: z.string(),
  no_reff_supplier: z.string(),
  jenis_po: z.enum(PO_TYPES),
  tanggal_transaksi: z.string(),
  tanggal_jatuh_tempo: z.string(),
  supplier: ref.extend({ email: z.string() }),
  penerima: ref.extend({ alamat_pengiriman: z.string() }),
  sub_total: z.number().int(),
  ppn: z.number(),
  total: z.number().int(),
  diskon: z.number(),
  jenis_diskon: z.enum(DISCOUNT_KINDS),
  ongkir: z.number().int(),
  grand_total: z.number().int(),
  sisa_pembayaran: z.number().int(),
  status_pembayaran: z.string(),
  /** Derived from the lines' received quantities (PO_RECEIVING_STATUSES). */
  status_penerimaan: z.enum(PO_RECEIVING_STATUSES),
  attn: z.string(),
  memo: z.string(),
  created_at: z.string(),
});
export type PurchaseRow = z.infer<typeof purchaseRow>;

export const purchaseDetail = purchaseRow.extend({ product: z.array(purchaseLineRow), pembayaran: z.array(paymentRow) });
export type PurchaseDetail = z.infer<typeof purchaseDetail>;

export const purchaseIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const paymentIdParams = purchaseIdParams.extend({ paymentId: z.uuid({ message: 'Id pembayaran tidak valid' }) });
/** 'hide=1' prints the PO without amounts (the detail modal's checkbox). */
export const purchasePrintQuery = z.object({
  hide: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

// ─── Payments ─────────────────────────────────────────────────────────────────────────────────

/** Payment proof: an image or a PDF, checked by content. */
export const PAYMENT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const paymentBody = z.object({
  tanggal_pembayaran: isoDateField('Tanggal pembayaran'),
  cara_pembayaran: z.enum(PAYMENT_METHODS, { message: 'Cara pembayaran tidak dikenal' }).default('Tunai'),
  /** The seed's old client sends it as a string in JSON: a number, or a plain digit string only. */
  nominal_pembayaran: numberOrPlainDigits(moneyField('Nominal', { min: 1, messages: { type: 'Nominal wajib diisi angka', min: 'Nominal wajib diisi' } })),
  memo: z.string().trim().max(1000).default(''),
  /** The path `uploadPembayaran` answered. */
  lampiran: z.string({ message: 'Lampiran wajib diunggah' }).min(1, { message: 'Lampiran wajib diunggah' }).max(300),
  /** Sent by the old client as a fixed value (a number or its text); the server decides the balance and ignores it. */
  sisa_pembayaran: z.union([z.number(), z.string().max(50)]).nullable().optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

// ─── Reports ──────────────────────────────────────────────────────────────────────────────────

export const dateRangeQuery = z.object({
  date_start: isoDateField('Tanggal awal'),
  date_end: isoDateField('Tanggal akhir'),
});

/**
 * 'Laporan Pembelian' sorts by its row keys (or the PO list's names); oldest first by default, as
 * a printed report reads (the old screen's 'name ascending' sorted certificates, not purchases).
 */
export const PURCHASE_REPORT_SORT_KEYS = ['tglTrx', 'noTrx', 'jenisPO', 'namaPerusahaan', 'status', 'total'] as const;
export const PURCHASE_REPORT_DEFAULT_SORT = 'tglTrx|asc';
/** Rows one export (PDF or Excel) may hold; past it the user narrows the range or the search. */
export const PURCHASE_EXPORT_MAX_ROWS = 10_000;
export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;

export const purchaseReportRow = z.object({
  id: z.string(),
  tglTrx: z.string(),
  noTrx: z.string(),
  jenisPO: z.enum(PO_TYPES),
  namaPerusahaan: z.string(),
  status: z.string(),
  total: z.number().int(),
});

export const perProductRow = z.object({
  tanggal_transaksi: z.string(),
  no_transaksi: z.string(),
  product: z.object({ code: z.string(), name: z.string() }),
  supplier: z.object({ nama_perusahaan: z.string() }),
  qty: z.number().int(),
  satuan: z.string(),
  harga: z.number().int(),
  total_harga: z.number().int(),
});

export const PER_PRODUCT_STATUS = ['', 'lunas', 'belum'] as const;
export const perProductBody = dateRangeQuery.extend({
  /** '' all, 'lunas', 'belum' (= not yet fully paid). */
  status: z.enum(PER_PRODUCT_STATUS).default(''),
  filter: z.string().max(200).default(''),
  page: pageParam,
  per_page: perPageParam(5),
});

const reportTotals = z.object({ total: z.number().int() });

/**
 * A report's PDF as the screen follows it while it is made (server/print/progress.ts): the client
 * names the job with a random id sent along with the file's request, then asks for its progress.
 */
export const PRINT_STAGES = ['query', 'starting', 'queued', 'measure', 'layout', 'render', 'sending', 'done', 'failed'] as const;
export const printJobId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'Kode pekerjaan cetak tidak valid' });
export const printProgress = z.object({
  stage: z.enum(PRINT_STAGES),
  /** 0–100, never going back. */
  percent: z.number().int().min(0).max(100),
  /** The report's lines, once read. */
  rows: z.number().int().nullable(),
  elapsed_ms: z.number().int().min(0),
});
export type PrintProgress = z.infer<typeof printProgress>;

export const purchasingEndpoints = {
  supplierGet: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/supplier/get/:id',
    summary: 'Detail Supplier',
    access: purchasingAccess,
    params: purchaseIdParams,
    response: z.object({ data: supplierDetail }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/all',
    summary: 'Daftar PO (paged; filter: nomor transaksi, supplier, penerima)',
    access: purchasingAccess,
    query: listQueryFor(PO_PAGE_SIZE),
    response: listResponse(purchaseRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/get/:id',
    summary: 'Detail PO dengan baris produk dan pembayaran',
    access: purchasingAccess,
    params: purchaseIdParams,
    response: z.object({ data: purchaseDetail }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/purchasing/pembelian/add',
    summary: 'Tambah PO; server menghitung ulang semua total dan menolak yang tidak sesuai',
    access: purchasingAccess,
    body: purchaseBody,
    response: z.object({ status: z.literal('ok'), data: purchaseRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/purchasing/pembelian/update/:id',
    summary: "Ubah PO (hanya saat belum lunas); status 'deleted' menghapus",
    access: purchasingAccess,
    params: purchaseIdParams,
    body: purchaseUpdateBody,
    response: statusOk,
  }),
  uploadPayment: defineEndpoint({
    method: 'POST',
    path: '/api/purchasing/pembelian/uploadPembayaran',
    summary: 'Unggah bukti pembayaran (gambar atau PDF); message berisi path lampiran',
    access: purchasingAccess,
    files: { file: { accept: 'image-or-pdf', maxBytes: PAYMENT_ATTACHMENT_MAX_BYTES, required: true } },
    response: z.object({ status: z.literal('ok'), message: z.string() }),
  }),
  pay: defineEndpoint({
    method: 'PUT',
    path: '/api/purchasing/pembelian/pembayaran/:id',
    summary: 'Catat pembayaran PO; server menentukan status dan sisa pembayaran',
    access: purchasingAccess,
    params: purchaseIdParams,
    body: paymentBody,
    response: z.object({ status: z.literal('ok'), data: z.object({ status_pembayaran: z.enum(PAYMENT_STATUSES), sisa_pembayaran: z.number().int() }) }),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/report',
    summary: "'Laporan Pembelian': PO dalam rentang tanggal (paged) dengan total",
    access: purchasingAccess,
    query: listQueryFor(PO_PAGE_SIZE).extend(dateRangeQuery.shape),
    response: listResponse(purchaseReportRow).extend(reportTotals.shape),
  }),
  reportExport: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/report/export',
    summary: "PDF (format=pdf) atau Excel (format=xlsx) 'Laporan Pembelian Barang'",
    access: purchasingAccess,
    query: dateRangeQuery.extend({ filter: z.string().max(200).optional(), sort: sortParam.optional(), format: z.enum(EXPORT_FORMATS).default('pdf'), job: printJobId.optional() }),
    response: z.unknown(),
  }),
  reportProgress: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/report/progress/:job',
    summary: 'Kemajuan pembuatan PDF laporan (job = kode acak yang dikirim bersama permintaan file); 404 bila tidak dikenal di server ini',
    access: purchasingAccess,
    params: z.object({ job: printJobId }),
    response: z.object({ data: printProgress }),
  }),
  perProduct: defineEndpoint({
    method: 'POST',
    path: '/api/purchasing/pembelian/report/perproduk',
    summary: "'Laporan Pembelian Per Produk' (paged) dengan total",
    access: purchasingAccess,
    body: perProductBody,
    response: listResponse(perProductRow).extend(reportTotals.shape),
  }),
  perProductExport: defineEndpoint({
    method: 'POST',
    path: '/api/purchasing/pembelian/export/perproduk',
    summary: 'Alamat PDF (atau Excel dengan format=xlsx) laporan pembelian per produk',
    access: purchasingAccess,
    body: perProductBody.omit({ page: true }).extend({ format: z.enum(EXPORT_FORMATS).default('pdf'), job: printJobId.optional() }),
    response: z.object({ url: z.string() }),
  }),
  perProductFile: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/export/perproduk/file',
    summary: 'File laporan pembelian per produk (PDF A4 landscape atau Excel), dengan filter yang sama',
    access: purchasingAccess,
    query: perProductBody.omit({ page: true, per_page: true }).extend({ format: z.enum(EXPORT_FORMATS).default('pdf'), job: printJobId.optional() }),
    response: z.unknown(),
  }),
  print: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/print/:id',
    summary: 'PDF PO sesuai jenisnya (hide=1: tanpa nominal)',
    access: purchasingAccess,
    params: purchaseIdParams,
    query: purchasePrintQuery,
    response: z.unknown(),
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/purchasing/pembelian/receipt/:id/:paymentId',
    summary: 'PDF kwitansi satu pembayaran PO, dengan terbilang',
    access: purchasingAccess,
    params: paymentIdParams,
    response: z.unknown(),
  }),
} as const;
