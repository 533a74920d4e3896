import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/auth/tables';
import { jakartaDate, loadMealCodeSecret, mealCodeFor } from '../../server/luncheon/mealcode';
import { poBody, PurchasingClient, PROOF_PNG } from '../support/purchasing';
import { ADMIN, call, callOk, login, readResult, startTestServer, type TestServer } from '../support/server';
import { NUL_CHARACTER_MESSAGE } from '../../server/http/endpoint';
import { callMultipart, TINY_PNG } from '../support/uploads';

/**
 * Hostile input on every route of /api/docs/json, as the superadmin (so access never stops a
 * request before its input is read): malformed JSON, every body property with wrong types and
 * hostile strings (100,000 characters, markup, quotes, a NUL byte, a lone surrogate), prototype
 * keys, hostile path ids, page/per_page/sort/filter and every other query parameter with hostile
 * values, and malformed multipart on the routes that take files. No answer may be a 5xx (or lack
 * the error envelope), and afterwards the server is healthy: /api/health, a normal sign-in, the
 * sweeping session, the stock ledger, and no polluted Object.prototype (the server runs in this
 * process).
 *
 * A route added later is swept by being documented. Requests start from a valid-looking input
 * (each value generated from the route's schema, ids of rows seeded here where a property or path
 * names one), so hostile values reach the handlers and the database, not only the schema check.
 *
 * What keeps the sweep itself running (no route is skipped):
 * - POST /api/auth/logout gets a throwaway session per request, never the sweeping one;
 * - user routes ({id} under /api/auth) target a second account, never the sweeping superadmin
 *   (its deletion or a change of its email or password would end the sweep's session); so
 *   change_password, which only takes one's own id, answers 403 past its contract check;
 * - the sweep's requests carry X-Forwarded-For (trusted from loopback), so the failed sign-ins it
 *   sends to /api/auth/login count against that address, and the final normal sign-in from
 *   127.0.0.1 is not throttled by design;
 * - DELETE routes run last, so the rows they remove were there for every other route.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Route {
  method: string;
  template: string;
  operation: Operation;
}

/** One request of the sweep; `what` names the input for the report. */
interface Probe {
  what: string;
  path: string;
  query?: Record<string, string | string[]>;
  /** A JSON value (serialised), or raw text/bytes sent with `contentType`. */
  json?: unknown;
  raw?: string | Buffer;
  contentType?: string;
}

const SWEEP_ADDRESS = '198.51.100.23';
const BATCH = 4;

const LONG = 'a'.repeat(100_000);
/** Query strings and path segments stay within Node's 16 KB request head (a longer one is a 431 before the app). */
const LONG_URL_PART = 'a'.repeat(4_000);

/**
 * The sets are chosen, not multiplied out: each value stands for a kind of input a handler or the
 * database could mishandle (a wrong type, a size, markup, quoting, a NUL byte PostgreSQL cannot
 * store, a lone surrogate, LIKE wildcards), sent one property at a time on top of a valid input.
 */
