import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, callOk } from '../support/server';
import { callMultipart, formParts } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, formCardOpened, openFormCard, toastTexts } from './support/page';

/**
 * The Warehouse module's shell and master screens (renderer/src/warehouse/routes.tsx) in real
 * Chromium against the real server: the seed's sidebar with its groups and greyed stock-flow
 * entries, Kategori, Jenis and Satuan on the generic master screen, the Warehouse master with its
 * automatic code, and the 409 of a warehouse still used by a product shown in the red toast.
 */
let e2e: E2E;
let admin: string;
beforeAll(async () => {
  e2e = await startE2E();
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await e2e?.close();
});

/** A call the test relies on, as the admin. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

/** A new user with only the Warehouse module, signed in, on `path`. */
const signedInPage = async (path: string): Promise<Page> => e2e.signedInPage(await e2e.makeUser(['/warehouse']), path);



const focused = (locator: Locator) => locator.and(locator.page().locator(':focus')).count();
const rows = (page: Page) => page.locator('.erp-master-table tbody tr');
const names = (page: Page) => page.locator('.erp-master-table tbody tr td:nth-child(2)').allInnerTexts();
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
const formHeader = (page: Page) => page.locator('.erp-master-form-header');
const headers = async (page: Page) => (await page.locator('.erp-master-table thead th').allInnerTexts()).map((h) => h.trim());

describe('the Warehouse sidebar', () => {
  it('/warehouse opens the overview; the seed’s groups in order, every screen live', async () => {
    const page = await signedInPage('/warehouse');
    await page.waitForURL(/\/warehouse\/overview$/);
    const sidebar = page.locator('.erp-sidebar');
    await expect.poll(() => sidebar.locator('.erp-sidebar-heading').allInnerTexts()).toEqual(['PRODUK', 'BARANG DATANG', 'BARANG KELUAR', 'OPERATOR', 'SETTINGS']);
    // The headings are CSS upper case; their text is the seed's.
    expect(await sidebar.locator('.erp-sidebar-heading').allTextContents()).toEqual(['Produk', 'Barang Datang', 'Barang Keluar', 'Operator', 'Settings']);
    expect(await sidebar.locator('.erp-sidebar-item').first().innerText()).toBe('WareHouse');
    const group = (name: string) => sidebar.getByRole('group', { name });
    // Kartu Stok has its own entry after Produk (issue 27 §5), beyond the seed's list.
    expect(await group('Produk').getByRole('link').allInnerTexts()).toEqual(['Kategori', 'Jenis', 'Satuan', 'Produk', 'Kartu Stok']);
    expect(await group('Barang Datang').getByRole('link').allInnerTexts()).toEqual(['Barang Datang', 'Riwayat']);
    expect(await group('Barang Keluar').getByRole('link').allInnerTexts()).toEqual(['Barang Keluar', 'Riwayat Barang Keluar', 'Barang Proyek']);
    expect(await group('Operator').getByRole('link').allInnerTexts()).toEqual(['Stock Opname', 'Stock Move', 'Barang Sisa Office', 'Barang Sisa Proyek']);
    expect(await group('Settings').getByRole('link').allInnerTexts()).toEqual(['Warehouse']);
    expect(await sidebar.locator('.erp-sidebar-item-active').innerText()).toBe('Overview');

    // Every screen is live now, Barang Proyek (the project release of issue 14) too: nothing greyed.
    expect(await sidebar.locator('.erp-sidebar-item-disabled').count()).toBe(0);
  });

  it('the Warehouse card on home is open for a granted user', async () => {
    const page = await signedInPage('/home');
    const card = page.locator('.erp-module-card').filter({ hasText: 'Warehouse' });
    await expect.poll(() => card.getAttribute('class')).not.toContain('erp-module-card-locked');
    await card.click();
    await page.waitForURL(/\/warehouse\/overview$/);
  });
});

/** Kategori, Jenis and Satuan: the same screen, each with the seed's titles and placeholder. */
const MASTERS = [
  { path: 'products/category', menu: 'Kategori', title: 'Tambah Kategori', edit: 'Edit Kategori', column: 'Nama Kategori', placeholder: 'Cari data kategori...', list: /\/api\/warehouse\/category\/\?/ },
  { path: 'products/variant', menu: 'Jenis', title: 'Tambah Jenis', edit: 'Edit Jenis', column: 'Nama Jenis', placeholder: 'Cari data jenis...', list: /\/api\/warehouse\/variant\/all\?/ },
  { path: 'products/unit', menu: 'Satuan', title: 'Tambah Satuan', edit: 'Edit Satuan', column: 'Nama Satuan', placeholder: 'Cari data satuan...', list: /\/api\/warehouse\/unit\/all\?/ },
] as const;

