import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCTION_DELETE_DONE,
  PRODUCTION_IMAGES_MISSING,
  PRODUCTION_INCOMPLETE,
  PRODUCTION_LOG_FORBIDDEN,
  PRODUCTION_STATUS_IN_EDIT,
  PRODUCTION_WAREHOUSE_REQUIRED,
} from '../../common/contract/production';
import {
  PRODUCTION_FROZEN_MESSAGE,
  PRODUCTION_STEP_FORBIDDEN,
  PRODUCTION_UNDO_NONE,
  PRODUCTION_UNDO_NOT_YOURS,
  PRODUCTION_UNDO_STOCK_MOVED,
  PRODUCTION_UNDO_TOO_LATE,
  PRODUCTION_UNDO_WINDOW_MS,
} from '../../common/production';
import type { ProductionRow } from '../../common/contract/production';
import { ProductionClient } from '../support/production';
import { ProjectClient } from '../support/project';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { callMultipart } from '../support/uploads';
import { fetchBytes, type ErrorBody } from '../support/warehouse';

/**
 * Production orders (issue 15 sections 1, 2 and 4): orders from the office and from a project,
 * who sees and moves what, the status machine enforced under the row lock (skipped steps, other
 * divisions, frozen orders, two presses at once), the stock step of 'selesai' (product in,
 * components out, a short component refusing it whole), work logs and RAB uploads. The ledger
 * verifies clean after each test.
 */

let t: TestServer;
let p: ProductionClient;
let adminToken: string;

beforeAll(async () => {
  t = await startTestServer();
  adminToken = await login(t.url, ADMIN.email, ADMIN.password);
  p = new ProductionClient(t, adminToken);
});

afterEach(async () => {
  await p.expectStockClean();
});

afterAll(async () => {
  await t?.close();
});

/**
 * Sends the requests at once. On PostgreSQL the order's row is held locked until every request
 * waits for it, so they really race for the lock (the friendly path of a fast machine would
 * otherwise run them one after the other); PGlite runs one transaction at a time anyway.
 */
