import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, idColumn, namedMasterColumns, recordStatus, uniqueActiveName } from '../db/columns';

// The Survey module's surveys from the surveyors' phones (seed 001 sections 3 'Survey', 7 'Survey
// and project'; issue 14 section 1). Files are stored names in the files area 'survey'.

/** The 'Pekerjaan' (job) master, served by the generic resource routes (common/contract/survey.ts). */
export const surveyJobs = pgTable('survey_jobs', namedMasterColumns(), (t) => [uniqueActiveName('survey_jobs_name_active', t)]);

export const surveys = pgTable(
  'surveys',
  {
    id: idColumn(),
    projectName: text('project_name').notNull(),
    /** The survey's day (the seed's 'date'). */
    date: date('date', { mode: 'string' }).notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => surveyJobs.id),
    /** The seed's 'decs': the survey's notes. */
    decs: text('decs').notNull().default(''),
    govName: text('gov_name').notNull(),
    govPhone: text('gov_phone').notNull(),
    govPhoto: text('gov_photo').notNull(),
    govSignature: text('gov_signature').notNull(),
    consultantName: text('consultant_name').notNull(),
    consultantPhone: text('consultant_phone').notNull(),
    consultantPhoto: text('consultant_photo').notNull(),
    consultantSignature: text('consultant_signature').notNull(),
    surveyorSignature: text('surveyor_signature').notNull(),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [index('surveys_date').on(t.date, t.id)],
);

export const surveyLocations = pgTable(
  'survey_locations',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.position] }),
    check('survey_locations_latitude', sql`${t.latitude} between -90 and 90`),
    check('survey_locations_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);

export const surveyStaff = pgTable(
  'survey_staff',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    /** An Employee module id; read through server/employee/lookup.ts, never its tables. */
    employeeId: uuid('employee_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.position] })],
);

export const surveyPictures = pgTable(
  'survey_pictures',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    file: text('file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.position] }), check('survey_pictures_position', sql`${t.position} between 0 and 9`)],
);
