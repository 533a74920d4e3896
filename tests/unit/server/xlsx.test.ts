import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderXlsx, safeXlsxFilename, sendXlsx, XLSX_MIME, type XlsxSheet } from '../../../server/print/xlsx';

/** Each export is written by renderXlsx and read back with exceljs, as Excel would open it. */
const REPORT: XlsxSheet = {
  name: 'Laporan Pembelian',
  title: 'Laporan Pembelian Barang 01/11/2026 – 30/11/2026',
  columns: [
    { header: 'No', key: 'no', width: 6, format: 'integer' },
    { header: 'Tanggal', key: 'tanggal', width: 12, format: 'date' },
    { header: 'No. TRX', key: 'noTrx', width: 20, format: 'text' },
    { header: 'Supplier', key: 'supplier', width: 32 },
    { header: 'Total', key: 'total', width: 18, format: 'rupiah' },
  ],
  rows: [
    { no: 1, tanggal: '2026-11-02', noTrx: '001700', supplier: 'PT Sumber Makmur Abadi', total: 1_234_500 },
    { no: 2, tanggal: '2026-11-15', noTrx: 1_700_000_123, supplier: 'PT Surya Energi', total: '949000' },
    { no: 3, tanggal: '2026-11-28', noTrx: 'PO-1003', supplier: 'CV Baja Ringan', total: 1_518_800 },
  ],
  totalRow: { supplier: 'Total', total: 3_702_300 },
};

async function readBack(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('renderXlsx', () => {
  it('writes a title, a bold frozen filterable header, the rows with numbers as numbers, and a bold total line', async () => {
    const buffer = await renderXlsx(REPORT);
    // An .xlsx is a zip.
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = await readBack(buffer);

    expect(sheet.name).toBe('Laporan Pembelian');
    expect(sheet.getCell('A1').value).toBe('Laporan Pembelian Barang 01/11/2026 – 30/11/2026');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('E1').isMerged).toBe(true);

    // Row 3 is the header: bold, frozen below it, and the filter covers it and the data rows.
    expect(sheet.getRow(3).values).toEqual([undefined, 'No', 'Tanggal', 'No. TRX', 'Supplier', 'Total']);
    for (const column of ['A', 'B', 'C', 'D', 'E']) expect(sheet.getCell(`${column}3`).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(sheet.autoFilter).toBe('A3:E6');

    // Data: integers and rupiah stay numbers with their format, days are dates, codes stay text.
    expect(sheet.getCell('A4').value).toBe(1);
    expect(sheet.getCell('A4').numFmt).toBe('0');
    expect(sheet.getCell('B4').value).toEqual(new Date(Date.UTC(2026, 10, 2)));
    expect(sheet.getCell('B4').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C4').value).toBe('001700');
    expect(sheet.getCell('C5').value).toBe('1700000123');
    expect(sheet.getCell('E4').value).toBe(1_234_500);
    expect(sheet.getCell('E4').numFmt).toBe('#,##0');
    expect(sheet.getCell('E5').value).toBe(949_000);
    expect(sheet.getCell('D6').value).toBe('CV Baja Ringan');

    // The total line, after the filter range.
    expect(sheet.getCell('D7').value).toBe('Total');
    expect(sheet.getCell('E7').value).toBe(3_702_300);
    expect(sheet.getCell('E7').font?.bold).toBe(true);
    expect(sheet.getCell('E7').numFmt).toBe('#,##0');
    expect(sheet.rowCount).toBe(7);

    expect(sheet.getColumn(4).width).toBe(32);
  });

  it('without a title starts with the header, and cleans a tab name Excel would refuse', async () => {
    const sheet = await readBack(
      await renderXlsx({
        name: 'Per Produk: 01/11 – 30/11 [semua status]',
        columns: [
          { header: 'Qty', key: 'qty', format: 'integer' },
          { header: 'Harga', key: 'harga', format: 'rupiah' },
        ],
        rows: [{ qty: 12, harga: 15_000 }],
      }),
    );
    expect(sheet.name).toBe('Per Produk  01 11 – 30 11  semu');
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Qty', 'Harga']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:B2');
    expect(sheet.getCell('A2').value).toBe(12);
    expect(sheet.getCell('B2').value).toBe(15_000);
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps 5,000 rows as numbers', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ no: i + 1, harga: 15_000 + i }));
    const sheet = await readBack(
      await renderXlsx({
        name: 'Besar',
        columns: [
          { header: 'NO.', key: 'no', format: 'integer' },
          { header: 'Harga', key: 'harga', format: 'rupiah' },
        ],
        rows,
        totalRow: { no: 'Total', harga: rows.reduce((sum, row) => sum + row.harga, 0) },
      }),
    );
    expect(sheet.rowCount).toBe(5002);
    expect(sheet.getCell('B5001').value).toBe(19_999);
    // 15.000 × 5.000 + (0 + … + 4.999)
    expect(sheet.getCell('B5002').value).toBe(87_497_500);
  });
});

describe('sendXlsx', () => {
  it('answers the workbook as a download with a safe .xlsx name', async () => {
    const app = Fastify();
    app.get('/export', async (_request, reply) => sendXlsx(reply, await renderXlsx(REPORT), 'laporan "pembelian"/11.xlsx'));
    try {
      const response = await app.inject({ method: 'GET', url: '/export' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_MIME);
      expect(response.headers['content-disposition']).toBe('attachment; filename="laporan _pembelian_11.xlsx"');
      expect(response.headers['cache-control']).toBe('no-store');
      const sheet = await readBack(response.rawPayload);
      expect(sheet.getCell('E7').value).toBe(3_702_300);
    } finally {
      await app.close();
    }
  });

  it('safeXlsxFilename adds the extension once', () => {
    expect(safeXlsxFilename('laporan-2026-11')).toBe('laporan-2026-11.xlsx');
    expect(safeXlsxFilename('laporan.XLSX')).toBe('laporan.XLSX');
    expect(safeXlsxFilename('///')).toBe('_.xlsx');
  });
});
