import { randomUUID } from 'node:crypto';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, jakartaDate } from '../../../common/calendar';
import { jakartaInstant } from '../../../common/attendance';
import {
  ATTENDANCE_PREVIEW_CELL_CHARS,
  ATTENDANCE_PREVIEW_ROWS,
  ATTENDANCE_RESULT_ROWS,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_ROWS,
  type ImportOutcome,
  type ImportPreview,
  type ImportRowResult,
} from '../../../common/contract/attendance';
import { writeAuditBy, type AuditActor } from '../../db/audit';
import type { Db } from '../../db/client';
import { activeEmployeesByIdks, type RosterEmployee } from '../../employee/lookup';
import { AppError, validationError } from '../../http/errors';
import { parseDateTimeText, parseTimeText, type SheetRow } from './sheet';
import { dateOutOfRangeMessage, isDateInRange } from '../../../common/contract/fields';
import { attendanceDays, attendanceScans } from './tables';

/**
 * The fingerprint import (issue 17 section 1): a machine's export (CSV or xlsx, one scan a row:
 * the employee's number and the date-time, in one column or two), previewed, mapped, then written
 * in one transaction. A day's first scan is its check-in, its last (when later) its check-out.
 */

const HEADER_GUESSES = {
  employee: /^(no\.?|nomor|id|idk|nik|pin|user ?id|ac-?no\.?|enroll.*|no\.? ?karyawan|nomor karyawan|emp.*)$/i,
  datetime: /(tanggal.*(jam|waktu)|date.?time|waktu scan|scan|check.?time|datetime)/i,
  date: /^(tanggal|tgl|date)$/i,
  time: /^(jam|waktu|time|pukul)$/i,
};

const looksLikeData = (cell: string): boolean => /^\d+$/.test(cell) || parseDateTimeText(cell) !== null;

/** The first row is a header when none of its cells reads as a number or a date. */
export function hasHeaderRow(rows: readonly SheetRow[]): boolean {
  const first = rows[0];
  return first !== undefined && !first.cells.some(looksLikeData);
}

function firstMatching(columns: readonly string[], pattern: RegExp, taken: readonly (number | null)[]): number | null {
  const index = columns.findIndex((c, i) => pattern.test(c.trim()) && !taken.includes(i));
  return index < 0 ? null : index;
}

/** A cell as the preview shows it: at most ATTENDANCE_PREVIEW_CELL_CHARS characters, a longer one cut with '…'. */
const shown = (cell: string): string => (cell.length > ATTENDANCE_PREVIEW_CELL_CHARS ? `${cell.slice(0, ATTENDANCE_PREVIEW_CELL_CHARS - 1)}…` : cell);

/** The data rows (after a header), at most IMPORT_MAX_ROWS of them: 413 beyond. */
export function dataRows(rows: readonly SheetRow[], hasHeader: boolean): readonly SheetRow[] {
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length > IMPORT_MAX_ROWS) throw new AppError('TOO_LARGE', IMPORT_TOO_MANY_ROWS(IMPORT_MAX_ROWS), { file: IMPORT_TOO_MANY_ROWS(IMPORT_MAX_ROWS) });
  return data;
}

/**
 * What the preview shows: the columns, the first rows (cells cut to ATTENDANCE_PREVIEW_CELL_CHARS)
 * and the mapping guessed from headers or content. Its size is bounded whatever the file holds.
 */
