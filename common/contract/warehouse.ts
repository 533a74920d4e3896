import { blankAsMissing, decimalField, integerField, moneyField, updateBodyOf } from './fields';
import { descriptionField, nameField, resourceEndpoints, type ResourceDefinition } from '../resource';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

/**
 * The Warehouse module's catalogue (seed 001 sections 2 screens 1, 2, 3, 13; 3; 5; 7 'Warehouse
 * master data' and 'Products'; 9): master data as resource definitions, products, their QR codes
 * and composition, the overview figures, and the stock ledger's check.
 */

const warehouseAccess = { kind: 'module', module: 'warehouse' } as const;

// ─── Master data: Kategori, Jenis, Satuan, Warehouse ───────────────────────────────────────────

const warehouseMaster = (def: Omit<ResourceDefinition, 'module' | 'pageSize' | 'defaultSort'>): ResourceDefinition => ({
  module: 'warehouse',
  // Seed 001 section 9: 5 per page on master tables and warehouses; name ascending.
  pageSize: 5,
  defaultSort: 'name|asc',
  ...def,
});

export const categoryResource = warehouseMaster({
  key: 'category',
  apiBase: '/api/warehouse/category',
  // The seed's own paths: GET category/ (paged or show=all), PUT category/{id}.
  calls: { list: '', update: ':id' },
  path: 'products/category',
  menuLabel: 'Kategori',
  icon: 'tag',
  formTitle: 'Tambah Kategori',
  editTitle: 'Edit Kategori',
  searchPlaceholder: 'Cari data kategori...',
  noun: 'Kategori',
  fields: [nameField('Nama Kategori'), descriptionField()],
});

export const variantResource = warehouseMaster({
  key: 'variant',
  apiBase: '/api/warehouse/variant',
  path: 'products/variant',
  menuLabel: 'Jenis',
  icon: 'layers',
  formTitle: 'Tambah Jenis',
  editTitle: 'Edit Jenis',
  searchPlaceholder: 'Cari data jenis...',
  noun: 'Jenis',
  fields: [nameField('Nama Jenis'), descriptionField()],
});

export const unitResource = warehouseMaster({
  key: 'unit',
  apiBase: '/api/warehouse/unit',
  path: 'products/unit',
  menuLabel: 'Satuan',
  icon: 'numerical',
  formTitle: 'Tambah Satuan',
  editTitle: 'Edit Satuan',
  searchPlaceholder: 'Cari data satuan...',
  noun: 'Satuan',
  fields: [nameField('Nama Satuan'), descriptionField()],
});

export const warehouseResource = warehouseMaster({
  key: 'warehouse',
  // A project's leftovers are returned into a warehouse from Survey's 'Progress Pekerjaan'.
  alsoReadBy: ['survey'],
  apiBase: '/api/warehouse/warehouse',
  path: 'setting/warehouse',
  menuLabel: 'Warehouse',
  icon: 'office',
  formTitle: 'Tambah Warehouse',
  editTitle: 'Edit Warehouse',
  searchPlaceholder: 'Cari data warehouse...',
  noun: 'Warehouse',
  fields: [
    {
      name: 'code',
      rowKey: 'code',
      label: 'Kode',
      input: { kind: 'text', maxLength: 50 },
      required: false,
      searchable: true,
      sortable: true,
      // Seed 001 section 3 made a blank code the Unix seconds of its creation, which two warehouses
      // made in the same second shared (issue 24): the server gives the next number, 'GD-0001'.
      whenBlank: 'numbered',
      unique: true,
    },
    nameField('Nama'),
    {
      name: 'address',
      rowKey: 'address',
      label: 'Alamat',
      input: { kind: 'textarea', maxLength: 500 },
      required: false,
      column: 'Alamat',
      searchable: true,
      sortable: true,
    },
  ],
});

export const WAREHOUSE_RESOURCES = [categoryResource, variantResource, unitResource, warehouseResource] as const;

export const warehouseMasterEndpoints = {
  category: resourceEndpoints(categoryResource),
  variant: resourceEndpoints(variantResource),
  unit: resourceEndpoints(unitResource),
  warehouse: resourceEndpoints(warehouseResource),
} as const;

/** A picked master as a product row carries it. */
export const namedRef = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

// ─── Products ──────────────────────────────────────────────────────────────────────────────────

