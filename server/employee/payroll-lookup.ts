import { and, asc, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SalaryBasis } from '../../common/salary';
import type { Db } from '../db/client';
import { escapeLike } from '../resource/routes';
import { banks, divisions, employees, employeeSalaryItems, positions } from './tables';

/**
 * What payroll (server/salary/payroll) reads of the Employee module: divisions with their salary
 * status, the employees of divisions with their rates and bank account, and their incentives and
 * deductions. Payroll calls these instead of reading the employee tables.
 */

export interface PayrollDivision {
  id: string;
  name: string;
  /** 1 Bulanan, 2 Mingguan, 3 Harian. */
  salary: number;
  /** 1 the flat overtime rate, 2 PP 35/2021 (issue 18). */
  overtimeRule: number;
  active: boolean;
}

/** Divisions by id (deleted ones too, `active` false), FOR SHARE when `lock` (a run being created). */
export async function divisionsForPayroll(db: Db, ids: readonly string[], lock = false): Promise<Map<string, PayrollDivision>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({ id: divisions.id, name: divisions.name, salary: divisions.salary, overtimeRule: divisions.overtimeRule, status: divisions.status })
    .from(divisions)
    .where(inArray(divisions.id, [...ids]));
  const rows = lock ? await query.for('share') : await query;
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, salary: r.salary, overtimeRule: r.overtimeRule, active: r.status === 'active' }]));
}

/** Active divisions of the given salary statuses with their active employees' count, by name. */
export async function payrollDivisionChoices(db: Db, salaryStatuses: readonly number[]): Promise<(PayrollDivision & { employees: number })[]> {
  const rows = await db
    .select({ id: divisions.id, name: divisions.name, salary: divisions.salary, overtimeRule: divisions.overtimeRule })
    .from(divisions)
    .where(and(eq(divisions.status, 'active'), inArray(divisions.salary, [...salaryStatuses])))
    .orderBy(sql`lower(${divisions.name})`);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ divisionId: employees.divisionId, n: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.status, 'active'), inArray(employees.divisionId, rows.map((r) => r.id))))
    .groupBy(employees.divisionId);
  const countOf = new Map(counts.map((c) => [c.divisionId, Number(c.n)]));
  return rows.map((r) => ({ ...r, active: true, employees: countOf.get(r.id) ?? 0 }));
}

/** An employee as a payroll line needs them: number, name, placement, rates and bank account. */
export interface PayrollEmployee {
  id: string;
  idk: number;
  name: string;
  divisionId: string;
  position: string;
  dailySalary: number;
  /** Issue 25: 'bulanan' pays monthlyWage + fixedAllowance a month instead of days × dailySalary. */
  salaryBasis: SalaryBasis;
  monthlyWage: number;
  fixedAllowance: number;
  overtimeRate: number;
  dayoff: number;
  bank: { id: string; name: string } | null;
  accountNumber: string;
  accountHolder: string;
  /** Tax and social security (issue 18). */
  nik: string;
  npwp: string;
  ptkpStatus: string;
  permanent: boolean;
  joinedOn: string;
  /** The last day of work of one who leaves, else null. */
  leftOn: string | null;
  bpjsTkNumber: string;
  bpjsKesNumber: string;
  bpjsProgrammes: string[];
}

