import { useCameraSetting } from '../../settings/camera';
import { LUNCHEON_TEXTS } from '../texts';

/**
 * Which camera the scanner opens: the one chosen in Settings (desktop: main's device settings;
 * web: this browser's storage), null for the default. `loaded` is false until the choice is read,
 * so the scanner does not open the wrong camera first.
 */
export function useScannerCamera(): { deviceId: string | null; loaded: boolean } {
  const { deviceId, loaded } = useCameraSetting();
  return { deviceId, loaded };
}

export interface CameraProblem {
  message: string;
  /** Worth trying again by itself (camera busy or unplugged); a refused permission waits for the user. */
  retryable: boolean;
}

/** A getUserMedia failure (a DOMException by name) → what the screen says. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return { message: LUNCHEON_TEXTS.cameraDenied, retryable: false };
    case 'NotFoundError':
    case 'OverconstrainedError':
      return { message: LUNCHEON_TEXTS.cameraMissing, retryable: true };
    case 'TypeError':
      return { message: LUNCHEON_TEXTS.cameraUnsupported, retryable: false };
    default:
      return { message: LUNCHEON_TEXTS.cameraBusy, retryable: true };
  }
}

/** The constraints for the chosen camera, or the default one, at a size the decoder handles quickly. */
export function videoConstraints(deviceId: string | null): MediaTrackConstraints {
  const size = { width: { ideal: 640 }, height: { ideal: 480 } };
  return deviceId ? { ...size, deviceId: { exact: deviceId } } : size;
}
