import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_DOCUMENT_PREFIXES } from '../../common/contract/stock-documents';
import { LINE_SAVED } from '../../common/contract/warehouse-documents';
import { OPNAME_MESSAGES, opnameEndpoints, type OpnameHeaderRow, type OpnameLineRow } from '../../common/contract/warehouse-opname';
import type { OpnamePrintLine } from '../../common/print/stock-documents';
import { users } from '../auth/tables';
import { personName, type Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, notFound, unauthenticated } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { uniqueViolation } from '../resource/routes';
import { companyForPrint } from '../settings/company';
import { nextDocumentNumber } from './documents';
import { assertLinePicks, headerRow, listHeaders, lockActiveHeader, type HeaderTable } from './document-headers';
import { stockOpnameLines, stockOpnames } from './flow-tables';
import { balanceIn, recordMovements, type StockMovement } from './stock';
import { products, stockBalances, units, warehouses } from './tables';

/**
 * Stock opname (issue 13 section 3). A draft until posted ('Selesai'): posting writes one 'opname'
 * ledger entry per row (counted − balance at posting, none when 0), so every balance equals its
 * counted figure at that moment, and keeps the balance at posting and the adjustment on the row.
 * A row is `open` while it is active in a draft; the unique index on open rows keeps one count
 * per product and warehouse. A posted opname is read-only.
 */

export const OPNAME_MISSING = 'Stock opname tidak ditemukan';
export const OPNAME_LINE_MISSING = 'Baris stock opname tidak ditemukan';
const ONE_OPEN_INDEX = 'warehouse_stock_opname_lines_one_open';

export const opnameHeaders: HeaderTable = {
  table: stockOpnames,
  id: stockOpnames.id,
  number: stockOpnames.number,
  createdDate: stockOpnames.createdDate,
  createdBy: stockOpnames.createdBy,
  status: stockOpnames.status,
  lineCount: sql`(select count(*) from ${stockOpnameLines} where ${stockOpnameLines.opnameId} = ${stockOpnames.id} and ${stockOpnameLines.status} = 'active')`,
};

/** The other open count of a product in a warehouse: its opname's number and state. */
const alreadyOpen = (number: string, productName: string, warehouseName: string) =>
  `${productName} di ${warehouseName} sudah dihitung di stock opname ${number} yang belum selesai; selesaikan atau hapus baris itu dulu`;

/** The posting state of headers by id (the part the shared header row does not carry). */
async function postingOf(db: Db, ids: readonly string[]): Promise<Map<string, { state: 'draft' | 'posted'; postedAt: Date | null; postedBy: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: stockOpnames.id,
      state: stockOpnames.state,
      postedAt: stockOpnames.postedAt,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(stockOpnames)
    .leftJoin(users, eq(users.id, stockOpnames.postedBy))
    .where(inArray(stockOpnames.id, [...ids]));
  return new Map(
    rows.map((r) => [r.id, { state: r.state, postedAt: r.postedAt, postedBy: r.email !== null ? personName({ firstname: r.firstname ?? '', lastname: r.lastname ?? '', email: r.email }) : null }]),
  );
}

async function withPosting<T extends { id: string }>(db: Db, rows: readonly T[]): Promise<(T & Pick<OpnameHeaderRow, 'state' | 'posted_at' | 'posted_by_name'>)[]> {
  const posting = await postingOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const p = posting.get(row.id);
    return { ...row, state: p?.state ?? 'draft', posted_at: p?.postedAt ? p.postedAt.toISOString() : null, posted_by_name: p?.postedBy ?? null };
  });
}

async function opnameRow(db: Db, id: string): Promise<OpnameHeaderRow | null> {
  const header = await headerRow(db, opnameHeaders, id);
  if (!header) return null;
  const [row] = await withPosting(db, [header]);
  return row ?? null;
}

const lineSelection = {
  id: stockOpnameLines.id,
  productId: products.id,
  productName: products.name,
  productCode: products.code,
  unit: units.name,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  stockData: stockOpnameLines.stockData,
  stockReal: stockOpnameLines.stockReal,
  balanceAtPost: stockOpnameLines.balanceAtPost,
  adjustment: stockOpnameLines.adjustment,
  balance: sql<number>`coalesce(${stockBalances.quantity}, 0)::int`,
};

