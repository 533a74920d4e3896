import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LUNCH_TEXTS, luncheonEndpoints, mealQrText, paginate } from '../../common/contract';
import type { Clock } from '../auth/context';
import { findActiveUser } from '../auth/users';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { activeEmployeeByIdk, activeMealEmployee, countMealEntitled, mealEntitledEmployees } from '../employee/lookup';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, notFound, unauthenticated } from '../http/errors';
import { containsText, sortOrder } from '../resource/routes';
import { jakartaDate, mealCodeFor, mealCodeSecret, verifyMealCode } from './mealcode';
import { lunchClaims } from './tables';

export interface LuncheonRouteDeps {
  db: Db;
  clock?: Clock;
  /** MEAL_CODE_SECRET; null: the key kept in server_secrets. */
  mealCodeSecret: string | null;
}

const ENTITLED_DEFAULT_SORT = 'nama|asc';
const TAKEN_DEFAULT_SORT = 'waktu_makan|desc';
const TAKEN_SORTS = ['idk', 'nama', 'waktu_makan'] as const;
const TAKEN_SORT_KEYS: ReadonlyMap<string, SQL> = new Map([
  ['idk', sql`${lunchClaims.idk}`],
  ['nama', sql`lower(${lunchClaims.employeeName})`],
  ['waktu_makan', sql`${lunchClaims.claimedAt}`],
]);

const invalidCode = () => new AppError('VALIDATION', LUNCH_TEXTS.invalidCode, { kodemakan: LUNCH_TEXTS.invalidCode });

/**
 * Luncheon (seed 001): the canteen scanner's claim, the two lists of the day, the day's count, and
 * the phone's 'Kode Makan Saya'. The day is the Jakarta calendar day of the injected clock.
 * A claim sends no realtime event (yet): socket rooms are per division and per user only.
 */
export function registerLuncheonRoutes(app: FastifyInstance, deps: LuncheonRouteDeps): void {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const secret = mealCodeSecret(db, deps.mealCodeSecret);
  const e = luncheonEndpoints;

  registerEndpoint(app, e.claim, async ({ query, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const today = jakartaDate(now);
    const idk = query.idk;
    // The code first: a forged or stale QR learns nothing about which numbers exist.
    if (!verifyMealCode(await secret(), idk, today, query.kodemakan)) throw invalidCode();
    const employee = await activeEmployeeByIdk(db, idk);
    if (!employee) throw notFound(LUNCH_TEXTS.employeeInactive);
    if (employee.makanStatus !== 'Y') throw conflict(LUNCH_TEXTS.notEntitled);
    // The unique key (employee, day) decides: of concurrent claims exactly one insert returns a row.
    const claim = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(lunchClaims)
        .values({
          employeeId: employee.id,
          idk: employee.idk,
          employeeName: employee.nama,
          claimDate: today,
          claimedAt: now,
          claimedBy: auth.user.id,
          deviceId: auth.deviceId,
        })
        .onConflictDoNothing({ target: [lunchClaims.employeeId, lunchClaims.claimDate] })
        .returning({ id: lunchClaims.id, claimedAt: lunchClaims.claimedAt });
      if (!inserted) return null;
      await writeAudit(tx, {
        entity: 'lunch_claim',
        entityId: inserted.id,
        action: 'add',
        changedFields: ['employee_id', 'claim_date'],
        userId: auth.user.id,
        deviceId: auth.deviceId,
        at: now,
      });
      return inserted;
    });
    if (!claim) throw conflict(LUNCH_TEXTS.alreadyTaken);
    return {
      status: 'ok' as const,
      userdetail: { nama: employee.nama, idk: employee.idk },
      waktu_makan: claim.claimedAt.toISOString(),
    };
  });

  registerEndpoint(app, e.entitled, async ({ query }) => {
    const page = query.show === 'all' ? null : { page: query.page, perPage: query.per_page };
    const { rows, total } = await mealEntitledEmployees(db, { filter: query.filter, sort: query.sort ?? ENTITLED_DEFAULT_SORT, page });
    const data = rows.map((row) => ({ _id: row.id, idk: row.idk, nama: row.nama }));
    if (!page) return { data };
    return { data, pagination: paginate(total, page.page, page.perPage) };
  });

  registerEndpoint(app, e.taken, async ({ query }) => {
    const where = and(
      eq(lunchClaims.claimDate, jakartaDate(clock())),
      containsText(query.filter, [lunchClaims.employeeName, sql`${lunchClaims.idk}::text`]),
    );
    const select = db
      .select({ id: lunchClaims.id, idk: lunchClaims.idk, nama: lunchClaims.employeeName, claimedAt: lunchClaims.claimedAt })
      .from(lunchClaims)
      .where(where)
      .orderBy(...sortOrder(query.sort ?? TAKEN_DEFAULT_SORT, TAKEN_SORT_KEYS, TAKEN_SORTS, lunchClaims.id));
    const toRow = (row: { id: string; idk: number; nama: string; claimedAt: Date }) => ({
      _id: row.id,
      idk: row.idk,
      nama: row.nama,
      waktu_makan: row.claimedAt.toISOString(),
    });
    if (query.show === 'all') return { data: (await select).map(toRow) };
    const [counted] = await db.select({ n: count() }).from(lunchClaims).where(where);
    const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    return { data: rows.map(toRow), pagination: paginate(counted?.n ?? 0, query.page, query.per_page) };
  });

  registerEndpoint(app, e.summary, async () => {
    const today = jakartaDate(clock());
    const [taken] = await db.select({ n: count() }).from(lunchClaims).where(eq(lunchClaims.claimDate, today));
    return { data: { tanggal: today, sudah: taken?.n ?? 0, total: await countMealEntitled(db) } };
  });

  registerEndpoint(app, e.myCode, async ({ auth }) => {
    if (!auth) throw unauthenticated();
    const account = await findActiveUser(db, auth.user.id);
    const employee = account?.employeeId ? await activeMealEmployee(db, account.employeeId) : null;
    if (!employee) throw conflict(LUNCH_TEXTS.accountNotLinked);
    if (employee.makanStatus !== 'Y') throw conflict(LUNCH_TEXTS.notEntitled);
    const today = jakartaDate(clock());
    const kodemakan = mealCodeFor(await secret(), employee.idk, today);
    const [taken] = await db
      .select({ id: lunchClaims.id })
      .from(lunchClaims)
      .where(and(eq(lunchClaims.employeeId, employee.id), eq(lunchClaims.claimDate, today)))
      .limit(1);
    return {
      data: {
        idk: employee.idk,
        nama: employee.nama,
        kodemakan,
        tanggal: today,
        qr: mealQrText(employee.idk, kodemakan),
        sudah_ambil: taken !== undefined,
      },
    };
  });
}
