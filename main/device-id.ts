import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from './key-value-store';

const DEVICE_ID_KEY = 'deviceId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The installation's device id, sent as X-Device so the server's sessions and audit log can tell
 * PCs apart. Made once and kept; a missing or mangled value is replaced.
 */
export function getOrCreateDeviceId(store: KeyValueStore, makeId: () => string = randomUUID): string {
  const existing = store.get(DEVICE_ID_KEY);
  if (typeof existing === 'string' && UUID.test(existing)) return existing;
  const created = makeId();
  store.set(DEVICE_ID_KEY, created);
  return created;
}
