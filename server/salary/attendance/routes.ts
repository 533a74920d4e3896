import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { daysBetween, jakartaDate, monthOf } from '../../../common/calendar';
import { isOutsideOffices, isLate, jakartaInstant, overtimeMinutes } from '../../../common/attendance';
import {
  ATTENDANCE_ACCOUNT_NOT_LINKED,
  ATTENDANCE_ALREADY_CHECKED_IN,
  ATTENDANCE_ALREADY_CHECKED_OUT,
  ATTENDANCE_DAY_MISSING,
  ATTENDANCE_DIVISION_MISSING,
  ATTENDANCE_EMPLOYEE_MISSING,
  ATTENDANCE_NO_OVERTIME,
  ATTENDANCE_NOT_CHECKED_IN,
  ATTENDANCE_NOT_PRESENT,
  ATTENDANCE_RECAP_MAX_DAYS,
  ATTENDANCE_WRITE_FORBIDDEN,
  attendanceEndpoints,
  HOLIDAY_IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY_ROWS,
  attendanceMasterEndpoints,
  holidayResource,
  officeResource,
  type WorkRuleRow,
} from '../../../common/contract/attendance';
import { isModuleAdmin } from '../../../common/roles';
import { findActiveUser } from '../../auth/users';
import { writeAuditBy } from '../../db/audit';
import type { Db } from '../../db/client';
import { activeDivisions, activeMealEmployee, lockActiveDivision, rosterEmployeesByIds } from '../../employee/lookup';
import type { ReceivedFile } from '../../files';
import { registerEndpoint } from '../../http/endpoint';
import { AppError, conflict, forbidden, notFound, unauthenticated, validationError } from '../../http/errors';
import { registerResourceRoutes, uniqueViolation } from '../../resource/routes';
import type { SalaryRouteDeps } from '../deps';
import { importScans, parseScans, previewOf } from './import';
import { workRulesOf } from './payroll-facts';
import { activeOfficeAreas, attendanceDaily, attendanceRecap, dayView, ruleOfDivision, SELFIE_AREA, type DayRow } from './queries';
import { parseDateTimeText, readSheet } from './sheet';
import { dateOutOfRangeMessage, isDateInRange } from '../../../common/contract/fields';
import { attendanceDays, attendanceHolidays, attendanceOffices, attendanceWorkRules } from './tables';

const e = attendanceEndpoints;

