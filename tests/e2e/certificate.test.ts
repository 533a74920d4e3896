import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, companyToday } from '../../common/calendar';
import { readPdf } from '../support/pdf';
import { ADMIN, callOk, login } from '../support/server';
import { callMultipart, gradientPng, type FormPart } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * The Certificate module (issue 16) in real Chromium against the real server: a type, three
 * certificates (one added through the form with its scan), the expiring list soonest first with
 * its day texts, the home card's badge, a renewal that takes one off the list with its history,
 * the PDF and the Excel, and the employee's certificates in 'Detail Informasi'. The steps run in
 * order on one signed-in page.
 */
const SHOTS = '/tmp/shots';
let e2e: E2E;
let admin: string;
let page: Page;
let typeId = '';
let employeeId = '';
const today = companyToday();
const iso = (days: number) => addDays(today, days);
const shown = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Lets a dialog's or a card's opening animation end before a screenshot. */
const settle = () => page.waitForTimeout(400);

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

async function addCertificate(fields: Record<string, string>): Promise<string> {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const answer = await callMultipart<{ data: { id: string } }>(e2e.server.url, 'POST', '/api/certificate/certificate/add', parts, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

async function downloaded(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Teknik', description: '', salary: 3, status: 'active' });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Teknisi', description: '', status: 'active' });
  const employee = await api<{ data: { id: string } }>('POST', '/api/employee/employee/add', {
    firstname: 'Budi',
    lastname: 'Santoso',
    email: 'budi.santoso@pt.test',
    phone: '081200000009',
    identity_number: '3171000000000009',
    dname: division.data.id,
    pname: position.data.id,
    salary: 120000,
    overtime: 20000,
    dayoff: 4,
    makan_status: 'Y',
  });
  employeeId = employee.data.id;
  page = await e2e.signedInPage(ADMIN, '/sertifikat');
});
afterAll(async () => {
  await e2e?.close();
});

