import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  DIVISION_POSITION_REQUIRED,
  EMPLOYEE_BANK_REQUIRED,
  EMPLOYEE_MONTHLY_WAGE_REQUIRED,
  EMPLOYEE_DEFAULT_SORT,
  EMPLOYEE_EXPORT_MAX_ROWS,
  EMPLOYEE_EXPORT_TOO_MANY,
  EMPLOYEE_PAY_FIELD_LABELS,
  EMPLOYEE_PAY_FIELDS,
  EMPLOYEE_SORT_KEYS,
  employeeFields,
  employeeHrFields,
  employeePayForbidden,
  employeeRecordEndpoints,
  salaryItemPaidMessage,
  type EmployeeDetail,
  type EmployeeFields,
  type EmployeeHrFields,
  type EmployeeListFilters,
  type EmployeePayField,
  type EmployeeRow,
  type SalaryItemRow,
  EMPLOYMENT_STATUS_LABELS,
} from '../../common/contract';
import { canOpenModule } from '../../common/roles';
import type { SalaryBasis } from '../../common/salary';
import { fileUrl } from '../../common/contract/files';
import { defaultProgrammes, isBpjsProgramme } from '../../common/statutory/bpjs';
import { asPtkpStatus } from '../../common/statutory/pph21';
import { jakartaDate } from '../../common/calendar';
import { formatDate } from '../../common/format';
import { deactivateAccountsOfEmployee } from '../auth/accounts';
import type { AuthContext, Clock } from '../auth/context';
import { writeAuditBy, type AuditChanges } from '../db/audit';
import type { Db } from '../db/client';
import { writeWithFile, type FileStore, type RecordFileDeps } from '../files';
import { paidSalaryItemPeriods } from '../salary/payroll/lookup';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, notFound, unauthenticated, validationError, zodValidationError } from '../http/errors';
import { renderXlsx, sendXlsx } from '../print/xlsx';
import { containsText, selectPage, softDelete, sortOrder, uniqueViolation } from '../resource/routes';
import { banks, divisions, employees, employeeSalaryItems, positions } from './tables';

/**
 * Karyawan (seed 000 sections 2 item 5, 3, 5 and 7): the employee records with their photo, and
 * each employee's incentives (tambahan) and deductions (potongan). Soft delete throughout; email
 * and KTP are unique among active employees; the employee number (idk) comes from a sequence and
 * never changes or returns.
 */
export interface EmployeeRouteDeps {
  db: Db;
  files: FileStore;
  clock?: Clock;
  /** ADMIN_EMAIL (always superadmin): whether a caller may open Sallary, and so read and write pay data. */
  adminEmail: string | null;
}

/** The files area employee photos are stored in (and served from, by fileUrl). */
const PHOTO_AREA = 'employee';

const EMPLOYEE_MISSING = 'Karyawan tidak ditemukan';
const EMAIL_TAKEN = 'Email karyawan sudah terdaftar';
const KTP_TAKEN = 'No. KTP sudah terdaftar';
const BANK_MISSING = 'Bank tidak ditemukan';
const EMPLOYEE_LEFT_BEFORE_JOINED = 'Tanggal keluar tidak boleh sebelum tanggal masuk';

/** The contract's field name → its column, so inserts, updates and the audit diff share one map. */
const recordColumns = {
  firstname: employees.firstname,
  lastname: employees.lastname,
  email: employees.email,
  phone: employees.phone,
  identity_number: employees.identityNumber,
  street: employees.street,
  village: employees.village,
  district: employees.district,
  city: employees.city,
  postal_code: employees.postalCode,
  dname: employees.divisionId,
  pname: employees.positionId,
  salary: employees.salary,
  salary_basis: employees.salaryBasis,
  monthly_wage: employees.monthlyWage,
  fixed_allowance: employees.fixedAllowance,
  overtime: employees.overtime,
  dayoff: employees.dayoff,
  makan_status: employees.makanStatus,
  bank: employees.bankId,
  account_number: employees.accountNumber,
  account_holder: employees.accountHolder,
  joined_on: employees.joinedOn,
  left_on: employees.leftOn,
  permanent: employees.permanent,
  ptkp_status: employees.ptkpStatus,
  npwp: employees.npwp,
  bpjs_tk_number: employees.bpjsTkNumber,
  bpjs_kes_number: employees.bpjsKesNumber,
  bpjs_programmes: employees.bpjsProgrammes,
} satisfies Record<keyof EmployeeFields, PgColumn>;