/** Seed 001 section 9: 10 products per page; name ascending. */
export const PRODUCT_PAGE_SIZE = 10;
export const PRODUCT_DEFAULT_SORT = 'name|asc';
export const PRODUCT_SORT_KEYS = ['name', 'code', 'category', 'variant', 'price', 'stock', 'warehouse', 'created_at'] as const;
/** Largest photo the server accepts; the renderer compresses to JPEG 0.7 first. */
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A code of '-' means the product has none (seed 001 section 3). */
export const NO_PRODUCT_CODE = '-';
/** Product codes are unique among active products, ignoring letter case ('-' may repeat): the 409. */
export const productCodeTaken = (code: string): string => `Kode produk sudah dipakai: ${code}`;
/** A warehouse saved with a blank code gets the next number: 'GD-0001'. */
export const WAREHOUSE_CODE_PREFIX = 'GD-';
/** Seed 001 section 5: a picker left empty on the product form. */
export const PRODUCT_INCOMPLETE = 'Lengkapi Data Produk';
/** The largest stock or price the form takes: PostgreSQL integer for stock, a sane ceiling for rupiah. */
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_PRICE_MAX = 1_000_000_000_000;
/** Why the stock field is read-only on an edit once the product has movements beyond its opening stock. */
export const STOCK_LOCKED_MESSAGE =
  'Stok tidak bisa diubah dari form produk karena sudah ada pergerakan stok; ubah lewat Barang Datang, Barang Keluar, Stock Opname atau Stock Move.';


/** Category, variant, unit, division and warehouse are picked by id; a missing one gets the seed's alert. */
const pickedId = z.preprocess(
  blankAsMissing,
  z.string({ message: PRODUCT_INCOMPLETE }).trim().pipe(z.uuid({ message: PRODUCT_INCOMPLETE })),
);

/**
 * POST product/add and PUT product/update/{id} as multipart text parts (seed 001 section 7), with
 * ids for the pickers: category, variant, unit, division (an Employee division) and warehouse (the
 * product's default warehouse, where its opening stock is put).
 */
export const productFields = z.object({
  name: z
    .string({ message: 'Nama produk wajib diisi' })
    .trim()
    .min(1, { message: 'Nama produk wajib diisi' })
    .max(200, { message: 'Nama produk maksimal 200 karakter' }),
  /** Optional; blank is stored as '-'. */
  code: z
    .string()
    .trim()
    .max(100, { message: 'Kode maksimal 100 karakter' })
    .default('')
    .transform((code) => (code === '' ? NO_PRODUCT_CODE : code)),
  /** Integer rupiah. */
  price: moneyField('Harga', { max: PRODUCT_PRICE_MAX }),
  stock: integerField('Stok', { min: 0, max: PRODUCT_STOCK_MAX }),
  category: pickedId,
  variant: pickedId,
  unit: pickedId,
  division: pickedId,
  warehouse: pickedId,
});
export type ProductFields = z.infer<typeof productFields>;
export type ProductFieldsInput = z.input<typeof productFields>;

/** The seed sends the creation time in Unix seconds (its multipart text: digits); the server stamps its own. */
const sentIds = decimalField('ids', { min: 0, max: 1e13 }).optional();

export const productAddBody = productFields.extend({
  ids: sentIds,
  status: z.literal('active').optional(),
});

/** The whole record (the add body's fields and types), or `{status: 'deleted'}` for the seed's soft delete (updateBodyOf). */
export const productUpdateBody = updateBodyOf(productFields, { ids: sentIds });

export const productRow = z.object({
  id: z.string(),
  /** Creation time in Unix seconds (seed: 'ids'). */
  ids: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: z.number().int(),
  /** The sum of the product's balances over every warehouse. */
  stock: z.number().int(),
  category: namedRef,
  variant: namedRef,
  unit: namedRef,
  /** The division's name, as the seed reads it; `division_id` for the edit form. */
  division: z.string(),
  division_id: z.string(),
  /** The default warehouse's name, as the seed reads it; `warehouse_id` for the edit form. */
  warehouse: z.string(),
  warehouse_id: z.string(),
  /** Authenticated path of the photo, null when there is none. */
  photo: z.string().nullable(),
  status: z.enum(['active', 'deleted']),
});
export type ProductRow = z.infer<typeof productRow>;

/** A print flag: 0 'Belum Tercetak', 1 'Sudah Tercetak'. */
export const qrCodeRow = z.object({ code: z.string(), print: z.union([z.literal(0), z.literal(1)]) });
export type QrCodeRow = z.infer<typeof qrCodeRow>;
export const QR_PRINT_LABELS = { 0: 'Belum Tercetak', 1: 'Sudah Tercetak' } as const;

export const compositionRow = z.object({ produk: namedRef.extend({ code: z.string() }), qty: z.number().int() });
export type CompositionRow = z.infer<typeof compositionRow>;

export const stockBalanceRow = z.object({ warehouse: namedRef, qty: z.number().int() });

