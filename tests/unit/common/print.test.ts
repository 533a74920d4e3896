import { describe, expect, it } from 'vitest';
import {
  mm,
  productFilterLines,
  productRecapDocument,
  QR_LABEL_PAGE,
  qrLabelDocument,
  reportDocument,
  type PdfContent,
  type PdfQr,
  type PdfStack,
  type PdfTable,
  type PdfText,
} from '../../../common/print';

const PRINTED_AT = new Date('2026-11-21T08:05:09Z');

const isStack = (node: PdfContent | undefined): node is PdfStack => typeof node === 'object' && 'stack' in node;
const isTable = (node: PdfContent | undefined): node is PdfTable => typeof node === 'object' && 'table' in node;
const isQr = (node: PdfContent | undefined): node is PdfQr => typeof node === 'object' && 'qr' in node;
const isText = (node: PdfContent | undefined): node is PdfText => typeof node === 'object' && 'text' in node;
const cellText = (cell: PdfText | undefined) => (typeof cell?.text === 'string' ? cell.text : '');

function tableOf(content: PdfContent[]): PdfTable {
  const table = content.find(isTable);
  if (!table) throw new Error('no table in the document');
  return table;
}

describe('mm', () => {
  it('converts millimetres to PDF points', () => {
    expect(mm(25.4)).toBeCloseTo(72, 10);
    expect(mm(30)).toBeCloseTo(85.039, 3);
  });
});

describe('QR label document (seed section 9)', () => {
  const labels = [
    { code: 'QR-0001', productName: 'Pipa PVC 4 inch' },
    { code: 'QR-0002', productName: 'Pipa PVC 4 inch' },
    { code: 'QR-0003', productName: 'Semen Gresik 50 kg' },
  ];
  const doc = qrLabelDocument(labels);

  it('is a 120×147 mm page in landscape', () => {
    expect(QR_LABEL_PAGE).toEqual({ widthMm: 120, heightMm: 147, landscape: true });
    expect(doc.pageSize).toEqual({ width: mm(120), height: mm(147) });
    expect(doc.pageOrientation).toBe('landscape');
  });

  it('puts one code on each page', () => {
    expect(doc.content).toHaveLength(3);
    const breaks = doc.content.map((node) => (typeof node === 'object' ? node.pageBreak : undefined));
    expect(breaks).toEqual([undefined, 'before', 'before']);
  });

  it('draws a 30 mm QR with high error correction and the code in size 13 below it', () => {
    for (const [index, page] of doc.content.entries()) {
      if (!isStack(page)) throw new Error('label page is not a stack');
      const [qr, code, name] = page.stack;
      expect(isQr(qr) && qr).toMatchObject({ qr: labels[index]?.code, eccLevel: 'H', fit: mm(30), alignment: 'center' });
      expect(isText(code) && code).toMatchObject({ text: labels[index]?.code, fontSize: 13, alignment: 'center' });
      expect(isText(name) && name).toMatchObject({ text: labels[index]?.productName });
    }
  });

  it('cuts a very long product name so it stays on the label', () => {
    const long = qrLabelDocument([{ code: 'QR-9', productName: 'Pipa '.repeat(80) }]);
    const page = long.content[0];
    if (!isStack(page)) throw new Error('label page is not a stack');
    const name = page.stack[2];
    expect(isText(name) && typeof name.text === 'string' && name.text.length).toBeLessThanOrEqual(110);
    expect(isText(name) && name.text).toMatch(/…$/);
  });
});

describe('report document (A4)', () => {
  const doc = reportDocument({
    title: 'Laporan Barang Keluar',
    subtitle: ['Dari 01/11/2026', 'Sampai 21/11/2026'],
    company: { name: 'PT Contoh Jaya', address: 'Jl. Raya 1, Surabaya' },
    columns: [{ header: 'NO.', align: 'right' }, { header: 'Nama Produk', width: '*' }, { header: 'Jumlah', align: 'right' }],
    rows: [
      ['1', 'Pipa', '3'],
      ['2', 'Semen', '10'],
    ],
    totalRow: ['', 'Total', '13'],
    printedBy: 'budi@contoh.co.id',
    printedAt: PRINTED_AT,
  });

  it('is A4 with the company, title and subtitle lines above the table', () => {
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('portrait');
    const texts = doc.content.filter(isText).map((node) => node.text);
    expect(texts).toEqual(['PT Contoh Jaya', 'Jl. Raya 1, Surabaya', 'Laporan Barang Keluar', 'Dari 01/11/2026', 'Sampai 21/11/2026']);
  });

  it('has the columns as a header row that repeats on every page, then the rows and the total', () => {
    const table = tableOf(doc.content);
    expect(table.table.headerRows).toBe(1);
    expect(table.table.widths).toEqual(['auto', '*', 'auto']);
    expect(table.table.body.map((row) => row.map(cellText))).toEqual([
      ['NO.', 'Nama Produk', 'Jumlah'],
      ['1', 'Pipa', '3'],
      ['2', 'Semen', '10'],
      ['', 'Total', '13'],
    ]);
    expect(table.table.body[1]?.[2]?.alignment).toBe('right');
    expect(table.table.body[3]?.[1]?.bold).toBe(true);
  });

  it('prints "Halaman n dari m" and when (Jakarta time) and by whom in the footer', () => {
    const footer = JSON.stringify(doc.footer?.(2, 5));
    expect(footer).toContain('Halaman 2 dari 5');
    expect(footer).toContain('Dicetak 21/11/2026 - 15:05:09 WIB oleh budi@contoh.co.id');
  });

  it('says so when there are no rows', () => {
    const empty = reportDocument({ title: 'Kosong', columns: [{ header: 'A' }, { header: 'B' }], rows: [], printedAt: PRINTED_AT });
    expect(tableOf(empty.content).table.body[1]?.[0]).toMatchObject({ text: 'Belum ada data untuk ditampilkan.', colSpan: 2 });
  });
});

describe('product recap (Cetak Rekap)', () => {
  const rows = [
    { name: 'Pipa PVC 4 inch', code: 'RUC-4', category: 'Pipa', variant: 'PVC', unit: 'batang', price: 1234567, stock: 1500, warehouse: 'Gudang Utama' },
  ];

  it('titles it Rekap Produk with the seed columns, rupiah prices and stock with unit', () => {
    const doc = productRecapDocument(rows, { filters: ['Nama Produk "pipa"'], printedBy: 'budi', printedAt: PRINTED_AT });
    expect(doc.content.filter(isText).map((node) => node.text)).toEqual(['Rekap Produk', 'Filter: Nama Produk "pipa"', 'Jumlah: 1 produk']);
    expect(doc.pageOrientation).toBe('landscape');
    expect(tableOf(doc.content).table.body.map((row) => row.map(cellText))).toEqual([
      ['NO.', 'Nama Produk', 'Kode/Merk', 'Kategori', 'Jenis', 'Harga', 'Stok', 'Gudang'],
      ['1', 'Pipa PVC 4 inch', 'RUC-4', 'Pipa', 'PVC', 'Rp 1.234.567', '1.500 batang', 'Gudang Utama'],
    ]);
  });

  it('says "Semua produk" without filters, and names the filled-in column searches', () => {
    const doc = productRecapDocument([], { filters: [], printedBy: 'budi', printedAt: PRINTED_AT });
    expect(doc.content.filter(isText).map((node) => node.text)).toContain('Semua produk');
    expect(productFilterLines({ namaproduk: 'pipa', kode_merk: '', gudang: ' Utama ' })).toEqual(['Nama Produk "pipa"', 'Gudang "Utama"']);
  });
});
