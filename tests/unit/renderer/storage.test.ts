import { describe, expect, it } from 'vitest';
import { clearLocalState, DEVICE_ID_KEY, deviceId, randomHex } from '../../../renderer/src/bridge/storage';
import { MemoryStorage } from './support/fakes';

describe('device id (X-Device header in web mode)', () => {
  it('is created once and then reused', () => {
    const storage = new MemoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId(storage)).toBe(first);
  });

  it('replaces a stored value that is not a hex id', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEVICE_ID_KEY, '<script>');
    expect(deviceId(storage)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('still answers without storage (private mode)', () => {
    expect(deviceId(null)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is random', () => {
    expect(randomHex(8)).not.toBe(randomHex(8));
  });
});

describe('clearLocalState (seed: clear all local storage on sign-out)', () => {
  it('removes everything except the device id', () => {
    const storage = new MemoryStorage();
    const id = deviceId(storage);
    storage.setItem('employee.filter', 'gud');
    storage.setItem('warehouse.lastTab', 'opname');
    clearLocalState(storage);
    expect(storage.keys()).toEqual([DEVICE_ID_KEY]);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
  });
});
