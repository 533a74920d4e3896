import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupLibrary,
  CHOOSE_AGAIN,
  createBackupRestore,
  RESTORE_ONLY_STANDALONE,
  RESTORE_SUPERADMIN_ONLY,
  superAdminCheck,
  type BackupRestoreDeps,
  type OpenDialogLike,
} from '../../../main/backup-restore';
import type { StandaloneServer, StandaloneStart } from '../../../main/standalone';
import { createUser } from '../../../server/auth/users';
import { createBackup } from '../../../server/backup';
import { loadConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/index';

/**
 * The desktop app's restore (issue 26 §2) under Node: Electron's open dialog and the utility process
 * are fakes, the rest is real: a PGlite data folder, a backup file made by server/backup's
 * createBackup, its restore, and the server started on the restored folder.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-desktop-restore-'));
const dataDir = path.join(root, 'userData', 'data');
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@restore.test', ADMIN_PASSWORD: 'rahasia-restore-123', LOG_LEVEL: 'silent' });
let backupFile = '';
const SUPER_ADMIN = { email: 'admin@restore.test', password: 'rahasia-restore-123' };

/** The server in this process on the data folder, as the utility process would run it. */
let running: RunningServer | null = null;
async function startLocal(): Promise<StandaloneStart> {
  try {
    const server = await startServer(config, { logger: false, announce: () => undefined });
    running = server;
    const standalone: StandaloneServer = {
      url: server.url,
      generatedAdmin: null,
      onUnexpectedExit: () => undefined,
      stop: async () => {
        await server.close();
        if (running === server) running = null;
      },
    };
    return { ok: true, server: standalone };
  } catch (cause) {
    return { ok: false, message: cause instanceof Error ? cause.message : String(cause) };
  }
}

async function divisionNames(): Promise<string[]> {
  if (!running) throw new Error('no server');
  const result = (await running.database.db.execute(sql`select name from divisions order by name`)) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}

async function addDivision(name: string): Promise<void> {
  await running?.database.db.execute(sql`insert into divisions (name, description, salary, status) values (${name}, '', 1, 'active')`);
}

function dialogAnswering(filePaths: string[]): OpenDialogLike & { asked: number } {
  return {
    asked: 0,
    async showOpenDialog() {
      this.asked += 1;
      return { canceled: filePaths.length === 0, filePaths };
    },
  };
}

/** The flow as main wires it, with the server it stops and starts recorded. */
function flow(overrides: Partial<BackupRestoreDeps> = {}) {
  let current: StandaloneServer | null = null;
  const events: string[] = [];
  const restore = createBackupRestore({
    dialog: dialogAnswering([backupFile]),
    library: backupLibrary(),
    dataDir,
    isStandalone: () => true,
    // Checked against the local server running now (its port changes with each start).
    checkSuperAdmin: (credentials) => superAdminCheck(running?.url ?? 'http://127.0.0.1:1')(credentials),
    signOut: async () => {
      events.push('signOut');
    },
    stopServer: async () => {
      events.push('stop');
      await running?.close();
      running = null;
    },
    startServer: async () => {
      events.push('start');
      return startLocal();
    },
    onRestarted: (server) => {
      events.push(server ? 'restarted' : 'not restarted');
      current = server;
    },
    ...overrides,
  });
  return { restore, events, current: () => current };
}

beforeAll(async () => {
  // The installation at backup time: one division, and an upload.
  await startLocal();
  await addDivision('Kantor Pusat');
  fs.mkdirSync(path.join(dataDir, 'files', 'employee'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', 'employee', '11111111-1111-4111-8111-111111111111.png'), Buffer.from('foto karyawan'));
  if (!running) throw new Error('the server did not start');
  const entry = await createBackup({ database: running.database, filesDir: path.join(dataDir, 'files'), outDir: path.join(root, 'usb'), appVersion: '1.1.0' });
  expect(entry.status).toBe('verified');
  backupFile = entry.path;
  // Work after the backup, which a restore takes back.
  await addDivision('Dibuat Setelah Cadangan');
}, 120_000);

afterAll(async () => {
  await running?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('desktop restore: choosing the file', () => {
  it('shows what the checked file holds: made, app version, schema, tables, rows, files, size', async () => {
    const { restore } = flow();
    const chosen = await restore.choose();
    expect(chosen.ok).toBe(true);
    if (!chosen.ok || !chosen.value) throw new Error('no choice');
    const manifest = await backupLibrary().read(backupFile);
    expect(chosen.value).toEqual({ ...manifest, id: expect.any(String), fileName: path.basename(backupFile), size: fs.statSync(backupFile).size });
    expect(chosen.value.schema).toMatch(/^\d{4}_/);
    expect(chosen.value.tables).toBeGreaterThan(20);
    expect(chosen.value.files).toBe(1);
    expect(chosen.value.rows).toBeGreaterThan(0);
  });

  it('answers null when the dialog is cancelled, and refuses a cut-off file with its reason', async () => {
    expect(await flow({ dialog: dialogAnswering([]) }).restore.choose()).toEqual({ ok: true, value: null });
    const cut = path.join(root, 'terpotong.erpbak');
    fs.writeFileSync(cut, fs.readFileSync(backupFile).subarray(0, Math.floor(fs.statSync(backupFile).size / 2)));
    const refused = await flow({ dialog: dialogAnswering([cut]) }).restore.choose();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/^File cadangan terpotong\.erpbak rusak atau tidak lengkap \(.+\)\. File ini tidak dapat dipakai\.$/);
  });

  it('refuses in office-server mode, and a restore of an id main did not issue', async () => {
    const remote = flow({ isStandalone: () => false });
    expect(await remote.restore.choose()).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: RESTORE_ONLY_STANDALONE } });
    const { restore, events } = flow();
    expect(await restore.restore('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', SUPER_ADMIN)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: CHOOSE_AGAIN } });
    expect(events).toEqual([]);
    expect(await divisionNames()).toEqual(['Dibuat Setelah Cadangan', 'Kantor Pusat']);
  });
});

