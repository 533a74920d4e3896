import { and, asc, desc, eq, getTableName, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '../../common/contract/files';
import {
  PO_DEFAULT_SORT,
  PO_INCOMPLETE,
  PO_PAID_NO_DELETE,
  PO_PAID_NO_EDIT,
  PO_RECEIVED_NO_DELETE,
  PO_SORT_KEYS,
  purchaseBody,
  purchasingEndpoints,
  TOTALS_MISMATCH,
  type PurchaseBody,
  type PurchaseDetail,
  type PoReceivingStatus,
  type PurchaseRow,
} from '../../common/contract/purchasing';
import { formatRupiah } from '../../common/format';
import { purchaseTotals, PurchaseMathError, type PurchaseTotals } from '../../common/purchasing';
import type { Clock } from '../auth/context';
import { writeAuditDiff } from '../db/audit';
import { AUDIT_TRACKED } from '../../common/contract/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError, zodValidationError } from '../http/errors';
import { containsText, selectPage, softDelete, sortOrder, uniqueViolation } from '../resource/routes';
import { lockOrderableProducts } from '../warehouse/lookup';
import { addresses, purchaseLines, purchasePayments, purchases, suppliers } from './tables';

/**
 * Purchase orders (seed 001 sections 2 'Purchasing screens' 1–4, 3, 4, 5, 7, 9): the list, the
 * detail, add and update (or soft delete) while 'belum lunas'. Every total is recomputed with
 * common/purchasing.ts; a payload whose figures disagree is refused rather than corrected, so
 * what the user saw is what is stored.
 */

export const PURCHASE_MISSING = 'PO tidak ditemukan';
/** The area payment proofs are stored in (server/files). */
export const PAYMENT_AREA = 'payment';

// ─── Reading ─────────────────────────────────────────────────────────────────────────────────

/**
 * "purchases"."id" written out: in a one-table select drizzle names columns bare, and a bare "id"
 * inside a subquery over the lines would be the line's own id.
 */
export const OUTER_PURCHASE_ID = sql`${sql.identifier(getTableName(purchases))}.${sql.identifier(purchases.id.name)}`;

/**
 * The PO's receiving status from its lines (issue 13 section 1): 'lengkap' when every line is
 * 'sudah', 'sebagian' once anything arrived, else 'belum datang'; for a query over `purchases`.
 */
export function receivingStatusOf(): SQL<PoReceivingStatus> {
  return sql<PoReceivingStatus>`(select case
      when bool_and(${purchaseLines.statusGudang} = 'sudah') then 'lengkap'
      when sum(${purchaseLines.qtyDiterima}) > 0 then 'sebagian'
      else 'belum datang' end
    from ${purchaseLines} where ${purchaseLines.purchaseId} = ${OUTER_PURCHASE_ID})`;
}

const rowSelection = {
  id: purchases.id,
  noTransaksi: purchases.noTransaksi,
  noReffSupplier: purchases.noReffSupplier,
  jenisPo: purchases.jenisPo,
  tanggalTransaksi: purchases.tanggalTransaksi,
  tanggalJatuhTempo: purchases.tanggalJatuhTempo,
  supplierId: suppliers.id,
  supplierName: suppliers.nama_perusahaan,
  supplierEmail: suppliers.email,
  receiverId: addresses.id,
  receiverName: addresses.nama_perusahaan,
  receiverAddress: addresses.alamat_pengiriman,
  subTotal: purchases.subTotal,
  ppn: purchases.ppn,
  total: purchases.total,
  diskon: purchases.diskon,
  jenisDiskon: purchases.jenisDiskon,
  ongkir: purchases.ongkir,
  grandTotal: purchases.grandTotal,
  sisaPembayaran: purchases.sisaPembayaran,
  statusPembayaran: purchases.statusPembayaran,
  attn: purchases.attn,
  memo: purchases.memo,
  createdAt: purchases.createdAt,
};

/** POs with their supplier and receiver (a since-deleted one still names the PO). */
export const selectPurchaseRows = (db: Db) =>
  db
    .select(rowSelection)
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .innerJoin(addresses, eq(addresses.id, purchases.receiverId));

/** The PO list's and detail's rows: with the receiving status (the reports, which read many POs, go without). */
const selectListedRows = (db: Db) =>
  db
    .select({ ...rowSelection, statusPenerimaan: receivingStatusOf() })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .innerJoin(addresses, eq(addresses.id, purchases.receiverId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectListedRows>['execute']>>[number];

function toRow(raw: RawRow): PurchaseRow {
  return {
    id: raw.id,
    no_transaksi: raw.noTransaksi,
    no_reff_supplier: raw.noReffSupplier,
    jenis_po: raw.jenisPo,
    tanggal_transaksi: raw.tanggalTransaksi,
    tanggal_jatuh_tempo: raw.tanggalJatuhTempo,
    supplier: { id: raw.supplierId, nama_perusahaan: raw.supplierName, email: raw.supplierEmail },
    penerima: { id: raw.receiverId, nama_perusahaan: raw.receiverName, alamat_pengiriman: raw.receiverAddress },
    sub_total: Number(raw.subTotal),
    ppn: Number(raw.ppn),
    total: Number(raw.total),
    diskon: Number(raw.diskon),
    jenis_diskon: raw.jenisDiskon,
    ongkir: Number(raw.ongkir),
    grand_total: Number(raw.grandTotal),
    sisa_pembayaran: Number(raw.sisaPembayaran),
    status_pembayaran: raw.statusPembayaran,
    status_penerimaan: raw.statusPenerimaan,
    attn: raw.attn,
    memo: raw.memo,
    created_at: raw.createdAt.toISOString(),
  };
}

export const activePurchase = (id: string) => and(eq(purchases.id, id), eq(purchases.status, 'active'));

async function activeRow(db: Db, id: string): Promise<PurchaseRow | null> {
  const [raw] = await selectListedRows(db).where(activePurchase(id)).limit(1);
  return raw ? toRow(raw) : null;
}

/** An active PO with its lines (in order) and payments (oldest first), or null. */
export async function purchaseDetailOf(db: Db, id: string): Promise<PurchaseDetail | null> {
  const row = await activeRow(db, id);
  if (!row) return null;
  const lines = await db.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, id)).orderBy(asc(purchaseLines.position));
  const payments = await db
    .select()
    .from(purchasePayments)
    .where(eq(purchasePayments.purchaseId, id))
    .orderBy(asc(purchasePayments.createdAt), asc(purchasePayments.id));
  return {
    ...row,
    product: lines.map((line) => ({
      id: line.id,
      id_produk: line.productId,
      name: line.name,
      code: line.code,
      satuan: line.satuan,
      qty: line.qty,
      price: Number(line.harga),
      ukuran_asli: line.ukuranAsli,
      tebal: line.tebal,
      qty_zak: line.qtyZak,
      diskon_1: Number(line.diskon1),
      diskon_2: Number(line.diskon2),
      total_awal: Number(line.totalAwal),
      total: Number(line.total),
      qty_diterima: line.qtyDiterima,
      status_gudang: line.statusGudang,
    })),
    pembayaran: payments.map((payment) => ({
      id: payment.id,
      tanggal_pembayaran: payment.tanggalPembayaran,
      cara_pembayaran: payment.caraPembayaran,
      nominal_pembayaran: Number(payment.nominal),
      memo: payment.memo,
      lampiran: fileUrl(PAYMENT_AREA, payment.lampiran),
      created_by: payment.createdByName,
    })),
  };
}

/** `column in (select id from table where name contains text)`: a filter on a joined name that needs no join to count. */
const namedBy = (column: AnyPgColumn, table: typeof suppliers | typeof addresses, text: string): SQL | undefined => {
  const named = containsText(text, [table.nama_perusahaan]);
  return named ? sql`${column} in (select ${table.id} from ${table} where ${named})` : undefined;
};

/** The list's filter: transaction number, supplier or receiver contains the text. */
export function purchaseFilter(filter: string | undefined, extra: readonly (PgColumn | SQL)[] = []): SQL | undefined {
  const text = filter?.trim();
  if (!text) return undefined;
  return or(containsText(text, [purchases.noTransaksi, ...extra]), namedBy(purchases.supplierId, suppliers, text), namedBy(purchases.receiverId, addresses, text));
}

const LIST_SORT_KEYS = new Map<string, SQL>([
  ['tanggal_transaksi', sql`${purchases.tanggalTransaksi}`],
  ['no_transaksi', sql`lower(${purchases.noTransaksi})`],
  ['tanggal_jatuh_tempo', sql`${purchases.tanggalJatuhTempo}`],
  ['grand_total', sql`${purchases.grandTotal}`],
  ['status_pembayaran', sql`${purchases.statusPembayaran}`],
  ['supplier', sql`lower(${suppliers.nama_perusahaan})`],
]);

/**
 * ORDER BY over `keys` (ties: the newer PO first, then the id), for lists that select with
 * `selectPurchaseRows`.
 */
export function purchaseOrder(sort: string, keys: ReadonlyMap<string, SQL>, choices: readonly string[]): SQL[] {
  const order = sortOrder(sort, keys, choices, purchases.id);
  return [...order.slice(0, -1), desc(purchases.createdAt), ...order.slice(-1)];
}

// ─── Checking a payload ─────────────────────────────────────────────────────────────────────

/** A real calendar day (the contract checks the shape only: 2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

function checkDates(body: PurchaseBody): void {
  const problems: Record<string, string> = {};
  if (!isCalendarDay(body.tanggal_transaksi)) problems['tanggal_transaksi'] = 'Tanggal transaksi tidak valid';
  if (!isCalendarDay(body.tanggal_jatuh_tempo)) problems['tanggal_jatuh_tempo'] = 'Tanggal jatuh tempo tidak valid';
  else if (!problems['tanggal_transaksi'] && body.tanggal_jatuh_tempo < body.tanggal_transaksi) {
    problems['tanggal_jatuh_tempo'] = 'Tanggal jatuh tempo tidak boleh sebelum tanggal transaksi';
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/**
 * The figures recomputed from the lines. A payload whose totals differ is refused with a field
 * per differing figure (what it should be), so a stale or tampered form never stores its own sums.
 */
export function checkedTotals(body: PurchaseBody): PurchaseTotals {
  let totals: PurchaseTotals;
  try {
    totals = purchaseTotals({
      jenis_po: body.jenis_po,
      lines: body.kode_produk.map((line) => ({ qty: line.qty, harga: line.harga, diskon_1: line.diskon_1, diskon_2: line.diskon_2 })),
      ppn: body.ppn,
      diskon: body.diskon,
      jenis_diskon: body.jenis_diskon,
      ongkir: body.ongkir,
    });
  } catch (error) {
    if (error instanceof PurchaseMathError) throw new AppError('VALIDATION', error.message, { [error.field]: error.message });
    throw error;
  }
  const differs: Record<string, string> = {};
  const expect = (field: string, sent: number, computed: number) => {
    if (sent !== computed) differs[field] = `Seharusnya ${formatRupiah(computed)}`;
  };
  totals.lines.forEach((line, index) => {
    const sent = body.kode_produk[index];
    if (!sent) return;
    expect(`kode_produk.${index}.total_awal`, sent.total_awal, line.total_awal);
    expect(`kode_produk.${index}.total`, sent.total, line.total);
  });
  expect('sub_total', body.sub_total, totals.sub_total);
  expect('total', body.total, totals.total);
  expect('grand_total', body.grand_total, totals.grand_total);
  if (Object.keys(differs).length > 0) throw new AppError('VALIDATION', TOTALS_MISMATCH, differs);
  return totals;
}

/** Supplier and receiver must be active; held FOR SHARE so a concurrent delete either sees this PO or makes this check fail. */
async function assertParties(tx: Db, body: PurchaseBody): Promise<void> {
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, body.id_supplier), eq(suppliers.status, 'active')))
    .for('share');
  const [receiver] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, body.id_penerima), eq(addresses.status, 'active')))
    .for('share');
  const missing: Record<string, string> = {};
  if (!supplier) missing['id_supplier'] = 'Supplier tidak ditemukan';
  if (!receiver) missing['id_penerima'] = 'Alamat pengiriman tidak ditemukan';
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', PO_INCOMPLETE, missing);
}

