import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';

/** socket.io on the same server: only a live session may connect. */
let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

function outcome(auth: Record<string, string>): Promise<'connected' | string> {
  const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
}

describe('realtime', () => {
  it('accepts a socket with a live session token', async () => {
    const token = await login(t.url, ADMIN.email, ADMIN.password);
    expect(await outcome({ token })).toBe('connected');
  });

  it('refuses a socket without a token, or with an unknown one', async () => {
    expect(await outcome({})).toBe('UNAUTHENTICATED');
    expect(await outcome({ token: 'bukan-token' })).toBe('UNAUTHENTICATED');
  });
});
