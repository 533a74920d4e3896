import {
  DIVISION_POSITION_REQUIRED,
  EMPLOYEE_DEFAULT_SORT,
  employeeFields,
  employeeHrFields,
  salaryItemInput,
  type EmployeeFields,
  type EmployeeHrFields,
  type EmployeeRow,
} from '../../../../common/contract/employee';
import { companyToday } from '../../../../common/calendar';
import { formatDate, formatRupiah } from '../../../../common/format';
import { numberInputText, numberOrZero, parseNumberInput, readNumberFields, type NumberKind } from '../../../../common/number-input';
import { DAILY_SALARY_WARN, MONTHLY_WAGE_WARN } from '../../../../common/salary';
import { monthlyWageOfDaily } from '../../../../common/statutory/overtime';
import { BPJS_PROGRAMMES, defaultProgrammes, isBpjsProgramme, type BpjsProgramme } from '../../../../common/statutory/bpjs';
import { displayName } from '../../session/logic';
import type { SortState } from '../../shell/master/logic';
import { KARYAWAN_TEXTS } from './texts';

/**
 * Pure rules of the Karyawan screen (form ↔ row, validation with the contract's own rules, the
 * salary-item rows, the ?id= deep link), kept apart from React so they are unit-tested.
 */

export type EmployeeFieldName = keyof EmployeeFields;
/** The form: one string per contract field ('' = nothing typed or chosen). */
export type EmployeeFormValues = Record<EmployeeFieldName, string>;
export type EmployeeFormErrors = Partial<Record<EmployeeFieldName, string>>;

/** Form order; the first one gets the focus when the card opens. */
export const EMPLOYEE_FIELD_NAMES = Object.keys(employeeFields.shape) as EmployeeFieldName[];

/**
 * The number boxes and how each is typed (seed section 5: postal code and the salary fields are
 * numeric): pay in rupiah grouped as typed, days whole, ID numbers as digits with their leading zeros.
 */
export const EMPLOYEE_NUMBER_KINDS = {
  postal_code: 'idNumber',
  salary: 'money',
  monthly_wage: 'money',
  fixed_allowance: 'money',
  overtime: 'money',
  dayoff: 'count',
  identity_number: 'idNumber',
  account_number: 'idNumber',
  npwp: 'idNumber',
  bpjs_tk_number: 'idNumber',
  bpjs_kes_number: 'idNumber',
} as const satisfies Partial<Record<EmployeeFieldName, NumberKind>>;

export const isEmployeeNumberField = (name: EmployeeFieldName): name is keyof typeof EMPLOYEE_NUMBER_KINDS => name in EMPLOYEE_NUMBER_KINDS;

/**
 * A new employee's form: blank, except the tax and BPJS section, which starts as the server's
 * defaults would (joined today, permanent, TK/0, every programme), so what is shown is what is saved.
 */
export function emptyEmployeeForm(today: string = companyToday()): EmployeeFormValues {
  const values = Object.fromEntries(EMPLOYEE_FIELD_NAMES.map((name) => [name, ''])) as EmployeeFormValues;
  return { ...values, joined_on: today, permanent: '1', ptkp_status: 'TK/0', bpjs_programmes: programmesText(defaultProgrammes(true)), salary_basis: 'harian' };
}

// ─── BPJS programmes (the form keeps them comma-separated, as the contract accepts them) ─────

/** 'jht,jkk' → ['jht', 'jkk']; unknown names are dropped. */
export function programmesOf(text: string): BpjsProgramme[] {
  return text.split(',').filter(isBpjsProgramme);
}

/** The programmes as the form keeps them: comma-separated, in the law's order. */
export function programmesText(programmes: readonly BpjsProgramme[]): string {
  return BPJS_PROGRAMMES.filter((programme) => programmes.includes(programme)).join(',');
}

/** One programme ticked on or off. */
export function toggleProgramme(text: string, programme: BpjsProgramme, on: boolean): string {
  const current = programmesOf(text).filter((p) => p !== programme);
  return programmesText(on ? [...current, programme] : current);
}

/**
 * What choosing 'Tetap' or 'Tidak Tetap' changes: a new employee's programmes follow it
 * (defaultProgrammes); an existing one's stay as the office ticked them.
 */
