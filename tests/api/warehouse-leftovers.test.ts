import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEFTOVER_INCOMPLETE } from '../../common/contract/warehouse-leftovers';
import { leftovers } from '../../server/warehouse/flow-tables';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { StockFlowClient } from '../support/stock-flows';
import { fetchBytes, uniqueTag } from '../support/warehouse';

/**
 * Barang Sisa (issue 13 section 4; seed 001 section 7 `barangsisa/all|add|update/{id}|delete/{id}`):
 * a leftover is one 'leftover' ledger entry into its warehouse under a BS- number; edits
 * compensate; the real delete reverses it (the row stays, marked deleted, for the ledger's
 * reference); 'Laporan Barang Sisa Pakai' prints the list.
 */

let t: TestServer;
let w: StockFlowClient;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  token = await login(t.url, ADMIN.email, ADMIN.password);
  w = new StockFlowClient(t.url, token);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await w.expectStockClean();
});

describe('barangsisa/add', () => {
  it('returns the amount into the warehouse as a leftover entry under a BS- number', async () => {
    const { picks, product } = await w.stocked(2);
    const row = await w.leftover({ qty: 5, id_gudang: picks.warehouse, id_unit: picks.unit, id_divisi: picks.division, id_product: product.id, keterangan: 'Sisa renovasi kantor' });
    expect(row.number).toMatch(/^BS-\d{4}-\d{6}$/);
    expect(row).toMatchObject({
      source: 'office',
      qty: 5,
      keterangan: 'Sisa renovasi kantor',
      produk: { id: product.id, name: product.name },
      warehouse: { id: picks.warehouse },
      unit: { id: picks.unit },
      division: { id: picks.division },
      created_by: ADMIN.email,
    });
    expect(await w.balance(product.id, picks.warehouse)).toBe(7);
    const card = await w.card(`product=${product.id}`);
    expect(card.data.at(-1)).toMatchObject({ number: row.number, kind: 'leftover', kind_label: 'Barang sisa', in: 5, out: 0, balance: 7 });
  });

  it("unit and division default to the product's; a missing amount, warehouse or product is 'Lengkapi dulu semua'", async () => {
    const { picks, product } = await w.stocked(0);
    const row = await w.leftover({ qty: 3, id_gudang: picks.warehouse, id_product: product.id, id_unit: '', id_divisi: '' });
    expect(row.unit.id).toBe(picks.unit);
    expect(row.division.id).toBe(picks.division);
    const base = { qty: 1, id_gudang: picks.warehouse, id_product: product.id };
    for (const field of ['qty', 'id_gudang', 'id_product'] as const) {
      const res = await w.addLeftoverRaw({ ...base, [field]: '' });
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field]).toBe(LEFTOVER_INCOMPLETE);
    }
    for (const qty of [0, -1, 2.5]) expect((await w.addLeftoverRaw({ ...base, qty })).status).toBe(400);
    const deletedWarehouse = await w.addMaster('warehouse', `Tutup ${uniqueTag()}`, { code: '', address: '' });
    expect((await w.api('PUT', `/api/warehouse/warehouse/update/${deletedWarehouse}`, { status: 'deleted' })).status).toBe(200);
    const refused = await w.addLeftoverRaw({ ...base, id_gudang: deletedWarehouse });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.id_gudang).toBeTruthy();
    expect(await w.balance(product.id, picks.warehouse)).toBe(3);
  });
});

describe('barangsisa/all', () => {
  it('lists office leftovers newest first, 10 per page, searchable; project leftovers apart', async () => {
    const tag = uniqueTag();
    const { picks, product } = await w.stocked(0, tag);
    const made = [];
    for (let i = 1; i <= 11; i += 1) made.push(await w.leftover({ qty: i, id_gudang: picks.warehouse, id_product: product.id, keterangan: `Sisa ${tag} ${i}` }));
    const page1 = await w.leftovers(`?filter=${tag}`);
    expect(page1.pagination).toMatchObject({ total: 11, last_page: 2, per_page: 10 });
    expect(page1.data[0]?.number).toBe(made[10]?.number);
    expect((await w.leftovers(`?filter=${tag}&page=2`)).data.map((r) => r.number)).toEqual([made[0]?.number]);
    expect((await w.leftovers(`?filter=${made[4]?.number}`)).data.map((r) => r.qty)).toEqual([5]);
    // A project's leftover (written by the later project flow) shows only under source=project.
    await t.server.database.db.insert(leftovers).values({ number: `BS-PROJ-${tag}`, source: 'project', productId: product.id, warehouseId: picks.warehouse, unitId: picks.unit, divisionId: picks.division, qty: 1, keterangan: `Proyek ${tag}` });
    expect((await w.leftovers(`?filter=${tag}`)).pagination?.total).toBe(11);
    expect((await w.leftovers(`?source=project&filter=${tag}`)).data.map((r) => r.number)).toEqual([`BS-PROJ-${tag}`]);
    // That test row has no ledger entry: remove it again so the ledger check holds.
    await t.server.database.db.delete(leftovers).where(eq(leftovers.number, `BS-PROJ-${tag}`));
  });
});

