import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '../../common/contract/audit';
import type { Pagination } from '../../common/contract/list';
import { writeAudit } from '../../server/db/audit';
import { addDivision, addPayrollEmployee, addPosition, createRun, salaryAccount } from '../support/salary';
import { ADMIN, call, callOk, login, startTestServer, type TestServer } from '../support/server';
import { fetchBytes, uniqueTag, WarehouseClient } from '../support/warehouse';
import { companyToday } from '../../common/calendar';

/**
 * Who did what (issue 24 item 6) through the real server: a record's Riwayat Perubahan with each
 * field's from → to and the user's name, for the module that owns the record only; the
 * superadmin's Log Aktivitas with its filters and its Excel.
 */

let t: TestServer;
let superadmin: string;
let clerk: string;
let clerkId: string;
let warehouseOnly: string;
let w: WarehouseClient;

interface History {
  data: AuditEntryRow[];
}
interface LogPage {
  data: AuditEntryRow[];
  pagination: Pagination;
}

const history = (token: string, entity: string, id: string) => call<History>(t.url, 'GET', `/api/audit/history?entity=${entity}&id=${id}`, { token });

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
  const user = await t.createUser({ email: 'gudang-riwayat@erp.test', password: 'sandi-gudang-123', role: 'user', firstname: 'Budi', lastname: 'Gudang', access: ['/warehouse'] });
  clerkId = user.id;
  clerk = await login(t.url, 'gudang-riwayat@erp.test', 'sandi-gudang-123');
  warehouseOnly = clerk;
  w = new WarehouseClient(t.url, clerk);
});
afterAll(async () => {
  await t?.close();
});

describe('a record history', () => {
  it("shows a product's price change with from → to, the user's name and the action in Indonesian, newest first", async () => {
    const tag = uniqueTag();
    const picks = await new WarehouseClient(t.url, superadmin).picks(tag);
    const row = await w.addProduct(picks, { name: `Semen ${tag}`, code: `S-${tag}`, price: 1_250_000, stock: 0 });
    const updated = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), price: 1_500_000 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const res = await history(clerk, 'product', row.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [change, created] = res.body.data;
    expect(change).toMatchObject({ action: 'update', action_label: 'Ubah', user_id: clerkId, user_name: 'Budi Gudang', entity_label: 'Produk', module: 'warehouse' });
    expect(change?.changes).toEqual([{ field: 'price', label: 'Harga', from: 'Rp 1.250.000', to: 'Rp 1.500.000', hidden: false }]);
    expect(created).toMatchObject({ action: 'add', action_label: 'Tambah', user_name: 'Budi Gudang' });
    expect(created?.changes).toContainEqual({ field: 'name', label: 'Nama', from: '-', to: `Semen ${tag}`, hidden: false });
    expect(created?.changes).toContainEqual({ field: 'category', label: 'Kategori', from: '-', to: `Kategori ${tag}`, hidden: false });
  });

  it('records a generic master edit from its resource definition (a division), label and option text included', async () => {
    const tag = uniqueTag();
    const id = await addDivision(t, superadmin, `Divisi ${tag}`, 1);
    await callOk(t.url, 'PUT', `/api/employee/division/update/${id}`, { token: superadmin, body: { name: `Divisi ${tag}`, description: 'Pindah', salary: 3 } });
    const res = await history(superadmin, 'division', id);
    expect(res.status).toBe(200);
    expect(res.body.data[0]?.changes).toEqual([
      { field: 'description', label: 'Keterangan', from: '-', to: 'Pindah', hidden: false },
      { field: 'salary', label: 'Status Gaji', from: 'Bulanan', to: 'Harian', hidden: false },
    ]);
  });

  it("shows a payroll run's Final (status and net total); a Warehouse-only user gets 403 on it, a Sallary user reads it", async () => {
    const tag = uniqueTag();
    const admin = await salaryAccount(t, 'admin', ['/sallary', '/employee'], `admin-riwayat-${tag.toLowerCase()}`);
    const division = await addDivision(t, superadmin, `Gaji ${tag}`, 1);
    const position = await addPosition(t, superadmin, `Staf ${tag}`);
    await addPayrollEmployee(t, superadmin, { firstname: 'Sari', division, position, salary: 100_000, overtime: 0, dayoff: 0 });
    const run = await createRun(t, admin, 'bulanan', '2026-10-01', [division]);
    await callOk(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token: admin });

    expect((await history(warehouseOnly, 'payroll_run', run.id)).status).toBe(403);
    const res = await history(admin, 'payroll_run', run.id);
    expect(res.status).toBe(200);
    const final = res.body.data[0];
    expect(final).toMatchObject({ action: 'final', action_label: 'Final', entity_label: 'Penggajian' });
    expect(final?.changes).toContainEqual({ field: 'state', label: 'Status', from: 'Draft', to: 'Final', hidden: false });
    expect(final?.changes.map((c) => c.field)).toEqual(['state', 'employees', 'net_total']);
  });

  it("shows an employee's pay fields' values only to Sallary users (the change itself to every Employee user)", async () => {
    const id = '00000000-0000-4000-8000-00000000e024';
    // As the Karyawan update writes it (server/employee): the phone and the daily rate changed.
    await writeAudit(t.server.database.db, {
      entity: 'employee',
      entityId: id,
      action: 'update',
      changedFields: ['phone', 'salary'],
      changes: { phone: { from: '0811111111', to: '0822222222' }, salary: { from: 100_000, to: 150_000 } },
      userId: clerkId,
      deviceId: null,
      at: new Date(),
    });
    const employeeOnly = await salaryAccount(t, 'user', ['/employee'], 'karyawan-saja-riwayat');
    const payroll = await salaryAccount(t, 'user', ['/employee', '/sallary'], 'karyawan-gaji-riwayat');
    const seen = await history(employeeOnly, 'employee', id);
    expect(seen.status).toBe(200);
    expect(seen.body.data[0]?.changes).toEqual([
      { field: 'phone', label: 'Telepon', from: '0811111111', to: '0822222222', hidden: false },
      { field: 'salary', label: 'Gaji harian', from: null, to: null, hidden: true },
    ]);
    const full = await history(payroll, 'employee', id);
    expect(full.body.data[0]?.changes[1]).toEqual({ field: 'salary', label: 'Gaji harian', from: 'Rp 100.000', to: 'Rp 150.000', hidden: false });
    expect((await history(warehouseOnly, 'employee', id)).status).toBe(403);
  });

  it("refuses a user's history to anyone but the superadmin", async () => {
    expect((await history(clerk, 'user', clerkId)).status).toBe(403);
    expect((await history(superadmin, 'user', clerkId)).status).toBe(200);
  });
});

