import type { perProductRow, PurchaseDetail, purchaseReportRow } from '../contract/purchasing';
import type { z } from '../contract/zod';
import { formatDate, formatNumber, formatRupiah } from '../format';
import { percentOf, type PoType } from '../purchasing';
import { terbilang, TERBILANG_OUT_OF_RANGE } from '../terbilang';
import type { PdfAlignment, PdfContent, PdfDocument, PdfStack, PdfTable, PdfTableCell } from './document';
import { companyHeading, detailLines, HEADER_FILL, LINE_COLOR, REPORT_TEXTS, REPORT_TIME_ZONE, reportDocument, THIN_LINES, type ReportColumn } from './report';
import { truncateText } from './labels';
import { A4, mm } from './units';

/**
 * The Purchasing printouts (seed 001 section 9 'Printing', issue 5 sections 4–5): the purchase
 * order per PO type, the payment receipt with the amount in words, and the two reports. The
 * figures are the server's (PurchaseDetail); only the amounts the server does not store (the PPN
 * and discount in rupiah) are derived here, with the same maths as common/purchasing.ts.
 */

/** The company record a printout shows in its header and footer (the server reads it from settings). */
export interface CompanyInfo {
  name: string;
  address: string;
  phone?: string;
  /** PNG or JPEG as a data URL: documents may read no file or URL while they render. */
  logo?: string;
}

export type PurchaseReportRow = z.infer<typeof purchaseReportRow>;
export type PerProductRow = z.infer<typeof perProductRow>;
export type PurchasePayment = PurchaseDetail['pembayaran'][number];

export const PURCHASE_PRINT_TEXTS = {
  poTitle: 'PURCHASE ORDER',
  receiptTitle: 'KWITANSI PEMBAYARAN',
  purchaseReportTitle: 'Laporan Pembelian Barang',
  perProductTitle: 'Laporan Pembelian Per Produk',
  supplier: 'Supplier',
  shipTo: 'Kirim Ke',
  buyer: 'Pembeli',
  message: 'Pesan',
  memo: 'Memo',
  from: 'Dari',
  until: 'Sampai',
  madeBy: 'Dibuat oleh',
  total: 'Total',
  receivedFrom: 'Telah diterima dari',
  forPayment: 'Untuk pembayaran',
  amount: 'Uang sejumlah',
  inWords: 'Terbilang',
  method: 'Cara pembayaran',
  paymentDate: 'Tanggal pembayaran',
  remaining: 'Sisa pembayaran',
  receiver: 'Penerima',
} as const;

// ─── Shared pieces ────────────────────────────────────────────────────────────────────────────

const SIDE_MM = 15;
const MUTED = '#444444';

/** 'YYYY-MM-DD' (or a timestamp) → 'DD/MM/YYYY' without a detour through the process's time zone. */
export function reportDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  return value ? formatDate(value, 'report', REPORT_TIME_ZONE) : '-';
}

/** 12.5 → '12,5%'. */
const percentText = (percent: number) => `${formatNumber(percent)}%`;

/** '# Satu Juta Dua Ratus Ribu Rupiah #': terbilang with capitals and 'Rupiah', as receipts write it. */
export function terbilangRupiah(amount: number): string {
  const words = terbilang(amount);
  if (words === TERBILANG_OUT_OF_RANGE) return `# ${words} #`;
  const capitalised = words.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
  return `# ${capitalised} Rupiah #`;
}

/** Footer of the PO and the receipt: the company's name and address on every page, and the page. */
function companyFooter(company: CompanyInfo, side: number): PdfDocument['footer'] {
  const address = [company.address, company.phone ? `Telp. ${company.phone}` : ''].filter(Boolean).join(' · ');
  return (page, pages) => ({
    columns: [
      { stack: [{ text: company.name, bold: true }, { text: address }], width: '*' },
      { text: REPORT_TEXTS.page(page, pages), width: 'auto', alignment: 'right' },
    ],
    fontSize: 7.5,
    color: MUTED,
    margin: [side, mm(5), side, 0],
  });
}

/** A titled box (Supplier, Kirim Ke): a grey caption row and the lines under it. */
function addressBox(title: string, lines: string[]): PdfTable {
  return {
    table: {
      widths: ['*'],
      body: [[{ text: title, bold: true, fillColor: HEADER_FILL }], [{ text: lines.filter(Boolean).join('\n') || '-' }]],
    },
    layout: THIN_LINES,
    fontSize: 8.5,
  };
}

