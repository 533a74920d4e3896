import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, LIST_COUNT_CAP, z } from '../../common/contract';
import { PRODUCT_SORT_KEYS, STOCK_LOCKED_MESSAGE } from '../../common/contract/warehouse';
import { auditLog } from '../../server/db/audit';
import { registerEndpoint } from '../../server/http/endpoint';
import { recordMovements } from '../../server/warehouse/stock';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { pngSizeOf } from '../support/images';
import { storedFiles, TINY_PNG } from '../support/uploads';
import { fetchBytes, uniqueTag, UPDATE_PATH, WarehouseClient, type ErrorBody, type Picks, type ProductPage, type ProductRow } from '../support/warehouse';

/**
 * Products through the real server (issue 4 section 3): the multipart form with its photo and
 * opening stock, the pickers' rules, the stock that the form may change only until other
 * movements exist, the list's column filters and sorts, composition (no product contains itself,
 * even through others), the 'Cetak Rekap' PDF, and module access. Every test ends with the
 * ledger check.
 */

/** A test-only stand-in for the later 'Barang Datang' flow: a receipt through the ledger's one writer. */
const receipt = defineEndpoint({
  method: 'POST',
  path: '/api/test/receipt',
  summary: 'Uji: barang datang',
  access: { kind: 'module', module: 'warehouse' },
  body: z.object({ productId: z.uuid(), warehouseId: z.uuid(), quantity: z.number().int().min(1) }),
  response: z.object({ status: z.literal('ok') }),
});

let t: TestServer;
let w: WarehouseClient;

beforeAll(async () => {
  t = await startTestServer({
    routes: (app) => {
      registerEndpoint(app, receipt, async ({ body, auth }) => {
        await t.server.database.db.transaction((tx) =>
          recordMovements(tx, [{ productId: body.productId, warehouseId: body.warehouseId, quantity: body.quantity, kind: 'receipt', reference: 'test:receipt' }], {
            userId: auth?.user.id ?? null,
            at: new Date(),
          }),
        );
        return { status: 'ok' as const };
      });
    },
  });
  w = new WarehouseClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await w.expectStockClean();
});

const PNG_AS_PDF = { data: TINY_PNG, name: 'foto.pdf', type: 'application/pdf' };
const GIF = { data: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), name: 'baru.gif', type: 'image/gif' };
const TEXT = { data: Buffer.from('bukan gambar, hanya teks biasa\n'), name: 'foto.png', type: 'image/png' };

const list = (query: string) => w.api<ProductPage & Partial<ErrorBody>>('GET', `/api/warehouse/product/pro?${query}`);
const names = (page: ProductPage) => page.data.map((row) => row.name);

