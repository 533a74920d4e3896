import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callOk, login } from '../support/server';
import { callMultipart, gradientPng } from '../support/uploads';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * The attendance screens (issue 17 section 1) in real Chromium against the real server: October
 * 2026 (Thursday the 1st) for the division Produksi (5 days, 08:00–17:00, 10 minutes of grace).
 * A fingerprint CSV made here is imported through 'Impor Absensi' (preview, mapping, a result per
 * row: imported, duplicate, unknown employee); 'Rekap Absensi' shows the month's symbols and totals;
 * a day corrected from the grid (sick, with a reason) and a late check-in corrected change the
 * totals, and overtime approved in the dialog adds its hours. 'Absensi Harian' shows a phone
 * check-in with its selfie and map link; the three masters are shot too.
 */
const SHOTS = '/tmp/attendance-shots';
let e2e: E2E;
let admin: string;
let page: Page;
const ids = { division: '', budi: '', sari: '', budiIdk: 0, sariIdk: 0 };

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

async function settle(): Promise<void> {
  await expect.poll(() => page.locator('.bp6-overlay-enter-active, .bp6-overlay-appear-active, .bp6-overlay-exit-active').count()).toBe(0);
  await page.waitForTimeout(150);
}

const recapRow = (idk: number) => page.locator(`table.attendance-grid tbody tr[data-employee="${idk}"]`);
const total = (idk: number, key: string) => recapRow(idk).locator(`td[data-total="${key}"]`).innerText();
const cell = (idk: number, day: number) => recapRow(idk).locator('td.attendance-cell button').nth(day - 1);

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Produksi', description: '', salary: 1, status: 'active' });
  await api('POST', '/api/employee/division/add', { name: 'Gudang', description: '', salary: 2, status: 'active' });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Operator', description: '', status: 'active' });
  ids.division = division.data.id;
  const add = async (first: string, last: string, n: number) =>
    (
      await api<{ data: { id: string; idk: number } }>('POST', '/api/employee/employee/add', {
        firstname: first,
        lastname: last,
        email: `${first.toLowerCase()}@absensi.test`,
        phone: `08125550000${n}`,
        identity_number: `317100000000100${n}`,
        dname: ids.division,
        pname: position.data.id,
        salary: 120_000,
        overtime: 20_000,
        dayoff: 1,
        makan_status: 'N',
      })
    ).data;
  const budi = await add('Budi', 'Santoso', 1);
  const sari = await add('Sari', 'Wulandari', 2);
  Object.assign(ids, { budi: budi.id, budiIdk: budi.idk, sari: sari.id, sariIdk: sari.idk });
  await api('POST', '/api/attendance/aturan/save', { division_id: ids.division, work_days_per_week: 5, start: '08:00', end: '17:00', grace_minutes: 10 });
  await api('POST', '/api/attendance/lokasi/add', { name: 'Kantor Pusat', latitude: '-6.175392', longitude: '106.827153', radius: '200', description: 'Gedung utama' });
  await api('POST', '/api/attendance/lokasi/add', { name: 'Workshop Cikarang', latitude: '-6.261493', longitude: '107.152640', radius: '350', description: '' });
  await api('POST', '/api/attendance/libur/add', { date: '2026-10-20', name: 'Libur Uji Coba' });
  await api('POST', '/api/attendance/libur/add', { date: '2026-12-25', name: 'Hari Raya Natal' });
  page = await e2e.signedInPage(ADMIN, '/sallary/absensi/impor');
});

afterAll(async () => {
  await e2e?.close();
});