/** A signature: caption, room to sign, a rule and the name under it. */
function signature(caption: string, name: string, width: number): PdfStack {
  return {
    stack: [
      { text: caption, alignment: 'center' },
      { canvas: [{ type: 'line', x1: mm(8), y1: mm(20), x2: width - mm(8), y2: mm(20), lineWidth: 0.5, lineColor: '#000000' }] },
      { text: name || ' ', alignment: 'center', margin: [0, mm(1), 0, 0] },
    ],
    unbreakable: true,
  };
}

// ─── Purchase order ───────────────────────────────────────────────────────────────────────────

/** One column of the PO's line table: its header, how it reads a line, and whether it is an amount. */
interface PoColumn {
  header: string;
  width: number | '*' | 'auto';
  align: PdfAlignment;
  amount: boolean;
  /** Short values kept on one line (figures, units, sizes); names and codes wrap. */
  noWrap: boolean;
  value: (line: PurchaseDetail['product'][number], index: number) => string;
}

const poColumn = (header: string, value: PoColumn['value'], options: Partial<Omit<PoColumn, 'header' | 'value'>> = {}): PoColumn => ({
  header,
  value,
  width: 'auto',
  align: 'left',
  amount: false,
  noWrap: options.align === 'right',
  ...options,
});

const right = { align: 'right' } as const;
const SIZE_TEXT_MAX = 16;

/** The line columns per PO type (issue 5 section 4): Umum's, plus Pipa's size, Termo's zak, Solar Cell's discounts. */
export function purchaseOrderColumns(type: PoType): PoColumn[] {
  const no = poColumn('No', (_, index) => `${index + 1}`, right);
  const code = poColumn('Kode', (line) => line.code);
  const name = poColumn('Nama Produk', (line) => line.name, { width: '*' });
  const qty = poColumn('Qty', (line) => formatNumber(line.qty), right);
  const unit = poColumn('Satuan', (line) => line.satuan, { noWrap: true });
  const price = poColumn('Harga', (line) => formatRupiah(line.price), { ...right, amount: true });
  const total = poColumn('Total', (line) => formatRupiah(line.total), { ...right, amount: true });
  switch (type) {
    case 'Pipa':
      return [
        no,
        code,
        name,
        // Free text of up to 50 characters: cut so one line cannot push the table off the page.
        poColumn('Ukuran Asli', (line) => truncateText(line.ukuran_asli, SIZE_TEXT_MAX), { noWrap: true }),
        poColumn('Tebal', (line) => truncateText(line.tebal, SIZE_TEXT_MAX), { noWrap: true }),
        qty,
        unit,
        price,
        total,
      ];
    case 'Termo':
      return [no, code, name, qty, unit, poColumn('Qty Zak', (line) => formatNumber(line.qty_zak), right), price, total];
    case 'Solar Cell':
      return [
        no,
        code,
        name,
        qty,
        unit,
        price,
        poColumn('Total Awal', (line) => formatRupiah(line.total_awal), { ...right, amount: true }),
        poColumn('Diskon 1 %', (line) => formatNumber(line.diskon_1), right),
        poColumn('Diskon 2 %', (line) => formatNumber(line.diskon_2), right),
        total,
      ];
    default:
      return [no, code, name, qty, unit, price, total];
  }
}

function poLinesTable(po: PurchaseDetail, hideAmounts: boolean): PdfTable {
  const columns = purchaseOrderColumns(po.jenis_po).filter((column) => !(hideAmounts && column.amount));
  const cell = (text: string, column: PoColumn): PdfTableCell => (column.noWrap ? { text, alignment: column.align, noWrap: true } : { text, alignment: column.align });
  // Headers are short: one line each, so a column is at least as wide as its header.
  const header: PdfTableCell[] = columns.map((column) => ({ text: column.header, alignment: column.align, noWrap: true, bold: true, fillColor: HEADER_FILL }));
  const rows: PdfTableCell[][] = po.product.map((line, index) => columns.map((column) => cell(column.value(line, index), column)));
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((column) => column.width), body: [header, ...rows] },
    layout: THIN_LINES,
    fontSize: 8.5,
  };
}

