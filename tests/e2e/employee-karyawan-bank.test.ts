import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callOk, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, formCardOpened, toastTexts } from './support/page';

/**
 * The employee's salary account in the Karyawan form (issue 17: payroll's transfer list reads it):
 * the Bank picker from the Bank master, the account number (digits only) and holder in 'Data Gaji',
 * saved, loaded back for edit and shown in 'Detail Informasi'; a number without a bank is refused
 * on the bank field. The detail also marks an incentive a final payroll run paid ('Dibayar …'),
 * whose edit and delete are then off. A user without Sallary sees none of it (issue 24).
 */

const detailDialog = (p: Page) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: 'Detail Informasi' }) });
const SHOTS = '/tmp/shots';
let e2e: E2E;
let admin = '';
let page: Page;
let employeeId = '';
let divisionId = '';

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });
const rowOf = (p: Page, name: string) => p.locator('.karyawan-table tbody tr').filter({ has: p.getByRole('cell', { name, exact: true }) });
const field = (p: Page, label: string) => p.locator('.erp-master-form').getByLabel(label);
const formHeader = (p: Page) => p.locator('.erp-master-form-header');
const overlaysMoving = (p: Page) => p.locator('.bp6-overlay-enter-active, .bp6-overlay-appear-active, .bp6-overlay-exit-active').count();

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  for (const name of ['BCA', 'Mandiri']) await api('POST', '/api/employee/bank/add', { name, description: '', status: 'active' });
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Kantor', description: '', salary: 1, status: 'active' });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Staf', description: '', status: 'active' });
  const saved = await api<{ data: { id: string } }>('POST', '/api/employee/employee/add', {
    firstname: 'Rina',
    lastname: 'Marlina',
    email: 'rina@pt.test',
    phone: '081233334444',
    identity_number: '3171000011112222',
    dname: division.data.id,
    pname: position.data.id,
    salary: 150000,
    overtime: 20000,
    dayoff: 2,
    makan_status: 'N',
  });
  employeeId = saved.data.id;
  divisionId = division.data.id;
  // The salary account and the tax fields are pay data: Sallary's (issue 24).
  page = await e2e.signedInPage(await e2e.makeUser(['/employee', '/sallary']), '/employee/karyawan');
});

afterAll(async () => {
  await e2e?.close();
});

