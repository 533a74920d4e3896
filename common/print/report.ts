import { COMPANY_TIME_ZONE } from '../calendar';
import { formatDate, formatNumber, formatRupiah } from '../format';
import type { PdfAlignment, PdfColumns, PdfContent, PdfDocument, PdfStack, PdfTable, PdfTableCell, PdfTableLayout } from './document';
import { A4, mm } from './units';

/**
 * The one A4 report every module prints (the warehouse recap now, purchasing and the stock flows
 * next): company header, title and subtitle lines, a table whose header row repeats on every
 * page, and a footer with 'Dicetak …' and 'Halaman n dari m'. Reports are laid out in millimetres
 * as the seed asks; times are the company's (Asia/Jakarta) wherever the server runs.
 */
export const REPORT_TIME_ZONE = COMPANY_TIME_ZONE;

export interface ReportColumn {
  header: string;
  width?: number | '*' | 'auto';
  align?: 'left' | 'right' | 'center';
  /** Short, bounded values (numbers, dates, amounts): kept on one line, which also spares pdfmake splitting them into words. */
  noWrap?: boolean;
}

/** The company as a printout's header shows it; the logo is a PNG/JPEG data URL. */
export interface ReportCompany {
  name: string;
  address?: string;
  phone?: string;
  logo?: string;
}

export interface ReportInput {
  title: string;
  subtitle?: string[];
  company?: ReportCompany;
  /** Label/value lines under the title, on the left: [['Dari', '01/11/2026'], ['Sampai', …]]. */
  details?: [label: string, value: string][];
  columns: ReportColumn[];
  rows: string[][];
  /** Indexes into `rows` printed bold on the header's fill: group headings and subtotals. */
  emphasisRows?: readonly number[];
  totalRow?: string[];
  orientation?: 'portrait' | 'landscape';
  /**
   * 'grid' (default): every cell boxed. 'rows': lines between rows inside an outer frame, one
   * vector per row instead of one per cell, for reports of thousands of lines.
   */
  lines?: 'grid' | 'rows';
  printedBy?: string;
  printedAt: Date;
}

export const REPORT_TEXTS = {
  page: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  printed: (at: string, by?: string) => (by ? `Dicetak ${at} WIB oleh ${by}` : `Dicetak ${at} WIB`),
  empty: 'Belum ada data untuk ditampilkan.',
} as const;

export const LINE_COLOR = '#8a8f99';
export const HEADER_FILL = '#e8eaee';

/** Thin lines everywhere, a little air in the cells. */
export const THIN_LINES: PdfTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => LINE_COLOR,
  vLineColor: () => LINE_COLOR,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

/** Lines between rows and an outer frame only. */
function rowLines(columnCount: number): PdfTableLayout {
  return { ...THIN_LINES, vLineWidth: (column) => (column === 0 || column === columnCount ? 0.5 : 0) };
}

function cell(text: string, alignment: PdfAlignment = 'left', noWrap = false): PdfTableCell {
  return noWrap ? { text, alignment, noWrap } : { text, alignment };
}

function reportTable(input: ReportInput): PdfTable {
  const { columns } = input;
  const align = (index: number): PdfAlignment => columns[index]?.align ?? 'left';
  const header: PdfTableCell[] = columns.map((column) => ({ text: column.header, bold: true, fillColor: HEADER_FILL, alignment: column.align ?? 'left' }));
  const body: PdfTableCell[][] = [header];
  if (input.rows.length === 0) {
    // An empty report still says so, across the whole width.
    body.push([{ text: REPORT_TEXTS.empty, italics: true, alignment: 'center', colSpan: columns.length }, ...columns.slice(1).map(() => cell(''))]);
  }
  const noWrap = (index: number): boolean => columns[index]?.noWrap ?? false;
  const emphasis = new Set(input.emphasisRows ?? []);
  input.rows.forEach((row, rowIndex) => {
    const cells = columns.map((_, index) => cell(row[index] ?? '', align(index), noWrap(index)));
    body.push(emphasis.has(rowIndex) ? cells.map((c) => ({ ...c, bold: true, fillColor: HEADER_FILL })) : cells);
  });
  if (input.totalRow) {
    body.push(columns.map((_, index) => ({ ...cell(input.totalRow?.[index] ?? '', align(index), noWrap(index)), bold: true, fillColor: HEADER_FILL })));
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((column) => column.width ?? 'auto'), body },
    layout: input.lines === 'rows' ? rowLines(columns.length) : THIN_LINES,
    fontSize: 8.5,
  };
}

/** The letterhead every printout starts with: logo (if any), name, address and phone, then a rule. */
export function companyHeading(company: ReportCompany, contentWidth: number, right?: PdfStack): PdfContent[] {
  const lines: PdfContent[] = [{ text: company.name, fontSize: 12, bold: true }];
  if (company.address) lines.push({ text: company.address, fontSize: 8, color: '#444444' });
  if (company.phone) lines.push({ text: `Telp. ${company.phone}`, fontSize: 8, color: '#444444' });
  const columns: PdfColumns['columns'] = [];
  if (company.logo) columns.push({ image: company.logo, fit: [mm(22), mm(14)], width: mm(22) });
  columns.push({ stack: lines, width: '*' });
  if (right) columns.push({ ...right, width: 'auto' });
  // Without a logo or a right-hand block the lines stand on their own, as the first reports printed them.
  return [
    ...(company.logo || right ? [{ columns, columnGap: mm(3) }] : lines),
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: contentWidth, y2: 4, lineWidth: 0.75, lineColor: LINE_COLOR }], margin: [0, 0, 0, mm(3)] },
  ];
}

