import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDate } from '../../common/calendar';
import type { StatutoryRateRowData, StatutorySettings } from '../../common/contract/statutory';
import { formatDate } from '../../common/format';
import { ADMIN, callOk, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * 'Pengaturan BPJS & Pajak' (issue 18) in a real browser: the warnings before anything is saved,
 * the company card saved (a wrong NITKU refused on its field first), a UMK row added through
 * 'Tambah Tarif' (the warning about the missing floor goes, the row is marked 'Berlaku') and
 * deleted again after its confirmation; the law's rows have no delete; a non-admin only reads.
 */

const SHOTS = '/tmp/shots';
const PATH = '/sallary/bpjs-pajak/pengaturan';
let e2e: E2E;
let admin = '';
let page: Page;

const get = <T>(path: string): Promise<T> => callOk<T>(e2e.server.url, 'GET', path, { token: admin });
const card = (p: Page, title: string): Locator => p.locator('.statutory-card').filter({ has: p.locator('.statutory-card-head h4', { hasText: title }) });
const dialog = (p: Page): Locator => p.locator('.statutory-rate-dialog');
const overlaysMoving = (p: Page) => p.locator('.bp6-overlay-enter-active, .bp6-overlay-appear-active, .bp6-overlay-exit-active').count();

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  page = await e2e.signedInPage(ADMIN, PATH);
});

afterAll(async () => {
  await e2e?.close();
});

