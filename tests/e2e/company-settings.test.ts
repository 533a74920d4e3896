import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettings } from '../../common/contract/settings';
import { readPdf } from '../support/pdf';
import { PurchasingClient } from '../support/purchasing';
import { ADMIN, call, login } from '../support/server';
import { TINY_PNG } from '../support/uploads';
import { fetchBytes, uniqueTag } from '../support/warehouse';
import { startE2E, type E2E } from './support/browser';
import { toastTexts } from './support/page';

/**
 * 'Data Perusahaan' (issue 5 §4), in real Chromium on the real server: the superadmin's first
 * sign-in opens it as the company setup, which 'Lewati' skips for good (issue 27 §4); the top-bar
 * button and dialog save name, address, NPWP, phone and a logo; the API then answers the record with
 * the logo's path and a PO printout carries the name; 'Hapus Logo' drops it; others have no
 * button and the server refuses their PUT. The steps run in order on one server.
 */
let e2e: E2E;
let adminToken: string;
const tag = uniqueTag('C');
const companyName = `PT Maju Bersama ${tag}`;

beforeAll(async () => {
  e2e = await startE2E({ companySetup: true });
  adminToken = await login(e2e.server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await e2e?.close();
});

const dialog = (p: Page) => p.getByRole('dialog', { name: 'Data Perusahaan' });
const companyButton = (p: Page) => p.getByRole('button', { name: 'Data Perusahaan' });

async function company(token = adminToken): Promise<CompanySettings> {
  const res = await call<{ data: CompanySettings }>(e2e.server.url, 'GET', '/api/settings/company', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function openDialog(p: Page): Promise<void> {
  await companyButton(p).click();
  await expect.poll(() => dialog(p).getByLabel('Nama Perusahaan').isVisible()).toBe(true);
}

describe('Data Perusahaan', () => {
  it("opens as the setup on the superadmin's first sign-in; 'Lewati' is remembered and it is not shown again", async () => {
    const page = await e2e.signedInPage(ADMIN);
    await expect.poll(() => dialog(page).getByLabel('Nama Perusahaan').isVisible()).toBe(true);
    expect(await dialog(page).innerText()).toContain('Selamat datang! Sebelum mencetak, isi data perusahaan');
    expect(await dialog(page).getByLabel('NPWP').isVisible()).toBe(true);
    // Saved or skipped, never just closed: no close button, Escape leaves it open.
    expect(await dialog(page).getByRole('button', { name: 'Tutup' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Lewati' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await company()).toMatchObject({ name: '', saved: true });
    // The footer has no made-up company name meanwhile.
    expect(await page.locator('.erp-footer').innerText()).toMatch(/^Hak Cipta © 2018(–\d{4})?$/);

    // The next sign-in goes straight to the menu.
    const { page: again } = await e2e.newPage();
    const answered = again.waitForResponse((response) => response.url().endsWith('/api/settings/company') && response.request().method() === 'GET');
    await e2e.signIn(again, ADMIN.email, ADMIN.password);
    await again.waitForURL(/\/home$/);
    await answered;
    await expect.poll(() => again.locator('.erp-module-card').count()).toBeGreaterThan(0);
    expect(await dialog(again).count()).toBe(0);
  });

  it('the superadmin saves name, address, phone and a logo; the API answers them with the logo path', async () => {
    const page = await e2e.signedInPage(ADMIN);
    // Home: the icon button beside the superadmin's other ones.
    await expect.poll(() => companyButton(page).isVisible()).toBe(true);
    await page.goto('/employee');
    await expect.poll(() => page.getByRole('button', { name: 'Email Super Admin' }).isVisible()).toBe(true);
    await openDialog(page);

    // Skipped, nothing typed yet: empty fields, an example only as a hint.
    const name = dialog(page).getByLabel('Nama Perusahaan');
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('Contoh: PT Maju Bersama');
    expect(await dialog(page).innerText()).toContain('Dipakai di kop dan kaki PO, kwitansi dan laporan.');

    // The name is required and the NPWP has 15 or 16 digits: messages under the fields, the failure toast, the dialog stays.
    await dialog(page).getByLabel('NPWP').fill('12ab');
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Nama perusahaan wajib diisi');
    expect(await dialog(page).innerText()).toContain('NPWP perusahaan harus 15 atau 16 digit angka');
    await expect.poll(() => toastTexts(page)).toContain('Gagal Simpan Data');
    expect(await company()).toMatchObject({ name: '', npwp: '' });

    await name.fill(companyName);
    await expect.poll(() => dialog(page).innerText()).not.toContain('Nama perusahaan wajib diisi');
    await dialog(page).getByLabel('NPWP').fill('01.234.567.8-901.000');
    await dialog(page).getByLabel('Alamat').fill('Jl. Soekarno-Hatta No. 12\nBandung 40286');
    await dialog(page).getByLabel('Telepon').fill('022-7301234');
    await dialog(page).getByTestId('image-picker-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => dialog(page).locator('.erp-image-picker-preview').getAttribute('src')).toMatch(/^blob:/);

    // Held a moment on its way, so the busy state can be seen.
    const puts: string[] = [];
    await page.route('**/api/settings/company', async (route) => {
      if (route.request().method() === 'PUT') {
        puts.push(route.request().headers()['content-type'] ?? '');
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Proses...' }).isDisabled()).toBe(true);
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.unroute('**/api/settings/company');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toContain('multipart/form-data');

    const saved = await company();
    expect(saved).toMatchObject({ name: companyName, address: 'Jl. Soekarno-Hatta No. 12\nBandung 40286', npwp: '012345678901000', phone: '022-7301234', saved: true });
    // The footer carries the name in Indonesian.
    await expect.poll(() => page.locator('.erp-footer').innerText()).toMatch(new RegExp(`^Hak Cipta © 2018(–\\d{4})? ${companyName}$`));
    // Compressed like every photo: a JPEG.
    expect(saved.logo).toMatch(/^\/api\/files\/company\/[0-9a-f-]{36}\.jpg$/);
    const logo = await fetchBytes(e2e.server.url, saved.logo ?? '', adminToken);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/jpeg');

    // Opened again: the saved record, the stored logo in the preview.
    await openDialog(page);
    expect(await dialog(page).getByLabel('Nama Perusahaan').inputValue()).toBe(companyName);
    expect(await dialog(page).getByLabel('Telepon').inputValue()).toBe('022-7301234');
    await expect.poll(() => dialog(page).locator('.erp-image-picker-preview').getAttribute('data-state')).toBe('loaded');
    await dialog(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('a PO printout afterwards carries the new company name', async () => {
    const client = new PurchasingClient(e2e.server.url, adminToken);
    const setting = await client.setting(1);
    const po = await client.addPo({ supplier: setting.supplier, receiver: setting.receiver, lines: [{ id_produk: setting.products[0] ?? '', qty: 2, harga: 10_000 }] });
    const pdf = await fetchBytes(e2e.server.url, `/api/purchasing/pembelian/print/${po.id}`, adminToken);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const text = (await readPdf(pdf.data)).pages.map((p) => p.text).join('\n');
    expect(text).toContain(companyName);
    expect(text).not.toContain('Perusahaan Anda');
  });

  it("'Hapus Logo' removes the stored logo and keeps the rest", async () => {
    const page = await e2e.signedInPage(ADMIN, '/employee');
    await openDialog(page);
    await expect.poll(() => dialog(page).locator('.erp-image-picker-preview').getAttribute('data-state')).toBe('loaded');
    await dialog(page).getByRole('button', { name: 'Hapus Logo' }).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Logo akan dihapus saat disimpan.');
    expect(await dialog(page).getByRole('button', { name: 'Hapus Logo' }).isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await company()).toMatchObject({ name: companyName, phone: '022-7301234', logo: null, saved: true });
  });

  it('shows a load failure with a retry that then brings the form', async () => {
    const page = await e2e.signedInPage(ADMIN, '/employee');
    // The network drops the read (no answer is invented): the error state and 'Coba Lagi'.
    await page.route('**/api/settings/company', (route) => (route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue()));
    await companyButton(page).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Data perusahaan tidak dapat dimuat');
    await page.unroute('**/api/settings/company');
    await dialog(page).getByRole('button', { name: 'Coba Lagi' }).click();
    await expect.poll(() => dialog(page).getByLabel('Nama Perusahaan').inputValue()).toBe(companyName);
  });

  it('a user who is not superadmin has no button, and the server refuses the PUT', async () => {
    const user = await e2e.makeUser(['/employee', '/purchasing'], 'admin');
    const page = await e2e.signedInPage(user);
    await expect.poll(() => page.locator('.erp-module-card').count()).toBeGreaterThan(0);
    expect(await companyButton(page).count()).toBe(0);
    await page.goto('/employee');
    await expect.poll(() => page.getByRole('button', { name: 'Ganti Password' }).isVisible()).toBe(true);
    expect(await companyButton(page).count()).toBe(0);

    const token = await login(e2e.server.url, user.email, user.password);
    expect((await company(token)).name).toBe(companyName);
    const refused = await call<{ error: { code: string } }>(e2e.server.url, 'PUT', '/api/settings/company', { token, body: { name: 'Bukan Admin' } });
    expect(refused.status).toBe(403);
    expect((await company()).name).toBe(companyName);
  });
});