/** The calls whose writes need an admin (role admin or superadmin): "METHOD path" as Fastify registers them. */
const WRITE_ROUTES = new Set(
  [
    e.saveWorkRule,
    e.importHolidays,
    // The preview reads a whole file too: it is for those who may import it (issue 24).
    e.importPreview,
    e.importCommit,
    e.correct,
    e.approveOvertime,
    attendanceMasterEndpoints.lokasi.add,
    attendanceMasterEndpoints.lokasi.update,
    attendanceMasterEndpoints.libur.add,
    attendanceMasterEndpoints.libur.update,
  ].map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

const DAY_UNIQUE = 'attendance_days_employee_date';

/** Attendance (Absensi, issue 17 section 1): the phone's check-in/out, masters, imports, corrections, recap. */
export function registerAttendanceRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  const { db, clock, files, adminEmail } = deps;
  const today = () => jakartaDate(clock());

  // After the central access check (onRequest), before the body is parsed or checked: 403 comes before 400.
  app.addHook('onRequest', async (request) => {
    if (!WRITE_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    if (!request.auth) throw unauthenticated();
    if (!isModuleAdmin(request.auth.user, adminEmail)) throw forbidden(ATTENDANCE_WRITE_FORBIDDEN);
  });

  registerResourceRoutes(app, { db, clock, resource: officeResource, table: attendanceOffices });
  registerResourceRoutes(app, { db, clock, resource: holidayResource, table: attendanceHolidays });

  // ─── Phone ──────────────────────────────────────────────────────────────────────────────────

  const phoneCall = (kind: 'masuk' | 'pulang') =>
    (async ({ body, files: received, auth, request }) => {
      if (!auth) throw unauthenticated();
      const account = await findActiveUser(db, auth.user.id);
      const employee = account?.employeeId ? await activeMealEmployee(db, account.employeeId) : null;
      if (!employee) throw conflict(ATTENDANCE_ACCOUNT_NOT_LINKED);
      const file = received.file;
      if (!file) throw new Error('selfie missing after validation');
      const now = clock();
      const date = jakartaDate(now);
      const outside = isOutsideOffices(body, await activeOfficeAreas(db));
      const roster = await rosterEmployeesByIds(db, [employee.id]);
      const rule = await ruleOfDivision(db, roster.get(employee.id)?.divisionId);
      // Stored first and removed again if the day is not written, so nothing is half-saved.
      const photo = await files.save(SELFIE_AREA, file);
      try {
        await db.transaction(async (tx) => {
          const [day] = await tx
            .select()
            .from(attendanceDays)
            .where(and(eq(attendanceDays.employeeId, employee.id), eq(attendanceDays.date, date)))
            .for('update');
          const stamp = { updatedAt: now, updatedBy: auth.user.id };
          const point = { latitude: String(body.latitude), longitude: String(body.longitude) };
          if (kind === 'masuk') {
            if (day?.checkIn) throw conflict(ATTENDANCE_ALREADY_CHECKED_IN);
            if (day && day.status !== 'hadir' && day.status !== 'alpa') throw conflict(ATTENDANCE_NOT_PRESENT);
            const values = {
              status: 'hadir' as const,
              checkIn: now,
              checkInPhoto: photo,
              checkInLatitude: point.latitude,
              checkInLongitude: point.longitude,
              outsideOffice: outside,
              ...stamp,
            };
            if (day) await tx.update(attendanceDays).set(values).where(eq(attendanceDays.id, day.id));
            else await tx.insert(attendanceDays).values({ employeeId: employee.id, date, source: 'phone', ...values, createdAt: now, createdBy: auth.user.id });
          } else {
            if (!day?.checkIn) throw conflict(ATTENDANCE_NOT_CHECKED_IN);
            if (day.checkOut) throw conflict(ATTENDANCE_ALREADY_CHECKED_OUT);
            await tx
              .update(attendanceDays)
              .set({ checkOut: now, checkOutPhoto: photo, checkOutLatitude: point.latitude, checkOutLongitude: point.longitude, outsideOffice: day.outsideOffice || outside, ...stamp })
              .where(eq(attendanceDays.id, day.id));
          }
        });
      } catch (error) {
        await files.remove(SELFIE_AREA, photo).catch((removeError: unknown) => request.log.warn({ err: removeError, photo }, 'could not remove a selfie'));
        if (uniqueViolation(error) === DAY_UNIQUE) throw conflict(kind === 'masuk' ? ATTENDANCE_ALREADY_CHECKED_IN : ATTENDANCE_NOT_CHECKED_IN);
        throw error;
      }
      return { status: 'ok' as const, data: { date, at: now.toISOString(), di_luar_lokasi: outside, terlambat: kind === 'masuk' && isLate(date, now, rule) } };
    }) satisfies Parameters<typeof registerEndpoint<typeof e.checkIn>>[2];

  registerEndpoint(app, e.checkIn, phoneCall('masuk'));
  registerEndpoint(app, e.checkOut, phoneCall('pulang'));

  // ─── Aturan Kerja ───────────────────────────────────────────────────────────────────────────

  const workRuleRows = async (): Promise<WorkRuleRow[]> => {
    const divisions = await activeDivisions(db);
    const rules = await workRulesOf(db, divisions.map((d) => d.id));
    const ids = new Map(
      (await db.select({ id: attendanceWorkRules.id, divisionId: attendanceWorkRules.divisionId }).from(attendanceWorkRules).where(eq(attendanceWorkRules.status, 'active'))).map(
        (r) => [r.divisionId, r.id],
      ),
    );
    return divisions.map((d) => {
      const rule = rules.get(d.id);
      if (!rule) throw new Error('work rule missing');
      return { division_id: d.id, division: d.Name, id: ids.get(d.id) ?? null, work_days_per_week: rule.workDaysPerWeek, start: rule.start, end: rule.end, grace_minutes: rule.graceMinutes, absence_deduction: rule.absenceDeduction };
    });
  };

  registerEndpoint(app, e.workRules, async () => ({ data: await workRuleRows() }));

  registerEndpoint(app, e.saveWorkRule, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const values = {
      workDaysPerWeek: body.work_days_per_week,
      start: body.start,
      end: body.end,
      graceMinutes: body.grace_minutes,
      ...(body.absence_deduction !== undefined ? { absenceDeduction: body.absence_deduction } : {}),
      updatedAt: now,
      updatedBy: auth.user.id,
    };
    await db.transaction(async (tx) => {
      if (!(await lockActiveDivision(tx, body.division_id))) throw validationError({ division_id: ATTENDANCE_DIVISION_MISSING });
      const [current] = await tx
        .select({ id: attendanceWorkRules.id })
        .from(attendanceWorkRules)
        .where(and(eq(attendanceWorkRules.divisionId, body.division_id), eq(attendanceWorkRules.status, 'active')))
        .for('update');
      let id = current?.id;
      if (id) await tx.update(attendanceWorkRules).set(values).where(eq(attendanceWorkRules.id, id));
      else {
        const [inserted] = await tx
          .insert(attendanceWorkRules)
          .values({ divisionId: body.division_id, ...values, createdAt: now, createdBy: auth.user.id })
          .returning({ id: attendanceWorkRules.id });
        id = inserted?.id;
      }
      if (!id) throw new Error('work rule not written');
      await writeAuditBy(tx, auth, now, { entity: 'attendance_work_rule', entityId: id, action: current ? 'update' : 'add', changedFields: ['work_days_per_week', 'start_time', 'end_time', 'grace_minutes', ...(body.absence_deduction !== undefined ? ['absence_deduction'] : [])] });
    });
    const row = (await workRuleRows()).find((r) => r.division_id === body.division_id);
    if (!row) throw notFound(ATTENDANCE_DIVISION_MISSING);
    return { status: 'ok' as const, data: row };
  });

  // ─── Hari Libur import ──────────────────────────────────────────────────────────────────────

  registerEndpoint(app, e.importHolidays, async ({ files: received, auth }) => {
    if (!auth) throw unauthenticated();
    const rows = await readSheet(requiredFile(received.file), HOLIDAY_IMPORT_MAX_ROWS);
    // A first row whose date does not read is a header.
    const data = parseDateTimeText(rows[0]?.cells[0] ?? '') ? rows : rows.slice(1);
    const holidays = data.map((row) => {
      const parsed = parseDateTimeText(row.cells[0] ?? '');
      if (!parsed) throw validationError({ file: `Baris ${row.line}: tanggal '${row.cells[0] ?? ''}' tidak terbaca` });
      if (!isDateInRange(parsed.date)) throw validationError({ file: `Baris ${row.line}: ${dateOutOfRangeMessage(`tanggal '${parsed.date}'`)}` });
      const name = (row.cells[1] ?? '').trim();
      if (!name) throw validationError({ file: `Baris ${row.line}: nama hari libur kosong` });
      if (name.length > 100) throw validationError({ file: `Baris ${row.line}: nama hari libur maksimal 100 karakter` });
      return { row: row.line, date: parsed.date, name };
    });
    if (holidays.length === 0) throw validationError({ file: 'File tidak berisi baris data' });
    if (holidays.length > HOLIDAY_IMPORT_MAX_ROWS) throw new AppError('TOO_LARGE', IMPORT_TOO_MANY_ROWS(HOLIDAY_IMPORT_MAX_ROWS), { file: IMPORT_TOO_MANY_ROWS(HOLIDAY_IMPORT_MAX_ROWS) });
    const now = clock();
    const results = await db.transaction(async (tx) => {
      const out: { row: number; date: string; name: string; result: 'diimpor' | 'diperbarui' }[] = [];
      for (const holiday of holidays) {
        const [current] = await tx
          .select({ id: attendanceHolidays.id })
          .from(attendanceHolidays)
          .where(and(eq(attendanceHolidays.date, holiday.date), eq(attendanceHolidays.status, 'active')))
          .for('update');
        let id = current?.id;
        if (id) await tx.update(attendanceHolidays).set({ name: holiday.name, updatedAt: now, updatedBy: auth.user.id }).where(eq(attendanceHolidays.id, id));
        else {
          const [inserted] = await tx
            .insert(attendanceHolidays)
            .values({ date: holiday.date, name: holiday.name, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
            .returning({ id: attendanceHolidays.id });
          id = inserted?.id;
        }
        if (!id) throw new Error('holiday not written');
        await writeAuditBy(tx, auth, now, { entity: holidayResource.key, entityId: id, action: current ? 'update' : 'add', changedFields: current ? ['name'] : ['date', 'name'] });
        out.push({ ...holiday, result: current ? 'diperbarui' : 'diimpor' });
      }
      return out;
    });
    return { status: 'ok' as const, data: results };
  });

  // ─── Fingerprint import ─────────────────────────────────────────────────────────────────────

  registerEndpoint(app, e.importPreview, async ({ files: received }) => ({ data: previewOf(await readSheet(requiredFile(received.file))) }));

  registerEndpoint(app, e.importCommit, async ({ body, files: received, auth }) => {
    if (!auth) throw unauthenticated();
    const rows = await readSheet(requiredFile(received.file));
    const scans = parseScans(rows, body);
    const now = clock();
    const data = await db.transaction((tx) => importScans(tx, scans, auth, now));
    return { status: 'ok' as const, data };
  });

  // ─── Corrections and overtime ───────────────────────────────────────────────────────────────

  /** The employee (deleted ones too: their past days can be corrected) and their rule; 400 when unknown. */
  const employeeRule = async (tx: Db, employeeId: string) => {
    const employee = (await rosterEmployeesByIds(tx, [employeeId])).get(employeeId);
    if (!employee) throw validationError({ employee_id: ATTENDANCE_EMPLOYEE_MISSING });
    return ruleOfDivision(tx, employee.divisionId);
  };

  const lockedDay = async (tx: Db, employeeId: string, date: string): Promise<DayRow | undefined> => {
    const [day] = await tx
      .select()
      .from(attendanceDays)
      .where(and(eq(attendanceDays.employeeId, employeeId), eq(attendanceDays.date, date)))
      .for('update');
    return day;
  };

  registerEndpoint(app, e.correct, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const present = body.status === 'hadir';
    const checkIn = present && body.check_in ? jakartaInstant(body.date, body.check_in) : null;
    const checkOut = present && body.check_out ? jakartaInstant(body.date, body.check_out) : null;
    const saved = await db.transaction(async (tx) => {
      const rule = await employeeRule(tx, body.employee_id);
      const current = await lockedDay(tx, body.employee_id, body.date);
      const possible = present ? overtimeMinutes(body.date, checkOut, rule) : 0;
      const approved = current?.approvedOvertimeMinutes ?? null;
      // An approval never exceeds what the corrected times give.
      const keptApproval = approved === null ? null : Math.min(approved, possible) || null;
      const values = {
        status: body.status,
        checkIn,
        checkOut,
        approvedOvertimeMinutes: keptApproval,
        source: 'manual' as const,
        note: body.reason,
        updatedAt: now,
        updatedBy: auth.user.id,
      };
      let row: DayRow | undefined;
      if (current) [row] = await tx.update(attendanceDays).set(values).where(eq(attendanceDays.id, current.id)).returning();
      else [row] = await tx.insert(attendanceDays).values({ employeeId: body.employee_id, date: body.date, ...values, createdAt: now, createdBy: auth.user.id }).returning();
      if (!row) throw new Error('attendance day not written');
      const changed = current
        ? [
            current.status !== row.status ? 'status' : null,
            current.checkIn?.getTime() !== row.checkIn?.getTime() ? 'check_in' : null,
            current.checkOut?.getTime() !== row.checkOut?.getTime() ? 'check_out' : null,
            current.approvedOvertimeMinutes !== row.approvedOvertimeMinutes ? 'approved_overtime_minutes' : null,
            current.source !== row.source ? 'source' : null,
          ].filter((f): f is string => f !== null)
        : ['status', 'check_in', 'check_out'];
      // The reason goes into the audit row (each correction keeps its own) and is the day's note.
      await writeAuditBy(tx, auth, now, { entity: 'attendance_day', entityId: row.id, action: current ? 'correct' : 'add', changedFields: [...changed, 'note'], reason: body.reason });
      return dayView(row, rule);
    });
    return { status: 'ok' as const, data: saved };
  });

  registerEndpoint(app, e.approveOvertime, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const saved = await db.transaction(async (tx) => {
      const rule = await employeeRule(tx, body.employee_id);
      const current = await lockedDay(tx, body.employee_id, body.date);
      if (!current) throw notFound(ATTENDANCE_DAY_MISSING);
      const possible = current.status === 'hadir' ? overtimeMinutes(current.date, current.checkOut, rule) : 0;
      if (body.minutes > 0 && possible === 0) throw validationError({ minutes: ATTENDANCE_NO_OVERTIME });
      if (body.minutes > possible) throw validationError({ minutes: `Lembur paling banyak ${possible} menit menurut jam pulang` });
      const [row] = await tx
        .update(attendanceDays)
        .set({
          approvedOvertimeMinutes: body.minutes === 0 ? null : body.minutes,
          overtimeApprovedBy: body.minutes === 0 ? null : auth.user.id,
          overtimeApprovedAt: body.minutes === 0 ? null : now,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .where(eq(attendanceDays.id, current.id))
        .returning();
      if (!row) throw new Error('attendance day not written');
      await writeAuditBy(tx, auth, now, { entity: 'attendance_day', entityId: row.id, action: body.minutes === 0 ? 'overtime_withdraw' : 'overtime_approve', changedFields: ['approved_overtime_minutes'] });
      return dayView(row, rule);
    });
    return { status: 'ok' as const, data: saved };
  });

  // ─── Recap and a day's list ─────────────────────────────────────────────────────────────────

  registerEndpoint(app, e.recap, async ({ query }) => {
    const month = monthOf(today());
    const from = query.from ?? (query.to ? monthOf(query.to).from : month.from);
    const to = query.to ?? (query.from ? monthOf(query.from).to : month.to);
    if (from > to) throw validationError({ to: 'Sampai tanggal harus setelah dari tanggal' });
    if (daysBetween(from, to) + 1 > ATTENDANCE_RECAP_MAX_DAYS) throw validationError({ to: `Periode paling lama ${ATTENDANCE_RECAP_MAX_DAYS} hari` });
    return attendanceRecap(db, { from, to }, query.division_id, today());
  });

  registerEndpoint(app, e.daily, async ({ query }) => {
    const date = query.date ?? today();
    return { date, data: await attendanceDaily(db, date, query.division_id) };
  });
}

/** Required by the contract, so the endpoint never calls this without it. */
function requiredFile(file: ReceivedFile | undefined): ReceivedFile {
  if (!file) throw new Error('file missing after validation');
  return file;
}
