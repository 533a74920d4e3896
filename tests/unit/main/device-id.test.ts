import { describe, expect, it } from 'vitest';
import { getOrCreateDeviceId } from '../../../main/device-id';
import { createMemoryStore } from '../../../main/key-value-store';

describe('device id', () => {
  it('is made once per installation and then stays the same', () => {
    const store = createMemoryStore();

    const first = getOrCreateDeviceId(store);
    const second = getOrCreateDeviceId(store);
    const afterRestart = getOrCreateDeviceId(createMemoryStore(store.snapshot()));

    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
    expect(afterRestart).toBe(first);
  });

  it('differs between installations', () => {
    expect(getOrCreateDeviceId(createMemoryStore())).not.toBe(getOrCreateDeviceId(createMemoryStore()));
  });

  it('replaces a value that is not a UUID (hand-edited file)', () => {
    const store = createMemoryStore({ deviceId: 'x; DROP TABLE' });

    const id = getOrCreateDeviceId(store, () => '00000000-0000-4000-8000-000000000001');

    expect(id).toBe('00000000-0000-4000-8000-000000000001');
    expect(store.get('deviceId')).toBe(id);
  });
});