async function together<T>(orderId: string, count: number, send: () => Promise<T>[]): Promise<T[]> {
  if (t.databaseKind !== 'postgres') return Promise.all(send());
  const db = t.server.database.db;
  const waiting = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(sql`pg_stat_activity`).where(sql`datname = current_database() and wait_event_type = 'Lock'`))[0]?.n;
  const started = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from production_orders where id = ${orderId} for update`);
    const pending = Promise.all(send());
    await expect.poll(waiting, { timeout: 10_000 }).toBe(count);
    return { pending };
  });
  return started.pending;
}

describe('orders from the office', () => {
  it('saves an order as approved with its product, composition, division, deadline and RAB images', async () => {
    const f = await p.fixture();
    const images = [await p.upload(0), await p.upload(1)];
    const order = await p.addOrder(f, { qty: 4, imagerab: images, dateline: '2026-12-20T00:00:00Z' });
    expect(order).toMatchObject({
      status: 'approved',
      qty: 4,
      produk: {
        id: f.product.id,
        name: f.product.name,
        stock: 0,
        komposisi: [
          { produk: { id: f.components[0]!.id, name: f.components[0]!.name }, qty: 2, needed: 8, stock: 20 },
          { produk: { id: f.components[1]!.id }, qty: 3, needed: 12, stock: 30 },
        ],
      },
      division: { id: f.division, Name: `Divisi ${f.tag}` },
      tanggalselesai: '2026-12-20',
      proyek: null,
      gudang: null,
      finished_at: null,
      log: [],
    });
    expect(order.imagerab.map((i) => i.path)).toEqual(images);
    // The images are served to signed-in users, the division's worker too.
    const image = await fetchBytes(t.url, order.imagerab[0]!.url, f.worker.token);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect((await fetchBytes(t.url, order.imagerab[0]!.url, 'bukan-token')).status).toBe(401);
    // Saving an order moves no stock.
    expect(await p.balance(f.components[0]!.id, f.picks.warehouse)).toBe(20);
  });

  it("refuses a missing product, division, quantity or image with 'Lengkapi dulu data anda', and unknown ids", async () => {
    const f = await p.fixture();
    const base = await p.officeInput(f);
    for (const [field, body] of [
      ['id_produk', { ...base, id_produk: '' }],
      ['id_divisi', { ...base, id_divisi: undefined }],
      ['qty', { ...base, qty: '' }],
      ['imagerab', { ...base, imagerab: [] }],
    ] as const) {
      const res = await p.addRaw(body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field], field).toBe(PRODUCTION_INCOMPLETE);
    }
    const unknown = await p.addRaw({ ...base, id_produk: f.division, id_divisi: f.product.id, imagerab: ['00000000-0000-4000-8000-000000000000.png'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toEqual({
      id_produk: 'Produk tidak ditemukan',
      id_divisi: 'Divisi tidak ditemukan',
      'imagerab.0': 'Gambar tidak ditemukan, unggah ulang',
    });
    const badDate = await p.addRaw({ ...base, dateline: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect((await p.list()).data.filter((row) => row.produk.id === f.product.id)).toEqual([]);
  });

  it('is planned by the superadmin only', async () => {
    const f = await p.fixture();
    const body = await p.officeInput(f);
    expect((await p.addRaw(body, f.worker.token)).status).toBe(403);
    const order = await p.addOrder(f);
    expect((await p.updateRaw(order.id, body, f.worker.token)).status).toBe(403);
    expect((await p.deleteRaw(order.id, f.worker.token)).status).toBe(403);
  });
});

describe('orders from a project', () => {
  it('saves every row with its project, or none when one row names a missing project', async () => {
    const projects = new ProjectClient(t, adminToken);
    const pf = await projects.fixture([5]);
    const project = await projects.addProject(projects.projectInput(pf));
    const f = await p.fixture();
    const other = await p.fixture();
    const rows = [
      { id_proyek: project.id, id_produk: f.product.id, id_divisi: f.division, qty: 2, dateline: '2026-12-01T00:00:00Z', imagerab: [await p.upload()] },
      { id_proyek: project.id, id_produk: other.product.id, id_divisi: other.division, qty: 1 },
    ];
    const saved = await p.addFromProjectRaw(rows);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.map((r) => [r.produk.id, r.division.id, r.qty, r.proyek, r.status, r.imagerab.length, r.tanggalselesai])).toEqual([
      [f.product.id, f.division, 2, { id: project.id, nama_proyek: project.nama_proyek }, 'approved', 1, '2026-12-01'],
      [other.product.id, other.division, 1, { id: project.id, nama_proyek: project.nama_proyek }, 'approved', 0, null],
    ]);

    const before = (await p.list()).pagination.total;
    const missing = await p.addFromProjectRaw([rows[1], { ...rows[1], id_proyek: f.product.id }]);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({ '1.id_proyek': 'Project tidak ditemukan' });
    const empty = await p.addFromProjectRaw([]);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toContain(PRODUCTION_INCOMPLETE);
    const noProject = await p.addFromProjectRaw([{ ...rows[1], id_proyek: '' }]);
    expect(noProject.status).toBe(400);
    expect(noProject.body.error?.fields?.['0.id_proyek']).toBe(PRODUCTION_INCOMPLETE);
    expect((await p.list()).pagination.total).toBe(before);
  });
});

describe('the board', () => {
  it('shows a superadmin every order and a division user only their division’s, nearest deadline first', async () => {
    const a = await p.fixture();
    const b = await p.fixture();
    const late = await p.addOrder(a, { dateline: '2027-03-01' });
    const soon = await p.addOrder(a, { dateline: '2027-01-01' });
    const none = await p.addOrder(a, { dateline: null });
    const theirs = await p.addOrder(b);
    const mine = (await p.list(a.worker.token)).data.map((r) => r.id);
    expect(mine).toEqual([soon.id, late.id, none.id]);
    expect((await p.list(b.worker.token)).data.map((r) => r.id)).toEqual([theirs.id]);
    const all = (await p.list()).data.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([soon.id, late.id, none.id, theirs.id]));
    expect(all.indexOf(soon.id)).toBeLessThan(all.indexOf(late.id));
    expect(all.indexOf(late.id)).toBeLessThan(all.indexOf(none.id));
    // A user without a division sees none; per_page goes up to 999.
    const loner = await p.worker(null);
    expect((await p.list(loner.token)).data).toEqual([]);
    expect((await p.list(adminToken, '?per_page=999')).pagination.per_page).toBe(999);
    expect((await p.api('GET', '/api/production/dataproduction/list?per_page=1000')).status).toBe(400);
  });

  it('lists one division’s approved orders (manufacture/production) and the warehouses for selesai', async () => {
    const f = await p.fixture();
    const waiting = await p.addOrder(f);
    const started = await p.addOrder(f);
    await p.walk(started.id, f.worker.token, 'diterbitkan');
    const res = await p.api<{ data: { id: string; status: string }[] }>('GET', `/api/production/manufacture/production?show=approved&division=${f.division}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([waiting.id]);
    const own = await p.api<{ data: { id: string }[] }>('GET', `/api/production/manufacture/production?show=approved&division=${f.division}`, undefined, f.worker.token);
    expect(own.body.data.map((r) => r.id)).toEqual([waiting.id]);
    const other = await p.fixture();
    expect((await p.api('GET', `/api/production/manufacture/production?show=approved&division=${f.division}`, undefined, other.worker.token)).status).toBe(403);
    const warehouses = await p.api<{ data: { id: string; name: string }[] }>('GET', '/api/production/gudang', undefined, f.worker.token);
    expect(warehouses.status).toBe(200);
    expect(warehouses.body.data).toContainEqual({ id: f.picks.warehouse, name: `Gudang ${f.tag}` });
  });
});

