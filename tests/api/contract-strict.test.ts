import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOutOfRangeMessage } from '../../common/contract/fields';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';
import { callMultipart, formParts, type UploadFile } from '../support/uploads';
import { uniqueTag, WarehouseClient, type ErrorBody, type Picks } from '../support/warehouse';

/**
 * The contract at the edge (issue 24 item 5): numbers are numbers (a JSON body's null, true, [],
 * '1e3', '12,5', '12abc' or even '12' is a 400 naming the field; a multipart form's plain digits
 * are read as the number they spell), dates stay within 1900–2100 in every field and imported row,
 * a caller without access gets 401/403 before any 400 about the body, and /api/docs/json gives
 * every request property a schema.
 */

let t: TestServer;
let admin: string;
let w: WarehouseClient;
let picks: Picks;

const BAD_NUMBERS: readonly unknown[] = [null, true, [], '1e3', '12,5', '12abc', '12'];
const BAD_YEARS = ['0000-01-01', '2101-01-01'] as const;

type Answer = ErrorBody & { data?: { id: string } };

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
  w = new WarehouseClient(t.url, admin);
  picks = await w.picks(uniqueTag('K'));
});
afterAll(async () => {
  await t?.close();
});

const product = (fields: Record<string, unknown>) => ({ name: `Pipa ${uniqueTag()}`, code: '', price: 1000, stock: 0, ...picks, ...fields });
const api = (method: string, path: string, body?: unknown, token = admin) => call<Answer>(t.url, method, path, { token, ...(body !== undefined ? { body } : {}) });
const csv = (text: string): UploadFile => ({ data: Buffer.from(text, 'utf8'), name: 'data.csv', type: 'text/csv' });

