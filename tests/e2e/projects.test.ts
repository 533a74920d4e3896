import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/format';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import { ADMIN, login } from '../support/server';
import { ProjectClient, type ProjectFixture } from '../support/project';
import type { ProductRow } from '../support/warehouse';
import { startE2E, type E2E, type TestUser } from './support/browser';
import { dismissToasts, openFormCard, toastTexts } from './support/page';

/**
 * 'Tambah Project' and the warehouse's 'Barang Proyek' in real Chromium (issue 14 section 2): a
 * project made from a survey posted the phone's way ('Lengkapi Data Anda !!', 'Stock Barang Kosong
 * !!', qty from stock, rows never below one), 'Konfirmasi' making the request, then an admin and a
 * guard in two browser contexts confirming it; a short product refused in the dialog with the
 * server's words; the stock falling once both confirmed.
 */
const SHOTS = '/tmp/shots';

let e2e: E2E;
let p: ProjectClient;
let fixture: ProjectFixture;
let emptyProduct: ProductRow;
let office: TestUser;
let adminUser: TestUser;
let satpamUser: TestUser;
let viewer: TestUser;
let projectName: string;
const today = () => formatDate(new Date(), 'DD MMM YYYY', REPORT_TIME_ZONE);

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  p = new ProjectClient(e2e.server, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  fixture = await p.fixture([10, 5]);
  emptyProduct = await p.addProduct(fixture.picks, { name: `Bahan ${fixture.tag} Kosong`, stock: 0 });
  projectName = fixture.survey.project_name;
  // The project screen's pickers read employees and products: the office account opens those too.
  office = await e2e.makeUser(['/survey', '/employee', '/warehouse']);
  adminUser = await e2e.makeUser(['/warehouse'], 'admin');
  satpamUser = await e2e.makeUser(['/warehouse'], 'satpam');
  viewer = await e2e.makeUser(['/warehouse']);
});
afterAll(async () => {
  await e2e?.close();
});

const formHeader = (page: Page) => page.locator('.erp-master-form-header');
const projectRows = (page: Page) => page.locator('table[aria-label="Daftar project"] tbody tr');
const productRows = (page: Page) => page.locator('table[aria-label="Barang"] tbody tr');
const releaseRows = (page: Page) => page.locator('table[aria-label="Permintaan barang keluar project"] tbody tr');
const notice = (page: Page) => page.locator('.bp6-alert');
/** A screenshot once the alert or dialog has finished sliding in. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Types into a row's product search and picks the option with this name. */
async function pickProduct(page: Page, row: number, name: string) {
  const input = page.getByLabel(`Produk baris ${row}`);
  await input.click();
  await input.pressSequentially(name.split(' ').slice(-2).join(' '));
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect.poll(() => option.isVisible()).toBe(true);
  await option.click();
}

