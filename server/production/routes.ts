import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { fileUrl } from '../../common/contract/files';
import { paginate } from '../../common/contract/list';
import {
  divisionRoom,
  PRODUCTION_DELETE_DONE,
  PRODUCTION_EVENT,
  PRODUCTION_FILE_AREA,
  PRODUCTION_IMAGES_MISSING,
  PRODUCTION_INCOMPLETE,
  PRODUCTION_LOG_ADD_FORBIDDEN,
  PRODUCTION_LOG_FORBIDDEN,
  PRODUCTION_LOG_MISSING,
  PRODUCTION_MISSING,
  PRODUCTION_STATUS_IN_EDIT,
  PRODUCTION_WAREHOUSE_REQUIRED,
  productionEndpoints,
  SUPERADMIN_ROOM,
  type ProductionAction,
  type ProductionEvent,
  type ProductionRow,
  type ProductionShortage,
} from '../../common/contract/production';
import {
  decideStep,
  decideUndo,
  frozenMessage,
  isFrozen,
  isProductionStatus,
  mayAddLog,
  mayChangeLog,
  nextStep,
  PRODUCTION_STATUSES,
  productionReference,
  undoDeadline,
  type ProductionStatus,
  type ProductionViewer,
  type TakenStep,
} from '../../common/production';
import { isSuperadmin } from '../../common/roles';
import { personName, type AuthContext, type Clock } from '../auth/context';
import { users } from '../auth/tables';
import { userNamesByIds } from '../auth/users';
import { auditLog, writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { divisionNames, lockActiveDivision } from '../employee/lookup';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, forbidden, notFound, unauthenticated, validationError } from '../http/errors';
import { lockProject, projectNames } from '../survey/lookup';
import { activeWarehouses, compositionsOf, hasStockMovements, lockActiveWarehouse, projectProducts, warehouseNames } from '../warehouse/lookup';
import { recordMovements, type StockMovement } from '../warehouse/stock';
import { productionImages, productionLogs, productionOrders } from './tables';

/**
 * Production orders (issue 15; seed 001 sections 2–7). The status machine is common/production.ts;
 * every step runs under the order's row lock (FOR UPDATE), so of two presses of one step the first
 * wins and the second finds the order moved on (409). 'selesai' moves the stock in the same
 * transaction. After each commit the change goes out on the realtime socket to the order's
 * division and the superadmins. Decisions: ./README.md.
 */

export interface ProductionRouteDeps {
  db: Db;
  clock?: Clock;
  files: FileStore;
  /** ADMIN_EMAIL: counts as superadmin. */
  adminEmail: string | null;
  /** The realtime server; null where none runs (then nothing is announced). */
  io: Server | null;
}

type OrderRecord = typeof productionOrders.$inferSelect;

const PRODUCT_MISSING = 'Produk tidak ditemukan';
const DIVISION_MISSING = 'Divisi tidak ditemukan';
const PROJECT_MISSING = 'Project tidak ditemukan';
const WAREHOUSE_MISSING = 'Warehouse tidak ditemukan';
const IMAGE_MISSING = 'Gambar tidak ditemukan, unggah ulang';

const notDeleted = isNull(productionOrders.deletedAt);

/** The board's order: nearest deadline first (none last), then the newest made. */
const BOARD_ORDER = [sql`${productionOrders.deadline} asc nulls last`, desc(productionOrders.createdAt), asc(productionOrders.id)];