describe('product record', () => {
  it('adds with a photo checked by content (a PNG named .pdf), a blank code as "-", ids in Unix seconds, the opening stock in its warehouse', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const before = Math.floor(Date.now() / 1000);
    const row = await w.addProduct(picks, { name: `Pipa ${tag}`, code: '  ', price: 125000, stock: 7 }, PNG_AS_PDF);
    expect(row).toMatchObject({
      name: `Pipa ${tag}`,
      code: '-',
      price: 125000,
      stock: 7,
      category: { id: picks.category, name: `Kategori ${tag}` },
      variant: { id: picks.variant, name: `Jenis ${tag}` },
      unit: { id: picks.unit, name: `Satuan ${tag}` },
      division: `Divisi ${tag}`,
      division_id: picks.division,
      warehouse: `Gudang ${tag}`,
      warehouse_id: picks.warehouse,
      status: 'active',
    });
    expect(row.ids).toBeGreaterThanOrEqual(before);
    expect(row.ids).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(row.photo).toMatch(/^\/api\/files\/product\/[0-9a-f-]{36}\.png$/);
    const photo = await fetchBytes(t.url, row.photo ?? '', w.token);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/png');
    // Stored re-encoded (issue 24): the same 1×1 picture, not the same bytes.
    expect(pngSizeOf(photo.data)).toEqual({ width: 1, height: 1 });

    const detail = await w.detail(row.id);
    expect(detail.data.balances).toEqual([{ warehouse: { id: picks.warehouse, name: `Gudang ${tag}` }, qty: 7 }]);
    expect(detail.data.stock_locked).toBe(false);
    expect(detail.data.komposisi).toEqual([]);
    expect(detail.qrcode).toEqual([]);

    const audited = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, row.id))).orderBy(auditLog.id);
    expect(audited.map((a) => a.action)).toEqual(['add']);
  });

  it('refuses a text file as the photo (415) and writes nothing', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const res = await w.addProductRaw({ name: `Teks ${tag}`, price: 1, stock: 2, ...picks }, TEXT);
    expect(res.status).toBe(415);
    expect(res.body.error?.code).toBe('UNSUPPORTED_MEDIA');
    expect((await list(`namaproduk=${tag}`)).body.data).toEqual([]);
  });

  it.each(['category', 'variant', 'unit', 'division', 'warehouse'] as const)("a missing %s gets 'Lengkapi Data Produk' (400) and saves nothing", async (picker) => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const res = await w.addProductRaw({ name: `Kurang ${tag}`, price: 1, stock: 1, ...picks, [picker]: '' });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ [picker]: 'Lengkapi Data Produk' });
    expect((await list(`namaproduk=${tag}`)).body.data).toEqual([]);
  });

  it('answers 400 per field for a missing name, a negative or fractional stock and a non-numeric price', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const res = await w.addProductRaw({ name: ' ', price: 'mahal', stock: '1.5', ...picks });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toMatchObject({ name: 'Nama produk wajib diisi', price: 'Harga wajib diisi angka', stock: 'Stok harus bilangan bulat' });
    const negative = await w.addProductRaw({ name: `N ${tag}`, price: 1, stock: -1, ...picks });
    expect(negative.body.error?.fields).toEqual({ stock: 'Stok tidak boleh negatif' });
  });

  it('updates the whole record; a new photo replaces the old file, no file keeps it; a text file is 415 and changes nothing', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const row = await w.addProduct(picks, { name: `Baut ${tag}`, code: 'BT-1', price: 500, stock: 2 }, PNG_AS_PDF);
    const oldPhoto = row.photo ?? '';

    const kept = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), name: `Baut Besar ${tag}`, price: 750 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await w.detail(row.id)).data).toMatchObject({ name: `Baut Besar ${tag}`, price: 750, code: 'BT-1', photo: oldPhoto, stock: 2 });

    const replaced = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), name: `Baut Besar ${tag}` }, GIF);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const newPhoto = (await w.detail(row.id)).data.photo ?? '';
    expect(newPhoto).toMatch(/\.gif$/);
    expect((await fetchBytes(t.url, oldPhoto, w.token)).status).toBe(404);
    expect(storedFiles('product', newPhoto)).not.toContain(oldPhoto.split('/').pop());

    const refused = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), name: 'Tidak Jadi' }, TEXT);
    expect(refused.status).toBe(415);
    expect((await w.detail(row.id)).data).toMatchObject({ name: `Baut Besar ${tag}`, photo: newPhoto });
  });

  it('soft-deletes with {status: "deleted"}: gone from the list and the detail; a second delete is 404', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const row = await w.addProduct(picks, { name: `Hapus ${tag}`, stock: 1 });
    await w.deleteProduct(row.id);
    expect((await list(`namaproduk=${tag}`)).body.data).toEqual([]);
    expect((await w.api('GET', `/api/warehouse/product/pro/get/${row.id}`)).status).toBe(404);
    expect((await w.api('PUT', `/api/warehouse/product/update/${row.id}`, { status: 'deleted' })).status).toBe(404);
  });
});

