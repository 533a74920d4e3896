import { describe, expect, it } from 'vitest';
import { DIVISION_POSITION_REQUIRED, employeeFields, salaryItemsAddBody } from '../../../common/contract/employee';
import { formTextNumbers } from '../../../common/contract/fields';

/** A complete employee as a multipart form sends it: every value is text. */
const form = {
  firstname: 'Budi',
  email: 'Budi@Contoh.co.id',
  phone: '0812 3456 7890',
  identity_number: '3174012345678901',
  dname: '8a0c7f57-0d2f-4d4c-9c1e-2b8f3b7d6a10',
  pname: '0f5b6c1e-7a3d-4e2b-8c9d-1a2b3c4d5e6f',
  salary: '150000',
  overtime: '25000',
  dayoff: '4',
  makan_status: 'Y',
};

/** As the server reads a multipart form: its plain digits as numbers (formTextNumbers), then the contract. */
function fieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = employeeFields.safeParse(formTextNumbers(employeeFields, input));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('employee fields (seed 000 section 5)', () => {
  it('accept a complete form and turn its text numbers into integers, the email into lower case', () => {
    const parsed = employeeFields.parse(formTextNumbers(employeeFields, form));
    // A JSON body's numbers are numbers: the same text there is refused.
    expect(employeeFields.safeParse(form).success).toBe(false);
    expect(parsed).toMatchObject({ salary: 150000, overtime: 25000, dayoff: 4, email: 'budi@contoh.co.id', lastname: '', postal_code: '' });
  });

  it('treat an empty number field as missing, not as 0', () => {
    expect(fieldErrors({ ...form, salary: '', overtime: ' ' })).toEqual({
      salary: 'Gaji harian wajib diisi angka',
      overtime: 'Uang lembur wajib diisi angka',
    });
  });

  it('refuse decimals, negatives, a 15-digit KTP and a 4-digit postal code with Indonesian messages', () => {
    expect(fieldErrors({ ...form, salary: '1500.5', overtime: '-1', identity_number: '317401234567890', postal_code: '1234' })).toEqual({
      salary: 'Gaji harian harus bilangan bulat',
      overtime: 'Uang lembur tidak boleh negatif',
      identity_number: 'No. KTP harus 16 digit angka',
      postal_code: 'Kode pos harus 5 digit angka',
    });
    expect(fieldErrors({ ...form, dayoff: '367' })).toEqual({ dayoff: 'Hari libur paling banyak 366' });
  });

  it("answer 'Lengkapi divisi dan jabatan' when division or position is missing", () => {
    expect(fieldErrors({ ...form, dname: '', pname: undefined })).toEqual({ dname: DIVISION_POSITION_REQUIRED, pname: DIVISION_POSITION_REQUIRED });
  });
});

describe('incentive and deduction rows', () => {
  it("need at least one row with nominal and keterangan ('Lengkapi dulu data anda')", () => {
    expect(salaryItemsAddBody.safeParse({ data: [] }).error?.issues[0]?.message).toBe('Lengkapi dulu data anda');
    expect(salaryItemsAddBody.safeParse({ data: [{ nominal: '', name: 'Bonus' }] }).error?.issues[0]?.message).toBe('Nominal wajib diisi angka');
    expect(salaryItemsAddBody.parse({ data: [{ nominal: 50000, name: ' Bonus proyek ' }] })).toEqual({ data: [{ nominal: 50000, name: 'Bonus proyek' }] });
    // A JSON body: the nominal is a number, its text is refused.
    expect(salaryItemsAddBody.safeParse({ data: [{ nominal: '50000', name: 'Bonus' }] }).error?.issues[0]?.message).toBe('Nominal wajib diisi angka');
  });
});
