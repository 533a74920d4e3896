import { defineEndpoint } from './endpoint';
import { integerField, isoDateField } from './fields';
import { listQueryFor, listResponse } from './list';
import { PO_RECEIVING_STATUSES, WAREHOUSE_RECEIPT_STATUSES } from './purchasing';
import { z } from './zod';

/**
 * Goods arriving from purchase orders ('Barang Datang', issue 13 section 1; seed 001 section 2
 * screens 4–6, section 7 'Goods arriving'): the POs still to receive, one PO's products with what
 * arrived, an arrival (a goods receipt numbered BD-… and one 'receipt' ledger entry), the arrivals
 * of a PO's product, whether the PO is complete, and the history of arrivals ('Riwayat').
 *
 * A PO may order one product on two lines: the warehouse sees the product once (its quantities
 * summed), and an arrival fills the lines in their order on the PO, a receipt per line it touches.
 */

const warehouseAccess = { kind: 'module', module: 'warehouse' } as const;

/** Seed 001 section 9: 5 per page on receiving and on the arrival history. */
export const RECEIVING_PAGE_SIZE = 5;
export const RECEIVING_DEFAULT_SORT = 'tanggal_transaksi|desc';
export const RECEIVING_SORT_KEYS = ['tanggal_transaksi', 'no_transaksi', 'supplier'] as const;
export const RECEIVING_HISTORY_DEFAULT_SORT = 'created_at|desc';
export const RECEIVING_HISTORY_SORT_KEYS = ['created_at', 'date', 'no_transaksi', 'product', 'stock'] as const;

export const RECEIPT_QTY_MESSAGE = 'Jumlah barang datang harus bilangan bulat lebih dari 0';
/** 409 when more arrives than is still to come; the remaining amount is named. */
export const receiptTooMuch = (remaining: number, unit: string) =>
  remaining === 0 ? 'Barang ini sudah lengkap diterima' : `Jumlah melebihi sisa pesanan: sisa ${remaining} ${unit}`.trim();


/** 'Daftar Barang Datang': a PO with goods still to come (seed 'Purchase for receiving'). */
export const receivingPurchaseRow = z.object({
  id: z.string(),
  tanggal_transaksi: z.string(),
  no_transaksi: z.string(),
  supplier: z.object({ id: z.string(), nama_perusahaan: z.string() }),
  status_penerimaan: z.enum(PO_RECEIVING_STATUSES),
});
export type ReceivingPurchaseRow = z.infer<typeof receivingPurchaseRow>;

/** One product of the PO as the receipt screen lists it (its lines summed). */
export const receivingLineRow = z.object({
  product: z.object({
    /** The product's id (the seed's `_id`; the arrival's `productId`). */
    _id: z.string(),
    name: z.string(),
    code: z.string(),
    qty: z.number().int(),
    satuan: z.string(),
    qty_diterima: z.number().int(),
    /** Still to come. */
    sisa: z.number().int(),
    status_gudang: z.enum(WAREHOUSE_RECEIPT_STATUSES),
    /** The receiving warehouse's default: the product's own. */
    warehouse: z.object({ id: z.string(), name: z.string() }),
  }),
  no_transaksi: z.string(),
});
export type ReceivingLineRow = z.infer<typeof receivingLineRow>;

export const receivingPurchaseParams = z.object({ id: z.uuid({ message: 'Id PO tidak valid' }) });
export const receiptParams = z.object({
  productId: z.uuid({ message: 'Id produk tidak valid' }),
  purchaseId: z.uuid({ message: 'Id PO tidak valid' }),
});
export const purchaseProductParams = z.object({
  purchaseId: z.uuid({ message: 'Id PO tidak valid' }),
  productId: z.uuid({ message: 'Id produk tidak valid' }),
});

/** The arrival's query (seed: ?stock={qty}&date={YYYY-MM-DD}); `warehouse` defaults to the product's. */
export const receiptQuery = z.object({
  stock: integerField('Jumlah', { min: 1, max: 10_000_000, messages: RECEIPT_QTY_MESSAGE }),
  date: isoDateField('Tanggal').optional(),
  warehouse: z.uuid({ message: 'Warehouse tidak valid' }).optional(),
});