const RECORD_FIELDS = Object.keys(recordColumns) as (keyof EmployeeFields)[];

/** The columns of the record that are not pay data (EMPLOYEE_PAY_FIELDS): what a user without Sallary writes. */
function hrColumnValues(fields: EmployeeHrFields) {
  return {
    firstname: fields.firstname,
    lastname: fields.lastname,
    email: fields.email,
    phone: fields.phone,
    identityNumber: fields.identity_number,
    street: fields.street,
    village: fields.village,
    district: fields.district,
    city: fields.city,
    postalCode: fields.postal_code,
    divisionId: fields.dname,
    positionId: fields.pname,
    makanStatus: fields.makan_status,
    // Left out of the body: today (set by the add), unchanged on update.
    ...(fields.joined_on !== undefined ? { joinedOn: fields.joined_on } : {}),
    ...(fields.left_on !== undefined ? { leftOn: fields.left_on } : {}),
  };
}

/** Every column of the record: what a user with Sallary writes. */
function columnValues(fields: EmployeeFields) {
  return {
    ...hrColumnValues(fields),
    salary: fields.salary,
    overtime: fields.overtime,
    dayoff: fields.dayoff,
    // Left out of the body: a daily basis without a month on add (the columns' defaults), unchanged on update.
    ...(fields.salary_basis !== undefined ? { salaryBasis: fields.salary_basis } : {}),
    ...(fields.monthly_wage !== undefined ? { monthlyWage: fields.monthly_wage } : {}),
    ...(fields.fixed_allowance !== undefined ? { fixedAllowance: fields.fixed_allowance } : {}),
    bankId: fields.bank,
    // No bank, no account: a number or holder alone is not kept.
    accountNumber: fields.bank ? fields.account_number : '',
    accountHolder: fields.bank ? fields.account_holder : '',
    ptkpStatus: fields.ptkp_status,
    npwp: fields.npwp,
    bpjsTkNumber: fields.bpjs_tk_number,
    bpjsKesNumber: fields.bpjs_kes_number,
    // Left out of the body: permanent with every programme on add (the columns' defaults), unchanged on update.
    ...(fields.permanent !== undefined ? { permanent: fields.permanent } : {}),
    ...(fields.bpjs_programmes !== undefined
      ? { bpjsProgrammes: fields.bpjs_programmes }
      : fields.permanent !== undefined
        ? { bpjsProgrammes: defaultProgrammes(fields.permanent) }
        : {}),
  };
}


const rowSelection = {
  id: employees.id,
  idk: employees.idk,
  firstname: employees.firstname,
  lastname: employees.lastname,
  email: employees.email,
  phone: employees.phone,
  identityNumber: employees.identityNumber,
  street: employees.street,
  village: employees.village,
  district: employees.district,
  city: employees.city,
  postalCode: employees.postalCode,
  divisionId: divisions.id,
  divisionName: divisions.name,
  positionId: positions.id,
  positionName: positions.name,
  salary: employees.salary,
  salaryBasis: employees.salaryBasis,
  monthlyWage: employees.monthlyWage,
  fixedAllowance: employees.fixedAllowance,
  overtime: employees.overtime,
  dayoff: employees.dayoff,
  makanStatus: employees.makanStatus,
  photo: employees.photo,
  bankId: banks.id,
  bankName: banks.name,
  accountNumber: employees.accountNumber,
  accountHolder: employees.accountHolder,
  joinedOn: employees.joinedOn,
  leftOn: employees.leftOn,
  permanent: employees.permanent,
  ptkpStatus: employees.ptkpStatus,
  npwp: employees.npwp,
  bpjsTkNumber: employees.bpjsTkNumber,
  bpjsKesNumber: employees.bpjsKesNumber,
  bpjsProgrammes: employees.bpjsProgrammes,
  status: employees.status,
};

