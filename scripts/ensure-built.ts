import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds what `npm run serve` / `npm start` need when it is missing (a fresh clone), so the quick
 * start is one command. After changing code, run `npm run build` yourself.
 */
const root = path.resolve(import.meta.dirname, '..');
const needed = process.argv.includes('--desktop')
  ? ['dist/server/cli.js', 'dist/renderer/index.html', 'dist/main/index.js', 'dist/preload/index.cjs']
  : ['dist/server/cli.js', 'dist/renderer/index.html'];
const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`Membangun aplikasi (belum ada: ${missing.join(', ')})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
