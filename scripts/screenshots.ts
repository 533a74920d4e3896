import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E } from '../tests/e2e/support/browser';
import { fakeDesktop } from '../tests/e2e/support/fake-erp';
import QRCode from 'qrcode';
import { ADMIN, call, login } from '../tests/support/server';
import { callMultipart, formParts, gradientPng, TINY_PNG } from '../tests/support/uploads';
import { formatDate } from '../common/format';
import { purchaseTotals, type PoType } from '../common/purchasing';
import { recordMovements } from '../server/warehouse/stock';

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


/** A product photo (or logo) stand-in as an upload part. */
const photoPart = (tint: [number, number, number]) => ({ data: new Uint8Array(gradientPng(160, 160, tint)), name: 'foto.png', type: 'image/png' });

try {
  await e2e.server.createUser({ email: 'siti@erp.test', password: 'sandi-siti-1', firstname: 'Siti', lastname: 'Rahmawati', access: ['/employee', '/warehouse', '/survey'] });
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
  await page.locator('.erp-module-card').filter({ hasText: 'Survey' }).click();
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
  await admin.page.getByRole('button', { name: 'Batal' }).click();

  // Data Perusahaan: the record printouts put in their header and footer, a logo picked.
  await admin.page.getByRole('button', { name: 'Data Perusahaan' }).click();
  const company = admin.page.getByRole('dialog', { name: 'Data Perusahaan' });
  await company.getByLabel('Nama Perusahaan').fill('PT Maju Bersama Konstruksi');
  await company.getByLabel('Alamat').fill('Jl. Soekarno-Hatta No. 12\nBandung 40286');
  await company.getByLabel('Telepon').fill('022-7301234');
  const logo = photoPart([20, 90, 160]);
  await company.getByTestId('image-picker-input').setInputFiles({ name: 'logo.png', mimeType: logo.type, buffer: Buffer.from(logo.data) });
  await company.locator('img[src^="blob:"]').waitFor();
  await shot(admin.page, '18-company-settings');
  await company.getByRole('button', { name: 'Batal' }).click();

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
  // The Warehouse module: masters, the overview with ledger data, a refused delete (409).
  const warehouseScreens = (await e2e.newPage()).page;
  await signIn(warehouseScreens, 'siti@erp.test', 'sandi-siti-1');
  await warehouseScreens.goto('/warehouse/products/category');
  await warehouseScreens.getByText('TIDAK ADA DATA YANG DITAMPILKAN').waitFor();
  await warehouseScreens.locator('.erp-master-form-header').click();
  for (const [name, description] of [
    ['Semen', 'Semen curah dan sak'],
    ['Besi & Baja', 'Besi beton, wiremesh, baja ringan'],
    ['Pipa', 'Pipa PVC, HDPE dan galvanis untuk instalasi air bersih dan drainase proyek'],
    ['Cat', ''],
    ['Kabel', 'NYM, NYY'],
    ['Panel Surya', 'Solar cell 100–550 Wp'],
  ]) {
    await warehouseScreens.getByLabel('Nama').fill(name ?? '');
    await warehouseScreens.getByLabel('Keterangan').fill(description ?? '');
    await warehouseScreens.getByLabel('Nama').press('Enter');
    while ((await warehouseScreens.getByLabel('Nama').inputValue()) !== '') await warehouseScreens.waitForTimeout(50);
  }
  await shot(warehouseScreens, '50-warehouse-kategori');
  await warehouseScreens.goto('/warehouse/setting/warehouse');
  await warehouseScreens.getByText('TIDAK ADA DATA YANG DITAMPILKAN').waitFor();
  await warehouseScreens.locator('.erp-master-form-header').click();
  for (const [code, name, address] of [
    ['', 'Gudang Pusat', 'Jl. Raya Bekasi Km 21, Cakung, Jakarta Timur'],
    ['GD-PRY', 'Gudang Proyek Karawang', 'Kawasan Industri KIIC Blok A-7, Karawang'],
    ['', 'Gudang Transit', ''],
  ]) {
    await warehouseScreens.getByLabel('Kode').fill(code ?? '');
    await warehouseScreens.getByLabel('Nama').fill(name ?? '');
    await warehouseScreens.getByLabel('Alamat').fill(address ?? '');
    await warehouseScreens.getByRole('button', { name: 'Simpan' }).click();
    while ((await warehouseScreens.getByLabel('Nama').inputValue()) !== '') await warehouseScreens.waitForTimeout(50);
  }
  await shot(warehouseScreens, '51-warehouse-master-form');

  // Products through the API, then ledger entries as the later stock flows will write them.
  const masterId = async (path: string, name: string) => (await post(path, { name, description: '' })).id;
  const warehouseList = await call<{ data: { id: string; name: string }[] }>(base, 'GET', '/api/warehouse/warehouse/all?show=all', { token: adminToken });
  const pusatId = warehouseList.body.data.find((w) => w.name === 'Gudang Pusat')?.id ?? '';
  const proyekId = warehouseList.body.data.find((w) => w.name === 'Gudang Proyek Karawang')?.id ?? '';
  const categoryList = await call<{ data: { id: string; name: string }[] }>(base, 'GET', '/api/warehouse/category/?show=all', { token: adminToken });
  const semenId = categoryList.body.data.find((c) => c.name === 'Semen')?.id ?? '';
  const curah = await masterId('/api/warehouse/variant/add', 'Curah');
  const sak = await masterId('/api/warehouse/unit/add', 'Sak');
  const productIds: string[] = [];
  for (const [name, stock] of [['Semen Gresik 50 kg', 140], ['Semen Tiga Roda 40 kg', 80], ['Semen Putih 25 kg', 30]] as const) {
    const added = await callMultipart<{ data: { id: string } }>(
      base,
      'POST',
      '/api/warehouse/product/add',
      formParts({ name, code: '', price: 65000, stock, category: semenId, variant: curah, unit: sak, division: divisionId('Gudang'), warehouse: pusatId }),
      adminToken,
    );
    if (added.status !== 200) throw new Error(`product/add: ${added.status} ${JSON.stringify(added.body)}`);
    productIds.push(added.body.data.id);
  }
  const today = formatDate(new Date(), 'YYYY-MM-DD', 'Asia/Jakarta');
  const noon = (daysAgo: number) => new Date(new Date(`${today}T12:00:00+07:00`).getTime() - daysAgo * 86_400_000);
  const { db } = e2e.server.server.database;
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const productId = productIds[daysAgo % productIds.length] ?? '';
    const received = daysAgo % 4 === 1 ? 0 : 40 + ((daysAgo * 37) % 160);
    const at = noon(daysAgo);
    if (received > 0) await db.transaction((tx) => recordMovements(tx, [{ productId, warehouseId: pusatId, quantity: received, kind: 'receipt', reference: `receipt:${daysAgo}` }], { userId: null, at }));
    if (daysAgo % 6 === 2) await db.transaction((tx) => recordMovements(tx, [{ productId, warehouseId: pusatId, quantity: 5 + (daysAgo % 7) * 4, kind: 'return', reference: `return:${daysAgo}` }], { userId: null, at }));
  }
  for (const n of [1, 2, 3, 4, 5]) {
    await db.transaction((tx) =>
      recordMovements(
        tx,
        [
          { productId: productIds[0] ?? '', warehouseId: pusatId, quantity: -n, kind: 'transfer_out', reference: `move:${n}` },
          { productId: productIds[0] ?? '', warehouseId: proyekId, quantity: n, kind: 'transfer_in', reference: `move:${n}` },
        ],
        { userId: null, at: noon(n) },
      ),
    );
  }
  for (const n of [1, 2]) {
    await db.transaction((tx) => recordMovements(tx, [{ productId: productIds[1] ?? '', warehouseId: pusatId, quantity: -n, kind: 'opname', reference: `opname:${n}` }], { userId: null, at: noon(n) }));
  }
  await warehouseScreens.goto('/warehouse');
  await warehouseScreens.locator('.erp-line-chart-series').first().waitFor();
  await shot(warehouseScreens, '52-warehouse-overview');
  const pointX = Number(await warehouseScreens.locator('.erp-line-chart-point circle').nth(40).getAttribute('cx'));
  await warehouseScreens.locator('.erp-line-chart-svg').hover({ position: { x: pointX, y: 60 } });
  await shot(warehouseScreens, '53-warehouse-overview-hover');
  await warehouseScreens.goto('/warehouse/setting/warehouse');
  await warehouseScreens.locator('.erp-master-table tbody tr').filter({ has: warehouseScreens.getByRole('cell', { name: 'Gudang Pusat', exact: true }) }).getByRole('button', { name: 'Hapus' }).click();
  await warehouseScreens.getByRole('button', { name: 'YA, HAPUS!' }).click();
  await warehouseScreens.locator('.bp6-toast.bp6-intent-danger').waitFor();
  await shot(warehouseScreens, '54-warehouse-delete-refused');
  await warehouseScreens.locator('.erp-sidebar-item-disabled').filter({ hasText: 'Stock Move' }).hover();
  await warehouseScreens.waitForTimeout(600);
  await shot(warehouseScreens, '55-warehouse-sidebar-disabled');
  const phoneWarehouse = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 390, height: 844 } });
  const phoneWarehousePage = await phoneWarehouse.newPage();
  await signIn(phoneWarehousePage, 'siti@erp.test', 'sandi-siti-1');
  await phoneWarehousePage.goto('/warehouse/overview');
  await phoneWarehousePage.locator('.erp-line-chart-series').first().waitFor();
  await shot(phoneWarehousePage, '56-warehouse-overview-phone');
  await phoneWarehouse.close();
  await purchasingPaymentScreenshots(base, adminToken);
  await productScreenshots(base, adminToken);
  // After both: it reads the supplier and POs of the payment section and the products of the product section.
  await purchasingOrderScreenshots();
} finally {
  await e2e.close();
}

