import { defineEndpoint } from './endpoint';
import { dayOrTimestampField } from './fields';
import { listQueryFor, listResponse, statusOk } from './list';
import {
  DOCUMENT_HISTORY_PAGE_SIZE,
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
 * Goods out, 'Barang Keluar' (seed 001 screens 7–10, section 7 "Goods out"; issue 13 section 2):
 * a dated header (`stock_out_user`) whose lines (`stock_out`) each take one product out of one
 * warehouse as a 'goods_out' ledger entry referenced by the header's BK- number.
 */

const access = { kind: 'module', module: 'warehouse' } as const;

/** Seed 001 section 5, the row's messages. */
export const GOODS_OUT_MESSAGES = {
  incomplete: ROW_INCOMPLETE,
  soldOut: 'Stok barang sudah habis',
  notEnough: 'Stok digudang tidak mencukupi',
  emptyProduct: 'Stock Barang Kosong !!',
} as const;

export const GOODS_OUT_LINE_MAX = 1_000_000;

const pickedId = z.uuid({ message: ROW_INCOMPLETE });

/** POST stock_out/add as the seed sends it: {created_date, id_product, stock_user, stock, warehouse, ket}. */
export const goodsOutLineAddBody = z.object({
  /** Sent by the seed (its date picker's ISO timestamp or a day, read in Asia/Jakarta); the line takes its header's date. */
  created_date: dayOrTimestampField('Tanggal').optional(),
  id_product: pickedId,
  stock_user: z.uuid({ message: 'Dokumen tidak valid' }),
  stock: rowAmount('Stok keluar', 1, GOODS_OUT_LINE_MAX),
  warehouse: pickedId,
  ket: z.string().trim().max(500, { message: 'Keterangan maksimal 500 karakter' }).default(''),
});
export type GoodsOutLineAddBody = z.infer<typeof goodsOutLineAddBody>;

/** PUT stock_out/update/{id}: the line's product, amount, warehouse and note (its header stays). */
export const goodsOutLineUpdateBody = goodsOutLineAddBody.omit({ stock_user: true });
export type GoodsOutLineUpdateBody = z.infer<typeof goodsOutLineUpdateBody>;

export const goodsOutLineRow = z.object({
  _id: z.string(),
  product: productRef,
  warehouse: namedLine,
  /** The amount taken out (seed 'stock field'). */
  stock: z.number().int(),
  /** The product's balance in that warehouse now (seed 'stock system'). */
  stock_system: z.number().int(),
  ket: z.string(),
  created_date: z.string(),
});
export type GoodsOutLineRow = z.infer<typeof goodsOutLineRow>;

export const goodsOutHistoryRow = z.object({
  id: z.string(),
  document_id: z.string(),
  created_date: z.string(),
  number: z.string(),
  product: z.string(),
  warehouse: z.string(),
  stock: z.number().int(),
});
export type GoodsOutHistoryRow = z.infer<typeof goodsOutHistoryRow>;

export const goodsOutHistoryQuery = listQueryFor(DOCUMENT_HISTORY_PAGE_SIZE);

export const goodsOutEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock_out_user/all',
    summary: "'List Data Barang Keluar': dokumen aktif, terbaru dulu, cari nomor atau pembuat",
    access,
    query: documentListQuery,
    response: listResponse(documentHeaderRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/stock_out_user/add',
    summary: 'Buat dokumen Barang Keluar (nomor BK-…)',
    access,
    body: documentAddBody,
    response: z.object({ status: z.literal('ok'), data: documentHeaderRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stock_out_user/update/:id',
    summary: "Ubah tanggal dokumen; status 'deleted' menghapus dan mengembalikan barang semua barisnya",
    access,
    params: documentIdParams,
    body: documentUpdateBody,
    response: statusOk,
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock_out/get/:headerId',
    summary: 'Baris dokumen Barang Keluar (data.data) dan kepalanya (data.header)',
    access,
    params: documentHeaderParams,
    response: z.object({ data: z.object({ header: documentHeaderRow, data: z.array(goodsOutLineRow) }) }),
  }),
  addLine: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/stock_out/add',
    summary: 'Simpan baris: stok keluar dari gudang (ditolak 409 bila saldo tidak cukup)',
    access,
    body: goodsOutLineAddBody,
    response: z.object({ status: z.literal('ok'), message: z.string(), data: goodsOutLineRow }),
  }),
  updateLine: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stock_out/update/:id',
    summary: 'Ubah baris: entri ledger pembalik lalu entri baru',
    access,
    params: documentIdParams,
    body: goodsOutLineUpdateBody,
    response: z.object({ status: z.literal('ok'), message: z.string(), data: goodsOutLineRow }),
  }),
  deleteLine: defineEndpoint({
    method: 'DELETE',
    path: '/api/warehouse/stock_out/delete/:id',
    summary: 'Hapus baris: barangnya kembali ke gudang (entri pembalik)',
    access,
    params: documentIdParams,
    response: z.object({ status: z.literal('ok'), message: z.string() }),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock_out/history',
    summary: "'Riwayat Barang Keluar': baris aktif, terbaru dulu, cari nomor, produk atau gudang",
    access,
    query: goodsOutHistoryQuery,
    response: listResponse(goodsOutHistoryRow),
  }),
  print: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stock_out_user/print/:id',
    summary: "PDF 'Laporan Barang Keluar' (A4, kop perusahaan, nomor halaman)",
    access,
    params: documentIdParams,
    response: z.unknown(),
  }),
} as const;
