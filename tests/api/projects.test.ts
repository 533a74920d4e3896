import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_INCOMPLETE, PROJECT_STOCK_EMPTY } from '../../common/contract/project';
import { ProjectClient, type Confirmer } from '../support/project';
import { ADMIN, call, login, type TestServer, startTestServer } from '../support/server';

/**
 * Projects and their material release (issue 14 sections 2 and 4): the project's CRUD and
 * validation, its list, the one outgoing-goods request, the admin's and the guard's confirmations
 * (roles, idk, each once, either order), the release as 'project_release' ledger entries, a short
 * line refusing the whole release, and parallel confirmations releasing once. The ledger verifies
 * clean after each test.
 */

let t: TestServer;
let p: ProjectClient;
let admin: Confirmer;
let satpam: Confirmer;

beforeAll(async () => {
  t = await startTestServer();
  p = new ProjectClient(t, await login(t.url, ADMIN.email, ADMIN.password));
  ({ admin, satpam } = await p.confirmers());
});

afterEach(async () => {
  await p.expectStockClean();
});

afterAll(async () => {
  await t?.close();
});

describe('proyek/add, get, update, delete', () => {
  it('saves a project from a survey, named after the survey unless given, with its products and the survey locations', async () => {
    const f = await p.fixture([10, 5]);
    const created = await p.addProject(p.projectInput(f, [4, 2]));
    expect(created).toMatchObject({
      nama_proyek: f.survey.project_name,
      survey: { id: f.survey._id, project_name: f.survey.project_name },
      pelaksana: { id: f.executor.id, idk: f.executor.idk, firstname: f.executor.nama },
      date_keluar: '2026-11-25',
      tujuan: `Pemasangan jalur ${f.tag}`,
      desc: `Pemasangan jalur ${f.tag}`,
      kebutuhan: [
        { produk: { id: f.products[0]!.id, name: f.products[0]!.name, unit: `Satuan ${f.tag}` }, qty: 4 },
        { produk: { id: f.products[1]!.id, name: f.products[1]!.name }, qty: 2 },
      ],
      release: null,
      sisa: [],
    });
    expect(created.tempat.map((l) => [l.lokasi, l.name])).toEqual([
      [0, 'Jl. Rungkut Industri No. 5'],
      [1, 'Jl. Kali Rungkut No. 12'],
    ]);
    expect(created.dokproyek).toEqual([
      { lokasi: 0, lokasi_name: 'Jl. Rungkut Industri No. 5', gambar0: null, gambar50: null, gambar100: null },
      { lokasi: 1, lokasi_name: 'Jl. Kali Rungkut No. 12', gambar0: null, gambar50: null, gambar100: null },
    ]);
    expect(await p.project(created.id)).toEqual(created);

    const named = await p.addProject(p.projectInput(f, [1, 1], { nama_proyek: 'Jalur Pipa Tahap 2' }));
    expect(named.nama_proyek).toBe('Jalur Pipa Tahap 2');
    // Saving a project moves no stock.
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(10);
  });

  it("refuses a missing survey, executor or notes with 'Lengkapi Data Anda !!'", async () => {
    const f = await p.fixture([3]);
    const base = p.projectInput(f);
    for (const [field, body] of [
      ['idsurvey', { ...base, idsurvey: '' }],
      ['idpelaksana', { ...base, idpelaksana: undefined }],
      ['desc', { ...base, desc: '   ' }],
    ] as const) {
      const res = await p.addProjectRaw(body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field]).toBe(PROJECT_INCOMPLETE);
    }
    // Ids that name no active survey or employee.
    const unknown = await p.addProjectRaw({ ...base, idsurvey: f.executor.id, idpelaksana: f.survey._id });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ message: PROJECT_INCOMPLETE, fields: { idsurvey: 'Survey tidak ditemukan', idpelaksana: 'Karyawan tidak ditemukan' } });
    expect((await p.projects(`?filter=${f.tag}`)).data).toEqual([]);
  });

  it("refuses a product with stock 0 with 'Stock Barang Kosong !!' on its row, and a deleted product", async () => {
    const f = await p.fixture([4, 0]);
    const res = await p.addProjectRaw(p.projectInput(f));
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(PROJECT_STOCK_EMPTY);
    expect(Object.keys(res.body.error?.fields ?? {})).toEqual(['kebutuhan.1.idproduk']);
    expect(res.body.error?.fields?.['kebutuhan.1.idproduk']).toContain(PROJECT_STOCK_EMPTY);

    await p.deleteProduct(f.products[1]!.id);
    const deleted = await p.addProjectRaw(p.projectInput(f));
    expect(deleted.status).toBe(400);
    expect(deleted.body.error?.fields).toEqual({ 'kebutuhan.1.idproduk': 'Produk tidak ditemukan' });

    const doubled = await p.addProjectRaw({ ...p.projectInput(f), kebutuhan: [{ idproduk: f.products[0]!.id, qty: 1 }, { idproduk: f.products[0]!.id, qty: 2 }] });
    expect(doubled.status).toBe(400);
    const zero = await p.addProjectRaw({ ...p.projectInput(f), kebutuhan: [{ idproduk: f.products[0]!.id, qty: 0 }] });
    expect(zero.status).toBe(400);
  });

  it('updates a project and its products while its request waits, then refuses once confirmed (409)', async () => {
    const f = await p.fixture([10, 5, 7]);
    const created = await p.addProject(p.projectInput({ ...f, products: f.products.slice(0, 2) }, [1, 1]));
    const edited = await p.updateProjectRaw(created.id, p.projectInput({ ...f, products: [f.products[2]!, f.products[0]!] }, [3, 2], { desc: 'Catatan baru', date_keluar: '2026-12-01' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ desc: 'Catatan baru', date_keluar: '2026-12-01', kebutuhan: [{ produk: { id: f.products[2]!.id }, qty: 3 }, { produk: { id: f.products[0]!.id }, qty: 2 }] });

    const release = await p.request(created.id);
    expect(release.tujuan).toBe('Catatan baru');
    const waiting = await p.updateProjectRaw(created.id, p.projectInput(f, [1, 1, 1], { desc: 'Masih boleh' }));
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(waiting.body.data.release?.tujuan).toBe('Masih boleh');

    await p.confirm(satpam, release.id, 'SPM', f.warehouse);
    const locked = await p.updateProjectRaw(created.id, p.projectInput(f, [1, 1, 1], { desc: 'Terlambat' }));
    expect(locked.status).toBe(409);
    expect((await p.project(created.id)).desc).toBe('Masih boleh');

    const missing = await p.updateProjectRaw('00000000-0000-4000-8000-000000000000', p.projectInput(f));
    expect(missing.status).toBe(404);
  });

  it('deletes a project with its waiting request for real, and refuses once the goods left (409)', async () => {
    const f = await p.fixture([5]);
    const created = await p.addProject(p.projectInput(f, [1]));
    const release = await p.request(created.id);
    await p.confirm(admin, release.id, 'ADM', f.warehouse);
    const removed = await p.deleteProjectRaw(created.id);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await p.api('GET', `/api/survey/proyek/get/${created.id}`)).status).toBe(404);
    expect((await p.releases(`?state=all&filter=${f.tag}`)).data).toEqual([]);
    expect((await p.deleteProjectRaw(created.id)).status).toBe(404);

    const { project } = await p.releasedProject();
    const refused = await p.deleteProjectRaw(project.id);
    expect(refused.status).toBe(409);
    expect((await p.project(project.id)).release?.status).toBe('released');
  });
});

