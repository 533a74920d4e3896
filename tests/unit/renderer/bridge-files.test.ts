import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineEndpoint, fileUrl, z, type Result } from '../../../common/contract';
import type { ErpDesktopApi, HttpRequestPayload } from '../../../common/ipc';
import { INVALID_INPUT_MESSAGE, prepareRequest } from '../../../renderer/src/bridge/call';
import { createHttpBridge } from '../../../renderer/src/bridge/http';
import { createIpcBridge } from '../../../renderer/src/bridge/ipc';
import { MemoryStorage } from './support/fakes';

/** Multipart calls and stored files through both renderer bridges. */

const upload = defineEndpoint({
  method: 'POST',
  path: '/api/test/upload/:id',
  summary: 'Uji unggah',
  access: { kind: 'session' },
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string().trim(), count: z.coerce.number().int() }),
  files: { file: { accept: 'image', maxBytes: 1024, required: false } },
  response: z.object({ status: z.literal('ok') }),
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);
const photo = () => new File([PNG], 'foto.png', { type: 'image/png' });
const STORED = fileUrl('employee', '0b8a5a7e-1111-4222-8333-444455556666.png');

describe('prepareRequest with files', () => {
  it('keeps the declared files that are present, and the parsed body', () => {
    const file = photo();
    const result = prepareRequest(upload, { params: { id: 'a' }, body: { title: ' Judul ', count: '3' }, files: { file } });
    expect(result).toEqual({ ok: true, value: { method: 'POST', path: '/api/test/upload/a', body: { title: 'Judul', count: 3 }, files: [{ field: 'file', file }] } });
  });

  it('sends no file part for null or absent files', () => {
    const result = prepareRequest(upload, { params: { id: 'a' }, body: { title: 'x', count: 1 }, files: { file: null } });
    expect(result.ok && result.value.files).toBeUndefined();
  });

  it('refuses a file over its limit with the server answer, before sending it', () => {
    const big = new Blob([new Uint8Array(2048)], { type: 'image/png' });
    const result = prepareRequest(upload, { params: { id: 'a' }, body: { title: 'x', count: 1 }, files: { file: big } });
    expect(result).toEqual({ ok: false, error: { code: 'TOO_LARGE', message: 'Ukuran file maksimal 1 KB', fields: { file: 'Ukuran file maksimal 1 KB' }, status: 413 } });
  });

  it('refuses a file part the endpoint does not declare', () => {
    const result = prepareRequest(upload, { params: { id: 'a' }, body: { title: 'x', count: 1 }, files: { other: photo() } } as never);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', fields: { other: INVALID_INPUT_MESSAGE } } });
  });
});

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
}

let server: Server;
let baseURL = '';
let seen: Seen[] = [];
let reply: (req: Seen) => { status: number; type: string; body: string | Uint8Array } = () => ({ status: 404, type: 'text/plain', body: '' });

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Uint8Array[] = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    const request: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    seen.push(request);
    const answer = reply(request);
    res.statusCode = answer.status;
    res.setHeader('content-type', answer.type);
    res.end(answer.body);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseURL = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

const web = () => createHttpBridge({ baseURL, storage: new MemoryStorage(), origin: 'http://erp.test', version: '1.1.0' });

/** What the server received, read as the browser-standard form it is. */
const formOf = (request: Seen): Promise<FormData> =>
  new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();

