import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { createUser, type NewUser, type UserRow } from '../../server/auth/users';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import type { FileStore } from '../../server/files';
import { prepareDatabase, startServer, type RunningServer, type StartOptions } from '../../server/index';

export const ADMIN = { email: 'admin@erp.test', password: 'rahasia-admin-123' } as const;

/** Open sockets recheck their session this often in tests (30 s in the product), so a test sees a deactivation quickly. */
export const REALTIME_SESSION_CHECK_MS = 200;

export interface TestServer {
  url: string;
  server: RunningServer;
  /** Moves the server's clock forward (session expiry, login windows). */
  advance(ms: number): void;
  createUser(input: NewUser): Promise<UserRow>;
  /** The server's file store (uploads under its own temporary DATA_DIR). */
  files: FileStore;
  databaseKind: 'pglite' | 'postgres';
  /** The configuration it started with (its database URL, REDIS_URL, …). */
  config: ServerConfig;
  close(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL; dropped again by the returned function. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `erp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * startServer, with extra routes registered before it listens (a test's throwaway endpoint).
 * Same steps: open the database, prepare it, build the app, listen.
 */
async function startServerWith(config: ServerConfig, options: StartOptions, routes: (app: FastifyInstance) => void): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: null });
  try {
    await prepareDatabase(database, config, () => undefined);
    const app = await buildApp({ config, database, ...(options.clock ? { clock: options.clock } : {}), logger: false, realtimeSessionCheckMs: REALTIME_SESSION_CHECK_MS });
    app.addHook('onClose', async () => {
      await database.close();
    });
    routes(app);
    const url = await app.listen({ port: config.port, host: config.host });
    let closing: Promise<void> | null = null;
    return { app, database, url, generatedAdmin: null, tls: null, close: () => (closing ??= app.close().then(() => undefined)) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * A real server on a real port over a fresh database: in-memory PGlite, or (TEST_DATABASE=postgres)
 * a new database on the server of DATABASE_URL, so test files running in parallel never share rows.
 */
export async function startTestServer(
  options: { rendererDir?: string; routes?: (app: FastifyInstance) => void; redisUrl?: string } = {},
): Promise<TestServer> {
  const usePostgres = process.env.TEST_DATABASE === 'postgres';
  if (usePostgres && !process.env.DATABASE_URL) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const postgres = usePostgres && process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const databaseUrl = postgres?.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    RENDERER_DIR: options.rendererDir,
    REDIS_URL: options.redisUrl,
  });
  let offset = 0;
  const startOptions: StartOptions = {
    clock: () => new Date(Date.now() + offset),
    logger: false,
    inMemory: true,
    realtimeSessionCheckMs: REALTIME_SESSION_CHECK_MS,
  };
  // Each server has its own DATA_DIR (uploads), removed on close.
  const server = options.routes ? await startServerWith(config, startOptions, options.routes) : await startServer(config, startOptions);
  return {
    url: server.url,
    server,
    databaseKind: server.database.kind,
    config,
    advance(ms) {
      offset += ms;
    },
    createUser: (input) => createUser(server.database.db, input),
    files: server.app.files,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/**
 * A second server instance on the first one's database, with its own HTTP server, socket.io and
 * DATA_DIR (REDIS_URL as the first has it): on PostgreSQL its own connection pool to the same
 * database, as another office server would be; on the in-memory PGlite (which only one process can
 * open) the same database handle. Closing it leaves the first and its database alone.
 */
export async function startPeerServer(first: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-test-'));
  const config: ServerConfig = { ...first.config, dataDir };
  const own = first.config.databaseUrl ? await openDatabase({ url: first.config.databaseUrl, pgliteDir: null }) : null;
  const app = await buildApp({ config, database: own ?? first.server.database, logger: false, realtimeSessionCheckMs: REALTIME_SESSION_CHECK_MS });
  app.addHook('onClose', async () => {
    await own?.close();
  });
  const url = await app.listen({ port: 0, host: config.host });
  let closing: Promise<void> | null = null;
  return {
    url,
    close: () =>
      (closing ??= app.close().then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
      })),
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** How the token travels: 'bearer' (default), 'bare' Authorization, or the web 'cookie'. */
  tokenAs?: 'bearer' | 'bare' | 'cookie';
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Plain fetch against the real HTTP server. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) {
    const as = options.tokenAs ?? 'bearer';
    if (as === 'bearer') headers['authorization'] = `Bearer ${options.token}`;
    if (as === 'bare') headers['authorization'] = options.token;
    if (as === 'cookie') headers['cookie'] = `erp_session=${options.token}`;
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return readResult<T>(response);
}

/** `call` for a step a test relies on: its body, or a thrown error naming the call and the answer. */
export async function callOk<T = Record<string, unknown>>(base: string, method: string, path: string, options: CallOptions = {}): Promise<T> {
  const result = await call<T>(base, method, path, options);
  if (result.status !== 200) throw new Error(`${method} ${path} → ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A fetch response as a CallResult: the body parsed as JSON, or kept as text when it is not. */
export async function readResult<T>(response: Response): Promise<CallResult<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const result = await call<{ token: string }>(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.token;
}
