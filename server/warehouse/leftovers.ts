import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../common/contract/list';
import {
  LEFTOVER_INCOMPLETE,
  LEFTOVER_MISSING,
  LEFTOVER_REPORT_MAX_ROWS,
  leftoverEndpoints,
  type LeftoverFields,
  type LeftoverRow,
  type LeftoverSource,
} from '../../common/contract/warehouse-leftovers';
import { users } from '../auth/tables';
import { personName, type Clock } from '../auth/context';
import { writeAuditBy, type AuditActor } from '../db/audit';
import type { Db } from '../db/client';
import { divisionNames, lockActiveDivision } from '../employee/lookup';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, notFound, unauthenticated } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { escapeLike } from '../resource/routes';
import { companyForPrint } from '../settings/company';
import { nextDocumentNumber } from './documents';
import { leftovers } from './flow-tables';
import { recordMovements, type StockMovement } from './stock';
import { products, units, warehouses } from './tables';

/**
 * 'Barang Sisa' (issue 13 section 4; seed 001 screen 15, section 7 `barangsisa/…`): goods left
 * over and returned to a warehouse. A leftover is one 'leftover' ledger entry (positive) under its
 * number. An edit writes the reverse of the old entry and the new one in one `recordMovements`
 * call; the seed's real delete writes the reverse (refused with a 409 when the goods have since
 * left the warehouse). The row itself stays, marked deleted: the ledger still names its number,
 * and the stock card's 'BS-…' must lead to what it was.
 */

function selectLeftovers(db: Db) {
  return db
    .select({
      id: leftovers.id,
      number: leftovers.number,
      source: leftovers.source,
      productId: products.id,
      productName: products.name,
      productCode: products.code,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      unitId: units.id,
      unitName: units.name,
      divisionId: leftovers.divisionId,
      qty: leftovers.qty,
      keterangan: leftovers.keterangan,
      createdAt: leftovers.createdAt,
      updatedAt: leftovers.updatedAt,
      createdBy: users.email,
    })
    .from(leftovers)
    .innerJoin(products, eq(products.id, leftovers.productId))
    .innerJoin(warehouses, eq(warehouses.id, leftovers.warehouseId))
    .innerJoin(units, eq(units.id, leftovers.unitId))
    .leftJoin(users, eq(users.id, leftovers.createdBy));
}

type LeftoverRecord = Awaited<ReturnType<ReturnType<typeof selectLeftovers>['execute']>>[number];

async function toRows(db: Db, records: readonly LeftoverRecord[]): Promise<LeftoverRow[]> {
  const division = await divisionNames(
    db,
    records.map((r) => r.divisionId),
  );
  return records.map((r) => ({
    id: r.id,
    number: r.number,
    source: r.source,
    produk: { id: r.productId, name: r.productName, code: r.productCode },
    warehouse: { id: r.warehouseId, name: r.warehouseName },
    unit: { id: r.unitId, name: r.unitName },
    division: { id: r.divisionId, name: division.get(r.divisionId) ?? '' },
    qty: r.qty,
    keterangan: r.keterangan,
    last_update: r.updatedAt.toISOString(),
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy ?? '',
  }));
}

function leftoverWhere(source: LeftoverSource, filter: string | undefined): SQL | undefined {
  const text = filter?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  return and(
    eq(leftovers.status, 'active'),
    eq(leftovers.source, source),
    pattern
      ? or(
          ilike(leftovers.number, pattern),
          ilike(products.name, pattern),
          ilike(products.code, pattern),
          ilike(warehouses.name, pattern),
          ilike(units.name, pattern),
          ilike(leftovers.keterangan, pattern),
        )
      : undefined,
  );
}

export async function listLeftovers(db: Db, query: { source: LeftoverSource; filter?: string | undefined; page: number; per_page: number; show?: 'all' | undefined }) {
  const where = leftoverWhere(query.source, query.filter);
  const ordered = selectLeftovers(db).where(where).orderBy(desc(leftovers.createdAt), desc(leftovers.number));
  if (query.show === 'all') return { data: await toRows(db, await ordered) };
  const [total] = await db
    .select({ n: count() })
    .from(leftovers)
    .innerJoin(products, eq(products.id, leftovers.productId))
    .innerJoin(warehouses, eq(warehouses.id, leftovers.warehouseId))
    .innerJoin(units, eq(units.id, leftovers.unitId))
    .where(where);
  const rows = await ordered.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return { data: await toRows(db, rows), pagination: paginate(Number(total?.n ?? 0), query.page, query.per_page) };
}

/**
 * The picks, checked active; unit and division default to the product's own. The products (the
 * leftover's, and on an edit the one it had) are locked FOR UPDATE in id order as `recordMovements`
 * locks them (a FOR SHARE first would deadlock two saves of one product when both upgrade); the
 * masters are held FOR SHARE until the save commits.
 */
