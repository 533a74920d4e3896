import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  PURCHASE_EXPORT_MAX_ROWS,
  PURCHASE_REPORT_DEFAULT_SORT,
  PURCHASE_REPORT_SORT_KEYS,
  purchasingEndpoints,
} from '../../common/contract/purchasing';
import type { PerProductRow, PurchaseReportRow } from '../../common/print/purchasing';
import { paginate } from '../../common/contract';
import { personName, type Clock } from '../auth/context';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError } from '../http/errors';
import { pdfJob, type PdfJob } from '../print/jobs';
import { pdfJobsWaiting, renderPdfJob, sendPdf, warmPdfWorker } from '../print/pdf';
import { PrintProgressBoard, type PrintTracker } from '../print/progress';
import { renderXlsx, sendXlsx } from '../print/xlsx';
import { containsText } from '../resource/routes';
import { companyForPrint } from '../settings/company';
import { isCalendarDay, purchaseFilter, purchaseOrder, selectPurchaseRows } from './purchases';
import { purchaseLines, purchases, suppliers } from './tables';

/**
 * The Purchasing reports (seed 001 sections 2 screens 8–9, 7, 9): 'Laporan Pembelian' (POs in a
 * date range, with the real status and the total over every matching PO, not just the page) and
 * 'Laporan Pembelian Per Produk' (the lines of those POs), each as a page, a PDF and an Excel
 * file. The page and the files share one WHERE, so a printout lists exactly what the screen counts.
 */

export interface DateRange {
  date_start: string;
  date_end: string;
}

