import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION, type BackupEntry, type BackupProgress } from '../../common/contract/backup';
import { workerScriptBeside } from '../worker-script';
import { backupBaseName } from './format';
import { runBackupJob, type BackupJob } from './job';
import { readTarEntries } from './tar';
import { BackupRefusedError, type CreateBackupOptions } from './types';
import type { BackupWorkerAnswer } from './backup-worker';

/** The backup this process is making (one at a time: they would compete for the same disk and CPU). */
let running: string | null = null;

/** Copies a folder; a copy-on-write clone where the file system offers one. */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true });
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  // A few copies at once: the data folder has hundreds of small files.
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(files.slice(i, i + 16).map((entry) => fs.promises.copyFile(path.join(from, entry.name), path.join(to, entry.name), fs.constants.COPYFILE_FICLONE)));
  }
  for (const entry of entries) if (entry.isDirectory()) await copyTree(path.join(from, entry.name), path.join(to, entry.name));
}

/** Hard links to the uploads (they are written once and renamed into place, never changed), copies across disks. */
async function linkTree(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) return;
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        await fs.promises.link(source, target);
      } catch {
        await fs.promises.copyFile(source, target);
      }
    }
  }
}

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

function uniqueBase(outDir: string, base: string): string {
  const taken = (name: string): boolean =>
    [BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION].some((ext) => fs.existsSync(path.join(outDir, `${name}${ext}`)));
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

/** Half-written files of a run that was killed: never a backup, removed at the next run. */
function removeLeftovers(outDir: string, workRoot: string): void {
  for (const name of fs.readdirSync(outDir)) {
    if (name.endsWith(BACKUP_PARTIAL_EXTENSION)) fs.rmSync(path.join(outDir, name), { force: true });
  }
  fs.rmSync(workRoot, { recursive: true, force: true });
}

function runOnWorker(job: BackupJob, onProgress: (progress: BackupProgress) => void): Promise<BackupEntry> {
  const script = workerScriptBeside(import.meta.url, 'backup-worker');
  if (!script) return runBackupJob(job, onProgress);
  return new Promise<BackupEntry>((resolve, reject) => {
    const worker = new Worker(script.source, { eval: script.eval });
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
  try {
    onProgress({ phase: 'snapshot', done: 0, total: 1 });
    fs.mkdirSync(stagingDir, { recursive: true });
    const client = embedded.client;
    if (embedded.dataDir) {
      const dataDir = embedded.dataDir;
      // Written pages reach the files first, so the copy replays little WAL; then no query runs during the copy.
      await client.exec('CHECKPOINT');
      await client.runExclusive(async () => {
        await copyTree(dataDir, path.join(stagingDir, 'pgdata'));
        await linkTree(options.filesDir, path.join(stagingDir, 'files'));
      });
    } else {
      await unpackMemoryDump(await client.dumpDataDir('none'), stagingDir);
      await linkTree(options.filesDir, path.join(stagingDir, 'files'));
    }
    onProgress({ phase: 'snapshot', done: 1, total: 1 });
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
    return await runOnWorker(job, onProgress);
  } finally {
    running = null;
    fs.rmSync(workRoot, { recursive: true, force: true });
  }
}
