import { defineEndpoint } from './endpoint';
import { listResponse, statusOk } from './list';
import {
  documentAddBody,
  documentHeaderParams,
  documentHeaderRow,
  documentIdParams,
  documentListQuery,
  documentUpdateBody,
  namedLine,
  productRef,
  ROW_INCOMPLETE,
  rowAmount,
} from './warehouse-documents';
import { z } from './zod';

/**
 * Stock opname (seed 001 screen 12, section 7; issue 13 section 3): a draft count until posted
 * ('Selesai'). Posting writes one 'opname' ledger entry per row (counted − balance at posting), so
 * each balance equals its counted figure; a product and warehouse is in at most one open count.
 */

const access = { kind: 'module', module: 'warehouse' } as const;

export const OPNAME_STOCK_MAX = 1_000_000;

export const OPNAME_MESSAGES = {
  incomplete: ROW_INCOMPLETE,
  posted: 'Stock opname sudah selesai (diposting), tidak bisa diubah',
  empty: 'Stock opname belum punya baris untuk diposting',
  moved: 'Saldo berubah sejak dihitung; periksa angka saldo saat ini lalu posting lagi',
} as const;

const pickedId = z.uuid({ message: ROW_INCOMPLETE });

/** POST stockOpnameProduct/add: the seed's {stock_opname, product, stock_data, stock_real, warehouse}; stock_data is the server's own balance. */
export const opnameLineAddBody = z.object({
  stock_opname: z.uuid({ message: 'Dokumen tidak valid' }),
  product: pickedId,
  warehouse: pickedId,
  /** The balance the seed's form showed; the server reads its own. */
  stock_data: z.number().nullable().optional(),
  stock_real: rowAmount('Stok fisik', 0, OPNAME_STOCK_MAX),
  /** Sent by the seed, ignored. */
  status: z.string().max(50).nullable().optional(),
});
export type OpnameLineAddBody = z.infer<typeof opnameLineAddBody>;

export const opnameLineUpdateBody = opnameLineAddBody.omit({ stock_opname: true });
export type OpnameLineUpdateBody = z.infer<typeof opnameLineUpdateBody>;

export const opnameHeaderRow = documentHeaderRow.extend({
  state: z.enum(['draft', 'posted']),
  posted_at: z.string().nullable(),
  posted_by_name: z.string().nullable(),
});
export type OpnameHeaderRow = z.infer<typeof opnameHeaderRow>;

export const opnameLineRow = z.object({
  id: z.string(),
  product: productRef,
  warehouse: namedLine,
  /** The balance when counted (seed stock_data). */
  stock_data: z.number().int(),
  /** The counted figure (seed stock_real). */
  stock_real: z.number().int(),
  /** stock_real − stock_data. */
  difference: z.number().int(),
  /** While a draft: the balance now (differs from stock_data when stock moved since counting). */
  stock_now: z.number().int().nullable(),
  /** Once posted: the balance at posting and the adjustment written (counted − balance at post). */
  balance_at_post: z.number().int().nullable(),
  adjustment: z.number().int().nullable(),
});
export type OpnameLineRow = z.infer<typeof opnameLineRow>;

/** 'Selesai': `accept_moved` confirms posting although a balance moved since it was counted. */
export const opnamePostBody = z.object({ accept_moved: z.boolean().default(false) });

export const opnameEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stockOpname/all',
    summary: "'List Data Stock Opname': opname aktif, terbaru dulu, cari nomor atau pembuat",
    access,
    query: documentListQuery,
    response: listResponse(opnameHeaderRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/stockOpname/add',
    summary: 'Buat stock opname (draft, nomor SO-…)',
    access,
    body: documentAddBody,
    response: z.object({ status: z.literal('ok'), data: opnameHeaderRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stockOpname/update/:id',
    summary: "Ubah tanggal draft; status 'deleted' menghapus draft (opname yang sudah diposting hanya bisa dibaca)",
    access,
    params: documentIdParams,
    body: documentUpdateBody,
    response: statusOk,
  }),
  post: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stockOpname/post/:id',
    summary: "'Selesai': tulis penyesuaian per baris sehingga saldo sama dengan hitungan fisik",
    access,
    params: documentIdParams,
    body: opnamePostBody,
    response: z.object({ status: z.literal('ok'), data: opnameHeaderRow }),
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stockOpnameProduct/get/:headerId',
    summary: 'Baris stock opname (data.data) dan kepalanya (data.header)',
    access,
    params: documentHeaderParams,
    response: z.object({ data: z.object({ header: opnameHeaderRow, data: z.array(opnameLineRow) }) }),
  }),
  addLine: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/stockOpnameProduct/add',
    summary: 'Simpan baris hitungan (saldo sistem dibaca server); satu hitungan terbuka per produk dan gudang',
    access,
    body: opnameLineAddBody,
    response: z.object({ status: z.literal('ok'), message: z.string(), data: opnameLineRow }),
  }),
  updateLine: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stockOpnameProduct/update/:id',
    summary: 'Ubah baris hitungan (saldo sistem dibaca ulang)',
    access,
    params: documentIdParams,
    body: opnameLineUpdateBody,
    response: z.object({ status: z.literal('ok'), message: z.string(), data: opnameLineRow }),
  }),
  deleteLine: defineEndpoint({
    method: 'DELETE',
    path: '/api/warehouse/stockOpnameProduct/delete/:id',
    summary: 'Hapus baris hitungan selama draft',
    access,
    params: documentIdParams,
    response: z.object({ status: z.literal('ok'), message: z.string() }),
  }),
  print: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stockOpname/print/:id',
    summary: "PDF 'Laporan Stock Opname' (sistem, fisik, selisih per baris, total)",
    access,
    params: documentIdParams,
    response: z.unknown(),
  }),
} as const;
