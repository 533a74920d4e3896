import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Excel exports of the reports (issue 5 section 5: purchasing staff live in spreadsheets), with
 * exceljs. Numbers stay numbers, so a sheet sums and filters: amounts carry a '#,##0' format,
 * dates are real dates shown DD/MM/YYYY; the header row is bold, frozen and filterable.
 */
export type XlsxFormat = 'text' | 'rupiah' | 'integer' | 'number' | 'date';

export interface XlsxColumn {
  header: string;
  key: string;
  /** In characters, as Excel counts them. */
  width?: number;
  format?: XlsxFormat;
}

export type XlsxRow = Record<string, string | number>;

export interface XlsxSheet {
  /** The worksheet's tab name (cut to Excel's 31 characters, without the characters it refuses). */
  name: string;
  /** A bold line above the table ('Laporan Pembelian Barang 01/11/2026 – 30/11/2026'). */
  title?: string;
  columns: XlsxColumn[];
  rows: XlsxRow[];
  /** Indexes into `rows` written bold on the header's fill: subtotals within the data (a group's total). */
  emphasisRows?: readonly number[];
  /** A bold last line below the rows (not inside the filter range), e.g. { status: 'Total', total: 123 }. */
  totalRow?: XlsxRow;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const XLSX_NUMBER_FORMATS: Record<XlsxFormat, string | undefined> = {
  text: '@',
  rupiah: '#,##0',
  integer: '0',
  /** A plain number with its decimals (a rate of 2.25): Excel's General. */
  number: undefined,
  date: 'dd/mm/yyyy',
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAEE' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FF8A8F99' } };

/** Excel refuses []:*?/\ in a tab name and cuts it at 31 characters. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A cell's value for its column's format: amounts and counts as numbers, ISO days as dates; anything else as given. */
function cellValue(value: string | number | undefined, format: XlsxFormat): ExcelJS.CellValue {
  if (value === undefined) return null;
  if ((format === 'rupiah' || format === 'integer' || format === 'number') && typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  if (format === 'date' && typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    // A calendar day, at UTC midnight: exceljs stores the date serial from UTC, so no zone shifts it.
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  }
  if (format === 'text' && typeof value === 'number') return String(value);
  return value;
}

export async function renderXlsx(sheet: XlsxSheet): Promise<Buffer> {
  return renderXlsxBook([sheet]);
}

/** A workbook of several sheets, in their order (the tax office's files have one per form). */
export async function renderXlsxBook(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ERP Back Office';
  workbook.created = new Date();
  for (const sheet of sheets) addSheet(workbook, sheet);
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

function addSheet(workbook: ExcelJS.Workbook, sheet: XlsxSheet): void {
  const worksheet = workbook.addWorksheet(sheetName(sheet.name));
  const columnCount = sheet.columns.length;
  const formatOf = (index: number): XlsxFormat => sheet.columns[index]?.format ?? 'text';

  sheet.columns.forEach((column, index) => {
    const target = worksheet.getColumn(index + 1);
    target.width = column.width ?? Math.max(10, column.header.length + 2);
    const numFmt = XLSX_NUMBER_FORMATS[column.format ?? 'text'];
    if (numFmt) target.numFmt = numFmt;
    if (column.format === 'rupiah' || column.format === 'integer' || column.format === 'number') target.alignment = { horizontal: 'right' };
  });

  if (sheet.title) {
    const title = worksheet.addRow([sheet.title]);
    title.font = { bold: true, size: 13 };
    if (columnCount > 1) worksheet.mergeCells(title.number, 1, title.number, columnCount);
    worksheet.addRow([]);
  }

  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  });
  worksheet.views = [{ state: 'frozen', xSplit: 0, ySplit: header.number }];

  const emphasis = new Set(sheet.emphasisRows ?? []);
  sheet.rows.forEach((row, rowIndex) => {
    const added = worksheet.addRow(sheet.columns.map((column, index) => cellValue(row[column.key], formatOf(index))));
    if (!emphasis.has(rowIndex)) return;
    added.font = { bold: true };
    added.eachCell({ includeEmpty: true }, (cell, column) => {
      if (column <= columnCount) cell.fill = HEADER_FILL;
    });
  });
  const lastDataRow = header.number + sheet.rows.length;
  worksheet.autoFilter = { from: { row: header.number, column: 1 }, to: { row: lastDataRow, column: columnCount } };

  if (sheet.totalRow) {
    const { totalRow } = sheet;
    const total = worksheet.addRow(sheet.columns.map((column, index) => cellValue(totalRow[column.key], formatOf(index))));
    total.font = { bold: true };
    total.eachCell({ includeEmpty: true }, (cell, column) => {
      if (column <= columnCount) cell.border = { top: THIN };
    });
  }
}

/** A name safe inside `filename="…"`, ending in .xlsx. */
export function safeXlsxFilename(filename: string): string {
  const base = filename.replace(/[^A-Za-z0-9 ._-]+/g, '_').trim() || 'laporan';
  return base.toLowerCase().endsWith('.xlsx') ? base : `${base}.xlsx`;
}

/** Answers an Excel file as a download. */
export function sendXlsx(reply: FastifyReply, buffer: Buffer, filename: string): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${safeXlsxFilename(filename)}"`)
    .header('cache-control', 'no-store')
    .send(buffer);
}