async function resolvePicks(tx: Db, fields: LeftoverFields, alsoLock: string | null = null): Promise<{ productId: string; warehouseId: string; unitId: string; divisionId: string }> {
  const missing: Record<string, string> = {};
  const ids = [...new Set([fields.id_product, ...(alsoLock ? [alsoLock] : [])])].sort();
  const locked = await tx
    .select({ id: products.id, unitId: products.unitId, divisionId: products.divisionId, status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const product = locked.find((p) => p.id === fields.id_product && p.status === 'active');
  if (!product) missing.id_product = 'Produk tidak ditemukan';
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, fields.id_gudang), eq(warehouses.status, 'active')))
    .for('share');
  if (!warehouse) missing.id_gudang = 'Warehouse tidak ditemukan';
  const unitId = fields.id_unit ?? product?.unitId;
  if (unitId) {
    const [unit] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, unitId), eq(units.status, 'active')))
      .for('share');
    if (!unit) missing.id_unit = 'Satuan tidak ditemukan';
  }
  const divisionId = fields.id_divisi ?? product?.divisionId;
  if (divisionId && !(await lockActiveDivision(tx, divisionId))) missing.id_divisi = 'Divisi tidak ditemukan';
  if (Object.keys(missing).length > 0 || !product || !unitId || !divisionId) throw new AppError('VALIDATION', LEFTOVER_INCOMPLETE, missing);
  return { productId: product.id, warehouseId: fields.id_gudang, unitId, divisionId };
}

const entry = (leftover: { productId: string; warehouseId: string; qty: number }, reference: string, sign: 1 | -1, note: string): StockMovement => ({
  productId: leftover.productId,
  warehouseId: leftover.warehouseId,
  quantity: leftover.qty * sign,
  kind: 'leftover',
  reference,
  note,
});

/** What a project's leftovers bring back: products (each at most once) and amounts. */
export interface ProjectLeftoverInput {
  projectId: string;
  warehouseId: string;
  items: readonly { productId: string; qty: number }[];
  keterangan: string;
}

/**
 * A project's leftovers back into a warehouse (issue 14 section 3), in the caller's transaction:
 * one leftover row per product (source 'project', its own BS- number, the product's unit and
 * division) and its 'leftover' ledger entry, all in one `recordMovements` call. The caller checks
 * the amounts against what the project released; this checks the warehouse and the products.
 * Answers the new rows' numbers, in the items' order.
 */
export async function recordProjectLeftovers(tx: Db, input: ProjectLeftoverInput, by: AuditActor, at: Date): Promise<string[]> {
  const ids = [...new Set(input.items.map((i) => i.productId))].sort();
  // In id order, FOR UPDATE, as recordMovements locks them (see resolvePicks).
  const locked = await tx
    .select({ id: products.id, name: products.name, unitId: products.unitId, divisionId: products.divisionId, status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const product = new Map(locked.filter((p) => p.status === 'active').map((p) => [p.id, p]));
  const problems: Record<string, string> = {};
  input.items.forEach((item, index) => {
    if (!product.has(item.productId)) problems[`items.${index}.idproduk`] = 'Produk tidak ditemukan';
  });
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, input.warehouseId), eq(warehouses.status, 'active')))
    .for('share');
  if (!warehouse) problems.id_gudang = 'Warehouse tidak ditemukan';
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION', LEFTOVER_INCOMPLETE, problems);
  const divisions = [...new Set([...product.values()].map((p) => p.divisionId))].sort();
  for (const divisionId of divisions) {
    if (!(await lockActiveDivision(tx, divisionId))) throw new AppError('VALIDATION', LEFTOVER_INCOMPLETE, { id_divisi: 'Divisi produk tidak aktif' });
  }
  const numbers: string[] = [];
  const movements: StockMovement[] = [];
  for (const item of input.items) {
    const picked = product.get(item.productId);
    if (!picked) throw new Error('product checked above');
    const number = await nextDocumentNumber(tx, 'BS', at);
    const [inserted] = await tx
      .insert(leftovers)
      .values({
        number,
        source: 'project',
        projectId: input.projectId,
        productId: picked.id,
        warehouseId: input.warehouseId,
        unitId: picked.unitId,
        divisionId: picked.divisionId,
        qty: item.qty,
        keterangan: input.keterangan,
        createdAt: at,
        createdBy: by.user.id,
        updatedAt: at,
        updatedBy: by.user.id,
      })
      .returning({ id: leftovers.id });
    if (!inserted) throw new Error('insert returned nothing');
    movements.push(entry({ productId: picked.id, warehouseId: input.warehouseId, qty: item.qty }, number, 1, input.keterangan));
    await writeAuditBy(tx, by, at, { entity: 'leftover', entityId: inserted.id, action: 'add', changedFields: ['qty', 'id_gudang', 'id_product', 'keterangan', 'project'] });
    numbers.push(number);
  }
  await recordMovements(tx, movements, { userId: by.user.id, at });
  return numbers;
}