export function previewOf(rows: readonly SheetRow[]): ImportPreview {
  const header = hasHeaderRow(rows);
  const data = dataRows(rows, header);
  const width = rows.slice(0, ATTENDANCE_PREVIEW_ROWS + 1).reduce((widest, r) => Math.max(widest, r.cells.length), 0);
  const columns = Array.from({ length: width }, (_, i) => shown((header ? (rows[0]?.cells[i] ?? '') : '') || `Kolom ${i + 1}`));
  const sample = data.slice(0, ATTENDANCE_PREVIEW_ROWS).map((r) => Array.from({ length: width }, (_, i) => r.cells[i] ?? ''));
  let suggested: ImportPreview['suggested'];
  if (header) {
    const employee = firstMatching(columns, HEADER_GUESSES.employee, []);
    const datetime = firstMatching(columns, HEADER_GUESSES.datetime, [employee]);
    const date = datetime === null ? firstMatching(columns, HEADER_GUESSES.date, [employee]) : null;
    const time = datetime === null ? firstMatching(columns, HEADER_GUESSES.time, [employee, date]) : null;
    suggested = { employee_column: employee, datetime_column: datetime, date_column: date, time_column: time };
  } else {
    // By content: digits are the number, a date with a time the date-time, else a date and a time.
    const first = sample[0] ?? [];
    const employee = first.findIndex((c) => /^\d+$/.test(c));
    const datetime = first.findIndex((c) => parseDateTimeText(c)?.time != null);
    const date = datetime < 0 ? first.findIndex((c) => parseDateTimeText(c) !== null) : -1;
    const time = datetime < 0 ? first.findIndex((c, i) => i !== employee && /^\d{1,2}[:.]\d{2}/.test(c)) : -1;
    const orNull = (n: number) => (n < 0 ? null : n);
    suggested = { employee_column: orNull(employee), datetime_column: orNull(datetime), date_column: orNull(date), time_column: orNull(time) };
  }
  return { columns, has_header: header, rows: sample.map((r) => r.map(shown)), total_rows: data.length, suggested };
}

export interface ImportColumns {
  has_header: boolean;
  employee_column: number;
  datetime_column?: number | undefined;
  date_column?: number | undefined;
  time_column?: number | undefined;
}

interface ParsedScan {
  line: number;
  employeeNumber: string;
  /** Null when the row's date or time could not be read; `unreadable` then says why. */
  at: Date | null;
  unreadable?: string;
}

/**
 * Every data row's number and instant. A row whose date or time cannot be read (or lies outside
 * 1900–2100) is kept as unreadable, so the rest of a machine's export still goes in and the row is
 * listed as a problem; a file with no readable row at all (a wrong mapping) is a 400 naming its first line.
 */
export function parseScans(rows: readonly SheetRow[], columns: ImportColumns): ParsedScan[] {
  const data = dataRows(rows, columns.has_header);
  if (data.length === 0) throw validationError({ file: 'File tidak berisi baris data' });
  const scans = data.map((row): ParsedScan => {
    const cell = (i: number | undefined) => (i === undefined ? '' : (row.cells[i] ?? '').trim());
    const employeeNumber = cell(columns.employee_column);
    let date: string | null = null;
    let time: string | null = null;
    if (columns.datetime_column !== undefined) {
      const parsed = parseDateTimeText(cell(columns.datetime_column));
      date = parsed?.date ?? null;
      time = parsed?.time ?? null;
    } else {
      date = parseDateTimeText(cell(columns.date_column))?.date ?? null;
      time = parseTimeText(cell(columns.time_column));
    }
    if (!date || !time) {
      const shown = columns.datetime_column !== undefined ? cell(columns.datetime_column) : `${cell(columns.date_column)} ${cell(columns.time_column)}`;
      return { line: row.line, employeeNumber, at: null, unreadable: `tanggal/jam '${shown.trim()}' tidak terbaca` };
    }
    // As every date field: a year outside 1900–2100 is a slip (and year 0 does not exist in PostgreSQL).
    if (!isDateInRange(date)) return { line: row.line, employeeNumber, at: null, unreadable: dateOutOfRangeMessage(`tanggal '${date}'`) };
    return { line: row.line, employeeNumber, at: jakartaInstant(date, time) };
  });
  const first = scans[0];
  if (first?.unreadable !== undefined && scans.every((scan) => scan.at === null)) throw validationError({ file: `Baris ${first.line}: ${first.unreadable}` });
  return scans;
}

/** Employees whose scans one query reads. */
const CHUNK = 500;
/**
 * Rows one statement writes. They travel as one JSON parameter (json_array_elements), so a
 * statement has a handful of bind parameters however many rows it carries (PostgreSQL allows
 * 65 535), and 100 000 rows are a few statements rather than hundreds.
 */
