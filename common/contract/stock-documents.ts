/**
 * Readable numbers of the warehouse's stock documents (issue 13 section 4): prefix, year of the
 * document (Asia/Jakarta) and a per-prefix, per-year sequence, e.g. BD-2026-000123. The ledger's
 * `reference` of a document's movements is this number, so the stock card shows it.
 */
export const STOCK_DOCUMENT_PREFIXES = {
  /** Barang Datang: one arrival against a PO line. */
  receipt: 'BD',
  /** Barang Keluar. */
  goodsOut: 'BK',
  /** Stock Opname. */
  opname: 'SO',
  /** Stock Move. */
  move: 'SM',
  /** Barang Sisa (leftovers returned). */
  leftover: 'BS',
  /** Kirim Proyek: a project's materials released after the admin's and the guard's confirmations. */
  projectRelease: 'KP',
} as const;
export type StockDocumentKind = keyof typeof STOCK_DOCUMENT_PREFIXES;
export type StockDocumentPrefix = (typeof STOCK_DOCUMENT_PREFIXES)[StockDocumentKind];

export const STOCK_DOCUMENT_NUMBER = /^(BD|BK|SO|SM|BS|KP)-(\d{4})-(\d{6,})$/;

export function formatDocumentNumber(prefix: StockDocumentPrefix, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}
