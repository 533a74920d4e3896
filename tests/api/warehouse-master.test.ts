import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { UPDATE_PATH, uniqueTag, WarehouseClient, type ErrorBody, type MasterKind } from '../support/warehouse';

/**
 * The Warehouse masters (Kategori, Jenis, Satuan, Warehouse) through their real routes, with the
 * rules issue 4 adds to the generic resource routes: a master an active product still picks
 * cannot be deleted (409), a blank warehouse code gets the next number (GD-0001), names
 * are unique among active rows; and the division picker's list from the Employee module.
 */

let t: TestServer;
let w: WarehouseClient;

beforeAll(async () => {
  t = await startTestServer();
  w = new WarehouseClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await w.expectStockClean();
});

const NOUN: Record<MasterKind, string> = { category: 'Kategori', variant: 'Jenis', unit: 'Satuan', warehouse: 'Warehouse' };

describe('a master used by an active product', () => {
  it.each(['category', 'variant', 'unit', 'warehouse'] as const)('%s: delete refused with 409 while the product is active, done after the product is deleted', async (kind) => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    const product = await w.addProduct(picks, { name: `Produk ${tag}`, stock: 3 });
    const id = picks[kind];

    const refused = await w.api<ErrorBody>('PUT', UPDATE_PATH[kind](id), { status: 'deleted' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.message).toBe(`${NOUN[kind]} masih dipakai oleh produk aktif, tidak bisa dihapus`);

    await w.deleteProduct(product.id);
    const deleted = await w.api('PUT', UPDATE_PATH[kind](id), { status: 'deleted' });
    expect(deleted.status).toBe(200);
  });

  it('a deleted master cannot be picked by a new product (400 naming it)', async () => {
    const tag = uniqueTag();
    const picks = await w.picks(tag);
    expect((await w.api('PUT', UPDATE_PATH.unit(picks.unit), { status: 'deleted' })).status).toBe(200);
    const res = await w.addProductRaw({ name: `Produk ${tag}`, price: 1, stock: 1, ...picks });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Lengkapi Data Produk');
    expect(res.body.error?.fields).toEqual({ unit: 'Satuan tidak ditemukan' });
  });
});

describe('warehouse', () => {
  it('a blank code gets the next number (issue 24: no longer the Unix seconds, which two warehouses could share); a given code is kept; rows sort by name, 5 a page', async () => {
    const tag = uniqueTag();
    const blank = await w.api<{ data: { id: string; code: string; name: string; address: string } }>('POST', '/api/warehouse/warehouse/add', { code: '', name: `B ${tag}`, address: 'Jl. Merdeka 1', status: 'active' });
    expect(blank.status).toBe(200);
    expect(blank.body.data.code).toMatch(/^GD-\d{4,}$/);
    const coded = await w.api<{ data: { code: string } }>('POST', '/api/warehouse/warehouse/add', { code: `GD-${tag}`, name: `A ${tag}`, address: '' });
    expect(coded.body.data.code).toBe(`GD-${tag}`);

    const page = await w.api<{ data: { name: string; address: string }[]; pagination: { per_page: number } }>('GET', `/api/warehouse/warehouse/all?filter=${tag}`);
    expect(page.body.pagination.per_page).toBe(5);
    expect(page.body.data.map((r) => r.name)).toEqual([`A ${tag}`, `B ${tag}`]);
    expect(page.body.data[1]?.address).toBe('Jl. Merdeka 1');
  });
});

describe('names are unique among active rows', () => {
  it.each(['category', 'variant', 'unit', 'warehouse'] as const)('%s: the same name (any letter case) is a 409; free again once the first is deleted', async (kind) => {
    const tag = uniqueTag();
    const name = `Nama ${tag}`;
    const id = await w.addMaster(kind, name);
    const path = { category: '/api/warehouse/category/add', variant: '/api/warehouse/variant/add', unit: '/api/warehouse/unit/add', warehouse: '/api/warehouse/warehouse/add' }[kind];
    const again = await w.api<ErrorBody>('POST', path, { name: name.toUpperCase(), description: '', code: '', address: '' });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.['name']).toBe(`Nama ${NOUN[kind]} sudah ada`);

    expect((await w.api('PUT', UPDATE_PATH[kind](id), { status: 'deleted' })).status).toBe(200);
    expect((await w.api('POST', path, { name, description: '', code: '', address: '' })).status).toBe(200);
  });
});

describe('lists', () => {
  it('category (GET category/ and ?show=all), variant and unit (all): paged by 5, filtered, sorted by name', async () => {
    const tag = uniqueTag();
    for (const n of ['c', 'a', 'f', 'b', 'e', 'd']) await w.addMaster('category', `${tag} ${n}`);
    const page = await w.api<{ data: { name: string }[]; pagination: { total: number; last_page: number } }>('GET', `/api/warehouse/category/?filter=${tag}`);
    expect(page.status).toBe(200);
    expect(page.body.data.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd', 'e'].map((n) => `${tag} ${n}`));
    expect(page.body.pagination).toMatchObject({ total: 6, last_page: 2 });
    const all = await w.api<{ data: { name: string }[]; pagination?: unknown }>('GET', `/api/warehouse/category/?show=all&filter=${tag}&sort=name|desc`);
    expect(all.body.data.map((r) => r.name)[0]).toBe(`${tag} f`);
    expect(all.body.pagination).toBeUndefined();

    await w.addMaster('variant', `${tag} Jenis`);
    await w.addMaster('unit', `${tag} Satuan`);
    expect((await w.api<{ data: { name: string }[] }>('GET', `/api/warehouse/variant/all?show=all&filter=${tag}`)).body.data.map((r) => r.name)).toEqual([`${tag} Jenis`]);
    expect((await w.api<{ data: { name: string }[] }>('GET', `/api/warehouse/unit/all?filter=${tag}`)).body.data.map((r) => r.name)).toEqual([`${tag} Satuan`]);
  });

  it('division/all lists the active Employee divisions as {id, Name}; a deleted one is gone', async () => {
    const tag = uniqueTag();
    const kept = await w.addMaster('division', `Divisi ${tag} A`);
    const gone = await w.addMaster('division', `Divisi ${tag} B`);
    expect((await w.api('PUT', `/api/employee/division/update/${gone}`, { status: 'deleted' })).status).toBe(200);
    const res = await w.api<{ data: { id: string; Name: string }[] }>('GET', '/api/warehouse/division/all');
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((d) => d.Name.includes(tag));
    expect(mine).toEqual([{ id: kept, Name: `Divisi ${tag} A` }]);
  });
});
