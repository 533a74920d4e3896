import { describe, expect, it } from 'vitest';
import { DIVISION_POSITION_REQUIRED, type EmployeeRow } from '../../../common/contract/employee';
import { BUNDLED_ICONS } from '../../../renderer/src/shell/appIcons';
import {
  addressText,
  checkSalaryItem,
  dailyRateMonthly,
  detailIdOf,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_FIELD_NAMES,
  employeeCell,
  employeeName,
  emptyEmployeeForm,
  firstErrorField,
  idkText,
  initialEmployeeSort,
  calendarDayText,
  payWarnings,
  permanentChange,
  programmesOf,
  rowToEmployeeForm,
  salaryItemsTotal,
  serverEmployeeErrors,
  toggleProgramme,
  validateEmployeeForm,
  validateSalaryItems,
  accountText,
  type EmployeeFormValues,
} from '../../../renderer/src/employee/karyawan/logic';

const DIVISION_ID = '0b8f5f7e-2f7a-4d8e-9a51-0d3b8c1f2a11';
const POSITION_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const row: EmployeeRow = {
  id: '5e0c8d1a-7b2f-4c3e-9d4a-6f1b2c3d4e5f',
  idk: 42,
  firstname: 'Siti',
  lastname: 'Rahayu',
  email: 'siti@pt.test',
  phone: '081234567890',
  identity_number: '3174012345678901',
  street: 'Jl. Melati 5',
  village: 'Sukamaju',
  district: 'Cilandak',
  city: 'Jakarta',
  postal_code: '12430',
  division: { id: DIVISION_ID, Name: 'Gudang' },
  position: { id: POSITION_ID, Name: 'Staf' },
  salary: 150000,
  overtime: 25000,
  dayoff: 4,
  makan_status: 'Y',
  bank: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', Name: 'BCA' },
  account_number: '1234567890',
  account_holder: 'Siti Rahayu',
  joined_on: '2024-03-01',
  left_on: null,
  permanent: true,
  ptkp_status: 'K/1',
  npwp: '',
  bpjs_tk_number: '',
  bpjs_kes_number: '',
  bpjs_programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'],
  photo: null,
  status: 'active',
};

const filled = (): EmployeeFormValues => rowToEmployeeForm(row);

