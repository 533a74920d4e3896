import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../main/key-value-store';
import { changesServer, createSettingsStore, DEFAULT_SERVER_SETTINGS } from '../../../main/settings';

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
