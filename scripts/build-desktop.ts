import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles Electron's main process (ESM, like the package) and the preload (CommonJS: a sandboxed
 * preload is evaluated as a plain script, without ESM). The server and renderer have their own builds.
 */
const root = path.resolve(import.meta.dirname, '..');
const outMain = path.join(root, 'dist', 'main');
const outPreload = path.join(root, 'dist', 'preload');

fs.rmSync(outMain, { recursive: true, force: true });
fs.rmSync(outPreload, { recursive: true, force: true });

await Promise.all([
  build({
    entryPoints: [path.join(root, 'main/index.ts')],
    outfile: path.join(outMain, 'index.js'),
    bundle: true,
    platform: 'node',
    // Electron 41 ships Node 24; node22 keeps the output plain.
    target: 'node22',
    format: 'esm',
    // electron and every npm package stay external: resolved from node_modules at run time.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }),
  build({
    entryPoints: [path.join(root, 'preload/index.ts')],
    outfile: path.join(outPreload, 'index.cjs'),
    bundle: true,
    platform: 'node',
    target: 'chrome130',
    format: 'cjs',
    // Inside the sandbox `require` knows only a few modules, electron among them; nothing else may be required.
    external: ['electron'],
    sourcemap: true,
    logLevel: 'warning',
  }),
]);

// A sandboxed preload can require nothing but electron: fail the build if anything else slipped in.
const preload = fs.readFileSync(path.join(outPreload, 'index.cjs'), 'utf8');
const required = [...preload.matchAll(/\brequire\(["']([^"']+)["']\)/g)].map((match) => match[1]);
const foreign = required.filter((name) => name !== 'electron');
if (foreign.length > 0) throw new Error(`preload requires ${foreign.join(', ')}; only electron is available in a sandboxed preload`);

console.log(`desktop → ${path.relative(root, outMain)}, ${path.relative(root, outPreload)}`);
