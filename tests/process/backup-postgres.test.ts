import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { BackupTableSummary } from '../../common/contract/backup';
import { summarizeDatabase } from '../../server/backup/job';
import { loadConfig } from '../../server/config';
import { TEXT_SETTINGS } from '../../server/move/to-postgres';
import { startServer } from '../../server/index';
import { jpegImage } from '../support/images';
import { ReceivingClient } from '../support/receiving';
import { addDivision, addPosition } from '../support/salary';
import { runScript } from '../support/script';
import { ADMIN, login, type TestServer, freshPostgresDatabase } from '../support/server';
import { callMultipart, formParts } from '../support/uploads';

/**
 * An office on PostgreSQL (issue 26 §3): `npm run db:backup` with DATABASE_URL makes the same file
 * from pg_dump plus the uploads; `npm run db:restore` puts it into an empty database and files
 * folder with every table and file equal; a database that is not empty is refused.
 * Needs a PostgreSQL server (DATABASE_URL, as the api-postgres suite): each run makes its own databases.
 */
const serverUrl = process.env.DATABASE_URL;

/** A new, empty database on DATABASE_URL's server (tests/support/server.ts), dropped by the returned function. */
function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('DATABASE_URL');
  return freshPostgresDatabase(serverUrl);
}

async function summary(url: string): Promise<BackupTableSummary[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const setting of TEXT_SETTINGS) await client.query(`SET LOCAL ${setting}`);
    return (await summarizeDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows)).tables;
  } finally {
    await client.end();
  }
}

const filesUnder = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((relative) => fs.statSync(path.join(dir, relative)).isFile())
      .map((relative) => [relative, fs.readFileSync(path.join(dir, relative)).toString('base64')]),
  );

describe.runIf(serverUrl)('npm run db:backup / db:restore on PostgreSQL', () => {
  it('backs up with pg_dump and the uploads, restores into an empty database equal, refuses one with data', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-pg-'));
    const [source, target] = [await freshDatabase(), await freshDatabase()];
    try {
      const sourceDir = path.join(root, 'kantor');
      const server = await startServer(
        loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: sourceDir, DATABASE_URL: source.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' }),
        { logger: false, announce: () => undefined },
      );
      try {
        const token = await login(server.url, ADMIN.email, ADMIN.password);
        const r = new ReceivingClient(server.url, token);
        const setting = await r.receivingSetting(1);
        const po = await r.addPo({ supplier: setting.supplier, receiver: setting.receiver, lines: [{ id_produk: setting.products[0] ?? '', qty: 3, harga: 2_000 }] });
        await r.receiveOk(po.id, setting.products[0] ?? '', 3, { warehouse: setting.warehouse });
        const t = { url: server.url } as TestServer;
        const added = await callMultipart(
          server.url,
          'POST',
          '/api/employee/employee/add',
          formParts(
            { firstname: 'Budi', lastname: 'Santoso', email: 'budi@karyawan.test', phone: '081234560000', identity_number: '3578011203900009', dname: await addDivision(t, token, 'Kantor', 1), pname: await addPosition(t, token, 'Staf'), salary: 100000, overtime: 10000, dayoff: 1, makan_status: 'N', status: 'active' },
            { data: jpegImage(20, 20), name: 'foto.jpg', type: 'image/jpeg' },
          ),
          token,
        );
        expect(added.status).toBe(200);
        // While the server runs: pg_dump reads its database beside it.
        const made = await runScript('db-backup.ts', { DATA_DIR: sourceDir, DATABASE_URL: source.url }, { args: ['--out', path.join(root, 'cadangan')] });
        expect(made.output).toContain('Terverifikasi');
        expect(made.code).toBe(0);
      } finally {
        await server.close();
      }
      const file = path.join(root, 'cadangan', fs.readdirSync(path.join(root, 'cadangan')).find((name) => name.endsWith('.erpbak')) ?? '');

      const targetDir = path.join(root, 'pulih');
      const restored = await runScript('db-restore.ts', { DATA_DIR: targetDir, DATABASE_URL: target.url }, { args: [file] });
      expect(restored.output).toContain('setiap tabel cocok dengan manifest');
      expect(restored.code).toBe(0);
      expect(await summary(target.url)).toEqual(await summary(source.url));
      expect(filesUnder(path.join(targetDir, 'files'))).toEqual(filesUnder(path.join(sourceDir, 'files')));

      const again = await runScript('db-restore.ts', { DATA_DIR: path.join(root, 'lagi'), DATABASE_URL: target.url }, { args: [file] });
      expect(again.output).toContain('Database tujuan tidak kosong');
      expect(again.code).toBe(1);
    } finally {
      await source.drop();
      await target.drop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