/** A project's leftovers are entered on its progress screen; the warehouse lists them read-only. */
const PROJECT_LEFTOVER_READ_ONLY = 'Barang sisa proyek hanya bisa diisi dari Progress Pekerjaan';

export function registerLeftoverRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; files: FileStore }): void {
  const { db, clock, files } = deps;
  const e = leftoverEndpoints;

  const rowOf = async (id: string): Promise<LeftoverRow> => {
    const [row] = await toRows(db, await selectLeftovers(db).where(eq(leftovers.id, id)));
    if (!row) throw new Error('saved leftover not found');
    return row;
  };

  registerEndpoint(app, e.list, async ({ query }) => listLeftovers(db, query));

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };
    const id = await db.transaction(async (tx) => {
      const picks = await resolvePicks(tx, body);
      const number = await nextDocumentNumber(tx, 'BS', now);
      const [inserted] = await tx
        .insert(leftovers)
        .values({ number, source: 'office', ...picks, qty: body.qty, keterangan: body.keterangan, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .returning({ id: leftovers.id });
      if (!inserted) throw new Error('insert returned nothing');
      await recordMovements(tx, [entry({ ...picks, qty: body.qty }, number, 1, body.keterangan)], by);
      await writeAuditBy(tx, auth, now, { entity: 'leftover', entityId: inserted.id, action: 'add', changedFields: ['qty', 'id_gudang', 'id_unit', 'id_divisi', 'id_product', 'keterangan'] });
      return inserted.id;
    });
    return { status: 'ok' as const, data: await rowOf(id) };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const by = { userId: auth.user.id, at: now };
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(leftovers)
        .where(and(eq(leftovers.id, params.id), eq(leftovers.status, 'active')))
        .for('update');
      if (!current) throw notFound(LEFTOVER_MISSING);
      if (current.source === 'project') throw conflict(PROJECT_LEFTOVER_READ_ONLY);
      const picks = await resolvePicks(tx, body, current.productId);
      const stockChanged = picks.productId !== current.productId || picks.warehouseId !== current.warehouseId || body.qty !== current.qty;
      if (stockChanged) {
        await recordMovements(tx, [entry(current, current.number, -1, `Koreksi ${current.number}`), entry({ ...picks, qty: body.qty }, current.number, 1, body.keterangan || `Koreksi ${current.number}`)], by);
      }
      await tx
        .update(leftovers)
        .set({ ...picks, qty: body.qty, keterangan: body.keterangan, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(leftovers.id, current.id));
      const changed = [
        ...(body.qty !== current.qty ? ['qty'] : []),
        ...(picks.warehouseId !== current.warehouseId ? ['id_gudang'] : []),
        ...(picks.unitId !== current.unitId ? ['id_unit'] : []),
        ...(picks.divisionId !== current.divisionId ? ['id_divisi'] : []),
        ...(picks.productId !== current.productId ? ['id_product'] : []),
        ...(body.keterangan !== current.keterangan ? ['keterangan'] : []),
      ];
      await writeAuditBy(tx, auth, now, { entity: 'leftover', entityId: current.id, action: 'update', changedFields: changed });
    });
    return { status: 'ok' as const, data: await rowOf(params.id) };
  });

  registerEndpoint(app, e.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(leftovers)
        .where(and(eq(leftovers.id, params.id), eq(leftovers.status, 'active')))
        .for('update');
      if (!current) throw notFound(LEFTOVER_MISSING);
      if (current.source === 'project') throw conflict(PROJECT_LEFTOVER_READ_ONLY);
      await recordMovements(tx, [entry(current, current.number, -1, `Hapus ${current.number}`)], { userId: auth.user.id, at: now });
      await tx.update(leftovers).set({ status: 'deleted', updatedAt: now, updatedBy: auth.user.id }).where(eq(leftovers.id, current.id));
      await writeAuditBy(tx, auth, now, { entity: 'leftover', entityId: current.id, action: 'delete', changedFields: ['status'] });
    });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.report, async ({ query, auth, reply }) => {
    if (!auth) throw unauthenticated();
    const records = await selectLeftovers(db)
      .where(leftoverWhere(query.source, query.filter))
      .orderBy(desc(leftovers.createdAt), desc(leftovers.number))
      .limit(LEFTOVER_REPORT_MAX_ROWS + 1);
    if (records.length > LEFTOVER_REPORT_MAX_ROWS) throw new AppError('TOO_LARGE', `Lebih dari ${LEFTOVER_REPORT_MAX_ROWS} data: persempit pencarian`);
    const rows = await toRows(db, records);
    const pdf = await renderPdfJob(
      pdfJob('leftoverReport', rows, { source: query.source, filter: query.filter, printedBy: personName(auth.user), printedAt: clock(), company: await companyForPrint(db, files) }),
    );
    return sendPdf(reply, pdf, `laporan-barang-sisa-${query.source === 'project' ? 'proyek' : 'office'}.pdf`);
  });
}
