import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../common/contract/project';
import { readPdf } from '../support/pdf';
import { ProjectClient, type ProjectFixture } from '../support/project';
import { ADMIN, login } from '../support/server';
import { callMultipart, gradientPng } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, recordRequests, toastTexts } from './support/page';

/**
 * 'Progress Pekerjaan' (renderer/src/survey/progress) in real Chromium against the real server
 * (issue 14 section 3): projects released through the API (admin and guard confirmed) get their
 * three progress steps with pictures, their report printed and their leftovers returned; a
 * request still waiting shows whom it waits for.
 */
const SHOTS = '/tmp/project-progress-shots';
let e2e: E2E;
let client: ProjectClient;
let page: Page;
let released: { fixture: ProjectFixture; project: ProjectDetail };
let waitingAdmin: ProjectDetail;
let waitingSatpam: ProjectDetail;
let iconFallbacks: Request[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  client = new ProjectClient(e2e.server, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  released = await client.releasedProject({ stocks: [10, 5], qty: [4, 2] });
  // One request nobody confirmed yet, one the admin confirmed and the guard not yet.
  const first = await client.fixture([3]);
  waitingAdmin = await client.addProject(client.projectInput(first, [1], { date_keluar: '2026-11-27' }));
  await client.request(waitingAdmin.id);
  const second = await client.fixture([3]);
  waitingSatpam = await client.addProject(client.projectInput(second, [1], { date_keluar: '2026-11-26' }));
  const request = await client.request(waitingSatpam.id);
  const { admin } = await client.confirmers();
  await client.confirm(admin, request.id, 'ADM', second.warehouse);
  const { page: fresh } = await e2e.newPage();
  page = fresh;
  // Every icon of the screen is bundled: none falls back to Blueprint's per-size chunk of all paths.
  iconFallbacks = recordRequests(page, /\/assets\/(allPaths|paths|splitPathsBySizeLoader)-[^/]+\.js$/);
  const user = await e2e.makeUser(['/survey', '/warehouse']);
  await e2e.signIn(page, user.email, user.password);
  await page.waitForURL(/\/home$/);
  await page.goto('/survey/progress');
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

/** A dialog's opening animation is over, so a screenshot shows it whole. */
const settle = (p: Page) => p.waitForTimeout(400);
const rows = (p: Page) => p.locator('table[aria-label="Daftar progress pekerjaan"] tbody tr');
const rowOf = (p: Page, name: string) => rows(p).filter({ hasText: name });
const wizard = (p: Page) => p.locator('.progress-dialog');
const leftoverDialog = (p: Page) => p.locator('.progress-leftover-dialog');
const shot = (p: Page, name: string) => p.screenshot({ path: `${SHOTS}/${name}.png` });

/** A real JPEG made by the browser's own encoder (a coloured canvas with a label). */
async function jpeg(p: Page, label: string, colour: string): Promise<Buffer> {
  const data = await p.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = fill;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#ffffff';
      context.font = 'bold 32px sans-serif';
      context.fillText(text, 24, 130);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    },
    [label, colour] as const,
  );
  return Buffer.from(data, 'base64');
}

async function setImage(dialog: Locator, slot: 1 | 2, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await dialog.getByTestId(`progress-image-${slot}`).setInputFiles(file);
}

const filledSlots = (dialog: Locator) => dialog.locator('.progress-slot[data-state="filled"]');
const nextButton = (dialog: Locator) => dialog.getByRole('button', { name: /^(Lanjut|Selesai)$/ });

