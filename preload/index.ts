import { contextBridge, ipcRenderer } from 'electron';
// Types only: a sandboxed preload is one small CommonJS file, without zod or the contract.
import type { ErpDesktopApi, IPC, IpcName, REALTIME_PUSH, SESSION_ENDED_EVENT } from '../common/ipc';

/**
 * Exposes `window.erp` and nothing else. No logic: main validates every payload and checks the
 * sender. The channel names are written out, and the types make them equal to common/ipc.ts's.
 */
const CHANNEL: { readonly [K in IpcName]: (typeof IPC)[K]['channel'] } = {
  request: 'erp:http:request',
  file: 'erp:http:file',
  binary: 'erp:http:binary',
  login: 'erp:session:login',
  logout: 'erp:session:logout',
  currentSession: 'erp:session:current',
  getSettings: 'erp:settings:get',
  setSettings: 'erp:settings:set',
  serverCertificate: 'erp:settings:certificate',
  getDevices: 'erp:devices:get',
  setDevices: 'erp:devices:set',
  appInfo: 'erp:app:info',
  listPrinters: 'erp:printers:list',
  printPdf: 'erp:print:pdf',
  chooseBackup: 'erp:backup:choose',
  restoreBackup: 'erp:backup:restore',
};

const SESSION_ENDED: typeof SESSION_ENDED_EVENT = 'erp:session:ended';
const REALTIME: (typeof REALTIME_PUSH)['channel'] = 'erp:realtime:event';

const api: ErpDesktopApi = {
  request: (payload) => ipcRenderer.invoke(CHANNEL.request, payload),
  file: (path) => ipcRenderer.invoke(CHANNEL.file, path),
  binary: (payload) => ipcRenderer.invoke(CHANNEL.binary, payload),
  session: {
    login: (body) => ipcRenderer.invoke(CHANNEL.login, body),
    logout: () => ipcRenderer.invoke(CHANNEL.logout),
    current: () => ipcRenderer.invoke(CHANNEL.currentSession),
    onEnded(listener) {
      // The IPC event (with its sender) stays here; the renderer only learns that it happened.
      const notify = (): void => listener();
      ipcRenderer.on(SESSION_ENDED, notify);
      return () => {
        ipcRenderer.removeListener(SESSION_ENDED, notify);
      };
    },
  },
  settings: {
    get: () => ipcRenderer.invoke(CHANNEL.getSettings),
    set: (settings) => ipcRenderer.invoke(CHANNEL.setSettings, settings),
  },
  certificate: {
    read: (url) => ipcRenderer.invoke(CHANNEL.serverCertificate, { url }),
  },
  devices: {
    get: () => ipcRenderer.invoke(CHANNEL.getDevices),
    set: (settings) => ipcRenderer.invoke(CHANNEL.setDevices, settings),
  },
  app: {
    info: () => ipcRenderer.invoke(CHANNEL.appInfo),
  },
  printing: {
    printers: () => ipcRenderer.invoke(CHANNEL.listPrinters),
    printPdf: (payload) => ipcRenderer.invoke(CHANNEL.printPdf, payload),
  },
  backup: {
    choose: () => ipcRenderer.invoke(CHANNEL.chooseBackup),
    restore: (input) => ipcRenderer.invoke(CHANNEL.restoreBackup, input),
  },
  realtime: {
    onMessage(listener) {
      // Main parsed the message before sending it; the IPC event (with its sender) stays here.
      const notify = (_event: unknown, message: Parameters<typeof listener>[0]): void => listener(message);
      ipcRenderer.on(REALTIME, notify);
      return () => {
        ipcRenderer.removeListener(REALTIME, notify);
      };
    },
  },
};

contextBridge.exposeInMainWorld('erp', api);
