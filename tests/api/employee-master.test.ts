import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisionResource, EMPLOYEE_RESOURCES } from '../../common/contract';
import type { ResourceDefinition } from '../../common/resource';
import { auditLog } from '../../server/db/audit';
import { divisions, positions } from '../../server/employee/tables';
import { registerResourceRoutes } from '../../server/resource/routes';
import { ADMIN, call, login, startTestServer, type CallResult, type TestServer } from '../support/server';

/**
 * The Employee masters (division, position, bank, application) through the generic resource
 * routes (server/resource/routes.ts). Every test works on rows named with its own token and lists
 * with that token as the filter, so tests never see each other's rows.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
type Row = Record<string, string | number | null> & { id: string };
interface Page {
  data: Row[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number; from: number | null; to: number | null };
}

let t: TestServer;
let adminToken: string;

beforeAll(async () => {
  t = await startTestServer();
  adminToken = await login(t.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A token no other test uses: names carry it, lists filter by it. */
function token(): string {
  counter += 1;
  return `tk${counter}x`;
}

async function makeUser(access: string[]) {
  counter += 1;
  const email = `master${counter}@erp.test`;
  const password = `sandi-master-${counter}`;
  const user = await t.createUser({ email, password, firstname: 'Sari', lastname: `Dewi ${counter}`, access });
  return { id: user.id, token: await login(t.url, email, password) };
}

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, as = adminToken): Promise<CallResult<T>> =>
  call<T>(t.url, method, path, { token: as, ...(body !== undefined ? { body } : {}) });

/** A valid add body for any resource: the name, a description, the first option of each select. */
function sample(resource: ResourceDefinition, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { status: 'active' };
  for (const field of resource.fields) {
    if (field.name === 'name') body[field.name] = name;
    else if (field.input.kind === 'select') body[field.name] = field.input.options[0]?.value;
    else body[field.name] = `Keterangan ${name}`;
  }
  return { ...body, ...extra };
}

async function add(resource: ResourceDefinition, body: Record<string, unknown>, as = adminToken): Promise<Row> {
  const res = await api<{ status: string; data: Row }>('POST', `${resource.apiBase}/add`, body, as);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('ok');
  return res.body.data;
}

const list = (resource: ResourceDefinition, query: Record<string, string | number>, as = adminToken) =>
  api<Page>('GET', `${resource.apiBase}/all?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`, undefined, as);

const update = (resource: ResourceDefinition, id: string, body: unknown, as = adminToken) =>
  api<ErrorBody & { status?: string }>('PUT', `${resource.apiBase}/update/${id}`, body, as);

const names = (page: Page) => page.data.map((row) => row['Name']);

