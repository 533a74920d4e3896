import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockLedger } from '../../server/warehouse/tables';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { StockDocumentsClient, type HeaderRow } from '../support/stock-documents';
import { fetchBytes, uniqueTag, type ErrorBody } from '../support/warehouse';

/**
 * Goods out, 'Barang Keluar' (issue 13 section 2) on a real server and database: headers, lines as
 * 'goods_out' ledger entries referenced by the BK- number, compensating entries on edit and delete,
 * the server's refusal to take out more than the balance, the history and the PDF.
 */

interface Line {
  _id: string;
  product: { id: string; name: string; code: string; unit: string };
  warehouse: { id: string; name: string };
  stock: number;
  stock_system: number;
  ket: string;
}

let t: TestServer;
let c: StockDocumentsClient;

beforeAll(async () => {
  t = await startTestServer();
  c = new StockDocumentsClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});

afterAll(async () => {
  await t?.close();
});

afterEach(async () => {
  await c.expectStockClean();
});

const ledgerOf = (reference: string) =>
  t.server.database.db
    .select({ quantity: stockLedger.quantity, kind: stockLedger.kind, productId: stockLedger.productId })
    .from(stockLedger)
    .where(eq(stockLedger.reference, reference))
    .orderBy(asc(stockLedger.id));

const addLine = (header: string, product: string, warehouse: string, stock: number | string, ket = '') =>
  c.api<{ status: string; message: string; data: Line } & Partial<ErrorBody>>('POST', '/api/warehouse/stock_out/add', {
    created_date: new Date().toISOString(),
    id_product: product,
    stock_user: header,
    stock,
    warehouse,
    ket,
  });

