import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupEntry } from '../../../common/contract/backup';
import {
  BACKUP_BUSY_MESSAGE,
  BACKUP_OFFICE_MESSAGE,
  backupHealthOf,
  type BackupHealth,
  type BackupOverview,
  type BackupRunState,
  type BackupSettings,
  type BackupTrigger,
} from '../../../common/contract/backup-service';
import type { Clock } from '../../auth/context';
import type { Database } from '../../db/client';
import { conflict, validationError } from '../../http/errors';
import { createBackup } from '../create';
import { listBackups } from '../list';
import { BackupRefusedError } from '../types';
import { backupsToRemove } from './rotation';
import { lastScheduledAt, nextScheduledAt } from './schedule';
import { backupServiceSince, defaultBackupFolder, folderProblem, readBackupSettings, writeBackupSettings } from './settings';

/**
 * The backup service of a running server (issue 26 §1; this folder, server/backup/service/, is it):
 * one backup at a time, the daily schedule with its catch-up, rotation after each verified backup,
 * and the local token `npm run db:backup` uses while the server holds the data folder.
 */

/** DATA_DIR/backup-local.json: where and how the CLI asks this server (server/backup/README.md). */
export const LOCAL_ACCESS_FILE = 'backup-local.json';
/** The schedule is looked at this often; the first look waits a little so the start itself stays quick. */
const TICK_MS = 30_000;
const FIRST_TICK_MS = 10_000;

export interface BackupServiceOptions {
  database: Database;
  dataDir: string;
  clock: Clock;
  appVersion: string;
  log: { info(message: string): void; error(message: string): void };
}

export interface BackupService {
  overview(): Promise<BackupOverview>;
  health(): Promise<BackupHealth>;
  settings(): BackupSettings;
  /** Checks the folder and saves; a folder that cannot take backups is a 400 at the field. */
  saveSettings(settings: BackupSettings): BackupSettings;
  /** Starts a backup and answers at once; 409 while one runs or on PostgreSQL. */
  start(trigger: BackupTrigger): BackupRunState;
  /** Makes a backup and answers when it is done (the CLI's local route). */
  runToEnd(trigger: BackupTrigger, outDir?: string): Promise<BackupEntry>;
  /** Looks at the schedule once: runs the day's backup when its time passed without a verified one. Resolves when that backup is done, with how it was started (null: none was due). */
  tick(): Promise<BackupTrigger | null>;
  /** The timer of the schedule (embedded database on disk). */
  startSchedule(): void;
  /** Writes the local token file for `npm run db:backup` (mode 0600). */
  publishLocalAccess(url: string): void;
  checkLocalToken(token: string | undefined): boolean;
  /** Stops the timer, removes the token file, waits for a running backup. */
  close(): Promise<void>;
}

