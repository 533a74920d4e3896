import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withholderMissingMessage } from '../../common/contract/statutory';
import { readPdf } from '../support/pdf';
import { ADMIN, callOk, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';
import { addDivision, addPayrollEmployee, addPosition, createRun, saveStatutorySettings, setAttendance, setWorkRule, workDates } from '../support/salary';

/**
 * 'Laporan BPJS & Pajak' (issue 18) in real Chromium against the real server: with BPJS and PPh 21
 * switched on and October 2026's monthly run of Wati (K/0, Rp300.000 a day, 22 work days) final,
 * the month's BPJS recap and e-Bupot 21 download as Excel named after the month and read back with
 * her; her 1721-A1 for 2026 downloads as a PDF naming her; a month without a final run says so in
 * a red toast with the server's reason. Before the company has a name, e-Bupot is refused with
 * the server's pointer to Data Perusahaan (issue 27 §4).
 */
const SHOTS = '/tmp/payroll-shots';
let e2e: E2E;
let admin: string;
let page: Page;

async function downloaded(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

async function sheetText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows.join('\n');
}

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const t = e2e.server;
  await saveStatutorySettings(t, admin, { jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true, company_npwp: '0123456789012345' });
  const kantor = await addDivision(t, admin, 'Kantor', 1);
  await setWorkRule(t, kantor, 5);
  const position = await addPosition(t, admin, 'Staf');
  const wati = await addPayrollEmployee(t, admin, { firstname: 'Wati', lastname: 'Lestari', division: kantor, position, salary: 300_000, overtime: 25_000, dayoff: 1, ptkp_status: 'K/0', permanent: true, joined_on: '2025-01-15' });
  await setAttendance(t, wati.id, workDates('2026-10-01', '2026-10-31', 5).map((date) => ({ date, status: 'hadir' as const })));
  const run = await createRun(t, admin, 'bulanan', '2026-10-01', [kantor]);
  await callOk(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token: admin });
  page = await e2e.signedInPage(ADMIN, '/sallary/bpjs-pajak/laporan');
  await page.setViewportSize({ width: 1366, height: 768 });
});
afterAll(async () => {
  await e2e?.close();
});

describe("'Laporan BPJS & Pajak'", () => {
  it("downloads October 2026's BPJS recap and e-Bupot 21 as Excel named after the month", async () => {
    await expect.poll(() => page.getByRole('button', { name: 'Rekap Iuran BPJS (Excel)' }).isVisible()).toBe(true);
    // No company name yet (the NPWP is in the statutory settings): said above the files before any click.
    await expect.poll(() => page.locator('.statutory-reports-withholder').innerText()).toBe(withholderMissingMessage(['name']));
    // It opens on the tax month of the newest final run (October 2026).
    await expect.poll(() => page.getByText('Penggajian final yang dibayar pada Oktober 2026 (termasuk THR).').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Bulan', exact: true }).selectOption({ label: 'Oktober' });
    await page.getByRole('combobox', { name: 'Tahun (Laporan Bulanan)' }).selectOption('2026');
    expect(await page.getByText('Penggajian final yang dibayar pada Oktober 2026 (termasuk THR).').isVisible()).toBe(true);
    // Each file says what it is for.
    expect(await page.getByText(/Unggah ke Coretax: e-Bupot 21 → Impor/).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/statutory-reports.png`, fullPage: true });

    const bpjs = await downloaded(() => page.getByRole('button', { name: 'Rekap Iuran BPJS (Excel)' }).click());
    expect(bpjs.download.suggestedFilename()).toBe('rekap-iuran-bpjs-2026-10.xlsx');
    // An xlsx is a zip.
    expect(bpjs.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(await sheetText(bpjs.bytes)).toContain('Wati Lestari');

    // Clicked anyway: the server refuses it with the same words.
    await page.getByRole('button', { name: 'e-Bupot PPh 21 (Excel)' }).click();
    await expect.poll(() => toastTexts(page)).toContain(withholderMissingMessage(['name']));
    await page.screenshot({ path: `${SHOTS}/statutory-refused.png` });
    await dismissToasts(page);
    await callOk(e2e.server.url, 'PUT', '/api/settings/company', { token: admin, body: { name: 'PT Lestari Jaya' } });
    await page.reload();
    await expect.poll(() => page.getByText('Penggajian final yang dibayar pada Oktober 2026 (termasuk THR).').isVisible()).toBe(true);
    expect(await page.locator('.statutory-reports-withholder').count()).toBe(0);

    const ebupot = await downloaded(() => page.getByRole('button', { name: 'e-Bupot PPh 21 (Excel)' }).click());
    expect(ebupot.download.suggestedFilename()).toBe('ebupot-pph21-2026-10.xlsx');
    expect(ebupot.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(await sheetText(ebupot.bytes)).toContain('Wati Lestari');
    expect(await toastTexts(page)).toBe('');
  });

  it("downloads Wati's 1721-A1 for 2026 as a PDF, picked among the year's permanent employees", async () => {
    await page.getByRole('combobox', { name: 'Tahun', exact: true }).selectOption('2026');
    const employee = page.getByRole('combobox', { name: 'Karyawan' });
    await expect.poll(() => employee.locator('option').allInnerTexts()).toEqual(['Semua pegawai tetap', expect.stringMatching(/^Wati Lestari \(\d+\)$/)]);
    await employee.selectOption({ index: 1 });
    const a1 = await downloaded(() => page.getByRole('button', { name: '1721-A1 (PDF)' }).click());
    expect(a1.download.suggestedFilename()).toBe('1721-a1-2026-wati-lestari.pdf');
    const { pages } = await readPdf(a1.bytes);
    expect(pages.map((p) => p.text).join('\n')).toContain('Wati Lestari');
    fs.writeFileSync(`${SHOTS}/statutory-1721a1.pdf`, a1.bytes);
  });

  it('a month without a final run: the server\'s reason in a red toast, the buttons ready again', async () => {
    await page.getByRole('combobox', { name: 'Bulan', exact: true }).selectOption({ label: 'Maret' });
    await page.getByRole('button', { name: 'Rekap Iuran BPJS (Excel)' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Belum ada penggajian final pada bulan ini');
    await expect.poll(() => toastTexts(page)).toContain('Gagal Unduh Excel');
    expect(await page.locator('.bp6-toast.bp6-intent-danger').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/statutory-reports-empty-month.png` });
    await dismissToasts(page);
    expect(await page.getByRole('button', { name: 'e-Bupot PPh 21 (Excel)' }).isEnabled()).toBe(true);
  });
});
