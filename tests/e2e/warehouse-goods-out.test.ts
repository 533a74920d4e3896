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
 * Goods out, 'Barang Keluar' (renderer/src/warehouse/goods-out on the shared documents layout) in
 * real Chromium against the real server: a document made with 'Tambah data baru', rows saved one
 * by one, a row refused for asking more than the balance (by the screen, then by the server when
 * the stock left meanwhile), the detail's 'Cetak Laporan' PDF parsed, the history, and a delete
 * that gives the goods back.
 */
const SHOTS = '/tmp/goodsout-shots';
let e2e: E2E;
let admin: string;
let page: Page;
const ids: Record<string, string> = {};

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });
const balance = async (product: string, warehouse: string) =>
  (await api<{ data: { stock: number } }>('GET', `/api/warehouse/stock/balance?product=${ids[product]}&warehouse=${ids[warehouse]}`)).data.stock;
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
      category: 'Bahan Bangunan',
      variant: 'Semen',
      unit: 'Zak',
      division: 'Gudang',
      warehouses: ['Gudang Pusat', 'Gudang Timur'],
      products: [
        { name: 'Semen Tiga Roda 50 kg', code: 'SMN-50', price: 65000, stock: 20 },
        { name: 'Semen Putih 40 kg', code: 'SMN-40', price: 65000, stock: 3 },
      ],
    }),
  );
  page = await e2e.signedInPage(await e2e.makeUser(['/warehouse']), '/warehouse/products/outcomestock');
});
afterAll(async () => {
  await e2e?.close();
});

