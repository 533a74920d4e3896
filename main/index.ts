import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axios from 'axios';
import { app, BrowserWindow, dialog, ipcMain, Menu, powerSaveBlocker, safeStorage, session, shell, utilityProcess } from 'electron';
import Store from 'electron-store';
import { io } from 'socket.io-client';
import { fail, ok, STATUS_OF_CODE } from '../common/contract';
import { REALTIME_PUSH, SESSION_ENDED_EVENT, type AppInfo, type DeviceSettings, type ServerSettings } from '../common/ipc';
import { backupLibrary, createBackupRestore, superAdminCheck } from './backup-restore';
import { certificateVerifier, createCertificatePin, createPinnedAgent, probeCertificate } from './certificate-pin';
import { getOrCreateDeviceId } from './device-id';
import { createHttpBridge } from './http-bridge';
import { registerIpcHandlers } from './ipc';
import { kioskWindowOptions, startUrl, watchKiosk, type KioskWatch } from './kiosk';
import { createPrintService, listPrinters, PRINT_PARTITION } from './printing';
import { createRealtimeRelay } from './realtime';
import { RESOURCE_FILES } from './resources';
import { createMapLinkOpener } from './external-links';
import { applyAppSecurity } from './security';
import { certificateAtStart, changeServerSettings, decideChangedCertificate, type DialogLike } from './server-change';
import { createSessionService } from './session';
import { createDeviceSettingsStore, createSettingsStore, normaliseServerUrl, type SettingsStore } from './settings';
import { standaloneDataDir, startStandaloneServer, type StandaloneServer, type StandaloneStart } from './standalone';
import { createTokenStore, isExpired } from './token-store';
import { isAppUrl, originOf, secureWebPreferences } from './window';

/**
 * The only module that touches Electron at runtime: it wires the plain modules beside it to
 * Electron's APIs. Everything with a decision in it lives in those modules and is unit-tested.
 */

// Bundled to dist/main/index.js; its siblings are dist/preload and dist/server.
const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../server/utility.js', import.meta.url));
const RENDERER_DIR = fileURLToPath(new URL('../renderer', import.meta.url));

/** Lets the desktop tests (and a second test copy) run on their own data instead of the user's. */
const userDataOverride = process.env.ERP_USER_DATA_DIR;
if (userDataOverride) app.setPath('userData', userDataOverride);

// Every renderer sandboxed, including any created later by mistake.
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
let standalone: StandaloneServer | null = null;
let kiosk: KioskWatch | null = null;
let displayBlocker: number | null = null;

if (!app.requestSingleInstanceLock()) {
  // Another copy already runs on this user's data (and owns the embedded database): hand over to it.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (!standalone) return;
    // Let the server close its database and release the data-folder lock before we go.
    event.preventDefault();
    const server = standalone;
    standalone = null;
    void server.stop().then(() => app.quit());
  });
  main().catch((cause: unknown) => {
    dialog.showErrorBox('Aplikasi tidak dapat dijalankan', cause instanceof Error ? cause.message : String(cause));
    app.exit(1);
  });
}