describe('the form stock and the ledger', () => {
  it('the stock may be edited while only the opening stock exists; after another movement it is 409 and the rest still saves', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const row = await w.addProduct(picks, { name: `Semen ${tag}`, stock: 5 });
    const edited = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock: 9 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await w.detail(row.id)).data).toMatchObject({ stock: 9, stock_locked: false });
    const zero = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock: 0 });
    expect(zero.status).toBe(200);
    expect((await w.detail(row.id)).data.balances).toEqual([]);

    expect((await w.api('POST', receipt.path, { productId: row.id, warehouseId: picks.warehouse, quantity: 4 })).status).toBe(200);
    const detail = await w.detail(row.id);
    expect(detail.data).toMatchObject({ stock: 4, stock_locked: true });

    const refused = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(STOCK_LOCKED_MESSAGE);
    expect((await w.detail(row.id)).data.stock).toBe(4);

    const sameStock = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock: 4, price: 99 });
    expect(sameStock.status).toBe(200);
    expect((await w.detail(row.id)).data).toMatchObject({ stock: 4, price: 99 });
  });

  it('a changed default warehouse takes the opening stock with it (and a new stock number at once)', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const other = await w.addMaster('warehouse', `Gudang Baru ${tag}`, { code: `GB-${tag}`, address: '' });
    const row = await w.addProduct(picks, { name: `Cat ${tag}`, stock: 4 });
    const moved = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), warehouse: other });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    let detail = (await w.detail(row.id)).data;
    expect(detail).toMatchObject({ warehouse: `Gudang Baru ${tag}`, warehouse_id: other, stock: 4 });
    expect(detail.balances).toEqual([{ warehouse: { id: other, name: `Gudang Baru ${tag}` }, qty: 4 }]);

    const back = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), warehouse: picks.warehouse, stock: 6 });
    expect(back.status).toBe(200);
    detail = (await w.detail(row.id)).data;
    expect(detail.balances).toEqual([{ warehouse: { id: picks.warehouse, name: `Gudang ${tag}` }, qty: 6 }]);
    expect(detail.stock).toBe(6);
  });

  it('once other movements exist, a changed default warehouse leaves the stock where it is', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const other = await w.addMaster('warehouse', `Gudang Lain ${tag}`, { code: `GL-${tag}`, address: '' });
    const row = await w.addProduct(picks, { name: `Kabel ${tag}`, stock: 2 });
    expect((await w.api('POST', receipt.path, { productId: row.id, warehouseId: picks.warehouse, quantity: 1 })).status).toBe(200);
    const moved = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock: 3, warehouse: other });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const detail = (await w.detail(row.id)).data;
    expect(detail.warehouse_id).toBe(other);
    expect(detail.balances).toEqual([{ warehouse: { id: picks.warehouse, name: `Gudang ${tag}` }, qty: 3 }]);
  });
});

