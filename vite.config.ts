import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Where `npm run serve` listens during development; the dev server forwards the API there. */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  root: 'renderer',
  // Relative asset URLs so the same build loads from the server (web) and inside Electron.
  base: './',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // No inline scripts or data: URLs: the Content-Security-Policy allows script-src 'self' only.
    assetsInlineLimit: 0,
    sourcemap: false,
    // React, Blueprint, RTK and zod make one ~700 kB entry; served from the LAN or the app itself.
    chunkSizeWarningLimit: 900,
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
