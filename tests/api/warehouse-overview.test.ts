import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, z } from '../../common/contract';
import { OVERVIEW_CHART_DAYS, type OverviewReport } from '../../common/contract/warehouse';
import { registerEndpoint } from '../../server/http/endpoint';
import { stockOpnames } from '../../server/warehouse/flow-tables';
import { recordMovements } from '../../server/warehouse/stock';
import { STOCK_MOVEMENT_KINDS } from '../../server/warehouse/tables';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { uniqueTag, WarehouseClient, type ErrorBody, type Picks, type ProductRow } from '../support/warehouse';

/**
 * The warehouse overview (GET report?date=YYYY-M-D) against ledger entries the test writes
 * itself at chosen instants, through the ledger's one writer (a test-only route stands in for the
 * later stock flows): units received on the Jakarta day, active products, active stock moves and
 * posted opnames counted as documents, and the 30-day chart of receipts and leftovers, zero-filled.
 */

const movements = defineEndpoint({
  method: 'POST',
  path: '/api/test/movements',
  summary: 'Uji: catat pergerakan stok pada waktu tertentu',
  access: { kind: 'module', module: 'warehouse' },
  body: z.object({
    at: z.iso.datetime({ offset: true }),
    rows: z.array(z.object({ productId: z.uuid(), warehouseId: z.uuid(), quantity: z.number().int(), kind: z.enum(STOCK_MOVEMENT_KINDS), reference: z.string() })),
  }),
  response: z.object({ status: z.literal('ok') }),
});

let t: TestServer;
let w: WarehouseClient;

