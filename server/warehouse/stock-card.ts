import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import {
  BROUGHT_FORWARD,
  documentOfReference,
  STOCK_CARD_EXPORT_MAX_ROWS,
  STOCK_CARD_TOO_MANY,
  STOCK_KIND_LABELS,
  stockCardEndpoints,
  type StockCard,
} from '../../common/contract/warehouse-stock-card';
import { formatDate } from '../../common/format';
import { PRODUCTION_REFERENCE_PREFIX } from '../../common/production';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import { personName, type Clock } from '../auth/context';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { renderXlsx, sendXlsx } from '../print/xlsx';
import { companyForPrint } from '../settings/company';
import { productionDocumentNames } from '../production/lookup';
import { jakartaMidnight } from './overview';
import { products, stockLedger, units, warehouses } from './tables';

/**
 * 'Kartu Stok' (issue 13 section 4): a product's ledger entries in ledger order with the running
 * balance. Both queries walk the product's entries through the ledger's (product_id, id) or
 * (product_id, warehouse_id, id) index (migration 0008), so a page costs the product's history,
 * never the ledger's size. A plain function, so the ledger bench can call it too.
 */

export interface StockCardRequest {
  productId: string;
  /** Absent: every warehouse. */
  warehouseId?: string | undefined;
  /** Company days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  until?: string | undefined;
  page: number;
  perPage: number;
}

export async function stockCard(db: Db, request: StockCardRequest): Promise<StockCard> {
  const [product] = await db
    .select({ id: products.id, name: products.name, code: products.code, unit: units.name })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(eq(products.id, request.productId));
  if (!product) throw notFound('Produk tidak ditemukan');
  let warehouse: { id: string; name: string } | null = null;
  if (request.warehouseId) {
    const [found] = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.id, request.warehouseId));
    if (!found) throw notFound('Warehouse tidak ditemukan');
    warehouse = found;
  }

  const ofProduct = and(eq(stockLedger.productId, request.productId), request.warehouseId ? eq(stockLedger.warehouseId, request.warehouseId) : undefined);
  const before: SQL | undefined = request.from ? lt(stockLedger.createdAt, jakartaMidnight(request.from)) : undefined;
  const inRange = and(
    request.from ? gte(stockLedger.createdAt, jakartaMidnight(request.from)) : undefined,
    request.until ? lt(stockLedger.createdAt, jakartaMidnight(request.until, 1)) : undefined,
  );
  const rangeFilter = (condition: SQL | undefined) => (condition ? sql`filter (where ${condition})` : sql``);

  // One pass over the product's entries: the balance brought forward, and the range's count and totals.
  const [totals] = await db
    .select({
      opening: before ? sql<number>`coalesce(sum(${stockLedger.quantity}) ${rangeFilter(before)}, 0)::int` : sql<number>`0`,
      count: sql<number>`(count(*) ${rangeFilter(inRange)})::int`,
      totalIn: sql<number>`coalesce(sum(${stockLedger.quantity}) ${rangeFilter(and(inRange, sql`${stockLedger.quantity} > 0`))}, 0)::int`,
      totalOut: sql<number>`coalesce(-sum(${stockLedger.quantity}) ${rangeFilter(and(inRange, sql`${stockLedger.quantity} < 0`))}, 0)::int`,
    })
    .from(stockLedger)
    .where(and(ofProduct, request.until ? lt(stockLedger.createdAt, jakartaMidnight(request.until, 1)) : undefined));
  const opening = Number(totals?.opening ?? 0);
  const total = Number(totals?.count ?? 0);
  const totalIn = Number(totals?.totalIn ?? 0);
  const totalOut = Number(totals?.totalOut ?? 0);

  // The page, with each entry's balance: the running sum over the range (computed before LIMIT).
  const lines = await db
    .select({
      id: stockLedger.id,
      createdAt: stockLedger.createdAt,
      reference: stockLedger.reference,
      kind: stockLedger.kind,
      note: stockLedger.note,
      quantity: stockLedger.quantity,
      warehouse: warehouses.name,
      running: sql<number>`(sum(${stockLedger.quantity}) over (order by ${stockLedger.id}))::int`,
    })
    .from(stockLedger)
    .innerJoin(warehouses, eq(warehouses.id, stockLedger.warehouseId))
    .where(and(ofProduct, inRange))
    .orderBy(asc(stockLedger.id))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);

  // A production order has no number: its entries are named by the order's product and quantity.
  const orderOf = (reference: string) => (reference.startsWith(PRODUCTION_REFERENCE_PREFIX) ? reference.slice(PRODUCTION_REFERENCE_PREFIX.length) : null);
  const orderNames = await productionDocumentNames(
    db,
    lines.flatMap((line) => orderOf(line.reference) ?? []),
  );
  const numberOf = (reference: string) => {
    const order = orderOf(reference);
    return (order && orderNames.get(order)) || documentOfReference(reference);
  };

  return {
    product,
    warehouse,
    opening,
    closing: opening + totalIn - totalOut,
    total_in: totalIn,
    total_out: totalOut,
    data: lines.map((line) => ({
      id: Number(line.id),
      date: line.createdAt.toISOString(),
      number: numberOf(line.reference),
      kind: line.kind,
      kind_label: STOCK_KIND_LABELS[line.kind],
      warehouse: line.warehouse,
      note: line.note,
      in: line.quantity > 0 ? line.quantity : 0,
      out: line.quantity < 0 ? -line.quantity : 0,
      balance: opening + Number(line.running),
    })),
    pagination: paginate(total, request.page, request.perPage),
  };
}


export function registerStockCardRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; files: FileStore }): void {
  const { db, clock, files } = deps;
  const e = stockCardEndpoints;

  registerEndpoint(app, e.card, async ({ query }) =>
    stockCard(db, { productId: query.product, warehouseId: query.warehouse, from: query.date_start, until: query.date_end, page: query.page, perPage: query.per_page }),
  );

  registerEndpoint(app, e.file, async ({ query, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const card = await stockCard(db, {
      productId: query.product,
      warehouseId: query.warehouse,
      from: query.date_start,
      until: query.date_end,
      page: 1,
      perPage: STOCK_CARD_EXPORT_MAX_ROWS + 1,
    });
    if (card.data.length > STOCK_CARD_EXPORT_MAX_ROWS) throw new AppError('TOO_LARGE', STOCK_CARD_TOO_MANY);
    const name = `kartu-stok-${card.product.code !== '-' ? card.product.code : card.product.name}`.replace(/\s+/g, '-');
    if (query.format === 'xlsx') {
      const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm:ss', REPORT_TIME_ZONE);
      const broughtForward = query.date_start ? [{ tanggal: query.date_start, nomor: BROUGHT_FORWARD, saldo: card.opening }] : [];
      const sheet = await renderXlsx({
        name: 'Kartu Stok',
        title: `Kartu Stok ${card.product.name} · ${card.warehouse?.name ?? 'Semua warehouse'}`,
        columns: [
          { header: 'Tanggal', key: 'tanggal', width: 20, format: 'text' },
          { header: 'No. Dokumen', key: 'nomor', width: 18, format: 'text' },
          { header: 'Jenis', key: 'jenis', width: 16, format: 'text' },
          { header: 'Warehouse', key: 'warehouse', width: 24, format: 'text' },
          { header: 'Keterangan', key: 'keterangan', width: 28, format: 'text' },
          { header: 'Masuk', key: 'masuk', width: 10, format: 'integer' },
          { header: 'Keluar', key: 'keluar', width: 10, format: 'integer' },
          { header: 'Saldo', key: 'saldo', width: 10, format: 'integer' },
        ],
        rows: [
          ...broughtForward,
          ...card.data.map((line) => ({
            tanggal: when(line.date),
            nomor: line.number,
            jenis: line.kind_label,
            warehouse: line.warehouse,
            keterangan: line.note,
            masuk: line.in,
            keluar: line.out,
            saldo: line.balance,
          })),
        ],
        totalRow: { keterangan: 'Total', masuk: card.total_in, keluar: card.total_out, saldo: card.closing },
      });
      return sendXlsx(reply, sheet, `${name}.xlsx`);
    }
    const company = await companyForPrint(db, files);
    const pdf = await renderPdfJob(pdfJob('stockCard', card, { from: query.date_start, until: query.date_end, printedBy: personName(auth.user), printedAt: clock(), company }));
    return sendPdf(reply, pdf, `${name}.pdf`);
  });
}
