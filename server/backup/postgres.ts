import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import pg from 'pg';
import { BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_FORMAT_VERSION, BACKUP_PARTIAL_EXTENSION, type BackupEntry, type BackupManifest } from '../../common/contract/backup';
import { checkTargetEmpty, TEXT_SETTINGS } from '../move/to-postgres';
import { backupBaseName, checkedBackup, FILES_PREFIX, knownMigrations, MANIFEST_BYTES, MANIFEST_ENTRY, manifestBytes, PartHash, POSTGRES_PART } from './format';
import { linkTree, removeLeftovers, uniqueBase, walk } from './folders';
import { differences, extractFiles, failedEntry, summarizeDatabase } from './job';
import { TarWriter } from './tar';
import { BackupRefusedError, type CreateBackupOptions, type RestoreResult } from './types';

/**
 * An office on PostgreSQL (DATABASE_URL): the same file, its database part `pg_dump`'s plain SQL
 * (gzip'd), dumped from one exported snapshot in which the per-table checksums are also read. Its
 * verification reads the file back and checks every checksum; loading it is the restore's check
 * (restorePostgresBackup, into an empty database, with psql).
 */

const query = (client: pg.ClientBase) => async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;

/** A child process's stdout as chunks; rejects after the end when it exits with an error (its stderr). */
function processOutput(command: string, args: string[]): { stdout: Readable; finished: Promise<void> } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${command} tidak dapat dijalankan (${error.message}); pasang postgresql-client.`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} gagal (kode ${code}): ${stderr.trim().slice(0, 500)}`))));
  });
  // Unhandled until awaited after the stream: avoid an unhandled rejection in between.
  finished.catch(() => undefined);
  return { stdout: child.stdout, finished };
}

export async function createPostgresBackup(options: CreateBackupOptions): Promise<BackupEntry> {
  const url = options.database.url;
  if (!url) throw new Error('createPostgresBackup needs a PostgreSQL database');
  const startedAtMs = Date.now();
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  const progress = options.onProgress ?? ((): void => undefined);
  fs.mkdirSync(options.outDir, { recursive: true });
  const workRoot = path.join(path.dirname(options.filesDir), 'backup-work');
  removeLeftovers(options.outDir, workRoot);
  const base = uniqueBase(options.outDir, backupBaseName(new Date(createdAt)));
  const partialPath = path.join(options.outDir, `${base}${BACKUP_PARTIAL_EXTENSION}`);
  const finalPath = path.join(options.outDir, `${base}${BACKUP_EXTENSION}`);
  const failedPath = path.join(options.outDir, `${base}${BACKUP_FAILED_EXTENSION}`);
  const client = new pg.Client({ connectionString: url });
  try {
    progress({ phase: 'snapshot', done: 0, total: 1 });
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const setting of TEXT_SETTINGS) await client.query(`SET LOCAL ${setting}`);
    const snapshot = String((await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id);
    const staged = path.join(workRoot, base, 'files');
    await linkTree(options.filesDir, staged);
    progress({ phase: 'snapshot', done: 1, total: 1 });

    const handle = await fs.promises.open(partialPath, 'w');
    let manifest: BackupManifest;
    try {
      const writer = new TarWriter(handle);
      const mtime = new Date(createdAt);
      const manifestAt = await writer.reserved(MANIFEST_ENTRY, MANIFEST_BYTES, mtime);
      progress({ phase: 'database', done: 0, total: 1 });
      const dump = processOutput('pg_dump', ['--snapshot', snapshot, '--no-owner', '--no-privileges', '--dbname', url]);
      const database = new PartHash();
      database.entry(POSTGRES_PART);
      await writer.streamed(POSTGRES_PART, dump.stdout.pipe(zlib.createGzip({ level: 1 })), mtime, (chunk) => database.chunk(chunk));
      await dump.finished;
      progress({ phase: 'database', done: 1, total: 1 });
      const uploads = walk(staged).filter((item) => !item.directory);
      const files = new PartHash();
      for (const [index, item] of uploads.entries()) {
        const name = `${FILES_PREFIX}${item.relative}`;
        files.entry(name);
        await writer.streamed(name, fs.createReadStream(path.join(staged, item.relative)), mtime, (chunk) => files.chunk(chunk));
        progress({ phase: 'files', done: index + 1, total: uploads.length });
      }
      const summary = await summarizeDatabase(query(client));
      manifest = {
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: options.appVersion,
        schema: { migrations: summary.migrations, lastTag: knownMigrations()[summary.migrations - 1] ?? '' },
        createdAt,
        database: { kind: 'postgres', part: POSTGRES_PART, bytes: database.bytes, sha256: database.digest() },
        tables: summary.tables,
        files: { count: files.count, bytes: files.bytes, sha256: files.digest() },
        verification: null,
      };
      await writer.rewrite(manifestAt, manifestBytes(manifest));
      await writer.finish();
      await handle.sync();
    } finally {
      await handle.close();
    }
    await client.query('COMMIT');
    progress({ phase: 'verify', done: 0, total: 1 });
    const opened = await checkedBackup(partialPath);
    const verified: BackupManifest = { ...opened.manifest, verification: { verifiedAt: new Date().toISOString(), durationMs: Date.now() - startedAtMs } };
    const again = await fs.promises.open(partialPath, 'r+');
    try {
      await again.write(manifestBytes(verified), 0, MANIFEST_BYTES, opened.manifestOffset);
      await again.sync();
    } finally {
      await again.close();
    }
    fs.renameSync(partialPath, finalPath);
    progress({ phase: 'done', done: 1, total: 1 });
    return { name: path.basename(finalPath), path: finalPath, bytes: fs.statSync(finalPath).size, createdAt, durationMs: verified.verification?.durationMs ?? 0, status: 'verified', manifest: verified };
  } catch (error) {
    return failedEntry({ partialPath, failedPath, createdAt, startedAtMs }, error);
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(workRoot, { recursive: true, force: true });
  }
}

