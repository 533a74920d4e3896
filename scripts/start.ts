import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npm start`: the desktop app in standalone mode. Where the Electron binary is missing (it could
 * not be downloaded), say so plainly and serve the web UI instead, printing its URL.
 */
const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

function electronBinary(): string | null {
  try {
    const binary = require('electron') as unknown as string;
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function tryDownloadElectron(): void {
  // npm is told not to run Electron's download at install (package.json allowScripts), so a
  // machine without internet still installs; try it once here.
  const script = path.join(root, 'node_modules', 'electron', 'install.js');
  if (!fs.existsSync(script)) return;
  console.log('Mengunduh Electron…');
  spawnSync(process.execPath, [script], { cwd: path.dirname(script), stdio: 'ignore', timeout: 120_000 });
}

spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ensure-built.ts'), '--desktop'], {
  cwd: root,
  stdio: 'inherit',
});

let binary = electronBinary();
if (!binary) {
  tryDownloadElectron();
  binary = electronBinary();
}

const child = binary
  ? spawn(binary, [root], { cwd: root, stdio: 'inherit' })
  : (() => {
      console.log(
        [
          '',
          'Aplikasi desktop tidak dapat dijalankan: file Electron tidak terpasang di mesin ini',
          '(node_modules/electron/dist tidak ada dan tidak dapat diunduh).',
          'Sebagai gantinya, server dan tampilan web dijalankan; buka alamat di bawah dengan browser.',
          '',
        ].join('\n'),
      );
      return spawn(process.execPath, [path.join(root, 'dist/server/cli.js')], { cwd: root, stdio: 'inherit' });
    })();

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
