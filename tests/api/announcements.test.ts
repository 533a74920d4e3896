import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/audit';
import { ADMIN, call, login, startTestServer, type CallResult, type TestServer } from '../support/server';

/** Pengumuman (seed 000 sections 3, 5, 6): a superadmin sends, every signed-in user reads, newest first. */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Row {
  id: string;
  title: string;
  desc: string;
  created_at: string;
  author: string;
}
interface Page {
  data: Row[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number; from: number | null; to: number | null };
}

const ADD = '/api/employee/pengumuman/add';
const ALL = '/api/employee/pengumuman/all';

let t: TestServer;
let adminToken: string;
let userToken: string;
let counter = 0;

async function makeUser(role: 'user' | 'admin' | 'superadmin', username: string) {
  counter += 1;
  const email = `pengumuman${counter}@erp.test`;
  const password = `sandi-pengumuman-${counter}`;
  await t.createUser({ email, password, username, role, access: [] });
  return login(t.url, email, password);
}

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, as: string | null = adminToken): Promise<CallResult<T>> =>
  call<T>(t.url, method, path, { ...(as ? { token: as } : {}), ...(body !== undefined ? { body } : {}) });

async function add(title: string, desc: string, as = adminToken): Promise<Row> {
  const res = await api<{ status: string; data: Row }>('POST', ADD, { title, desc }, as);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('ok');
  return res.body.data;
}

beforeAll(async () => {
  t = await startTestServer();
  adminToken = await login(t.url, ADMIN.email, ADMIN.password);
  userToken = await makeUser('user', 'Budi Biasa');
});
afterAll(async () => {
  await t?.close();
});

describe('announcements', () => {
  it('a superadmin adds one (trimmed, audited) and a plain user sees it first', async () => {
    const superToken = await makeUser('superadmin', 'Siti Super');
    t.advance(1000);
    const row = await add('  Libur Nasional  ', '  Kantor tutup tanggal 17.\nMasuk kembali tanggal 18.  ', superToken);
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      title: 'Libur Nasional',
      desc: 'Kantor tutup tanggal 17.\nMasuk kembali tanggal 18.',
      created_at: expect.any(String) as unknown as string,
      author: 'Siti Super',
    });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);

    const page = await api<Page>('GET', ALL, undefined, userToken);
    expect(page.status).toBe(200);
    expect(page.body.data[0]).toEqual(row);
    expect(page.body.pagination?.per_page).toBe(5);

    const audit = await t.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, row.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('add');
  });

  it('the fixed admin email counts as superadmin', async () => {
    t.advance(1000);
    const row = await add('Dari admin', 'Isi dari admin');
    expect(row.title).toBe('Dari admin');
  });

  it('answers 400 with field messages when title or desc is missing, blank or too long', async () => {
    const missing = await api<ErrorBody>('POST', ADD, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION');
    expect(missing.body.error.fields).toEqual({ title: 'Judul wajib diisi', desc: 'Deskripsi wajib diisi' });

    const blank = await api<ErrorBody>('POST', ADD, { title: '   ', desc: 'Ada isi' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ title: 'Judul wajib diisi' });

    const long = await api<ErrorBody>('POST', ADD, { title: 'x'.repeat(151), desc: 'y'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ title: 'Judul maksimal 150 karakter', desc: 'Deskripsi maksimal 2000 karakter' });
  });

  it('refuses a non-superadmin sender with 403 and an anonymous caller with 401', async () => {
    const plain = await api<ErrorBody>('POST', ADD, { title: 'Boleh?', desc: 'Tidak' }, userToken);
    expect(plain.status).toBe(403);
    const adminRole = await makeUser('admin', 'Andi Admin');
    expect((await api('POST', ADD, { title: 'Boleh?', desc: 'Tidak' }, adminRole)).status).toBe(403);
    expect((await api('POST', ADD, { title: 'Boleh?', desc: 'Tidak' }, null)).status).toBe(401);
    expect((await api('GET', ALL, undefined, null)).status).toBe(401);
    const titles = (await api<Page>('GET', `${ALL}?show=all`, undefined, userToken)).body.data.map((r) => r.title);
    expect(titles).not.toContain('Boleh?');
  });

  it('pages newest first', async () => {
    const before = (await api<Page>('GET', ALL, undefined, userToken)).body.pagination?.total ?? 0;
    const added: Row[] = [];
    for (let i = 1; i <= 7; i++) {
      t.advance(1000);
      added.push(await add(`Halaman ${i}`, `Isi ${i}`));
    }
    const total = before + 7;
    const first = await api<Page>('GET', `${ALL}?page=1`, undefined, userToken);
    expect(first.body.data.map((r) => r.title)).toEqual(['Halaman 7', 'Halaman 6', 'Halaman 5', 'Halaman 4', 'Halaman 3']);
    expect(first.body.pagination).toEqual({ current_page: 1, last_page: Math.ceil(total / 5), total, per_page: 5, from: 1, to: 5 });
    const second = await api<Page>('GET', `${ALL}?page=2&per_page=5`, undefined, userToken);
    expect(second.body.data.slice(0, 2).map((r) => r.title)).toEqual(['Halaman 2', 'Halaman 1']);
    expect(second.body.pagination?.from).toBe(6);
    const small = await api<Page>('GET', `${ALL}?per_page=2&page=2`, undefined, userToken);
    expect(small.body.data.map((r) => r.id)).toEqual([added[4]?.id, added[3]?.id]);
    const times = first.body.data.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
