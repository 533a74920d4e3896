import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PAYROLL_DIVISION_MISSING,
  PAYROLL_EMPLOYEE_MISSING,
  PAYROLL_HOLIDAY_ONLY_THR,
  PAYROLL_ITEMS_TAKEN,
  PAYROLL_MISSING,
  PAYROLL_NO_EMPLOYEES,
  PAYROLL_NOT_DRAFT,
  PAYROLL_NOT_FINAL,
  PAYROLL_REOPEN_FORBIDDEN,
  PAYROLL_WRITE_FORBIDDEN,
  payrollAllPaid,
  payrollDivisionTaken,
  payrollDivisionWrongKind,
  payrollEndpoints,
  payrollNegativeNet,
  payrollPaidElsewhere,
  type PayrollDivisionRef,
  type PayrollLineRow,
  type PayrollRunRow,
} from '../../../common/contract/salary';
import { jakartaDate } from '../../../common/calendar';
import { transferGroups, type PayrollPrintMeta } from '../../../common/print/salary';
import { isModuleAdmin, isSuperadmin } from '../../../common/roles';
import { PAYROLL_KIND_DIVISIONS, PAYROLL_KIND_LABELS, payPeriodKey, payrollOutliers, payrollPeriod, payrollPeriodLabel, payrollStepAllowed, type PayrollKind, type PayrollStep } from '../../../common/salary';
import { personName, type AuthContext } from '../../auth/context';
import { writeAuditBy, writeAuditDiff } from '../../db/audit';
import { AUDIT_TRACKED } from '../../../common/contract/audit';
import type { Db } from '../../db/client';
import { divisionsForPayroll, payrollDivisionChoices } from '../../employee/payroll-lookup';
import { registerEndpoint } from '../../http/endpoint';
import { AppError, conflict, forbidden, notFound, unauthenticated, validationError } from '../../http/errors';
import { pdfJob } from '../../print/jobs';
import { renderPdfJob, sendPdf } from '../../print/pdf';
import { renderXlsx, sendXlsx, type XlsxColumn, type XlsxRow } from '../../print/xlsx';
import { uniqueViolation } from '../../resource/routes';
import { companyForPrint } from '../../settings/company';
import type { SalaryRouteDeps } from '../deps';
import {
  activeRun,
  computeLines,
  computeRun,
  divisionTotals,
  lineChanges,
  listRuns,
  paidElsewhere,
  runDivisions,
  runRows,
  storedLines,
  storeLines,
  totalsOf,
  type PaidElsewhere,
  type RunRecord,
  type RunScope,
} from './queries';
import { lockTaxMonth } from './statutory';
import { payrollItemUses, payrollLines, payrollRunDivisions, payrollRuns } from './tables';

/**
 * Payroll (Gaji, issue 17 section 2; decisions in server/salary/payroll/README.md): runs per
 * period and divisions, draft → final → (reopen) draft, the payslips, the recap and the transfer
 * list. Module access is checked centrally from the contract; the role rules here.
 */

const e = payrollEndpoints;

/** "METHOD path" → the step whose role rule applies before the body is read. */
const STEP_ROUTES = new Map<string, PayrollStep | 'add'>([
  [`${e.add.method} ${e.add.path}`, 'add'],
  [`${e.recompute.method} ${e.recompute.path}`, 'recompute'],
  [`${e.final.method} ${e.final.path}`, 'final'],
  [`${e.reopen.method} ${e.reopen.path}`, 'reopen'],
  [`${e.remove.method} ${e.remove.path}`, 'delete'],
]);

const ENTITY = 'payroll_run';

