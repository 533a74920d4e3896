import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/server';
import { startE2E, type E2E } from './support/browser';

/**
 * Cadangan Data (issue 26 §1) in real Chromium on the real server: the superadmin's home warns that
 * no backup was verified yet and links to the screen; the empty list says what to do; the time is
 * checked at the field; Cadangkan Sekarang shows its progress, then the backup is listed as
 * verified with its size, and the home's warning is gone.
 */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('Cadangan Data', () => {
  it('home warns, the screen makes a verified backup with progress, the warning goes', async () => {
    const page = await e2e.signedInPage(ADMIN);
    const warning = page.getByText('Belum ada cadangan data yang terverifikasi.');
    await warning.waitFor();
    await page.getByRole('link', { name: 'Buka Cadangan Data' }).click();
    await page.waitForURL(/\/cadangan-data$/);
    await page.getByText('Belum ada cadangan. Tekan Cadangkan Sekarang untuk membuat yang pertama.').waitFor();

    const time = page.getByLabel('Jam pencadangan harian');
    expect(await time.inputValue()).toBe('12:30');
    await time.fill('7.30');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.getByText('Jam harus berformat JJ:MM, misalnya 12:30').waitFor();

    await page.getByRole('button', { name: 'Cadangkan Sekarang' }).click();
    const progress = page.getByRole('status');
    await progress.getByRole('progressbar').waitFor();
    await page.getByRole('cell', { name: 'Terverifikasi', exact: true }).waitFor({ timeout: 120_000 });
    // The file is listed once verified; the progress goes at the screen's next poll, when the run (rotation included) has ended.
    await expect.poll(() => progress.count(), { timeout: 10_000 }).toBe(0);
    const row = page.getByRole('row').filter({ hasText: 'Terverifikasi' });
    expect(await row.getByRole('cell').first().textContent()).toMatch(/^erp-backup-.*\.erpbak$/);
    expect(await row.textContent()).toMatch(/\d+(,\d)? (KB|MB)/);
    expect(await page.getByRole('button', { name: 'Cadangkan Sekarang' }).isEnabled()).toBe(true);

    // Home asks again (the run made its answer stale): no warning now.
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/backup/health') && response.ok());
    await page.getByRole('link', { name: 'Home' }).click();
    await asked;
    await page.getByText('Menu Aplikasi').waitFor();
    expect(await warning.count()).toBe(0);
  });
});