/** The orders as the board shows them, in the given order: product with composition and stock, division, images, logs, project. */
export async function productionRows(db: Db, orders: readonly OrderRecord[], now: Date = new Date()): Promise<ProductionRow[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const productIds = orders.map((o) => o.productId);
  const [productsById, compositions, divisions, projects, warehouses, images, logs, creators, steps] = await Promise.all([
    projectProducts(db, productIds),
    compositionsOf(db, productIds),
    divisionNames(
      db,
      orders.map((o) => o.divisionId),
    ),
    projectNames(
      db,
      orders.flatMap((o) => (o.projectId ? [o.projectId] : [])),
    ),
    warehouseNames(
      db,
      orders.flatMap((o) => (o.warehouseId ? [o.warehouseId] : [])),
    ),
    db.select().from(productionImages).where(inArray(productionImages.orderId, ids)).orderBy(asc(productionImages.orderId), asc(productionImages.position)),
    db
      .select({
        id: productionLogs.id,
        orderId: productionLogs.orderId,
        description: productionLogs.description,
        createdAt: productionLogs.createdAt,
        authorId: productionLogs.authorId,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
        email: users.email,
      })
      .from(productionLogs)
      .leftJoin(users, eq(users.id, productionLogs.authorId))
      .where(inArray(productionLogs.orderId, ids))
      .orderBy(asc(productionLogs.createdAt), asc(productionLogs.id)),
    userNamesByIds(
      db,
      orders.flatMap((o) => (o.createdBy ? [o.createdBy] : [])),
    ),
    lastSteps(db, ids),
  ]);
  const imagesByOrder = groupBy(images, (i) => i.orderId);
  const logsByOrder = groupBy(logs, (l) => l.orderId);
  return orders.map((order) => {
    const product = productsById.get(order.productId);
    return {
      id: order.id,
      produk: {
        id: order.productId,
        name: product?.name ?? '',
        code: product?.code ?? '',
        stock: product?.stock ?? 0,
        komposisi: (compositions.get(order.productId) ?? []).map((c) => ({ produk: c.produk, qty: c.qty, needed: c.qty * order.qty, stock: c.stock })),
      },
      division: { id: order.divisionId, Name: divisions.get(order.divisionId) ?? '' },
      qty: order.qty,
      status: order.status,
      tanggalbuat: order.createdAt.toISOString(),
      tanggalselesai: order.deadline,
      imagerab: (imagesByOrder.get(order.id) ?? []).map((i) => ({ id: i.id, path: i.name, url: fileUrl(PRODUCTION_FILE_AREA, i.name) })),
      log: (logsByOrder.get(order.id) ?? []).map((l) => ({
        id: l.id,
        deskripsi: l.description,
        date: l.createdAt.toISOString(),
        author: { id: l.authorId, name: l.email === null ? '' : personName({ firstname: l.firstname ?? '', lastname: l.lastname ?? '', username: l.username, email: l.email }) },
      })),
      proyek: order.projectId ? { id: order.projectId, nama_proyek: projects.get(order.projectId) ?? '' } : null,
      gudang: order.warehouseId ? { id: order.warehouseId, name: warehouses.get(order.warehouseId) ?? '' } : null,
      finished_at: order.finishedAt?.toISOString() ?? null,
      created_by: (order.createdBy && creators.get(order.createdBy)) || '',
      undo: undoOffer(steps.get(order.id) ?? null, order, now),
    };
  });
}

/** The audit actions of the status history: a step is 'status:<to>', an undo UNDO_ACTION. */
const STEP_ACTION_PREFIX = 'status:';
const UNDO_ACTION = 'status-undo';

/**
 * Each order's latest status entry as a step, or null when it is an undo (an undone step stays
 * undone) or there is none. The state a step came from is in its `changes`; an entry written
 * before they were recorded is read back through the machine (the forward step into its state).
 */
async function lastSteps(db: Db, ids: readonly string[]): Promise<Map<string, TakenStep | null>> {
  const entries = await db
    .selectDistinctOn([auditLog.entityId], { entityId: auditLog.entityId, action: auditLog.action, changes: auditLog.changes, userId: auditLog.userId, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'production'), inArray(auditLog.entityId, [...ids]), sql`(${auditLog.action} like ${STEP_ACTION_PREFIX + '%'} or ${auditLog.action} = ${UNDO_ACTION})`))
    .orderBy(auditLog.entityId, desc(auditLog.at), desc(auditLog.id));
  const steps = new Map<string, TakenStep | null>();
  for (const entry of entries) {
    if (!entry.action.startsWith(STEP_ACTION_PREFIX)) {
      steps.set(entry.entityId, null);
      continue;
    }
    const to = entry.action.slice(STEP_ACTION_PREFIX.length);
    const recordedFrom = entry.changes?.status?.from;
    const from = typeof recordedFrom === 'string' && isProductionStatus(recordedFrom) ? recordedFrom : PRODUCTION_STATUSES.find((s) => nextStep(s)?.to === to);
    steps.set(entry.entityId, isProductionStatus(to) && from ? { from, to, byId: entry.userId, at: entry.at } : null);
  }
  return steps;
}