/** The lines as stored: the product's name, code and unit copied now; each type keeps only its own extra columns. */
async function lineValues(tx: Db, body: PurchaseBody, totals: PurchaseTotals, purchaseId: string) {
  const found = await lockOrderableProducts(
    tx,
    body.kode_produk.map((line) => line.id_produk),
  );
  const missing: Record<string, string> = {};
  body.kode_produk.forEach((line, index) => {
    if (!found.has(line.id_produk)) missing[`kode_produk.${index}.id_produk`] = 'Produk tidak ditemukan';
  });
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', PO_INCOMPLETE, missing);
  return body.kode_produk.map((line, index) => {
    const product = found.get(line.id_produk);
    const computed = totals.lines[index];
    if (!product || !computed) throw new Error('line without product or totals');
    return {
      purchaseId,
      position: index,
      productId: product.id,
      name: product.name,
      code: product.code,
      satuan: product.unit,
      qty: line.qty,
      harga: line.harga,
      ukuranAsli: body.jenis_po === 'Pipa' ? line.ukuran_asli : '',
      tebal: body.jenis_po === 'Pipa' ? line.tebal : '',
      qtyZak: body.jenis_po === 'Termo' ? line.qty_zak : 0,
      diskon1: String(body.jenis_po === 'Solar Cell' ? line.diskon_1 : 0),
      diskon2: String(body.jenis_po === 'Solar Cell' ? line.diskon_2 : 0),
      totalAwal: computed.total_awal,
      total: computed.total,
    };
  });
}