export const productDetail = productRow.extend({
  komposisi: z.array(compositionRow),
  /** Stock per warehouse (only non-zero balances). */
  balances: z.array(stockBalanceRow),
  /** True once the product has movements beyond its opening stock: the form's stock is then read-only. */
  stock_locked: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/**
 * The product list's column filters (seed 001 section 7: product/pro). Text filters match a part
 * of the name, code, category or warehouse name, ignoring letter case. `harga` and `stok` take a
 * number (exact) or a comparison: '<5', '<=5', '>100', '>=100'.
 */
export const NUMBER_FILTER = /^\s*(<=|>=|<|>|=)?\s*(\d{1,13})\s*$/;
export const NUMBER_FILTER_MESSAGE = "Isi angka, atau perbandingan seperti '<5' atau '>=100'";
const numberFilter = z.string().max(20).regex(NUMBER_FILTER, { message: NUMBER_FILTER_MESSAGE }).optional().or(z.literal(''));

export const productFilters = z.object({
  namaproduk: z.string().max(200).optional(),
  kode_merk: z.string().max(100).optional(),
  kategori: z.string().max(100).optional(),
  harga: numberFilter,
  stok: numberFilter,
  gudang: z.string().max(100).optional(),
});
export type ProductFilters = z.infer<typeof productFilters>;

export const productListQuery = listQueryFor(PRODUCT_PAGE_SIZE).extend(productFilters.shape);
export type ProductListQuery = z.input<typeof productListQuery>;

export const productIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const productCodeParams = z.object({ productId: z.uuid({ message: 'Id tidak valid' }), code: z.string().min(1).max(50) });

/** Composition (seed 001 section 7): `{id_product, Komposisi: [{id_product, qty}]}`; the first row is required. */
export const COMPOSITION_INCOMPLETE = 'Lengkapi dulu data anda';
export const compositionBody = z.object({
  id_product: z.uuid({ message: 'Id tidak valid' }),
  Komposisi: z
    .array(
      z.object({
        id_product: z.uuid({ message: COMPOSITION_INCOMPLETE }),
        qty: integerField('Qty', { min: 1, max: PRODUCT_STOCK_MAX, messages: { type: COMPOSITION_INCOMPLETE, min: COMPOSITION_INCOMPLETE } }),
      }),
    )
    .min(1, { message: COMPOSITION_INCOMPLETE })
    .max(200),
});
export type CompositionBody = z.infer<typeof compositionBody>;

/** The batch form of the print flag call the UI uses after a label batch: codes of one product. */
export const printFlagsBody = z.object({ codes: z.array(z.string().min(1).max(50)).min(1, { message: 'Select Data Qrcode' }).max(1000) });

/** Codes of one product for its label PDF, comma-joined in the query (`qrLabelCodes` splits them). */
export const qrLabelQuery = z.object({
  codes: z.string({ message: 'Select Data Qrcode' }).min(1, { message: 'Select Data Qrcode' }).max(20_000),
});

export function qrLabelCodes(codes: string): string[] {
  return codes.split(',').map((c) => c.trim()).filter((c) => c.length > 0);
}

const productAccess = warehouseAccess;
const photoFile = { file: { accept: 'image', maxBytes: PRODUCT_PHOTO_MAX_BYTES, required: false } } as const;

export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/pro',
    summary: 'Daftar Produk aktif dengan filter per kolom (namaproduk, kode_merk, kategori, harga, stok, gudang)',
    // Purchasing picks PO lines from it (seed 001 section 7: product/pro?namaproduk= in purchasing);
    // Survey's project form too (the product's stock prefills the amount).
    access: { ...productAccess, alsoFor: ['purchasing', 'survey'] },
    query: productListQuery,
    response: listResponse(productRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/pro/get/:id',
    summary: 'Rincian Produk: data.data (dengan komposisi) dan data.qrcode',
    access: productAccess,
    params: productIdParams,
    response: z.object({ data: z.object({ data: productDetail, qrcode: z.array(qrCodeRow) }) }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/product/add',
    summary: 'Tambah Produk (multipart: file foto opsional); stok awal dicatat di gudangnya',
    access: productAccess,
    body: productAddBody,
    files: photoFile,
    response: z.object({ status: z.literal('ok'), data: productRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/update/:id',
    summary: "Ubah Produk (multipart); status 'deleted' menghapus",
    access: productAccess,
    params: productIdParams,
    body: productUpdateBody,
    files: photoFile,
    response: statusOk,
  }),
  composition: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/komposisi',
    summary: 'Simpan komposisi produk (mengganti seluruh daftar); produk tidak boleh memuat dirinya sendiri',
    access: productAccess,
    body: compositionBody,
    response: z.object({ status: z.literal('ok'), data: z.array(compositionRow) }),
  }),
  regenerateQr: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/regenerateqr/:id',
    summary: 'Samakan daftar QR dengan stok: kode baru untuk unit tambahan, kode unit yang keluar dipensiunkan',
    access: productAccess,
    params: productIdParams,
    response: z.object({ status: z.literal('ok'), data: z.array(qrCodeRow) }),
  }),
  printOne: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/print/:productId/:code',
    summary: 'Tandai satu kode QR sudah tercetak',
    access: productAccess,
    params: productCodeParams,
    response: statusOk,
  }),
  printMany: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/print/:id',
    summary: 'Tandai beberapa kode QR satu produk sudah tercetak',
    access: productAccess,
    params: productIdParams,
    body: printFlagsBody,
    response: z.object({ status: z.literal('ok'), updated: z.number().int() }),
  }),
  qrLabels: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/qrlabel/:id',
    summary: 'PDF label QR (120×147 mm, satu kode per halaman) untuk kode-kode aktif produk',
    access: productAccess,
    params: productIdParams,
    query: qrLabelQuery,
    // The body is the PDF itself.
    response: z.unknown(),
  }),
  recap: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/laporan',
    summary: "'Cetak Rekap': alamat PDF daftar produk dengan filter yang sama",
    access: productAccess,
    query: productFilters.extend({ sort: listQueryFor(PRODUCT_PAGE_SIZE).shape.sort }),
    response: z.object({ url: z.string() }),
  }),
  recapPdf: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/laporan/pdf',
    summary: 'PDF rekap produk (A4, kepala, nomor halaman)',
    access: productAccess,
    query: productFilters.extend({ sort: listQueryFor(PRODUCT_PAGE_SIZE).shape.sort }),
    response: z.unknown(),
  }),
  divisions: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/division/all',
    summary: 'Divisi aktif untuk pilihan produk (nama dari modul Employee)',
    access: productAccess,
    response: z.object({ data: z.array(z.object({ id: z.string(), Name: z.string() })) }),
  }),
} as const;