const HOSTILE_STRINGS: [string, string][] = [
  ['100,000 characters', LONG],
  ['markup and an SQL quote', `<script>alert(1)</script><img src=x onerror=alert(1)>1'or'1'='1`],
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['LIKE wildcards and backslash', "%_\\'\""],
];
/** The most telling of them for multipart text parts (which are strings whatever the field). */
const HOSTILE_PARTS = HOSTILE_STRINGS.filter(([label]) => ['100,000 characters', 'NUL byte', 'lone surrogate'].includes(label));
const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['an object', { $gt: '' }],
];
const HOSTILE_NUMBERS: [string, unknown][] = [
  ['-1', -1],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['a word', 'abc'],
  ["'1e999'", '1e999'],
];
const HOSTILE_IDS: [string, string][] = [
  ['-1', '-1'],
  ['abc', 'abc'],
  ['SQL quote', "1'or'1'='1"],
  ['..%2f', '..%2f'],
  ['%00', '%00'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['4,000 characters', LONG_URL_PART],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['__proto__', '__proto__'],
];
const HOSTILE_PAGES: [string, string][] = [
  ['-1', '-1'],
  ['0', '0'],
  ['abc', 'abc'],
  ['1e309', '1e309'],
  ['a huge number', '99999999999999999999'],
  ['the largest safe integer', '9007199254740991'],
  ['empty', ''],
];
const HOSTILE_SORTS = [
  'name|asc;drop table users',
  '__proto__|asc',
  'constructor|desc',
  'x|sideways',
  'nosuchcolumn|asc',
  'id|desc,name|asc,created_at|desc',
  `${'a'.repeat(3_000)}|asc`,
];
const HOSTILE_FILTERS = ['%', '_', '\\', "'", '<script>alert(1)</script>', '\u0000', LONG_URL_PART.slice(0, 1_000)];
/** For query parameters other than filter (report criteria, codes, dates): fewer, as some routes render a PDF per request. */
const HOSTILE_QUERY_VALUES = ["%'_\\", '\u0000', LONG_URL_PART.slice(0, 1_000)];
const MALFORMED_JSON: [string, string][] = [
  ['cut-off JSON', '{"name":'],
  ['not JSON', 'nul'],
  ['a JSON null', 'null'],
  ['a JSON list', '[]'],
  ['a JSON string', '"x"'],
  ['a JSON number', '123'],
  ['an empty body', ''],
  ['10,000 nested lists', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
];

/** What the first request of a route is called (JSON, and as a multipart form): the input every probe varies. */
const BASELINE = 'a valid-looking request';
const MULTIPART_FORM = 'multipart: the valid-looking form';

let t: TestServer;
let token: string;
let selfId: string;
let routes: Route[] = [];
/**
 * Values a body property or query parameter of this name takes ('Komposisi.id_product' for a
 * property of a list's items), so the baseline reaches the handler.
 */
const named: Record<string, unknown> = {};
/** Bodies a schema cannot produce: a PO's totals must match its lines. Keyed 'METHOD /template'. */
const bodies: Record<string, Record<string, unknown>> = {};
/** Path parameter values by name ('id' is looked up by resource, see idFor). */
const pathValues: Record<string, string> = {};
/** Ids of listed rows by resource path ('/api/employee/division'), from the list routes. */
const listed = new Map<string, string>();

const failures: string[] = [];
const unenveloped: string[] = [];
let sent = 0;

beforeAll(async () => {
  t = await startTestServer();
  token = await login(t.url, ADMIN.email, ADMIN.password);
  const session = await callOk<{ data: { auth: { _id: string } } }>(t.url, 'GET', '/api/auth/session', { token });
  selfId = session.data.auth._id;
  const doc = await callOk<OpenApiDocument>(t.url, 'GET', '/api/docs/json', { token });
  routes = Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
  );
  await seed();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Rows the baseline inputs point at: masters, products, a supplier and address, a paid PO, an employee, a second account. */
async function seed(): Promise<void> {
  const client = new PurchasingClient(t.url, token);
  const tag = 'Sapu';
  const picks = await client.picks(tag);
  // With stock, so it has QR codes.
  const first = await client.addProduct(picks, { name: `Produk ${tag} 1`, code: 'SAPU1', price: 10_000, stock: 2 });
  const second = await client.addProduct(picks, { name: `Produk ${tag} 2`, code: 'SAPU2', price: 20_000 });
  const supplier = await client.addSupplier(`Supplier ${tag}`);
  const receiver = await client.addAddress(`Gudang ${tag}`);
  const po = await client.addPo({ supplier, receiver, lines: [{ id_produk: first.id, qty: 2, harga: 10_000 }] });
  const paid = await client.pay(po.id, 5_000, await client.proof(PROOF_PNG));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const detail = await callOk<{ data: { pembayaran: { id: string }[] } }>(
    t.url,
    'GET',
    `/api/purchasing/pembelian/get/${po.id}`,
    { token },
  );
  const payment = detail.data.pembayaran[0];
  await callOk(t.url, 'PUT', `/api/warehouse/product/regenerateqr/${first.id}`, { token });
  const qr = (await client.detail(first.id)).qrcode[0];

  const position = await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', {
    token,
    body: { name: `Posisi ${tag}`, description: '', status: 'active' },
  });
  const employee = await callOk<{ data: { id: string; idk: number } }>(t.url, 'POST', '/api/employee/employee/add', {
    token,
    body: {
      firstname: 'Sapu',
      lastname: 'Jagat',
      email: 'sapu.jagat@erp.test',
      phone: '081234567890',
      identity_number: '3273000000000001',
      dname: picks.division,
      pname: position.data.id,
      salary: 1_000_000,
      overtime: 10_000,
      dayoff: 12,
      makan_status: 'Y',
    },
  });
  const items = await callOk<{ data: { _id: string }[] }>(t.url, 'POST', `/api/employee/employee/addtambahan/${employee.data.id}`, {
    token,
    body: { data: [{ nominal: 50_000, name: 'Bonus' }] },
  });
  const cuts = await callOk<{ data: { _id: string }[] }>(t.url, 'POST', `/api/employee/employee/addpotongan/${employee.data.id}`, {
    token,
    body: { data: [{ nominal: 10_000, name: 'Kasbon' }] },
  });
  const mealSecret = await loadMealCodeSecret(t.server.database.db, null);
  await t.createUser({ email: 'korban.sapu@erp.test', password: 'sandi-korban-123', username: 'Korban Sapu' });
  const [application] = await t.server.database.db.select({ id: applications.id }).from(applications).limit(1);

  Object.assign(named, {
    category: picks.category,
    variant: picks.variant,
    unit: picks.unit,
    division: picks.division,
    warehouse: picks.warehouse,
    dname: picks.division,
    pname: position.data.id,
    id_supplier: supplier,
    id_penerima: receiver,
    id_produk: first.id,
    id_product: first.id,
    'Komposisi.id_product': second.id,
    id_employee: employee.data.id,
    id_app: application?.id,
    idk: String(employee.data.idk),
    kodemakan: mealCodeFor(mealSecret, employee.data.idk, jakartaDate(new Date())),
    codes: qr?.code,
    lampiran: await client.proof(PROOF_PNG),
  });
  const po2 = poBody({ supplier, receiver, lines: [{ id_produk: first.id, qty: 1, harga: 10_000 }] });
  bodies['POST /api/purchasing/pembelian/add'] = { ...po2 };
  bodies['PUT /api/purchasing/pembelian/update/{id}'] = { ...po2 };
  pathValues.rowId = items.data[0]?._id ?? randomUUID();
  for (const route of routes) {
    if (route.template.includes('potongan/{id}/{rowId}')) pathValues[`${route.template}:rowId`] = cuts.data[0]?._id ?? randomUUID();
  }
  pathValues.productId = first.id;
  // The seeded rows first, so a path's id and its other parameters (payment, QR code, salary row) belong together.
  listed.set('/api/purchasing/pembelian', po.id);
  listed.set('/api/warehouse/product', first.id);
  listed.set('/api/employee/employee', employee.data.id);
  pathValues.code = qr?.code ?? 'SAPU';
  pathValues.paymentId = payment?.id ?? randomUUID();
  // A PO is edited only while unpaid: the update route gets a second, unpaid one.
  const unpaid = await client.addPo({ supplier, receiver, lines: [{ id_produk: first.id, qty: 1, harga: 10_000 }] });
  pathValues['/api/purchasing/pembelian/update/{id}:id'] = unpaid.id;
  pathValues.area = 'product';
  pathValues.name = `${randomUUID()}.png`;

  // A row of every master through its own add route (the baseline the sweep sends there too), so each list has one.
  for (const route of routes) {
    if (route.method !== 'POST' || !route.template.endsWith('/add')) continue;
    const probes = probesFor(route);
    const probe = probes.find((p) => p.what === MULTIPART_FORM) ?? probes[0];
    if (probe) await send(route, probe);
  }

  // Every list route names the resource its rows belong to: '/api/employee/division/all' → '/api/employee/division'.
  for (const route of routes) {
    if (route.method !== 'GET' || route.template.includes('{')) continue;
    const res = await call<{ data?: unknown }>(t.url, 'GET', `${route.template}?show=all`, { token });
    const rows = Array.isArray(res.body.data) ? (res.body.data as Record<string, unknown>[]) : [];
    const row = rows.find((r) => {
      const id = r.id ?? r._id;
      return typeof id === 'string' && id !== selfId;
    });
    const resource = route.template.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
    const id = row ? (row.id ?? row._id) : undefined;
    if (typeof id === 'string' && !listed.has(resource)) listed.set(resource, id);
  }
}

/** A real id for the `{id}` of this path: from the list of the longest resource path it starts with. */
function idFor(template: string): string {
  let best = '';
  for (const resource of listed.keys()) if (template.startsWith(`${resource}/`) && resource.length > best.length) best = resource;
  return best ? (listed.get(best) ?? randomUUID()) : randomUUID();
}

/**
 * Tried in order against a string's pattern and length limits; the empty string only when nothing
 * else fits. '§' and runs of '#' are placeholders made unique per request (see fresh), so names,
 * emails, codes and KTP numbers that must be unique do not make every request after the first a 409.
 */
const PATTERN_SAMPLES = ['2026-03-02', 'sapu.§@erp.test', '0812########', '3273############', '40123', 'SAPU####', '1234567', '001', '1', 'x', ''];
const withPlaceholders = (value: string) => value.replaceAll('§', 'abcd').replace(/#/g, '0');

let serial = 0;
/** A copy of a generated input with its placeholders made unique: '§' → four letters, each run of '#' → digits. */
function fresh<T>(value: T): T {
  serial += 1;
  const letters = serial
    .toString(26)
    .padStart(4, '0')
    .replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
  const swap = (text: string) => text.replaceAll('§', letters).replace(/#+/g, (run) => String(serial).padStart(run.length, '0').slice(-run.length));
  return JSON.parse(JSON.stringify(value), (_key, inner: unknown) => (typeof inner === 'string' ? swap(inner) : inner)) as T;
}

/** A valid-looking value for a schema; `name` (inside `parent`) picks a seeded id or value where the schema names one. */
function sample(schema: JsonSchema, name: string, parent = ''): unknown {
  if (schema.type === 'string' || schema.type === undefined) {
    if (Object.hasOwn(named, `${parent}.${name}`)) return named[`${parent}.${name}`];
    if (Object.hasOwn(named, name)) return named[name];
  }
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, s]) => s.format !== 'binary')
          .map(([key, s]) => [key, sample(s, key, name)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, name));
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 0;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.default !== undefined) return schema.default;
      if (schema.format === 'uuid') return randomUUID();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const fits = (value: string) =>
          pattern.test(withPlaceholders(value)) && value.length <= (schema.maxLength ?? Infinity) && value.length >= (schema.minLength ?? 0);
        return PATTERN_SAMPLES.find(fits) ?? 'x';
      }
      if (/email/i.test(name)) return 'sapu.§@erp.test';
      return (schema.maxLength ?? 100) >= 10 ? `Sapu §`.padEnd(schema.minLength ?? 0, 'x') : 'Sapu'.slice(0, schema.maxLength);
    }
    default:
      return schema.default ?? 'x';
  }
}