const TRANSACTION_NUMBER_TAKEN = 'No. Transaksi sudah dipakai PO lain';
const UNIQUE_NUMBER_INDEX = 'purchases_no_transaksi_active';

/**
 * The PO's transaction number: the one typed (409 when another active PO has it), or for a
 * blank one the current Unix seconds, with '-2', '-3', … when that is taken already.
 */
async function transactionNumber(tx: Db, typed: string, now: Date, exceptId: string | null): Promise<{ value: string; generated: boolean }> {
  const others = (condition: SQL) => and(eq(purchases.status, 'active'), condition, exceptId ? ne(purchases.id, exceptId) : undefined);
  if (typed) {
    const [taken] = await tx.select({ id: purchases.id }).from(purchases).where(others(eq(purchases.noTransaksi, typed))).limit(1);
    if (taken) throw new AppError('CONFLICT', TRANSACTION_NUMBER_TAKEN, { no_transaksi: TRANSACTION_NUMBER_TAKEN });
    return { value: typed, generated: false };
  }
  const base = String(Math.floor(now.getTime() / 1000));
  const used = await tx
    .select({ no: purchases.noTransaksi })
    .from(purchases)
    .where(others(or(eq(purchases.noTransaksi, base), sql`${purchases.noTransaksi} like ${`${base}-%`}`) ?? sql`false`));
  const taken = new Set(used.map((row) => row.no));
  let value = base;
  for (let suffix = 2; taken.has(value); suffix += 1) value = `${base}-${suffix}`;
  return { value, generated: true };
}