export function createBackupService(options: BackupServiceOptions): BackupService {
  const { database, dataDir, clock, log } = options;
  const embedded = database.kind === 'pglite';
  const token = randomBytes(32).toString('hex');
  let running: { state: NonNullable<BackupRunState>; done: Promise<BackupEntry> } | null = null;
  /** A failure that left no file (the folder was not there): the list cannot tell it. */
  let unlistedFailure: { createdAt: string; error: string } | null = null;
  /** The scheduled time already handled, so a failed backup is not retried every 30 s. */
  let handledSlot: number | null = null;
  let timers: NodeJS.Timeout[] = [];
  let localFile: string | null = null;

  const settings = (): BackupSettings => readBackupSettings(dataDir);

  const listed = async (): Promise<BackupEntry[]> => {
    try {
      return await listBackups(settings().folder);
    } catch {
      return [];
    }
  };

  const healthOf = (entries: BackupEntry[]): BackupHealth => {
    const all: Array<Pick<BackupEntry, 'createdAt' | 'status' | 'error'>> = [...entries];
    if (unlistedFailure) all.push({ createdAt: unlistedFailure.createdAt, status: 'failed', error: unlistedFailure.error });
    return backupHealthOf(all, clock());
  };

  /** Removes what rotation lets go, in the configured folder only (a CLI's --out folder is the caller's). */
  const rotate = async (folder: string): Promise<void> => {
    const entries = await listBackups(folder);
    for (const name of backupsToRemove(entries)) {
      const entry = entries.find((candidate) => candidate.name === name);
      if (entry) fs.rmSync(entry.path, { force: true });
    }
  };

  const begin = (trigger: BackupTrigger, outDir?: string): NonNullable<typeof running> => {
    if (!embedded) throw conflict(BACKUP_OFFICE_MESSAGE);
    if (running) throw conflict(BACKUP_BUSY_MESSAGE);
    const configured = settings().folder;
    const folder = outDir ?? configured;
    const state: NonNullable<BackupRunState> = { trigger, startedAt: clock().toISOString(), progress: null };
    const work = async (): Promise<BackupEntry> => {
      const problem = folderProblem(folder);
      if (problem) throw new BackupRefusedError(`Folder cadangan ${folder}: ${problem}`);
      const entry = await createBackup({
        database,
        filesDir: path.join(dataDir, 'files'),
        outDir: folder,
        appVersion: options.appVersion,
        now: clock,
        onProgress: (progress) => {
          state.progress = progress;
        },
      });
      if (entry.status === 'verified' && path.resolve(folder) === path.resolve(configured)) await rotate(folder);
      return entry;
    };
    const done = work()
      .then((entry) => {
        unlistedFailure = null;
        if (entry.status === 'verified') log.info(`Cadangan terverifikasi: ${entry.path}`);
        else log.error(`Pencadangan gagal: ${entry.error ?? ''}`);
        return entry;
      })
      .catch((error: unknown): BackupEntry => {
        const message = error instanceof Error ? error.message : String(error);
        unlistedFailure = { createdAt: state.startedAt, error: message };
        log.error(`Pencadangan gagal: ${message}`);
        return { name: '-', path: folder, bytes: 0, createdAt: state.startedAt, durationMs: 0, status: 'failed', error: message };
      })
      .finally(() => {
        running = null;
      });
    running = { state, done };
    return running;
  };

  const tick = async (): Promise<BackupTrigger | null> => {
    if (!embedded || running) return null;
    const now = clock();
    const current = settings();
    const slot = lastScheduledAt(now, current.time);
    if (handledSlot === slot.getTime()) return null;
    // A time before this installation's first start was never missed (a new install waits for its first time).
    if (slot.getTime() < backupServiceSince(dataDir, now).getTime()) {
      handledSlot = slot.getTime();
      return null;
    }
    const entries = await listed();
    handledSlot = slot.getTime();
    if (entries.some((entry) => entry.status === 'verified' && new Date(entry.createdAt).getTime() >= slot.getTime())) return null;
    // Within a tick or two of the time: the day's backup; later: this start caught up a missed one.
    const trigger: BackupTrigger = now.getTime() - slot.getTime() <= 2 * TICK_MS ? 'schedule' : 'catch-up';
    await begin(trigger).done;
    return trigger;
  };

  const service: BackupService = {
    settings,
    async overview() {
      const current = settings();
      const backups = await listed();
      return {
        mode: embedded ? 'pglite' : 'postgres',
        settings: current,
        defaultFolder: defaultBackupFolder(dataDir),
        folderProblem: embedded ? folderProblem(current.folder) : null,
        nextRunAt: embedded ? nextScheduledAt(clock(), current.time).toISOString() : null,
        running: running ? { ...running.state } : null,
        health: healthOf(backups),
        backups,
      };
    },
    async health() {
      if (!embedded) return { warning: null, newestVerifiedAt: null, lastError: null };
      return healthOf(await listed());
    },
    saveSettings(next) {
      const folder = path.resolve(next.folder);
      const problem = path.isAbsolute(next.folder) ? folderProblem(folder) : folderProblem(next.folder);
      if (problem) throw validationError({ folder: problem });
      const saved = { time: next.time, folder };
      writeBackupSettings(dataDir, saved);
      // A new time counts from its next occurrence: moving 12:30 to 09:00 in the afternoon starts no backup now.
      handledSlot = lastScheduledAt(clock(), saved.time).getTime();
      return settings();
    },
    start(trigger) {
      return { ...begin(trigger).state };
    },
    async runToEnd(trigger, outDir) {
      return begin(trigger, outDir).done;
    },
    tick,
    startSchedule() {
      if (!embedded) return;
      const safeTick = (): void => {
        tick().catch((error: unknown) => log.error(`Jadwal cadangan: ${error instanceof Error ? error.message : String(error)}`));
      };
      const first = setTimeout(safeTick, FIRST_TICK_MS);
      const every = setInterval(safeTick, TICK_MS);
      first.unref();
      every.unref();
      timers = [first, every];
    },
    publishLocalAccess(url) {
      if (!embedded) return;
      fs.mkdirSync(dataDir, { recursive: true });
      const file = path.join(dataDir, LOCAL_ACCESS_FILE);
      fs.rmSync(file, { force: true });
      fs.writeFileSync(file, JSON.stringify({ url, token }), { mode: 0o600 });
      localFile = file;
    },
    checkLocalToken(given) {
      if (!localFile || typeof given !== 'string') return false;
      const givenBytes = Buffer.from(given);
      const tokenBytes = Buffer.from(token);
      return givenBytes.length === tokenBytes.length && timingSafeEqual(givenBytes, tokenBytes);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      if (localFile) fs.rmSync(localFile, { force: true });
      localFile = null;
      await running?.done;
    },
  };
  return service;
}