export function permanentChange(permanent: string, isNew: boolean): Partial<EmployeeFormValues> {
  if (!isNew || (permanent !== '1' && permanent !== '0')) return { permanent };
  return { permanent, bpjs_programmes: programmesText(defaultProgrammes(permanent === '1')) };
}

/** A list row → the form (edit loads the row; division and position by id). */
export function rowToEmployeeForm(row: EmployeeRow): EmployeeFormValues {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    identity_number: row.identity_number,
    street: row.street,
    village: row.village,
    district: row.district,
    city: row.city,
    postal_code: row.postal_code,
    dname: row.division.id,
    pname: row.position.id,
    // The pay fields come only to a user with Sallary; for anyone else they stay blank (and are not sent).
    salary: row.salary === undefined ? '' : numberInputText(row.salary, 'money'),
    salary_basis: row.salary_basis ?? '',
    monthly_wage: row.monthly_wage === undefined || row.salary_basis !== 'bulanan' ? '' : numberInputText(row.monthly_wage, 'money'),
    fixed_allowance: row.fixed_allowance === undefined || row.salary_basis !== 'bulanan' ? '' : numberInputText(row.fixed_allowance, 'money'),
    overtime: row.overtime === undefined ? '' : numberInputText(row.overtime, 'money'),
    dayoff: row.dayoff === undefined ? '' : numberInputText(row.dayoff, 'count'),
    makan_status: row.makan_status,
    bank: row.bank?.id ?? '',
    account_number: row.account_number ?? '',
    account_holder: row.account_holder ?? '',
    joined_on: row.joined_on,
    left_on: row.left_on ?? '',
    permanent: row.permanent === undefined ? '' : row.permanent ? '1' : '0',
    ptkp_status: row.ptkp_status ?? '',
    npwp: row.npwp ?? '',
    bpjs_tk_number: row.bpjs_tk_number ?? '',
    bpjs_kes_number: row.bpjs_kes_number ?? '',
    bpjs_programmes: row.bpjs_programmes?.join(',') ?? '',
  };
}

/** What the form sends: the whole record, or without its pay fields for a user who may not open Sallary. */
export type EmployeeBody = (EmployeeFields | EmployeeHrFields) & { status: 'active' };

export type EmployeeValidation =
  | { ok: true; body: EmployeeBody }
  /** `alert`: the seed's 'Lengkapi divisi dan jabatan' when either pick is missing. */
  | { ok: false; errors: EmployeeFormErrors; alert: string | null };

/** The first message per field of a list of (key, message); keys may be paths ('body.email'). */
function collect(entries: Iterable<readonly [string, string]>): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  for (const [key, message] of entries) {
    const name = key.split('.').filter((part) => part !== 'body')[0] ?? '';
    if ((EMPLOYEE_FIELD_NAMES as string[]).includes(name) && !(name in errors)) errors[name as EmployeeFieldName] = message;
  }
  return errors;
}

/**
 * Checks the form with the contract's rules (the ones the server applies), so a wrong form never
 * reaches the server. Seed section 4: add and edit send `status: 'active'`. Without Sallary
 * (`withPay` false) the pay fields are neither checked nor sent (the server refuses them).
 */
export function validateEmployeeForm(values: EmployeeFormValues, withPay = true): EmployeeValidation {
  const schema = withPay ? employeeFields : employeeHrFields;
  // The boxes hold text as typed: pay as Indonesians type it ('1.250.000'), ID numbers as their digits.
  const read = readNumberFields(values, EMPLOYEE_NUMBER_KINDS);
  const input = read.input;
  const unread: EmployeeFormErrors = { ...read.errors };
  // An unchosen select is absent, so the contract's own message applies.
  if (values.makan_status === '') input.makan_status = undefined;
  // A monthly wage needs no daily rate (kept at 0 unless one is there); a daily one keeps no month.
  if (values.salary_basis === 'bulanan' && values.salary === '') input.salary = 0;
  if (values.salary_basis !== 'bulanan') {
    input.monthly_wage = values.salary_basis === 'harian' ? 0 : undefined;
    input.fixed_allowance = values.salary_basis === 'harian' ? 0 : undefined;
    delete unread.monthly_wage;
    delete unread.fixed_allowance;
  } else if (values.fixed_allowance === '') input.fixed_allowance = 0;
  // Fields this user is not sent (pay without Sallary) are not checked either.
  for (const name of Object.keys(unread) as EmployeeFieldName[]) if (!(name in schema.shape)) delete unread[name];
  const parsed = schema.safeParse(input);
  if (parsed.success && Object.keys(unread).length === 0) return { ok: true, body: { ...parsed.data, status: 'active' } };
  const errors = { ...(parsed.success ? {} : collect(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const))), ...unread };
  const alert = errors.dname || errors.pname ? DIVISION_POSITION_REQUIRED : null;
  return { ok: false, errors, alert };
}

