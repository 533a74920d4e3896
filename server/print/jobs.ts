import {
  goodsOutDocument,
  opnameDocument,
  paymentReceiptDocument,
  perProductReportDocument,
  productRecapDocument,
  purchaseOrderDocument,
  purchaseReportDocument,
  qrLabelDocument,
  type PdfDocument,
} from '../../common/print';
import { certificateReportDocument } from '../../common/print/certificate';
import { projectReportDocument } from '../../common/print/project-report';
import { payrollRecapDocument, payrollTransferDocument, payslipDocument } from '../../common/print/salary';
import { a1Document } from '../../common/print/statutory';
import { leftoverReportDocument, stockCardDocument } from '../../common/print/stock-card';

/**
 * The documents the server renders, by name. A document holds functions (page footers, table
 * layouts) that cannot cross to a worker thread, so a job names its builder and carries the
 * builder's arguments (plain data), and the worker builds the document itself.
 */
export const PDF_BUILDERS = {
  qrLabels: qrLabelDocument,
  productRecap: productRecapDocument,
  purchaseOrder: purchaseOrderDocument,
  paymentReceipt: paymentReceiptDocument,
  purchaseReport: purchaseReportDocument,
  perProductReport: perProductReportDocument,
  goodsOut: goodsOutDocument,
  opname: opnameDocument,
  leftoverReport: leftoverReportDocument,
  stockCard: stockCardDocument,
  projectReport: projectReportDocument,
  certificateReport: certificateReportDocument,
  payslips: payslipDocument,
  payrollRecap: payrollRecapDocument,
  payrollTransfer: payrollTransferDocument,
  statutoryA1: a1Document,
} as const;

export type PdfBuilderName = keyof typeof PDF_BUILDERS;

export type PdfJob = { [K in PdfBuilderName]: { builder: K; args: Parameters<(typeof PDF_BUILDERS)[K]> } }[PdfBuilderName];

/** A job as a typed call: `pdfJob('qrLabels', labels)`. */
export function pdfJob<K extends PdfBuilderName>(builder: K, ...args: Parameters<(typeof PDF_BUILDERS)[K]>): PdfJob {
  return { builder, args } as PdfJob;
}

export function buildDocument(job: PdfJob): PdfDocument {
  const build = PDF_BUILDERS[job.builder] as (...args: PdfJob['args']) => PdfDocument;
  return build(...job.args);
}
