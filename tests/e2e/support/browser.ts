import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { Role } from '../../../common/roles';
import { ADMIN, callOk, login, startTestServer, type TestServer } from '../../support/server';

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

// E2E_RENDERER_DIR: a build elsewhere, so a run does not rebuild dist/renderer under another run.
const rendererDir = path.resolve(process.env.E2E_RENDERER_DIR ?? path.join(import.meta.dirname, '../../../dist/renderer'));

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  name: string;
}

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (cookies, storage) per call; `options` adds to the usual ones (a time zone). */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** A new account (unique email) with these applications; `name` is how the UI greets it. */
  makeUser(access: string[], role?: Role): Promise<TestUser>;
  /** Fills and submits the sign-in form (does not wait for the outcome). */
  signIn(page: Page, email: string, password: string): Promise<void>;
  /** A fresh browser profile signed in as the user, on `path` (home when not given). */
  signedInPage(user: { email: string; password: string }, path?: string): Promise<Page>;
  close(): Promise<void>;
}

export interface E2EOptions {
  /** Extra Chromium switches for this file's browser, e.g. a fake camera fed from a file (Luncheon scanner). */
  chromiumArgs?: readonly string[];
  /**
   * Keep the superadmin's first-sign-in company setup pending (company-settings.test.ts). Otherwise
   * it is skipped through the API before the browser starts, as a superadmin would, so files about
   * other screens sign in as the superadmin without it.
   */
  companySetup?: boolean;
}

export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build` before the e2e suite (npm test does).');
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH.`);
  }
  const server = await startTestServer({ rendererDir });
  if (!options.companySetup) {
    await callOk(server.url, 'POST', '/api/settings/company/skip-setup', { token: await login(server.url, ADMIN.email, ADMIN.password) });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])], headless: true });
  const contexts: BrowserContext[] = [];
  let users = 0;
  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 }, locale: 'id-ID', ...options });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page };
  };
  const signIn = async (page: Page, email: string, password: string) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
  };
  return {
    server,
    browser,
    newPage,
    signIn,
    async makeUser(access, role = 'user') {
      users += 1;
      const user = { email: `e2e${users}@erp.test`, password: `sandi-e2e-${users}`, firstname: 'Budi', lastname: `Santoso${users}` };
      const row = await server.createUser({ ...user, role, access });
      return { ...user, id: row.id, name: `${user.firstname} ${user.lastname}` };
    },
    async signedInPage(user, path = '/home') {
      const { page } = await newPage();
      await signIn(page, user.email, user.password);
      await page.waitForURL(/\/home$/);
      if (path !== '/home') await page.goto(path);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}