describe('the status machine', () => {
  it('walks an order to selesai: the product enters the warehouse, components × qty leave it', async () => {
    const f = await p.fixture({ stocks: [20, 30], perUnit: [2, 3] });
    const order = await p.addOrder(f, { qty: 4 });
    // approved → diterbitkan by the superadmin ('Terbitkan'); the rest by the division.
    const issued = await p.step(order.id, 'diterbitkan', adminToken);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data.status).toBe('diterbitkan');
    expect((await p.step(order.id, 'diproduksi', adminToken)).status).toBe(403);
    const producing = await p.step(order.id, 'diproduksi', f.worker.token);
    expect(producing.status).toBe(200);
    expect(producing.body.warnings).toEqual([]);
    await p.walk(order.id, f.worker.token, 'dipacking');
    // selesai needs the warehouse.
    const noWarehouse = await p.step(order.id, 'selesai', f.worker.token);
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.body.error?.fields).toEqual({ id_gudang: PRODUCTION_WAREHOUSE_REQUIRED });
    // The warehouse may come in the body too.
    const done = await p.api<{ data: { status: string; gudang: { id: string } | null; finished_at: string | null; produk: { stock: number } } }>(
      'PUT',
      `/api/production/dataproduction/updatestatus/${order.id}/selesai`,
      { id_gudang: f.picks.warehouse },
      f.worker.token,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'selesai', gudang: { id: f.picks.warehouse }, produk: { stock: 4 } });
    expect(done.body.data.finished_at).not.toBeNull();
    expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(4);
    expect(await p.balance(f.components[0]!.id, f.picks.warehouse)).toBe(12);
    expect(await p.balance(f.components[1]!.id, f.picks.warehouse)).toBe(18);
    // The stock card names the entries.
    const card = await p.card(`product=${f.components[0]!.id}&warehouse=${f.picks.warehouse}`);
    expect(JSON.stringify(card)).toContain('production_use');
    // By the order's product and quantity, never the raw 'production:<id>' reference.
    const used = card.data.find((line) => line.kind === 'production_use');
    expect(used).toMatchObject({ number: `Produksi · ${f.product.name} ×4`, out: 8 });
    expect(JSON.stringify(card)).not.toContain('production:');
  });

  it('refuses a skipped step, a backward step and another division with 409/403; the division may take approved → diterbitkan too', async () => {
    const f = await p.fixture();
    const other = await p.fixture();
    const order = await p.addOrder(f);
    const skipped = await p.step(order.id, 'diproduksi', f.worker.token);
    expect(skipped.status).toBe(409);
    expect(skipped.body.error?.message).toBe('Status tidak bisa diubah dari menunggu diproses ke diproduksi');
    expect((await p.step(order.id, 'selesai', f.worker.token, f.picks.warehouse)).status).toBe(409);
    const outsider = await p.step(order.id, 'diterbitkan', other.worker.token);
    expect(outsider.status).toBe(403);
    expect(outsider.body.error?.message).toBe(PRODUCTION_STEP_FORBIDDEN);
    expect((await p.step(order.id, 'diterbitkan', f.worker.token)).status).toBe(200);
    expect((await p.step(order.id, 'approved', f.worker.token)).status).toBe(409);
    expect((await p.step(order.id, 'diterbitkan', f.worker.token)).status).toBe(409);
    expect((await p.api('PUT', `/api/production/dataproduction/updatestatus/${order.id}/bogus`, undefined, f.worker.token)).status).toBe(400);
    expect((await p.order(order.id)).status).toBe('diterbitkan');
  });

  it('warns of short components on diproduksi but goes ahead; on selesai a short component refuses it whole', async () => {
    const f = await p.fixture({ stocks: [20, 5], perUnit: [2, 3] });
    const order = await p.addOrder(f, { qty: 4 });
    await p.walk(order.id, f.worker.token, 'diterbitkan');
    const producing = await p.step(order.id, 'diproduksi', f.worker.token);
    expect(producing.status).toBe(200);
    expect(producing.body.data.status).toBe('diproduksi');
    expect(producing.body.warnings).toEqual([{ produk: { id: f.components[1]!.id, name: f.components[1]!.name }, needed: 12, stock: 5 }]);
    await p.walk(order.id, f.worker.token, 'dipacking');
    const short = await p.step(order.id, 'selesai', f.worker.token, f.picks.warehouse);
    expect(short.status).toBe(409);
    expect(short.body.error?.message).toContain(f.components[1]!.name);
    expect(short.body.error?.message).toContain('tidak mencukupi');
    // Nothing moved, the order still waits in dipacking.
    expect((await p.order(order.id)).status).toBe('dipacking');
    expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(0);
    expect(await p.balance(f.components[0]!.id, f.picks.warehouse)).toBe(20);
    expect(await p.balance(f.components[1]!.id, f.picks.warehouse)).toBe(5);
  });

  it('lets one of two presses of the same step win; the other gets 409, and the stock moves once', async () => {
    const f = await p.fixture({ stocks: [20, 30], perUnit: [1, 1] });
    const order = await p.addOrder(f, { qty: 3 });
    await p.walk(order.id, f.worker.token, 'diterbitkan');
    const presses = await together(order.id, 2, () => [p.step(order.id, 'diproduksi', f.worker.token), p.step(order.id, 'diproduksi', f.worker.token)]);
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(presses.find((r) => r.status === 409)?.body.error?.message).toBe('Status tidak bisa diubah dari diproduksi ke diproduksi');
    await p.walk(order.id, f.worker.token, 'dipacking');
    const finishing = await together(order.id, 3, () => [
      p.step(order.id, 'selesai', f.worker.token, f.picks.warehouse),
      p.step(order.id, 'selesai', f.worker.token, f.picks.warehouse),
      p.step(order.id, 'dibatalkan', f.worker.token),
    ]);
    expect(finishing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const final = await p.order(order.id);
    if (final.status === 'selesai') {
      expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(3);
      expect(await p.balance(f.components[0]!.id, f.picks.warehouse)).toBe(17);
    } else {
      expect(final.status).toBe('dibatalkan');
      expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(0);
    }
  });

  it('freezes an order once selesai or dibatalkan: no step, edit, log; a finished one is not deleted', async () => {
    const f = await p.fixture();
    const done = await p.addOrder(f);
    await p.walk(done.id, f.worker.token, 'selesai', f.picks.warehouse);
    const cancelled = await p.addOrder(f);
    await p.walk(cancelled.id, f.worker.token, 'diproduksi');
    const cancel = await p.step(cancelled.id, 'dibatalkan', f.worker.token);
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('dibatalkan');

    for (const [order, status] of [
      [done, 'selesai'],
      [cancelled, 'dibatalkan'],
    ] as const) {
      const message = PRODUCTION_FROZEN_MESSAGE[status];
      for (const to of ['dibatalkan', 'selesai', 'approved'] as const) {
        const res = await p.step(order.id, to, f.worker.token, f.picks.warehouse);
        expect(res.status).toBe(409);
        expect(res.body.error?.message).toBe(message);
      }
      const edit = await p.updateRaw(order.id, await p.officeInput(f, { qty: 9 }));
      expect(edit.status).toBe(409);
      expect(edit.body.error?.message).toBe(message);
      const log = await p.addLogRaw(order.id, 'Terlambat', f.worker.token);
      expect(log.status).toBe(409);
    }
    const remove = await p.deleteRaw(done.id);
    expect(remove.status).toBe(409);
    expect(remove.body.error?.message).toBe(PRODUCTION_DELETE_DONE);
    // The cancelled one may go (soft delete): it leaves the board.
    expect((await p.deleteRaw(cancelled.id)).status).toBe(200);
    expect((await p.list()).data.map((r) => r.id)).not.toContain(cancelled.id);
    expect((await p.step(cancelled.id, 'dibatalkan', f.worker.token)).status).toBe(404);
    // Stock moved exactly once for the finished one.
    expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(1);
  });
});

