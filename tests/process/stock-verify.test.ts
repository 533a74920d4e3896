import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../support/script';

/**
 * `npm run stock:verify` as an operator runs it on the embedded database: it opens DATA_DIR's
 * PGlite folder (migrating it if new), checks the ledger and says so; while a server holds the
 * folder it refuses with the lock's message instead of opening a second PGlite on it.
 */
const run = (dataDir: string) => runScript('stock-verify.ts', { DATA_DIR: dataDir });

describe('npm run stock:verify', () => {
  it('reports a clean ledger with exit code 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-verify-'));
    const result = await run(dataDir);
    expect(result.output).toContain('Stok cocok dengan ledger');
    expect(result.code).toBe(0);
  });

  it('refuses (exit 2) while another live process holds the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-verify-'));
    // This test process is alive: its pid in the lock file stands for a running server.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const result = await run(dataDir);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`sedang dipakai oleh server lain (pid ${process.pid})`);
  });
});
