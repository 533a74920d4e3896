import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../common/contract/list';
import { ADMIN, callOk, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';

/**
 * The shared paging footer on a list that stopped counting (pagination.total_capped): the Produk
 * list over more products than LIST_COUNT_CAP says 'lebih dari 10.000', keeps 'next' open and
 * 'last' closed, and moves on page by page. The products are written in one statement.
 */
const BULK = LIST_COUNT_CAP + 25;
let e2e: E2E;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  const admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const add = async (path: string, body: Record<string, unknown>) =>
    (await callOk<{ data: { id: string } }>(e2e.server.url, 'POST', path, { token: admin, body })).data.id;
  const picks = {
    category: await add('/api/warehouse/category/add', { name: 'Massal', description: '' }),
    variant: await add('/api/warehouse/variant/add', { name: 'Massal', description: '' }),
    unit: await add('/api/warehouse/unit/add', { name: 'Pcs', description: '' }),
    warehouse: await add('/api/warehouse/warehouse/add', { name: 'Gudang Massal', description: '', code: '', address: '' }),
    division: await add('/api/employee/division/add', { name: 'Gudang', description: '', salary: 1, status: 'active' }),
  };
  await e2e.server.server.database.db.execute(sql`
    insert into products (ids, code, name, price, stock, category_id, variant_id, unit_id, division_id, warehouse_id)
    select 1700000000 + i, 'M-' || i, 'Barang ' || lpad(i::text, 5, '0'), 1000, 0,
           ${picks.category}::uuid, ${picks.variant}::uuid, ${picks.unit}::uuid, ${picks.division}::uuid, ${picks.warehouse}::uuid
      from generate_series(1, ${BULK}) i`);
  page = await e2e.signedInPage(await e2e.makeUser(['/warehouse']), '/warehouse/product');
});
afterAll(async () => {
  await e2e?.close();
});

const info = (p: Page) => p.locator('.erp-master-info').innerText();
const button = (p: Page, name: string) => p.locator('.erp-master-pagination').getByRole('button', { name, exact: true });

describe('a list past the count cap', () => {
  it("reads 'lebih dari 10.000': next open, last unknown", async () => {
    await expect.poll(() => info(page)).toBe('Menampilkan 1–10 dari lebih dari 10.000 data');
    expect(await button(page, 'Halaman berikutnya').isEnabled()).toBe(true);
    expect(await button(page, 'Halaman terakhir').isDisabled()).toBe(true);
    expect(await button(page, 'Halaman terakhir').getAttribute('title')).toBe('Halaman terakhir belum diketahui');
  });

  it('moves to the next pages and back', async () => {
    await button(page, 'Halaman berikutnya').click();
    await expect.poll(() => info(page)).toBe('Menampilkan 11–20 dari lebih dari 10.000 data');
    await expect.poll(() => page.locator('.product-table tbody tr.product-row td:nth-child(3)').first().innerText()).toBe('Barang 00011');
    await button(page, 'Halaman 5').click();
    await expect.poll(() => info(page)).toBe('Menampilkan 41–50 dari lebih dari 10.000 data');
    expect(await button(page, 'Halaman 7').isVisible()).toBe(true);
    await button(page, 'Halaman pertama').click();
    await expect.poll(() => info(page)).toBe('Menampilkan 1–10 dari lebih dari 10.000 data');
  });

  it('a filter under the cap is counted exactly again', async () => {
    await page.getByRole('searchbox', { name: 'Cari nama produk', exact: true }).fill('barang 0999');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–10 dari 10 data');
    expect(await button(page, 'Halaman berikutnya').count()).toBe(0);
  });
});
