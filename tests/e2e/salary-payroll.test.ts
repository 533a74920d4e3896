import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terbilang } from '../../common/terbilang';
import { readPdf } from '../support/pdf';
import { ADMIN, login } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';
import { addBank, addDivision, addPayrollEmployee, addPosition, addSalaryItems, createRun, saveStatutorySettings, setAttendance, setWorkRule, workDates } from '../support/salary';

/**
 * The payroll screens (issue 17 section 2) in real Chromium against the real server: October 2026
 * for a Bulanan division of two employees with attendance, overtime, sick days over the quota, an
 * incentive and a deduction. The run list empty, 'Buat Penggajian' (submitted with Enter), the
 * detail's figures, a change of attendance shown on the draft and stored with 'Hitung Ulang',
 * 'Final', a payslip PDF read back (net and its terbilang), the recap in Excel read back, 'Buka
 * Kembali' with its required reason, and 'Hapus'. A weekly run with a deduction above the pay shows
 * its net in red and 'Final' refused naming the employee. The steps run in order on one page.
 */
const SHOTS = '/tmp/payroll-shots';
let e2e: E2E;
let admin: string;
let page: Page;
const ids = { budi: '', sari: '', gudang: '', harian: '', dodi: '' };
let position = '';

/** Lets a dialog's opening animation end before a screenshot or a click. */
async function settle(): Promise<void> {
  await expect.poll(() => page.locator('.bp6-overlay-enter-active, .bp6-overlay-appear-active, .bp6-overlay-exit-active').count()).toBe(0);
  await page.waitForTimeout(150);
}

async function downloaded(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

const linesTable = () => page.locator('table.payroll-lines');
const lineOf = (name: string) => linesTable().locator('tbody tr', { hasText: name });

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const t = e2e.server;
  ids.gudang = await addDivision(t, admin, 'Gudang', 1);
  ids.harian = await addDivision(t, admin, 'Proyek Harian', 3);
  position = await addPosition(t, admin, 'Staf');
  const bank = await addBank(t, admin, 'Bank BCA');
  const staff = (firstname: string, lastname: string, division: string, pay: { salary: number; overtime: number; dayoff: number }) =>
    addPayrollEmployee(t, admin, { firstname, lastname, division, position, ...pay }).then((row) => row.id);
  ids.budi = (await addPayrollEmployee(t, admin, { firstname: 'Budi', lastname: 'Santoso', division: ids.gudang, position, salary: 150_000, overtime: 20_000, dayoff: 1, bank, account_number: '1234567890', account_holder: 'Budi Santoso' })).id;
  ids.sari = await staff('Sari', 'Wulandari', ids.gudang, { salary: 100_000, overtime: 15_000, dayoff: 2 });
  ids.dodi = await staff('Dodi', 'Pratama', ids.harian, { salary: 90_000, overtime: 10_000, dayoff: 0 });
  await addSalaryItems(t, admin, ids.budi, 'tambahan', [{ nominal: 100_000, name: 'Bonus Target' }]);
  await addSalaryItems(t, admin, ids.budi, 'potongan', [{ nominal: 50_000, name: 'Kasbon' }]);
  await addSalaryItems(t, admin, ids.dodi, 'potongan', [{ nominal: 500_000, name: 'Pinjaman' }]);
  // October 2026 (Thursday the 1st): Budi works 3 days, 90 minutes of approved overtime, 2 sick days on a quota of 1.
  await setAttendance(t, ids.budi, [
    { date: '2026-10-01', status: 'hadir' },
    { date: '2026-10-02', status: 'hadir' },
    { date: '2026-10-05', status: 'hadir', overtime: 90 },
    { date: '2026-10-06', status: 'sakit' },
    { date: '2026-10-07', status: 'sakit' },
  ]);
  await setAttendance(t, ids.sari, [{ date: '2026-10-01', status: 'hadir' }]);
  // The week of Monday 12 October: Dodi works one day.
  await setAttendance(t, ids.dodi, [{ date: '2026-10-12', status: 'hadir' }]);
  page = await e2e.signedInPage(ADMIN, '/sallary/penggajian');
  await page.setViewportSize({ width: 1366, height: 768 });
});
afterAll(async () => {
  await e2e?.close();
});

