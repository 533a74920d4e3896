import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_WINDOW_OPTIONS } from '../../../main/printing';
import { decideWindowOpen, secureWebPreferences } from '../../../main/window';

/**
 * Electron's security checklist (main/README.md), the parts that are properties of the code as a
 * whole: the webPreferences of every window main makes, and what main and preload never do.
 * index.ts cannot run under Node (it needs Electron), so its wiring is read from its source here;
 * the decisions it wires are tested with fakes in security.test.ts, window.test.ts, ipc.test.ts,
 * permissions.test.ts.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const APP_ORIGIN = 'http://127.0.0.1:43210';
const PRELOAD = '/opt/erp/resources/app.asar/dist/preload/index.cjs';

/** The TypeScript files under `folder`, comments removed (a comment may name what the code must not do). */
function sources(folder: string): Array<{ file: string; code: string }> {
  const dir = path.join(root, folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({
      file: `${folder}/${name.split(path.sep).join('/')}`,
      code: fs
        .readFileSync(path.join(dir, name), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => !line.trim().startsWith('//'))
        .join('\n'),
    }));
}

const MAIN_AND_PRELOAD = [...sources('main'), ...sources('preload')];
const indexSource = MAIN_AND_PRELOAD.find((source) => source.file === 'main/index.ts')?.code ?? '';

/** What every renderer's webPreferences must say, written out even where it is Electron's default. */
const LOCKED_DOWN = {
  contextIsolation: true, // item 3
  sandbox: true, // item 4
  nodeIntegration: false, // item 2
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true, // item 6
  allowRunningInsecureContent: false, // item 8
  experimentalFeatures: false, // item 9
  webviewTag: false, // items 11, 12
};

