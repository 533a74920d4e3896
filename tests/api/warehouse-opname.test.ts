import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockOpnameLines } from '../../server/warehouse/flow-tables';
import { stockLedger } from '../../server/warehouse/tables';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { StockDocumentsClient, type HeaderRow, type Stocked } from '../support/stock-documents';
import { fetchBytes, type ErrorBody } from '../support/warehouse';

/**
 * Stock opname (issue 13 section 3) on a real server and database: drafts with counted rows, one
 * open count per product and warehouse, posting ('Selesai') that writes one 'opname' ledger entry
 * per row so each balance equals its counted figure, both figures kept when stock moved between
 * counting and posting, and a posted opname read-only.
 */

interface Line {
  id: string;
  product: { id: string; name: string };
  warehouse: { id: string; name: string };
  stock_data: number;
  stock_real: number;
  difference: number;
  stock_now: number | null;
  balance_at_post: number | null;
  adjustment: number | null;
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
    .select({ quantity: stockLedger.quantity, kind: stockLedger.kind })
    .from(stockLedger)
    .where(eq(stockLedger.reference, reference))
    .orderBy(asc(stockLedger.id));

const addLine = (opname: string, s: Pick<Stocked, 'product' | 'warehouse'>, counted: number | string) =>
  c.api<{ message: string; data: Line } & Partial<ErrorBody>>('POST', '/api/warehouse/stockOpnameProduct/add', {
    stock_opname: opname,
    product: s.product.id,
    warehouse: s.warehouse,
    stock_data: 999,
    stock_real: counted,
    status: 'active',
  });

const detail = async (opname: string) => {
  const res = await c.api<{ data: { header: HeaderRow; data: Line[] } }>('GET', `/api/warehouse/stockOpnameProduct/get/${opname}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const post = (opname: string, acceptMoved = false) => c.api<{ data: HeaderRow } & Partial<ErrorBody>>('PUT', `/api/warehouse/stockOpname/post/${opname}`, { accept_moved: acceptMoved });

/** Takes `qty` out through a goods-out document: a movement between counting and posting. */
async function takeOut(s: Stocked, qty: number): Promise<void> {
  const header = await c.header('stock_out_user');
  const res = await c.api('POST', '/api/warehouse/stock_out/add', { id_product: s.product.id, stock_user: header.id, stock: qty, warehouse: s.warehouse, ket: '' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('stock opname headers', () => {
  it('add numbers a draft SO-<year>-<seq>; the list (10 per page) shows it newest first with its state; a draft can be re-dated and deleted', async () => {
    const a = await c.header('stockOpname', '2026-05-01T02:00:00.000Z');
    const b = await c.header('stockOpname', '2026-05-02T02:00:00.000Z');
    expect(a.number).toMatch(/^SO-2026-\d{6}$/);
    expect(a.state).toBe('draft');
    expect(a.created_by).toBe(ADMIN.email);
    const list = await c.api<{ data: HeaderRow[]; pagination: { per_page: number } }>('GET', '/api/warehouse/stockOpname/all');
    expect(list.body.pagination.per_page).toBe(10);
    const ids = list.body.data.map((h) => h.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect((await c.api<{ data: HeaderRow[] }>('GET', `/api/warehouse/stockOpname/all?filter=${a.number}`)).body.data.map((h) => h.id)).toEqual([a.id]);

    expect((await c.api('PUT', `/api/warehouse/stockOpname/update/${a.id}`, { created_date: '2026-05-03T02:00:00.000Z' })).status).toBe(200);
    expect((await detail(a.id)).header.created_date).toBe('2026-05-03T02:00:00.000Z');
    expect((await c.api('PUT', `/api/warehouse/stockOpname/update/${b.id}`, { status: 'deleted' })).status).toBe(200);
    expect((await c.api('GET', `/api/warehouse/stockOpnameProduct/get/${b.id}`)).status).toBe(404);
  });
});

describe('stock opname rows', () => {
  it('a row keeps the server-read system stock (not what the screen sent), the counted figure and the difference; edit re-reads; delete frees the row', async () => {
    const s = await c.stocked(12);
    const opname = await c.header('stockOpname');
    const added = await addLine(opname.id, s, 10);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Success');
    expect(added.body.data).toMatchObject({ stock_data: 12, stock_real: 10, difference: -2, stock_now: 12, balance_at_post: null, adjustment: null });

    const edited = await c.api<{ data: Line }>('PUT', `/api/warehouse/stockOpnameProduct/update/${added.body.data.id}`, { product: s.product.id, warehouse: s.warehouse, stock_real: 15 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ stock_data: 12, stock_real: 15, difference: 3 });

    const lines = (await detail(opname.id)).data;
    expect(lines.map((l) => [l.product.id, l.stock_real])).toEqual([[s.product.id, 15]]);

    expect((await c.api('DELETE', `/api/warehouse/stockOpnameProduct/delete/${added.body.data.id}`)).status).toBe(200);
    expect((await detail(opname.id)).data).toEqual([]);
    // The ledger is untouched by a draft.
    expect(await c.balance(s.product.id, s.warehouse)).toBe(12);
    expect(await ledgerOf(opname.number)).toEqual([]);
  });

  it("refuses a blank or negative count ('Lengkapi dulu data anda') and unknown picks with a 400", async () => {
    const s = await c.stocked(1);
    const opname = await c.header('stockOpname');
    const blank = await c.api<ErrorBody>('POST', '/api/warehouse/stockOpnameProduct/add', { stock_opname: opname.id, stock_real: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.product).toBe('Lengkapi dulu data anda');
    expect(blank.body.error.fields?.stock_real).toBe('Lengkapi dulu data anda');
    expect((await addLine(opname.id, s, -1)).status).toBe(400);
    expect((await addLine(opname.id, s, 1.5)).status).toBe(400);
    expect((await addLine(opname.id, { product: s.product, warehouse: '00000000-0000-4000-8000-000000000000' }, 1)).status).toBe(400);
  });

  it('one open count per product and warehouse: a second row, in the same or another draft, is a 409 naming the other opname; free again once that row is deleted', async () => {
    const s = await c.stocked(5);
    const first = await c.header('stockOpname');
    const second = await c.header('stockOpname');
    const row = (await addLine(first.id, s, 5)).body.data;
    const twice = await addLine(second.id, s, 4);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toContain(first.number);
    expect((await addLine(first.id, s, 4)).status).toBe(409);

    // Editing another row onto the same product and warehouse is refused as well.
    const other = await c.stocked(2);
    const otherRow = (await addLine(second.id, other, 2)).body.data;
    const onto = await c.api<ErrorBody>('PUT', `/api/warehouse/stockOpnameProduct/update/${otherRow.id}`, { product: s.product.id, warehouse: s.warehouse, stock_real: 1 });
    expect(onto.status).toBe(409);

    await c.api('DELETE', `/api/warehouse/stockOpnameProduct/delete/${row.id}`);
    expect((await addLine(second.id, s, 4)).status).toBe(200);
    // Deleting the whole draft closes its rows too.
    await c.api('PUT', `/api/warehouse/stockOpname/update/${second.id}`, { status: 'deleted' });
    expect((await addLine(first.id, s, 5)).status).toBe(200);
    const open = await t.server.database.db.select({ open: stockOpnameLines.open }).from(stockOpnameLines).where(eq(stockOpnameLines.opnameId, second.id));
    expect(open.map((r) => r.open)).toEqual([false, false]);
  });
});

describe('posting (Selesai)', () => {
  it('writes one opname entry per differing row so each balance equals its counted figure; a row without a difference writes none', async () => {
    const up = await c.stocked(10);
    const down = await c.stocked(10);
    const same = await c.stocked(7);
    const opname = await c.header('stockOpname');
    await addLine(opname.id, up, 13);
    await addLine(opname.id, down, 4);
    await addLine(opname.id, same, 7);
    const posted = await post(opname.id);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.state).toBe('posted');
    expect(posted.body.data.posted_at).not.toBeNull();
    expect(await c.balance(up.product.id, up.warehouse)).toBe(13);
    expect(await c.balance(down.product.id, down.warehouse)).toBe(4);
    expect(await c.balance(same.product.id, same.warehouse)).toBe(7);
    expect(await ledgerOf(opname.number)).toEqual([
      { quantity: 3, kind: 'opname' },
      { quantity: -6, kind: 'opname' },
    ]);
    const lines = (await detail(opname.id)).data;
    expect(lines.map((l) => [l.stock_data, l.stock_real, l.balance_at_post, l.adjustment, l.stock_now])).toEqual([
      [10, 13, 10, 3, null],
      [10, 4, 10, -6, null],
      [7, 7, 7, 0, null],
    ]);
    const open = await t.server.database.db.select({ open: stockOpnameLines.open }).from(stockOpnameLines).where(eq(stockOpnameLines.opnameId, opname.id));
    expect(open.every((r) => !r.open)).toBe(true);
    // The products can be counted again in a new opname.
    expect((await addLine((await c.header('stockOpname')).id, up, 13)).status).toBe(200);
  });

  it('a balance that moved since counting: posting asks first (409), then writes counted − balance at post and keeps system-at-count, balance-at-post and the adjustment', async () => {
    const s = await c.stocked(20);
    const opname = await c.header('stockOpname');
    await addLine(opname.id, s, 18);
    await takeOut(s, 5);
    const lines = (await detail(opname.id)).data;
    expect(lines[0]).toMatchObject({ stock_data: 20, stock_now: 15, stock_real: 18 });
    const asked = await post(opname.id);
    expect(asked.status).toBe(409);
    expect(asked.body.error?.message).toBe('Saldo berubah sejak dihitung; periksa angka saldo saat ini lalu posting lagi');
    expect(await c.balance(s.product.id, s.warehouse)).toBe(15);
    const posted = await post(opname.id, true);
    expect(posted.status).toBe(200);
    expect(await c.balance(s.product.id, s.warehouse)).toBe(18);
    expect((await detail(opname.id)).data[0]).toMatchObject({ stock_data: 20, stock_real: 18, difference: -2, balance_at_post: 15, adjustment: 3 });
    expect(await ledgerOf(opname.number)).toEqual([{ quantity: 3, kind: 'opname' }]);
  });

  it('a posted opname is read-only: rows, date, delete and a second post answer 409; an empty draft cannot be posted', async () => {
    const s = await c.stocked(3);
    const opname = await c.header('stockOpname');
    const row = (await addLine(opname.id, s, 3)).body.data;
    expect((await post(opname.id)).status).toBe(200);
    const refused = [
      await addLine(opname.id, await c.stocked(1), 1),
      await c.api<ErrorBody>('PUT', `/api/warehouse/stockOpnameProduct/update/${row.id}`, { product: s.product.id, warehouse: s.warehouse, stock_real: 1 }),
      await c.api<ErrorBody>('DELETE', `/api/warehouse/stockOpnameProduct/delete/${row.id}`),
      await c.api<ErrorBody>('PUT', `/api/warehouse/stockOpname/update/${opname.id}`, { created_date: '2026-01-01T00:00:00.000Z' }),
      await c.api<ErrorBody>('PUT', `/api/warehouse/stockOpname/update/${opname.id}`, { status: 'deleted' }),
      await post(opname.id),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(refused[0]?.body.error?.message).toBe('Stock opname sudah selesai (diposting), tidak bisa diubah');
    expect(await c.balance(s.product.id, s.warehouse)).toBe(3);

    const empty = await c.header('stockOpname');
    const none = await post(empty.id);
    expect(none.status).toBe(409);
    expect(none.body.error?.message).toBe('Stock opname belum punya baris untuk diposting');
  });

  it("'Laporan Stock Opname' PDF: system, counted, difference per row and totals; once posted also balance at post and the adjustment", async () => {
    const a = await c.stocked(10);
    const b = await c.stocked(4);
    const opname = await c.header('stockOpname', '2026-06-01T01:00:00.000Z');
    await addLine(opname.id, a, 8);
    await addLine(opname.id, b, 5);
    const draft = await readPdf((await fetchBytes(t.url, `/api/warehouse/stockOpname/print/${opname.id}`, c.token)).data);
    expect(draft.pages[0]?.text).toContain('Laporan Stock Opname');
    expect(draft.pages[0]?.text).toContain(opname.number);
    expect(draft.pages[0]?.text).toContain('Draft (belum diposting)');
    expect(draft.pages[0]?.text).toMatch(/Total 14 13 -1/);
    await takeOut(a, 1);
    expect((await post(opname.id, true)).status).toBe(200);
    const pdf = await fetchBytes(t.url, `/api/warehouse/stockOpname/print/${opname.id}`, c.token);
    expect(pdf.type).toBe('application/pdf');
    const { pages } = await readPdf(pdf.data);
    const text = pages[0]?.text ?? '';
    expect(text).toContain('Saldo Saat Posting');
    expect(text).toContain('Penyesuaian');
    expect(text).toMatch(new RegExp(`${a.product.name}.*10 8 -2 9 -1`));
    expect(text).toMatch(/Total 14 13 -1 13 0/);
    expect(text).toContain('Halaman 1 dari 1');
  });
});

describe('stock opname under load', () => {
  it('two opnames of the same product and warehouse cannot both be open: of parallel row saves exactly one wins, the others get a 409', async () => {
    const s = await c.stocked(8);
    const drafts = await Promise.all(Array.from({ length: 6 }, () => c.header('stockOpname')));
    const results = await Promise.all(drafts.map((d) => addLine(d.id, s, 8)));
    expect(results.filter((r) => r.status === 200), JSON.stringify(results.map((r) => [r.status, r.body.error?.message]))).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const winner = drafts[results.findIndex((r) => r.status === 200)];
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.error?.message).toContain(winner?.number);
    const open = await t.server.database.db.select({ id: stockOpnameLines.id }).from(stockOpnameLines).where(eq(stockOpnameLines.productId, s.product.id));
    expect(open).toHaveLength(1);
  });

  it('posting racing goods out on the same product: the balance ends at the counted figure or the counted figure less what left after posting, never below zero', async () => {
    const s = await c.stocked(10);
    const opname = await c.header('stockOpname');
    await addLine(opname.id, s, 10);
    const header = await c.header('stock_out_user');
    const [posted, out] = await Promise.all([
      post(opname.id, true),
      c.api('POST', '/api/warehouse/stock_out/add', { id_product: s.product.id, stock_user: header.id, stock: 4, warehouse: s.warehouse, ket: '' }),
    ]);
    expect(posted.status).toBe(200);
    expect(out.status).toBe(200);
    const balance = await c.balance(s.product.id, s.warehouse);
    expect([6, 10]).toContain(balance);
  });
});
