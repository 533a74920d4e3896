import { DEFAULT_DEVICE_SETTINGS, deviceSettings, serverSettings, type DeviceSettings, type DeviceSettingsInput, type ServerSettings } from '../common/ipc';
import type { KeyValueStore } from './key-value-store';

const SETTINGS_KEY = 'serverSettings';
const DEVICES_KEY = 'deviceSettings';

/** A fresh installation runs on its own, on the embedded database. */
export const DEFAULT_SERVER_SETTINGS: ServerSettings = { mode: 'standalone' };

export interface SettingsStore {
  get(): ServerSettings;
  /** Validates before writing; throws only on a programming error (IPC has parsed it already). */
  set(settings: ServerSettings): ServerSettings;
  /** The https server's pinned certificate (SHA-256 'AA:BB:…'); null: none pinned, or no remote server. */
  pinnedFingerprint(): string | null;
  /** Pins (or, after the user accepted a new one, re-pins) the remote server's certificate. */
  pinCertificate(fingerprint: string): void;
}

export function createSettingsStore(store: KeyValueStore): SettingsStore {
  return {
    get() {
      // A hand-edited or older file must not stop the app from starting.
      const parsed = serverSettings.safeParse(store.get(SETTINGS_KEY));
      return parsed.success ? parsed.data : DEFAULT_SERVER_SETTINGS;
    },
    set(settings) {
      const valid = serverSettings.parse(settings);
      store.set(SETTINGS_KEY, valid);
      return valid;
    },
    pinnedFingerprint() {
      const current = this.get();
      return current.mode === 'remote' ? (current.fingerprint ?? null) : null;
    },
    pinCertificate(fingerprint) {
      const current = this.get();
      if (current.mode === 'remote') this.set({ ...current, fingerprint });
    },
  };
}

export interface DeviceSettingsStore {
  get(): DeviceSettings;
  /** Validates before writing; throws only on a programming error (IPC has parsed it already). */
  set(settings: DeviceSettingsInput): DeviceSettings;
}

/**
 * Camera, kiosk mode and the label/report printers, under their own key: the server settings' shape stays as it was, and a
 * damaged device entry costs only the device choices, never the server address.
 */
export function createDeviceSettingsStore(store: KeyValueStore): DeviceSettingsStore {
  return {
    get() {
      // Saved before the printers existed: the schema reads the missing printers as none.
      const parsed = deviceSettings.safeParse(store.get(DEVICES_KEY));
      return parsed.success ? parsed.data : DEFAULT_DEVICE_SETTINGS;
    },
    set(settings) {
      const valid = deviceSettings.parse(settings);
      store.set(DEVICES_KEY, valid);
      return valid;
    },
  };
}

/** Whether switching from `before` to `after` changes which server (and so the app's origin) we use. */
export { changesServer } from '../common/ipc';

/** The server address without a trailing slash, so `base + '/api/...'` is always right. */
export function normaliseServerUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