describe('webPreferences of every BrowserWindow main makes', () => {
  const popup = decideWindowOpen(`${APP_ORIGIN}/laporan/cetak`, APP_ORIGIN, PRELOAD);
  const windows: Array<[string, Record<string, unknown> | undefined]> = [
    ['the main window (index.ts, secureWebPreferences)', { ...secureWebPreferences(PRELOAD) }],
    ['a window.open of an app page (window.ts, decideWindowOpen)', popup.action === 'allow' ? { ...popup.overrideBrowserWindowOptions.webPreferences } : undefined],
    ['the hidden print window (printing.ts, PRINT_WINDOW_OPTIONS)', { ...PRINT_WINDOW_OPTIONS.webPreferences }],
  ];

  it.each(windows)('%s: isolated, sandboxed, no Node, web security on, nothing experimental (items 2-4, 6, 8-11)', (_name, preferences) => {
    expect(preferences).toMatchObject(LOCKED_DOWN);
    // Item 10.
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('the print window has no preload (it needs no API) and a session of its own', () => {
    expect(PRINT_WINDOW_OPTIONS.webPreferences).not.toHaveProperty('preload');
    expect(PRINT_WINDOW_OPTIONS.webPreferences.partition).toBe('erp-print');
  });

  it('no other window is made: every `new BrowserWindow(` in main is one of those', () => {
    const calls = MAIN_AND_PRELOAD.flatMap(({ file, code }) =>
      [...code.matchAll(/new BrowserWindow\(/g)].map((match) => ({ file, text: code.slice(match.index, match.index + 400) })),
    );

    expect(calls.map((call) => call.file)).toEqual(['main/index.ts', 'main/index.ts']);
    // The print service's createWindow: printing.ts types its options as PrintWindowOptions, whose
    // webPreferences are literal types (sandbox: true, ...), so nothing else compiles there.
    expect(calls.some((call) => call.text.startsWith('new BrowserWindow(options),') && /createWindow: \(options\) => new BrowserWindow/.test(indexSource))).toBe(true);
    // The main window.
    expect(calls.some((call) => /^new BrowserWindow\(\{[^}]*webPreferences: secureWebPreferences\(PRELOAD_PATH\),\s*\}\)/.test(call.text))).toBe(true);
  });

  it('no BrowserView, WebContentsView or <webview> anywhere (items 11, 12)', () => {
    const renderer = sources('renderer/src');
    for (const { file, code } of [...MAIN_AND_PRELOAD, ...renderer]) {
      expect(code, file).not.toMatch(/\bBrowserView\b|\bWebContentsView\b|<webview\b|\ballowpopups\b/);
    }
  });
});

describe('what main and preload never do', () => {
  const forbidden: Array<[string, RegExp]> = [
    ['nodeIntegration on (item 2)', /nodeIntegration(InSubFrames|InWorker)?\s*:\s*true/],
    ['contextIsolation off (item 3)', /contextIsolation\s*:\s*false/],
    ['sandbox off (item 4)', /sandbox\s*:\s*false|no-sandbox/],
    ['webSecurity off (item 6)', /webSecurity\s*:\s*false|disable-web-security/],
    ['insecure content allowed (item 8)', /allowRunningInsecureContent\s*:\s*true/],
    ['experimental features (item 9)', /experimentalFeatures\s*:\s*true|enable-experimental-web-platform-features/],
    ['Blink features switched on (item 10)', /enableBlinkFeatures|enable-blink-features/],
    ['webview enabled (items 11, 12)', /webviewTag\s*:\s*true/],
    ['pages from file:// (item 18: the app is served over http(s) by its server)', /\.loadFile\(|registerFileProtocol|interceptFileProtocol/],
    ['the remote module', /@electron\/remote|enableRemoteModule/],
    ['Chromium switches appended at run time', /commandLine\.appendSwitch/],
  ];

  it.each(forbidden)('%s', (_what, pattern) => {
    for (const { file, code } of MAIN_AND_PRELOAD) expect(code, file).not.toMatch(pattern);
  });

  it('shell.openExternal (item 15): called once, in index.ts, only behind the map-link opener that rebuilds the URL', () => {
    const calling = MAIN_AND_PRELOAD.filter(({ code }) => /openExternal|\bshell\b/.test(code)).map(({ file }) => file);
    expect(calling).toEqual(['main/index.ts']);
    expect(indexSource.match(/openExternal/g)).toHaveLength(1);
    expect(indexSource).toMatch(/createMapLinkOpener\(\(url\) => shell\.openExternal\(url\)\)/);
  });

  it('IPC handlers are registered only by ipc.ts, which checks the sender of every call (item 17)', () => {
    const registering = MAIN_AND_PRELOAD.filter(({ code }) => /ipcMain\.(on|once|handle|handleOnce|addListener)\s*\(/.test(code)).map(({ file }) => file);
    expect(registering).toEqual(['main/ipc.ts']);
    const ipc = MAIN_AND_PRELOAD.find((source) => source.file === 'main/ipc.ts')?.code ?? '';
    expect(ipc).not.toMatch(/ipcMain\.(on|once|addListener)\s*\(/);
  });

  it('a file:// URL is loaded only by the print window, for the PDF it wrote (item 18)', () => {
    const fileUrls = MAIN_AND_PRELOAD.filter(({ code }) => /pathToFileURL\(|['"`]file:/.test(code)).map(({ file }) => file);
    expect(fileUrls).toEqual(['main/printing.ts']);
  });
});

describe('index.ts wiring (read from its source: it needs Electron to run)', () => {
  it('sandboxes every renderer before the app is ready (item 4)', () => {
    const sandbox = indexSource.indexOf('app.enableSandbox();');
    expect(sandbox).toBeGreaterThan(-1);
    expect(sandbox).toBeLessThan(indexSource.indexOf('await app.whenReady()'));
  });

  it('applies the checklist (CSP, permissions of both sessions, guards) before the first window and the IPC handlers', () => {
    const security = indexSource.indexOf('applyAppSecurity({');
    expect(security).toBeGreaterThan(-1);
    expect(indexSource).toMatch(/defaultSession: session\.defaultSession,\s*printSession: session\.fromPartition\(PRINT_PARTITION\)/);
    expect(security).toBeLessThan(indexSource.indexOf('registerIpcHandlers({'));
    expect(security).toBeLessThan(indexSource.indexOf('mainWindow = new BrowserWindow('));
  });

  it('checks IPC senders against the app origin (item 17)', () => {
    expect(indexSource).toContain('isTrustedSender: (url) => isAppUrl(url, appOrigin)');
  });
});
