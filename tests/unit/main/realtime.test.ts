import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../../common/realtime';
import { createRealtimeRelay, type RealtimeConnectOptions, type RealtimeRelay } from '../../../main/realtime';
import { ProductionClient } from '../../support/production';
import { ADMIN, login, startTestServer, type TestServer } from '../../support/server';

/**
 * Desktop main's realtime relay against the real server (its socket.io with session auth), through
 * the real socket.io-client: main connects with the stored token and forwards parsed events.
 */

let server: TestServer;
let relay: RealtimeRelay | null = null;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterEach(() => {
  relay?.stop();
  relay = null;
});
afterAll(async () => {
  await server?.close();
});

interface Harness {
  relay: RealtimeRelay;
  forwarded: RealtimeMessage[];
  states: string[];
  connects: RealtimeConnectOptions[];
  sockets: Socket[];
  setToken(token: string | null): void;
  /** Resolves with the next state the relay reports. */
  nextState(): Promise<string>;
}

function harness(initialToken: string | null): Harness {
  let token = initialToken;
  const forwarded: RealtimeMessage[] = [];
  const states: string[] = [];
  const connects: RealtimeConnectOptions[] = [];
  const sockets: Socket[] = [];
  let waiting: ((state: string) => void) | null = null;
  relay = createRealtimeRelay({
    serverUrl: server.url,
    token: () => token,
    connect: (url, options) => {
      connects.push(options);
      // No agent here: plain http (the pinned agent over https is in certificate-pin.test.ts).
      const { agent: _agent, ...plain } = options;
      const socket = io(url, plain);
      sockets.push(socket);
      return socket;
    },
    forward: (message) => forwarded.push(message),
    onState: (state) => {
      states.push(state);
      waiting?.(state);
      waiting = null;
    },
    log: { warn: () => undefined },
  });
  return {
    relay,
    forwarded,
    states,
    connects,
    sockets,
    setToken: (next) => {
      token = next;
    },
    nextState: () => new Promise((resolve) => (waiting = resolve)),
  };
}

describe('realtime relay (desktop main)', () => {
  it('opens no socket without a session', () => {
    const h = harness(null);
    h.relay.restart();
    expect(h.connects).toHaveLength(0);
    expect(h.relay.active).toBe(false);
  });

  it('connects to the server with the stored token, over websocket on /socket.io', async () => {
    const h = harness(await login(server.url, ADMIN.email, ADMIN.password));
    const connected = h.nextState();
    h.relay.restart();
    expect(await connected).toBe('connected');
    expect(h.connects[0]).toMatchObject({ path: '/socket.io', transports: ['websocket'] });
  });

  it('stops, without retrying, when the server refuses the token', async () => {
    const h = harness('bukan-token-yang-sah');
    const refused = h.nextState();
    h.relay.restart();
    expect(await refused).toBe('refused');
    expect(h.relay.active).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.connects).toHaveLength(1);
  });

  it('follows the session: closed after logout, opened again with the new token after login', async () => {
    const h = harness(await login(server.url, ADMIN.email, ADMIN.password));
    const first = h.nextState();
    h.relay.restart();
    expect(await first).toBe('connected');

    h.setToken(null);
    h.relay.restart();
    expect(h.relay.active).toBe(false);

    h.setToken(await login(server.url, ADMIN.email, ADMIN.password));
    const again = h.nextState();
    h.relay.restart();
    expect(await again).toBe('connected');
    expect(h.connects).toHaveLength(2);
  });

  it("forwards the server's production events, parsed, for the renderer", async () => {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const h = harness(token);
    const connected = h.nextState();
    h.relay.restart();
    expect(await connected).toBe('connected');

    const production = new ProductionClient(server, token);
    const order = await production.addOrder(await production.fixture());
    await expect.poll(() => h.forwarded, { timeout: 5000 }).toContainEqual({
      event: 'production',
      data: { action: 'add', id: order.id, division_id: order.division.id, status: 'approved', by: expect.any(String) as string },
    });
  });

  it('at the first connect and after a dropped connection (it reconnects by itself) it tells the renderer to read afresh', async () => {
    const h = harness(await login(server.url, ADMIN.email, ADMIN.password));
    const first = h.nextState();
    h.relay.restart();
    expect(await first).toBe('connected');
    // A screen may have read its data before the socket was up: what was sent meanwhile reached nobody.
    expect(h.forwarded).toEqual([{ event: 'resync' }]);

    const again = h.nextState();
    // The transport dies under the socket, as a network drop would do it.
    h.sockets[0]?.io.engine.close();
    expect(await again).toBe('connected');
    expect(h.forwarded).toEqual([{ event: 'resync' }, { event: 'resync' }]);
    expect(h.connects).toHaveLength(1);
  }, 20_000);
});
