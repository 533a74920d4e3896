import type { FastifyInstance } from 'fastify';
import { statutoryEndpoints, withholderMissing, withholderMissingMessage, type StatutorySettings } from '../../../common/contract/statutory';
import { monthEnd } from '../../../common/calendar';
import { a1FiguresOfYear } from '../../../common/print/statutory';
import { payrollPeriodLabel } from '../../../common/salary';
import { employeeAddresses } from '../../employee/payroll-lookup';
import { registerEndpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { pdfJob } from '../../print/jobs';
import { renderPdfJob, sendPdf } from '../../print/pdf';
import { renderXlsxBook, sendXlsx } from '../../print/xlsx';
import { companyForPrint, readCompany } from '../../settings/company';
import type { SalaryRouteDeps } from '../deps';
import { finalLinesOfMonth, finalLinesOfYear } from './report-data';
import { statutorySettingsOf } from './settings';
import { bpjsRecapSheets, ebupotSheets } from './sheets';

/**
 * The files the office sends (contract: common/contract/statutory.ts; decisions and layouts in
 * server/salary/statutory/README.md): the month's BPJS recap and e-Bupot 21 list as Excel, the
 * year's 1721-A1 as PDF. Only final runs count; module access is checked centrally.
 */

export const STATUTORY_REPORT_TEXTS = {
  noFinalMonth: 'Belum ada penggajian final pada bulan ini',
  noFinalYear: 'Belum ada pegawai tetap dalam penggajian final tahun ini',
  employeeNotPaid: 'Karyawan ini bukan pegawai tetap dalam penggajian final tahun ini',
} as const;

const e = statutoryEndpoints;

/**
 * The tax forms name the withholder (1721-A1's 'Nama pemotong' and NPWP, e-Bupot's NPWP pemotong):
 * without the company's name and NPWP they are refused, saying where to fill them in (issue 27 §4).
 */
async function withholderSettings(db: SalaryRouteDeps['db']): Promise<StatutorySettings> {
  const missing = withholderMissing(await readCompany(db));
  if (missing.length > 0) throw conflict(withholderMissingMessage(missing));
  return statutorySettingsOf(db);
}

const monthLabelOf = (month: string) => payrollPeriodLabel('bulanan', { start: `${month}-01`, end: monthEnd(`${month}-01`) });

export function registerStatutoryReportRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  const { db, files } = deps;

  registerEndpoint(app, e.bpjsRecap, async ({ query, reply }) => {
    const lines = await finalLinesOfMonth(db, query.month);
    if (lines.length === 0) throw notFound(STATUTORY_REPORT_TEXTS.noFinalMonth);
    const book = await renderXlsxBook(bpjsRecapSheets(lines, monthLabelOf(query.month)));
    return sendXlsx(reply, book, `rekap-iuran-bpjs-${query.month}.xlsx`);
  });

  registerEndpoint(app, e.ebupot, async ({ query, reply }) => {
    const settings = await withholderSettings(db);
    const lines = await finalLinesOfMonth(db, query.month);
    if (lines.length === 0) throw notFound(STATUTORY_REPORT_TEXTS.noFinalMonth);
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    // The BPA1 rows (the last period) need the year so far; other months only the month's lines.
    const yearLines = lines.some((line) => line.permanent && line.pph21_method === 'desember') ? await finalLinesOfYear(db, year, month) : [];
    const book = await renderXlsxBook(ebupotSheets({ month: query.month, monthLabel: monthLabelOf(query.month), lines, year: yearLines, settings }));
    return sendXlsx(reply, book, `ebupot-pph21-${query.month}.xlsx`);
  });

  registerEndpoint(app, e.a1Employees, async ({ query }) => {
    const entries = await finalLinesOfYear(db, query.year);
    const idkOf = new Map(entries.map((entry) => [entry.line.employee_id, entry.line.idk]));
    // Exactly the employees the year's forms are printed for.
    return { data: a1FiguresOfYear(entries).map((figures) => ({ id: figures.employee_id, idk: idkOf.get(figures.employee_id) ?? 0, name: figures.name })) };
  });

  registerEndpoint(app, e.a1, async ({ query, reply }) => {
    const settings = await withholderSettings(db);
    const entries = await finalLinesOfYear(db, query.year);
    const all = a1FiguresOfYear(query.employee ? entries.filter((entry) => entry.line.employee_id === query.employee) : entries);
    if (all.length === 0) throw notFound(query.employee ? STATUTORY_REPORT_TEXTS.employeeNotPaid : STATUTORY_REPORT_TEXTS.noFinalYear);
    const addresses = await employeeAddresses(db, all.map((figures) => figures.employee_id));
    const forms = all.map((figures) => ({ figures, address: addresses.get(figures.employee_id) ?? '' }));
    const pdf = await renderPdfJob(
      pdfJob('statutoryA1', forms, {
        year: query.year,
        company: await companyForPrint(db, files),
        company_npwp: settings.company_npwp,
        company_nitku: settings.company_nitku,
        signer_name: settings.signer_name,
        signer_npwp: settings.signer_npwp,
      }),
    );
    const single = query.employee && all[0] ? `-${all[0].name.replace(/\s+/g, '-').toLowerCase()}` : '';
    return sendPdf(reply, pdf, `1721-a1-${query.year}${single}.pdf`);
  });
}