/** Employees with their division and position (a later-deleted division still names the row). */
const selectRows = (db: Db) =>
  db
    .select(rowSelection)
    .from(employees)
    .innerJoin(divisions, eq(divisions.id, employees.divisionId))
    .innerJoin(positions, eq(positions.id, employees.positionId))
    .leftJoin(banks, eq(banks.id, employees.bankId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(raw: RawRow): EmployeeRow {
  return {
    id: raw.id,
    idk: raw.idk,
    firstname: raw.firstname,
    lastname: raw.lastname,
    email: raw.email,
    phone: raw.phone,
    identity_number: raw.identityNumber,
    street: raw.street,
    village: raw.village,
    district: raw.district,
    city: raw.city,
    postal_code: raw.postalCode,
    division: { id: raw.divisionId, Name: raw.divisionName },
    position: { id: raw.positionId, Name: raw.positionName },
    salary: raw.salary,
    salary_basis: raw.salaryBasis,
    monthly_wage: raw.monthlyWage,
    fixed_allowance: raw.fixedAllowance,
    overtime: raw.overtime,
    dayoff: raw.dayoff,
    makan_status: raw.makanStatus,
    bank: raw.bankId !== null && raw.bankName !== null ? { id: raw.bankId, Name: raw.bankName } : null,
    account_number: raw.accountNumber,
    account_holder: raw.accountHolder,
    joined_on: raw.joinedOn,
    left_on: raw.leftOn,
    permanent: raw.permanent,
    ptkp_status: asPtkpStatus(raw.ptkpStatus),
    npwp: raw.npwp,
    bpjs_tk_number: raw.bpjsTkNumber,
    bpjs_kes_number: raw.bpjsKesNumber,
    bpjs_programmes: raw.bpjsProgrammes.filter(isBpjsProgramme),
    photo: raw.photo ? fileUrl(PHOTO_AREA, raw.photo) : null,
    status: raw.status,
  };
}

/** The row without its pay fields, for a user who may not open Sallary. */
function withoutPay<T extends EmployeeRow>(row: T): T {
  const copy = { ...row };
  for (const field of EMPLOYEE_PAY_FIELDS) delete copy[field];
  return copy;
}

/**
 * What a pay field is when a body leaves it out (its contract default: '' for the numbers, TK/0,
 * no bank), so a default filled in by parsing does not count as sent.
 */
const PAY_DEFAULTS = new Map<EmployeePayField, string>(
  EMPLOYEE_PAY_FIELDS.flatMap((field) => {
    const parsed = employeeFields.shape[field].safeParse(undefined);
    return parsed.success && parsed.data !== undefined ? [[field, JSON.stringify(parsed.data)] as const] : [];
  }),
);

/** The pay fields a body carries: any value but absent, blank, null or the field's default. */
function sentPayFields(body: Readonly<Record<string, unknown>>): EmployeePayField[] {
  return EMPLOYEE_PAY_FIELDS.filter((field) => {
    const value = body[field];
    if (value === undefined || value === null || value === '') return false;
    return PAY_DEFAULTS.get(field) !== JSON.stringify(value);
  });
}

/** 403 naming the pay fields a user without Sallary sent, before anything is written. */
function refuseSentPay(body: Readonly<Record<string, unknown>>): void {
  const sent = sentPayFields(body);
  if (sent.length === 0) return;
  const message = employeePayForbidden(sent.map((field) => EMPLOYEE_PAY_FIELD_LABELS[field]));
  throw new AppError('FORBIDDEN', message, Object.fromEntries(sent.map((field) => [field, message])));
}

/** A lone UTF-16 surrogate: a text column stores it as U+FFFD, but jsonb refuses its escape outright. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const asStored = (value: unknown): unknown => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : (value ?? null));

/** Each field's value before and after (as stored), for the fields that differ (a create's 'from' and a delete's 'to' are null). */
function diff(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>> | null, fields: readonly string[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = before ? asStored(before[field]) : null;
    const to = after ? asStored(after[field]) : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

// Text sorts ignore letter case, as the user reads it; division and position sort by their names.
const SORT_KEYS = new Map<string, SQL>([
  ['firstname', sql`lower(${employees.firstname})`],
  ['lastname', sql`lower(${employees.lastname})`],
  ['email', sql`lower(${employees.email})`],
  ['phone', sql`${employees.phone}`],
  ['idk', sql`${employees.idk}`],
  ['division', sql`lower(${divisions.name})`],
  ['position', sql`lower(${positions.name})`],
  ['created_at', sql`${employees.createdAt}`],
]);

const FILTER_COLUMNS = [
  employees.firstname,
  employees.lastname,
  employees.email,
  employees.phone,
  employees.identityNumber,
  sql`${employees.idk}::text`,
];

/**
 * The list's column filters (issue 27 §5): division, position, and employment status on `today`
 * (the company's day): 'keluar' once the Tanggal Keluar has passed, 'aktif' before it or without one.
 */
function listFilters(filters: EmployeeListFilters, today: string): SQL | undefined {
  return and(
    filters.division ? eq(employees.divisionId, filters.division) : undefined,
    filters.position ? eq(employees.positionId, filters.position) : undefined,
    filters.status === 'keluar' ? sql`${employees.leftOn} < ${today}` : undefined,
    filters.status === 'aktif' ? sql`(${employees.leftOn} is null or ${employees.leftOn} >= ${today})` : undefined,
  );
}

const active = (id: string) => and(eq(employees.id, id), eq(employees.status, 'active'));

async function activeRow(db: Db, id: string): Promise<EmployeeRow | null> {
  const [raw] = await selectRows(db).where(active(id)).limit(1);
  return raw ? toRow(raw) : null;
}

/** What an account linked to an employee takes from it: the number, division and name. */
export interface EmployeeForAccount {
  id: string;
  idk: number;
  divisionId: string;
  firstname: string;
  lastname: string;
}

const forAccount = (db: Db) =>
  db
    .select({
      id: employees.id,
      idk: employees.idk,
      divisionId: employees.divisionId,
      firstname: employees.firstname,
      lastname: employees.lastname,
    })
    .from(employees);

/**
 * The active employee an account is linked to by id (POST regis with id_employee). Null when the
 * employee is unknown or deleted. The auth module calls this instead of reading the employees table.
 */
export async function activeEmployeeForAccount(db: Db, id: string): Promise<EmployeeForAccount | null> {
  // The employee cannot be deleted while the account that copies its data is being written.
  const [row] = await forAccount(db).where(active(id)).for('share');
  return row ?? null;
}

/**
 * The active employees whose email this is, case-insensitively (POST regis without id_employee,
 * as the old client sends it). At most two: one is the match, two is a clash the caller refuses.
 * The unique index on active emails makes two rare (rows written before it, or by hand), not impossible to ask about.
 */
export async function activeEmployeesByEmail(db: Db, email: string): Promise<EmployeeForAccount[]> {
  return forAccount(db)
    .where(and(sql`lower(${employees.email}) = ${email.trim().toLowerCase()}`, eq(employees.status, 'active')))
    .orderBy(employees.idk)
    .limit(2)
    .for('share');
}

/** A monthly basis needs its gaji pokok (issue 25): as the record will be, body over the stored row. */
function assertMonthlyWage(basis: SalaryBasis, monthlyWage: number): void {
  if (basis === 'bulanan' && monthlyWage <= 0) throw validationError({ monthly_wage: EMPLOYEE_MONTHLY_WAGE_REQUIRED });
}

/** The day an employee leaves is not before the day they joined (400 on the field). */
function assertLeftAfterJoined(leftOn: string | null | undefined, joinedOn: string): void {
  if (leftOn && leftOn < joinedOn) throw validationError({ left_on: EMPLOYEE_LEFT_BEFORE_JOINED });
}

/** The picked division and position must be active rows; either missing gets the seed's alert text. */
async function assertPicks(tx: Db, fields: EmployeeHrFields): Promise<void> {
  // FOR SHARE: neither can be deleted while the employee pointing at it is written.
  const [division] = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(eq(divisions.id, fields.dname), eq(divisions.status, 'active')))
    .for('share');
  const [position] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, fields.pname), eq(positions.status, 'active')))
    .for('share');
  const missing: Record<string, string> = {};
  if (!division) missing['dname'] = DIVISION_POSITION_REQUIRED;
  if (!position) missing['pname'] = DIVISION_POSITION_REQUIRED;
  // The seed's alert is the message itself, so the form can show it as it stands.
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', DIVISION_POSITION_REQUIRED, missing);
}

