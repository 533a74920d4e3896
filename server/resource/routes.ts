import { and, asc, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { paginate, parseSort } from '../../common/contract';
import type { Pagination } from '../../common/contract/list';
import { addBodySchema, resourceEndpoints, type ResourceDefinition, type ResourceField, type ResourceRow } from '../../common/resource';
import type { Clock } from '../auth/context';
import { writeAuditBy, writeAuditDiff, type AuditActor } from '../db/audit';
import { trackedFieldsOf } from '../../common/contract/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, notFound, unauthenticated, validationError, zodValidationError } from '../http/errors';

/**
 * The server half of the master-data pattern: list/add/update of one resource definition
 * (common/resource.ts) over one table. A module registers its masters with a line each; the
 * renderer's generic master screen is driven by the same definition.
 */

/**
 * What the routes need of a table besides one column per field (keyed by the field's `name`,
 * checked when the routes are registered): the uuid key, the soft-delete status and the audit
 * columns (server/db/columns.ts). A table without them does not compile.
 */
export type ResourceTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  status: AnyPgColumn<{ data: 'active' | 'deleted'; notNull: true }>;
  createdAt: AnyPgColumn<{ data: Date }>;
  createdBy: AnyPgColumn<{ data: string }>;
  updatedAt: AnyPgColumn<{ data: Date }>;
  updatedBy: AnyPgColumn<{ data: string }>;
};

export interface ResourceRouteDeps {
  db: Db;
  resource: ResourceDefinition;
  table: ResourceTable;
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: Clock;
  /**
   * Asked inside the delete's transaction: the message of a 409 when the row is still in use
   * (a warehouse that active products are kept in), or null to go ahead.
   */
  inUse?: (tx: Db, id: string) => Promise<string | null>;
  /** The value of a field left blank whose definition says `whenBlank: 'numbered'` (a warehouse's next code), asked inside the write's transaction. */
  numbered?: (tx: Db) => Promise<string>;
  /**
   * Asked inside the update's transaction with the locked row's current and new field values: the
   * message of a 409 when this change is not allowed (a built-in module application's name), or null.
   */
  refuseUpdate?: (tx: Db, id: string, current: Record<string, unknown>, values: Record<string, unknown>) => Promise<string | null>;
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** `%`, `_` and the escape character itself, taken literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows whose columns contain the filter text (letter case ignored, `%`/`_` literal); none for an empty filter. */
export function containsText(filter: string | undefined, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  const text = filter?.trim();
  if (!text || columns.length === 0) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** What a paged list query is: a select that can be cut to one page. */
interface PageableSelect<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/** One page of a list's select, with the 'pagination' block counted under the same `where`. */
export async function selectPage<T>(
  db: Db,
  select: PageableSelect<T>,
  table: PgTable,
  where: SQL | undefined,
  query: { page: number; per_page: number },
): Promise<{ rows: T[]; pagination: Pagination }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  const total = count?.n ?? 0;
  const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return { rows, pagination: paginate(total, query.page, query.per_page) };
}

/**
 * The seeds' delete (PUT update/{id} with status 'deleted'): the active row `where` picks is marked
 * deleted, stamped and audited. False when there is no such row (the caller's 404).
 */
export async function softDelete(
  tx: Db,
  table: ResourceTable,
  where: SQL | undefined,
  audit: { entity: string; entityId: string; by: AuditActor; at: Date },
): Promise<boolean> {
  const [deleted] = await tx
    .update(table)
    .set({ status: 'deleted', updatedAt: audit.at, updatedBy: audit.by.user.id })
    .where(where)
    .returning({ id: table.id });
  if (!deleted) return false;
  await writeAuditBy(tx, audit.by, audit.at, { entity: audit.entity, entityId: audit.entityId, action: 'delete', changedFields: ['status'], changes: { status: { from: 'active', to: 'deleted' } } });
  return true;
}

/**
 * ORDER BY for a list's `sort` parameter ('field|dir,…') over the keys a list allows (lower-case
 * names → expressions), then `tiebreak` so equal rows keep one order from page to page. An unknown
 * field is refused with a 400 naming the choices rather than ignored, so a client's typo does not
 * pass as a silently different order.
 */
export function sortOrder(sort: string, keys: ReadonlyMap<string, SQL>, choices: readonly string[], tiebreak: AnyPgColumn): SQL[] {
  const terms = parseSort(sort).map((term) => ({ ...term, key: keys.get(term.field.toLowerCase()) }));
  const unknown = terms.filter((term) => !term.key).map((term) => term.field);
  if (unknown.length > 0) {
    const listed = choices.length > 0 ? choices.join(', ') : '-';
    throw validationError({ sort: `Kolom sort tidak dikenal: ${unknown.join(', ')} (pilihan: ${listed})` });
  }
  const order = terms.flatMap(({ key, direction }) => (key ? [direction === 'desc' ? desc(key) : asc(key)] : []));
  return [...order, asc(tiebreak)];
}

/**
 * A unique violation from the driver (pg or PGlite), also under drizzle's wrapper, which keeps the
 * driver's error as `cause`: the violated constraint's name ('' when the driver gives none), or null.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      return 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : '';
    }
    current = 'cause' in current ? current.cause : null;
  }
  return null;
}

/** A field's column, and the table's property for it (what insert and update values are keyed by). */
interface FieldColumn {
  column: PgColumn;
  property: string;
}

/**
 * Checks at start-up that the table fits the definition, so a mismatch never reaches a request. A
 * field's column is the table's property of its name (`salary`), or the column of that SQL name
 * (`overtime_rule` held by the property `overtimeRule`).
 */
function fieldColumns(resource: ResourceDefinition, table: ResourceTable): Map<string, FieldColumn> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const found = new Map<string, FieldColumn>();
  for (const field of resource.fields) {
    const property = field.name in columns ? field.name : Object.keys(columns).find((key) => columns[key]?.name === field.name);
    const column = property === undefined ? undefined : columns[property];
    if (property === undefined || !column) throw new Error(`resource ${resource.key}: the table has no column for field '${field.name}'`);
    const expected = field.input.kind === 'select' ? 'number' : 'string';
    if (column.dataType !== expected) {
      throw new Error(`resource ${resource.key}: column '${field.name}' holds ${column.dataType}, the field needs ${expected}`);
    }
    found.set(field.name, { column, property });
  }
  return found;
}