describe("Karyawan: the salary account in 'Data Gaji'", () => {
  it('refuses a number without a bank, then saves bank, number and holder and loads them back', async () => {
    await expect.poll(() => rowOf(page, 'Rina Marlina').count()).toBe(1);
    await rowOf(page, 'Rina Marlina').getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(formHeader(page));
    await expect.poll(() => field(page, 'Nama Depan').inputValue()).toBe('Rina');
    await expect.poll(() => field(page, 'Bank').locator('option').allInnerTexts()).toEqual(['-- Pilih Bank --', 'BCA', 'Mandiri']);
    // An ID number stays as typed on screen (issue 27: nothing is stripped while typing); its
    // separators are dropped when it is read, and the stored number is its digits (checked below).
    await field(page, 'No. Rekening').fill('123-456 7890');
    expect(await field(page, 'No. Rekening').inputValue()).toBe('123-456 7890');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Gagal Edit Data');
    await expect.poll(() => page.locator('.erp-master-form').innerText()).toContain('Pilih bank untuk nomor rekening');

    await dismissToasts(page);
    await field(page, 'Bank').selectOption({ label: 'BCA' });
    await field(page, 'Atas Nama Rekening').fill('Rina Marlina');
    await page.screenshot({ path: `${SHOTS}/karyawan-bank-form.png`, fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    const saved = await api<{ data: { bank: { Name: string } | null; account_number: string; account_holder: string } }>('GET', `/api/employee/employee/get/${employeeId}`);
    expect(saved.data).toMatchObject({ bank: { Name: 'BCA' }, account_number: '1234567890', account_holder: 'Rina Marlina' });

    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
    await rowOf(page, 'Rina Marlina').getByRole('button', { name: 'Edit', exact: true }).click();
    // Batal clicked while the card still slides open can miss (its buttons move): wait it out, and
    // see the edit end, so the next test finds 'Tambah Karyawan' again.
    await formCardOpened(formHeader(page));
    await expect.poll(() => field(page, 'No. Rekening').inputValue()).toBe('1234567890');
    expect(await field(page, 'Bank').locator('option:checked').innerText()).toBe('BCA');
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah Karyawan');
  });

  it("shows the account in 'Detail Informasi', and which period paid an incentive", async () => {
    // An incentive paid by October's final payroll run, and one still to pay.
    await api('POST', `/api/employee/employee/addtambahan/${employeeId}`, { data: [{ nominal: 300000, name: 'Bonus proyek' }, { nominal: 100000, name: 'Uang pulsa' }] });
    const run = await api<{ data: { id: string } }>('POST', '/api/salary/run/add', { kind: 'bulanan', period_start: '2026-10-01', divisions: [divisionId] });
    await api('PUT', `/api/salary/run/final/${run.data.id}`);
    await api('POST', `/api/employee/employee/addtambahan/${employeeId}`, { data: [{ nominal: 50000, name: 'Uang makan lembur' }] });

    await rowOf(page, 'Rina Marlina').getByRole('cell', { name: 'Rina Marlina', exact: true }).click();
    const detail = detailDialog(page);
    await expect.poll(() => detail.innerText()).toContain('BCA 1234567890 a.n. Rina Marlina');
    const incentives = detail.locator('.karyawan-items').first();
    await expect.poll(() => incentives.getByRole('row', { name: /Bonus proyek/ }).innerText()).toContain('Dibayar Oktober 2026');
    expect(await incentives.getByRole('row', { name: /Uang makan lembur/ }).innerText()).not.toContain('Dibayar');
    // Paid: read-only, and the list says why; the unpaid one stays editable.
    const paid = incentives.getByRole('row', { name: /Bonus proyek/ });
    for (const label of ['Edit', 'Hapus']) {
      const button = paid.getByRole('button', { name: label, exact: true });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toBe('Sudah dibayar pada Oktober 2026; buat item koreksi baru');
    }
    expect(await incentives.getByRole('row', { name: /Uang makan lembur/ }).getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(false);
    expect(await incentives.innerText()).toContain('Item yang sudah dibayar tidak dapat diubah atau dihapus');
    await expect.poll(() => overlaysMoving(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/karyawan-bank-detail.png` });
    await incentives.scrollIntoViewIfNeeded();
    await incentives.screenshot({ path: `${SHOTS}/karyawan-paid-item.png` });
  });

  it("fills 'Pajak & BPJS': a new employee starts permanent in every programme, Tidak Tetap resets them to JKK and JKM; the detail shows them", async () => {
    // The last test left 'Detail Informasi' open: closed with its own button, and gone before the form is used.
    const openDetail = detailDialog(page);
    await openDetail.locator('.bp6-dialog-footer').getByRole('button', { name: 'Tutup', exact: true }).click();
    await expect.poll(() => openDetail.count()).toBe(0);
    await expect.poll(() => overlaysMoving(page)).toBe(0);
    await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('true');
    const form = page.locator('.erp-master-form');
    await expect.poll(() => form.innerText()).toContain('PAJAK & BPJS');
    expect(await field(page, 'Tanggal Masuk').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await field(page, 'Status Pegawai').locator('option:checked').innerText()).toBe('Tetap');
    for (const programme of ['JHT', 'JP', 'JKK', 'JKM', 'BPJS Kesehatan']) expect(await form.getByLabel(programme, { exact: true }).isChecked()).toBe(true);

    await field(page, 'Nama Depan').fill('Joko');
    await field(page, 'Nama Belakang').fill('Susilo');
    await field(page, 'Email').fill('joko@pt.test');
    await field(page, 'Telepon').fill('081255556666');
    await field(page, 'No. KTP').fill('3171000033334444');
    await field(page, 'Gaji Harian').fill('120000');
    await field(page, 'Uang Lembur').fill('15000');
    await field(page, 'Hari Libur').fill('0');
    await field(page, 'Tanggal Masuk').fill('06/01/2025');
    await field(page, 'Status Pegawai').selectOption({ label: 'Tidak Tetap' });
    await expect.poll(() => form.getByLabel('JHT', { exact: true }).isChecked()).toBe(false);
    expect(await form.getByLabel('JKK', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('JKM', { exact: true }).isChecked()).toBe(true);
    await form.getByLabel('BPJS Kesehatan', { exact: true }).check({ force: true });
    await field(page, 'Status PTKP').selectOption('K/1');
    await field(page, 'NPWP').fill('01.234.567.8-901.000');
    // Written with its dots and dash as on the card; stored as its 15 digits (below).
    expect(await field(page, 'NPWP').inputValue()).toBe('01.234.567.8-901.000');
    await field(page, 'No. BPJS Ketenagakerjaan').fill('1234567890');
    await field(page, 'No. BPJS Kesehatan').fill('0001234567890');
    await field(page, 'Division').selectOption({ label: 'Kantor' });
    await field(page, 'Jabatan').selectOption({ label: 'Staf' });
    await field(page, 'Status Makan').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Simpan' }).click();
    // 10 digits: refused on its field.
    await expect.poll(() => form.innerText()).toContain('No. BPJS Ketenagakerjaan harus 11 digit angka');
    await field(page, 'No. BPJS Ketenagakerjaan').fill('12345678901');
    await field(page, 'No. BPJS Ketenagakerjaan').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/karyawan-statutory-form.png` });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');

    const all = await api<{ data: { id: string; firstname: string }[] }>('GET', '/api/employee/employee/all?show=all&filter=joko');
    const joko = all.data.find((r) => r.firstname === 'Joko');
    const saved = await api<{ data: Record<string, unknown> }>('GET', `/api/employee/employee/get/${joko?.id ?? ''}`);
    expect(saved.data).toMatchObject({
      joined_on: '2025-01-06',
      permanent: false,
      ptkp_status: 'K/1',
      npwp: '012345678901000',
      bpjs_tk_number: '12345678901',
      bpjs_kes_number: '0001234567890',
      bpjs_programmes: ['jkk', 'jkm', 'kes'],
    });

    await dismissToasts(page);
    await rowOf(page, 'Joko Susilo').getByRole('cell', { name: 'Joko Susilo', exact: true }).click();
    const detail = detailDialog(page);
    const facts = detail.locator('section', { has: page.getByRole('heading', { name: 'Pajak & BPJS' }) });
    await expect.poll(() => facts.innerText().catch(() => '')).toContain('06/01/2025');
    const text = await facts.innerText();
    for (const shown of ['Tidak Tetap', 'K/1 — kawin, 1 tanggungan', '012345678901000', '12345678901', '0001234567890', 'JKK, JKM, BPJS Kesehatan']) expect(text).toContain(shown);
    await expect.poll(() => overlaysMoving(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/karyawan-statutory-detail.png` });
  });

  it('shows a user without Sallary no pay: no Data Gaji, tax, account or incentives; the record still saves', async () => {
    const hr = await e2e.signedInPage(await e2e.makeUser(['/employee']), '/employee/karyawan');
    await expect.poll(() => rowOf(hr, 'Rina Marlina').count()).toBe(1);
    const row = rowOf(hr, 'Rina Marlina');
    expect(await row.getByRole('button', { name: 'Tambah Gaji Intensif', exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Tambah Potongan Gaji', exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(formHeader(hr));
    const form = hr.locator('.erp-master-form');
    await expect.poll(() => field(hr, 'Nama Depan').inputValue()).toBe('Rina');
    const text = await form.innerText();
    expect(text).toContain('MASA KERJA');
    for (const hidden of ['DATA GAJI', 'PAJAK & BPJS', 'Gaji Harian', 'No. Rekening', 'NPWP', 'Status PTKP']) expect(text).not.toContain(hidden);
    expect(await field(hr, 'Tanggal Masuk').count()).toBe(1);
    await hr.screenshot({ path: `${SHOTS}/karyawan-form-employee-only.png`, fullPage: true });
    await field(hr, 'Kota').fill('Depok');
    await hr.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(hr)).toContain('Berhasil Edit Data');
    // The pay the Sallary user saved is untouched.
    const saved = await api<{ data: Record<string, unknown> }>('GET', `/api/employee/employee/get/${employeeId}`);
    expect(saved.data).toMatchObject({ city: 'Depok', salary: 150000, bank: { Name: 'BCA' }, account_number: '1234567890' });

    await dismissToasts(hr);
    await expect.poll(() => formHeader(hr).getAttribute('aria-expanded')).toBe('false');
    await rowOf(hr, 'Rina Marlina').getByRole('cell', { name: 'Rina Marlina', exact: true }).click();
    const detail = hr.locator('.bp6-dialog').filter({ has: hr.locator('.bp6-dialog-header', { hasText: 'Detail Informasi' }) });
    await expect.poll(() => detail.innerText().catch(() => '')).toContain('Masa Kerja');
    const shown = await detail.innerText();
    for (const hidden of ['Gaji Harian', 'Rekening Gaji', 'BCA', 'Gaji Intensif', 'Potongan Gaji', 'Bonus proyek', 'NPWP']) expect(shown).not.toContain(hidden);
    await expect.poll(() => overlaysMoving(hr)).toBe(0);
    await hr.screenshot({ path: `${SHOTS}/karyawan-detail-employee-only.png` });
  });
});
