import path from 'node:path';
import { z } from '../common/contract';
import { SERVER_PROCESS_ENV } from '../common/server-process';

/**
 * Standalone mode: the server runs in an Electron utility process, so database work never blocks
 * the window, on PGlite under the user-data folder. Its entry (server/utility.ts) reports once:
 * `{type:'ready', url}` when it listens, or `{type:'error', message}` when it cannot start
 * (e.g. another instance already holds the data folder; the message is Indonesian, for the user).
 */
export const serverProcessMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    url: z.url({ protocol: /^https?$/ }),
    /** Only on the first start without ADMIN_PASSWORD: shown to the user once. */
    generatedAdmin: z.object({ email: z.string(), password: z.string() }).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string().min(1) }),
]);

export type ServerProcessMessage = z.infer<typeof serverProcessMessage>;

/** The part of Electron's UtilityProcess used here; the real one fits it, so does a test fake. */
export interface UtilityProcessLike {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  postMessage(message: unknown): void;
  kill(): boolean;
}

/** Asks the server to close its database and exit (server/utility.ts listens for it). */
export const STOP_MESSAGE = { type: 'stop' } as const;

/** An 'error' message and the exit right after it travel separately; wait this long for the message. */
const EXIT_GRACE_MS = 250;

export type ForkUtility = (
  modulePath: string,
  args: string[],
  options: { env: Record<string, string | undefined>; serviceName: string; stdio: 'inherit' },
) => UtilityProcessLike;

export interface StandaloneServer {
  url: string;
  /** The first start's generated Super Admin sign-in, or null; the server keeps no copy of the password. */
  generatedAdmin: { email: string; password: string } | null;
  /** Called if the server dies after it was ready. */
  onUnexpectedExit(listener: (code: number) => void): void;
  /** Asks the server to stop, kills it if it does not, and waits (bounded) for it to exit. */
  stop(): Promise<void>;
}

export type StandaloneStart = { ok: true; server: StandaloneServer } | { ok: false; message: string };

export interface StandaloneDeps {
  fork: ForkUtility;
  /** dist/server/utility.js inside the app. */
  serverEntry: string;
  /** Electron's userData folder; the database lives in its `data` subfolder. */
  userDataDir: string;
  /** dist/renderer inside the app: the server serves it, and the window loads it from there. */
  rendererDir: string;
  env: Record<string, string | undefined>;
  /** Migrations on a slow office PC take a while; a hung start must still end. */
  readyTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export const DEFAULT_READY_TIMEOUT_MS = 60_000;
const DEFAULT_STOP_TIMEOUT_MS = 5_000;

export function standaloneDataDir(userDataDir: string): string {
  return path.join(userDataDir, 'data');
}

export function startStandaloneServer(deps: StandaloneDeps): Promise<StandaloneStart> {
  const readyTimeoutMs = deps.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const stopTimeoutMs = deps.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;

  return new Promise<StandaloneStart>((resolve) => {
    // Standalone means the embedded database: a DATABASE_URL or REDIS_URL left in the user's
    // environment must not quietly point it at another server (that is the office setup). TLS is for
    // an office server too: this one listens on loopback only, where plain http never crosses the network.
    const { DATABASE_URL: _database, REDIS_URL: _redis, TLS_CERT_FILE: _cert, TLS_KEY_FILE: _key, TLS_SELF_SIGNED: _selfSigned, ...inherited } = deps.env;
    let child: UtilityProcessLike;
    try {
      child = deps.fork(deps.serverEntry, [], {
        env: {
          ...inherited,
          ...SERVER_PROCESS_ENV,
          DATA_DIR: standaloneDataDir(deps.userDataDir),
          // The server's default (cwd/dist/renderer) is wrong for an installed app, whose cwd is anywhere.
          RENDERER_DIR: deps.rendererDir,
          // Any free port, on loopback only: other PCs must not reach a standalone server.
          PORT: '0',
          HOST: '127.0.0.1',
        },
        serviceName: 'ERP Server',
        stdio: 'inherit',
      });
    } catch (cause) {
      resolve({ ok: false, message: `Server lokal tidak dapat dijalankan: ${messageOf(cause)}` });
      return;
    }

    let settled = false;
    let exitCode: number | null = null;
    const exitWaiters: Array<() => void> = [];
    const unexpectedExitListeners: Array<(code: number) => void> = [];
    let stopping = false;
    const timer = setTimeout(() => {
      child.kill();
      settle({ ok: false, message: `Server lokal tidak siap dalam ${Math.round(readyTimeoutMs / 1000)} detik.` });
    }, readyTimeoutMs);

    function settle(start: StandaloneStart): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(start);
    }

    child.on('message', (raw) => {
      const parsed = serverProcessMessage.safeParse(raw);
      if (!parsed.success || settled) return; // other messages (logs, later events) are not ours to read
      if (parsed.data.type === 'error') {
        child.kill();
        settle({ ok: false, message: parsed.data.message });
        return;
      }
      settle({
        ok: true,
        server: {
          url: parsed.data.url.replace(/\/+$/, ''),
          generatedAdmin: parsed.data.generatedAdmin ?? null,
          onUnexpectedExit: (listener) => unexpectedExitListeners.push(listener),
          stop,
        },
      });
    });

    child.on('exit', (code) => {
      exitCode = code;
      for (const wake of exitWaiters.splice(0)) wake();
      if (!settled) {
        setTimeout(() => settle({ ok: false, message: `Server lokal berhenti sebelum siap (kode keluar ${code}).` }), EXIT_GRACE_MS);
        return;
      }
      if (!stopping) for (const listener of unexpectedExitListeners) listener(code);
    });

    /** Resolves true if the process exited within `ms`. */
    function waitForExit(ms: number): Promise<boolean> {
      if (exitCode !== null) return Promise.resolve(true);
      return new Promise<boolean>((done) => {
        const giveUp = setTimeout(() => done(false), ms);
        exitWaiters.push(() => {
          clearTimeout(giveUp);
          done(true);
        });
      });
    }

    async function stop(): Promise<void> {
      stopping = true;
      if (exitCode !== null) return;
      // Politely first: kill() on Windows ends the process at once, leaving the database unclosed.
      child.postMessage(STOP_MESSAGE);
      if (await waitForExit(stopTimeoutMs)) return;
      child.kill();
      await waitForExit(stopTimeoutMs);
    }
  });
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