/** 400 unless both are calendar days and the range runs forwards. */
function checkRange(range: DateRange): void {
  const problems: Record<string, string> = {};
  if (!isCalendarDay(range.date_start)) problems['date_start'] = 'Tanggal awal tidak valid';
  if (!isCalendarDay(range.date_end)) problems['date_end'] = 'Tanggal akhir tidak valid';
  if (Object.keys(problems).length === 0 && range.date_end < range.date_start) problems['date_end'] = 'Tanggal akhir tidak boleh sebelum tanggal awal';
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

const inRange = (range: DateRange): SQL | undefined =>
  and(eq(purchases.status, 'active'), gte(purchases.tanggalTransaksi, range.date_start), lte(purchases.tanggalTransaksi, range.date_end));

// ─── Laporan Pembelian ──────────────────────────────────────────────────────────────────────

/** The report's sort keys: its row keys and the PO list's names, all case-insensitive. */
const REPORT_SORT_KEYS = new Map<string, SQL>([
  ['tgltrx', sql`${purchases.tanggalTransaksi}`],
  ['tanggal_transaksi', sql`${purchases.tanggalTransaksi}`],
  ['notrx', sql`lower(${purchases.noTransaksi})`],
  ['no_transaksi', sql`lower(${purchases.noTransaksi})`],
  ['jenispo', sql`${purchases.jenisPo}`],
  ['jenis_po', sql`${purchases.jenisPo}`],
  ['namaperusahaan', sql`lower(${suppliers.nama_perusahaan})`],
  ['supplier', sql`lower(${suppliers.nama_perusahaan})`],
  ['status', sql`${purchases.statusPembayaran}`],
  ['status_pembayaran', sql`${purchases.statusPembayaran}`],
  ['total', sql`${purchases.grandTotal}`],
  ['grand_total', sql`${purchases.grandTotal}`],
]);

interface PurchaseReportSearch extends DateRange {
  filter?: string | undefined;
  sort?: string | undefined;
}

/** The report's WHERE: the range, and the PO list's filter plus the type and the payment status. */
function purchaseReportWhere(search: PurchaseReportSearch): SQL | undefined {
  checkRange(search);
  return and(inRange(search), purchaseFilter(search.filter, [purchases.jenisPo, purchases.statusPembayaran]));
}

const reportOrder = (sort: string | undefined) => purchaseOrder(sort ?? PURCHASE_REPORT_DEFAULT_SORT, REPORT_SORT_KEYS, PURCHASE_REPORT_SORT_KEYS);

async function purchaseReportRows(db: Db, where: SQL | undefined, order: SQL[], page: { limit: number; offset: number }): Promise<PurchaseReportRow[]> {
  const raws = await selectPurchaseRows(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return raws.map((raw) => ({
    id: raw.id,
    tglTrx: raw.tanggalTransaksi,
    noTrx: raw.noTransaksi,
    jenisPO: raw.jenisPo,
    namaPerusahaan: raw.supplierName,
    status: raw.statusPembayaran,
    total: Number(raw.grandTotal),
  }));
}

/** How many POs match, and the sum of their grand totals (every match, not one page). */
async function purchaseReportTotals(db: Db, where: SQL | undefined): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${purchases.grandTotal}), 0)` })
    .from(purchases)
    .where(where);
  return { count: row?.count ?? 0, total: Number(row?.total ?? 0) };
}

// ─── Per produk ─────────────────────────────────────────────────────────────────────────────

interface PerProductSearch extends DateRange {
  status: '' | 'lunas' | 'belum';
  filter: string;
}

/** The lines of active POs in the range, by payment status ('belum': not fully paid), containing the text in product, supplier or number. */
function perProductWhere(search: PerProductSearch): SQL | undefined {
  checkRange(search);
  const status = search.status === 'lunas' ? eq(purchases.statusPembayaran, 'lunas') : search.status === 'belum' ? ne(purchases.statusPembayaran, 'lunas') : undefined;
  return and(inRange(search), status, containsText(search.filter, [purchaseLines.name, purchaseLines.code, suppliers.nama_perusahaan, purchases.noTransaksi]));
}

const perProductSelection = {
  tanggal: purchases.tanggalTransaksi,
  noTransaksi: purchases.noTransaksi,
  code: purchaseLines.code,
  name: purchaseLines.name,
  supplier: suppliers.nama_perusahaan,
  qty: purchaseLines.qty,
  satuan: purchaseLines.satuan,
  harga: purchaseLines.harga,
  total: purchaseLines.total,
};

async function perProductRows(db: Db, where: SQL | undefined, page: { limit: number; offset: number }): Promise<PerProductRow[]> {
  const raws = await db
    .select(perProductSelection)
    .from(purchaseLines)
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(where)
    .orderBy(asc(purchases.tanggalTransaksi), asc(purchases.noTransaksi), asc(purchases.id), asc(purchaseLines.position))
    .limit(page.limit)
    .offset(page.offset);
  return raws.map((raw) => ({
    tanggal_transaksi: raw.tanggal,
    no_transaksi: raw.noTransaksi,
    product: { code: raw.code, name: raw.name },
    supplier: { nama_perusahaan: raw.supplier },
    qty: raw.qty,
    satuan: raw.satuan,
    harga: Number(raw.harga),
    total_harga: Number(raw.total),
  }));
}

async function perProductTotals(db: Db, where: SQL | undefined): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${purchaseLines.total}), 0)` })
    .from(purchaseLines)
    .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(where);
  return { count: row?.count ?? 0, total: Number(row?.total ?? 0) };
}

// ─── Files ──────────────────────────────────────────────────────────────────────────────────

const TOO_MANY_ROWS = `Terlalu banyak data untuk diekspor (maksimal ${PURCHASE_EXPORT_MAX_ROWS.toLocaleString('id-ID')} baris); persempit rentang tanggal atau pencarian`;

/** 413 past the export's cap, before any row is read. */
function assertExportable(count: number): void {
  if (count > PURCHASE_EXPORT_MAX_ROWS) throw new AppError('TOO_LARGE', TOO_MANY_ROWS);
}


/** '2026-03-01' → '01/03/2026' (seed 001 section 9: reports read DD/MM/YYYY). */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

const EVERY_ROW = { limit: PURCHASE_EXPORT_MAX_ROWS, offset: 0 };

/** What the screen shows when the PDF could not be made (the cause goes to the log). */
export const PDF_FAILED_MESSAGE = 'PDF laporan gagal dibuat di server. Coba cetak sekali lagi; bila tetap gagal, persempit rentang tanggal atau hubungi admin.';

/**
 * Renders a report's PDF on the worker, telling the tracker how far it is; a failure becomes a
 * clear 500. Logs how long the rows took to read (since `began`) and the PDF to make.
 */
