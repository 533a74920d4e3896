import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  authEndpoints,
  EMPLOYEE_LEFT_REACTIVATE_REFUSED,
  LAST_SUPERADMIN_DEACTIVATE_REFUSED,
  LAST_SUPERADMIN_ROLE_REFUSED,
  OWN_ACCOUNT_DEACTIVATE_REFUSED,
  OWN_ROLE_REFUSED,
  paginate,
  type UserAccountRow,
} from '../../common/contract';
import { MODULE_KEYS, moduleByKey } from '../../common/modules';
import { isSuperadmin, type Role } from '../../common/roles';
import { writeAudit, writeAuditBy, type AuditActor, type AuditChanges } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { conflict, notFound, unauthenticated, validationError } from '../http/errors';
import { containsText, sortOrder, uniqueViolation } from '../resource/routes';
import type { Clock } from './context';
import { generatePassword, hashPassword } from './passwords';
import { endUserSessions } from './sessions';
import { applications, userApplications, users } from './tables';
import { clearAccountFailures } from './throttle';
import { createUser, INACTIVE_BY_ADMIN, INACTIVE_EMPLOYEE_DELETED, inactiveEmployeeLeft, inactiveReason, linkedEmployeeStates, type UserRow } from './users';

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

/** The list rows of these users, each with its active applications (name and the module key they grant) and whether it is active. */
async function accountRows(db: Db, rows: UserRow[], adminEmail: string, now: Date): Promise<UserAccountRow[]> {
  const ids = rows.map((r) => r.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userApplications.userId, id: applications.id, name: applications.name, module: applications.moduleKey })
          .from(userApplications)
          .innerJoin(applications, eq(applications.id, userApplications.applicationId))
          .where(and(inArray(userApplications.userId, ids), eq(applications.status, 'active')))
          .orderBy(asc(sql`lower(${applications.name})`));
  const employees = await linkedEmployeeStates(db, rows.map((r) => r.employeeId));
  return rows.map((user) => {
    const reason = inactiveReason(user, user.employeeId ? (employees.get(user.employeeId) ?? null) : null, now);
    return {
      _id: user.id,
      username: user.username,
      email: user.email,
      // ADMIN_EMAIL counts as superadmin; the list shows the role the account is treated as.
      role: isSuperadmin(user, adminEmail) ? 'superadmin' : user.role,
      app: grants.filter((g) => g.userId === user.id).map((g) => ({ id_app: g.id, name: g.name, module: g.module })),
      active: reason === null,
      inactive_reason: reason,
    };
  });
}

/** The module keys of these applications' grants, for the audit trail (an unkeyed one by its id). */
async function grantedLabels(db: Db, userId: string): Promise<{ ids: string[]; labels: string[] }> {
  const rows = await db
    .select({ id: applications.id, module: applications.moduleKey, name: applications.name })
    .from(userApplications)
    .innerJoin(applications, eq(applications.id, userApplications.applicationId))
    .where(and(eq(userApplications.userId, userId), eq(applications.status, 'active')));
  return { ids: rows.map((r) => r.id).sort(), labels: rows.map((r) => r.module ?? r.name).sort() };
}

/**
 * Locks every active superadmin row and refuses when `target` is the last one (as on delete and on a
 * role change: two superadmins demoting each other wait for one another).
 */
async function assertNotLastSuperadmin(tx: Db, target: UserRow, message: string): Promise<void> {
  if (target.role !== 'superadmin') return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.status, 'active'), isNull(users.deactivatedAt)))
    .for('update');
  if (admins.filter((a) => a.id !== target.id).length === 0) throw conflict(message);
}

/**
 * Deactivates an account: it cannot sign in, its sessions end at once, and the audit row records
 * it in the same transaction. Already deactivated: nothing changes (false).
 */
async function deactivate(tx: Db, target: UserRow, by: AuditActor | null, reason: string, now: Date): Promise<boolean> {
  if (target.deactivatedAt) return false;
  await tx
    .update(users)
    .set({ deactivatedAt: now, deactivatedBy: by?.user.id ?? null, deactivationReason: reason, updatedAt: now, updatedBy: by?.user.id ?? null })
    .where(eq(users.id, target.id));
  await endUserSessions(tx, target.id);
  await writeAudit(tx, {
    entity: 'user',
    entityId: target.id,
    action: 'deactivate',
    changedFields: ['active'],
    changes: { active: { from: true, to: false } },
    reason,
    userId: by?.user.id ?? null,
    deviceId: by?.deviceId ?? null,
    at: now,
  });
  return true;
}

