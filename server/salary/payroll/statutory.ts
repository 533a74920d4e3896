import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addMonths, monthEnd, monthStart } from '../../../common/calendar';
import type { BpjsContributions } from '../../../common/statutory/bpjs';
import { NO_CONTRIBUTIONS } from '../../../common/statutory/bpjs';
import { NO_YEAR_BEFORE, NOTHING_BEFORE, type MonthToDate, type StatutoryCompany, type YearToDate } from '../../../common/statutory/line';
import { asJkkRiskClass, type StatutoryRates } from '../../../common/statutory/rates';
import type { Db } from '../../db/client';
import { ratesOn, statutorySettingsOf } from '../statutory/settings';
import { payrollLines, payrollRuns } from './tables';

/**
 * What a run's statutory part needs besides its own lines (issue 18; the rules in
 * common/statutory/line.ts): the company's settings, the rates in force on the period's first day,
 * and per employee what the other FINAL runs of the tax month and year already paid and charged,
 * plus their monthly wages of the last 12 months (a daily worker's THR basis).
 */

export interface StatutoryContext {
  company: StatutoryCompany;
  rates: StatutoryRates;
  /** 'YYYY-MM' of the period's last day. */
  taxMonth: string;
  month: Map<string, MonthToDate>;
  year: Map<string, YearToDate>;
  /** Per employee, the wage (worked + leave + holiday pay) of each of the 12 tax months before the tax month, months with pay only. */
  wages: Map<string, number[]>;
}

const CONTRIBUTION_KEYS = Object.keys(NO_CONTRIBUTIONS) as (keyof BpjsContributions)[];

/** A stored figure as a number (lines stored before issue 18 have none: 0). */
const figure = (name: string) => sql<string | null>`${payrollLines.figures} ->> ${name}`;

export async function statutoryContext(db: Db, scope: { id: string | null; periodStart: string; periodEnd: string }, employeeIds: readonly string[]): Promise<StatutoryContext> {
  const settings = await statutorySettingsOf(db);
  const rates = await ratesOn(db, scope.periodStart);
  const taxMonth = scope.periodEnd.slice(0, 7);
  const context: StatutoryContext = {
    company: { programmes: settings.programmes, withholdPph21: settings.withhold_pph21, jkkRiskClass: asJkkRiskClass(settings.jkk_risk_class) },
    rates,
    taxMonth,
    month: new Map(),
    year: new Map(),
    wages: new Map(),
  };
  if (employeeIds.length === 0) return context;

  const monthFirst = monthStart(scope.periodEnd);
  const from = addMonths(monthFirst, -12) < `${taxMonth.slice(0, 4)}-01-01` ? addMonths(monthFirst, -12) : `${taxMonth.slice(0, 4)}-01-01`;
  const rows = await db
    .select({
      employeeId: payrollLines.employeeId,
      periodEnd: payrollRuns.periodEnd,
      taxGross: figure('tax_gross'),
      pph21: figure('pph21'),
      bpjsWage: figure('bpjs_wage'),
      worked: figure('worked_amount'),
      leave: figure('leave_amount'),
      holiday: figure('holiday_amount'),
      ...Object.fromEntries(CONTRIBUTION_KEYS.map((key) => [key, figure(key)])),
    })
    .from(payrollLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollLines.runId))
    .where(
      and(
        inArray(payrollLines.employeeId, [...employeeIds]),
        eq(payrollRuns.state, 'final'),
        eq(payrollRuns.status, 'active'),
        gte(payrollRuns.periodEnd, from),
        lte(payrollRuns.periodEnd, monthEnd(monthFirst)),
        ...(scope.id ? [ne(payrollRuns.id, scope.id)] : []),
      ),
    );

  const num = (value: unknown) => Number(value ?? 0) || 0;
  const yearStart = `${taxMonth.slice(0, 4)}-01`;
  const wagesByMonth = new Map<string, Map<string, number>>();
  for (const row of rows as (typeof rows[number] & Record<keyof BpjsContributions, string | null>)[]) {
    const month = row.periodEnd.slice(0, 7);
    if (month === taxMonth) {
      const m = context.month.get(row.employeeId) ?? { ...NOTHING_BEFORE, contributions: { ...NO_CONTRIBUTIONS } };
      m.bpjsWage += num(row.bpjsWage);
      m.taxGross += num(row.taxGross);
      m.pph21 += num(row.pph21);
      for (const key of CONTRIBUTION_KEYS) m.contributions[key] += num(row[key]);
      context.month.set(row.employeeId, m);
    }
    if (month >= yearStart) {
      const y = context.year.get(row.employeeId) ?? { ...NO_YEAR_BEFORE, months: [] };
      const gross = num(row.taxGross);
      context.year.set(row.employeeId, {
        taxGross: y.taxGross + gross,
        pension: y.pension + num(row.jht_employee) + num(row.jp_employee),
        pph21: y.pph21 + num(row.pph21),
        months: gross > 0 && !y.months.includes(month) ? [...y.months, month] : y.months,
      });
    }
    if (month < taxMonth) {
      const wage = num(row.worked) + num(row.leave) + num(row.holiday);
      const perMonth = wagesByMonth.get(row.employeeId) ?? new Map<string, number>();
      perMonth.set(month, (perMonth.get(month) ?? 0) + wage);
      wagesByMonth.set(row.employeeId, perMonth);
    }
  }
  for (const [employeeId, perMonth] of wagesByMonth) {
    const months = [...perMonth.entries()].filter(([, wage]) => wage > 0).sort(([a], [b]) => (a < b ? -1 : 1));
    context.wages.set(employeeId, months.map(([, wage]) => wage));
  }
  return context;
}

/**
 * Finalising runs of the same tax month one at a time (a transaction-scoped lock): each run's
 * month-to-date figures read the other final runs, so two at once must not miss each other.
 */
export async function lockTaxMonth(tx: Db, periodEnd: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-tax-month:${periodEnd.slice(0, 7)}`}))`);
}
