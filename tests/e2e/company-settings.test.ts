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
 * 'Data Perusahaan' (issue 5 §4), in real Chromium on the real server: the superadmin's top-bar
 * button and dialog save name, address, phone and a logo; the API then answers the record with
 * the logo's path and a PO printout carries the name; 'Hapus Logo' drops it; others have no
 * button and the server refuses their PUT. The steps run in order on one server.
 */
let e2e: E2E;
let adminToken: string;
const tag = uniqueTag('C');
const companyName = `PT Maju Bersama ${tag}`;

beforeAll(async () => {
  e2e = await startE2E();
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
  it('the superadmin saves name, address, phone and a logo; the API answers them with the logo path', async () => {
    const page = await e2e.signedInPage(ADMIN);
    // Home: the icon button beside the superadmin's other ones.
    await expect.poll(() => companyButton(page).isVisible()).toBe(true);
    await page.goto('/employee');
    await expect.poll(() => page.getByRole('button', { name: 'Email Super Admin' }).isVisible()).toBe(true);
    await openDialog(page);

    // Nothing saved yet: empty fields, the default only as a hint.
    const name = dialog(page).getByLabel('Nama Perusahaan');
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('Perusahaan Anda');
    expect(await dialog(page).innerText()).toContain('Dipakai di kop dan kaki PO, kwitansi dan laporan.');

    // The name is required: its message under the field, the failure toast, the dialog stays.
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Nama perusahaan wajib diisi');
    await expect.poll(() => toastTexts(page)).toContain('Gagal Simpan Data');
    expect((await company()).saved).toBe(false);

    await name.fill(companyName);
    await expect.poll(() => dialog(page).innerText()).not.toContain('Nama perusahaan wajib diisi');
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
    expect(saved).toMatchObject({ name: companyName, address: 'Jl. Soekarno-Hatta No. 12\nBandung 40286', phone: '022-7301234', saved: true });
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
