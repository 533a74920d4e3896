import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, callOk } from '../support/server';
import { gradientPng } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, formCardOpened, openFormCard, recordRequests, toastTexts } from './support/page';

/**
 * The Karyawan screen (renderer/src/employee/karyawan) in real Chromium against the real server:
 * the form with its photo, validation and the seed's alerts, the paged, searchable table, edit and
 * delete, the incentive and deduction modals, 'Detail Informasi' and its ?id= deep link. The steps
 * run in order on one signed-in page.
 */
const SHOTS = '/tmp/shots';
let e2e: E2E;
let admin: string;
let page: Page;
const picks = { division: {} as Record<string, string>, position: {} as Record<string, string> };

/** A call the test relies on, as the admin. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });


interface Seeded {
  firstname: string;
  phone: string;
  ktp: string;
}
const SEEDED: Seeded[] = [
  { firstname: 'Bambang', phone: '081200000001', ktp: '3171000000000001' },
  { firstname: 'Citra', phone: '081200000002', ktp: '3171000000000002' },
  { firstname: 'Dewi', phone: '081200000003', ktp: '3171000000000003' },
  { firstname: 'Eko', phone: '081200000004', ktp: '3171000000000004' },
  { firstname: 'Fajar', phone: '081200000005', ktp: '3171000000000005' },
];

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  for (const name of ['Gudang', 'Produksi']) {
    const added = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name, description: '', salary: 3, status: 'active' });
    picks.division[name] = added.data.id;
  }
  for (const name of ['Staf', 'Mandor']) {
    const added = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name, description: '', status: 'active' });
    picks.position[name] = added.data.id;
  }
  for (const person of SEEDED) {
    await api('POST', '/api/employee/employee/add', {
      firstname: person.firstname,
      lastname: 'Pratama',
      email: `${person.firstname.toLowerCase()}@pt.test`,
      phone: person.phone,
      identity_number: person.ktp,
      dname: picks.division.Produksi,
      pname: picks.position.Staf,
      salary: 120000,
      overtime: 20000,
      dayoff: 4,
      makan_status: 'Y',
    });
  }
  // Incentives, deductions and the pay fields need Sallary too (issue 24).
  page = await e2e.signedInPage(await e2e.makeUser(['/employee', '/sallary']), '/employee/karyawan');
});
afterAll(async () => {
  await e2e?.close();
});




const focused = (locator: Locator) => locator.and(locator.page().locator(':focus')).count();
const rows = (p: Page) => p.locator('.karyawan-table tbody tr');
const names = (p: Page) => p.locator('.karyawan-table tbody tr td:nth-child(2)').allInnerTexts();
const rowOf = (p: Page, name: string) => rows(p).filter({ has: p.getByRole('cell', { name, exact: true }) });
const info = (p: Page) => p.locator('.erp-master-info').innerText();
const formHeader = (p: Page) => p.locator('.erp-master-form-header');
const field = (p: Page, label: string) => p.locator('.erp-master-form').getByLabel(label);
const dialog = (p: Page, title: string) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: title }) });
const detail = (p: Page) => dialog(p, 'Detail Informasi');
const settle = (p: Page) => p.waitForTimeout(400);
/** An image that has loaded and decoded (its natural width is known), and its source. */
const picture = (img: Locator) =>
  img.evaluate((el) => {
    const image = el as unknown as { complete: boolean; naturalWidth: number; src: string };
    return { loaded: image.complete && image.naturalWidth > 0, src: image.src };
  });

/** The employee id of a name, from the server. */
async function idOf(firstname: string): Promise<string> {
  const list = await api<{ data: { id: string; firstname: string }[] }>('GET', `/api/employee/employee/all?filter=${firstname}`);
  const found = list.data.find((row) => row.firstname === firstname);
  if (!found) throw new Error(`no employee ${firstname}`);
  return found.id;
}

