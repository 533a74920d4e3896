import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COMPANY_TIME_ZONE } from '../../common/calendar';
import { BACKUP_FORMAT_VERSION, backupManifest, type BackupManifest } from '../../common/contract/backup';
import { formatDate } from '../../common/format';
import { migrationsFolder } from '../db/client';
import { readTarEntries, TarFormatError, type TarEntry } from './tar';
import { BackupRefusedError } from './types';

/** The manifest is the first entry, padded to this size so it can be rewritten in place once verified. */
export const MANIFEST_ENTRY = 'manifest.json';
export const MANIFEST_BYTES = 64 * 1024;
/** The PGlite data folder, each file gzip'd: `database/pgdata/<path>.gz`. */
export const PGLITE_PART = 'database/pgdata';
/** pg_dump's plain SQL, gzip'd. */
export const POSTGRES_PART = 'database/dump.sql.gz';
export const FILES_PREFIX = 'files/';

export function manifestBytes(manifest: BackupManifest): Buffer {
  const json = JSON.stringify(manifest);
  if (Buffer.byteLength(json) >= MANIFEST_BYTES) throw new Error('backup manifest larger than its reserved entry');
  return Buffer.from(json.padEnd(MANIFEST_BYTES - 1, ' ') + '\n');
}

/**
 * `erp-backup-2026-11-28T1230`: the name a user finds on the USB disk, in the office's time
 * (Jakarta), so a server whose clock runs in UTC does not name a 07:30 backup after the day before.
 */
export function backupBaseName(at: Date): string {
  return `erp-backup-${formatDate(at, 'YYYY-MM-DDTHHmm', COMPANY_TIME_ZONE)}`;
}

/** The drizzle migrations this app knows, oldest first (the journal beside the migrations). */
export function knownMigrations(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return journal.entries.map((entry) => entry.tag);
}

/** One checksum over a part: every entry's name and stored bytes, in archive order. */
export class PartHash {
  private readonly hash: Hash = createHash('sha256');
  bytes = 0;
  count = 0;
  entry(name: string): void {
    this.hash.update(`${name}\0`);
    this.count++;
  }
  chunk(data: Uint8Array): void {
    this.hash.update(data);
    this.bytes += data.byteLength;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

export interface OpenedBackup {
  manifest: BackupManifest;
  entries: TarEntry[];
  /** Where the manifest's content starts (rewritten in place after verification). */
  manifestOffset: number;
}

const damaged = (file: string, why: string): BackupRefusedError =>
  new BackupRefusedError(`File cadangan ${path.basename(file)} rusak atau tidak lengkap (${why}). File ini tidak dapat dipakai.`);

/** Reads the entry list and the manifest only (no checksums): what a listing needs. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  let entries: TarEntry[];
  try {
    entries = await readTarEntries(file);
  } catch (error) {
    if (error instanceof TarFormatError) throw damaged(file, 'isi file terpotong atau berubah');
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusedError(`File cadangan ${file} tidak ditemukan.`);
    throw error;
  }
  const first = entries[0];
  if (!first || first.name !== MANIFEST_ENTRY) throw new BackupRefusedError(`${path.basename(file)} bukan file cadangan aplikasi ini (tidak ada manifest).`);
  const handle = await fs.promises.open(file, 'r');
  let text: string;
  try {
    const buffer = Buffer.alloc(first.size);
    await handle.read(buffer, 0, first.size, first.offset);
    text = buffer.toString('utf8');
  } finally {
    await handle.close();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw damaged(file, 'manifest tidak terbaca');
  }
  const version = (parsed as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(`${path.basename(file)} dibuat oleh versi aplikasi yang lebih baru (format ${version}). Perbarui aplikasi ini dulu.`);
  }
  const manifest = backupManifest.safeParse(parsed);
  if (!manifest.success) throw damaged(file, 'manifest tidak sesuai');
  return { manifest: manifest.data, entries, manifestOffset: first.offset };
}

async function hashRange(file: string, entry: TarEntry, into: PartHash): Promise<void> {
  into.entry(entry.name);
  if (entry.type !== 'file' || entry.size === 0) return;
  for await (const chunk of fs.createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1, highWaterMark: 1024 * 1024 })) {
    into.chunk(chunk as Buffer);
  }
}

/**
 * The manifest after every part's checksum, size and count matched what the file holds; a
 * truncated or changed file throws BackupRefusedError with the reasons in Indonesian.
 */
export async function checkedBackup(file: string): Promise<OpenedBackup> {
  const opened = await openBackup(file);
  const { manifest, entries } = opened;
  const database = new PartHash();
  const files = new PartHash();
  for (const entry of entries.slice(1)) {
    if (entry.name.startsWith(`${manifest.database.part}`)) await hashRange(file, entry, database);
    else if (entry.name.startsWith(FILES_PREFIX) && entry.type === 'file') await hashRange(file, entry, files);
  }
  const reasons: string[] = [];
  if (database.bytes !== manifest.database.bytes || database.digest() !== manifest.database.sha256) reasons.push('checksum database tidak cocok');
  if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes || files.digest() !== manifest.files.sha256) {
    reasons.push('checksum file unggahan tidak cocok');
  }
  if (reasons.length > 0) throw damaged(file, reasons.join('; '));
  return opened;
}
