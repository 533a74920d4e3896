import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductionClient, type ProductionFixture } from '../support/production';
import { ProjectClient } from '../support/project';
import { ADMIN, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * The Production board (renderer/src/production) in real Chromium against the real server (issue 15):
 * the superadmin plans an order with RAB images; a division user, in a second browser, sees it
 * arrive live (no reload), moves it to 'selesai' into a chosen warehouse, and the product's stock
 * grows; the superadmin's board follows live; the gallery opens full screen and zooms.
 */
const SHOTS = '/tmp/production-shots';
let e2e: E2E;
let client: ProductionClient;
let f: ProductionFixture;
/** Another division's order, its deadline passed: only the superadmin sees it, marked late. */
let late: ProductionFixture;
let admin: Page;
let worker: Page;

beforeAll(async () => {
  e2e = await startE2E();
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  client = new ProductionClient(e2e.server, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  f = await client.fixture({ stocks: [20, 30], perUnit: [2, 3] });
  late = await client.fixture({ stocks: [5], perUnit: [1] });
  await client.addOrder(late, { qty: 2, dateline: '2026-01-05T00:00:00Z' });
  const password = 'sandi-divisi-produksi';
  const email = `divisi-${f.tag.toLowerCase()}@erp.test`;
  await e2e.server.createUser({ email, password, role: 'user', access: ['/production'], divisionId: f.division, firstname: 'Budi', lastname: 'Produksi' });
  admin = await e2e.signedInPage(ADMIN, '/production');
  worker = await e2e.signedInPage({ email, password }, '/production');
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const settle = (p: Page) => p.waitForTimeout(400);
const shot = (p: Page, name: string) => p.screenshot({ path: `${SHOTS}/${name}.png` });
const board = (p: Page) => p.locator('table[aria-label="Daftar produksi"]');
const orderRow = (p: Page, name: string) => board(p).locator('tbody tr').filter({ hasText: name });
const dialog = (p: Page, title: string) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: title }) });

/** A real JPEG from the browser's own encoder: a coloured page with a label, like a scanned RAB. */
async function jpeg(p: Page, label: string, colour: string): Promise<Buffer> {
  const data = await p.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = fill;
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#ffffff';
      context.font = 'bold 48px sans-serif';
      context.fillText(text, 60, 300);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    },
    [label, colour] as const,
  );
  return Buffer.from(data, 'base64');
}

