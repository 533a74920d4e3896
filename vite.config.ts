import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { indonesianAriaLabels } from './renderer/src/shell/blueprintTexts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Where `npm run serve` listens during development; the dev server forwards the API there. */
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * Blueprint's icon loader imports the table of every icon name (~10 kB gzipped) only to check a name
 * before loading it: inside that one file, `./iconNames` becomes a shape check (see the module).
 * If Blueprint moves the import, nothing breaks: the table simply comes back.
 */
function slimIconNameCheck(): Plugin {
  const replacement = fileURLToPath(new URL('./renderer/src/shell/iconNameCheck.ts', import.meta.url));
  return {
    name: 'erp:slim-icon-name-check',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)) return replacement;
      return null;
    },
  };
}

/**
 * Blueprint's hard-coded English screen-reader labels ('Close' on every dialog and toast, …) in
 * Indonesian, rewritten in its own files at build time (renderer/src/shell/blueprintTexts.ts). The
 * dev server pre-bundles Blueprint without plugins, so there they stay English.
 */
function blueprintIndonesianLabels(): Plugin {
  const blueprint = /@blueprintjs[\\/](core|select)[\\/]lib[\\/]esm[\\/].+\.js$/;
  return {
    name: 'erp:blueprint-indonesian-labels',
    transform(code, id) {
      if (!blueprint.test(id) || !code.includes('"aria-label": "')) return null;
      return { code: indonesianAriaLabels(code), map: null };
    },
  };
}

/**
 * The files of common/ only define things (zod schemas, endpoints, resource declarations, rules):
 * one the renderer takes nothing from may be left out whole. Without this, a single import through
 * common/contract/index.ts keeps every module's schemas in the initial download, since zod's
 * builder calls look like side effects. common/contract/zod.ts keeps its one (zod's Indonesian
 * messages); a new file of common/ imported only for its side effects must be excluded here too.
 */
function commonDefinesOnly(): Plugin {
  const common = /[\\/]common[\\/].+\.ts$/;
  const effectful = /[\\/]common[\\/]contract[\\/]zod\.ts$/;
  return {
    name: 'erp:common-defines-only',
    transform(_code, id) {
      if (common.test(id) && !effectful.test(id)) return { moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * Vite writes its build manifest (each chunk with its imports: the bench's size per module, the
 * lazy-loading e2e test) inside the output folder, which the server serves as it is. It goes
 * beside the folder instead, out of the browser's reach: dist/renderer.manifest.json.
 */
function manifestBesideOutDir(): Plugin {
  return {
    name: 'erp:manifest-beside-out-dir',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      const written = path.join(options.dir, '.vite', 'manifest.json');
      mkdirSync(path.dirname(options.dir), { recursive: true });
      renameSync(written, `${options.dir}.manifest.json`);
      rmSync(path.dirname(written), { recursive: true, force: true });
    },
  };
}

const EARLY_ENTRY = fileURLToPath(new URL('./renderer/src/boot/early.ts', import.meta.url));

/**
 * The early reads' script (renderer/src/boot/early-reads.ts) is an entry of its own, written into
 * index.html as an async module ahead of the app's: a second script in index.html would be bundled
 * into the app's entry and run only after React, Blueprint and zod. Build only: under the dev
 * server the bridge simply asks as usual.
 */
function earlyReadsScript(): Plugin {
  return {
    name: 'erp:early-reads-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId === EARLY_ENTRY);
        const appScript = '<script type="module"';
        if (!chunk || !html.includes(appScript)) throw new Error('index.html: the early reads entry (renderer/src/boot/early.ts) or the app script is missing');
        // Just before the app's script: after <base>, which its relative URL needs on nested paths.
        // Its imports preloaded beside it, so it does not wait a second round to run.
        const preloads = chunk.type === 'chunk' ? chunk.imports.map((file) => `<link rel="modulepreload" crossorigin href="./${file}">\n    `).join('') : '';
        return html.replace(appScript, `<script type="module" async crossorigin src="./${chunk.fileName}"></script>\n    ${preloads}${appScript}`);
      },
    },
  };
}

export default defineConfig({
  root: 'renderer',
  // Relative asset URLs so the same build loads from the server (web) and inside Electron.
  base: './',
  plugins: [react(), slimIconNameCheck(), blueprintIndonesianLabels(), commonDefinesOnly(), manifestBesideOutDir(), earlyReadsScript()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // No inline scripts or data: URLs: the Content-Security-Policy allows script-src 'self' only.
    assetsInlineLimit: 0,
    // Each chunk and its imports, moved beside the output folder (manifestBesideOutDir).
    manifest: true,
    sourcemap: false,
    // React, Blueprint, RTK and zod make one ~700 kB entry; served from the LAN or the app itself.
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: { index: fileURLToPath(new URL('./renderer/index.html', import.meta.url)), early: EARLY_ENTRY },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
});
