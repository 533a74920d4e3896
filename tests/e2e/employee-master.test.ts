import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, formCardOpened, openFormCard, recordRequests, toastTexts } from './support/page';

/**
 * The generic master screen (renderer/src/shell/master) on the Employee masters, in real Chromium
 * against the real server: division in depth, then jabatan and bank to show that the same screen
 * serves another definition. The division tests run in order on one signed-in page.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A new user with the Employee module, signed in, on `path`. */
const signedInPage = async (path: string): Promise<Page> => e2e.signedInPage(await e2e.makeUser(['/employee']), path);



/** 1 when the element has the focus, else 0. */
const focused = (locator: Locator) => locator.and(locator.page().locator(':focus')).count();
const rows = (page: Page) => page.locator('.erp-master-table tbody tr');
/** The first data column (Nama) of every row on the page. */
const names = (page: Page) => page.locator('.erp-master-table tbody tr td:nth-child(2)').allInnerTexts();
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
const info = (page: Page) => page.locator('.erp-master-info').innerText();
const formHeader = (page: Page) => page.locator('.erp-master-form-header');


describe('division (/employee/division)', () => {
  let page: Page;
  let adds: Request[];
  let lists: Request[];

  beforeAll(async () => {
    page = await signedInPage('/employee');
    adds = recordRequests(page, /\/api\/employee\/division\/add$/);
    lists = recordRequests(page, /\/api\/employee\/division\/all\?/);
  });

  it('/employee opens the division screen: collapsed form, empty table', async () => {
    await page.waitForURL(/\/employee\/division$/);
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Division');
    expect(await formHeader(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Nama').count()).toBe(0);
    const headers = await page.locator('.erp-master-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['NO.', 'Nama', 'Keterangan', 'Status Gaji', 'Lembur', 'Aksi']);
    expect(await page.getByPlaceholder('Cari division...').isVisible()).toBe(true);
    // The list asks for 5 rows, by name ascending.
    expect(lists[0]?.url()).toContain('per_page=5');
    expect(decodeURIComponent(lists[0]?.url() ?? '')).toContain('sort=name|asc');
  });

  it('asks for the required fields without calling the server', async () => {
    await openFormCard(formHeader(page));
    await expect.poll(() => page.getByLabel('Nama').isVisible()).toBe(true);
    await expect.poll(() => focused(page.getByLabel('Nama'))).toBe(1);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Nama wajib diisi').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Status Gaji wajib dipilih').isVisible()).toBe(true);
    expect(await page.getByLabel('Nama').getAttribute('aria-invalid')).toBe('true');
    expect(adds.length).toBe(0);
    // Typing clears that field's message.
    await page.getByLabel('Nama').fill('G');
    await expect.poll(() => page.getByText('Nama wajib diisi').count()).toBe(0);
  });

  it('creates a division: Proses... while saving, a green toast, the row, and the name field ready again', async () => {
    // Hold the server's answer a moment so the busy state can be seen.
    await page.route('**/api/employee/division/add', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel('Nama').fill('Gudang');
    await expect.poll(() => page.getByRole('option', { name: '-- Pilih Status Gaji --' }).count()).toBe(1);
    await page.getByLabel('Status Gaji').selectOption({ label: 'Harian' });
    await page.getByLabel('Keterangan').fill('Tim gudang pusat');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Proses...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Batal' }).isDisabled()).toBe(true);
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await page.unroute('**/api/employee/division/add');
    await expect.poll(() => rowOf(page, 'Gudang').innerText()).toContain('Harian');
    expect(await rowOf(page, 'Gudang').innerText()).toContain('Tim gudang pusat');
    // Lembur starts on the flat rate (overtime_rule 1) and is sent as shown.
    expect(JSON.parse(adds[0]?.postData() ?? '{}')).toEqual({ name: 'Gudang', description: 'Tim gudang pusat', salary: 3, overtime_rule: 1, status: 'active' });
    // The form stays open and empty, the name field focused for the next one.
    await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe('');
    await expect.poll(() => focused(page.getByLabel('Nama'))).toBe(1);
    expect(await page.getByLabel('Status Gaji').inputValue()).toBe('');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–1 dari 1 data');
  });

  it('refuses a duplicate name with a red toast and the server’s reason on the field', async () => {
    await dismissToasts(page);
    await page.getByLabel('Nama').fill('gudang');
    await page.getByLabel('Status Gaji').selectOption({ label: 'Bulanan' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    const failure = page.locator('.bp6-toast.bp6-intent-danger');
    await expect.poll(() => failure.innerText()).toContain('Gagal Simpan Data');
    expect(await failure.innerText()).toContain('sudah ada');
    await expect.poll(() => page.locator('.erp-master-form').innerText()).toContain('sudah ada');
    // What was typed stays, to be corrected.
    expect(await page.getByLabel('Nama').inputValue()).toBe('gudang');
    expect(await rows(page).count()).toBe(1);
  });

  it('adds six more (Enter submits) and pages them 5 at a time', async () => {
    await dismissToasts(page);
    const more = ['Finishing', 'Admin', 'Elektrik', 'Bengkel', 'Desain', 'Cat'];
    for (const [index, name] of more.entries()) {
      await page.getByLabel('Nama').fill(name);
      await page.getByLabel('Status Gaji').selectOption({ index: (index % 3) + 1 });
      await page.getByLabel('Nama').press('Enter');
      await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe('');
    }
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 7 data');
    expect(await names(page)).toEqual(['Admin', 'Bengkel', 'Cat', 'Desain', 'Elektrik']);
    const pager = page.getByRole('navigation', { name: 'Halaman' });
    expect(await pager.getByRole('button', { name: 'Halaman pertama' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => names(page)).toEqual(['Finishing', 'Gudang']);
    await expect.poll(() => info(page)).toBe('Menampilkan 6–7 dari 7 data');
    // NO. runs on across pages.
    expect(await page.locator('.erp-master-table tbody tr td:first-child').allInnerTexts()).toEqual(['6', '7']);
    expect(await pager.getByRole('button', { name: 'Halaman berikutnya' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Halaman terakhir' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Halaman sebelumnya' }).click();
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 7 data');
    await pager.getByRole('button', { name: 'Halaman terakhir' }).click();
    await expect.poll(() => info(page)).toBe('Menampilkan 6–7 dari 7 data');
  });

  it('searches after typing stops (300 ms), from page 1', async () => {
    const before = lists.length;
    await page.getByPlaceholder('Cari division...').pressSequentially('eng', { delay: 60 });
    await expect.poll(() => names(page)).toEqual(['Bengkel']);
    await expect.poll(() => info(page)).toBe('Menampilkan 1–1 dari 1 data');
    const searched = lists.slice(before).map((r) => new URL(r.url()).searchParams);
    // One call for the whole word, none per keystroke, and it starts at page 1.
    expect(searched.map((q) => q.get('filter'))).toEqual(['eng']);
    expect(searched[0]?.get('page')).toBe('1');

    await page.getByPlaceholder('Cari division...').fill('tidak ada yang cocok');
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    await page.getByPlaceholder('Cari division...').fill('');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 7 data');
  });

  it('sorts by Nama descending on a header click, and back', async () => {
    const header = page.locator('.erp-master-table thead th').filter({ hasText: /^Nama$/ });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    await expect.poll(() => names(page)).toEqual(['Gudang', 'Finishing', 'Elektrik', 'Desain', 'Cat']);
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(decodeURIComponent(lists.at(-1)?.url() ?? '')).toContain('sort=name|desc');
    await header.getByRole('button').click();
    await expect.poll(() => names(page)).toEqual(['Admin', 'Bengkel', 'Cat', 'Desain', 'Elektrik']);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('edits a row: the card switches to edit with the row’s values, saves, and collapses', async () => {
    await dismissToasts(page);
    await rowOf(page, 'Cat').getByRole('button', { name: 'Edit' }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => formHeader(page).innerText()).toContain('Edit Division');
    expect(await page.getByLabel('Nama').inputValue()).toBe('Cat');
    // 'Cat' was the sixth added: index 5 → option 3 (Harian).
    expect(await page.getByLabel('Status Gaji').inputValue()).toBe('3');
    await page.getByLabel('Nama').fill('Cat & Dempul');
    await page.getByLabel('Status Gaji').selectOption({ label: 'Mingguan' });
    await page.getByLabel('Keterangan').fill('Pengecatan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => rowOf(page, 'Cat & Dempul').innerText()).toContain('Mingguan');
    expect(await rowOf(page, 'Cat & Dempul').innerText()).toContain('Pengecatan');
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
    expect(await formHeader(page).innerText()).toBe('Tambah Division');
    expect(await info(page)).toBe('Menampilkan 1–5 dari 7 data');
  });

  it('Escape leaves an edit without saving', async () => {
    await rowOf(page, 'Admin').getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe('Admin');
    await page.getByLabel('Nama').fill('Administrasi');
    await page.getByLabel('Nama').press('Escape');
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
    expect(await formHeader(page).innerText()).toBe('Tambah Division');
    expect(await names(page)).toContain('Admin');
    // Opening the form again starts a new, empty division.
    await openFormCard(formHeader(page));
    await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('deletes after the confirm: Batal keeps the row, YA, HAPUS! removes it', async () => {
    await dismissToasts(page);
    await rowOf(page, 'Admin').getByRole('button', { name: 'Hapus' }).click();
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => alert.innerText()).toContain('KONFIRMASI HAPUS');
    expect(await alert.innerText()).toContain('Apakah anda yakin, ingin menghapus data ini?');
    await alert.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => page.locator('.bp6-alert').count()).toBe(0);
    expect(await names(page)).toContain('Admin');

    await rowOf(page, 'Admin').getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' });
    expect(await confirm.getAttribute('class')).toContain('bp6-intent-danger');
    await confirm.click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => names(page)).toEqual(['Bengkel', 'Cat & Dempul', 'Desain', 'Elektrik', 'Finishing']);
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
  });

  it('goes back a page when a delete empties the last one', async () => {
    await dismissToasts(page);
    await page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => names(page)).toEqual(['Gudang']);
    await rowOf(page, 'Gudang').getByRole('button', { name: 'Hapus' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 5 data');
    expect(await page.getByRole('navigation', { name: 'Halaman' }).count()).toBe(0);
  });
});

describe('the same screen for other resources', () => {
  it('jabatan: its own title, fields and columns; adds a position', async () => {
    const page = await signedInPage('/employee/jabatan');
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Jabatan');
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    const headers = await page.locator('.erp-master-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['NO.', 'Nama Jabatan', 'Keterangan', 'Aksi']);
    expect(await page.locator('.erp-sidebar-item-active').innerText()).toBe('Jabatan');

    await openFormCard(formHeader(page));
    expect(await page.getByLabel('Status Gaji').count()).toBe(0);
    await page.getByLabel('Nama').fill('Mandor');
    await page.getByLabel('Keterangan').fill('Pengawas lapangan');
    await page.getByLabel('Nama').press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await expect.poll(() => names(page)).toEqual(['Mandor']);

    // Moving to another master starts clean: the form typed into here does not follow.
    await page.getByLabel('Nama').fill('setengah jadi');
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Bank' }).click();
    await page.waitForURL(/\/employee\/bank$/);
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Bank');
    expect(await formHeader(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('bank: a failed list shows the error state, and Coba Lagi loads it', async () => {
    const page = await signedInPage('/home');
    let failing = true;
    await page.route('**/api/employee/bank/all*', async (route) => {
      if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server' } }) });
      else await route.continue();
    });
    await page.goto('/employee/bank');
    await expect.poll(() => page.getByText('Data tidak dapat dimuat').isVisible()).toBe(true);
    expect(await page.locator('.erp-master-table').innerText()).toContain('Terjadi kesalahan pada server');
    failing = false;
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
  });
});
