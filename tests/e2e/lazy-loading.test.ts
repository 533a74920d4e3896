import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E, type TestUser } from './support/browser';
import { recordRequests } from './support/page';

/**
 * What the renderer downloads when, in real Chromium against the real server and its built web UI:
 * the sign-in screen and home fetch only what index.html lists; a module's chunk comes when its
 * card is hovered or focused (or the module opened), with the module frame and a spinner while it
 * is on its way; a chunk that cannot be fetched shows an error with 'Muat Ulang', which recovers.
 */
const rendererDir = path.resolve(process.env.E2E_RENDERER_DIR ?? path.join(import.meta.dirname, '../../dist/renderer'));
type Manifest = Record<string, { file: string; imports?: string[] }>;
// Written beside the renderer's folder by the build (vite.config.ts), out of the server's reach.
const manifest = JSON.parse(fs.readFileSync(`${rendererDir}.manifest.json`, 'utf8')) as Manifest;
const fileOf = (source: string): string => {
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build manifest`);
  return path.basename(file);
};
/** A chunk and every chunk it imports, transitively (what the browser fetches to run it). */
const withImports = (source: string): string[] => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(source);
  return [...seen].map(fileOf);
};
/** Everything index.html makes the browser fetch before the first screen: its scripts and modulepreloads. */
const initialFiles = [...fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8').matchAll(/<(?:script|link)\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => tag.startsWith('<script') || tag.includes('rel="modulepreload"'))
  .map((tag) => path.basename(/(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? ''));

const SHOTS = '/tmp/shots';

let e2e: E2E;
let user: TestUser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  e2e = await startE2E();
  user = await e2e.makeUser(['/employee', '/warehouse']);
});
afterAll(async () => {
  await e2e?.close();
});

const scripts = (page: Page) => recordRequests(page, /\/assets\/[^/]+\.js$/);
const names = (requests: { url(): string }[]) => requests.map((request) => path.basename(new URL(request.url()).pathname));
const card = (page: Page, title: string) => page.locator('.erp-module-card').filter({ hasText: title });

/** Signs in with the keyboard: the pointer stays in the corner, so no card is hovered by chance. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(user.password);
  await page.getByLabel('Kata Sandi', { exact: true }).press('Enter');
  await page.waitForURL(/\/home$/);
}

describe('initial download', () => {
  it('the sign-in screen shows with index.html’s files only (tooltips follow), no module code', async () => {
    const { page } = await e2e.newPage();
    const seen = scripts(page);
    await page.goto('/signin');
    await expect.poll(() => page.getByRole('button', { name: 'Masuk' }).isVisible()).toBe(true);
    // The tooltip engine with the chunks it imports (Blueprint's popover pieces may sit a level down).
    const tooltips = withImports('src/shell/tooltipEngine.ts');
    const extra = names(seen).filter((name) => !initialFiles.includes(name));
    expect(extra.filter((name) => !tooltips.includes(name))).toEqual([]);
    expect(initialFiles).toContain(names(seen)[0]);
  });

  it('the code is kept by the browser for good (its file names change with it); the page itself is asked again', async () => {
    const { page } = await e2e.newPage();
    const asset = initialFiles[0];
    const code = await page.request.get(`/assets/${asset}`);
    expect(code.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/production']) expect((await page.request.get(route)).headers()['cache-control']).toBe('no-cache');
  });

  it('home fetches no module until a card is hovered; hovering Employee fetches its chunk, opening it fetches it no more', async () => {
    const { page } = await e2e.newPage();
    const seen = scripts(page);
    await signInByKeyboard(page);
    await expect.poll(() => page.getByText('Menu Aplikasi').isVisible()).toBe(true);
    const employee = fileOf('src/employee/routes.tsx');
    const warehouse = fileOf('src/warehouse/routes.tsx');
    expect(names(seen)).not.toContain(employee);
    expect(names(seen)).not.toContain(warehouse);

    await page.screenshot({ path: `${SHOTS}/lazy-home.png` });
    await card(page, 'Employee').hover();
    await expect.poll(() => names(seen)).toContain(employee);
    expect(names(seen)).not.toContain(warehouse);
    const beforeOpen = seen.length;
    await card(page, 'Employee').click();
    await expect.poll(() => page.locator('.erp-master-form-header').innerText()).toBe('Tambah Division');
    expect(names(seen.slice(beforeOpen))).not.toContain(employee);
    await expect.poll(() => page.locator('.erp-master-table tbody tr').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/lazy-employee-division.png` });
  });

  it('focusing a card with the keyboard fetches that module’s chunk too', async () => {
    const { page } = await e2e.newPage();
    const seen = scripts(page);
    await signInByKeyboard(page);
    await expect.poll(() => card(page, 'Warehouse').isVisible()).toBe(true);
    await card(page, 'Warehouse').focus();
    await expect.poll(() => names(seen)).toContain(fileOf('src/warehouse/routes.tsx'));
    // A card the user cannot open fetches nothing.
    await card(page, 'Purchasing').focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(names(seen)).not.toContain(fileOf('src/purchasing/routes.tsx'));
  });
});

describe('while a module loads, and when it cannot', () => {
  it('shows the module frame (top bar, its title in the sidebar) and a spinner, then the screen', async () => {
    const page = await e2e.signedInPage(user);
    const employee = fileOf('src/employee/routes.tsx');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/assets/${employee}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByText('Menu Aplikasi').waitFor();
    await card(page, 'Employee').click();
    await page.waitForURL(/\/employee/);
    await expect.poll(() => page.locator('.erp-module-content .bp6-spinner').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ganti Password' }).isVisible()).toBe(true);
    expect(await page.locator('.erp-sidebar').innerText()).toContain('Employee');
    await page.screenshot({ path: `${SHOTS}/lazy-module-loading.png` });
    release();
    await expect.poll(() => page.locator('.erp-master-form-header').innerText()).toBe('Tambah Division');
    expect(await page.locator('.erp-module-content .bp6-spinner').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Jabatan' }).isVisible()).toBe(true);
  });

  it('a chunk that cannot be fetched (say, after an upgrade) shows an error with Muat Ulang, which loads it', async () => {
    const page = await e2e.signedInPage(user);
    await page.getByText('Menu Aplikasi').waitFor();
    // From now on, no script arrives: as when the chunks on the server were replaced.
    await page.route('**/assets/*.js', (route) => route.abort());
    await card(page, 'Employee').click();
    await page.waitForURL(/\/employee/);
    await expect.poll(() => page.getByText('Halaman gagal dimuat').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Home' }).or(page.getByRole('link', { name: 'Home' })).first().isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/lazy-module-failed.png` });

    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    await expect.poll(() => page.locator('.erp-master-form-header').innerText()).toBe('Tambah Division');
  });

  it('a shell dialog whose chunk cannot be fetched says so inside the dialog', async () => {
    const page = await e2e.signedInPage(user, '/employee');
    await expect.poll(() => page.locator('.erp-master-form-header').innerText()).toBe('Tambah Division');
    await page.route(`**/assets/${fileOf('src/shell/ChangePasswordDialog.tsx')}`, (route) => route.abort());
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Halaman gagal dimuat').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Muat Ulang' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.bp6-dialog').count()).toBe(0);
  });
});