describe('production board', () => {
  it("shows a ticking clock and Home to both; the division sees none of another division's orders, the superadmin sees it marked late", async () => {
    await expect.poll(() => board(worker).locator('.erp-master-empty').count()).toBe(1);
    await expect.poll(() => orderRow(admin, late.product.name).count()).toBe(1);
    expect(await orderRow(admin, late.product.name).innerText()).toMatch(/05 Jan 2026\s+Terlambat/);
    for (const p of [admin, worker]) {
      const first = await p.getByTestId('production-clock-time').innerText();
      await expect.poll(() => p.getByTestId('production-clock-time').innerText(), { timeout: 3000 }).not.toBe(first);
      expect(await p.getByRole('button', { name: 'Home' }).count()).toBeGreaterThan(0);
    }
    expect(await admin.getByRole('button', { name: 'Add Production' }).count()).toBe(1);
    expect(await worker.getByRole('button', { name: 'Add Production' }).count()).toBe(0);
  });

  it('the superadmin adds an order with RAB images; the missing data and images are named first', async () => {
    await admin.getByRole('button', { name: 'Add Production' }).click();
    const add = dialog(admin, 'Add Production');
    await expect.poll(() => add.isVisible()).toBe(true);
    await add.getByRole('button', { name: 'Simpan' }).click();
    // Said under the fields with the focus on the first, no alert on top (issue 27 §2).
    await expect.poll(() => add.getByText('Lengkapi dulu data anda', { exact: true }).count()).toBe(2);
    expect(await add.getByText('Lengkapi Data Gambar!', { exact: true }).count()).toBe(1);
    await expect.poll(() => add.locator('#production-product').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await admin.locator('.bp6-alert').count()).toBe(0);

    await add.locator('#production-product').fill(f.product.name.slice(0, 8));
    await admin.locator('.bp6-menu-item', { hasText: f.product.name }).first().click();
    await add.locator('#production-division').selectOption(f.division);
    await add.locator('#production-qty').fill('4');
    await add.locator('#production-deadline').fill('31/12/2026');
    // Its composition is shown as soon as the product is picked.
    await expect.poll(() => add.locator('.production-composition-preview').innerText()).toContain(`${f.components[0]?.name} × 2`);
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => add.getByText('Lengkapi dulu data anda', { exact: true }).count()).toBe(0);
    expect(await add.getByText('Lengkapi Data Gambar!', { exact: true }).count()).toBe(1);
    expect(await admin.locator('.bp6-alert').count()).toBe(0);

    await add.getByTestId('rab-input').setInputFiles([
      { name: 'rab-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg(admin, 'RAB halaman 1', '#2d72d2') },
      { name: 'rab-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(admin, 'RAB halaman 2', '#238551') },
    ]);
    await expect.poll(() => add.locator('.production-form-image').count()).toBe(2);
    await settle(admin);
    await shot(admin, '01-add-production-office');
    await add.getByRole('tab', { name: 'In Project' }).click();
    await settle(admin);
    await shot(admin, '02-add-production-project');
    await add.getByRole('tab', { name: 'In Office' }).click();

    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(admin)).toContain('Berhasil Simpan Data');
    await expect.poll(() => orderRow(admin, f.product.name).count()).toBe(1);
    const row = orderRow(admin, f.product.name);
    expect(await row.innerText()).toContain('menunggu diproses');
    expect(await row.innerText()).toContain('31 Des 2026');
    await dismissToasts(admin);
    await shot(admin, '03-board-superadmin');
  });

  it("the division's board receives it live, without a reload, with a toast", async () => {
    await expect.poll(() => orderRow(worker, f.product.name).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => toastTexts(worker)).toContain('Produksi baru');
    await expect.poll(() => toastTexts(worker)).toContain(`${f.product.name} oleh Super Admin`);
    const row = orderRow(worker, f.product.name);
    // Stock of the product (none yet), its composition count, the next step of the machine and cancel.
    expect(await row.getByRole('button', { name: 'Terbitkan' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Batalkan' }).count()).toBe(1);
    await row.getByRole('button', { name: /Lihat komposisi/ }).click();
    const composition = dialog(worker, 'Komposisi');
    await expect.poll(() => composition.innerText()).toContain(f.components[1]?.name ?? '');
    await settle(worker);
    await shot(worker, '04-composition');
    await composition.getByRole('button', { name: 'Tutup' }).first().click();
    await dismissToasts(worker);
    await shot(worker, '05-board-division');
  });

  it('the division writes a work log, moves the order step by step to selesai into a warehouse, and the stock grows', async () => {
    const row = () => orderRow(worker, f.product.name);
    await row().getByRole('button', { name: 'Tambah Log' }).click();
    const logs = dialog(worker, 'Log Pekerjaan');
    await logs.locator('#production-log-text').fill('Rangka sudah dipotong');
    await logs.getByRole('button', { name: 'Simpan Log' }).click();
    await expect.poll(() => logs.locator('.production-log').count()).toBe(1);
    await settle(worker);
    await shot(worker, '06-logs');
    await logs.getByRole('button', { name: 'Tutup' }).first().click();
    await expect.poll(() => row().innerText()).toContain('Rangka sudah dipotong');

    // Each step is the primary colour and asks first, naming the step.
    expect(await row().getByRole('button', { name: 'Terbitkan', exact: true }).getAttribute('class')).toContain('bp6-intent-primary');
    const prompt = worker.locator('.bp6-alert');
    for (const [button, status] of [
      ['Terbitkan', 'diterbitkan'],
      ['Produksi', 'diproduksi'],
      ['Packing', 'dipacking'],
    ] as const) {
      await row().getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => prompt.innerText()).toContain(`Lanjutkan ke tahap ${status}?`);
      if (status === 'diproduksi') {
        await settle(worker);
        await shot(worker, '06b-step-confirm');
      }
      await prompt.getByRole('button', { name: `Ya, ${button}` }).click();
      await expect.poll(() => row().getAttribute('data-status')).toBe(status);
      await expect.poll(() => prompt.count()).toBe(0);
    }
    // Once released, the superadmin reads who moves it on where the status control was.
    await expect.poll(() => orderRow(admin, f.product.name).innerText(), { timeout: 10_000 }).toContain(`Dilanjutkan oleh divisi Divisi ${f.tag}`);
    // A mistaken step is undone by the one who took it: Packing back to diproduksi, then taken again.
    await row().getByRole('button', { name: `Urungkan ${f.product.name}` }).click();
    await expect.poll(() => row().getAttribute('data-status')).toBe('diproduksi');
    await expect.poll(() => toastTexts(worker)).toContain('Langkah diurungkan, status kembali diproduksi');
    expect(await row().getByRole('button', { name: `Urungkan ${f.product.name}` }).count()).toBe(0);
    await row().getByRole('button', { name: 'Packing', exact: true }).click();
    await prompt.getByRole('button', { name: 'Ya, Packing' }).click();
    await expect.poll(() => row().getAttribute('data-status')).toBe('dipacking');
    await dismissToasts(worker);
    await shot(worker, '07a-undo-offered');
    // The superadmin's board follows live.
    await expect.poll(() => orderRow(admin, f.product.name).getAttribute('data-status'), { timeout: 10_000 }).toBe('dipacking');

    await row().getByRole('button', { name: 'Selesai', exact: true }).click();
    const finish = dialog(worker, 'Selesaikan Produksi');
    await finish.locator('#production-finish-warehouse').selectOption(f.picks.warehouse);
    await settle(worker);
    await shot(worker, '07-finish-warehouse');
    await finish.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => row().getAttribute('data-status')).toBe('selesai');
    // Frozen: no more steps, no cancel, no new logs.
    expect(await row().getByRole('button', { name: 'Batalkan' }).count()).toBe(0);
    expect(await row().getByRole('button', { name: 'Tambah Log' }).isDisabled()).toBe(true);
    // 4 made: the product's stock on the board and on the server.
    await expect.poll(() => row().locator('td').nth(3).innerText()).toBe('4');
    const order = await client.order((await row().getAttribute('data-order')) ?? '');
    expect(order.produk.stock).toBe(4);
    expect(order.produk.komposisi.map((c) => c.stock)).toEqual([20 - 8, 30 - 12]);
    await expect.poll(() => orderRow(admin, f.product.name).getAttribute('data-status'), { timeout: 10_000 }).toBe('selesai');
    await dismissToasts(worker);
    await shot(worker, '08-board-division-selesai');
  });

  it('the RAB gallery opens full screen and zooms', async () => {
    await dismissToasts(admin);
    await orderRow(admin, f.product.name).getByRole('button', { name: 'Buka gambar RAB 2' }).click();
    const gallery = admin.locator('.production-gallery');
    await expect.poll(() => gallery.isVisible()).toBe(true);
    await expect.poll(() => gallery.locator('.production-gallery-image').count()).toBe(1);
    expect(await gallery.innerText()).toContain('Gambar 2 dari 2');
    const box = await gallery.boundingBox();
    expect(box?.width).toBe(1366);
    await gallery.getByRole('button', { name: 'Perbesar' }).click();
    await gallery.getByRole('button', { name: 'Perbesar' }).click();
    await expect.poll(() => gallery.locator('.production-gallery-image').getAttribute('data-zoom')).toBe('2');
    await settle(admin);
    await shot(admin, '09-gallery-zoomed');
    await gallery.getByRole('button', { name: 'Sebelumnya' }).click();
    expect(await gallery.innerText()).toContain('Gambar 1 dari 2');
    await expect.poll(() => gallery.locator('.production-gallery-image').getAttribute('data-zoom')).toBe('1');
    await admin.keyboard.press('Escape');
    await expect.poll(() => gallery.count()).toBe(0);
    await shot(admin, '10-board-superadmin-selesai');
    // The app's smallest window (1024 px): every column, Aksi too, fits without scrolling sideways.
    await admin.setViewportSize({ width: 1024, height: 640 });
    await settle(admin);
    await shot(admin, '10b-board-superadmin-1024');
    const fits = await board(admin).evaluate((table) => {
      const box = table.parentElement?.getBoundingClientRect();
      const actions = table.querySelector('tbody tr td:last-child')?.getBoundingClientRect();
      return { scrolls: (table.parentElement?.scrollWidth ?? 0) > (table.parentElement?.clientWidth ?? 0), actionsInside: box !== undefined && actions !== undefined && actions.right <= box.right + 1 };
    });
    expect(fits).toEqual({ scrolls: false, actionsInside: true });
    await admin.setViewportSize({ width: 1366, height: 768 });
  });

  it('the division cancels an order after the prompt; the superadmin deletes one after the prompt', async () => {
    await client.addOrder(f, { qty: 1 });
    const waiting = board(worker).locator('tbody tr[data-status="approved"]');
    await expect.poll(() => waiting.count(), { timeout: 10_000 }).toBe(1);
    const id = await waiting.getAttribute('data-order');
    await waiting.getByRole('button', { name: /^Batalkan/ }).click();
    const prompt = worker.locator('.bp6-alert');
    await expect.poll(() => prompt.innerText()).toContain('Apakah anda yakin, ingin membatalkan produksi tersebut?');
    await settle(worker);
    await shot(worker, '11-cancel-prompt');
    await prompt.getByRole('button', { name: 'YA, BATALKAN!' }).click();
    const cancelled = board(worker).locator(`tbody tr[data-order="${id}"]`);
    await expect.poll(() => cancelled.getAttribute('data-status')).toBe('dibatalkan');
    expect(await cancelled.innerText()).toContain('dibatalkan');
    expect(await cancelled.getByRole('button', { name: /^Batalkan/ }).count()).toBe(0);

    // The superadmin releases the late order (asked first); the division takes it on, which the toast and the row say; undone by the superadmin.
    await dismissToasts(admin);
    const lateRow = orderRow(admin, late.product.name);
    await lateRow.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await admin.locator('.bp6-alert').getByRole('button', { name: 'Ya, Terbitkan' }).click();
    await expect.poll(() => lateRow.getAttribute('data-status')).toBe('diterbitkan');
    await expect.poll(() => toastTexts(admin)).toContain(`Status menjadi diterbitkan. Dilanjutkan oleh divisi Divisi ${late.tag}.`);
    expect(await lateRow.innerText()).toContain(`Dilanjutkan oleh divisi Divisi ${late.tag}`);
    await lateRow.getByRole('button', { name: `Urungkan ${late.product.name}` }).click();
    await expect.poll(() => lateRow.getAttribute('data-status')).toBe('approved');
    await dismissToasts(admin);
    await orderRow(admin, late.product.name).getByRole('button', { name: /^Hapus/ }).click();
    const confirm = admin.locator('.bp6-alert');
    await expect.poll(() => confirm.innerText()).toContain('Apakah anda yakin, ingin menghapus data tersebut?');
    await confirm.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => orderRow(admin, late.product.name).count()).toBe(0);
    await expect.poll(() => toastTexts(admin)).toContain('Berhasil Hapus Data');
  });

  it('the superadmin plans orders from a project: rows added and removed, each with its division', async () => {
    const projects = new ProjectClient(e2e.server, client.token);
    const project = await projects.addProject(projects.projectInput(await projects.fixture([3])));
    await dismissToasts(admin);
    await admin.getByRole('button', { name: 'Add Production' }).click();
    const add = dialog(admin, 'Add Production');
    await add.getByRole('tab', { name: 'In Project' }).click();
    await add.getByRole('button', { name: 'Simpan' }).click();
    // The project and the row's product and division said where they are, the focus on the project; no alert.
    await expect.poll(() => add.getByText('Lengkapi dulu data anda', { exact: true }).count()).toBe(3);
    await expect.poll(() => add.locator('#production-project').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await admin.locator('.bp6-alert').count()).toBe(0);

    await add.locator('#production-project').selectOption(project.id);
    const lines = add.locator('.production-lines tbody tr');
    const fillLine = async (index: number, product: string, division: string, qty: string) => {
      const line = lines.nth(index);
      await line.locator('input[placeholder="Cari nama produk..."]').fill(product.slice(0, 8));
      await admin.locator('.bp6-menu-item', { hasText: product }).first().click();
      await line.getByLabel(`Divisi ${index + 1}`).selectOption(division);
      await line.getByLabel(`Jumlah ${index + 1}`).fill(qty);
    };
    await fillLine(0, f.product.name, f.division, '2');
    await add.getByRole('button', { name: 'Tambah Baris' }).click();
    await fillLine(1, late.product.name, late.division, '3');
    await add.getByRole('button', { name: 'Tambah Baris' }).click();
    await expect.poll(() => lines.count()).toBe(3);
    // A product without a composition offers the seed's 'add composition' (the warehouse's editor).
    const component = f.components[0]?.name ?? '';
    await lines.nth(2).locator('input[placeholder="Cari nama produk..."]').fill(component);
    await admin.locator('.bp6-menu-item', { hasText: component }).first().click();
    await lines.nth(2).getByRole('button', { name: 'Tambah Komposisi' }).click();
    const editor = dialog(admin, 'Edit Komposisi');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => admin.locator('.bp6-alert').innerText()).toContain('Lengkapi dulu data anda');
    await admin.locator('.bp6-alert').getByRole('button', { name: 'OK' }).click();
    await editor.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => editor.count()).toBe(0);
    await add.getByRole('button', { name: 'Hapus baris 3' }).click();
    await expect.poll(() => lines.count()).toBe(2);
    await expect.poll(() => lines.nth(1).locator('.production-composition-preview').innerText()).toContain(`${late.components[0]?.name} × 1`);
    await settle(admin);
    await shot(admin, '12-add-production-project-rows');
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(admin)).toContain('Berhasil Simpan Data');
    const fromProject = board(admin).locator('tbody tr').filter({ hasText: project.nama_proyek });
    await expect.poll(() => fromProject.count()).toBe(2);
    expect(await fromProject.filter({ hasText: late.product.name }).innerText()).toContain('3');
    // Only the order of its own division reaches the division's board.
    await expect.poll(() => board(worker).locator('tbody tr').filter({ hasText: project.nama_proyek }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('the superadmin edits an order; a board of many orders shows 25 to a page', async () => {
    await dismissToasts(admin);
    const planned = board(admin).locator('tbody tr').filter({ hasText: late.product.name });
    await planned.getByRole('button', { name: /^Edit/ }).click();
    const edit = dialog(admin, 'Edit Production');
    await expect.poll(() => edit.locator('#production-product').inputValue()).toBe(late.product.name);
    await edit.locator('#production-qty').fill('5');
    await settle(admin);
    await shot(admin, '13-edit-production');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(admin)).toContain('Berhasil Edit Data');
    await expect.poll(() => planned.locator('td').nth(3).innerText()).toBe('5');

    // 30 more orders of the worker's division: the board pages them, 25 rows at a time.
    const image = await client.upload();
    for (let i = 0; i < 30; i += 1) await client.addOrder(f, { qty: i + 1, imagerab: [image], dateline: null });
    await expect.poll(() => board(worker).locator('tbody tr').count(), { timeout: 15_000 }).toBe(25);
    // The finished, the cancelled and the project's order, and the 30 new ones.
    await expect.poll(() => worker.locator('.production-count').innerText(), { timeout: 15_000 }).toBe('Menampilkan 1–25 dari 33 produksi');
    await worker.getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => board(worker).locator('tbody tr').count()).toBeLessThan(25);
    await dismissToasts(worker);
    await shot(worker, '14-board-division-page-2');
    // The app's smallest window (1024 px): the table scrolls inside its card, the page does not.
    await worker.setViewportSize({ width: 1024, height: 640 });
    await worker.getByRole('button', { name: 'Halaman 1' }).click();
    await settle(worker);
    await shot(worker, '15-board-division-1024');
    expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  it('a reload of the board asks for the session once, and for its first page before any of its code is fetched (early reads)', async () => {
    const page = await e2e.signedInPage(ADMIN, '/home');
    // What index.html itself loads; anything else is a module's code, fetched by the app.
    const html = await (await page.request.get('/')).text();
    const initial = new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+)"/g)].map((match) => match[1]));
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname + search);
      else if (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !initial.has(pathname.slice('/assets/'.length))) asked.push('module code');
    });
    await page.goto('/production');
    await expect.poll(() => page.locator('.production-count').innerText()).toMatch(/dari \d+ produksi/);
    expect(asked.filter((url) => url === '/api/auth/session')).toHaveLength(1);
    const firstPage = asked.indexOf('/api/production/dataproduction/list?page=1&per_page=25');
    expect(firstPage).toBeGreaterThanOrEqual(0);
    expect(firstPage).toBeLessThan(asked.indexOf('module code'));
    await page.close();
  });

  it('an order added while the board is still connecting its live updates shows once they connect (the board reads afresh)', async () => {
    const page = await e2e.signedInPage(ADMIN, '/home');
    let connect: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (connect = resolve));
    // The live connection is held open-ended, as on a slow network, until the order has been added.
    await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
      await held;
      socket.connectToServer();
    });
    await page.goto('/production');
    const count = page.locator('.production-count');
    await expect.poll(() => count.innerText()).toMatch(/dari \d+ produksi/);
    const before = Number(/dari (\d+) produksi/.exec(await count.innerText())?.[1]);
    await client.addOrder(late, { qty: 4 });
    // Its 'add' event went out before the board was listening: only a fresh read can show it.
    connect();
    await expect.poll(() => count.innerText(), { timeout: 10_000 }).toContain(`dari ${before + 1} produksi`);
    await page.close();
  });
});