describe('numbers', () => {
  it('a JSON product add or update refuses null, true, [], "1e3", "12,5", "12abc" and "12" as price or stock, naming the field', async () => {
    const saved = await w.addProduct(picks, { name: `Pipa ${uniqueTag()}`, price: 5000, stock: 2 });
    for (const value of BAD_NUMBERS) {
      for (const field of ['price', 'stock']) {
        const added = await api('POST', '/api/warehouse/product/add', product({ [field]: value }));
        expect(added.status, `add ${field}=${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys(added.body.error.fields ?? {}), `add ${field}=${JSON.stringify(value)}`).toEqual([field]);
        const updated = await api('PUT', `/api/warehouse/product/update/${saved.id}`, { ...WarehouseClient.formOf(saved), [field]: value, status: 'active' });
        expect(updated.status, `update ${field}=${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys(updated.body.error.fields ?? {}), `update ${field}=${JSON.stringify(value)}`).toEqual([field]);
      }
    }
    // Nothing was stored by the refusals: the product is as it was.
    expect(await w.detail(saved.id)).toMatchObject({ data: { price: 5000, stock: 2 } });
  });

  it('a multipart form takes plain digits, and only those', async () => {
    const row = await w.addProduct(picks, { name: `Pipa ${uniqueTag()}`, price: '125000', stock: '7' });
    expect(row).toMatchObject({ price: 125000, stock: 7 });
    for (const value of ['1e3', '12,5', '12abc', '-5', '1.5', ' ']) {
      const res = await w.addProductRaw(product({ price: value }));
      expect(res.status, `price '${value}'`).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), `price '${value}'`).toEqual(['price']);
    }
    await w.expectStockClean();
  });

  it('a query string takes plain digits: page=2 works, page=1e1 and per_page=-1 are 400 naming the parameter', async () => {
    expect((await api('GET', '/api/warehouse/product/pro?page=2&per_page=5')).status).toBe(200);
    for (const [query, field] of [['page=1e1', 'page'], ['per_page=-1', 'per_page'], ['page=1.5', 'page']] as const) {
      const res = await api('GET', `/api/warehouse/product/pro?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('dates within 1900–2100', () => {
  it('every date field refuses year 0000 and 2101 with a 400 naming it', async () => {
    for (const day of BAD_YEARS) {
      const cases: [string, Promise<{ status: number; body: Answer }>, string, string][] = [
        ['libur/add', api('POST', '/api/attendance/libur/add', { date: day, name: 'Libur' }), 'date', 'Tanggal'],
        ['run/add', api('POST', '/api/salary/run/add', { kind: 'bulanan', period_start: day, divisions: [picks.division] }), 'period_start', 'Periode'],
        ['run/divisions', api('GET', `/api/salary/run/divisions?kind=bulanan&period_start=${day}`), 'period_start', 'Periode'],
        [
          'statutory/rates/add',
          api('POST', '/api/salary/statutory/rates/add', { key: 'jht_employer', valid_from: day, value: 370, source: 'PP 46/2015' }),
          'valid_from',
          'Tanggal berlaku',
        ],
        ['employee joined_on', api('POST', '/api/employee/employee/add', { joined_on: day }), 'joined_on', 'Tanggal masuk'],
        ['stockMove created_date', api('POST', '/api/warehouse/stockMove/add', { created_date: day }), 'created_date', 'Tanggal'],
        ['stock_out_user created_date', api('POST', '/api/warehouse/stock_out_user/add', { created_date: `${day.slice(0, 4)}-06-01T03:00:00.000Z` }), 'created_date', 'Tanggal'],
      ];
      for (const [what, pending, field, label] of cases) {
        const res = await pending;
        expect(res.status, `${what} ${day}`).toBe(400);
        expect(res.body.error.fields?.[field], `${what} ${day}`).toBe(dateOutOfRangeMessage(label));
      }
    }
  });

  it('the attendance import and the holiday import refuse a row dated 0000 or 2101, naming its line, and store nothing', async () => {
    for (const day of BAD_YEARS) {
      const holidays = await callMultipart<Answer>(t.url, 'POST', '/api/attendance/libur/import', [{ name: 'file', value: csv(`tanggal,nama\n2027-01-01,Tahun Baru\n${day},Salah\n`) }], admin);
      expect(holidays.status, day).toBe(400);
      expect(holidays.body.error.fields?.['file']).toBe(`Baris 3: ${dateOutOfRangeMessage(`tanggal '${day}'`)}`);
      const scans = await callMultipart<Answer>(
        t.url,
        'POST',
        '/api/attendance/import/commit',
        formParts({ has_header: 'true', employee_column: '0', datetime_column: '1' }, csv(`idk,waktu\n1001,${day} 07:55\n`)),
        admin,
      );
      expect(scans.status, day).toBe(400);
      expect(scans.body.error.fields?.['file']).toBe(`Baris 2: ${dateOutOfRangeMessage(`tanggal '${day}'`)}`);
    }
    const listed = await api('GET', '/api/attendance/libur/all?show=all');
    expect(JSON.stringify(listed.body)).not.toContain('2027-01-01');
  });

  it("an ISO timestamp is read as the Jakarta day: the goods-out line's created_date", async () => {
    const header = await api('POST', '/api/warehouse/stock_out_user/add', { created_date: '2026-03-03T17:30:00.000Z', status: 'active' });
    expect(header.status).toBe(200);
    // Only the date's form is checked here: the rest of the line is incomplete.
    const line = await api('POST', '/api/warehouse/stock_out/add', { created_date: '2026-03-03T17:30:00Z', stock_user: header.body.data?.id });
    expect(line.status).toBe(400);
    expect(line.body.error.fields?.['created_date']).toBeUndefined();
    const bad = await api('POST', '/api/warehouse/stock_out/add', { created_date: '2026-03-03T25:99:00Z', stock_user: header.body.data?.id });
    expect(bad.body.error.fields?.['created_date']).toBe('Tanggal tidak valid');
    expect((await api('PUT', `/api/warehouse/stock_out_user/update/${header.body.data?.id}`, { status: 'deleted' })).status).toBe(200);
  });
});

describe('access before the body', () => {
  it('a user without the module or the role gets 403 for an invalid (even unreadable) body; without a session 401', async () => {
    await t.createUser({ email: 'hanya-employee@erp.test', password: 'rahasia-clerk-1', role: 'user', access: ['/employee'] });
    await t.createUser({ email: 'gaji-user@erp.test', password: 'rahasia-clerk-2', role: 'user', access: ['/sallary'] });
    const clerk = await login(t.url, 'hanya-employee@erp.test', 'rahasia-clerk-1');
    const salaryUser = await login(t.url, 'gaji-user@erp.test', 'rahasia-clerk-2');
    const invalid = { price: 'x', name: 5 };
    expect((await api('POST', '/api/warehouse/product/add', invalid, clerk)).status).toBe(403);
    // Module access, but not the role the write needs (attendance, statutory, payroll: admin).
    for (const [path, body] of [
      ['/api/attendance/libur/add', { date: '0000-01-01' }],
      ['/api/salary/statutory/rates/add', { value: 'x' }],
      ['/api/salary/run/add', { kind: 'x' }],
    ] as const) {
      const res = await api('POST', path, body, salaryUser);
      expect(res.status, path).toBe(403);
    }
    const unreadable = await fetch(`${t.url}/api/warehouse/product/add`, { method: 'POST', headers: { authorization: `Bearer ${clerk}`, 'content-type': 'application/json' }, body: '{"price": ' });
    expect(unreadable.status).toBe(403);
    const anonymous = await fetch(`${t.url}/api/warehouse/product/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"price": ' });
    expect(anonymous.status).toBe(401);
  });
});

interface Schema {
  type?: unknown;
  enum?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: unknown;
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface DocOperation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Where a request schema says nothing about its value (`{}`): 'POST /api/x body.price'. */
function emptySchemas(doc: { paths: Record<string, Record<string, DocOperation>> }): string[] {
  const found: string[] = [];
  const says = (s: Schema | undefined) => s !== undefined && ['type', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref', 'const'].some((key) => key in s);
  const walk = (where: string, schema: Schema | undefined): void => {
    if (!says(schema)) {
      found.push(where);
      return;
    }
    for (const [name, inner] of Object.entries(schema?.properties ?? {})) walk(`${where}.${name}`, inner);
    if (schema?.items) walk(`${where}[]`, schema.items);
    for (const member of [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? []), ...(schema?.allOf ?? [])]) walk(where, member);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) walk(`${name} ${parameter.in}.${parameter.name}`, parameter.schema);
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) walk(`${name} body(${type})`, content.schema);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  // The document does not depend on the database; reading it costs little, so it is checked on both rather than skipped on one.
  it('gives every request property, path and query parameter a schema, and lists enumerated integers', async () => {
    const res = await call<{ paths: Record<string, Record<string, DocOperation>> }>(t.url, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(emptySchemas(res.body)).toEqual([]);
    const kategori = res.body.paths['/api/certificate/jenis/update/{id}']?.['put']?.requestBody?.content?.['application/json']?.schema?.properties?.['kategori'];
    expect(kategori).toMatchObject({ type: 'integer', enum: [1, 2, 3] });
  });
});
