import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../common/modules';
import { ADMIN, call, login } from '../support/server';
import { callMultipart, formParts, gradientPng } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';

/**
 * Pelaporan: an employee's phone sends a report through the intake call (HTTP, as the employee's
 * account); the superadmin finds the reporter on the reports screen, opens the conversation and
 * presses 'Proses'. Other users get no icon and no screen.
 */
let e2e: E2E;
let admin: string;
let division: string;
let position: string;
const SHOTS = '/tmp/shots';

beforeAll(async () => {
  e2e = await startE2E();
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const d = await call<{ data: { id: string } }>(e2e.server.url, 'POST', '/api/employee/division/add', {
    token: admin,
    body: { name: 'Lapangan', description: '', salary: 3, status: 'active' },
  });
  const p = await call<{ data: { id: string } }>(e2e.server.url, 'POST', '/api/employee/position/add', {
    token: admin,
    body: { name: 'Teknisi', description: '', status: 'active' },
  });
  division = d.body.data.id;
  position = p.body.data.id;
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await e2e?.close();
});


async function multipart(path: string, token: string, fields: Record<string, string>, image: Buffer) {
  return callMultipart<{ data: { id: string; _id: string; status: string } }>(e2e.server.url, 'POST', path, formParts(fields, { data: image, name: 'gambar.png', type: 'image/png' }), token);
}

let employees = 0;
/** An employee with a photo and a signed-in account linked to it: the phone's side. */
async function employeeAccount(firstname: string, lastname: string): Promise<{ token: string; employeeId: string }> {
  employees += 1;
  const identity = `32${String(employees).padStart(14, '0')}`;
  const email = `${firstname.toLowerCase()}${employees}@karyawan.test`;
  const added = await multipart(
    '/api/employee/employee/add',
    admin,
    {
      firstname,
      lastname,
      email,
      phone: `0812${identity.slice(-8)}`,
      identity_number: identity,
      dname: division,
      pname: position,
      salary: '100000',
      overtime: '20000',
      dayoff: '4',
      makan_status: 'Y',
    },
    gradientPng(64, 64, [200, 120, 60]),
  );
  expect(added.status).toBe(200);
  const password = `sandi-pelapor-${employees}`;
  await e2e.server.createUser({ email, password, access: [], employeeId: added.body.data.id });
  return { token: await login(e2e.server.url, email, password), employeeId: added.body.data.id };
}

async function sendReport(token: string, deskripsi: string, image: Buffer): Promise<string> {
  const res = await multipart('/api/attendance/absent/lapor/add', token, { deskripsi }, image);
  expect(res.status).toBe(200);
  return res.body.data._id;
}

const reporters = (page: Page) => page.getByRole('complementary', { name: 'Daftar pelapor' });
const conversation = (page: Page) => page.getByRole('region', { name: 'Percakapan laporan' });
const toast = (page: Page) => page.locator('.bp6-toast');
/** The loaded picture's own width (0 until it has loaded). */
const naturalWidth = (img: Locator) => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth);