/**
 * What a daily rate comes to in a month: 21 work days (a 5-day week, as PP 35/2021 Pasal 32 counts
 * it) — the figure the form shows beside the rate ('≈ Rp 136.500.000 sebulan'); null when not a number.
 */
export function dailyRateMonthly(salary: string): number | null {
  const reading = parseNumberInput(salary, 'money');
  if (!reading.ok || reading.value === null) return null;
  return monthlyWageOfDaily(reading.value, 5);
}

/**
 * Pay figures far above the usual (a month typed as a daily rate, an extra zero): the form asks
 * before saving, and saves when the clerk confirms (issue 25). Empty when nothing stands out.
 */
export function payWarnings(values: Pick<EmployeeFormValues, 'salary_basis' | 'salary' | 'monthly_wage' | 'fixed_allowance'>): string[] {
  const warnings: string[] = [];
  const amount = (text: string) => numberOrZero(text, 'money');
  if (values.salary_basis !== 'bulanan' && amount(values.salary) > DAILY_SALARY_WARN) {
    warnings.push(KARYAWAN_TEXTS.dailyRateWarning(formatRupiah(amount(values.salary)), formatRupiah(monthlyWageOfDaily(amount(values.salary), 5))));
  }
  if (values.salary_basis === 'bulanan' && amount(values.monthly_wage) + amount(values.fixed_allowance) > MONTHLY_WAGE_WARN) {
    warnings.push(KARYAWAN_TEXTS.monthlyWageWarning(formatRupiah(amount(values.monthly_wage) + amount(values.fixed_allowance))));
  }
  return warnings;
}

/** A server's `error.fields` on the form's fields; keys that match none are left to the toast. */
export function serverEmployeeErrors(fields: Record<string, string> | undefined): EmployeeFormErrors {
  return collect(Object.entries(fields ?? {}));
}

/** The first field with an error, in form order (it gets the focus). */
export function firstErrorField(errors: EmployeeFormErrors): EmployeeFieldName | undefined {
  return EMPLOYEE_FIELD_NAMES.find((name) => name in errors);
}

// ─── Table ──────────────────────────────────────────────────────────────────────────────────

/** A table column: its header and the sort key employee/all understands. */
export interface EmployeeColumn {
  key: 'name' | 'position' | 'division' | 'phone';
  header: string;
  sortKey: string;
  /** Percent of the data columns' width. */
  width: number;
}

/** Seed: NO., Nama (firstname), Jabatan, Divisi, Telp., actions. */
export const EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  { key: 'name', header: KARYAWAN_TEXTS.columns.name, sortKey: 'firstname', width: 34 },
  { key: 'position', header: KARYAWAN_TEXTS.columns.position, sortKey: 'position', width: 22 },
  { key: 'division', header: KARYAWAN_TEXTS.columns.division, sortKey: 'division', width: 22 },
  { key: 'phone', header: KARYAWAN_TEXTS.columns.phone, sortKey: 'phone', width: 22 },
];

