import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EMPTY_STATUTORY_PART,
  PAYROLL_DEFAULT_SORT,
  PAYROLL_FIELD_LABELS,
  PAYROLL_SORT_KEYS,
  type PayrollChange,
  type PayrollDivisionRef,
  type PayrollFieldKey,
  type PayrollLineRow,
  type PayrollRunDetail,
  type PayrollRunRow,
  type PayrollTotals,
  payrollListQuery,
} from '../../../common/contract/salary';
import type { z } from '../../../common/contract/zod';
import { DAILY_BASIS_FIGURES, NO_WORK_FIGURES, PAYROLL_KIND_LABELS, payrollLine, payrollPeriodLabel, type DivisionSalaryStatus, type PayrollKind, type ThrHoliday } from '../../../common/salary';
import { isBpjsProgramme } from '../../../common/statutory/bpjs';
import { NO_YEAR_BEFORE, NOTHING_BEFORE, statutoryFigures } from '../../../common/statutory/line';
import { monthlyWageOfDaily, overtimeRuleOf } from '../../../common/statutory/overtime';
import { asPtkpStatus } from '../../../common/statutory/pph21';
import { averageMonthlyWage, monthsOfService, thrAmount } from '../../../common/statutory/thr';
import { monthStart } from '../../../common/calendar';
import { userNamesByIds } from '../../auth/users';
import type { Db } from '../../db/client';
import { divisionIdsMatching, divisionsForPayroll, payrollEmployees, salaryItemsOf } from '../../employee/payroll-lookup';
import { statutoryContext } from './statutory';
import { paginate } from '../../../common/contract/list';
import { sortOrder } from '../../resource/routes';
import { attendanceFactsForPayroll, holidaysBetween, workRulesOf } from '../attendance/payroll-facts';
import { payrollItemUses, payrollLines, payrollRunDivisions, payrollRuns } from './tables';

/**
 * Payroll's reads and its one computation (server/salary/payroll/README.md): a run's lines from
 * the employees of its divisions, their attendance, the holidays, the division work rules and the
 * unused incentives and deductions, each line by common/salary.ts's payrollLine.
 */

export type RunRecord = typeof payrollRuns.$inferSelect;

export interface RunScope {
  id: string | null;
  kind: PayrollKind;
  periodStart: string;
  periodEnd: string;
  divisions: readonly PayrollDivisionRef[];
  /** A THR run's holiday (null: the year's THR); null for the other kinds. */
  thrHoliday: ThrHoliday | null;
  /** The Jakarta date it is computed on: work days before it without a record count as alpa. */
  today: string;
}

/** An employee of a run's divisions whom another final run already paid for the run's period. */
export interface PaidElsewhere {
  employee_id: string;
  name: string;
  run_id: string;
  run_label: string;
}

/**
 * Who among `employeeIds` another final run already paid for this scope's period (issue 25: once
 * per period of each kind, whatever the division): the same month or week; for THR the same year,
 * where two named holidays differ but a THR without one overlaps every other.
 */
export async function paidElsewhere(db: Db, scope: RunScope, employeeIds: readonly string[]): Promise<Map<string, PaidElsewhere>> {
  const paid = new Map<string, PaidElsewhere>();
  if (employeeIds.length === 0) return paid;
  const samePeriod =
    scope.kind === 'thr'
      ? and(
          sql`extract(year from ${payrollRuns.periodStart}) = ${Number(scope.periodStart.slice(0, 4))}`,
          scope.thrHoliday === null ? undefined : sql`(${payrollRuns.thrHoliday} is null or ${payrollRuns.thrHoliday} = ${scope.thrHoliday})`,
        )
      : eq(payrollRuns.periodStart, scope.periodStart);
  const rows = await db
    .select({ employeeId: payrollLines.employeeId, figures: payrollLines.figures, run: payrollRuns })
    .from(payrollLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollLines.runId))
    .where(
      and(
        eq(payrollRuns.status, 'active'),
        eq(payrollRuns.state, 'final'),
        eq(payrollRuns.kind, scope.kind),
        scope.id === null ? undefined : sql`${payrollRuns.id} <> ${scope.id}`,
        samePeriod,
        inArray(payrollLines.employeeId, [...employeeIds]),
      ),
    );
  for (const row of rows) {
    const label = `${PAYROLL_KIND_LABELS[row.run.kind]} ${payrollPeriodLabel(row.run.kind, { start: row.run.periodStart, end: row.run.periodEnd }, row.run.thrHoliday)}`;
    paid.set(row.employeeId, { employee_id: row.employeeId, name: row.figures.name, run_id: row.run.id, run_label: label });
  }
  return paid;
}