async function auditOf(entity: string, id: string) {
  return t.server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

describe.each(EMPLOYEE_RESOURCES.map((resource) => [resource.key, resource] as const))('%s (shared behaviour)', (_key, resource) => {
  it('adds a row and lists it under the row keys the seeds read', async () => {
    const tok = token();
    const row = await add(resource, sample(resource, `${tok} Satu`));
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row['Name']).toBe(`${tok} Satu`);
    expect(row['Description']).toBe(`Keterangan ${tok} Satu`);
    const page = await list(resource, { filter: tok });
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([row]);
    expect(Object.keys(row).sort()).toEqual(['id', ...resource.fields.map((f) => f.rowKey)].sort());
    expect(page.body.pagination).toEqual({ current_page: 1, last_page: 1, total: 1, per_page: resource.pageSize, from: 1, to: 1 });
  });

  it('answers 400 with a field message when the name is missing or blank', async () => {
    const tok = token();
    const { name: _name, ...withoutName } = sample(resource, `${tok}`);
    const missing = await api<ErrorBody>('POST', `${resource.apiBase}/add`, withoutName);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION');
    expect(missing.body.error.fields).toEqual({ name: 'Nama wajib diisi' });
    const blank = await api<ErrorBody>('POST', `${resource.apiBase}/add`, sample(resource, '   '));
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: 'Nama wajib diisi' });
  });

  it('refuses a duplicate name in another letter case with 409, excluding the row itself on update', async () => {
    const tok = token();
    const first = await add(resource, sample(resource, `${tok} Gudang`));
    const dup = await api<ErrorBody>('POST', `${resource.apiBase}/add`, sample(resource, `${tok.toUpperCase()} GUDANG`));
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    expect(dup.body.error.message).toBe(`Nama ${resource.noun} sudah ada`);
    const other = await add(resource, sample(resource, `${tok} Kantor`));
    const renamed = await update(resource, other.id, sample(resource, `${tok} gudang`));
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toBe(`Nama ${resource.noun} sudah ada`);
    // Its own name in another case is not a duplicate.
    expect((await update(resource, first.id, sample(resource, `${tok} GUDANG`))).status).toBe(200);
  });

  it('lets only one of several parallel adds of one name through; the others get 409, never 500', async () => {
    const tok = token();
    const results = await Promise.all(
      ['Paralel', 'PARALEL', 'paralel', 'Paralel', 'pArAlEl'].map((n) => api<ErrorBody>('POST', `${resource.apiBase}/add`, sample(resource, `${tok} ${n}`))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.error.message).toBe(`Nama ${resource.noun} sudah ada`);
    }
    expect((await list(resource, { filter: tok })).body.pagination?.total).toBe(1);
  });

  it('soft-deletes: the row leaves the list and show=all, its name is free again, a second delete is 404', async () => {
    const tok = token();
    const row = await add(resource, sample(resource, `${tok} Hapus`));
    const deleted = await update(resource, row.id, { status: 'deleted' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'ok' });
    expect((await list(resource, { filter: tok })).body.data).toEqual([]);
    expect((await list(resource, { filter: tok, show: 'all' })).body).toEqual({ data: [] });
    const again = await add(resource, sample(resource, `${tok} HAPUS`));
    expect(again.id).not.toBe(row.id);
    expect((await update(resource, row.id, { status: 'deleted' })).status).toBe(404);
    expect((await update(resource, row.id, sample(resource, `${tok} Hidup Lagi`))).status).toBe(404);
  });

  it('updates the fields of a row', async () => {
    const tok = token();
    const row = await add(resource, sample(resource, `${tok} Lama`));
    const res = await update(resource, row.id, sample(resource, `${tok} Baru`, { description: 'Diubah' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const page = await list(resource, { filter: tok });
    expect(page.body.data).toEqual([{ ...row, Name: `${tok} Baru`, Description: 'Diubah' }]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await update(resource, randomUUID(), sample(resource, `${token()} X`));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: `${resource.noun} tidak ditemukan` });
    const malformed = await update(resource, 'bukan-id', { status: 'deleted' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: 'Id tidak valid' });
  });

  it('sorts by name descending, pages by the definition\'s page size when per_page is omitted, and refuses an unknown sort field', async () => {
    const tok = token();
    // One more row than a page holds (5 on the Employee tables, 10 on the salary-status list).
    const labels = Array.from({ length: resource.pageSize + 1 }, (_, i) => (i % 2 ? 'Nama' : 'nama') + String.fromCharCode(97 + i));
    for (const n of labels) await add(resource, sample(resource, `${tok} ${n}`));
    const expectedDesc = [...labels].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    const desc = await list(resource, { filter: tok, sort: 'name|desc' });
    expect(names(desc.body)).toEqual(expectedDesc.slice(0, resource.pageSize).map((n) => `${tok} ${n}`));
    expect(desc.body.pagination).toEqual({
      current_page: 1,
      last_page: 2,
      total: resource.pageSize + 1,
      per_page: resource.pageSize,
      from: 1,
      to: resource.pageSize,
    });
    // The default sort is the definition's (name ascending, ignoring letter case): the last name is alone on page 2.
    const byDefault = await list(resource, { filter: tok, page: 2 });
    expect(names(byDefault.body)).toEqual([`${tok} ${labels[labels.length - 1]}`]);
    const bad = await list(resource, { filter: tok, sort: 'umur|asc' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).error.code).toBe('VALIDATION');
    expect((bad.body as unknown as ErrorBody).error.fields?.['sort']).toMatch(/^Kolom sort tidak dikenal: umur/);
  });

  it('answers 403 to a user without /employee access and 200 to one with it, recording who wrote', async () => {
    const tok = token();
    const outsider = await makeUser(['/warehouse']);
    const staff = await makeUser(['/employee']);
    const denied = await list(resource, { filter: tok }, outsider.token);
    expect(denied.status).toBe(403);
    expect((denied.body as unknown as ErrorBody).error).toEqual({ code: 'FORBIDDEN', message: 'Anda tidak punya hak akses.' });
    expect((await api('POST', `${resource.apiBase}/add`, sample(resource, `${tok} Luar`), outsider.token)).status).toBe(403);
    expect((await update(resource, randomUUID(), { status: 'deleted' }, outsider.token)).status).toBe(403);
    expect((await list(resource, { filter: tok }, staff.token)).status).toBe(200);
    // The applications grant access (issue 24): only the superadmin writes them; the module's users read them.
    let writer = staff;
    if (resource.writeAccess) {
      expect((await api('POST', `${resource.apiBase}/add`, sample(resource, `${tok} Staf`), staff.token)).status).toBe(403);
      const session = await api<{ data: { auth: { _id: string } } }>('GET', '/api/auth/session', undefined, adminToken);
      writer = { id: session.body.data.auth._id, token: adminToken };
    }
    const row = await add(resource, sample(resource, `${tok} Dalam`), writer.token);
    expect((await update(resource, row.id, sample(resource, `${tok} Dalam`, { description: 'Ubah' }), writer.token)).status).toBe(200);
    expect((await update(resource, row.id, { status: 'deleted' }, writer.token)).status).toBe(200);
    const audit = await auditOf(resource.key, row.id);
    expect(audit.map((a) => [a.action, a.changedFields, a.userId])).toEqual([
      ['add', resource.fields.map((f) => f.name), writer.id],
      ['update', ['description'], writer.id],
      ['delete', ['status'], writer.id],
    ]);
  });
});

