import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { jakartaDate } from '../../common/calendar';
import { MODULE_KEYS, MODULES, moduleByAccessName, type ModuleKey } from '../../common/modules';
import type { Role } from '../../common/roles';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { linkedEmployees } from '../employee/account-link';
import { activeEmployeeForAccount, activeEmployeesByEmail, type EmployeeForAccount } from '../employee/employees';
import { conflict, notFound, validationError } from '../http/errors';
import { uniqueViolation } from '../resource/routes';
import { personName, type AuthContext } from './context';
import { hashPassword } from './passwords';
import { applications, sessions, userApplications, users } from './tables';

export type UserRow = typeof users.$inferSelect;

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function findActiveUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Only the registry's keys count; anything else in the column grants nothing. */
const asModuleKeys = (keys: readonly (string | null)[] | null): ModuleKey[] =>
  MODULE_KEYS.filter((key) => (keys ?? []).includes(key));

/**
 * The modules the user's grants open, by the applications' stable keys (never their editable
 * names): an application without a key, or a deleted one, opens nothing.
 */
export async function modulesOf(db: Db, userId: string): Promise<ModuleKey[]> {
  const rows = await db
    .select({ key: applications.moduleKey })
    .from(userApplications)
    .innerJoin(applications, eq(applications.id, userApplications.applicationId))
    .where(and(eq(userApplications.userId, userId), eq(applications.status, 'active'), isNotNull(applications.moduleKey)));
  return asModuleKeys(rows.map((r) => r.key));
}

/** The linked employee's state as the account reads it per request (null: not linked, or the row is gone). */
export interface LinkedEmployeeState {
  divisionId: string | null;
  leftOn: string | null;
  status: 'active' | 'deleted' | null;
}

export const INACTIVE_BY_ADMIN = 'Dinonaktifkan oleh Super Admin';
export const INACTIVE_EMPLOYEE_DELETED = 'Karyawan sudah dihapus';
export const inactiveEmployeeLeft = (leftOn: string) => `Karyawan keluar (Tanggal Keluar ${leftOn})`;

/**
 * Why an account cannot be used now, or null when it can: deactivated, or linked to an employee
 * who was deleted or whose Tanggal Keluar has passed (Jakarta date, so no scheduler is needed).
 */
export function inactiveReason(
  user: Pick<UserRow, 'deactivatedAt' | 'deactivationReason' | 'employeeId'>,
  employee: LinkedEmployeeState | null,
  now: Date,
): string | null {
  if (user.deactivatedAt) return user.deactivationReason || INACTIVE_BY_ADMIN;
  if (user.employeeId === null) return null;
  if (!employee || employee.status !== 'active') return INACTIVE_EMPLOYEE_DELETED;
  if (employee.leftOn && employee.leftOn < jakartaDate(now)) return inactiveEmployeeLeft(employee.leftOn);
  return null;
}