describe.each(MASTERS)('$menu (/warehouse/$path)', (master) => {
  let page: Page;
  const lists: string[] = [];

  beforeAll(async () => {
    page = await signedInPage('/warehouse/overview');
    page.on('request', (request) => {
      if (master.list.test(request.url())) lists.push(request.url());
    });
    await page.locator('.erp-sidebar').getByRole('link', { name: master.menu, exact: true }).click();
    await page.waitForURL(new RegExp(`/warehouse/${master.path}$`));
  });

  it('shows its title, columns and search box, and asks the seed’s call for 5 rows by name', async () => {
    await expect.poll(() => formHeader(page).innerText()).toBe(master.title);
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    expect(await headers(page)).toEqual(['NO.', master.column, 'Keterangan', 'Aksi']);
    expect(await page.getByPlaceholder(master.placeholder).isVisible()).toBe(true);
    expect(lists[0]).toContain('per_page=5');
    expect(decodeURIComponent(lists[0] ?? '')).toContain('sort=name|asc');
  });

  it('adds three in a row: a green toast each time and the name field ready again', async () => {
    await openFormCard(formHeader(page));
    for (const [name, description] of [
      ['Pipa', 'Pipa PVC dan besi'],
      ['Kabel', ''],
      ['Panel Surya', 'Solar cell'],
    ]) {
      await page.getByLabel('Nama').fill(name ?? '');
      await page.getByLabel('Keterangan').fill(description ?? '');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
      await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe('');
      await expect.poll(() => focused(page.getByLabel('Nama'))).toBe(1);
      await dismissToasts(page);
    }
    await expect.poll(() => names(page)).toEqual(['Kabel', 'Panel Surya', 'Pipa']);
    expect(await rowOf(page, 'Pipa').innerText()).toContain('Pipa PVC dan besi');
  });

  it('refuses a duplicate name (any letter case) with the server’s reason', async () => {
    await page.getByLabel('Nama').fill('KABEL');
    await page.getByLabel('Nama').press('Enter');
    const failure = page.locator('.bp6-toast.bp6-intent-danger');
    await expect.poll(() => failure.innerText()).toContain('Gagal Simpan Data');
    expect(await failure.innerText()).toContain('sudah ada');
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Batal' }).click();
  });

  it('searches by name', async () => {
    await page.getByPlaceholder(master.placeholder).fill('surya');
    await expect.poll(() => names(page)).toEqual(['Panel Surya']);
    await page.getByPlaceholder(master.placeholder).fill('');
    await expect.poll(() => names(page)).toEqual(['Kabel', 'Panel Surya', 'Pipa']);
  });

  it('edits a row and collapses the form', async () => {
    await rowOf(page, 'Kabel').getByRole('button', { name: 'Edit' }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => formHeader(page).innerText()).toContain(master.edit);
    expect(await page.getByLabel('Nama').inputValue()).toBe('Kabel');
    await page.getByLabel('Nama').fill('Kabel Listrik');
    await page.getByLabel('Keterangan').fill('NYM dan NYY');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => rowOf(page, 'Kabel Listrik').innerText()).toContain('NYM dan NYY');
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
    await dismissToasts(page);
  });

  it('deletes a row after the confirm', async () => {
    await rowOf(page, 'Pipa').getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(() => page.locator('.bp6-alert').innerText()).toContain('KONFIRMASI HAPUS');
    await page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => names(page)).toEqual(['Kabel Listrik', 'Panel Surya']);
  });
});

interface WarehouseRow {
  id: string;
  code: string;
  name: string;
  address: string;
}

