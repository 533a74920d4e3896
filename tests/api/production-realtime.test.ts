import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_EVENT, PRODUCTION_JOIN_EVENT, productionEvent, type ProductionEvent, type ProductionJoinAck } from '../../common/contract/production';
import { ProductionClient, type ProductionFixture } from '../support/production';
import { addPayrollEmployee, addPosition, updateEmployee } from '../support/salary';
import { ADMIN, call, login, REALTIME_SESSION_CHECK_MS, startPeerServer, startTestServer, type TestServer } from '../support/server';

/**
 * Live updates of the production board (issue 15 section 3): every committed change reaches the
 * order's division and the superadmins on the socket, never another division; the seed's join
 * emit is honoured for one's own division only; and with REDIS_URL two server instances on one
 * database share the events (a change made through one reaches a client of the other).
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestServer;
let p: ProductionClient;
let adminToken: string;
const sockets: Socket[] = [];

interface Listener {
  socket: Socket;
  events: ProductionEvent[];
  /** The events about one order, in arrival order. */
  about(id: string): ProductionEvent[];
}

/** A signed-in socket collecting every production event (each checked against the contract). */
async function listen(url: string, token: string): Promise<Listener> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  const events: ProductionEvent[] = [];
  socket.on(PRODUCTION_EVENT, (payload: unknown) => events.push(productionEvent.parse(payload)));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { socket, events, about: (id) => events.filter((e) => e.id === id) };
}

const actions = (listener: Listener, id: string) => listener.about(id).map((e) => e.action);