/** Wrong types and hostile values for a property of this schema. */
function hostileValues(schema: JsonSchema, name: string): [string, unknown][] {
  const type = schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type;
  const values: [string, unknown][] = [...WRONG_TYPES];
  if (type === 'string' || type === undefined) values.push(['a number', 12345], ...HOSTILE_STRINGS);
  // An empty list: what z.coerce.number() reads as 0.
  if (type === 'integer' || type === 'number') values.push(['an empty list', []], ...HOSTILE_NUMBERS);
  if (type === 'boolean') values.push(['a word', 'yes']);
  if (type === 'array') {
    const item = sample(schema.items ?? {}, name);
    values.push(['a string', 'x'], ['1,000 items', Array.from({ length: 1_000 }, () => item)]);
  }
  if (type === 'object') values.push(['a string', 'x']);
  if (schema.enum) values.push(['a value outside the list', 'zzz']);
  return values;
}

const bodyOf = (operation: Operation): JsonSchema | undefined => {
  const content = operation.requestBody?.content;
  return content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
};
const segmentsShared = (a: string, b: string): number => {
  const [x, y] = [a.split('/'), b.split('/')];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n += 1;
  return n;
};

/**
 * The route's body schema. An update route documents its properties as `{}` (any value): each
 * such property takes the schema of the same name on the route nearest in path (the resource's add
 * route), so the baseline is a valid record and the hostile values are chosen by its type.
 */