/** The table's first sort: the contract's default (firstname ascending). */
export function initialEmployeeSort(): SortState {
  const [field = 'firstname', direction] = EMPLOYEE_DEFAULT_SORT.split('|');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** 'Budi Santoso' (firstname lastname). */
export function employeeName(row: Pick<EmployeeRow, 'firstname' | 'lastname'>): string {
  return displayName({ firstname: row.firstname, lastname: row.lastname, username: '' });
}

export function employeeCell(column: EmployeeColumn, row: EmployeeRow): string {
  switch (column.key) {
    case 'name':
      return employeeName(row);
    case 'position':
      return row.position.Name;
    case 'division':
      return row.division.Name;
    case 'phone':
      return row.phone;
  }
}

/** 'Jl. Melati 5, Kel. Sukamaju, Kec. Cilandak, Jakarta 12430'; '' when nothing is filled. */
export function addressText(row: Pick<EmployeeRow, 'street' | 'village' | 'district' | 'city' | 'postal_code'>): string {
  const parts = [
    row.street.trim(),
    row.village.trim() && `Kel. ${row.village.trim()}`,
    row.district.trim() && `Kec. ${row.district.trim()}`,
    [row.city.trim(), row.postal_code.trim()].filter(Boolean).join(' '),
  ];
  return parts.filter(Boolean).join(', ');
}

/** The salary account as the detail shows it: 'BCA 1234567890 a.n. Siti Rahayu'; '–' without a bank. */
export function accountText(row: Pick<EmployeeRow, 'bank' | 'account_number' | 'account_holder'>): string {
  if (!row.bank) return '–';
  const holder = row.account_holder?.trim() ? ` a.n. ${row.account_holder.trim()}` : '';
  return `${row.bank.Name} ${row.account_number ?? ''}`.trim() + holder;
}

/** A day (joined, left) as the detail shows it: '01/03/2024'. */
export function calendarDayText(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00Z`, 'report', 'UTC');
}

/** The employee number as the detail shows it: at least 4 digits ('0042'). */
export function idkText(idk: number): string {
  return String(idk).padStart(4, '0');
}

// ─── Incentives and deductions ──────────────────────────────────────────────────────────────

export type SalaryItemKind = 'tambahan' | 'potongan';

/** One row of the 'Input …' modals as typed. */
export interface SalaryItemDraft {
  nominal: string;
  name: string;
}

export interface SalaryItemValue {
  nominal: number;
  name: string;
}

export type SalaryItemRowErrors = Partial<Record<keyof SalaryItemDraft, string>>;

export const emptySalaryItem = (): SalaryItemDraft => ({ nominal: '', name: '' });

/** One row against the contract's rule (integer nominal ≥ 1, keterangan required). */
export function checkSalaryItem(draft: SalaryItemDraft): { ok: true; value: SalaryItemValue } | { ok: false; errors: SalaryItemRowErrors } {
  // The nominal as Indonesians type rupiah ('1.250.000'); a decimal or a letter is said, never cut.
  const read = readNumberFields({ nominal: draft.nominal, name: draft.name }, { nominal: 'money' });
  const parsed = salaryItemInput.safeParse(read.input);
  if (parsed.success && !read.errors.nominal) return { ok: true, value: parsed.data };
  const errors: SalaryItemRowErrors = { ...read.errors };
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'nominal' || key === 'name') && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export type SalaryItemsValidation =
  | { ok: true; data: SalaryItemValue[] }
  /** `alert`: the seed's 'Lengkapi dulu data anda' when the first row is incomplete. */
  | { ok: false; alert: string | null; errors: SalaryItemRowErrors[] };

const isBlank = (draft: SalaryItemDraft) => draft.nominal.trim() === '' && draft.name.trim() === '';

/**
 * The rows to send. Seed section 5: the first row needs both nominal and keterangan (else 'Lengkapi
 * dulu data anda'); nominals are integers. Blank rows after it are left out; a half-filled one is
 * an error on its fields.
 */
export function validateSalaryItems(drafts: readonly SalaryItemDraft[]): SalaryItemsValidation {
  const first = drafts[0];
  const errors: SalaryItemRowErrors[] = drafts.map(() => ({}));
  if (!first || first.nominal.trim() === '' || first.name.trim() === '') {
    const checked = first ? checkSalaryItem(first) : null;
    if (checked && !checked.ok) errors[0] = checked.errors;
    return { ok: false, alert: KARYAWAN_TEXTS.completeRows, errors };
  }
  const data: SalaryItemValue[] = [];
  let failed = false;
  drafts.forEach((draft, index) => {
    if (index > 0 && isBlank(draft)) return;
    const checked = checkSalaryItem(draft);
    if (checked.ok) data.push(checked.value);
    else {
      errors[index] = checked.errors;
      failed = true;
    }
  });
  return failed ? { ok: false, alert: null, errors } : { ok: true, data };
}

/** The sum of a list's nominals (integer rupiah). */
export function salaryItemsTotal(items: readonly { nominal: number }[]): number {
  return items.reduce((sum, item) => sum + item.nominal, 0);
}

// ─── Deep link ──────────────────────────────────────────────────────────────────────────────

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Seed: `?id=` on the route opens that employee's detail; anything but an id opens nothing. */
export function detailIdOf(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return UUID.test(id) ? id : null;
}