export function registerPayrollRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  const { db, clock, files, adminEmail } = deps;

  const actorOf = (auth: AuthContext) => ({ isAdmin: isModuleAdmin(auth.user, adminEmail), isSuperadmin: isSuperadmin(auth.user, adminEmail) });

  // After the central access check (onRequest), before the body is parsed or checked: 403 comes before 400.
  app.addHook('onRequest', async (request) => {
    const step = STEP_ROUTES.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!step) return;
    if (!request.auth) throw unauthenticated();
    const actor = actorOf(request.auth);
    if (step === 'reopen') {
      if (!actor.isSuperadmin) throw forbidden(PAYROLL_REOPEN_FORBIDDEN);
    } else if (!actor.isAdmin) throw forbidden(PAYROLL_WRITE_FORBIDDEN);
  });

  /** The run locked FOR UPDATE, allowed to take `step` (404, 409 on the wrong state). */
  const lockedRun = async (tx: Db, id: string, step: PayrollStep, auth: AuthContext): Promise<RunRecord> => {
    const [run] = await tx.select().from(payrollRuns).where(activeRun(id)).for('update');
    if (!run) throw notFound(PAYROLL_MISSING);
    const allowed = payrollStepAllowed(step, run.state, actorOf(auth));
    if (!allowed.ok) {
      if (allowed.reason === 'role') throw forbidden(step === 'reopen' ? PAYROLL_REOPEN_FORBIDDEN : PAYROLL_WRITE_FORBIDDEN);
      throw conflict(step === 'reopen' ? PAYROLL_NOT_FINAL : PAYROLL_NOT_DRAFT);
    }
    return run;
  };

  const scopeOf = async (tx: Db, run: RunRecord): Promise<RunScope> => ({
    id: run.id,
    kind: run.kind,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    divisions: (await runDivisions(tx, [run.id])).get(run.id) ?? [],
    thrHoliday: run.thrHoliday,
    today: jakartaDate(clock()),
  });

  const rowOf = async (id: string): Promise<PayrollRunRow> => {
    const [record] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
    if (!record) throw new Error('saved run not found');
    const [row] = await runRows(db, [record]);
    if (!row) throw new Error('run row not built');
    return row;
  };

  /** A run and the lines it shows: a final run's frozen lines, a draft's computed now (and the stored ones). */
  const runWithLines = async (id: string) => {
    const [record] = await db.select().from(payrollRuns).where(activeRun(id));
    if (!record) throw notFound(PAYROLL_MISSING);
    const scope = await scopeOf(db, record);
    const stored = await storedLines(db, record.id, scope.divisions);
    // A draft also names who another final run already paid for its period (left out of its lines).
    const { lines, paidElsewhere: paid }: { lines: PayrollLineRow[]; paidElsewhere: PaidElsewhere[] } =
      record.state === 'final' ? { lines: stored, paidElsewhere: [] } : await computeRun(db, scope);
    return { record, scope, stored, lines, paid };
  };

  registerEndpoint(app, e.list, async ({ query }) => listRuns(db, query));

  registerEndpoint(app, e.divisions, async ({ query }) => {
    const choices = await payrollDivisionChoices(db, PAYROLL_KIND_DIVISIONS[query.kind]);
    const taken = new Map<string, string>();
    if (query.period_start && choices.length > 0) {
      const links = await db
        .select({ divisionId: payrollRunDivisions.divisionId, runId: payrollRunDivisions.runId })
        .from(payrollRunDivisions)
        .where(and(eq(payrollRunDivisions.kind, query.kind), eq(payrollRunDivisions.periodStart, query.period_start), inArray(payrollRunDivisions.divisionId, choices.map((c) => c.id))));
      for (const link of links) taken.set(link.divisionId, link.runId);
    }
    return { data: choices.map((c) => ({ id: c.id, name: c.name, salary: c.salary, employees: c.employees, run_id: taken.get(c.id) ?? null })) };
  });

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const period = payrollPeriod(body.kind, body.period_start);
    if (!period.ok) throw validationError({ period_start: period.message });
    if (body.holiday !== undefined && body.kind !== 'thr') throw validationError({ holiday: PAYROLL_HOLIDAY_ONLY_THR });
    const thrHoliday = body.kind === 'thr' ? (body.holiday ?? null) : null;
    const ids = [...new Set(body.divisions)];
    const now = clock();
    const label = payrollPeriodLabel(body.kind, period.period);
    const id = await db
      .transaction(async (tx) => {
        const found = await divisionsForPayroll(tx, ids, true);
        const refs: PayrollDivisionRef[] = [];
        for (const divisionId of ids) {
          const division = found.get(divisionId);
          if (!division?.active) throw validationError({ divisions: PAYROLL_DIVISION_MISSING });
          if (!PAYROLL_KIND_DIVISIONS[body.kind].some((s) => s === division.salary)) {
            throw validationError({ divisions: payrollDivisionWrongKind(division.name, PAYROLL_KIND_LABELS[body.kind]) });
          }
          refs.push({ id: division.id, name: division.name, salary: division.salary });
        }
        await assertDivisionsFree(tx, refs, body.kind, period.period.start, label);
        const [run] = await tx
          .insert(payrollRuns)
          .values({ kind: body.kind, periodStart: period.period.start, periodEnd: period.period.end, thrHoliday, computedAt: now, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
          .returning({ id: payrollRuns.id });
        if (!run) throw new Error('insert returned nothing');
        await tx.insert(payrollRunDivisions).values(refs.map((d, position) => ({ runId: run.id, divisionId: d.id, kind: body.kind, periodStart: period.period.start, position })));
        const scope: RunScope = { id: run.id, kind: body.kind, periodStart: period.period.start, periodEnd: period.period.end, divisions: refs, thrHoliday, today: jakartaDate(now) };
        const { lines, paidElsewhere: paid } = await computeRun(tx, scope);
        if (lines.length === 0) {
          if (paid.length > 0) {
            const message = payrollAllPaid(paid, body.kind === 'thr' && thrHoliday === null);
            throw new AppError('CONFLICT', message, { divisions: message });
          }
          throw validationError({ divisions: PAYROLL_NO_EMPLOYEES });
        }
        await storeLines(tx, run.id, lines);
        await writeAuditBy(tx, auth, now, { entity: ENTITY, entityId: run.id, action: 'add', changedFields: ['kind', 'period_start', 'divisions', 'lines'] });
        return run.id;
      })
      .catch(async (error: unknown) => {
        // Two creations at once: the unique index on (division, kind, period) decides; the loser gets the same 409.
        if (uniqueViolation(error) === 'payroll_run_divisions_once') {
          const found = await divisionsForPayroll(db, ids);
          await assertDivisionsFree(db, [...found.values()].map((d) => ({ id: d.id, name: d.name, salary: d.salary })), body.kind, period.period.start, label);
          throw conflict(payrollDivisionTaken(found.values().next().value?.name ?? '', label));
        }
        throw error;
      });
    return { status: 'ok' as const, data: await rowOf(id) };
  });

  registerEndpoint(app, e.get, async ({ params }) => {
    const { record, scope, stored, lines, paid } = await runWithLines(params.id);
    const [row] = await runRows(db, [record]);
    if (!row) throw new Error('run row not built');
    return {
      data: {
        ...row,
        lines,
        division_totals: divisionTotals(scope.divisions, lines),
        totals: totalsOf(lines),
        changes: record.state === 'draft' ? lineChanges(stored, lines) : [],
        paid_elsewhere: paid,
        outliers: record.state === 'draft' ? payrollOutliers(lines) : [],
      },
    };
  });

  registerEndpoint(app, e.recompute, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const run = await lockedRun(tx, params.id, 'recompute', auth);
      const lines = await computeLines(tx, await scopeOf(tx, run));
      await storeLines(tx, run.id, lines);
      await tx.update(payrollRuns).set({ computedAt: now, updatedAt: now, updatedBy: auth.user.id }).where(eq(payrollRuns.id, run.id));
      await writeAuditBy(tx, auth, now, { entity: ENTITY, entityId: run.id, action: 'recompute', changedFields: ['lines'] });
    });
    return { status: 'ok' as const, data: await rowOf(params.id) };
  });

  registerEndpoint(app, e.final, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db
      .transaction(async (tx) => {
        const run = await lockedRun(tx, params.id, 'final', auth);
        await lockTaxMonth(tx, run.periodEnd);
        // Runs that may pay the same period finalise one at a time, so each sees who the other paid.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-paid:${payPeriodKey(run.kind, run.periodStart)}`}))`);
        const scope = await scopeOf(tx, run);
        // Someone in the draft was paid by another run meanwhile: refused by name, never paid twice.
        const draftIds = (await tx.select({ id: payrollLines.employeeId }).from(payrollLines).where(eq(payrollLines.runId, run.id))).map((l) => l.id);
        const paid = [...(await paidElsewhere(tx, scope, draftIds)).values()];
        if (paid.length > 0) throw conflict(payrollPaidElsewhere(paid));
        // Computed once more under the lock, the salary items held FOR SHARE: what is frozen is what is paid.
        const lines = await computeLines(tx, scope, true);
        if (lines.length === 0) throw conflict(PAYROLL_NO_EMPLOYEES);
        const negative = lines.filter((l) => l.net < 0).map((l) => l.name);
        if (negative.length > 0) throw conflict(payrollNegativeNet(negative));
        await storeLines(tx, run.id, lines);
        const itemIds = lines.flatMap((l) => [...l.incentives, ...l.deductions].map((i) => i.id));
        for (let i = 0; i < itemIds.length; i += 1000) {
          await tx.insert(payrollItemUses).values(itemIds.slice(i, i + 1000).map((itemId) => ({ itemId, runId: run.id, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })));
        }
        await tx
          .update(payrollRuns)
          .set({ state: 'final', computedAt: now, finalizedAt: now, finalizedBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
          .where(eq(payrollRuns.id, run.id));
        await writeAuditDiff(tx, auth, now, {
          entity: ENTITY,
          entityId: run.id,
          action: 'final',
          tracked: AUDIT_TRACKED.payroll_run,
          before: { state: 'draft' },
          after: { state: 'final', employees: lines.length, net_total: lines.reduce((sum, l) => sum + l.net, 0) },
          alsoChanged: ['lines', 'items_used'],
        });
      })
      .catch((error: unknown) => {
        // Another run finalised with the same incentive or deduction a moment earlier.
        if (uniqueViolation(error) === 'payroll_item_uses_item') throw conflict(PAYROLL_ITEMS_TAKEN);
        throw error;
      });
    return { status: 'ok' as const, data: await rowOf(params.id) };
  });

  registerEndpoint(app, e.reopen, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const run = await lockedRun(tx, params.id, 'reopen', auth);
      await tx.delete(payrollItemUses).where(eq(payrollItemUses.runId, run.id));
      await tx
        .update(payrollRuns)
        .set({ state: 'draft', finalizedAt: null, finalizedBy: null, reopenedAt: now, reopenedBy: auth.user.id, reopenReason: body.reason, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(payrollRuns.id, run.id));
      await writeAuditDiff(tx, auth, now, {
        entity: ENTITY,
        entityId: run.id,
        action: 'reopen',
        tracked: AUDIT_TRACKED.payroll_run,
        before: { state: 'final', reopen_reason: run.reopenReason },
        after: { state: 'draft', reopen_reason: body.reason },
        alsoChanged: ['items_used'],
        reason: body.reason,
      });
    });
    return { status: 'ok' as const, data: await rowOf(params.id) };
  });

  registerEndpoint(app, e.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const run = await lockedRun(tx, params.id, 'delete', auth);
      // The divisions are free for a new run of the period; the run itself stays, marked deleted.
      await tx.delete(payrollRunDivisions).where(eq(payrollRunDivisions.runId, run.id));
      await tx.update(payrollRuns).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(payrollRuns.id, run.id));
      await writeAuditDiff(tx, auth, now, { entity: ENTITY, entityId: run.id, action: 'delete', tracked: AUDIT_TRACKED.payroll_run, before: { status: 'active' }, after: { status: 'deleted' } });
    });
    return { status: 'ok' as const };
  });

  // ─── Printouts ─────────────────────────────────────────────────────────────────────────────

  const printMeta = async (record: RunRecord, auth: AuthContext): Promise<PayrollPrintMeta> => {
    const [row] = await runRows(db, [record]);
    if (!row) throw new Error('run row not built');
    return { run: row, company: await companyForPrint(db, files), printedBy: personName(auth.user), printedAt: clock() };
  };

  const fileStem = (record: RunRecord) => `${record.kind}-${record.periodStart}`;

  registerEndpoint(app, e.slip, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const { record, lines } = await runWithLines(params.id);
    const line = lines.find((l) => l.employee_id === params.employeeId);
    if (!line) throw notFound(PAYROLL_EMPLOYEE_MISSING);
    const meta = await printMeta(record, auth);
    const pdf = await renderPdfJob(pdfJob('payslips', [line], { run: meta.run, company: meta.company }));
    return sendPdf(reply, pdf, `slip-gaji-${line.idk}-${fileStem(record)}.pdf`);
  });

  registerEndpoint(app, e.slips, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const { record, lines } = await runWithLines(params.id);
    const meta = await printMeta(record, auth);
    const pdf = await renderPdfJob(pdfJob('payslips', lines, { run: meta.run, company: meta.company }));
    return sendPdf(reply, pdf, `slip-gaji-${fileStem(record)}.pdf`);
  });

  const recapGroups = (divisions: readonly PayrollDivisionRef[], lines: readonly PayrollLineRow[]) =>
    divisionTotals(divisions, lines).map(({ division, ...totals }) => ({ division, totals, lines: lines.filter((l) => l.division.id === division.id) }));

  registerEndpoint(app, e.recap, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const { record, scope, lines } = await runWithLines(params.id);
    const pdf = await renderPdfJob(pdfJob('payrollRecap', recapGroups(scope.divisions, lines), totalsOf(lines), await printMeta(record, auth)));
    return sendPdf(reply, pdf, `rekap-gaji-${fileStem(record)}.pdf`);
  });

  registerEndpoint(app, e.recapExcel, async ({ params, reply }) => {
    const { record, scope, lines } = await runWithLines(params.id);
    const rows: XlsxRow[] = [];
    const emphasis: number[] = [];
    let number = 0;
    for (const group of recapGroups(scope.divisions, lines)) {
      for (const line of group.lines) {
        number += 1;
        rows.push({ ...recapXlsxRow(line), no: number });
      }
      emphasis.push(rows.length);
      rows.push({ nama: `Total ${group.division.name}`, ...totalsXlsx(group.totals) });
    }
    const label = payrollPeriodLabel(record.kind, { start: record.periodStart, end: record.periodEnd });
    const sheet = await renderXlsx({
      name: `Rekap Gaji ${label}`,
      title: `Rekap Gaji ${PAYROLL_KIND_LABELS[record.kind]} ${label}${record.state === 'final' ? '' : ' (draft)'}`,
      columns: RECAP_XLSX_COLUMNS,
      rows,
      emphasisRows: emphasis,
      totalRow: { nama: 'Total Keseluruhan', ...totalsXlsx(totalsOf(lines)) },
    });
    return sendXlsx(reply, sheet, `rekap-gaji-${fileStem(record)}.xlsx`);
  });

  registerEndpoint(app, e.transfer, async ({ params, query, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const { record, lines } = await runWithLines(params.id);
    const groups = transferGroups(lines);
    if (query.format === 'pdf') {
      const pdf = await renderPdfJob(pdfJob('payrollTransfer', groups, await printMeta(record, auth)));
      return sendPdf(reply, pdf, `transfer-gaji-${fileStem(record)}.pdf`);
    }
    const rows: XlsxRow[] = [];
    const emphasis: number[] = [];
    let number = 0;
    for (const group of groups) {
      for (const line of group.lines) {
        number += 1;
        rows.push({
          no: number,
          bank: group.bank,
          rekening: line.account_number,
          atas_nama: line.account_holder || (line.bank ? line.name : ''),
          nama: line.name,
          idk: line.idk,
          divisi: line.division.name,
          jumlah: line.net,
        });
      }
      emphasis.push(rows.length);
      rows.push({ bank: `Subtotal ${group.bank}`, jumlah: group.total });
    }
    const label = payrollPeriodLabel(record.kind, { start: record.periodStart, end: record.periodEnd });
    const sheet = await renderXlsx({
      name: `Transfer ${label}`,
      title: `Daftar Transfer Gaji ${PAYROLL_KIND_LABELS[record.kind]} ${label}${record.state === 'final' ? '' : ' (draft)'}`,
      columns: TRANSFER_XLSX_COLUMNS,
      rows,
      emphasisRows: emphasis,
      totalRow: { bank: 'Total Keseluruhan', jumlah: groups.reduce((sum, g) => sum + g.total, 0) },
    });
    return sendXlsx(reply, sheet, `transfer-gaji-${fileStem(record)}.xlsx`);
  });
}