describe('employee form', () => {
  it('starts empty, one value per contract field, firstname first; tax, BPJS and the salary basis as the server defaults them', () => {
    const values = emptyEmployeeForm('2026-11-27');
    expect(Object.keys(values)).toEqual(EMPLOYEE_FIELD_NAMES);
    const { joined_on, permanent, ptkp_status, bpjs_programmes, salary_basis, ...rest } = values;
    expect(Object.values(rest).every((v) => v === '')).toBe(true);
    expect({ joined_on, permanent, ptkp_status, bpjs_programmes, salary_basis }).toEqual({ joined_on: '2026-11-27', permanent: '1', ptkp_status: 'TK/0', bpjs_programmes: 'jht,jp,jkk,jkm,kes', salary_basis: 'harian' });
    expect(EMPLOYEE_FIELD_NAMES[0]).toBe('firstname');
  });

  it('loads the tax and BPJS fields of a row: permanent as 1/0, programmes comma-separated', () => {
    const values = rowToEmployeeForm({ ...row, permanent: false, npwp: '0123456789012345', bpjs_programmes: ['jkk', 'jkm'] });
    expect([values.joined_on, values.permanent, values.ptkp_status, values.npwp, values.bpjs_programmes]).toEqual(['2024-03-01', '0', 'K/1', '0123456789012345', 'jkk,jkm']);
    expect(calendarDayText('2024-03-01')).toBe('01/03/2024');
  });

  it('ticks programmes on and off in the law\'s order; switching Status Pegawai resets them only for a new employee', () => {
    expect(toggleProgramme('jkm,jkk', 'jht', true)).toBe('jht,jkk,jkm');
    expect(toggleProgramme('jht,jkk,jkm', 'jkk', false)).toBe('jht,jkm');
    expect(toggleProgramme('', 'kes', true)).toBe('kes');
    expect(programmesOf('jht,bogus,kes')).toEqual(['jht', 'kes']);
    expect(permanentChange('0', true)).toEqual({ permanent: '0', bpjs_programmes: 'jkk,jkm' });
    expect(permanentChange('1', true)).toEqual({ permanent: '1', bpjs_programmes: 'jht,jp,jkk,jkm,kes' });
    expect(permanentChange('0', false)).toEqual({ permanent: '0' });
    expect(permanentChange('', true)).toEqual({ permanent: '' });
  });

  it('without Sallary checks and sends the record without its pay fields (the server refuses them)', () => {
    const checked = validateEmployeeForm({ ...filled(), salary: '', overtime: '', dayoff: '', npwp: '1234' }, false);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    for (const field of ['salary', 'overtime', 'dayoff', 'bank', 'account_number', 'npwp', 'ptkp_status', 'permanent', 'bpjs_programmes']) expect(checked.body).not.toHaveProperty(field);
    expect(checked.body).toMatchObject({ firstname: filled().firstname, status: 'active' });
  });

  it('a form with the tax and BPJS section sends booleans and programme lists; wrong numbers get their messages', () => {
    const checked = validateEmployeeForm({ ...filled(), permanent: '0', ptkp_status: 'K/2', bpjs_programmes: 'jkk,jkm', npwp: '01.234.567.8-901.000', bpjs_tk_number: '12345678901' });
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({ permanent: false, ptkp_status: 'K/2', bpjs_programmes: ['jkk', 'jkm'], npwp: '012345678901000', bpjs_tk_number: '12345678901', joined_on: '2024-03-01' }),
    });
    const none = validateEmployeeForm({ ...filled(), bpjs_programmes: '' });
    expect(none.ok && 'bpjs_programmes' in none.body && none.body.bpjs_programmes).toEqual([]);
    const wrong = validateEmployeeForm({ ...filled(), npwp: '1234', bpjs_tk_number: '123', bpjs_kes_number: '12345678901' });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors).toEqual({
      npwp: 'NPWP harus 15 atau 16 digit angka',
      bpjs_tk_number: 'No. BPJS Ketenagakerjaan harus 11 digit angka',
      bpjs_kes_number: 'No. BPJS Kesehatan harus 13 digit angka',
    });
  });

  it('loads a row for edit: picks by id, numbers as they are typed', () => {
    const values = filled();
    expect(values.dname).toBe(DIVISION_ID);
    expect(values.pname).toBe(POSITION_ID);
    expect(values.salary).toBe('150.000');
    expect(values.dayoff).toBe('4');
    expect(values.makan_status).toBe('Y');
    expect(accountText(row)).toBe('BCA 1234567890 a.n. Siti Rahayu');
    expect(accountText({ bank: null, account_number: '', account_holder: '' })).toBe('–');
    expect([values.bank, values.account_number, values.account_holder]).toEqual(['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', '1234567890', 'Siti Rahayu']);
  });

  it('a valid form becomes the body with integers and status active', () => {
    const checked = validateEmployeeForm({ ...filled(), email: '  Siti@PT.test ' });
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({ email: 'siti@pt.test', salary: 150000, overtime: 25000, dayoff: 4, dname: DIVISION_ID, status: 'active' }),
    });
  });

  it('an empty form lists the required fields with the contract messages', () => {
    const checked = validateEmployeeForm(emptyEmployeeForm());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      firstname: 'Nama depan wajib diisi',
      email: 'Email wajib diisi',
      phone: 'Telepon wajib diisi',
      identity_number: 'No. KTP wajib diisi',
      makan_status: 'Status makan wajib dipilih',
    });
    expect(checked.errors.salary).toBeTruthy();
    expect(checked.errors.overtime).toBeTruthy();
    expect(checked.errors.dayoff).toBeTruthy();
    // Optional fields never complain when empty.
    expect(checked.errors.lastname).toBeUndefined();
    expect(checked.errors.postal_code).toBeUndefined();
    expect(firstErrorField(checked.errors)).toBe('firstname');
  });

  it("a missing division or position brings the seed's alert", () => {
    for (const missing of ['dname', 'pname'] as const) {
      const checked = validateEmployeeForm({ ...filled(), [missing]: '' });
      expect(checked).toEqual({ ok: false, errors: { [missing]: DIVISION_POSITION_REQUIRED }, alert: DIVISION_POSITION_REQUIRED });
    }
    const other = validateEmployeeForm({ ...filled(), email: 'bukan-email' });
    expect(other).toEqual({ ok: false, errors: { email: 'Email tidak valid' }, alert: null });
  });

  it('checks KTP and postal code formats', () => {
    const checked = validateEmployeeForm({ ...filled(), identity_number: '12345', postal_code: '123' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ identity_number: 'No. KTP harus 16 digit angka', postal_code: 'Kode pos harus 5 digit angka' });
  });

  it('maps server field errors by body name or path, dropping unknown keys', () => {
    expect(serverEmployeeErrors({ 'body.email': 'Email sudah dipakai', identity_number: 'No. KTP sudah terdaftar', other: 'x' })).toEqual({
      email: 'Email sudah dipakai',
      identity_number: 'No. KTP sudah terdaftar',
    });
    expect(serverEmployeeErrors(undefined)).toEqual({});
  });

  it('reads pay as Indonesians type it and refuses letters in No. KTP instead of dropping them', () => {
    const checked = validateEmployeeForm({ ...filled(), salary: '1.250.000', identity_number: '3171 0101 0101 0001' });
    expect(checked.ok && checked.body).toMatchObject({ salary: 1_250_000, identity_number: '3171010101010001' });
    expect(validateEmployeeForm({ ...filled(), identity_number: '12ab', salary: '150.000,5' })).toMatchObject({
      ok: false,
      errors: { identity_number: 'Hanya angka', salary: 'Tidak boleh ada desimal' },
    });
  });
});

