import { useEffect, useSyncExternalStore } from 'react';
import type { Result } from '../../../common/contract';
import type { DeviceSettings } from '../../../common/ipc';
import { deviceSettings } from '../bridge/devices';
import { SETTINGS_TEXTS } from './texts';

/**
 * The camera the canteen scanner uses, for the whole renderer: desktop: main's device settings
 * (chosen in Pengaturan Server); web: this browser's localStorage ('erp.camera'). null means the
 * system's default camera. Kept once here, so a choice saved anywhere reaches a scanner that is open.
 */
export interface CameraSetting {
  /** The chosen camera's deviceId (MediaDeviceInfo.deviceId), or null for the default camera. */
  deviceId: string | null;
  /** False until the setting has been read; a scanner may wait for it rather than open the wrong camera. */
  loaded: boolean;
}

let current: CameraSetting = { deviceId: null, loaded: false };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CameraSetting): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

function load(): Promise<void> {
  loading ??= deviceSettings()
    .get()
    .then((result) => {
      // Unreadable settings: the default camera, which is what a fresh PC has anyway.
      if (!current.loaded) publish({ deviceId: result.ok ? result.value.cameraId : null, loaded: true });
    });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chosen camera (`deviceId`, null: default), updated when it is changed. */
export function useCameraSetting(): CameraSetting {
  const setting = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    void load();
  }, []);
  return setting;
}

/** Saves this device's settings (camera and kiosk mode) and tells every open scanner. */
export async function saveDeviceSettings(settings: DeviceSettings): Promise<Result<DeviceSettings>> {
  const result = await deviceSettings().set(settings);
  if (result.ok) publish({ deviceId: result.value.cameraId, loaded: true });
  return result;
}

/** Saves the camera choice alone (web mode's picker, or the scanner's), keeping the kiosk flag as it is. */
export async function saveCameraSetting(deviceId: string | null): Promise<Result<DeviceSettings>> {
  const api = deviceSettings();
  const now = await api.get();
  if (!now.ok) return now;
  return saveDeviceSettings({ ...now.value, cameraId: deviceId });
}

/** A camera as the settings list shows it. */
export interface CameraOption {
  /** '' for the system's default camera. */
  value: string;
  label: string;
}

/**
 * The select's options: the default camera first, then each video input by its label (labels are
 * empty until the camera permission is granted, hence 'Kamera 1', 'Kamera 2'...). A saved camera
 * that is not connected now stays listed, so opening the dialog does not silently drop it.
 */
export function cameraOptions(devices: readonly Pick<MediaDeviceInfo, 'kind' | 'deviceId' | 'label'>[], saved: string | null): CameraOption[] {
  const options: CameraOption[] = [{ value: '', label: SETTINGS_TEXTS.defaultCamera }];
  let n = 0;
  for (const device of devices) {
    if (device.kind !== 'videoinput' || device.deviceId === '' || device.deviceId === 'default') continue;
    n += 1;
    options.push({ value: device.deviceId, label: device.label || SETTINGS_TEXTS.numberedCamera(n) });
  }
  if (saved && !options.some((option) => option.value === saved)) options.push({ value: saved, label: SETTINGS_TEXTS.missingCamera });
  return options;
}
