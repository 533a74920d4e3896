import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION, type BackupEntry, type BackupProgress } from '../../common/contract/backup';
import { workerScriptBeside } from '../worker-script';
import { backupBaseName } from './format';
import { copyTree, linkTree, removeLeftovers, uniqueBase } from './folders';
import { failedEntry, runBackupJob, type BackupJob } from './job';
import { readTarEntries } from './tar';
import { BackupRefusedError, type CreateBackupOptions } from './types';
import type { BackupWorkerAnswer } from './backup-worker';

/** The backup this process is making (one at a time: they would compete for the same disk and CPU). */
let running: string | null = null;

/** A PGlite kept in memory (tests): its own dump of the data folder, unpacked into the staging folder. */
async function unpackMemoryDump(blob: Blob, stagingDir: string): Promise<void> {
  const tarFile = path.join(stagingDir, 'pgdata.tar');
  await fs.promises.writeFile(tarFile, Buffer.from(await blob.arrayBuffer()));
  const target = path.join(stagingDir, 'pgdata');
  const handle = await fs.promises.open(tarFile, 'r');
  try {
    for (const entry of await readTarEntries(tarFile)) {
      // The dump's entries sit under the data folder's own name: drop it.
      const relative = entry.name.split('/').slice(1).join('/');
      if (!relative || relative.split('/').includes('..')) continue;
      const destination = path.join(target, relative);
      if (entry.type === 'directory') {
        fs.mkdirSync(destination, { recursive: true });
        continue;
      }
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      const data = Buffer.alloc(entry.size);
      await handle.read(data, 0, entry.size, entry.offset);
      fs.writeFileSync(destination, data);
    }
  } finally {
    await handle.close();
    fs.rmSync(tarFile, { force: true });
  }
}

/** WAL segment file names: timeline, log and segment, 8 hex digits each. */
const WAL_SEGMENT = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;
const segmentNumber = (name: string): number => {
  const match = WAL_SEGMENT.exec(name);
  return match ? Number.parseInt(match[2] ?? '0', 16) * 0x100 + Number.parseInt(match[3] ?? '0', 16) : -1;
};

/**
 * PostgreSQL's online base backup, on PGlite: pg_backup_start (a quick checkpoint), the data folder
 * copied while queries go on, pg_backup_stop, then the WAL from the start on, copied while no query
 * runs (a few milliseconds: that moment is the snapshot). Loading replays the WAL from the start
 * checkpoint (backup_label): pages copied mid-write are rewritten from it, transactions committed
 * before the WAL copy are in, later or unfinished ones are not.
 */