describe("'Pengaturan BPJS & Pajak'", () => {
  it('warns until the settings are saved and while no UMK is entered; the law\'s rows are listed with their sources', async () => {
    const company = card(page, 'Perusahaan');
    await expect.poll(() => company.innerText()).toContain('BPJS dan PPh 21 belum dihitung: simpan pengaturan ini untuk mulai');
    await expect.poll(() => company.innerText()).toContain('UMK belum diisi: BPJS Kesehatan dihitung tanpa batas bawah upah');
    const rates = card(page, 'Tabel Tarif');
    // The 2026 cap (issue 25) is the one in force in November 2026; 2025's is listed below it.
    const jpCap = rates.locator('tr', { hasText: 'BPJS Ketenagakerjaan surat B/1226/022026: batas upah JP 2026' });
    await expect.poll(() => jpCap.innerText()).toContain('Rp 11.086.300');
    expect(await jpCap.innerText()).toContain('01 Mar 2026');
    expect(await jpCap.innerText()).toContain('Berlaku');
    expect(await rates.locator('tr', { hasText: 'batas upah JP 2025' }).innerText()).not.toContain('Berlaku');
    const jht = rates.locator('tr', { hasText: 'PP 46/2015' }).first();
    expect(await jht.innerText()).toContain('3,7%');
    // The law's rows cannot be deleted.
    expect(await rates.getByRole('button', { name: /Hapus Tarif/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/statutory-settings-empty.png`, fullPage: true });
  });

  it('saves the company card: a wrong NITKU is refused on its field, then the settings are stored', async () => {
    const company = card(page, 'Perusahaan');
    await company.getByLabel('Kelas risiko JKK').selectOption({ label: 'Sedang (0,89%)' });
    for (const programme of ['JHT', 'JP', 'JKK', 'JKM', 'BPJS Kesehatan']) await company.getByLabel(programme, { exact: true }).check({ force: true });
    await company.getByText('Tidak', { exact: true }).click();
    await company.getByLabel('NPWP perusahaan').fill('0123456789012345');
    await company.getByLabel('NITKU').fill('12345');
    await company.getByLabel('Nama penandatangan').fill('Budi Santoso');
    await company.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => company.innerText()).toContain('NITKU harus 22 digit angka');
    await expect.poll(() => toastTexts(page)).toContain('Gagal menyimpan pengaturan');
    await dismissToasts(page);

    await company.getByLabel('NITKU').fill('0123456789012345000000');
    await company.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Pengaturan BPJS & Pajak disimpan');
    await expect.poll(() => company.innerText()).not.toContain('belum dihitung');
    const saved = await get<{ data: StatutorySettings }>('/api/salary/statutory/settings');
    expect(saved.data).toEqual({
      jkk_risk_class: 3,
      programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'],
      withhold_pph21: true,
      company_npwp: '0123456789012345',
      company_nitku: '0123456789012345000000',
      signer_name: 'Budi Santoso',
      signer_npwp: '',
      saved: true,
    });
    await dismissToasts(page);
  });

  it("adds this year's UMK through 'Tambah Tarif' (in force from today), then deletes it after the confirmation", async () => {
    const today = jakartaDate(new Date());
    const rates = card(page, 'Tabel Tarif');
    await rates.getByRole('button', { name: 'Tambah Tarif' }).click();
    const form = dialog(page);
    await form.getByLabel('Jenis').selectOption({ label: 'Batas bawah upah BPJS Kesehatan (UMK)' });
    // Pasted with its currency it stays as typed and reads as the rupiah (issue 27 §1); typed digits are grouped.
    await form.getByLabel('Nilai').fill('Rp 4.961.753');
    expect(await form.getByLabel('Nilai').inputValue()).toBe('Rp 4.961.753');
    await form.getByLabel('Nilai').fill('');
    await form.getByLabel('Nilai').pressSequentially('4961753');
    expect(await form.getByLabel('Nilai').inputValue()).toBe('4.961.753');
    // Without its source the row is refused on the field, before any call.
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form.innerText()).toContain('Dasar hukum wajib diisi');
    await form.getByLabel('Dasar hukum').fill('Keputusan Gubernur Jawa Timur No. 100.3.3.1/2026 (UMK Surabaya)');
    await page.screenshot({ path: `${SHOTS}/statutory-settings-add-rate.png` });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Tarif ditambahkan');
    await expect.poll(() => dialog(page).count()).toBe(0);

    const umk = rates.locator('tr', { hasText: 'UMK Surabaya' });
    await expect.poll(() => umk.innerText()).toContain('Rp 4.961.753');
    expect(await umk.innerText()).toContain(formatDate(`${today}T00:00:00Z`, 'short', 'UTC'));
    expect(await umk.innerText()).toContain('Berlaku');
    await expect.poll(() => card(page, 'Perusahaan').innerText()).not.toContain('UMK belum diisi');
    const stored = await get<{ data: StatutoryRateRowData[] }>('/api/salary/statutory/rates');
    expect(stored.data.filter((r) => r.key === 'kes_wage_floor').map((r) => [r.valid_from, r.value, r.in_force])).toEqual([[today, 4_961_753, true]]);
    await dismissToasts(page);
    await expect.poll(() => overlaysMoving(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/statutory-settings-rows.png`, fullPage: true });

    // A percent with a comma: 0,3 % is 30 basis points.
    await rates.getByRole('button', { name: 'Tambah Tarif' }).click();
    await dialog(page).getByLabel('Jenis').selectOption({ label: 'JKM ditanggung perusahaan' });
    await dialog(page).getByLabel('Nilai').fill('0,35');
    await dialog(page).getByLabel('Berlaku mulai').fill('01/01/2030');
    await dialog(page).getByLabel('Dasar hukum').fill('Perubahan JKM (uji)');
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => rates.locator('tr', { hasText: 'Perubahan JKM (uji)' }).innerText().catch(() => '')).toContain('0,35%');
    expect(await rates.locator('tr', { hasText: 'Perubahan JKM (uji)' }).innerText()).toContain('01 Jan 2030');
    expect(await rates.locator('tr', { hasText: 'Perubahan JKM (uji)' }).innerText()).not.toContain('Berlaku');
    await dismissToasts(page);
    await expect.poll(() => overlaysMoving(page)).toBe(0);

    await umk.getByRole('button', { name: /Hapus Tarif/ }).click();
    const confirm = page.locator('.bp6-alert');
    await expect.poll(() => confirm.innerText()).toContain('Batas bawah upah BPJS Kesehatan (UMK), berlaku mulai');
    await confirm.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Tarif dihapus');
    await expect.poll(() => umk.count()).toBe(0);
    await expect.poll(() => card(page, 'Perusahaan').innerText()).toContain('UMK belum diisi');
    const after = await get<{ data: StatutoryRateRowData[] }>('/api/salary/statutory/rates');
    expect(after.data.some((r) => r.key === 'kes_wage_floor')).toBe(false);
  });

  it('shows a Sallary user without the admin role the settings read-only: no Simpan, no Tambah Tarif, no delete', async () => {
    const reader = await e2e.makeUser(['/sallary']);
    const readerPage = await e2e.signedInPage(reader, PATH);
    const company = card(readerPage, 'Perusahaan');
    await expect.poll(() => company.innerText()).toContain('Hanya admin yang dapat mengubah pengaturan dan tabel tarif.');
    expect(await company.getByLabel('NITKU').inputValue()).toBe('0123456789012345000000');
    expect(await company.getByLabel('NITKU').isDisabled()).toBe(true);
    expect(await company.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
    const rates = card(readerPage, 'Tabel Tarif');
    await expect.poll(() => rates.locator('tr', { hasText: 'Perubahan JKM (uji)' }).count()).toBe(1);
    expect(await rates.getByRole('button', { name: 'Tambah Tarif' }).count()).toBe(0);
    expect(await rates.getByRole('button', { name: /Hapus/ }).count()).toBe(0);
  });
});
