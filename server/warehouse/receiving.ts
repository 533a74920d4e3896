import { and, asc, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import { STOCK_DOCUMENT_PREFIXES } from '../../common/contract/stock-documents';
import {
  RECEIVING_DEFAULT_SORT,
  RECEIVING_HISTORY_DEFAULT_SORT,
  RECEIVING_HISTORY_SORT_KEYS,
  receiptTooMuch,
  receivingEndpoints,
  type ArrivalHistoryRow,
  type ArrivalRow,
  type ReceivingLineRow,
} from '../../common/contract/warehouse-receiving';
import { formatDate } from '../../common/format';
import { REPORT_TIME_ZONE } from '../../common/print/report';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError } from '../http/errors';
import { isCalendarDay } from '../purchasing/purchases';
import {
  addReceived,
  lockLinesForReceipt,
  productsToReceive,
  purchaseForReceiving,
  purchaseNumberContains,
  purchaseNumberOf,
  purchaseNumbers,
  purchasesToReceive,
  receivingStateOf,
} from '../purchasing/receiving';
import { containsText, selectPage, sortOrder } from '../resource/routes';
import { nextDocumentNumber } from './documents';
import { goodsReceipts } from './flow-tables';
import { recordMovements, type StockMovement } from './stock';
import { products, units, warehouses } from './tables';

/**
 * Goods arriving from POs ('Barang Datang', issue 13 section 1). An arrival of a PO's product is,
 * in one transaction: the product's PO lines locked (server/purchasing/receiving.ts), a goods
 * receipt numbered BD-YYYY-NNNNNN per line it fills, the lines' received quantities, and one
 * 'receipt' ledger entry per receipt whose reference is its number. More than is still to come is
 * refused (409 naming the remainder), so two clerks confirming at once never exceed the order.
 */

const WAREHOUSE_MISSING = 'Warehouse tidak ditemukan';

/** The products' names, codes, units and default warehouses. */
async function productInfo(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; code: string; unit: string; warehouse: { id: string; name: string }; warehouseActive: boolean }>();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      unit: units.name,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      warehouseStatus: warehouses.status,
    })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .innerJoin(warehouses, eq(warehouses.id, products.warehouseId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, { name: r.name, code: r.code, unit: r.unit, warehouse: { id: r.warehouseId, name: r.warehouseName }, warehouseActive: r.warehouseStatus === 'active' }]),
  );
}

/** The arrivals of a PO's product, oldest first, each with what was still to come after it. */
async function arrivalsOf(db: Db, purchaseId: string, productId: string): Promise<{ rows: ArrivalRow[]; ordered: number; remaining: number }> {
  const product = (await productsToReceive(db, purchaseId)).find((p) => p.productId === productId);
  if (!product) throw notFound('Produk tidak ada di PO ini');
  const receipts = await db
    .select({
      id: goodsReceipts.id,
      number: goodsReceipts.number,
      date: goodsReceipts.receivedOn,
      qty: goodsReceipts.qty,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      createdAt: goodsReceipts.createdAt,
    })
    .from(goodsReceipts)
    .innerJoin(warehouses, eq(warehouses.id, goodsReceipts.warehouseId))
    .where(and(eq(goodsReceipts.purchaseId, purchaseId), eq(goodsReceipts.productId, productId)))
    .orderBy(asc(goodsReceipts.createdAt), asc(goodsReceipts.number));
  let arrived = 0;
  const rows = receipts.map((r) => {
    arrived += r.qty;
    return {
      id: r.id,
      number: r.number,
      date: r.date,
      stock_in: r.qty,
      stock_sisa: String(Math.max(0, product.qty - arrived)),
      warehouse: { id: r.warehouseId, name: r.warehouseName },
      created_at: r.createdAt.toISOString(),
    };
  });
  return { rows, ordered: product.qty, remaining: product.qty - product.received };
}

const HISTORY_SORT_KEYS = new Map<string, SQL>([
  ['created_at', sql`${goodsReceipts.createdAt}`],
  ['date', sql`${goodsReceipts.receivedOn}`],
  ['no_transaksi', purchaseNumberOf(goodsReceipts.purchaseId)],
  ['product', sql`(select ${products.nameKey} from ${products} where ${products.id} = ${sql.identifier(getTableName(goodsReceipts))}.${sql.identifier(goodsReceipts.productId.name)})`],
  ['stock', sql`${goodsReceipts.qty}`],
]);