describe('Attendance screens', () => {
  it('imports a fingerprint CSV: preview, mapping, a result per row', async () => {
    const csv = [
      'No. Karyawan,Tanggal,Jam',
      `${ids.budiIdk},01/10/2026,07:55`,
      `${ids.budiIdk},01/10/2026,18:10`,
      `${ids.budiIdk},02/10/2026,08:25`,
      `${ids.budiIdk},02/10/2026,17:05`,
      `${ids.budiIdk},02/10/2026,17:05`,
      `${ids.sariIdk},01/10/2026,07:45`,
      `${ids.sariIdk},01/10/2026,16:30`,
      '4242,01/10/2026,08:00',
      // A garbled line, and a machine's list of numbers nobody has: problems, listed first and paged.
      `${ids.sariIdk},kemarin,08:00`,
      ...Array.from({ length: 22 }, (_, i) => `${5000 + i},02/10/2026,08:00`),
    ].join('\n');
    const file = `${SHOTS}/absensi-oktober.csv`;
    fs.writeFileSync(file, csv);
    await expect.poll(() => page.getByRole('heading', { name: 'Impor Absensi' }).isVisible()).toBe(true);
    await page.locator('.attendance-import input[type="file"]').setInputFiles(file);
    await expect.poll(() => page.getByRole('heading', { name: 'Pratinjau (31 baris data)' }).isVisible()).toBe(true);
    // Guessed from the headers: the number, then the date and the time in two columns.
    expect(await page.locator('#attendance-map-employee').inputValue()).toBe('0');
    expect(await page.getByRole('radio', { name: 'Tanggal dan jam dalam dua kolom' }).isChecked()).toBe(true);
    expect(await page.locator('#attendance-map-date').inputValue()).toBe('1');
    expect(await page.locator('#attendance-map-time').inputValue()).toBe('2');
    await page.screenshot({ path: `${SHOTS}/import-preview.png`, fullPage: true });
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    // The summary, then the problem rows (20 to a page), then the imported ones.
    await expect.poll(() => page.locator('.attendance-result-counts').count()).toBe(1);
    expect(await page.locator('.attendance-result-counts').innerText()).toBe('6 diimpor · 1 duplikat · 23 karyawan tidak dikenal · 1 tidak terbaca');
    const problems = page.locator('table[aria-label="Baris bermasalah (25)"] tbody tr');
    const imported = page.locator('table[aria-label="Baris diimpor (6)"] tbody tr');
    await expect.poll(() => problems.count()).toBe(20);
    expect(await imported.count()).toBe(6);
    expect(await problems.nth(0).innerText()).toContain('duplikat');
    expect(await problems.nth(1).innerText()).toContain('karyawan tidak dikenal');
    expect(await problems.nth(2).innerText()).toContain("tanggal/jam 'kemarin 08:00' tidak terbaca");
    expect(await imported.nth(0).innerText()).toContain('01 Okt 2026 07:55');
    const problemPart = page.locator('.attendance-result-pages').first();
    await problemPart.getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => problems.count()).toBe(5);
    expect(await problems.nth(4).innerText()).toContain('5021');
    await page.locator('.attendance-result').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/import-result.png`, fullPage: true });
  });

  it("shows October's recap, corrects a day from the grid and approves overtime; the totals follow", async () => {
    await page.goto('/sallary/absensi/rekap');
    await expect.poll(() => page.getByRole('heading', { name: 'Rekap Absensi' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Dari', exact: true }).fill('01/10/2026');
    await page.getByRole('textbox', { name: 'Dari', exact: true }).press('Tab');
    await page.getByRole('textbox', { name: 'Sampai', exact: true }).fill('31/10/2026');
    await page.getByRole('textbox', { name: 'Sampai', exact: true }).press('Tab');
    await expect.poll(() => page.locator('table.attendance-grid thead th.attendance-col-day').count()).toBe(31);
    await expect.poll(() => recapRow(ids.budiIdk).count()).toBe(1);
    // Budi: the 1st on time, the 2nd late (08:25 > 08:10); Saturday the 3rd and the holiday on the 20th 'L'.
    expect(await cell(ids.budiIdk, 1).innerText()).toBe('H');
    expect(await cell(ids.budiIdk, 2).innerText()).toBe('T');
    expect(await cell(ids.budiIdk, 3).innerText()).toBe('L');
    expect(await cell(ids.budiIdk, 20).innerText()).toBe('L');
    expect(await cell(ids.budiIdk, 5).innerText()).toBe('-');
    expect([await total(ids.budiIdk, 'hadir'), await total(ids.budiIdk, 'terlambat'), await total(ids.budiIdk, 'izin_cuti_sakit'), await total(ids.budiIdk, 'lembur_jam')]).toEqual(['2', '1', '0', '0']);
    await page.screenshot({ path: `${SHOTS}/recap.png` });

    // Monday the 5th: recorded sick, with a reason.
    await cell(ids.budiIdk, 5).click();
    await settle();
    const dialog = page.locator('.attendance-correction-dialog');
    await dialog.getByLabel('Status').selectOption('sakit');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.getByText('Alasan wajib diisi').count()).toBe(1);
    await dismissToasts(page);
    await dialog.getByLabel('Alasan').fill('Surat dokter');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Absensi tersimpan');
    await dismissToasts(page);
    await expect.poll(() => cell(ids.budiIdk, 5).innerText()).toBe('S');
    await expect.poll(() => total(ids.budiIdk, 'izin_cuti_sakit')).toBe('1');

    // The late 2nd: the check-in corrected to 08:05, no longer late.
    await cell(ids.budiIdk, 2).click();
    await settle();
    expect(await dialog.locator('#attendance-check-in').inputValue()).toBe('08:25');
    await dialog.locator('#attendance-check-in').fill('08:05');
    await dialog.getByLabel('Alasan').fill('Mesin fingerprint antre, hadir 08:05');
    await page.screenshot({ path: `${SHOTS}/correction-dialog.png` });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Absensi tersimpan');
    await dismissToasts(page);
    await expect.poll(() => cell(ids.budiIdk, 2).innerText()).toBe('H');
    await expect.poll(() => total(ids.budiIdk, 'terlambat')).toBe('0');

    // The 1st: 18:10 is 70 minutes past 17:00, two steps; one hour approved.
    await cell(ids.budiIdk, 1).click();
    await settle();
    await expect.poll(() => dialog.getByText('Lembur menurut jam pulang: 60 menit').count()).toBe(1);
    await dialog.getByLabel('Menit disetujui').selectOption('60');
    await page.screenshot({ path: `${SHOTS}/overtime-dialog.png` });
    await dialog.getByRole('button', { name: 'Setujui Lembur' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Lembur disetujui');
    await dismissToasts(page);
    await expect.poll(() => total(ids.budiIdk, 'lembur_jam')).toBe('1');
    expect(await total(ids.budiIdk, 'hadir')).toBe('2');
    await settle();
    await page.screenshot({ path: `${SHOTS}/recap-after.png` });
  });

  it("lists a day's phone check-ins with the selfie, 'di luar lokasi' and a map link", async () => {
    await e2e.server.createUser({ email: 'sari.hp@absensi.test', password: 'sandi-sari-hp-1', employeeId: ids.sari });
    const token = await login(e2e.server.url, 'sari.hp@absensi.test', 'sandi-sari-hp-1');
    const selfie = { data: gradientPng(64, 64), name: 'selfie.png', type: 'image/png' };
    const res = await callMultipart(
      e2e.server.url,
      'POST',
      '/api/attendance/absent/masuk',
      [
        { name: 'latitude', value: '-6.917464' },
        { name: 'longitude', value: '107.619125' },
        { name: 'file', value: selfie },
      ],
      token,
    );
    expect(res.status).toBe(200);
    await page.goto('/sallary/absensi/harian');
    const row = page.locator('table.attendance-daily tbody tr', { hasText: 'Sari Wulandari' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Di luar lokasi');
    expect(await row.getByRole('link', { name: 'Buka Peta' }).getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=-6.917464&mlon=107.619125#map=17/-6.917464/107.619125');
    await expect.poll(() => row.locator('img.attendance-selfie').getAttribute('data-state')).toBe('loaded');
    await page.screenshot({ path: `${SHOTS}/daily.png` });
  });

  it("shows 'Belum ada data absensi' for a day without records", async () => {
    await page.getByRole('textbox', { name: 'Tanggal', exact: true }).fill('01/01/2026');
    await page.getByRole('textbox', { name: 'Tanggal', exact: true }).press('Tab');
    await expect.poll(() => page.getByText('Belum ada data absensi').isVisible()).toBe(true);
  });

  it('shows the masters: Lokasi Kantor (decimal coordinates checked), Aturan Kerja, Hari Libur (a date field, an import)', async () => {
    await page.goto('/sallary/lokasi');
    await expect.poll(() => page.getByRole('cell', { name: 'Workshop Cikarang' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Tambah Lokasi Kantor/ }).click();
    const form = page.locator('form.erp-master-form');
    await form.getByLabel(/^Nama/).fill('Gudang Bekasi');
    await form.getByLabel('Latitude').fill('95');
    // Two decimal marks: refused at the field as typed, not guessed (issue 27 §1).
    await form.getByLabel('Longitude').fill('106.97.56');
    await form.getByLabel('Radius (meter)').fill('150');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form.getByText('Paling besar 90', { exact: true }).count()).toBe(1);
    expect(await form.getByText('Koordinat: satu tanda desimal saja (-6.2088 atau -6,2088)').count()).toBe(1);
    expect(await form.getByLabel('Longitude').inputValue()).toBe('106.97.56');
    await page.screenshot({ path: `${SHOTS}/office-form.png` });
    // A coordinate takes the Indonesian comma as well as a map's point.
    await form.getByLabel('Latitude').fill('-6,2383');
    await form.getByLabel('Longitude').fill('106.9756');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Gudang Bekasi' }).isVisible()).toBe(true);
    expect(await page.locator('tbody tr', { hasText: 'Gudang Bekasi' }).innerText()).toContain('-6.2383');
    await dismissToasts(page);
    await page.screenshot({ path: `${SHOTS}/offices.png` });
    await page.goto('/sallary/aturan-kerja');
    const produksi = page.locator('tbody tr', { hasText: 'Produksi' });
    await expect.poll(() => produksi.innerText()).toContain('17:00');
    expect(await page.locator('tbody tr', { hasText: 'Gudang' }).innerText()).toContain('Bawaan');
    await page.screenshot({ path: `${SHOTS}/work-rules.png` });
    await page.goto('/sallary/libur');
    await expect.poll(() => page.getByRole('cell', { name: '25 Des 2026' }).isVisible()).toBe(true);
    const holidays = `${SHOTS}/hari-libur-2027.csv`;
    fs.writeFileSync(holidays, 'tanggal;nama\n01/01/2027;Tahun Baru 2027 Masehi\n2027-03-10;Hari Suci Nyepi\n');
    await page.locator('.attendance-holiday-import input[type="file"]').setInputFiles(holidays);
    await expect.poll(() => toastTexts(page)).toContain('2 hari libur diimpor');
    await dismissToasts(page);
    await expect.poll(() => page.getByRole('cell', { name: '10 Mar 2027' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Tambah Hari Libur/ }).click();
    const holidayForm = page.locator('form.erp-master-form');
    await holidayForm.getByRole('textbox', { name: 'Tanggal' }).fill('17/08/2027');
    await holidayForm.getByLabel('Nama Hari Libur').fill('Hari Kemerdekaan RI');
    await holidayForm.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByRole('cell', { name: '17 Agu 2027' }).isVisible()).toBe(true);
    await dismissToasts(page);
    await page.screenshot({ path: `${SHOTS}/holidays.png` });
  });
});
