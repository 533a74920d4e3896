import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../common/modules';
import { findActiveUserByEmail } from '../../server/auth/users';
import { auditLog } from '../../server/db/audit';
import { reports } from '../../server/employee/tables';
import { ADMIN, call, login, startTestServer, type CallResult, type TestServer } from '../support/server';
import { pngSizeOf } from '../support/images';
import { callMultipart, formParts, storedFiles, TINY_PNG, type UploadFile } from '../support/uploads';

/**
 * Pelaporan through the real server: an employee's phone sends a report (multipart: deskripsi and
 * an image) as that employee's account; a superadmin lists the threads (filter, sort) and marks an
 * item 'proses'. Employees carry a per-test token in their last name and lists filter by it, so
 * tests never see each other's threads.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Item {
  _id: string;
  date: string;
  status: 'baru' | 'proses';
  file: string | null;
  deskripsi: string;
}
interface Thread {
  _id: string;
  emp: { firstname: string; lastname: string; photo: string | null };
  laporan: Item[];
}
interface Reporter {
  employeeId: string;
  firstname: string;
  lastname: string;
  email: string;
  token: string;
}

let t: TestServer;
let base: string;
let admin: string;
let division: string;
let position: string;

/** A 1×1 PNG and a 1×1 GIF: real images by their bytes. */
const PNG = TINY_PNG;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MINUTE = 60_000;

const LIST = '/api/attendance/absent/lapor/list';
const ADD = '/api/attendance/absent/lapor/add';
const updatePath = (threadId: string, reportId: string, status = 'proses') =>
  `/api/attendance/absent/lapor/updateStatus/${threadId}?id_laporan=${reportId}&status=${status}`;