/** The run's divisions in their order, with their current names and salary status. */
export async function runDivisions(db: Db, runIds: readonly string[]): Promise<Map<string, PayrollDivisionRef[]>> {
  const result = new Map<string, PayrollDivisionRef[]>();
  if (runIds.length === 0) return result;
  const links = await db
    .select({ runId: payrollRunDivisions.runId, divisionId: payrollRunDivisions.divisionId })
    .from(payrollRunDivisions)
    .where(inArray(payrollRunDivisions.runId, [...runIds]))
    .orderBy(asc(payrollRunDivisions.position));
  const divisions = await divisionsForPayroll(db, [...new Set(links.map((l) => l.divisionId))]);
  for (const link of links) {
    const division = divisions.get(link.divisionId);
    const list = result.get(link.runId) ?? [];
    list.push({ id: link.divisionId, name: division?.name ?? '', salary: division?.salary ?? 0 });
    result.set(link.runId, list);
  }
  return result;
}

/**
 * Every line of a run computed now. `lock`: the salary items are read FOR SHARE (inside 'Final').
 * Items already used by another final run are left out; the run's own uses (none while a draft)
 * would be kept.
 */
export async function computeLines(db: Db, scope: RunScope, lock = false): Promise<PayrollLineRow[]> {
  return (await computeRun(db, scope, lock)).lines;
}

