import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';
import { employees } from '../employee/tables';

// The Certificate module (issue 16; decisions in server/certificate/README.md). Scans are stored
// names in the files area 'certificate'.

/**
 * The 'Jenis Sertifikat' master, served by the generic resource routes. validity_months and
 * warning_days are digit texts (the generic master's text fields); a blank warning_days means the
 * default window (CERTIFICATE_DEFAULT_WARNING_DAYS), read in SQL by warningDaysSql.
 */
export const certificateTypes = pgTable(
  'certificate_types',
  {
    ...namedMasterColumns(),
    /** 1 Orang, 2 Perusahaan, 3 Peralatan (CERTIFICATE_CATEGORIES). */
    kategori: integer('kategori'),
    validity_months: text('validity_months').notNull().default(''),
    warning_days: text('warning_days').notNull().default(''),
  },
  (t) => [uniqueActiveName('certificate_types_name_active', t)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: idColumn(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => certificateTypes.id),
    number: text('number').notNull(),
    holderKind: text('holder_kind', { enum: ['employee', 'company', 'equipment'] }).notNull(),
    employeeId: uuid('employee_id').references(() => employees.id),
    equipmentName: text('equipment_name').notNull().default(''),
    equipmentCode: text('equipment_code').notNull().default(''),
    issuer: text('issuer').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Null: valid for life. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Stored file name in the area 'certificate', or null. */
    scan: text('scan'),
    keterangan: text('keterangan').notNull().default(''),
    /** The certificate this one renewed. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => certificates.id),
    /**
     * The certificate that renewed this one: set while that renewal is active; it takes this one off
     * the lists. No foreign key: the renewal sets it before inserting its successor (so the successor
     * may keep the number), and a constraint checked per statement would refuse that.
     */
    replacedById: uuid('replaced_by_id'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    // A number is unique per type among current certificates (a renewal may keep its predecessor's number).
    uniqueIndex('certificates_number_current')
      .on(t.typeId, sql`lower(${t.number})`)
      .where(sql`${t.status} = 'active' and ${t.replacedById} is null`),
    index('certificates_expires_on').on(t.expiresOn, t.id),
    index('certificates_employee').on(t.employeeId),
    index('certificates_replaces').on(t.replacesId),
  ],
);
