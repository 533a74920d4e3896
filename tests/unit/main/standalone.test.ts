import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStandaloneServer, STOP_MESSAGE, type ForkUtility, type UtilityProcessLike } from '../../../main/standalone';

const USER_DATA = '/home/budi/.config/erp-backoffice';
const ENTRY = '/opt/erp/resources/app.asar/dist/server/utility.js';
const RENDERER = '/opt/erp/resources/app.asar/dist/renderer';

/** A utility process the test drives: it posts what the server's utility entry would post. */
class FakeUtilityProcess extends EventEmitter implements UtilityProcessLike {
  killed = false;
  received: unknown[] = [];
  /** When set, the fake exits on its own after receiving the stop message (a well-behaved server). */
  exitsOnStop = true;

  postMessage(message: unknown): void {
    this.received.push(message);
    if (this.exitsOnStop) setImmediate(() => this.emit('exit', 0));
  }

  kill(): boolean {
    this.killed = true;
    setImmediate(() => this.emit('exit', 143));
    return true;
  }
}

function fakeFork() {
  const spawned: Array<{ modulePath: string; args: string[]; options: Parameters<ForkUtility>[2]; child: FakeUtilityProcess }> = [];
  const fork: ForkUtility = (modulePath, args, options) => {
    const child = new FakeUtilityProcess();
    spawned.push({ modulePath, args, options, child });
    return child;
  };
  const child = (): FakeUtilityProcess => {
    const last = spawned.at(-1);
    if (!last) throw new Error('nothing forked');
    return last.child;
  };
  return { fork, spawned, child };
}

const start = (fork: ForkUtility, readyTimeoutMs = 1_000) =>
  startStandaloneServer({ fork, serverEntry: ENTRY, userDataDir: USER_DATA, rendererDir: RENDERER, env: { PATH: '/usr/bin', PORT: '8080', DATABASE_URL: 'postgres://kantor/erp', REDIS_URL: 'redis://kantor' }, readyTimeoutMs, stopTimeoutMs: 200 });

describe('standalone server', () => {
  it('forks the server entry on loopback, any port, on the embedded database under userData, with the built renderer', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('message', { type: 'ready', url: 'http://127.0.0.1:43210' });
    await starting;

    expect(fake.spawned[0]?.modulePath).toBe(ENTRY);
    expect(fake.spawned[0]?.options.env).toEqual({
      PATH: '/usr/bin',
      // glibc gives each sign-in's 16 MiB scrypt buffer back (common/server-process.ts).
      MALLOC_MMAP_THRESHOLD_: '1048576',
      DATA_DIR: path.join(USER_DATA, 'data'),
      RENDERER_DIR: RENDERER,
      PORT: '0',
      HOST: '127.0.0.1',
    });
  });

  it('waits for ready and answers the URL the server listens on', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('message', 'a log line, not for us');
    fake.child().emit('message', { type: 'ready', url: 'http://127.0.0.1:43210/' });

    const result = await starting;

    expect(result.ok && result.server.url).toBe('http://127.0.0.1:43210');
    expect(result.ok && result.server.generatedAdmin).toBeNull();
  });

  it('hands over the generated Super Admin sign-in of a first start, to be shown once', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('message', {
      type: 'ready',
      url: 'http://127.0.0.1:43210',
      generatedAdmin: { email: 'admin@erp.local', password: 'gtHI2UdnasbATiYWPHxRMrtQ' },
    });

    const result = await starting;

    expect(result.ok && result.server.generatedAdmin).toEqual({ email: 'admin@erp.local', password: 'gtHI2UdnasbATiYWPHxRMrtQ' });
  });

  it("reports the server's own error message (e.g. the data folder is in use)", async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    const refusal = 'Folder data sedang dipakai oleh server lain. Tutup aplikasi lain yang memakai folder ini.';
    fake.child().emit('message', { type: 'error', message: refusal });

    expect(await starting).toEqual({ ok: false, message: refusal });
  });

  it('keeps the error message even when the exit arrives first', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('exit', 1);
    fake.child().emit('message', { type: 'error', message: 'DATABASE_URL tidak valid' });

    expect(await starting).toEqual({ ok: false, message: 'DATABASE_URL tidak valid' });
  });

  it('reports a server that exits before it is ready', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('exit', 3);

    expect(await starting).toEqual({ ok: false, message: 'Server lokal berhenti sebelum siap (kode keluar 3).' });
  });

  it('gives up after the timeout and kills the process', async () => {
    const fake = fakeFork();

    const result = await start(fake.fork, 50);

    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('tidak siap') });
    expect(fake.child().killed).toBe(true);
  });

  it('reports a fork that fails outright', async () => {
    const result = await start(() => {
      throw new Error('ENOENT utility.js');
    });

    expect(result).toEqual({ ok: false, message: 'Server lokal tidak dapat dijalankan: ENOENT utility.js' });
  });

  it('stops by asking the server first, so it can close its database', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('message', { type: 'ready', url: 'http://127.0.0.1:43210' });
    const result = await starting;
    if (!result.ok) throw new Error(result.message);

    await result.server.stop();

    expect(fake.child().received).toEqual([STOP_MESSAGE]);
    expect(fake.child().killed).toBe(false);
  });

  it('kills a server that does not stop when asked', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().exitsOnStop = false;
    fake.child().emit('message', { type: 'ready', url: 'http://127.0.0.1:43210' });
    const result = await starting;
    if (!result.ok) throw new Error(result.message);

    await result.server.stop();

    expect(fake.child().killed).toBe(true);
  });

  it('tells the app when a running server dies, but not when it was stopped', async () => {
    const fake = fakeFork();
    const starting = start(fake.fork);
    fake.child().emit('message', { type: 'ready', url: 'http://127.0.0.1:43210' });
    const result = await starting;
    if (!result.ok) throw new Error(result.message);
    const exits: number[] = [];
    result.server.onUnexpectedExit((code) => exits.push(code));

    fake.child().emit('exit', 9);

    expect(exits).toEqual([9]);
  });
});