describe('Log Aktivitas', () => {
  it('answers 403 to a non-superadmin, on the list and on the Excel', async () => {
    expect((await call(t.url, 'GET', '/api/audit/log', { token: clerk })).status).toBe(403);
    expect((await fetchBytes(t.url, '/api/audit/log/excel', clerk)).status).toBe(403);
  });

  it('filters by user, module and date range, pages, and exports the same rows to Excel', async () => {
    const byUser = await callOk<LogPage>(t.url, 'GET', `/api/audit/log?user=${clerkId}&per_page=50`, { token: superadmin });
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((e) => e.user_id === clerkId && e.user_name === 'Budi Gudang')).toBe(true);

    const salary = await callOk<LogPage>(t.url, 'GET', '/api/audit/log?module=salary&per_page=50', { token: superadmin });
    expect(salary.data.map((e) => e.entity)).toContain('payroll_run');
    expect(salary.data.every((e) => e.module === 'salary')).toBe(true);

    const today = companyToday();
    const inRange = await callOk<LogPage>(t.url, 'GET', `/api/audit/log?user=${clerkId}&from=${today}&to=${today}`, { token: superadmin });
    expect(inRange.pagination.total).toBe(byUser.pagination.total);
    const before = await callOk<LogPage>(t.url, 'GET', `/api/audit/log?user=${clerkId}&from=2020-01-01&to=2020-12-31`, { token: superadmin });
    expect(before.pagination.total).toBe(0);

    const paged = await callOk<LogPage>(t.url, 'GET', `/api/audit/log?user=${clerkId}&per_page=1&page=2`, { token: superadmin });
    expect(paged.data[0]?.id).toBe(byUser.data[1]?.id);

    expect((await call(t.url, 'GET', '/api/audit/log?module=gudang', { token: superadmin })).status).toBe(400);

    const file = await fetchBytes(t.url, `/api/audit/log/excel?user=${clerkId}`, superadmin);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = sheet.getSheetValues().filter((row): row is ExcelJS.CellValue[] => Array.isArray(row));
    const headerIndex = rows.findIndex((row) => row.includes('Pengguna'));
    expect(rows[headerIndex]?.slice(1)).toEqual(['Waktu', 'Pengguna', 'Data', 'Id Data', 'Aksi', 'Perubahan', 'Alasan', 'Perangkat']);
    const data = rows.slice(headerIndex + 1);
    expect(data).toHaveLength(byUser.pagination.total);
    expect(data.every((row) => row[2] === 'Budi Gudang')).toBe(true);
    expect(data.map((row) => String(row[6]))).toContain('Harga: Rp 1.250.000 → Rp 1.500.000');
  });
});