describe('reports screen', () => {
  it('a report sent from the phone is processed by the superadmin on the reports screen', async () => {
    const page = await e2e.signedInPage(ADMIN);
    await page.getByRole('button', { name: 'Pelaporan' }).click();
    await page.waitForURL(/\/laporan$/);
    // Nothing reported yet: the empty list and the placeholder.
    await expect.poll(() => reporters(page).innerText()).toContain('TIDAK ADA DATA YANG DITAMPILKAN');
    await expect.poll(() => conversation(page).innerText()).toBe('Silakan pilih pelapor.');
    await page.screenshot({ path: `${SHOTS}/reports-empty.png` });

    const rina = await employeeAccount('Rina', 'Kartika');
    const reportId = await sendReport(rina.token, 'Genset di gudang timur mati sejak pagi, mohon segera diperiksa teknisi.', gradientPng(480, 320, [40, 160, 230]));
    const budi = await employeeAccount('Budi', 'Hartono');
    await sendReport(budi.token, 'Atap kantor bocor.', gradientPng(200, 200, [230, 90, 90]));

    await page.reload();
    const entries = reporters(page).locator('.erp-reporter');
    await expect.poll(() => entries.count()).toBe(2);
    // Newest first: Budi reported last.
    await expect.poll(() => entries.first().locator('.erp-reporter-name').innerText()).toBe('Budi');
    const rinaEntry = entries.filter({ hasText: 'Rina' });
    expect(await rinaEntry.locator('.erp-reporter-excerpt').innerText()).toBe('Genset di gudang timur mati sejak pagi, mohon segera diperiksa teknisi.');
    expect(await rinaEntry.locator('.erp-reporter-time').innerText()).toMatch(/^\d{2}:\d{2}$/);
    // The company's time (WIB), as Log Aktivitas shows it, though this browser runs in UTC.
    const sentAt = (await rinaEntry.locator('.erp-reporter-time').getAttribute('datetime')) ?? '';
    const wib = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(sentAt));
    expect(await rinaEntry.locator('.erp-reporter-time').innerText()).toBe(wib);
    await expect.poll(() => naturalWidth(rinaEntry.locator('img'))).toBe(64);
    expect(await conversation(page).innerText()).toBe('Silakan pilih pelapor.');

    await rinaEntry.click();
    await expect.poll(() => conversation(page).innerText()).toContain('Rina Kartika');
    expect(await conversation(page).locator('.erp-reports-count').innerText()).toBe('Jumlah Laporan: 1');
    const item = conversation(page).locator('.erp-report');
    expect(await item.count()).toBe(1);
    expect(await item.locator('.erp-report-desc').innerText()).toBe('Genset di gudang timur mati sejak pagi, mohon segera diperiksa teknisi.');
    expect(await item.locator('.erp-report-status').innerText()).toBe('Baru');
    expect(await item.locator('.erp-report-time').innerText()).toMatch(/^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}, \d{2}:\d{2}$/);
    const image = item.locator('.erp-report-image img');
    await expect.poll(() => naturalWidth(image)).toBe(480);

    // The image opens larger in a dialog.
    await item.getByRole('button', { name: 'Perbesar gambar laporan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gambar laporan' });
    await expect.poll(() => naturalWidth(dialog.locator('img'))).toBe(480);
    // Larger than in the conversation, once the dialog has finished opening.
    const thumbnail = (await image.boundingBox())?.width ?? Infinity;
    await expect.poll(async () => (await dialog.locator('img').boundingBox())?.width ?? 0).toBeGreaterThan(thumbnail);
    await page.screenshot({ path: `${SHOTS}/reports-image.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // 'Proses': the item turns proses and its button goes away.
    await page.screenshot({ path: `${SHOTS}/reports-conversation-baru.png` });
    await item.getByRole('button', { name: 'Proses' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Berhasil Proses Pesan');
    await expect.poll(() => item.locator('.erp-report-status').innerText()).toBe('Proses');
    expect(await item.getByRole('button', { name: 'Proses' }).count()).toBe(0);
    const listed = await call<{ data: { _id: string; laporan: { _id: string; status: string }[] }[] }>(
      e2e.server.url,
      'GET',
      '/api/attendance/absent/lapor/list?filter=Rina',
      { token: admin },
    );
    expect(listed.body.data.flatMap((th) => th.laporan)).toEqual([expect.objectContaining({ _id: reportId, status: 'proses' })]);
    await page.screenshot({ path: `${SHOTS}/reports-conversation.png` });

    // Search narrows the list, once the typing has paused (500 ms): no call for a half-typed name.
    const filters: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/attendance/absent/lapor/list' && url.searchParams.has('filter')) filters.push(url.searchParams.get('filter') ?? '');
    });
    await reporters(page).getByRole('searchbox').pressSequentially('budi', { delay: 60 });
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().locator('.erp-reporter-name').innerText()).toBe('Budi');
    expect(filters).toEqual(['budi']);
    // Rina is no longer listed, so her conversation gives way to the placeholder.
    expect(await conversation(page).innerText()).toBe('Silakan pilih pelapor.');
    // A description matches too.
    await reporters(page).getByRole('searchbox').fill('genset');
    await expect.poll(() => entries.allInnerTexts()).toEqual([expect.stringContaining('Rina')]);
    await reporters(page).getByRole('searchbox').fill('tidak ada yang cocok');
    await expect.poll(() => reporters(page).innerText()).toContain('Tidak ada pelapor yang cocok dengan pencarian.');

    // Back home through the top bar.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/home$/);
  });

  it('gives a non-superadmin no icon, and refuses them /laporan', async () => {
    const user = await e2e.makeUser(MODULES.map((m) => m.accessName));
    const page = await e2e.signedInPage(user);
    await expect.poll(() => page.locator('.erp-module-card').count()).toBe(8);
    expect(await page.getByLabel(/^Pelaporan/).count()).toBe(0);
    let listCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/attendance/absent/lapor/')) listCalls += 1;
    });
    await page.goto('/laporan');
    await expect.poll(() => page.locator('.erp-fullpage').innerText()).toContain('Membuka Aplikasi');
    expect(await page.locator('.erp-fullpage').innerText()).toContain('Anda tidak punya hak akses.');
    expect(await page.getByText('Silakan pilih pelapor.').count()).toBe(0);
    expect(listCalls).toBe(0);
  });
});
