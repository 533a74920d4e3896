import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MODULES } from '../common/modules';
import { buildApp } from './app';
import type { Clock } from './auth/context';
import { generatePassword } from './auth/passwords';
import { countUsers, createUser, ensureModuleApplications } from './auth/users';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir, type DataDirLock } from './db/lock';
import { collectGarbageNow } from './memory';
import { isLoopbackHost, loadServerTls, type ServerTls } from './tls';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Set only on the first start without ADMIN_PASSWORD: the generated Super Admin sign-in, to be shown once. */
  generatedAdmin: GeneratedAdmin | null;
  /** Null: plain HTTP. Otherwise the certificate served, with its SHA-256 fingerprint to print at every start. */
  tls: Pick<ServerTls, 'fingerprint' | 'origin' | 'certPath'> | null;
  /** Stops accepting, lets in-flight requests finish, closes the database, releases the data folder. */
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  logger?: boolean;
  /** Tests keep PGlite in memory. */
  inMemory?: boolean;
  /** How often an open socket's session is checked again (see AppOptions). */
  realtimeSessionCheckMs?: number;
  /** Where the one-time generated admin password is told; defaults to stdout. */
  announce?: (message: string) => void;
}

export interface GeneratedAdmin {
  email: string;
  password: string;
}

/**
 * First start on an empty database: migrations, the module applications and the superadmin from
 * ADMIN_EMAIL/ADMIN_PASSWORD (a generated password is printed once). Later starts: pending migrations only.
 */
export async function prepareDatabase(
  database: Database,
  config: ServerConfig,
  announce: (message: string) => void,
): Promise<GeneratedAdmin | null> {
  await database.migrate();
  if ((await countUsers(database.db)) > 0) {
    // ADMIN_PASSWORD only makes the first Super Admin; later it would silently mean nothing.
    if (config.adminPassword) {
      announce(
        'PERINGATAN: ADMIN_PASSWORD diabaikan karena database sudah berisi pengguna (hanya dipakai saat database baru). ' +
          'Untuk mengganti sandi Super Admin: npm run admin:reset-password',
      );
    }
    return null;
  }
  await ensureModuleApplications(database.db);
  const password = config.adminPassword ?? generatePassword();
  await createUser(database.db, {
    email: config.adminEmail,
    password,
    username: 'Super Admin',
    firstname: 'Super',
    lastname: 'Admin',
    role: 'superadmin',
    // Superadmin passes every check anyway; the list keeps old clients' own checks truthful.
    access: MODULES.map((m) => m.accessName),
  });
  if (!config.adminPassword) {
    announce(
      [
        '',
        '==============================================================',
        ' Super Admin dibuat (hanya ditampilkan sekali):',
        `   email    : ${config.adminEmail}`,
        `   password : ${password}`,
        ' Simpan kata sandi ini dan gantilah setelah masuk.',
        '==============================================================',
        '',
      ].join('\n'),
    );
    return { email: config.adminEmail, password };
  }
  return null;
}

/** The embedded database's folder under DATA_DIR (the server and `npm run stock:verify` open the same one). */
export function pgliteDirOf(config: ServerConfig): string {
  return path.join(config.dataDir, 'pgdata');
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Before the database and the lock: a missing certificate file is a configuration error, told at once.
  const tls = loadServerTls(config);
  const embedded = config.databaseUrl === null;
  const lock: DataDirLock | null = embedded && !options.inMemory ? lockDataDir(config.dataDir) : null;
  let database: Database | null = null;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: embedded && !options.inMemory ? pgliteDirOf(config) : null,
    });
    const generatedAdmin = await prepareDatabase(
      database,
      config,
      options.announce ?? ((m) => process.stdout.write(`${m}\n`)),
    );
    // The embedded database's start left its WASM start-up memory as garbage (server/memory.ts).
    if (lock) collectGarbageNow();
    const app = await buildApp({
      config,
      database,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(tls ? { https: { cert: tls.cert, key: tls.key } } : {}),
      ...(options.realtimeSessionCheckMs ? { realtimeSessionCheckMs: options.realtimeSessionCheckMs } : {}),
    });
    const openedDatabase = database;
    app.addHook('onClose', async () => {
      await openedDatabase.close();
      lock?.release();
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('[::1]', 'localhost');
    if (!tls && !isLoopbackHost(config.host)) {
      // Issue 24: passwords, payslips and selfies would cross the LAN readable by anyone on it.
      app.log.warn(
        `Server mendengarkan di ${config.host} tanpa TLS: kata sandi dan data melintasi jaringan tanpa enkripsi. ` +
          'Pasang TLS_CERT_FILE/TLS_KEY_FILE atau TLS_SELF_SIGNED=1 (README, bagian kantor).',
      );
    }
    let closing: Promise<void> | null = null;
    return {
      app,
      database,
      url,
      generatedAdmin,
      tls: tls ? { fingerprint: tls.fingerprint, origin: tls.origin, certPath: tls.certPath } : null,
      close: () => (closing ??= app.close().then(() => undefined)),
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