describe('undoing a mistaken step', () => {
  const undo = (id: string, token: string) => p.api<{ data: ProductionRow } & Partial<ErrorBody>>('PUT', `/api/production/dataproduction/undostatus/${id}`, undefined, token);

  it('goes back one step for the person who took it within 5 minutes, once; a cancel too', async () => {
    const f = await p.fixture();
    const second = await p.worker(f.division);
    const order = await p.addOrder(f);
    await p.walk(order.id, f.worker.token, 'diterbitkan');
    const producing = await p.step(order.id, 'diproduksi', f.worker.token);
    expect(producing.body.data.undo).toMatchObject({ from: 'diterbitkan', to: 'diproduksi', by_id: f.worker.id });
    // Someone else, of the same division or the superadmin, may not undo it.
    const notYours = await undo(order.id, second.token);
    expect(notYours.status).toBe(409);
    expect(notYours.body.error?.message).toBe(PRODUCTION_UNDO_NOT_YOURS);
    expect((await undo(order.id, adminToken)).body.error?.message).toBe(PRODUCTION_UNDO_NOT_YOURS);
    t.advance(PRODUCTION_UNDO_WINDOW_MS - 10_000);
    const undone = await undo(order.id, f.worker.token);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'diterbitkan', undo: null });
    // An undone step is not undone again, and the step before it is not offered.
    const again = await undo(order.id, f.worker.token);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(PRODUCTION_UNDO_NONE);
    // A mistaken cancel comes back too, out of the frozen state.
    expect((await p.step(order.id, 'dibatalkan', f.worker.token)).status).toBe(200);
    expect((await undo(order.id, f.worker.token)).body.data.status).toBe('diterbitkan');
    expect((await p.order(order.id)).status).toBe('diterbitkan');
  });

  it('refuses after 5 minutes and once stock has moved, with 409', async () => {
    const f = await p.fixture();
    const order = await p.addOrder(f);
    await p.walk(order.id, f.worker.token, 'diterbitkan');
    t.advance(PRODUCTION_UNDO_WINDOW_MS);
    expect((await p.order(order.id)).undo).toBeNull();
    const late = await undo(order.id, f.worker.token);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(PRODUCTION_UNDO_TOO_LATE);
    await p.walk(order.id, f.worker.token, 'selesai', f.picks.warehouse);
    const moved = await undo(order.id, f.worker.token);
    expect(moved.status).toBe(409);
    expect(moved.body.error?.message).toBe(PRODUCTION_UNDO_STOCK_MOVED);
    expect((await p.order(order.id)).status).toBe('selesai');
    expect(await p.balance(f.product.id, f.picks.warehouse)).toBe(1);
  });
});