/** The salary account: a picked bank must be an active one; a number needs a bank. */
async function assertBank(tx: Db, fields: Pick<EmployeeFields, 'bank' | 'account_number'>): Promise<void> {
  if (fields.bank === null) {
    if (fields.account_number !== '') throw validationError({ bank: EMPLOYEE_BANK_REQUIRED });
    return;
  }
  const [bank] = await tx
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.id, fields.bank), eq(banks.status, 'active')))
    .for('share');
  if (!bank) throw validationError({ bank: BANK_MISSING });
}

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
const ktpTaken = () => new AppError('CONFLICT', KTP_TAKEN, { identity_number: KTP_TAKEN });

/** 409 when another active employee has the email or the KTP number (the friendly check; the indexes decide races). */
async function assertUnique(tx: Db, fields: EmployeeHrFields, exceptId?: string): Promise<void> {
  const others = (condition: SQL | undefined) =>
    tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.status, 'active'), condition, exceptId ? ne(employees.id, exceptId) : undefined))
      .limit(1);
  if ((await others(sql`lower(${employees.email}) = lower(${fields.email})`)).length > 0) throw emailTaken();
  if ((await others(eq(employees.identityNumber, fields.identity_number))).length > 0) throw ktpTaken();
}

/** A unique-index violation from a race past assertUnique, as the same 409; anything else unchanged. */
function asConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  if (constraint.includes('identity_number')) return ktpTaken();
  if (constraint.includes('email')) return emailTaken();
  return error;
}