describe('division', () => {
  const base = divisionResource.apiBase;

  it('lists Name, Description and salary, and keeps who created the row', async () => {
    const tok = token();
    const staff = await makeUser(['/employee']);
    const row = await add(divisionResource, { name: `${tok} Gudang`, description: 'Bagian gudang', salary: 2, status: 'active' }, staff.token);
    // overtime_rule (issue 18) left out: 1, the flat overtime rate.
    expect(row).toEqual({ id: expect.any(String), Name: `${tok} Gudang`, Description: 'Bagian gudang', salary: 2, overtime_rule: 1 });
    const page = await list(divisionResource, { filter: tok, page: 1, per_page: 5, sort: 'name|asc' });
    expect(page.body).toEqual({ data: [row], pagination: { current_page: 1, last_page: 1, total: 1, per_page: 5, from: 1, to: 1 } });
    const all = await list(divisionResource, { filter: tok, show: 'all' });
    expect(all.body).toEqual({ data: [row] });
    const [stored] = await t.server.database.db.select().from(divisions).where(eq(divisions.id, row.id));
    expect(stored).toMatchObject({ status: 'active', createdBy: staff.id, updatedBy: staff.id });
  });

  it('refuses at start-up a table that lacks a column for a field', () => {
    // positions has id/status/audit columns (so it compiles) but no salary.
    expect(() => registerResourceRoutes(Fastify(), { db: t.server.database.db, resource: divisionResource, table: positions })).toThrow(
      "resource division: the table has no column for field 'salary'",
    );
  });

  it('takes the description as optional', async () => {
    const tok = token();
    const row = await add(divisionResource, { name: `${tok} Tanpa`, salary: 3 });
    expect(row).toMatchObject({ Description: '', salary: 3 });
  });

  it('requires the salary status and accepts only 1, 2 or 3', async () => {
    const tok = token();
    const missing = await api<ErrorBody>('POST', `${base}/add`, { name: `${tok} A`, description: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ salary: 'Status Gaji wajib dipilih' });
    for (const salary of [0, 4, 1.5, 'x']) {
      const res = await api<ErrorBody>('POST', `${base}/add`, { name: `${tok} A`, salary });
      expect(res.status, String(salary)).toBe(400);
      expect(res.body.error.fields?.['salary'], String(salary)).toBeDefined();
    }
    const four = await api<ErrorBody>('POST', `${base}/add`, { name: `${tok} A`, salary: 4 });
    expect(four.body.error.fields).toEqual({ salary: 'Status Gaji tidak valid' });
    expect((await list(divisionResource, { filter: tok })).body.data).toEqual([]);
  });

  it('answers an invalid update exactly like an invalid add (400, same message and fields)', async () => {
    const tok = token();
    const row = await add(divisionResource, { name: `${tok} Valid`, salary: 1 });
    const invalid = { name: '', description: 'x', salary: 9, status: 'active' };
    const added = await api<ErrorBody>('POST', `${base}/add`, invalid);
    const updated = await update(divisionResource, row.id, invalid);
    expect(updated.status).toBe(400);
    expect(updated.body).toEqual(added.body);
    expect(updated.body.error).toEqual({
      code: 'VALIDATION',
      message: 'Data tidak valid: name (Nama wajib diisi), salary (Status Gaji tidak valid)',
      fields: { name: 'Nama wajib diisi', salary: 'Status Gaji tidak valid' },
    });
  });

  it('pages 12 rows by 5: pages 1 to 3 with from/to, the last page holding 2', async () => {
    const tok = token();
    for (let i = 1; i <= 12; i++) await add(divisionResource, { name: `${tok} ${String(i).padStart(2, '0')}`, salary: 1 });
    const pages = await Promise.all([1, 2, 3].map((page) => list(divisionResource, { filter: tok, page, per_page: 5, sort: 'name|asc' })));
    expect(pages.map((p) => p.body.pagination)).toEqual([
      { current_page: 1, last_page: 3, total: 12, per_page: 5, from: 1, to: 5 },
      { current_page: 2, last_page: 3, total: 12, per_page: 5, from: 6, to: 10 },
      { current_page: 3, last_page: 3, total: 12, per_page: 5, from: 11, to: 12 },
    ]);
    expect(pages.map((p) => names(p.body))).toEqual([
      ['01', '02', '03', '04', '05'].map((n) => `${tok} ${n}`),
      ['06', '07', '08', '09', '10'].map((n) => `${tok} ${n}`),
      ['11', '12'].map((n) => `${tok} ${n}`),
    ]);
    // Without per_page the resource's page size (5) applies, not the general default of 10.
    const omitted = await list(divisionResource, { filter: tok });
    expect(omitted.body.pagination).toEqual({ current_page: 1, last_page: 3, total: 12, per_page: 5, from: 1, to: 5 });
    expect(omitted.body.data).toHaveLength(5);
    // An explicit per_page still wins; show=all is not paged.
    expect((await list(divisionResource, { filter: tok, per_page: 10 })).body.data).toHaveLength(10);
    const all = await list(divisionResource, { filter: tok, show: 'all' });
    expect(all.body.data).toHaveLength(12);
    expect(all.body.pagination).toBeUndefined();
  });

  it('sorts by several fields, by row key and in any letter case, with a stable order for ties', async () => {
    const tok = token();
    for (const [n, salary] of [['Bravo', 2], ['alpha', 1], ['Charlie', 1], ['delta', 2]] as const) {
      await add(divisionResource, { name: `${tok} ${n}`, salary });
    }
    const multi = await list(divisionResource, { filter: tok, sort: 'salary|asc,name|desc' });
    expect(multi.status).toBe(200);
    expect(names(multi.body)).toEqual(['Charlie', 'alpha', 'delta', 'Bravo'].map((n) => `${tok} ${n}`));
    const byRowKey = await list(divisionResource, { filter: tok, sort: 'Name|desc' });
    expect(names(byRowKey.body)).toEqual(['delta', 'Charlie', 'Bravo', 'alpha'].map((n) => `${tok} ${n}`));
    const upper = await list(divisionResource, { filter: tok, sort: 'SALARY|desc,NAME|asc' });
    expect(names(upper.body)).toEqual(['Bravo', 'delta', 'alpha', 'Charlie'].map((n) => `${tok} ${n}`));
    // Equal salaries page the same way every time (the id breaks ties).
    const first = await list(divisionResource, { filter: tok, sort: 'salary|asc', per_page: 2 });
    const again = await list(divisionResource, { filter: tok, sort: 'salary|asc', per_page: 2 });
    expect(first.body.data).toEqual(again.body.data);
    const unknown = await api<ErrorBody>('GET', `${base}/all?filter=${tok}&sort=name|asc,gaji|desc`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'VALIDATION',
      message: 'Data tidak valid: sort (Kolom sort tidak dikenal: gaji (pilihan: name, description, salary, overtime_rule))',
      fields: { sort: 'Kolom sort tidak dikenal: gaji (pilihan: name, description, salary, overtime_rule)' },
    });
  });

  it('filters case-insensitively over name and description, taking % and _ literally', async () => {
    const tok = token();
    const pct = await add(divisionResource, { name: `${tok}-50%-barat`, salary: 1 });
    const digits = await add(divisionResource, { name: `${tok}-500-barat`, salary: 1 });
    const described = await add(divisionResource, { name: `${tok} Timur`, description: `Gudang ${tok}-Deskripsi`, salary: 1 });
    const ids = async (filter: string) => (await list(divisionResource, { filter, show: 'all' })).body.data.map((r) => r.id).sort();
    expect(await ids(`${tok.toUpperCase()}-50%-BARAT`)).toEqual([pct.id]);
    expect(await ids(`${tok}-50%`)).toEqual([pct.id]);
    expect(await ids(`${tok}-50_`)).toEqual([]);
    expect(await ids(`${tok}-50`)).toEqual([pct.id, digits.id].sort());
    expect(await ids(`${tok}-deskripsi`)).toEqual([described.id]);
    expect(await ids(`${tok}\\`)).toEqual([]);
  });

  it('records add, update (changed fields) and delete in the audit log', async () => {
    const tok = token();
    const row = await add(divisionResource, { name: `${tok} Audit`, description: 'a', salary: 1 });
    expect((await update(divisionResource, row.id, { name: `${tok} Audit`, description: 'b', salary: 3, status: 'active' })).status).toBe(200);
    expect((await update(divisionResource, row.id, { name: `${tok} Audit`, description: 'b', salary: 3 })).status).toBe(200);
    expect((await update(divisionResource, row.id, { status: 'deleted' })).status).toBe(200);
    const audit = await auditOf('division', row.id);
    expect(audit.map((a) => [a.action, a.changedFields])).toEqual([
      ['add', ['name', 'description', 'salary', 'overtime_rule']],
      ['update', ['description', 'salary']],
      ['update', []],
      ['delete', ['status']],
    ]);
    const [stored] = await t.server.database.db.select().from(divisions).where(eq(divisions.id, row.id));
    expect(stored).toMatchObject({ status: 'deleted', salary: 3, description: 'b' });
  });
});
