import type { FastifyInstance } from 'fastify';
import { purchasingEndpoints } from '../../common/contract/purchasing';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { companyForPrint } from '../settings/company';
import { PURCHASE_MISSING, purchaseDetailOf } from './purchases';

/**
 * The PO and receipt PDFs (issue 5 section 4): the documents of common/print/purchasing.ts over
 * the same detail the screens read, with the company record as header and footer.
 */
export function registerPurchasePrintRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore }): void {
  const { db, files } = deps;
  const e = purchasingEndpoints;

  registerEndpoint(app, e.print, async ({ params, query, reply }) => {
    const po = await purchaseDetailOf(db, params.id);
    if (!po) throw notFound(PURCHASE_MISSING);
    const pdf = await renderPdfJob(pdfJob('purchaseOrder', po, await companyForPrint(db, files), { hideAmounts: query.hide }));
    return sendPdf(reply, pdf, `po-${po.no_transaksi}.pdf`);
  });

  registerEndpoint(app, e.receipt, async ({ params, reply }) => {
    const po = await purchaseDetailOf(db, params.id);
    if (!po) throw notFound(PURCHASE_MISSING);
    const payment = po.pembayaran.find((p) => p.id === params.paymentId);
    if (!payment) throw notFound('Pembayaran tidak ditemukan');
    const pdf = await renderPdfJob(pdfJob('paymentReceipt', po, payment, await companyForPrint(db, files)));
    return sendPdf(reply, pdf, `kwitansi-${po.no_transaksi}.pdf`);
  });
}
