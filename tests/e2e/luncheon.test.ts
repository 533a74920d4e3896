import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUNCH_TEXTS, LUNCH_TIME_ZONE, mealQrText } from '../../common/contract/luncheon';
import { formatDate } from '../../common/format';
import { decodeLuminance, rgbaToLuminance } from '../../renderer/src/luncheon/scanner/decode';
import { ADMIN, login, callOk } from '../support/server';
import { startE2E, type E2E, type TestUser } from './support/browser';

/**
 * The Luncheon screens in real Chromium against the real server, with the real scanner code: the
 * camera is Chromium's fake capture device playing a video of an employee's meal QR, made in the
 * test from the code the server gives that employee. The steps run in order; the last one stops
 * the server.
 */
const SHOTS = '/tmp/shots';
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-luncheon-'));
/** Chromium opens the fake camera's file when a page starts capturing, so it is written after the server is up. */
const VIDEO = path.join(work, 'qr.y4m');

let e2e: E2E;
let admin: string;
let canteen: TestUser;
const dewi = { email: 'dewi.lestari@pt.test', password: 'sandi-dewi-1', name: 'Dewi Lestari' };
let dewiQr = '';
let dewiIdk = '';

/** A call the test relies on, as the admin unless another token is given. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = admin): Promise<T> =>
  callOk<T>(e2e.server.url, method, path, { token, body });

/** Claim calls the page makes, in order. */
function claims(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/attendance/absent/ambilmakan')) seen.push(request);
  });
  return seen;
}

const popup = (page: Page) => page.locator('.luncheon-popup');
const listRows = (page: Page, title: string) => page.getByRole('table', { name: title }).locator('tbody tr');
const columnTexts = (page: Page, title: string, column: number) =>
  page.getByRole('table', { name: title }).locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

/** What the page's canvases offer (the test's tsconfig has no DOM types). */
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { width: number; height: number; data: Uint8ClampedArray } } | null;
}

/** Pixels of the scanner's overlay that are the blue of the finder-pattern dots. */
const bluePixels = (page: Page) =>
  page.locator('canvas.luncheon-overlay').evaluate((element) => {
    const canvas = element as unknown as Canvas;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 2]! > 180 && data[i]! < 90 && data[i + 3]! > 200) blue += 1;
    return blue;
  });

/** The QR on 'Kode Makan Saya' read back from the page's canvas with zxing. */
async function readShownQr(page: Page): Promise<string | null> {
  const frame = await page.locator('canvas.luncheon-mycode-qr').evaluate((element) => {
    const canvas = element as unknown as Canvas;
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
  const luminance = rgbaToLuminance(Uint8ClampedArray.from(frame.data), frame.width, frame.height);
  return decodeLuminance(luminance, frame.width, frame.height).text;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  e2e = await startE2E({
    chromiumArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  });
  admin = await login(e2e.server.url, ADMIN.email, ADMIN.password);
  const division = await api<{ data: { id: string } }>('POST', '/api/employee/division/add', { name: 'Produksi', description: '', salary: 3, status: 'active' });
  const position = await api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: 'Staf', description: '', status: 'active' });
  const addEmployee = async (firstname: string, lastname: string, n: number, makan: 'Y' | 'N') =>
    (
      await api<{ data: { id: string; idk: number } }>('POST', '/api/employee/employee/add', {
        firstname,
        lastname,
        email: `${firstname.toLowerCase()}.${n}@pt.test`,
        phone: `08120000${String(n).padStart(4, '0')}`,
        identity_number: String(3171000000000000 + n),
        dname: division.data.id,
        pname: position.data.id,
        salary: 120000,
        overtime: 20000,
        dayoff: 4,
        makan_status: makan,
      })
    ).data;
  // Twelve who eat (two pages of 10), one who does not, and Dewi, whose phone shows the QR.
  for (let n = 1; n <= 12; n += 1) await addEmployee('Pekerja', `Ke${String(n).padStart(2, '0')}`, n, 'Y');
  await addEmployee('Tanpa', 'Makan', 13, 'N');
  const employee = await addEmployee('Dewi', 'Lestari', 14, 'Y');
  dewiIdk = String(employee.idk);
  await e2e.server.createUser({ email: dewi.email, password: dewi.password, employeeId: employee.id, access: [] });

  // Today's code, as Dewi's phone gets it, rendered and turned into the fake camera's video.
  const token = await login(e2e.server.url, dewi.email, dewi.password);
  const mine = await api<{ data: { qr: string; kodemakan: string } }>('GET', '/api/attendance/absent/kodemakan', undefined, token);
  dewiQr = mine.data.qr;
  expect(dewiQr).toBe(mealQrText(dewiIdk, mine.data.kodemakan));
  const png = path.join(work, 'qr.png');
  await QRCode.toFile(png, dewiQr, { margin: 4, width: 480 });
  execFileSync(FFMPEG, [
    '-y', '-loglevel', 'error', '-loop', '1', '-i', png, '-t', '5', '-r', '10', '-pix_fmt', 'yuv420p',
    '-vf', 'pad=640:480:(ow-iw)/2:(oh-ih)/2:white', VIDEO,
  ]);
  canteen = await e2e.makeUser(['/luncheon']);
});

