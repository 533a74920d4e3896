import { isAppUrl } from './window';

/**
 * What web pages may use, decided here as pure functions and handed to Electron's session by
 * index.ts. The app needs one thing: the camera, for the canteen scanner, on its own pages.
 * Everything else (microphone, screen capture, notifications, geolocation, clipboard, USB/HID/
 * serial devices, ...) is refused, and so is any page that is not the app's.
 */

export interface PermissionQuery {
  permission: string;
  /** The URL (or origin) of the frame asking. */
  requestingUrl: string | undefined;
  /** For 'media': which devices. A check names one ('video', 'audio' or 'unknown'), a request a list. */
  mediaTypes?: readonly string[];
  /** Only the app's top frame gets the camera, not a frame it embeds (PDF previews, say). */
  isMainFrame?: boolean;
}

/** The camera only, for the app's own top frame: a request with no or other media types is refused. */
export function isPermissionAllowed(query: PermissionQuery, appOrigin: string): boolean {
  if (query.permission !== 'media') return false;
  if (query.isMainFrame === false) return false;
  if (query.requestingUrl === undefined || !isAppUrl(query.requestingUrl, appOrigin)) return false;
  const types = query.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}

/** What a device permission check names (Electron's DevicePermissionHandlerHandlerDetails fits it). */
export interface DeviceQuery {
  deviceType: string;
  origin: string;
}

/**
 * USB, HID and serial devices: none. Label printers are driven by main's printing, not by WebUSB,
 * and the camera is not such a device (it goes through 'media').
 */
export function isDeviceAllowed(_query: DeviceQuery): boolean {
  return false;
}

/** The part of Electron's Session the permission rules use (Session fits it; tests pass a fake). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string; isMainFrame?: boolean; mediaTypes?: Array<'video' | 'audio'> },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      webContents: unknown,
      permission: string,
      requestingOrigin: string,
      details: { mediaType?: 'video' | 'audio' | 'unknown'; isMainFrame: boolean },
    ) => boolean,
  ): void;
  setDevicePermissionHandler(handler: (details: DeviceQuery) => boolean): void;
}

/** Requests, checks (e.g. enumerateDevices' labels) and device checks, all by the rules above. */
export function applyPermissionPolicy(session: PermissionSession, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(
      isPermissionAllowed(
        { permission, requestingUrl: details.requestingUrl, mediaTypes: details.mediaTypes ?? [], isMainFrame: details.isMainFrame },
        appOrigin,
      ),
    );
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(
      {
        permission,
        requestingUrl: requestingOrigin,
        mediaTypes: details.mediaType === undefined ? [] : [details.mediaType],
        isMainFrame: details.isMainFrame,
      },
      appOrigin,
    ),
  );
  session.setDevicePermissionHandler((details) => isDeviceAllowed(details));
}

/**
 * A session that shows no app page (the hidden print window's): every permission request, check
 * and device is refused. Without a handler Electron would grant every request (checklist item 5).
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