/** The row's undo offer: the last step while someone may still undo it ('selesai' moved stock: never). */
function undoOffer(step: TakenStep | null, order: OrderRecord, now: Date): ProductionRow['undo'] {
  if (!step || step.to !== order.status || step.to === 'selesai') return null;
  const until = undoDeadline(step);
  if (now.getTime() >= until.getTime()) return null;
  return { from: step.from, to: step.to, by_id: step.byId, until: until.toISOString() };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    const list = grouped.get(key(item)) ?? [];
    list.push(item);
    grouped.set(key(item), list);
  }
  return grouped;
}

/** What one order save names, checked under locks held until it commits. */
interface OrderInput {
  id_produk: string;
  id_divisi: string;
  imagerab: readonly string[];
  id_proyek?: string;
}

/**
 * The product active (FOR SHARE), the division active (FOR SHARE), the project there (FOR SHARE),
 * every RAB image stored: else a 400 with the field it is about, `prefix` naming the row.
 */
async function checkOrderInput(tx: Db, files: FileStore, input: OrderInput, prefix = ''): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const product = (await projectProducts(tx, [input.id_produk], true)).get(input.id_produk);
  if (!product?.active) problems[`${prefix}id_produk`] = PRODUCT_MISSING;
  if (!(await lockActiveDivision(tx, input.id_divisi))) problems[`${prefix}id_divisi`] = DIVISION_MISSING;
  if (input.id_proyek !== undefined && !(await lockProject(tx, input.id_proyek))) problems[`${prefix}id_proyek`] = PROJECT_MISSING;
  for (const [index, name] of input.imagerab.entries()) {
    if (!(await files.read(PRODUCTION_FILE_AREA, name))) problems[`${prefix}imagerab.${index}`] = IMAGE_MISSING;
  }
  return problems;
}

function refuseProblems(problems: Record<string, string>): void {
  if (Object.keys(problems).length === 0) return;
  const fields = Object.keys(problems);
  // A row that names nothing that exists is still the seed's incomplete form; one field says which.
  throw new AppError('VALIDATION', fields.length === 1 ? problems[fields[0]!]! : PRODUCTION_INCOMPLETE, problems);
}

async function replaceImages(tx: Db, orderId: string, names: readonly string[]): Promise<void> {
  await tx.delete(productionImages).where(eq(productionImages.orderId, orderId));
  if (names.length > 0) await tx.insert(productionImages).values(names.map((name, position) => ({ orderId, position, name })));
}

/** The order (not deleted) held FOR UPDATE until the transaction ends; 404 when there is none. */
async function lockOrder(tx: Db, id: string): Promise<OrderRecord> {
  const [order] = await tx
    .select()
    .from(productionOrders)
    .where(and(eq(productionOrders.id, id), notDeleted))
    .for('update');
  if (!order) throw notFound(PRODUCTION_MISSING);
  return order;
}

async function rowOf(db: Db, id: string, now: Date): Promise<ProductionRow> {
  const [order] = await db
    .select()
    .from(productionOrders)
    .where(and(eq(productionOrders.id, id), notDeleted));
  if (!order) throw notFound(PRODUCTION_MISSING);
  const [row] = await productionRows(db, [order], now);
  return row!;
}

/** The components short for `qty` of the product, against each component's total stock. */
async function shortages(db: Db, productId: string, qty: number): Promise<ProductionShortage[]> {
  const components = (await compositionsOf(db, [productId])).get(productId) ?? [];
  return components
    .filter((c) => c.qty * qty > c.stock)
    .map((c) => ({ produk: { id: c.produk.id, name: c.produk.name }, needed: c.qty * qty, stock: c.stock }));
}

