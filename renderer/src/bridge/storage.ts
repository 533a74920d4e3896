/**
 * What the renderer keeps in localStorage. Never a token: in both modes the session is held where
 * JavaScript cannot read it. Only the device id survives a sign-out.
 */

/** The part of the Web Storage API we use, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DEVICE_ID_KEY = 'erp.deviceId';
/** The camera chosen for the scanner in the browser (web mode); the desktop keeps it in main. */
export const CAMERA_KEY = 'erp.camera';
/**
 * Web mode: '1' while this browser signed in and has not seen its session end. The session cookie is
 * httpOnly, so this is how the sign-in page knows there is no session to ask about (a 401 on every
 * visit was logged as an error). Not a secret: the cookie alone signs in. Cleared on sign-out.
 */
export const SIGNED_IN_KEY = 'erp.signedIn';
/** What belongs to this device, not to whoever signed in: it survives a sign-out. */
const DEVICE_KEYS: ReadonlySet<string> = new Set([DEVICE_ID_KEY, CAMERA_KEY]);

/** Hex string from `bytes` random bytes; crypto.getRandomValues works in insecure contexts too (http://192.168.x.x). */
export function randomHex(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's device id (not a secret: it only tells sessions apart), created on first use. */
export function deviceId(storage: KeyValueStorage | null): string {
  const existing = safe(() => storage?.getItem(DEVICE_ID_KEY) ?? null, null);
  if (existing && /^[0-9a-f]{16,64}$/.test(existing)) return existing;
  const created = randomHex(16);
  safe(() => storage?.setItem(DEVICE_ID_KEY, created), undefined);
  return created;
}

/** Removes everything the renderer stored except the device's own keys (seed: "clear all local storage"). */
export function clearLocalState(storage: KeyValueStorage | null): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !DEVICE_KEYS.has(key)) keys.push(key);
  }
  for (const key of keys) safe(() => storage.removeItem(key), undefined);
}

/** localStorage when the page may use it (it throws in some privacy modes). */
export function browserStorage(): KeyValueStorage | null {
  return safe(() => (typeof localStorage === 'undefined' ? null : localStorage), null);
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
