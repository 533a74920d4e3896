import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaInstant } from '../../common/attendance';
import { listBackups } from '../../server/backup';
import { createBackupService, type BackupService } from '../../server/backup/service/service';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/index';

/**
 * The daily schedule with a movable clock (issue 26 §1): a new installation waits for its first
 * time; at the time one backup is made, and no second that day; a server that was off at the time
 * catches up at its next start. A real embedded database, real backup files.
 */

let database: Database;
let dataDir: string;
let now = jakartaInstant('2026-11-28', '10:00');
const clock = () => now;
const quiet = { info: () => undefined, error: () => undefined };

const serviceOn = (): BackupService => createBackupService({ database, dataDir, clock, appVersion: 'test', log: quiet });
const folder = () => path.join(dataDir, 'backups');
const createdTimes = async () => (await listBackups(folder())).map((entry) => `${entry.status} ${entry.createdAt}`);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-schedule-'));
  database = await openDatabase({ url: null, pgliteDir: null });
  await prepareDatabase(database, loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'rahasia-admin-123', LOG_LEVEL: 'silent' }), () => undefined);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('backup schedule', () => {
  it('a day passes: one backup at 12:30 Jakarta; a start after a missed day catches up at once', async () => {
    const first = serviceOn();
    expect(await first.tick()).toBeNull();
    // Yesterday's 12:30 was before this installation existed: nothing was missed.
    expect(await createdTimes()).toEqual([]);
    expect((await first.overview()).nextRunAt).toBe(jakartaInstant('2026-11-28', '12:30').toISOString());
    // A time moved to one already past today counts from tomorrow: no backup starts now.
    first.saveSettings({ time: '09:00', folder: folder() });
    expect(await first.tick()).toBeNull();
    expect(await createdTimes()).toEqual([]);
    first.saveSettings({ time: '12:30', folder: folder() });

    now = jakartaInstant('2026-11-28', '12:30');
    expect(await first.tick()).toBe('schedule');
    expect(await first.tick()).toBeNull();
    expect(await createdTimes()).toEqual([`verified ${now.toISOString()}`]);

    // The next morning: the last time had its backup.
    now = jakartaInstant('2026-11-29', '09:00');
    expect(await first.tick()).toBeNull();
    expect(await createdTimes()).toHaveLength(1);
    await first.close();

    // Off over the 29th's 12:30; started on the 30th at 08:00: caught up at the first look.
    now = jakartaInstant('2026-11-30', '08:00');
    const second = serviceOn();
    expect(await second.tick()).toBe('catch-up');
    expect(await second.tick()).toBeNull();
    expect(await createdTimes()).toEqual([`verified ${now.toISOString()}`, `verified ${jakartaInstant('2026-11-28', '12:30').toISOString()}`]);
    expect((await second.health()).warning).toBeNull();
    await second.close();
  });
});
