import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  ATTENDANCE_FILE_EMPTY,
  ATTENDANCE_FILE_UNREADABLE,
  IMPORT_CELL_MAX_CHARS,
  IMPORT_CELL_TOO_LONG,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_COLUMNS,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_XLSX_MAX_UNZIPPED_BYTES,
  IMPORT_XLSX_TOO_LARGE,
} from '../../../common/contract/attendance';
import { AppError, validationError } from '../../http/errors';
import type { ReceivedFile } from '../../files';

/**
 * A table file as rows of texts: CSV (comma, semicolon or tab, quotes as RFC 4180) or the first
 * worksheet of an xlsx. A date cell of a workbook becomes 'YYYY-MM-DD HH:MM:SS' of the wall clock
 * the sheet shows (Excel keeps no time zone), so both kinds are read by the same date parser.
 * Empty lines are dropped; `line` is the file's own line number (1 = first).
 *
 * Bounded (issue 24): at most `maxRows` data rows plus a header, IMPORT_MAX_COLUMNS columns and
 * IMPORT_CELL_MAX_CHARS characters a cell, an xlsx at most IMPORT_XLSX_MAX_UNZIPPED_BYTES once
 * unzipped; reading stops at the first row beyond them.
 */
export interface SheetRow {
  line: number;
  cells: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateCell(date: Date): string {
  // exceljs hands out a cell's wall clock as if it were UTC.
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateCell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('text' in value) return String(value.text).trim();
  }
  return '';
}

const tooManyRows = (maxRows: number) => new AppError('TOO_LARGE', IMPORT_TOO_MANY_ROWS(maxRows), { file: IMPORT_TOO_MANY_ROWS(maxRows) });

/** Collects rows under the caps: a row beyond `maxRows` + 1 (a header) is a 413, a long cell or a wide row a 400. */
class RowCollector {
  readonly rows: SheetRow[] = [];
  constructor(private readonly maxRows: number) {}
  add(line: number, cells: string[]): void {
    const last = cells.findLastIndex((c) => c !== '');
    if (last < 0) return;
    if (last >= IMPORT_MAX_COLUMNS) throw validationError({ file: IMPORT_TOO_MANY_COLUMNS(line) });
    if (cells.some((c) => c.length > IMPORT_CELL_MAX_CHARS)) throw validationError({ file: IMPORT_CELL_TOO_LONG(line) });
    if (this.rows.length > this.maxRows) throw tooManyRows(this.maxRows);
    this.rows.push({ line, cells: cells.slice(0, last + 1) });
  }
}

const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_LOCAL = 0x04034b50;
const ZIP_MAX_ENTRIES = 10_000;

/**
 * Unzips every entry of the workbook once, for its real size (declared sizes can lie), and
 * refuses it past `maxBytes` in all (413) before any XML is parsed: a small zip can expand to
 * hundreds of megabytes. Inflating stops at the cap. A zip this reader cannot walk (zip64,
 * another compression) is unreadable (400).
 */
export function assertUnzippedSize(zip: Buffer, maxBytes: number = IMPORT_XLSX_MAX_UNZIPPED_BYTES): void {
  const unreadable = () => validationError({ file: ATTENDANCE_FILE_UNREADABLE });
  const tooLarge = () => new AppError('TOO_LARGE', IMPORT_XLSX_TOO_LARGE, { file: IMPORT_XLSX_TOO_LARGE });
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (entries > ZIP_MAX_ENTRIES || at >= zip.length) throw unreadable();
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== ZIP_CENTRAL) throw unreadable();
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== ZIP_LOCAL) throw unreadable();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) throw unreadable();
    const data = zip.subarray(start, start + compressed);
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes - total + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw unreadable();
      }
    } else throw unreadable();
    if (total > maxBytes) throw tooLarge();
  }
}

async function readXlsx(data: Buffer, maxRows: number): Promise<SheetRow[]> {
  assertUnzippedSize(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw validationError({ file: ATTENDANCE_FILE_UNREADABLE });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationError({ file: ATTENDANCE_FILE_EMPTY });
  const collected = new RowCollector(maxRows);
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > IMPORT_MAX_COLUMNS) throw validationError({ file: IMPORT_TOO_MANY_COLUMNS(line) });
      while (cells.length < column - 1) cells.push('');
      cells.push(cellText(cell.value));
    });
    collected.add(line, cells);
  });
  return collected.rows;
}

/** The separator a CSV uses: whichever of ; , tab appears most in its first line. */
function separatorOf(firstLine: string): string {
  const counts = [';', ',', '\t'].map((s) => ({ s, n: firstLine.split(s).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].s : ',';
}

export function parseCsv(text: string, maxRows: number = IMPORT_MAX_ROWS): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const separator = separatorOf(body.slice(0, body.search(/\r?\n|$/)));
  const collected = new RowCollector(maxRows);
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    collected.add(rowLine, cells);
    cells = [];
    cell = '';
  };
  // Checked as the text is read, so a 10 MB cell or line is refused without being built first.
  const grow = () => {
    if (cell.length > IMPORT_CELL_MAX_CHARS * 2) throw validationError({ file: IMPORT_CELL_TOO_LONG(rowLine) });
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
        grow();
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell.trim());
      cell = '';
      if (cells.length > IMPORT_MAX_COLUMNS * 10) throw validationError({ file: IMPORT_TOO_MANY_COLUMNS(rowLine) });
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += ch;
      grow();
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return collected.rows;
}

/**
 * The rows of an uploaded table file (the endpoint has checked it is CSV text or a ZIP); 400 when
 * unreadable or empty, 413 past `maxRows` data rows (plus a header) or an xlsx too large unzipped.
 */
export async function readSheet(file: ReceivedFile, maxRows: number = IMPORT_MAX_ROWS): Promise<SheetRow[]> {
  const rows = file.extension === 'xlsx' ? await readXlsx(file.data, maxRows) : parseCsv(file.data.toString('utf8'), maxRows);
  if (rows.length === 0) throw validationError({ file: ATTENDANCE_FILE_EMPTY });
  return rows;
}

const DATE_TIME_PATTERNS: readonly { pattern: RegExp; order: 'ymd' | 'dmy' }[] = [
  { pattern: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/, order: 'ymd' },
  { pattern: /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/, order: 'dmy' },
];

export interface WallClockParts {
  date: string;
  /** 'HH:MM:SS', or null when the text has no time. */
  time: string | null;
}

/**
 * A date (and maybe a time) as Indonesian exports write it: 'YYYY-MM-DD HH:MM[:SS]' or
 * 'DD/MM/YYYY HH:MM[:SS]' (also with - or .); null when it is not a real date and time.
 */
export function parseDateTimeText(text: string): WallClockParts | null {
  const value = text.trim();
  for (const { pattern, order } of DATE_TIME_PATTERNS) {
    const m = pattern.exec(value);
    if (!m) continue;
    const [y, mo, d] = order === 'ymd' ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
    const date = `${y}-${pad(Number(mo))}-${pad(Number(d))}`;
    const check = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
    if (m[4] === undefined) return { date, time: null };
    const time = parseTimeText(`${m[4]}:${m[5]}${m[6] ? `:${m[6]}` : ''}`);
    return time ? { date, time } : null;
  }
  return null;
}

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' (also with .) as 'HH:MM:SS'; null otherwise. */
export function parseTimeText(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!m) {
    // A workbook's time-only cell reads as a date-time on Excel's day zero.
    const whole = parseDateTimeText(text);
    return whole?.time ?? null;
  }
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return `${pad(h)}:${pad(mi)}:${pad(s)}`;
}
