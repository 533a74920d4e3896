import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDivision, addPayrollEmployee, addPosition, createRun } from '../support/salary';
import { ADMIN, callOk, login } from '../support/server';
import { uniqueTag, WarehouseClient, type ProductRow } from '../support/warehouse';
import { startE2E, type E2E, type TestUser } from './support/browser';
import { companyToday } from '../../common/calendar';

/**
 * Who did what (issue 24 item 6) in real Chromium on the real server: a product's 'Riwayat
 * Perubahan' under 'Rincian Produk' after a price edit (who, when, Harga lama → baru), and the
 * superadmin's 'Log Aktivitas' reached from the home bar, filtered by user, module and dates,
 * with its Excel. The steps run in order on one server.
 */
const SHOTS = '/tmp/audit-shots';
let e2e: E2E;
let clerk: TestUser;
let product: ProductRow;
const tag = uniqueTag('A');

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = new WarehouseClient(e2e.server.url, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  clerk = await e2e.makeUser(['/warehouse']);
  const w = new WarehouseClient(e2e.server.url, await login(e2e.server.url, clerk.email, clerk.password));
  product = await w.addProduct(await admin.picks(tag), { name: `Semen ${tag}`, code: `SMN-${tag}`, price: 1_250_000, stock: 0 });
  const edited = await w.updateProduct(product.id, { ...WarehouseClient.formOf(product), price: 1_500_000 });
  if (edited.status !== 200) throw new Error(`edit: ${edited.status}`);
});
afterAll(async () => {
  await e2e?.close();
});

const dialog = (p: Page, title: string) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: title }) });
const logRows = (p: Page) => p.locator('.erp-log-table tbody tr');

describe('Riwayat Perubahan', () => {
  it("shows the product's price edit under 'Rincian Produk': who, when and Harga lama → baru", async () => {
    const page = await e2e.signedInPage(clerk, '/warehouse/product');
    await page.locator('.product-table tbody tr').filter({ hasText: `Semen ${tag}` }).click();
    const detail = dialog(page, 'Rincian Produk');
    await expect.poll(() => detail.locator('.product-detail-facts').count()).toBe(1);
    await detail.getByRole('button', { name: 'Riwayat Perubahan' }).click();
    const entries = detail.locator('.erp-audit-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const newest = await entries.first().innerText();
    expect(newest).toContain('Ubah');
    expect(newest).toContain(clerk.name);
    expect(newest).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(newest.replace(/\s+/g, ' ')).toContain('Harga: Rp 1.250.000 → Rp 1.500.000');
    expect(await entries.nth(1).innerText()).toContain('Tambah');
    await detail.locator('.erp-audit-body').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-history.png` });
  });
  it("shows a payroll run's Final on its detail: Status Draft → Final and the net total", async () => {
    const token = await login(e2e.server.url, ADMIN.email, ADMIN.password);
    const division = await addDivision(e2e.server, token, `Gaji ${tag}`, 1);
    const position = await addPosition(e2e.server, token, `Staf ${tag}`);
    await addPayrollEmployee(e2e.server, token, { firstname: 'Sari', division, position, salary: 150_000, overtime: 0, dayoff: 0 });
    const run = await createRun(e2e.server, token, 'bulanan', '2026-10-01', [division]);
    await callOk(e2e.server.url, 'PUT', `/api/salary/run/final/${run.id}`, { token });

    const page = await e2e.signedInPage(ADMIN, `/sallary/penggajian/${run.id}`);
    await page.getByRole('button', { name: 'Riwayat Perubahan' }).click();
    const entries = page.locator('.erp-audit-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const final = (await entries.first().innerText()).replace(/\s+/g, ' ');
    expect(final).toContain('Final');
    expect(final).toContain('Super Admin');
    expect(final).toContain('Status: Draft → Final');
    expect(final).toContain('Jumlah Karyawan: - → 1');
    await page.locator('.erp-audit-history').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/payroll-history.png` });
  });
});

describe('Log Aktivitas', () => {
  it('is opened from the home bar by the superadmin; filters by user, module and dates; downloads the Excel', async () => {
    const page = await e2e.signedInPage(ADMIN);
    await page.getByRole('button', { name: 'Log Aktivitas' }).click();
    await page.waitForURL(/\/log-aktivitas$/);
    await expect.poll(() => logRows(page).count()).toBeGreaterThan(2);

    await page.getByLabel('Pengguna', { exact: true }).selectOption(clerk.id);
    await expect.poll(() => logRows(page).count()).toBe(2);
    expect(await logRows(page).first().innerText()).toContain(clerk.name);
    expect((await logRows(page).first().innerText()).replace(/\s+/g, ' ')).toContain('Harga: Rp 1.250.000 → Rp 1.500.000');

    await page.getByLabel('Modul', { exact: true }).selectOption({ label: 'Sallary' });
    await expect.poll(() => page.locator('.erp-log-table tbody').innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    await page.getByLabel('Modul', { exact: true }).selectOption({ label: 'Warehouse' });
    await expect.poll(() => logRows(page).count()).toBe(2);

    await page.getByLabel('Dari Tanggal').fill('01/01/2020');
    await page.getByLabel('Sampai Tanggal').fill('31/12/2020');
    await page.getByLabel('Sampai Tanggal').press('Tab');
    await expect.poll(() => page.locator('.erp-log-table tbody').innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    await page.getByRole('button', { name: 'Hapus Filter' }).click();
    await page.getByLabel('Pengguna', { exact: true }).selectOption(clerk.id);
    await expect.poll(() => logRows(page).count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/log.png` });

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Unduh Excel' }).click()]);
    // Named by the company's day, not the browser's (this browser runs in UTC).
    expect(download.suggestedFilename()).toBe(`log-aktivitas-${companyToday()}.xlsx`);
    const file = `${SHOTS}/${download.suggestedFilename()}`;
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const cells = (book.worksheets[0]?.getSheetValues() ?? []).flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
    expect(cells).toContain(clerk.name);
    expect(cells).toContain('Harga: Rp 1.250.000 → Rp 1.500.000');
  });
});
