import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { uniqueTag, WarehouseClient, WarehouseClient as Client, type ErrorBody, type Picks } from '../support/warehouse';

/**
 * Codes are unique among active rows (issue 24): product codes ('-', none, may repeat) and warehouse
 * codes, ignoring letter case; a blank warehouse code gets the next number; two saves racing with
 * the same code: one wins, the other gets the 409. Migration 0019 tells existing duplicates apart.
 */

let t: TestServer;
let w: WarehouseClient;
let picks: Picks;

beforeAll(async () => {
  t = await startTestServer();
  w = new WarehouseClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
  picks = await w.picks(uniqueTag());
});
afterAll(async () => {
  await t?.close();
});

describe('product codes', () => {
  it('a code another active product has (any letter case) is a 409 naming it, on add and on edit; free again once deleted; "-" may repeat', async () => {
    const tag = uniqueTag();
    const first = await w.addProduct(picks, { name: `A ${tag}`, code: `K-${tag}` });
    const again = await w.addProductRaw({ ...Client.formOf(first), name: `B ${tag}`, code: `k-${tag.toUpperCase()}` });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`Kode produk sudah dipakai: k-${tag.toUpperCase()}`);
    expect(again.body.error?.fields).toEqual({ code: `Kode produk sudah dipakai: k-${tag.toUpperCase()}` });

    const second = await w.addProduct(picks, { name: `C ${tag}`, code: `L-${tag}` });
    const edit = await w.updateProduct(second.id, { ...Client.formOf(second), code: `K-${tag}` });
    expect(edit.status).toBe(409);
    // Saving a product with its own code is no conflict.
    expect((await w.updateProduct(second.id, { ...Client.formOf(second), name: `C2 ${tag}` })).status).toBe(200);

    const none1 = await w.addProduct(picks, { name: `D ${tag}`, code: '' });
    const none2 = await w.addProduct(picks, { name: `E ${tag}`, code: '-' });
    expect([none1.code, none2.code]).toEqual(['-', '-']);

    await w.deleteProduct(first.id);
    expect((await w.addProductRaw({ ...Client.formOf(first), name: `F ${tag}` })).status).toBe(200);
  });

  it('two adds with the same code at once: one 200, one 409', async () => {
    const tag = uniqueTag();
    const results = await Promise.all([1, 2].map((n) => w.addProductRaw({ code: `R-${tag}`, name: `Race ${n} ${tag}`, price: 1000, stock: 0, ...picks })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error?.message).toBe(`Kode produk sudah dipakai: R-${tag}`);
  });
});

describe('warehouse codes', () => {
  it('a blank code gets the next number, two made in the same second differ; a given code is unique (409)', async () => {
    const tag = uniqueTag();
    const made = await Promise.all(
      [1, 2, 3].map((n) => w.api<{ data: { code: string } }>('POST', '/api/warehouse/warehouse/add', { code: '', name: `Gudang ${n} ${tag}`, address: '' })),
    );
    expect(made.map((r) => r.status)).toEqual([200, 200, 200]);
    const codes = made.map((r) => r.body.data.code);
    for (const code of codes) expect(code).toMatch(/^GD-\d{4,}$/);
    expect(new Set(codes).size).toBe(3);

    // A number typed by hand is skipped by the next blank one.
    const next = Number(codes.map((c) => c.slice(3)).sort().at(-1)) + 1;
    const typed = `gd-${String(next).padStart(4, '0')}`;
    expect((await w.api('POST', '/api/warehouse/warehouse/add', { code: typed, name: `Ketik ${tag}`, address: '' })).status).toBe(200);
    const after = await w.api<{ data: { code: string } }>('POST', '/api/warehouse/warehouse/add', { code: '', name: `Sesudah ${tag}`, address: '' });
    expect(after.body.data.code.toLowerCase()).not.toBe(typed);

    const taken = await w.api<ErrorBody>('POST', '/api/warehouse/warehouse/add', { code: codes[0]?.toLowerCase(), name: `Lain ${tag}`, address: '' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ code: 'Kode Warehouse sudah ada' });
  });

  it('two adds with the same code at once: one 200, one 409', async () => {
    const tag = uniqueTag();
    const results = await Promise.all([1, 2].map((n) => w.api('POST', '/api/warehouse/warehouse/add', { code: `W-${tag}`, name: `Paralel ${n} ${tag}`, address: '' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('migration 0019 on an installation with duplicate codes', () => {
  it("keeps the oldest row's code and gives each later active duplicate the first free '-2', '-3' suffix", async () => {
    const tag = uniqueTag();
    const db = t.server.database.db;
    const rows = [];
    for (const n of [1, 2, 3]) rows.push(await w.addProduct(picks, { name: `Lama ${n} ${tag}`, code: `OLD${n}-${tag}` }));
    const gone = await w.addProduct(picks, { name: `Hapus ${tag}`, code: `OLD4-${tag}` });
    await w.deleteProduct(gone.id);
    for (const n of [1, 2, 3]) await w.addMaster('warehouse', `Lama ${n} ${tag}`, { code: '', address: '' });
    // An installation before 0019: no unique index, five products sharing a code (the issue saw 'DUP').
    await db.execute(sql`drop index products_code_active`);
    await db.execute(sql`drop index warehouses_code_active`);
    const dup = `DUP-${tag}`;
    await db.execute(sql`update products set code = ${dup} where name like ${`% ${tag}`}`);
    // 'DUP-…-2' is taken already by a product of its own, so the second duplicate gets '-3'.
    await db.execute(sql`update products set code = ${`${dup}-2`} where id = ${rows[2]?.id ?? ''}`);
    await db.execute(sql`update warehouses set code = ${`WDUP-${tag}`} where name like ${`Lama % ${tag}`}`);

    const migration = fs.readFileSync(new URL('../../server/db/migrations/0019_issue24_codes_unique.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/CREATE SEQUENCE/.test(statement)) continue;
      await db.execute(sql.raw(statement));
    }

    const codes = await w.api<{ data: { name: string; code: string; status: string }[] }>('GET', `/api/warehouse/product/pro?show=all&filter=${tag}`);
    const byName = new Map(codes.body.data.map((r) => [r.name, r.code]));
    expect(byName.get(`Lama 1 ${tag}`)).toBe(dup);
    expect(byName.get(`Lama 2 ${tag}`)).toBe(`${dup}-3`);
    expect(byName.get(`Lama 3 ${tag}`)).toBe(`${dup}-2`);
    expect(byName.has(`Hapus ${tag}`)).toBe(false);
    const deleted = await db.execute(sql`select code from products where id = ${gone.id}`);
    expect(JSON.stringify(deleted)).toContain(dup);
    const warehouses = await w.api<{ data: { code: string }[] }>('GET', `/api/warehouse/warehouse/all?show=all&filter=WDUP-${tag}`);
    expect(warehouses.body.data.map((r) => r.code).sort()).toEqual([`WDUP-${tag}`, `WDUP-${tag}-2`, `WDUP-${tag}-3`]);
    // The indexes are back: a duplicate is refused again.
    const again = await w.addProductRaw({ code: dup, name: `Baru ${tag}`, price: 1000, stock: 0, ...picks });
    expect(again.status).toBe(409);
  });
});