describe('a Survey-only account fills the project form', () => {
  it('reads executors from Survey (id, idk, name, division: no pay or personal data), products with stock, and warehouses; nothing else of Employee', async () => {
    const fixture = await p.fixture([7]);
    const email = `survey-only-${fixture.tag.toLowerCase()}@erp.test`;
    await t.createUser({ email, password: 'sandi-survey-only', role: 'user', access: ['/survey'] });
    const token = await login(t.url, email, 'sandi-survey-only');
    const options = await call<{ data: Record<string, unknown>[] }>(t.url, 'GET', `/api/survey/pelaksana/all?filter=${encodeURIComponent(fixture.executor.nama)}`, { token });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const found = options.body.data.find((row) => row['id'] === fixture.executor.id);
    expect(found).toBeDefined();
    expect(Object.keys(found ?? {}).sort()).toEqual(['division', 'firstname', 'id', 'idk']);
    const product = fixture.products[0];
    if (!product) throw new Error('fixture products');
    const products = await call<{ data: { id: string; stock: number }[] }>(t.url, 'GET', `/api/warehouse/product/pro?namaproduk=${encodeURIComponent(product.name)}`, { token });
    expect(products.status).toBe(200);
    expect(products.body.data.find((row) => row.id === product.id)?.stock).toBe(7);
    expect((await call(t.url, 'GET', '/api/warehouse/warehouse/all?show=all', { token })).status).toBe(200);
    // Still closed: the Employee module's own list, and changing a warehouse.
    expect((await call(t.url, 'GET', '/api/employee/employee/all', { token })).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/warehouse/warehouse/add', { token, body: { name: 'Gudang Liar', code: '', address: '' } })).status).toBe(403);
  });
});

describe('proyek/all', () => {
  it('pages 5 by default, newest exit date first, filters by name, executor and notes, and lists only requested ones at stage=requested', async () => {
    const f = await p.fixture([20]);
    const ids: string[] = [];
    for (let day = 1; day <= 7; day += 1) {
      const created = await p.addProject(p.projectInput(f, [1], { nama_proyek: `Proyek ${f.tag} ${day}`, date_keluar: `2026-12-0${day}` }));
      ids.push(created.id);
    }
    const first = await p.projects(`?filter=${f.tag}`);
    expect(first.pagination).toMatchObject({ total: 7, per_page: 5, last_page: 2, current_page: 1 });
    expect(first.data.map((r) => r.nama_proyek)).toEqual([7, 6, 5, 4, 3].map((d) => `Proyek ${f.tag} ${d}`));
    const second = await p.projects(`?filter=${f.tag}&page=2`);
    expect(second.data.map((r) => r.date_keluar)).toEqual(['2026-12-02', '2026-12-01']);
    const ascending = await p.projects(`?filter=${f.tag}&sort=date_keluar|asc&per_page=999`);
    expect(ascending.data).toHaveLength(7);
    expect(ascending.data[0]?.date_keluar).toBe('2026-12-01');
    expect((await p.projects(`?filter=${f.tag}&show=all`)).data).toHaveLength(7);

    // One exit day: the newest saved first.
    const sameDay = await p.addProject(p.projectInput(f, [1], { nama_proyek: `Proyek ${f.tag} 7b`, date_keluar: '2026-12-07' }));
    expect((await p.projects(`?filter=${f.tag}`)).data.slice(0, 2).map((r) => r.id)).toEqual([sameDay.id, ids[6]]);
    await p.deleteProjectRaw(sameDay.id);

    // By the executor's name and by the notes.
    const other = await p.employee('Wulan', `Sari${f.tag}`);
    await p.addProject(p.projectInput(f, [1], { idpelaksana: other.id, nama_proyek: 'Lain' }));
    expect((await p.projects(`?filter=Sari${f.tag}`)).data.map((r) => r.nama_proyek)).toEqual(['Lain']);
    expect((await p.projects(`?filter=${encodeURIComponent(`jalur ${f.tag}`)}`)).pagination?.total).toBe(8);

    await p.request(ids[2]!);
    const requested = await p.projects(`?filter=${f.tag}&stage=requested`);
    expect(requested.data.map((r) => r.id)).toEqual([ids[2]]);
    expect(requested.data[0]?.release).toMatchObject({ status: 'IP', otorisasi: { admin: { status: 0, by: null }, satpam: { status: 0, by: null } } });

    expect((await p.api('GET', '/api/survey/proyek/all?per_page=1000')).status).toBe(400);
    expect((await p.api('GET', '/api/survey/proyek/all?sort=harga|asc')).status).toBe(400);
  });
});

describe('barangkeluar/add and barangkeluar/all', () => {
  it('makes one request per project with a KP number, the notes as purpose unless given, waiting for both', async () => {
    const f = await p.fixture([10]);
    const a = await p.addProject(p.projectInput(f, [1]));
    const b = await p.addProject(p.projectInput(f, [1], { nama_proyek: `Kedua ${f.tag}` }));
    const first = await p.request(a.id);
    expect(first).toMatchObject({ status: 'IP', tujuan: `Pemasangan jalur ${f.tag}`, warehouse: null, released_at: null });
    expect(first.number).toMatch(/^KP-\d{4}-\d{6}$/);
    const again = await p.requestRaw(a.id);
    expect(again.status).toBe(409);
    const second = await p.requestRaw(b.id, { tujuan: 'Dikirim ke lokasi', idsurvey: f.survey._id, kebutuhan: [] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.tujuan).toBe('Dikirim ke lokasi');
    expect(Number(second.body.data.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    expect((await p.requestRaw('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await p.requestRaw('')).status).toBe(400);

    const listed = await p.releases(`?filter=${f.tag}`);
    expect(listed.pagination).toMatchObject({ total: 2, per_page: 5 });
    expect(listed.data.map((r) => r.id)).toEqual([second.body.data.id, first.id]);
    expect(listed.data[1]).toMatchObject({
      project: { id: a.id, nama_proyek: a.nama_proyek, date_keluar: '2026-11-25' },
      pelaksana: { idk: f.executor.idk, firstname: f.executor.nama },
      kebutuhan: [{ produk: { id: f.products[0]!.id }, qty: 1 }],
    });
    // By the KP number and by the executor.
    expect((await p.releases(`?filter=${first.number}`)).data.map((r) => r.id)).toEqual([first.id]);
    expect((await p.releases(`?filter=${encodeURIComponent(f.executor.nama)}&per_page=500`)).data.map((r) => r.id)).toContain(first.id);
    // The project shows its request; the guard's list shows it too.
    expect((await p.project(a.id)).release?.id).toBe(first.id);
    expect((await p.releases(`?filter=${f.tag}`, satpam.token)).data).toHaveLength(2);
  });

  it('lists released requests only at state=all', async () => {
    const { fixture } = await p.releasedProject();
    expect((await p.releases(`?filter=${fixture.tag}`)).data).toEqual([]);
    const all = await p.releases(`?filter=${fixture.tag}&state=all`);
    expect(all.data).toHaveLength(1);
    expect(all.data[0]?.status).toBe('released');
  });
});

describe('barangkeluar/otorisasi', () => {
  it('releases the goods on the second confirmation (admin first) as project_release entries under the KP number', async () => {
    const f = await p.fixture([10, 5]);
    const created = await p.addProject(p.projectInput(f, [4, 5]));
    const release = await p.request(created.id);

    const afterAdmin = await p.confirm(admin, release.id, 'ADM', f.warehouse);
    expect(afterAdmin).toMatchObject({ status: 'IP', warehouse: { id: f.warehouse, name: `Gudang ${f.tag}` }, released_at: null, otorisasi: { admin: { status: 1 }, satpam: { status: 0, by: null, at: null } } });
    expect(afterAdmin.otorisasi.admin.by).toBeTruthy();
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(10);
    expect((await p.project(created.id)).sisa).toEqual([]);

    // A guard's later id_gudang is ignored: the first confirmation chose the warehouse.
    const released = await p.confirm(satpam, release.id, 'SPM', await p.addMaster('warehouse', `Gudang Lain ${f.tag}`, { code: '', address: '' }));
    expect(released).toMatchObject({ status: 'released', warehouse: { id: f.warehouse }, otorisasi: { admin: { status: 1 }, satpam: { status: 1 } } });
    expect(released.released_at).not.toBeNull();
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(6);
    expect(await p.balance(f.products[1]!.id, f.warehouse)).toBe(0);

    const card = await p.card(`product=${f.products[0]!.id}`);
    expect(card.data.filter((l) => l.number === release.number)).toEqual([
      expect.objectContaining({ kind: 'project_release', out: 4, in: 0, warehouse: `Gudang ${f.tag}`, note: created.nama_proyek }),
    ]);

    const detail = await p.project(created.id);
    expect(detail.sisa).toEqual([
      { produk: expect.objectContaining({ id: f.products[0]!.id }), released: 4, returned: 0, returnable: 4 },
      { produk: expect.objectContaining({ id: f.products[1]!.id }), released: 5, returned: 0, returnable: 5 },
    ]);
    // Once released: every further confirmation is a 409.
    expect((await p.confirmRaw(satpam, release.id, 'SPM')).status).toBe(409);
    expect((await p.confirmRaw(admin, release.id, 'ADM')).status).toBe(409);
  });

  it('releases when the guard confirms first (choosing the warehouse) and the admin second; each type only once', async () => {
    const f = await p.fixture([8]);
    const other = await p.addMaster('warehouse', `Gudang Kosong ${f.tag}`, { code: '', address: '' });
    const created = await p.addProject(p.projectInput(f, [3]));
    const release = await p.request(created.id);
    const noWarehouse = await p.confirmRaw(satpam, release.id, 'SPM');
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.body.error?.fields).toHaveProperty('id_gudang');
    const first = await p.confirm(satpam, release.id, 'SPM', f.warehouse);
    expect(first.otorisasi.satpam.status).toBe(1);
    const twice = await p.confirmRaw(satpam, release.id, 'SPM', f.warehouse);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe('Sudah dikonfirmasi Satpam');
    // The admin's warehouse is ignored: the goods leave from the guard's choice.
    const second = await p.confirm(admin, release.id, 'ADM', other);
    expect(second).toMatchObject({ status: 'released', warehouse: { id: f.warehouse } });
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(5);
    expect(await p.balance(f.products[0]!.id, other)).toBe(0);
  });

  it('lets the superadmin (ADMIN_EMAIL) confirm as admin, after which no other admin can', async () => {
    const f = await p.fixture([4]);
    const created = await p.addProject(p.projectInput(f, [1]));
    const release = await p.request(created.id);
    const superadmin: Confirmer = { token: p.token, idk: 0, email: ADMIN.email };
    const confirmed = await p.confirm(superadmin, release.id, 'ADM', f.warehouse);
    expect(confirmed.otorisasi.admin.status).toBe(1);
    const adminAgain = await p.confirmRaw(admin, release.id, 'ADM');
    expect(adminAgain.status).toBe(409);
    expect(adminAgain.body.error?.message).toBe('Sudah dikonfirmasi Admin');
    expect(confirmed.otorisasi.admin.by).toBeTruthy();
  });

  it('enforces the roles (403 in Indonesian), the account idk (400) and an unknown request (404)', async () => {
    const f = await p.fixture([4]);
    const created = await p.addProject(p.projectInput(f, [1]));
    const release = await p.request(created.id);
    const user = await p.account('user');
    const surveyor = await p.account('surveyor');
    for (const who of [user, surveyor]) {
      for (const tipe of ['ADM', 'SPM'] as const) {
        const res = await p.confirmRaw(who, release.id, tipe, f.warehouse);
        expect(res.status).toBe(403);
        expect(res.body.error?.message).toMatch(/^Hanya (Admin|Satpam)/);
      }
    }
    expect((await p.confirmRaw(satpam, release.id, 'ADM', f.warehouse)).status).toBe(403);
    expect((await p.confirmRaw(admin, release.id, 'SPM', f.warehouse)).status).toBe(403);
    // The superadmin is no guard.
    expect((await p.confirmRaw({ token: p.token, idk: 0, email: ADMIN.email }, release.id, 'SPM', f.warehouse)).status).toBe(403);

    // A guard with an employee sends that employee's idk; another number (or 0) is refused.
    const guard = await p.employee('Joko', 'Satpam');
    const linked = await p.account('satpam', guard.id);
    expect(linked.idk).toBe(guard.idk);
    const wrong = await p.confirmRaw(linked, release.id, 'SPM', f.warehouse, guard.idk + 1);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields).toHaveProperty('idk');
    expect((await p.confirmRaw(linked, release.id, 'SPM', f.warehouse, 0)).status).toBe(400);
    expect((await p.confirmRaw(admin, release.id, 'ADM', f.warehouse, 5)).status).toBe(400);
    expect((await p.confirmRaw(linked, '00000000-0000-4000-8000-000000000000', 'SPM', f.warehouse)).status).toBe(404);
    expect((await p.confirmRaw(linked, release.id, 'XYZ' as 'ADM', f.warehouse)).status).toBe(400);
    expect((await p.confirmRaw(linked, release.id, 'SPM', '00000000-0000-4000-8000-000000000000')).status).toBe(400);

    const ok = await p.confirm(linked, release.id, 'SPM', f.warehouse);
    expect(ok.otorisasi.satpam).toMatchObject({ status: 1, by: 'Joko Satpam' });
    expect((await p.project(created.id)).release?.otorisasi.admin.status).toBe(0);
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(4);
    // An account without the Warehouse module: the central access check answers first.
    const outsider = await t.createUser({ email: `luar-${f.tag.toLowerCase()}@erp.test`, password: 'sandi-luar-123', role: 'satpam', access: ['/survey'] });
    const outsiderToken = await login(t.url, outsider.email, 'sandi-luar-123');
    expect((await call(t.url, 'GET', `/api/warehouse/barangkeluar/otorisasi/${release.id}/0?tipe=SPM`, { token: outsiderToken })).status).toBe(403);
  });

  it('refuses the whole release when one line is short (409 naming it): nothing leaves, the second confirmation is not recorded', async () => {
    const f = await p.fixture([10, 2]);
    const created = await p.addProject(p.projectInput(f, [4, 3]));
    const release = await p.request(created.id);
    await p.confirm(admin, release.id, 'ADM', f.warehouse);
    const short = await p.confirmRaw(satpam, release.id, 'SPM');
    expect(short.status).toBe(409);
    expect(short.body.error?.message).toContain(f.products[1]!.name);
    expect(short.body.error?.message).toContain(`Gudang ${f.tag}`);
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(10);
    expect(await p.balance(f.products[1]!.id, f.warehouse)).toBe(2);
    const after = await p.project(created.id);
    expect(after.release).toMatchObject({ status: 'IP', otorisasi: { admin: { status: 1 }, satpam: { status: 0, by: null } }, released_at: null });
    const card = await p.card(`product=${f.products[0]!.id}`);
    expect(card.data.filter((l) => l.number === release.number)).toEqual([]);

    // More stock arrives (a leftover back into the warehouse) and the guard confirms again.
    await p.leftover({ id_product: f.products[1]!.id, id_gudang: f.warehouse, qty: 1, keterangan: 'Tambahan' });
    const released = await p.confirm(satpam, release.id, 'SPM');
    expect(released.status).toBe('released');
    expect(await p.balance(f.products[1]!.id, f.warehouse)).toBe(0);
  });

  it('releases once when two guards confirm at the same moment', async () => {
    const f = await p.fixture([6]);
    const created = await p.addProject(p.projectInput(f, [4]));
    const release = await p.request(created.id);
    await p.confirm(admin, release.id, 'ADM', f.warehouse);
    const second = await p.account('satpam');
    const results = await Promise.all([p.confirmRaw(satpam, release.id, 'SPM'), p.confirmRaw(second, release.id, 'SPM')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(2);
    const card = await p.card(`product=${f.products[0]!.id}`);
    expect(card.data.filter((l) => l.number === release.number).map((l) => l.out)).toEqual([4]);
  });

  it('releases once when the admin and the guard confirm at the same moment', async () => {
    const f = await p.fixture([6]);
    const created = await p.addProject(p.projectInput(f, [5]));
    const release = await p.request(created.id);
    const results = await Promise.all([p.confirmRaw(admin, release.id, 'ADM', f.warehouse), p.confirmRaw(satpam, release.id, 'SPM', f.warehouse)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data?.status).sort()).toEqual(['IP', 'released']);
    expect(await p.balance(f.products[0]!.id, f.warehouse)).toBe(1);
  });
});