async function renderReport(job: PdfJob, tracker: PrintTracker, log: FastifyBaseLogger, began: number): Promise<Buffer> {
  const read = performance.now();
  try {
    const pdf = await renderPdfJob(job, { onProgress: (progress) => tracker.render(progress) });
    tracker.sending();
    const rows = Array.isArray(job.args[0]) ? job.args[0].length : null;
    log.info({ builder: job.builder, rows, query_ms: Math.round(read - began), render_ms: Math.round(performance.now() - read), bytes: pdf.length }, 'report PDF made');
    return pdf;
  } catch (error) {
    tracker.failed();
    log.error({ err: error, builder: job.builder }, 'report PDF failed');
    throw new AppError('INTERNAL', PDF_FAILED_MESSAGE);
  }
}

/** Marks the job done once the PDF has gone out (or failed on the way). */
function finishWhenSent(reply: FastifyReply, tracker: PrintTracker): void {
  reply.raw.once('finish', () => tracker.done());
  reply.raw.once('close', () => tracker.done());
}

export function registerPurchaseReportRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore; clock: Clock }): void {
  const { db, files, clock } = deps;
  const e = purchasingEndpoints;
  const progress = new PrintProgressBoard();

  // The PDF's progress for the screen that asked for it (404: unknown here, or not yours).
  registerEndpoint(app, e.reportProgress, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const status = progress.status(auth.user.id, params.job);
    if (!status) throw notFound('Pekerjaan cetak tidak ditemukan');
    return { data: status };
  });

  registerEndpoint(app, e.report, async ({ query }) => {
    // The screen may print next: have the PDF worker ready.
    warmPdfWorker();
    const where = purchaseReportWhere(query);
    const order = reportOrder(query.sort);
    const { count, total } = await purchaseReportTotals(db, where);
    if (query.show === 'all') return { data: await purchaseReportRows(db, where, order, EVERY_ROW), total };
    const data = await purchaseReportRows(db, where, order, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
    return { data, pagination: paginate(count, query.page, query.per_page), total };
  });

  registerEndpoint(app, e.reportExport, async ({ query, auth, reply, request }) => {
    if (!auth) throw unauthenticated();
    const began = performance.now();
    const tracker = progress.track(auth.user.id, query.format === 'pdf' ? query.job : undefined);
    try {
      const where = purchaseReportWhere(query);
      const { count, total } = await purchaseReportTotals(db, where);
      assertExportable(count);
      const rows = await purchaseReportRows(db, where, reportOrder(query.sort), EVERY_ROW);
      tracker.rows(rows.length, pdfJobsWaiting());
      const name = `laporan-pembelian-${query.date_start}-${query.date_end}`;
      if (query.format === 'xlsx') {
        const sheet = await renderXlsx({
          name: 'Laporan Pembelian',
          title: `Laporan Pembelian Barang ${dayMonthYear(query.date_start)} – ${dayMonthYear(query.date_end)}`,
          columns: [
            { header: 'No', key: 'no', width: 6, format: 'integer' },
            { header: 'Tanggal', key: 'tanggal', width: 12, format: 'date' },
            { header: 'No. TRX', key: 'noTrx', width: 20, format: 'text' },
            { header: 'Jenis TRX', key: 'jenisPO', width: 12, format: 'text' },
            { header: 'Supplier', key: 'supplier', width: 32, format: 'text' },
            { header: 'Status', key: 'status', width: 16, format: 'text' },
            { header: 'Total', key: 'total', width: 18, format: 'rupiah' },
          ],
          rows: rows.map((row, index) => ({
            no: index + 1,
            tanggal: row.tglTrx,
            noTrx: row.noTrx,
            jenisPO: row.jenisPO,
            supplier: row.namaPerusahaan,
            status: row.status,
            total: row.total,
          })),
          totalRow: { status: 'Total', total },
        });
        return sendXlsx(reply, sheet, `${name}.xlsx`);
      }
      const company = await companyForPrint(db, files);
      const pdf = await renderReport(
        pdfJob('purchaseReport', rows, { from: query.date_start, until: query.date_end, printedBy: personName(auth.user), printedAt: clock(), total, company }),
        tracker,
        request.log,
        began,
      );
      finishWhenSent(reply, tracker);
      return sendPdf(reply, pdf, `${name}.pdf`);
    } catch (error) {
      tracker.failed();
      throw error;
    }
  });

  registerEndpoint(app, e.perProduct, async ({ body }) => {
    warmPdfWorker();
    const where = perProductWhere(body);
    const { count, total } = await perProductTotals(db, where);
    const data = await perProductRows(db, where, { limit: body.per_page, offset: (body.page - 1) * body.per_page });
    return { data, pagination: paginate(count, body.page, body.per_page), total };
  });

  // 'Cetak Rekap': the URL of the file with the same filters (the seed opens it in a new tab).
  registerEndpoint(app, e.perProductExport, async ({ body }) => {
    checkRange(body);
    const params = new URLSearchParams({ date_start: body.date_start, date_end: body.date_end });
    if (body.status) params.set('status', body.status);
    if (body.filter.trim()) params.set('filter', body.filter.trim());
    params.set('format', body.format);
    if (body.job) params.set('job', body.job);
    return { url: `${e.perProductFile.path}?${params.toString()}` };
  });

  registerEndpoint(app, e.perProductFile, async ({ query, auth, reply, request }) => {
    if (!auth) throw unauthenticated();
    const began = performance.now();
    const tracker = progress.track(auth.user.id, query.format === 'pdf' ? query.job : undefined);
    try {
      const where = perProductWhere(query);
      const { count, total } = await perProductTotals(db, where);
      assertExportable(count);
      const rows = await perProductRows(db, where, EVERY_ROW);
      tracker.rows(rows.length, pdfJobsWaiting());
      return await sendPerProduct(reply, rows, {
        format: query.format,
        range: query,
        total,
        printedBy: personName(auth.user),
        printedAt: clock(),
        company: () => companyForPrint(db, files),
        tracker,
        log: request.log,
        began,
      });
    } catch (error) {
      tracker.failed();
      throw error;
    }
  });
}

