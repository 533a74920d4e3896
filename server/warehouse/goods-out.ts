import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import { STOCK_DOCUMENT_PREFIXES } from '../../common/contract/stock-documents';
import { LINE_SAVED } from '../../common/contract/warehouse-documents';
import { goodsOutEndpoints, type GoodsOutLineRow, type GoodsOutLineUpdateBody } from '../../common/contract/warehouse-goods-out';
import type { GoodsOutPrintLine } from '../../common/print/stock-documents';
import { personName, type Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { notFound, unauthenticated } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { escapeLike, sortOrder } from '../resource/routes';
import { companyForPrint } from '../settings/company';
import { nextDocumentNumber } from './documents';
import { assertLinePicks, headerRow, listHeaders, lockActiveHeader, type HeaderTable } from './document-headers';
import { goodsOutDocuments, goodsOutLines } from './flow-tables';
import { recordMovements, type StockMovement } from './stock';
import { products, stockBalances, units, warehouses } from './tables';

/**
 * Goods out, 'Barang Keluar' (issue 13 section 2): headers, their lines and the history. Every
 * saved line is a 'goods_out' ledger entry (negative) referenced by the header's BK- number; an
 * edit or a delete writes compensating entries, never changing the ledger's rows, and
 * recordMovements refuses (409) any balance that would go below zero.
 */

export const GOODS_OUT_MISSING = 'Dokumen barang keluar tidak ditemukan';
export const GOODS_OUT_LINE_MISSING = 'Baris barang keluar tidak ditemukan';

export const goodsOutHeaders: HeaderTable = {
  table: goodsOutDocuments,
  id: goodsOutDocuments.id,
  number: goodsOutDocuments.number,
  createdDate: goodsOutDocuments.createdDate,
  createdBy: goodsOutDocuments.createdBy,
  status: goodsOutDocuments.status,
  lineCount: sql`(select count(*) from ${goodsOutLines} where ${goodsOutLines.documentId} = ${goodsOutDocuments.id} and ${goodsOutLines.status} = 'active')`,
};

const lineSelection = {
  id: goodsOutLines.id,
  productId: products.id,
  productName: products.name,
  productCode: products.code,
  unit: units.name,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  qty: goodsOutLines.qty,
  ket: goodsOutLines.ket,
  createdAt: goodsOutLines.createdAt,
  balance: sql<number>`coalesce(${stockBalances.quantity}, 0)::int`,
};

const selectLines = (db: Db) =>
  db
    .select(lineSelection)
    .from(goodsOutLines)
    .innerJoin(products, eq(products.id, goodsOutLines.productId))
    .innerJoin(units, eq(units.id, products.unitId))
    .innerJoin(warehouses, eq(warehouses.id, goodsOutLines.warehouseId))
    .leftJoin(stockBalances, and(eq(stockBalances.productId, goodsOutLines.productId), eq(stockBalances.warehouseId, goodsOutLines.warehouseId)));

type RawLine = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

function toLineRow(raw: RawLine): GoodsOutLineRow {
  return {
    _id: raw.id,
    product: { id: raw.productId, name: raw.productName, code: raw.productCode, unit: raw.unit },
    warehouse: { id: raw.warehouseId, name: raw.warehouseName },
    stock: raw.qty,
    stock_system: Number(raw.balance),
    ket: raw.ket,
    created_date: raw.createdAt.toISOString(),
  };
}

async function lineRow(db: Db, id: string): Promise<GoodsOutLineRow> {
  const [raw] = await selectLines(db).where(eq(goodsOutLines.id, id));
  if (!raw) throw new Error(`goods-out line ${id} not found`);
  return toLineRow(raw);
}

async function activeLines(db: Db, documentId: string) {
  return selectLines(db)
    .where(and(eq(goodsOutLines.documentId, documentId), eq(goodsOutLines.status, 'active')))
    .orderBy(asc(goodsOutLines.createdAt), asc(goodsOutLines.id));
}

/** Locks an active line and its document (share): the document's number is the ledger reference. */
async function lockActiveLine(tx: Db, id: string) {
  const [line] = await tx
    .select({ documentId: goodsOutLines.documentId })
    .from(goodsOutLines)
    .where(and(eq(goodsOutLines.id, id), eq(goodsOutLines.status, 'active')));
  if (!line) throw notFound(GOODS_OUT_LINE_MISSING);
  const header = await lockActiveHeader(tx, goodsOutHeaders, line.documentId, 'share', GOODS_OUT_MISSING);
  const [current] = await tx
    .select({ productId: goodsOutLines.productId, warehouseId: goodsOutLines.warehouseId, qty: goodsOutLines.qty })
    .from(goodsOutLines)
    .where(and(eq(goodsOutLines.id, id), eq(goodsOutLines.status, 'active')))
    .for('update');
  if (!current) throw notFound(GOODS_OUT_LINE_MISSING);
  return { ...current, number: header.number };
}

/** The entry that gives a line's goods back (an edit's or a delete's compensation). */
const returned = (line: { productId: string; warehouseId: string; qty: number }, reference: string, id: string, note: string): StockMovement => ({
  productId: line.productId,
  warehouseId: line.warehouseId,
  quantity: line.qty,
  kind: 'goods_out',
  reference,
  note: `${note} (baris ${id})`,
});

const takenOut = (line: { id_product: string; warehouse: string; stock: number; ket: string }, reference: string, id: string): StockMovement => ({
  productId: line.id_product,
  warehouseId: line.warehouse,
  quantity: -line.stock,
  kind: 'goods_out',
  reference,
  note: `${line.ket ? `${line.ket} ` : ''}(baris ${id})`.trim(),
});

/** 'Riwayat Barang Keluar': newest first; `sort` may name another of its columns. */
const HISTORY_SORT_KEYS = ['created_date', 'number', 'product', 'stock'] as const;
function historyOrder(sort: string | undefined): SQL[] {
  if (!sort) return [desc(goodsOutDocuments.createdDate), desc(goodsOutLines.createdAt), desc(goodsOutLines.id)];
  const keys = new Map<string, SQL>([
    ['created_date', sql`${goodsOutDocuments.createdDate}`],
    ['number', sql`${goodsOutDocuments.number}`],
    ['product', sql`lower(${products.name})`],
    ['stock', sql`${goodsOutLines.qty}`],
  ]);
  return sortOrder(sort, keys, HISTORY_SORT_KEYS, goodsOutLines.id);
}

export function registerGoodsOutRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; files: FileStore }): void {
  const { db, clock, files } = deps;
  const e = goodsOutEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => {
    const { rows, pagination } = await listHeaders(db, goodsOutHeaders, query);
    return { data: rows, pagination };
  });

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const createdDate = body.created_date ?? now;
    const id = await db.transaction(async (tx) => {
      const number = await nextDocumentNumber(tx, STOCK_DOCUMENT_PREFIXES.goodsOut, createdDate);
      const [row] = await tx
        .insert(goodsOutDocuments)
        .values({ number, createdDate, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .returning({ id: goodsOutDocuments.id });
      if (!row) throw new Error('insert returned nothing');
      await writeAuditBy(tx, auth, now, { entity: 'goods_out', entityId: row.id, action: 'add', changedFields: ['created_date'] });
      return row.id;
    });
    const data = await headerRow(db, goodsOutHeaders, id);
    if (!data) throw new Error('added goods-out document not found');
    return { status: 'ok' as const, data };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const header = await lockActiveHeader(tx, goodsOutHeaders, params.id, 'update', GOODS_OUT_MISSING);
      if (body.status === 'deleted') {
        // Every line's goods go back to their warehouses, in the same transaction as the delete.
        const lines = await tx
          .update(goodsOutLines)
          .set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id })
          .where(and(eq(goodsOutLines.documentId, params.id), eq(goodsOutLines.status, 'active')))
          .returning({ id: goodsOutLines.id, productId: goodsOutLines.productId, warehouseId: goodsOutLines.warehouseId, qty: goodsOutLines.qty });
        await recordMovements(
          tx,
          lines.map((line) => returned(line, header.number, line.id, 'Dokumen dihapus')),
          { userId: auth.user.id, at: now },
        );
        await tx.update(goodsOutDocuments).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(goodsOutDocuments.id, params.id));
        await writeAuditBy(tx, auth, now, { entity: 'goods_out', entityId: params.id, action: 'delete', changedFields: ['status'] });
        return;
      }
      if (body.created_date) {
        await tx.update(goodsOutDocuments).set({ createdDate: body.created_date, updatedAt: now, updatedBy: auth.user.id }).where(eq(goodsOutDocuments.id, params.id));
        await writeAuditBy(tx, auth, now, { entity: 'goods_out', entityId: params.id, action: 'update', changedFields: ['created_date'] });
      }
    });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.lines, async ({ params }) => {
    const header = await headerRow(db, goodsOutHeaders, params.headerId);
    if (!header || header.status !== 'active') throw notFound(GOODS_OUT_MISSING);
    return { data: { header, data: (await activeLines(db, params.headerId)).map(toLineRow) } };
  });

  registerEndpoint(app, e.addLine, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const id = await db.transaction(async (tx) => {
      const header = await lockActiveHeader(tx, goodsOutHeaders, body.stock_user, 'share', GOODS_OUT_MISSING);
      await assertLinePicks(tx, { productId: body.id_product, warehouseId: body.warehouse }, { product: 'id_product', warehouse: 'warehouse' });
      // The ledger first: recordMovements locks the product before the line's foreign key takes
      // its KEY SHARE lock, so two saves of one product never both hold that and wait for the other.
      const lineId = randomUUID();
      await recordMovements(tx, [takenOut(body, header.number, lineId)], { userId: auth.user.id, at: now });
      const [row] = await tx
        .insert(goodsOutLines)
        .values({
          id: lineId,
          documentId: body.stock_user,
          productId: body.id_product,
          warehouseId: body.warehouse,
          qty: body.stock,
          ket: body.ket,
          createdAt: now,
          createdBy: auth.user.id,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .returning({ id: goodsOutLines.id });
      if (!row) throw new Error('insert returned nothing');
      return row.id;
    });
    return { status: 'ok' as const, message: LINE_SAVED, data: await lineRow(db, id) };
  });

  registerEndpoint(app, e.updateLine, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const current = await lockActiveLine(tx, params.id);
      await assertLinePicks(tx, { productId: body.id_product, warehouseId: body.warehouse }, { product: 'id_product', warehouse: 'warehouse' });
      const next: GoodsOutLineUpdateBody = body;
      const same = current.productId === next.id_product && current.warehouseId === next.warehouse && current.qty === next.stock;
      if (!same) {
        // The old amount comes back and the new one goes out, checked together: 5 → 7 needs 2 more in stock.
        await recordMovements(tx, [returned(current, current.number, params.id, 'Koreksi baris'), takenOut(next, current.number, params.id)], { userId: auth.user.id, at: now });
      }
      await tx
        .update(goodsOutLines)
        .set({ productId: next.id_product, warehouseId: next.warehouse, qty: next.stock, ket: next.ket, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(goodsOutLines.id, params.id));
    });
    return { status: 'ok' as const, message: LINE_SAVED, data: await lineRow(db, params.id) };
  });

  registerEndpoint(app, e.deleteLine, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const current = await lockActiveLine(tx, params.id);
      await recordMovements(tx, [returned(current, current.number, params.id, 'Baris dihapus')], { userId: auth.user.id, at: now });
      await tx.update(goodsOutLines).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(goodsOutLines.id, params.id));
    });
    return { status: 'ok' as const, message: LINE_SAVED };
  });

  registerEndpoint(app, e.history, async ({ query }) => {
    const text = query.filter?.trim();
    const pattern = text ? `%${escapeLike(text)}%` : null;
    const where = and(
      eq(goodsOutLines.status, 'active'),
      eq(goodsOutDocuments.status, 'active'),
      pattern ? or(ilike(goodsOutDocuments.number, pattern), ilike(products.name, pattern), ilike(warehouses.name, pattern)) : undefined,
    );
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsOutLines)
      .innerJoin(goodsOutDocuments, eq(goodsOutDocuments.id, goodsOutLines.documentId))
      .innerJoin(products, eq(products.id, goodsOutLines.productId))
      .innerJoin(warehouses, eq(warehouses.id, goodsOutLines.warehouseId))
      .where(where);
    const rows = await db
      .select({
        id: goodsOutLines.id,
        documentId: goodsOutDocuments.id,
        createdDate: goodsOutDocuments.createdDate,
        number: goodsOutDocuments.number,
        product: products.name,
        warehouse: warehouses.name,
        qty: goodsOutLines.qty,
      })
      .from(goodsOutLines)
      .innerJoin(goodsOutDocuments, eq(goodsOutDocuments.id, goodsOutLines.documentId))
      .innerJoin(products, eq(products.id, goodsOutLines.productId))
      .innerJoin(warehouses, eq(warehouses.id, goodsOutLines.warehouseId))
      .where(where)
      .orderBy(...historyOrder(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      data: rows.map((r) => ({ id: r.id, document_id: r.documentId, created_date: r.createdDate.toISOString(), number: r.number, product: r.product, warehouse: r.warehouse, stock: r.qty })),
      pagination: paginate(count?.n ?? 0, query.page, query.per_page),
    };
  });

  registerEndpoint(app, e.print, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const header = await headerRow(db, goodsOutHeaders, params.id);
    if (!header || header.status !== 'active') throw notFound(GOODS_OUT_MISSING);
    const lines: GoodsOutPrintLine[] = (await activeLines(db, params.id)).map((raw) => ({
      product: raw.productName,
      code: raw.productCode,
      unit: raw.unit,
      warehouse: raw.warehouseName,
      qty: raw.qty,
      ket: raw.ket,
    }));
    const pdf = await renderPdfJob(
      pdfJob('goodsOut', { number: header.number, createdDate: header.created_date, createdBy: header.created_by_name }, lines, {
        printedBy: personName(auth.user),
        printedAt: clock(),
        company: await companyForPrint(db, files),
      }),
    );
    return sendPdf(reply, pdf, `barang-keluar-${header.number}.pdf`);
  });
}