describe('GET product/pro', () => {
  /** Five products over two categories and two warehouses, names and codes carrying the tag. */
  async function catalogue(): Promise<{ tag: string; picks: Picks; rows: ProductRow[] }> {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const otherCategory = await w.addMaster('category', `Elektrik ${tag}`);
    const otherWarehouse = await w.addMaster('warehouse', `Depo ${tag}`, { code: `DP-${tag}`, address: '' });
    const rows = [
      await w.addProduct(picks, { name: `pipa PVC ${tag}`, code: `PV-${tag}-01`, price: 15000, stock: 3 }),
      await w.addProduct(picks, { name: `Pipa Besi ${tag}`, code: `BS-${tag}-02`, price: 90000, stock: 12 }),
      await w.addProduct({ ...picks, category: otherCategory }, { name: `Kabel ${tag}`, code: `KB-${tag}-03`, price: 5000, stock: 40 }),
      await w.addProduct({ ...picks, warehouse: otherWarehouse }, { name: `Saklar ${tag}`, code: `SK-${tag}-04`, price: 15000, stock: 0 }),
      await w.addProduct({ ...picks, category: otherCategory, warehouse: otherWarehouse }, { name: `Lampu ${tag}`, code: `LP-${tag}-05`, price: 25000, stock: 7 }),
    ];
    return { tag, picks, rows };
  }

  it('pages 10 by default, sorted by name ascending ignoring case, with the pagination block and show=all', async () => {
    const { tag } = await catalogue();
    const page = await list(`namaproduk=${tag}`);
    expect(page.status).toBe(200);
    expect(names(page.body)).toEqual([`Kabel ${tag}`, `Lampu ${tag}`, `Pipa Besi ${tag}`, `pipa PVC ${tag}`, `Saklar ${tag}`]);
    expect(page.body.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 5, per_page: 10, from: 1, to: 5 });
    const second = await list(`namaproduk=${tag}&per_page=2&page=2`);
    expect(names(second.body)).toEqual([`Pipa Besi ${tag}`, `pipa PVC ${tag}`]);
    expect(second.body.pagination).toMatchObject({ last_page: 3, total: 5, from: 3, to: 4 });
    const all = await list(`namaproduk=${tag}&show=all`);
    expect(all.body.data).toHaveLength(5);
    expect(all.body.pagination).toBeUndefined();
  });

  it('filters by each column: namaproduk, kode_merk, kategori, gudang (parts, any letter case), harga and stok (exact or compared)', async () => {
    const { tag } = await catalogue();
    const sorted = async (query: string) => names((await list(`${query}&sort=name|asc`)).body).sort();
    expect(await sorted(`namaproduk=PIPA&kode_merk=${tag.toLowerCase()}`)).toEqual([`Pipa Besi ${tag}`, `pipa PVC ${tag}`].sort());
    expect(await sorted(`kode_merk=kb-${tag}`)).toEqual([`Kabel ${tag}`]);
    expect(await sorted(`kategori=elektrik ${tag}`)).toEqual([`Kabel ${tag}`, `Lampu ${tag}`].sort());
    expect(await sorted(`gudang=DEPO ${tag}`)).toEqual([`Lampu ${tag}`, `Saklar ${tag}`].sort());
    expect(await sorted(`namaproduk=${tag}&harga=15000`)).toEqual([`Saklar ${tag}`, `pipa PVC ${tag}`].sort());
    expect(await sorted(`namaproduk=${tag}&harga=${encodeURIComponent('>=25000')}`)).toEqual([`Lampu ${tag}`, `Pipa Besi ${tag}`].sort());
    expect(await sorted(`namaproduk=${tag}&stok=${encodeURIComponent('<7')}`)).toEqual([`Saklar ${tag}`, `pipa PVC ${tag}`].sort());
    expect(await sorted(`namaproduk=${tag}&stok=${encodeURIComponent('<=7')}`)).toEqual([`Lampu ${tag}`, `Saklar ${tag}`, `pipa PVC ${tag}`].sort());
    expect(await sorted(`namaproduk=${tag}&stok=${encodeURIComponent('>12')}`)).toEqual([`Kabel ${tag}`]);
    expect(await sorted(`namaproduk=${tag}&stok=0`)).toEqual([`Saklar ${tag}`]);
    // Together: every filter must hold.
    expect(await sorted(`kategori=kategori ${tag}&gudang=gudang ${tag}&harga=${encodeURIComponent('>20000')}`)).toEqual([`Pipa Besi ${tag}`]);
    // The general filter: name or code.
    expect(await sorted(`filter=sk-${tag}`)).toEqual([`Saklar ${tag}`]);
    expect(await sorted(`filter=lampu ${tag}`)).toEqual([`Lampu ${tag}`]);
    // % and _ are literal.
    expect((await list(`namaproduk=${encodeURIComponent(`%${tag}`)}`)).body.data).toEqual([]);
  });

  it('refuses a number filter that is neither a number nor a comparison (400)', async () => {
    const res = await list(`harga=${encodeURIComponent('~5')}`);
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.['harga']).toBe("Isi angka, atau perbandingan seperti '<5' atau '>=100'");
  });

  it.each(PRODUCT_SORT_KEYS.filter((key) => key !== 'created_at'))('sorts by %s both ways (text ignoring letter case); ties keep one order', async (key) => {
    const { tag, rows } = await catalogue();
    const value = (row: ProductRow): string | number =>
      ({ name: row.name.toLowerCase(), code: row.code.toLowerCase(), category: row.category.name.toLowerCase(), variant: row.variant.name.toLowerCase(), price: row.price, stock: row.stock, warehouse: row.warehouse.toLowerCase() })[
        key as Exclude<(typeof PRODUCT_SORT_KEYS)[number], 'created_at'>
      ];
    const compare = (a: ProductRow, b: ProductRow) => {
      const [x, y] = [value(a), value(b)];
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    };
    const asc = await list(`namaproduk=${tag}&sort=${key}|asc`);
    expect(asc.status).toBe(200);
    expect(asc.body.data.map((r) => value(r))).toEqual([...rows].sort(compare).map((r) => value(r)));
    const desc = await list(`namaproduk=${tag}&sort=${key}|desc`);
    expect(desc.body.data.map((r) => value(r))).toEqual([...rows].sort((a, b) => -compare(a, b)).map((r) => value(r)));
  });

  it('sorts by created_at and by several keys; refuses an unknown key (400 naming the choices)', async () => {
    const { tag } = await catalogue();
    const newest = await list(`namaproduk=${tag}&sort=created_at|desc`);
    expect(newest.body.data[0]?.name).toBe(`Lampu ${tag}`);
    const byPrice = await list(`namaproduk=${tag}&sort=price|asc,name|desc`);
    expect(names(byPrice.body)).toEqual([`Kabel ${tag}`, `Saklar ${tag}`, `pipa PVC ${tag}`, `Lampu ${tag}`, `Pipa Besi ${tag}`]);
    const unknown = await list('sort=warna|asc');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.['sort']).toContain('warna');
  });
});