async function onlineSnapshot(client: PGlite, dataDir: string, target: string, alsoWhileCopying: () => Promise<void>): Promise<void> {
  await client.query(`SELECT pg_backup_start('erp-backup', true)`);
  let label: string;
  try {
    await copyTree(dataDir, target, (name) => name === 'pg_wal' || name === 'postmaster.pid' || name === 'backup_label');
    await alsoWhileCopying();
  } finally {
    label = String((await client.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)')).rows[0]?.labelfile ?? '');
  }
  const startFile = /\(file ([0-9A-F]{24})\)/.exec(label)?.[1] ?? '';
  const current = String((await client.query<{ file: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS file')).rows[0]?.file ?? '');
  // Up to the segment after the current one (writes may reach it before the lock); later ones are recycled files.
  const [first, last] = [segmentNumber(startFile), segmentNumber(current) + 1];
  if (first < 0 || last < 0) throw new Error(`unexpected backup label: ${label}`);
  const wal = path.join(dataDir, 'pg_wal');
  const targetWal = path.join(target, 'pg_wal');
  for (const folder of ['archive_status', 'summaries']) fs.mkdirSync(path.join(targetWal, folder), { recursive: true });
  fs.writeFileSync(path.join(target, 'backup_label'), label);
  await client.runExclusive(async () => {
    for (const name of fs.readdirSync(wal)) {
      const number = segmentNumber(name);
      if (number >= first && number <= last && name.slice(0, 8) === startFile.slice(0, 8)) await fs.promises.copyFile(path.join(wal, name), path.join(targetWal, name));
    }
  });
}

function runOnWorker(job: BackupJob, onProgress: (progress: BackupProgress) => void): Promise<BackupEntry> {
  const script = workerScriptBeside(import.meta.url, 'backup-worker');
  let worker: Worker;
  try {
    if (!script) throw new Error('no backup worker script');
    worker = new Worker(script.source, { eval: script.eval });
  } catch {
    // Where no thread can start (a packaging without the script): on this thread, slower for the server but done.
    return runBackupJob(job, onProgress);
  }
  return new Promise<BackupEntry>((resolve, reject) => {
    let answered = false;
    worker.on('message', (answer: BackupWorkerAnswer) => {
      if ('progress' in answer) onProgress(answer.progress);
      else {
        answered = true;
        void worker.terminate();
        if ('entry' in answer) resolve(answer.entry);
        else reject(new Error(answer.error));
      }
    });
    worker.on('error', (error) => {
      if (!answered) reject(error);
    });
    worker.on('exit', (code) => {
      if (!answered) reject(new Error(`backup worker stopped (exit ${code})`));
    });
    worker.postMessage(job);
  });
}

/**
 * Makes one backup of the embedded database and the uploads into `outDir` and verifies it
 * (server/backup/README.md). The database is held only while its folder is copied; the rest runs
 * on the backup thread. Answers the entry: verified, or failed with the reason (the previous
 * backups are never touched).
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupEntry> {
  if (running) throw new BackupRefusedError('Pencadangan lain sedang berjalan. Tunggu sampai selesai.');
  const embedded = options.database.embedded;
  if (!embedded) {
    const { createPostgresBackup } = await import('./postgres');
    return createPostgresBackup(options);
  }
  const startedAtMs = Date.now();
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  const onProgress = options.onProgress ?? ((): void => undefined);
  fs.mkdirSync(options.outDir, { recursive: true });
  // The snapshot goes beside the data folder (same disk: a fast copy), not to a slow USB disk.
  const workRoot = embedded.dataDir ? path.join(path.dirname(embedded.dataDir), 'backup-work') : path.join(os.tmpdir(), `erp-backup-work-${process.pid}`);
  removeLeftovers(options.outDir, workRoot);
  const base = uniqueBase(options.outDir, backupBaseName(new Date(createdAt)));
  const stagingDir = path.join(workRoot, base);
  running = base;
  const job: BackupJob = {
    stagingDir,
    scratchDir: path.join(workRoot, `${base}-verify`),
    partialPath: path.join(options.outDir, `${base}${BACKUP_PARTIAL_EXTENSION}`),
    finalPath: path.join(options.outDir, `${base}${BACKUP_EXTENSION}`),
    failedPath: path.join(options.outDir, `${base}${BACKUP_FAILED_EXTENSION}`),
    appVersion: options.appVersion,
    createdAt,
    startedAtMs,
  };
  try {
    onProgress({ phase: 'snapshot', done: 0, total: 1 });
    fs.mkdirSync(stagingDir, { recursive: true });
    const client = embedded.client;
    if (embedded.dataDir) {
      await onlineSnapshot(client, embedded.dataDir, path.join(stagingDir, 'pgdata'), async () => linkTree(options.filesDir, path.join(stagingDir, 'files')));
    } else {
      await unpackMemoryDump(await client.dumpDataDir('none'), stagingDir);
      await linkTree(options.filesDir, path.join(stagingDir, 'files'));
    }
    onProgress({ phase: 'snapshot', done: 1, total: 1 });
    return await runOnWorker(job, onProgress);
  } catch (error) {
    // The snapshot failed (a full disk, …) or the thread died: listed as failed, like a failed verification.
    return failedEntry(job, error);
  } finally {
    running = null;
    fs.rmSync(workRoot, { recursive: true, force: true });
  }
}
