import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { ADMIN, callOk, login } from '../support/server';
import { seedCatalogue } from './support/catalogue';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * Stock opname (renderer/src/warehouse/opname on the shared documents layout) in real Chromium
 * against the real server: a draft counted row by row, goods leaving between counting and posting,
 * 'Selesai' showing both figures before it posts, the balance then equal to the counted figure,
 * the posted detail with system-at-count, balance-at-post and adjustment, read-only afterwards,
 * and the 'Laporan Stock Opname' PDF.
 */
const SHOTS = '/tmp/goodsout-shots';
let e2e: E2E;
let admin: string;
let page: Page;
const ids: Record<string, string> = {};

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });
const balance = async (product: string) => (await api<{ data: { stock: number } }>('GET', `/api/warehouse/stock/balance?product=${ids[product]}&warehouse=${ids['Gudang Pusat']}`)).data.stock;
/** A screenshot once dialogs and toasts have finished animating in. */
const shot = async (name: string) => {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const row = (n: number) => page.locator('.stock-documents-rows tbody tr').nth(n - 1);

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  Object.assign(
    ids,
    await seedCatalogue(e2e.server.url, admin, {
      category: 'Perpipaan',
      variant: 'Pipa',
      unit: 'Batang',
      division: 'Gudang',
      warehouses: ['Gudang Pusat'],
      products: [
        { name: 'Pipa PVC 3 inch', code: 'PVC-3', price: 85000, stock: 40 },
        { name: 'Pipa Besi 2 inch', code: 'PB-2', price: 85000, stock: 10 },
      ],
    }),
  );
  page = await e2e.signedInPage(await e2e.makeUser(['/warehouse']), '/warehouse/operation/stockopname');
});
afterAll(async () => {
  await e2e?.close();
});

async function count(n: number, product: string, counted: string): Promise<void> {
  const input = row(n).getByLabel('Produk');
  await input.click();
  await input.fill(product.split(' ')[1] ?? product);
  await page.getByRole('option', { name: new RegExp(product) }).click();
  await expect.poll(() => row(n).getByLabel(`Stok Sistem baris ${n}`).innerText()).toMatch(/^\d+$/);
  await row(n).getByLabel(`Stok Fisik baris ${n}`).fill(counted);
  await row(n).getByRole('button', { name: `Simpan baris ${n}` }).click();
  await expect.poll(() => toastTexts(page)).toContain('Success');
  await dismissToasts(page);
}