describe('Certificate', () => {
  it("opens on 'Sertifikat Segera Habis', empty at first", async () => {
    await page.waitForURL(/\/sertifikat\/segera-habis$/);
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/certificate-expiring-empty.png`, fullPage: true });
  });

  it("adds a type in 'Jenis Sertifikat' through its form", async () => {
    await page.getByRole('link', { name: 'Jenis Sertifikat' }).click();
    await page.waitForURL(/\/sertifikat\/jenis$/);
    await page.getByRole('button', { name: /Tambah Jenis Sertifikat/ }).click();
    const form = page.locator('form.erp-master-form');
    await form.getByLabel('Nama').fill('K3 Listrik');
    await form.getByLabel('Kategori').selectOption({ label: 'Orang' });
    await form.getByLabel('Masa Berlaku (bulan)').fill('12');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => page.locator('.erp-master-table tbody tr').first().innerText()).toContain('K3 Listrik');
    await page.screenshot({ path: `${SHOTS}/certificate-types.png`, fullPage: true });
    const types = await api<{ data: { id: string; name: string }[] }>('GET', '/api/certificate/jenis/all');
    typeId = types.data.find((row) => row.name === 'K3 Listrik')?.id ?? '';
    expect(typeId).not.toBe('');
  });

  it("adds a certificate through 'Data Sertifikat' (company holder, with a scan) and two through the API", async () => {
    await addCertificate({ jenis: typeId, nomor: 'K3-VALID-001', holder_kind: 'employee', employee_id: employeeId, penerbit: 'Kemnaker', tanggal_terbit: iso(-100), tanggal_kadaluarsa: iso(200), keterangan: '' });
    await addCertificate({ jenis: typeId, nomor: 'K3-LEWAT-003', holder_kind: 'equipment', equipment_name: 'Genset 100 kVA', equipment_code: 'GS-01', penerbit: 'Disnaker', tanggal_terbit: iso(-370), tanggal_kadaluarsa: iso(-5), keterangan: '' });

    await page.getByRole('link', { name: 'Data Sertifikat' }).click();
    await page.waitForURL(/\/sertifikat\/data$/);
    const rows = page.locator('table[aria-label="Data Sertifikat"] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: /Tambah Sertifikat/ }).click();
    const form = page.locator('form.erp-master-form');
    // Saving empty shows the fields' messages.
    // The card slides open first.
    await expect.poll(() => form.getByLabel('Nomor Sertifikat').isVisible()).toBe(true);
    await settle();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form.getByText('Jenis sertifikat wajib dipilih').isVisible()).toBe(true);
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-form-errors.png` });

    await form.getByLabel('Jenis Sertifikat').selectOption({ label: 'K3 Listrik' });
    await form.getByLabel('Nomor Sertifikat').fill('K3-SEGERA-002');
    await form.getByRole('radio', { name: 'Perusahaan' }).check({ force: true });
    await form.getByLabel('Penerbit').fill('Kemnaker');
    await form.getByLabel('Tanggal Terbit').fill(shown(addDays(iso(23), -365)));
    // Enter in a date field accepts the date only (issue 27 §2): no early save, which would move the focus to the missing expiry or scan.
    await form.getByLabel('Tanggal Terbit').press('Enter');
    // The type's 12 months fill the expiry.
    await expect.poll(() => form.getByLabel('Tanggal Kedaluwarsa').inputValue()).not.toBe('');
    expect(await form.getByLabel('Tanggal Terbit').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Tanggal Terbit').inputValue()).toBe(shown(addDays(iso(23), -365)));
    await form.getByLabel('Tanggal Terbit').press('Tab');
    await form.getByLabel('Tanggal Kedaluwarsa').fill(shown(iso(23)));
    await form.getByLabel('Tanggal Kedaluwarsa').press('Tab');
    await form.locator('input[type=file]').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: gradientPng(400, 300) });
    await expect.poll(() => form.getByText('scan.png').isVisible()).toBe(true);
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-form.png` });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => rows.count()).toBe(3);
    // Expiry ascending: expired, soon, valid.
    await expect.poll(() => rows.nth(0).innerText()).toContain('K3-LEWAT-003');
    expect(await rows.nth(1).innerText()).toContain('K3-SEGERA-002');
    expect(await rows.nth(1).innerText()).toContain('Segera Habis');
    expect(await rows.nth(2).innerText()).toContain('Berlaku');
    expect(await rows.nth(2).innerText()).toContain('Budi Santoso');
    await page.getByRole('button', { name: /Tambah Sertifikat/ }).click();
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-register.png`, fullPage: true });

    await rows.nth(1).getByRole('button', { name: 'Lihat Scan K3-SEGERA-002' }).click();
    await expect.poll(() => page.locator('.certificate-scan-image').getAttribute('data-state')).toBe('loaded');
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-scan.png` });
    await page.keyboard.press('Escape');
  });

  it('lists the soon and the expired one, soonest first, with their day texts, and the home badge counts them', async () => {
    await page.getByRole('link', { name: 'Sertifikat Segera Habis' }).click();
    const rows = page.locator('table[aria-label="Sertifikat Segera Habis"] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).innerText()).toContain('K3-LEWAT-003');
    expect(await rows.nth(0).innerText()).toContain('lewat 5 hari');
    expect(await rows.nth(0).innerText()).toContain('Kedaluwarsa');
    expect(await rows.nth(1).innerText()).toContain('K3-SEGERA-002');
    expect(await rows.nth(1).innerText()).toContain('23 hari lagi');
    await page.screenshot({ path: `${SHOTS}/certificate-expiring.png`, fullPage: true });

    await page.getByLabel('Filter status').selectOption({ label: 'Kedaluwarsa' });
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Filter status').selectOption({ label: 'Semua Status' });
    await expect.poll(() => rows.count()).toBe(2);

    await page.goto('/home');
    const badge = page.locator('.erp-module-card', { hasText: 'Certificate' }).locator('.certificate-home-badge');
    await expect.poll(() => badge.innerText()).toBe('2');
    await page.screenshot({ path: `${SHOTS}/certificate-home-badge.png`, fullPage: true });
  });

  it('exports the expiring list as a PDF and an Excel file', async () => {
    await page.goto('/sertifikat/segera-habis');
    const rows = page.locator('table[aria-label="Sertifikat Segera Habis"] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const pdf = await downloaded(() => page.getByRole('button', { name: 'Cetak PDF' }).click());
    expect(pdf.download.suggestedFilename()).toBe(`sertifikat-expiring-${today}.pdf`);
    const { pages } = await readPdf(pdf.bytes);
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('Sertifikat Segera Habis');
    expect(text).toContain('Jumlah: 2 sertifikat');
    expect(text).toContain('lewat 5 hari');
    expect(text).toContain('23 hari lagi');
    // A long number may wrap inside its cell.
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('K3-LEWAT-003');
    expect(flat).toContain('K3-SEGERA-002');
    expect(flat).not.toContain('K3-VALID-001');
    fs.writeFileSync(`${SHOTS}/certificate-expiring.pdf`, pdf.bytes);
    const excel = await downloaded(() => page.getByRole('button', { name: 'Excel' }).click());
    expect(excel.download.suggestedFilename()).toBe(`sertifikat-expiring-${today}.xlsx`);
    expect(excel.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it("renews the soon one from the expiring list: it leaves the list and the new one's detail shows it in the history", async () => {
    await page.goto('/sertifikat/segera-habis');
    const soon = page.locator('table[aria-label="Sertifikat Segera Habis"] tbody tr');
    await expect.poll(() => soon.count()).toBe(2);
    // 'Detail' where the user already is.
    await soon.nth(0).getByRole('button', { name: 'Detail K3-LEWAT-003' }).click();
    const lewat = page.locator('.certificate-detail-dialog');
    await expect.poll(() => lewat.innerText()).toContain('K3-LEWAT-003');
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-expiring-detail.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => lewat.count()).toBe(0);
    await soon.nth(1).getByRole('button', { name: 'Perpanjang K3-SEGERA-002' }).click();
    const dialog = page.locator('.certificate-renew-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Nomor Sertifikat').fill('K3-SEGERA-002-R1');
    await dialog.getByLabel('Tanggal Terbit').fill(shown(today));
    await dialog.getByLabel('Tanggal Terbit').press('Tab');
    // The type's 12 months from the new issue day.
    await expect.poll(() => dialog.getByLabel('Tanggal Kedaluwarsa').inputValue()).toBe(shown(addMonths(today, 12)));
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-renew.png` });
    await dialog.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => soon.count()).toBe(1);
    expect(await soon.nth(0).innerText()).toContain('K3-LEWAT-003');
    await page.screenshot({ path: `${SHOTS}/certificate-expiring-after-renew.png` });
    await page.goto('/sertifikat/data');
    const rows = page.locator('table[aria-label="Data Sertifikat"] tbody tr');
    const renewed = rows.filter({ hasText: 'K3-SEGERA-002-R1' });
    await expect.poll(() => renewed.count()).toBe(1);
    expect(await renewed.innerText()).toContain('Berlaku');

    await renewed.getByRole('button', { name: 'Detail K3-SEGERA-002-R1' }).click();
    const detail = page.locator('.certificate-detail-dialog');
    await expect.poll(() => detail.locator('table.certificate-history tbody tr').count()).toBe(1);
    expect(await detail.locator('table.certificate-history').innerText()).toContain('K3-SEGERA-002');
    expect(await detail.locator('table.certificate-history').innerText()).toContain('Diperpanjang');
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-detail.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Sertifikat Segera Habis' }).click();
    const expiring = page.locator('table[aria-label="Sertifikat Segera Habis"] tbody tr');
    await expect.poll(() => expiring.count()).toBe(1);
    expect(await expiring.nth(0).innerText()).toContain('K3-LEWAT-003');
  });

  it("shows the employee's certificates in 'Detail Informasi'", async () => {
    await page.goto(`/employee/karyawan?id=${employeeId}`);
    const section = page.locator('.karyawan-detail-dialog section', { hasText: 'Sertifikat' });
    await expect.poll(() => section.locator('table tbody tr').count()).toBe(1);
    expect(await section.innerText()).toContain('K3-VALID-001');
    expect(await section.innerText()).toContain('Berlaku');
    await section.scrollIntoViewIfNeeded();
    await settle();
    await page.screenshot({ path: `${SHOTS}/certificate-employee-detail.png` });
  });

  it('hides the writes from a user who is not an admin', async () => {
    const reader = await e2e.makeUser(['/certificate']);
    const other = await e2e.signedInPage(reader, '/sertifikat/data');
    const rows = other.locator('table[aria-label="Data Sertifikat"] tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await other.getByRole('button', { name: /Tambah Sertifikat/ }).count()).toBe(0);
    expect(await other.getByRole('button', { name: /^Perpanjang/ }).count()).toBe(0);
    expect(await other.getByRole('button', { name: /^Hapus/ }).count()).toBe(0);
    await other.screenshot({ path: `${SHOTS}/certificate-register-reader.png`, fullPage: true });
    // On the expiring list they read the detail but do not renew.
    await other.getByRole('link', { name: 'Sertifikat Segera Habis' }).click();
    const expiring = other.locator('table[aria-label="Sertifikat Segera Habis"] tbody tr');
    await expect.poll(() => expiring.count()).toBe(1);
    expect(await expiring.getByRole('button', { name: 'Detail K3-LEWAT-003' }).count()).toBe(1);
    expect(await other.getByRole('button', { name: /^Perpanjang/ }).count()).toBe(0);

    // 'Jenis Sertifikat' is a list for them: no form card, no edit or delete.
    await other.getByRole('link', { name: 'Jenis Sertifikat' }).click();
    await other.waitForURL(/\/sertifikat\/jenis$/);
    await expect.poll(() => other.locator('.erp-master tbody tr', { hasText: 'K3 Listrik' }).count()).toBe(1);
    expect(await other.locator('form.erp-master-form').count()).toBe(0);
    expect(await other.getByRole('button', { name: /^(Edit|Hapus)/ }).count()).toBe(0);
    await other.screenshot({ path: `${SHOTS}/certificate-types-reader.png`, fullPage: true });
  });

  it('lets a certificate admin without Employee access pick the employee holder and filter by division', async () => {
    const officer = await e2e.makeUser(['/certificate'], 'admin');
    const other = await e2e.signedInPage(officer, '/sertifikat/data');
    const rows = other.locator('table[aria-label="Data Sertifikat"] tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await other.getByRole('button', { name: /Tambah Sertifikat/ }).click();
    const form = other.locator('form.erp-master-form');
    await expect.poll(() => form.getByLabel('Nomor Sertifikat').isVisible()).toBe(true);
    await form.getByLabel('Jenis Sertifikat').selectOption({ label: 'K3 Listrik' });
    await form.getByLabel('Nomor Sertifikat').fill('K3-PICK-004');
    await form.getByPlaceholder('Cari nama karyawan...').fill('Budi');
    const option = other.locator('.bp6-popover .bp6-menu-item', { hasText: 'Budi Santoso' });
    await expect.poll(() => option.count()).toBe(1);
    expect(await option.innerText()).toContain('Teknik');
    await other.screenshot({ path: `${SHOTS}/certificate-holder-picker.png` });
    await option.click();
    await form.getByLabel('Penerbit').fill('BNSP');
    await form.getByLabel('Tanggal Terbit').fill(shown(iso(-10)));
    await form.getByLabel('Tanggal Terbit').press('Tab');
    await form.getByLabel('Tanggal Kedaluwarsa').fill(shown(iso(300)));
    await form.getByLabel('Tanggal Kedaluwarsa').press('Tab');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(other)).toContain('Berhasil Simpan Data');
    await expect.poll(() => rows.count()).toBe(4);
    await expect.poll(() => other.locator('table[aria-label="Data Sertifikat"] tbody tr', { hasText: 'K3-PICK-004' }).innerText()).toContain('Budi Santoso');

    // The division filter reads the Employee module's divisions, which Certificate may read.
    await other.getByLabel('Filter divisi').selectOption({ label: 'Teknik' });
    await expect.poll(() => rows.count()).toBe(2);
  });
});
