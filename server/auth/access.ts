import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_HEADER, SESSION_COOKIE } from '../../common/contract';
import { canOpenModule, isSuperadmin } from '../../common/roles';
import type { Db } from '../db/client';
import { forbidden, unauthenticated } from '../http/errors';
import type { AuthContext, Clock } from './context';
import { createSessionCache } from './session-cache';
import { hashToken } from './sessions';
import { resolveSession } from './users';

/** The token as old clients send it ('Bearer t' or bare 't') or, in the web mode, the httpOnly cookie. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (header) {
    const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
    if (token) return token;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
}

export function deviceFrom(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_HEADER];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 128) : null;
}

/**
 * The one central access check: every route declares `config.access` (from its contract) and
 * this hook answers 401/403 before the handler runs. Superadmin and ADMIN_EMAIL pass every module.
 * It runs on request, before the body is parsed or checked, so a caller without access learns
 * nothing about the input rules (a 400 listing the fields) and never gets the body read.
 */
export function installAccessCheck(app: FastifyInstance, deps: { db: Db; clock: Clock; adminEmail: string }): void {
  app.decorateRequest('auth', null);
  const sessions = createSessionCache();
  const resolve = async (token: string): Promise<AuthContext | null> => {
    const tokenHash = hashToken(token);
    const now = deps.clock();
    const cached = sessions.get(tokenHash, now);
    if (cached) return cached;
    const keep = sessions.begin();
    const auth = await resolveSession(deps.db, tokenHash, now);
    keep(tokenHash, auth, now);
    return auth;
  };
  // After a write has been answered (its transaction committed), no caller is served from before it.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') sessions.clear();
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = tokenFrom(request);
    const auth = token ? await resolve(token) : null;
    if (!auth) throw unauthenticated(token ? undefined : 'Silakan masuk terlebih dahulu.');
    request.auth = auth;
    if (access.kind === 'module' && ![access.module, ...(access.alsoFor ?? [])].some((module) => canOpenModule(auth.user, module, deps.adminEmail))) {
      throw forbidden();
    }
    if (access.kind === 'role' && !access.roles.includes(auth.user.role) && !(access.roles.includes('superadmin') && isSuperadmin(auth.user, deps.adminEmail))) {
      throw forbidden('Hanya Super Admin yang dapat melakukan ini.');
    }
  });
}
