import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { ProductionClient } from '../support/production';
import { ADMIN, callOk, login } from '../support/server';
import { callMultipart, formParts } from '../support/uploads';
import { seedCatalogue } from './support/catalogue';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, openFormCard, toastTexts } from './support/page';

/**
 * Stock Move, Barang Sisa and the Kartu Stok (issue 13 section 4) in real Chromium against the real
 * server, in order on one signed-in page: a move whose amount the form fills with the balance in
 * the from-warehouse, saved and listed; a leftover saved and its 'Laporan Barang Sisa Pakai'
 * printed and parsed; 'Barang Sisa Proyek' read-only and empty; and the product's stock card with
 * the running balance after both.
 */
const SHOTS = '/tmp/moves-shots';
let e2e: E2E;
let admin: string;
let page: Page;
const ids: Record<string, string> = {};

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

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
      division: 'Logistik',
      warehouses: ['Gudang Pusat', 'Gudang Timur'],
      products: [{ name: 'Semen Tiga Roda 50 kg', code: 'SMN-50', price: 65000, stock: 25 }],
    }),
  );
  page = await e2e.signedInPage(await e2e.makeUser(['/warehouse']), '/warehouse/operation/stockmoves');
});
afterAll(async () => {
  await e2e?.close();
});

const form = (p: Page) => p.locator('.erp-master-form');
/** A form field by its label, as the screens' FormGroups tie them (label for = the field's id, `${formId}-${name}`). */
const FIELD_NAMES: Record<string, string> = {
  Tanggal: 'created_date',
  Produk: 'product',
  'Dari Warehouse': 'from',
  'Ke Warehouse': 'to',
  Jumlah: 'amount',
  Keterangan: 'description',
};
const LEFTOVER_FIELD_NAMES: Record<string, string> = { Jumlah: 'qty', Warehouse: 'id_gudang', Satuan: 'id_unit', Divisi: 'id_divisi', Produk: 'id_product', Keterangan: 'keterangan' };
let names = FIELD_NAMES;
const field = async (p: Page, label: string): Promise<Locator> => {
  const input = form(p).locator(`[id$="-${names[label] ?? label}"]`);
  // The label on the screen reads as the test names it.
  expect(await form(p).locator(`label[for="${await input.getAttribute('id')}"]`).innerText()).toMatch(new RegExp(`^${label}`));
  return input;
};
/**
 * 'Tambah …' opens the form with the cursor in its first field; the test waits for that, as a user
 * sees it, and for the Collapse to finish opening, before pressing Simpan.
 */
async function openForm(p: Page, title: string): Promise<void> {
  await openFormCard(p.getByRole('button', { name: title }));
  await expect.poll(() => p.evaluate(() => document.activeElement?.closest('.erp-master-form') !== null)).toBe(true);
}
const tableRows = (p: Page) => p.locator('.erp-master-table tbody tr');
const dialog = (p: Page, title: string) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: title }) });

async function pickProduct(p: Page, input: Locator, name: string): Promise<void> {
  await input.fill(name.slice(0, 5));
  await p.locator('.bp6-menu-item', { hasText: name }).first().click();
}

async function downloaded(p: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer; file: string }> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file), file };
}

/** The first page of a PDF as a PNG next to it, to look at. */
function pdfShot(file: string, name: string): void {
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, `${SHOTS}/${name}`]);
  } catch {
    // pdftoppm is only for looking at the page; the test checks the text.
  }
}