function bodySchema(route: Route): { schema: JsonSchema; multipart: boolean } | null {
  const schema = bodyOf(route.operation);
  if (!schema) return null;
  const multipart = route.operation.requestBody?.content?.['multipart/form-data'] !== undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, own] of Object.entries(schema.properties ?? {})) {
    let best: { schema: JsonSchema; shared: number } = { schema: own, shared: -1 };
    if (Object.keys(own).length === 0) {
      for (const other of routes) {
        const candidate = bodyOf(other.operation)?.properties?.[name];
        const shared = segmentsShared(route.template, other.template);
        if (candidate && Object.keys(candidate).length > 0 && shared > best.shared) best = { schema: candidate, shared };
      }
    }
    properties[name] = best.schema;
  }
  return { schema: { ...schema, properties }, multipart };
}

function fillPath(template: string, values: Record<string, string> = {}): string {
  return template.replace(
    /\{([^}]+)\}/g,
    (_all, name: string) => values[name] ?? pathValues[`${template}:${name}`] ?? (name === 'id' ? idFor(template) : (pathValues[name] ?? randomUUID())),
  );
}

/** Every hostile request for one route. */
function probesFor(route: Route): Probe[] {
  const { template, operation } = route;
  const probes: Probe[] = [];
  const parameters = operation.parameters ?? [];
  const baseQuery: Record<string, string> = {};
  for (const p of parameters) if (p.in === 'query' && p.required) baseQuery[p.name] = String(sample(p.schema, p.name));
  const body = bodySchema(route);
  const baseBody = body ? (bodies[`${route.method} ${template}`] ?? (sample(body.schema, '') as Record<string, unknown>)) : undefined;
  const path = fillPath(template);
  const base = { path, query: baseQuery, ...(baseBody !== undefined ? { json: baseBody } : {}) };

  probes.push({ what: BASELINE, ...base });
  probes.push({ what: 'prototype query keys', ...base, query: { ...baseQuery, __proto__: 'x', constructor: 'x', '__proto__[polluted]': 'yes' } });

  for (const p of parameters.filter((x) => x.in === 'path')) {
    for (const [label, value] of HOSTILE_IDS) probes.push({ what: `path ${p.name} = ${label}`, ...base, path: fillPath(template, { [p.name]: value }) });
  }

  for (const p of parameters.filter((x) => x.in === 'query')) {
    const values: [string, string | string[]][] =
      p.schema.type === 'integer' || p.schema.type === 'number'
        ? HOSTILE_PAGES
        : p.name === 'sort'
          ? HOSTILE_SORTS.map((s) => [s.length > 60 ? `${s.slice(0, 20)}… (${s.length} characters)` : s, s])
          : (p.name === 'filter' ? HOSTILE_FILTERS : HOSTILE_QUERY_VALUES).map((s) => [JSON.stringify(s.length > 60 ? `${s.slice(0, 10)}… (${s.length} characters)` : s), s]);
    for (const [label, value] of [...values, ['twice', ['1', '2']] as [string, string[]]]) {
      probes.push({ what: `query ${p.name} = ${label}`, ...base, query: { ...baseQuery, [p.name]: value } });
    }
  }

  if (route.method !== 'GET') {
    // A route without a body still parses one that is sent: the cut-off JSON is enough there.
    for (const [label, raw] of body ? MALFORMED_JSON : MALFORMED_JSON.slice(0, 1)) {
      probes.push({ what: `body: ${label}`, ...base, json: undefined, raw, contentType: 'application/json' });
    }
  }

  if (body && baseBody && typeof baseBody === 'object') {
    const properties = Object.entries(body.schema.properties ?? {}).filter(([, s]) => s.format !== 'binary');
    probes.push({ what: 'body with prototype keys', ...base, json: undefined, contentType: 'application/json', raw: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(fresh(baseBody)).slice(1)}` });
    probes.push({ what: 'body with toString and hasOwnProperty', ...base, json: { ...baseBody, toString: 'x', hasOwnProperty: 'x', valueOf: 1 } });
    probes.push({ what: 'body with an empty object', ...base, json: {} });
    for (const [name, schema] of properties) {
      for (const [label, value] of hostileValues(schema, name)) probes.push({ what: `body ${name} = ${label}`, ...base, json: { ...baseBody, [name]: value } });
      // One level into lists of records (PO lines, composition, salary rows): hostile values in the first item.
      const items = schema.type === 'array' ? schema.items : undefined;
      if (items?.type === 'object') {
        const item = sample(items, name) as Record<string, unknown>;
        for (const [field, fieldSchema] of Object.entries(items.properties ?? {})) {
          for (const [label, value] of hostileValues(fieldSchema, field)) {
            probes.push({ what: `body ${name}[0].${field} = ${label}`, ...base, json: { ...baseBody, [name]: [{ ...item, [field]: value }] } });
          }
        }
      }
    }
    if (body.multipart) probes.push(...multipartProbes(base.path, baseQuery, baseBody, body.schema));
  }
  return probes.map((probe) => (probe.json !== undefined ? { ...probe, json: fresh(probe.json) } : probe));
}

/** The same inputs as the forms send them (multipart text parts), and hostile parts. */
function multipartProbes(path: string, query: Record<string, string>, fields: Record<string, unknown>, schema: JsonSchema): Probe[] {
  const boundary = '----sapu-jagat';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text = (values: Record<string, unknown>) =>
    Object.entries(fresh(values))
      .map(([name, value]) => part(name, typeof value === 'string' ? value : JSON.stringify(value)))
      .join('');
  const fileNames = Object.entries(schema.properties ?? {})
    .filter(([, s]) => s.format === 'binary')
    .map(([name]) => name);
  const file = (name: string, filename: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = `--${boundary}--\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  // The form with a picture in every file part, so a route whose file is required reads the text too.
  const form = (values: Record<string, unknown>, extra = '') =>
    Buffer.concat([Buffer.from(text(values)), ...fileNames.map((name) => file(name, 'foto.png', TINY_PNG)), Buffer.from(extra + end)]);
  const probes: Probe[] = [{ what: MULTIPART_FORM, path, query, raw: form(fields), contentType }];
  for (const name of Object.keys(fields)) {
    for (const [label, value] of HOSTILE_PARTS) probes.push({ what: `multipart ${name} = ${label}`, path, query, raw: form({ ...fields, [name]: value }), contentType });
    probes.push({ what: `multipart ${name} twice`, path, query, raw: form(fields, part(name, 'lagi')), contentType });
  }
  for (const key of ['__proto__', 'constructor', 'hasOwnProperty']) {
    probes.push({ what: `multipart part named ${key}`, path, query, raw: text(fields) + part(key, 'x') + end, contentType });
  }
  for (const name of fileNames) {
    for (const [label, filename] of [
      ['path traversal', '../../../etc/passwd'],
      ['NUL', 'a\u0000.png'],
      ['1,000 characters and markup', `${'a'.repeat(1_000)}"'<script>.png`],
    ] as const) {
      probes.push({ what: `multipart file ${name} named ${label}`, path, query, raw: Buffer.concat([Buffer.from(text(fields)), file(name, filename, TINY_PNG), Buffer.from(end)]), contentType });
    }
    probes.push({ what: `multipart file ${name} twice`, path, query, raw: Buffer.concat([Buffer.from(text(fields)), file(name, 'a.png', TINY_PNG), file(name, 'b.png', TINY_PNG), Buffer.from(end)]), contentType });
    probes.push({ what: `multipart file ${name} empty`, path, query, raw: Buffer.concat([Buffer.from(text(fields)), file(name, 'a.png', Buffer.alloc(0)), Buffer.from(end)]), contentType });
  }
  probes.push({ what: 'multipart: boundary not matching the Content-Type', path, query, raw: text(fields) + end, contentType: 'multipart/form-data; boundary=another' });
  probes.push({ what: 'multipart: no boundary', path, query, raw: text(fields) + end, contentType: 'multipart/form-data' });
  probes.push({ what: 'multipart: cut off', path, query, raw: text(fields).slice(0, -10), contentType });
  return probes;
}

function urlOf(probe: Probe): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const query = search.toString();
  return `${t.url}${probe.path}${query ? `?${query}` : ''}`;
}

async function send(route: Route, probe: Probe): Promise<void> {
  const headers: Record<string, string> = { 'x-forwarded-for': SWEEP_ADDRESS };
  // POST /api/auth/logout ends the session it is sent with: a throwaway one each time.
  const session = route.template === '/api/auth/logout' ? await login(t.url, ADMIN.email, ADMIN.password) : token;
  headers.authorization = `Bearer ${session}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (probe.raw !== undefined) {
    body = typeof probe.raw === 'string' ? probe.raw : new Uint8Array(probe.raw);
    if (probe.contentType) headers['content-type'] = probe.contentType;
  } else if (probe.json !== undefined && route.method !== 'GET') {
    body = JSON.stringify(probe.json);
    headers['content-type'] = 'application/json';
  }
  sent += 1;
  const label = `${route.method} ${route.template} — ${probe.what}`;
  try {
    const response = await fetch(urlOf(probe), { method: route.method, headers, ...(body !== undefined ? { body } : {}), signal: AbortSignal.timeout(30_000) });
    const result = await readResult<{ error?: { code?: unknown; message?: unknown } }>(response);
    const snippet = JSON.stringify(result.body).slice(0, 200);
    // SWEEP_DEBUG=1 shows how far each route's valid-looking input gets (a 200 reaches the writes).
    if (process.env.SWEEP_DEBUG && (probe.what === BASELINE || probe.what === MULTIPART_FORM)) console.info(`baseline ${result.status} ${label} ${snippet}`);
    if (result.status >= 500) failures.push(`${label}: ${result.status} ${snippet}`);
    else if (result.status >= 400 && (typeof result.body?.error?.code !== 'string' || typeof result.body.error.message !== 'string')) {
      unenveloped.push(`${label}: ${result.status} ${snippet}`);
    }
  } catch (error) {
    failures.push(`${label}: no answer (${(error as Error).message})`);
  }
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('what the sweep found, answered on purpose', () => {
  it('refuses a NUL character (PostgreSQL cannot store it) in a body, a nested body field, a query, a path and a multipart part', async () => {
    const nul = (fields: Record<string, string>) => ({ code: 'VALIDATION', message: expect.any(String), fields });
    const body = await call<ErrorBody>(t.url, 'POST', '/api/employee/division/add', { token, body: { name: 'Gudang\u0000', description: '', salary: 1, status: 'active' } });
    expect([body.status, body.body.error]).toEqual([400, nul({ name: NUL_CHARACTER_MESSAGE })]);
    const employee = String(named.id_employee);
    const nested = await call<ErrorBody>(t.url, 'POST', `/api/employee/employee/addtambahan/${employee}`, { token, body: { data: [{ nominal: 1, name: 'Bonus\u0000' }] } });
    expect([nested.status, nested.body.error]).toEqual([400, nul({ 'data.0.name': NUL_CHARACTER_MESSAGE })]);
    const query = await call<ErrorBody>(t.url, 'GET', '/api/employee/division/all?filter=%00', { token });
    expect([query.status, query.body.error]).toEqual([400, nul({ filter: NUL_CHARACTER_MESSAGE })]);
    const path = await call<ErrorBody>(t.url, 'PUT', `/api/warehouse/product/print/${pathValues.productId}/A%00B`, { token });
    expect([path.status, path.body.error]).toEqual([400, nul({ code: NUL_CHARACTER_MESSAGE })]);
    const part = await callMultipart<ErrorBody>(t.url, 'PUT', '/api/settings/company', [{ name: 'name', value: 'PT Sapu\u0000' }], token);
    expect([part.status, part.body.error?.fields?.name]).toEqual([400, NUL_CHARACTER_MESSAGE]);
  });

  it('answers a path that does not decode and an over-long path parameter in the error envelope', async () => {
    const bad = await call<ErrorBody>(t.url, 'GET', '/api/employee/employee/get/%E0%A4%A', { token });
    expect([bad.status, bad.body]).toEqual([400, { error: { code: 'VALIDATION', message: 'Alamat (URL) tidak valid' } }]);
    // (A GET of it falls through to the web UI's wildcard route instead: a 404 in the envelope.)
    const long = await call<ErrorBody>(t.url, 'PUT', `/api/warehouse/category/${'a'.repeat(500)}`, { token, body: { name: 'x' } });
    expect([long.status, long.body]).toEqual([414, { error: { code: 'VALIDATION', message: 'Alamat (URL) terlalu panjang' } }]);
  });

  it('refuses a user id that is not a uuid on change_role and change_password', async () => {
    for (const action of ['change_role', 'change_password']) {
      const res = await call<ErrorBody>(t.url, 'PUT', `/api/auth/v1/employee/user/abc/${action}`, {
        token,
        body: { email: 'baru@erp.test', old_email: ADMIN.email, roles: 'superadmin', password: 'sandi-baru-123' },
      });
      expect([res.status, res.body.error?.fields]).toEqual([400, { id: 'Id tidak valid' }]);
    }
  });
});

describe('hostile input on every route of /api/docs/json', () => {
  it('answers every hostile request with less than a 500, in the error envelope', async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    // DELETE routes last: the rows they remove stay there for every other route.
    const ordered = [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
    for (const route of ordered) {
      const probes = probesFor(route);
      for (let i = 0; i < probes.length; i += BATCH) await Promise.all(probes.slice(i, i + BATCH).map((probe) => send(route, probe)));
    }
    const used = process.cpuUsage(cpu);
    console.info(
      `hostile sweep (${t.databaseKind}): ${sent} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${((used.user + used.system) / 1e6).toFixed(1)} s of CPU in this process, server included)`,
    );
    expect(routes.length).toBeGreaterThan(90);
    expect(failures).toEqual([]);
    expect(unenveloped).toEqual([]);
  }, 300_000);

  it('is healthy afterwards: health, a normal sign-in, the sweeping session, the ledger, no polluted prototype', async () => {
    const health = await call<{ status: string }>(t.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const fresh = await login(t.url, ADMIN.email, ADMIN.password);
    expect((await call(t.url, 'GET', '/api/auth/session', { token: fresh })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/auth/session', { token })).status).toBe(200);
    const verified = await callOk<{ ok: boolean; differences: unknown[] }>(t.url, 'GET', '/api/warehouse/stock/verify', { token });
    expect(verified.differences).toEqual([]);
    expect(verified.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