/** Two saves in the same second may pick the same generated number; the loser tries again. */
const GENERATED_NUMBER_ATTEMPTS = 5;

/**
 * Runs a save whose transaction picks the transaction number. Two saves racing past the check
 * meet at the unique index: a generated number is picked afresh (up to a few times), a typed one
 * is the same 409 as the check's.
 */
async function withNumberRetry<T>(generated: boolean, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      const constraint = uniqueViolation(error);
      // The number's index is the only unique one these writes can meet (a driver may not name it).
      if (constraint === null || (constraint !== '' && !constraint.includes(UNIQUE_NUMBER_INDEX))) throw error;
      if (!generated || attempt >= GENERATED_NUMBER_ATTEMPTS) throw new AppError('CONFLICT', TRANSACTION_NUMBER_TAKEN, { no_transaksi: TRANSACTION_NUMBER_TAKEN });
    }
  }
}

/** The PO's columns from a checked payload. */
function purchaseValues(body: PurchaseBody, totals: PurchaseTotals, numbers: { noTransaksi: string; noReffSupplier: string }) {
  return {
    supplierId: body.id_supplier,
    receiverId: body.id_penerima,
    noTransaksi: numbers.noTransaksi,
    noReffSupplier: numbers.noReffSupplier,
    jenisPo: body.jenis_po,
    tanggalTransaksi: body.tanggal_transaksi,
    tanggalJatuhTempo: body.tanggal_jatuh_tempo,
    attn: body.attn,
    memo: body.memo,
    subTotal: totals.sub_total,
    ppn: String(body.ppn),
    total: totals.total,
    diskon: String(body.diskon),
    jenisDiskon: body.jenis_diskon,
    ongkir: body.ongkir,
    grandTotal: totals.grand_total,
    // Only a PO without payments is saved ('belum lunas'): the whole grand total is still owed.
    sisaPembayaran: totals.grand_total,
  };
}