describe('Karyawan (/employee/karyawan)', () => {
  let lists: Request[];
  let adds: Request[];

  beforeAll(() => {
    lists = recordRequests(page, /\/api\/employee\/employee\/all\?/);
    adds = recordRequests(page, /\/api\/employee\/employee\/add$/);
  });

  it('shows the table: the seed columns, 5 per page by first name', async () => {
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 5 data');
    const headers = await page.locator('.karyawan-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['NO.', 'Nama', 'Jabatan', 'Divisi', 'Telp.', 'Aksi']);
    expect(await names(page)).toEqual(['Bambang Pratama', 'Citra Pratama', 'Dewi Pratama', 'Eko Pratama', 'Fajar Pratama']);
    expect(await rowOf(page, 'Citra Pratama').innerText()).toContain('Produksi');
    expect(await rowOf(page, 'Citra Pratama').innerText()).toContain('081200000002');
    const row = rowOf(page, 'Citra Pratama');
    for (const label of ['Tambah Gaji Intensif', 'Tambah Potongan Gaji', 'Edit', 'Hapus']) {
      expect(await row.getByRole('button', { name: label, exact: true }).count()).toBe(1);
    }
    expect(lists[0]?.url()).toContain('per_page=5');
    expect(decodeURIComponent(lists[0]?.url() ?? '')).toContain('sort=firstname|asc');
    await page.screenshot({ path: `${SHOTS}/karyawan-table.png`, fullPage: true });
  });

  it('asks for the required fields, then for division and position, without calling the server', async () => {
    await openFormCard(formHeader(page));
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Karyawan');
    await expect.poll(() => focused(field(page, 'Nama Depan'))).toBe(1);
    for (const section of ['Data Pribadi', 'Data Gaji', 'Pilih Jabatan / Division', 'Data Makan']) {
      expect(await page.locator('.karyawan-form-section', { hasText: section }).count()).toBe(1);
    }
    expect(await page.getByText('Pilih Gambar').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Simpan' }).click();
    // Division and position are missing too: said under their fields like the rest, no alert on top (issue 27 §2).
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => page.getByText('Lengkapi divisi dan jabatan', { exact: true }).count()).toBe(2);
    expect(await alert.count()).toBe(0);
    for (const message of ['Nama depan wajib diisi', 'Email wajib diisi', 'Telepon wajib diisi', 'No. KTP wajib diisi', 'Status makan wajib dipilih']) {
      expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    expect(await field(page, 'Nama Depan').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focused(field(page, 'Nama Depan'))).toBe(1);
    await page.screenshot({ path: `${SHOTS}/karyawan-form-errors.png` });

    // Everything but division and position: only their fields are marked, and the focus goes there.
    await field(page, 'Nama Depan').fill('Andi');
    await expect.poll(() => page.getByText('Nama depan wajib diisi').count()).toBe(0);
    await field(page, 'Nama Belakang').fill('Wijaya');
    await field(page, 'Email').fill('andi@pt.test');
    await field(page, 'Telepon').fill('081299990000');
    await field(page, 'No. KTP').fill('3171999900001111');
    await field(page, 'Alamat').fill('Jl. Kenanga 12');
    await field(page, 'Kota').fill('Bekasi');
    // Numbers as Indonesians type them (issue 27 §1): a letter is said at the field and kept, never dropped.
    await field(page, 'Kode Pos').fill('17-1a45');
    expect(await field(page, 'Kode Pos').inputValue()).toBe('17-1a45');
    await expect.poll(() => page.getByText('Hanya angka', { exact: true }).count()).toBe(1);
    await field(page, 'Kode Pos').fill('17145');
    await expect.poll(() => page.getByText('Hanya angka', { exact: true }).count()).toBe(0);
    await field(page, 'Gaji Harian').pressSequentially('175000');
    expect(await field(page, 'Gaji Harian').inputValue()).toBe('175.000');
    await field(page, 'Uang Lembur').fill('30000');
    await field(page, 'Hari Libur').fill('4');
    await field(page, 'Status Makan').selectOption({ label: 'Ya' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => focused(field(page, 'Division'))).toBe(1);
    expect(await page.getByText('Lengkapi divisi dan jabatan', { exact: true }).count()).toBe(2);
    expect(await alert.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/karyawan-form-division-errors.png` });
    expect(adds.length).toBe(0);
  });

  it('adds an employee with a photo (Enter saves); the photo is compressed, stored and shown', async () => {
    await field(page, 'Division').selectOption({ label: 'Gudang' });
    await field(page, 'Jabatan').selectOption({ label: 'Mandor' });
    await page.locator('.karyawan-photo input[type=file]').setInputFiles({ name: 'andi.png', mimeType: 'image/png', buffer: gradientPng(240, 240, [255, 255, 160]) });
    // The round preview shows the picked picture.
    await expect.poll(() => picture(page.locator('.karyawan-photo img').first()).then((p) => p.loaded)).toBe(true);
    // Tall enough for the whole card, so the fixed top bar does not cover a scrolled part.
    await page.setViewportSize({ width: 1366, height: 1400 });
    await page.mouse.wheel(0, -5000);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/karyawan-form.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await field(page, 'Nama Depan').press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    expect(adds.length).toBe(1);
    expect(adds[0]?.headers()['content-type']).toContain('multipart/form-data');
    // Ready for the next one: empty, first field focused.
    await expect.poll(() => field(page, 'Nama Depan').inputValue()).toBe('');
    await expect.poll(() => focused(field(page, 'Nama Depan'))).toBe(1);
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
    expect((await names(page))[0]).toBe('Andi Wijaya');
    expect(await rowOf(page, 'Andi Wijaya').innerText()).toContain('Mandor');
    expect(await rowOf(page, 'Andi Wijaya').innerText()).toContain('Gudang');

    const id = await idOf('Andi');
    const saved = await api<{ data: { photo: string | null; salary: number; postal_code: string; division: { Name: string } } }>('GET', `/api/employee/employee/get/${id}`);
    expect(saved.data).toMatchObject({ salary: 175000, postal_code: '17145', division: { Name: 'Gudang' } });
    expect(saved.data.photo).toMatch(/^\/api\/files\/employee\//);
    const served = await fetch(`${e2e.server.url}${saved.data.photo}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(served.status).toBe(200);
    // Compressed to JPEG before upload.
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await formHeader(page).click();
  });

  it('searches (debounced) and pages 5 at a time', async () => {
    const search = page.getByRole('searchbox', { name: 'Cari karyawan' });
    await search.fill('dewi');
    await expect.poll(() => names(page)).toEqual(['Dewi Pratama']);
    expect(decodeURIComponent(lists.at(-1)?.url() ?? '')).toContain('filter=dewi');
    await search.fill('');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
    await page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => info(page)).toBe('Menampilkan 6–6 dari 6 data');
    expect(await names(page)).toEqual(['Fajar Pratama']);
    expect(await rows(page).first().locator('td').first().innerText()).toBe('6');
    // Sorting by Telp.: ascending puts Bambang (…0001) first, descending Andi (…9999…).
    const header = (name: string) => page.locator('.karyawan-table thead').getByRole('button', { name });
    await header('Telp.').click();
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
    await expect.poll(() => names(page).then((n) => n[0])).toBe('Bambang Pratama');
    await header('Telp.').click();
    await expect.poll(() => names(page).then((n) => n[0])).toBe('Andi Wijaya');
    expect(await page.locator('.karyawan-table thead th[aria-sort="descending"]').innerText()).toBe('Telp.');
    expect(decodeURIComponent(lists.at(-1)?.url() ?? '')).toContain('sort=phone|desc');
    await header('Nama').click();
    await expect.poll(() => names(page)).toEqual(['Andi Wijaya', 'Bambang Pratama', 'Citra Pratama', 'Dewi Pratama', 'Eko Pratama']);
  });

  it('filters by division, position and status, chooses the page size, and exports what it shows to Excel (issue 27 §5)', async () => {
    const filter = (label: string) => page.locator('.karyawan-filters').getByLabel(label);
    await filter('Filter divisi').selectOption({ label: 'Gudang' });
    await expect.poll(() => names(page)).toEqual(['Andi Wijaya']);
    expect(lists.at(-1)?.url()).toContain(`division=${picks.division['Gudang']}`);
    await filter('Filter divisi').selectOption({ label: 'Semua Divisi' });
    await filter('Filter jabatan').selectOption({ label: 'Staf' });
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 5 data');
    await filter('Filter status').selectOption({ label: 'Sudah keluar' });
    await expect.poll(() => rows(page).first().innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    await filter('Filter status').selectOption({ label: 'Masih bekerja' });
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 5 data');
    await page.screenshot({ path: `${SHOTS}/karyawan-filters.png`, fullPage: true });

    // The Excel holds the rows the filters give, over every page.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^karyawan-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = `${SHOTS}/${download.suggestedFilename()}`;
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
    const sheetNames: string[] = [];
    book.worksheets[0]?.getColumn(2).eachCell((cell) => sheetNames.push(String(cell.value ?? '')));
    expect(sheetNames.slice(sheetNames.indexOf('Nama') + 1)).toEqual(['Bambang Pratama', 'Citra Pratama', 'Dewi Pratama', 'Eko Pratama', 'Fajar Pratama']);

    await filter('Filter jabatan').selectOption({ label: 'Semua Jabatan' });
    await filter('Filter status').selectOption({ label: 'Semua Status' });
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
    // 10 to a page: all six on one; back to the seed's 5.
    await page.getByLabel('Jumlah baris per halaman').selectOption('10');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–6 dari 6 data');
    expect(lists.at(-1)?.url()).toContain('per_page=10');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/karyawan-filters-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('Jumlah baris per halaman').selectOption('5');
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 6 data');
  });

  it('edits: the form loads the row, saves, and the table shows the change', async () => {
    await dismissToasts(page);
    await rowOf(page, 'Citra Pratama').getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => field(page, 'Nama Depan').inputValue()).toBe('Citra');
    await expect.poll(() => formHeader(page).innerText()).toContain('Edit Karyawan');
    expect(await field(page, 'Telepon').inputValue()).toBe('081200000002');
    expect(await field(page, 'No. KTP').inputValue()).toBe('3171000000000002');
    await expect.poll(() => field(page, 'Division').inputValue()).toBe(picks.division.Produksi);
    expect(await field(page, 'Gaji Harian').inputValue()).toBe('120.000');
    await field(page, 'Telepon').fill('081277778888');
    await field(page, 'Division').selectOption({ label: 'Gudang' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => rowOf(page, 'Citra Pratama').innerText()).toContain('081277778888');
    expect(await rowOf(page, 'Citra Pratama').innerText()).toContain('Gudang');
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('a month typed as a daily rate is questioned before saving; a monthly wage is gaji pokok + tunjangan tetap (issue 25)', async () => {
    await dismissToasts(page);
    await rowOf(page, 'Eko Pratama').getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => field(page, 'Gaji Harian').inputValue()).toBe('120.000');
    await field(page, 'Gaji Harian').fill('6500000');
    // Beside the rate, what it makes in a month of 21 work days.
    await expect.poll(() => page.getByText('≈ Rp 136.500.000 sebulan (21 hari kerja)').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    const check = page.locator('.bp6-alert');
    await expect.poll(() => check.innerText()).toContain("Gaji harian Rp 6.500.000 berarti sekitar Rp 136.500.000 sebulan. Apakah ini gaji sebulan? Pilih Dasar Gaji 'Bulanan' untuk gaji bulanan.");
    await check.getByRole('button', { name: 'Periksa Lagi' }).click();
    await expect.poll(() => check.count()).toBe(0);
    const id = await idOf('Eko');
    expect((await api<{ data: { salary: number } }>('GET', `/api/employee/employee/get/${id}`)).data.salary).toBe(120000);

    await field(page, 'Dasar Gaji').selectOption('bulanan');
    await expect.poll(() => field(page, 'Gaji Pokok').isVisible()).toBe(true);
    expect(await field(page, 'Gaji Harian').count()).toBe(0);
    await field(page, 'Gaji Pokok').fill('8000000');
    await field(page, 'Tunjangan Tetap').fill('2000000');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    const saved = await api<{ data: { salary_basis: string; monthly_wage: number; fixed_allowance: number } }>('GET', `/api/employee/employee/get/${id}`);
    expect([saved.data.salary_basis, saved.data.monthly_wage, saved.data.fixed_allowance]).toEqual(['bulanan', 8000000, 2000000]);
    await rowOf(page, 'Eko Pratama').click();
    await expect.poll(() => detail(page).innerText()).toContain('Rp 8.000.000 pokok + Rp 2.000.000 tunjangan tetap');
    await page.screenshot({ path: `${SHOTS}/karyawan-monthly-detail.png` });
    await detail(page).getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => detail(page).count()).toBe(0);
  });

  it("adds incentives ('Lengkapi dulu data anda' first) and sees them in 'Detail Informasi'", async () => {
    await dismissToasts(page);
    await rowOf(page, 'Andi Wijaya').getByRole('button', { name: 'Tambah Gaji Intensif' }).click();
    const modal = dialog(page, 'Input Gaji Intensif');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect.poll(() => focused(modal.getByLabel('Nominal 1'))).toBe(1);
    await modal.getByLabel('Keterangan 1').fill('Bonus target');
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => modal.getByRole('alert').innerText()).toContain('Lengkapi dulu data anda');
    await modal.getByLabel('Nominal 1').fill('50.000');
    expect(await modal.getByLabel('Nominal 1').inputValue()).toBe('50.000');
    await modal.getByRole('button', { name: 'Tambah Baris' }).click();
    await modal.getByRole('button', { name: 'Tambah Baris' }).click();
    await expect.poll(() => modal.getByLabel('Nominal 3').count()).toBe(1);
    await modal.getByRole('button', { name: 'Hapus baris 3' }).click();
    await expect.poll(() => modal.getByLabel('Nominal 3').count()).toBe(0);
    await modal.getByLabel('Nominal 2').fill('25000');
    await modal.getByLabel('Keterangan 2').fill('Transport');
    await expect.poll(() => modal.innerText()).toContain('Rp 75.000');
    await page.screenshot({ path: `${SHOTS}/karyawan-incentive-modal.png` });
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Tambah Intensif Gaji Data');
    await expect.poll(() => modal.count()).toBe(0);

    await rowOf(page, 'Andi Wijaya').getByRole('cell', { name: 'Andi Wijaya' }).click();
    await expect.poll(() => detail(page).isVisible()).toBe(true);
    await expect.poll(() => page.url()).toContain(`?id=${await idOf('Andi')}`);
    const text = () => detail(page).innerText();
    await expect.poll(text).toContain('Bonus target');
    const shown = await text();
    for (const part of ['Andi Wijaya', 'No. Karyawan', '3171999900001111', 'andi@pt.test', 'Jl. Kenanga 12, Bekasi 17145', 'Rp 175.000', 'Rp 30.000', 'Rp 50.000', 'Rp 25.000', 'Transport', 'Tidak Ada Data Potongan Gaji']) {
      expect(shown).toContain(part);
    }
    // The stored photo, fetched with the session and decoded.
    await expect
      .poll(() => picture(detail(page).locator('img.karyawan-detail-photo')).then((p) => p.loaded && p.src.startsWith('blob:')))
      .toBe(true);
    await detail(page).getByText('Tidak Ada Data Potongan Gaji').scrollIntoViewIfNeeded();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/karyawan-detail.png` });
  });

  it('adds a deduction from the detail, edits one incentive and deletes the other with its confirm', async () => {
    await dismissToasts(page);
    await detail(page).getByRole('button', { name: 'Tambah Potongan Gaji' }).click();
    const modal = dialog(page, 'Input Potongan Gaji');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByLabel('Nominal 1').fill('15000');
    await modal.getByLabel('Keterangan 1').fill('Kasbon');
    await settle(page);
    // Opened from the detail, it stacks above it: its own button is the one a click reaches.
    expect(await modal.getByRole('button', { name: 'Tambah Baris' }).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(el.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
    await page.screenshot({ path: `${SHOTS}/karyawan-deduction-modal.png` });
    await modal.getByLabel('Keterangan 1').press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Tambah Potongan Gaji Data');
    await expect.poll(() => detail(page).innerText()).toContain('Kasbon');
    expect(await detail(page).innerText()).not.toContain('Tidak Ada Data Potongan Gaji');

    await dismissToasts(page);
    const incentives = detail(page).locator('section', { hasText: 'Gaji Intensif' });
    await incentives.getByRole('row', { name: /Transport/ }).getByRole('button', { name: 'Edit' }).click();
    await incentives.getByLabel('Nominal').fill('27500');
    await incentives.getByLabel('Keterangan').fill('Transport proyek');
    await incentives.getByLabel('Keterangan').press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Intensif Gaji Data');
    await expect.poll(() => incentives.innerText()).toContain('Transport proyek');
    expect(await incentives.innerText()).toContain('Rp 27.500');

    await dismissToasts(page);
    await incentives.getByRole('row', { name: /Bonus target/ }).getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.locator('.bp6-alert');
    await expect.poll(() => confirm.innerText()).toContain('KONFIRMASI HAPUS');
    expect(await confirm.innerText()).toContain('Apakah anda yakin, ingin menghapus data ini?');
    await confirm.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Intensif Gaji Data');
    await expect.poll(() => incentives.innerText()).not.toContain('Bonus target');
    // The detail is still open; Escape closes it and the ?id= goes.
    expect(await detail(page).isVisible()).toBe(true);
    await detail(page).locator('.karyawan-detail-name').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => detail(page).count()).toBe(0);
    expect(page.url()).not.toContain('?id=');

    const id = await idOf('Andi');
    const saved = await api<{ data: { tambahan: { nominal: number; name: string }[]; potongan: { nominal: number; name: string }[] } }>('GET', `/api/employee/employee/get/${id}`);
    expect(saved.data.tambahan.map(({ nominal, name }) => ({ nominal, name }))).toEqual([{ nominal: 27500, name: 'Transport proyek' }]);
    expect(saved.data.potongan.map(({ nominal, name }) => ({ nominal, name }))).toEqual([{ nominal: 15000, name: 'Kasbon' }]);
  });

  it('deletes an employee after the confirm', async () => {
    await dismissToasts(page);
    await rowOf(page, 'Bambang Pratama').getByRole('button', { name: 'Hapus', exact: true }).click();
    const confirm = page.locator('.bp6-alert');
    await expect.poll(() => confirm.innerText()).toContain('KONFIRMASI HAPUS');
    expect(await confirm.innerText()).toContain('Bambang Pratama');
    // The row click under the button did not open the detail.
    expect(await detail(page).count()).toBe(0);
    await confirm.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => rowOf(page, 'Bambang Pratama').count()).toBe(0);
    await expect.poll(() => info(page)).toBe('Menampilkan 1–5 dari 5 data');
  });

  it('?id= on the route opens that employee’s detail on load', async () => {
    const id = await idOf('Dewi');
    const other = await e2e.signedInPage(await e2e.makeUser(['/employee']), `/employee/karyawan?id=${id}`);
    await expect.poll(() => detail(other).isVisible()).toBe(true);
    await expect.poll(() => detail(other).innerText()).toContain('Dewi Pratama');
    // This user has no Sallary: the detail leaves the pay and the incentive and deduction lists out (issue 24).
    const shown = await detail(other).innerText();
    expect(shown).toContain('Masa Kerja');
    for (const hidden of ['Gaji Harian', 'Gaji Intensif', 'Potongan Gaji']) expect(shown).not.toContain(hidden);
    await detail(other).getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => detail(other).count()).toBe(0);
    expect(other.url()).toMatch(/\/employee\/karyawan$/);
  });
});
