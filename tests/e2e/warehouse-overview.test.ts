import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/format';
import { stockOpnames } from '../../server/warehouse/flow-tables';
import { recordMovements, type StockMovement } from '../../server/warehouse/stock';
import { ADMIN, login, callOk } from '../support/server';
import { callMultipart, formParts } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';

/**
 * The Warehouse overview (renderer/src/warehouse/overview) in real Chromium against the real
 * server: the four cards and the 30-day chart read from the stock ledger. Products are made
 * through the product call, stock moves through theirs; arrivals, leftovers and opname adjustments
 * are written with the server's own ledger service, `recordMovements`, on the test server's
 * database (and the opname documents the Stock Opname card counts as rows).
 */
const JAKARTA = 'Asia/Jakarta';
const DAY_MS = 24 * 60 * 60 * 1000;

let e2e: E2E;
let admin: string;
let page: Page;
const reports: Request[] = [];
const ids = { warehouse: '', otherWarehouse: '', products: [] as string[] };

/** A call the test relies on, as the admin. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

const created = async (path: string, body: unknown) => (await api<{ data: { id: string } }>('POST', path, body)).data.id;

/** Noon in Jakarta, `daysAgo` Jakarta days before today: safely inside that company day. */
function jakartaNoon(daysAgo: number): Date {
  const today = formatDate(new Date(), 'YYYY-MM-DD', JAKARTA);
  return new Date(new Date(`${today}T12:00:00+07:00`).getTime() - daysAgo * DAY_MS);
}

/** Movements as the later stock-flow screens will write them, at a given time. */
async function record(at: Date, movements: StockMovement[]): Promise<void> {
  const { db } = e2e.server.server.database;
  await db.transaction(async (tx) => recordMovements(tx, movements, { userId: null, at }));
}

const stat = (label: string) => page.locator(`[data-stat="${label}"]`).innerText();
const series = () => page.locator('.erp-line-chart-series');

beforeAll(async () => {
  e2e = await startE2E();
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const category = await created('/api/warehouse/category/add', { name: 'Semen', description: '' });
  const variant = await created('/api/warehouse/variant/add', { name: 'Curah', description: '' });
  const unit = await created('/api/warehouse/unit/add', { name: 'Sak', description: '' });
  const division = await created('/api/employee/division/add', { name: 'Gudang', description: '', salary: 1 });
  ids.warehouse = await created('/api/warehouse/warehouse/add', { code: 'GD-1', name: 'Gudang Pusat', address: 'Cakung' });
  ids.otherWarehouse = await created('/api/warehouse/warehouse/add', { code: 'GD-2', name: 'Gudang Proyek', address: 'Karawang' });
  for (const [name, stock] of [
    ['Semen Gresik 50 kg', 40],
    ['Pasir Cor', 25],
    ['Besi Beton 10 mm', 60],
  ] as const) {
    const result = await callMultipart<{ data: { id: string } }>(
      e2e.server.url,
      'POST',
      '/api/warehouse/product/add',
      formParts({ name, code: '', price: 50000, stock, category, variant, unit, division, warehouse: ids.warehouse }),
      admin,
    );
    if (result.status !== 200) throw new Error(`product/add → ${result.status} ${JSON.stringify(result.body)}`);
    ids.products.push(result.body.data.id);
  }
  const user = await e2e.makeUser(['/warehouse']);
  page = await e2e.signedInPage(user, '/home');
  page.on('request', (request) => {
    if (request.url().includes('/api/warehouse/report')) reports.push(request);
  });
});
afterAll(async () => {
  await e2e?.close();
});

