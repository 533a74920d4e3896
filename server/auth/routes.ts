import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ACCOUNT_DEACTIVATED,
  authEndpoints,
  COOKIE_TRANSPORT_HEADER,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_UNCHANGED,
  SESSION_COOKIE,
  type SessionInfo,
} from '../../common/contract';
import { accessNamesOf } from '../../common/modules';
import { isSuperadmin } from '../../common/roles';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { AppError, conflict, forbidden, notFound, validationError } from '../http/errors';
import type { AuthContext, Clock } from './context';
import { deviceFrom } from './access';
import { registerAccountRoutes } from './accounts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { createSession, endSession, endUserSessions, SESSION_TTL_MS } from './sessions';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './throttle';
import { findActiveUser, findActiveUserByEmail, inactiveReason, linkedEmployeeStates, modulesOf, toAuthUser } from './users';
import { users } from './tables';
import { and, eq, ne } from 'drizzle-orm';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  adminEmail: string;
}

const WRONG_CREDENTIALS = 'Email atau kata sandi salah';

function sessionInfoOf(user: AuthContext['user'], expiresAt: Date, adminEmail: string): SessionInfo {
  return {
    expired: Math.floor(expiresAt.getTime() / 1000),
    data: {
      auth: {
        _id: user.id,
        username: user.username,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        // ADMIN_EMAIL counts as superadmin; the client sees the role it will be treated as.
        role: isSuperadmin(user, adminEmail) ? 'superadmin' : user.role,
        // The seed's access list, computed from the granted keys.
        access: accessNamesOf(user.modules),
        modules: user.modules,
      },
      // Stored as text on the account; answered as the number every other answer gives.
      idk: user.idk !== null && /^\d{1,9}$/.test(user.idk) ? Number(user.idk) : null,
      division: { id: user.divisionId },
    },
  };
}

function setSessionCookie(reply: FastifyReply, token: string | null, maxAgeSeconds: number): void {
  if (token === null) {
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return;
  }
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge: maxAgeSeconds,
  });
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, clock, adminEmail } = deps;

  registerEndpoint(app, authEndpoints.login, async ({ body, request, reply }) => {
    const now = clock();
    const address = request.ip;
    await assertLoginAllowed(db, body.email, address, now);
    const user = await findActiveUserByEmail(db, body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await recordLoginFailure(db, body.email, address, now);
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, body.email, address);
    // Told only after the right password, so the answer reveals nothing to a guesser.
    const employee = user.employeeId ? ((await linkedEmployeeStates(db, [user.employeeId])).get(user.employeeId) ?? null) : null;
    if (inactiveReason(user, employee, now) !== null) throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);
    const session = await createSession(db, {
      userId: user.id,
      deviceId: deviceFrom(request),
      userAgent: request.headers['user-agent'] ?? null,
      now,
    });
    const info = sessionInfoOf(toAuthUser(user, await modulesOf(db, user.id), employee), session.expiresAt, adminEmail);
    // A browser asks for the cookie so its JavaScript never holds the token; other clients get it in the body.
    const cookieMode = request.headers[COOKIE_TRANSPORT_HEADER] === 'cookie';
    if (cookieMode) setSessionCookie(reply, session.token, SESSION_TTL_MS / 1000);
    return { ...info, token: cookieMode ? '' : session.token };
  });

  registerEndpoint(app, authEndpoints.logout, async ({ auth, reply }) => {
    if (auth) await endSession(db, auth.sessionTokenHash);
    setSessionCookie(reply, null, 0);
    return { status: 'ok' as const };
  });

  registerEndpoint(app, authEndpoints.session, async ({ auth }) => {
    if (!auth) throw notFound();
    return sessionInfoOf(auth.user, auth.expiresAt, adminEmail);
  });

  registerEndpoint(app, authEndpoints.userLogin, async ({ auth }) => {
    if (!auth) throw notFound();
    return { userID: { id: auth.user.id, employee: [{ email: auth.user.email }] } };
  });

  registerEndpoint(app, authEndpoints.changePassword, async ({ params, body, auth, request }) => {
    if (!auth) throw notFound();
    if (params.id !== auth.user.id) throw forbidden('Anda hanya dapat mengganti kata sandi anda sendiri.');
    const now = clock();
    const self = await findActiveUser(db, auth.user.id);
    if (!self) throw notFound();
    // Guessing the current password here counts as failed sign-ins do, so an open session cannot brute-force it.
    await assertLoginAllowed(db, self.email, request.ip, now);
    if (!(await verifyPassword(body.current_password, self.passwordHash))) {
      await recordLoginFailure(db, self.email, request.ip, now);
      // Which of the two is wrong, on its own field.
      throw validationError({ current_password: CURRENT_PASSWORD_WRONG });
    }
    if (body.current_password === body.password) throw validationError({ password: PASSWORD_UNCHANGED });
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), updatedAt: now, updatedBy: auth.user.id })
        .where(eq(users.id, auth.user.id));
      await endUserSessions(tx, auth.user.id, auth.sessionTokenHash);
      await writeAuditBy(tx, auth, now, { entity: 'user', entityId: auth.user.id, action: 'change_password', changedFields: ['password'] });
    });
    return { status: 'ok' as const };
  });

  registerEndpoint(app, authEndpoints.changeRole, async ({ params, body, auth, reply }) => {
    if (!auth) throw notFound();
    const target = await findActiveUser(db, params.id);
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if (target.email !== body.old_email) throw conflict('Email lama tidak sesuai dengan data pengguna');
    if (body.email !== body.old_email) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, body.email), eq(users.status, 'active'), ne(users.id, target.id)))
        .limit(1);
      if (taken) throw conflict('Email sudah dipakai pengguna lain');
    }
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: body.email, role: 'superadmin', updatedAt: now, updatedBy: auth.user.id })
        .where(eq(users.id, target.id));
      // The seeds sign the user out after this change: every session of the account ends.
      await endUserSessions(tx, target.id);
      await writeAuditBy(tx, auth, now, {
        entity: 'user',
        entityId: target.id,
        action: 'change_role',
        changedFields: ['email', 'role'],
        changes: { email: { from: target.email, to: body.email }, role: { from: target.role, to: 'superadmin' } },
      });
    });
    if (target.id === auth.user.id) setSessionCookie(reply, null, 0);
    return { status: 'ok' as const };
  });

  registerAccountRoutes(app, deps);
}
