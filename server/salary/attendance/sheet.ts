import ExcelJS from 'exceljs';
import { ATTENDANCE_FILE_EMPTY, ATTENDANCE_FILE_UNREADABLE } from '../../../common/contract/attendance';
import { validationError } from '../../http/errors';
import type { ReceivedFile } from '../../files';

/**
 * A table file as rows of texts: CSV (comma, semicolon or tab, quotes as RFC 4180) or the first
 * worksheet of an xlsx. A date cell of a workbook becomes 'YYYY-MM-DD HH:MM:SS' of the wall clock
 * the sheet shows (Excel keeps no time zone), so both kinds are read by the same date parser.
 * Empty lines are dropped; `line` is the file's own line number (1 = first).
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

async function readXlsx(data: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw validationError({ file: ATTENDANCE_FILE_UNREADABLE });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationError({ file: ATTENDANCE_FILE_EMPTY });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
  });
  return rows;
}

/** The separator a CSV uses: whichever of ; , tab appears most in its first line. */
function separatorOf(firstLine: string): string {
  const counts = [';', ',', '\t'].map((s) => ({ s, n: firstLine.split(s).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].s : ',';
}

export function parseCsv(text: string): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const separator = separatorOf(body.split(/\r?\n/, 1)[0] ?? '');
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((c) => c !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
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
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** The rows of an uploaded table file (the endpoint has checked it is CSV text or a ZIP); 400 when unreadable or empty. */
export async function readSheet(file: ReceivedFile): Promise<SheetRow[]> {
  const rows = file.extension === 'xlsx' ? await readXlsx(file.data) : parseCsv(file.data.toString('utf8'));
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