async function main(): Promise<void> {
  await app.whenReady();
  if (app.isPackaged) Menu.setApplicationMenu(null);

  // A corrupted settings file must not keep the app from starting; it only loses settings.
  const store = new Store<Record<string, unknown>>({ name: 'erp-desktop', clearInvalidConfig: true });
  const settings = createSettingsStore(store);
  const devices = createDeviceSettingsStore(store);
  const isKiosk = (): boolean => devices.get().kiosk;
  const tokens = createTokenStore({ safeStorage, store });
  if (!tokens.persistent) console.warn('No OS keychain: the session is kept in memory only and ends when the app closes.');
  const deviceId = getOrCreateDeviceId(store);

  const serverUrl = await resolveServerUrl(settings);
  if (serverUrl === null) return app.quit();
  // The server serves the built renderer, so the app's origin is the server's.
  const appOrigin = originOf(serverUrl);
  if (appOrigin === null) throw new Error(`Alamat server tidak valid: ${serverUrl}`);

  // An https office server: its certificate is pinned on first use (certificate-pin.ts), checked
  // here before anything is sent, then on every connection main or Chromium makes to it.
  const https = serverUrl.startsWith('https:');
  if (https) {
    const start = await certificateAtStart({ dialog: nativeDialog, url: serverUrl, pinned: settings.pinnedFingerprint(), probe: (url) => probeCertificate(url) });
    if (start.action === 'quit') return app.quit();
    if (start.action === 'standalone') return relaunchStandalone(settings);
    if (start.action === 'pin') settings.pinCertificate(start.fingerprint);
  }
  let askingAboutCertificate = false;
  const pin = createCertificatePin({
    pinned: () => settings.pinnedFingerprint(),
    pin: (fingerprint) => settings.pinCertificate(fingerprint),
    onChanged: (expected, actual) => {
      // Changed while running: every request is refused already; the user decides once, in main's dialog.
      if (askingAboutCertificate) return;
      askingAboutCertificate = true;
      void decideChangedCertificate(nativeDialog, serverUrl, expected, actual).then((decision) => {
        if (decision === 'trust') {
          settings.pinCertificate(actual);
          app.relaunch();
          app.quit();
        } else if (decision === 'standalone') relaunchStandalone(settings);
        else app.quit();
      });
    },
  });
  const pinnedAgent = https ? createPinnedAgent(pin) : undefined;
  // Chromium loads the renderer from the server too: for the server's host the pin decides, not a CA.
  if (https) session.defaultSession.setCertificateVerifyProc(certificateVerifier(serverUrl, pin));

  // Electron's security checklist (main/README.md): CSP, permission handlers, navigation and popup guards.
  applyAppSecurity({
    app,
    defaultSession: session.defaultSession,
    printSession: session.fromPartition(PRINT_PARTITION),
    serverUrl,
    appOrigin,
    preloadPath: PRELOAD_PATH,
    isKiosk,
    // Checklist item 15: only a map link rebuilt from its two numbers reaches the system browser.
    openOutside: createMapLinkOpener((url) => shell.openExternal(url)),
  });

  const bridge = createHttpBridge({
    baseUrl: () => serverUrl,
    tokens,
    deviceId,
    http: axios.create(pinnedAgent ? { httpsAgent: pinnedAgent } : {}),
    now: Date.now,
    onSessionEnded: () => {
      realtime.restart();
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(SESSION_ENDED_EVENT);
    },
  });
  const sessions = createSessionService({ bridge, tokens, now: Date.now });
  // The server's events for the renderer: main's socket carries the token, only app pages receive them.
  const realtime = createRealtimeRelay({
    serverUrl,
    ...(pinnedAgent ? { agent: pinnedAgent } : {}),
    token: () => {
      const stored = tokens.read();
      return stored && !isExpired(stored, Date.now()) ? stored.token : null;
    },
    // engine.io-client types `agent` as string | boolean, yet hands it to ws, which uses it as the
    // https.Agent it is (engine.io-client's websocket.node transport).
    connect: (url, { agent, ...options }) => io(url, { ...options, ...(agent ? { agent: agent as unknown as boolean } : {}) }),
    forward: (message) => {
      for (const window of BrowserWindow.getAllWindows()) {
        if (isAppUrl(window.webContents.getURL(), appOrigin)) window.webContents.send(REALTIME_PUSH.channel, message);
      }
    },
  });
  realtime.restart();
  const printing = createPrintService({
    devices,
    fetchPdf: (payload) => bridge.binary(payload),
    createWindow: (options) => new BrowserWindow(options),
    tempDir: os.tmpdir(),
  });

  // Standalone mode: this PC's data restored from a backup file, then the app restarts on it.
  const backupRestore = createBackupRestore({
    dialog: { showOpenDialog: (options) => (mainWindow && !mainWindow.isDestroyed() ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options)) },
    library: backupLibrary(),
    dataDir: standaloneDataDir(app.getPath('userData')),
    isStandalone: () => settings.get().mode === 'standalone' && standalone !== null,
    checkSuperAdmin: superAdminCheck(serverUrl),
    signOut: async () => {
      await sessions.logout();
    },
    stopServer: async () => {
      const server = standalone;
      standalone = null;
      await server?.stop();
    },
    startServer: forkStandalone,
    onRestarted: (server) => {
      // Kept so quitting stops it; the app starts again on whichever data is now in place.
      standalone = server;
      restartSoon();
    },
  });

  registerIpcHandlers({
    ipcMain,
    isTrustedSender: (url) => isAppUrl(url, appOrigin),
    handlers: {
      request: (payload) => bridge.request(payload),
      file: (path) => bridge.file(path),
      binary: (payload) => bridge.binary(payload),
      login: async (body) => {
        const answer = await sessions.login(body);
        // The socket follows the session: the new user's rooms, or none.
        realtime.restart();
        return answer;
      },
      logout: async () => {
        const answer = await sessions.logout();
        realtime.restart();
        return answer;
      },
      currentSession: () => sessions.current(),
      getSettings: () => ok(settings.get()),
      // Changed only after the user confirmed in main's own dialog (old → new, the certificate's fingerprint).
      setSettings: (next) =>
        changeServerSettings({
          settings,
          next,
          dialog: nativeDialog,
          probe: (url) => probeCertificate(url),
          onServerChanged: async () => {
            // The session belongs to the old server, and the renderer must load from the new one.
            await sessions.logout();
            restartSoon();
          },
        }),
      serverCertificate: async ({ url }) => {
        const probed = await probeCertificate(url);
        return probed.ok ? ok({ fingerprint: probed.fingerprint }) : fail({ code: 'UNAVAILABLE', message: probed.message, status: STATUS_OF_CODE.UNAVAILABLE });
      },
      getDevices: () => ok(devices.get()),
      setDevices: (next) => {
        const before = devices.get();
        const saved = devices.set(next);
        if (before.kiosk !== saved.kiosk) applyKiosk(saved, serverUrl);
        return ok(saved);
      },
      appInfo: () => ok<AppInfo>({ version: app.getVersion(), mode: 'desktop', serverUrl }),
      listPrinters: async () => {
        // Any live WebContents can list the system's printers; the main window is always there.
        const contents = mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : null;
        return ok(contents ? await listPrinters(contents) : []);
      },
      printPdf: (payload) => printing.print(payload),
      chooseBackup: () => backupRestore.choose(),
      restoreBackup: ({ id, email, password }) => backupRestore.restore(id, { email, password }),
    },
  });

  const kioskAtStart = isKiosk();

  mainWindow = new BrowserWindow({
    width: 1366,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    ...kioskWindowOptions(kioskAtStart),
    icon: path.join(app.getAppPath(), RESOURCE_FILES.windowIcon),
    webPreferences: secureWebPreferences(PRELOAD_PATH),
  });
  const window = mainWindow;
  window.once('ready-to-show', () => window.show());
  kiosk = watchKiosk({ contents: window.webContents, appOrigin, serverUrl, isKiosk });
  keepDisplayAwake(kioskAtStart);
  window.on('closed', () => {
    kiosk?.stop();
    kiosk = null;
    mainWindow = null;
  });
  if (kioskAtStart) {
    // Nobody sits at the canteen PC to answer a dialog: the kiosk watcher retries until the server answers.
    window.loadURL(startUrl(serverUrl, true)).catch(() => undefined);
    return;
  }
  await loadRenderer(window, startUrl(serverUrl, false), settings);
}

