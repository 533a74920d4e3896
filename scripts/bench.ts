import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { goodsOutEndpoints } from '../common/contract/warehouse-goods-out';
import { stockCardEndpoints } from '../common/contract/warehouse-stock-card';
import { MODULE_KEYS } from '../common/modules';
import { SCAN_TIMING } from '../renderer/src/luncheon/scanner/cycle';
import { SERVER_PROCESS_ENV } from '../common/server-process';
import { backupBench } from './bench/backup';
import { busyMorning, MORNING_EMPLOYEES } from './bench/morning';
import { withFreshPostgres } from './bench/postgres';
import { openDatabase } from '../server/db/client';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/support/browser';
import { LEDGER_ENTRIES, LEDGER_PRODUCTS, rowsOf, sampleBalances, seedLedger } from './bench/ledger';
import { api, signIn } from './bench/http';
import { describeRun, perProductPdfBench } from './bench/po-report';
import { BOARD_ORDERS, productionBoardBench } from './bench/production';
import { payrollBench } from './bench/salary';
import { benchRoutes, fetchOnce, listStatements, LOAD_CALLS, loadFor, loadRoute, PRODUCT_COUNT, seedProducts, startBareList, vacuumProducts } from './bench/products';

/**
 * `npm run bench`: figures for the foundation, printed, not asserted.
 * - server start time on embedded PGlite: first start (migrations + superadmin) and a later start
 * - login latency (sequential, through real HTTP; scrypt dominates by design)
 * - server memory after start (RSS)
 * - the renderer's initial JavaScript: every script and modulepreload of index.html (what the
 *   sign-in screen must download), raw and gzipped, file by file; then, per module, the chunks its
 *   screens add when it is opened (initialJavaScript, moduleJavaScript below)
 * - the canteen scanner: decode-to-popup latency and people per minute, in real Chromium whose
 *   fake camera plays the QR codes of SCANNER_PEOPLE employees in turn (scannerBench below)
 * - the product list (GET product/pro) on 100,000 products with a name filter and with sorts, on
 *   PGlite and, when DATABASE_URL is set, on PostgreSQL (productSection below)
 * - the 5,000-line purchase report PDF (reportSection below)
 * - the stock ledger at a million entries: balance read, stock-card page, goods-out line save and
 *   the ledger check, on PGlite and on PostgreSQL (ledgerSection below)
 * - the production board with 999 orders in real Chromium: first render and a live update
 *   (productionSection below)
 * - payroll: a run of 500 employees × one month of attendance, its Final and the whole run's
 *   payslip PDF (scripts/bench/salary.ts)
 * - backup and restore at 100,000 products and a million ledger entries, and the product list
 *   while a backup runs (scripts/bench/backup.ts)
 */
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'dist/server/cli.js');
if (!fs.existsSync(cli) || !fs.existsSync(path.join(root, 'dist/renderer/index.html'))) {
  console.error('Jalankan `npm run build` dulu.');
  process.exit(1);
}

const ADMIN = { email: 'bench@erp.local', password: 'bench-rahasia-1' };

