import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, login, callOk } from '../support/server';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, openFormCard, recordRequests, toastTexts } from './support/page';

/**
 * The Employee module's User menu (renderer/src/employee/users), superadmin only, in real
 * Chromium against the real server: an account made for an employee through the searchable
 * picker, with only the Warehouse application; that account's access; delete; refusals.
 */
let e2e: E2E;
let admin: string;
/** Application name → id, as the server seeds them ('/warehouse', '/employee', …). */
const appId: Record<string, string> = {};
let employee: { id: string; email: string };

const SHOTS = '/tmp/shots';

/** A call the test relies on, as the admin. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => callOk<T>(e2e.server.url, method, path, { token: admin, body });

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', {
    name: 'Gudang',
    description: '',
    salary: 3,
    status: 'active',
  });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Staf Gudang', description: '', status: 'active' });
  const added = await api<{ data: { id: string; email: string } }>('POST', '/api/employee/employee/add', {
    firstname: 'Sulastri',
    lastname: 'Wulandari',
    email: 'sulastri@pt.test',
    phone: '081234567890',
    identity_number: '3171234567890001',
    dname: division.data.id,
    pname: position.data.id,
    salary: 150000,
    overtime: 20000,
    dayoff: 4,
    makan_status: 'Y',
  });
  employee = added.data;
  const apps = await api<{ data: { id: string; Name: string }[] }>('GET', '/api/employee/application/all?show=all');
  for (const app of apps.data) appId[app.Name] = app.id;
});
afterAll(async () => {
  await e2e?.close();
});




/** An account's id by its email, from the user list. */
async function accountId(email: string): Promise<string> {
  const list = await api<{ data: { _id: string; email: string }[] }>('GET', `/api/auth/user?filter=${encodeURIComponent(email)}`);
  const found = list.data.find((row) => row.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found._id;
}

const rows = (page: Page) => page.locator('.erp-master-table tbody tr');
const rowOf = (page: Page, email: string) => rows(page).filter({ has: page.getByRole('cell', { name: email, exact: true }) });
const formHeader = (page: Page) => page.locator('.erp-master-form-header');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Cari user' });

describe('superadmin: /employee/users', () => {
  let page: Page;
  let regis: Request[];
  let pickerCalls: Request[];

  beforeAll(async () => {
    page = await e2e.signedInPage(ADMIN, '/employee/division');
    regis = recordRequests(page, /\/api\/auth\/regis$/);
    pickerCalls = recordRequests(page, /\/api\/employee\/employee\/all\?/);
  });

  it('shows the User menu to the superadmin and the account table', async () => {
    const menu = page.getByRole('link', { name: 'User', exact: true });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.click();
    await page.waitForURL(/\/employee\/users$/);
    await expect.poll(() => formHeader(page).innerText()).toBe('Tambah User');
    expect(await formHeader(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => rowOf(page, ADMIN.email).count()).toBe(1);
    const headers = await page.locator('.erp-master-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['NO.', 'Nama Lengkap', 'Email', 'Role', 'Hak Akses', 'Aksi']);
    // One's own row: edit and delete, but no password reset or deactivation; one's own role is not changed here.
    expect(await rowOf(page, ADMIN.email).getByRole('button', { name: `Edit ${ADMIN.email}` }).count()).toBe(1);
    expect(await rowOf(page, ADMIN.email).getByRole('button', { name: /Atur ulang kata sandi|Nonaktifkan/ }).count()).toBe(0);
    expect(await rowOf(page, ADMIN.email).getByRole('combobox', { name: `Role ${ADMIN.email}` }).isDisabled()).toBe(true);
    expect(await rowOf(page, ADMIN.email).innerText()).toContain('Super Admin');
  });

  it('the picker searches employees as one types; an unknown name reads the seed’s text', async () => {
    await openFormCard(formHeader(page));
    const picker = page.getByLabel('Nama Karyawan');
    await expect.poll(() => picker.isVisible()).toBe(true);
    await expect.poll(() => picker.and(page.locator(':focus')).count()).toBe(1);
    await picker.pressSequentially('Tidak Ada Orangnya');
    const empty = page.getByText('Oops! nama karyawan tidak ditemukan.');
    await expect.poll(() => empty.isVisible()).toBe(true);
    // Debounced: one search for the whole name, not one per keystroke; at most 100 options.
    const searched = pickerCalls.map((r) => new URL(r.url()).searchParams);
    expect(searched.filter((q) => q.get('filter') === 'Tidak Ada Orangnya')).toHaveLength(1);
    expect(searched.filter((q) => (q.get('filter') ?? '').startsWith('Tidak Ada Oran') && q.get('filter') !== 'Tidak Ada Orangnya')).toHaveLength(0);
    expect(searched.every((q) => q.get('per_page') === '100')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/users-picker-empty.png` });
  });

  it('asks for the email and the password rule before calling the server', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Email wajib diisi').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Kata sandi minimal 6 karakter').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(regis).toHaveLength(0);
  });

  it('picks the employee by typing part of the name (keyboard), which fills the email', async () => {
    const picker = page.getByLabel('Nama Karyawan');
    await picker.fill('');
    await picker.pressSequentially('lastri');
    const option = page.getByRole('option', { name: /Sulastri Wulandari/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    expect(await option.innerText()).toContain('Gudang');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Sulastri Wulandari');
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe('sulastri@pt.test');
    // Enter picked the option; it did not submit the form.
    expect(regis).toHaveLength(0);
  });

  it('creates the account with only Warehouse: Proses..., a green toast and the row with its access', async () => {
    expect(appId['/warehouse']).toBeDefined();
    await page.getByLabel(/^Password/).fill('sandi-sulastri-1');
    await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');

    const apps = page.getByLabel('Hak Akses Aplikasi');
    await apps.click();
    await apps.pressSequentially('ware');
    // Modules by their names and descriptions (issue 24), never raw paths.
    await expect.poll(() => page.getByRole('option', { name: /^Warehouse/ }).isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: /^Warehouse/ }).innerText()).toContain('Produk, stock opname, stock move.');
    expect(await page.getByRole('option', { name: /^Employee/ }).count()).toBe(0);
    expect(await page.getByRole('option', { name: /\// }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.bp6-tag-input .bp6-tag').allInnerTexts()).toEqual(['Warehouse']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox', { name: 'Pilihan aplikasi' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/users-form.png` });

    await page.route('**/api/auth/regis', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Proses...' }).isDisabled()).toBe(true);
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
    await page.unroute('**/api/auth/regis');
    expect(regis).toHaveLength(1);
    expect(JSON.parse(regis[0]?.postData() ?? '{}')).toEqual({
      email: 'sulastri@pt.test',
      password: 'sandi-sulastri-1',
      app: [{ id_app: appId['/warehouse'] }],
      id_employee: employee.id,
      role: 'user',
    });
    const row = rowOf(page, 'sulastri@pt.test');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td').nth(1).innerText()).toBe('Sulastri Wulandari');
    expect(await row.locator('.bp6-tag').allInnerTexts()).toEqual(['Warehouse']);
    // The form is empty again, ready for the next account.
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe('');
    expect(await page.getByLabel('Nama Karyawan').inputValue()).toBe('');
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('password');
    await page.screenshot({ path: `${SHOTS}/users-table.png` });
  });

  it('changes the account’s role in the list (issue 14): Satpam, saved at once, and the next sign-in carries it', async () => {
    await dismissToasts(page);
    const role = rowOf(page, 'sulastri@pt.test').getByRole('combobox', { name: 'Role sulastri@pt.test' });
    expect(await role.inputValue()).toBe('user');
    expect(await role.locator('option').allInnerTexts()).toEqual(['Super Admin', 'Admin', 'Satpam', 'Surveyor', 'User']);
    await role.selectOption({ label: 'Satpam' });
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => toastTexts(page)).toContain('sulastri@pt.test: Satpam');
    await expect.poll(() => role.inputValue()).toBe('satpam');
    const signedIn = await call<{ data: { auth: { role: string } } }>(e2e.server.url, 'POST', '/api/auth/login', { body: { email: 'sulastri@pt.test', password: 'sandi-sulastri-1' } });
    expect(signedIn.body.data.auth.role).toBe('satpam');
    await page.screenshot({ path: `${SHOTS}/users-role.png` });
  });

  it('edits the account (issue 24): email, role and access as module names; the list shows it', async () => {
    await dismissToasts(page);
    await rowOf(page, 'sulastri@pt.test').getByRole('button', { name: 'Edit sulastri@pt.test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.locator('.bp6-tag').allInnerTexts()).toEqual(['Warehouse']);
    expect(await dialog.getByLabel('Email').inputValue()).toBe('sulastri@pt.test');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('satpam');
    const apps = dialog.getByLabel('Hak Akses Aplikasi');
    await apps.click();
    await apps.pressSequentially('purch');
    await expect.poll(() => page.getByRole('option', { name: /^Purchasing/ }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('.bp6-tag').allInnerTexts()).toEqual(['Warehouse', 'Purchasing']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox', { name: 'Pilihan aplikasi' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/users-edit-dialog.png` });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowOf(page, 'sulastri@pt.test').locator('.bp6-tag').allInnerTexts()).toEqual(['Purchasing', 'Warehouse']);
  });

  it('resets the password (issue 24): a generated one shown once, which signs in; the old one no longer does', async () => {
    await dismissToasts(page);
    await rowOf(page, 'sulastri@pt.test').getByRole('button', { name: 'Atur ulang kata sandi sulastri@pt.test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atur Ulang Kata Sandi' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Buatkan kata sandi acak').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Atur Ulang' }).click();
    const shown = dialog.getByTestId('generated-password');
    await expect.poll(() => shown.isVisible()).toBe(true);
    const generated = (await shown.innerText()).trim();
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(await dialog.innerText()).toContain('hanya ditampilkan sekali');
    await page.screenshot({ path: `${SHOTS}/users-reset-password.png` });
    // The footer's Tutup (the header's X is named Tutup too).
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await call(e2e.server.url, 'POST', '/api/auth/login', { body: { email: 'sulastri@pt.test', password: 'sandi-sulastri-1' } })).status).toBe(401);
    expect((await call(e2e.server.url, 'POST', '/api/auth/login', { body: { email: 'sulastri@pt.test', password: generated } })).status).toBe(200);
    // Back to the known password for the steps below.
    await api('PUT', `/api/auth/user/${(await accountId('sulastri@pt.test'))}/reset_password`, { password: 'sandi-sulastri-1' });
  });

  it('deactivates after a confirm (issue 24): the Nonaktif tag, sign-in refused with a clear message; reactivates', async () => {
    await dismissToasts(page);
    const victim = await e2e.makeUser(['/employee']);
    const row = rowOf(page, victim.email);
    await search(page).fill(victim.email);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Nonaktifkan ${victim.email}` }).click();
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => alert.innerText()).toContain('KONFIRMASI NONAKTIFKAN');
    await alert.getByRole('button', { name: 'YA, NONAKTIFKAN' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Data');
    await expect.poll(() => row.locator('.bp6-tag.bp6-intent-danger').innerText()).toBe('Nonaktif');
    await search(page).fill('');
    await dismissToasts(page);
    await expect.poll(() => rowOf(page, victim.email).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/users-list-deactivated.png` });

    const { page: other } = await e2e.newPage();
    await e2e.signIn(other, victim.email, victim.password);
    await expect.poll(() => other.getByText('Akun Anda dinonaktifkan. Hubungi Super Admin.').first().isVisible()).toBe(true);
    await other.close();

    await rowOf(page, victim.email).getByRole('button', { name: `Aktifkan kembali ${victim.email}` }).click();
    await expect.poll(() => alert.innerText()).toContain('KONFIRMASI AKTIFKAN');
    await alert.getByRole('button', { name: 'YA, AKTIFKAN' }).click();
    await expect.poll(() => rowOf(page, victim.email).locator('.bp6-tag.bp6-intent-danger').count()).toBe(0);
    expect((await call(e2e.server.url, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
  });

  it('refuses a second account with that email: red toast with the server’s reason, on the Email field', async () => {
    await dismissToasts(page);
    await page.getByLabel(/^Email/).fill('Sulastri@pt.test');
    await page.getByLabel(/^Password/).fill('sandi-lain-2');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const failure = page.locator('.bp6-toast.bp6-intent-danger');
    await expect.poll(() => failure.innerText()).toContain('Gagal Simpan Data');
    expect(await failure.innerText()).toContain('Email sudah dipakai pengguna lain');
    await expect.poll(() => page.locator('.bp6-form-group.bp6-intent-danger').innerText()).toContain('Email sudah dipakai pengguna lain');
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => formHeader(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('the new account sees Employee locked and its API answers 403', async () => {
    const { page: other } = await e2e.newPage();
    await e2e.signIn(other, 'sulastri@pt.test', 'sandi-sulastri-1');
    await other.waitForURL(/\/home$/);
    // The account took the employee's name.
    await expect.poll(() => other.locator('.erp-greeting').innerText()).toContain('Sulastri Wulandari');
    const employeeCard = other.locator('.erp-module-card').filter({ hasText: 'Employee' });
    await expect.poll(() => employeeCard.getAttribute('class')).toContain('erp-module-card-locked');
    await expect.poll(() => other.locator('.erp-module-card').filter({ hasText: 'Warehouse' }).getAttribute('class')).not.toContain(
      'erp-module-card-locked',
    );
    await employeeCard.click();
    const alert = other.locator('.bp6-alert');
    await expect.poll(() => alert.innerText()).toContain('Anda tidak punya hak akses.');
    expect(await alert.innerText()).toContain('Membuka Aplikasi');
    // The server refuses the module to this browser's session.
    const refused = await other.request.get('/api/employee/division/all');
    expect(refused.status()).toBe(403);
    const token = await login(e2e.server.url, 'sulastri@pt.test', 'sandi-sulastri-1');
    expect((await call(e2e.server.url, 'GET', '/api/employee/employee/all', { token })).status).toBe(403);
  });

  it('deletes an account after the confirm', async () => {
    const victim = await e2e.makeUser(['/employee']);
    await search(page).fill(victim.email);
    const row = rowOf(page, victim.email);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Hapus ${victim.email}` }).click();
    const alert = page.locator('.bp6-alert');
    await expect.poll(() => alert.innerText()).toContain('KONFIRMASI HAPUS');
    expect(await alert.innerText()).toContain('Apakah anda yakin, ingin menghapus data ini?');
    await alert.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').isVisible()).toBe(true);
    // Gone for real: the account can no longer sign in.
    const signIn = await call(e2e.server.url, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } });
    expect(signIn.status).toBe(401);
  });

  it('shows the server’s refusal to delete one’s own account, and keeps the row', async () => {
    await dismissToasts(page);
    await search(page).fill(ADMIN.email);
    const row = rowOf(page, ADMIN.email);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Hapus ${ADMIN.email}` }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'YA, HAPUS!' }).click();
    const failure = page.locator('.bp6-toast.bp6-intent-danger');
    await expect.poll(() => failure.innerText()).toContain('Gagal Hapus Data');
    expect(await failure.innerText()).toContain('Anda tidak dapat menghapus akun anda sendiri');
    await expect.poll(() => page.locator('.bp6-alert').count()).toBe(0);
    expect(await row.count()).toBe(1);
  });
});

describe('another user with Employee access', () => {
  it('sees no User menu and gets the not-allowed screen at /employee/users', async () => {
    const user = await e2e.makeUser(['/employee']);
    const page = await e2e.signedInPage(user, '/employee/division');
    const lists = recordRequests(page, /\/api\/auth\/user(\?|$)/);
    await expect.poll(() => page.getByRole('link', { name: 'Division' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'User', exact: true }).count()).toBe(0);
    await page.goto('/employee/users');
    await expect.poll(() => page.getByText('Anda tidak punya hak akses.').isVisible()).toBe(true);
    expect(await page.locator('.erp-master-form-header').count()).toBe(0);
    expect(lists).toHaveLength(0);
    // The applications grant access (issue 24): listed to the module's users, written by the superadmin only.
    await page.goto('/employee/application');
    await expect.poll(() => page.locator('.erp-master-table tbody tr').filter({ hasText: '/purchasing' }).count()).toBe(1);
    expect(await page.locator('.erp-master-form-header').count()).toBe(0);
  });
});