async function sendPerProduct(
  reply: FastifyReply,
  rows: PerProductRow[],
  meta: {
    format: 'pdf' | 'xlsx';
    range: DateRange;
    total: number;
    printedBy: string;
    printedAt: Date;
    company: () => ReturnType<typeof companyForPrint>;
    tracker: PrintTracker;
    log: FastifyBaseLogger;
    began: number;
  },
): Promise<FastifyReply> {
  const name = `laporan-pembelian-per-produk-${meta.range.date_start}-${meta.range.date_end}`;
  if (meta.format === 'xlsx') {
    const sheet = await renderXlsx({
      name: 'Per Produk',
      title: `Laporan Pembelian Per Produk ${dayMonthYear(meta.range.date_start)} – ${dayMonthYear(meta.range.date_end)}`,
      columns: [
        { header: 'NO.', key: 'no', width: 6, format: 'integer' },
        { header: 'Tanggal', key: 'tanggal', width: 12, format: 'date' },
        { header: 'Kode Transaksi', key: 'noTrx', width: 20, format: 'text' },
        { header: 'Kode Produk', key: 'code', width: 16, format: 'text' },
        { header: 'Nama Produk', key: 'name', width: 32, format: 'text' },
        { header: 'Nama Supplier', key: 'supplier', width: 28, format: 'text' },
        { header: 'Qty', key: 'qty', width: 8, format: 'integer' },
        { header: 'Satuan', key: 'satuan', width: 10, format: 'text' },
        { header: 'Harga', key: 'harga', width: 16, format: 'rupiah' },
        { header: 'Subtotal', key: 'subtotal', width: 18, format: 'rupiah' },
      ],
      rows: rows.map((row, index) => ({
        no: index + 1,
        tanggal: row.tanggal_transaksi,
        noTrx: row.no_transaksi,
        code: row.product.code,
        name: row.product.name,
        supplier: row.supplier.nama_perusahaan,
        qty: row.qty,
        satuan: row.satuan,
        harga: row.harga,
        subtotal: row.total_harga,
      })),
      totalRow: { harga: 'Total', subtotal: meta.total },
    });
    return sendXlsx(reply, sheet, `${name}.xlsx`);
  }
  const pdf = await renderReport(
    pdfJob('perProductReport', rows, {
      from: meta.range.date_start,
      until: meta.range.date_end,
      printedBy: meta.printedBy,
      printedAt: meta.printedAt,
      total: meta.total,
      company: await meta.company(),
    }),
    meta.tracker,
    meta.log,
    meta.began,
  );
  finishWhenSent(reply, meta.tracker);
  return sendPdf(reply, pdf, `${name}.pdf`);
}
