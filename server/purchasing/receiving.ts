import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Pagination } from '../../common/contract/list';
import type { PoReceivingStatus } from '../../common/contract/purchasing';
import { RECEIVING_SORT_KEYS, type ReceivingPurchaseRow } from '../../common/contract/warehouse-receiving';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { containsText, selectPage } from '../resource/routes';
import { activePurchase, PURCHASE_MISSING, purchaseFilter, purchaseOrder, OUTER_PURCHASE_ID, receivingStatusOf } from './purchases';
import { purchaseLines, purchases, suppliers } from './tables';

/**
 * What the warehouse's receiving (issue 13 section 1; server/warehouse/receiving.ts) needs of
 * Purchasing's POs: the POs still to receive, a PO's lines per product, locking a product's lines
 * for an arrival and adding what arrived. The warehouse calls these, never the PO tables.
 */

/** An active PO with a line still 'belum'. */
const stillToReceive = sql`exists (select 1 from ${purchaseLines} where ${purchaseLines.purchaseId} = ${OUTER_PURCHASE_ID} and ${purchaseLines.statusGudang} = 'belum')`;

const SORT_KEYS = new Map<string, SQL>([
  ['tanggal_transaksi', sql`${purchases.tanggalTransaksi}`],
  ['no_transaksi', sql`lower(${purchases.noTransaksi})`],
  ['supplier', sql`lower(${suppliers.nama_perusahaan})`],
]);

const headerSelection = {
  id: purchases.id,
  tanggalTransaksi: purchases.tanggalTransaksi,
  noTransaksi: purchases.noTransaksi,
  supplierId: suppliers.id,
  supplierName: suppliers.nama_perusahaan,
  status: receivingStatusOf(),
};

const selectHeaders = (db: Db) => db.select(headerSelection).from(purchases).innerJoin(suppliers, eq(suppliers.id, purchases.supplierId));

function toHeader(raw: { id: string; tanggalTransaksi: string; noTransaksi: string; supplierId: string; supplierName: string; status: PoReceivingStatus }): ReceivingPurchaseRow {
  return {
    id: raw.id,
    tanggal_transaksi: raw.tanggalTransaksi,
    no_transaksi: raw.noTransaksi,
    supplier: { id: raw.supplierId, nama_perusahaan: raw.supplierName },
    status_penerimaan: raw.status,
  };
}

/** 'Daftar Barang Datang': active POs with goods still to come (search: number, supplier, receiver). */
export async function purchasesToReceive(
  db: Db,
  query: { page: number; per_page: number; sort: string; filter?: string | undefined; show?: 'all' | undefined },
): Promise<{ rows: ReceivingPurchaseRow[]; pagination?: Pagination }> {
  const where = and(eq(purchases.status, 'active'), stillToReceive, purchaseFilter(query.filter));
  const select = selectHeaders(db)
    .where(where)
    .orderBy(...purchaseOrder(query.sort, SORT_KEYS, RECEIVING_SORT_KEYS));
  if (query.show === 'all') return { rows: (await select).map(toHeader) };
  const { rows, pagination } = await selectPage(db, select, purchases, where, query);
  return { rows: rows.map(toHeader), pagination };
}

/** An active PO's header for the receipt screen; 404 when there is none. */
export async function purchaseForReceiving(db: Db, id: string): Promise<ReceivingPurchaseRow> {
  const [raw] = await selectHeaders(db).where(activePurchase(id)).limit(1);
  if (!raw) throw notFound(PURCHASE_MISSING);
  return toHeader(raw);
}

/** A product of a PO as the warehouse receives it: its lines summed, in the order it first appears. */
export interface ProductToReceive {
  productId: string;
  name: string;
  code: string;
  satuan: string;
  qty: number;
  received: number;
}

/** The PO's products (its lines grouped per product), optionally those whose name or code contains `filter`. */
export async function productsToReceive(db: Db, purchaseId: string, filter?: string): Promise<ProductToReceive[]> {
  const lines = await db
    .select({
      productId: purchaseLines.productId,
      name: purchaseLines.name,
      code: purchaseLines.code,
      satuan: purchaseLines.satuan,
      qty: purchaseLines.qty,
      received: purchaseLines.qtyDiterima,
    })
    .from(purchaseLines)
    .where(and(eq(purchaseLines.purchaseId, purchaseId), containsText(filter, [purchaseLines.name, purchaseLines.code])))
    .orderBy(asc(purchaseLines.position));
  const byProduct = new Map<string, ProductToReceive>();
  for (const line of lines) {
    const product = byProduct.get(line.productId);
    if (product) {
      product.qty += line.qty;
      product.received += line.received;
    } else byProduct.set(line.productId, { ...line });
  }
  return [...byProduct.values()];
}