beforeAll(async () => {
  t = await startTestServer({
    routes: (app) => {
      registerEndpoint(app, movements, async ({ body, auth }) => {
        await t.server.database.db.transaction((tx) => recordMovements(tx, body.rows, { userId: auth?.user.id ?? null, at: new Date(body.at) }));
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

async function overview(date?: string): Promise<OverviewReport> {
  const res = await w.api<{ data: OverviewReport }>('GET', `/api/warehouse/report${date ? `?date=${date}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function move(at: string, rows: { productId: string; warehouseId: string; quantity: number; kind: (typeof STOCK_MOVEMENT_KINDS)[number]; reference: string }[]): Promise<void> {
  const res = await w.api('POST', movements.path, { at, rows });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function stocked(stock = 0): Promise<{ picks: Picks; row: ProductRow }> {
  const tag = uniqueTag();
  const picks = await w.picks(tag);
  return { picks, row: await w.addProduct(picks, { name: `Barang ${tag}`, stock }) };
}

describe('GET report', () => {
  it("barang_datang sums the receipts of the Jakarta day; the chart has 30 days ending there, each day's receipts and leftovers returned, zero elsewhere", async () => {
    const { picks, row } = await stocked();
    const entry = (quantity: number, kind: 'receipt' | 'leftover' | 'return') => [{ productId: row.id, warehouseId: picks.warehouse, quantity, kind, reference: `test:${kind}` }];
    // 2031-03-15 in Jakarta (UTC+7): from 2031-03-14T17:00Z to 2031-03-15T17:00Z.
    await move('2031-03-14T17:30:00Z', entry(10, 'receipt'));
    await move('2031-03-15T16:59:59Z', entry(5, 'receipt'));
    await move('2031-03-15T05:00:00+07:00', entry(2, 'leftover'));
    // A supplier return is not a leftover: 'Stock Pengembalian / Retur' is the goods returned to the warehouse (Barang Sisa).
    await move('2031-03-15T06:00:00+07:00', entry(1, 'return'));
    await move('2031-03-15T17:00:00Z', entry(7, 'receipt')); // 16 March in Jakarta
    await move('2031-03-14T16:59:00Z', entry(3, 'receipt')); // 14 March in Jakarta
    await move('2031-02-14T10:00:00+07:00', entry(4, 'receipt')); // the chart's first day
    await move('2031-02-13T23:00:00+07:00', entry(6, 'receipt')); // one day before the chart

    const report = await overview('2031-3-15');
    expect(report.barang_datang).toBe(15);
    expect(report.chart).toHaveLength(OVERVIEW_CHART_DAYS);
    expect(report.chart[0]?.date).toBe('2031-02-14');
    expect(report.chart.at(-1)).toEqual({ date: '2031-03-15', stock_masuk: 15, retur: 2 });
    const nonZero = report.chart.filter((p) => p.stock_masuk !== 0 || p.retur !== 0);
    expect(nonZero).toEqual([
      { date: '2031-02-14', stock_masuk: 4, retur: 0 },
      { date: '2031-03-14', stock_masuk: 3, retur: 0 },
      { date: '2031-03-15', stock_masuk: 15, retur: 2 },
    ]);
    // Consecutive days, oldest first.
    const days = report.chart.map((p) => Date.parse(`${p.date}T00:00:00Z`));
    expect(days.slice(1).map((d, i) => d - (days[i] ?? 0))).toEqual(Array.from({ length: OVERVIEW_CHART_DAYS - 1 }, () => 86_400_000));

    expect((await overview('2031-03-16')).barang_datang).toBe(7);
    expect((await overview('2031-3-14')).barang_datang).toBe(3);
  });

  it('total_product counts active products; Stock Move counts active stock moves, Stock Opname posted opnames (documents, not ledger rows)', async () => {
    const before = await overview('2031-6-1');
    const a = await stocked(10);
    const b = await stocked(10);
    const gone = await stocked(0);
    await w.deleteProduct(gone.row.id);
    const tag = uniqueTag();
    const target = await w.addMaster('warehouse', `Tujuan ${tag}`, { code: '', address: '' });
    const addMove = async (p: { picks: Picks; row: ProductRow }, amount: number): Promise<string> => {
      const res = await w.api<{ data: { id: string } }>('POST', '/api/warehouse/stockMove/add', { product: p.row.id, from: p.picks.warehouse, to: target, amount });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id;
    };
    // Three moves, one of them deleted again (its compensating entries are ledger rows, not a move).
    await addMove(a, 2);
    await addMove(b, 1);
    const deleted = await addMove(a, 3);
    expect((await w.api('PUT', `/api/warehouse/stockMove/update/${deleted}`, { status: 'deleted' })).status).toBe(200);
    // Opnames: a posted one counts; a draft, and a posted one deleted, do not.
    const db = t.server.database.db;
    const opname = (number: string, state: 'draft' | 'posted', status: 'active' | 'deleted') => ({ number: `${number}-${tag}`, createdDate: new Date(), state, status });
    await db.insert(stockOpnames).values([opname('SO-posted', 'posted', 'active'), opname('SO-draft', 'draft', 'active'), opname('SO-gone', 'posted', 'deleted')]);

    const after = await overview('2031-6-1');
    expect(after.total_product - before.total_product).toBe(2);
    expect(after.total_stock_move - before.total_stock_move).toBe(2);
    expect(after.total_stock_opname - before.total_stock_opname).toBe(1);
    // None of these is a receipt.
    expect(after.barang_datang).toBe(before.barang_datang);
  });

  it("without a date: today in Jakarta", async () => {
    const { picks, row } = await stocked();
    const now = new Date();
    await move(now.toISOString(), [{ productId: row.id, warehouseId: picks.warehouse, quantity: 11, kind: 'receipt', reference: 'test:today' }]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    const report = await overview();
    expect(report.chart.at(-1)?.date).toBe(today);
    expect(report).toEqual(await overview(today));
    expect(report.barang_datang).toBeGreaterThanOrEqual(11);
  });

  it('refuses a date that is not YYYY-M-D or names no day (400)', async () => {
    for (const date of ['15-3-2031', '2031-02-30', '2031-13-1', 'kemarin']) {
      const res = await w.api<ErrorBody>('GET', `/api/warehouse/report?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['date']);
    }
  });

  it('needs the Warehouse module (403)', async () => {
    const user = await t.createUser({ email: `kantin.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-kantin-12', access: ['/luncheon'] });
    const res = await w.api<ErrorBody>('GET', '/api/warehouse/report', undefined, await login(t.url, user.email, 'sandi-kantin-12'));
    expect(res.status).toBe(403);
  });
});