const api = <T = Record<string, unknown>>(method: string, url: string, token: string | null = admin, body?: unknown): Promise<CallResult<T>> =>
  call<T>(base, method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

const list = (query: Record<string, string>, token: string | null = admin) =>
  api<{ data: Thread[] } & ErrorBody>('GET', `${LIST}?${new URLSearchParams(query).toString()}`, token);

/** The phone's call: `deskripsi` as a text part, the image as the `file` part. */
async function send<T = { status: string; data: Item } & ErrorBody>(
  token: string | null,
  fields: Record<string, string>,
  file: UploadFile | null = { data: PNG, name: 'laporan.png', type: 'image/png' },
): Promise<CallResult<T>> {
  return callMultipart<T>(base, 'POST', ADD, formParts(fields, file), token);
}

async function report(reporter: Reporter, deskripsi: string): Promise<Item> {
  const res = await send(reporter.token, { deskripsi });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

let counter = 0;
/** Letters only, unique per call. */
function tag(): string {
  counter += 1;
  return `Lp${counter.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)))}x`;
}

/** 16 digits no other employee of this file uses. */
function ktp(): string {
  counter += 1;
  return `3${String(counter).padStart(15, '7')}`;
}

/** An active employee (added by the admin) and an account linked to it, signed in. */
async function reporter(firstname: string, lastname: string, photo?: UploadFile): Promise<Reporter> {
  const identity = ktp();
  const email = `pelapor${identity.slice(-6)}@karyawan.test`;
  const fields: Record<string, string> = {
    firstname,
    lastname,
    email,
    phone: `08${identity.slice(-10)}`,
    identity_number: identity,
    dname: division,
    pname: position,
    salary: '100000',
    overtime: '20000',
    dayoff: '4',
    makan_status: 'Y',
  };
  const added = await callMultipart<{ data: { id: string } }>(base, 'POST', '/api/employee/employee/add', formParts(fields, photo), admin);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const addedBody = added.body;
  const password = `sandi-${identity.slice(-8)}`;
  await t.createUser({ email, password, access: [], employeeId: addedBody.data.id });
  return { employeeId: addedBody.data.id, firstname, lastname, email, token: await login(base, email, password) };
}

/** A signed-in account with no employee behind it. */
async function account(access: string[], role: 'user' | 'admin' | 'superadmin' = 'user'): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `akun${counter}@erp.test`;
  const password = `sandi-akun-${counter}`;
  await t.createUser({ email, password, access, role });
  return { email, token: await login(base, email, password) };
}

/** The stored report images on disk (the folder found by an image this server stored). */
const storedImages = (known: string): string[] => storedFiles('report', known);

async function threadOf(filter: string): Promise<Thread[]> {
  const res = await list({ filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await startTestServer();
  base = t.url;
  admin = await login(base, ADMIN.email, ADMIN.password);
  const d = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', admin, { name: 'Lapangan', description: '', salary: 3, status: 'active' });
  const p = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', admin, { name: 'Teknisi', description: '', status: 'active' });
  expect([d.status, p.status]).toEqual([200, 200]);
  division = d.body.data.id;
  position = p.body.data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('POST absent/lapor/add (the phone)', () => {
  it('a linked employee sends a report with an image; it is listed in the employee\'s thread and audited', async () => {
    const tk = tag();
    const r = await reporter('Andi', tk, { data: GIF, name: 'wajah.gif', type: 'image/gif' });
    const res = await send(r.token, { deskripsi: '  Pompa air di gudang bocor.\nMohon dicek.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('ok');
    const item = res.body.data;
    expect(item).toEqual({
      _id: expect.any(String),
      date: expect.any(String),
      status: 'baru',
      file: expect.stringMatching(/^\/api\/files\/report\/[0-9a-f-]{36}\.png$/),
      deskripsi: 'Pompa air di gudang bocor.\nMohon dicek.',
    });
    expect(new Date(item.date).toISOString()).toBe(item.date);

    const threads = await threadOf(tk);
    expect(threads).toHaveLength(1);
    const [thread] = threads;
    expect(thread?._id).toBe(r.employeeId);
    expect(thread?.emp).toEqual({ firstname: 'Andi', lastname: tk, photo: expect.stringMatching(/^\/api\/files\/employee\/[0-9a-f-]{36}\.gif$/) });
    expect(thread?.laporan).toEqual([item]);

    // The image is served back, to a signed-in caller only: the picture that was sent, re-encoded (issue 24).
    const image = await fetch(`${base}${item.file}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSizeOf(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1, height: 1 });
    expect((await fetch(`${base}${item.file}`)).status).toBe(401);

    const user = await findActiveUserByEmail(t.server.database.db, r.email);
    const audit = await t.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, item._id)));
    expect(audit).toMatchObject([{ action: 'add', userId: user?.id, changedFields: ['description', 'image'] }]);
  });

  it('refuses a file that is not an image (415) and writes nothing', async () => {
    const tk = tag();
    const r = await reporter('Beni', tk);
    const res = await send(r.token, { deskripsi: `Bukan gambar ${tk}` }, { data: Buffer.from('%PDF-1.4 laporan'), name: 'laporan.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA', fields: { file: expect.any(String) } });
    expect(await threadOf(tk)).toEqual([]);
  });

  it('refuses a missing, blank or too long description and a missing image (400, per field)', async () => {
    const tk = tag();
    const r = await reporter('Cici', tk);
    const missing = await send(r.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION');
    expect(missing.body.error.fields).toEqual({ deskripsi: 'Deskripsi wajib diisi' });
    const blank = await send(r.token, { deskripsi: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ deskripsi: 'Deskripsi wajib diisi' });
    const long = await send(r.token, { deskripsi: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ deskripsi: 'Deskripsi maksimal 1000 karakter' });
    const noImage = await send(r.token, { deskripsi: 'Tanpa gambar' }, null);
    expect(noImage.status).toBe(400);
    expect(noImage.body.error.fields).toEqual({ file: 'File wajib diunggah' });
    expect(await threadOf(tk)).toEqual([]);
    // 1000 characters is still fine.
    expect((await send(r.token, { deskripsi: 'b'.repeat(1000) })).status).toBe(200);
  });

  it('refuses an account without an employee (409), and one whose employee was deleted (deactivated: 401), leaving no file behind', async () => {
    const plain = await account(['/employee']);
    const res = await send(plain.token, { deskripsi: 'Laporan tanpa karyawan' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: 'Akun anda belum terhubung dengan data karyawan' });
    // A superadmin has no employee behind it either.
    expect((await send(admin, { deskripsi: 'Laporan admin' })).status).toBe(409);

    const tk = tag();
    const r = await reporter('Dodi', tk);
    const first = await report(r, 'Sebelum dihapus');
    const before = storedImages(first.file ?? '');
    const deleted = await api('PUT', `/api/employee/employee/update/${r.employeeId}`, admin, { status: 'deleted' });
    expect(deleted.status).toBe(200);
    // Issue 24: the employee's account is deactivated with them, its sessions end.
    const refused = await send(r.token, { deskripsi: 'Setelah dihapus' });
    expect(refused.status).toBe(401);
    expect(storedImages(first.file ?? '')).toEqual(before);
    // What was reported before the delete stays in the list, to be handled.
    expect((await threadOf(tk)).map((th) => th.laporan.map((i) => i.deskripsi))).toEqual([['Sebelum dihapus']]);
  });

  it('needs a session (401)', async () => {
    const res = await send(null, { deskripsi: 'Tanpa sesi' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('list and updateStatus are for a superadmin only', () => {
  it('refuses (403) a user holding every module, and an admin; 401 without a session; a superadmin by role may', async () => {
    const tk = tag();
    const r = await reporter('Eka', tk);
    const item = await report(r, 'Lampu padam');
    const everything = await account(MODULES.map((m) => m.accessName));
    const adminRole = await account(MODULES.map((m) => m.accessName), 'admin');
    for (const who of [everything.token, adminRole.token, r.token]) {
      const listed = await list({ filter: tk }, who);
      expect(listed.status).toBe(403);
      expect(listed.body.error.code).toBe('FORBIDDEN');
      const updated = await api<ErrorBody>('PUT', updatePath(r.employeeId, item._id), who);
      expect(updated.status).toBe(403);
    }
    expect((await list({ filter: tk }, null)).status).toBe(401);
    expect((await api('PUT', updatePath(r.employeeId, item._id), null)).status).toBe(401);
    // Nothing changed by the refused calls.
    expect((await threadOf(tk))[0]?.laporan[0]?.status).toBe('baru');

    const superadmin = await account([], 'superadmin');
    const listed = await list({ filter: tk }, superadmin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((th) => th._id)).toEqual([r.employeeId]);
  });
});

describe('GET absent/lapor/list', () => {
  it('orders threads by their latest report (newest first by default, or asc) and the reports inside oldest first', async () => {
    const tk = tag();
    const a = await reporter('Fajar', tk);
    const b = await reporter('Gita', tk);
    const a1 = await report(a, 'Pertama dari Fajar');
    t.advance(MINUTE);
    const b1 = await report(b, 'Pertama dari Gita');
    t.advance(MINUTE);
    const a2 = await report(a, 'Kedua dari Fajar');

    const byDefault = await threadOf(tk);
    expect(byDefault.map((th) => th._id)).toEqual([a.employeeId, b.employeeId]);
    expect(byDefault[0]?.laporan.map((i) => i._id)).toEqual([a1._id, a2._id]);
    expect(byDefault[1]?.laporan.map((i) => i._id)).toEqual([b1._id]);
    expect(Date.parse(a2.date) - Date.parse(a1.date)).toBeGreaterThanOrEqual(2 * MINUTE);

    const desc = await list({ filter: tk, sort: 'laporan.date|desc' });
    expect(desc.body.data.map((th) => th._id)).toEqual([a.employeeId, b.employeeId]);
    const asc = await list({ filter: tk, sort: 'laporan.date|asc' });
    expect(asc.status).toBe(200);
    expect(asc.body.data.map((th) => th._id)).toEqual([b.employeeId, a.employeeId]);
    // Inside a thread the order stays chat-like whatever the threads' order.
    expect(asc.body.data[1]?.laporan.map((i) => i._id)).toEqual([a1._id, a2._id]);

    // A new report moves its thread to the top.
    t.advance(MINUTE);
    await report(b, 'Kedua dari Gita');
    expect((await threadOf(tk)).map((th) => th._id)).toEqual([b.employeeId, a.employeeId]);

    const unknown = await list({ sort: 'nama|asc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.['sort']).toContain('laporan.date|desc');
  });

  it('filters by the reporter\'s name (first, last or both) or any report\'s description, answering matching threads whole', async () => {
    const tk = tag();
    const other = tag();
    const h = await reporter('Hendra', tk);
    const i = await reporter('Indah', other);
    await report(h, 'Atap bocor di ruang rapat');
    await report(h, `Kabel terkelupas ${other}`);
    await report(i, 'Kunci lemari hilang');

    const byLast = await threadOf(tk);
    expect(byLast.map((th) => th._id)).toEqual([h.employeeId]);
    expect(byLast[0]?.laporan).toHaveLength(2);
    expect((await threadOf(`hendra ${tk.toLowerCase()}`)).map((th) => th._id)).toEqual([h.employeeId]);
    expect((await threadOf(`  INDAH ${other}  `)).map((th) => th._id)).toEqual([i.employeeId]);

    // A description matches: the whole thread comes, not only the matching report.
    const byText = await threadOf(`Atap bocor`);
    expect(byText.filter((th) => th._id === h.employeeId).map((th) => th.laporan.length)).toEqual([2]);
    expect(byText.some((th) => th._id === i.employeeId)).toBe(false);
    // Indah by her name, Hendra by his second report's text.
    expect(
      (await threadOf(other))
        .map((th) => th._id)
        .sort(),
    ).toEqual([h.employeeId, i.employeeId].sort());
    // Wildcards are literal.
    expect(await threadOf(`${tk}%`)).toEqual([]);
    expect(await threadOf('_'.repeat(30))).toEqual([]);
  });
});

describe('PUT absent/lapor/updateStatus', () => {
  it('marks an item proses, records who and when, audits; again is fine and changes nothing', async () => {
    const tk = tag();
    const r = await reporter('Joko', tk);
    const first = await report(r, 'Pintu rusak');
    const second = await report(r, 'Jendela pecah');
    const res = await api<{ status: string; data: Item }>('PUT', updatePath(r.employeeId, first._id), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { ...first, status: 'proses' } });
    expect((await threadOf(tk))[0]?.laporan.map((i) => i.status)).toEqual(['proses', 'baru']);

    const db = t.server.database.db;
    const superadmin = await findActiveUserByEmail(db, ADMIN.email);
    const [row] = await db.select().from(reports).where(eq(reports.id, first._id));
    expect(row?.processedBy).toBe(superadmin?.id);
    expect(row?.processedAt).toBeInstanceOf(Date);
    const processedAt = row?.processedAt?.toISOString();

    t.advance(MINUTE);
    const again = await api<{ status: string; data: Item }>('PUT', updatePath(r.employeeId, first._id), admin);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('proses');
    const [still] = await db.select().from(reports).where(eq(reports.id, first._id));
    expect(still?.processedAt?.toISOString()).toBe(processedAt);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, first._id), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject([{ userId: superadmin?.id, changedFields: ['status', 'processed_at', 'processed_by'] }]);

    const [untouched] = await db.select().from(reports).where(eq(reports.id, second._id));
    expect(untouched).toMatchObject({ status: 'baru', processedAt: null, processedBy: null });
  });

  it('answers 404 for a report of another thread or an unknown one, 400 for a bad id or status', async () => {
    const k = await reporter('Kiki', tag());
    const l = await reporter('Lala', tag());
    const kItem = await report(k, 'Milik Kiki');
    const crossed = await api<ErrorBody>('PUT', updatePath(l.employeeId, kItem._id), admin);
    expect(crossed.status).toBe(404);
    expect(crossed.body.error).toEqual({ code: 'NOT_FOUND', message: 'Laporan tidak ditemukan' });
    expect((await api('PUT', updatePath(k.employeeId, '00000000-0000-4000-8000-000000000000'), admin)).status).toBe(404);

    const badStatus = await api<ErrorBody>('PUT', updatePath(k.employeeId, kItem._id, 'baru'), admin);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.fields).toHaveProperty('status');
    const badId = await api<ErrorBody>('PUT', updatePath(k.employeeId, 'bukan-id'), admin);
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty('id_laporan');
    expect((await api('PUT', updatePath('bukan-id', kItem._id), admin)).status).toBe(400);
    // None of it touched the report.
    expect((await threadOf('Milik Kiki'))[0]?.laporan[0]?.status).toBe('baru');
  });
});

describe('OpenAPI', () => {
  it('documents the intake call as multipart with deskripsi and the image', async () => {
    const res = await call<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } }>> }>(
      base,
      'GET',
      '/api/docs/json',
    );
    expect(res.status).toBe(200);
    const post = res.body.paths[ADD]?.['post'];
    const schema = post?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['deskripsi', 'file']);
    expect(schema?.required?.sort()).toEqual(['deskripsi', 'file']);
    expect(res.body.paths[LIST]?.['get']).toBeDefined();
    expect(res.body.paths['/api/attendance/absent/lapor/updateStatus/{id}']?.['put']).toBeDefined();
  });
});