/** 'Dari : 01/11/2026' lines: labels in one column, values after a colon. */
export function detailLines(details: readonly (readonly [string, string])[], fontSize = 9): PdfTable {
  return {
    table: { widths: ['auto', 'auto', '*'], body: details.map(([label, value]) => [{ text: label }, { text: ':' }, { text: value, bold: true }]) },
    layout: { ...NO_LINES, paddingLeft: () => 0, paddingRight: () => 4, paddingTop: () => 0.5, paddingBottom: () => 0.5 },
    fontSize,
  };
}

const NO_LINES: PdfTableLayout = { hLineWidth: () => 0, vLineWidth: () => 0 };

function reportHeading(input: ReportInput, contentWidth: number): PdfContent[] {
  const heading: PdfContent[] = input.company ? companyHeading(input.company, contentWidth) : [];
  heading.push({ text: input.title, fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, mm(1.5)] });
  for (const line of input.subtitle ?? []) heading.push({ text: line, fontSize: 9, alignment: 'center' });
  if (input.details && input.details.length > 0) heading.push({ ...detailLines(input.details), margin: [0, mm(1.5), 0, 0] });
  return heading;
}

export function reportDocument(input: ReportInput): PdfDocument {
  const printed = REPORT_TEXTS.printed(formatDate(input.printedAt, 'withTime', REPORT_TIME_ZONE), input.printedBy);
  const side = mm(15);
  const orientation = input.orientation ?? 'portrait';
  const pageWidth = mm(orientation === 'landscape' ? A4.heightMm : A4.widthMm);
  return {
    info: { title: input.title, creator: 'ERP Back Office' },
    pageSize: 'A4',
    pageOrientation: orientation,
    // Left, top, right, bottom: the bottom leaves room for the footer line.
    pageMargins: [side, mm(15), side, mm(18)],
    content: [...reportHeading(input, pageWidth - 2 * side), { ...reportTable(input), margin: [0, mm(4), 0, 0] }],
    footer: (page, pages) => ({
      columns: [
        { text: printed, width: '*' },
        { text: REPORT_TEXTS.page(page, pages), width: 'auto', alignment: 'right' },
      ],
      fontSize: 8,
      color: '#444444',
      margin: [side, mm(6), side, 0],
    }),
    defaultStyle: { fontSize: 9 },
  };
}

/** One product line of the 'Cetak Rekap' printout. */
export interface ProductRecapRow {
  name: string;
  code: string;
  category: string;
  variant: string;
  unit: string;
  price: number;
  stock: number;
  warehouse: string;
}

/** The product table's column searches (`GET product/pro` query names) as the recap's labels. */
export const PRODUCT_FILTER_LABELS = {
  namaproduk: 'Nama Produk',
  kode_merk: 'Kode/Merk',
  kategori: 'Kategori',
  harga: 'Harga',
  stok: 'Stok',
  gudang: 'Gudang',
} as const;

export type ProductFilterName = keyof typeof PRODUCT_FILTER_LABELS;

/** The filled-in searches as the recap prints them: { namaproduk: 'pipa' } → ['Nama Produk "pipa"']. */
export function productFilterLines(filters: Partial<Record<ProductFilterName, string | number | undefined>>): string[] {
  const lines: string[] = [];
  for (const [name, label] of Object.entries(PRODUCT_FILTER_LABELS) as [ProductFilterName, string][]) {
    const value = filters[name];
    if (value !== undefined && String(value).trim() !== '') lines.push(`${label} "${String(value).trim()}"`);
  }
  return lines;
}

export const PRODUCT_RECAP_TEXTS = {
  title: 'Rekap Produk',
  all: 'Semua produk',
  filter: (filters: string[]) => `Filter: ${filters.join(', ')}`,
  count: (n: number) => `Jumlah: ${formatNumber(n)} produk`,
} as const;

export function productRecapDocument(rows: readonly ProductRecapRow[], meta: { filters: string[]; printedBy: string; printedAt: Date; company?: ReportCompany }): PdfDocument {
  return reportDocument({
    title: PRODUCT_RECAP_TEXTS.title,
    subtitle: [meta.filters.length > 0 ? PRODUCT_RECAP_TEXTS.filter(meta.filters) : PRODUCT_RECAP_TEXTS.all, PRODUCT_RECAP_TEXTS.count(rows.length)],
    ...(meta.company ? { company: meta.company } : {}),
    orientation: 'landscape',
    columns: [
      { header: 'NO.', align: 'right', width: 'auto' },
      { header: 'Nama Produk', width: '*' },
      { header: 'Kode/Merk', width: 'auto' },
      { header: 'Kategori', width: 'auto' },
      { header: 'Jenis', width: 'auto' },
      { header: 'Harga', align: 'right', width: 'auto' },
      { header: 'Stok', align: 'right', width: 'auto' },
      { header: 'Gudang', width: 'auto' },
    ],
    rows: rows.map((row, index) => [
      `${index + 1}`,
      row.name,
      row.code,
      row.category,
      row.variant,
      formatRupiah(row.price),
      `${formatNumber(row.stock)} ${row.unit}`.trim(),
      row.warehouse,
    ]),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
