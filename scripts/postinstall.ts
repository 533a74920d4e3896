import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { downloadElectronOnce, findElectronBinary, readDownloadRecord } from './electron-binary';

/**
 * Runs after `npm install`: decides once whether this machine has the desktop app, and builds
 * what `npm start` runs, so the start itself takes seconds.
 * - Electron: its binary comes from GitHub, not the npm registry. One attempt here, its outcome
 *   recorded; `npm start` reads the record and never waits for a download.
 *   ERP_SKIP_ELECTRON_DOWNLOAD=1 skips the attempt (machines that only serve the web UI).
 * - Build: only when dist/ is missing (a fresh clone); after changing code run `npm run build`.
 */
const root = path.resolve(import.meta.dirname, '..');

if (!findElectronBinary().available && !readDownloadRecord()) {
  if (process.env.ERP_SKIP_ELECTRON_DOWNLOAD) {
    console.log('Electron tidak diunduh (ERP_SKIP_ELECTRON_DOWNLOAD): npm start menjalankan tampilan web.');
  } else {
    console.log('Mencoba mengunduh Electron (sekali saja)…');
    const record = downloadElectronOnce();
    if (record) console.log(record.ok ? 'Electron terpasang.' : `Electron tidak dapat diunduh (${record.reason}); npm start menjalankan tampilan web.`);
  }
}

const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ensure-built.ts'), '--desktop'], { cwd: root, stdio: 'inherit' });
process.exit(built.status ?? 1);