export function registerEmployeeRecordRoutes(app: FastifyInstance, deps: EmployeeRouteDeps): void {
  const { db, files, adminEmail } = deps;
  const clock = deps.clock ?? (() => new Date());
  const e = employeeRecordEndpoints;
  /** Pay fields and items are read and written only by a user who may open Sallary (issue 24). */
  const seesPay = (auth: AuthContext | null): boolean => auth !== null && canOpenModule(auth.user, 'salary', adminEmail);
  const shown = (auth: AuthContext | null) => (row: EmployeeRow): EmployeeRow => (seesPay(auth) ? row : withoutPay(row));
  /** The record's columns by their contract names, as the audit compares them. */
  const recordOf = async (tx: Db, id: string) => (await tx.select(recordColumns).from(employees).where(eq(employees.id, id)))[0] ?? null;

  const photoFiles = (log: FastifyBaseLogger): RecordFileDeps => ({ files, area: PHOTO_AREA, log });

  registerEndpoint(app, e.list, async ({ query, auth }) => {
    const toShown = shown(auth);
    const where = and(eq(employees.status, 'active'), containsText(query.filter, FILTER_COLUMNS), listFilters(query, jakartaDate(clock())));
    const select = selectRows(db)
      .where(where)
      .orderBy(...sortOrder(query.sort ?? EMPLOYEE_DEFAULT_SORT, SORT_KEYS, EMPLOYEE_SORT_KEYS, employees.id));
    if (query.show === 'all') return { data: (await select).map((raw) => toShown(toRow(raw))) };
    const { rows, pagination } = await selectPage(db, select, employees, where, query);
    return { data: rows.map((raw) => toShown(toRow(raw))), pagination };
  });

  // The list as a spreadsheet, with the list's filters and order; HR data only (pay data stays Sallary's).
  registerEndpoint(app, e.excel, async ({ query, reply }) => {
    const today = jakartaDate(clock());
    const raws = await selectRows(db)
      .where(and(eq(employees.status, 'active'), containsText(query.filter, FILTER_COLUMNS), listFilters(query, today)))
      .orderBy(...sortOrder(query.sort ?? EMPLOYEE_DEFAULT_SORT, SORT_KEYS, EMPLOYEE_SORT_KEYS, employees.id))
      .limit(EMPLOYEE_EXPORT_MAX_ROWS + 1);
    if (raws.length > EMPLOYEE_EXPORT_MAX_ROWS) throw new AppError('TOO_LARGE', EMPLOYEE_EXPORT_TOO_MANY);
    const rows = raws.map(toRow);
    const sheet = await renderXlsx({
      name: 'Karyawan',
      title: `Daftar Karyawan · ${formatDate(`${today}T00:00:00Z`, 'DD/MM/YYYY', 'UTC')}`,
      columns: [
        { header: 'No. Karyawan', key: 'idk', width: 13, format: 'integer' },
        { header: 'Nama', key: 'nama', width: 28, format: 'text' },
        { header: 'Jabatan', key: 'jabatan', width: 20, format: 'text' },
        { header: 'Divisi', key: 'divisi', width: 20, format: 'text' },
        { header: 'Telepon', key: 'telepon', width: 16, format: 'text' },
        { header: 'Email', key: 'email', width: 28, format: 'text' },
        { header: 'No. KTP', key: 'ktp', width: 20, format: 'text' },
        { header: 'Alamat', key: 'alamat', width: 40, format: 'text' },
        { header: 'Tanggal Masuk', key: 'masuk', width: 14, format: 'date' },
        { header: 'Tanggal Keluar', key: 'keluar', width: 14, format: 'date' },
        { header: 'Status', key: 'status', width: 14, format: 'text' },
      ],
      rows: rows.map((row) => ({
        idk: row.idk,
        nama: `${row.firstname} ${row.lastname}`.trim(),
        jabatan: row.position.Name,
        divisi: row.division.Name,
        telepon: row.phone,
        email: row.email,
        ktp: row.identity_number,
        alamat: [row.street, row.village, row.district, row.city, row.postal_code].filter((part) => part.trim() !== '').join(', '),
        masuk: row.joined_on,
        keluar: row.left_on ?? '',
        status: EMPLOYMENT_STATUS_LABELS[row.left_on !== null && row.left_on < today ? 'keluar' : 'aktif'],
      })),
    });
    return sendXlsx(reply, sheet, `karyawan-${today}.xlsx`);
  });

  registerEndpoint(app, e.get, async ({ params, auth }) => {
    const row = await activeRow(db, params.id);
    if (!row) throw notFound(EMPLOYEE_MISSING);
    // Incentives and deductions are pay data too.
    if (!seesPay(auth)) return { data: withoutPay(row) };
    const items = await db
      .select({ _id: employeeSalaryItems.id, kind: employeeSalaryItems.kind, nominal: employeeSalaryItems.nominal, name: employeeSalaryItems.name })
      .from(employeeSalaryItems)
      .where(and(eq(employeeSalaryItems.employeeId, params.id), eq(employeeSalaryItems.status, 'active')))
      .orderBy(asc(employeeSalaryItems.createdAt), asc(employeeSalaryItems.id));
    // A row a final payroll run paid is used up: the detail says which period paid it.
    const paid = await paidSalaryItemPeriods(db, items.map((item) => item._id));
    const ofKind = (kind: 'tambahan' | 'potongan'): SalaryItemRow[] =>
      items.filter((item) => item.kind === kind).map(({ _id, nominal, name }) => {
        const paidIn = paid.get(_id);
        return paidIn ? { _id, nominal, name, paid_in: paidIn } : { _id, nominal, name };
      });
    const detail: EmployeeDetail = { ...row, tambahan: ofKind('tambahan'), potongan: ofKind('potongan') };
    return { data: detail };
  });

  registerEndpoint(app, e.add, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const pay = seesPay(auth);
    let values: ReturnType<typeof columnValues> | (ReturnType<typeof hrColumnValues> & { salary: number; overtime: number; dayoff: number });
    if (pay) {
      // Required of whoever may fill them: the seed's rule, with its per-field 400.
      const figures = employeeFields.pick({ salary: true, overtime: true, dayoff: true }).safeParse(body);
      if (!figures.success) throw zodValidationError(figures.error.issues);
      values = columnValues({ ...body, ...figures.data });
    } else {
      refuseSentPay(body);
      // The rates stay 0 until someone with Sallary fills them; the rest has the columns' defaults.
      values = { ...hrColumnValues(body), salary: 0, overtime: 0, dayoff: 0 };
    }
    // The photo is stored first and removed again if the row is not written, so nothing is half-saved.
    try {
      const row = await writeWithFile(photoFiles(request.log), received.file, async (photo) => ({
        replaced: null,
        result: await db.transaction(async (tx) => {
          await assertPicks(tx, body);
          if (pay) await assertBank(tx, body);
          if (pay) assertMonthlyWage(body.salary_basis ?? 'harian', body.monthly_wage ?? 0);
          assertLeftAfterJoined(body.left_on, body.joined_on ?? jakartaDate(now));
          await assertUnique(tx, body);
          const [inserted] = await tx
            .insert(employees)
            .values({
              // Joined today by the company's calendar (the column's current_date is the database server's day).
              joinedOn: jakartaDate(now),
              ...values,
              photo,
              createdAt: now,
              createdBy: auth.user.id,
              updatedAt: now,
              updatedBy: auth.user.id,
            })
            .returning({ id: employees.id });
          if (!inserted) throw new Error('insert returned nothing');
          const written = { ...(await recordOf(tx, inserted.id)), photo };
          await writeAuditBy(tx, auth, now, {
            entity: 'employee',
            entityId: inserted.id,
            action: 'add',
            changedFields: photo ? [...RECORD_FIELDS, 'photo'] : RECORD_FIELDS,
            changes: diff(null, written, [...RECORD_FIELDS, 'photo']),
          });
          const saved = await activeRow(tx, inserted.id);
          if (!saved) throw new Error('inserted employee not found');
          return shown(auth)(saved);
        }),
      }));
      return { status: 'ok' as const, data: row };
    } catch (error) {
      throw asConflict(error);
    }
  });

  registerEndpoint(app, e.update, async ({ params, body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const stamp = { updatedAt: now, updatedBy: auth.user.id };

    // The seeds' delete: PUT update/{id} with status 'deleted' (any other part is ignored).
    if (body.status === 'deleted') {
      await db.transaction(async (tx) => {
        if (!(await softDelete(tx, employees, active(params.id), { entity: 'employee', entityId: params.id, by: auth, at: now }))) throw notFound(EMPLOYEE_MISSING);
        // The employee's account stops with them (issue 24).
        await deactivateAccountsOfEmployee(tx, { id: params.id, deleted: true }, auth, now);
      });
      return { status: 'ok' as const };
    }

    // Otherwise the whole record, checked by the add rules, with the same per-field 400; without
    // Sallary the record without its pay fields (sending one is refused first), which stay as they are.
    let fields: EmployeeHrFields;
    /** The whole record, pay included: only from a user with Sallary. */
    let full: EmployeeFields | null = null;
    if (seesPay(auth)) {
      const parsed = employeeFields.safeParse(body);
      if (!parsed.success) throw zodValidationError(parsed.error.issues);
      fields = full = parsed.data;
    } else {
      refuseSentPay(body);
      const parsed = employeeHrFields.safeParse(body);
      if (!parsed.success) throw zodValidationError(parsed.error.issues);
      fields = parsed.data;
    }
    const values = full ? columnValues(full) : hrColumnValues(fields);
    try {
      await writeWithFile(photoFiles(request.log), received.file, async (photo) => ({
        result: null,
        // The photo the row pointed at before a new one replaced it.
        replaced: await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ ...recordColumns, photo: employees.photo })
            .from(employees)
            .where(active(params.id))
            .for('update');
          if (!current) throw notFound(EMPLOYEE_MISSING);
          await assertPicks(tx, fields);
          if (full) await assertBank(tx, full);
          if (full) assertMonthlyWage(full.salary_basis ?? current.salary_basis, full.monthly_wage ?? current.monthly_wage);
          assertLeftAfterJoined(fields.left_on === undefined ? current.left_on : fields.left_on, fields.joined_on ?? current.joined_on);
          await assertUnique(tx, fields, params.id);
          // No new file keeps the current photo; the idk is never written.
          await tx
            .update(employees)
            .set({ ...values, ...(photo ? { photo } : {}), ...stamp })
            .where(eq(employees.id, params.id));
          // What the row holds now against before: a field left out of the body is unchanged.
          const changes = diff(current, { ...(await recordOf(tx, params.id)), photo: photo ?? current.photo }, [...RECORD_FIELDS, 'photo']);
          await writeAuditBy(tx, auth, now, { entity: 'employee', entityId: params.id, action: 'update', changedFields: Object.keys(changes), changes });
          // A Tanggal Keluar already past stops the account now; a later one is checked at each request.
          const leftOn = fields.left_on === undefined ? current.left_on : fields.left_on;
          if (leftOn && leftOn < jakartaDate(now)) await deactivateAccountsOfEmployee(tx, { id: params.id, leftOn, deleted: false }, auth, now);
          return photo ? current.photo : null;
        }),
      }));
    } catch (error) {
      throw asConflict(error);
    }
    return { status: 'ok' as const };
  });

  registerSalaryItemRoutes(app, { db, clock, kind: 'tambahan', add: e.addIncentives, edit: e.editIncentive, remove: e.deleteIncentive });
  registerSalaryItemRoutes(app, { db, clock, kind: 'potongan', add: e.addDeductions, edit: e.editDeduction, remove: e.deleteDeduction });
}

