import type { Result } from '../../../common/contract';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings, type ErpDesktopApi } from '../../../common/ipc';
import { unreachable } from './call';
import { browserStorage, CAMERA_KEY, type KeyValueStorage } from './storage';

export const KIOSK_DESKTOP_ONLY = 'Mode kiosk hanya tersedia di aplikasi desktop.';

/** This device's camera and kiosk mode: `window.erp.devices` in the desktop app, localStorage in a browser. */
export type DeviceSettingsApi = ErpDesktopApi['devices'];

/**
 * Device settings are the PC's, not the server's, so they sit beside the Bridge rather than on it:
 * desktop: main keeps them (and applies kiosk mode); web: the browser keeps the camera choice, and
 * kiosk mode does not exist.
 */
export function createDeviceSettings(erp: ErpDesktopApi | undefined, storage: KeyValueStorage | null = browserStorage()): DeviceSettingsApi {
  if (erp) {
    return {
      get: () => erp.devices.get().catch(() => ({ ok: false, error: unreachable() }) as Result<DeviceSettings>),
      set: (settings) => erp.devices.set(settings).catch(() => ({ ok: false, error: unreachable() }) as Result<DeviceSettings>),
    };
  }
  const read = (): DeviceSettings => {
    let cameraId: string | null = null;
    try {
      cameraId = storage?.getItem(CAMERA_KEY) || null;
    } catch {
      // Storage refused (privacy mode): the default camera.
    }
    return { ...DEFAULT_DEVICE_SETTINGS, cameraId };
  };
  return {
    get: async () => ({ ok: true, value: read() }),
    async set(settings) {
      if (settings.kiosk) return { ok: false, error: { code: 'FORBIDDEN', message: KIOSK_DESKTOP_ONLY, status: 403 } };
      try {
        if (settings.cameraId) storage?.setItem(CAMERA_KEY, settings.cameraId);
        else storage?.removeItem(CAMERA_KEY);
      } catch {
        // Not kept in this browser: the choice holds only while the page is open (settings/camera.ts keeps it).
      }
      return { ok: true, value: { ...DEFAULT_DEVICE_SETTINGS, cameraId: settings.cameraId } };
    },
  };
}

/** The app's device settings, by the same test createBridge uses for the mode. */
export function deviceSettings(): DeviceSettingsApi {
  return createDeviceSettings(typeof window === 'undefined' ? undefined : window.erp);
}