/**
 * The Produk screen (renderer/src/warehouse/products): table with photos and column filters, the
 * form's alert, an edit with the stock locked, 'Rincian Produk', the QR list and the composition
 * editor. Its own masters and products, so it needs nothing from the sections above.
 */
async function productScreenshots(base: string, token: string): Promise<void> {
  const add = async (path: string, body: unknown) => {
    const result = await call<{ data: { id: string } }>(base, 'POST', path, { token, body });
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.data.id;
  };
  const category = { bangunan: await add('/api/warehouse/category/add', { name: 'Bahan Bangunan', description: '' }), listrik: await add('/api/warehouse/category/add', { name: 'Kelistrikan', description: '' }) };
  const variant = await add('/api/warehouse/variant/add', { name: 'Standar SNI', description: '' });
  const unit = { batang: await add('/api/warehouse/unit/add', { name: 'Batang', description: '' }), roll: await add('/api/warehouse/unit/add', { name: 'Roll', description: '' }) };
  const timur = await add('/api/warehouse/warehouse/add', { code: 'GD-TMR', name: 'Gudang Timur', address: 'Jl. Raya Narogong Km 7, Bekasi' });
  const division = await add('/api/employee/division/add', { name: 'Logistik', description: '', salary: 3, status: 'active' });
  const items: [string, string, number, number, string, string, [number, number, number] | null][] = [
    ['Besi Beton Ulir 10 mm', 'BSU-10', 98500, 12, category.bangunan, unit.batang, [90, 90, 100]],
    ['Besi Beton Polos 8 mm', 'BSP-08', 61000, 3, category.bangunan, unit.batang, null],
    ['Kabel NYM 3x2,5 mm² Eterna', 'NYM-325', 1250000, 0, category.listrik, unit.roll, [200, 60, 40]],
    ['Kabel NYY 4x16 mm²', '', 4875000, 6, category.listrik, unit.roll, null],
  ];
  const made: Record<string, string> = {};
  for (const [name, code, price, stock, cat, u, colour] of items) {
    const fields = { name, code, price, stock, category: cat, variant, unit: u, division, warehouse: timur };
    const added = await callMultipart<{ data: { id: string } }>(base, 'POST', '/api/warehouse/product/add', formParts(fields, colour ? photoPart(colour) : null), token);
    if (added.status !== 200) throw new Error(`product/add: ${added.status} ${JSON.stringify(added.body)}`);
    made[name] = added.body.data.id;
  }
  // A receipt after the opening stock: the form then locks the stock of 'Besi Beton Ulir 10 mm'.
  const besi = made['Besi Beton Ulir 10 mm'] ?? '';
  await e2e.server.server.database.db.transaction((tx) => recordMovements(tx, [{ productId: besi, warehouseId: timur, quantity: 8, kind: 'receipt', reference: 'receipt:shot' }], { userId: null, at: new Date() }));

  const page = (await e2e.newPage()).page;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/warehouse/product');
  await page.getByRole('cell', { name: 'Besi Beton Polos 8 mm', exact: true }).waitFor();
  await page.waitForTimeout(800);
  await shot(page, '60-products-table');
  await page.getByRole('searchbox', { name: 'Cari harga' }).fill('murah');
  await page.getByRole('searchbox', { name: 'Cari stok' }).fill('<5');
  await page.waitForTimeout(700);
  await shot(page, '61-products-filters');
  await page.getByRole('searchbox', { name: 'Cari harga' }).fill('');
  await page.getByRole('searchbox', { name: 'Cari stok' }).fill('');
  await page.locator('.erp-master-form-header').click();
  await page.locator('.erp-master-form').getByLabel('Nama Produk').fill('Pipa PVC AW 3"');
  await page.locator('.erp-master-form').getByLabel('Harga').fill('85000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await shot(page, '62-products-form-alert');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('button', { name: 'Edit Besi Beton Ulir 10 mm' }).click();
  await page.getByText('Stok tidak bisa diubah', { exact: false }).waitFor();
  await shot(page, '63-products-edit-stock-locked');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('button', { name: 'Hapus Besi Beton Polos 8 mm' }).click();
  await shot(page, '64-products-delete-confirm');
  await page.getByRole('button', { name: 'Batal' }).click();

  await page.getByRole('cell', { name: 'Besi Beton Ulir 10 mm', exact: true }).click();
  await page.locator('.product-detail-facts').waitFor();
  await page.waitForTimeout(600);
  await shot(page, '65-products-detail');
  await page.locator('.product-detail-qr-button').click();
  const qr = page.locator('.product-qr-dialog');
  await qr.locator('tbody tr').first().waitFor();
  const codes = await qr.locator('tbody td.product-qr-code').allInnerTexts();
  // Two labels printed already (their flags set as the print call does), one more chosen.
  const flagged = await call(base, 'PUT', `/api/warehouse/product/print/${besi}`, { token, body: { codes: codes.slice(0, 2) } });
  if (flagged.status !== 200) throw new Error(`print flags: ${flagged.status}`);
  // Opened again, the detail reads the flags anew (its row click regenerates and refetches).
  await page.locator('.product-qr-dialog').getByRole('button', { name: 'Tutup' }).click();
  await page.locator('.product-detail-dialog').getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('cell', { name: 'Besi Beton Ulir 10 mm', exact: true }).click();
  await page.locator('.product-detail-facts').waitFor();
  await page.locator('.product-detail-qr-button').click();
  await qr.getByText('Sudah Tercetak').first().waitFor();
  await qr.getByLabel(`Pilih ${codes[2] ?? ''}`).check({ force: true });
  await shot(page, '66-products-qr-list');
  await qr.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('button', { name: 'Edit Komposisi' }).click();
  const editor = page.locator('.product-composition-dialog');
  await editor.getByLabel('Produk', { exact: true }).first().fill('kabel');
  await page.locator('.bp6-menu').getByText('Kabel NYY 4x16 mm²', { exact: true }).click();
  await editor.getByLabel('Qty 1').fill('2');
  await editor.getByRole('button', { name: 'Tambah Baris' }).click();
  await editor.getByLabel('Produk', { exact: true }).nth(1).fill('besi');
  await page.waitForTimeout(900);
  await shot(page, '67-products-composition-picker');
  await page.locator('.bp6-menu').getByText('Besi Beton Polos 8 mm', { exact: true }).click();
  await editor.getByLabel('Qty 2').fill('4');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await page.locator('.product-composition-table').waitFor();
  await shot(page, '68-products-detail-composition');
}

/**
 * The payment screen and the two purchase reports (renderer/src/purchasing/payments, reports):
 * its own supplier, receiver and POs of this month (products from the section above), one paid
 * in part through the API, then the screens as a purchasing clerk sees them.
 */
async function purchasingPaymentScreenshots(base: string, token: string): Promise<void> {
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const result = await call<T>(base, method, path, { token, body });
    if (result.status !== 200) throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  };
  const supplier = await api<{ data: { id: string } }>('POST', '/api/purchasing/supplier/add', {
    nama_perusahaan: 'PT Surya Cahaya Elektrik', gelar: 'Bpk.', nama_depan: 'Hendra', nama_belakang: 'Wijaya', nama_panggilan: 'Hendra', nama_keluarga: 'Wijaya',
    alamat_penagihan: 'Jl. Industri Raya No. 18, Cikarang', nomer_alamat: '18', rt: '003', rw: '007', kodepos: '17530', kelurahan: 'Pasirsari',
    kecamatan: 'Cikarang Selatan', kabupaten: 'Bekasi', provinsi: 'Jawa Barat', email: 'sales@suryacahaya.co.id', npwp: '013456789012345',
    mobile: '081311223344', telepon: '0218990123', fax: '0218990124', nama_bank: 'BCA', atas_nama: 'PT Surya Cahaya Elektrik', nomer_rekening: '5270123456',
    informasi_lain: 'Tempo 30 hari',
  });
  const receiver = await api<{ data: { id: string } }>('POST', '/api/purchasing/alamatPenagihan/add', {
    nama_perusahaan: 'Gudang Proyek Cikarang', alamat_pengiriman: 'Kawasan Jababeka Blok C-12, Cikarang', telepon: '0218931100', fax: '0218931101',
    handphone: '081277665544', email: 'gudang.cikarang@erp.test', nama_bank: 'Mandiri', atas_nama: 'PT ERP Indonesia', nomer_rekening: '1560012345678', id_identitas: 'NIB-8120001',
  });
  // Its own catalogue, so the section runs whatever the product section does.
  const master = async (path: string, body: Record<string, unknown>) => (await api<{ data: { id: string } }>('POST', path, { description: '', ...body })).data.id;
  const picks = {
    category: await master('/api/warehouse/category/add', { name: 'Material Elektrikal' }),
    variant: await master('/api/warehouse/variant/add', { name: 'Kelas A' }),
    unit: await master('/api/warehouse/unit/add', { name: 'Unit' }),
    division: await master('/api/employee/division/add', { name: 'Pengadaan', salary: 3, status: 'active' }),
    warehouse: await master('/api/warehouse/warehouse/add', { code: 'GD-CKR', name: 'Gudang Cikarang', address: 'Kawasan Jababeka, Cikarang' }),
  };
  const productId = async (name: string, code: string, price: number) => {
    const added = await callMultipart<{ data: { id: string } }>(base, 'POST', '/api/warehouse/product/add', formParts({ name, code, price, stock: 0, ...picks }), token);
    if (added.status !== 200) throw new Error(`product/add: ${added.status} ${JSON.stringify(added.body)}`);
    return added.body.data.id;
  };
  const today = new Date();
  const dayOfMonth = (day: number) => formatDate(new Date(today.getFullYear(), today.getMonth(), Math.max(1, Math.min(day, today.getDate()))), 'iso');
  type Line = { id_produk: string; qty: number; harga: number; diskon_1?: number; diskon_2?: number; ukuran_asli?: string; tebal?: string; qty_zak?: number };
  const addPo = async (jenis_po: PoType, day: number, number: string, lines: Line[], figures: { ppn?: number; diskon?: number; jenis_diskon?: '%' | 'Rp'; ongkir?: number } = {}) => {
    const rest = { ppn: figures.ppn ?? 0, diskon: figures.diskon ?? 0, jenis_diskon: figures.jenis_diskon ?? ('%' as const), ongkir: figures.ongkir ?? 0 };
    const totals = purchaseTotals({ jenis_po, lines, ...rest });
    const tanggal = dayOfMonth(day);
    const added = await api<{ data: { id: string; grand_total: number } }>('POST', '/api/purchasing/pembelian/add', {
      id_supplier: supplier.data.id, id_penerima: receiver.data.id, no_transaksi: number, no_reff_supplier: `SJ-${number}`, jenis_po,
      tanggal_transaksi: tanggal, tanggal_jatuh_tempo: tanggal, attn: 'Mohon dikirim pagi hari', memo: '',
      kode_produk: lines.map((line, index) => ({ ...line, total_awal: totals.lines[index]?.total_awal ?? 0, total: totals.lines[index]?.total ?? 0 })),
      ...rest, sub_total: totals.sub_total, total: totals.total, grand_total: totals.grand_total,
    });
    return added.data;
  };
  const besi = await productId('Panel Surya Mono 550 Wp', 'PS-550', 98_500);
  const kabel = await productId('Inverter Hybrid 5 kW', 'INV-5K', 4_875_000);
  const polos = await productId('Pipa HDPE 4 inch PN10', 'HDPE-4', 61_000);
  const main = await addPo('Umum', 2, 'PO-2026-0112', [{ id_produk: besi, qty: 40, harga: 98_500 }, { id_produk: kabel, qty: 2, harga: 4_875_000 }], { ppn: 11, diskon: 2.5, ongkir: 350_000 });
  await addPo('Pipa', 4, 'PO-2026-0113', [{ id_produk: polos, qty: 120, harga: 61_000, ukuran_asli: '8 mm', tebal: '-' }], { ongkir: 150_000 });
  await addPo('Solar Cell', 6, 'PO-2026-0114', [{ id_produk: kabel, qty: 4, harga: 4_875_000, diskon_1: 10, diskon_2: 5 }], { ppn: 11 });
  await addPo('Termo', 8, 'PO-2026-0115', [{ id_produk: besi, qty: 15, harga: 98_500, qty_zak: 3 }]);
  await addPo('Umum', 9, 'PO-2026-0116', [{ id_produk: polos, qty: 10, harga: 61_000 }], { diskon: 10_000, jenis_diskon: 'Rp' });
  await addPo('Umum', 10, 'PO-2026-0117', [{ id_produk: besi, qty: 5, harga: 98_500 }]);
  const proof = async () => {
    const uploaded = await callMultipart<{ message: string }>(base, 'POST', '/api/purchasing/pembelian/uploadPembayaran', [{ name: 'file', value: { data: new Uint8Array(TINY_PNG), name: 'bukti.png', type: 'image/png' } }], token);
    if (uploaded.status !== 200) throw new Error(`uploadPembayaran: ${uploaded.status}`);
    return uploaded.body.message;
  };
  const pay = (amount: number, tanggal: string, cara: string, memo: string) =>
    proof().then((lampiran) => api('PUT', `/api/purchasing/pembelian/pembayaran/${main.id}`, { tanggal_pembayaran: tanggal, cara_pembayaran: cara, nominal_pembayaran: String(amount), memo, lampiran }));
  await pay(5_000_000, dayOfMonth(3), 'Transfer Bank', 'DP 1 via BCA');
  await pay(2_500_000, dayOfMonth(5), 'Cek & Giro', 'Giro BCA No. 778812');

  const page = (await e2e.newPage()).page;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/purchasing/pembayaran/${main.id}`);
  await page.locator('.payment-table tbody tr.payment-row').nth(1).waitFor();
  await shot(page, '80-purchasing-payment');
  await page.getByLabel('Nominal').fill(String(main.grand_total));
  await page.getByLabel('Memo').fill('Pelunasan');
  await page.getByRole('button', { name: 'Konfirmasi' }).click();
  await shot(page, '81-purchasing-payment-errors');
  await page.locator('.payment-table tbody tr.payment-row').first().click();
  await page.locator('.payment-detail-dialog').waitFor();
  await page.waitForTimeout(600);
  await shot(page, '82-purchasing-payment-detail');
  await page.locator('.payment-detail-dialog').getByRole('button', { name: 'Tutup' }).click();
  const detail = await api<{ data: { sisa_pembayaran: number } }>('GET', `/api/purchasing/pembelian/get/${main.id}`);
  await pay(detail.data.sisa_pembayaran, dayOfMonth(10), 'Kartu Kredit', 'Pelunasan');
  await page.reload();
  await page.getByText('PO ini sudah lunas.').waitFor();
  await shot(page, '83-purchasing-payment-lunas');

  await page.goto('/purchasing/LaporanPembelian');
  await page.locator('.report-table tbody tr td').nth(2).waitFor();
  await page.waitForTimeout(400);
  await shot(page, '84-purchasing-report');
  await page.goto('/purchasing/LaporanPembelianPerProduk');
  await page.locator('.report-table tbody tr td').nth(2).waitFor();
  await page.waitForTimeout(400);
  await shot(page, '85-purchasing-report-per-product');

  const phone = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await signIn(phonePage, ADMIN.email, ADMIN.password);
  await phonePage.goto('/purchasing/LaporanPembelianPerProduk');
  await phonePage.locator('.report-table tbody tr td').nth(2).waitFor();
  await shot(phonePage, '86-purchasing-report-phone');
  await phone.close();
}

/**
 * The PO screens, suppliers and addresses (renderer/src/purchasing/orders, masters), on the
 * supplier, receiver and POs the payment section made and the products of the product section:
 * the list, 'Tambah Pembelian' filled for a Solar Cell PO, its alert, the detail modal, the paid
 * PO's notice, the delete confirm, the edit page, and the supplier screen with its detail and form.
 */
async function purchasingOrderScreenshots(): Promise<void> {
  const page = (await e2e.newPage()).page;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/purchasing');
  await page.getByRole('cell', { name: 'PO-2026-0117', exact: true }).waitFor();
  await shot(page, '70-purchasing-po-list');

  const form = page.locator('.erp-master-form');
  await page.locator('.erp-master-form-header').click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await shot(page, '71-purchasing-po-incomplete');
  await page.getByRole('button', { name: 'OK' }).click();
  await form.locator('[id$="-id_supplier"]').fill('surya');
  await page.locator('.bp6-menu .bp6-menu-item').filter({ hasText: 'PT Surya Cahaya Elektrik' }).first().click();
  await form.locator('[id$="-id_penerima"]').selectOption({ label: 'Gudang Proyek Cikarang' });
  await form.locator('[id$="-jenis_po"]').selectOption('Solar Cell');
  await form.getByRole('button', { name: '1 Bulan' }).click();
  await form.locator('[id$="-no_reff_supplier"]').fill('SJ-7781');
  const line = (label: string, index: number) => form.getByLabel(`${label} ${index + 1}`, { exact: true });
  await line('Produk', 0).fill('kabel');
  await page.locator('.bp6-menu .bp6-menu-item').filter({ hasText: 'Kabel NYM' }).first().click();
  await line('Qty', 0).fill('6');
  await line('Diskon 1 %', 0).fill('10');
  await line('Diskon 2 %', 0).fill('2.5');
  await form.getByRole('button', { name: 'Tambah Produk' }).click();
  await line('Produk', 1).fill('besi');
  await page.locator('.bp6-menu .bp6-menu-item').filter({ hasText: 'Besi Beton Ulir' }).first().click();
  await line('Qty', 1).fill('25');
  await line('Harga', 1).fill('97000');
  await form.locator('[id$="-ppn"]').fill('11');
  await form.getByRole('button', { name: 'Rp', exact: true }).click();
  await form.locator('[id$="-diskon"]').fill('250000');
  await form.locator('[id$="-ongkir"]').fill('350000');
  await form.locator('[id$="-attn"]').fill('Mohon dikirim sebelum tanggal 20, hubungi Pak Hendra.');
  await page.setViewportSize({ width: 1366, height: 1200 });
  await shot(page, '72-purchasing-po-form-solar');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Batal' }).click();

  await page.getByRole('button', { name: 'Lihat PO-2026-0114' }).click();
  await page.locator('.purchase-detail-invoice').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '73-purchasing-po-detail');
  await page.locator('.purchase-detail-dialog').getByRole('button', { name: 'Tutup' }).click();
  // The paid PO is the oldest, on page 2: found by the search box.
  await page.getByPlaceholder('Cari no. transaksi, supplier, penerima...').fill('0112');
  await page.getByRole('button', { name: 'Edit PO-2026-0112' }).click();
  await page.getByText('Tidak Bisa Diedit, PO Sudah Dibayar').waitFor();
  await shot(page, '74-purchasing-po-paid-notice');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByPlaceholder('Cari no. transaksi, supplier, penerima...').fill('');
  await page.getByRole('button', { name: 'Hapus PO-2026-0117' }).click();
  await shot(page, '75-purchasing-po-delete-confirm');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('button', { name: 'Edit PO-2026-0113' }).click();
  await page.getByRole('button', { name: 'Perbarui' }).waitFor();
  await page.waitForTimeout(500);
  await shot(page, '76-purchasing-po-edit');

  await page.goto('/purchasing/supplier');
  await page.getByRole('cell', { name: 'PT Surya Cahaya Elektrik', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Lihat detail PT Surya Cahaya Elektrik' }).click();
  await page.locator('.supplier-detail-dialog .purchasing-facts').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '77-purchasing-supplier-detail');
  await page.locator('.supplier-detail-dialog').getByRole('button', { name: 'Tutup' }).click();
  await page.locator('.erp-master-form-header').click();
  await page.locator('.erp-master-form [id$="-nama_perusahaan"]').fill('CV Baja Makmur');
  await page.locator('.erp-master-form [id$="-npwp"]').pressSequentially('01.234.567.8-901.000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await shot(page, '78-purchasing-supplier-form');
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.goto('/purchasing/alamat');
  await page.getByRole('cell', { name: 'Gudang Proyek Cikarang', exact: true }).waitFor();
  await shot(page, '79-purchasing-address-list');
}
