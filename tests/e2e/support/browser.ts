import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../support/server';

/** Real Chromium (Debian's, or CHROMIUM_PATH) against the real server serving the built web UI. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const rendererDir = path.resolve(import.meta.dirname, '../../../dist/renderer');

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (cookies, storage) per call. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build` before the e2e suite (npm test does).');
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH.`);
  }
  const server = await startTestServer({ rendererDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 }, locale: 'id-ID' });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}