const selectLines = (db: Db) =>
  db
    .select(lineSelection)
    .from(stockOpnameLines)
    .innerJoin(products, eq(products.id, stockOpnameLines.productId))
    .innerJoin(units, eq(units.id, products.unitId))
    .innerJoin(warehouses, eq(warehouses.id, stockOpnameLines.warehouseId))
    .leftJoin(stockBalances, and(eq(stockBalances.productId, stockOpnameLines.productId), eq(stockBalances.warehouseId, stockOpnameLines.warehouseId)));

type RawLine = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

function toLineRow(raw: RawLine, posted: boolean): OpnameLineRow {
  return {
    id: raw.id,
    product: { id: raw.productId, name: raw.productName, code: raw.productCode, unit: raw.unit },
    warehouse: { id: raw.warehouseId, name: raw.warehouseName },
    stock_data: raw.stockData,
    stock_real: raw.stockReal,
    difference: raw.stockReal - raw.stockData,
    stock_now: posted ? null : Number(raw.balance),
    balance_at_post: raw.balanceAtPost,
    adjustment: raw.adjustment,
  };
}

const activeLines = (db: Db, opnameId: string) =>
  selectLines(db)
    .where(and(eq(stockOpnameLines.opnameId, opnameId), eq(stockOpnameLines.status, 'active')))
    .orderBy(asc(stockOpnameLines.createdAt), asc(stockOpnameLines.id));

async function lineRow(db: Db, id: string): Promise<OpnameLineRow> {
  const [raw] = await selectLines(db).where(eq(stockOpnameLines.id, id));
  if (!raw) throw new Error(`opname line ${id} not found`);
  return toLineRow(raw, false);
}

/** Locks an active opname and refuses a posted one (409: read-only). */
async function lockDraft(tx: Db, id: string, mode: 'share' | 'update'): Promise<{ number: string }> {
  const header = await lockActiveHeader(tx, opnameHeaders, id, mode, OPNAME_MISSING);
  const [state] = await tx.select({ state: stockOpnames.state }).from(stockOpnames).where(eq(stockOpnames.id, id));
  if (state?.state === 'posted') throw conflict(OPNAME_MESSAGES.posted);
  return header;
}

/** The 409 when the product is already counted in another open row (`except` is the row being edited). */
async function refuseSecondOpenCount(db: Db, productId: string, warehouseId: string, except: string | null): Promise<void> {
  const [other] = await db
    .select({ number: stockOpnames.number, product: products.name, warehouse: warehouses.name })
    .from(stockOpnameLines)
    .innerJoin(stockOpnames, eq(stockOpnames.id, stockOpnameLines.opnameId))
    .innerJoin(products, eq(products.id, stockOpnameLines.productId))
    .innerJoin(warehouses, eq(warehouses.id, stockOpnameLines.warehouseId))
    .where(
      and(
        eq(stockOpnameLines.productId, productId),
        eq(stockOpnameLines.warehouseId, warehouseId),
        eq(stockOpnameLines.open, true),
        except ? ne(stockOpnameLines.id, except) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', alreadyOpen(other.number, other.product, other.warehouse), { product: alreadyOpen(other.number, other.product, other.warehouse) });
}

/**
 * A line save whose insert or update met the one-open-count index (a save racing past the check):
 * the same 409, naming the opname that won. Read after the failed transaction rolled back.
 */
async function openCountConflicts<T>(db: Db, pick: { productId: string; warehouseId: string; except: string | null }, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null || (constraint !== '' && constraint !== ONE_OPEN_INDEX)) throw error;
    await refuseSecondOpenCount(db, pick.productId, pick.warehouseId, pick.except);
    throw conflict('Produk ini sedang dihitung di stock opname lain yang belum selesai');
  }
}