describe('Payroll screens', () => {
  it("shows 'Belum ada penggajian' before any run", async () => {
    await expect.poll(() => page.getByText('Belum ada penggajian').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/payroll-list-empty.png` });
  });

  it("a run that is not there: the error with 'Coba Lagi' and the way back", async () => {
    await page.goto('/sallary/penggajian/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByText('Data penggajian tidak ditemukan').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Coba Lagi' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/payroll-detail-missing.png` });
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect.poll(() => page.getByText('Belum ada penggajian').isVisible()).toBe(true);
  });

  it("creates October 2026's monthly run through 'Buat Penggajian' (Enter submits) and shows its figures", async () => {
    await page.getByRole('button', { name: 'Buat Penggajian' }).click();
    const dialog = page.locator('.payroll-create-dialog');
    await settle();
    await dialog.getByRole('combobox', { name: /^Bulan/ }).selectOption({ label: 'Oktober' });
    await dialog.getByRole('combobox', { name: 'Tahun' }).selectOption('2026');
    await expect.poll(() => dialog.getByText('Oktober 2026 (01 Okt 2026 – 31 Okt 2026)').isVisible()).toBe(true);
    // Only the Bulanan division is offered, ticked.
    const gudang = dialog.getByRole('checkbox', { name: /Gudang/ });
    await expect.poll(() => gudang.isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Proyek Harian/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/payroll-create-dialog.png` });
    await dialog.getByRole('combobox', { name: /^Bulan/ }).press('Enter');

    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await page.waitForURL(/\/sallary\/penggajian\/[0-9a-f-]+$/);
    await expect.poll(() => lineOf('Budi Santoso').count()).toBe(1);
    const budi = await lineOf('Budi Santoso').innerText();
    expect(budi).toContain('3 hari × Rp 150.000');
    expect(budi).toContain('Rp 450.000');
    expect(budi).toContain('1,5 jam × Rp 20.000');
    expect(budi).toContain('Rp 30.000');
    // Two sick days, one paid (quota 1 a month).
    expect(budi).toContain('1 hari');
    expect(budi).toContain('Bonus Target');
    expect(budi).toContain('Kasbon');
    expect(budi).toContain('Rp 680.000');
    expect(await lineOf('Sari Wulandari').innerText()).toContain('Rp 100.000');
    expect(await linesTable().locator('tr.payroll-total-row').innerText()).toContain('Total Gudang');
    expect(await linesTable().locator('tfoot').innerText()).toContain('Rp 780.000');
    expect(await page.locator('.payroll-heading').innerText()).toContain('Draft');
    expect(await page.locator('.payroll-changes').count()).toBe(0);
    // BPJS and PPh 21 are off until an admin saves the settings: the run says so and where to switch them on.
    const off = page.locator('.payroll-statutory-off');
    expect(await off.innerText()).toContain('BPJS dan PPh 21 belum dihitung: aktifkan di Pengaturan BPJS & Pajak');
    expect(await off.getByRole('link', { name: 'Pengaturan BPJS & Pajak' }).getAttribute('href')).toBe('/sallary/bpjs-pajak/pengaturan');
    expect(budi).toContain('Rp 730.000');
    await page.screenshot({ path: `${SHOTS}/payroll-detail-draft.png`, fullPage: true });
  });

  it("shows what changed since it was computed and stores it with 'Hitung Ulang'", async () => {
    await setAttendance(e2e.server, ids.sari, [{ date: '2026-10-02', status: 'hadir' }]);
    // A new employee of the division joins the draft.
    await addPayrollEmployee(e2e.server, admin, { firstname: 'Rina', lastname: 'Kusuma', division: ids.gudang, position, salary: 120_000, overtime: 15_000, dayoff: 1 });
    await page.reload();
    const callout = page.locator('.payroll-changes');
    await expect.poll(() => callout.count()).toBe(1);
    const text = await callout.innerText();
    expect(text).toContain('Angka berubah sejak terakhir dihitung');
    expect(text).toContain('Sari Wulandari');
    expect(text).toContain('Rp 100.000 → Rp 200.000');
    expect(text).toContain('Rina Kusuma: masuk penggajian ini (gaji bersih Rp 0)');
    // The changed lines are marked; Budi's is not.
    expect(await linesTable().locator('tr.payroll-row-changed').count()).toBe(2);
    expect(await lineOf('Budi Santoso').getAttribute('class')).toBeNull();
    await page.screenshot({ path: `${SHOTS}/payroll-detail-changes.png`, fullPage: true });

    await callout.getByRole('button', { name: 'Hitung Ulang' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hitung Ulang Data');
    await dismissToasts(page);
    await expect.poll(() => page.locator('.payroll-changes').count()).toBe(0);
    expect(await linesTable().locator('tfoot').innerText()).toContain('Rp 880.000');
    expect(await lineOf('Rina Kusuma').count()).toBe(1);
  });

  it("finalises it after the confirmation; the header names who did", async () => {
    await page.getByRole('button', { name: 'Final', exact: true }).click();
    await settle();
    await expect.poll(() => page.getByText('Finalkan Penggajian').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/payroll-final-confirm.png` });
    await page.getByRole('button', { name: 'YA, FINAL' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Final Data');
    await dismissToasts(page);
    await expect.poll(() => page.locator('.payroll-heading .payroll-status').innerText()).toBe('Final');
    expect(await page.locator('.payroll-facts').innerText()).toContain('Difinalkan');
    // Final: no more writes but reopening (superadmin).
    expect(await page.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Buka Kembali' }).count()).toBe(1);
    await settle();
    await page.screenshot({ path: `${SHOTS}/payroll-detail-final.png`, fullPage: true });
  });

  it("opens Budi's payslip: the net and its amount in words", async () => {
    const slip = await downloaded(() => lineOf('Budi Santoso').getByRole('button', { name: 'Slip Gaji Budi Santoso' }).click());
    expect(slip.download.suggestedFilename()).toBe('slip-gaji-oktober-2026-budi-santoso.pdf');
    const { pages } = await readPdf(slip.bytes);
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('Budi Santoso');
    expect(text).toContain('680.000');
    const words = terbilang(680_000).toLowerCase().replace(/\s+/g, ' ');
    expect(text.toLowerCase().replace(/\s+/g, ' ')).toContain(words);
  });

  it('exports the recap to Excel: Budi and the grand total read back', async () => {
    const excel = await downloaded(() => page.getByRole('button', { name: 'Rekap Excel' }).click());
    expect(excel.download.suggestedFilename()).toBe('rekap-gaji-oktober-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.bytes.buffer.slice(excel.bytes.byteOffset, excel.bytes.byteOffset + excel.bytes.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet).toBeDefined();
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const budi = rows.find((row) => row.some((cell) => String(cell).includes('Budi Santoso')));
    expect(budi).toBeDefined();
    expect(budi).toContain(680_000);
    expect(rows.some((row) => row.includes(880_000))).toBe(true);
  });

  it("downloads 'Semua Slip' (two to an A4 page), 'Rekap PDF' (landscape) and 'Daftar Transfer' (Excel, by bank and 'Tanpa Rekening')", async () => {
    const slips = await downloaded(() => page.getByRole('button', { name: 'Semua Slip' }).click());
    expect(slips.download.suggestedFilename()).toBe('slip-gaji-oktober-2026.pdf');
    const slipPages = (await readPdf(slips.bytes)).pages;
    // Three slips, two to a page.
    expect(slipPages).toHaveLength(2);
    const slipText = slipPages.map((p) => p.text).join('\n');
    for (const name of ['Budi Santoso', 'Sari Wulandari', 'Rina Kusuma']) expect(slipText).toContain(name);

    const recap = await downloaded(() => page.getByRole('button', { name: 'Rekap PDF' }).click());
    expect(recap.download.suggestedFilename()).toBe('rekap-gaji-oktober-2026.pdf');
    const recapPages = (await readPdf(recap.bytes)).pages;
    expect(recapPages[0]?.widthPt).toBeGreaterThan(recapPages[0]?.heightPt ?? 0);
    const recapText = recapPages.map((p) => p.text).join('\n');
    expect(recapText).toContain('Budi Santoso');
    expect(recapText).toContain('880.000');
    fs.writeFileSync(`${SHOTS}/payroll-recap.pdf`, recap.bytes);

    const transfer = await downloaded(() => page.getByRole('button', { name: 'Daftar Transfer' }).click());
    expect(transfer.download.suggestedFilename()).toBe('transfer-gaji-oktober-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(transfer.bytes.buffer.slice(transfer.bytes.byteOffset, transfer.bytes.byteOffset + transfer.bytes.byteLength) as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => cells.push(JSON.stringify(row.values)));
    const transferText = cells.join('\n');
    expect(transferText).toContain('Bank BCA');
    expect(transferText).toContain('1234567890');
    expect(transferText).toContain('Tanpa Rekening');
    expect(transferText).toContain('Sari Wulandari');
  });

  it('lists the final run with its total', async () => {
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    const rows = page.locator('table[aria-label="Penggajian"] tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain('Oktober 2026');
    expect(row).toContain('Bulanan');
    expect(row).toContain('Gudang');
    expect(row).toContain('Rp 880.000');
    expect(row).toContain('3');
    expect(row).toContain('Final');
    await page.screenshot({ path: `${SHOTS}/payroll-list.png` });
    // The filters narrow it (the list's 'Belum ada penggajian' is for a list with none at all).
    await page.getByLabel('Filter status').selectOption({ label: 'Draft' });
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    await page.getByLabel('Filter status').selectOption({ label: 'Semua Status' });
    await page.getByLabel('Filter jenis penggajian').selectOption({ label: 'Bulanan' });
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Filter jenis penggajian').selectOption({ label: 'Semua Jenis' });
  });

  it("reopens it with a required reason ('Buka Kembali') and deletes the draft after 'KONFIRMASI HAPUS'", async () => {
    await page.locator('table[aria-label="Penggajian"] tbody tr').first().click();
    await page.getByRole('button', { name: 'Buka Kembali' }).click();
    const dialog = page.locator('.payroll-reopen-dialog');
    await settle();
    await dialog.getByRole('button', { name: 'Buka Kembali' }).click();
    await expect.poll(() => dialog.getByText('Alasan wajib diisi').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: /^Alasan/ }).fill('Salah input lembur');
    await page.screenshot({ path: `${SHOTS}/payroll-reopen-dialog.png` });
    await dialog.getByRole('textbox', { name: /^Alasan/ }).press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Buka Kembali Data');
    await dismissToasts(page);
    await expect.poll(() => page.locator('.payroll-heading .payroll-status').innerText()).toBe('Draft');
    expect(await page.locator('.payroll-facts').innerText()).toContain('Salah input lembur');

    await page.getByRole('button', { name: 'Hapus' }).click();
    await settle();
    await expect.poll(() => page.getByText('KONFIRMASI HAPUS').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/payroll-delete-confirm.png` });
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await dismissToasts(page);
    await page.waitForURL(/\/sallary\/penggajian$/);
    await expect.poll(() => page.getByText('Belum ada penggajian').isVisible()).toBe(true);
  });

  it("a weekly run with a deduction above the pay: the net in red, 'Final' refused naming the employee", async () => {
    await page.getByRole('button', { name: 'Buat Penggajian' }).click();
    const dialog = page.locator('.payroll-create-dialog');
    await settle();
    await dialog.getByRole('radio', { name: 'Mingguan' }).check({ force: true });
    // Any day of the week picks its Monday.
    await dialog.getByRole('textbox', { name: /^Minggu \(Senin\)/ }).fill('14/10/2026');
    await dialog.getByRole('textbox', { name: /^Minggu \(Senin\)/ }).press('Tab');
    await expect.poll(() => dialog.getByText('Senin 12 Okt 2026 s.d. Minggu 18 Okt 2026').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('checkbox', { name: /Proyek Harian/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Gudang/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/payroll-create-weekly.png` });
    await dialog.getByRole('button', { name: 'Buat', exact: true }).click();
    await page.waitForURL(/\/sallary\/penggajian\/[0-9a-f-]+$/);
    await dismissToasts(page);

    await expect.poll(() => lineOf('Dodi Pratama').count()).toBe(1);
    const net = lineOf('Dodi Pratama').locator('td.payroll-net');
    expect(await net.innerText()).toBe('-Rp 410.000');
    expect(await net.evaluate((cell) => getComputedStyle(cell).color)).toBe('rgb(205, 66, 70)');
    await page.screenshot({ path: `${SHOTS}/payroll-detail-negative.png`, fullPage: true });

    await page.getByRole('button', { name: 'Final', exact: true }).click();
    await settle();
    await page.getByRole('button', { name: 'YA, FINAL' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Gagal Final Data');
    await expect.poll(() => toastTexts(page)).toContain('Dodi Pratama');
    expect(await page.locator('.payroll-heading .payroll-status').innerText()).toBe('Draft');
  });

  it("a Sallary user who is no admin reads the runs without the write buttons; an admin gets 'Buat Penggajian', 'Final' and 'Hapus'", async () => {
    const reader = await e2e.makeUser(['/sallary']);
    const readerPage = await e2e.signedInPage(reader, '/sallary/penggajian');
    await readerPage.setViewportSize({ width: 1366, height: 768 });
    const rows = readerPage.locator('table[aria-label="Penggajian"] tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await readerPage.getByRole('button', { name: 'Buat Penggajian' }).count()).toBe(0);
    await rows.first().getByRole('button', { name: /^Buka / }).click();
    await expect.poll(() => readerPage.locator('table.payroll-lines tbody tr', { hasText: 'Dodi Pratama' }).count()).toBe(1);
    for (const name of ['Final', 'Hapus', 'Buka Kembali']) expect(await readerPage.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await readerPage.getByRole('button', { name: 'Slip Gaji Dodi Pratama' }).count()).toBe(1);
    await readerPage.screenshot({ path: `${SHOTS}/payroll-detail-reader.png` });
    await readerPage.context().close();

    const officer = await e2e.makeUser(['/sallary'], 'admin');
    const officerPage = await e2e.signedInPage(officer, '/sallary/penggajian');
    await expect.poll(() => officerPage.locator('table[aria-label="Penggajian"] tbody tr').count()).toBe(1);
    expect(await officerPage.getByRole('button', { name: 'Buat Penggajian' }).count()).toBe(1);
    await officerPage.locator('table[aria-label="Penggajian"] tbody tr').first().click();
    await expect.poll(() => officerPage.getByRole('button', { name: 'Final', exact: true }).count()).toBe(1);
    expect(await officerPage.getByRole('button', { name: 'Hapus', exact: true }).count()).toBe(1);
    await officerPage.context().close();
  });
});

/**
 * Issue 18 on the same server: BPJS (every programme, JKK class 1) and PPh 21 switched on through
 * the settings call; Wati, K/0, permanent since 15 January 2025, Rp300.000 a day on a Bulanan
 * division with a 5-day week, present on all 21 work days of November 2026.
 *   wage 21 × 300.000 = 6.300.000; employee JHT 2% 126.000 + JP 1% 63.000 + Kesehatan 1% 63.000 = 252.000
 *   employer JHT 3,7% 233.100, JP 2% 126.000, JKK 0,24% 15.120, JKM 0,3% 18.900, Kesehatan 4% 252.000
 *   PPh 21 gross 6.300.000 + 15.120 + 18.900 + 252.000 = 6.586.020 → TER A 1% (PP 58/2023) = 65.860
 *   net 6.300.000 − 252.000 − 65.860 = 5.982.140
 * Her THR paid 20 March 2026: 14 months of service → a full month's wage 21 × 300.000 = 6.300.000,
 * no BPJS on THR, PPh 21 TER A 0,75% = 47.250, net 6.252.750.
 */
describe('Payroll screens with BPJS and PPh 21 (issue 18)', () => {
  const kantor = { id: '', wati: '' };

  beforeAll(async () => {
    const t = e2e.server;
    await saveStatutorySettings(t, admin, { jkk_risk_class: 1, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true });
    kantor.id = await addDivision(t, admin, 'Kantor', 1);
    await setWorkRule(t, kantor.id, 5);
    kantor.wati = (await addPayrollEmployee(t, admin, { firstname: 'Wati', lastname: 'Lestari', division: kantor.id, position, salary: 300_000, overtime: 25_000, dayoff: 1, ptkp_status: 'K/0', permanent: true, joined_on: '2025-01-15' })).id;
    await setAttendance(t, kantor.wati, workDates('2026-11-01', '2026-11-30', 5).map((date) => ({ date, status: 'hadir' as const })));
  });

  it('a monthly run shows gross, BPJS (karyawan), PPh 21 with its TER and net, per line and in the totals', async () => {
    const run = await createRun(e2e.server, admin, 'bulanan', '2026-11-01', [kantor.id]);
    await page.goto(`/sallary/penggajian/${run.id}`);
    await expect.poll(() => lineOf('Wati Lestari').count()).toBe(1);
    const headers = await linesTable().locator('thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(['NO.', 'Karyawan', 'Hari Kerja', 'Lembur', 'Cuti Dibayar', 'Libur', 'Tambahan', 'Potongan', 'Gaji Kotor', 'BPJS (karyawan)', 'PPh 21', 'Gaji Bersih', 'Aksi']);
    const cell = (key: string) => lineOf('Wati Lestari').locator(`td.payroll-cell-${key}`).innerText();
    expect(await cell('worked')).toContain('21 hari × Rp 300.000');
    expect(await cell('gross')).toBe('Rp 6.300.000');
    expect(await cell('bpjs')).toBe('Rp 252.000');
    expect(await cell('pph21')).toContain('Rp 65.860');
    expect(await cell('pph21')).toContain('TER A 1%');
    expect(await lineOf('Wati Lestari').locator('td.payroll-net').innerText()).toBe('Rp 5.982.140');
    const total = await linesTable().locator('tfoot').innerText();
    for (const amount of ['Rp 6.300.000', 'Rp 252.000', 'Rp 65.860', 'Rp 5.982.140']) expect(total).toContain(amount);
    expect(await linesTable().locator('tr.payroll-total-row').innerText()).toContain('Rp 65.860');
    expect(await page.locator('.payroll-statutory-off').count()).toBe(0);
    // The page never scrolls sideways at 1366 px; the table scrolls inside its card with the net in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const netBox = await lineOf('Wati Lestari').locator('td.payroll-net').boundingBox();
    const cardBox = await page.locator('.payroll-page').boundingBox();
    expect((netBox?.x ?? Infinity) + (netBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
    await page.screenshot({ path: `${SHOTS}/payroll-statutory-monthly.png`, fullPage: true });
    await page.locator('.payroll-lines-wrap').evaluate((wrap) => wrap.scrollTo({ left: wrap.scrollWidth }));
    await page.screenshot({ path: `${SHOTS}/payroll-statutory-monthly-scrolled.png` });
    await page.locator('.payroll-lines-wrap').evaluate((wrap) => wrap.scrollTo({ left: 0 }));
  });

  it("a line's 'Rincian BPJS & PPh 21': each share with its rate, the PPh 21 method, TER and tax gross", async () => {
    await lineOf('Wati Lestari').getByRole('button', { name: 'Rincian BPJS & PPh 21 Wati Lestari' }).click();
    const detail = page.locator('.payroll-statutory-detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    await settle();
    const row = (programme: string) => detail.locator('tbody tr', { hasText: programme }).innerText();
    expect((await row('JHT')).replace(/\s+/g, ' ')).toBe('JHT Rp 126.000 2% Rp 233.100 3,7%');
    expect((await row('JP')).replace(/\s+/g, ' ')).toBe('JP Rp 63.000 1% Rp 126.000 2%');
    expect((await row('JKK')).replace(/\s+/g, ' ')).toBe('JKK – Rp 15.120 0,24%');
    expect((await row('JKM')).replace(/\s+/g, ' ')).toBe('JKM – Rp 18.900 0,3%');
    expect((await row('BPJS Kesehatan')).replace(/\s+/g, ' ')).toBe('BPJS Kesehatan Rp 63.000 1% Rp 252.000 4%');
    expect((await detail.locator('tfoot').innerText()).replace(/\s+/g, ' ')).toBe('Total Rp 252.000 Rp 645.120');
    const text = await detail.innerText();
    expect(text).toContain('Upah BPJS Rp 6.300.000');
    expect(text).toContain('TER bulanan · kategori A · 1%');
    expect(text).toContain('K/0 — kawin, tanpa tanggungan · pegawai tetap');
    expect(text).toContain('Rp 6.586.020');
    expect(text).toContain('Rp 65.860');
    await page.screenshot({ path: `${SHOTS}/payroll-statutory-detail.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
  });

  it("creates a THR run from 'Buat Penggajian' (pay date, any division): months of service, a month's wage, THR, PPh 21 and net", async () => {
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await page.getByRole('button', { name: 'Buat Penggajian' }).click();
    const dialog = page.locator('.payroll-create-dialog');
    await settle();
    await dialog.getByRole('radio', { name: 'THR' }).check({ force: true });
    const payDay = dialog.getByRole('textbox', { name: /^Tanggal Bayar/ });
    // Today by default.
    expect(await payDay.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await payDay.fill('20/03/2026');
    await payDay.press('Tab');
    await expect.poll(() => dialog.getByText('Jumat, 20 Maret 2026 · PPh 21 masa Maret 2026').isVisible()).toBe(true);
    // Every division, of each salary status, is offered.
    for (const name of ['Gudang', 'Proyek Harian', 'Kantor']) await expect.poll(() => dialog.getByRole('checkbox', { name: new RegExp(name) }).isChecked()).toBe(true);
    expect(await dialog.innerText()).toContain('Semua divisi.');
    await dialog.getByRole('checkbox', { name: /Gudang/ }).uncheck({ force: true });
    await dialog.getByRole('checkbox', { name: /Proyek Harian/ }).uncheck({ force: true });
    await page.screenshot({ path: `${SHOTS}/payroll-create-thr.png` });
    await dialog.getByRole('button', { name: 'Buat', exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await dismissToasts(page);
    await page.waitForURL(/\/sallary\/penggajian\/[0-9a-f-]+$/);

    await expect.poll(() => lineOf('Wati Lestari').count()).toBe(1);
    expect(await page.locator('.payroll-heading').innerText()).toContain('20 Mar 2026');
    const headers = (await linesTable().locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual(['NO.', 'Karyawan', 'Masa Kerja (bulan)', 'Upah Sebulan', 'THR', 'Gaji Kotor', 'BPJS (karyawan)', 'PPh 21', 'Gaji Bersih', 'Aksi']);
    const cell = (key: string) => lineOf('Wati Lestari').locator(`td.payroll-cell-${key}`).innerText();
    expect(await cell('thrMonths')).toBe('14 bulan');
    expect(await cell('thrBasis')).toBe('Rp 6.300.000');
    expect(await cell('thr')).toContain('Rp 6.300.000');
    expect(await cell('bpjs')).toBe('Rp 0');
    expect(await cell('pph21')).toContain('Rp 47.250');
    expect(await lineOf('Wati Lestari').locator('td.payroll-net').innerText()).toBe('Rp 6.252.750');
    const total = await linesTable().locator('tfoot').innerText();
    for (const amount of ['Rp 6.300.000', 'Rp 47.250', 'Rp 6.252.750']) expect(total).toContain(amount);
    await page.screenshot({ path: `${SHOTS}/payroll-statutory-thr.png`, fullPage: true });

    // The list's kind filter offers THR.
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await page.getByLabel('Filter jenis penggajian').selectOption({ label: 'THR' });
    const rows = page.locator('table[aria-label="Penggajian"] tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('20 Mar 2026');
    await page.getByLabel('Filter jenis penggajian').selectOption({ label: 'Semua Jenis' });
  });
});