/** computeLines and the employees of the run's divisions it left out because another final run paid them. */
export async function computeRun(db: Db, scope: RunScope, lock = false): Promise<{ lines: PayrollLineRow[]; paidElsewhere: PaidElsewhere[] }> {
  const divisionIds = scope.divisions.map((d) => d.id);
  const divisionById = new Map(scope.divisions.map((d) => [d.id, d]));
  const everyone = await payrollEmployees(db, divisionIds, scope.periodStart);
  // Nobody is paid twice for one period: those another final run paid are left out (the detail lists them).
  const paid = await paidElsewhere(db, scope, everyone.map((e) => e.id));
  const employees = everyone.filter((e) => !paid.has(e.id));
  const employeeIds = employees.map((e) => e.id);
  const from = monthStart(scope.periodStart);
  const [rules, holidays, facts, items] = [
    await workRulesOf(db, divisionIds),
    // From the month's start: a leave day before the period (it feeds the monthly quota) on a holiday is no leave.
    await holidaysBetween(db, { from, to: scope.periodEnd }),
    await attendanceFactsForPayroll(db, { from, to: scope.periodEnd }, employeeIds),
    await salaryItemsOf(db, employeeIds, lock),
  ];
  const used = new Set<string>();
  if (items.length > 0) {
    const uses = await db
      .select({ itemId: payrollItemUses.itemId, runId: payrollItemUses.runId })
      .from(payrollItemUses)
      .where(inArray(payrollItemUses.itemId, items.map((i) => i.id)));
    for (const use of uses) if (use.runId !== scope.id) used.add(use.itemId);
  }
  const itemsByEmployee = new Map<string, typeof items>();
  for (const item of items) {
    if (used.has(item.id)) continue;
    const list = itemsByEmployee.get(item.employeeId) ?? [];
    list.push(item);
    itemsByEmployee.set(item.employeeId, list);
  }
  const holidaySet = new Set(holidays.map((h) => h.date));

  const overtimeRules = await divisionsForPayroll(db, divisionIds);
  const statutory = await statutoryContext(db, scope, employeeIds);
  const thr = scope.kind === 'thr';

  const lines = employees.map((employee): PayrollLineRow => {
    const division = divisionById.get(employee.divisionId) ?? { id: employee.divisionId, name: '', salary: 1 };
    const divisionSalary = (division.salary === 1 || division.salary === 2 ? division.salary : 3) as DivisionSalaryStatus;
    const workDaysPerWeek = rules.get(employee.divisionId)?.workDaysPerWeek ?? 6;
    // Issue 25: a monthly wage is gaji pokok + tunjangan tetap, the upah of BPJS, THR and overtime (null: a daily rate).
    const monthlyWage = employee.salaryBasis === 'bulanan' ? employee.monthlyWage + employee.fixedAllowance : null;
    const overtimeRule = overtimeRuleOf(overtimeRules.get(employee.divisionId)?.overtimeRule ?? 1);
    // A THR run pays the allowance alone: no attendance, no incentives or deductions (they belong to the work runs).
    const own = thr ? [] : (itemsByEmployee.get(employee.id) ?? []);
    const figures = thr
      ? { ...NO_WORK_FIGURES }
      : payrollLine({
          period: { start: scope.periodStart, end: scope.periodEnd },
          divisionSalary,
          workDaysPerWeek,
          holidays: holidaySet,
          dailySalary: employee.dailySalary,
          overtimeRate: employee.overtimeRate,
          dayoff: employee.dayoff,
          days: (facts.get(employee.id) ?? []).map((f) => ({ date: f.date, status: f.status, approvedOvertimeMinutes: f.approvedOvertimeMinutes, pendingOvertimeMinutes: f.pendingOvertimeMinutes })),
          items: own.map((i) => ({ id: i.id, kind: i.kind, name: i.name, nominal: i.nominal })),
          overtimeRule,
          absence: { today: scope.today, joinedOn: employee.joinedOn, leftOn: employee.leftOn },
          ...(monthlyWage === null
            ? {}
            : { monthly: { wage: employee.monthlyWage, fixedAllowance: employee.fixedAllowance, absenceDeduction: rules.get(employee.divisionId)?.absenceDeduction ?? 'none', joinedOn: employee.joinedOn, leftOn: employee.leftOn } }),
        });
    // THR (Permenaker 6/2016 Pasal 3): a daily (Harian) worker's month's wage is the average of the last 12 months paid.
    const thrFigures = thr
      ? thrAmount(
          monthsOfService(employee.joinedOn, scope.periodEnd),
          monthlyWage ?? (divisionSalary === 3 ? averageMonthlyWage(statutory.wages.get(employee.id) ?? []) : monthlyWageOfDaily(employee.dailySalary, workDaysPerWeek)),
        )
      : { months: 0, basis: 0, amount: 0 };
    const gross = figures.gross + thrFigures.amount;
    const statutoryPart = statutoryFigures({
      taxMonth: statutory.taxMonth,
      paidDaily: scope.kind === 'mingguan',
      employee: {
        nik: employee.nik,
        npwp: employee.npwp,
        bpjsTkNumber: employee.bpjsTkNumber,
        bpjsKesNumber: employee.bpjsKesNumber,
        ptkpStatus: asPtkpStatus(employee.ptkpStatus),
        permanent: employee.permanent,
        joinedOn: employee.joinedOn,
        leftOn: employee.leftOn,
        programmes: employee.bpjsProgrammes.filter(isBpjsProgramme),
      },
      company: statutory.company,
      rates: statutory.rates,
      gross,
      // A monthly run charges BPJS on the month's upah (PP 44/2015, PP 45/2015, Perpres 82/2018: gaji pokok + tunjangan tetap).
      bpjsWage: monthlyWage !== null && scope.kind === 'bulanan' ? monthlyWage : figures.worked_amount + figures.leave_amount + figures.holiday_amount,
      paidDays: monthlyWage !== null ? figures.prorate_days : figures.days_worked + figures.paid_leave_days + figures.paid_holiday_days,
      month: statutory.month.get(employee.id) ?? NOTHING_BEFORE,
      year: statutory.year.get(employee.id) ?? NO_YEAR_BEFORE,
    });
    return {
      ...EMPTY_STATUTORY_PART,
      employee_id: employee.id,
      idk: employee.idk,
      name: employee.name,
      division,
      position: employee.position,
      daily_salary: employee.dailySalary,
      overtime_rate: employee.overtimeRate,
      dayoff: employee.dayoff,
      ...figures,
      incentives: own.filter((i) => i.kind === 'tambahan').map((i) => ({ id: i.id, name: i.name, nominal: i.nominal })),
      deductions: own.filter((i) => i.kind === 'potongan').map((i) => ({ id: i.id, name: i.name, nominal: i.nominal })),
      bank: employee.bank,
      account_number: employee.accountNumber,
      account_holder: employee.accountHolder,
      ...statutoryPart,
      joined_on: employee.joinedOn,
      overtime_rule: overtimeRule,
      thr_months: thrFigures.months,
      thr_basis: thrFigures.basis,
      thr_amount: thrFigures.amount,
      gross,
      net: gross - figures.deductions_total - statutoryPart.bpjs_employee_total - statutoryPart.pph21,
    };
  });
  return { lines: sortLines(lines, scope.divisions), paidElsewhere: [...paid.values()] };
}

