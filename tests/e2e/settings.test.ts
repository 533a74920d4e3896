import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, startE2E, type E2E } from './support/browser';
import { devicesSetCalls, fakeDesktop, restoreCalls, settingsSetCalls, type FakeErpOptions } from './support/fake-erp';

/**
 * The server settings dialog on the sign-in screen, in real Chromium on the real server's built UI.
 * Desktop mode needs `window.erp`, which preload and main provide in the app; the Electron binary
 * is absent here, so main is the one part faked (support/fake-erp.ts, installed with
 * page.addInitScript). Everything on the page is the real renderer.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Screenshots of the dialog's connection notes, to look at. */
const SHOTS = '/tmp/settings-shots';
fs.mkdirSync(SHOTS, { recursive: true });

const toast = (page: Page) => page.locator('.bp6-toast');
const cog = (page: Page) => page.getByRole('button', { name: 'Pengaturan Server' });
const dialog = (page: Page) => page.locator('.bp6-dialog');

async function desktopSignIn(options: FakeErpOptions): Promise<Page> {
  const { page } = await e2e.newPage();
  await fakeDesktop(page, options);
  await page.goto('/signin');
  await expect.poll(() => page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
  return page;
}

async function openSettings(page: Page): Promise<void> {
  await cog(page).click();
  await expect.poll(() => dialog(page).getByRole('radio').count()).toBe(2);
}

describe('server settings on the sign-in screen', () => {
  it('offers the cog in the desktop app only', async () => {
    const desktop = await desktopSignIn({ settings: { mode: 'standalone' } });
    await expect.poll(() => desktop.getByText('Dev 1.1').isVisible()).toBe(true);
    await expect.poll(() => cog(desktop).isVisible()).toBe(true);

    const { page: browser } = await e2e.newPage();
    await browser.goto('/signin');
    await expect.poll(() => browser.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    await expect.poll(() => browser.getByRole('button', { name: 'Masuk' }).isVisible()).toBe(true);
    expect(await cog(browser).count()).toBe(0);
  });

  it('loads the current settings (busy first) and focuses the checked choice; Escape closes', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, delayMs: 500 });
    await cog(page).click();
    await expect.poll(() => dialog(page).getByText('Memuat...').isVisible()).toBe(true);
    await expect.poll(() => dialog(page).getByText('Pengaturan Server').first().isVisible()).toBe(true);
    const standalone = dialog(page).getByRole('radio', { name: 'Mandiri (server di komputer ini)' });
    await expect.poll(() => standalone.isChecked()).toBe(true);
    await expect.poll(() => standalone.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await dialog(page).getByRole('radio', { name: 'Server kantor' }).isChecked()).toBe(false);
    expect(await dialog(page).getByLabel('Alamat server').isDisabled()).toBe(true);
    expect(await dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    expect(await dialog(page).innerText()).toContain('Server ini yang sedang dipakai.');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await settingsSetCalls(page)).toEqual([]);
  });

  it('shows an office server that is already set', async () => {
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'http://10.0.0.5:8080' } });
    await openSettings(page);
    await expect.poll(() => dialog(page).getByRole('radio', { name: 'Server kantor' }).isChecked()).toBe(true);
    await expect.poll(() => dialog(page).getByLabel('Alamat server').inputValue()).toBe('http://10.0.0.5:8080');
    expect(await dialog(page).getByLabel('Alamat server').isEnabled()).toBe(true);
  });

  it('keeps Simpan disabled with an invalid address and says why', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' } });
    await openSettings(page);
    const save = dialog(page).getByRole('button', { name: 'Simpan' });
    const url = dialog(page).getByLabel('Alamat server');
    await dialog(page).getByText('Server kantor').click();
    await expect.poll(() => url.isEnabled()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => dialog(page).innerText()).toContain('Aplikasi akan dimulai ulang untuk memakai server ini.');

    await url.fill('192.168.1.10:8080');
    await expect.poll(() => dialog(page).getByText('Alamat server tidak valid').isVisible()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await url.press('Enter');
    await url.fill('ftp://192.168.1.10');
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await settingsSetCalls(page)).toEqual([]);

    // Back to standalone: valid again, the address is kept but not used.
    await dialog(page).getByText('Mandiri (server di komputer ini)').click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect.poll(() => url.isDisabled()).toBe(true);
    expect(await dialog(page).getByText('Alamat server tidak valid').count()).toBe(0);
  });

  it('saves an office server with Enter, shows Simpan busy, then confirms', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, delayMs: 400 });
    await openSettings(page);
    await dialog(page).getByText('Server kantor').click();
    const url = dialog(page).getByLabel('Alamat server');
    await url.fill('http://192.168.1.10:8080');
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    await url.press('Enter');
    await expect.poll(() => dialog(page).locator('button[type=submit].bp6-loading').count()).toBe(1);
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server disimpan');
    expect(await toast(page).innerText()).toContain('Aplikasi dimulai ulang...');
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'remote', url: 'http://192.168.1.10:8080' }]);
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('warns about plain http to another PC, not about this PC (screenshot)', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' } });
    await openSettings(page);
    await dialog(page).getByText('Server kantor').click();
    const url = dialog(page).getByLabel('Alamat server');
    await url.fill('http://192.168.1.10:8080');
    const warning = dialog(page).locator('.erp-settings-connection');
    await expect.poll(() => warning.innerText()).toContain('Koneksi tanpa enkripsi');
    expect(await warning.innerText()).toContain('Alamat http:// ke komputer lain: kata sandi, slip gaji dan foto absensi melintasi jaringan tanpa enkripsi');
    await page.screenshot({ path: `${SHOTS}/plain-http-warning.png` });
    await url.fill('http://127.0.0.1:8080');
    await expect.poll(() => warning.count()).toBe(0);
  });

  it("shows the pinned certificate's fingerprint, and a new server's as main reads it (screenshot)", async () => {
    const pinned = 'AB:CD:'.repeat(15) + 'AB:CD';
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'https://192.168.1.10:8443', fingerprint: pinned }, certificate: pinned });
    await openSettings(page);
    const note = dialog(page).locator('.erp-settings-connection');
    await expect.poll(() => note.innerText()).toContain('Sertifikat server sama dengan yang tersemat.');
    expect(await note.innerText()).toContain(`Tersemat (SHA-256):\n${pinned}`);
    await page.screenshot({ path: `${SHOTS}/pinned-certificate.png` });

    // Another https server: its fingerprint to compare with the server's start-up line, pinned on saving.
    const url = dialog(page).getByLabel('Alamat server');
    await url.fill('https://erp-baru.kantor:8443');
    await expect.poll(() => note.innerText()).toContain(`Sidik jari (SHA-256):\n${pinned}`);
    expect(await note.innerText()).toContain('Cocokkan dengan sidik jari yang dicetak server saat mulai');
    expect(await note.innerText()).not.toContain('Tersemat');
  });

  it('warns in the dialog when the current server presents another certificate than the pinned one', async () => {
    const pinned = 'AB:CD:'.repeat(15) + 'AB:CD';
    const other = '3F:9A:'.repeat(15) + '3F:9A';
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'https://192.168.1.10:8443', fingerprint: pinned }, certificate: other });
    await openSettings(page);
    const note = dialog(page).getByRole('alert');
    await expect.poll(() => note.innerText()).toContain('PERINGATAN: sertifikat server berbeda dari yang tersemat');
    expect(await note.innerText()).toContain(other);
  });

  it('shows a failed save and keeps the dialog open', async () => {
    const page = await desktopSignIn({ settings: { mode: 'remote', url: 'http://10.0.0.5:8080' }, setFails: 'Penyimpanan pengaturan ditolak' });
    await openSettings(page);
    await dialog(page).getByText('Mandiri (server di komputer ini)').click();
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server gagal disimpan');
    expect(await toast(page).innerText()).toContain('Penyimpanan pengaturan ditolak');
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'standalone' }]);
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('shows why the settings could not be read', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, getFails: 'Berkas pengaturan rusak' });
    await cog(page).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Pengaturan server tidak dapat dimuat');
    expect(await dialog(page).innerText()).toContain('Berkas pengaturan rusak');
    expect(await dialog(page).getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);
  });
});