async function pickProduct(n: number, name: string): Promise<void> {
  const input = row(n).getByRole('combobox', { name: 'Produk' }).or(row(n).getByLabel('Produk'));
  await input.first().click();
  await input.first().fill(name.split(' ')[1] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describe('Barang Keluar', () => {
  it("'List Data Barang Keluar' starts empty; 'Tambah data baru' creates a dated BK- document and opens its rows", async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'List Data Barang Keluar' }).count()).toBe(1);
    await expect.poll(() => page.locator('.erp-master-empty').innerText()).toBe('TIDAK ADA DATA YANG DITAMPILKAN');
    await shot('01-goods-out-list-empty');
    await page.getByRole('button', { name: 'Tambah data baru' }).click();
    await page.getByRole('textbox', { name: 'Tanggal' }).fill('19/11/2026');
    await page.getByLabel('Jam').fill('08:00:00');
    await shot('02-goods-out-add-dialog');
    await page.getByRole('button', { name: 'Buat' }).click();
    await page.waitForURL(/\/warehouse\/products\/outcomestocks\/formstockoutcome\/[0-9a-f-]{36}$/);
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => page.locator('.stock-documents-facts').innerText()).toContain('19/11/2026 - 08:00:00');
    // 'Ubah Tanggal' moves the document's date.
    await page.getByRole('button', { name: 'Ubah Tanggal' }).click();
    const redate = page.locator('.bp6-dialog').filter({ hasText: 'Ubah Tanggal Dokumen' });
    await expect.poll(() => redate.getByRole('textbox', { name: 'Tanggal' }).inputValue()).toBe('19/11/2026');
    expect(await redate.getByLabel('Jam').inputValue()).toBe('08:00:00');
    await redate.getByRole('textbox', { name: 'Tanggal' }).fill('20/11/2026');
    await redate.getByLabel('Jam').fill('09:15:30');
    await redate.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => page.locator('.stock-documents-facts').innerText()).toMatch(/BK-2026-000001[\s\S]*20\/11\/2026 - 09:15:30[\s\S]*Budi Santoso/);
    await dismissToasts(page);
  });

  it('a row: product, warehouse (the product’s own by default), the read-only stock system from the balance, saved with the check button', async () => {
    await expect.poll(() => page.locator('.stock-documents-rows tbody tr').count()).toBe(1);
    // A blank row is refused by the screen (seed: 'Lengkapi dulu data anda').
    await row(1).getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Lengkapi dulu data anda');
    await dismissToasts(page);

    await pickProduct(1, 'Semen Tiga Roda 50 kg');
    await expect.poll(() => row(1).getByLabel('Warehouse baris 1').inputValue()).toBe(ids['Gudang Pusat']);
    await expect.poll(() => row(1).getByLabel('Stok Sistem baris 1').innerText()).toBe('20');
    await row(1).getByLabel('Stok Keluar baris 1').fill('25');
    await row(1).getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Stok digudang tidak mencukupi');
    await dismissToasts(page);
    await shot('03-goods-out-form-refused');

    await row(1).getByLabel('Stok Keluar baris 1').fill('8');
    await row(1).getByLabel('Keterangan baris 1').fill('Proyek Cikarang');
    await row(1).getByLabel('Stok Keluar baris 1').press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Success');
    await dismissToasts(page);
    expect(await balance('Semen Tiga Roda 50 kg', 'Gudang Pusat')).toBe(12);
    // The saved row's stock system is still what was there before it (its own 8 are out).
    await expect.poll(() => row(1).getByLabel('Stok Sistem baris 1').innerText()).toBe('20');
  });

  it('a row the server refuses: the stock left (another clerk) after the screen read it → Something Wrong with the 409, nothing saved', async () => {
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await pickProduct(2, 'Semen Putih 40 kg');
    await expect.poll(() => row(2).getByLabel('Stok Sistem baris 2').innerText()).toBe('3');
    await row(2).getByLabel('Stok Keluar baris 2').fill('3');
    // Meanwhile another document takes 2 of the 3 out.
    const other = await api<{ data: { id: string } }>('POST', '/api/warehouse/stock_out_user/add', {});
    await api('POST', '/api/warehouse/stock_out/add', { id_product: ids['Semen Putih 40 kg'], stock_user: other.data.id, stock: 2, warehouse: ids['Gudang Pusat'], ket: '' });
    await row(2).getByRole('button', { name: 'Simpan baris 2' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Something Wrong');
    await expect.poll(() => toastTexts(page)).toContain('tidak mencukupi (tersedia 1, diminta 3)');
    await shot('04-goods-out-form-server-refused');
    await dismissToasts(page);
    await expect.poll(() => row(2).getByLabel('Stok Sistem baris 2').innerText()).toBe('1');
    await row(2).getByLabel('Stok Keluar baris 2').fill('1');
    await row(2).getByRole('button', { name: 'Simpan baris 2' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Success');
    await dismissToasts(page);
    expect(await balance('Semen Putih 40 kg', 'Gudang Pusat')).toBe(0);
    await shot('05-goods-out-form-saved');
  });

  it("'Detail Barang Keluar' lists the rows; 'Cetak Laporan' downloads the A4 PDF 'Laporan Barang Keluar'", async () => {
    await page.getByRole('button', { name: 'Lihat detail' }).click();
    await page.waitForURL(/detailstockoutcome\//);
    await expect.poll(() => page.locator('.stock-documents-lines tbody tr').count()).toBe(2);
    expect(await page.locator('.stock-documents-lines tbody tr').first().innerText()).toMatch(/Semen Tiga Roda 50 kg[\s\S]*Gudang Pusat[\s\S]*12[\s\S]*8[\s\S]*Zak[\s\S]*Proyek Cikarang/);
    await shot('06-goods-out-detail');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Cetak Laporan' }).click()]);
    expect(download.suggestedFilename()).toBe('barang-keluar-BK-2026-000001.pdf');
    const file = `${SHOTS}/goods-out.pdf`;
    await download.saveAs(file);
    const { pages } = await readPdf(fs.readFileSync(file));
    expect(pages).toHaveLength(1);
    expect(Math.round(pages[0]!.widthPt)).toBe(595);
    const text = pages[0]!.text;
    expect(text).toContain('Laporan Barang Keluar');
    expect(text).toContain('BK-2026-000001');
    // Screen and report both on the company's clock (WIB): the time typed in is the time printed.
    expect(text).toContain('20/11/2026 - 09:15:30');
    expect(text).toMatch(/1 SMN-50 Semen Tiga Roda 50 kg Gudang Pusat 8 Zak Proyek Cikarang/);
    expect(text).toMatch(/Total 9/);
    expect(text).toContain('Halaman 1 dari 1');
    execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SHOTS}/goods-out-pdf`]);
  });

  it("'Riwayat Barang Keluar' (sidebar, Barang Keluar group) lists the lines 5 per page with date, number, product and amount", async () => {
    await page.getByRole('link', { name: 'Riwayat Barang Keluar' }).click();
    await page.waitForURL(/\/warehouse\/products\/outcomestocks\/history$/);
    await expect.poll(() => page.locator('.goods-out-history tbody tr').count()).toBe(3);
    expect(await page.locator('.goods-out-history tbody').innerText()).toMatch(/BK-2026-000001[\s\S]*Semen Tiga Roda 50 kg[\s\S]*8/);
    await page.getByRole('searchbox').fill('Tiga Roda');
    await expect.poll(() => page.locator('.goods-out-history tbody tr').count()).toBe(1);
    await shot('07-goods-out-history');
  });

  it('deleting the document asks first and gives all its goods back', async () => {
    await page.getByRole('link', { name: 'Barang Keluar', exact: true }).click();
    await expect.poll(() => page.locator('.goods-out-list tbody tr').count()).toBe(2);
    await shot('08-goods-out-list');
    const mine = page.locator('.goods-out-list tbody tr').filter({ hasText: 'BK-2026-000001' });
    await mine.getByRole('button', { name: 'Hapus BK-2026-000001' }).click();
    await expect.poll(() => page.locator('.bp6-alert').innerText()).toContain('Apakah anda yakin, ingin menghapus data ini?');
    await shot('09-goods-out-delete-confirm');
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => page.locator('.goods-out-list tbody tr').count()).toBe(1);
    expect(await balance('Semen Tiga Roda 50 kg', 'Gudang Pusat')).toBe(20);
    expect(await balance('Semen Putih 40 kg', 'Gudang Pusat')).toBe(1);
    const verified = await api<{ ok: boolean }>('GET', '/api/warehouse/stock/verify');
    expect(verified.ok).toBe(true);
  });

  it('a document without rows shows the seed’s empty text; a deleted one an error with a retry', async () => {
    const empty = await api<{ data: { id: string } }>('POST', '/api/warehouse/stock_out_user/add', {});
    await page.goto(`/warehouse/products/outcomestocks/detailstockoutcome/${empty.data.id}`);
    await expect.poll(() => page.locator('.stock-documents-lines').innerText()).toContain('Belum ada data untuk ditampilkan.');
    await shot('10-goods-out-detail-empty');
    await api('PUT', `/api/warehouse/stock_out_user/update/${empty.data.id}`, { status: 'deleted' });
    await page.reload();
    await expect.poll(() => page.locator('.goods-out-detail').innerText()).toContain('Dokumen barang keluar tidak ditemukan');
    expect(await page.getByRole('button', { name: 'Coba Lagi' }).count()).toBe(1);
    await shot('11-goods-out-detail-missing');
  });
});
