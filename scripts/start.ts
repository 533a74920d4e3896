import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_PROCESS_ENV } from '../common/server-process';
import { findElectronBinary, readDownloadRecord } from './electron-binary';

/**
 * `npm start`: the desktop app in standalone mode. Where the Electron binary is missing (the one
 * download attempt at install failed), say so plainly and serve the web UI at once, printing its
 * URL. Nothing is downloaded here (scripts/postinstall.ts decided that).
 */
const root = path.resolve(import.meta.dirname, '..');

spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ensure-built.ts'), '--desktop'], {
  cwd: root,
  stdio: 'inherit',
});

const electron = findElectronBinary();

const child = electron.available
  ? spawn(electron.executablePath, [root], { cwd: root, stdio: 'inherit' })
  : (() => {
      const record = readDownloadRecord();
      console.log(
        [
          '',
          'Aplikasi desktop tidak dapat dijalankan: file Electron tidak terpasang di mesin ini',
          record && !record.ok ? `(unduhan saat npm install gagal: ${record.reason}).` : '(node_modules/electron/dist tidak ada).',
          'Sebagai gantinya, server dan tampilan web dijalankan; buka alamat di bawah dengan browser.',
          'Untuk mencoba unduh lagi: npm run desktop:download',
          '',
        ].join('\n'),
      );
      return spawn(process.execPath, [path.join(root, 'dist/server/cli.js')], { cwd: root, stdio: 'inherit', env: { ...process.env, ...SERVER_PROCESS_ENV } });
    })();

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