describe('Stock Move', () => {
  it("refuses an empty form with 'Lengkapi dulu semua', fills the amount with the from-balance, saves and lists the move", async () => {
    await openForm(page, 'Tambah Stock Move');
    await expect.poll(() => tableRows(page).first().innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    await page.screenshot({ path: `${SHOTS}/stock-move-empty.png`, fullPage: true });
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    // Said under the fields, no alert on top (issue 27 §2).
    await expect.poll(() => form(page).getByText('Lengkapi dulu semua', { exact: true }).count()).toBeGreaterThan(1);
    expect(await page.locator('.bp6-alert').count()).toBe(0);
    // The focus goes to Produk, the first field left empty; its search menu opens below the message, not over it.
    const product = await field(page, 'Produk');
    await expect.poll(() => product.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('.bp6-popover .bp6-menu').count()).toBe(1);
    const uncovered = await page.locator(`#${await product.getAttribute('id')}-error`).evaluate((error) => {
      const box = error.getBoundingClientRect();
      const menu = document.querySelector('.bp6-popover .bp6-menu')?.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return { visible: top !== null && error.contains(top), menuBelow: menu !== undefined && menu.top >= box.bottom };
    });
    await page.screenshot({ path: `${SHOTS}/stock-move-empty-refused.png`, fullPage: true });
    expect(uncovered).toEqual({ visible: true, menuBelow: true });
    await page.screenshot({ path: `${SHOTS}/stock-move-empty-refused.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await pickProduct(page, await field(page, 'Produk'), 'Semen Tiga Roda 50 kg');
    await (await field(page, 'Dari Warehouse')).selectOption({ label: 'Gudang Pusat' });
    // Seed section 5: the amount is the product's stock (here: in the from-warehouse).
    await expect.poll(async () => (await field(page, 'Jumlah')).inputValue()).toBe('25');
    await expect.poll(() => form(page).innerText()).toContain('Stok di warehouse asal: 25');
    await (await field(page, 'Ke Warehouse')).selectOption({ label: 'Gudang Pusat' });
    await (await field(page, 'Jumlah')).fill('10');
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Warehouse tujuan harus berbeda dari warehouse asal');
    await (await field(page, 'Ke Warehouse')).selectOption({ label: 'Gudang Timur' });
    await (await field(page, 'Keterangan')).fill('Stok cabang timur');
    await page.screenshot({ path: `${SHOTS}/stock-move-form.png`, fullPage: true });
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => tableRows(page).first().innerText()).toMatch(/SM-\d{4}-000001/);
    const row = await tableRows(page).first().innerText();
    expect(row).toContain('Semen Tiga Roda 50 kg');
    expect(row).toContain('10 Zak');
    expect(row).toContain('Gudang Pusat');
    expect(row).toContain('Gudang Timur');
    expect(row).toContain('Stok cabang timur');
    await page.screenshot({ path: `${SHOTS}/stock-move-saved.png`, fullPage: true });
    const balance = await api<{ data: { stock: number } }>('GET', `/api/warehouse/stock/balance?product=${ids['Semen Tiga Roda 50 kg']}&warehouse=${ids['Gudang Timur']}`);
    expect(balance.data.stock).toBe(10);
  });

  it('the server refuses more than the from-balance; the error shows in the toast', async () => {
    await pickProduct(page, await field(page, 'Produk'), 'Semen Tiga Roda 50 kg');
    await (await field(page, 'Dari Warehouse')).selectOption({ label: 'Gudang Timur' });
    await expect.poll(async () => (await field(page, 'Jumlah')).inputValue()).toBe('10');
    await (await field(page, 'Ke Warehouse')).selectOption({ label: 'Gudang Pusat' });
    await (await field(page, 'Jumlah')).fill('11');
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Gagal Simpan Data');
    await expect.poll(() => toastTexts(page)).toContain('tidak mencukupi (tersedia 10, diminta 11)');
    await dismissToasts(page);
    await form(page).getByRole('button', { name: 'Batal' }).click();
  });
});

describe('Barang Sisa', () => {
  it('saves a leftover into the warehouse and prints the Laporan Barang Sisa Pakai', async () => {
    await page.getByRole('link', { name: 'Barang Sisa Office' }).click();
    names = LEFTOVER_FIELD_NAMES;
    await openForm(page, 'Tambah Barang Sisa');
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form(page).getByText('Lengkapi dulu semua', { exact: true }).count()).toBeGreaterThan(1);
    expect(await page.locator('.bp6-alert').count()).toBe(0);
    // Two and a half units: said at the field as typed (issue 27 §1).
    await (await field(page, 'Jumlah')).fill('2,5');
    await expect.poll(() => form(page).getByText('Tidak boleh ada desimal', { exact: true }).count()).toBe(1);
    await (await field(page, 'Jumlah')).fill('3');
    await (await field(page, 'Warehouse')).selectOption({ label: 'Gudang Pusat' });
    await (await field(page, 'Divisi')).selectOption({ label: 'Logistik' });
    await pickProduct(page, await field(page, 'Produk'), 'Semen Tiga Roda 50 kg');
    await (await field(page, 'Keterangan')).fill('Sisa renovasi kantor');
    await page.screenshot({ path: `${SHOTS}/leftover-form.png`, fullPage: true });
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => tableRows(page).first().innerText()).toMatch(/BS-\d{4}-000001/);
    const row = await tableRows(page).first().innerText();
    expect(row).toContain('3 Zak');
    expect(row).toContain('Logistik');
    await page.screenshot({ path: `${SHOTS}/leftover-saved.png`, fullPage: true });

    const { bytes, file } = await downloaded(page, () => page.getByRole('button', { name: 'Cetak Laporan' }).click());
    pdfShot(file, 'leftover-report');
    const text = (await readPdf(bytes)).pages[0]?.text ?? '';
    expect(text).toContain('Laporan Barang Sisa Pakai');
    expect(text).toMatch(/BS-\d{4}-000001/);
    expect(text).toContain('Sisa renovasi kantor');
    expect(text).toContain('Halaman 1 dari 1');
  });

  it("'Barang Sisa Proyek' is read-only and empty until projects return goods", async () => {
    await page.getByRole('link', { name: 'Barang Sisa Proyek' }).click();
    await expect.poll(() => tableRows(page).first().innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    expect(await page.getByRole('button', { name: 'Tambah Barang Sisa' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/leftover-project.png`, fullPage: true });
  });
});

describe('Kartu Stok', () => {
  it("opens from 'Rincian Produk' with the running balance after the move and the leftover, per warehouse, and prints", async () => {
    await page.getByRole('link', { name: 'Produk', exact: true }).click();
    await page.locator('.product-table tbody tr.product-row', { hasText: 'Semen Tiga Roda 50 kg' }).click();
    await dialog(page, 'Rincian Produk').getByRole('button', { name: 'Kartu Stok' }).click();
    const card = dialog(page, 'Kartu Stok');
    const lines = card.locator('.stock-card-table tbody tr');
    // The loading skeleton is five rows too: wait for the table to stop loading first.
    await expect.poll(() => card.locator('.stock-card-table').getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => lines.count()).toBe(5);
    const texts = await lines.allInnerTexts();
    expect(texts[0]).toMatch(/Stok awal\s+Stok awal\s+Gudang Pusat\s+25\s+25/);
    expect(texts[1]).toMatch(/SM-\d{4}-000001\s+Pindah keluar\s+Gudang Pusat\s+10\s+15/);
    expect(texts[2]).toMatch(/SM-\d{4}-000001\s+Pindah masuk\s+Gudang Timur\s+10\s+25/);
    expect(texts[3]).toMatch(/BS-\d{4}-000001\s+Barang sisa\s+Gudang Pusat\s+3\s+28/);
    expect(texts[4]).toMatch(/Total periode\s+38\s+10\s+28/);
    // The dialog's opening transition is over before the picture.
    await expect.poll(() => page.locator('.bp6-overlay-enter-active, .bp6-overlay-appear-active').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/stock-card-all.png`, fullPage: true });

    await card.getByLabel('Warehouse').selectOption({ label: 'Gudang Pusat' });
    await expect.poll(() => lines.count()).toBe(4);
    expect((await lines.allInnerTexts())[2]).toMatch(/Barang sisa\s+Gudang Pusat\s+3\s+18/);
    // A range starting tomorrow: the balance brought forward, no entries.
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    // Typed as the field shows it, DD/MM/YYYY, whatever the browser's locale.
    await card.getByLabel('Dari tanggal').fill(tomorrow.split('-').reverse().join('/'));
    await expect.poll(() => lines.first().innerText()).toMatch(/Saldo awal\s+18/);
    await page.screenshot({ path: `${SHOTS}/stock-card-range.png`, fullPage: true });
    await card.getByRole('button', { name: 'Semua tanggal' }).click();
    await expect.poll(() => lines.count()).toBe(4);

    const { bytes, file } = await downloaded(page, () => card.getByRole('button', { name: 'Cetak PDF' }).click());
    pdfShot(file, 'stock-card-pdf');
    const text = (await readPdf(bytes)).pages[0]?.text ?? '';
    expect(text).toContain('Kartu Stok');
    expect(text).toContain('Semen Tiga Roda 50 kg (SMN-50)');
    expect(text).toMatch(/Total 28 10 18/);
    const excel = await downloaded(page, () => card.getByRole('button', { name: 'Excel' }).click());
    expect(excel.download.suggestedFilename()).toMatch(/^kartu-stok-SMN-50-.*\.xlsx$/);
  });
});

describe('Overview', () => {
  it("counts the stock move and shows the leftover as today's 'Stock Pengembalian / Retur'", async () => {
    await dialog(page, 'Kartu Stok').getByRole('button', { name: 'Tutup' }).last().click();
    await dialog(page, 'Rincian Produk').getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => page.locator('.bp6-overlay-open').count()).toBe(0);
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect.poll(() => page.locator('[data-stat="Stock Move"]').innerText()).toBe('1');
    expect(await page.locator('[data-stat="Stock Opname"]').innerText()).toBe('0');
    expect(await page.locator('[data-stat="Barang Datang"]').innerText()).toBe('0');
    const returned = page.locator('.erp-line-chart-series[data-series="Stock Pengembalian / Retur"] title');
    await expect.poll(async () => (await returned.allTextContents()).at(-1)).toMatch(/Stock Pengembalian \/ Retur 3$/);
    await page.screenshot({ path: `${SHOTS}/overview.png`, fullPage: true });
  });
});

describe('Edit and delete', () => {
  it('an edited move keeps its own amount until the user changes it; a deleted leftover leaves the list and the warehouse', async () => {
    await page.getByRole('link', { name: 'Stock Move' }).click();
    names = FIELD_NAMES;
    await expect.poll(() => tableRows(page).first().innerText()).toMatch(/SM-\d{4}-000001/);
    await tableRows(page).first().getByRole('button', { name: /^Edit / }).click();
    await expect.poll(() => page.locator('.erp-master-form-title').innerText()).toMatch(/Edit Stock Move\s*SM-\d{4}-000001/);
    // The from-warehouse now holds 18 of them, but the move's own 10 stays in the box.
    await expect.poll(() => form(page).innerText()).toContain('Stok di warehouse asal: 18 (bisa dipindah sampai 28 termasuk stock move ini)');
    expect(await (await field(page, 'Jumlah')).inputValue()).toBe('10');
    await (await field(page, 'Jumlah')).fill('8');
    await page.screenshot({ path: `${SHOTS}/stock-move-edit.png`, fullPage: true });
    await form(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await dismissToasts(page);
    await expect.poll(() => tableRows(page).first().innerText()).toContain('8 Zak');

    await page.getByRole('link', { name: 'Barang Sisa Office' }).click();
    await expect.poll(() => tableRows(page).first().innerText()).toMatch(/BS-\d{4}-000001/);
    await tableRows(page).first().getByRole('button', { name: /^Hapus / }).click();
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => tableRows(page).first().innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    const card = await api<{ closing: number; data: { number: string; kind: string }[] }>('GET', `/api/warehouse/stock/card?product=${ids['Semen Tiga Roda 50 kg']}&warehouse=${ids['Gudang Pusat']}`);
    // 25 opening − 8 moved + 3 − 3 of the deleted leftover.
    expect(card.closing).toBe(17);
    const verified = await api<{ ok: boolean }>('GET', '/api/warehouse/stock/verify');
    expect(verified.ok).toBe(true);
  });
});

describe('Kartu Stok on the warehouse menu', () => {
  it("picks a product by search and names a production order's entries by its product, never running into the next column", async () => {
    // A finished production order that used 2 × 3 sacks of Semen in Gudang Pusat.
    const production = new ProductionClient(e2e.server, admin);
    const plester = await callMultipart<{ data: { id: string } }>(
      e2e.server.url,
      'POST',
      '/api/warehouse/product/add',
      formParts({
        name: 'Plester Siap Pakai Dinding Interior Premium',
        code: 'PLS-01',
        price: 90000,
        stock: 0,
        category: ids['Bahan Bangunan'],
        variant: ids['Semen'],
        unit: ids['Zak'],
        division: ids['Logistik'],
        warehouse: ids['Gudang Pusat'],
        status: 'active',
      }),
      admin,
    );
    expect(plester.status).toBe(200);
    await production.setComposition(plester.body.data.id, [{ id: ids['Semen Tiga Roda 50 kg']!, qty: 2 }]);
    const order = await api<{ data: { id: string } }>('POST', '/api/production/dataproduction/add', {
      id_produk: plester.body.data.id,
      id_divisi: ids['Logistik'],
      qty: 3,
      imagerab: [await production.upload()],
    });
    const worker = await production.worker(ids['Logistik'] ?? null);
    await production.walk(order.data.id, worker.token, 'selesai', ids['Gudang Pusat']);

    await page.getByRole('link', { name: 'Kartu Stok' }).click();
    await expect.poll(() => page.locator('.stock-card-screen .bp6-non-ideal-state').innerText()).toContain('Pilih produk');
    await pickProduct(page, page.locator('#stock-card-product'), 'Semen Tiga Roda 50 kg');
    const lines = page.locator('.stock-card-screen .stock-card-table tbody tr');
    const used = lines.filter({ hasText: 'Dipakai produksi' });
    await expect.poll(() => used.count()).toBe(1);
    const doc = used.locator('td.stock-card-doc');
    expect(await doc.getAttribute('title')).toContain('Produksi · Plester Siap Pakai Dinding Interior Premium ×3');
    expect(await used.innerText()).not.toContain('production:');
    // Over every warehouse: 17 in Gudang Pusat and the 8 moved to Gudang Timur, less the 6 used.
    expect(await used.innerText()).toMatch(/Dipakai produksi\s+Gudang Pusat\s+6\s+19/);
    // The long name ends in an ellipsis inside its own column.
    const fits = await doc.evaluate((cell) => {
      const next = cell.nextElementSibling?.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return { ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden', clear: next !== undefined && cell.getBoundingClientRect().right <= next.left + 1 };
    });
    expect(fits).toEqual({ ellipsis: true, clear: true });
    await page.screenshot({ path: `${SHOTS}/stock-card-menu.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/stock-card-menu-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