async function downloaded(p: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 60_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

describe('Progress Pekerjaan', () => {
  it('lists the requested projects: released ones with their actions, waiting ones with whom they wait for', async () => {
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    const name = released.project.nama_proyek;
    const done = rowOf(page, name);
    await expect.poll(() => done.getByRole('button', { name: `Tambah Progress ${name}` }).isVisible()).toBe(true);
    expect(await done.getByRole('button', { name: `Cetak Laporan ${name}` }).isVisible()).toBe(true);
    expect(await done.getByRole('button', { name: `Barang Sisa ${name}` }).isVisible()).toBe(true);
    expect(await done.innerText()).toContain('Barang keluar');
    expect(await done.innerText()).toContain('25/11/2026');

    const admin = rowOf(page, waitingAdmin.nama_proyek);
    expect(await admin.innerText()).toContain('Tunggu konfirmasi Admin');
    expect(await admin.getByRole('button').count()).toBe(0);
    const satpam = rowOf(page, waitingSatpam.nama_proyek);
    expect(await satpam.innerText()).toContain('Tunggu konfirmasi Satpam');
    expect(await satpam.getByRole('button').count()).toBe(0);
    await shot(page, '01-list');

    await page.getByPlaceholder('Cari project...').fill(waitingAdmin.nama_proyek);
    await expect.poll(() => rows(page).count()).toBe(1);
    await shot(page, '02-waiting-row');
    await page.getByPlaceholder('Cari project...').fill('tidak-ada-project-ini');
    await expect.poll(() => rows(page).first().innerText()).toBe('TIDAK ADA DATA YANG DITAMPILKAN');
    await shot(page, '02-empty');
    await page.getByPlaceholder('Cari project...').fill('');
    await expect.poll(() => rows(page).count()).toBe(3);
    // A smaller office screen: the three row buttons stay inside their column.
    await page.setViewportSize({ width: 1024, height: 700 });
    await shot(page, '02-list-1024');
    const actions = await rowOf(page, name).locator('.progress-row-actions').boundingBox();
    const table = await page.locator('.erp-master-table').boundingBox();
    expect(actions && table && actions.x + actions.width <= table.x + table.width).toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("completes the three progress steps of a location with compressed pictures and ends with 'Progress Selesai'", async () => {
    const name = released.project.nama_proyek;
    const uploads = recordRequests(page, /\/api\/survey\/proyek\/upload_image$/);
    await rowOf(page, name).getByRole('button', { name: `Tambah Progress ${name}` }).click();
    const dialog = wizard(page);
    await expect.poll(() => dialog.locator('#progress-location').isVisible()).toBe(true);
    await settle(page);
    await shot(page, '03-wizard-location');
    const location = dialog.locator('#progress-location');
    expect(await location.locator('option').allInnerTexts()).toEqual(['Pilih lokasi pekerjaan', 'Jl. Rungkut Industri No. 5 (0/3 tahap)', 'Jl. Kali Rungkut No. 12 (0/3 tahap)']);
    await location.selectOption('0');
    await expect.poll(() => dialog.locator('.progress-step-title').innerText()).toBe('Progress 0%');
    expect(await nextButton(dialog).isDisabled()).toBe(true);

    // A file that is no picture: the browser cannot re-encode it, the server refuses it by content.
    await setImage(dialog, 1, { name: 'bukan-gambar.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar sama sekali') });
    await expect.poll(() => dialog.locator('.progress-slot-error').innerText()).toContain('File harus gambar');
    expect(await nextButton(dialog).isDisabled()).toBe(true);
    await shot(page, '04-wizard-upload-refused');

    const steps: { label: string; colours: [string, string] }[] = [
      { label: '0%', colours: ['#8a3ffc', '#1f6feb'] },
      { label: '50%', colours: ['#d97706', '#0e7490'] },
      { label: '100%', colours: ['#15803d', '#b91c1c'] },
    ];
    for (const [index, step] of steps.entries()) {
      await expect.poll(() => dialog.locator('.progress-step-title').innerText()).toBe(`Progress ${step.label}`);
      await setImage(dialog, 1, { name: `lokasi-${index}-a.png`, mimeType: 'image/png', buffer: gradientPng(400, 300, [255, 120 + index * 40, 60]) });
      await expect.poll(() => filledSlots(dialog).count()).toBe(1);
      // One picture is not enough for 'Lanjut'.
      expect(await nextButton(dialog).isDisabled()).toBe(true);
      await setImage(dialog, 2, { name: `lokasi-${index}-b.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(page, `Tahap ${step.label}`, step.colours[1]) });
      await expect.poll(() => filledSlots(dialog).count()).toBe(2);
      await expect.poll(() => nextButton(dialog).isEnabled()).toBe(true);
      await shot(page, `05-wizard-step-${index + 1}`);
      if (index < 2) {
        await nextButton(dialog).click();
        await expect.poll(() => dialog.locator('.progress-step-title').innerText()).toBe(`Progress ${steps[index + 1]?.label ?? ''}`);
        // The tick follows the saved project's refetch, a moment after the next step opens.
        await expect.poll(() => dialog.locator('.progress-step-done').count()).toBe(index + 1);
      }
    }
    // The refused file and six pictures went up.
    expect(uploads.length).toBe(7);

    const pressed = Date.now();
    await nextButton(dialog).click();
    await expect.poll(() => dialog.locator('.progress-finished').isVisible()).toBe(true);
    await shot(page, '06-wizard-saved');
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => alert.isVisible(), { timeout: 10_000 }).toBe(true);
    // Seed 001 section 4: the alert comes after 3 seconds.
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(2900);
    expect(await alert.innerText()).toContain('Progress Selesai');
    await settle(page);
    await shot(page, '07-progress-selesai');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const saved = await client.project(released.project.id);
    const photos = saved.dokproyek.find((d) => d.lokasi === 0);
    expect(photos?.gambar0).not.toBeNull();
    expect(photos?.gambar50).not.toBeNull();
    expect(photos?.gambar100).not.toBeNull();
    expect(saved.dokproyek.find((d) => d.lokasi === 1)?.gambar0).toBeNull();
    // Every picture went compressed: re-encoded by the canvas as JPEG (stored as .jpg by its content), the PNGs too.
    const stored = [photos?.gambar0, photos?.gambar50, photos?.gambar100].flatMap((pair) => (pair ? [pair.file1, pair.file2] : []));
    expect(stored).toHaveLength(6);
    for (const path of stored) expect(path).toMatch(/\.jpg$/);
  });

  it('reopens a finished location at 100% with its stored pictures; a stale picture is refused by the server and its slot emptied', async () => {
    const name = released.project.nama_proyek;
    await rowOf(page, name).getByRole('button', { name: `Tambah Progress ${name}` }).click();
    const dialog = wizard(page);
    const location = dialog.locator('#progress-location');
    await expect.poll(() => location.isVisible()).toBe(true);
    expect(await location.locator('option').nth(1).innerText()).toContain('(3/3 tahap)');
    await location.selectOption('0');
    await expect.poll(() => dialog.locator('.progress-step-title').innerText()).toBe('Progress 100%');
    await expect.poll(() => dialog.locator('img.progress-slot-image[data-state="loaded"]').count(), { timeout: 15_000 }).toBe(2);
    // Done steps can be reopened from the indicator.
    await dialog.locator('.progress-step').first().getByRole('button').click();
    await expect.poll(() => dialog.locator('.progress-step-title').innerText()).toBe('Progress 0%');
    await expect.poll(() => dialog.locator('img.progress-slot-image[data-state="loaded"]').count(), { timeout: 15_000 }).toBe(2);
    await settle(page);
    await shot(page, '08-wizard-reopened');

    // Meanwhile someone else replaces this step's pictures: the old ones are gone from the store.
    const uploaded: string[] = [];
    for (const n of [1, 2]) {
      const res = await callMultipart<{ path: string }>(e2e.server.url, 'POST', '/api/survey/proyek/upload_image', [{ name: 'files', value: { data: gradientPng(64, 48, [40 * n, 90, 200]), name: `lain-${n}.png`, type: 'image/png' } }], client.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      uploaded.push(res.body.path);
    }
    const replaced = await client.api('PUT', `/api/survey/proyek/updatedokone/${released.project.id}/0`, { name: 'gambar0', gambar: { file1: uploaded[0], file2: uploaded[1] } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // This stale wizard replaces one picture and keeps the other, which the server no longer has.
    await setImage(dialog, 1, { name: 'ganti.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 'Ganti', '#7c3aed') });
    await expect.poll(() => dialog.locator('.progress-slot[data-state="uploading"]').count()).toBe(0);
    await nextButton(dialog).click();
    await expect.poll(() => dialog.locator('.progress-slot-error').allInnerTexts()).toEqual(['Gambar tidak ditemukan, unggah ulang']);
    // The missing picture's slot is empty again: 'Lanjut' waits for a new one.
    expect(await filledSlots(dialog).count()).toBe(1);
    expect(await nextButton(dialog).isDisabled()).toBe(true);
    await shot(page, '08-wizard-stale-refused');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("prints the project's report: an A4 PDF with the project and its pictures", async () => {
    const name = released.project.nama_proyek;
    const button = rowOf(page, name).getByRole('button', { name: `Cetak Laporan ${name}` });
    const { download, bytes } = await downloaded(page, () => button.click());
    expect(download.suggestedFilename()).toMatch(/^laporan-project-.*\.pdf$/);
    const pdf = await readPdf(bytes);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain(name);
    expect(Math.round(pdf.pages[0]?.widthPt ?? 0)).toBe(595);
    // The six progress pictures of the location are embedded.
    expect((bytes.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(6);
    const pdfFile = `${SHOTS}/laporan.pdf`;
    fs.writeFileSync(pdfFile, bytes);
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfFile, `${SHOTS}/09-report`]);
    expect(fs.readdirSync(SHOTS).some((f) => f.startsWith('09-report'))).toBe(true);
  });

  it('returns leftovers into a warehouse: checked in the dialog, refused past what may come back, then listed and in stock', async () => {
    const { fixture, project } = released;
    const [pipe, cement] = fixture.products;
    if (!pipe || !cement) throw new Error('fixture products missing');
    expect(await client.balance(pipe.id, fixture.warehouse)).toBe(6);
    expect(await client.balance(cement.id, fixture.warehouse)).toBe(3);

    const name = project.nama_proyek;
    await rowOf(page, name).getByRole('button', { name: `Barang Sisa ${name}` }).click();
    const dialog = leftoverDialog(page);
    const table = dialog.locator('table[aria-label="Barang sisa project"] tbody tr');
    await expect.poll(() => table.count()).toBe(2);
    expect(await table.nth(0).innerText()).toContain(pipe.name);
    // Keluar 4, sudah kembali 0, boleh kembali 4.
    expect((await table.nth(0).innerText()).replace(/\s+/g, ' ').trim()).toMatch(/ 4 0 4$/);
    await settle(page);
    await shot(page, '10-leftovers-dialog');

    // More than may come back, and no warehouse: refused in the dialog, nothing sent.
    await dialog.getByLabel(`Jumlah kembali ${pipe.name}`).fill('5');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.locator('.progress-field-error').allInnerTexts()).toEqual([`${pipe.name}: paling banyak 4`]);
    expect(await dialog.innerText()).toContain('Warehouse wajib dipilih');
    await shot(page, '11-leftovers-invalid');

    // Meanwhile 3 of the pipes came back another way: the dialog's 4 is stale, the server refuses 2.
    const elsewhere = await client.api('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: pipe.id, qty: 3 }], keterangan: 'lewat api' });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    await dialog.getByLabel(`Jumlah kembali ${pipe.name}`).fill('2');
    await dialog.locator('#progress-leftover-warehouse').selectOption(fixture.warehouse);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.locator('.progress-error').isVisible()).toBe(true);
    // The server's 409 names the product and what may still come back.
    const refusal = await dialog.locator('.progress-error').innerText();
    expect(refusal).toContain(pipe.name);
    expect(refusal).toContain('paling banyak 1');
    await expect.poll(() => toastTexts(page)).toContain('Gagal Simpan Data');
    await shot(page, '12-leftovers-refused');
    await dismissToasts(page);
    expect(await client.balance(pipe.id, fixture.warehouse)).toBe(9);

    // Open again: the balances are the server's now.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await rowOf(page, name).getByRole('button', { name: `Barang Sisa ${name}` }).click();
    await expect.poll(() => table.count()).toBe(2);
    await expect.poll(async () => (await table.nth(0).innerText()).replace(/\s+/g, ' ').trim()).toMatch(/ 4 3 1$/);
    await dialog.getByLabel(`Jumlah kembali ${pipe.name}`).fill('1');
    await dialog.getByLabel(`Jumlah kembali ${cement.name}`).fill('2');
    await dialog.locator('#progress-leftover-warehouse').selectOption(fixture.warehouse);
    await dialog.locator('#progress-leftover-keterangan').fill('Sisa pemasangan e2e');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await client.balance(pipe.id, fixture.warehouse)).toBe(10);
    expect(await client.balance(cement.id, fixture.warehouse)).toBe(5);
    await dismissToasts(page);

    // Everything is back: the dialog says so and offers nothing to save.
    await rowOf(page, name).getByRole('button', { name: `Barang Sisa ${name}` }).click();
    await expect.poll(() => dialog.getByText('Semua barang project ini sudah kembali.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);
    await settle(page);
    await shot(page, '13-leftovers-all-back');
    await dialog.getByRole('button', { name: 'Batal' }).click();

    expect(iconFallbacks.map((r) => r.url())).toEqual([]);

    // The warehouse's read-only 'Barang Sisa Proyek' lists them.
    await page.goto('/warehouse/products/barangsisaproyek');
    const listed = page.locator('.erp-master-table tbody tr');
    await expect.poll(() => listed.filter({ hasText: cement.name }).count(), { timeout: 15_000 }).toBe(1);
    expect(await listed.filter({ hasText: pipe.name }).count()).toBe(2);
    expect(await listed.filter({ hasText: 'Sisa pemasangan e2e' }).count()).toBe(2);
    await shot(page, '14-barang-sisa-proyek');
    await client.expectStockClean();
  });
});
