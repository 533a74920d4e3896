import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BACKUP_FORMAT_VERSION, type BackupEntry, type BackupManifest, type BackupProgress, type BackupTableSummary } from '../../common/contract/backup';
import { openDatabase } from '../db/client';
import { ident, tableChecksumSql } from '../move/to-postgres';
import { checkedBackup, FILES_PREFIX, knownMigrations, MANIFEST_BYTES, MANIFEST_ENTRY, manifestBytes, PartHash, PGLITE_PART, type OpenedBackup } from './format';
import { walk } from './folders';
import { TarWriter, type TarEntry } from './tar';

/**
 * The heavy part of a backup, on the backup worker thread (worker.ts) so the server's one
 * database connection and its event loop stay free: packing the snapshot into the file, the
 * per-table checksums, and the verification in a scratch database.
 */

export interface BackupJob {
  /** The snapshot: `pgdata/` (a copy of the data folder) and `files/` (links to the uploads). */
  stagingDir: string;
  /** Where the verification loads the database back (removed afterwards). */
  scratchDir: string;
  partialPath: string;
  finalPath: string;
  failedPath: string;
  appVersion: string;
  createdAt: string;
  startedAtMs: number;
}

/** What a failed backup leaves: `<name>.failed`, a small JSON note (the half-made file is removed). */
export interface FailedNote {
  createdAt: string;
  durationMs: number;
  error: string;
}

type Progress = (progress: BackupProgress) => void;

/**
 * Row count and checksum of every table in `public`, and the migrations applied. Without
 * `checksums` only the counts (checksum ''): what the verification after writing compares.
 */
