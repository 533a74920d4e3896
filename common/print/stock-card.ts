import { BROUGHT_FORWARD, type StockCard } from '../contract/warehouse-stock-card';
import type { LeftoverRow, LeftoverSource } from '../contract/warehouse-leftovers';
import { formatDate, formatNumber } from '../format';
import type { PdfDocument } from './document';
import { REPORT_TIME_ZONE, reportDocument, type ReportCompany } from './report';

/**
 * The stock printouts of issue 13 section 4 on the one A4 report (common/print/report.ts):
 * 'Laporan Barang Sisa Pakai' (seed 001 screen 15) and the product's 'Kartu Stok'.
 */

export const LEFTOVER_REPORT_TEXTS = {
  title: 'Laporan Barang Sisa Pakai', // seed
  source: { office: 'Barang Sisa Office', project: 'Barang Sisa Proyek' } satisfies Record<LeftoverSource, string>,
  filter: (text: string) => `Filter: "${text}"`,
  count: (n: number, units: number) => `Jumlah: ${formatNumber(n)} data, ${formatNumber(units)} unit`,
} as const;

interface PrintMeta {
  printedBy: string;
  printedAt: Date;
  company?: ReportCompany;
}

const day = (iso: string) => formatDate(iso, 'report', REPORT_TIME_ZONE);

export function leftoverReportDocument(rows: readonly LeftoverRow[], meta: PrintMeta & { source: LeftoverSource; filter?: string | undefined }): PdfDocument {
  const units = rows.reduce((sum, row) => sum + row.qty, 0);
  const subtitle = [LEFTOVER_REPORT_TEXTS.source[meta.source]];
  if (meta.filter?.trim()) subtitle.push(LEFTOVER_REPORT_TEXTS.filter(meta.filter.trim()));
  subtitle.push(LEFTOVER_REPORT_TEXTS.count(rows.length, units));
  return reportDocument({
    title: LEFTOVER_REPORT_TEXTS.title,
    subtitle,
    ...(meta.company ? { company: meta.company } : {}),
    orientation: 'landscape',
    columns: [
      { header: 'NO.', align: 'right', noWrap: true },
      { header: 'Tanggal', noWrap: true },
      { header: 'No. Dokumen', noWrap: true },
      { header: 'Produk', width: '*' },
      { header: 'Jumlah', align: 'right', noWrap: true },
      { header: 'Satuan' },
      { header: 'Warehouse' },
      { header: 'Divisi' },
      { header: 'Keterangan', width: '*' },
    ],
    rows: rows.map((row, index) => [
      String(index + 1),
      day(row.created_at),
      row.number,
      row.produk.code && row.produk.code !== '-' ? `${row.produk.name} (${row.produk.code})` : row.produk.name,
      formatNumber(row.qty),
      row.unit.name,
      row.warehouse.name,
      row.division.name,
      row.keterangan,
    ]),
    ...(rows.length > 0 ? { totalRow: ['', '', '', 'Total', formatNumber(units), '', '', '', ''] } : {}),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}

export const STOCK_CARD_TEXTS = {
  title: 'Kartu Stok',
  allWarehouses: 'Semua warehouse',
  allDates: 'Semua tanggal',
  period: (from: string | undefined, until: string | undefined) =>
    from && until ? `${day(from)} – ${day(until)}` : from ? `Sejak ${day(from)}` : until ? `Sampai ${day(until)}` : 'Semua tanggal',
} as const;

/** The whole card (every line of the range), as GET stock/card/file reads it. */
export function stockCardDocument(card: StockCard, meta: PrintMeta & { from?: string | undefined; until?: string | undefined }): PdfDocument {
  const product = card.product.code && card.product.code !== '-' ? `${card.product.name} (${card.product.code})` : card.product.name;
  const broughtForward = meta.from ? [['', day(meta.from), BROUGHT_FORWARD, '', '', '', '', formatNumber(card.opening)]] : [];
  return reportDocument({
    title: STOCK_CARD_TEXTS.title,
    ...(meta.company ? { company: meta.company } : {}),
    details: [
      ['Produk', product],
      ['Satuan', card.product.unit],
      ['Warehouse', card.warehouse?.name ?? STOCK_CARD_TEXTS.allWarehouses],
      ['Periode', STOCK_CARD_TEXTS.period(meta.from, meta.until)],
    ],
    columns: [
      { header: 'NO.', align: 'right', noWrap: true },
      { header: 'Tanggal', noWrap: true },
      { header: 'No. Dokumen', noWrap: true },
      { header: 'Jenis' },
      { header: 'Warehouse', width: '*' },
      { header: 'Masuk', align: 'right', noWrap: true },
      { header: 'Keluar', align: 'right', noWrap: true },
      { header: 'Saldo', align: 'right', noWrap: true },
    ],
    rows: [
      ...broughtForward,
      ...card.data.map((line, index) => [
        String(index + 1),
        formatDate(line.date, 'withTime', REPORT_TIME_ZONE),
        line.number,
        line.kind_label,
        line.warehouse,
        line.in ? formatNumber(line.in) : '',
        line.out ? formatNumber(line.out) : '',
        formatNumber(line.balance),
      ]),
    ],
    totalRow: ['', '', '', 'Total', '', formatNumber(card.total_in), formatNumber(card.total_out), formatNumber(card.closing)],
    lines: 'rows',
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