/** The canteen screen must not go dark between lunches. */
function keepDisplayAwake(on: boolean): void {
  if (on && displayBlocker === null) displayBlocker = powerSaveBlocker.start('prevent-display-sleep');
  if (!on && displayBlocker !== null) {
    powerSaveBlocker.stop(displayBlocker);
    displayBlocker = null;
  }
}

/** Kiosk switched in Settings: into (or out of) fullscreen now, on the scanner (or the app's root). */
function applyKiosk(devices: DeviceSettings, serverUrl: string): void {
  keepDisplayAwake(devices.kiosk);
  const window = mainWindow;
  if (!window || window.isDestroyed()) return;
  // After the IPC answer has reached the renderer, as with a server change.
  setTimeout(() => {
    if (window.isDestroyed()) return;
    window.setKiosk(devices.kiosk);
    window.setAutoHideMenuBar(devices.kiosk);
    if (devices.kiosk) kiosk?.restart();
    else window.webContents.loadURL(startUrl(serverUrl, false)).catch(() => undefined);
  }, 300);
}

/** The server to use: the remote one from settings, or a local one started now. Null: the user chose to quit. */
async function resolveServerUrl(settings: SettingsStore): Promise<string | null> {
  const current = settings.get();
  if (current.mode === 'remote') return normaliseServerUrl(current.url);

  for (;;) {
    const start = await forkStandalone();
    if (start.ok) {
      standalone = start.server;
      const admin = start.server.generatedAdmin;
      if (admin) {
        // First start of this installation: the only time this password can be seen.
        await dialog.showMessageBox({
          type: 'info',
          title: 'Super Admin dibuat',
          message: 'Super Admin dibuat. Catat kata sandi ini; ia hanya ditampilkan sekali.',
          detail: `Email: ${admin.email}\nKata sandi: ${admin.password}\n\nGanti kata sandi setelah masuk (Ganti Password).`,
          buttons: ['Sudah Saya Catat'],
        });
      }
      start.server.onUnexpectedExit((code) => {
        standalone = null;
        dialog.showErrorBox('Server lokal berhenti', `Server lokal berhenti (kode keluar ${code}). Aplikasi akan ditutup; jalankan kembali.`);
        app.quit();
      });
      return start.server.url;
    }
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: 'Server lokal tidak dapat dijalankan',
      message: 'Server lokal tidak dapat dijalankan',
      detail: start.message,
      buttons: ['Coba Lagi', 'Keluar'],
      defaultId: 0,
      cancelId: 1,
    });
    if (response !== 0) return null;
  }
}

