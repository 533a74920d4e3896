import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../main/key-value-store';
import { changesServer, createDeviceSettingsStore, createSettingsStore, DEFAULT_SERVER_SETTINGS } from '../../../main/settings';

describe('server settings', () => {
  it('start as standalone on a fresh installation', () => {
    expect(createSettingsStore(createMemoryStore()).get()).toEqual(DEFAULT_SERVER_SETTINGS);
  });

  it('persist a remote server', () => {
    const store = createMemoryStore();
    createSettingsStore(store).set({ mode: 'remote', url: 'http://192.168.1.10:3000' });

    expect(createSettingsStore(createMemoryStore(store.snapshot())).get()).toEqual({ mode: 'remote', url: 'http://192.168.1.10:3000' });
  });

  it('refuse a URL that is not http(s)', () => {
    const settings = createSettingsStore(createMemoryStore());

    expect(() => settings.set({ mode: 'remote', url: 'file:///etc/passwd' })).toThrow();
    expect(settings.get()).toEqual(DEFAULT_SERVER_SETTINGS);
  });

  it('fall back to standalone when the stored value is damaged', () => {
    const store = createMemoryStore({ serverSettings: { mode: 'remote', url: 'javascript:alert(1)' } });

    expect(createSettingsStore(store).get()).toEqual(DEFAULT_SERVER_SETTINGS);
  });

  it('know when a change moves the app to another server', () => {
    const remote = (url: string) => ({ mode: 'remote' as const, url });
    expect(changesServer({ mode: 'standalone' }, { mode: 'standalone' })).toBe(false);
    expect(changesServer({ mode: 'standalone' }, remote('http://server:3000'))).toBe(true);
    expect(changesServer(remote('http://server:3000'), remote('http://server:3000/'))).toBe(false);
    expect(changesServer(remote('http://server:3000'), remote('http://other:3000'))).toBe(true);
  });
});

describe('device settings (camera, kiosk)', () => {
  it('start with the default camera, no kiosk and no printers', () => {
    expect(createDeviceSettingsStore(createMemoryStore()).get()).toEqual({ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null });
  });

  it('read settings saved before the printers existed, keeping camera and kiosk, with no printers', () => {
    const older = createMemoryStore({ deviceSettings: { cameraId: 'cam-usb-1', kiosk: true } });
    expect(createDeviceSettingsStore(older).get()).toEqual({ cameraId: 'cam-usb-1', kiosk: true, labelPrinter: null, reportPrinter: null });
  });

  it('persist the label and report printers', () => {
    const store = createMemoryStore();
    createDeviceSettingsStore(store).set({ cameraId: null, kiosk: false, labelPrinter: 'Zebra_ZD220', reportPrinter: 'HP_LaserJet' });

    const reopened = createDeviceSettingsStore(createMemoryStore(store.snapshot()));
    expect(reopened.get()).toEqual({ cameraId: null, kiosk: false, labelPrinter: 'Zebra_ZD220', reportPrinter: 'HP_LaserJet' });
    expect(() => reopened.set({ cameraId: null, kiosk: false, labelPrinter: '', reportPrinter: null })).toThrow();
  });

  it('persist the chosen camera and kiosk mode beside the server settings, which keep their shape', () => {
    const store = createMemoryStore();
    createSettingsStore(store).set({ mode: 'remote', url: 'http://192.168.1.10:3000' });
    createDeviceSettingsStore(store).set({ cameraId: 'cam-usb-1', kiosk: true });

    const reopened = createMemoryStore(store.snapshot());
    expect(createDeviceSettingsStore(reopened).get()).toEqual({ cameraId: 'cam-usb-1', kiosk: true, labelPrinter: null, reportPrinter: null });
    expect(createSettingsStore(reopened).get()).toEqual({ mode: 'remote', url: 'http://192.168.1.10:3000' });
    expect(store.snapshot().serverSettings).toEqual({ mode: 'remote', url: 'http://192.168.1.10:3000' });
  });

  it('refuse a malformed value and fall back to the defaults when the stored one is damaged', () => {
    const devices = createDeviceSettingsStore(createMemoryStore());
    expect(() => devices.set({ cameraId: '', kiosk: false })).toThrow();
    expect(devices.get()).toEqual({ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null });

    const damaged = createMemoryStore({ deviceSettings: { cameraId: 42, kiosk: 'ya' }, serverSettings: { mode: 'standalone' } });
    expect(createDeviceSettingsStore(damaged).get()).toEqual({ cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null });
    expect(createSettingsStore(damaged).get()).toEqual({ mode: 'standalone' });
  });
});