/**
 * The accounts linked to an employee who was deleted or has left (Tanggal Keluar passed) are
 * deactivated the same way as by the Super Admin: sessions end, sign-in refused, audited. Called
 * by the employee module inside its own write's transaction.
 */
export async function deactivateAccountsOfEmployee(
  tx: Db,
  employee: { id: string; leftOn?: string | null; deleted: boolean },
  by: AuditActor,
  now: Date,
): Promise<void> {
  const linked = await tx
    .select()
    .from(users)
    .where(and(eq(users.employeeId, employee.id), eq(users.status, 'active'), isNull(users.deactivatedAt)))
    .for('update');
  const reason = employee.deleted ? INACTIVE_EMPLOYEE_DELETED : inactiveEmployeeLeft(employee.leftOn ?? '');
  for (const account of linked) await deactivate(tx, account, by, reason, now);
}

const withAccessDenied = (found: { id: string }[], ids: string[]) => ids.filter((id) => !found.some((a) => a.id === id));

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, clock, adminEmail } = deps;

  registerEndpoint(app, authEndpoints.userList, async ({ query }) => {
    const where = and(eq(users.status, 'active'), containsText(query.filter, [users.username, users.email]));
    const select = db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sortOrder(query.sort ?? DEFAULT_SORT, SORT_KEYS, SORT_CHOICES, users.id));
    if (query.show === 'all') return { data: await accountRows(db, await select, adminEmail, clock()) };
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    const total = count?.n ?? 0;
    const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    return { data: await accountRows(db, rows, adminEmail, clock()), pagination: paginate(total, query.page, query.per_page) };
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
    const [row] = await accountRows(db, [user], adminEmail, clock());
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
      if (target.role === 'superadmin') await assertNotLastSuperadmin(tx, target, LAST_SUPERADMIN_ROLE_REFUSED);
      const [row] = await tx.update(users).set({ role: body.role, updatedAt: now, updatedBy: auth.user.id }).where(eq(users.id, target.id)).returning();
      await writeAuditBy(tx, auth, now, {
        entity: 'user',
        entityId: target.id,
        action: 'change_role',
        changedFields: ['role'],
        changes: { role: { from: target.role, to: body.role } },
      });
      if (!row) throw notFound('Pengguna tidak ditemukan');
      return row;
    });
    const [row] = await accountRows(db, [updated], adminEmail, now);
    if (!row) throw new Error('updated user has no row');
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, authEndpoints.grantableApplications, async () => {
    const rows = await db
      .select({ id: applications.id, module: applications.moduleKey })
      .from(applications)
      .where(and(eq(applications.status, 'active'), isNotNull(applications.moduleKey)));
    // Registry order, as the home screen shows the modules.
    const data = MODULE_KEYS.flatMap((key) => {
      const row = rows.find((r) => r.module === key);
      if (!row) return [];
      const module = moduleByKey(key);
      return [{ id_app: row.id, module: key, title: module.title, description: module.description }];
    });
    return { data };
  });

  /** The active account, locked for the write; 404 otherwise. */
  const lockedTarget = async (tx: Db, id: string): Promise<UserRow> => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.status, 'active')))
      .for('update');
    if (!target) throw notFound('Pengguna tidak ditemukan');
    return target;
  };
  const rowOf = async (user: UserRow, now: Date): Promise<UserAccountRow> => {
    const [row] = await accountRows(db, [user], adminEmail, now);
    if (!row) throw new Error('account has no row');
    return row;
  };

  registerEndpoint(app, authEndpoints.updateUser, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const own = params.id.toLowerCase() === auth.user.id.toLowerCase();
    const now = clock();
    try {
      const updated = await db.transaction(async (tx) => {
        const target = await lockedTarget(tx, params.id);
        const changes: AuditChanges = {};
        const set: { email?: string; role?: Role } = {};
        if (body.email !== undefined && body.email !== target.email) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, body.email), eq(users.status, 'active'), ne(users.id, target.id)))
            .limit(1);
          if (taken) throw conflict('Email sudah dipakai pengguna lain');
          set.email = body.email;
          changes['email'] = { from: target.email, to: body.email };
        }
        if (body.role !== undefined && body.role !== target.role) {
          if (own && body.role !== 'superadmin') throw conflict(OWN_ROLE_REFUSED);
          await assertNotLastSuperadmin(tx, target, LAST_SUPERADMIN_ROLE_REFUSED);
          set.role = body.role;
          changes['role'] = { from: target.role, to: body.role };
        }
        if (body.app !== undefined) {
          const ids = [...new Set(body.app.map((a) => a.id_app))];
          const found =
            ids.length === 0
              ? []
              : await tx
                  .select({ id: applications.id })
                  .from(applications)
                  .where(and(inArray(applications.id, ids), eq(applications.status, 'active')));
          const missing = withAccessDenied(found, ids);
          if (missing.length > 0) throw validationError({ app: `Aplikasi tidak ditemukan: ${missing.join(', ')}` });
          const before = await grantedLabels(tx, target.id);
          if (before.ids.join() !== [...ids].sort().join()) {
            await tx.delete(userApplications).where(eq(userApplications.userId, target.id));
            if (ids.length > 0) await tx.insert(userApplications).values(ids.map((applicationId) => ({ userId: target.id, applicationId })));
            const after = await grantedLabels(tx, target.id);
            changes['access'] = { from: before.labels, to: after.labels };
          }
        }
        if (Object.keys(changes).length === 0) return target;
        const [row] = await tx
          .update(users)
          .set({ ...set, updatedAt: now, updatedBy: auth.user.id })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw notFound('Pengguna tidak ditemukan');
        await writeAuditBy(tx, auth, now, { entity: 'user', entityId: target.id, action: 'update', changedFields: Object.keys(changes), changes });
        return row;
      });
      return { status: 'ok' as const, data: await rowOf(updated, now) };
    } catch (error) {
      if (uniqueViolation(error) !== null) throw conflict('Email sudah dipakai pengguna lain');
      throw error;
    }
  });

  registerEndpoint(app, authEndpoints.resetPassword, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    // One's own password is changed with the current one (change_password), never reset here.
    if (params.id.toLowerCase() === auth.user.id.toLowerCase()) throw conflict('Ganti kata sandi anda sendiri lewat menu Ganti Password');
    const generated = body.password === undefined ? generatePassword() : null;
    const passwordHash = await hashPassword(body.password ?? generated ?? '');
    const now = clock();
    await db.transaction(async (tx) => {
      const target = await lockedTarget(tx, params.id);
      await tx.update(users).set({ passwordHash, updatedAt: now, updatedBy: auth.user.id }).where(eq(users.id, target.id));
      await endUserSessions(tx, target.id);
      await clearAccountFailures(tx, target.email);
      await writeAuditBy(tx, auth, now, {
        entity: 'user',
        entityId: target.id,
        action: 'reset_password',
        changedFields: ['password'],
        // The password itself is never written to the trail.
        changes: { password: { from: null, to: generated ? 'dibuat otomatis' : 'diketik Super Admin' } },
      });
    });
    return { status: 'ok' as const, password: generated };
  });

  registerEndpoint(app, authEndpoints.deactivateUser, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    if (params.id.toLowerCase() === auth.user.id.toLowerCase()) throw conflict(OWN_ACCOUNT_DEACTIVATE_REFUSED);
    const now = clock();
    const updated = await db.transaction(async (tx) => {
      const target = await lockedTarget(tx, params.id);
      if (target.deactivatedAt) return target;
      await assertNotLastSuperadmin(tx, target, LAST_SUPERADMIN_DEACTIVATE_REFUSED);
      await deactivate(tx, target, auth, body.reason || INACTIVE_BY_ADMIN, now);
      return lockedTarget(tx, target.id);
    });
    return { status: 'ok' as const, data: await rowOf(updated, now) };
  });

  registerEndpoint(app, authEndpoints.reactivateUser, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const updated = await db.transaction(async (tx) => {
      const target = await lockedTarget(tx, params.id);
      // An employee who left stays out: the account follows the employee, not the other way round.
      const employee = target.employeeId ? ((await linkedEmployeeStates(tx, [target.employeeId])).get(target.employeeId) ?? null) : null;
      if (inactiveReason({ ...target, deactivatedAt: null }, employee, now) !== null) throw conflict(EMPLOYEE_LEFT_REACTIVATE_REFUSED);
      if (!target.deactivatedAt) return target;
      const [row] = await tx
        .update(users)
        .set({ deactivatedAt: null, deactivatedBy: null, deactivationReason: null, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(users.id, target.id))
        .returning();
      await writeAuditBy(tx, auth, now, {
        entity: 'user',
        entityId: target.id,
        action: 'reactivate',
        changedFields: ['active'],
        changes: { active: { from: false, to: true } },
      });
      if (!row) throw notFound('Pengguna tidak ditemukan');
      return row;
    });
    return { status: 'ok' as const, data: await rowOf(updated, now) };
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
        changes: { email: { from: target.email, to: null }, role: { from: target.role, to: null } },
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
