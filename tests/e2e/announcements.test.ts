import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/server';
import { startE2E, type E2E } from './support/browser';

/** Pengumuman: the superadmin sends one from the home top bar; every signed-in user reads it on home. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const toast = (page: Page) => page.locator('.bp6-toast');
const section = (page: Page) => page.getByRole('region', { name: 'Daftar pengumuman' });

describe('announcements', () => {
  it('a superadmin sends one through the dialog and every user sees it on home', async () => {
    const page = await e2e.signedInPage(ADMIN);
    await expect.poll(() => section(page).innerText()).toContain('Belum ada pengumuman.');

    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/employee/pengumuman/add')) calls += 1;
    });
    await page.getByRole('button', { name: 'Pengumuman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Pengumuman' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // Empty: the seed's alert, and no call.
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Lengkapi Data Anda!');
    await dialog.getByLabel('Judul').fill('Rapat Bulanan');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Lengkapi Data Anda!');
    expect(calls).toBe(0);

    await dialog.getByLabel('Deskripsi').fill('Rapat hari Senin pukul 09.00.\n<b>Wajib hadir</b>');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Berhasil Kirim Pesan');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(calls).toBe(1);

    const item = section(page).locator('.erp-announcement-item').first();
    await expect.poll(() => item.innerText()).toContain('Rapat Bulanan');
    // Line breaks kept, markup shown as text.
    await expect.poll(() => item.locator('.erp-announcement-desc').innerText()).toBe('Rapat hari Senin pukul 09.00.\n<b>Wajib hadir</b>');
    expect(await item.locator('b').count()).toBe(0);
    expect(await item.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}/);

    const u = await e2e.makeUser(['/employee']);
    const other = await e2e.signedInPage(u);
    await expect.poll(() => section(other).locator('.erp-announcement-item').first().innerText()).toContain('Rapat Bulanan');
    expect(await other.getByRole('button', { name: 'Pengumuman' }).count()).toBe(0);
    expect(await other.locator('[aria-label^="Pengumuman"]').count()).toBe(0);
  });

  it('shows the server’s reason when sending fails', async () => {
    const page = await e2e.signedInPage(ADMIN);
    await page.route('**/api/employee/pengumuman/add', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Server sedang sibuk' } }),
      }),
    );
    await page.getByRole('button', { name: 'Pengumuman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Pengumuman' });
    await dialog.getByLabel('Judul').fill('Gagal');
    await dialog.getByLabel('Deskripsi').fill('Tidak terkirim');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Gagal Kirim Pesan');
    await expect.poll(() => toast(page).innerText()).toContain('Server sedang sibuk');
    expect(await dialog.isVisible()).toBe(true);
  });
});