describe('Warehouse (/warehouse/setting/warehouse)', () => {
  let page: Page;
  const warehouses = async () => (await api<{ data: WarehouseRow[] }>('GET', '/api/warehouse/warehouse/all?show=all')).data;

  beforeAll(async () => {
    page = await signedInPage('/warehouse/setting/warehouse');
  });

  it('has Kode (optional, with the automatic-number hint), Nama and Alamat; the table shows Nama and Alamat', async () => {
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Warehouse');
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    expect(await headers(page)).toEqual(['NO.', 'Nama', 'Alamat', 'Aksi']);
    expect(await page.getByPlaceholder('Cari data warehouse...').isVisible()).toBe(true);
    await openFormCard(formHeader(page));
    await expect.poll(() => page.getByLabel('Kode').isVisible()).toBe(true);
    const labels = await page.locator('.erp-master-form label.bp6-label').allInnerTexts();
    expect(labels.map((l) => l.replace(/\s+/g, ' ').trim())).toEqual(['Kode', 'Nama *', 'Alamat']);
    expect(await page.locator('.erp-master-form').innerText()).toContain('Boleh dikosongkan: kode diisi nomor otomatis.');
    expect(await page.getByLabel('Kode').getAttribute('aria-required')).toBeNull();
  });

  it('a blank code gets the next number (GD-0001, issue 24); a typed one is kept', async () => {
    await page.getByLabel('Nama').fill('Gudang Pusat');
    await page.getByLabel('Alamat').fill('Jl. Raya Bekasi Km 21, Cakung');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await expect.poll(() => rowOf(page, 'Gudang Pusat').innerText()).toContain('Jl. Raya Bekasi Km 21, Cakung');
    // Back to the first field (Kode) for the next one.
    await expect.poll(() => focused(page.getByLabel('Kode'))).toBe(1);
    await dismissToasts(page);

    await page.getByLabel('Kode').fill('GD-PRY');
    await page.getByLabel('Nama').fill('Gudang Proyek');
    await page.getByLabel('Alamat').fill('Karawang');
    await page.getByLabel('Nama').press('Enter');
    await expect.poll(() => names(page)).toEqual(['Gudang Proyek', 'Gudang Pusat']);
    await dismissToasts(page);

    const saved = await warehouses();
    const pusat = saved.find((w) => w.name === 'Gudang Pusat');
    expect(pusat?.code).toMatch(/^GD-\d{4,}$/);
    expect(saved.find((w) => w.name === 'Gudang Proyek')?.code).toBe('GD-PRY');
    // The code is not a column.
    expect(await rowOf(page, 'Gudang Proyek').innerText()).not.toContain('GD-PRY');
  });

  it('edits a warehouse: its code comes back into the form', async () => {
    await rowOf(page, 'Gudang Proyek').getByRole('button', { name: 'Edit' }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => formHeader(page).innerText()).toContain('Edit Warehouse');
    expect(await page.getByLabel('Kode').inputValue()).toBe('GD-PRY');
    await page.getByLabel('Alamat').fill('Jl. Interchange Karawang Barat');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => rowOf(page, 'Gudang Proyek').innerText()).toContain('Jl. Interchange Karawang Barat');
    expect((await warehouses()).find((w) => w.name === 'Gudang Proyek')?.code).toBe('GD-PRY');
    await dismissToasts(page);
  });

  it('searches by name and address', async () => {
    await page.getByPlaceholder('Cari data warehouse...').fill('cakung');
    await expect.poll(() => names(page)).toEqual(['Gudang Pusat']);
    await page.getByPlaceholder('Cari data warehouse...').fill('');
    await expect.poll(() => names(page)).toEqual(['Gudang Proyek', 'Gudang Pusat']);
  });

  it('deletes an unused warehouse', async () => {
    await openFormCard(formHeader(page));
    await page.getByLabel('Nama').fill('Gudang Sementara');
    await page.getByLabel('Nama').press('Enter');
    await expect.poll(() => names(page)).toEqual(['Gudang Proyek', 'Gudang Pusat', 'Gudang Sementara']);
    await page.getByRole('button', { name: 'Batal' }).click();
    await dismissToasts(page);
    await rowOf(page, 'Gudang Sementara').getByRole('button', { name: 'Hapus' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => names(page)).toEqual(['Gudang Proyek', 'Gudang Pusat']);
    await dismissToasts(page);
  });

  it('refuses to delete a warehouse an active product is kept in: the red toast says why, the row stays', async () => {
    // A product kept in Gudang Pusat, made through the product call with the masters it needs.
    const pusat = (await warehouses()).find((w) => w.name === 'Gudang Pusat');
    const category = (await api<{ data: { id: string } }>('POST', '/api/warehouse/category/add', { name: 'Semen', description: '' })).data;
    const variant = (await api<{ data: { id: string } }>('POST', '/api/warehouse/variant/add', { name: 'Curah', description: '' })).data;
    const unit = (await api<{ data: { id: string } }>('POST', '/api/warehouse/unit/add', { name: 'Sak', description: '' })).data;
    const division = (await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Gudang', description: '', salary: 1 })).data;
    const product = await callMultipart(
      e2e.server.url,
      'POST',
      '/api/warehouse/product/add',
      formParts({ name: 'Semen Gresik 50 kg', code: 'SG-50', price: 65000, stock: 12, category: category.id, variant: variant.id, unit: unit.id, division: division.id, warehouse: pusat?.id ?? '' }),
      admin,
    );
    expect(product.status).toBe(200);

    await rowOf(page, 'Gudang Pusat').getByRole('button', { name: 'Hapus' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' }).click();
    const failure = page.locator('.bp6-toast.bp6-intent-danger');
    await expect.poll(() => failure.innerText()).toContain('Gagal Hapus Data');
    expect(await failure.innerText()).toContain('Warehouse masih dipakai oleh produk aktif, tidak bisa dihapus');
    await expect.poll(() => page.locator('.bp6-alert').count()).toBe(0);
    expect(await names(page)).toEqual(['Gudang Proyek', 'Gudang Pusat']);
    expect((await warehouses()).map((w) => w.name)).toContain('Gudang Pusat');
  });
});