const linesOf = async (header: string) => {
  const res = await c.api<{ data: { header: HeaderRow; data: Line[] } }>('GET', `/api/warehouse/stock_out/get/${header}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('access', () => {
  it('goods out and stock opname need the Warehouse module: 403 for a user without it, 200 once granted', async () => {
    const outsider = await t.createUser({ email: `luar.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-luar-123', access: ['/purchasing'] });
    const token = await login(t.url, outsider.email, 'sandi-luar-123');
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/warehouse/stock_out_user/all'],
      ['POST', '/api/warehouse/stock_out_user/add'],
      ['PUT', `/api/warehouse/stock_out_user/update/${someId}`],
      ['GET', `/api/warehouse/stock_out/get/${someId}`],
      ['POST', '/api/warehouse/stock_out/add'],
      ['PUT', `/api/warehouse/stock_out/update/${someId}`],
      ['DELETE', `/api/warehouse/stock_out/delete/${someId}`],
      ['GET', '/api/warehouse/stock_out/history'],
      ['GET', `/api/warehouse/stock_out_user/print/${someId}`],
      ['GET', '/api/warehouse/stockOpname/all'],
      ['POST', '/api/warehouse/stockOpname/add'],
      ['PUT', `/api/warehouse/stockOpname/update/${someId}`],
      ['PUT', `/api/warehouse/stockOpname/post/${someId}`],
      ['GET', `/api/warehouse/stockOpnameProduct/get/${someId}`],
      ['POST', '/api/warehouse/stockOpnameProduct/add'],
      ['PUT', `/api/warehouse/stockOpnameProduct/update/${someId}`],
      ['DELETE', `/api/warehouse/stockOpnameProduct/delete/${someId}`],
      ['GET', `/api/warehouse/stockOpname/print/${someId}`],
    ] as const) {
      const res = await c.api<ErrorBody>(method, path, method === 'PUT' || method === 'POST' ? {} : undefined, token);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const insider = await t.createUser({ email: `dalam.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-dalam-123', access: ['/warehouse'] });
    const allowed = await c.api('GET', '/api/warehouse/stock_out_user/all', undefined, await login(t.url, insider.email, 'sandi-dalam-123'));
    expect(allowed.status).toBe(200);
  });
});

describe('goods-out headers', () => {
  it('add numbers the document BK-<year>-<seq>, stamps the creator, lists it newest first with its date; edit moves the date', async () => {
    const first = await c.header('stock_out_user', '2026-03-01T08:00:00.000Z');
    const second = await c.header('stock_out_user', '2026-03-02T08:00:00.000Z');
    expect(first.number).toMatch(/^BK-2026-\d{6}$/);
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    expect(first.created_by).toBe(ADMIN.email);
    expect(first.created_date).toBe('2026-03-01T08:00:00.000Z');

    const list = await c.api<{ data: HeaderRow[]; pagination: { per_page: number; total: number } }>('GET', '/api/warehouse/stock_out_user/all');
    expect(list.status).toBe(200);
    expect(list.body.pagination.per_page).toBe(10);
    const ids = list.body.data.map((h) => h.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const found = await c.api<{ data: HeaderRow[] }>('GET', `/api/warehouse/stock_out_user/all?filter=${first.number}`);
    expect(found.body.data.map((h) => h.id)).toEqual([first.id]);

    const moved = await c.api('PUT', `/api/warehouse/stock_out_user/update/${first.id}`, { created_date: '2026-03-05T09:30:00.000Z', status: 'active' });
    expect(moved.status).toBe(200);
    expect((await linesOf(first.id)).header.created_date).toBe('2026-03-05T09:30:00.000Z');

    const bad = await c.api<ErrorBody>('PUT', `/api/warehouse/stock_out_user/update/${first.id}`, { created_date: 'bukan tanggal' });
    expect(bad.status).toBe(400);

    const byNumber = await c.api<{ data: HeaderRow[] }>('GET', '/api/warehouse/stock_out_user/all?sort=number|asc&per_page=500');
    const numbers = byNumber.body.data.map((h) => h.number);
    expect(numbers).toEqual([...numbers].sort());
    const unknownSort = await c.api<ErrorBody>('GET', '/api/warehouse/stock_out_user/all?sort=harga|asc');
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.error.fields?.sort).toContain('created_date, number');
  });

  it('ten per page with the pagination block', async () => {
    for (let i = 0; i < 11; i += 1) await c.header('stock_out_user');
    const page2 = await c.api<{ data: HeaderRow[]; pagination: { current_page: number; total: number; last_page: number } }>('GET', '/api/warehouse/stock_out_user/all?page=2');
    expect(page2.body.pagination.current_page).toBe(2);
    expect(page2.body.pagination.last_page).toBe(Math.ceil(page2.body.pagination.total / 10));
    const page1 = await c.api<{ data: HeaderRow[] }>('GET', '/api/warehouse/stock_out_user/all?page=1');
    expect(page1.body.data).toHaveLength(10);
  });
});

describe('goods-out lines', () => {
  it('a saved line takes the amount out of the balance as one goods_out entry referenced by the BK- number', async () => {
    const s = await c.stocked(10);
    const header = await c.header('stock_out_user');
    const res = await addLine(header.id, s.product.id, s.warehouse, 4, 'untuk proyek A');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Success');
    expect(res.body.data.stock).toBe(4);
    expect(res.body.data.stock_system).toBe(6);
    expect(res.body.data.product.name).toBe(s.product.name);
    expect(res.body.data.ket).toBe('untuk proyek A');
    expect(await c.balance(s.product.id, s.warehouse)).toBe(6);
    expect(await ledgerOf(header.number)).toEqual([{ quantity: -4, kind: 'goods_out', productId: s.product.id }]);

    const got = await linesOf(header.id);
    expect(got.header.number).toBe(header.number);
    expect(got.header.lines).toBe(1);
    expect(got.data.map((l) => [l.product.id, l.warehouse.id, l.stock, l.ket])).toEqual([[s.product.id, s.warehouse, 4, 'untuk proyek A']]);
  });

  it('the server refuses more than the balance with a 409 in Indonesian, and nothing is written', async () => {
    const s = await c.stocked(3);
    const header = await c.header('stock_out_user');
    const res = await addLine(header.id, s.product.id, s.warehouse, 5);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toMatch(/tidak mencukupi \(tersedia 3, diminta 5\)/);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(3);
    expect((await linesOf(header.id)).data).toEqual([]);
    expect(await ledgerOf(header.number)).toEqual([]);

    // A product with nothing in the warehouse ('Stok barang sudah habis' on the screen) is refused too.
    const empty = await c.stocked(0);
    const none = await addLine(header.id, empty.product.id, empty.warehouse, 1);
    expect(none.status).toBe(409);
  });

  it('refuses blank, zero, negative or fractional amounts and unknown products or warehouses with a 400', async () => {
    const s = await c.stocked(5);
    const header = await c.header('stock_out_user');
    for (const stock of ['', 0, -1, 1.5, 'abc']) {
      const res = await addLine(header.id, s.product.id, s.warehouse, stock);
      expect(res.status, String(stock)).toBe(400);
    }
    const blank = await c.api<ErrorBody>('POST', '/api/warehouse/stock_out/add', { stock_user: header.id, stock: '' });
    expect(blank.body.error.fields?.stock).toBe('Lengkapi dulu data anda');
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.id_product).toBe('Lengkapi dulu data anda');
    expect(blank.body.error.fields?.warehouse).toBe('Lengkapi dulu data anda');
    const unknown = await addLine(header.id, s.product.id, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.warehouse).toBe('Warehouse tidak ditemukan');
    const noHeader = await addLine('00000000-0000-4000-8000-000000000000', s.product.id, s.warehouse, 1);
    expect(noHeader.status).toBe(404);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(5);
  });

  it('editing a line writes compensating entries (the ledger is never updated); 5 → 7 needs only 2 more in stock', async () => {
    const s = await c.stocked(7);
    const header = await c.header('stock_out_user');
    const line = (await addLine(header.id, s.product.id, s.warehouse, 5)).body.data;
    const grown = await c.api<{ data: Line }>('PUT', `/api/warehouse/stock_out/update/${line._id}`, { id_product: s.product.id, warehouse: s.warehouse, stock: 7, ket: 'koreksi' });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(grown.body.data.stock).toBe(7);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(0);
    expect((await ledgerOf(header.number)).map((r) => r.quantity)).toEqual([-5, 5, -7]);

    const tooMuch = await c.api<ErrorBody>('PUT', `/api/warehouse/stock_out/update/${line._id}`, { id_product: s.product.id, warehouse: s.warehouse, stock: 8, ket: '' });
    expect(tooMuch.status).toBe(409);
    expect((await linesOf(header.id)).data[0]?.stock).toBe(7);

    // Moving the line to another warehouse returns the goods to the first and takes them from the second.
    const other = await c.addMaster('warehouse', `Gudang Lain ${s.tag}`, { code: '', address: '' });
    const elsewhere = await c.api<ErrorBody>('PUT', `/api/warehouse/stock_out/update/${line._id}`, { id_product: s.product.id, warehouse: other, stock: 1, ket: '' });
    expect(elsewhere.status).toBe(409);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(0);

    const smaller = await c.api('PUT', `/api/warehouse/stock_out/update/${line._id}`, { id_product: s.product.id, warehouse: s.warehouse, stock: 2, ket: '' });
    expect(smaller.status).toBe(200);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(5);
    expect((await ledgerOf(header.number)).map((r) => r.quantity)).toEqual([-5, 5, -7, 7, -2]);
  });

  it('deleting a line gives its goods back with a compensating entry; a deleted line is gone from the document', async () => {
    const s = await c.stocked(6);
    const header = await c.header('stock_out_user');
    const line = (await addLine(header.id, s.product.id, s.warehouse, 6)).body.data;
    expect(await c.balance(s.product.id, s.warehouse)).toBe(0);
    const del = await c.api<{ message: string }>('DELETE', `/api/warehouse/stock_out/delete/${line._id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Success');
    expect(await c.balance(s.product.id, s.warehouse)).toBe(6);
    expect((await ledgerOf(header.number)).map((r) => r.quantity)).toEqual([-6, 6]);
    expect((await linesOf(header.id)).data).toEqual([]);
    expect((await c.api('DELETE', `/api/warehouse/stock_out/delete/${line._id}`)).status).toBe(404);
    expect((await c.api('PUT', `/api/warehouse/stock_out/update/${line._id}`, { id_product: s.product.id, warehouse: s.warehouse, stock: 1, ket: '' })).status).toBe(404);
  });

  it("deleting a header (status 'deleted') returns all its lines' goods and leaves the list; its calls then answer 404", async () => {
    const a = await c.stocked(10);
    const b = await c.stocked(4);
    const header = await c.header('stock_out_user');
    await addLine(header.id, a.product.id, a.warehouse, 3);
    await addLine(header.id, a.product.id, a.warehouse, 2);
    await addLine(header.id, b.product.id, b.warehouse, 4);
    expect(await c.balance(a.product.id, a.warehouse)).toBe(5);
    const del = await c.api('PUT', `/api/warehouse/stock_out_user/update/${header.id}`, { status: 'deleted' });
    expect(del.status).toBe(200);
    expect(await c.balance(a.product.id, a.warehouse)).toBe(10);
    expect(await c.balance(b.product.id, b.warehouse)).toBe(4);
    expect((await ledgerOf(header.number)).reduce((sum, r) => sum + r.quantity, 0)).toBe(0);
    const list = await c.api<{ data: HeaderRow[] }>('GET', `/api/warehouse/stock_out_user/all?filter=${header.number}`);
    expect(list.body.data).toEqual([]);
    expect((await c.api('GET', `/api/warehouse/stock_out/get/${header.id}`)).status).toBe(404);
    expect((await addLine(header.id, a.product.id, a.warehouse, 1)).status).toBe(404);
    expect((await c.api('PUT', `/api/warehouse/stock_out_user/update/${header.id}`, { status: 'deleted' })).status).toBe(404);
  });
});