/** The totals block as label → amount, in the order the form shows them. */
export function purchaseOrderTotals(po: PurchaseDetail): [label: string, amount: string][] {
  const ppnAmount = po.total - po.sub_total;
  const discountAmount = po.jenis_diskon === '%' ? percentOf(po.total, po.diskon) : po.diskon;
  // The grand total is rounded to 100 rupiah: show the rounding so the column adds up.
  const rounding = po.grand_total - (po.total - discountAmount + po.ongkir);
  const lines: [string, string][] = [
    ['Subtotal', formatRupiah(po.sub_total)],
    [`PPN (${percentText(po.ppn)})`, formatRupiah(ppnAmount)],
    ['Total', formatRupiah(po.total)],
    [po.jenis_diskon === '%' ? `Diskon (${percentText(po.diskon)})` : 'Diskon (Rp)', formatRupiah(-discountAmount)],
    ['Ongkos Kirim', formatRupiah(po.ongkir)],
  ];
  if (rounding !== 0) lines.push(['Pembulatan', formatRupiah(rounding)]);
  lines.push(['Grand Total', formatRupiah(po.grand_total)]);
  return lines;
}

function totalsTable(po: PurchaseDetail): PdfTable {
  const lines = purchaseOrderTotals(po);
  return {
    table: {
      widths: ['*', 'auto'],
      body: lines.map(([label, amount], index) => {
        const grand = index === lines.length - 1;
        return [
          { text: label, bold: grand, ...(grand ? { fillColor: HEADER_FILL } : {}) },
          { text: amount, alignment: 'right', noWrap: true, bold: grand, ...(grand ? { fillColor: HEADER_FILL } : {}) },
        ];
      }),
    },
    layout: THIN_LINES,
    fontSize: 9,
  };
}

function notes(po: PurchaseDetail): PdfContent[] {
  const texts = PURCHASE_PRINT_TEXTS;
  return [
    { text: texts.message, bold: true },
    { text: po.attn || '-', margin: [0, 0, 0, mm(2)] },
    { text: texts.memo, bold: true },
    { text: po.memo || '-' },
  ];
}