/** The history's search: the receipt's number, the PO's number, the product's name or code. */
function historyFilter(filter: string | undefined): SQL | undefined {
  const text = filter?.trim();
  if (!text) return undefined;
  const product = containsText(text, [products.name, products.code]);
  return or(
    containsText(text, [goodsReceipts.number]),
    purchaseNumberContains(goodsReceipts.purchaseId, text),
    product ? sql`${goodsReceipts.productId} in (select ${products.id} from ${products} where ${product})` : undefined,
  );
}

export function registerReceivingRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  const e = receivingEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => {
    const { rows, pagination } = await purchasesToReceive(db, { ...query, sort: query.sort ?? RECEIVING_DEFAULT_SORT });
    return pagination ? { data: rows, pagination } : { data: rows };
  });

  registerEndpoint(app, e.lines, async ({ params, query }) => {
    const purchase = await purchaseForReceiving(db, params.id);
    const all = await productsToReceive(db, params.id, query.filter);
    const info = await productInfo(
      db,
      all.map((p) => p.productId),
    );
    const rows: ReceivingLineRow[] = all.map((p) => {
      const product = info.get(p.productId);
      if (!product) throw new Error(`product ${p.productId} of a PO line not found`);
      return {
        product: {
          _id: p.productId,
          name: p.name,
          code: p.code,
          qty: p.qty,
          satuan: p.satuan,
          qty_diterima: p.received,
          sisa: p.qty - p.received,
          status_gudang: p.received >= p.qty ? 'sudah' : 'belum',
          warehouse: product.warehouse,
        },
        no_transaksi: purchase.no_transaksi,
      };
    });
    if (query.show === 'all') return { data: rows, purchase };
    const start = (query.page - 1) * query.per_page;
    return { data: rows.slice(start, start + query.per_page), pagination: paginate(rows.length, query.page, query.per_page), purchase };
  });

  registerEndpoint(app, e.receive, async ({ params, query, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const today = formatDate(now, 'YYYY-MM-DD', REPORT_TIME_ZONE);
    const day = query.date ?? today;
    if (!isCalendarDay(day)) throw validationError({ date: 'Tanggal tidak valid' });
    if (day > today) throw validationError({ date: 'Tanggal datang tidak boleh setelah hari ini' });

    return db.transaction(async (tx) => {
      const purchase = await purchaseForReceiving(tx, params.purchaseId);
      if (day < purchase.tanggal_transaksi) throw validationError({ date: 'Tanggal datang tidak boleh sebelum tanggal PO' });
      const lines = await lockLinesForReceipt(tx, params.purchaseId, params.productId);
      const ordered = lines.reduce((sum, line) => sum + line.qty, 0);
      const received = lines.reduce((sum, line) => sum + line.received, 0);
      const remaining = ordered - received;
      const unit = lines[0]?.satuan ?? '';
      if (query.stock > remaining) throw new AppError('CONFLICT', receiptTooMuch(remaining, unit), { stock: receiptTooMuch(remaining, unit) });

      const product = (await productInfo(tx, [params.productId])).get(params.productId);
      if (!product) throw notFound('Produk tidak ditemukan');
      const warehouseId = query.warehouse ?? product.warehouse.id;
      if (!query.warehouse && !product.warehouseActive) throw validationError({ warehouse: 'Gudang produk ini sudah dihapus; pilih gudang penerima' });
      if (query.warehouse) {
        const [warehouse] = await tx
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(and(eq(warehouses.id, query.warehouse), eq(warehouses.status, 'active')))
          .for('share');
        if (!warehouse) throw validationError({ warehouse: WAREHOUSE_MISSING });
      }

      const movements: StockMovement[] = [];
      const numbers: string[] = [];
      let left = query.stock;
      for (const line of lines) {
        const take = Math.min(left, line.qty - line.received);
        if (take <= 0) continue;
        left -= take;
        const number = await nextDocumentNumber(tx, STOCK_DOCUMENT_PREFIXES.receipt, now);
        const [receipt] = await tx
          .insert(goodsReceipts)
          .values({
            number,
            purchaseId: params.purchaseId,
            purchaseLineId: line.id,
            productId: params.productId,
            warehouseId,
            qty: take,
            receivedOn: day,
            createdBy: auth.user.id,
            createdAt: now,
          })
          .returning({ id: goodsReceipts.id });
        if (!receipt) throw new Error('receipt insert returned nothing');
        await addReceived(tx, line.id, take);
        movements.push({ productId: params.productId, warehouseId, quantity: take, kind: 'receipt', reference: number, note: `Barang datang PO ${purchase.no_transaksi} (${day})` });
        numbers.push(number);
        await writeAuditBy(tx, auth, now, { entity: 'goods_receipt', entityId: receipt.id, action: 'add', changedFields: ['qty', 'received_on', 'warehouse_id'] });
        if (left === 0) break;
      }
      await recordMovements(tx, movements, { userId: auth.user.id, at: now });
      const after = received + query.stock;
      return {
        status: 'ok' as const,
        data: { numbers, qty_diterima: after, sisa: ordered - after, status_gudang: after >= ordered ? ('sudah' as const) : ('belum' as const) },
      };
    });
  });

  registerEndpoint(app, e.arrivals, async ({ params }) => {
    await purchaseForReceiving(db, params.purchaseId);
    const { rows, ordered, remaining } = await arrivalsOf(db, params.purchaseId, params.productId);
    return { data: rows, stock_sisa: String(remaining), qty: ordered };
  });

  registerEndpoint(app, e.status, async ({ params }) => {
    const state = await receivingStateOf(db, params.purchaseId, params.productId);
    return { next: state.status === 'lengkap', status_gudang: state.productComplete ? ('sudah' as const) : ('belum' as const), status_penerimaan: state.status };
  });

  registerEndpoint(app, e.history, async ({ query }) => {
    const where = historyFilter(query.filter);
    const select = db
      .select({
        id: goodsReceipts.id,
        number: goodsReceipts.number,
        purchaseId: goodsReceipts.purchaseId,
        productId: goodsReceipts.productId,
        qty: goodsReceipts.qty,
        date: goodsReceipts.receivedOn,
        warehouseId: warehouses.id,
        warehouseName: warehouses.name,
        createdAt: goodsReceipts.createdAt,
      })
      .from(goodsReceipts)
      .innerJoin(warehouses, eq(warehouses.id, goodsReceipts.warehouseId))
      .where(where)
      .orderBy(...sortOrder(query.sort ?? RECEIVING_HISTORY_DEFAULT_SORT, HISTORY_SORT_KEYS, RECEIVING_HISTORY_SORT_KEYS, goodsReceipts.number));
    const page = query.show === 'all' ? { rows: await select, pagination: undefined } : await selectPage(db, select, goodsReceipts, where, query);
    const pos = await purchaseNumbers(
      db,
      page.rows.map((r) => r.purchaseId),
    );
    const info = await productInfo(
      db,
      page.rows.map((r) => r.productId),
    );
    const data: ArrivalHistoryRow[] = page.rows.map((r) => {
      const po = pos.get(r.purchaseId);
      const product = info.get(r.productId);
      return {
        id: r.id,
        number: r.number,
        purchase_id: r.purchaseId,
        no_transaksi: po?.noTransaksi ?? '-',
        tanggal_transaksi: po?.tanggalTransaksi ?? '',
        product: { id: r.productId, name: product?.name ?? '-', code: product?.code ?? '-', satuan: product?.unit ?? '' },
        stock: r.qty,
        date: r.date,
        warehouse: { id: r.warehouseId, name: r.warehouseName },
        created_at: r.createdAt.toISOString(),
      };
    });
    return page.pagination ? { data, pagination: page.pagination } : { data };
  });

  registerEndpoint(app, e.productHistory, async ({ query }) => {
    const { rows } = await arrivalsOf(db, query.purchase, query.product);
    if (query.show === 'all') return { data: rows };
    const start = (query.page - 1) * query.per_page;
    return { data: rows.slice(start, start + query.per_page), pagination: paginate(rows.length, query.page, query.per_page) };
  });
}