describe('restore from a backup file (standalone mode)', () => {
  const BACKUP = {
    id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    fileName: 'erp-backup-2026-11-27T1230.erpbak',
    size: 12_900_000,
    createdAt: '2026-11-27T05:30:00.000Z',
    appVersion: '1.1.0',
    schema: '0022_audit_log_indexes',
    tables: 54,
    rows: 123_456,
    files: 87,
  };
  const alert = (page: Page) => page.locator('.bp6-alert');

  it('shows the chosen file, names what is replaced, restores only after the confirmation', async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, backupChoice: BACKUP, delayMs: 300 });
    await openSettings(page);
    await dialog(page).getByRole('button', { name: 'Pilih File Cadangan…' }).click();
    const summary = dialog(page).getByRole('group', { name: 'Pulihkan data dari cadangan' });
    await expect.poll(() => summary.locator('dl').innerText()).toContain('erp-backup-2026-11-27T1230.erpbak');
    const text = await summary.locator('dl').innerText();
    expect(text).toMatch(/Ukuran\s+12,3 MB/);
    // Made at 12.30 Jakarta time (the test browser's zone is the machine's; the date format is the app's).
    expect(text).toMatch(/Dibuat\s+27 Nov 2026 \d{2}\.30/);
    expect(text).toContain('0022_audit_log_indexes');
    expect(text).toContain('54 tabel, 123.456 baris, 87 file unggahan');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/restore-chosen.png` });

    await dialog(page).getByRole('button', { name: 'Pulihkan Data Ini…' }).click();
    await expect.poll(() => alert(page).innerText()).toContain('Semua data di komputer ini akan diganti dengan isi cadangan tanggal 27 Nov 2026');
    expect(await alert(page).innerText()).toContain('Semua yang dicatat setelah cadangan itu dibuat akan hilang.');
    await expect.poll(() => alert(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.screenshot({ path: `${SHOTS}/restore-confirm.png` });
    await alert(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => alert(page).count()).toBe(0);
    expect(await restoreCalls(page)).toEqual([]);

    // A Super Admin of the data in place confirms: missing fields are said at the field, a wrong password there too.
    await dialog(page).getByRole('button', { name: 'Pulihkan Data Ini…' }).click();
    await alert(page).getByRole('button', { name: 'Pulihkan' }).click();
    await expect.poll(() => alert(page).innerText()).toContain('Email wajib diisi');
    expect(await alert(page).innerText()).toContain('Kata sandi wajib diisi');
    await alert(page).getByLabel('Email Super Admin').fill('admin@erp.test');
    await alert(page).getByLabel('Kata sandi').fill('bukan-sandinya');
    await alert(page).getByLabel('Kata sandi').press('Enter');
    await expect.poll(() => alert(page).innerText()).toContain('Email atau kata sandi salah');
    expect(await settingsSetCalls(page)).toEqual([]);
    await alert(page).getByLabel('Kata sandi').fill('rahasia-admin-123');
    await alert(page).getByRole('button', { name: 'Pulihkan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Data dipulihkan dari cadangan');
    expect(await restoreCalls(page)).toEqual([
      { id: BACKUP.id, email: 'admin@erp.test' },
      { id: BACKUP.id, email: 'admin@erp.test' },
    ]);
    // Main restarts the app now: the settings dialog and the busy confirmation stay, and cannot be closed meanwhile.
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).isDisabled()).toBe(true);
    expect(await alert(page).getByRole('button', { name: 'Batal' }).isDisabled()).toBe(true);
  });

  it('says why a file cannot be used or a restore failed; not offered with an office server', async () => {
    const refused = await desktopSignIn({ settings: { mode: 'standalone' }, backupChoice: { fails: 'File cadangan erp-backup-2026-11-27T1230.erpbak rusak atau tidak lengkap (checksum tabel employees tidak cocok). File ini tidak dapat dipakai.' } });
    await openSettings(refused);
    await dialog(refused).getByRole('button', { name: 'Pilih File Cadangan…' }).click();
    await expect.poll(() => dialog(refused).getByRole('alert').innerText()).toContain('checksum tabel employees tidak cocok');
    expect(await dialog(refused).getByRole('button', { name: 'Pulihkan Data Ini…' }).count()).toBe(0);

    const failing = await desktopSignIn({ settings: { mode: 'standalone' }, backupChoice: BACKUP, restoreFails: 'Pemulihan gagal: disk penuh. Data tidak diubah.' });
    await openSettings(failing);
    await dialog(failing).getByRole('button', { name: 'Pilih File Cadangan…' }).click();
    await dialog(failing).getByRole('button', { name: 'Pulihkan Data Ini…' }).click();
    await alert(failing).getByLabel('Email Super Admin').fill('admin@erp.test');
    await alert(failing).getByLabel('Kata sandi').fill('rahasia-admin-123');
    await alert(failing).getByRole('button', { name: 'Pulihkan' }).click();
    await expect.poll(() => toast(failing).innerText()).toContain('disk penuh. Data tidak diubah.');
    await expect.poll(() => alert(failing).count()).toBe(0);
    expect(await dialog(failing).getByRole('button', { name: 'Batal' }).isDisabled()).toBe(false);

    const office = await desktopSignIn({ settings: { mode: 'remote', url: 'http://10.0.0.5:8080' } });
    await openSettings(office);
    expect(await dialog(office).getByText('Pulihkan data dari cadangan').count()).toBe(0);
  });
});

describe('this PC’s printers in the settings dialog (labels, reports)', () => {
  const printers = [
    { name: 'Zebra_ZD220', displayName: 'Zebra ZD220', isDefault: false },
    { name: 'HP_LaserJet', displayName: 'HP LaserJet', isDefault: true },
  ];
  const labelSelect = (page: Page) => dialog(page).getByLabel('Printer Label');
  const reportSelect = (page: Page) => dialog(page).getByLabel('Printer Laporan');

  it("lists the PC's printers after 'Tidak ada' and saves the label and report printers", async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, printers });
    await openSettings(page);
    await expect.poll(() => labelSelect(page).locator('option').allInnerTexts()).toEqual(['Tidak ada', 'Zebra ZD220', 'HP LaserJet (bawaan)']);
    expect(await labelSelect(page).inputValue()).toBe('');
    expect(await reportSelect(page).inputValue()).toBe('');

    await labelSelect(page).selectOption({ label: 'Zebra ZD220' });
    await reportSelect(page).selectOption({ label: 'HP LaserJet (bawaan)' });
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();

    await expect.poll(() => devicesSetCalls(page)).toEqual([{ cameraId: null, kiosk: false, labelPrinter: 'Zebra_ZD220', reportPrinter: 'HP_LaserJet' }]);
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it("keeps a saved printer that is not installed, and sets it back to 'Tidak ada'", async () => {
    const page = await desktopSignIn({ settings: { mode: 'standalone' }, printers, devices: { cameraId: null, kiosk: false, labelPrinter: 'Brother_QL' } });
    await openSettings(page);
    await expect.poll(() => labelSelect(page).inputValue()).toBe('Brother_QL');
    expect(await labelSelect(page).locator('option:checked').innerText()).toBe('Brother_QL (tidak terhubung)');

    await labelSelect(page).selectOption({ label: 'Tidak ada' });
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();

    await expect.poll(() => devicesSetCalls(page)).toEqual([{ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null }]);
  });
});

describe('this PC’s devices in the settings dialog (camera, kiosk)', () => {
  // Chromium's fake capture devices stand in for the canteen webcam; the browser grants the camera,
  // as main's permission handler does for the app, so the cameras show their labels.
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function desktopWithCameras(options: FakeErpOptions): Promise<Page> {
    const context = await browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 }, locale: 'id-ID' });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await fakeDesktop(page, options);
    await page.goto('/signin');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    return page;
  }

  const cameraSelect = (page: Page) => dialog(page).getByLabel('Kamera', { exact: true });
  const kioskSwitch = (page: Page) => dialog(page).getByRole('checkbox', { name: 'Mode Kiosk (PC kantin)' });
  const cameraLabels = (page: Page) => cameraSelect(page).locator('option').allInnerTexts();
  /** The page's cameras, as the browser itself enumerates them (this file is typed for Node, hence the cast). */
  type Listed = { kind: string; deviceId: string; label: string };
  const videoInputs = (page: Page): Promise<{ id: string; label: string }[]> =>
    page.evaluate(async () => {
      const media = (globalThis as unknown as { navigator: { mediaDevices: { enumerateDevices(): Promise<Listed[]> } } }).navigator.mediaDevices;
      return (await media.enumerateDevices()).filter((d) => d.kind === 'videoinput').map((d) => ({ id: d.deviceId, label: d.label }));
    });

  it('lists the cameras after the default one and explains kiosk mode; untouched, nothing is saved for the devices', async () => {
    const page = await desktopWithCameras({ settings: { mode: 'standalone' } });
    const inputs = await videoInputs(page);
    expect(inputs.length).toBeGreaterThan(0);
    await openSettings(page);

    await expect.poll(() => cameraLabels(page)).toEqual(['Kamera bawaan', ...inputs.map((input) => input.label)]);
    expect(await cameraSelect(page).inputValue()).toBe('');
    expect(await kioskSwitch(page).isChecked()).toBe(false);
    expect(await dialog(page).innerText()).toContain('Layar penuh di Scanner makan; layar lain tidak bisa dibuka.');

    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server disimpan');
    expect(await devicesSetCalls(page)).toEqual([]);
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'standalone' }]);
  });

  it('saves the chosen camera and kiosk mode, before the server settings', async () => {
    const page = await desktopWithCameras({ settings: { mode: 'standalone' } });
    const [camera] = await videoInputs(page);
    if (!camera) throw new Error('no fake camera');
    await openSettings(page);
    await expect.poll(() => cameraLabels(page)).toContain(camera.label);

    await cameraSelect(page).selectOption({ label: camera.label });
    await dialog(page).getByText('Mode Kiosk (PC kantin)').click();
    await expect.poll(() => kioskSwitch(page).isChecked()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();

    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server disimpan');
    expect(await toast(page).innerText()).toContain('Mode kiosk aktif: Scanner dibuka layar penuh.');
    expect(await devicesSetCalls(page)).toEqual([{ cameraId: camera.id, kiosk: true, labelPrinter: null, reportPrinter: null }]);
    expect(await settingsSetCalls(page)).toEqual([{ mode: 'standalone' }]);
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Opened again: the saved choice is what the dialog shows.
    await openSettings(page);
    await expect.poll(() => cameraSelect(page).inputValue()).toBe(camera.id);
    expect(await kioskSwitch(page).isChecked()).toBe(true);
  });

  it('keeps a saved camera that is unplugged, and turns kiosk mode off', async () => {
    const page = await desktopWithCameras({ settings: { mode: 'standalone' }, devices: { cameraId: 'kamera-lama', kiosk: true } });
    await openSettings(page);
    await expect.poll(() => cameraSelect(page).inputValue()).toBe('kamera-lama');
    expect(await cameraSelect(page).locator('option:checked').innerText()).toBe('Kamera tersimpan (tidak terhubung)');
    expect(await kioskSwitch(page).isChecked()).toBe(true);

    await cameraSelect(page).selectOption({ label: 'Kamera bawaan' });
    await dialog(page).getByText('Mode Kiosk (PC kantin)').click();
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Mode kiosk dimatikan.');
    expect(await devicesSetCalls(page)).toEqual([{ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null }]);
  });

  it('stops at a failed device save: the server settings are not touched and the dialog stays', async () => {
    const page = await desktopWithCameras({ settings: { mode: 'standalone' }, devicesSetFails: 'Berkas pengaturan terkunci' });
    await openSettings(page);
    await dialog(page).getByText('Mode Kiosk (PC kantin)').click();
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page).innerText()).toContain('Pengaturan server gagal disimpan');
    expect(await toast(page).innerText()).toContain('Berkas pengaturan terkunci');
    expect(await devicesSetCalls(page)).toEqual([{ cameraId: null, kiosk: true, labelPrinter: null, reportPrinter: null }]);
    expect(await settingsSetCalls(page)).toEqual([]);
    expect(await dialog(page).count()).toBe(1);
  });
});
