import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser';
import { fakeDesktop, settingsSetCalls, type FakeErpOptions } from './support/fake-erp';

/**
 * The server settings dialog on the sign-in screen, in real Chromium on the real server's built UI.
 * Desktop mode needs `window.erp`, which preload and main provide in the app; the Electron binary
 * is absent here, so main is the one part faked (support/fake-erp.ts, installed with
 * page.addInitScript). Everything on the page is the real renderer.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const toast = (page: Page) => page.locator('.bp6-toast');
const cog = (page: Page) => page.getByRole('button', { name: 'Pengaturan Server' });
const dialog = (page: Page) => page.locator('.bp6-dialog');

async function desktopSignIn(options: FakeErpOptions): Promise<Page> {
  const { page } = await e2e.newPage();
  await fakeDesktop(page, options);
  await page.goto('/signin');
  await expect.poll(() => page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
  return page;
}

async function openSettings(page: Page): Promise<void> {
  await cog(page).click();
  await expect.poll(() => dialog(page).getByRole('radio').count()).toBe(2);
}

describe('server settings on the sign-in screen', () => {
  it('offers the cog in the desktop app only', async () => {
    const desktop = await desktopSignIn({ settings: { mode: 'standalone' } });
    await expect.poll(() => desktop.getByText('Dev 1.1').isVisible()).toBe(true);
    await expect.poll(() => cog(desktop).isVisible()).toBe(true);

    const { page: browser } = await e2e.newPage();
    await browser.goto('/signin');
    await expect.poll(() => browser.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    await expect.poll(() => browser.getByRole('button', { name: 'Masuk' }).isVisible()).toBe(true);
    expect(await cog(browser).count()).toBe(0);
  });

  it('loads the current settings (busy first) and focuses the checked choice; Escape closes', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, delayMs: 500 });
    await cog(page).click();
    await expect.poll(() => dialog(page).getByText('Memuat...').isVisible()).toBe(true);
    await expect.poll(() => dialog(page).getByText('Pengaturan Server').first().isVisible()).toBe(true);
    const standalone = dialog(page).getByRole('radio', { name: 'Mandiri (server di komputer ini)' });
    await expect.poll(() => standalone.isChecked()).toBe(true);
    await expect.poll(() => standalone.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await dialog(page).getByRole('radio', { name: 'Server kantor' }).isChecked()).toBe(false);
    expect(await dialog(page).getByLabel('Alamat server').isDisabled()).toBe(true);
    expect(await dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    expect(await dialog(page).innerText()).toContain('Server ini yang sedang dipakai.');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await settingsSetCalls(page)).toEqual([]);
  });

  it('shows an office server that is already set', async () => {
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'http://10.0.0.5:8080' } });
    await openSettings(page);
    await expect.poll(() => dialog(page).getByRole('radio', { name: 'Server kantor' }).isChecked()).toBe(true);
    await expect.poll(() => dialog(page).getByLabel('Alamat server').inputValue()).toBe('http://10.0.0.5:8080');
    expect(await dialog(page).getByLabel('Alamat server').isEnabled()).toBe(true);
  });

  it('keeps Simpan disabled with an invalid address and says why', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' } });
    await openSettings(page);
    const save = dialog(page).getByRole('button', { name: 'Simpan' });
    const url = dialog(page).getByLabel('Alamat server');
    await dialog(page).getByText('Server kantor').click();
    await expect.poll(() => url.isEnabled()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => dialog(page).innerText()).toContain('Aplikasi akan dimulai ulang untuk memakai server ini.');

    await url.fill('192.168.1.10:8080');
    await expect.poll(() => dialog(page).getByText('Alamat server tidak valid').isVisible()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await url.press('Enter');
    await url.fill('ftp://192.168.1.10');
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await settingsSetCalls(page)).toEqual([]);

    // Back to standalone: valid again, the address is kept but not used.
    await dialog(page).getByText('Mandiri (server di komputer ini)').click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect.poll(() => url.isDisabled()).toBe(true);
    expect(await dialog(page).getByText('Alamat server tidak valid').count()).toBe(0);
  });

  it('saves an office server with Enter, shows Simpan busy, then confirms', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, delayMs: 400 });
    await openSettings(page);
    await dialog(page).getByText('Server kantor').click();
    const url = dialog(page).getByLabel('Alamat server');
    await url.fill('http://192.168.1.10:8080');
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    await url.press('Enter');
    await expect.poll(() => dialog(page).locator('button[type=submit].bp6-loading').count()).toBe(1);
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server disimpan');
    expect(await toast(page).innerText()).toContain('Aplikasi dimulai ulang...');
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'remote', url: 'http://192.168.1.10:8080' }]);
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('shows a failed save and keeps the dialog open', async () => {
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'http://10.0.0.5:8080' }, setFails: 'Penyimpanan pengaturan ditolak' });
    await openSettings(page);
    await dialog(page).getByText('Mandiri (server di komputer ini)').click();
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server gagal disimpan');
    expect(await toast(page).innerText()).toContain('Penyimpanan pengaturan ditolak');
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'standalone' }]);
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('shows why the settings could not be read', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, getFails: 'Berkas pengaturan rusak' });
    await cog(page).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Pengaturan server tidak dapat dimuat');
    expect(await dialog(page).innerText()).toContain('Berkas pengaturan rusak');
    expect(await dialog(page).getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);
  });
});
