import { isThisPcUrl } from '../common/ipc';
import { applyPermissionPolicy, denyAllPermissions, type PermissionSession } from './permissions';
import { applySessionPolicy, guardContents, type GuardableContents, type PolicySession } from './window';

/**
 * Everything of Electron's security checklist that is wired once the app is ready, in one place
 * so a test can see all of it applied (index.ts cannot run under Node). The checklist itself, item
 * by item, is in main/README.md. `app.enableSandbox()` must come before ready and stays in index.ts.
 */

/** The part of Electron's App used here; the real one fits it, so does a test fake. */
export interface SecurityApp {
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardableContents) => void): unknown;
}

export interface AppSecurityDeps {
  app: SecurityApp;
  /** The app's pages live here: CSP, the camera rule, navigation guards. */
  defaultSession: PolicySession & PermissionSession;
  /** The hidden print window's session (printing.ts's PRINT_PARTITION): no permission at all. */
  printSession: PermissionSession;
  serverUrl: string;
  appOrigin: string;
  preloadPath: string;
  isKiosk: () => boolean;
  /** Opens the links the system browser may show (external-links.ts), answering whether it did. */
  openOutside?: (url: string) => boolean;
  warn?: (message: string) => void;
}

export function applyAppSecurity(deps: AppSecurityDeps): void {
  const warn = deps.warn ?? ((message: string) => console.warn(message));
  // Item 1: said once at start, so whoever reads the log knows the traffic is readable on the network.
  if (!isSecureServerUrl(deps.serverUrl)) {
    warn(`server ${deps.serverUrl} is reached over plain HTTP: the session token and all data cross the network unencrypted; use https:// for an office server`);
  }
  // Item 7: the CSP header on every response of the app's session.
  applySessionPolicy(deps.defaultSession, deps.serverUrl);
  // Item 5: every session that shows anything has a permission handler.
  applyPermissionPolicy(deps.defaultSession, deps.appOrigin);
  denyAllPermissions(deps.printSession);
  // Items 12-14: every WebContents, including ones made later (popups, the print window, PDF viewers).
  deps.app.on('web-contents-created', (_event, contents) => guardContents(contents, deps.appOrigin, deps.preloadPath, warn, deps.isKiosk, deps.openOutside));
}

/**
 * Checklist item 1: whether the renderer and the API come over a channel nobody on the network
 * can read or change: https (its certificate pinned, certificate-pin.ts), or plain http to this PC
 * itself (the standalone server listens on 127.0.0.1 only).
 */
export function isSecureServerUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && isThisPcUrl(url);
}