/** The states of the employees these accounts are linked to, by employee id. */
export async function linkedEmployeeStates(db: Db, employeeIds: readonly (string | null)[]): Promise<Map<string, LinkedEmployeeState>> {
  const ids = [...new Set(employeeIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const linked = linkedEmployees(db);
  const rows = await db.select().from(linked).where(inArray(linked.id, ids));
  return new Map(rows.map((r) => [r.id, { divisionId: r.divisionId, leftOn: r.leftOn, status: r.status }]));
}

/**
 * The caller behind a session token hash, or null when the session is unknown, expired, the user
 * is gone or inactive (deactivated; the linked employee deleted or gone past Tanggal Keluar). One
 * round trip (session, user, linked employee and the user's granted module keys together): every
 * authenticated request pays for it. The division is the employee's as of now, not a copy.
 */
export async function resolveSession(db: Db, tokenHash: string, now: Date): Promise<AuthContext | null> {
  const linked = linkedEmployees(db);
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      employeeId: linked.id,
      employeeDivisionId: linked.divisionId,
      employeeLeftOn: linked.leftOn,
      employeeStatus: linked.status,
      modules: sql<string[] | null>`(select array_agg(${applications.moduleKey}) from ${userApplications} inner join ${applications} on ${applications.id} = ${userApplications.applicationId} where ${userApplications.userId} = ${users.id} and ${applications.status} = 'active' and ${applications.moduleKey} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(linked, eq(linked.id, users.employeeId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'active'), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const employee = row.employeeId === null ? null : { divisionId: row.employeeDivisionId, leftOn: row.employeeLeftOn, status: row.employeeStatus };
  if (inactiveReason(row.user, employee, now) !== null) return null;
  return {
    sessionTokenHash: tokenHash,
    deviceId: row.session.deviceId,
    expiresAt: row.session.expiresAt,
    user: toAuthUser(row.user, asModuleKeys(row.modules), employee),
  };
}

/** The account as a request sees it; a linked account's division is its employee's, read now. */
export function toAuthUser(user: UserRow, modules: ModuleKey[], employee: LinkedEmployeeState | null): AuthContext['user'] {
  return {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    idk: user.idk,
    divisionId: user.employeeId === null ? user.divisionId : (employee?.divisionId ?? null),
    modules,
  };
}

export interface NewUser {
  email: string;
  password: string;
  username?: string;
  firstname?: string;
  lastname?: string;
  role?: Role;
  /** Modules by their access names ('/employee', …): each grants that module's built-in application. */
  access?: string[];
  /** Application ids (POST regis); each must exist and be active, else a 400 on `app`. */
  applicationIds?: string[];
  idk?: string | null;
  divisionId?: string | null;
  /**
   * The employee the account belongs to; it must be active (else 404). The account then takes the
   * employee's idk, division, first and last name, and the full name as its username.
   */
  employeeId?: string | null;
  /**
   * Without employeeId: link the account to the active employee whose email it is (POST regis as
   * the old client sends it, so login answers that employee's idk and the meal code works). No such
   * employee: the account is made unlinked; two: 409 naming both.
   */
  linkEmployeeByEmail?: boolean;
  createdBy?: string | null;
  /** The creator's device, for the audit entry. */
  deviceId?: string | null;
}

const EMAIL_TAKEN = 'Email sudah dipakai pengguna lain';

/** The one employee with this email, null for none; two make the link ambiguous, refused with both named. */
async function employeeOfEmail(db: Db, email: string): Promise<EmployeeForAccount | null> {
  const found = await activeEmployeesByEmail(db, email);
  if (found.length > 1) {
    const named = found.map((e) => `${[e.firstname, e.lastname].filter(Boolean).join(' ')} (IDK ${e.idk})`).join(' dan ');
    throw conflict(`Email ${email} dipakai lebih dari satu karyawan: ${named}. Perbaiki email karyawan atau pilih karyawannya (id_employee).`);
  }
  return found[0] ?? null;
}

/**
 * Creates an account: the one creation path of the first-start bootstrap, POST regis and the
 * tests' fixtures. Access is granted by application names, ids, or both.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await findActiveUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const names = [...new Set((input.access ?? []).map((n) => n.toLowerCase()))];
  const ids = [...new Set(input.applicationIds ?? [])];
  const username =
    input.username?.trim() || [input.firstname, input.lastname].filter(Boolean).join(' ') || email.split('@')[0] || email;
  try {
    return await db.transaction(async (tx) => {
      const employee = input.employeeId
        ? await activeEmployeeForAccount(tx, input.employeeId)
        : input.linkEmployeeByEmail
          ? await employeeOfEmail(tx, email)
          : null;
      if (input.employeeId && !employee) throw notFound('Karyawan tidak ditemukan');
      const granted = new Set<string>();
      if (ids.length > 0) {
        const found = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(inArray(applications.id, ids), eq(applications.status, 'active')));
        const missing = ids.filter((id) => !found.some((a) => a.id === id));
        if (missing.length > 0) throw validationError({ app: `Aplikasi tidak ditemukan: ${missing.join(', ')}` });
        for (const a of found) granted.add(a.id);
      }
      if (names.length > 0) {
        const keys = names.map((n) => moduleByAccessName(n)?.key ?? null);
        const wanted = keys.filter((k): k is ModuleKey => k !== null);
        const apps =
          wanted.length === 0
            ? []
            : await tx
                .select({ id: applications.id, key: applications.moduleKey })
                .from(applications)
                .where(and(inArray(applications.moduleKey, wanted), eq(applications.status, 'active')));
        const missing = names.filter((_n, i) => !apps.some((a) => a.key !== null && a.key === keys[i]));
        if (missing.length > 0) throw notFound(`Aplikasi tidak ditemukan: ${missing.join(', ')}`);
        for (const a of apps) granted.add(a.id);
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          ...(employee
            ? {
                username: [employee.firstname, employee.lastname].filter(Boolean).join(' '),
                firstname: employee.firstname,
                lastname: employee.lastname,
                idk: String(employee.idk),
                divisionId: employee.divisionId,
                employeeId: employee.id,
              }
            : {
                username,
                firstname: input.firstname ?? '',
                lastname: input.lastname ?? '',
                idk: input.idk ?? null,
                divisionId: input.divisionId ?? null,
              }),
          role: input.role ?? 'user',
          createdBy: input.createdBy ?? null,
          updatedBy: input.createdBy ?? null,
        })
        .returning();
      if (!user) throw new Error('insert returned nothing');
      if (granted.size > 0) {
        await tx.insert(userApplications).values([...granted].map((applicationId) => ({ userId: user.id, applicationId })));
      }
      await writeAudit(tx, {
        entity: 'user',
        entityId: user.id,
        action: 'add',
        changedFields: ['email', 'username', 'password', 'role', 'access', ...(employee ? ['employee'] : [])],
        userId: input.createdBy ?? null,
        deviceId: input.deviceId ?? null,
        at: user.createdAt,
      });
      return user;
    });
  } catch (error) {
    // Two registrations racing past the check above meet at the partial unique index.
    if (uniqueViolation(error) !== null) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The eight modules as applications with their stable keys, so access can be granted from the
 * first start on. A module whose application is missing (a new database, or one deleted before
 * issue 24) gets one; an unkeyed active row of the module's name takes the key.
 */
export async function ensureModuleApplications(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const keyed = await tx
      .select({ key: applications.moduleKey })
      .from(applications)
      .where(and(eq(applications.status, 'active'), isNotNull(applications.moduleKey)));
    for (const m of MODULES.filter((module) => !keyed.some((row) => row.key === module.key))) {
      const [claimed] = await tx
        .update(applications)
        .set({ moduleKey: m.key })
        .where(and(eq(applications.status, 'active'), isNull(applications.moduleKey), sql`lower(${applications.name}) = ${m.accessName}`))
        .returning({ id: applications.id });
      if (claimed) continue;
      await tx
        .insert(applications)
        .values({ name: m.accessName, description: `Modul ${m.title}: ${m.description}`, moduleKey: m.key })
        .onConflictDoNothing();
    }
  });
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Display names (personName) of users by id, deleted ones too: who created or finalised a record. */
export async function userNamesByIds(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, personName(u)]));
}
