import { blankAsMissing, integerField } from './fields';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

/**
 * Leftover goods, 'Barang Sisa' (seed 001 section 2 screen 15, sections 3, 5, 7, 9; issue 13
 * section 4): goods left over from office use (or, with a later issue, a project) returned to a
 * warehouse. Each is one 'leftover' ledger entry into the warehouse under its number
 * (BS-2026-000001); an edit compensates it, a delete reverses it.
 */

const access = { kind: 'module', module: 'warehouse' } as const;

/** Seed 001 section 9: 10 per page; newest first. */
export const LEFTOVER_PAGE_SIZE = 10;
/** Seed 001 section 5: amount, warehouse and product are required. */
export const LEFTOVER_INCOMPLETE = 'Lengkapi dulu semua';
export const LEFTOVER_MISSING = 'Data barang sisa tidak ditemukan';
export const LEFTOVER_QTY_MAX = 1_000_000;
/** The printed list ('Laporan Barang Sisa Pakai') stops here; a filter narrows a longer one. */
export const LEFTOVER_REPORT_MAX_ROWS = 5000;

export const LEFTOVER_SOURCE_VALUES = ['office', 'project'] as const;
export type LeftoverSource = (typeof LEFTOVER_SOURCE_VALUES)[number];

const requiredId = z.preprocess(blankAsMissing, z.string({ message: LEFTOVER_INCOMPLETE }).pipe(z.uuid({ message: LEFTOVER_INCOMPLETE })));
/** Unit and division: the product's own when left empty (the seed does not require them). */
const optionalId = z.preprocess(blankAsMissing, z.uuid({ message: 'Id tidak valid' }).optional());

/** POST barangsisa/add and PUT barangsisa/update/{id}: the seed's body. */
export const leftoverFields = z.object({
  qty: integerField('Jumlah', { min: 1, max: LEFTOVER_QTY_MAX, messages: { type: LEFTOVER_INCOMPLETE, min: 'Jumlah minimal 1' } }),
  id_gudang: requiredId,
  id_product: requiredId,
  id_unit: optionalId,
  id_divisi: optionalId,
  keterangan: z.string().trim().max(500, { message: 'Keterangan maksimal 500 karakter' }).default(''),
});
export type LeftoverFields = z.infer<typeof leftoverFields>;
export type LeftoverFieldsInput = z.input<typeof leftoverFields>;

const ref = z.object({ id: z.string(), name: z.string() });

export const leftoverRow = z.object({
  id: z.string(),
  /** BS-2026-000001: the ledger reference of its entries. */
  number: z.string(),
  source: z.enum(LEFTOVER_SOURCE_VALUES),
  produk: ref.extend({ code: z.string() }),
  warehouse: ref,
  unit: ref,
  division: ref,
  qty: z.number().int(),
  keterangan: z.string(),
  /** When it was last saved (ISO). */
  last_update: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export type LeftoverRow = z.infer<typeof leftoverRow>;

export const leftoverListQuery = listQueryFor(LEFTOVER_PAGE_SIZE).extend({
  /** 'office' ('Barang Sisa Office', the default) or 'project' ('Barang Sisa Proyek'). */
  source: z.enum(LEFTOVER_SOURCE_VALUES).default('office'),
});
export const leftoverReportQuery = leftoverListQuery.pick({ source: true, filter: true });
export const leftoverIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export const leftoverEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/barangsisa/all',
    summary: 'Daftar Barang Sisa (office atau proyek), terbaru dulu; filter mencari nomor, produk, warehouse, divisi, keterangan',
    access,
    query: leftoverListQuery,
    response: listResponse(leftoverRow),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/warehouse/barangsisa/add',
    summary: "Tambah Barang Sisa: satu entri 'leftover' masuk ke warehouse",
    access,
    body: leftoverFields,
    response: z.object({ status: z.literal('ok'), data: leftoverRow }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/warehouse/barangsisa/update/:id',
    summary: 'Ubah Barang Sisa (entri koreksi di ledger; 409 bila stoknya sudah terpakai)',
    access,
    params: leftoverIdParams,
    body: leftoverFields,
    response: z.object({ status: z.literal('ok'), data: leftoverRow }),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/warehouse/barangsisa/delete/:id',
    summary: 'Hapus Barang Sisa: stoknya keluar lagi dari warehouse (409 bila sudah terpakai); baris tetap tersimpan berstatus deleted',
    access,
    params: leftoverIdParams,
    response: statusOk,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/warehouse/barangsisa/laporan',
    summary: "PDF 'Laporan Barang Sisa Pakai' (A4, kepala perusahaan, nomor halaman) dengan filter yang sama",
    access,
    query: leftoverReportQuery,
    response: z.unknown(),
  }),
} as const;