/** By the run's division order, then name (letter case ignored), then number: fresh and stored lines alike. */
export function sortLines(lines: PayrollLineRow[], divisions: readonly PayrollDivisionRef[]): PayrollLineRow[] {
  const order = new Map(divisions.map((d, index) => [d.id, index]));
  const rank = (line: PayrollLineRow) => order.get(line.division.id) ?? divisions.length;
  return [...lines].sort((a, b) => {
    const byDivision = rank(a) - rank(b);
    if (byDivision !== 0) return byDivision;
    const an = a.name.toLowerCase();
    const bn = b.name.toLowerCase();
    if (an !== bn) return an < bn ? -1 : 1;
    return a.idk - b.idk;
  });
}

/** What a line stored before issue 25 lacks: a daily basis, no overtime waiting. */
const LINE_FIGURES_BEFORE_ISSUE_25: Pick<PayrollLineRow, keyof typeof DAILY_BASIS_FIGURES | 'overtime_pending_minutes'> = { ...DAILY_BASIS_FIGURES, overtime_pending_minutes: 0 };

/** The stored lines of a run, sorted as sortLines; lines stored before issue 18 (25) read with an empty statutory part (a daily basis). */
export async function storedLines(db: Db, runId: string, divisions: readonly PayrollDivisionRef[]): Promise<PayrollLineRow[]> {
  const rows = await db.select({ figures: payrollLines.figures }).from(payrollLines).where(eq(payrollLines.runId, runId));
  return sortLines(rows.map((r) => ({ ...EMPTY_STATUTORY_PART, ...LINE_FIGURES_BEFORE_ISSUE_25, ...r.figures })), divisions);
}

/** Replaces a run's stored lines (in their order) with `lines`. */
export async function storeLines(tx: Db, runId: string, lines: readonly PayrollLineRow[]): Promise<void> {
  await tx.delete(payrollLines).where(eq(payrollLines.runId, runId));
  // Chunks keep each insert's parameter count far below PostgreSQL's limit for big runs.
  for (let i = 0; i < lines.length; i += 500) {
    const chunk = lines.slice(i, i + 500);
    await tx.insert(payrollLines).values(chunk.map((line) => ({ runId, employeeId: line.employee_id, divisionId: line.division.id, net: line.net, figures: line })));
  }
}

// ─── Changes ──────────────────────────────────────────────────────────────────────────────────

const COMPARED: readonly PayrollFieldKey[] = [
  'daily_salary',
  'overtime_rate',
  'dayoff',
  'days_worked',
  'worked_amount',
  'overtime_minutes',
  'overtime_amount',
  'paid_leave_days',
  'leave_amount',
  'holiday_days',
  'holiday_amount',
  'absent_days',
  'incentives_total',
  'deductions_total',
  'net',
];

/** What differs per employee and field between the stored lines and a recomputation. */
export function lineChanges(stored: readonly PayrollLineRow[], fresh: readonly PayrollLineRow[]): PayrollChange[] {
  const changes: PayrollChange[] = [];
  const before = new Map(stored.map((l) => [l.employee_id, l]));
  const after = new Map(fresh.map((l) => [l.employee_id, l]));
  for (const line of fresh) {
    const old = before.get(line.employee_id);
    if (!old) {
      changes.push({ employee_id: line.employee_id, name: line.name, field: 'karyawan', label: PAYROLL_FIELD_LABELS.karyawan, before: null, after: line.net });
      continue;
    }
    for (const field of COMPARED) {
      const a = old[field as keyof PayrollLineRow];
      const b = line[field as keyof PayrollLineRow];
      if (typeof a === 'number' && typeof b === 'number' && a !== b) {
        changes.push({ employee_id: line.employee_id, name: line.name, field, label: PAYROLL_FIELD_LABELS[field], before: a, after: b });
      }
    }
  }
  for (const line of stored) {
    if (!after.has(line.employee_id)) {
      changes.push({ employee_id: line.employee_id, name: line.name, field: 'karyawan', label: PAYROLL_FIELD_LABELS.karyawan, before: line.net, after: null });
    }
  }
  return changes;
}

// ─── Totals and rows ──────────────────────────────────────────────────────────────────────────

const zeroTotals = (): PayrollTotals => ({
  employees: 0,
  worked_amount: 0,
  overtime_amount: 0,
  leave_amount: 0,
  holiday_amount: 0,
  incentives_total: 0,
  deductions_total: 0,
  thr_amount: 0,
  bpjs_employee_total: 0,
  bpjs_employer_total: 0,
  pph21: 0,
  gross: 0,
  net: 0,
});

