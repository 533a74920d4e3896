import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run package`: the installers (AppImage and deb for Linux, NSIS for Windows; electron-builder.yml).
 *
 * electron-builder is not a dependency of the project: version 26 pulls @electron/rebuild 4, which
 * wants Node 22.12 or later, while the product and its tests run on Node 20 too. Installing it
 * with everything else would print engine warnings on every newcomer's `npm install` for a tool
 * only the release machine runs, so it is fetched here, pinned, on the machine that packages.
 */
const ELECTRON_BUILDER = 'electron-builder@26.17.0';
const NEEDS_NODE = [22, 12] as const;

const root = path.resolve(import.meta.dirname, '..');
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < NEEDS_NODE[0] || (major === NEEDS_NODE[0] && minor < NEEDS_NODE[1])) {
  console.error(`Membuat installer butuh Node ${NEEDS_NODE.join('.')} atau lebih baru (${ELECTRON_BUILDER}); mesin ini Node ${process.versions.node}.`);
  process.exit(1);
}

const run = (command: string, args: string[]): void => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
run('npx', ['--yes', ELECTRON_BUILDER, '--config', 'electron-builder.yml', ...process.argv.slice(2)]);