const BULK = 10_000;
/** Employee numbers asked per query. */
const LOOKUP_CHUNK = 5_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The `key` column of a raw statement's rows (pg and PGlite both answer `{ rows }`). */
function keysOf(result: unknown): string[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  if (!Array.isArray(rows)) throw new Error('attendance import: unexpected result');
  return rows.map((row: unknown) => {
    if (typeof row === 'object' && row !== null && 'key' in row && typeof row.key === 'string') return row.key;
    throw new Error('attendance import: unexpected row');
  });
}

/**
 * Writes the scans (one transaction: the caller's) and each touched day's check-in and check-out.
 * A day an admin corrected (source 'manual') keeps what the admin wrote.
 */
export async function importScans(tx: Db, scans: readonly ParsedScan[], by: AuditActor, now: Date): Promise<ImportOutcome> {
  const batchId = randomUUID();
  // Asked in chunks: a file of 100 000 different numbers would pass PostgreSQL's parameter limit in one query.
  const numbers = [...new Set(scans.map((s) => (/^\d+$/.test(s.employeeNumber) ? Number(s.employeeNumber) : -1)))];
  const employees = new Map<number, RosterEmployee>();
  for (let i = 0; i < numbers.length; i += LOOKUP_CHUNK) {
    for (const [idk, employee] of await activeEmployeesByIdks(tx, numbers.slice(i, i + LOOKUP_CHUNK))) employees.set(idk, employee);
  }
  const results: ImportRowResult[] = [];
  const fresh: { index: number; employeeId: string; at: Date }[] = [];
  const seen = new Set<string>();
  for (const scan of scans) {
    const employee = /^\d+$/.test(scan.employeeNumber) ? employees.get(Number(scan.employeeNumber)) : undefined;
    if (scan.at === null) {
      results.push({ row: scan.line, employee_number: scan.employeeNumber, employee: employee?.nama ?? null, scanned_at: null, result: 'tidak terbaca', ...(scan.unreadable ? { note: scan.unreadable } : {}) });
      continue;
    }
    const base = { row: scan.line, employee_number: scan.employeeNumber, employee: employee?.nama ?? null, scanned_at: scan.at.toISOString() };
    if (!employee) {
      results.push({ ...base, result: 'karyawan tidak dikenal' });
      continue;
    }
    // A scan that has not happened yet is a machine's wrong clock: refused for this row, the rest goes in.
    if (scan.at > now) {
      results.push({ ...base, result: 'setelah hari ini' });
      continue;
    }
    const key = `${employee.id}|${scan.at.getTime()}`;
    // The same scan twice in one file is a duplicate as well.
    results.push({ ...base, result: seen.has(key) ? 'duplikat' : 'diimpor' });
    if (!seen.has(key)) fresh.push({ index: results.length - 1, employeeId: employee.id, at: scan.at });
    seen.add(key);
  }
  const inserted = new Set<string>();
  for (const part of chunks(fresh, BULK)) {
    const rows = JSON.stringify(part.map((s) => [s.employeeId, s.at.toISOString()]));
    const result: unknown = await tx.execute(sql`
      insert into ${attendanceScans} (employee_id, scanned_at, batch_id, created_at, created_by)
      select (r->>0)::uuid, (r->>1)::timestamptz, ${batchId}::uuid, ${now.toISOString()}::timestamptz, ${by.user.id}::uuid
      from json_array_elements(${rows}::json) as r
      on conflict do nothing
      returning employee_id::text || '|' || (extract(epoch from scanned_at) * 1000)::bigint::text as key`);
    for (const key of keysOf(result)) inserted.add(key);
  }
  const touched = new Map<string, { employeeId: string; date: string }>();
  for (const scan of fresh) {
    const result = results[scan.index];
    if (!result) continue;
    if (!inserted.has(`${scan.employeeId}|${scan.at.getTime()}`)) {
      result.result = 'duplikat';
      continue;
    }
    const date = jakartaDate(scan.at);
    touched.set(`${scan.employeeId}|${date}`, { employeeId: scan.employeeId, date });
  }
  await rebuildDays(tx, [...touched.values()], by, now);
  if (inserted.size > 0) {
    await writeAuditBy(tx, by, now, { entity: 'attendance_import', entityId: batchId, action: 'import', changedFields: ['attendance_scans', 'attendance_days'] });
  }
  const count = (r: ImportRowResult['result']) => results.filter((x) => x.result === r).length;
  // The problems first, so a long file's are all in the answer whatever their place in the file.
  const problems = results.filter((x) => x.result !== 'diimpor');
  const imported = results.filter((x) => x.result === 'diimpor');
  return {
    batch_id: batchId,
    rows: [...problems, ...imported].slice(0, ATTENDANCE_RESULT_ROWS),
    total_rows: results.length,
    counts: {
      diimpor: count('diimpor'),
      duplikat: count('duplikat'),
      tidak_dikenal: count('karyawan tidak dikenal'),
      masa_depan: count('setelah hari ini'),
      tidak_terbaca: count('tidak terbaca'),
    },
  };
}