describe('Tambah Project', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.signedInPage(office, '/survey/project');
  });

  it('is live in the Survey sidebar and lists no project yet', async () => {
    const link = page.locator('.erp-sidebar').getByRole('link', { name: 'Tambah Project' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await page.locator('.erp-sidebar .erp-sidebar-item-disabled').count()).toBe(0);
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Project');
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    const headers = await page.locator('table[aria-label="Daftar project"] thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['NO.', 'Nama Proyek', 'Pelaksana', 'Tanggal Keluar', 'Tujuan', 'Status', 'Aksi']);
    await page.screenshot({ path: `${SHOTS}/project-empty.png` });
  });

  it("asks for survey, executor and notes ('Lengkapi Data Anda !!' under each); the exit date is today; one product row at least", async () => {
    await openFormCard(formHeader(page));
    await expect.poll(() => page.getByLabel('Project (Survey)').isVisible()).toBe(true);
    expect(await page.locator('.project-access-note').count()).toBe(0);
    expect(await page.getByLabel('Tanggal Keluar').inputValue()).toBe(formatDate(new Date(), 'DD/MM/YYYY', REPORT_TIME_ZONE));
    // Removing the only row leaves one empty row.
    await expect.poll(() => productRows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Hapus barang baris 1' }).click();
    expect(await productRows(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Simpan' }).click();
    // Said under the fields with the focus on the first, no alert on top (issue 27 §2).
    await expect.poll(() => page.getByText('Lengkapi Data Anda !!', { exact: true }).count()).toBeGreaterThan(1);
    await shot(page, 'project-incomplete');
    expect(await notice(page).count()).toBe(0);
    expect(await page.getByLabel('Project (Survey)').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByLabel('Project (Survey)').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("fills the form: survey, executor by name, notes; a product without stock is refused ('Stock Barang Kosong !!'), the others take their stock as qty", async () => {
    await page.getByLabel('Project (Survey)').selectOption({ label: `${projectName} (20/11/2026)` });
    const executor = page.getByLabel('Pelaksana');
    await executor.click();
    await executor.pressSequentially('Budi');
    const option = page.getByRole('option', { name: /Budi Santoso/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    await option.click();
    await expect.poll(() => executor.inputValue()).toBe('Budi Santoso');
    await page.getByLabel('Keterangan').fill('Pemasangan pipa jalur utara');

    await pickProduct(page, 1, emptyProduct.name);
    await expect.poll(() => notice(page).innerText()).toContain('Stock Barang Kosong !!');
    await shot(page, 'project-stock-empty');
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(await page.getByLabel('Jumlah baris 1').inputValue()).toBe('');

    const [first, second] = fixture.products;
    if (!first || !second) throw new Error('fixture products');
    await page.getByLabel('Produk baris 1').fill('');
    await pickProduct(page, 1, first.name);
    await expect.poll(() => page.getByLabel('Jumlah baris 1').inputValue()).toBe('10');
    await page.getByLabel('Jumlah baris 1').fill('4');
    await page.getByRole('button', { name: 'Tambah Barang' }).click();
    await pickProduct(page, 2, second.name);
    await expect.poll(() => page.getByLabel('Jumlah baris 2').inputValue()).toBe('5');
    await page.getByLabel('Jumlah baris 2').fill('2');
    await page.getByRole('button', { name: 'Tambah Barang' }).click();
    await expect.poll(() => productRows(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Hapus barang baris 3' }).click();
    await expect.poll(() => productRows(page).count()).toBe(2);
    expect(await productRows(page).nth(0).innerText()).toContain('10');
    await page.screenshot({ path: `${SHOTS}/project-form.png` });
  });

  it('saves the project: a green toast, the row with executor, date, purpose and status', async () => {
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    // The list refetches after the toast: until then its one row is the empty state's.
    await expect.poll(() => projectRows(page).nth(0).innerText()).toContain(projectName);
    expect(await projectRows(page).count()).toBe(1);
    const cells = await projectRows(page).nth(0).locator('td').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['1', projectName, 'Budi Santoso', today(), 'Pemasangan pipa jalur utara', 'Belum dikonfirmasi']);
    const saved = (await p.projects()).data[0];
    expect(saved?.kebutuhan.map((k) => [k.produk.name, k.qty])).toEqual([
      [fixture.products[0]?.name, 4],
      [fixture.products[1]?.name, 2],
    ]);
  });

  it('edits it: the form shows the saved values, the new notes are saved', async () => {
    await dismissToasts(page);
    await projectRows(page).nth(0).getByRole('button', { name: `Edit ${projectName}` }).click();
    await expect.poll(() => formHeader(page).innerText()).toContain('Edit Project');
    expect(await page.getByLabel('Pelaksana').inputValue()).toBe('Budi Santoso');
    expect(await page.getByLabel('Jumlah baris 2').inputValue()).toBe('2');
    await page.getByLabel('Keterangan').fill('Pemasangan pipa jalur utara dan timur');
    await page.screenshot({ path: `${SHOTS}/project-edit.png` });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => projectRows(page).nth(0).innerText()).toContain('Pemasangan pipa jalur utara dan timur');
  });

  it("'Konfirmasi' makes the request: 'Berhasil Konfirmasi Project Data', waiting for Admin and Satpam, no second Konfirmasi", async () => {
    await dismissToasts(page);
    await projectRows(page).nth(0).getByRole('button', { name: `Konfirmasi ${projectName}` }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Konfirmasi Project Data');
    await expect.poll(() => projectRows(page).nth(0).innerText()).toContain('Tunggu konfirmasi Admin');
    expect(await projectRows(page).nth(0).innerText()).toContain('Tunggu konfirmasi Satpam');
    expect(await projectRows(page).nth(0).getByRole('button', { name: `Konfirmasi ${projectName}` }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/project-requested.png` });
  });
});

describe('a Survey-only account', () => {
  it('fills the pickers without Employee or Warehouse access: executors from Survey, products with their stock', async () => {
    const surveyOnly = await e2e.makeUser(['/survey']);
    const page = await e2e.signedInPage(surveyOnly, '/survey/project');
    await openFormCard(formHeader(page));
    const executor = page.getByLabel('Pelaksana');
    await executor.click();
    await executor.pressSequentially('Budi');
    const option = page.getByRole('option', { name: /Budi Santoso/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    await option.click();
    await expect.poll(() => executor.inputValue()).toBe('Budi Santoso');
    const product = fixture.products[0];
    if (!product) throw new Error('fixture products');
    await pickProduct(page, 1, product.name);
    await expect.poll(() => page.getByLabel('Jumlah baris 1').inputValue()).toBe(String(product.stock));
    await shot(page, 'project-survey-only');
  });
});

describe('Barang Proyek: an admin and a guard confirm in two browser contexts', () => {
  let adminPage: Page;
  let satpamPage: Page;

  beforeAll(async () => {
    adminPage = await e2e.signedInPage(adminUser, '/warehouse/products/project');
    satpamPage = await e2e.signedInPage(satpamUser, '/warehouse/products/project');
  });

  it('an account that is neither admin nor guard sees the request, no button, and why', async () => {
    const page = await e2e.signedInPage(viewer, '/warehouse/products/project');
    await expect.poll(() => releaseRows(page).count()).toBe(1);
    expect(await releaseRows(page).nth(0).innerText()).toContain(projectName);
    expect(await releaseRows(page).nth(0).getByRole('button').count()).toBe(0);
    expect(await page.locator('.bp6-callout').innerText()).toContain('hanya untuk akun ber-role Admin (tipe ADM) atau Satpam (tipe SPM). Akun anda ber-role User');
    await page.screenshot({ path: `${SHOTS}/release-viewer.png` });
  });

  it("the admin opens 'Kirim Project', must pick the warehouse, and confirms as Admin", async () => {
    await expect.poll(() => releaseRows(adminPage).count()).toBe(1);
    const cells = await releaseRows(adminPage).nth(0).locator('td').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['1', projectName, 'Budi Santoso', today(), 'Pemasangan pipa jalur utara dan timur', 'Tunggu konfirmasi Admin\nTunggu konfirmasi Satpam']);
    await releaseRows(adminPage).nth(0).getByRole('button', { name: `Konfirmasi ${projectName}` }).click();
    const dialog = adminPage.locator('.release-dialog');
    await expect.poll(() => dialog.locator('.bp6-dialog-header').innerText()).toContain('Kirim Project');
    const facts = await dialog.locator('.release-facts').innerText();
    expect(facts).toContain(projectName);
    expect(facts).toContain('Budi Santoso');
    expect(facts).toMatch(/KP-\d{4}-\d{6}/);
    const flow = dialog.locator('table[aria-label="List Alur"] tbody tr');
    expect(await flow.allInnerTexts()).toEqual([expect.stringContaining(fixture.products[0]?.name ?? '?'), expect.stringContaining(fixture.products[1]?.name ?? '?')]);
    expect(await flow.nth(0).locator('td').nth(2).innerText()).toMatch(/^4 /);
    await dialog.getByRole('button', { name: 'Konfirmasi sebagai Admin' }).click();
    await expect.poll(() => dialog.getByText('Warehouse wajib dipilih').isVisible()).toBe(true);
    await dialog.getByLabel('Warehouse').selectOption({ label: `Gudang ${fixture.tag}` });
    await shot(adminPage, 'release-dialog-admin');
    await dialog.getByRole('button', { name: 'Konfirmasi sebagai Admin' }).click();
    await expect.poll(() => toastTexts(adminPage)).toContain('Berhasil Konfirmasi Project Data');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => releaseRows(adminPage).nth(0).innerText()).not.toContain('Tunggu konfirmasi Admin');
    expect(await releaseRows(adminPage).nth(0).innerText()).toContain('Tunggu konfirmasi Satpam');
    expect(await releaseRows(adminPage).nth(0).getByRole('button', { name: `Konfirmasi ${projectName}` }).isDisabled()).toBe(true);
    await adminPage.screenshot({ path: `${SHOTS}/release-after-admin.png` });
  });

  it('the guard sees the warehouse fixed; a short product refuses the release in the dialog, nothing leaves', async () => {
    // Another project takes 8 of the first product out meanwhile: 2 are left where 4 are needed.
    const [first] = fixture.products;
    if (!first) throw new Error('fixture products');
    const other = await p.addProject(p.projectInput(fixture, [8, 1], { kebutuhan: [{ idproduk: first.id, qty: 8 }] }));
    const request = await p.request(other.id);
    const { admin, satpam } = await p.confirmers();
    await p.confirm(admin, request.id, 'ADM', fixture.warehouse);
    await p.confirm(satpam, request.id, 'SPM');
    expect(await p.balance(first.id, fixture.warehouse)).toBe(2);

    await satpamPage.reload();
    await expect.poll(() => releaseRows(satpamPage).count()).toBe(1);
    await releaseRows(satpamPage).nth(0).getByRole('button', { name: `Konfirmasi ${projectName}` }).click();
    const dialog = satpamPage.locator('.release-dialog');
    await expect.poll(() => dialog.getByLabel('Warehouse').inputValue()).toBe(`Gudang ${fixture.tag}`);
    expect(await dialog.getByLabel('Warehouse').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.locator('.release-facts').innerText()).toContain(adminUser.name);
    await dialog.getByRole('button', { name: 'Konfirmasi sebagai Satpam' }).click();
    const refusal = dialog.getByRole('alert');
    await expect.poll(() => refusal.innerText()).toContain(first.name);
    await expect.poll(() => toastTexts(satpamPage)).toContain('Gagal Konfirmasi Project Data');
    await shot(satpamPage, 'release-dialog-short');
    expect(await p.balance(first.id, fixture.warehouse)).toBe(2);

    // The other project's leftovers come back: enough again.
    const returned = await p.api('POST', `/api/survey/proyek/barangsisa/${other.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: first.id, qty: 8 }], keterangan: '' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(await p.balance(first.id, fixture.warehouse)).toBe(10);
  });

  it('the guard confirms: the goods leave (stock 10 → 6, 5 → 3), the request leaves the waiting list', async () => {
    await dismissToasts(satpamPage);
    const dialog = satpamPage.locator('.release-dialog');
    await dialog.getByRole('button', { name: 'Konfirmasi sebagai Satpam' }).click();
    await expect.poll(() => toastTexts(satpamPage)).toContain('Berhasil Konfirmasi Project Data');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => satpamPage.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    await satpamPage.screenshot({ path: `${SHOTS}/release-empty.png` });
    const [first, second] = fixture.products;
    if (!first || !second) throw new Error('fixture products');
    expect(await p.balance(first.id, fixture.warehouse)).toBe(6);
    expect(await p.balance(second.id, fixture.warehouse)).toBe(3);
    await p.expectStockClean();

    // The admin's product list shows the lower stock.
    await adminPage.goto('/warehouse/product');
    await adminPage.getByLabel('Cari nama produk').fill(fixture.tag);
    const products = adminPage.locator('.erp-master-table tbody tr').filter({ hasText: `Bahan ${fixture.tag}` });
    await expect.poll(() => products.count()).toBe(3);
    const stockOf = async (name: string) => (await products.filter({ hasText: name }).locator('td').nth(6).innerText()).trim();
    await expect.poll(() => stockOf(first.name)).toMatch(/^6\b/);
    expect(await stockOf(second.name)).toMatch(/^3\b/);
    await adminPage.screenshot({ path: `${SHOTS}/release-product-stock.png` });
  });

  it('the project screen shows the release number; edit and delete are locked', async () => {
    const page = await e2e.signedInPage(office, '/survey/project');
    await page.getByPlaceholder('Cari project...').fill('jalur utara dan timur');
    await expect.poll(() => projectRows(page).count()).toBe(1);
    await expect.poll(() => projectRows(page).nth(0).innerText()).toMatch(/Barang keluar KP-\d{4}-\d{6}/);
    expect(await projectRows(page).nth(0).getByRole('button', { name: `Edit ${projectName}` }).isDisabled()).toBe(true);
    expect(await projectRows(page).nth(0).getByRole('button', { name: `Hapus ${projectName}` }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/project-released.png` });
  });

  it('both lists show a failed load with its reason and a retry', async () => {
    const failing = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server' } }) };
    for (const [user, path, list, shotName] of [
      [office, '/survey/project', '**/api/survey/proyek/all?**', 'project-error'],
      [adminUser, '/warehouse/products/project', '**/api/warehouse/barangkeluar/all?**', 'release-error'],
    ] as const) {
      const { page } = await e2e.newPage();
      let fail = true;
      await page.route(list, async (route) => (fail ? route.fulfill(failing) : route.continue()));
      await e2e.signIn(page, user.email, user.password);
      await page.waitForURL(/\/home$/);
      await page.goto(path);
      await expect.poll(() => page.getByText('Data tidak dapat dimuat').isVisible()).toBe(true);
      expect(await page.locator('.erp-master-table tbody').innerText()).toContain('Terjadi kesalahan pada server');
      await page.screenshot({ path: `${SHOTS}/${shotName}.png` });
      fail = false;
      await page.getByRole('button', { name: 'Coba Lagi' }).click();
      await expect.poll(() => page.getByText('Data tidak dapat dimuat').count()).toBe(0);
    }
  });

  it('deletes a project not yet released after the confirm', async () => {
    const extra = await p.addProject(p.projectInput(fixture, [1, 1], { desc: 'Project cadangan untuk dihapus' }));
    const page = await e2e.signedInPage(office, '/survey/project');
    await page.getByPlaceholder('Cari project...').fill('cadangan');
    await expect.poll(() => projectRows(page).count()).toBe(1);
    await projectRows(page).nth(0).getByRole('button', { name: `Hapus ${extra.nama_proyek}` }).click();
    await expect.poll(() => notice(page).innerText()).toContain('KONFIRMASI HAPUS');
    await shot(page, 'project-delete-confirm');
    await notice(page).getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
  });
});