describe('goods-out history and PDF', () => {
  it("'Riwayat Barang Keluar': 5 per page, newest first, search by number or product; columns date, number, product, amount", async () => {
    const s = await c.stocked(30);
    const header = await c.header('stock_out_user', '2030-01-01T01:00:00.000Z');
    for (let i = 1; i <= 6; i += 1) await addLine(header.id, s.product.id, s.warehouse, i);
    const page = await c.api<{ data: { number: string; product: string; stock: number; created_date: string }[]; pagination: { total: number; per_page: number } }>(
      'GET',
      `/api/warehouse/stock_out/history?filter=${encodeURIComponent(s.product.name)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.pagination.per_page).toBe(5);
    expect(page.body.pagination.total).toBe(6);
    expect(page.body.data.map((r) => r.stock)).toEqual([6, 5, 4, 3, 2]);
    expect(page.body.data[0]).toMatchObject({ number: header.number, product: s.product.name, created_date: '2030-01-01T01:00:00.000Z' });
    const byNumber = await c.api<{ data: unknown[]; pagination: { total: number } }>('GET', `/api/warehouse/stock_out/history?filter=${header.number}&page=2`);
    expect(byNumber.body.pagination.total).toBe(6);
    expect(byNumber.body.data).toHaveLength(1);
  });

  it("'Cetak Laporan': an A4 PDF 'Laporan Barang Keluar' with the number, the creator, the lines and page numbers", async () => {
    const s = await c.stocked(9);
    const header = await c.header('stock_out_user', '2026-04-02T03:04:05.000Z');
    await addLine(header.id, s.product.id, s.warehouse, 4, 'dipakai kantor');
    const pdf = await fetchBytes(t.url, `/api/warehouse/stock_out_user/print/${header.id}`, c.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { pages } = await readPdf(pdf.data);
    expect(pages).toHaveLength(1);
    expect(Math.round(pages[0]!.widthPt)).toBe(595);
    const text = pages[0]!.text;
    expect(text).toContain('Laporan Barang Keluar');
    expect(text).toContain(header.number);
    expect(text).toContain('02/04/2026 - 10:04:05');
    expect(text).toContain(s.product.name);
    expect(text).toContain('dipakai kantor');
    expect(text).toContain('Halaman 1 dari 1');
    expect((await fetchBytes(t.url, '/api/warehouse/stock_out_user/print/00000000-0000-4000-8000-000000000000', c.token)).status).toBe(404);
  });
});

describe('goods out under load', () => {
  it('parallel lines on one balance never take it below zero: exactly the stock goes out', async () => {
    const s = await c.stocked(6);
    const headers = [await c.header('stock_out_user'), await c.header('stock_out_user')];
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => addLine(headers[i % 2]!.id, s.product.id, s.warehouse, 1)));
    expect(results.filter((r) => r.status === 200), JSON.stringify(results.map((r) => [r.status, r.body.error?.message]))).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(0);
    const lines = (await linesOf(headers[0]!.id)).data.length + (await linesOf(headers[1]!.id)).data.length;
    expect(lines).toBe(6);
  });

  it('a header delete racing line saves: every saved line is either returned or refused, the balance ends where it started', async () => {
    const s = await c.stocked(30);
    const header = await c.header('stock_out_user');
    await addLine(header.id, s.product.id, s.warehouse, 1);
    const saves = Array.from({ length: 8 }, () => addLine(header.id, s.product.id, s.warehouse, 1));
    const del = c.api('PUT', `/api/warehouse/stock_out_user/update/${header.id}`, { status: 'deleted' });
    const results = await Promise.all([...saves, del]);
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(30);
  });
});