beforeAll(async () => {
  t = await startTestServer();
  adminToken = await login(t.url, ADMIN.email, ADMIN.password);
  p = new ProductionClient(t, adminToken);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

describe('production events', () => {
  let a: ProductionFixture;
  let b: ProductionFixture;
  let boss: Listener;
  let divisionA: Listener;
  let divisionB: Listener;

  beforeAll(async () => {
    a = await p.fixture();
    b = await p.fixture();
    boss = await listen(t.url, adminToken);
    divisionA = await listen(t.url, a.worker.token);
    divisionB = await listen(t.url, b.worker.token);
  });

  it('reach the order’s division and the superadmin, not another division', async () => {
    const order = await p.addOrder(a);
    await expect.poll(() => actions(divisionA, order.id)).toEqual(['add']);
    await expect.poll(() => actions(boss, order.id)).toEqual(['add']);
    expect(divisionA.about(order.id)[0]).toEqual({ action: 'add', id: order.id, division_id: a.division, status: 'approved', by: expect.any(String) });

    await p.walk(order.id, a.worker.token, 'diproduksi');
    expect((await p.addLogRaw(order.id, 'Mulai dirakit', a.worker.token)).status).toBe(200);
    expect((await p.step(order.id, 'dibatalkan', a.worker.token)).status).toBe(200);
    // A mistaken cancel undone goes out like a step.
    expect((await p.api('PUT', `/api/production/dataproduction/undostatus/${order.id}`, undefined, a.worker.token)).status).toBe(200);
    const expected = ['add', 'status', 'status', 'log', 'cancel', 'undo'];
    await expect.poll(() => actions(divisionA, order.id)).toEqual(expected);
    await expect.poll(() => actions(boss, order.id)).toEqual(expected);
    expect(divisionA.about(order.id).map((e) => e.status)).toEqual(['approved', 'diterbitkan', 'diproduksi', 'diproduksi', 'dibatalkan', 'diproduksi']);
    expect(divisionA.about(order.id)[1]!.by).toMatch(/^Pekerja \d+$/);
    // A step and a log carry the order as it now is, so an open board patches it without a read.
    expect(divisionA.about(order.id).map((e) => e.row?.status)).toEqual([undefined, 'diterbitkan', 'diproduksi', 'diproduksi', 'dibatalkan', 'diproduksi']);
    expect(divisionA.about(order.id)[3]!.row?.log.map((log) => log.deskripsi)).toEqual(['Mulai dirakit']);

    // An order of division B, after all of the above: once B has it, A's events could have reached B.
    const theirs = await p.addOrder(b);
    await expect.poll(() => actions(divisionB, theirs.id)).toEqual(['add']);
    expect(divisionB.about(order.id)).toEqual([]);
    await expect.poll(() => actions(boss, theirs.id)).toEqual(['add']);
    expect(divisionA.about(theirs.id)).toEqual([]);
  });

  it('tell both divisions when an edit moves an order, and announce a delete', async () => {
    const order = await p.addOrder(a);
    await expect.poll(() => actions(divisionA, order.id)).toEqual(['add']);
    const moved = await p.updateRaw(order.id, { id_produk: b.product.id, id_divisi: b.division, qty: 2, imagerab: [] });
    expect(moved.status).toBe(200);
    await expect.poll(() => actions(divisionA, order.id)).toEqual(['add', 'update']);
    await expect.poll(() => actions(divisionB, order.id)).toEqual(['update']);
    expect((await p.deleteRaw(order.id)).status).toBe(200);
    await expect.poll(() => actions(divisionB, order.id)).toEqual(['update', 'delete']);
    await expect.poll(() => actions(boss, order.id)).toEqual(['add', 'update', 'delete']);
  });

  it('honour the seed’s join emit for one’s own division and refuse another', async () => {
    const joinAs = (listener: Listener, divisionId: unknown) =>
      new Promise<ProductionJoinAck>((resolve) => listener.socket.emit(PRODUCTION_JOIN_EVENT, divisionId, (ack: ProductionJoinAck) => resolve(ack)));
    expect(await joinAs(divisionA, a.division)).toEqual({ ok: true });
    const refused = await joinAs(divisionA, b.division);
    expect(refused.ok).toBe(false);
    expect(refused.message).toBe('Tidak boleh bergabung ke divisi lain');
    expect((await joinAs(divisionA, { id: b.division })).ok).toBe(false);
    // Still not in B's room: B's next order reaches B only.
    const theirs = await p.addOrder(b);
    await expect.poll(() => actions(divisionB, theirs.id)).toEqual(['add']);
    const mine = await p.addOrder(a);
    await expect.poll(() => actions(divisionA, mine.id)).toEqual(['add']);
    expect(divisionA.about(theirs.id)).toEqual([]);
  });
});

describe('two server instances with Redis', () => {
  it('carry a change made through one to a client of the other, both ways', async () => {
    const first = await startTestServer({ redisUrl: REDIS_URL });
    const second = await startPeerServer(first);
    try {
      const token = await login(first.url, ADMIN.email, ADMIN.password);
      const client = new ProductionClient(first, token);
      const f = await client.fixture();
      // Sessions live in the shared database: the worker's token opens a socket on the other instance.
      const workerOnSecond = await listen(second.url, f.worker.token);
      const bossOnFirst = await listen(first.url, token);
      const order = await client.addOrder(f);
      await expect.poll(() => actions(workerOnSecond, order.id), { timeout: 5_000 }).toEqual(['add']);

      // One step through the first instance, the next through the second: the superadmin on the
      // first and the worker on the second hear both.
      expect((await client.step(order.id, 'diterbitkan', f.worker.token)).status).toBe(200);
      // Events of two instances are not ordered between them: the second step waits until the first has crossed over.
      await expect.poll(() => workerOnSecond.about(order.id).map((e) => e.status), { timeout: 5_000 }).toEqual(['approved', 'diterbitkan']);
      const peerStep = await fetch(`${second.url}/api/production/dataproduction/updatestatus/${order.id}/diproduksi`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${f.worker.token}` },
      });
      expect(peerStep.status).toBe(200);
      await expect.poll(() => actions(bossOnFirst, order.id), { timeout: 5_000 }).toEqual(['add', 'status', 'status']);
      await expect.poll(() => workerOnSecond.about(order.id).map((e) => e.status), { timeout: 5_000 }).toEqual(['approved', 'diterbitkan', 'diproduksi']);
      if (first.databaseKind === 'postgres') {
        // The second instance has its own connection pool to the same database.
        const [row] = await first.server.database.db
          .select({ n: sql<number>`count(distinct application_name || client_port::text)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database()`);
        expect(Number(row?.n)).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('open sockets follow the account (issue 24)', () => {
  it("disconnects a deactivated account's socket, and moves a moved employee's socket to the new division's events", async () => {
    const a = await p.fixture();
    const b = await p.fixture();
    const gone = await p.worker(a.division);
    const goneSocket = await listen(t.url, gone.token);
    const disconnected = new Promise<string>((resolve) => goneSocket.socket.on('disconnect', (reason) => resolve(reason)));
    expect((await call(t.url, 'PUT', `/api/auth/user/${gone.id}/deactivate`, { token: adminToken, body: {} })).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');

    // Bob's account belongs to an employee of A; the employee moves to B while his socket stays open.
    const position = await addPosition(t, adminToken, `Perakit ${a.tag}`);
    const employee = await addPayrollEmployee(t, adminToken, { firstname: 'Bob', lastname: a.tag, division: a.division, position, salary: 100_000, overtime: 0, dayoff: 0 });
    const bobLogin = { email: `bob.${a.tag.toLowerCase()}@erp.test`, password: 'sandi-bob-12345' };
    await t.createUser({ ...bobLogin, access: ['/production'], employeeId: employee.id });
    const bob = await listen(t.url, await login(t.url, bobLogin.email, bobLogin.password));
    const stayed = await listen(t.url, a.worker.token);
    await updateEmployee(t, adminToken, employee.id, { dname: b.division });
    // The next session check (REALTIME_SESSION_CHECK_MS in tests) moves the socket between the rooms.
    await new Promise((resolve) => setTimeout(resolve, REALTIME_SESSION_CHECK_MS * 4));
    const theirs = await p.addOrder(b);
    const old = await p.addOrder(a);
    await expect.poll(() => actions(bob, theirs.id)).toEqual(['add']);
    await expect.poll(() => actions(stayed, old.id)).toEqual(['add']);
    expect(bob.about(old.id)).toEqual([]);
  });
});
