import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { recordMovements, type StockMovement } from '../../server/warehouse/stock';
import { stockCard } from '../../server/warehouse/stock-card';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { StockFlowClient } from '../support/stock-flows';
import { fetchBytes } from '../support/warehouse';

/**
 * 'Kartu Stok' (issue 13 section 4): GET stock/card for a product: its ledger entries in order
 * with the running balance, per warehouse or over all, a date range whose balance brought forward
 * opens it, paged; and GET stock/card/file as PDF or Excel.
 */

let t: TestServer;
let w: StockFlowClient;
let token: string;
const db = () => t.server.database.db;

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

/** Entries at chosen instants, through the ledger's one writer. */
async function at(instant: string, movements: StockMovement[]): Promise<void> {
  await db().transaction((tx) => recordMovements(tx, movements, { userId: null, at: new Date(instant) }));
}

describe('GET stock/card', () => {
  it('shows every entry with its document, kind, in, out and running balance; per warehouse or over all', async () => {
    const { picks, product, other } = await w.stocked(10);
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 4 });
    const leftover = await w.leftover({ qty: 2, id_gudang: other, id_product: product.id });

    const all = await w.card(`product=${product.id}`);
    expect(all.product).toMatchObject({ id: product.id, name: product.name, unit: product.unit.name });
    expect(all.warehouse).toBeNull();
    expect(all.data.map((l) => [l.number, l.kind_label, l.warehouse, l.in, l.out, l.balance])).toEqual([
      ['Stok awal', 'Stok awal', product.warehouse, 10, 0, 10],
      [move.number, 'Pindah keluar', product.warehouse, 0, 4, 6],
      [move.number, 'Pindah masuk', `Gudang Lain ${product.name.replace('Barang ', '')}`, 4, 0, 10],
      [leftover.number, 'Barang sisa', leftover.warehouse.name, 2, 0, 12],
    ]);
    expect(all).toMatchObject({ opening: 0, total_in: 16, total_out: 4, closing: 12 });

    const target = await w.card(`product=${product.id}&warehouse=${other}`);
    expect(target.warehouse).toEqual({ id: other, name: leftover.warehouse.name });
    expect(target.data.map((l) => [l.number, l.in, l.out, l.balance])).toEqual([
      [move.number, 4, 0, 4],
      [leftover.number, 2, 0, 6],
    ]);
    expect(target.closing).toBe(await w.balance(product.id, other));
  });

  it('a date range opens with the balance brought forward (Jakarta days, both ends included) and pages keep the running balance', async () => {
    const { picks, product } = await w.stocked(0);
    const wh = picks.warehouse;
    const entry = (quantity: number, reference: string): StockMovement => ({ productId: product.id, warehouseId: wh, quantity, kind: quantity > 0 ? 'receipt' : 'goods_out', reference });
    await at('2031-01-10T10:00:00+07:00', [entry(50, 'BD-2031-000001')]);
    await at('2031-01-31T23:30:00+07:00', [entry(-5, 'BK-2031-000001')]); // still January in Jakarta
    for (let day = 1; day <= 25; day += 1) await at(`2031-02-${String(day).padStart(2, '0')}T09:00:00+07:00`, [entry(day % 2 === 0 ? 2 : -1, `X-${day}`)]);
    await at('2031-03-01T00:00:00+07:00', [entry(7, 'BD-2031-000002')]); // 1 March in Jakarta, after the range

    const first = await w.card(`product=${product.id}&date_start=2031-02-01&date_end=2031-02-28&per_page=10`);
    expect(first.opening).toBe(45);
    expect(first.pagination).toMatchObject({ total: 25, last_page: 3, current_page: 1 });
    expect(first.data[0]).toMatchObject({ number: 'X-1', out: 1, balance: 44 });
    const third = await w.card(`product=${product.id}&date_start=2031-02-01&date_end=2031-02-28&per_page=10&page=3`);
    // 12 even days (+2) and 13 odd days (-1) in the range: 45 + 24 - 13 = 56.
    expect(third.data.at(-1)).toMatchObject({ number: 'X-25', balance: 56 });
    expect(third).toMatchObject({ total_in: 24, total_out: 13, closing: 56 });
    const second = await w.card(`product=${product.id}&date_start=2031-02-01&date_end=2031-02-28&per_page=10&page=2`);
    expect(second.data[0]?.balance).toBe((first.data.at(-1)?.balance ?? 0) + (second.data[0]!.in - second.data[0]!.out));

    // Only an end: everything up to it; a one-day range.
    expect((await w.card(`product=${product.id}&date_end=2031-01-31`)).data.map((l) => l.number)).toEqual(['BD-2031-000001', 'BK-2031-000001']);
    const oneDay = await w.card(`product=${product.id}&date_start=2031-03-01&date_end=2031-03-01`);
    expect(oneDay).toMatchObject({ opening: 56, closing: 63 });
    expect(oneDay.data.map((l) => l.number)).toEqual(['BD-2031-000002']);
  });

  it('refuses a bad product, warehouse or date range (400), an unknown product (404)', async () => {
    const { product } = await w.stocked(1);
    expect((await w.api('GET', '/api/warehouse/stock/card?product=x')).status).toBe(400);
    expect((await w.api('GET', `/api/warehouse/stock/card?product=${product.id}&date_start=2031-02-30`)).status).toBe(400);
    const reversed = await w.api<{ error: { fields: Record<string, string> } }>('GET', `/api/warehouse/stock/card?product=${product.id}&date_start=2031-02-02&date_end=2031-02-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields.date_end).toBeTruthy();
    expect((await w.api('GET', '/api/warehouse/stock/card?product=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await w.api('GET', `/api/warehouse/stock/card?product=${product.id}&warehouse=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('stockCard(db, …) is the same plain function the route answers with (the ledger bench calls it)', async () => {
    const { product } = await w.stocked(3);
    const direct = await stockCard(db(), { productId: product.id, page: 1, perPage: 20 });
    expect(direct).toEqual(await w.card(`product=${product.id}`));
  });
});

describe('access', () => {
  it('every stock move, leftover and stock card call needs the Warehouse module (403)', async () => {
    const user = await t.createUser({ email: `kantin.${Date.now()}@erp.test`, password: 'sandi-kantin-12', access: ['/luncheon'] });
    const other = await login(t.url, user.email, 'sandi-kantin-12');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/warehouse/stockMove/'],
      ['POST', '/api/warehouse/stockMove/add'],
      ['PUT', `/api/warehouse/stockMove/update/${id}`],
      ['GET', '/api/warehouse/barangsisa/all'],
      ['POST', '/api/warehouse/barangsisa/add'],
      ['PUT', `/api/warehouse/barangsisa/update/${id}`],
      ['DELETE', `/api/warehouse/barangsisa/delete/${id}`],
      ['GET', '/api/warehouse/barangsisa/laporan'],
      ['GET', `/api/warehouse/stock/card?product=${id}`],
      ['GET', `/api/warehouse/stock/card/file?product=${id}`],
    ] as const) {
      expect((await w.api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, other)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('GET stock/card/file', () => {
  it('prints the card as a PDF and exports it to Excel with the same lines', async () => {
    const { picks, product, other } = await w.stocked(10);
    const move = await w.move({ product: product.id, from: picks.warehouse, to: other, amount: 3 });
    const pdf = await fetchBytes(t.url, `/api/warehouse/stock/card/file?product=${product.id}&warehouse=${picks.warehouse}`, token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await readPdf(pdf.data)).pages.map((p) => p.text).join('\n');
    expect(text).toContain('Kartu Stok');
    expect(text).toContain(product.name);
    expect(text).toContain(move.number);
    expect(text).toContain('Pindah keluar');
    expect(text).toMatch(/Total 10 3 7/);

    const ranged = await fetchBytes(t.url, `/api/warehouse/stock/card/file?product=${product.id}&date_start=2000-01-01&date_end=2099-12-31`, token);
    expect((await readPdf(ranged.data)).pages[0]?.text).toContain('Saldo awal');

    const xlsx = await fetchBytes(t.url, `/api/warehouse/stock/card/file?product=${product.id}&format=xlsx`, token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.data) as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const lines = values.filter((v) => typeof v[1] === 'string' && (v[1] === 'Stok awal' || v[1] === move.number));
    expect(lines.map((v) => [v[1], v[5], v[6], v[7]])).toEqual([
      ['Stok awal', 10, 0, 10],
      [move.number, 0, 3, 7],
      [move.number, 3, 0, 10],
    ]);
  });
});