export async function summarizeDatabase(
  query: (text: string) => Promise<Array<Record<string, unknown>>>,
  onTable?: (done: number, total: number) => void,
  checksums = true,
): Promise<{ tables: BackupTableSummary[]; migrations: number }> {
  const names = (await query(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`)).map((row) => String(row.name));
  const tables: BackupTableSummary[] = [];
  for (const name of names) {
    const row = (await query(checksums ? tableChecksumSql(name) : `SELECT count(*)::bigint AS rows FROM public.${ident(name)}`))[0];
    tables.push({ name, rows: Number(row?.rows ?? 0), checksum: checksums ? String(row?.checksum ?? '') : '' });
    onTable?.(tables.length, names.length);
  }
  const tracked = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  const migrations = tracked[0]?.present ? Number((await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0]?.n ?? 0) : 0;
  return { tables, migrations };
}

/** Opens a PGlite data folder on this thread, summarizes it and closes it. */
export async function summarizePgliteDir(dir: string, onTable?: (done: number, total: number) => void, checksums = true): Promise<{ tables: BackupTableSummary[]; migrations: number }> {
  const database = await openDatabase({ url: null, pgliteDir: dir });
  const client = database.embedded?.client;
  try {
    if (!client) throw new Error('scratch database is not PGlite');
    return await summarizeDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows, onTable, checksums);
  } finally {
    await database.close();
  }
}

async function rangeStream(file: string, entry: TarEntry): Promise<fs.ReadStream> {
  return fs.createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1, highWaterMark: 1024 * 1024 });
}

/** Writes the PGlite data folder of a backup into `targetDir` (which must not exist yet). */
export async function extractPgliteDatabase(file: string, entries: TarEntry[], targetDir: string, onBytes?: (bytes: number) => void): Promise<void> {
  fs.mkdirSync(targetDir, { recursive: true });
  const prefix = `${PGLITE_PART}/`;
  for (const entry of entries) {
    if (!entry.name.startsWith(prefix)) continue;
    const relative = entry.name.slice(prefix.length);
    if (relative.split('/').includes('..')) throw new Error(`unsafe path in backup: ${entry.name}`);
    if (entry.type === 'directory') {
      fs.mkdirSync(path.join(targetDir, relative), { recursive: true });
      continue;
    }
    const target = path.join(targetDir, relative.replace(/\.gz$/, ''));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (entry.size === 0) fs.writeFileSync(target, '');
    else await pipeline(await rangeStream(file, entry), zlib.createGunzip(), fs.createWriteStream(target));
    onBytes?.(entry.size);
  }
}

/** Writes the uploaded files of a backup into `targetDir`. */
export async function extractFiles(file: string, entries: TarEntry[], targetDir: string): Promise<void> {
  for (const entry of entries) {
    if (!entry.name.startsWith(FILES_PREFIX) || entry.type !== 'file') continue;
    const relative = entry.name.slice(FILES_PREFIX.length);
    if (relative.split('/').includes('..')) throw new Error(`unsafe path in backup: ${entry.name}`);
    const target = path.join(targetDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (entry.size === 0) fs.writeFileSync(target, '');
    else await pipeline(await rangeStream(file, entry), fs.createWriteStream(target));
  }
}

/** The differences between a loaded database's tables and the manifest's (empty: they match). */
export function differences(manifest: BackupManifest, loaded: BackupTableSummary[]): string[] {
  const reasons: string[] = [];
  const expected = new Map(manifest.tables.map((table) => [table.name, table]));
  for (const table of loaded) {
    const want = expected.get(table.name);
    if (!want) reasons.push(`tabel ${table.name} tidak ada di manifest`);
    else if (want.rows !== table.rows) reasons.push(`tabel ${table.name}: ${table.rows} baris, manifest ${want.rows}`);
    else if (table.checksum !== '' && want.checksum !== table.checksum) reasons.push(`tabel ${table.name}: checksum berbeda`);
    expected.delete(table.name);
  }
  for (const name of expected.keys()) reasons.push(`tabel ${name} tidak termuat`);
  return reasons;
}

/**
 * Loads the database part of a checked backup into `scratchDir` and compares every table's row
 * count (and checksum, when asked) with the manifest. Answers the differences (empty: it matched).
 */
export async function compareLoadedDatabase(
  file: string,
  opened: OpenedBackup,
  scratchDir: string,
  options: { checksums: boolean; onTable?: (done: number, total: number) => void },
): Promise<string[]> {
  fs.rmSync(scratchDir, { recursive: true, force: true });
  try {
    await extractPgliteDatabase(file, opened.entries, scratchDir);
    return differences(opened.manifest, (await summarizePgliteDir(scratchDir, options.onTable, options.checksums)).tables);
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

/**
 * A file gzip'd on this (the backup) thread, a gzip member per MiB (concatenated members are one
 * valid gzip file): a zlib stream would compress on libuv's pool, beside the server's own file work.
 * Level 1: PostgreSQL pages shrink well already; the higher levels cost several times the CPU.
 */
async function* gzipMembers(file: string): AsyncGenerator<Buffer> {
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) yield zlib.gzipSync(chunk as Buffer, { level: 1 });
}

async function writeArchive(job: BackupJob, progress: Progress): Promise<void> {
  const handle = await fs.promises.open(job.partialPath, 'w');
  try {
    const writer = new TarWriter(handle);
    const mtime = new Date(job.createdAt);
    const manifestAt = await writer.reserved(MANIFEST_ENTRY, MANIFEST_BYTES, mtime);

    const pgdata = path.join(job.stagingDir, 'pgdata');
    // postmaster.pid describes the running server, not the data (pg_basebackup leaves it out too).
    const databaseItems = walk(pgdata).filter((item) => item.relative !== 'postmaster.pid');
    const databaseTotal = databaseItems.reduce((sum, item) => sum + item.size, 0);
    const database = new PartHash();
    let databaseDone = 0;
    progress({ phase: 'database', done: 0, total: databaseTotal });
    for (const item of databaseItems) {
      const name = `${PGLITE_PART}/${item.relative}${item.directory ? '' : '.gz'}`;
      database.entry(name);
      if (item.directory) {
        await writer.directory(name, mtime);
        continue;
      }
      await writer.streamed(name, gzipMembers(path.join(pgdata, item.relative)), mtime, (chunk) => database.chunk(chunk));
      databaseDone += item.size;
      progress({ phase: 'database', done: databaseDone, total: databaseTotal });
    }

    const uploads = walk(path.join(job.stagingDir, 'files')).filter((item) => !item.directory && !item.relative.endsWith('.tmp'));
    const files = new PartHash();
    progress({ phase: 'files', done: 0, total: uploads.length });
    for (const [index, item] of uploads.entries()) {
      const name = `${FILES_PREFIX}${item.relative}`;
      files.entry(name);
      await writer.streamed(name, fs.createReadStream(path.join(job.stagingDir, 'files', item.relative), { highWaterMark: 1024 * 1024 }), mtime, (chunk) => files.chunk(chunk));
      progress({ phase: 'files', done: index + 1, total: uploads.length });
    }

    // The snapshot's own tables, read once it is packed (opening it replays its WAL, which changes its files).
    const summary = await summarizePgliteDir(pgdata);
    const known = knownMigrations();
    const manifest: BackupManifest = {
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: job.appVersion,
      schema: { migrations: summary.migrations, lastTag: known[summary.migrations - 1] ?? '' },
      createdAt: job.createdAt,
      database: { kind: 'pglite', part: PGLITE_PART, bytes: database.bytes, sha256: database.digest() },
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
}

/** Reads the written file back, checks it, loads it into a scratch database; then marks it verified. */
async function verifyWritten(job: BackupJob, progress: Progress): Promise<BackupManifest> {
  const opened = await checkedBackup(job.partialPath);
  const total = opened.manifest.tables.length;
  progress({ phase: 'verify', done: 0, total });
  // The bytes are proven by the checksums just read; the load proves they open, with every table's rows.
  const reasons = await compareLoadedDatabase(job.partialPath, opened, job.scratchDir, { checksums: false, onTable: (done) => progress({ phase: 'verify', done, total }) });
  if (reasons.length > 0) throw new Error(`Verifikasi gagal: ${reasons.slice(0, 5).join('; ')}`);
  const manifest: BackupManifest = {
    ...opened.manifest,
    verification: { verifiedAt: new Date().toISOString(), durationMs: Date.now() - job.startedAtMs },
  };
  const handle = await fs.promises.open(job.partialPath, 'r+');
  try {
    await handle.write(manifestBytes(manifest), 0, MANIFEST_BYTES, opened.manifestOffset);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return manifest;
}

/** Packs, verifies and names the backup; a failure leaves `<name>.failed` and no partial file. */
export async function runBackupJob(job: BackupJob, progress: Progress): Promise<BackupEntry> {
  try {
    await writeArchive(job, progress);
    const manifest = await verifyWritten(job, progress);
    fs.renameSync(job.partialPath, job.finalPath);
    progress({ phase: 'done', done: 1, total: 1 });
    return {
      name: path.basename(job.finalPath),
      path: job.finalPath,
      bytes: fs.statSync(job.finalPath).size,
      createdAt: job.createdAt,
      durationMs: manifest.verification?.durationMs ?? 0,
      status: 'verified',
      manifest,
    };
  } catch (error) {
    return failedEntry(job, error);
  }
}

/** Removes the half-made file and leaves the `.failed` note; answers its entry. */
export function failedEntry(job: Pick<BackupJob, 'partialPath' | 'failedPath' | 'createdAt' | 'startedAtMs'>, error: unknown): BackupEntry {
  fs.rmSync(job.partialPath, { force: true });
  const message = error instanceof Error ? error.message : String(error);
  const note: FailedNote = { createdAt: job.createdAt, durationMs: Date.now() - job.startedAtMs, error: message };
  fs.writeFileSync(job.failedPath, JSON.stringify(note, null, 2));
  return { name: path.basename(job.failedPath), path: job.failedPath, bytes: fs.statSync(job.failedPath).size, createdAt: job.createdAt, durationMs: note.durationMs, status: 'failed', error: message };
}
