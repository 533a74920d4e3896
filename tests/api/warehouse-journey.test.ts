import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewReport } from '../../common/contract/warehouse';
import type { StockCard } from '../../common/contract/warehouse-stock-card';
import { ReceivingClient } from '../support/receiving';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import type { ErrorBody } from '../support/warehouse';
import { companyToday } from '../../common/calendar';

/**
 * Issue 13's "done when", as one clerk's day on one server and database (run on PGlite and on
 * PostgreSQL): a PO received in two parts, goods taken out (one line refused), stock moved to a
 * second warehouse, the first warehouse counted and posted, leftovers returned; every step shows
 * on the stock card with its document number and running balance and in the overview, and the
 * ledger verifies clean at the end. The flows' own files test each rule in depth.
 */

let t: TestServer;
let c: ReceivingClient;

beforeAll(async () => {
  t = await startTestServer();
  c = new ReceivingClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});

const today = () => companyToday();

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await c.api<T>(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('a clerk’s day in the warehouse', () => {
  it('receives, takes out, moves, counts and returns leftovers; the stock card and the overview show each step', async () => {
    const s = await c.receivingSetting(1);
    const product = s.products[0] as string;
    const main = s.warehouse;
    const branch = await c.addMaster('warehouse', `Gudang Cabang ${s.tag}`, { code: '', address: 'Jl. Cabang' });

    // 1. A PO of 10, received as 6 and then 4: it leaves the list of POs to receive.
    const po = await c.addPo({ supplier: s.supplier, receiver: s.receiver, no_transaksi: `PO-${s.tag}`, lines: [{ id_produk: product, qty: 10, harga: 10_000 }] });
    expect((await c.toReceive(`PO-${s.tag}`)).data.map((row) => row.id)).toEqual([po.id]);
    await c.receiveOk(po.id, product, 6);
    expect(await c.statusGudang(po.id, product)).toMatchObject({ next: false });
    await c.receiveOk(po.id, product, 4);
    expect(await c.statusGudang(po.id, product)).toMatchObject({ next: true });
    expect((await c.toReceive(`PO-${s.tag}`)).data).toEqual([]);
    expect(await c.balance(product, main)).toBe(10);

    // 2. Goods out: 3 taken; then 8 more is more than the 7 left, refused, nothing written.
    const goodsOut = await ok<{ data: { id: string; number: string } }>('POST', '/api/warehouse/stock_out_user/add', { created_date: new Date().toISOString() });
    await ok('POST', '/api/warehouse/stock_out/add', { stock_user: goodsOut.data.id, id_product: product, warehouse: main, stock: 3, ket: 'Untuk proyek' });
    const tooMuch = await c.api<ErrorBody>('POST', '/api/warehouse/stock_out/add', { stock_user: goodsOut.data.id, id_product: product, warehouse: main, stock: 8, ket: '' });
    expect(tooMuch.status).toBe(409);
    expect(await c.balance(product, main)).toBe(7);

    // 3. Stock move: 2 to the branch.
    const move = await ok<{ data: { number: string } }>('POST', '/api/warehouse/stockMove/add', { created_date: today(), product, amount: 2, from: main, to: branch, description: 'Kirim ke cabang' });
    expect([await c.balance(product, main), await c.balance(product, branch)]).toEqual([5, 2]);

    // 4. Stock opname of the main warehouse: 4 counted, posted; the balance becomes 4.
    const opname = await ok<{ data: { id: string; number: string } }>('POST', '/api/warehouse/stockOpname/add', { created_date: new Date().toISOString() });
    await ok('POST', '/api/warehouse/stockOpnameProduct/add', { stock_opname: opname.data.id, product, warehouse: main, stock_real: 4 });
    await ok('PUT', `/api/warehouse/stockOpname/post/${opname.data.id}`, { accept_moved: false });
    expect(await c.balance(product, main)).toBe(4);

    // 5. One leftover comes back to the branch (unit and division: the product's own).
    const leftover = await ok<{ data: { number: string } }>('POST', '/api/warehouse/barangsisa/add', { qty: 1, id_gudang: branch, id_product: product, keterangan: 'Sisa pasang' });
    expect(await c.balance(product, branch)).toBe(3);

    // The stock card over every warehouse: each step in order, with its document and running balance.
    const card = await ok<StockCard>('GET', `/api/warehouse/stock/card?product=${product}&page=1&per_page=50`);
    expect(card.data.map((line) => [line.kind, line.number.slice(0, 2), line.in, line.out, line.balance])).toEqual([
      ['receipt', 'BD', 6, 0, 6],
      ['receipt', 'BD', 4, 0, 10],
      ['goods_out', 'BK', 0, 3, 7],
      ['transfer_out', 'SM', 0, 2, 5],
      ['transfer_in', 'SM', 2, 0, 7],
      ['opname', 'SO', 0, 1, 6],
      ['leftover', 'BS', 1, 0, 7],
    ]);
    expect(card.data.map((line) => line.number).slice(2)).toEqual([goodsOut.data.number, move.data.number, move.data.number, opname.data.number, leftover.data.number]);
    expect(card.closing).toBe(7);
    // The main warehouse alone ends at the counted 4.
    const mainCard = await ok<StockCard>('GET', `/api/warehouse/stock/card?product=${product}&warehouse=${main}&page=1&per_page=50`);
    expect(mainCard.data.map((line) => line.balance)).toEqual([6, 10, 7, 5, 4]);

    // The overview of today: 10 units arrived, one move, one posted opname, the leftover as 'Retur'.
    const overview = await ok<{ data: OverviewReport }>('GET', `/api/warehouse/report?date=${today()}`);
    expect(overview.data).toMatchObject({ barang_datang: 10, total_stock_move: 1, total_stock_opname: 1 });
    expect(overview.data.chart.at(-1)).toEqual({ date: today(), stock_masuk: 10, retur: 1 });

    await c.expectStockClean();
  });
});
