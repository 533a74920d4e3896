import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callOk, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { openFormCard } from './support/page';

/**
 * React 19 with Blueprint 6's overlay paths, in real Chromium against the real server: a popover
 * (the home top bar's tooltip), a @blueprintjs/select picker (Suggest and MultiSelect of the User
 * form: open, type to filter, choose) and dialogs (Ganti Password, the sign-out confirm: open,
 * Escape, close button). Each asserts what the user sees, and that React logged no error meanwhile
 * (a removed React API reached by Blueprint or react-popper would show there first).
 */
let e2e: E2E;
let page: Page;
const problems: string[] = [];

const watchConsole = (message: ConsoleMessage) => {
  if (message.type() === 'error' || (message.type() === 'warning' && /react|ref|popper|findDOMNode/i.test(message.text()))) problems.push(message.text());
};

beforeAll(async () => {
  e2e = await startE2E();
  const token = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const api = <T,>(method: string, path: string, body?: unknown) => callOk<T>(e2e.server.url, method, path, { token, body });
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Gudang', description: '', salary: 3, status: 'active' });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Staf Gudang', description: '', status: 'active' });
  const people: [string, string, string][] = [
    ['Sulastri', 'Wulandari', '081234567890'],
    ['Bambang', 'Pamungkas', '081234567891'],
  ];
  for (const [firstname, lastname, phone] of people) {
    await api('POST', '/api/employee/employee/add', {
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}@pt.test`,
      phone,
      identity_number: `317123456789${phone.slice(-4)}`,
      dname: division.data.id,
      pname: position.data.id,
      salary: 150000,
      overtime: 20000,
      dayoff: 4,
      makan_status: 'Y',
    });
  }
  page = await e2e.signedInPage(ADMIN);
  page.on('console', watchConsole);
  page.on('pageerror', (error) => problems.push(error.message));
});
afterAll(async () => {
  await e2e?.close();
});

describe('Blueprint overlays under React 19', () => {
  it('popover: the top bar tooltip opens on hover with its text and closes when the pointer leaves', async () => {
    const reports = page.getByRole('button', { name: 'Pelaporan' });
    await expect.poll(() => reports.isVisible()).toBe(true);
    const tooltip = page.locator('.bp6-tooltip');
    // The tooltip engine arrives just after the first paint: hover until it answers.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 300);
        await reports.hover();
        return tooltip.waitFor({ state: 'visible', timeout: 1000 }).then(
          () => true,
          () => false,
        );
      }, { timeout: 10_000 })
      .toBe(true);
    expect(await tooltip.innerText()).toBe('Pelaporan');
    await page.mouse.move(600, 500);
    await expect.poll(() => tooltip.count()).toBe(0);
  });

  it('select: the Suggest picker opens, filters as one types and takes the clicked option', async () => {
    await page.goto('/employee/users');
    await openFormCard(page.locator('.erp-master-form-header'));
    const picker = page.getByLabel('Nama Karyawan');
    await expect.poll(() => picker.isVisible()).toBe(true);
    await picker.click();
    // The picker's own options (the Role selects' <option>s are options too).
    const options = page.locator('.bp6-popover').getByRole('option');
    // It opens on typing: 'a' offers both employees, 'amb' only one.
    await picker.pressSequentially('a');
    await expect.poll(() => options.allInnerTexts().then((texts) => texts.filter((t) => /Sulastri Wulandari|Bambang Pamungkas/.test(t)).length)).toBe(2);
    await picker.pressSequentially('mb');
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('Bambang Pamungkas')]);
    await options.first().click();
    await expect.poll(() => picker.inputValue()).toBe('Bambang Pamungkas');
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe('bambang@pt.test');
    await expect.poll(() => page.locator('.bp6-popover').filter({ has: page.getByRole('option') }).count()).toBe(0);
  });

  it('select: the MultiSelect picker filters, adds a tag, and closes on Escape', async () => {
    const apps = page.getByLabel('Hak Akses Aplikasi');
    await apps.click();
    await apps.pressSequentially('ware');
    // Modules by name with their description, never raw paths (issue 24).
    const warehouse = page.getByRole('option', { name: /^Warehouse/ });
    await expect.poll(() => warehouse.isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: /^Employee/ }).count()).toBe(0);
    await warehouse.click();
    await expect.poll(() => page.locator('.bp6-tag-input .bp6-tag').allInnerTexts()).toEqual(['Warehouse']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox', { name: 'Pilihan aplikasi' }).count()).toBe(0);
  });

  it('dialog: Ganti Password opens with focus inside, closes on Escape, and again with its close button', async () => {
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('.bp6-dialog-header').innerText()).toBe('Ganti Password');
    await expect.poll(() => dialog.getByLabel('Kata Sandi Baru').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-dialog')))).toBe(true);
    await dialog.getByLabel('Kata Sandi Baru').fill('belum-disimpan');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.bp6-dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await expect.poll(() => dialog.getByLabel('Kata Sandi Baru').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.locator('.bp6-dialog').count()).toBe(0);
  });

  it('alert: the sign-out confirm asks, and Batal keeps the user signed in', async () => {
    await page.getByRole('button', { name: 'Keluar' }).click();
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => alert.innerText()).toContain('Apakah anda yakin, ingin keluar?');
    await alert.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    expect(page.url()).toMatch(/\/employee\/users$/);
  });

  it('logged no React error or warning along the way', () => {
    expect(problems).toEqual([]);
  });
});