describe('edit and delete', () => {
  it('edits an order (product, division, quantity, deadline, images) but never its status; a moved order leaves the old division’s board', async () => {
    const f = await p.fixture();
    const g = await p.fixture();
    const order = await p.addOrder(f, { qty: 2 });
    const image = await p.upload();
    const edited = await p.updateRaw(order.id, { id_produk: g.product.id, id_divisi: g.division, qty: 5, imagerab: [...order.imagerab, image], dateline: '2027-01-15', status: 'approved' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ produk: { id: g.product.id }, division: { id: g.division }, qty: 5, tanggalselesai: '2027-01-15', status: 'approved' });
    expect(edited.body.data.imagerab.map((i) => i.path)).toEqual([order.imagerab[0]!.path, image]);
    expect((await p.list(f.worker.token)).data.map((r) => r.id)).not.toContain(order.id);
    expect((await p.list(g.worker.token)).data.map((r) => r.id)).toContain(order.id);

    const status = await p.updateRaw(order.id, { id_produk: g.product.id, id_divisi: g.division, qty: 5, imagerab: [], status: 'selesai' });
    expect(status.status).toBe(409);
    expect(status.body.error?.message).toBe(PRODUCTION_STATUS_IN_EDIT);
    expect((await p.updateRaw('00000000-0000-4000-8000-000000000000', { id_produk: g.product.id, id_divisi: g.division, qty: 1, imagerab: [] })).status).toBe(404);

    expect((await p.deleteRaw(order.id)).status).toBe(200);
    expect((await p.deleteRaw(order.id)).status).toBe(404);
  });
});