describe('barangsisa/update and delete', () => {
  it('an edit compensates the old entry and writes the new one (also to another warehouse)', async () => {
    const { picks, product, other } = await w.stocked(0);
    const row = await w.leftover({ qty: 5, id_gudang: picks.warehouse, id_product: product.id });
    const res = await w.api<{ data: { qty: number; warehouse: { id: string } } }>('PUT', `/api/warehouse/barangsisa/update/${row.id}`, { qty: 8, id_gudang: other, id_product: product.id, keterangan: 'Pindah' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ qty: 8, warehouse: { id: other } });
    expect(await w.balance(product.id, picks.warehouse)).toBe(0);
    expect(await w.balance(product.id, other)).toBe(8);
    const card = await w.card(`product=${product.id}`);
    expect(card.data.map((l) => [l.number, l.warehouse, l.in - l.out])).toEqual([
      [row.number, row.warehouse.name, 5],
      [row.number, row.warehouse.name, -5],
      [row.number, `Gudang Lain ${product.name.replace('Barang ', '')}`, 8],
    ]);
    // A keterangan-only edit writes nothing to the ledger.
    expect((await w.api('PUT', `/api/warehouse/barangsisa/update/${row.id}`, { qty: 8, id_gudang: other, id_product: product.id, keterangan: 'Catatan' })).status).toBe(200);
    expect((await w.card(`product=${product.id}`)).data).toHaveLength(3);
  });

  it('lowering a leftover whose goods were used is a 409; the delete reverses it, keeps the row as deleted, and a second delete is a 404', async () => {
    const { picks, product, other } = await w.stocked(0);
    const row = await w.leftover({ qty: 5, id_gudang: picks.warehouse, id_product: product.id });
    await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 4 });
    const lower = await w.api<{ error: { message: string } }>('PUT', `/api/warehouse/barangsisa/update/${row.id}`, { qty: 2, id_gudang: picks.warehouse, id_product: product.id });
    expect(lower.status).toBe(409);
    expect(lower.body.error.message).toMatch(/tidak mencukupi \(tersedia 1, diminta 3\)/);
    const refused = await w.api<{ error: { message: string } }>('DELETE', `/api/warehouse/barangsisa/delete/${row.id}`);
    expect(refused.status).toBe(409);
    await w.move({ product: product.id, from: other, to: picks.warehouse, amount: 4 });
    expect((await w.api('DELETE', `/api/warehouse/barangsisa/delete/${row.id}`)).status).toBe(200);
    expect(await w.balance(product.id, picks.warehouse)).toBe(0);
    expect((await w.leftovers(`?filter=${row.number}`)).data).toEqual([]);
    const [kept] = await t.server.database.db.select().from(leftovers).where(eq(leftovers.id, row.id));
    expect(kept?.status).toBe('deleted');
    expect((await w.api('DELETE', `/api/warehouse/barangsisa/delete/${row.id}`)).status).toBe(404);
    expect((await w.api('PUT', `/api/warehouse/barangsisa/update/${row.id}`, { qty: 1, id_gudang: picks.warehouse, id_product: product.id })).status).toBe(404);
  });

  it('parallel deletes of one leftover reverse it once', async () => {
    const { picks, product } = await w.stocked(1);
    const row = await w.leftover({ qty: 5, id_gudang: picks.warehouse, id_product: product.id });
    const results = await Promise.all(Array.from({ length: 5 }, () => w.api('DELETE', `/api/warehouse/barangsisa/delete/${row.id}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await w.balance(product.id, picks.warehouse)).toBe(1);
  });
});

describe("'Laporan Barang Sisa Pakai'", () => {
  it('prints the filtered list as an A4 landscape PDF with the title, rows and total', async () => {
    const tag = uniqueTag();
    const { picks, product } = await w.stocked(0, tag);
    const a = await w.leftover({ qty: 3, id_gudang: picks.warehouse, id_product: product.id, keterangan: `Kabel ${tag}` });
    const b = await w.leftover({ qty: 4, id_gudang: picks.warehouse, id_product: product.id, keterangan: `Pipa ${tag}` });
    const pdf = await fetchBytes(t.url, `/api/warehouse/barangsisa/laporan?source=office&filter=${tag}`, token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { pages } = await readPdf(pdf.data);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.widthPt).toBeGreaterThan(pages[0]!.heightPt);
    const text = pages[0]!.text;
    expect(text).toContain('Laporan Barang Sisa Pakai');
    expect(text).toContain('Barang Sisa Office');
    expect(text).toContain(a.number);
    expect(text).toContain(b.number);
    expect(text).toContain(`Pipa ${tag}`);
    expect(text).toMatch(/Total 7/);
    expect(text).toContain('Halaman 1 dari 1');
    // Nothing matches: the report says so.
    const empty = await readPdf((await fetchBytes(t.url, `/api/warehouse/barangsisa/laporan?source=project&filter=${tag}`, token)).data);
    expect(empty.pages[0]!.text).toContain('Belum ada data untuk ditampilkan.');
  });
});