const paidNoEdit = () => new AppError('CONFLICT', PO_PAID_NO_EDIT);
const paidNoDelete = () => new AppError('CONFLICT', PO_PAID_NO_DELETE);

// ─── Routes ──────────────────────────────────────────────────────────────────────────────────

export function registerPurchaseRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  const e = purchasingEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => {
    const where = and(eq(purchases.status, 'active'), purchaseFilter(query.filter));
    const select = selectListedRows(db)
      .where(where)
      .orderBy(...purchaseOrder(query.sort ?? PO_DEFAULT_SORT, LIST_SORT_KEYS, PO_SORT_KEYS));
    if (query.show === 'all') return { data: (await select).map(toRow) };
    const { rows, pagination } = await selectPage(db, select, purchases, where, query);
    return { data: rows.map(toRow), pagination };
  });

  registerEndpoint(app, e.get, async ({ params }) => {
    const detail = await purchaseDetailOf(db, params.id);
    if (!detail) throw notFound(PURCHASE_MISSING);
    return { data: detail };
  });

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    checkDates(body);
    const totals = checkedTotals(body);
    const id = await withNumberRetry(!body.no_transaksi, () => {
      const now = clock();
      return db.transaction(async (tx) => {
        await assertParties(tx, body);
        const number = await transactionNumber(tx, body.no_transaksi, now, null);
        const noReffSupplier = body.no_reff_supplier || String(Math.floor(now.getTime() / 1000));
        const [inserted] = await tx
          .insert(purchases)
          .values({
            ...purchaseValues(body, totals, { noTransaksi: number.value, noReffSupplier }),
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning({ id: purchases.id });
        if (!inserted) throw new Error('insert returned nothing');
        await tx.insert(purchaseLines).values(await lineValues(tx, body, totals, inserted.id));
        const after = await purchaseHistoryOf(tx, inserted.id);
        await writeAuditDiff(tx, auth, now, { entity: 'purchase', entityId: inserted.id, action: 'add', tracked: AUDIT_TRACKED.purchase, before: null, after, alsoChanged: ['lines'] });
        return inserted.id;
      });
    });
    const row = await activeRow(db, id);
    if (!row) throw new Error('saved purchase not found');
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();

    // The seeds' delete: PUT update/{id} with {status: 'deleted'}, only while nothing is paid.
    if (body.status === 'deleted') {
      const now = clock();
      await db.transaction(async (tx) => {
        const current = await lockPurchase(tx, params.id);
        if (current.statusPembayaran !== 'belum lunas') throw paidNoDelete();
        if (await anythingReceived(tx, params.id)) throw new AppError('CONFLICT', PO_RECEIVED_NO_DELETE);
        if (!(await softDelete(tx, purchases, activePurchase(params.id), { entity: 'purchase', entityId: params.id, by: auth, at: now }))) {
          throw notFound(PURCHASE_MISSING);
        }
      });
      return { status: 'ok' as const };
    }

    const parsed = purchaseBody.safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const fields = parsed.data;
    checkDates(fields);
    const totals = checkedTotals(fields);
    await withNumberRetry(!fields.no_transaksi, () => {
      const now = clock();
      return db.transaction(async (tx) => {
        // The PO's lock serialises this edit with its payments: a payment either came first
        // (and the edit is refused) or waits for the edit.
        const current = await lockPurchase(tx, params.id);
        if (current.statusPembayaran !== 'belum lunas') throw paidNoEdit();
        const before = await purchaseHistoryOf(tx, params.id);
        await assertParties(tx, fields);
        const number = await transactionNumber(tx, fields.no_transaksi, now, params.id);
        const noReffSupplier = fields.no_reff_supplier || String(Math.floor(now.getTime() / 1000));
        const lines = await lineValues(tx, fields, totals, params.id);
        await tx
          .update(purchases)
          .set({ ...purchaseValues(fields, totals, { noTransaksi: number.value, noReffSupplier }), updatedAt: now, updatedBy: auth.user.id })
          .where(eq(purchases.id, params.id));
        await replaceLines(tx, params.id, lines);
        const after = await purchaseHistoryOf(tx, params.id);
        // Without a value to show: the receiver, the discount kind and the lines ('Barang'), named only.
        const linesChanged = changedFields(current, fields, number.value).filter((field) => field !== 'id_supplier');
        await writeAuditDiff(tx, auth, now, { entity: 'purchase', entityId: params.id, action: 'update', tracked: AUDIT_TRACKED.purchase, before, after, alsoChanged: linesChanged });
      });
    });
    return { status: 'ok' as const };
  });
}

