import { describe, expect, it } from 'vitest';
import type { EmployeeOption } from '../../../renderer/src/employee/users/api';
import { conflictField, emptyUserForm, serverUserErrors, validateUserForm } from '../../../renderer/src/employee/users/logic';

const employee = {
  id: '8a0c7f57-0d2f-4d4c-9c1e-2b8f3b7d6a10',
  firstname: 'Sulastri',
  lastname: 'Wulandari',
} as EmployeeOption;

describe("the 'Tambah User' form rules", () => {
  it("asks for the email and a password before anything is sent ('Email wajib diisi')", () => {
    const result = validateUserForm(emptyUserForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Email wajib diisi');
    expect(result.errors.password).toMatch(/Kata sandi/);
  });

  it('sends the chosen employee as id_employee, the applications as [{id_app}] and the role, email in lower case', () => {
    const result = validateUserForm({
      employee,
      email: ' Sulastri@PT.test ',
      password: 'sandi-sulastri-1',
      applications: [{ id: '0f5b6c1e-7a3d-4e2b-8c9d-1a2b3c4d5e6f', title: 'Warehouse', description: 'Produk, stock opname, stock move.' }],
      role: 'satpam',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        email: 'sulastri@pt.test',
        password: 'sandi-sulastri-1',
        app: [{ id_app: '0f5b6c1e-7a3d-4e2b-8c9d-1a2b3c4d5e6f' }],
        id_employee: employee.id,
        role: 'satpam',
      },
    });
    // Without a choice the form sends the default role.
    expect(emptyUserForm().role).toBe('user');
  });

  it("puts the server's field errors and a duplicate-email 409 on their fields, other refusals in the toast", () => {
    expect(serverUserErrors({ 'body.email': 'Email tidak valid', id_employee: 'Id karyawan tidak valid', other: 'x' })).toEqual({
      email: 'Email tidak valid',
      employee: 'Id karyawan tidak valid',
    });
    expect(conflictField('Email sudah terdaftar')).toBe('email');
    expect(conflictField('Super Admin terakhir tidak dapat dihapus')).toBeNull();
  });
});