describe('employee table and detail', () => {
  it("has the seed's columns, sorted by firstname ascending first", () => {
    expect(EMPLOYEE_COLUMNS.map((c) => c.header)).toEqual(['Nama', 'Jabatan', 'Divisi', 'Telp.']);
    expect(EMPLOYEE_COLUMNS.map((c) => c.sortKey)).toEqual(['firstname', 'position', 'division', 'phone']);
    expect(EMPLOYEE_COLUMNS.reduce((sum, c) => sum + c.width, 0)).toBe(100);
    expect(initialEmployeeSort()).toEqual({ field: 'firstname', direction: 'asc' });
  });

  it('shows names, picks and phone in the cells', () => {
    expect(EMPLOYEE_COLUMNS.map((c) => employeeCell(c, row))).toEqual(['Siti Rahayu', 'Staf', 'Gudang', '081234567890']);
    expect(employeeName({ firstname: 'Siti', lastname: '' })).toBe('Siti');
  });

  it('joins the address parts that are filled', () => {
    expect(addressText(row)).toBe('Jl. Melati 5, Kel. Sukamaju, Kec. Cilandak, Jakarta 12430');
    expect(addressText({ street: '', village: '', district: '', city: 'Bogor', postal_code: '' })).toBe('Bogor');
    expect(addressText({ street: ' ', village: '', district: '', city: '', postal_code: '' })).toBe('');
  });

  it('pads the employee number', () => {
    expect(idkText(42)).toBe('0042');
    expect(idkText(123456)).toBe('123456');
  });

  it('?id= opens a detail only for an id', () => {
    expect(detailIdOf(new URLSearchParams(`id=${row.id}`))).toBe(row.id);
    expect(detailIdOf(new URLSearchParams('id=1;drop'))).toBeNull();
    expect(detailIdOf(new URLSearchParams(''))).toBeNull();
  });

  it('uses bundled icons only', () => {
    for (const icon of ['people', 'plus', 'minus', 'edit', 'trash', 'user', 'cross', 'floppy-disk', 'id-number', 'diagram-tree', 'warning-sign']) {
      expect(BUNDLED_ICONS).toContain(icon);
    }
  });
});

