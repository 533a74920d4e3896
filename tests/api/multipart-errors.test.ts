import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MULTIPART_BOUNDARY_MISMATCH_MESSAGE,
  MULTIPART_INVALID_MESSAGE,
  MULTIPART_NO_BOUNDARY_MESSAGE,
  MULTIPART_TRUNCATED_MESSAGE,
} from '../../server/http/endpoint';
import { ADMIN, callOk, login, readResult, startTestServer, type TestServer } from '../support/server';
import { TINY_PNG } from '../support/uploads';

/**
 * Malformed multipart bodies on every multipart route of /api/docs/json (a route added later is
 * covered by being documented): a boundary that does not match the Content-Type, no boundary at
 * all, a body that ends before its closing boundary, and bodies that are not multipart. Each is a
 * 4xx in the error envelope, never a 500; the multipart ones a 400 saying what is wrong.
 */

interface OpenApiOperation {
  requestBody?: { content?: Record<string, unknown> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestServer;
let token: string;
/** Method and concrete path (ids filled with a random uuid) of each route taking multipart/form-data. */
let routes: { method: string; path: string; label: string }[] = [];

beforeAll(async () => {
  t = await startTestServer();
  token = await login(t.url, ADMIN.email, ADMIN.password);
  const doc = await callOk<OpenApiDocument>(t.url, 'GET', '/api/docs/json', { token });
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'] !== undefined)
      .map(([method, _operation]) => ({
        method: method.toUpperCase(),
        // The body is read before the handler looks the record up, so any id reaches the parser.
        path: path.replace(/\{[^}]+\}/g, () => randomUUID()),
        label: `${method.toUpperCase()} ${path}`,
      })),
  );
});

afterAll(async () => {
  await t?.close();
});

const CRLF = '\r\n';
const textPart = (boundary: string, name: string, value: string) =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;

async function send(method: string, path: string, contentType: string, body: string | Buffer) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return readResult<ErrorBody>(response);
}

/** The multipart bodies each route must refuse with a 400 and this message. */
const MALFORMED: { name: string; contentType: string; body: string | Buffer; message: string }[] = [
  {
    name: 'a boundary other than the Content-Type names',
    contentType: 'multipart/form-data; boundary=----formdata-expected',
    body: `${textPart('----formdata-sent', 'name', 'Barang')}--${'----formdata-sent'}--${CRLF}`,
    message: MULTIPART_BOUNDARY_MISMATCH_MESSAGE,
  },
  {
    name: 'no boundary parameter',
    contentType: 'multipart/form-data',
    body: `${textPart('xyz', 'name', 'Barang')}--xyz--${CRLF}`,
    message: MULTIPART_NO_BOUNDARY_MESSAGE,
  },
  {
    name: 'a body cut off inside a text part',
    contentType: 'multipart/form-data; boundary=xyz',
    body: `--xyz${CRLF}Content-Disposition: form-data; name="name"${CRLF}${CRLF}Bar`,
    message: MULTIPART_TRUNCATED_MESSAGE,
  },
  {
    name: 'a body cut off inside a file part',
    contentType: 'multipart/form-data; boundary=xyz',
    body: Buffer.concat([
      Buffer.from(`${textPart('xyz', 'name', 'Barang')}--xyz${CRLF}Content-Disposition: form-data; name="file"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`),
      TINY_PNG.subarray(0, 20),
    ]),
    message: MULTIPART_TRUNCATED_MESSAGE,
  },
  {
    name: 'a body without its closing boundary',
    contentType: 'multipart/form-data; boundary=xyz',
    body: textPart('xyz', 'name', 'Barang'),
    message: MULTIPART_TRUNCATED_MESSAGE,
  },
  {
    name: 'a boundary longer than multipart allows',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: `${textPart('b'.repeat(300), 'name', 'Barang')}--${'b'.repeat(300)}--${CRLF}`,
    message: `${MULTIPART_INVALID_MESSAGE}: batas (boundary) terlalu panjang`,
  },
];

/** Bodies that are not multipart at all: a clear 4xx (415 where the type is not read at all). */
const NOT_MULTIPART: { name: string; contentType: string; body: string; status: number }[] = [
  { name: 'text/plain', contentType: 'text/plain', body: 'name=Barang', status: 400 },
  { name: 'application/xml', contentType: 'application/xml', body: '<name>Barang</name>', status: 415 },
  { name: 'a url-encoded form', contentType: 'application/x-www-form-urlencoded', body: 'name=Barang', status: 415 },
  { name: 'multipart/mixed', contentType: 'multipart/mixed; boundary=xyz', body: `${textPart('xyz', 'name', 'Barang')}--xyz--${CRLF}`, status: 415 },
];

describe('malformed multipart bodies on every multipart route of the OpenAPI document', () => {
  it('finds the multipart routes in the document', () => {
    const labels = routes.map((route) => route.label);
    for (const known of [
      'POST /api/employee/employee/add',
      'PUT /api/employee/employee/update/{id}',
      'POST /api/attendance/absent/lapor/add',
      'POST /api/warehouse/product/add',
      'PUT /api/warehouse/product/update/{id}',
      'POST /api/purchasing/pembelian/uploadPembayaran',
      'PUT /api/settings/company',
    ]) {
      expect(labels).toContain(known);
    }
  });

  it('answers each malformed multipart body with a 400 naming the problem', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const bad of MALFORMED) {
        const res = await send(route.method, route.path, bad.contentType, bad.body);
        const error = (res.body as Partial<ErrorBody>).error;
        answers.push(`${route.label} / ${bad.name}: ${res.status} ${error?.code} ${error?.message}`);
        expected.push(`${route.label} / ${bad.name}: 400 VALIDATION ${bad.message}`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('answers a body that is not multipart with a 4xx in the error envelope', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const other of NOT_MULTIPART) {
        const res = await send(route.method, route.path, other.contentType, other.body);
        const error = (res.body as Partial<ErrorBody>).error;
        answers.push(`${route.label} / ${other.name}: ${res.status} ${typeof error?.code} ${typeof error?.message}`);
        expected.push(`${route.label} / ${other.name}: ${other.status} string string`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('is still healthy and reads a well-formed multipart body afterwards', async () => {
    expect((await callOk<{ status: string }>(t.url, 'GET', '/api/health')).status).toBe('ok');
    // A valid form with its closing boundary reaches the route's own validation (a 400 naming fields).
    const res = await send('POST', '/api/warehouse/product/add', 'multipart/form-data; boundary=xyz', `${textPart('xyz', 'name', 'Barang')}--xyz--${CRLF}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('price');
    expect(res.body.error.fields).not.toHaveProperty('name');
  });
});