export function registerOpnameRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; files: FileStore }): void {
  const { db, clock, files } = deps;
  const e = opnameEndpoints;

  registerEndpoint(app, e.list, async ({ query }) => {
    const { rows, pagination } = await listHeaders(db, opnameHeaders, query);
    return { data: await withPosting(db, rows), pagination };
  });

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const createdDate = body.created_date ?? now;
    const id = await db.transaction(async (tx) => {
      const number = await nextDocumentNumber(tx, STOCK_DOCUMENT_PREFIXES.opname, createdDate);
      const [row] = await tx
        .insert(stockOpnames)
        .values({ number, createdDate, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .returning({ id: stockOpnames.id });
      if (!row) throw new Error('insert returned nothing');
      await writeAuditBy(tx, auth, now, { entity: 'stock_opname', entityId: row.id, action: 'add', changedFields: ['created_date'] });
      return row.id;
    });
    const data = await opnameRow(db, id);
    if (!data) throw new Error('added opname not found');
    return { status: 'ok' as const, data };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      await lockDraft(tx, params.id, 'update');
      if (body.status === 'deleted') {
        // Its rows stop being open counts, so the products can be counted elsewhere.
        await tx
          .update(stockOpnameLines)
          .set({ open: false, updatedAt: now, updatedBy: auth.user.id })
          .where(and(eq(stockOpnameLines.opnameId, params.id), eq(stockOpnameLines.open, true)));
        await tx.update(stockOpnames).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(stockOpnames.id, params.id));
        await writeAuditBy(tx, auth, now, { entity: 'stock_opname', entityId: params.id, action: 'delete', changedFields: ['status'] });
        return;
      }
      if (body.created_date) {
        await tx.update(stockOpnames).set({ createdDate: body.created_date, updatedAt: now, updatedBy: auth.user.id }).where(eq(stockOpnames.id, params.id));
        await writeAuditBy(tx, auth, now, { entity: 'stock_opname', entityId: params.id, action: 'update', changedFields: ['created_date'] });
      }
    });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.lines, async ({ params }) => {
    const header = await opnameRow(db, params.headerId);
    if (!header || header.status !== 'active') throw notFound(OPNAME_MISSING);
    const posted = header.state === 'posted';
    return { data: { header, data: (await activeLines(db, params.headerId)).map((raw) => toLineRow(raw, posted)) } };
  });

  registerEndpoint(app, e.addLine, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const pick = { productId: body.product, warehouseId: body.warehouse, except: null };
    const id = await openCountConflicts(db, pick, () =>
      db.transaction(async (tx) => {
        await lockDraft(tx, body.stock_opname, 'share');
        await assertLinePicks(tx, pick, { product: 'product', warehouse: 'warehouse' });
        await refuseSecondOpenCount(tx, body.product, body.warehouse, null);
        const [row] = await tx
          .insert(stockOpnameLines)
          .values({
            opnameId: body.stock_opname,
            productId: body.product,
            warehouseId: body.warehouse,
            // The system stock is the server's balance at counting, not what the screen sent.
            stockData: await balanceIn(tx, body.product, body.warehouse),
            stockReal: body.stock_real,
            open: true,
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning({ id: stockOpnameLines.id });
        if (!row) throw new Error('insert returned nothing');
        return row.id;
      }),
    );
    return { status: 'ok' as const, message: LINE_SAVED, data: await lineRow(db, id) };
  });

  registerEndpoint(app, e.updateLine, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const pick = { productId: body.product, warehouseId: body.warehouse, except: params.id };
    await openCountConflicts(db, pick, () =>
      db.transaction(async (tx) => {
        const [line] = await tx
          .select({ opnameId: stockOpnameLines.opnameId })
          .from(stockOpnameLines)
          .where(and(eq(stockOpnameLines.id, params.id), eq(stockOpnameLines.status, 'active')));
        if (!line) throw notFound(OPNAME_LINE_MISSING);
        await lockDraft(tx, line.opnameId, 'share');
        await assertLinePicks(tx, pick, { product: 'product', warehouse: 'warehouse' });
        await refuseSecondOpenCount(tx, body.product, body.warehouse, params.id);
        // A saved row is a new count: the system stock is read again.
        await tx
          .update(stockOpnameLines)
          .set({
            productId: body.product,
            warehouseId: body.warehouse,
            stockData: await balanceIn(tx, body.product, body.warehouse),
            stockReal: body.stock_real,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .where(eq(stockOpnameLines.id, params.id));
      }),
    );
    return { status: 'ok' as const, message: LINE_SAVED, data: await lineRow(db, params.id) };
  });

  registerEndpoint(app, e.deleteLine, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const [line] = await tx
        .select({ opnameId: stockOpnameLines.opnameId })
        .from(stockOpnameLines)
        .where(and(eq(stockOpnameLines.id, params.id), eq(stockOpnameLines.status, 'active')));
      if (!line) throw notFound(OPNAME_LINE_MISSING);
      await lockDraft(tx, line.opnameId, 'share');
      await tx.update(stockOpnameLines).set({ status: 'deleted', open: false, updatedAt: now, updatedBy: auth.user.id }).where(eq(stockOpnameLines.id, params.id));
    });
    return { status: 'ok' as const, message: LINE_SAVED };
  });

  registerEndpoint(app, e.post, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const header = await lockDraft(tx, params.id, 'update');
      const lines = await tx
        .select({ id: stockOpnameLines.id, productId: stockOpnameLines.productId, warehouseId: stockOpnameLines.warehouseId, stockData: stockOpnameLines.stockData, stockReal: stockOpnameLines.stockReal })
        .from(stockOpnameLines)
        .where(and(eq(stockOpnameLines.opnameId, params.id), eq(stockOpnameLines.status, 'active')));
      if (lines.length === 0) throw conflict(OPNAME_MESSAGES.empty);
      // The products' locks first (as recordMovements takes them), so no balance moves between
      // reading it here and writing the adjustment.
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...new Set(lines.map((l) => l.productId))]))
        .orderBy(asc(products.id))
        .for('update');
      const counted = await Promise.all(lines.map(async (line) => ({ ...line, balance: await balanceIn(tx, line.productId, line.warehouseId) })));
      const moved = counted.filter((line) => line.balance !== line.stockData);
      if (moved.length > 0 && !body.accept_moved) throw conflict(OPNAME_MESSAGES.moved);
      const movements: StockMovement[] = counted
        .filter((line) => line.stockReal !== line.balance)
        .map((line) => ({ productId: line.productId, warehouseId: line.warehouseId, quantity: line.stockReal - line.balance, kind: 'opname', reference: header.number, note: `Stock opname (baris ${line.id})` }));
      await recordMovements(tx, movements, { userId: auth.user.id, at: now });
      for (const line of counted) {
        await tx
          .update(stockOpnameLines)
          .set({ balanceAtPost: line.balance, adjustment: line.stockReal - line.balance, open: false, updatedAt: now, updatedBy: auth.user.id })
          .where(eq(stockOpnameLines.id, line.id));
      }
      await tx.update(stockOpnames).set({ state: 'posted', postedAt: now, postedBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id }).where(eq(stockOpnames.id, params.id));
      await writeAuditBy(tx, auth, now, { entity: 'stock_opname', entityId: params.id, action: 'update', changedFields: ['state'] });
    });
    const data = await opnameRow(db, params.id);
    if (!data) throw new Error('posted opname not found');
    return { status: 'ok' as const, data };
  });

  registerEndpoint(app, e.print, async ({ params, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const header = await opnameRow(db, params.id);
    if (!header || header.status !== 'active') throw notFound(OPNAME_MISSING);
    const posted = header.state === 'posted';
    const lines: OpnamePrintLine[] = (await activeLines(db, params.id)).map((raw) => ({
      product: raw.productName,
      code: raw.productCode,
      unit: raw.unit,
      warehouse: raw.warehouseName,
      system: raw.stockData,
      counted: raw.stockReal,
      balanceAtPost: posted ? raw.balanceAtPost : null,
      adjustment: posted ? raw.adjustment : null,
    }));
    const pdf = await renderPdfJob(
      pdfJob(
        'opname',
        { number: header.number, createdDate: header.created_date, createdBy: header.created_by_name, postedAt: header.posted_at, postedBy: header.posted_by_name },
        lines,
        { printedBy: personName(auth.user), printedAt: clock(), company: await companyForPrint(db, files) },
      ),
    );
    return sendPdf(reply, pdf, `stock-opname-${header.number}.pdf`);
  });
}
