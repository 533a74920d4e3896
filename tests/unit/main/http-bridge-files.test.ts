import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpBridge } from '../../../main/http-bridge';
import { createTokenStore, type TokenStore } from '../../../main/token-store';
import { fakeSafeStorage, NOW_MS, recordingStore, sessionInfoFixture } from './fakes';

/** Multipart calls and stored files through main's bridge, against a real local HTTP server. */

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

const TOKEN = 'token-of-budi';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

let server: http.Server;
let url: string;
let received: Received[];
let answer: (request: Received) => Answer;
let tokens: TokenStore;
let ended: number;

beforeEach(async () => {
  received = [];
  ended = 0;
  answer = () => ({ status: 200, type: 'application/json', body: Buffer.from('{"status":"ok"}') });
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks) };
      received.push(request);
      const { status, type, body } = answer(request);
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store: recordingStore() });
  tokens.save({ token: TOKEN, info: sessionInfoFixture() });
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const bridge = () =>
  createHttpBridge({
    baseUrl: () => url,
    tokens,
    deviceId: 'device-1',
    http: axios.create(),
    now: () => NOW_MS,
    onSessionEnded: () => {
      ended += 1;
    },
    timeoutMs: 2_000,
  });

/** Reads what the server received as the browser-standard form it is. */
async function formOf(request: Received): Promise<FormData> {
  return new Response(new Uint8Array(request.raw), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

describe('main http bridge: multipart', () => {
  it('sends the body as text parts and the files as file parts, with the token', async () => {
    const result = await bridge().request({
      method: 'POST',
      path: '/api/employee/employee/add',
      body: { firstname: 'Budi', salary: 150000, makan_status: 'Y', lastname: undefined, tags: ['a', 'b'] },
      files: [{ field: 'file', name: 'foto.png', type: 'image/png', data: PNG }],
    });

    expect(result).toEqual({ ok: true, value: { status: 'ok' } });
    const request = received[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const form = await formOf(request as Received);
    expect(form.get('firstname')).toBe('Budi');
    expect(form.get('salary')).toBe('150000');
    expect(form.get('makan_status')).toBe('Y');
    expect(form.has('lastname')).toBe(false);
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('foto.png');
    expect((file as File).type).toBe('image/png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(PNG);
  });

  it('sends JSON as before when there are no files', async () => {
    await bridge().request({ method: 'POST', path: '/api/x', body: { a: 1 }, files: [] });
    expect(received[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(received[0]?.raw.toString('utf8') ?? '')).toEqual({ a: 1 });
  });
});

describe('main http bridge: stored files', () => {
  it('fetches the file with the token and answers its bytes and type', async () => {
    answer = () => ({ status: 200, type: 'image/png', body: Buffer.from(PNG) });
    const result = await bridge().file('/api/files/employee/0b8a5a7e-1111-4222-8333-444455556666.png');

    expect(result).toEqual({ ok: true, value: { type: 'image/png', data: PNG } });
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/api/files/employee/0b8a5a7e-1111-4222-8333-444455556666.png');
    expect(received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('reads an error answer as the API envelope', async () => {
    answer = () => ({ status: 404, type: 'application/json', body: Buffer.from('{"error":{"code":"NOT_FOUND","message":"File tidak ditemukan"}}') });
    const result = await bridge().file('/api/files/employee/x.png');
    expect(result).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'File tidak ditemukan', status: 404 } });
    expect(ended).toBe(0);
  });

  it('ends the session on 401 like any call', async () => {
    answer = () => ({ status: 401, type: 'application/json', body: Buffer.from('{"error":{"code":"UNAUTHENTICATED","message":"Sesi berakhir"}}') });
    const result = await bridge().file('/api/files/employee/x.png');
    expect(result.ok).toBe(false);
    expect(ended).toBe(1);
    expect(tokens.read()).toBeNull();
  });
});