/** The local server in a utility process, on the data folder under userData. */
function forkStandalone(): Promise<StandaloneStart> {
  return startStandaloneServer({
    fork: (modulePath, args, options) => utilityProcess.fork(modulePath, args, options),
    serverEntry: SERVER_ENTRY,
    userDataDir: app.getPath('userData'),
    rendererDir: RENDERER_DIR,
    env: process.env,
  });
}

/**
 * Loads the renderer from the server. When the server cannot be reached (a remote server is
 * down, or its address is wrong), the Settings screen cannot load either, so the way out is
 * offered here: retry, fall back to standalone mode, or quit.
 */
async function loadRenderer(window: BrowserWindow, url: string, settings: SettingsStore): Promise<void> {
  for (;;) {
    try {
      await window.loadURL(url);
      return;
    } catch (cause) {
      if (window.isDestroyed()) return;
      const remote = settings.get().mode === 'remote';
      const buttons = remote ? ['Coba Lagi', 'Pakai Mode Mandiri', 'Keluar'] : ['Coba Lagi', 'Keluar'];
      const { response } = await dialog.showMessageBox(window, {
        type: 'error',
        title: 'Server tidak dapat dihubungi',
        message: `Server tidak dapat dihubungi: ${url}`,
        detail: cause instanceof Error ? cause.message : String(cause),
        buttons,
        defaultId: 0,
        cancelId: buttons.length - 1,
      });
      if (response === 0) continue;
      if (remote && response === 1) return relaunchStandalone(settings);
      app.quit();
      return;
    }
  }
}

/** Main's own dialogs, over the main window when there is one. */
const nativeDialog: DialogLike = {
  showMessageBox: (options) => (mainWindow && !mainWindow.isDestroyed() ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options)),
};

/** The user chose to leave the office server (it cannot be reached, or its certificate changed). */
function relaunchStandalone(settings: SettingsStore): void {
  const standaloneSettings: ServerSettings = { mode: 'standalone' };
  settings.set(standaloneSettings);
  app.relaunch();
  app.quit();
}

/** After the IPC answer has reached the renderer, start again on the new server. */
function restartSoon(): void {
  setTimeout(() => {
    app.relaunch();
    app.quit();
  }, 300);
}
