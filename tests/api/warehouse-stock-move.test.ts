import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MOVE_INCOMPLETE, STOCK_MOVE_SAME_WAREHOUSE } from '../../common/contract/warehouse-stock-move';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { StockFlowClient } from '../support/stock-flows';
import { uniqueTag } from '../support/warehouse';

/**
 * Stock Move (issue 13 section 4; seed 001 section 7 `stockMove/`, `stockMove/add`,
 * `stockMove/update/{id}`): a move is a 'transfer_out' and a 'transfer_in' ledger entry under its
 * SM- number, written together or not at all; edits and deletes write compensating entries; the
 * from-balance never goes below zero, however many moves race for it.
 */

let t: TestServer;
let w: StockFlowClient;

beforeAll(async () => {
  t = await startTestServer();
  w = new StockFlowClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await w.expectStockClean();
});

describe('stockMove/add', () => {
  it('moves the amount from one warehouse to the other under an SM- number, and the card shows both entries', async () => {
    const { picks, product, other } = await w.stocked(10);
    const move = await w.move({ created_date: '2026-11-20', product: product.id, from: picks.warehouse, to: other, amount: 4, description: 'Pindah ke cabang' });
    expect(move.number).toMatch(/^SM-\d{4}-\d{6}$/);
    expect(move).toMatchObject({
      created_date: '2026-11-20',
      created_by: ADMIN.email,
      amount: 4,
      description: 'Pindah ke cabang',
      status: 'active',
      from: [{ id: picks.warehouse }],
      to: [{ id: other }],
      product: [{ id: product.id, name: product.name }],
    });
    expect(await w.balance(product.id, picks.warehouse)).toBe(6);
    expect(await w.balance(product.id, other)).toBe(4);
    // The product's total does not change.
    expect((await w.detail(product.id)).data.stock).toBe(10);

    const card = await w.card(`product=${product.id}`);
    expect(card.data.map((l) => [l.number, l.kind, l.in, l.out, l.balance])).toEqual([
      ['Stok awal', 'opening', 10, 0, 10],
      [move.number, 'transfer_out', 0, 4, 6],
      [move.number, 'transfer_in', 4, 0, 10],
    ]);
  });

  it('the seed\'s one-element lists are taken too; today is the date when none is sent', async () => {
    const { picks, product, other } = await w.stocked(3);
    const move = await w.move({ product: [product.id], from: [picks.warehouse], to: [other], amount: 3 });
    expect(move.created_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await w.balance(product.id, other)).toBe(3);
  });

  it("refuses a missing product or warehouse with 'Lengkapi dulu semua', the same warehouse twice, and amounts that are not positive integers", async () => {
    const { picks, product, other } = await w.stocked(5);
    const base = { product: product.id, from: picks.warehouse, to: other, amount: 1 };
    for (const missing of ['product', 'from', 'to'] as const) {
      const res = await w.addMove({ ...base, [missing]: '' });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.[missing]).toBe(STOCK_MOVE_INCOMPLETE);
    }
    const same = await w.addMove({ ...base, to: picks.warehouse });
    expect(same.status).toBe(400);
    expect(same.body.error?.fields?.to).toBe(STOCK_MOVE_SAME_WAREHOUSE);
    for (const amount of [0, -2, 1.5, 'dua']) {
      const res = await w.addMove({ ...base, amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error?.fields?.amount).toBeTruthy();
    }
    const bad = await w.addMove({ ...base, created_date: '2026-02-30' });
    expect(bad.status).toBe(400);
    // An unknown warehouse names the field.
    const unknown = await w.addMove({ ...base, to: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.to).toBeTruthy();
    expect(await w.balance(product.id, picks.warehouse)).toBe(5);
    expect((await w.moves(`?filter=${encodeURIComponent(product.name)}`)).data).toEqual([]);
  });

  it('refuses more than the from-balance with a 409 in Indonesian, writing nothing (no number used either)', async () => {
    const { picks, product, other } = await w.stocked(5);
    const res = await w.addMove({ product: product.id, from: picks.warehouse, to: other, amount: 6 });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toMatch(/tidak mencukupi \(tersedia 5, diminta 6\)/);
    expect(await w.balance(product.id, picks.warehouse)).toBe(5);
    expect(await w.balance(product.id, other)).toBe(0);
    const first = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 5 });
    const second = await w.move({ product: product.id, from: other, to: picks.warehouse, amount: 1 });
    const sequence = (number: string) => Number(number.split('-')[2]);
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });
});

