import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * ARCHITECTURE's import rule, so a wrong import fails CI (like VS Code's code-layering rule):
 *   common   imports none of the others, and no Node, DOM or Electron library;
 *   server   imports common;
 *   main     imports common (and server, only to embed it);
 *   preload  imports electron, and types only from common;
 *   renderer imports common.
 *
 * Implemented with @typescript-eslint/no-restricted-imports (the core rule plus `allowTypeImports`).
 * A relative import is matched by where it lands, not by a folder name appearing in it: a file
 * N folders below the root reaches another layer with exactly N `../`, so one block per depth
 * carries regexes for that depth. `renderer/src/settings/server.tsx` imported as './server'
 * is therefore not mistaken for the server layer.
 */

const LAYERS = ['common', 'server', 'main', 'preload', 'renderer'];
const SOURCE_FILES = '*.{ts,tsx,mts,cts,js,mjs,cjs}';
/** Deeper than any folder we have; a deeper file is simply not checked for layer imports. */
const MAX_DEPTH = 10;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A package and its subpaths: 'react' matches 'react' and 'react/jsx-runtime', not 'react-dom'. */
const packageRegex = (names) => `^(${names.map(escape).join('|')})(/|$)`;

const NODE_BUILTINS = {
  regex: `^node:|${packageRegex(builtinModules.filter((name) => !name.startsWith('_')))}`,
  message: 'Node built-ins are not available here: this layer must also run outside Node.',
};
const ELECTRON = {
  regex: packageRegex(['electron', 'electron-store']),
  message: 'Electron belongs to main and preload only.',
};
const DOM_LIBRARIES = {
  regex: `${packageRegex(['react', 'react-dom', 'react-router-dom', 'react-router', 'react-redux', 'socket.io-client'])}|^@blueprintjs/|^@zxing/`,
  message: 'DOM and UI libraries belong to the renderer.',
};
const SERVER_LIBRARIES = {
  regex: `${packageRegex(['fastify', 'fastify-plugin', 'pg', 'redis', 'socket.io', 'drizzle-orm'])}|^@fastify/|^@electric-sql/|^@socket\\.io/`,
  message: 'Server libraries (Node-bound) belong to the server.',
};

/** What each layer may not import: other layers (by folder) and packages. */
const FORBIDDEN = {
  common: { layers: ['server', 'main', 'preload', 'renderer'], packages: [NODE_BUILTINS, ELECTRON, DOM_LIBRARIES, SERVER_LIBRARIES] },
  server: { layers: ['main', 'preload', 'renderer'], packages: [ELECTRON] },
  main: { layers: ['renderer', 'preload'], packages: [] },
  renderer: { layers: ['server', 'main', 'preload'], packages: [NODE_BUILTINS, ELECTRON] },
};

/** An import that climbs exactly `depth` folders and enters one of `layers`. */
const layerRegex = (depth, layers) => `^(\\./)?(\\.\\./){${depth}}(${layers.join('|')})(/|$)`;

function layerBlocks(layer, patternsAtDepth) {
  return Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      name: `layers/${layer}/depth-${depth}`,
      files: [`${layer}/${'*/'.repeat(depth - 1)}${SOURCE_FILES}`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: patternsAtDepth(depth) }] },
    };
  });
}

const layerRules = Object.entries(FORBIDDEN).flatMap(([layer, forbidden]) =>
  layerBlocks(layer, (depth) => [
    { regex: layerRegex(depth, forbidden.layers), message: `${layer}/ may not import ${forbidden.layers.join(', ')} (ARCHITECTURE.md, import rule).` },
    ...forbidden.packages,
  ]),
);

// preload: electron, plus types from common; nothing else, so it stays a few lines of plumbing.
const preloadRules = layerBlocks('preload', (depth) => [
  { regex: '^(?!electron$)[^.]', message: 'preload may import only electron (and types from common).' },
  { regex: layerRegex(depth, ['common']), allowTypeImports: true, message: 'preload imports only types from common (`import type`).' },
  { regex: layerRegex(depth, LAYERS.filter((name) => name !== 'common' && name !== 'preload')), message: 'preload may not import server, main or renderer.' },
]);

export default defineConfig(
  globalIgnores(['dist/', 'out/', 'node_modules/', 'test-results/', 'coverage/', '.vite/']),
  tseslint.configs.recommended,
  {
    name: 'project/rules',
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters of callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...layerRules,
  ...preloadRules,
);