/** A PO as its Riwayat Perubahan tracks it (common/contract/audit.ts), the supplier by name. */
export async function purchaseHistoryOf(tx: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({ po: purchases, supplier: suppliers.nama_perusahaan })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(eq(purchases.id, id));
  if (!row) return null;
  const { po } = row;
  return {
    no_transaksi: po.noTransaksi,
    supplier: row.supplier,
    jenis_po: po.jenisPo,
    tanggal_transaksi: po.tanggalTransaksi,
    tanggal_jatuh_tempo: po.tanggalJatuhTempo,
    attn: po.attn,
    memo: po.memo,
    ppn: Number(po.ppn),
    diskon: po.jenisDiskon === '%' ? `${Number(po.diskon)}%` : formatRupiah(Number(po.diskon)),
    ongkir: po.ongkir,
    grand_total: po.grandTotal,
    sisa_pembayaran: po.sisaPembayaran,
    status_pembayaran: po.statusPembayaran,
  };
}

/** The active PO, locked FOR UPDATE until the transaction ends; 404 when there is none. */
export async function lockPurchase(tx: Db, id: string): Promise<typeof purchases.$inferSelect> {
  const [current] = await tx.select().from(purchases).where(activePurchase(id)).for('update');
  if (!current) throw notFound(PURCHASE_MISSING);
  return current;
}

/** Whether the warehouse has received anything of the PO (its lines are locked by the PO's lock: receipts hold it FOR SHARE). */
async function anythingReceived(tx: Db, id: string): Promise<boolean> {
  const [received] = await tx
    .select({ id: purchaseLines.id })
    .from(purchaseLines)
    .where(and(eq(purchaseLines.purchaseId, id), sql`${purchaseLines.qtyDiterima} > 0`))
    .limit(1);
  return received !== undefined;
}

type LineValues = Awaited<ReturnType<typeof lineValues>>[number];

