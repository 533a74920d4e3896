import { describe, expect, it } from 'vitest';
import { applyPermissionPolicy, denyAllPermissions, isDeviceAllowed, isPermissionAllowed, type PermissionSession } from '../../../main/permissions';

const APP_ORIGIN = 'http://127.0.0.1:43210';

describe('permission rules', () => {
  it('grant the camera to the app, for the canteen scanner', () => {
    expect(isPermissionAllowed({ permission: 'media', requestingUrl: `${APP_ORIGIN}/luncheon/scannermakan`, mediaTypes: ['video'], isMainFrame: true }, APP_ORIGIN)).toBe(true);
  });

  it('refuse the microphone, other permissions and other origins', () => {
    const refused = [
      { permission: 'media', requestingUrl: APP_ORIGIN, mediaTypes: ['video', 'audio'] },
      { permission: 'media', requestingUrl: APP_ORIGIN, mediaTypes: ['audio'] },
      // Screen capture and other unnamed media are not the camera.
      { permission: 'media', requestingUrl: APP_ORIGIN, mediaTypes: ['unknown'] },
      { permission: 'media', requestingUrl: APP_ORIGIN, mediaTypes: [] },
      { permission: 'geolocation', requestingUrl: APP_ORIGIN },
      { permission: 'notifications', requestingUrl: APP_ORIGIN },
      { permission: 'clipboard-read', requestingUrl: APP_ORIGIN },
      { permission: 'display-capture', requestingUrl: APP_ORIGIN },
      { permission: 'openExternal', requestingUrl: APP_ORIGIN },
      { permission: 'media', requestingUrl: 'https://evil.example/', mediaTypes: ['video'] },
      { permission: 'media', requestingUrl: 'http://127.0.0.1:43211/', mediaTypes: ['video'] },
      { permission: 'media', requestingUrl: 'file:///tmp/page.html', mediaTypes: ['video'] },
      { permission: 'media', requestingUrl: undefined, mediaTypes: ['video'] },
    ];
    for (const query of refused) expect(isPermissionAllowed(query, APP_ORIGIN), JSON.stringify(query)).toBe(false);
  });

  it('refuse the camera to a frame the app embeds', () => {
    expect(isPermissionAllowed({ permission: 'media', requestingUrl: APP_ORIGIN, mediaTypes: ['video'], isMainFrame: false }, APP_ORIGIN)).toBe(false);
  });

  it('refuse every USB, HID and serial device, even to the app', () => {
    expect(isDeviceAllowed({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false);
    expect(isDeviceAllowed({ deviceType: 'hid', origin: APP_ORIGIN })).toBe(false);
    expect(isDeviceAllowed({ deviceType: 'serial', origin: APP_ORIGIN })).toBe(false);
  });
});

describe('permission policy on the session', () => {
  function applied() {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    let device: Parameters<PermissionSession['setDevicePermissionHandler']>[0] | undefined;
    applyPermissionPolicy(
      {
        setPermissionRequestHandler: (handler) => (request = handler),
        setPermissionCheckHandler: (handler) => (check = handler),
        setDevicePermissionHandler: (handler) => (device = handler),
      },
      APP_ORIGIN,
    );
    if (!request || !check || !device) throw new Error('a handler was not set');
    return { request, check, device };
  }

  it('answers requests by the rules: the camera for the app, nothing else', () => {
    const { request } = applied();
    const granted: boolean[] = [];
    const answer = (value: boolean) => granted.push(value);
    request(null, 'media', answer, { requestingUrl: `${APP_ORIGIN}/luncheon/scannermakan`, isMainFrame: true, mediaTypes: ['video'] });
    request(null, 'media', answer, { requestingUrl: `${APP_ORIGIN}/luncheon/scannermakan`, isMainFrame: true, mediaTypes: ['video', 'audio'] });
    request(null, 'media', answer, { requestingUrl: 'https://evil.example/', isMainFrame: true, mediaTypes: ['video'] });
    request(null, 'notifications', answer, { requestingUrl: APP_ORIGIN, isMainFrame: true });
    request(null, 'geolocation', answer, { requestingUrl: APP_ORIGIN, isMainFrame: true });

    expect(granted).toEqual([true, false, false, false, false]);
  });

  it('answers checks (camera labels in enumerateDevices) the same way', () => {
    const { check } = applied();
    expect(check(null, 'media', APP_ORIGIN, { mediaType: 'video', isMainFrame: true })).toBe(true);
    expect(check(null, 'media', APP_ORIGIN, { mediaType: 'audio', isMainFrame: true })).toBe(false);
    expect(check(null, 'media', APP_ORIGIN, { mediaType: 'unknown', isMainFrame: true })).toBe(false);
    expect(check(null, 'media', 'https://evil.example', { mediaType: 'video', isMainFrame: true })).toBe(false);
    expect(check(null, 'notifications', APP_ORIGIN, { isMainFrame: true })).toBe(false);
    expect(check(null, 'usb', APP_ORIGIN, { isMainFrame: true })).toBe(false);
  });

  it('refuses device permissions', () => {
    expect(applied().device({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false);
  });
});

describe('deny-all policy (the print window session)', () => {
  it('refuses every request, check and device, whoever asks', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    let device: Parameters<PermissionSession['setDevicePermissionHandler']>[0] | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => (request = handler),
      setPermissionCheckHandler: (handler) => (check = handler),
      setDevicePermissionHandler: (handler) => (device = handler),
    });
    if (!request || !check || !device) throw new Error('a handler was not set');

    const granted: boolean[] = [];
    for (const permission of ['media', 'notifications', 'openExternal', 'fullscreen', 'clipboard-read']) {
      request(null, permission, (answer) => granted.push(answer), { requestingUrl: APP_ORIGIN, isMainFrame: true, mediaTypes: ['video'] });
    }
    expect(granted).toEqual([false, false, false, false, false]);
    expect(check(null, 'media', APP_ORIGIN, { mediaType: 'video', isMainFrame: true })).toBe(false);
    expect(device({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false);
  });
});