export function totalsOf(lines: readonly PayrollLineRow[]): PayrollTotals {
  const totals = zeroTotals();
  for (const line of lines) {
    totals.employees += 1;
    totals.worked_amount += line.worked_amount;
    totals.overtime_amount += line.overtime_amount;
    totals.leave_amount += line.leave_amount;
    totals.holiday_amount += line.holiday_amount;
    totals.incentives_total += line.incentives_total;
    totals.deductions_total += line.deductions_total;
    totals.thr_amount += line.thr_amount;
    totals.bpjs_employee_total += line.bpjs_employee_total;
    totals.bpjs_employer_total += line.bpjs_employer_total;
    totals.pph21 += line.pph21;
    totals.gross += line.gross;
    totals.net += line.net;
  }
  return totals;
}

/** Per division of the run (in its order; a division no line belongs to shows zeros). */
export function divisionTotals(divisions: readonly PayrollDivisionRef[], lines: readonly PayrollLineRow[]): PayrollRunDetail['division_totals'] {
  return divisions.map((division) => ({ division, ...totalsOf(lines.filter((l) => l.division.id === division.id)) }));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Run rows for the given records: divisions, the stored lines' count and net, who by name. */
export async function runRows(db: Db, records: readonly RunRecord[]): Promise<PayrollRunRow[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const divisions = await runDivisions(db, ids);
  const sums = await db
    .select({ runId: payrollLines.runId, employees: sql<number>`count(*)::int`, net: sql<string>`coalesce(sum(${payrollLines.net}), 0)::text` })
    .from(payrollLines)
    .where(inArray(payrollLines.runId, ids))
    .groupBy(payrollLines.runId);
  const sumOf = new Map(sums.map((s) => [s.runId, s]));
  const names = await userNamesByIds(db, records.flatMap((r) => [r.createdBy, r.finalizedBy, r.reopenedBy]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? '') : null);
  return records.map((r) => ({
    id: r.id,
    kind: r.kind,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    period_label: payrollPeriodLabel(r.kind, { start: r.periodStart, end: r.periodEnd }, r.thrHoliday),
    divisions: divisions.get(r.id) ?? [],
    status: r.state,
    employees: Number(sumOf.get(r.id)?.employees ?? 0),
    total_net: Number(sumOf.get(r.id)?.net ?? 0),
    computed_at: r.computedAt.toISOString(),
    created_at: r.createdAt.toISOString(),
    created_by: nameOf(r.createdBy) ?? '',
    finalized_at: iso(r.finalizedAt),
    finalized_by: nameOf(r.finalizedBy),
    reopened_at: iso(r.reopenedAt),
    reopened_by: nameOf(r.reopenedBy),
    reopen_reason: r.reopenReason,
    thr_holiday: r.thrHoliday,
  }));
}

export const activeRun = (id: string) => and(eq(payrollRuns.id, id), eq(payrollRuns.status, 'active'));

const SORT_KEYS = new Map<string, SQL>([
  ['period_start', sql`${payrollRuns.periodStart}`],
  ['kind', sql`${payrollRuns.kind}`],
  ['status', sql`${payrollRuns.state}`],
  ['created_at', sql`${payrollRuns.createdAt}`],
  ['total_net', sql`(select coalesce(sum(l.net), 0) from ${payrollLines} l where l.run_id = "payroll_runs"."id")`],
  ['employees', sql`(select count(*) from ${payrollLines} l where l.run_id = "payroll_runs"."id")`],
]);

/** run/all: the active runs, filtered by a division's name, kind, status and year; one page or all. */
export async function listRuns(db: Db, query: z.output<typeof payrollListQuery>): Promise<{ data: PayrollRunRow[]; pagination?: ReturnType<typeof paginate> }> {
  const conditions: (SQL | undefined)[] = [eq(payrollRuns.status, 'active')];
  if (query.kind) conditions.push(eq(payrollRuns.kind, query.kind));
  if (query.status) conditions.push(eq(payrollRuns.state, query.status));
  if (query.year) conditions.push(sql`extract(year from ${payrollRuns.periodStart}) = ${query.year}`);
  const text = query.filter?.trim();
  if (text) {
    const ids = await divisionIdsMatching(db, text);
    if (ids.length === 0) conditions.push(sql`false`);
    else conditions.push(sql`exists (select 1 from ${payrollRunDivisions} d where d.run_id = "payroll_runs"."id" and d.division_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  const where = and(...conditions);
  const select = db
    .select()
    .from(payrollRuns)
    .where(where)
    .orderBy(...sortOrder(query.sort ?? PAYROLL_DEFAULT_SORT, SORT_KEYS, PAYROLL_SORT_KEYS, payrollRuns.id));
  if (query.show === 'all') return { data: await runRows(db, await select) };
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payrollRuns).where(where);
  const records = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return { data: await runRows(db, records), pagination: paginate(Number(count?.n ?? 0), query.page, query.per_page) };
}
