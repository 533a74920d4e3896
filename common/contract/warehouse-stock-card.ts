import { blankAsMissing, isoDateField } from './fields';
import { defineEndpoint } from './endpoint';
import { pageParam, pagination, perPageParam } from './list';
import { z } from './zod';

/**
 * 'Kartu Stok' (issue 13 section 4, beyond the seed): a product's ledger entries in order with
 * the running balance, in one warehouse or all of them, over a date range (the balance brought
 * forward from before the range opens it), paged, printable as PDF and Excel.
 */

const access = { kind: 'module', module: 'warehouse' } as const;

export const STOCK_CARD_PAGE_SIZE = 20;
/** The printed or exported card stops here; a shorter date range narrows a longer one. */
export const STOCK_CARD_EXPORT_MAX_ROWS = 20_000;
export const STOCK_CARD_TOO_MANY = `Kartu stok lebih dari ${STOCK_CARD_EXPORT_MAX_ROWS.toLocaleString('id-ID')} baris: persempit rentang tanggal`;
/** The reference of the opening stock typed on the product form ('product:<id>'). */
export const OPENING_REFERENCE_PREFIX = 'product:';
export const OPENING_DOCUMENT = 'Stok awal';
export const BROUGHT_FORWARD = 'Saldo awal';

/** Each ledger kind as the card names it (server/warehouse/tables.ts STOCK_MOVEMENT_KINDS). */
export const STOCK_KIND_LABELS = {
  opening: 'Stok awal',
  receipt: 'Barang datang',
  return: 'Retur',
  goods_out: 'Barang keluar',
  opname: 'Stock opname',
  transfer_out: 'Pindah keluar',
  transfer_in: 'Pindah masuk',
  leftover: 'Barang sisa',
  production_use: 'Dipakai produksi',
  production_output: 'Hasil produksi',
  project_release: 'Kirim proyek',
} as const;
export type StockKind = keyof typeof STOCK_KIND_LABELS;

/** The document number the card shows for a ledger reference: 'Stok awal' for the product form's. */
export function documentOfReference(reference: string): string {
  return reference.startsWith(OPENING_REFERENCE_PREFIX) ? OPENING_DOCUMENT : reference;
}

const day = isoDateField('Tanggal');

export const stockCardFilters = z
  .object({
    product: z.uuid({ message: 'Produk tidak valid' }),
    /** Absent: every warehouse. */
    warehouse: z.preprocess(blankAsMissing, z.uuid({ message: 'Warehouse tidak valid' }).optional()),
    /** Company days (Asia/Jakarta), both included; either may be absent. */
    date_start: z.preprocess(blankAsMissing, day.optional()),
    date_end: z.preprocess(blankAsMissing, day.optional()),
  })
  .refine((q) => !q.date_start || !q.date_end || q.date_start <= q.date_end, { message: 'Tanggal awal harus sebelum tanggal akhir', path: ['date_end'] });
export type StockCardFilters = z.infer<typeof stockCardFilters>;

export const stockCardQuery = stockCardFilters.safeExtend({
  page: pageParam,
  per_page: perPageParam(STOCK_CARD_PAGE_SIZE),
});
export const stockCardFileQuery = stockCardFilters.safeExtend({ format: z.enum(['pdf', 'xlsx']).default('pdf') });

export const stockCardLine = z.object({
  /** The ledger entry's id (its order). */
  id: z.number().int(),
  /** When it was recorded (ISO). */
  date: z.string(),
  /** The document number (the ledger reference), 'Stok awal' for the opening stock, a production order by its product and quantity ('Produksi · Meja Kayu ×4'). */
  number: z.string(),
  kind: z.enum(Object.keys(STOCK_KIND_LABELS) as [StockKind, ...StockKind[]]),
  kind_label: z.string(),
  warehouse: z.string(),
  note: z.string(),
  in: z.number().int(),
  out: z.number().int(),
  /** The balance after this entry (in the warehouse, or over all of them). */
  balance: z.number().int(),
});
export type StockCardLine = z.infer<typeof stockCardLine>;

export const stockCardResponse = z.object({
  product: z.object({ id: z.string(), name: z.string(), code: z.string(), unit: z.string() }),
  /** Null: every warehouse. */
  warehouse: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The balance brought forward: entries before date_start (0 without one). */
  opening: z.number().int(),
  /** The balance after the range's last entry, and the range's totals in and out. */
  closing: z.number().int(),
  total_in: z.number().int(),
  total_out: z.number().int(),
  data: z.array(stockCardLine),
  pagination,
});
export type StockCard = z.infer<typeof stockCardResponse>;

export const stockCardEndpoints = {
  card: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock/card',
    summary: 'Kartu Stok satu produk: entri ledger berurutan dengan saldo berjalan, per warehouse atau semua, rentang tanggal, per halaman',
    access,
    query: stockCardQuery,
    response: stockCardResponse,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock/card/file',
    summary: 'Kartu Stok sebagai PDF (A4) atau Excel (format=xlsx), dengan filter yang sama',
    access,
    query: stockCardFileQuery,
    response: z.unknown(),
  }),
} as const;
