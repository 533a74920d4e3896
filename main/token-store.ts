import type { SafeStorage } from 'electron';
import { sessionInfo, type SessionInfo } from '../common/contract';
import type { KeyValueStore } from './key-value-store';

/** electron-store keys. Flat names: electron-store reads dots as nesting. */
const TOKEN_KEY = 'sessionToken';
const INFO_KEY = 'sessionInfo';

export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>;

export interface StoredSession {
  token: string;
  info: SessionInfo;
}

export interface TokenStore {
  /**
   * True when the session survives a restart (the OS keychain encrypts the token). False means
   * the token lives in memory only and the user signs in again after every start.
   */
  readonly persistent: boolean;
  save(session: StoredSession): void;
  read(): StoredSession | null;
  /** Epoch milliseconds after which the session is over, or null without a session. */
  expiresAt(): number | null;
  clear(): void;
}

/**
 * On Linux without a keyring, Electron "encrypts" with a key hard-coded in Chromium
 * ('basic_text'): anyone who can read the file can read the token, so it counts as plaintext.
 */
function canEncrypt(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
}

/**
 * Holds the session token and the non-secret SessionInfo. The token is written to disk only as
 * safeStorage ciphertext (base64); without usable encryption it stays in memory, never on disk.
 * Create it after the app's 'ready' event: before it, Linux reports encryption as unavailable.
 */
export function createTokenStore(deps: { safeStorage: SafeStorageLike; store: KeyValueStore }): TokenStore {
  const { safeStorage, store } = deps;
  const persistent = canEncrypt(safeStorage);
  // undefined: not read from disk yet; decrypting once avoids repeated keychain prompts (macOS).
  let cached: StoredSession | null | undefined = persistent ? undefined : null;

  if (!persistent) {
    // A ciphertext from a run that had a keyring cannot be read now; and the info alone is no session.
    store.delete(TOKEN_KEY);
    store.delete(INFO_KEY);
  }

  function loadFromDisk(): StoredSession | null {
    const encrypted = store.get(TOKEN_KEY);
    const info = sessionInfo.safeParse(store.get(INFO_KEY));
    if (typeof encrypted !== 'string' || !info.success) return null;
    try {
      const token = safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
      return token ? { token, info: info.data } : null;
    } catch {
      // Keychain changed or the file was tampered with: the session is simply gone.
      return null;
    }
  }

  function clear(): void {
    cached = null;
    store.delete(TOKEN_KEY);
    store.delete(INFO_KEY);
  }

  function read(): StoredSession | null {
    if (cached === undefined) {
      cached = loadFromDisk();
      if (cached === null) clear();
    }
    return cached;
  }

  return {
    persistent,
    save(session) {
      cached = { token: session.token, info: session.info };
      if (!persistent) return;
      store.set(TOKEN_KEY, safeStorage.encryptString(session.token).toString('base64'));
      store.set(INFO_KEY, session.info);
    },
    read,
    expiresAt() {
      const session = read();
      return session ? session.info.expired * 1000 : null;
    },
    clear,
  };
}

/** Whether a stored session is over at `nowMs`; SessionInfo.expired is in epoch seconds. */
export function isExpired(session: StoredSession, nowMs: number): boolean {
  return session.info.expired * 1000 <= nowMs;
}
