import { integerField, timestampField } from './fields';
import { listQueryFor } from './list';
import { z } from './zod';

/**
 * What the goods-out and stock opname documents share (seed 001 screens 7 and 12: "same layout"):
 * a dated header with its number and creator, listed 10 per page, newest first, and the add /
 * update (soft delete) bodies of `stock_out_user` and `stockOpname`.
 */

/** Seed 001 section 9: 10 headers per page on both lists. */
export const DOCUMENT_PAGE_SIZE = 10;
/** Seed 001 section 9: 'Riwayat Barang Keluar' shows 5 per page. */
export const DOCUMENT_HISTORY_PAGE_SIZE = 5;

export const documentIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const documentHeaderParams = z.object({ headerId: z.uuid({ message: 'Id tidak valid' }) });

export const documentListQuery = listQueryFor(DOCUMENT_PAGE_SIZE);

/** The document's date: the old client's ISO timestamp, or a day (its start in Asia/Jakarta). */
const createdDate = timestampField('Tanggal');
/** The seed sends its user; the server stamps the creator itself and ignores it. */
export const sentCreatedBy = z.string().max(200).nullable().optional();

/** POST …/add: the seed sends {created_date, created_by, status}; the server stamps the creator itself. */
export const documentAddBody = z.object({
  created_date: createdDate.optional(),
  created_by: sentCreatedBy,
  status: z.literal('active').optional(),
});

/** PUT …/update/{id}: a new date, or `status: 'deleted'` (the seed's delete). */
export const documentUpdateBody = z.object({
  created_date: createdDate.optional(),
  created_by: sentCreatedBy,
  status: z.enum(['active', 'deleted']).optional(),
});

export const documentHeaderRow = z.object({
  id: z.string(),
  /** BK-2026-000001 / SO-2026-000001. */
  number: z.string(),
  created_date: z.string(),
  /** The creator's e-mail (seed created_by) and name. */
  created_by: z.string(),
  created_by_name: z.string(),
  status: z.enum(['active', 'deleted']),
  /** Active lines on the document. */
  lines: z.number().int(),
});
export type DocumentHeaderRow = z.infer<typeof documentHeaderRow>;

export const namedLine = z.object({ id: z.string(), name: z.string() });
export const productRef = namedLine.extend({ code: z.string(), unit: z.string() });

/** Line saves answer the seed's 'Success' (the screen shows it as is). */
export const LINE_SAVED = 'Success';
export const LINE_FAILED = 'Something Wrong';
/** Seed 001 section 5: a row saved with a blank field. */
export const ROW_INCOMPLETE = 'Lengkapi dulu data anda';

/** A row's whole-number field: a number; missing or blank is the seed's 'Lengkapi dulu data anda'. */
export const rowAmount = (label: string, min: number, max: number) =>
  integerField(label, { min, max, messages: { type: ROW_INCOMPLETE, min: min > 0 ? `${label} minimal ${min}` : `${label} tidak boleh negatif` } });
