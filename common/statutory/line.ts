import type { PayrollStatutoryPart, Pph21Method } from '../contract/salary';
import {
  bpjsContributions,
  contributionsLess,
  employeeShare,
  employerShare,
  NO_CONTRIBUTIONS,
  pensionContributions,
  taxableEmployerPremiums,
  type BpjsContributions,
  type BpjsProgramme,
} from './bpjs';
import { hasTaxId, pph21Annual, pph21DailyTer, pph21MonthlyTer, terCategory, type PtkpStatus } from './pph21';
import type { JkkRiskClass, StatutoryRates } from './rates';

/**
 * One payroll line's statutory part (issue 18): BPJS contributions and PPh 21 of THIS run, from the
 * law in this folder. Pure; the server gathers the inputs (server/salary/payroll/statutory.ts).
 *
 * BPJS and PPh 21 are owed per calendar month (the tax month: the month a run is paid in, its
 * period's last day). A month may be paid in several runs (weekly runs, a THR run beside the
 * monthly one), so each run charges what the month owes so far less what the month's earlier FINAL
 * runs already charged: month-to-date. Together the runs of a month charge exactly the month's dues.
 *
 * - BPJS wage: worked, paid leave and paid holiday pay (upah; no overtime, incentives or THR).
 * - PPh 21 gross: gross pay + the employer's JKK, JKM and health premiums.
 * - A permanent employee: monthly TER on the month's gross; in December, or in the month they
 *   leave, the Article 17 reconciliation on the year (pph21Annual) less what the year's earlier
 *   runs withheld (PMK 168/2023: the last tax period).
 * - A non-permanent worker paid by the day or week: the daily TER on the run's paid days; paid
 *   monthly or a THR: the monthly TER.
 */

export interface StatutoryEmployee {
  nik: string;
  npwp: string;
  bpjsTkNumber: string;
  bpjsKesNumber: string;
  ptkpStatus: PtkpStatus;
  permanent: boolean;
  joinedOn: string | null;
  /** The last day of work of one who leaves: their last tax month is reconciled like December. */
  leftOn: string | null;
  programmes: readonly BpjsProgramme[];
}

export interface StatutoryCompany {
  programmes: readonly BpjsProgramme[];
  withholdPph21: boolean;
  jkkRiskClass: JkkRiskClass;
}

/** What the month's other final runs already charged the employee. */
export interface MonthToDate {
  bpjsWage: number;
  contributions: BpjsContributions;
  taxGross: number;
  pph21: number;
}

/** The year's final runs before this one (December's reconciliation). */
export interface YearToDate {
  taxGross: number;
  pension: number;
  pph21: number;
  /** Tax months 'YYYY-MM' with pay. */
  months: readonly string[];
}

export const NOTHING_BEFORE: MonthToDate = { bpjsWage: 0, contributions: { ...NO_CONTRIBUTIONS }, taxGross: 0, pph21: 0 };
export const NO_YEAR_BEFORE: YearToDate = { taxGross: 0, pension: 0, pph21: 0, months: [] };

export interface StatutoryLineInput {
  /** 'YYYY-MM' of the run's pay (its period's last day). */
  taxMonth: string;
  /** A weekly run pays by the day: the daily TER for a non-permanent worker. */
  paidDaily: boolean;
  employee: StatutoryEmployee;
  company: StatutoryCompany;
  rates: StatutoryRates;
  /** This run's figures. */
  gross: number;
  bpjsWage: number;
  /** Days paid in this run (worked, paid leave, paid holidays): the daily TER's average. */
  paidDays: number;
  month: MonthToDate;
  year: YearToDate;
}

export type StatutoryFigures = Omit<PayrollStatutoryPart, 'overtime_rule' | 'thr_months' | 'thr_basis' | 'thr_amount' | 'joined_on'>;

export function statutoryFigures(input: StatutoryLineInput): StatutoryFigures {
  const { employee, company } = input;
  const charged = new Set(company.programmes.filter((p) => employee.programmes.includes(p)));
  const monthTotal = bpjsContributions({ wage: input.month.bpjsWage + input.bpjsWage, programmes: charged, rates: input.rates, riskClass: company.jkkRiskClass });
  // Less what the month's earlier runs stored (their own rates): this run tops the month up, never below zero.
  const contributions = contributionsLess(monthTotal, input.month.contributions);
  for (const key of Object.keys(contributions) as (keyof BpjsContributions)[]) contributions[key] = Math.max(0, contributions[key]);

  const taxGross = input.gross + taxableEmployerPremiums(contributions);
  const taxId = hasTaxId(employee.npwp, employee.nik);
  let method: Pph21Method = 'tidak_dipotong';
  let rate = 0;
  let pph21 = 0;
  let category: 'A' | 'B' | 'C' | null = null;
  if (company.withholdPph21 && (taxGross > 0 || input.month.taxGross > 0)) {
    const lastPeriod = input.taxMonth.endsWith('-12') || (employee.leftOn !== null && employee.leftOn.slice(0, 7) === input.taxMonth);
    if (employee.permanent && lastPeriod) {
      method = 'desember';
      const months = new Set([...input.year.months, input.taxMonth]);
      const annual = pph21Annual({
        ptkp: employee.ptkpStatus,
        hasTaxId: taxId,
        yearGross: input.year.taxGross + taxGross,
        yearPensionContributions: input.year.pension + pensionContributions(contributions),
        monthsWorked: months.size,
        withheldBefore: input.year.pph21,
      });
      pph21 = annual.lastPeriodTax;
    } else if (!employee.permanent && input.paidDaily) {
      method = 'ter_harian';
      const daily = pph21DailyTer({ gross: taxGross, days: input.paidDays, hasTaxId: taxId });
      rate = daily.rate;
      pph21 = daily.tax;
    } else {
      method = 'ter_bulanan';
      category = terCategory(employee.ptkpStatus);
      const monthly = pph21MonthlyTer({ ptkp: employee.ptkpStatus, monthlyGross: input.month.taxGross + taxGross, hasTaxId: taxId });
      rate = monthly.rate;
      pph21 = Math.max(0, monthly.tax - input.month.pph21);
    }
  }

  return {
    nik: employee.nik,
    npwp: employee.npwp,
    bpjs_tk_number: employee.bpjsTkNumber,
    bpjs_kes_number: employee.bpjsKesNumber,
    ptkp_status: employee.ptkpStatus,
    permanent: employee.permanent,
    has_tax_id: taxId,
    bpjs_wage: input.bpjsWage,
    ...contributions,
    bpjs_employee_total: employeeShare(contributions),
    bpjs_employer_total: employerShare(contributions),
    tax_gross: taxGross,
    pph21_method: method,
    ter_category: category,
    tax_rate_bp: rate,
    pph21,
    statutory: { rates: { ...input.rates }, jkk_risk_class: company.jkkRiskClass, programmes: [...charged], withhold_pph21: company.withholdPph21 },
  };
}