/** 409 naming the divisions already in a run of this kind and period. */
async function assertDivisionsFree(tx: Db, divisions: readonly PayrollDivisionRef[], kind: PayrollKind, periodStart: string, label: string): Promise<void> {
  if (divisions.length === 0) return;
  const taken = await tx
    .select({ divisionId: payrollRunDivisions.divisionId })
    .from(payrollRunDivisions)
    .where(and(eq(payrollRunDivisions.kind, kind), eq(payrollRunDivisions.periodStart, periodStart), inArray(payrollRunDivisions.divisionId, divisions.map((d) => d.id))));
  if (taken.length === 0) return;
  const names = divisions.filter((d) => taken.some((t) => t.divisionId === d.id)).map((d) => d.name);
  throw new AppError('CONFLICT', payrollDivisionTaken(names.join(', '), label), { divisions: payrollDivisionTaken(names.join(', '), label) });
}

const RECAP_XLSX_COLUMNS: XlsxColumn[] = [
  { header: 'No', key: 'no', width: 6, format: 'integer' },
  { header: 'No. Karyawan', key: 'idk', width: 13, format: 'integer' },
  { header: 'Nama', key: 'nama', width: 28 },
  { header: 'Divisi', key: 'divisi', width: 18 },
  { header: 'Jabatan', key: 'jabatan', width: 16 },
  { header: 'Upah Harian', key: 'upah_harian', width: 13, format: 'rupiah' },
  { header: 'Hadir (hari)', key: 'hadir', width: 11, format: 'integer' },
  { header: 'Upah Kerja', key: 'upah', width: 14, format: 'rupiah' },
  { header: 'Lembur (menit)', key: 'lembur_menit', width: 13, format: 'integer' },
  { header: 'Lembur', key: 'lembur', width: 13, format: 'rupiah' },
  { header: 'Cuti Dibayar (hari)', key: 'cuti_hari', width: 12, format: 'integer' },
  { header: 'Cuti Dibayar', key: 'cuti', width: 13, format: 'rupiah' },
  { header: 'Libur Dibayar (hari)', key: 'libur_hari', width: 12, format: 'integer' },
  { header: 'Libur Dibayar', key: 'libur', width: 13, format: 'rupiah' },
  { header: 'Tambahan', key: 'tambahan', width: 13, format: 'rupiah' },
  { header: 'Potongan', key: 'potongan', width: 13, format: 'rupiah' },
  { header: 'THR', key: 'thr', width: 13, format: 'rupiah' },
  { header: 'BPJS Karyawan', key: 'bpjs_karyawan', width: 13, format: 'rupiah' },
  { header: 'BPJS Perusahaan', key: 'bpjs_perusahaan', width: 14, format: 'rupiah' },
  { header: 'PPh 21', key: 'pph21', width: 13, format: 'rupiah' },
  { header: 'Gaji Bersih', key: 'bersih', width: 15, format: 'rupiah' },
];