/** Each touched day's first and last scan (all imports), written onto its day row. */
async function rebuildDays(tx: Db, touched: readonly { employeeId: string; date: string }[], by: AuditActor, now: Date): Promise<void> {
  if (touched.length === 0) return;
  const dates = touched.map((t) => t.date).sort();
  const from = jakartaInstant(dates[0] ?? '', '00:00');
  const to = jakartaInstant(addDays(dates[dates.length - 1] ?? '', 1), '00:00');
  const wanted = new Set(touched.map((t) => `${t.employeeId}|${t.date}`));
  const span = new Map<string, { employeeId: string; date: string; first: Date; last: Date }>();
  for (const ids of chunks([...new Set(touched.map((t) => t.employeeId))])) {
    const scans = await tx
      .select({ employeeId: attendanceScans.employeeId, at: attendanceScans.scannedAt })
      .from(attendanceScans)
      .where(and(inArray(attendanceScans.employeeId, ids), gte(attendanceScans.scannedAt, from), lt(attendanceScans.scannedAt, to)));
    for (const scan of scans) {
      const date = jakartaDate(scan.at);
      const key = `${scan.employeeId}|${date}`;
      if (!wanted.has(key)) continue;
      const current = span.get(key);
      if (!current) span.set(key, { employeeId: scan.employeeId, date, first: scan.at, last: scan.at });
      else {
        if (scan.at < current.first) current.first = scan.at;
        if (scan.at > current.last) current.last = scan.at;
      }
    }
  }
  const values = [...span.values()].map((s) => [s.employeeId, s.date, s.first.toISOString(), s.last > s.first ? s.last.toISOString() : null]);
  const stamp = sql`${now.toISOString()}::timestamptz, ${by.user.id}::uuid`;
  for (const part of chunks(values, BULK)) {
    // The earliest check-in and the latest check-out over what the day had and this import's scans.
    await tx.execute(sql`
      insert into ${attendanceDays} (employee_id, date, status, check_in, check_out, source, created_at, created_by, updated_at, updated_by)
      select (r->>0)::uuid, (r->>1)::date, 'hadir', (r->>2)::timestamptz, (r->>3)::timestamptz, 'fingerprint', ${stamp}, ${stamp}
      from json_array_elements(${JSON.stringify(part)}::json) as r
      on conflict (employee_id, date) do update set
        status = 'hadir',
        check_in = least(attendance_days.check_in, excluded.check_in),
        check_out = case when greatest(attendance_days.check_out, excluded.check_out, excluded.check_in) > least(attendance_days.check_in, excluded.check_in)
          then greatest(attendance_days.check_out, excluded.check_out, excluded.check_in) end,
        updated_at = excluded.updated_at,
        updated_by = excluded.updated_by
      where attendance_days.source <> 'manual'`);
  }
}