/** A PO line locked for an arrival. */
export interface LockedLine {
  id: string;
  name: string;
  satuan: string;
  qty: number;
  received: number;
}

/**
 * Locks the lines of `productId` on an active PO for an arrival, in their order on the PO. The PO
 * is held FOR SHARE (an edit or delete, which takes it FOR UPDATE, waits for the arrival or comes
 * first), the lines FOR UPDATE (two clerks on one line go one after the other, the second reading
 * what the first received). 404 when the PO is gone or does not order the product.
 */
export async function lockLinesForReceipt(tx: Db, purchaseId: string, productId: string): Promise<LockedLine[]> {
  const [purchase] = await tx.select({ id: purchases.id }).from(purchases).where(activePurchase(purchaseId)).for('share');
  if (!purchase) throw notFound(PURCHASE_MISSING);
  const lines = await tx
    .select({ id: purchaseLines.id, name: purchaseLines.name, satuan: purchaseLines.satuan, qty: purchaseLines.qty, received: purchaseLines.qtyDiterima })
    .from(purchaseLines)
    .where(and(eq(purchaseLines.purchaseId, purchaseId), eq(purchaseLines.productId, productId)))
    .orderBy(asc(purchaseLines.position), asc(purchaseLines.id))
    .for('update');
  if (lines.length === 0) throw notFound('Produk tidak ada di PO ini');
  return lines;
}

/** Adds an arrival to a locked line; the line turns 'sudah' once all of it arrived. */
export async function addReceived(tx: Db, lineId: string, qty: number): Promise<void> {
  await tx
    .update(purchaseLines)
    .set({
      qtyDiterima: sql`${purchaseLines.qtyDiterima} + ${qty}`,
      statusGudang: sql`case when ${purchaseLines.qtyDiterima} + ${qty} >= ${purchaseLines.qty} then 'sudah' else 'belum' end`,
    })
    .where(eq(purchaseLines.id, lineId));
}

/** The PO's receiving status and whether the product's lines are all complete. */
export async function receivingStateOf(db: Db, purchaseId: string, productId: string): Promise<{ status: PoReceivingStatus; productComplete: boolean }> {
  const [purchase] = await db
    .select({ status: receivingStatusOf() })
    .from(purchases)
    .where(activePurchase(purchaseId));
  if (!purchase) throw notFound(PURCHASE_MISSING);
  const lines = await db
    .select({ status: purchaseLines.statusGudang })
    .from(purchaseLines)
    .where(and(eq(purchaseLines.purchaseId, purchaseId), eq(purchaseLines.productId, productId)));
  if (lines.length === 0) throw notFound('Produk tidak ada di PO ini');
  return { status: purchase.status, productComplete: lines.every((line) => line.status === 'sudah') };
}

/** Number, date and supplier of POs by id (deleted ones too: the history still names them). */
export async function purchaseNumbers(db: Db, ids: readonly string[]): Promise<Map<string, { noTransaksi: string; tanggalTransaksi: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: purchases.id, noTransaksi: purchases.noTransaksi, tanggalTransaksi: purchases.tanggalTransaksi })
    .from(purchases)
    .where(inArray(purchases.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** `column in (POs whose number contains text)`: the history's search by PO number, without a join. */
export function purchaseNumberContains(column: AnyPgColumn, text: string): SQL | undefined {
  const named = containsText(text, [purchases.noTransaksi]);
  return named ? sql`${column} in (select ${purchases.id} from ${purchases} where ${named})` : undefined;
}

/** The PO number expression for sorting a list by it (a scalar subquery over `column`). */
export const purchaseNumberOf = (column: AnyPgColumn): SQL =>
  sql`(select lower(${purchases.noTransaksi}) from ${purchases} where ${purchases.id} = ${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)})`;
