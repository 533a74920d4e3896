import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E } from '../tests/e2e/support/browser';
import { fakeDesktop } from '../tests/e2e/support/fake-erp';
import QRCode from 'qrcode';
import { ADMIN, call, login } from '../tests/support/server';

/**
 * `npx tsx scripts/screenshots.ts`: PNGs of the screens into out/screenshots, to look at after a
 * change (needs `npm run build` and Chromium). Not a test: it asserts nothing.
 */
const outDir = path.resolve(import.meta.dirname, '../out/screenshots');
fs.mkdirSync(outDir, { recursive: true });
const e2e = await startE2E();
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  console.log(`out/screenshots/${name}.png`);
};
const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/home$/);
};

try {
  await e2e.server.createUser({ email: 'siti@erp.test', password: 'sandi-siti-1', firstname: 'Siti', lastname: 'Rahmawati', access: ['/employee', '/warehouse'] });
  const { page } = await e2e.newPage();
  await page.goto('/signin');
  await shot(page, '01-signin');
  await page.getByLabel('Email').fill('siti@erp.test');
  await page.getByLabel('Kata Sandi', { exact: true }).fill('salah');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await shot(page, '02-signin-wrong-password');

  await signIn(page, 'siti@erp.test', 'sandi-siti-1');
  await shot(page, '03-home-user');
  await page.locator('.erp-module-card').filter({ hasText: 'Purchasing' }).click();
  await shot(page, '04-home-no-access');
  await page.keyboard.press('Escape');
  await page.locator('.erp-module-card').filter({ hasText: 'Warehouse' }).click();
  await shot(page, '05-home-unavailable');
  await page.keyboard.press('Escape');

  await page.goto('/employee');
  await shot(page, '06-module-shell');
  await page.getByRole('button', { name: 'Ganti Password' }).click();
  await page.getByLabel('Kata Sandi Baru').fill('satu-dua-3');
  await page.getByLabel('Ulangi Kata Sandi').fill('satu-dua-4');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await shot(page, '07-change-password-mismatch');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('button', { name: 'Keluar' }).click();
  await shot(page, '08-signout-confirm');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.goto('/purchasing');
  await shot(page, '09-module-no-access');
  await page.goto('/halaman/tidak/ada');
  await shot(page, '10-not-found');

  const admin = await e2e.newPage();
  await signIn(admin.page, ADMIN.email, ADMIN.password);
  await shot(admin.page, '11-home-superadmin');
  await admin.page.goto('/employee');
  await admin.page.getByRole('button', { name: 'Email Super Admin' }).click();
  await admin.page.getByLabel('Email Baru').fill('bos@');
  await shot(admin.page, '12-superadmin-email');

  const phone = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await signIn(phonePage, 'siti@erp.test', 'sandi-siti-1');
  await shot(phonePage, '13-home-phone');
  await phone.close();

  // Desktop mode with main faked (no Electron here): the server settings dialog, both choices.
  const desktop = await e2e.newPage();
  await fakeDesktop(desktop.page, { settings: { mode: 'standalone' } });
  await desktop.page.goto('/signin');
  await desktop.page.getByRole('button', { name: 'Pengaturan Server' }).click();
  await shot(desktop.page, '14-server-settings-standalone');
  await desktop.page.getByText('Server kantor').click();
  await desktop.page.getByLabel('Alamat server').fill('192.168.1.10:8080');
  await shot(desktop.page, '15-server-settings-invalid');
  await desktop.page.getByLabel('Alamat server').fill('http://192.168.1.10:8080');
  await shot(desktop.page, '16-server-settings-remote');
  const unreadable = await e2e.newPage();
  await fakeDesktop(unreadable.page, { settings: { mode: 'standalone' }, getFails: 'Pengaturan tidak dapat dibaca' });
  await unreadable.page.goto('/signin');
  await unreadable.page.getByRole('button', { name: 'Pengaturan Server' }).click();
  await shot(unreadable.page, '17-server-settings-unreadable');

  // The generic master screen on the Employee divisions (renderer/src/shell/master).
  const master = (await e2e.newPage()).page;
  await signIn(master, 'siti@erp.test', 'sandi-siti-1');
  await master.goto('/employee');
  await master.getByText('TIDAK ADA DATA YANG DITAMPILKAN').waitFor();
  await shot(master, '20-master-empty');
  await master.locator('.erp-master-form-header').click();
  await master.getByRole('button', { name: 'Simpan' }).click();
  await shot(master, '21-master-form-errors');
  const divisions: [string, string, string][] = [
    ['Gudang', 'Harian', 'Tim gudang pusat dan gudang proyek'],
    ['Administrasi', 'Bulanan', 'Keuangan, pajak, surat-menyurat'],
    ['Bengkel Las', 'Mingguan', ''],
    ['Proyek Konstruksi Jalan dan Jembatan Wilayah Timur', 'Harian', 'Pekerja lapangan untuk proyek jalan, jembatan dan drainase; upah dibayar per hari kerja sesuai absensi mandor'],
    ['Pembelian', 'Bulanan', 'Purchasing'],
    ['Sopir', 'Harian', 'Armada truk dan pick-up'],
    ['Satpam', 'Bulanan', 'Keamanan kantor dan gudang'],
  ];
  for (const [name, salary, description] of divisions) {
    await master.getByLabel('Nama').fill(name);
    await master.getByLabel('Status Gaji').selectOption({ label: salary });
    await master.getByLabel('Keterangan').fill(description);
    await master.getByLabel('Nama').press('Enter');
    // Saved when the form is empty again (a string for waitForFunction would need unsafe-eval, which the CSP refuses).
    while ((await master.getByLabel('Nama').inputValue()) !== '') await master.waitForTimeout(50);
  }
  await master.getByLabel('Nama').fill('gudang');
  await master.getByLabel('Status Gaji').selectOption({ label: 'Harian' });
  await master.getByRole('button', { name: 'Simpan' }).click();
  await master.locator('.bp6-toast.bp6-intent-danger').waitFor();
  await shot(master, '22-master-duplicate');
  await master.getByRole('button', { name: 'Batal' }).click();
  await master.waitForTimeout(5000);
  await shot(master, '23-master-rows');
  await master.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: 'Halaman 2' }).click();
  await master.locator('.erp-master-table thead').getByRole('button', { name: 'Nama', exact: true }).click();
  await shot(master, '24-master-page2-sorted-desc');
  await master.locator('.erp-master-table tbody tr').filter({ has: master.getByRole('cell', { name: 'Gudang', exact: true }) }).getByRole('button', { name: 'Edit' }).click();
  await master.mouse.move(600, 740);
  await shot(master, '25-master-edit');
  await master.keyboard.press('Escape');
  await master.locator('.erp-master-table tbody tr').first().getByRole('button', { name: 'Hapus' }).click();
  await shot(master, '26-master-delete-confirm');
  await master.getByRole('button', { name: 'Batal' }).click();
  await master.getByPlaceholder('Cari division...').fill('gud');
  await master.waitForTimeout(600);
  await shot(master, '27-master-search');
  // Loading (the list held) and error (the list refused), on another master.
  await master.route('**/api/employee/bank/all*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server' } }) });
  });
  await master.locator('.erp-sidebar').getByRole('link', { name: 'Bank' }).click();
  await shot(master, '28-master-loading');
  await master.getByText('Data tidak dapat dimuat').waitFor();
  await shot(master, '29-master-error');
  await master.unroute('**/api/employee/bank/all*');

  const phoneMaster = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 390, height: 844 } });
  const phoneMasterPage = await phoneMaster.newPage();
  await signIn(phoneMasterPage, 'siti@erp.test', 'sandi-siti-1');
  await phoneMasterPage.goto('/employee/division');
  await phoneMasterPage.locator('.erp-master-table tbody tr td').first().waitFor();
  await phoneMasterPage.locator('.erp-master-form-header').click();
  await shot(phoneMasterPage, '30-master-phone');
  await phoneMaster.close();

  // The rest of the Employee module, with data made through the API as the superadmin.
  const base = e2e.server.url;
  const adminToken = await login(base, ADMIN.email, ADMIN.password);
  const post = async (path: string, body: unknown, token = adminToken) => {
    const result = await call<{ data: { id: string } }>(base, 'POST', path, { token, body });
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.data;
  };
  const mandor = await post('/api/employee/position/add', { name: 'Mandor', description: 'Pengawas lapangan' });
  const staf = await post('/api/employee/position/add', { name: 'Staf Administrasi', description: '' });
  const divisionList = await call<{ data: { id: string; Name: string }[] }>(base, 'GET', '/api/employee/division/all?show=all', { token: adminToken });
  const divisionId = (name: string) => divisionList.body.data.find((d) => d.Name === name)?.id ?? '';
  const people: [string, string, string, string, number][] = [
    ['Budi', 'Santoso', 'Gudang', mandor.id, 175000],
    ['Sri', 'Wahyuni', 'Administrasi', staf.id, 150000],
    ['Agus', 'Prasetyo', 'Bengkel Las', mandor.id, 160000],
    ['Dewi', 'Lestari', 'Administrasi', staf.id, 150000],
    ['Eko', 'Nugroho', 'Sopir', mandor.id, 140000],
    ['Fitri', 'Handayani', 'Pembelian', staf.id, 155000],
  ];
  const employeeIds: string[] = [];
  for (const [i, [firstname, lastname, division, position, salary]] of people.entries()) {
    const row = await post('/api/employee/employee/add', {
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}@pt.test`,
      phone: `08121234560${i}`,
      identity_number: `317401010190000${i}`,
      street: 'Jl. Raya Bekasi No. 12',
      city: 'Bekasi',
      postal_code: '17145',
      dname: divisionId(division),
      pname: position,
      salary,
      overtime: 25000,
      dayoff: 4,
      makan_status: 'Y',
    });
    employeeIds.push(row.id);
  }
  const [budi = ''] = employeeIds;
  await post(`/api/employee/employee/addtambahan/${budi}`, { data: [{ nominal: 250000, name: 'Bonus target proyek' }, { nominal: 50000, name: 'Transport' }] });

  const employeeScreens = (await e2e.newPage()).page;
  await signIn(employeeScreens, ADMIN.email, ADMIN.password);
  await employeeScreens.goto('/employee/status-gaji');
  await employeeScreens.getByText('TIDAK ADA DATA YANG DITAMPILKAN').waitFor();
  await employeeScreens.locator('.erp-master-form-header').click();
  await shot(employeeScreens, '40-status-gaji');
  await employeeScreens.goto('/employee/karyawan');
  await employeeScreens.getByRole('cell', { name: 'Agus Prasetyo' }).waitFor();
  await shot(employeeScreens, '41-karyawan-table');
  await employeeScreens.locator('.erp-master-form-header').click();
  await employeeScreens.getByRole('button', { name: 'Simpan' }).click();
  await shot(employeeScreens, '42-karyawan-form-errors');
  await employeeScreens.goto(`/employee/karyawan?id=${budi}`);
  await employeeScreens.getByText('Bonus target proyek').waitFor();
  await shot(employeeScreens, '43-karyawan-detail');
  await employeeScreens.goto('/employee/users');
  await employeeScreens.locator('.erp-master-form-header').click();
  await shot(employeeScreens, '44-users');

  // A report from an employee's phone (the intake call, multipart), then the reports screen.
  await post('/api/auth/regis', { email: 'sri@pt.test', password: 'sandi-sri-1', app: [], id_employee: employeeIds[1] });
  const sriToken = await login(base, 'sri@pt.test', 'sandi-sri-1');
  const form = new FormData();
  form.set('deskripsi', 'Mesin absensi di gudang 2 mati sejak pagi, mohon dicek.');
  form.set('file', new Blob([new Uint8Array(await QRCode.toBuffer('laporan gudang 2', { width: 320 }))], { type: 'image/png' }), 'foto.png');
  const intake = await fetch(`${base}/api/attendance/absent/lapor/add`, { method: 'POST', headers: { authorization: `Bearer ${sriToken}` }, body: form });
  if (intake.status !== 200) throw new Error(`report intake: ${intake.status} ${await intake.text()}`);
  await employeeScreens.goto('/laporan');
  await employeeScreens.getByText('Silakan pilih pelapor.').waitFor();
  await shot(employeeScreens, '45-reports-none-chosen');
  await employeeScreens.getByText('Sri', { exact: true }).first().click();
  await employeeScreens.getByText('Jumlah Laporan').waitFor();
  await shot(employeeScreens, '46-reports-conversation');
  await employeeScreens.goto('/home');
  await employeeScreens.getByLabel(/^Pengumuman/).click();
  await shot(employeeScreens, '47-announcement-dialog');
} finally {
  await e2e.close();
}