describe('incentive and deduction rows', () => {
  it("the first row needs nominal and keterangan: 'Lengkapi dulu data anda'", () => {
    for (const first of [{ nominal: '', name: '' }, { nominal: '5000', name: '' }, { nominal: '', name: 'Bonus' }]) {
      const checked = validateSalaryItems([first, { nominal: '1000', name: 'Lain' }]);
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.alert).toBe('Lengkapi dulu data anda');
    }
    expect(validateSalaryItems([])).toMatchObject({ ok: false, alert: 'Lengkapi dulu data anda' });
  });

  it('sends integer nominals, leaves blank later rows out', () => {
    const checked = validateSalaryItems([
      { nominal: '50000', name: ' Bonus target ' },
      { nominal: '', name: '' },
      { nominal: '0012500', name: 'Transport' },
    ]);
    expect(checked).toEqual({
      ok: true,
      data: [
        { nominal: 50000, name: 'Bonus target' },
        { nominal: 12500, name: 'Transport' },
      ],
    });
  });

  it('a half-filled later row is an error on its field', () => {
    const checked = validateSalaryItems([
      { nominal: '50000', name: 'Bonus' },
      { nominal: '2000', name: '' },
    ]);
    expect(checked).toEqual({ ok: false, alert: null, errors: [{}, { name: 'Keterangan wajib diisi' }] });
  });

  it('one row against the contract: nominal at least 1', () => {
    expect(checkSalaryItem({ nominal: '0', name: 'x' })).toEqual({ ok: false, errors: { nominal: 'Nominal wajib diisi' } });
    expect(checkSalaryItem({ nominal: '7', name: 'x' })).toEqual({ ok: true, value: { nominal: 7, name: 'x' } });
  });

  it('totals in whole rupiah', () => {
    expect(salaryItemsTotal([{ nominal: 50000 }, { nominal: 12500 }])).toBe(62500);
    expect(salaryItemsTotal([])).toBe(0);
  });
});

describe('monthly wages and pay figures that warn (issue 25)', () => {
  it("shows what a daily rate makes in a month of 21 work days, and asks before saving one above Rp 2.500.000", () => {
    expect(dailyRateMonthly('6500000')).toBe(136_500_000);
    expect(dailyRateMonthly('')).toBeNull();
    expect(payWarnings({ salary_basis: 'harian', salary: '2500000', monthly_wage: '', fixed_allowance: '' })).toEqual([]);
    expect(payWarnings({ salary_basis: 'harian', salary: '6500000', monthly_wage: '', fixed_allowance: '' })).toEqual([
      "Gaji harian Rp 6.500.000 berarti sekitar Rp 136.500.000 sebulan. Apakah ini gaji sebulan? Pilih Dasar Gaji 'Bulanan' untuk gaji bulanan.",
    ]);
    // A monthly wage (pokok + tunjangan tetap) above Rp 100.000.000.
    expect(payWarnings({ salary_basis: 'bulanan', salary: '', monthly_wage: '95000000', fixed_allowance: '6000000' })).toEqual(['Gaji bulanan Rp 101.000.000 jauh di atas biasanya. Periksa kembali jumlah nol-nya.']);
    expect(payWarnings({ salary_basis: 'bulanan', salary: '6500000', monthly_wage: '8000000', fixed_allowance: '2000000' })).toEqual([]);
  });

  it('sends a monthly basis with its month and no daily rate needed; requires the gaji pokok only of the server', () => {
    const values = { ...emptyEmployeeForm('2026-11-28'), firstname: 'Rina', email: 'rina@kantor.test', phone: '081234567890', identity_number: '3578012345678901', dname: '7f1b2c3d-1111-4222-8333-944455556666', pname: '7f1b2c3d-1111-4222-8333-944455556667', overtime: '0', dayoff: '0', makan_status: 'N' };
    const checked = validateEmployeeForm({ ...values, salary_basis: 'bulanan', monthly_wage: '8000000', fixed_allowance: '' });
    expect(checked.ok && checked.body).toMatchObject({ salary_basis: 'bulanan', monthly_wage: 8_000_000, fixed_allowance: 0, salary: 0 });
    // Back on a daily basis the month is cleared.
    const daily = validateEmployeeForm({ ...values, salary_basis: 'harian', salary: '150000', monthly_wage: '8000000' });
    expect(daily.ok && daily.body).toMatchObject({ salary_basis: 'harian', salary: 150_000, monthly_wage: 0, fixed_allowance: 0 });
  });
});