export function registerResourceRoutes(app: FastifyInstance, deps: ResourceRouteDeps): void {
  const { db, resource, table } = deps;
  const clock = deps.clock ?? (() => new Date());
  const endpoints = resourceEndpoints(resource);
  const columns = fieldColumns(resource, table);
  // The fields whose changes the record's history shows (declared on the resource).
  const tracked = trackedFieldsOf(resource);
  const column = (field: ResourceField): PgColumn => {
    const found = columns.get(field.name);
    if (!found) throw new Error(`resource ${resource.key}: no column for field '${field.name}'`);
    return found.column;
  };
  /** Values by field name → by the table's properties, as insert and update take them. */
  const byProperty = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [columns.get(name)?.property ?? name, value]));
  const isText = (field: ResourceField) => field.input.kind !== 'select';
  /** A text field stored in a typed column (numeric, date): sorted by its value, matched and compared as text. */
  const isTyped = (field: ResourceField) => field.input.kind === 'text' && (field.input.format === 'decimal' || field.input.format === 'date' || field.input.format === 'time');

  // A list row: id plus every field under its row key ('Name', 'Description', 'salary').
  const rowSelection: Record<string, PgColumn | AnyPgColumn> = { id: table.id };
  for (const field of resource.fields) rowSelection[field.rowKey] = column(field);
  const toRow = (raw: Record<string, unknown>): ResourceRow => {
    const row: ResourceRow = { id: String(raw['id']) };
    for (const field of resource.fields) {
      const value = raw[field.rowKey];
      row[field.rowKey] = isText(field) ? String(value ?? '') : value === null || value === undefined ? null : Number(value);
    }
    return row;
  };

  // Sort: a field by its body name or its row key, in any letter case; only sortable fields.
  // Text ignores letter case, as the user reads it.
  const sortKeys = new Map<string, SQL>();
  for (const field of resource.fields) {
    if (!field.sortable) continue;
    const key = isText(field) && !isTyped(field) ? sql`lower(${column(field)})` : sql`${column(field)}`;
    sortKeys.set(field.name.toLowerCase(), key);
    sortKeys.set(field.rowKey.toLowerCase(), key);
  }
  const sortChoices = resource.fields.filter((f) => f.sortable).map((f) => f.name);
  const orderBy = (sort: string): SQL[] => sortOrder(sort, sortKeys, sortChoices, table.id);
  // A definition whose default sort names an unknown field fails at start-up, not on the first list call.
  orderBy(resource.defaultSort);

  const searchable = resource.fields.filter((f) => f.searchable);
  const filterBy = (filter: string | undefined): SQL | undefined =>
    containsText(filter, searchable.map((field) => (isText(field) && !isTyped(field) ? column(field) : sql`${column(field)}::text`)));

  const uniqueFields = resource.fields.filter((f) => f.unique);
  const duplicate = (field: ResourceField): AppError => {
    const message = `${field.label} ${resource.noun} sudah ada`;
    return new AppError('CONFLICT', message, { [field.name]: message });
  };
  /** 409 when another active row has the same value, ignoring letter case. */
  const assertUnique = async (tx: Db, values: Record<string, unknown>, exceptId?: string): Promise<void> => {
    for (const field of uniqueFields) {
      const value = values[field.name];
      if (value === undefined || value === null || value === '') continue;
      const conditions = [eq(table.status, 'active'), sql`lower(${column(field)}::text) = lower(${String(value)})`];
      if (exceptId) conditions.push(ne(table.id, exceptId));
      const [taken] = await tx.select({ id: table.id }).from(table).where(and(...conditions)).limit(1);
      if (taken) throw duplicate(field);
    }
  };
  /**
   * Two requests racing past the check above meet at the partial unique index; the loser gets
   * the same 409 instead of a 500.
   */
  const asConflict = (error: unknown): unknown => {
    const constraint = uniqueViolation(error);
    if (constraint === null) return error;
    const field = uniqueFields.find((f) => constraint.includes(f.name)) ?? uniqueFields[0];
    return field ? duplicate(field) : error;
  };

  /** The body's field values, a blank one replaced as its field's `whenBlank` says. */
  const fieldValues = async (tx: Db, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const values: Record<string, unknown> = {};
    for (const field of resource.fields) {
      const value = body[field.name];
      const blank = value === undefined || value === null || value === '';
      if (blank && field.whenBlank === 'numbered') {
        if (!deps.numbered) throw new Error(`resource ${resource.key}: field '${field.name}' is numbered when blank, but no numbering was given`);
        values[field.name] = await deps.numbered(tx);
      } else values[field.name] = value;
    }
    return values;
  };

  registerEndpoint(app, endpoints.list, async ({ query }) => {
    const where = and(eq(table.status, 'active'), filterBy(query.filter));
    const select = db
      .select(rowSelection)
      .from(table)
      .where(where)
      .orderBy(...orderBy(query.sort ?? resource.defaultSort));
    if (query.show === 'all') return { data: (await select).map(toRow) };
    const { rows, pagination } = await selectPage(db, select, table, where, query);
    return { data: rows.map(toRow), pagination };
  });

  registerEndpoint(app, endpoints.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    try {
      const row = await db.transaction(async (tx) => {
        const values = await fieldValues(tx, body);
        await assertUnique(tx, values);
        const [inserted] = await tx
          .insert(table)
          .values({ ...byProperty(values), createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
          .returning(rowSelection);
        if (!inserted) throw new Error('insert returned nothing');
        const id = String(inserted['id']);
        // What was stored, defaults included (an optional select left out takes its column's default).
        const stored = Object.fromEntries(resource.fields.map((f) => [f.name, inserted[f.rowKey]]));
        await writeAuditDiff(tx, auth, now, { entity: resource.key, entityId: id, action: 'add', tracked, before: null, after: stored });
        return inserted;
      });
      return { status: 'ok' as const, data: toRow(row) };
    } catch (error) {
      throw asConflict(error);
    }
  });

  const missing = () => notFound(`${resource.noun} tidak ditemukan`);

  registerEndpoint(app, endpoints.update, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const stamp = { updatedAt: now, updatedBy: auth.user.id };

    // The seeds' delete: PUT update/{id} with {status: 'deleted'}.
    if (body.status === 'deleted') {
      await db.transaction(async (tx) => {
        const where = and(eq(table.id, params.id), eq(table.status, 'active'));
        if (!(await softDelete(tx, table, where, { entity: resource.key, entityId: params.id, by: auth, at: now }))) throw missing();
        // Asked after the row is locked by the delete: a writer that picks this row (FOR SHARE)
        // either committed before, and is seen here, or waits and then finds it deleted.
        const refusal = deps.inUse ? await deps.inUse(tx, params.id) : null;
        if (refusal) throw new AppError('CONFLICT', refusal);
      });
      return { status: 'ok' as const };
    }

    // Otherwise the whole record, checked by the add rules, with the same 400 the contract gives.
    const parsed = addBodySchema(resource).safeParse(body);
    if (!parsed.success) throw zodValidationError(parsed.error.issues);
    const fieldSelection: Record<string, PgColumn> = {};
    for (const field of resource.fields) fieldSelection[field.name] = column(field);
    try {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select(fieldSelection)
          .from(table)
          .where(and(eq(table.id, params.id), eq(table.status, 'active')))
          .for('update');
        if (!current) throw missing();
        const values = await fieldValues(tx, parsed.data);
        const refusal = deps.refuseUpdate ? await deps.refuseUpdate(tx, params.id, current, values) : null;
        if (refusal) throw new AppError('CONFLICT', refusal);
        await assertUnique(tx, values, params.id);
        // An optional select left out of the body (undefined) keeps its value: drizzle leaves it out of the SET.
        await tx.update(table).set({ ...byProperty(values), ...stamp }).where(eq(table.id, params.id));
        await writeAuditDiff(tx, auth, now, { entity: resource.key, entityId: params.id, action: 'update', tracked, before: current, after: values });
      });
    } catch (error) {
      throw asConflict(error);
    }
    return { status: 'ok' as const };
  });
}