describe('web bridge: multipart and stored files', () => {
  it('sends FormData: the parsed body as text parts and the file', async () => {
    reply = () => ({ status: 200, type: 'application/json', body: '{"status":"ok"}' });
    const result = await web().call(upload, { params: { id: 'k1' }, body: { title: 'Foto', count: 2 }, files: { file: photo() } });

    expect(result).toEqual({ ok: true, value: { status: 'ok' } });
    expect(seen[0]?.url).toBe('/api/test/upload/k1');
    expect(String(seen[0]?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(seen[0] as Seen);
    expect(form.get('title')).toBe('Foto');
    expect(form.get('count')).toBe('2');
    const file = form.get('file') as File;
    expect(file.name).toBe('foto.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('sends JSON when no file is given', async () => {
    reply = () => ({ status: 200, type: 'application/json', body: '{"status":"ok"}' });
    await web().call(upload, { params: { id: 'k1' }, body: { title: 'Foto', count: 2 } });
    expect(String(seen[0]?.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(new TextDecoder().decode(seen[0]?.body))).toEqual({ title: 'Foto', count: 2 });
  });

  it('answers a stored file as a Blob of its type', async () => {
    reply = () => ({ status: 200, type: 'image/png', body: PNG });
    const result = await web().file(STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.type).toBe('image/png');
    expect(new Uint8Array(await result.value.arrayBuffer())).toEqual(PNG);
    expect(seen[0]?.url).toBe(STORED);
  });

  it('maps a refused file to the envelope, and a 401 ends the session', async () => {
    reply = () => ({ status: 401, type: 'application/json', body: '{"error":{"code":"UNAUTHENTICATED","message":"Sesi berakhir"}}' });
    const bridge = web();
    let ended = 0;
    bridge.session.onEnded(() => (ended += 1));
    const result = await bridge.file(STORED);
    expect(result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED', message: 'Sesi berakhir', status: 401 } });
    expect(ended).toBe(1);
  });
});

/** A window.erp that records what the renderer hands to main. */
function fakeErp(requests: HttpRequestPayload[], fileAnswer: Result<{ type: string; data: Uint8Array }>): ErpDesktopApi {
  const unused = async (): Promise<never> => {
    throw new Error('not used');
  };
  return {
    request: async (payload) => {
      requests.push(payload);
      return { ok: true, value: { status: 'ok' } };
    },
    file: async () => fileAnswer,
    binary: unused,
    session: { login: unused, logout: unused, current: unused, onEnded: () => () => undefined },
    settings: { get: unused, set: unused },
    certificate: { read: unused },
    devices: { get: unused, set: unused },
    app: { info: unused },
    backup: { choose: unused, restore: unused },
    printing: { printers: unused, printPdf: unused },
    realtime: { onMessage: () => () => undefined },
  };
}

describe('desktop bridge: multipart and stored files', () => {
  it('reads the files into bytes for IPC, with their field, name and type', async () => {
    const requests: HttpRequestPayload[] = [];
    const bridge = createIpcBridge(fakeErp(requests, { ok: true, value: { type: 'image/png', data: PNG } }));
    const result = await bridge.call(upload, { params: { id: 'k1' }, body: { title: 'Foto', count: 2 }, files: { file: photo() } });

    expect(result).toEqual({ ok: true, value: { status: 'ok' } });
    expect(requests).toEqual([
      { method: 'POST', path: '/api/test/upload/k1', body: { title: 'Foto', count: 2 }, files: [{ field: 'file', name: 'foto.png', type: 'image/png', data: PNG }] },
    ]);
    expect(requests[0]?.files?.[0]?.data).toBeInstanceOf(Uint8Array);
  });

  it('sends no files entry without files', async () => {
    const requests: HttpRequestPayload[] = [];
    await createIpcBridge(fakeErp(requests, { ok: true, value: { type: 'image/png', data: PNG } })).call(upload, { params: { id: 'k1' }, body: { title: 'x', count: 1 } });
    expect(requests[0]).not.toHaveProperty('files');
  });

  it('turns the stored file main answers into a Blob', async () => {
    const bridge = createIpcBridge(fakeErp([], { ok: true, value: { type: 'image/png', data: PNG } }));
    const result = await bridge.file(STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.type).toBe('image/png');
    expect(new Uint8Array(await result.value.arrayBuffer())).toEqual(PNG);
  });

  it('passes main’s refusal through', async () => {
    const refusal = { ok: false as const, error: { code: 'NOT_FOUND' as const, message: 'File tidak ditemukan', status: 404 } };
    expect(await createIpcBridge(fakeErp([], refusal)).file(STORED)).toEqual(refusal);
  });
});