describe('work logs', () => {
  it('are added by the order’s division and changed only by their author with role user', async () => {
    const f = await p.fixture();
    const other = await p.fixture();
    const colleague = await p.worker(f.division);
    const divisionAdmin = await p.worker(f.division, 'admin');
    const order = await p.addOrder(f);

    const added = await p.addLogRaw(order.id, 'Pemotongan plat selesai', f.worker.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [log] = added.body.data.log;
    expect(log).toMatchObject({ deskripsi: 'Pemotongan plat selesai', author: { id: f.worker.id } });
    expect(log!.author.name).toMatch(/^Pekerja \d+$/);

    expect((await p.addLogRaw(order.id, 'Bukan divisi saya', other.worker.token)).status).toBe(403);
    expect((await p.addLogRaw(order.id, 'Superadmin', adminToken)).status).toBe(403);
    expect((await p.addLogRaw(order.id, '   ', f.worker.token)).status).toBe(400);
    const byAdmin = await p.addLogRaw(order.id, 'Dicek admin divisi', divisionAdmin.token);
    expect(byAdmin.status).toBe(200);
    const adminLog = byAdmin.body.data.log[1]!;

    // Only the author, with role user.
    for (const token of [colleague.token, adminToken, other.worker.token]) {
      const res = await p.updateLogRaw(log!.id, 'Diubah orang lain', token);
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toBe(PRODUCTION_LOG_FORBIDDEN);
      expect((await p.deleteLogRaw(order.id, log!.id, token)).status).toBe(403);
    }
    expect((await p.updateLogRaw(adminLog.id, 'Admin mengubah', divisionAdmin.token)).status).toBe(403);
    const updated = await p.updateLogRaw(log!.id, 'Pemotongan dan pengelasan selesai', f.worker.token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.log[0]!.deskripsi).toBe('Pemotongan dan pengelasan selesai');
    // A log is deleted through its own order only.
    expect((await p.deleteLogRaw('bukan-id', log!.id, f.worker.token)).status).toBe(400);
    const otherOrder = await p.addOrder(other);
    expect((await p.deleteLogRaw(otherOrder.id, log!.id, f.worker.token)).status).toBe(404);
    const removed = await p.deleteLogRaw(order.id, log!.id, f.worker.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.log.map((l) => l.id)).toEqual([adminLog.id]);

    // Frozen: the author can no longer change theirs.
    const second = await p.addLogRaw(order.id, 'Catatan akhir', f.worker.token);
    const last = second.body.data.log.at(-1)!;
    await p.walk(order.id, f.worker.token, 'selesai', f.picks.warehouse);
    expect((await p.updateLogRaw(last.id, 'Terlambat', f.worker.token)).status).toBe(409);
    expect((await p.deleteLogRaw(order.id, last.id, f.worker.token)).status).toBe(409);
  });
});

describe('RAB upload', () => {
  it('stores an image recognised by its content and refuses anything else', async () => {
    const res = await p.uploadRaw(undefined, 3);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', index: 3 });
    expect(res.body.path[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    const fake = await p.uploadRaw(new TextEncoder().encode('<html>bukan gambar</html>'), 0, adminToken, 'image/png');
    expect(fake.status).toBe(415);
    const none = await p.api<{ error: { message: string } }>('POST', '/api/production/dataproduction/uploadimage?index=0', {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(PRODUCTION_IMAGES_MISSING);
    const emptyForm = await callMultipart<{ error: { message: string } }>(t.url, 'POST', '/api/production/dataproduction/uploadimage?index=0', [{ name: 'keterangan', value: 'RAB' }], adminToken);
    expect(emptyForm.status).toBe(400);
    expect(emptyForm.body.error.message).toBe(PRODUCTION_IMAGES_MISSING);
  });
});