// ─── Overview and stock check ─────────────────────────────────────────────────────────────────

/** The overview's date as the seed sends it: YYYY-M-D (leading zeros allowed). */
export const reportQuery = z.object({
  date: z
    .string({ message: 'Tanggal wajib diisi' })
    .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, { message: 'Format tanggal YYYY-M-D' })
    .optional(),
});

/** Days on the overview's 'Statistik Barang datang' chart, ending at the report's date. */
export const OVERVIEW_CHART_DAYS = 30;

export const overviewReport = z.object({
  /** Units received on the date (receipt entries of the ledger). */
  barang_datang: z.number().int(),
  total_product: z.number().int(),
  /** Active stock moves (documents, not ledger rows; a deleted move no longer counts). */
  total_stock_move: z.number().int(),
  /** Posted ('Selesai') stock opnames that are not deleted; drafts do not count. */
  total_stock_opname: z.number().int(),
  /** One point per day, oldest first, ending at the date: units received (receipts) and leftovers returned to a warehouse. */
  chart: z.array(z.object({ date: z.string(), stock_masuk: z.number().int(), retur: z.number().int() })),
});
export type OverviewReport = z.infer<typeof overviewReport>;

export const stockDifference = z.object({
  product_id: z.string(),
  warehouse_id: z.string().nullable(),
  /** What the ledger sums to, what the balance (or the product's total) says. */
  ledger: z.number().int(),
  recorded: z.number().int(),
  kind: z.enum(['balance', 'product_total']),
});
export type StockDifference = z.infer<typeof stockDifference>;

/** The balance of one product in one warehouse. */
export const stockBalanceQuery = z.object({
  product: z.uuid({ message: 'Produk tidak valid' }),
  warehouse: z.uuid({ message: 'Warehouse tidak valid' }),
});

export const warehouseReportEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/report',
    summary: 'Angka overview gudang untuk satu tanggal (YYYY-M-D) dan grafik 30 hari',
    access: warehouseAccess,
    query: reportQuery,
    response: z.object({ data: overviewReport }),
  }),
  balance: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock/balance',
    summary: "Saldo satu produk di satu warehouse ('stock system' pada form Barang Keluar, Stock Opname, Stock Move)",
    access: warehouseAccess,
    query: stockBalanceQuery,
    response: z.object({ data: z.object({ product_id: z.string(), warehouse_id: z.string(), stock: z.number().int() }) }),
  }),
  verifyStock: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock/verify',
    summary: 'Hitung ulang saldo stok dari ledger dan laporkan selisih (superadmin)',
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ ok: z.boolean(), checked: z.number().int(), differences: z.array(stockDifference) }),
  }),
} as const;
