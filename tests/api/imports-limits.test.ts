import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../common/calendar';
import {
  ATTENDANCE_PREVIEW_CELL_CHARS,
  ATTENDANCE_RESULT_ROWS,
  IMPORT_MAX_ROWS,
  type ImportOutcome,
  type ImportPreview,
} from '../../common/contract/attendance';
import { attendanceScans } from '../../server/salary/attendance/tables';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';
import { callMultipart, type UploadFile } from '../support/uploads';

/**
 * The imports' limits (issue 24): a file of IMPORT_MAX_ROWS rows is written in batches, one row
 * more is a 413 with nothing written, a long cell or a too-large xlsx (a zip bomb) is refused
 * before it is held, the preview's answer is bounded, and the preview is for those who may import.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAPPING = { has_header: 'true', employee_column: '0', datetime_column: '1' };

let t: TestServer;
let admin: string;
const idks: number[] = [];

const csv = (text: string): UploadFile => ({ data: Buffer.from(text, 'utf8'), name: 'absensi.csv', type: 'text/csv' });

const commit = (file: UploadFile, mapping: Record<string, string> = MAPPING, token = admin) =>
  callMultipart<{ data: ImportOutcome } & ErrorBody>(t.url, 'POST', '/api/attendance/import/commit', [...Object.entries(mapping).map(([name, value]) => ({ name, value })), { name: 'file', value: file }], token);

const preview = (file: UploadFile, token = admin) => callMultipart<{ data: ImportPreview } & ErrorBody>(t.url, 'POST', '/api/attendance/import/preview', [{ name: 'file', value: file }], token);

/** `count` scan rows after a header: the employees' scans (two a day, from 2001 on) then unknown numbers, each its own. */
function scanRows(count: number, known: number): string {
  const lines = ['PIN,Waktu Scan'];
  for (let i = 0; i < count; i++) {
    if (i < known) {
      const idk = idks[i % idks.length] ?? 0;
      const n = Math.floor(i / idks.length);
      lines.push(`${idk},${addDays('2001-01-01', Math.floor(n / 2))} ${n % 2 === 0 ? '07:55' : '17:05'}`);
    } else lines.push(`${9_000_000 + i},2001-01-01 08:00`);
  }
  return `${lines.join('\n')}\n`;
}