async function startServer(dataDir: string, databaseUrl = ''): Promise<{ ms: number; url: string; pid: number; stop: () => Promise<void> }> {
  const began = performance.now();
  const child = spawn(process.execPath, [cli], {
    env: { ...process.env, ...SERVER_PROCESS_ENV, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /siap di (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const ms = performance.now() - began;
  return {
    ms,
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function loginLatency(url: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const began = performance.now();
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

interface JsFile {
  file: string;
  raw: number;
  gzip: number;
}

const rendererDir = path.join(root, 'dist/renderer');

function jsFile(file: string): JsFile {
  const bytes = fs.readFileSync(path.join(rendererDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const total = (files: readonly JsFile[], key: 'raw' | 'gzip') => files.reduce((sum, file) => sum + file[key], 0);

/**
 * What dist/renderer/index.html has the browser fetch before the first screen: every
 * `<script src>` and every `<link rel="modulepreload" href>`, whatever the order of the
 * attributes or their quotes.
 */
function initialJavaScript(): { files: JsFile[]; raw: number; gzip: number } {
  const html = fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
  const refs: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (!/^<script/i.test(tag) && !/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const ref = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (ref && !refs.includes(ref)) refs.push(ref);
  }
  const files = refs.map((ref) => jsFile(ref.replace(/^\.?\//, '')));
  return { files, raw: total(files, 'raw'), gzip: total(files, 'gzip') };
}

/** Vite's build manifest (dist/renderer.manifest.json, see vite.config.ts): each chunk by source, with its imports. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * What each module's screens add to the initial download, from the build manifest: on open, its
 * routes chunk (renderer/src/modules.tsx loads it) with everything it imports that is not loaded
 * yet; later, each screen the module lazy-loads in its routes.tsx. The modules' icon chunk comes with
 * the first module opened and is reported once.
 */
function moduleJavaScript(initial: ReadonlySet<string>) {
  const manifest = JSON.parse(fs.readFileSync(`${rendererDir}.manifest.json`, 'utf8')) as Manifest;
  /** The chunk files `key` brings, with its static imports, minus those already there. */
  const closure = (key: string, loaded: ReadonlySet<string>): string[] => {
    const files: string[] = [];
    const visit = (at: string) => {
      const chunk = manifest[at];
      if (!chunk || loaded.has(chunk.file) || files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(key);
    return files;
  };
  const icons = closure('src/shell/appIcons.ts', initial);
  // Fetched by the first screen just after it paints (renderer/src/shell/Tooltip.tsx).
  const tooltips = closure('src/shell/tooltipEngine.ts', initial);
  const afterIcons = new Set([...initial, ...icons]);
  const modules = MODULE_KEYS.map((key) => {
    const routes = `src/${key}/routes.tsx`;
    const onOpen = closure(routes, afterIcons);
    const opened = new Set([...afterIcons, ...onOpen]);
    const screens = (manifest[routes]?.dynamicImports ?? []).map((screen) => ({
      name: path.basename(screen).replace(/\.[jt]sx?$/, ''),
      files: closure(screen, opened).map(jsFile),
    }));
    return { key, onOpen: onOpen.map(jsFile), screens };
  });
  return { tooltips: tooltips.map(jsFile), icons: icons.map(jsFile), modules };
}

/** Employees in the scanner bench, and how long each one's QR is in front of the camera. */
const SCANNER_PEOPLE = 24;
const SCANNER_MIN_CLAIMS = 20;
const QR_SECONDS = 1.5;
const FPS = 10;
/** Gives up when the claims do not come (a broken scanner must not hang the bench). */
const SCANNER_TIMEOUT_MS = 4 * 60_000;

/**
 * The people in the queue, made through the API as an office would: employees with Makan Y, each
 * with an account of their own, whose 'Kode Makan Saya' call gives the QR text; and the canteen
 * account with Luncheon access only.
 */
async function scannerPeople(base: string): Promise<{ canteen: { email: string; password: string }; qrs: string[] }> {
  const admin = await signIn(base, ADMIN.email, ADMIN.password);
  const division = await api<{ data: { id: string } }>(base, 'POST', '/api/employee/division/add', admin, { name: 'Bench Kantin', description: '', salary: 1, status: 'active' });
  const position = await api<{ data: { id: string } }>(base, 'POST', '/api/employee/position/add', admin, { name: 'Bench Staf', description: '', status: 'active' });
  const apps = await api<{ data: { id: string; Name: string }[] }>(base, 'GET', '/api/employee/application/all?show=all', admin);
  const luncheon = apps.data.find((app) => app.Name === '/luncheon');
  if (!luncheon) throw new Error("no '/luncheon' application");
  const canteen = { email: 'kantin@bench.local', password: 'sandi-kantin-bench' };
  await api(base, 'POST', '/api/auth/regis', admin, { ...canteen, app: [{ id_app: luncheon.id }] });

  const qrs: string[] = [];
  for (let i = 1; i <= SCANNER_PEOPLE; i++) {
    const identity = `7${String(i).padStart(15, '0')}`;
    const employee = await api<{ data: { id: string } }>(base, 'POST', '/api/employee/employee/add', admin, {
      firstname: 'Karyawan',
      lastname: `Bench ${String.fromCharCode(64 + i)}`,
      email: `karyawan${i}@bench.local`,
      phone: `08${identity.slice(-10)}`,
      identity_number: identity,
      dname: division.data.id,
      pname: position.data.id,
      salary: 100000,
      overtime: 20000,
      dayoff: 4,
      makan_status: 'Y',
    });
    const account = { email: `hp${i}@bench.local`, password: `sandi-hp-${i}` };
    await api(base, 'POST', '/api/auth/regis', admin, { ...account, app: [], id_employee: employee.data.id });
    const code = await api<{ data: { qr: string } }>(base, 'GET', '/api/attendance/absent/kodemakan', await signIn(base, account.email, account.password));
    qrs.push(code.data.qr);
  }
  return { canteen, qrs };
}

/** One y4m in which each QR stands in front of the camera for QR_SECONDS, in turn (Chromium loops it). */
async function queueVideo(dir: string, qrs: string[]): Promise<string> {
  const list: string[] = [];
  for (const [i, text] of qrs.entries()) {
    const png = path.join(dir, `qr${String(i).padStart(2, '0')}.png`);
    await QRCode.toFile(png, text, { margin: 4, width: 420 });
    list.push(`file '${png}'`, `duration ${QR_SECONDS}`);
  }
  // The concat demuxer takes the last duration only when the file is listed once more.
  list.push(list[list.length - 2] ?? '');
  const listFile = path.join(dir, 'queue.txt');
  fs.writeFileSync(listFile, `${list.join('\n')}\n`);
  const video = path.join(dir, 'queue.y4m');
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', listFile,
    '-vf', `fps=${FPS},scale=420:420,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p`,
    '-pix_fmt', 'yuv420p', video,
  ]);
  return video;
}

interface ScannerFigures {
  claims: number;
  latencies: number[];
  perMinute: number;
  repeats: number;
  seconds: number;
}

/**
 * The canteen PC's job, end to end: the built UI in Chromium, the scanner's own decoding worker and
 * claim calls against the real server. Latency is the scanner's own User Timing measure
 * (decoded → popup on screen); people per minute is distinct claims over the time between the
 * first and the last successful claim, as the server stamped them.
 */
async function scannerBench(): Promise<ScannerFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-scanner-'));
  const server = await startServer(path.join(dir, 'data'));
  try {
    const { canteen, qrs } = await scannerPeople(server.url);
    const video = await queueVideo(dir, qrs);
    // The camera's video file is a launch flag: the browser is started for this queue.
    const scanner = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await scanner.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 }, locale: 'id-ID' });
      const page = await context.newPage();
      await page.goto('/signin');
      await page.getByLabel('Email').fill(canteen.email);
      await page.getByLabel('Kata Sandi', { exact: true }).fill(canteen.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL(/\/home$/);
      await page.goto('/luncheon/scannermakan');

      const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
      const began = Date.now();
      let taken: { waktu_makan: string }[] = [];
      while (Date.now() - began < SCANNER_TIMEOUT_MS) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        taken = (await api<{ data: { waktu_makan: string }[] }>(server.url, 'GET', '/api/attendance/absent/sudahambilmakan?show=all', admin)).data;
        if (taken.length >= SCANNER_MIN_CLAIMS) break;
      }
      // The scanner's own User Timing entries (renderer/src/luncheon/scanner/timing.ts).
      const latencies = await page.evaluate(
        (names) => ({
          measures: performance.getEntriesByName(names.measure, 'measure').map((entry) => entry.duration),
          popups: performance.getEntriesByName(names.popup, 'mark').length,
        }),
        SCAN_TIMING,
      );
      const times = taken.map((row) => Date.parse(row.waktu_makan)).sort((a, b) => a - b);
      const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
      return {
        claims: taken.length,
        latencies: latencies.measures.sort((a, b) => a - b),
        perMinute: span > 0 ? taken.length / (span / 60_000) : 0,
        repeats: latencies.popups - taken.length,
        seconds: (Date.now() - began) / 1000,
      };
    } finally {
      await scanner.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function foundationBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-'));
  const first = await startServer(dataDir);
  const firstRss = rssMiB(first.pid);
  await first.stop();
  const later = await startServer(dataDir);
  await loginLatency(later.url, 3); // warm-up
  const times = await loginLatency(later.url, 30);
  const laterRss = rssMiB(later.pid);
  await later.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const js = initialJavaScript();

  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('Foundation benchmark (embedded PGlite)');
  console.log(`  server first start (migrations + superadmin): ${first.ms.toFixed(0)} ms, RSS ${firstRss.toFixed(0)} MiB`);
  console.log(`  server later start:                           ${later.ms.toFixed(0)} ms`);
  console.log(
    `  login latency (30 sequential): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`  server RSS after logins:                      ${laterRss.toFixed(0)} MiB`);
  console.log(`  renderer initial JS (index.html's scripts and modulepreloads): ${kib(js.gzip)} gzipped (${kib(js.raw)} raw) in ${js.files.length} file(s)`);
  for (const file of [...js.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kib(file.gzip).padStart(10)} gzipped ${kib(file.raw).padStart(10)} raw  ${file.file}`);
  }
  const lazy = moduleJavaScript(new Set(js.files.map((file) => file.file)));
  console.log(`  after the first paint: the tooltips' popover engine, ${kib(total(lazy.tooltips, 'gzip'))} gzipped in ${lazy.tooltips.length} file(s)`);
  console.log('  renderer per module, gzipped: what opening it fetches, then its lazily loaded screens');
  console.log(`    (the modules' icons, fetched with the first module opened: ${kib(total(lazy.icons, 'gzip'))} in ${lazy.icons.length} file(s))`);
  for (const { key, onOpen, screens } of lazy.modules) {
    const later = screens.filter((screen) => screen.files.length > 0);
    const laterText = later.map((screen) => `${screen.name} ${kib(total(screen.files, 'gzip'))}`).join(', ');
    console.log(`    ${key.padEnd(12)} on open ${kib(total(onOpen, 'gzip')).padStart(10)} in ${String(onOpen.length).padStart(2)} file(s)${later.length > 0 ? `; screens: ${laterText}` : ''}`);
  }
}

async function scannerSection(): Promise<void> {
  const scan = await scannerBench();
  console.log(`Scanner benchmark (${SCANNER_PEOPLE} employees, each QR ${QR_SECONDS} s in front of Chromium's fake camera)`);
  console.log(
    `  decode-to-popup (${scan.latencies.length} popups): median ${percentile(scan.latencies, 50).toFixed(0)} ms, p95 ${percentile(scan.latencies, 95).toFixed(0)} ms, max ${(scan.latencies.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(`  people per minute: ${scan.perMinute.toFixed(1)} (${scan.claims} distinct claims; ${scan.repeats} repeat popups)`);
  if (scan.claims < SCANNER_MIN_CLAIMS) {
    console.log(`  only ${scan.claims} of ${SCANNER_MIN_CLAIMS} claims within ${(SCANNER_TIMEOUT_MS / 1000).toFixed(0)} s: the figures above are incomplete`);
    process.exitCode = 1;
}
}

interface LatencyFigures {
  median: number;
  p95: number;
  max: number;
  count: number;
}

const figures = (times: number[]): LatencyFigures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0, count: sorted.length };
};

/**
 * GET product/pro on PRODUCT_COUNT products, sequentially: every name filter and every sort (first
 * and middle page) in turn, `rounds` times after a warm-up pass; p50/p95 per call and over all.
 */
async function productListFigures(base: string, token: string, rounds = 20): Promise<void> {
  const first = await api<{ pagination: { total: number; total_capped?: true } }>(base, 'GET', '/api/warehouse/product/pro?page=1', token);
  console.log(`    unfiltered list: total ${first.pagination.total}${first.pagination.total_capped ? ' (capped: "lebih dari")' : ''}`);
  const { filters, sorts } = benchRoutes();
  const calls = [...filters, ...sorts];
  const times = new Map<string, number[]>(calls.map((call) => [call.route, []]));
  const once = async (route: string): Promise<number> => {
    const began = performance.now();
    const res = await fetchOnce(base + route, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${route}: ${res.status}`);
    return performance.now() - began;
  };
  for (const call of calls) await once(call.route);
  for (let round = 0; round < rounds; round++) for (const call of calls) times.get(call.route)?.push(await once(call.route));
  const line = (label: string, list: number[]) => {
    const f = figures(list);
    console.log(`      ${label.padEnd(24)} p50 ${f.median.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  max ${f.max.toFixed(1).padStart(6)} ms`);
  };
  for (const [title, group] of [['name filter (page 1, sorted by name)', filters], ['sort', sorts]] as const) {
    console.log(`    ${title}:`);
    for (const call of group) line(call.label, times.get(call.route) ?? []);
    line(`all (${group.length * rounds} requests)`, group.flatMap((call) => times.get(call.route) ?? []));
  }
}

/** Concurrent load on LOAD_CALLS: ours, and (with `bare`) the bare node:http + pg baseline replaying the same SQL. */
async function productThroughput(base: string, token: string, bare: string | null, connections = 16, ms = 4000): Promise<void> {
  console.log(`    throughput (${connections} connections kept alive, 2 × ${ms / 1000} s each, alternating):`);
  for (const call of LOAD_CALLS) {
    const ours: number[] = [];
    const baseline: number[] = [];
    const oursTimes: number[] = [];
    await loadFor(base + loadRoute(call), { authorization: `Bearer ${token}` }, connections, 500); // warm-up
    if (bare) await loadFor(bare + loadRoute(call), {}, connections, 500);
    for (let run = 0; run < 2; run++) {
      const measured = await loadFor(base + loadRoute(call), { authorization: `Bearer ${token}` }, connections, ms);
      ours.push(measured.perSecond);
      oursTimes.push(...measured.times);
      if (bare) baseline.push((await loadFor(bare + loadRoute(call), {}, connections, ms)).perSecond);
    }
    const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
    const latency = figures(oursTimes);
    const ourLine = `ours ${mean(ours).toFixed(0)} req/s (p50 ${latency.median.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms)`;
    const bareLine = bare ? `, bare node:http + pg ${mean(baseline).toFixed(0)} req/s, ratio ${(mean(ours) / mean(baseline)).toFixed(2)} (goal ≥ 0.8)` : '';
    console.log(`      ${call.label}: ${ourLine}${bareLine}`);
  }
}

async function productSection(): Promise<void> {
  console.log(`Product list benchmark (${PRODUCT_COUNT.toLocaleString('id-ID')} products, GET product/pro over real HTTP)`);
  // Embedded PGlite: seeded while the server is stopped (one process per data folder); measured as
  // seeded, then after VACUUM (PGlite has no autovacuum; deep pages read from the indexes alone
  // need the visibility map it sets).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-products-'));
  try {
    const first = await startServer(dir);
    await first.stop();
    const seedBegan = performance.now();
    let database = await openDatabase({ url: null, pgliteDir: path.join(dir, 'pgdata') });
    await seedProducts(database.db);
    await database.close();
    const seeded = performance.now() - seedBegan;
    for (const vacuumed of [false, true]) {
      if (vacuumed) {
        database = await openDatabase({ url: null, pgliteDir: path.join(dir, 'pgdata') });
        await vacuumProducts(database.db);
        await database.close();
      }
      const server = await startServer(dir);
      try {
        console.log(`  PGlite (seeded in ${(seeded / 1000).toFixed(1)} s${vacuumed ? ', after VACUUM ANALYZE' : ', as seeded: ANALYZE, no VACUUM'})`);
        const token = await signIn(server.url, ADMIN.email, ADMIN.password);
        await productListFigures(server.url, token);
        await productThroughput(server.url, token, null);
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('  PostgreSQL: not measured (set DATABASE_URL to a PostgreSQL server; the bench makes and drops its own database there)');
    return;
  }
  const name = `erp_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-pg-'));
  try {
    const server = await startServer(pgDir, url.toString());
    try {
      const seedBegan = performance.now();
      const database = await openDatabase({ url: url.toString(), pgliteDir: null });
      await seedProducts(database.db);
      // Autovacuum would have done this soon after the load (where it is on; the bench does not wait).
      await vacuumProducts(database.db);
      await database.close();
      const seeded = performance.now() - seedBegan;
      console.log(`  PostgreSQL (seeded in ${(seeded / 1000).toFixed(1)} s, then VACUUM ANALYZE)`);
      const token = await signIn(server.url, ADMIN.email, ADMIN.password);
      await productListFigures(server.url, token);
      const routes: Record<string, Awaited<ReturnType<typeof listStatements>>> = {};
      for (const call of LOAD_CALLS) routes[loadRoute(call)] = await listStatements(url.toString(), call);
      const bare = await startBareList(url.toString(), routes);
      try {
        await productThroughput(server.url, token, bare.url);
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

/** The per-product purchase report PDF at 5,000 lines, three runs, on the PDF worker as the server renders it. */
async function reportSection(): Promise<void> {
  const lines = 5000;
  console.log(`Purchase report PDF (Laporan Pembelian Per Produk, ${lines.toLocaleString('id-ID')} lines, pdfmake on the PDF worker thread, with progress; goal < 2 s)`);
  const times: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const figures = await perProductPdfBench(lines);
    times.push(figures.ms);
    console.log(`  run ${run}: ${describeRun(figures)}`);
  }
  console.log(`  best ${(Math.min(...times) / 1000).toFixed(2)} s`);
}

type Timed = (route: string, init?: RequestInit) => Promise<number>;
type FigureLine = (label: string, times: number[], goal: string) => void;

/**
 * A stock-card page (the first, and the last of the product's whole history, whose running balance
 * sums every entry before it) per sampled balance, and goods-out lines saved one after another on
 * one document (each a product lock, a balance check and a ledger row), 2 units from a sampled
 * balance each time.
 */
async function ledgerFlowFigures(timed: Timed, line: FigureLine, sample: { productId: string; warehouseId: string }[], base: string, token: string): Promise<void> {
  const cardRoute = (pair: (typeof sample)[number], page: number) => `${stockCardEndpoints.card.path}?product=${pair.productId}&page=${page}&per_page=10`;
  for (const pair of sample.slice(0, 10)) await timed(cardRoute(pair, 1));
  const firstPages: number[] = [];
  const lastPages: number[] = [];
  for (const pair of sample) {
    firstPages.push(await timed(cardRoute(pair, 1)));
    // About 100 entries per product: page 11 at 10 a page is the last.
    lastPages.push(await timed(cardRoute(pair, 11)));
  }
  line('stock card, first page', firstPages, '; goal p95 < 20 ms on PostgreSQL');
  line('stock card, last page', lastPages, '; goal p95 < 20 ms on PostgreSQL');

  const header = await api<{ data: { id: string } }>(base, 'POST', goodsOutEndpoints.add.path, token, { created_date: new Date().toISOString() });
  const saves: number[] = [];
  for (const pair of sample) {
    const body = JSON.stringify({ stock_user: header.data.id, id_product: pair.productId, warehouse: pair.warehouseId, stock: 2, ket: 'bench' });
    saves.push(await timed(goodsOutEndpoints.addLine.path, { method: 'POST', body }));
  }
  line('goods-out line save (stock_out/add)', saves, '');
}

/** The figures of one ledger database: what a clerk waits for on a million entries. */
async function ledgerFigures(base: string, token: string, sample: { productId: string; warehouseId: string }[]): Promise<void> {
  const timed = async (route: string, init: RequestInit = {}): Promise<number> => {
    const began = performance.now();
    const res = await fetchOnce(base + route, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${res.status}`);
    return performance.now() - began;
  };
  const line = (label: string, times: number[], goal: string) => {
    const f = figures(times);
    console.log(`    ${label.padEnd(34)} p50 ${f.median.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms  max ${f.max.toFixed(1).padStart(7)} ms  (${f.count} calls${goal})`);
  };
  const balanceRoute = (pair: (typeof sample)[number]) => `/api/warehouse/stock/balance?product=${pair.productId}&warehouse=${pair.warehouseId}`;
  for (const pair of sample.slice(0, 10)) await timed(balanceRoute(pair)); // warm-up
  const balances: number[] = [];
  for (const pair of sample) balances.push(await timed(balanceRoute(pair)));
  line('balance read (stock/balance)', balances, '; goal p95 < 20 ms on PostgreSQL');
  await ledgerFlowFigures(timed, line, sample, base, token);
  const verifies: number[] = [];
  for (let run = 0; run < 3; run++) verifies.push(await timed('/api/warehouse/stock/verify'));
  line('stock:verify (whole ledger)', verifies, '; goal < 10 s');
}

async function ledgerSection(): Promise<void> {
  console.log(`Stock ledger benchmark (${LEDGER_ENTRIES.toLocaleString('id-ID')} ledger entries over ${LEDGER_PRODUCTS.toLocaleString('id-ID')} products, over real HTTP)`);
  const measure = async (label: string, dataDir: string, databaseUrl: string) => {
    const first = await startServer(dataDir, databaseUrl);
    await first.stop();
    const seedBegan = performance.now();
    const database = await openDatabase(databaseUrl ? { url: databaseUrl, pgliteDir: null } : { url: null, pgliteDir: path.join(dataDir, 'pgdata') });
    let sample: { productId: string; warehouseId: string }[];
    let entries = 0;
    try {
      await seedLedger(database.db);
      sample = await sampleBalances(database.db, 200);
      entries = Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from stock_ledger`))[0]?.n ?? 0);
    } finally {
      await database.close();
    }
    console.log(`  ${label} (${entries.toLocaleString('id-ID')} entries seeded in ${((performance.now() - seedBegan) / 1000).toFixed(1)} s, then VACUUM ANALYZE)`);
    const server = await startServer(dataDir, databaseUrl);
    try {
      await ledgerFigures(server.url, await signIn(server.url, ADMIN.email, ADMIN.password), sample);
    } finally {
      await server.stop();
    }
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-ledger-'));
  try {
    await measure('PGlite', dir, '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await withFreshPostgres('erp_bench_ledger', async (url) => {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-ledger-pg-'));
    try {
      await measure('PostgreSQL', pgDir, url);
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  });
}

/** A busy morning: phones checking in, office users, the canteen (scripts/bench/morning.ts), on PGlite and PostgreSQL. */
async function morningSection(): Promise<void> {
  console.log(`Busy morning (${MORNING_EMPLOYEES} phone check-ins, 20 office users, the canteen; server in its own process)`);
  const serverIn = (databaseUrl: string) => async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-morning-'));
    const server = await startServer(dir, databaseUrl);
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  await busyMorning('PGlite', serverIn(''), ADMIN);
  await withFreshPostgres('erp_bench_morning', (url) => busyMorning('PostgreSQL', serverIn(url), ADMIN));
}

/** The production board with 999 orders in real Chromium: first render and a live update (scripts/bench/production.ts). */
async function productionSection(): Promise<void> {
  console.log(`Production board (${BOARD_ORDERS} orders as the seed loads them, superadmin, real Chromium)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-production-'));
  const server = await startServer(dir);
  try {
    await productionBoardBench(server.url, ADMIN);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run bench` runs every section; `npm run bench -- products` (or foundation, scanner, reports, ledger, production, salary, morning, backup) only those named. */
const SECTIONS = {
  foundation: foundationBench,
  scanner: scannerSection,
  products: productSection,
  reports: reportSection,
  ledger: ledgerSection,
  production: productionSection,
  salary: payrollBench,
  morning: morningSection,
  backup: () => backupBench(ADMIN),
} as const;
const asked = process.argv.slice(2).filter((arg): arg is keyof typeof SECTIONS => arg in SECTIONS);
for (const section of asked.length > 0 ? asked : (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[])) await SECTIONS[section]();
