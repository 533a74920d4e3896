import { formatDate, formatNumber } from '../format';
import type { PdfDocument } from './document';
import { REPORT_TIME_ZONE, reportDocument, type ReportCompany } from './report';

/**
 * The stock documents' printouts (issue 13 sections 2 and 3): 'Laporan Barang Keluar' and
 * 'Laporan Stock Opname', on the one A4 report (company letterhead, number, date, creator, table,
 * page numbers).
 */

export interface StockDocumentHeader {
  number: string;
  createdDate: string;
  createdBy: string;
}

export interface GoodsOutPrintLine {
  product: string;
  code: string;
  unit: string;
  warehouse: string;
  qty: number;
  ket: string;
}

export interface OpnamePrintLine {
  product: string;
  code: string;
  unit: string;
  warehouse: string;
  system: number;
  counted: number;
  /** Set once posted. */
  balanceAtPost: number | null;
  adjustment: number | null;
}

export const STOCK_DOCUMENT_PRINT_TEXTS = {
  goodsOutTitle: 'Laporan Barang Keluar',
  opnameTitle: 'Laporan Stock Opname',
  number: 'No. Dokumen',
  date: 'Tanggal',
  createdBy: 'Dibuat oleh',
  state: 'Status',
  posted: (at: string, by: string) => `Selesai ${at}${by ? ` oleh ${by}` : ''}`,
  draft: 'Draft (belum diposting)',
  total: 'Total',
} as const;

const when = (iso: string) => formatDate(iso, 'withTime', REPORT_TIME_ZONE);
const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

interface PrintMeta {
  printedBy: string;
  printedAt: Date;
  company?: ReportCompany;
}

export function goodsOutDocument(header: StockDocumentHeader, lines: readonly GoodsOutPrintLine[], meta: PrintMeta): PdfDocument {
  const T = STOCK_DOCUMENT_PRINT_TEXTS;
  const total = lines.reduce((sum, line) => sum + line.qty, 0);
  return reportDocument({
    title: T.goodsOutTitle,
    ...(meta.company ? { company: meta.company } : {}),
    details: [
      [T.number, header.number],
      [T.date, when(header.createdDate)],
      [T.createdBy, header.createdBy],
    ],
    columns: [
      { header: 'NO.', align: 'right', width: 'auto', noWrap: true },
      { header: 'Kode', width: 'auto' },
      { header: 'Nama Produk', width: '*' },
      { header: 'Gudang', width: 'auto' },
      { header: 'Jumlah', align: 'right', width: 'auto', noWrap: true },
      { header: 'Satuan', width: 'auto' },
      { header: 'Keterangan', width: '*' },
    ],
    rows: lines.map((line, i) => [String(i + 1), line.code, line.product, line.warehouse, formatNumber(line.qty), line.unit, line.ket]),
    ...(lines.length > 0 ? { totalRow: ['', '', T.total, '', formatNumber(total), '', ''] } : {}),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}

export function opnameDocument(
  header: StockDocumentHeader & { postedAt: string | null; postedBy: string | null },
  lines: readonly OpnamePrintLine[],
  meta: PrintMeta,
): PdfDocument {
  const T = STOCK_DOCUMENT_PRINT_TEXTS;
  const posted = header.postedAt !== null;
  const sum = (pick: (line: OpnamePrintLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const columns = [
    { header: 'NO.', align: 'right' as const, width: 'auto' as const, noWrap: true },
    { header: 'Kode', width: 'auto' as const },
    { header: 'Nama Produk', width: '*' as const },
    { header: 'Gudang', width: 'auto' as const },
    { header: 'Satuan', width: 'auto' as const },
    { header: 'Stok Sistem', align: 'right' as const, width: 'auto' as const, noWrap: true },
    { header: 'Stok Fisik', align: 'right' as const, width: 'auto' as const, noWrap: true },
    { header: 'Selisih', align: 'right' as const, width: 'auto' as const, noWrap: true },
    ...(posted
      ? [
          { header: 'Saldo Saat Posting', align: 'right' as const, width: 'auto' as const, noWrap: true },
          { header: 'Penyesuaian', align: 'right' as const, width: 'auto' as const, noWrap: true },
        ]
      : []),
  ];
  const rows = lines.map((line, i) => [
    String(i + 1),
    line.code,
    line.product,
    line.warehouse,
    line.unit,
    formatNumber(line.system),
    formatNumber(line.counted),
    signed(line.counted - line.system),
    ...(posted ? [formatNumber(line.balanceAtPost ?? 0), signed(line.adjustment ?? 0)] : []),
  ]);
  const totalRow = [
    '',
    '',
    T.total,
    '',
    '',
    formatNumber(sum((l) => l.system)),
    formatNumber(sum((l) => l.counted)),
    signed(sum((l) => l.counted - l.system)),
    ...(posted ? [formatNumber(sum((l) => l.balanceAtPost ?? 0)), signed(sum((l) => l.adjustment ?? 0))] : []),
  ];
  return reportDocument({
    title: T.opnameTitle,
    ...(meta.company ? { company: meta.company } : {}),
    orientation: posted ? 'landscape' : 'portrait',
    details: [
      [T.number, header.number],
      [T.date, when(header.createdDate)],
      [T.createdBy, header.createdBy],
      [T.state, posted && header.postedAt ? T.posted(when(header.postedAt), header.postedBy ?? '') : T.draft],
    ],
    columns,
    rows,
    ...(lines.length > 0 ? { totalRow } : {}),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
