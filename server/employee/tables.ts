import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SALARY_BASES } from '../../common/salary';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';

// The Employee module's master data (seed 000 sections 2–3). Each table carries the columns the
// generic resource routes need (server/resource/routes.ts): one per field of its resource
// definition in common/contract/employee.ts, plus id, status and the audit columns. Names are
// unique among active rows, ignoring letter case; a deleted row frees its name.

export const divisions = pgTable(
  'divisions',
  {
    ...namedMasterColumns(),
    /** Salary status: 1 monthly, 2 weekly, 3 daily (SALARY_STATUS_OPTIONS). */
    salary: integer('salary').notNull(),
    /** Overtime pay (issue 18): 1 = the employee's flat rate per hour, 2 = PP 35/2021 (OVERTIME_RULE_OPTIONS). */
    overtimeRule: integer('overtime_rule').notNull().default(1),
  },
  (t) => [
    uniqueActiveName('divisions_name_active', t),
    check('divisions_salary_status', sql`${t.salary} between 1 and 3`),
    check('divisions_overtime_rule', sql`${t.overtimeRule} between 1 and 2`),
  ],
);

export const positions = pgTable('positions', namedMasterColumns(), (t) => [uniqueActiveName('positions_name_active', t)]);

export const banks = pgTable('banks', namedMasterColumns(), (t) => [uniqueActiveName('banks_name_active', t)]);

/**
 * Announcements (Pengumuman, seed 000 sections 3, 5, 6): sent by a superadmin, read by every
 * signed-in user on the home screen, newest first. `created_by` is the sender.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [index('announcements_status_created').on(t.status, t.createdAt)],
);

/**
 * Salary status master list (seed 000 section 2 item 7): a named salary arrangement with its
 * status (1 monthly, 2 weekly, 3 daily) and a description.
 */
export const salaryStatuses = pgTable(
  'salary_statuses',
  {
    ...namedMasterColumns(),
    salary: integer('salary').notNull(),
  },
  (t) => [uniqueActiveName('salary_statuses_name_active', t), check('salary_statuses_salary_status', sql`${t.salary} between 1 and 3`)],
);

/** Employee numbers come from a sequence: a number is never handed out twice, even after a delete. */
export const employeeIdkSequence = pgSequence('employee_idk_seq', { startWith: 1001 });

/**
 * Employees (Karyawan, seed 000 sections 3 and 7). `idk` is the employee number the luncheon and
 * survey modules key on: unique over every row, deleted ones included. Money is integer rupiah.
 * `photo` is the stored file's name (server/files), null for the default avatar.
 */
export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    idk: integer('idk')
      .notNull()
      .default(sql`nextval('employee_idk_seq')`),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    /** Stored lower-case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** KTP number. */
    identityNumber: text('identity_number').notNull(),
    street: text('street').notNull().default(''),
    /** Kelurahan. */
    village: text('village').notNull().default(''),
    /** Kecamatan. */
    district: text('district').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id),
    /** Daily salary, rupiah (salary basis 'harian'). */
    salary: integer('salary').notNull(),
    /** 'harian' (the daily rate above) or 'bulanan': the month's gaji pokok and tunjangan tetap below (issue 25). */
    salaryBasis: text('salary_basis', { enum: SALARY_BASES }).notNull().default('harian'),
    monthlyWage: bigint('monthly_wage', { mode: 'number' }).notNull().default(0),
    fixedAllowance: bigint('fixed_allowance', { mode: 'number' }).notNull().default(0),
    /** Overtime pay, rupiah. */
    overtime: integer('overtime').notNull(),
    /** Days off. */
    dayoff: integer('dayoff').notNull(),
    /** Takes the canteen lunch: 'Y' or 'N'. */
    makanStatus: text('makan_status', { enum: ['Y', 'N'] }).notNull(),
    photo: text('photo'),
    /** The salary transfer account (issue 17): a bank of the Bank master, the account number (digits) and holder; all optional. */
    bankId: uuid('bank_id').references(() => banks.id),
    accountNumber: text('account_number').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    /** Tax and social security (issue 18; common/statutory/): the day they joined (THR's service), */
    joinedOn: date('joined_on', { mode: 'string' }).notNull().default(sql`current_date`),
    /** and left (the last day of work; null while employed), */
    leftOn: date('left_on', { mode: 'string' }),
    /** pegawai tetap or not, the PTKP status, NPWP ('' when the NIK serves), */
    permanent: boolean('permanent').notNull().default(true),
    ptkpStatus: text('ptkp_status').notNull().default('TK/0'),
    npwp: text('npwp').notNull().default(''),
    /** the BPJS numbers and the programmes they are in. */
    bpjsTkNumber: text('bpjs_tk_number').notNull().default(''),
    bpjsKesNumber: text('bpjs_kes_number').notNull().default(''),
    bpjsProgrammes: text('bpjs_programmes').array().notNull().default(sql`'{jht,jp,jkk,jkm,kes}'::text[]`),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('employees_idk').on(t.idk),
    uniqueIndex('employees_email_active').on(sql`lower(${t.email})`).where(sql`${t.status} = 'active'`),
    uniqueIndex('employees_identity_number_active').on(t.identityNumber).where(sql`${t.status} = 'active'`),
    index('employees_firstname').on(sql`lower(${t.firstname})`),
    check('employees_money_not_negative', sql`${t.salary} >= 0 and ${t.overtime} >= 0 and ${t.dayoff} >= 0`),
    check('employees_monthly_not_negative', sql`${t.monthlyWage} >= 0 and ${t.fixedAllowance} >= 0`),
  ],
);

/** An incentive (tambahan, 'Gaji Intensif') or a deduction (potongan) row of an employee's salary. */
export const employeeSalaryItems = pgTable(
  'employee_salary_items',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind', { enum: ['tambahan', 'potongan'] }).notNull(),
    /** Rupiah. */
    nominal: integer('nominal').notNull(),
    /** Shown as 'Keterangan' (the seed sends it as name, shows it as desc). */
    name: text('name').notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    index('employee_salary_items_employee').on(t.employeeId, t.kind),
    check('employee_salary_items_nominal_positive', sql`${t.nominal} > 0`),
  ],
);

/**
 * Reports (Laporan, seed 000 "Reports screen"): sent from an employee's phone with an image and a
 * description; a superadmin marks them 'proses'. A thread is all reports of one employee.
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    description: text('description').notNull(),
    /** Stored file's name (server/files), null when sent without an image. */
    image: text('image'),
    status: text('status', { enum: ['baru', 'proses'] }).notNull().default('baru'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: uuid('processed_by'),
    ...auditColumns(),
  },
  (t) => [index('reports_employee_date').on(t.employeeId, t.reportedAt)],
);