describe('stockMove/ list', () => {
  it('lists active moves newest first, 10 per page, with search over number, product, warehouses and description', async () => {
    const tag = uniqueTag();
    const { picks, product, other } = await w.stocked(20, tag);
    const made = [];
    for (let i = 1; i <= 12; i += 1) made.push(await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 1, description: `Langkah ${tag} ${i}` }));
    const page1 = await w.moves(`?filter=${tag}`);
    expect(page1.pagination).toMatchObject({ total: 12, last_page: 2, per_page: 10 });
    expect(page1.data[0]?.number).toBe(made[11]?.number);
    const page2 = await w.moves(`?filter=${tag}&page=2`);
    expect(page2.data.map((m) => m.number)).toEqual([made[1]?.number, made[0]?.number]);
    expect((await w.moves(`?filter=${made[3]?.number}`)).data.map((m) => m.id)).toEqual([made[3]?.id]);
    expect((await w.moves(`?filter=${encodeURIComponent(`Gudang Lain ${tag}`)}`)).pagination?.total).toBe(12);
    // A deleted move leaves the list.
    expect((await w.updateMove(made[0]!.id, { status: 'deleted' })).status).toBe(200);
    expect((await w.moves(`?filter=${tag}`)).pagination?.total).toBe(11);
    // A LIKE wildcard is a plain character.
    expect((await w.moves(`?filter=${encodeURIComponent(`${tag}%`)}`)).data).toEqual([]);
  });
});

describe('stockMove/update', () => {
  it('an edit writes compensating entries and the new ones; the ledger rows of the first version stay', async () => {
    const { picks, product, other } = await w.stocked(10);
    const third = await w.addMaster('warehouse', `Gudang Ketiga ${uniqueTag()}`, { code: '', address: '' });
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 4 });
    const res = await w.updateMove(move.id, { created_date: '2026-11-21', product: product.id, from: picks.warehouse, to: third, amount: 7, description: 'Salah tujuan' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await w.balance(product.id, picks.warehouse)).toBe(3);
    expect(await w.balance(product.id, other)).toBe(0);
    expect(await w.balance(product.id, third)).toBe(7);
    const listed = (await w.moves(`?filter=${move.number}`)).data[0];
    expect(listed).toMatchObject({ amount: 7, to: [{ id: third }], created_date: '2026-11-21', description: 'Salah tujuan' });
    const card = await w.card(`product=${product.id}`);
    expect(card.data.map((l) => [l.number, l.kind, l.in - l.out])).toEqual([
      ['Stok awal', 'opening', 10],
      [move.number, 'transfer_out', -4],
      [move.number, 'transfer_in', 4],
      [move.number, 'transfer_out', 4],
      [move.number, 'transfer_in', -4],
      [move.number, 'transfer_out', -7],
      [move.number, 'transfer_in', 7],
    ]);
    expect(card.closing).toBe(10);
  });

  it('a description-only edit writes no ledger entry; an edit past the balance is a 409 and changes nothing', async () => {
    const { picks, product, other } = await w.stocked(5);
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 2 });
    const body = { product: product.id, from: picks.warehouse, to: other, amount: 2, description: 'Catatan saja' };
    expect((await w.updateMove(move.id, body)).status).toBe(200);
    expect((await w.card(`product=${product.id}`)).data).toHaveLength(3);
    const tooMuch = await w.updateMove(move.id, { ...body, amount: 6 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.message).toMatch(/tidak mencukupi/);
    expect(await w.balance(product.id, other)).toBe(2);
    const same = await w.updateMove(move.id, { ...body, to: picks.warehouse });
    expect(same.status).toBe(400);
    expect((await w.moves(`?filter=${move.number}`)).data[0]).toMatchObject({ amount: 2, description: 'Catatan saja' });
  });

  it("status 'deleted' reverses the move; a move whose goods have left the to-warehouse cannot be deleted; a deleted one is gone (404)", async () => {
    const { picks, product, other } = await w.stocked(6);
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 4 });
    const onward = await w.move({ product: product.id, from: other, to: picks.warehouse, amount: 3 });
    const refused = await w.updateMove(move.id, { status: 'deleted' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/tidak mencukupi \(tersedia 1, diminta 4\)/);
    expect((await w.updateMove(onward.id, { status: 'deleted' })).status).toBe(200);
    expect((await w.updateMove(move.id, { status: 'deleted' })).status).toBe(200);
    expect(await w.balance(product.id, picks.warehouse)).toBe(6);
    expect(await w.balance(product.id, other)).toBe(0);
    expect((await w.updateMove(move.id, { status: 'deleted' })).status).toBe(404);
    expect((await w.updateMove(move.id, { product: product.id, from: picks.warehouse, to: other, amount: 1 })).status).toBe(404);
    const card = await w.card(`product=${product.id}`);
    expect(card.data.at(-1)).toMatchObject({ number: move.number, kind: 'transfer_in', out: 4, note: `Hapus ${move.number}` });
  });
});

describe('concurrency', () => {
  it('parallel moves out of one balance never take it below zero: exactly as many succeed as the stock allows', async () => {
    const { picks, product, other } = await w.stocked(10);
    const results = await Promise.all(Array.from({ length: 16 }, () => w.addMove({ product: product.id, from: picks.warehouse, to: other, amount: 3 })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(13);
    expect(await w.balance(product.id, picks.warehouse)).toBe(1);
    expect(await w.balance(product.id, other)).toBe(9);
    expect(new Set(ok.map((r) => r.body.data.number)).size).toBe(3);
  });

  it('parallel deletes and edits of one move reverse it once', async () => {
    const { picks, product, other } = await w.stocked(10);
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 5 });
    const results = await Promise.all(Array.from({ length: 6 }, () => w.updateMove(move.id, { status: 'deleted' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(5);
    expect(await w.balance(product.id, picks.warehouse)).toBe(10);
  });
});