/** A one-entry zip (deflated), as an xlsx is one: enough for the server to unzip before it parses anything. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = zlib.deflateRawSync(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
  const division = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: admin, body: { name: 'Produksi', description: '', salary: 1, status: 'active' } });
  const position = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', { token: admin, body: { name: 'Operator', description: '', status: 'active' } });
  for (let n = 1; n <= 10; n++) {
    const res = await call<{ data: { idk: number } }>(t.url, 'POST', '/api/employee/employee/add', {
      token: admin,
      body: {
        firstname: `Pekerja${n}`,
        lastname: 'Impor',
        email: `impor${n}@batas.test`,
        phone: `0812345${String(10000 + n)}`,
        identity_number: `357800000${String(1000000 + n)}`,
        dname: division.body.data.id,
        pname: position.body.data.id,
        salary: 150000,
        overtime: 25000,
        dayoff: 2,
        makan_status: 'N',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    idks.push(res.body.data.idk);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('rows', () => {
  it(`a CSV of ${IMPORT_MAX_ROWS} rows (half of them unknown numbers, each different) is written in batches`, async () => {
    const known = IMPORT_MAX_ROWS / 2;
    const file = csv(scanRows(IMPORT_MAX_ROWS, known));
    const started = performance.now();
    const res = await commit(file);
    const seconds = (performance.now() - started) / 1000;
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    console.info(`import of ${IMPORT_MAX_ROWS} rows (${(file.data.length / 1024 / 1024).toFixed(1)} MB) on ${t.databaseKind}: ${seconds.toFixed(1)} s`);
    expect(res.body.data.counts).toEqual({ diimpor: known, duplikat: 0, tidak_dikenal: IMPORT_MAX_ROWS - known, masa_depan: 0, tidak_terbaca: 0 });
    expect(res.body.data.total_rows).toBe(IMPORT_MAX_ROWS);
    // The answer lists the first rows only, problems first (the unknown numbers, from the file's second half); the counts cover them all.
    expect(res.body.data.rows).toHaveLength(ATTENDANCE_RESULT_ROWS);
    expect(res.body.data.rows[0]).toMatchObject({ row: known + 2, result: 'karyawan tidak dikenal' });
    const [stored] = await t.server.database.db.select({ n: sql<number>`count(*)::int` }).from(attendanceScans).where(eq(attendanceScans.batchId, res.body.data.batch_id));
    expect(stored?.n).toBe(known);
  }, 120_000);

  it(`one row more than ${IMPORT_MAX_ROWS} is a 413, and nothing is written`, async () => {
    const db = t.server.database.db;
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(attendanceScans);
    const res = await commit(csv(scanRows(IMPORT_MAX_ROWS + 1, 10)));
    expect(res.status).toBe(413);
    expect(res.body.error.fields).toEqual({ file: 'File berisi lebih dari 100.000 baris data; bagi menjadi beberapa file' });
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(attendanceScans);
    expect(after?.n).toBe(before?.n);
    // The holiday import reads a few years of holidays at most.
    const holidays = ['tanggal,nama', ...Array.from({ length: 1001 }, (_, i) => `${addDays('2030-01-01', i)},Libur ${i}`)].join('\n');
    const refused = await callMultipart<ErrorBody>(t.url, 'POST', '/api/attendance/libur/import', [{ name: 'file', value: csv(holidays) }], admin);
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toBe('File berisi lebih dari 1.000 baris data; bagi menjadi beberapa file');
  });
});

describe('cells and workbooks', () => {
  it('a cell over 1 000 characters is a 400 naming its line, in a CSV and in an xlsx whose one 10 MB cell zips small', async () => {
    const long = await commit(csv(`PIN,Waktu Scan\n${idks[0] ?? 0},2001-01-01 08:00\n${'9'.repeat(1001)},2001-01-01 08:00\n`));
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ file: 'Baris 3: isi sel lebih dari 1.000 karakter' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Scan');
    sheet.addRow(['PIN', 'Waktu Scan']);
    sheet.addRow([idks[0] ?? 0, 'x'.repeat(10 * 1024 * 1024)]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(data.length).toBeLessThan(100 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const res = await preview({ data, name: 'bom.xlsx', type: XLSX });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: 'Baris 2: isi sel lebih dari 1.000 karakter' });
    // The server runs in this process: reading that workbook did not cost hundreds of megabytes.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('an xlsx that unzips to more than 40 MB is a 413 before any of it is parsed', async () => {
    const bomb = zipOf('xl/sharedStrings.xml', Buffer.alloc(64 * 1024 * 1024, 0x41));
    expect(bomb.length).toBeLessThan(256 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const res = await preview({ data: bomb, name: 'bom.xlsx', type: XLSX });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Isi file Excel terlalu besar (lebih dari 40 MB setelah dibuka)');
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });
});

describe('the preview', () => {
  it('answers at most 10 rows with cells cut to 200 characters, however wide and long the file', async () => {
    const cell = 'a'.repeat(1000);
    const row = (i: number) => [String(idks[0] ?? 0), `2001-01-0${(i % 9) + 1} 08:00`, ...Array.from({ length: 98 }, () => cell)].join(',');
    const text = ['PIN,Waktu Scan,' + Array.from({ length: 98 }, (_, i) => `Kolom ${i}`).join(','), ...Array.from({ length: 40 }, (_, i) => row(i))].join('\n');
    const res = await preview(csv(text));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data.total_rows).toBe(40);
    expect(res.body.data.rows).toHaveLength(10);
    expect(res.body.data.columns).toHaveLength(100);
    expect(res.body.data.rows[0]?.[2]).toBe(`${'a'.repeat(ATTENDANCE_PREVIEW_CELL_CHARS - 1)}…`);
    expect(JSON.stringify(res.body).length).toBeLessThan(250 * 1024);
    expect(res.body.data.suggested).toMatchObject({ employee_column: 0, datetime_column: 1 });
  });

  it('is for those who may import: a Sallary user who is not an admin gets 403, as on the commit', async () => {
    await t.createUser({ email: 'staf.gaji@batas.test', password: 'sandi-staf-gaji', role: 'user', access: ['/sallary'] });
    const staff = await login(t.url, 'staf.gaji@batas.test', 'sandi-staf-gaji');
    const file = csv(`PIN,Waktu Scan\n${idks[0] ?? 0},2001-01-01 08:00\n`);
    const res = await preview(file, staff);
    expect(res.status).toBe(403);
    expect((await commit(file, MAPPING, staff)).status).toBe(403);
    expect((await preview(file)).status).toBe(200);
  });
});