afterAll(async () => {
  await e2e?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('Luncheon', () => {
  let scanner: Page;
  let seen: Request[];
  const pageErrors: string[] = [];

  it('scanner: the camera reads the QR, marks its finder patterns, and claims while showing Prosess...', async () => {
    const { page } = await e2e.newPage();
    scanner = page;
    seen = claims(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Holds the first claim a moment, so the live camera, the dots and 'Prosess...' can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Promise<void> = Promise.resolve();
    await page.route('**/api/attendance/absent/ambilmakan**', (route) => {
      sent = held.then(() => route.continue());
    });
    try {
      await e2e.signIn(page, canteen.email, canteen.password);
      await page.waitForURL(/\/home$/);
      await page.goto('/luncheon');
      await page.waitForURL(/\/luncheon\/scannermakan$/);

      await expect.poll(() => page.getByRole('heading', { name: 'Scanner QRCode' }).isVisible(), { timeout: 10_000 }).toBe(true);
      const help = await page.locator('.luncheon-steps').innerText();
      expect(help).toContain("Tekan menu 'Ambil Makan'");
      expect(help).toContain('Arahkan QR code');
      const sidebar = page.getByRole('navigation', { name: 'Luncheon' });
      expect(await sidebar.getByRole('link').allInnerTexts()).toEqual(['Luncheon', 'Scanner', 'Lunch', 'Kode Makan Saya']);

      await expect
        .poll(() => seen.length, { timeout: 15_000 })
        .toBe(1)
        .catch(async (error: unknown) => {
          // What the camera box says, for the failure report.
          console.log('[scanner]', await page.locator('.luncheon-camera').getAttribute('class'), await page.locator('.luncheon-camera').innerText());
          throw error;
        });
      expect(new URL(seen[0]!.url()).searchParams.get('idk')).toBe(dewiIdk);
      await expect.poll(() => page.locator('.luncheon-camera-pending').getByText('Prosess...').isVisible()).toBe(true);
      const playing = await page.locator('video.luncheon-video').evaluate((element) => {
        const video = element as unknown as { videoWidth: number; videoHeight: number; paused: boolean };
        return { width: video.videoWidth, height: video.videoHeight, paused: video.paused };
      });
      expect(playing).toEqual({ width: 640, height: 480, paused: false });
      expect(await bluePixels(page)).toBeGreaterThan(50);
      await page.screenshot({ path: `${SHOTS}/luncheon-scanner.png` });
    } finally {
      release();
      await sent;
      await page.unroute('**/api/attendance/absent/ambilmakan**');
    }
  });

  it('scanner: success popup with the name, one claim while it is shown, then the repeat is refused', async () => {
    const page = scanner;
    await expect.poll(() => popup(page).innerText().catch(() => ''), { timeout: 5000 }).toContain('Scanner Berhasil');
    expect(await popup(page).innerText()).toContain('Silakan Dewi Lestari Ambil Makan Siang Anda!');
    await page.screenshot({ path: `${SHOTS}/luncheon-success.png` });
    // The same QR is still in front of the camera: nothing more is claimed while the popup is up.
    await page.waitForTimeout(1000);
    expect(seen).toHaveLength(1);

    // The popup closes after 2 s; the code still in view is not claimed again during the grace
    // (REPEAT_GRACE_MS), then it is, and the server refuses it.
    await expect.poll(() => popup(page).count(), { timeout: 4000 }).toBe(0);
    await page.waitForTimeout(1000);
    expect(seen).toHaveLength(1);
    await expect.poll(() => popup(page).innerText().catch(() => ''), { timeout: 6000 }).toContain('Oops...');
    expect(await popup(page).innerText()).toContain(LUNCH_TEXTS.alreadyTaken);
    expect(seen).toHaveLength(2);

    // Decode-to-popup, as the bench reads it: the repeat (not held back) well under the 500 ms goal.
    const measures = await page.evaluate(() => performance.getEntriesByName('erp-scan-decode-to-popup', 'measure').map((entry) => entry.duration));
    expect(measures.length).toBeGreaterThanOrEqual(2);
    expect(measures[1]).toBeLessThan(500);
  });

  it('lists: Dewi is in both lists, with Jam Pengambilan; the count; search and pages of 10', async () => {
    const page = scanner;
    await page.getByRole('navigation', { name: 'Luncheon' }).getByRole('link', { name: 'Lunch', exact: true }).click();
    await page.waitForURL(/\/luncheon\/listlunch$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Daftar Makan Karyawan' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const entitled = 'List Makan Hari Ini';
    const taken = 'List Sudah Ambil Makan';
    await expect.poll(() => listRows(page, taken).count()).toBe(1);
    expect(await page.getByRole('table', { name: taken }).locator('thead th').allInnerTexts()).toEqual(['NO.', 'IDK', 'Nama Karyawan', 'Jam Pengambilan']);
    expect(await page.getByRole('table', { name: entitled }).locator('thead th').allInnerTexts()).toEqual(['NO.', 'IDK', 'Nama Karyawan']);
    const claimed = await api<{ data: { waktu_makan: string }[] }>('GET', '/api/attendance/absent/sudahambilmakan');
    const [row] = await listRows(page, taken).all();
    const cells = await row!.locator('td').allInnerTexts();
    expect(cells).toEqual(['1', dewiIdk, 'Dewi Lestari', formatDate(claimed.data[0]!.waktu_makan, 'MM-DD-YYYY HH:mm', LUNCH_TIME_ZONE)]);
    expect(cells[3]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect.poll(() => page.locator('.luncheon-summary').innerText()).toBe('Sudah ambil makan hari ini: 1 dari 13 karyawan');

    // 13 who eat: 10 on page 1 (by name), 3 on page 2 numbered on from 11; the one without lunch is absent.
    await expect.poll(() => listRows(page, entitled).count()).toBe(10);
    expect(await columnTexts(page, entitled, 3)).toEqual(['Dewi Lestari', ...Array.from({ length: 9 }, (_, i) => `Pekerja Ke${String(i + 1).padStart(2, '0')}`)]);
    const entitledCard = page.locator('.luncheon-list-entitled');
    expect(await entitledCard.locator('.erp-master-info').innerText()).toBe('Menampilkan 1–10 dari 13 data');
    await page.screenshot({ path: `${SHOTS}/luncheon-lists.png`, fullPage: true });
    await entitledCard.getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(() => columnTexts(page, entitled, 3)).toEqual(['Pekerja Ke10', 'Pekerja Ke11', 'Pekerja Ke12']);
    expect(await columnTexts(page, entitled, 1)).toEqual(['11', '12', '13']);

    // Each list searches on its own (debounced), back to page 1.
    await entitledCard.getByRole('searchbox', { name: 'Search' }).fill('dewi');
    await expect.poll(() => columnTexts(page, entitled, 3)).toEqual(['Dewi Lestari']);
    expect(await listRows(page, taken).count()).toBe(1);
    await page.locator('.luncheon-list-taken').getByRole('searchbox', { name: 'Search' }).fill('pekerja');
    await expect.poll(() => listRows(page, taken).innerText()).toBe('TIDAK ADA DATA YANG DITAMPILKAN');
    expect(await columnTexts(page, entitled, 3)).toEqual(['Dewi Lestari']);
    await entitledCard.getByRole('searchbox', { name: 'Search' }).fill(dewiIdk);
    await expect.poll(() => columnTexts(page, entitled, 2)).toEqual([dewiIdk]);

    // Two columns on a desktop, stacked on a phone.
    const boxes = async () => {
      const a = await entitledCard.boundingBox();
      const b = await page.locator('.luncheon-list-taken').boundingBox();
      return { sideBySide: Math.abs((a?.y ?? 0) - (b?.y ?? 0)) < 2 && (b?.x ?? 0) > (a?.x ?? 0) };
    };
    expect(await boxes()).toEqual({ sideBySide: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(boxes).toEqual({ sideBySide: false });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("Kode Makan Saya: an employee without Luncheon access opens it from home; the QR decodes to today's code", async () => {
    const page = await e2e.signedInPage(dewi);
    // On a phone too, the way in is the home screen's button.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const close of await page.locator('.bp6-toast').getByRole('button', { name: 'Tutup' }).all()) await close.dispatchEvent('click');
    await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
    const button = page.getByRole('button', { name: 'Kode Makan Saya' });
    const box = await button.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/luncheon-home-phone.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await button.click();
    await page.waitForURL(/\/kodemakan$/);
    await expect.poll(() => page.locator('canvas.luncheon-mycode-qr').count()).toBe(1);
    await expect.poll(() => readShownQr(page), { timeout: 5000 }).toBe(dewiQr);
    const card = await page.locator('.luncheon-mycode-card').innerText();
    expect(card).toContain('Dewi Lestari');
    expect(card).toContain('Makan siang hari ini sudah diambil.');
    await page.screenshot({ path: `${SHOTS}/luncheon-kodemakan.png`, fullPage: true });

    // On a phone the QR still fits the screen and still decodes.
    await page.setViewportSize({ width: 390, height: 844 });
    const qrBox = await page.locator('canvas.luncheon-mycode-qr').boundingBox();
    expect(qrBox!.width).toBeGreaterThanOrEqual(250);
    expect(qrBox!.x + qrBox!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/luncheon-kodemakan-phone.png`, fullPage: true });

    // The Luncheon module itself stays closed to her.
    await page.goto('/luncheon/scannermakan');
    await expect.poll(() => page.getByText('Anda tidak punya hak akses').isVisible()).toBe(true);
  });

  it('Kode Makan Saya inside Luncheon: an account not linked to an employee is told so', async () => {
    const page = await e2e.signedInPage(canteen, '/luncheon/kodemakan');
    await expect.poll(() => page.locator('.luncheon-mycode-card').innerText()).toContain(LUNCH_TEXTS.accountNotLinked);
  });

  it('scanner offline: the alert while the network is down, a retry by itself when it is back, and a real server stop', async () => {
    const page = scanner;
    await page.route('**/api/attendance/absent/ambilmakan**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Luncheon' }).getByRole('link', { name: 'Scanner', exact: true }).click();
    await page.waitForURL(/\/luncheon\/scannermakan$/);
    await expect.poll(() => popup(page).innerText().catch(() => ''), { timeout: 15_000 }).toContain('Internet Error! Silakan cek jaringan internet Anda.');
    await page.screenshot({ path: `${SHOTS}/luncheon-offline.png` });

    // Back online: the waiting claim goes out again by itself (and Dewi has eaten already).
    const before = seen.length;
    await page.unroute('**/api/attendance/absent/ambilmakan**');
    await expect.poll(() => popup(page).innerText().catch(() => ''), { timeout: 10_000 }).toContain(LUNCH_TEXTS.alreadyTaken);
    expect(seen.length).toBeGreaterThan(before);

    // The server really goes away: the same alert.
    await e2e.server.close();
    await expect.poll(() => popup(page).innerText().catch(() => ''), { timeout: 15_000 }).toContain('Internet Error!');
    expect(pageErrors).toEqual([]);
  });
});