export function purchaseOrderDocument(po: PurchaseDetail, company: CompanyInfo, options: { hideAmounts: boolean }): PdfDocument {
  const texts = PURCHASE_PRINT_TEXTS;
  const side = mm(SIDE_MM);
  const contentWidth = mm(A4.widthMm) - 2 * side;
  const title: PdfStack = {
    stack: [
      { text: texts.poTitle, fontSize: 15, bold: true, alignment: 'right' },
      { text: `No. ${po.no_transaksi}`, fontSize: 10, bold: true, alignment: 'right' },
      { text: `Jenis PO: ${po.jenis_po}`, fontSize: 9, alignment: 'right' },
    ],
  };
  const signatureWidth = mm(60);
  const content: PdfContent[] = [
    ...companyHeading(company, contentWidth, title),
    {
      columns: [
        { ...addressBox(texts.supplier, [po.supplier.nama_perusahaan, po.supplier.email]), width: '*' },
        { ...addressBox(texts.shipTo, [po.penerima.nama_perusahaan, po.penerima.alamat_pengiriman]), width: '*' },
        {
          ...detailLines(
            [
              ['Tanggal', reportDay(po.tanggal_transaksi)],
              ['Jatuh Tempo', reportDay(po.tanggal_jatuh_tempo)],
              ['No. Reff Supplier', po.no_reff_supplier || '-'],
            ],
            8.5,
          ),
          width: mm(62),
        },
      ],
      columnGap: mm(4),
      margin: [0, 0, 0, mm(4)],
    },
    poLinesTable(po, options.hideAmounts),
    options.hideAmounts
      ? { stack: notes(po), margin: [0, mm(4), 0, 0] }
      : {
          columns: [
            { stack: notes(po), width: '*' },
            { ...totalsTable(po), width: mm(75) },
          ],
          columnGap: mm(8),
          margin: [0, mm(4), 0, 0],
          // A totals block is never split from its last line.
          unbreakable: true,
        },
    {
      columns: [
        { ...signature(texts.supplier, po.supplier.nama_perusahaan, signatureWidth), width: signatureWidth },
        { text: '', width: '*' },
        { ...signature(texts.buyer, company.name, signatureWidth), width: signatureWidth },
      ],
      margin: [0, mm(10), 0, 0],
      unbreakable: true,
    },
  ];
  return {
    info: { title: `${texts.poTitle} ${po.no_transaksi}`, creator: 'ERP Back Office' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [side, mm(15), side, mm(22)],
    content,
    footer: companyFooter(company, side),
    defaultStyle: { fontSize: 9 },
  };
}

// ─── Payment receipt ──────────────────────────────────────────────────────────────────────────

/** The payments in the order they were made: by date, then as the server lists them. */
function paymentsInOrder(po: PurchaseDetail): PurchasePayment[] {
  return po.pembayaran
    .map((payment, index) => ({ payment, index }))
    .sort((a, b) => a.payment.tanggal_pembayaran.localeCompare(b.payment.tanggal_pembayaran) || a.index - b.index)
    .map(({ payment }) => payment);
}

/** The receipt's number: the PO's number and the payment's place among its payments ('1700000000/2'). */
export function receiptNumber(po: PurchaseDetail, payment: PurchasePayment): string {
  const place = paymentsInOrder(po).findIndex((made) => made.id === payment.id);
  return `${po.no_transaksi}/${place >= 0 ? place + 1 : po.pembayaran.length + 1}`;
}

/** What was left to pay once this payment (and those before it) was made. */
export function remainingAfter(po: PurchaseDetail, payment: PurchasePayment): number {
  const ordered = paymentsInOrder(po);
  const place = ordered.findIndex((made) => made.id === payment.id);
  const paid = (place >= 0 ? ordered.slice(0, place + 1) : [...ordered, payment]).reduce((sum, made) => sum + made.nominal_pembayaran, 0);
  return Math.max(0, po.grand_total - paid);
}

/**
 * 'KWITANSI PEMBAYARAN' on the top half of an A4 page (the report printer's paper; a dashed line
 * marks where to cut): who paid, for which PO, the amount in figures and in words, the method,
 * the memo, the balance left after it, and the receiver's signature.
 */
export function paymentReceiptDocument(po: PurchaseDetail, payment: PurchasePayment, company: CompanyInfo): PdfDocument {
  const texts = PURCHASE_PRINT_TEXTS;
  const side = mm(SIDE_MM);
  const contentWidth = mm(A4.widthMm) - 2 * side;
  const signatureWidth = mm(60);
  const row = (label: string, value: string): PdfTableCell[] => [{ text: label }, { text: ':' }, { text: value }];
  const amount = formatRupiah(payment.nominal_pembayaran);
  const content: PdfContent[] = [
    ...companyHeading(company, contentWidth),
    { text: texts.receiptTitle, fontSize: 14, bold: true, alignment: 'center' },
    { text: `No. ${receiptNumber(po, payment)}`, fontSize: 9, alignment: 'center', margin: [0, 0, 0, mm(4)] },
    {
      table: {
        widths: [mm(38), 'auto', '*'],
        body: [
          row(texts.receivedFrom, company.name),
          row(texts.forPayment, `Purchase Order ${po.no_transaksi} kepada ${po.supplier.nama_perusahaan}`),
          [{ text: texts.amount }, { text: ':' }, { text: amount, bold: true, fontSize: 12 }],
          [{ text: texts.inWords }, { text: ':' }, { text: terbilangRupiah(payment.nominal_pembayaran), italics: true, bold: true }],
          row(texts.paymentDate, reportDay(payment.tanggal_pembayaran)),
          row(texts.method, payment.cara_pembayaran),
          row(texts.memo, payment.memo || '-'),
          row(texts.remaining, formatRupiah(remainingAfter(po, payment))),
        ],
      },
      layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 5, paddingTop: () => 2, paddingBottom: () => 2 },
      fontSize: 9.5,
    },
    {
      columns: [
        { text: '', width: '*' },
        {
          ...signature(`${texts.receiver}, ${reportDay(payment.tanggal_pembayaran)}`, po.supplier.nama_perusahaan, signatureWidth),
          width: signatureWidth,
        },
      ],
      margin: [0, mm(5), 0, 0],
    },
    // Cut here: the receipt fills the top half of the sheet.
    {
      canvas: [{ type: 'line', x1: mm(5), y1: 0, x2: mm(A4.widthMm - 5), y2: 0, lineWidth: 0.5, lineColor: LINE_COLOR, dash: { length: 4, space: 3 } }],
      absolutePosition: { x: 0, y: mm(A4.heightMm / 2) },
    },
  ];
  return {
    info: { title: `${texts.receiptTitle} ${receiptNumber(po, payment)}`, creator: 'ERP Back Office' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    // One page whose lower half is cut off: no footer down there; the letterhead says who we are.
    pageMargins: [side, mm(12), side, mm(12)],
    content,
    defaultStyle: { fontSize: 9 },
  };
}

// ─── Reports ──────────────────────────────────────────────────────────────────────────────────

export interface PurchaseReportMeta {
  /** The period, 'YYYY-MM-DD'. */
  from: string;
  until: string;
  printedBy: string;
  printedAt: Date;
  /** The server's total over every row (not summed here: the figure printed is the server's). */
  total: number;
  company: CompanyInfo;
}

function periodDetails(meta: PurchaseReportMeta): [string, string][] {
  return [
    [PURCHASE_PRINT_TEXTS.from, reportDay(meta.from)],
    [PURCHASE_PRINT_TEXTS.until, reportDay(meta.until)],
    [PURCHASE_PRINT_TEXTS.madeBy, meta.printedBy],
  ];
}

/** 'Laporan Pembelian Barang': A4 landscape, company header, period and maker, the POs and a real total. */
export function purchaseReportDocument(rows: readonly PurchaseReportRow[], meta: PurchaseReportMeta): PdfDocument {
  const columns: ReportColumn[] = [
    { header: 'No', align: 'right', width: mm(10), noWrap: true },
    { header: 'Tanggal', width: mm(22), noWrap: true },
    { header: 'No. TRX', width: '*' },
    { header: 'Jenis TRX', width: mm(24) },
    { header: 'Supplier', width: '*' },
    { header: 'Status', width: mm(28) },
    { header: 'Total', align: 'right', width: mm(38), noWrap: true },
  ];
  return reportDocument({
    title: PURCHASE_PRINT_TEXTS.purchaseReportTitle,
    company: meta.company,
    details: periodDetails(meta),
    orientation: 'landscape',
    columns,
    rows: rows.map((row, index) => [`${index + 1}`, reportDay(row.tglTrx), row.noTrx, row.jenisPO, row.namaPerusahaan, row.status, formatRupiah(row.total)]),
    totalRow: ['', '', '', '', '', PURCHASE_PRINT_TEXTS.total, formatRupiah(meta.total)],
    lines: rows.length > 500 ? 'rows' : 'grid',
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}

/**
 * 'Laporan Pembelian Per Produk': A4 landscape, one line per PO line. Built to stay fast at
 * thousands of lines (scripts/bench/po-report.ts): fixed column widths, bounded columns kept on
 * one line, and only row lines (one vector per row, not one per cell).
 */
export function perProductReportDocument(rows: readonly PerProductRow[], meta: PurchaseReportMeta): PdfDocument {
  const columns: ReportColumn[] = [
    { header: 'NO.', align: 'right', width: mm(10), noWrap: true },
    { header: 'Tanggal', width: mm(18), noWrap: true },
    { header: 'Kode Transaksi', width: mm(28) },
    { header: 'Kode Produk', width: mm(24) },
    { header: 'Nama Produk', width: '*' },
    { header: 'Nama Supplier', width: mm(40) },
    { header: 'Qty', align: 'right', width: mm(20) },
    { header: 'Harga', align: 'right', width: mm(25), noWrap: true },
    { header: 'Subtotal', align: 'right', width: mm(29), noWrap: true },
  ];
  return reportDocument({
    title: PURCHASE_PRINT_TEXTS.perProductTitle,
    company: meta.company,
    details: periodDetails(meta),
    orientation: 'landscape',
    columns,
    rows: rows.map((row, index) => [
      `${index + 1}`,
      reportDay(row.tanggal_transaksi),
      row.no_transaksi,
      row.product.code,
      row.product.name,
      row.supplier.nama_perusahaan,
      `${formatNumber(row.qty)} ${row.satuan}`.trim(),
      formatRupiah(row.harga),
      formatRupiah(row.total_harga),
    ]),
    totalRow: ['', '', '', '', '', '', '', PURCHASE_PRINT_TEXTS.total, formatRupiah(meta.total)],
    lines: 'rows',
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