function recapXlsxRow(line: PayrollLineRow): XlsxRow {
  return {
    idk: line.idk,
    nama: line.name,
    divisi: line.division.name,
    jabatan: line.position,
    upah_harian: line.daily_salary,
    hadir: line.days_worked,
    upah: line.worked_amount,
    lembur_menit: line.overtime_minutes,
    lembur: line.overtime_amount,
    cuti_hari: line.paid_leave_days,
    cuti: line.leave_amount,
    libur_hari: line.paid_holiday_days,
    libur: line.holiday_amount,
    tambahan: line.incentives_total,
    potongan: line.deductions_total,
    thr: line.thr_amount,
    bpjs_karyawan: line.bpjs_employee_total,
    bpjs_perusahaan: line.bpjs_employer_total,
    pph21: line.pph21,
    bersih: line.net,
  };
}

function totalsXlsx(totals: ReturnType<typeof totalsOf>): XlsxRow {
  return {
    upah: totals.worked_amount,
    lembur: totals.overtime_amount,
    cuti: totals.leave_amount,
    libur: totals.holiday_amount,
    tambahan: totals.incentives_total,
    potongan: totals.deductions_total,
    thr: totals.thr_amount,
    bpjs_karyawan: totals.bpjs_employee_total,
    bpjs_perusahaan: totals.bpjs_employer_total,
    pph21: totals.pph21,
    bersih: totals.net,
  };
}

const TRANSFER_XLSX_COLUMNS: XlsxColumn[] = [
  { header: 'No', key: 'no', width: 6, format: 'integer' },
  { header: 'Bank', key: 'bank', width: 22 },
  { header: 'No. Rekening', key: 'rekening', width: 20, format: 'text' },
  { header: 'Atas Nama', key: 'atas_nama', width: 26 },
  { header: 'Nama Karyawan', key: 'nama', width: 26 },
  { header: 'No. Karyawan', key: 'idk', width: 13, format: 'integer' },
  { header: 'Divisi', key: 'divisi', width: 18 },
  { header: 'Jumlah', key: 'jumlah', width: 16, format: 'rupiah' },
];