describe('GET product/pro on more rows than the count cap', () => {
  /** BULK products named '{tag} NNNNN', written in one statement (the API would take minutes); prices repeat so ties show. */
  const BULK = LIST_COUNT_CAP + 55;
  let tag = '';
  beforeAll(async () => {
    tag = uniqueTag('Massal');
    const picks = await w.picks(tag);
    await t.server.database.db.execute(sql`
      insert into products (ids, code, name, price, stock, category_id, variant_id, unit_id, division_id, warehouse_id)
      select 1700000000 + i, 'M-' || i, ${tag}::text || ' ' || lpad(i::text, 5, '0'), 1000 * (i % 7), 0,
             ${picks.category}::uuid, ${picks.variant}::uuid, ${picks.unit}::uuid, ${picks.division}::uuid, ${picks.warehouse}::uuid
        from generate_series(1, ${BULK}) i`);
  });
  /** The same order straight from the table: what the list must show, ties by id the way the sort runs. */
  const expectedIds = async (order: 'name' | 'price desc', offset: number): Promise<string[]> => {
    const by = order === 'name' ? sql`name_key, id` : sql`price desc, id desc`;
    const result = await t.server.database.db.execute(
      sql`select id::text as id from products where status = 'active' and name like ${`${tag} %`} order by ${by} limit 10 offset ${offset}`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  };

  it("stops counting past the cap: 'total' is the cap with total_capped, next pages stay open, a short last page gives the exact total", async () => {
    const first = await list(`namaproduk=${tag}&per_page=10`);
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag} ${String(i + 1).padStart(5, '0')}`));
    expect(first.body.pagination).toEqual({ current_page: 1, last_page: 1001, total: LIST_COUNT_CAP, per_page: 10, from: 1, to: 10, total_capped: true });

    // Beyond the cap: a full page still says 'more', and the page after it is known to exist.
    const deep = await list(`namaproduk=${tag}&per_page=10&page=1003`);
    expect(names(deep.body)[0]).toBe(`${tag} 10021`);
    expect(deep.body.pagination).toEqual({ current_page: 1003, last_page: 1004, total: LIST_COUNT_CAP, per_page: 10, from: 10021, to: 10030, total_capped: true });

    // The short last page ends the list: exact total, no flag.
    const last = await list(`namaproduk=${tag}&per_page=10&page=1006`);
    expect(names(last.body)).toEqual(Array.from({ length: 5 }, (_, i) => `${tag} ${10051 + i}`));
    expect(last.body.pagination).toEqual({ current_page: 1006, last_page: 1006, total: BULK, per_page: 10, from: 10051, to: BULK });

    // Past the end: no rows, still 'more than the cap'.
    const past = await list(`namaproduk=${tag}&per_page=10&page=2000`);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ current_page: 2000, total: LIST_COUNT_CAP, total_capped: true, from: null, to: null });

    // A filter within them that matches fewer than the cap is counted exactly.
    const narrow = await list(`namaproduk=${encodeURIComponent(`${tag} 09`)}&per_page=10&page=2`);
    expect(narrow.body.pagination).toEqual({ current_page: 2, last_page: 100, total: 1000, per_page: 10, from: 11, to: 20 });
    expect(names(narrow.body)[0]).toBe(`${tag} 09010`);
  });

  it('pages past the cap in the same order as below it (name; price desc with ties by id the same way)', async () => {
    // Wide (capped): the page comes from walking the sort's index.
    const byName = await list(`namaproduk=${tag}&sort=name|asc&page=700`);
    expect(byName.body.pagination?.total_capped).toBe(true);
    expect(byName.body.data.map((r) => r.id)).toEqual(await expectedIds('name', 6990));
    const byPrice = await list(`namaproduk=${tag}&sort=price|desc&page=3`);
    expect(byPrice.body.data.map((r) => r.id)).toEqual(await expectedIds('price desc', 20));
    expect(byPrice.body.data.map((r) => r.price)).toEqual(Array(10).fill(6000));
    // Narrow (exactly counted): the page comes from the matches sorted in memory; same order.
    const narrowPrice = await list(`namaproduk=${tag}&harga=6000&sort=price|desc&page=3`);
    expect(narrowPrice.body.pagination?.total_capped).toBeUndefined();
    expect(narrowPrice.body.data.map((r) => r.id)).toEqual(byPrice.body.data.map((r) => r.id));
  });

  it('sorts by the category name as it is now: a renamed category, a product moved to another', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const other = await w.addMaster('category', `Bahan ${tag}`);
    const first = await w.addProduct(picks, { name: `Satu ${tag}` }); // 'Kategori …'
    const second = await w.addProduct({ ...picks, category: other }, { name: `Dua ${tag}` }); // 'Bahan …'
    const order = async () => names((await list(`namaproduk=${tag}&sort=category|asc`)).body);
    expect(await order()).toEqual([second.name, first.name]);
    const renamed = await w.api('PUT', UPDATE_PATH.category(other), { name: `Zink ${tag}`, description: '' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await order()).toEqual([first.name, second.name]);
    const moved = await w.updateProduct(second.id, { ...WarehouseClient.formOf(second), category: picks.category, name: `Aa ${tag}` });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Now both are in 'Kategori …': the name decides ('Aa' first), which it would not if the moved one still sorted as 'Zink …'.
    expect(names((await list(`namaproduk=${tag}&sort=category|asc,name|asc`)).body)).toEqual([`Aa ${tag}`, first.name]);
  });

  it("a category rename (whose trigger updates the category's products) and an edit of one of them at once: both succeed", async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const product = await w.addProduct(picks, { name: `Bersamaan ${tag}` });
    for (let round = 1; round <= 5; round++) {
      const [renamed, edited] = await Promise.all([
        w.api('PUT', UPDATE_PATH.category(picks.category), { name: `Kategori ${tag} ${round}`, description: '' }),
        w.updateProduct(product.id, { ...WarehouseClient.formOf(product), price: 1000 + round }),
      ]);
      expect([renamed.status, edited.status], JSON.stringify([renamed.body, edited.body])).toEqual([200, 200]);
    }
    const [row] = (await list(`namaproduk=${tag}&sort=category|asc`)).body.data;
    expect(row?.category.name).toBe(`Kategori ${tag} 5`);
    expect(row?.price).toBe(1005);
  });
});

describe('komposisi', () => {
  async function three(): Promise<[ProductRow, ProductRow, ProductRow]> {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    return [await w.addProduct(picks, { name: `A ${tag}` }), await w.addProduct(picks, { name: `B ${tag}` }), await w.addProduct(picks, { name: `C ${tag}` })];
  }
  const save = (id: string, rows: { id_product: string; qty: number | string }[]) =>
    w.api<{ status: string; data: { produk: { id: string; name: string }; qty: number }[] } & Partial<ErrorBody>>('PUT', '/api/warehouse/product/komposisi', { id_product: id, Komposisi: rows });

  it('saves the list (replacing the previous one) and the detail shows it in order', async () => {
    const [a, b, c] = await three();
    const first = await save(a.id, [{ id_product: b.id, qty: 2 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = await save(a.id, [
      { id_product: c.id, qty: 3 },
      { id_product: b.id, qty: 1 },
    ]);
    expect(saved.body.data).toEqual([
      { produk: { id: c.id, name: c.name, code: '-' }, qty: 3 },
      { produk: { id: b.id, name: b.name, code: '-' }, qty: 1 },
    ]);
    expect((await w.detail(a.id)).data.komposisi).toEqual(saved.body.data);
  });

  it("refuses the product itself and a product that already contains it, directly or through another (409)", async () => {
    const [a, b, c] = await three();
    const self = await save(a.id, [{ id_product: a.id, qty: 1 }]);
    expect(self.status).toBe(409);
    expect(self.body.error?.message).toBe('Produk tidak boleh memuat dirinya sendiri');

    expect((await save(a.id, [{ id_product: b.id, qty: 1 }])).status).toBe(200);
    const direct = await save(b.id, [{ id_product: a.id, qty: 1 }]);
    expect(direct.status).toBe(409);
    expect(direct.body.error?.message).toBe(`Produk tidak boleh memuat ${a.name} yang sudah memuat produk ini`);

    expect((await save(b.id, [{ id_product: c.id, qty: 1 }])).status).toBe(200);
    const through = await save(c.id, [{ id_product: a.id, qty: 1 }]);
    expect(through.status).toBe(409);
    expect(through.body.error?.message).toBe(`Produk tidak boleh memuat ${a.name} yang sudah memuat produk ini`);
    expect((await w.detail(c.id)).data.komposisi).toEqual([]);
  });

  it('two parallel edits that together would make a cycle: one is refused', async () => {
    const [a, b] = await three();
    const results = await Promise.all([save(a.id, [{ id_product: b.id, qty: 1 }]), save(b.id, [{ id_product: a.id, qty: 1 }])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses an empty list or row ('Lengkapi dulu data anda'), a component twice and a deleted component (400)", async () => {
    const [a, b, c] = await three();
    const empty = await save(a.id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields?.['Komposisi']).toBe('Lengkapi dulu data anda');
    const noQty = await save(a.id, [{ id_product: b.id, qty: 0 }]);
    expect(noQty.body.error?.fields?.['Komposisi.0.qty']).toBe('Lengkapi dulu data anda');
    const twice = await save(a.id, [
      { id_product: b.id, qty: 1 },
      { id_product: b.id, qty: 2 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error?.fields).toEqual({ 'Komposisi.1.id_product': 'Produk sudah ada di komposisi' });
    await w.deleteProduct(c.id);
    const deleted = await save(a.id, [{ id_product: c.id, qty: 1 }]);
    expect(deleted.status).toBe(400);
    expect(deleted.body.error?.fields).toEqual({ 'Komposisi.0.id_product': 'Produk komposisi tidak ditemukan' });
    expect((await save(c.id, [{ id_product: a.id, qty: 1 }])).status).toBe(404);
  });
});

describe("'Cetak Rekap'", () => {
  it('answers the URL of a PDF with the same filters; the PDF lists exactly the filtered products with the filter line', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    await w.addProduct(picks, { name: `Rekap ${tag} Satu`, code: 'R1', price: 1500000, stock: 3 });
    await w.addProduct(picks, { name: `Rekap ${tag} Dua`, code: 'R2', price: 20000, stock: 12 });
    await w.addProduct(picks, { name: `Lain ${tag}`, code: 'L1', price: 20000, stock: 1 });
    const recap = await w.api<{ url: string }>('GET', `/api/warehouse/product/laporan?namaproduk=${encodeURIComponent(`rekap ${tag}`)}&kategori=&sort=name|desc`);
    expect(recap.status).toBe(200);
    const url = new URL(recap.body.url, t.url);
    expect(url.pathname).toBe('/api/warehouse/product/laporan/pdf');
    expect(Object.fromEntries(url.searchParams)).toEqual({ namaproduk: `rekap ${tag}`, sort: 'name|desc' });

    const pdf = await fetchBytes(t.url, recap.body.url, w.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { pages } = await readPdf(pdf.data);
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('Rekap Produk');
    expect(text).toContain(`Nama Produk "rekap ${tag}"`);
    expect(text).toContain('Jumlah: 2 produk');
    expect(text.indexOf(`Rekap ${tag} Satu`)).toBeGreaterThan(-1);
    // name|desc: Satu before Dua.
    expect(text.indexOf(`Rekap ${tag} Satu`)).toBeLessThan(text.indexOf(`Rekap ${tag} Dua`));
    expect(text).not.toContain(`Lain ${tag}`);
    expect(text).toContain('Rp 1.500.000');
    expect(text).toMatch(/Halaman 1 dari 1/);
  });
});

describe('access', () => {
  it('needs the Warehouse module: 403 for a user without it, 200 once granted', async () => {
    const outsider = await t.createUser({ email: `luar.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-luar-123', access: ['/employee'] });
    const token = await login(t.url, outsider.email, 'sandi-luar-123');
    for (const [method, path] of [
      ['GET', '/api/warehouse/product/pro'],
      ['GET', '/api/warehouse/division/all'],
      ['GET', '/api/warehouse/product/laporan'],
      ['PUT', '/api/warehouse/product/komposisi'],
      ['GET', '/api/warehouse/report'],
    ] as const) {
      const res = await w.api<ErrorBody>(method, path, method === 'PUT' ? {} : undefined, token);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const insider = await t.createUser({ email: `dalam.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-dalam-123', access: ['/warehouse'] });
    const allowed = await w.api('GET', '/api/warehouse/product/pro', undefined, await login(t.url, insider.email, 'sandi-dalam-123'));
    expect(allowed.status).toBe(200);
  });

  it('lets a Purchasing user read the product list for PO lines, and nothing else of the Warehouse', async () => {
    const buyer = await t.createUser({ email: `beli.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-beli-123', access: ['/purchasing'] });
    const token = await login(t.url, buyer.email, 'sandi-beli-123');
    const list = await w.api<{ data: unknown[] }>('GET', '/api/warehouse/product/pro?namaproduk=a&per_page=10&sort=name|asc', undefined, token);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);
    for (const [method, path] of [
      ['GET', '/api/warehouse/division/all'],
      ['GET', '/api/warehouse/report'],
      ['GET', '/api/warehouse/category/'],
      ['PUT', '/api/warehouse/product/komposisi'],
    ] as const) {
      const res = await w.api<ErrorBody>(method, path, method === 'PUT' ? {} : undefined, token);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
