// Plain constants, no zod: the renderer's early reads (renderer/src/boot) send these before the app's code has loaded.

/** Header a web client sends on login to receive the session as an httpOnly cookie instead of in the body. */
export const COOKIE_TRANSPORT_HEADER = 'x-session-transport';
export const SESSION_COOKIE = 'erp_session';
/** The browser's device id (renderer/src/bridge/storage.ts), so sessions can be told apart. */
export const DEVICE_HEADER = 'x-device';