/** One arrival (a goods receipt). `stock_sisa` is what was still to come after it (the seed's string). */
export const arrivalRow = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  stock_in: z.number().int(),
  stock_sisa: z.string(),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type ArrivalRow = z.infer<typeof arrivalRow>;

/** 'Riwayat' (arrival history): one arrival with its PO and product. */
export const arrivalHistoryRow = z.object({
  id: z.string(),
  number: z.string(),
  purchase_id: z.string(),
  no_transaksi: z.string(),
  tanggal_transaksi: z.string(),
  product: z.object({ id: z.string(), name: z.string(), code: z.string(), satuan: z.string() }),
  stock: z.number().int(),
  date: z.string(),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type ArrivalHistoryRow = z.infer<typeof arrivalHistoryRow>;

export const receiptResult = z.object({
  status: z.literal('ok'),
  data: z.object({
    /** The receipts written: one, or one per line when the product is on several lines. */
    numbers: z.array(z.string()),
    qty_diterima: z.number().int(),
    sisa: z.number().int(),
    status_gudang: z.enum(WAREHOUSE_RECEIPT_STATUSES),
  }),
});

export const receivingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/pembelian/all',
    summary: "'Daftar Barang Datang': PO yang barangnya belum lengkap datang (filter: nomor transaksi, supplier)",
    access: warehouseAccess,
    query: listQueryFor(RECEIVING_PAGE_SIZE),
    response: listResponse(receivingPurchaseRow),
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/pembelian/get_report/:id',
    summary: 'Produk satu PO untuk penerimaan (paged; filter: nama atau kode produk) dengan jumlah yang sudah datang',
    access: warehouseAccess,
    params: receivingPurchaseParams,
    query: listQueryFor(RECEIVING_PAGE_SIZE),
    response: listResponse(receivingLineRow).extend({ purchase: receivingPurchaseRow }),
  }),
  receive: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/product/history/proses/:productId/:purchaseId',
    summary: "Catat barang datang (stock = jumlah, date = YYYY-MM-DD, warehouse = gudang penerima); 409 bila melebihi sisa",
    access: warehouseAccess,
    params: receiptParams,
    query: receiptQuery,
    response: receiptResult,
  }),
  arrivals: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/product/history_list/:purchaseId/:productId',
    summary: 'Riwayat barang datang satu produk dari satu PO (terlama dahulu) dan sisanya',
    access: warehouseAccess,
    params: purchaseProductParams,
    response: z.object({ data: z.array(arrivalRow), stock_sisa: z.string(), qty: z.number().int() }),
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/laporan/statusGudang/:purchaseId/:productId',
    summary: 'Status gudang PO setelah barang datang: next = semua produk PO sudah lengkap (PO keluar dari daftar)',
    access: warehouseAccess,
    params: purchaseProductParams,
    response: z.object({
      next: z.boolean(),
      status_gudang: z.enum(WAREHOUSE_RECEIPT_STATUSES),
      status_penerimaan: z.enum(PO_RECEIVING_STATUSES),
    }),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/pembelian/history',
    summary: "'Riwayat' barang datang (paged, terbaru dahulu; filter: nomor BD, nomor transaksi, produk)",
    access: warehouseAccess,
    query: listQueryFor(RECEIVING_PAGE_SIZE),
    response: listResponse(arrivalHistoryRow),
  }),
  productHistory: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/warehouse/product/stockincome/history',
    summary: "'Lihat Riwayat Datang': kedatangan satu produk dari satu PO (paged, terlama dahulu)",
    access: warehouseAccess,
    query: listQueryFor(RECEIVING_PAGE_SIZE).extend({
      purchase: z.uuid({ message: 'Id PO tidak valid' }),
      product: z.uuid({ message: 'Id produk tidak valid' }),
    }),
    response: listResponse(arrivalRow),
  }),
} as const;