describe('Stock Opname', () => {
  it("'List Data Stock Opname' (the sidebar entry is live): 'Tambah data baru' creates a draft SO- opname and opens its rows", async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'List Data Stock Opname' }).count()).toBe(1);
    await expect.poll(() => page.locator('.erp-master-empty').innerText()).toBe('TIDAK ADA DATA YANG DITAMPILKAN');
    await shot('09b-opname-list-empty');
    await page.getByRole('button', { name: 'Tambah data baru' }).click();
    await page.getByRole('textbox', { name: 'Tanggal' }).fill('21/11/2026');
    await page.getByLabel('Jam').fill('07:00:00');
    await page.getByRole('button', { name: 'Buat' }).click();
    await page.waitForURL(/\/warehouse\/operation\/stockopname\/add\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('.stock-documents-facts').innerText()).toMatch(/SO-2026-000001[\s\S]*21\/11\/2026 - 07:00:00[\s\S]*Draft/);
    await dismissToasts(page);
  });

  it("'Tambah Stock Opname': a blank row is refused ('Lengkapi dulu data anda'); counted rows show the system stock and the difference", async () => {
    await row(1).getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Lengkapi dulu data anda');
    await dismissToasts(page);
    await count(1, 'Pipa PVC 3 inch', '38');
    await expect.poll(() => row(1).innerText()).toMatch(/40[\s\S]*-2/);
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await count(2, 'Pipa Besi 2 inch', '10');
    await shot('10-opname-form');
  });

  it("goods leave after counting: 'Selesai' shows both figures, then posting makes the balance the counted figure", async () => {
    // Another clerk takes 5 pipes out between counting and posting.
    const other = await api<{ data: { id: string } }>('POST', '/api/warehouse/stock_out_user/add', {});
    await api('POST', '/api/warehouse/stock_out/add', { id_product: ids['Pipa PVC 3 inch'], stock_user: other.data.id, stock: 5, warehouse: ids['Gudang Pusat'], ket: '' });

    await page.getByRole('button', { name: 'Lihat detail' }).click();
    await page.waitForURL(/sm_detail\//);
    await expect.poll(() => page.locator('.stock-documents-lines tbody tr').count()).toBe(2);
    // Stok Sistem 40 (at count), Stok Fisik 38, Selisih -2, Saldo Saat Ini 35 (marked).
    await expect.poll(() => page.locator('.stock-documents-lines tbody tr').first().innerText()).toMatch(/Pipa PVC 3 inch[\s\S]*40\s+38\s+-2\s+35/);
    expect(await page.locator('.stock-documents-moved').count()).toBe(1);
    expect(await page.locator('.opname-moved-note').innerText()).toContain('Saldo 1 baris berubah sejak dihitung');
    await shot('11-opname-detail-draft');

    await page.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => page.locator('.opname-post-alert').innerText()).toContain('Saldo berubah sejak dihitung');
    expect(await page.locator('.opname-moved').innerText()).toContain('Pipa PVC 3 inch (Gudang Pusat): sistem saat dihitung 40, saldo saat ini 35, fisik 38 → penyesuaian +3');
    await shot('12-opname-post-confirm');
    await page.getByRole('button', { name: 'Ya, Selesai' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Update Data');
    await dismissToasts(page);
    expect(await balance('Pipa PVC 3 inch')).toBe(38);
    expect(await balance('Pipa Besi 2 inch')).toBe(10);

    // The posted detail keeps system-at-count, counted, balance-at-post and the adjustment.
    await expect.poll(() => page.locator('.stock-documents-facts').innerText()).toContain('Selesai');
    await expect.poll(() => page.locator('.stock-documents-lines tbody tr').first().innerText()).toMatch(/40\s+38\s+-2\s+35\s+\+3/);
    expect(await page.getByRole('button', { name: 'Selesai' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Baris' }).count()).toBe(0);
    await shot('13-opname-detail-posted');
  });

  it("'Cetak Laporan' downloads 'Laporan Stock Opname' with system, counted, difference, balance at post, adjustment and totals", async () => {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Cetak Laporan' }).click()]);
    expect(download.suggestedFilename()).toBe('stock-opname-SO-2026-000001.pdf');
    const file = `${SHOTS}/stock-opname.pdf`;
    await download.saveAs(file);
    const { pages } = await readPdf(fs.readFileSync(file));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    expect(text).toContain('Laporan Stock Opname');
    expect(text).toContain('SO-2026-000001');
    expect(text).toMatch(/1 PVC-3 Pipa PVC 3 inch Gudang Pusat Batang 40 38 -2 35 \+3/);
    expect(text).toMatch(/Total 50 48 -2 45 \+3/);
    expect(text).toContain('Halaman 1 dari 1');
    execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SHOTS}/stock-opname-pdf`]);
  });

  it('the list shows the opname as Selesai with edit and delete closed; its form is read-only', async () => {
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(/\/warehouse\/operation\/stockopname$/);
    const mine = page.locator('.opname-list tbody tr').filter({ hasText: 'SO-2026-000001' });
    await expect.poll(() => mine.innerText()).toContain('Selesai');
    expect(await mine.getByRole('button', { name: 'Hapus SO-2026-000001' }).isDisabled()).toBe(true);
    expect(await mine.getByRole('button', { name: 'Edit SO-2026-000001' }).isDisabled()).toBe(true);
    await shot('14-opname-list');
    await mine.click();
    await page.waitForURL(/sm_detail\//);
    await page.goto(page.url().replace('/sm_detail/', '/add/'));
    await expect.poll(() => page.locator('.opname-form').innerText()).toContain('Stock opname ini sudah selesai dan hanya bisa dibaca.');
    expect(await page.locator('.stock-documents-rows').count()).toBe(0);
    await shot('15-opname-form-read-only');
    const verified = await api<{ ok: boolean }>('GET', '/api/warehouse/stock/verify');
    expect(verified.ok).toBe(true);
  });
});