type SalaryItemKind = 'tambahan' | 'potongan';

/** The employee must be active; FOR SHARE keeps it so until its salary rows are written. */
async function assertActiveEmployee(tx: Db, id: string): Promise<void> {
  const [row] = await tx.select({ id: employees.id }).from(employees).where(active(id)).for('share');
  if (!row) throw notFound(EMPLOYEE_MISSING);
}

/** Incentives (tambahan) or deductions (potongan) of one employee: add rows, edit one, delete one (soft). */
function registerSalaryItemRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    kind: SalaryItemKind;
    add: typeof employeeRecordEndpoints.addIncentives;
    edit: typeof employeeRecordEndpoints.editIncentive;
    remove: typeof employeeRecordEndpoints.deleteIncentive;
  },
): void {
  const { db, clock, kind } = deps;
  const entity = `employee_${kind}`;
  const item = employeeSalaryItems;
  /** An active row of this employee and this kind: another kind's or employee's row is not found. */
  const ownRow = (id: string, rowId: string) =>
    and(eq(item.id, rowId), eq(item.employeeId, id), eq(item.kind, kind), eq(item.status, 'active'));

  registerEndpoint(app, deps.add, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const created = await db.transaction(async (tx) => {
      await assertActiveEmployee(tx, params.id);
      const rows = await tx
        .insert(item)
        .values(
          body.data.map((input, index) => ({
            employeeId: params.id,
            kind,
            nominal: input.nominal,
            name: input.name,
            // A millisecond apart, so the rows list oldest first in the order they were entered.
            createdAt: new Date(now.getTime() + index),
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })),
        )
        .returning({ _id: item.id, nominal: item.nominal, name: item.name, createdAt: item.createdAt });
      for (const row of rows) {
        await writeAuditBy(tx, auth, now, { entity, entityId: row._id, action: 'add', changedFields: ['nominal', 'name'], changes: diff(null, { ...row, employee: params.id }, ['employee', 'nominal', 'name']) });
      }
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
    return { status: 'ok' as const, data: created.map(({ _id, nominal, name }) => ({ _id, nominal, name })) };
  });

  /**
   * The active row, locked for the change, unless a final payroll run paid it: then it stays as it
   * was paid (409), and a correction is a new item. FOR UPDATE waits for a run being finalised with
   * it (which holds it FOR SHARE), so the check sees that run's outcome.
   */
  const unpaidRow = async (tx: Db, id: string, rowId: string) => {
    await assertActiveEmployee(tx, id);
    const [current] = await tx.select({ nominal: item.nominal, name: item.name }).from(item).where(ownRow(id, rowId)).for('update');
    if (!current) throw notFound();
    const paidIn = (await paidSalaryItemPeriods(tx, [rowId])).get(rowId);
    if (paidIn) throw conflict(salaryItemPaidMessage(paidIn));
    return current;
  };

  registerEndpoint(app, deps.edit, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const current = await unpaidRow(tx, params.id, params.rowId);
      await tx
        .update(item)
        .set({ nominal: body.nominal, name: body.name, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(item.id, params.rowId));
      const changes = diff(current, body, ['nominal', 'name']);
      await writeAuditBy(tx, auth, now, { entity, entityId: params.rowId, action: 'update', changedFields: Object.keys(changes), changes });
    });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, deps.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const current = await unpaidRow(tx, params.id, params.rowId);
      await tx.update(item).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(item.id, params.rowId));
      await writeAuditBy(tx, auth, now, {
        entity,
        entityId: params.rowId,
        action: 'delete',
        changedFields: ['status'],
        changes: { status: { from: 'active', to: 'deleted' }, ...diff(current, null, ['nominal', 'name']) },
      });
    });
    return { status: 'ok' as const };
  });
}