describe('warehouse overview (/warehouse/overview)', () => {
  it('asks the report for today in Jakarta (YYYY-M-D) and shows the figures: products, no arrivals yet, an empty chart with its axes', async () => {
    await page.goto('/warehouse');
    await page.waitForURL(/\/warehouse\/overview$/);
    await expect.poll(() => stat('Produk')).toBe('3');
    expect(await stat('Barang Datang')).toBe('0');
    expect(await stat('Stock Move')).toBe('0');
    expect(await stat('Stock Opname')).toBe('0');
    expect(new URL(reports[0]?.url() ?? 'http://x/').searchParams.get('date')).toBe(formatDate(new Date(), 'YYYY-M-D', JAKARTA));
    const cards = await page.locator('.wh-stat').allInnerTexts();
    expect(cards.map((c) => c.split('\n')[0])).toEqual(['Barang Datang', 'Produk', 'Stock Move', 'Stock Opname']);
    expect(cards[0]).toContain('Hari ini');

    // Opening stock is not an arrival: the chart is empty, but its axes, ticks and legend are there.
    await expect.poll(() => page.locator('.erp-line-chart-empty').textContent()).toBe('Belum ada data');
    expect(await page.getByRole('heading', { name: 'Statistik Barang datang' }).isVisible()).toBe(true);
    expect(await page.locator('.erp-line-chart-legend-item').allInnerTexts()).toEqual(['Stock Masuk', 'Stock Pengembalian / Retur']);
    expect(await page.locator('.erp-line-chart-grid .erp-line-chart-tick').allTextContents()).toEqual(['0', '1', '2', '3', '4']);
    expect(await page.locator('.erp-line-chart-xlabels text').count()).toBeGreaterThan(3);
  });

  it('after arrivals, returns, moves and opnames, coming back to the window shows the ledger’s numbers', async () => {
    const [semen = '', pasir = '', besi = ''] = ids.products;
    // Today: 1.200 + 7 units arrive.
    await record(jakartaNoon(0), [
      { productId: semen, warehouseId: ids.warehouse, quantity: 1200, kind: 'receipt', reference: 'receipt:1' },
      { productId: pasir, warehouseId: ids.warehouse, quantity: 7, kind: 'receipt', reference: 'receipt:1' },
    ]);
    // Earlier days: arrivals and leftovers returned (the chart's 'Retur'), inside the 30 days; one arrival before them.
    await record(jakartaNoon(3), [{ productId: besi, warehouseId: ids.warehouse, quantity: 20, kind: 'receipt', reference: 'receipt:2' }]);
    await record(jakartaNoon(2), [{ productId: besi, warehouseId: ids.warehouse, quantity: 3, kind: 'leftover', reference: 'BS-TEST-1' }]);
    await record(jakartaNoon(29), [{ productId: pasir, warehouseId: ids.warehouse, quantity: 4, kind: 'receipt', reference: 'receipt:3' }]);
    await record(jakartaNoon(30), [{ productId: pasir, warehouseId: ids.warehouse, quantity: 9, kind: 'receipt', reference: 'receipt:0' }]);
    // Two stock moves through the real call, and a third deleted again (it no longer counts).
    const move = (productId: string, amount: number) => created('/api/warehouse/stockMove/add', { product: productId, from: ids.warehouse, to: ids.otherWarehouse, amount });
    await move(semen, 5);
    await move(pasir, 1);
    await api('PUT', `/api/warehouse/stockMove/update/${await move(besi, 2)}`, { status: 'deleted' });
    // Three posted opnames (their adjustments in the ledger) and a draft, which is not counted.
    for (const [n, quantity] of [
      [1, -1],
      [2, 2],
      [3, -3],
    ] as const) {
      await record(jakartaNoon(1), [{ productId: besi, warehouseId: ids.warehouse, quantity, kind: 'opname', reference: `SO-TEST-${n}` }]);
    }
    const { db } = e2e.server.server.database;
    await db.insert(stockOpnames).values([
      ...[1, 2, 3].map((n) => ({ number: `SO-TEST-${n}`, createdDate: jakartaNoon(1), state: 'posted' as const, postedAt: jakartaNoon(1) })),
      { number: 'SO-TEST-4', createdDate: jakartaNoon(1) },
    ]);

    // Nothing polls: the screen reloads when the window gets the focus back.
    const before = reports.length;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => stat('Barang Datang')).toBe('1.207');
    expect(reports.length).toBeGreaterThan(before);
    expect(await stat('Produk')).toBe('3');
    expect(await stat('Stock Move')).toBe('2');
    // The old screen showed the move total here too: this is the opname count.
    expect(await stat('Stock Opname')).toBe('3');
  });

  it('draws two series over the 30 days, each point with its value, today labelled', async () => {
    await expect.poll(() => series().count()).toBe(2);
    expect(await page.locator('.erp-line-chart-empty').count()).toBe(0);
    const incoming = page.locator('.erp-line-chart-series[data-series="Stock Masuk"]');
    const returned = page.locator('.erp-line-chart-series[data-series="Stock Pengembalian / Retur"]');
    expect(await incoming.locator('.erp-line-chart-point').count()).toBe(30);
    expect(await returned.locator('.erp-line-chart-point').count()).toBe(30);
    expect(await incoming.locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){29}$/);

    const label = (daysAgo: number) => formatDate(jakartaNoon(daysAgo), 'D MMM', JAKARTA);
    const titles = async (line: typeof incoming) => line.locator('title').allTextContents();
    const incomingTitles = await titles(incoming);
    expect(incomingTitles.at(-1)).toBe(`${label(0)}: Stock Masuk 1.207`);
    expect(incomingTitles.at(-4)).toBe(`${label(3)}: Stock Masuk 20`);
    // The oldest day of the window is 29 days ago; the arrival 30 days ago is outside it.
    expect(incomingTitles[0]).toBe(`${label(29)}: Stock Masuk 4`);
    const returnedTitles = await titles(returned);
    expect(returnedTitles.at(-3)).toBe(`${label(2)}: Stock Pengembalian / Retur 3`);
    expect(returnedTitles.filter((t) => !t.endsWith(' 0'))).toHaveLength(1);

    // Pointing at a day shows both series' values for it.
    const x = Number(await incoming.locator('.erp-line-chart-point circle').nth(26 * 2).getAttribute('cx'));
    await page.locator('.erp-line-chart-svg').hover({ position: { x, y: 40 } });
    await expect.poll(() => page.locator('.erp-line-chart-tooltip').innerText()).toContain(label(3));
    expect((await page.locator('.erp-line-chart-tooltip').innerText()).replace(/\s+/g, ' ')).toBe(`${label(3)} Stock Masuk 20 Stock Pengembalian / Retur 0`);
    await page.mouse.move(5, 5);
    await expect.poll(() => page.locator('.erp-line-chart-tooltip').count()).toBe(0);

    // The y axis reaches past the largest day in round steps; the last x label is today.
    const ticks = await page.locator('.erp-line-chart-grid .erp-line-chart-tick').allTextContents();
    expect(ticks).toEqual(['0', '500', '1.000', '1.500']);
    expect(await page.locator('.erp-line-chart-xlabels text').last().textContent()).toBe(label(0));
    expect(await page.locator('.wh-chart-period').innerText()).toBe(
      `30 hari terakhir: ${formatDate(jakartaNoon(29), 'D MMM YYYY', JAKARTA)} – ${formatDate(jakartaNoon(0), 'D MMM YYYY', JAKARTA)}`,
    );
  });

  it('a failed report shows the error with Coba Lagi, which loads it', async () => {
    const { page: other } = await e2e.newPage();
    const user = await e2e.makeUser(['/warehouse']);
    await e2e.signIn(other, user.email, user.password);
    await other.waitForURL(/\/home$/);
    let failing = true;
    await other.route('**/api/warehouse/report*', async (route) => {
      if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server' } }) });
      else await route.continue();
    });
    await other.goto('/warehouse/overview');
    await expect.poll(() => other.getByText('Data overview tidak dapat dimuat').isVisible()).toBe(true);
    expect(await other.locator('.wh-overview').innerText()).toContain('Terjadi kesalahan pada server');
    failing = false;
    await other.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect.poll(() => other.locator('[data-stat="Barang Datang"]').innerText()).toBe('1.207');
  });
});
