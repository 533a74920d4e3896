import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry } from '../../common/contract/backup';
import type { BackupOverview, BackupRunState, BackupSettings } from '../../common/contract/backup-service';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

/**
 * The Cadangan Data routes (issue 26 §1): superadmin only; Cadangkan Sekarang answers at once and
 * the backup then lists as verified; one backup at a time (409); the folder is checked at the field;
 * the CLI's local route takes the token file's token from this machine only.
 */

let t: TestServer;
let admin: string;

type Answer<T> = { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const api = <T>(method: string, url: string, body?: unknown, token = admin) => call<Answer<T>>(t.url, method, url, { token, ...(body !== undefined ? { body } : {}) });

async function waitUntilIdle(): Promise<BackupOverview> {
  for (;;) {
    const overview = (await api<BackupOverview>('GET', '/api/backup')).body.data;
    if (!overview.running) return overview;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('backup service routes', () => {
  it('are for the superadmin only', async () => {
    await t.createUser({ email: 'gudang-cadangan@erp.test', password: 'sandi-gudang-123', role: 'admin', access: ['/warehouse'] });
    const other = await login(t.url, 'gudang-cadangan@erp.test', 'sandi-gudang-123');
    for (const [method, url, body] of [
      ['GET', '/api/backup', undefined],
      ['GET', '/api/backup/health', undefined],
      ['POST', '/api/backup/run', undefined],
      ['PUT', '/api/backup/settings', { time: '12:30', folder: '/tmp' }],
    ] as const) {
      expect((await api(method, url, body, other)).status, `${method} ${url}`).toBe(403);
    }
    expect((await call(t.url, 'GET', '/api/backup')).status).toBe(401);
  });

  it.runIf(onPostgres)('on the office PostgreSQL: the screen is told to use npm run db:backup on the server, a run is refused', async () => {
    expect((await api<BackupOverview>('GET', '/api/backup')).body.data).toMatchObject({ mode: 'postgres', nextRunAt: null, running: null });
    const run = await api('POST', '/api/backup/run');
    expect(run.status).toBe(409);
    expect(run.body.error?.message).toContain('npm run db:backup');
  });
});

describe.skipIf(onPostgres)('backups of the embedded database', () => {
  it('starts with the defaults: 12:30, DATA_DIR/backups, nothing listed, a warning that there is no backup yet', async () => {
    const overview = (await api<BackupOverview>('GET', '/api/backup')).body.data;
    expect(overview).toMatchObject({
      mode: 'pglite',
      settings: { time: '12:30', folder: path.join(t.config.dataDir, 'backups') },
      folderProblem: null,
      running: null,
      backups: [],
      health: { warning: 'none-yet' },
    });
  });

  it('checks the settings at the field', async () => {
    const file = path.join(t.config.dataDir, 'sebuah-file.txt');
    fs.writeFileSync(file, 'x');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ time: '25:00', folder: '/tmp' }, 'time'],
      [{ time: '7:30', folder: '/tmp' }, 'time'],
      [{ time: '12:30', folder: '' }, 'folder'],
      [{ time: '12:30', folder: 'relatif/cadangan' }, 'folder'],
      [{ time: '12:30', folder: path.join(file, 'di-bawah-file') }, 'folder'],
    ];
    for (const [body, field] of cases) {
      const res = await api('PUT', '/api/backup/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const folder = path.join(t.config.dataDir, 'usb', 'cadangan');
    const saved = await api<BackupSettings>('PUT', '/api/backup/settings', { time: '18:05', folder });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ time: '18:05', folder });
    // Created, and kept in DATA_DIR (machine-local), not in the database.
    expect(fs.statSync(folder).isDirectory()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(t.config.dataDir, 'backup-settings.json'), 'utf8'))).toMatchObject({ time: '18:05', folder });
  });

  it('Cadangkan Sekarang answers at once; a second run meanwhile is 409; the backup lists as verified', async () => {
    const started = await api<BackupRunState>('POST', '/api/backup/run');
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ trigger: 'manual' });
    const second = await api('POST', '/api/backup/run');
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('Pencadangan lain sedang berjalan. Tunggu sampai selesai.');
    const overview = await waitUntilIdle();
    expect(overview.backups).toHaveLength(1);
    const [entry] = overview.backups;
    expect(entry).toMatchObject({ status: 'verified' });
    expect(path.dirname(entry?.path ?? '')).toBe(overview.settings.folder);
    expect(entry?.bytes).toBeGreaterThan(0);
    expect(entry?.manifest?.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/api/backup/health')).body.data).toMatchObject({ warning: null, newestVerifiedAt: entry?.createdAt });
  });

  it('the local route of npm run db:backup: the token file (0600) from this machine, a wrong token refused', async () => {
    const localFile = path.join(t.config.dataDir, 'backup-local.json');
    expect(fs.statSync(localFile).mode & 0o777).toBe(0o600);
    const local = JSON.parse(fs.readFileSync(localFile, 'utf8')) as { url: string; token: string };
    const wrong = await call(local.url, 'POST', '/api/backup/local', { body: {}, headers: { 'x-backup-token': 'f'.repeat(64) } });
    expect(wrong.status).toBe(401);
    const outDir = path.join(t.config.dataDir, 'cli-out');
    const made = await call<BackupEntry>(local.url, 'POST', '/api/backup/local', { body: { outDir }, headers: { 'x-backup-token': local.token } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ status: 'verified' });
    expect(path.dirname(made.body.path)).toBe(outDir);
  });

  it('a folder gone when the backup runs (a USB disk pulled out): the run fails, and the warning says why', async () => {
    const { folder } = (await api<BackupOverview>('GET', '/api/backup')).body.data.settings;
    fs.renameSync(folder, `${folder}-dicabut`);
    fs.writeFileSync(folder, 'bukan folder');
    try {
      expect((await api('POST', '/api/backup/run')).status).toBe(200);
      const overview = await waitUntilIdle();
      expect(overview.folderProblem).toBe('Path ini adalah file, bukan folder.');
      expect(overview.health).toMatchObject({ warning: 'failed', lastError: `Folder cadangan ${folder}: Path ini adalah file, bukan folder.` });
      expect((await api('GET', '/api/backup/health')).body.data).toMatchObject({ warning: 'failed' });
    } finally {
      fs.rmSync(folder, { force: true });
      fs.renameSync(`${folder}-dicabut`, folder);
    }
  });
});
