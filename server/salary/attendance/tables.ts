import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES } from '../../../common/attendance';
import { ABSENCE_DEDUCTIONS } from '../../../common/salary';
import { auditColumns, idColumn, recordStatus, uniqueActiveName } from '../../db/columns';
import { divisions, employees } from '../../employee/tables';

// Attendance (Absensi, issue 17 section 1; decisions in README.md beside this file). Selfies are
// stored names in the files area 'attendance'. Dates are Jakarta dates, instants timestamptz.

/**
 * 'Lokasi Kantor': an office where a phone check-in counts as on site. The coordinates and radius
 * are numeric (read back as the text that was stored, the generic master's text fields).
 */
export const attendanceOffices = pgTable(
  'attendance_offices',
  {
    id: idColumn(),
    name: text('name').notNull(),
    latitude: numeric('latitude').notNull(),
    longitude: numeric('longitude').notNull(),
    /** Metres. */
    radius: numeric('radius').notNull(),
    description: text('description').notNull().default(''),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueActiveName('attendance_offices_name_active', t),
    check('attendance_offices_point', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180 and ${t.radius} > 0`),
  ],
);

/** 'Aturan Kerja': one active rule per division; a division without one follows DEFAULT_WORK_RULE. */
export const attendanceWorkRules = pgTable(
  'attendance_work_rules',
  {
    id: idColumn(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    workDaysPerWeek: integer('work_days_per_week').notNull(),
    /** 'HH:MM' */
    start: text('start_time').notNull(),
    /** 'HH:MM' */
    end: text('end_time').notNull(),
    graceMinutes: integer('grace_minutes').notNull(),
    /** Unexcused absence deducted from monthly wages (ABSENCE_DEDUCTIONS; issue 25). */
    absenceDeduction: text('absence_deduction', { enum: ABSENCE_DEDUCTIONS }).notNull().default('none'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('attendance_work_rules_division_active').on(t.divisionId).where(sql`${t.status} = 'active'`),
    check('attendance_work_rules_days', sql`${t.workDaysPerWeek} in (5, 6)`),
    check('attendance_work_rules_grace', sql`${t.graceMinutes} between 0 and 240`),
    check('attendance_work_rules_times', sql`${t.start} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.end} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.start} < ${t.end}`),
  ],
);

/** 'Hari Libur': national holidays, one active row per date. */
export const attendanceHolidays = pgTable(
  'attendance_holidays',
  {
    id: idColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('attendance_holidays_date_active').on(t.date).where(sql`${t.status} = 'active'`)],
);

/**
 * Raw scans from the fingerprint machines, as imported: one row per employee and instant, so a
 * re-import of the same file finds every row 'duplikat'. `batchId` groups one import.
 */
export const attendanceScans = pgTable(
  'attendance_scans',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    batchId: uuid('batch_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('attendance_scans_employee_instant').on(t.employeeId, t.scannedAt), index('attendance_scans_batch').on(t.batchId)],
);

/**
 * One row per employee per Jakarta date. Late is not stored: it follows from the check-in and the
 * division's rule (common/attendance.ts isLate). `approvedOvertimeMinutes` null: not approved.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    checkIn: timestamp('check_in', { withTimezone: true }),
    checkOut: timestamp('check_out', { withTimezone: true }),
    /** Stored file names in the area 'attendance'. */
    checkInPhoto: text('check_in_photo'),
    checkOutPhoto: text('check_out_photo'),
    checkInLatitude: numeric('check_in_latitude'),
    checkInLongitude: numeric('check_in_longitude'),
    checkOutLatitude: numeric('check_out_latitude'),
    checkOutLongitude: numeric('check_out_longitude'),
    /** A phone check-in or check-out outside every active office radius. */
    outsideOffice: boolean('outside_office').notNull().default(false),
    source: text('source', { enum: ATTENDANCE_SOURCES }).notNull(),
    approvedOvertimeMinutes: integer('approved_overtime_minutes'),
    overtimeApprovedBy: uuid('overtime_approved_by'),
    overtimeApprovedAt: timestamp('overtime_approved_at', { withTimezone: true }),
    /** The reason given with the last correction by an admin ('' when never corrected). */
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('attendance_days_employee_date').on(t.employeeId, t.date),
    index('attendance_days_date').on(t.date),
    check('attendance_days_overtime', sql`${t.approvedOvertimeMinutes} is null or ${t.approvedOvertimeMinutes} >= 0`),
  ],
);