/**
 * Restores a PostgreSQL backup into an empty database (`psql`, one transaction) and its uploads
 * into `DATA_DIR/files` (which must be empty), then compares every table with the manifest.
 */
export async function restorePostgresBackup(file: string, url: string, dataDir: string): Promise<RestoreResult> {
  const opened = await checkedBackup(file);
  const { manifest } = opened;
  if (manifest.database.kind !== 'postgres') throw new BackupRefusedError('Cadangan ini dari database bawaan (PGlite): pulihkan tanpa DATABASE_URL. Tidak ada yang diubah.');
  if (manifest.schema.migrations > knownMigrations().length) {
    throw new BackupRefusedError(`Cadangan ini dibuat oleh aplikasi versi ${manifest.appVersion} dengan skema database yang lebih baru. Perbarui aplikasi dulu. Tidak ada yang diubah.`);
  }
  const filesDir = path.join(dataDir, 'files');
  if (fs.existsSync(filesDir) && fs.readdirSync(filesDir).length > 0) throw new BackupRefusedError(`Folder file ${filesDir} tidak kosong. Tidak ada yang diubah.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    try {
      await checkTargetEmpty(client);
    } catch (error) {
      throw new BackupRefusedError(error instanceof Error ? error.message : String(error));
    }
    const part = opened.entries.find((entry) => entry.name === POSTGRES_PART);
    if (!part) throw new BackupRefusedError('Cadangan tidak berisi dump database.');
    const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    psql.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve, reject) => {
      psql.on('error', reject);
      psql.on('close', resolve);
    });
    fs.createReadStream(file, { start: part.offset, end: part.offset + part.size - 1 }).pipe(zlib.createGunzip()).pipe(psql.stdin);
    const code = await exited;
    if (code !== 0) throw new BackupRefusedError(`psql gagal memuat cadangan (kode ${code}): ${stderr.trim().slice(0, 500)}`);
    await client.query('BEGIN');
    for (const setting of TEXT_SETTINGS) await client.query(`SET LOCAL ${setting}`);
    const reasons = differences(manifest, (await summarizeDatabase(query(client))).tables);
    await client.query('COMMIT');
    if (reasons.length > 0) throw new BackupRefusedError(`Database yang dipulihkan tidak cocok dengan manifest (${reasons.slice(0, 3).join('; ')}).`);
    await extractFiles(file, opened.entries, filesDir);
    return { manifest, previousDataDir: null };
  } finally {
    await client.end();
  }
}
