import { blankAsMissing, integerField, isoDateField, updateBodyOf } from './fields';
import { defineEndpoint } from './endpoint';
import { sentCreatedBy } from './warehouse-documents';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

/**
 * Stock Move (seed 001 section 2 screen 11, sections 3, 5, 7, 9; issue 13 section 4): goods moved
 * from one warehouse to another. One move is a 'transfer_out' and a 'transfer_in' ledger entry,
 * written in one transaction with the move's number (SM-2026-000001) as their reference; an edit or
 * a delete writes compensating entries, never changes the ledger.
 */

const access = { kind: 'module', module: 'warehouse' } as const;

/** Seed 001 section 9: 10 stock moves per page; newest first. */
export const STOCK_MOVE_PAGE_SIZE = 10;
/** Seed 001 section 5: from, to and product are required. */
export const STOCK_MOVE_INCOMPLETE = 'Lengkapi dulu semua';
export const STOCK_MOVE_SAME_WAREHOUSE = 'Warehouse asal dan tujuan tidak boleh sama';
export const STOCK_MOVE_MISSING = 'Data stock move tidak ditemukan';
/** The largest amount one move takes (PostgreSQL integer; the balance is the real bound). */
export const STOCK_MOVE_AMOUNT_MAX = 1_000_000;

/** The seed sends `from`, `to` and `product` as one-element lists on read; an add may send either form. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const pickedId = z.preprocess((v) => blankAsMissing(firstOf(v)), z.string({ message: STOCK_MOVE_INCOMPLETE }).pipe(z.uuid({ message: STOCK_MOVE_INCOMPLETE })));

/** A calendar day, YYYY-MM-DD (the form's date picker), 1900–2100. */
export const calendarDate = isoDateField('Tanggal');

const stockMoveShape = z.object({
    /** The day the goods moved (seed created_date); today when absent. */
    created_date: z.preprocess(blankAsMissing, calendarDate.optional()),
    product: pickedId,
    from: pickedId,
    to: pickedId,
    amount: integerField('Jumlah', { min: 1, max: STOCK_MOVE_AMOUNT_MAX, messages: { min: 'Jumlah minimal 1' } }),
    description: z.string().trim().max(500, { message: 'Keterangan maksimal 500 karakter' }).default(''),
});
const differentWarehouses = (body: { from: string; to: string }) => body.from !== body.to;

export const stockMoveFields = stockMoveShape.refine(differentWarehouses, { message: STOCK_MOVE_SAME_WAREHOUSE, path: ['to'] });
export type StockMoveFields = z.infer<typeof stockMoveFields>;
export type StockMoveFieldsInput = z.input<typeof stockMoveFields>;

/** POST stockMove/add: the fields; the seed's created_by and status are stamped by the server. */
export const stockMoveAddBody = stockMoveShape
  .extend({ created_by: sentCreatedBy, status: z.literal('active').optional() })
  .refine(differentWarehouses, { message: STOCK_MOVE_SAME_WAREHOUSE, path: ['to'] });

/** PUT stockMove/update/{id}: the whole move again (the add body's fields and types), or `{status: 'deleted'}` (the seed's delete). */
export const stockMoveUpdateBody = updateBodyOf(stockMoveShape, { created_by: sentCreatedBy });

const warehouseRef = z.object({ id: z.string(), name: z.string() });

export const stockMoveRow = z.object({
  id: z.string(),
  /** SM-2026-000001: the ledger reference of its entries. */
  number: z.string(),
  /** The day moved, YYYY-MM-DD. */
  created_date: z.string(),
  /** The creator's e-mail (seed created_by). */
  created_by: z.string(),
  amount: z.number().int(),
  /** One-element lists, as the seed reads them. */
  from: z.array(warehouseRef),
  to: z.array(warehouseRef),
  product: z.array(z.object({ id: z.string(), name: z.string(), code: z.string(), ids: z.number().int(), unit: z.string() })),
  description: z.string(),
  status: z.enum(['active', 'deleted']),
  created_at: z.string(),
});
export type StockMoveRow = z.infer<typeof stockMoveRow>;

export const stockMoveIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export const stockMoveEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/stockMove/',
    summary: 'Daftar Stock Move aktif, terbaru dulu; filter mencari nomor, produk, warehouse dan keterangan',
    access,
    query: listQueryFor(STOCK_MOVE_PAGE_SIZE),
    response: listResponse(stockMoveRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/stockMove/add',
    summary: "Tambah Stock Move: 'transfer_out' dari warehouse asal dan 'transfer_in' ke tujuan dalam satu transaksi (409 bila stok asal tidak cukup)",
    access,
    body: stockMoveAddBody,
    response: z.object({ status: z.literal('ok'), data: stockMoveRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/stockMove/update/:id',
    summary: "Ubah Stock Move (entri koreksi di ledger); status 'deleted' menghapus dan mengembalikan stok ke warehouse asal",
    access,
    params: stockMoveIdParams,
    body: stockMoveUpdateBody,
    response: statusOk,
  }),
} as const;
