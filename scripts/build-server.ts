import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server for plain Node (`npm run serve`) and for the desktop app's utility process.
 * Packages stay external (installed node_modules; PGlite loads its WASM from its own folder).
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'server');

fs.rmSync(out, { recursive: true, force: true });
await build({
  // The PDF and image workers are entries of their own: server/print/pdf.ts and server/files/image-thread.ts start them from beside the bundle.
  entryPoints: {
    cli: path.join(root, 'server/cli.ts'),
    utility: path.join(root, 'server/utility.ts'),
    'pdf-worker': path.join(root, 'server/print/pdf-worker.ts'),
    'image-worker': path.join(root, 'server/files/image-worker.ts'),
    'backup-worker': path.join(root, 'server/backup/backup-worker.ts'),
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`server → ${path.relative(root, out)}`);