export function registerProductionRoutes(app: FastifyInstance, deps: ProductionRouteDeps): void {
  const { db, files, io } = deps;
  const clock = deps.clock ?? (() => new Date());
  const e = productionEndpoints;

  const viewerOf = (auth: AuthContext): ProductionViewer => ({ superadmin: isSuperadmin(auth.user, deps.adminEmail), divisionId: auth.user.divisionId });

  /** Announces a committed change to the order's division(s) and the superadmins (across instances with Redis). */
  const announce = (
    auth: AuthContext,
    action: ProductionAction,
    order: { id: string; divisionId: string; status?: ProductionStatus },
    extra: { row?: ProductionRow; alsoDivision?: string } = {},
  ) => {
    if (!io) return;
    const { row, alsoDivision } = extra;
    const event: ProductionEvent = { action, id: order.id, division_id: order.divisionId, ...(order.status ? { status: order.status } : {}), by: personName(auth.user), ...(row ? { row } : {}) };
    const rooms = [divisionRoom(order.divisionId), SUPERADMIN_ROOM, ...(alsoDivision && alsoDivision !== order.divisionId ? [divisionRoom(alsoDivision)] : [])];
    io.to(rooms).emit(PRODUCTION_EVENT, event);
  };

  /** Which orders a viewer sees: a superadmin all, a division user their division's, anyone else none. */
  const visibleTo = (viewer: ProductionViewer): SQL | undefined => {
    if (viewer.superadmin) return undefined;
    return viewer.divisionId ? eq(productionOrders.divisionId, viewer.divisionId) : sql`false`;
  };

  registerEndpoint(app, e.list, async ({ query, auth }) => {
    if (!auth) throw unauthenticated();
    const where = and(notDeleted, visibleTo(viewerOf(auth)), query.status ? eq(productionOrders.status, query.status) : undefined);
    const [counted] = await db.select({ n: count() }).from(productionOrders).where(where);
    const orders = await db
      .select()
      .from(productionOrders)
      .where(where)
      .orderBy(...BOARD_ORDER)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return { data: await productionRows(db, orders, clock()), pagination: paginate(Number(counted?.n ?? 0), query.page, query.per_page) };
  });

  registerEndpoint(app, e.manufacture, async ({ query, auth }) => {
    if (!auth) throw unauthenticated();
    const viewer = viewerOf(auth);
    const division = query.division ?? (viewer.superadmin ? undefined : viewer.divisionId);
    if (!viewer.superadmin && (division === undefined || division === null || division !== viewer.divisionId)) throw forbidden();
    const orders = await db
      .select()
      .from(productionOrders)
      .where(and(notDeleted, eq(productionOrders.status, query.show), division ? eq(productionOrders.divisionId, division) : undefined))
      .orderBy(...BOARD_ORDER)
      .limit(1000);
    return { data: await productionRows(db, orders, clock()) };
  });

  registerEndpoint(app, e.warehouses, async () => ({ data: await activeWarehouses(db) }));

  registerEndpoint(app, e.uploadImage, async ({ query, files: received }) => {
    // The intake checked the part's content is an image; none at all is the seed's 'Upload RAB' refusal.
    const file = received.files;
    if (!file) throw new AppError('VALIDATION', PRODUCTION_IMAGES_MISSING, { files: PRODUCTION_IMAGES_MISSING });
    const name = await files.save(PRODUCTION_FILE_AREA, file);
    return { status: 'ok' as const, path: [name], index: query.index };
  });

  registerEndpoint(app, e.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const order = await db.transaction(async (tx) => {
      refuseProblems(await checkOrderInput(tx, files, body));
      const [inserted] = await tx
        .insert(productionOrders)
        .values({ productId: body.id_produk, divisionId: body.id_divisi, qty: body.qty, deadline: body.dateline ?? null, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .returning();
      if (!inserted) throw new Error('insert returned nothing');
      await replaceImages(tx, inserted.id, body.imagerab);
      await writeAuditBy(tx, auth, now, { entity: 'production', entityId: inserted.id, action: 'add', changedFields: Object.keys(body) });
      return inserted;
    });
    announce(auth, 'add', order);
    return { status: 'ok' as const, data: await rowOf(db, order.id, clock()) };
  });

  registerEndpoint(app, e.addFromProject, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const orders = await db.transaction(async (tx) => {
      const problems: Record<string, string> = {};
      for (const [index, row] of body.entries()) Object.assign(problems, await checkOrderInput(tx, files, row, `${index}.`));
      refuseProblems(problems);
      const saved: OrderRecord[] = [];
      for (const row of body) {
        const [inserted] = await tx
          .insert(productionOrders)
          .values({
            productId: row.id_produk,
            divisionId: row.id_divisi,
            projectId: row.id_proyek,
            qty: row.qty,
            deadline: row.dateline ?? null,
            createdAt: now,
            createdBy: auth.user.id,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning();
        if (!inserted) throw new Error('insert returned nothing');
        await replaceImages(tx, inserted.id, row.imagerab);
        await writeAuditBy(tx, auth, now, { entity: 'production', entityId: inserted.id, action: 'add', changedFields: Object.keys(row) });
        saved.push(inserted);
      }
      return saved;
    });
    for (const order of orders) announce(auth, 'add', order);
    const rows = await productionRows(db, orders, clock());
    return { status: 'ok' as const, data: rows };
  });

  registerEndpoint(app, e.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const { before, after } = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, params.id);
      if (isFrozen(current.status)) throw conflict(frozenMessage(current.status));
      if (body.status !== undefined && body.status !== current.status) throw new AppError('CONFLICT', PRODUCTION_STATUS_IN_EDIT, { status: PRODUCTION_STATUS_IN_EDIT });
      refuseProblems(await checkOrderInput(tx, files, body));
      const [updated] = await tx
        .update(productionOrders)
        .set({ productId: body.id_produk, divisionId: body.id_divisi, qty: body.qty, deadline: body.dateline ?? null, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(productionOrders.id, current.id))
        .returning();
      await replaceImages(tx, current.id, body.imagerab);
      await writeAuditBy(tx, auth, now, { entity: 'production', entityId: current.id, action: 'update', changedFields: Object.keys(body) });
      return { before: current, after: updated! };
    });
    // A division that lost the order hears of it too, so its board drops the row.
    const row = await rowOf(db, after.id, clock());
    announce(auth, 'update', after, { row, alsoDivision: before.divisionId });
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.remove, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const order = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, params.id);
      if (current.status === 'selesai') throw conflict(PRODUCTION_DELETE_DONE);
      await tx.update(productionOrders).set({ deletedAt: now, deletedBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id }).where(eq(productionOrders.id, current.id));
      await writeAuditBy(tx, auth, now, { entity: 'production', entityId: current.id, action: 'delete', changedFields: [] });
      return current;
    });
    announce(auth, 'delete', { id: order.id, divisionId: order.divisionId });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.updateStatus, async ({ params, query, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const viewer = viewerOf(auth);
    const { order, warnings } = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, params.id);
      const decision = decideStep(viewer, current, params.newStatus);
      if (!decision.ok) throw decision.reason === 'forbidden' ? forbidden(decision.message) : conflict(decision.message);
      let warnings: ProductionShortage[] = [];
      let warehouseId: string | null = current.warehouseId;
      let finishedAt: Date | null = current.finishedAt;
      if (params.newStatus === 'diproduksi') warnings = await shortages(tx, current.productId, current.qty);
      if (params.newStatus === 'selesai') {
        const chosen = query.id_gudang ?? body.id_gudang;
        if (!chosen) throw validationError({ id_gudang: PRODUCTION_WAREHOUSE_REQUIRED });
        const warehouse = await lockActiveWarehouse(tx, chosen);
        if (!warehouse) throw new AppError('VALIDATION', WAREHOUSE_MISSING, { id_gudang: WAREHOUSE_MISSING });
        const reference = productionReference(current.id);
        const components = (await compositionsOf(tx, [current.productId])).get(current.productId) ?? [];
        const movements: StockMovement[] = [
          { productId: current.productId, warehouseId: warehouse.id, quantity: current.qty, kind: 'production_output', reference, note: 'Hasil produksi' },
          ...components.map(
            (c): StockMovement => ({ productId: c.produk.id, warehouseId: warehouse.id, quantity: -(c.qty * current.qty), kind: 'production_use', reference, note: 'Dipakai produksi' }),
          ),
        ];
        // A short component throws 409 naming it and the warehouse; the transaction, status included, rolls back.
        await recordMovements(tx, movements, { userId: auth.user.id, at: now });
        warehouseId = warehouse.id;
        finishedAt = now;
      }
      const [updated] = await tx
        .update(productionOrders)
        .set({ status: params.newStatus, warehouseId, finishedAt, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(productionOrders.id, current.id))
        .returning();
      await writeAuditBy(tx, auth, now, {
        entity: 'production',
        entityId: current.id,
        action: `${STEP_ACTION_PREFIX}${params.newStatus}`,
        changedFields: ['status'],
        changes: { status: { from: current.status, to: params.newStatus } },
      });
      return { order: updated!, warnings };
    });
    const row = await rowOf(db, order.id, clock());
    announce(auth, order.status === 'dibatalkan' ? 'cancel' : 'status', order, { row });
    return { status: 'ok' as const, data: row, warnings };
  });

  registerEndpoint(app, e.undoStatus, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const order = await db.transaction(async (tx) => {
      // Under the order's lock: a step or another undo pressed at the same time has finished or waits.
      const current = await lockOrder(tx, params.id);
      const step = (await lastSteps(tx, [current.id])).get(current.id) ?? null;
      const decision = decideUndo(step, current, auth.user.id, now, await hasStockMovements(tx, current.productId, productionReference(current.id)));
      if (!decision.ok) throw conflict(decision.message);
      const [updated] = await tx
        .update(productionOrders)
        .set({ status: decision.to, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(productionOrders.id, current.id))
        .returning();
      await writeAuditBy(tx, auth, now, {
        entity: 'production',
        entityId: current.id,
        action: UNDO_ACTION,
        changedFields: ['status'],
        changes: { status: { from: current.status, to: decision.to } },
      });
      return updated!;
    });
    const row = await rowOf(db, order.id, clock());
    announce(auth, 'undo', order, { row });
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.addLog, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const viewer = viewerOf(auth);
    const order = await db.transaction(async (tx) => {
      // The order's lock keeps a log from landing after a concurrent 'selesai'.
      const current = await lockOrder(tx, body.id_produksi);
      if (isFrozen(current.status)) throw conflict(frozenMessage(current.status));
      if (!mayAddLog(viewer, current)) throw forbidden(PRODUCTION_LOG_ADD_FORBIDDEN);
      const [log] = await tx
        .insert(productionLogs)
        .values({ orderId: current.id, description: body.deskripsi, authorId: auth.user.id, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
        .returning({ id: productionLogs.id });
      await writeAuditBy(tx, auth, now, { entity: 'production_log', entityId: log!.id, action: 'add', changedFields: ['deskripsi'] });
      return current;
    });
    const row = await rowOf(db, order.id, clock());
    announce(auth, 'log', order, { row });
    return { status: 'ok' as const, data: row };
  });

  /** The log and its order (locked), with the author and frozen checks of both log changes. */
  const lockLogForChange = async (tx: Db, auth: AuthContext, logId: string, orderId?: string) => {
    const [log] = await tx.select().from(productionLogs).where(eq(productionLogs.id, logId));
    if (!log || (orderId !== undefined && log.orderId !== orderId)) throw notFound(PRODUCTION_LOG_MISSING);
    const order = await lockOrder(tx, log.orderId);
    // Under the order's lock: a concurrent delete of the log has finished or waits.
    const [still] = await tx.select({ id: productionLogs.id }).from(productionLogs).where(eq(productionLogs.id, log.id));
    if (!still) throw notFound(PRODUCTION_LOG_MISSING);
    if (isFrozen(order.status)) throw conflict(frozenMessage(order.status));
    if (!mayChangeLog(auth.user, order, log)) throw forbidden(PRODUCTION_LOG_FORBIDDEN);
    return { log, order };
  };

  registerEndpoint(app, e.updateLog, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const order = await db.transaction(async (tx) => {
      const { log, order } = await lockLogForChange(tx, auth, params.idlog);
      await tx.update(productionLogs).set({ description: body.deskripsi, updatedAt: now, updatedBy: auth.user.id }).where(eq(productionLogs.id, log.id));
      await writeAuditBy(tx, auth, now, { entity: 'production_log', entityId: log.id, action: 'update', changedFields: ['deskripsi'] });
      return order;
    });
    const row = await rowOf(db, order.id, clock());
    announce(auth, 'log', order, { row });
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.removeLog, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const order = await db.transaction(async (tx) => {
      const { log, order } = await lockLogForChange(tx, auth, params.idlog, params.id);
      await tx.delete(productionLogs).where(eq(productionLogs.id, log.id));
      await writeAuditBy(tx, auth, now, { entity: 'production_log', entityId: log.id, action: 'delete', changedFields: [] });
      return order;
    });
    const row = await rowOf(db, order.id, clock());
    announce(auth, 'log', order, { row });
    return { status: 'ok' as const, data: row };
  });
}
