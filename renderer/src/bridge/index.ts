import { createHttpBridge } from './http';
import { createIpcBridge } from './ipc';
import type { Bridge } from './types';

export type { Bridge } from './types';

/** IPC when preload exposed `window.erp` (desktop), otherwise HTTP to the page's own server (web). */
export function createBridge(): Bridge {
  if (typeof window !== 'undefined' && window.erp) return createIpcBridge(window.erp);
  return createHttpBridge({ version: __APP_VERSION__ });
}
