import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authEndpoints, LAST_SUPERADMIN_ROLE_REFUSED, OWN_ROLE_REFUSED, paginate, type UserAccountRow } from '../../common/contract';
import { isSuperadmin } from '../../common/roles';
import { writeAudit, writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { conflict, notFound, unauthenticated } from '../http/errors';
import { containsText, sortOrder } from '../resource/routes';
import type { Clock } from './context';
import { applications, userApplications, users } from './tables';
import { createUser, type UserRow } from './users';

/**
 * User accounts under /api/auth (seed 000 sections 2 and 7: the Employee module's User menu):
 * the paged list, POST regis and the real DELETE delete/{id}. Superadmin only, by the contract's
 * access, which the central check enforces.
 */
export interface AccountDeps {
  db: Db;
  clock: Clock;
  adminEmail: string;
}

const DEFAULT_SORT = 'username|asc';
const SORT_KEYS = new Map<string, SQL>([
  ['username', sql`lower(${users.username})`],
  ['email', sql`lower(${users.email})`],
]);
const SORT_CHOICES = ['username', 'email'];

/** The list rows of these users, each with its active applications (by name). */
async function accountRows(db: Db, rows: UserRow[], adminEmail: string): Promise<UserAccountRow[]> {
  const ids = rows.map((r) => r.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userApplications.userId, id: applications.id, name: applications.name })
          .from(userApplications)
          .innerJoin(applications, eq(applications.id, userApplications.applicationId))
          .where(and(inArray(userApplications.userId, ids), eq(applications.status, 'active')))
          .orderBy(asc(sql`lower(${applications.name})`));
  return rows.map((user) => ({
    _id: user.id,
    username: user.username,
    email: user.email,
    // ADMIN_EMAIL counts as superadmin; the list shows the role the account is treated as.
    role: isSuperadmin({ ...user, access: [] }, adminEmail) ? 'superadmin' : user.role,
    app: grants.filter((g) => g.userId === user.id).map((g) => ({ id_app: g.id, name: g.name })),
  }));
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, clock, adminEmail } = deps;

  registerEndpoint(app, authEndpoints.userList, async ({ query }) => {
    const where = and(eq(users.status, 'active'), containsText(query.filter, [users.username, users.email]));
    const select = db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sortOrder(query.sort ?? DEFAULT_SORT, SORT_KEYS, SORT_CHOICES, users.id));
    if (query.show === 'all') return { data: await accountRows(db, await select, adminEmail) };
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    const total = count?.n ?? 0;
    const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    return { data: await accountRows(db, rows, adminEmail), pagination: paginate(total, query.page, query.per_page) };
  });

  registerEndpoint(app, authEndpoints.register, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const user = await createUser(db, {
      email: body.email,
      password: body.password,
      // createUser falls back to the part of the email before '@'.
      username: body.username,
      // A linked employee gives the account its idk, division and name (the username too).
      employeeId: body.id_employee ?? null,
      // The old client sends no id_employee: the account belongs to the employee with its email, if any.
      linkEmployeeByEmail: true,
      applicationIds: body.app.map((a) => a.id_app),
      role: body.role,
      createdBy: auth.user.id,
      deviceId: auth.deviceId,
      // The audit entry is written with the row, in the same transaction.
    });
    const [row] = await accountRows(db, [user], adminEmail);
    if (!row) throw new Error('created user has no row');
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, authEndpoints.setUserRole, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    if (params.id.toLowerCase() === auth.user.id.toLowerCase() && body.role !== 'superadmin') throw conflict(OWN_ROLE_REFUSED);
    const now = clock();
    const updated = await db.transaction(async (tx) => {
      const [target] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, params.id), eq(users.status, 'active')))
        .for('update');
      if (!target) throw notFound('Pengguna tidak ditemukan');
      if (target.role === body.role) return target;
      if (target.role === 'superadmin') {
        // As on delete: every superadmin row locked, so two demoting each other wait for one another.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'superadmin'), eq(users.status, 'active')))
          .for('update');
        if (admins.length <= 1) throw conflict(LAST_SUPERADMIN_ROLE_REFUSED);
      }
      const [row] = await tx.update(users).set({ role: body.role, updatedAt: now, updatedBy: auth.user.id }).where(eq(users.id, target.id)).returning();
      await writeAuditBy(tx, auth, now, { entity: 'user', entityId: target.id, action: 'change_role', changedFields: [`role=${target.role}->${body.role}`] });
      if (!row) throw notFound('Pengguna tidak ditemukan');
      return row;
    });
    const [row] = await accountRows(db, [updated], adminEmail);
    if (!row) throw new Error('updated user has no row');
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, authEndpoints.deleteUser, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    if (params.id.toLowerCase() === auth.user.id.toLowerCase()) throw conflict('Anda tidak dapat menghapus akun anda sendiri');
    const now = clock();
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, params.id)).for('update');
      if (!target) throw notFound('Pengguna tidak ditemukan');
      if (target.role === 'superadmin' && target.status === 'active') {
        // Locking every superadmin row makes two superadmins deleting each other wait for one another.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'superadmin'), eq(users.status, 'active')))
          .for('update');
        if (admins.length <= 1) throw conflict('Super Admin terakhir tidak dapat dihapus');
      }
      // A real delete (seed: "User delete is a real delete call"); sessions and access go with it.
      await tx.delete(users).where(eq(users.id, target.id));
      await writeAudit(tx, {
        entity: 'user',
        entityId: target.id,
        action: 'delete',
        // The row is gone: the trail keeps who it was.
        changedFields: [`email=${target.email}`, `username=${target.username}`, `role=${target.role}`],
        userId: auth.user.id,
        deviceId: auth.deviceId,
        at: now,
      });
    });
    return { status: 'ok' as const };
  });
}