/**
 * Writes an edited PO's lines. Without arrivals they are replaced whole. With arrivals (goods
 * receipts point at the lines) each stored line keeps its row: the k-th stored line of a product
 * pairs with the k-th sent line of that product (the form keeps their order); a received line
 * must stay (same product) with at least what arrived, else 409 naming the product; paired lines
 * are updated in place, unpaired unreceived lines deleted, new ones inserted.
 */
async function replaceLines(tx: Db, purchaseId: string, lines: LineValues[]): Promise<void> {
  if (!(await anythingReceived(tx, purchaseId))) {
    await tx.delete(purchaseLines).where(eq(purchaseLines.purchaseId, purchaseId));
    await tx.insert(purchaseLines).values(lines);
    return;
  }
  const stored = await tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, purchaseId)).orderBy(asc(purchaseLines.position), asc(purchaseLines.id));
  const sentByProduct = new Map<string, LineValues[]>();
  for (const line of lines) sentByProduct.set(line.productId, [...(sentByProduct.get(line.productId) ?? []), line]);
  const paired = new Map<LineValues, typeof purchaseLines.$inferSelect>();
  const dropped: string[] = [];
  for (const line of stored) {
    const match = sentByProduct.get(line.productId)?.shift();
    if (match) {
      if (match.qty < line.qtyDiterima) throw new AppError('CONFLICT', `Qty ${line.name} tidak boleh kurang dari yang sudah diterima gudang (${line.qtyDiterima} ${line.satuan})`);
      paired.set(match, line);
    } else if (line.qtyDiterima > 0) {
      throw new AppError('CONFLICT', `${line.name} sudah diterima gudang (${line.qtyDiterima} ${line.satuan}): barisnya tidak bisa dihapus atau diganti produk lain`);
    } else dropped.push(line.id);
  }
  if (dropped.length > 0) await tx.delete(purchaseLines).where(inArray(purchaseLines.id, dropped));
  for (const line of lines) {
    const existing = paired.get(line);
    if (!existing) {
      await tx.insert(purchaseLines).values(line);
      continue;
    }
    await tx
      .update(purchaseLines)
      .set({ ...line, statusGudang: existing.qtyDiterima >= line.qty ? 'sudah' : 'belum' })
      .where(eq(purchaseLines.id, existing.id));
  }
}

/** The audit's changed fields: the PO's own columns compared; the lines count as changed whenever they were sent (they are replaced). */
function changedFields(current: typeof purchases.$inferSelect, next: PurchaseBody, noTransaksi: string): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['id_supplier', current.supplierId, next.id_supplier],
    ['id_penerima', current.receiverId, next.id_penerima],
    ['no_transaksi', current.noTransaksi, noTransaksi],
    ['jenis_po', current.jenisPo, next.jenis_po],
    ['tanggal_transaksi', current.tanggalTransaksi, next.tanggal_transaksi],
    ['tanggal_jatuh_tempo', current.tanggalJatuhTempo, next.tanggal_jatuh_tempo],
    ['attn', current.attn, next.attn],
    ['memo', current.memo, next.memo],
    ['ppn', Number(current.ppn), next.ppn],
    ['diskon', Number(current.diskon), next.diskon],
    ['jenis_diskon', current.jenisDiskon, next.jenis_diskon],
    ['ongkir', Number(current.ongkir), next.ongkir],
    ['grand_total', Number(current.grandTotal), next.grand_total],
  ];
  return [...pairs.filter(([, before, after]) => before !== after).map(([field]) => field), 'kode_produk'];
}

/** Active POs that name a supplier or receiver: a master in use cannot be deleted (409). */
export function usedByActivePurchase(column: AnyPgColumn, noun: string) {
  return async (tx: Db, id: string): Promise<string | null> => {
    const [used] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(column, id), eq(purchases.status, 'active')))
      .limit(1);
    return used ? `${noun} masih dipakai oleh PO aktif, tidak bisa dihapus` : null;
  };
}