/** The active employees of the divisions who had not left before `periodStart`, by name then number. */
export async function payrollEmployees(db: Db, divisionIds: readonly string[], periodStart: string): Promise<PayrollEmployee[]> {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .select({
      id: employees.id,
      idk: employees.idk,
      firstname: employees.firstname,
      lastname: employees.lastname,
      divisionId: employees.divisionId,
      position: positions.name,
      dailySalary: employees.salary,
      salaryBasis: employees.salaryBasis,
      monthlyWage: employees.monthlyWage,
      fixedAllowance: employees.fixedAllowance,
      overtimeRate: employees.overtime,
      dayoff: employees.dayoff,
      bankId: banks.id,
      bankName: banks.name,
      accountNumber: employees.accountNumber,
      accountHolder: employees.accountHolder,
      nik: employees.identityNumber,
      npwp: employees.npwp,
      ptkpStatus: employees.ptkpStatus,
      permanent: employees.permanent,
      joinedOn: employees.joinedOn,
      leftOn: employees.leftOn,
      bpjsTkNumber: employees.bpjsTkNumber,
      bpjsKesNumber: employees.bpjsKesNumber,
      bpjsProgrammes: employees.bpjsProgrammes,
    })
    .from(employees)
    .innerJoin(positions, eq(positions.id, employees.positionId))
    .leftJoin(banks, eq(banks.id, employees.bankId))
    .where(
      and(
        eq(employees.status, 'active'),
        inArray(employees.divisionId, [...divisionIds]),
        or(isNull(employees.leftOn), gte(employees.leftOn, periodStart)),
      ),
    )
    .orderBy(sql`lower(${employees.firstname})`, sql`lower(${employees.lastname})`, asc(employees.idk));
  return rows.map((r) => ({
    id: r.id,
    idk: r.idk,
    name: [r.firstname, r.lastname].map((part) => part.trim()).filter(Boolean).join(' '),
    divisionId: r.divisionId,
    position: r.position,
    dailySalary: r.dailySalary,
    salaryBasis: r.salaryBasis,
    monthlyWage: r.monthlyWage,
    fixedAllowance: r.fixedAllowance,
    overtimeRate: r.overtimeRate,
    dayoff: r.dayoff,
    bank: r.bankId !== null && r.bankName !== null ? { id: r.bankId, name: r.bankName } : null,
    accountNumber: r.accountNumber,
    accountHolder: r.accountHolder,
    nik: r.nik,
    npwp: r.npwp,
    ptkpStatus: r.ptkpStatus,
    permanent: r.permanent,
    joinedOn: r.joinedOn,
    leftOn: r.leftOn,
    bpjsTkNumber: r.bpjsTkNumber,
    bpjsKesNumber: r.bpjsKesNumber,
    bpjsProgrammes: r.bpjsProgrammes,
  }));
}

export interface PayrollSalaryItemRecord {
  id: string;
  employeeId: string;
  kind: 'tambahan' | 'potongan';
  name: string;
  nominal: number;
}

/**
 * The active incentives and deductions of the employees, oldest first. `lock`: FOR SHARE, so none
 * is edited or deleted while a run is finalised with it.
 */
export async function salaryItemsOf(db: Db, employeeIds: readonly string[], lock = false): Promise<PayrollSalaryItemRecord[]> {
  if (employeeIds.length === 0) return [];
  const query = db
    .select({
      id: employeeSalaryItems.id,
      employeeId: employeeSalaryItems.employeeId,
      kind: employeeSalaryItems.kind,
      name: employeeSalaryItems.name,
      nominal: employeeSalaryItems.nominal,
    })
    .from(employeeSalaryItems)
    .where(and(eq(employeeSalaryItems.status, 'active'), inArray(employeeSalaryItems.employeeId, [...employeeIds])))
    .orderBy(asc(employeeSalaryItems.createdAt), asc(employeeSalaryItems.id));
  return lock ? await query.for('share') : await query;
}

/** Ids of the divisions (deleted ones too) whose name contains `text`, letter case ignored: the run list's search. */
export async function divisionIdsMatching(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(ilike(divisions.name, `%${escapeLike(text.trim())}%`))
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * The employees' current address on one line (street, kelurahan, kecamatan, city, postal code;
 * deleted employees too): the 1721-A1's 'Alamat'.
 */
export async function employeeAddresses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, street: employees.street, village: employees.village, district: employees.district, city: employees.city, postalCode: employees.postalCode })
    .from(employees)
    .where(inArray(employees.id, [...ids]));
  return new Map(rows.map((r) => [r.id, [r.street, r.village, r.district, [r.city, r.postalCode].map((p) => p.trim()).filter(Boolean).join(' ')].map((p) => p.trim()).filter(Boolean).join(', ')]));
}
