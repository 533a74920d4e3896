import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { SESSION_COOKIE } from '../../common/contract';
import { divisionRoom, PRODUCTION_JOIN_EVENT, SUPERADMIN_ROOM, type ProductionJoinAck } from '../../common/contract/production';
import { isSuperadmin } from '../../common/roles';
import type { Clock } from '../auth/context';
import { hashToken } from '../auth/sessions';
import { resolveSession } from '../auth/users';
import type { Db } from '../db/client';

/**
 * socket.io on the same HTTP server, authenticated by the session (handshake `auth.token` from
 * desktop main, or the web cookie). Each socket joins its division's room (and a superadmin's the
 * 'superadmin' room); with REDIS_URL the Redis adapter lets several server instances share events.
 * The seed's client emits its division id to join: its own division is acknowledged, any other
 * refused (a user never hears another division's events).
 */
/** How often an open socket's session is read again: a deactivated account stops hearing events within it. */
const SESSION_CHECK_MS = 30_000;

export async function attachRealtime(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; redisUrl: string | null; adminEmail?: string | null; sessionCheckMs?: number },
): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (deps.redisUrl) {
    const pub = createClient({ url: deps.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }
  io.use((socket, next) => {
    const fromAuth = typeof socket.handshake.auth['token'] === 'string' ? (socket.handshake.auth['token'] as string) : null;
    const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
    const token = fromAuth ?? cookies[SESSION_COOKIE] ?? null;
    if (!token) return next(new Error('UNAUTHENTICATED'));
    resolveSession(deps.db, hashToken(token), deps.clock()).then(
      (auth) => {
        if (!auth) return next(new Error('UNAUTHENTICATED'));
        socket.data['userId'] = auth.user.id;
        socket.data['tokenHash'] = auth.sessionTokenHash;
        socket.data['divisionId'] = auth.user.divisionId;
        if (auth.user.divisionId) void socket.join(divisionRoom(auth.user.divisionId));
        if (isSuperadmin(auth.user, deps.adminEmail ?? null)) void socket.join(SUPERADMIN_ROOM);
        void socket.join(`user:${auth.user.id}`);
        next();
      },
      () => next(new Error('UNAVAILABLE')),
    );
  });
  /**
   * The session behind an open socket, read again (issue 24): an account deactivated, signed out
   * or reset since is disconnected; one whose employee moved division leaves the old division's
   * room for the new one. Works the same on every instance, whichever one made the change.
   */
  const recheck = async (socket: Socket): Promise<void> => {
    const auth = await resolveSession(deps.db, socket.data['tokenHash'] as string, deps.clock());
    if (!auth) {
      socket.disconnect(true);
      return;
    }
    const before = socket.data['divisionId'] as string | null;
    if (auth.user.divisionId === before) return;
    if (before) await socket.leave(divisionRoom(before));
    if (auth.user.divisionId) await socket.join(divisionRoom(auth.user.divisionId));
    socket.data['divisionId'] = auth.user.divisionId;
  };

  io.on('connection', (socket) => {
    const timer = setInterval(() => void recheck(socket).catch(() => undefined), deps.sessionCheckMs ?? SESSION_CHECK_MS);
    timer.unref();
    socket.on('disconnect', () => clearInterval(timer));
    socket.on(PRODUCTION_JOIN_EVENT, (divisionId: unknown, ack?: unknown) => {
      const own = socket.data['divisionId'] as string | null;
      const allowed = typeof divisionId === 'string' && own !== null && divisionId === own;
      const answer: ProductionJoinAck = allowed ? { ok: true } : { ok: false, message: 'Tidak boleh bergabung ke divisi lain' };
      if (allowed) void socket.join(divisionRoom(own));
      if (typeof ack === 'function') (ack as (reply: ProductionJoinAck) => void)(answer);
    });
  });
  // Open websockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((c) => c.quit()));
  });
  return io;
}
