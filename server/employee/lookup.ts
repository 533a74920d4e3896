import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsText, sortOrder } from '../resource/routes';
import { divisions, employees } from './tables';

/**
 * Read-only lookups other modules make of employees and divisions (the luncheon module: who may
 * eat, by number; the warehouse module: a product's division), so they never read the employee
 * module's tables themselves.
 */

/** An employee as the canteen sees them: number, display name and whether they take the lunch. */
export interface MealEmployee {
  id: string;
  idk: number;
  /** First and last name, as one display name. */
  nama: string;
  makanStatus: 'Y' | 'N';
}

/** The largest value an idk (a PostgreSQL integer) can hold: a larger number names nobody. */
const MAX_IDK = 2_147_483_647;

const displayName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;

const mealSelection = {
  id: employees.id,
  idk: employees.idk,
  nama: displayName,
  makanStatus: employees.makanStatus,
};

/** The active employee with this number, or null when there is none (unknown, deleted, out of range). */
export async function activeEmployeeByIdk(db: Db, idk: number): Promise<MealEmployee | null> {
  if (!Number.isInteger(idk) || idk < 0 || idk > MAX_IDK) return null;
  const [row] = await db
    .select(mealSelection)
    .from(employees)
    .where(and(eq(employees.idk, idk), eq(employees.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The active employee with this id (an account's linked employee), or null. */
export async function activeMealEmployee(db: Db, id: string): Promise<MealEmployee | null> {
  const [row] = await db
    .select(mealSelection)
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The active employees among `ids`, by id (a deleted one is absent). */
export async function activeEmployeesByIds(db: Db, ids: readonly string[]): Promise<Map<string, MealEmployee>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(mealSelection)
    .from(employees)
    .where(and(inArray(employees.id, unique), eq(employees.status, 'active')));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Ids of the active employees whose name or number contains `text` (letter case ignored): another module's search by executor. */
export async function employeeIdsMatching(db: Db, text: string): Promise<string[]> {
  const where = containsText(text, [employees.firstname, employees.lastname, displayName, sql`${employees.idk}::text`]);
  if (!where) return [];
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.status, 'active'), where));
  return rows.map((row) => row.id);
}

/** Sort keys of the meal list; names ignore letter case. */
export const MEAL_ENTITLED_SORTS = ['idk', 'nama'] as const;
const MEAL_SORT_KEYS: ReadonlyMap<string, SQL> = new Map([
  ['idk', sql`${employees.idk}`],
  ['nama', sql`lower(${displayName})`],
]);

const entitled = (filter: string | undefined) =>
  and(
    eq(employees.status, 'active'),
    eq(employees.makanStatus, 'Y'),
    containsText(filter, [employees.firstname, employees.lastname, displayName, sql`${employees.idk}::text`]),
  );

export interface MealEntitledQuery {
  filter?: string | undefined;
  /** 'field|dir,…' over MEAL_ENTITLED_SORTS; an unknown field is a 400. */
  sort: string;
  /** null: every row (show=all). */
  page: { page: number; perPage: number } | null;
}

/** Active employees who take the lunch (makan status Y), filtered by name or number, one page or all, with the total. */
export async function mealEntitledEmployees(
  db: Db,
  query: MealEntitledQuery,
): Promise<{ rows: { id: string; idk: number; nama: string }[]; total: number }> {
  const where = entitled(query.filter);
  const select = db
    .select({ id: employees.id, idk: employees.idk, nama: displayName })
    .from(employees)
    .where(where)
    .orderBy(...sortOrder(query.sort, MEAL_SORT_KEYS, MEAL_ENTITLED_SORTS, employees.id));
  if (!query.page) {
    const rows = await select;
    return { rows, total: rows.length };
  }
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where);
  const rows = await select.limit(query.page.perPage).offset((query.page.page - 1) * query.page.perPage);
  return { rows, total: count?.n ?? 0 };
}

/** How many active employees take the lunch. */
export async function countMealEntitled(db: Db): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(entitled(undefined));
  return count?.n ?? 0;
}

/** Active divisions as pickers show them ({id, Name}), by name ignoring letter case. */
export async function activeDivisions(db: Db): Promise<{ id: string; Name: string }[]> {
  return db
    .select({ id: divisions.id, Name: divisions.name })
    .from(divisions)
    .where(eq(divisions.status, 'active'))
    .orderBy(asc(sql`lower(${divisions.name})`), asc(divisions.id));
}

const prepareDivisionNames = (db: Db) =>
  db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(sql`${divisions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    // Unnamed (''): built once per database handle, not on every call (a list page asks on each
    // request); PostgreSQL parses and plans it as any other statement (no server-side name).
    .prepare('');
const preparedDivisionNames = new WeakMap<Db, ReturnType<typeof prepareDivisionNames>>();

/** Division id → name for the given ids (deleted divisions too: a row still names what it points at). */
export async function divisionNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  let prepared = preparedDivisionNames.get(db);
  if (!prepared) {
    prepared = prepareDivisionNames(db);
    preparedDivisionNames.set(db, prepared);
  }
  const rows = await prepared.execute({ ids: unique });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Whether the division is active, holding it so (FOR SHARE) until the caller's transaction ends:
 * a record that picks it is written before a concurrent delete, or sees the division deleted.
 */
export async function lockActiveDivision(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(eq(divisions.id, id), eq(divisions.status, 'active')))
    .for('share');
  return row !== undefined;
}

/** What another module's employee picker may show of a person: id, number, name, division; no pay or personal data. */
export interface EmployeePickerOption {
  id: string;
  idk: number;
  nama: string;
  division: string;
}

/** Up to `limit` active employees whose name or number contains `filter`, by name (the executor picker of Survey's projects). */
export async function employeePickerOptions(db: Db, filter: string | undefined, limit: number): Promise<EmployeePickerOption[]> {
  return db
    .select({ id: employees.id, idk: employees.idk, nama: displayName, division: sql<string>`coalesce(${divisions.name}, '')` })
    .from(employees)
    .leftJoin(divisions, eq(divisions.id, employees.divisionId))
    .where(and(eq(employees.status, 'active'), containsText(filter, [employees.firstname, employees.lastname, displayName, sql`${employees.idk}::text`])))
    .orderBy(asc(sql`lower(${displayName})`), asc(employees.id))
    .limit(limit);
}

/** An employee as attendance lists them: number, display name and division (id and name). */
export interface RosterEmployee {
  id: string;
  idk: number;
  nama: string;
  divisionId: string;
  division: string;
  /** Employment (issue 18's Tanggal Masuk and Keluar): a day without a record counts as alpa only inside it. */
  joinedOn: string;
  leftOn: string | null;
}

const rosterSelection = {
  id: employees.id,
  idk: employees.idk,
  nama: displayName,
  divisionId: employees.divisionId,
  division: sql<string>`coalesce(${divisions.name}, '')`,
  joinedOn: employees.joinedOn,
  leftOn: employees.leftOn,
};

/** The active employees (of one division when given), by division name, then name (the attendance recap's rows). */
export async function activeEmployeeRoster(db: Db, divisionId?: string): Promise<RosterEmployee[]> {
  return db
    .select(rosterSelection)
    .from(employees)
    .leftJoin(divisions, eq(divisions.id, employees.divisionId))
    .where(and(eq(employees.status, 'active'), divisionId ? eq(employees.divisionId, divisionId) : undefined))
    .orderBy(asc(sql`lower(coalesce(${divisions.name}, ''))`), asc(sql`lower(${displayName})`), asc(employees.id));
}

/** Employees among `ids` (deleted ones too: their recorded days still count), by id. */
export async function rosterEmployeesByIds(db: Db, ids: readonly string[]): Promise<Map<string, RosterEmployee>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(rosterSelection).from(employees).leftJoin(divisions, eq(divisions.id, employees.divisionId)).where(inArray(employees.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active employees with these numbers (a fingerprint machine's user ids), by idk. */
export async function activeEmployeesByIdks(db: Db, idks: readonly number[]): Promise<Map<number, RosterEmployee>> {
  const unique = [...new Set(idks)].filter((idk) => Number.isInteger(idk) && idk >= 0 && idk <= MAX_IDK);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(rosterSelection)
    .from(employees)
    .leftJoin(divisions, eq(divisions.id, employees.divisionId))
    .where(and(inArray(employees.idk, unique), eq(employees.status, 'active')));
  return new Map(rows.map((row) => [row.idk, row]));
}
