import { EMPTY_STATUTORY_PART, type PayrollLineRow } from '../../common/contract/salary';
import { NO_WORK_FIGURES } from '../../common/salary';

/** A constructed payroll line for the printouts' unit tests: nothing paid, nothing statutory, then `overrides`. */
export function payrollLineFixture(overrides: Partial<PayrollLineRow>): PayrollLineRow {
  return {
    ...EMPTY_STATUTORY_PART,
    ...NO_WORK_FIGURES,
    employee_id: 'karyawan',
    idk: 1001,
    name: 'Karyawan',
    division: { id: 'd', name: 'Kantor', salary: 1 },
    position: 'Staf',
    daily_salary: 0,
    overtime_rate: 0,
    dayoff: 0,
    incentives: [],
    deductions: [],
    bank: null,
    account_number: '',
    account_holder: '',
    ...overrides,
  };
}
