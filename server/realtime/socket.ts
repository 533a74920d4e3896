import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { SESSION_COOKIE } from '../../common/contract';
import type { Clock } from '../auth/context';
import { hashToken } from '../auth/sessions';
import { resolveSession } from '../auth/users';
import type { Db } from '../db/client';

/**
 * socket.io on the same HTTP server, authenticated by the session (handshake `auth.token` from
 * desktop main, or the web cookie). Each socket joins its division's room; with REDIS_URL the
 * Redis adapter lets several server instances share events.
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; redisUrl: string | null },
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
        if (auth.user.divisionId) void socket.join(`division:${auth.user.divisionId}`);
        void socket.join(`user:${auth.user.id}`);
        next();
      },
      () => next(new Error('UNAVAILABLE')),
    );
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