describe('desktop restore: restoring', () => {
  it('only for a Super Admin of the data in place: a wrong password or another role is refused, nothing stops', async () => {
    if (!running) throw new Error('the server did not start');
    await createUser(running.database.db, { email: 'staf@restore.test', password: 'sandi-staf-123', role: 'admin', access: [] });
    const { restore, events } = flow();
    const chosen = await restore.choose();
    if (!chosen.ok || !chosen.value) throw new Error('no choice');
    expect(await restore.restore(chosen.value.id, { ...SUPER_ADMIN, password: 'salah-sandi-123' })).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(await restore.restore(chosen.value.id, { email: 'staf@restore.test', password: 'sandi-staf-123' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: RESTORE_SUPERADMIN_ONLY },
    });
    expect(events).toEqual([]);
    expect(await divisionNames()).toEqual(['Dibuat Setelah Cadangan', 'Kantor Pusat']);
  });

  it('reads the file again before anything stops: one cut off since it was chosen is refused, the server untouched', async () => {
    const copy = path.join(root, 'di-usb.erpbak');
    fs.copyFileSync(backupFile, copy);
    const { restore, events } = flow({ dialog: dialogAnswering([copy]) });
    const chosen = await restore.choose();
    if (!chosen.ok || !chosen.value) throw new Error('no choice');
    fs.truncateSync(copy, Math.floor(fs.statSync(copy).size / 3));
    const answer = await restore.restore(chosen.value.id, SUPER_ADMIN);
    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION', message: expect.stringMatching(/rusak atau tidak lengkap .* Data tidak diubah\.$/) } });
    expect(events).toEqual([]);
    expect(await divisionNames()).toEqual(['Dibuat Setelah Cadangan', 'Kantor Pusat']);
  });

  it('puts the old data back and restarts on it when the restored data does not start', async () => {
    let starts = 0;
    const { restore, events } = flow({
      startServer: async () => {
        starts += 1;
        events.push('start');
        return starts === 1 ? { ok: false, message: 'migrasi gagal' } : startLocal();
      },
    });
    const chosen = await restore.choose();
    if (!chosen.ok || !chosen.value) throw new Error('no choice');
    const answer = await restore.restore(chosen.value.id, SUPER_ADMIN);
    expect(answer).toMatchObject({ ok: false, error: { message: 'Server tidak dapat berjalan dengan data hasil pemulihan (migrasi gagal). Data lama dikembalikan.' } });
    expect(events).toEqual(['signOut', 'stop', 'start', 'start', 'restarted']);
    expect(await divisionNames()).toEqual(['Dibuat Setelah Cadangan', 'Kantor Pusat']);
    expect(fs.readdirSync(path.dirname(dataDir)).filter((name) => name !== 'data' && !name.startsWith('backup-work'))).toEqual([]);
  });

  it('signs out, stops the server, restores the file, starts on the restored data and drops the old folder', async () => {
    const { restore, events, current } = flow();
    const chosen = await restore.choose();
    if (!chosen.ok || !chosen.value) throw new Error('no choice');
    expect(await restore.restore(chosen.value.id, SUPER_ADMIN)).toEqual({ ok: true, value: null });
    expect(events).toEqual(['signOut', 'stop', 'start', 'restarted']);
    expect(current()?.url).toBe(running?.url);
    // The backup's data, without what came after it; the upload's bytes as they were.
    expect(await divisionNames()).toEqual(['Kantor Pusat']);
    expect(fs.readFileSync(path.join(dataDir, 'files', 'employee', '11111111-1111-4111-8111-111111111111.png'), 'utf8')).toBe('foto karyawan');
    expect(fs.readdirSync(path.dirname(dataDir)).filter((name) => name !== 'data' && !name.startsWith('backup-work'))).toEqual([]);
    // The id stood for one restore.
    expect(await restore.restore(chosen.value.id, SUPER_ADMIN)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
