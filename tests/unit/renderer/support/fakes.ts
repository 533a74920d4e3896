import type { KeyValueStorage } from '../../../../renderer/src/bridge/storage';
import type { SessionInfo } from '../../../../common/contract';

/** Map-backed localStorage stand-in. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}

export const NOW_MS = Date.UTC(2026, 0, 5, 8, 0, 0);

export function session(overrides: Partial<SessionInfo['data']['auth']> = {}, expired = NOW_MS / 1000 + 3600): SessionInfo {
  return {
    expired,
    data: {
      auth: {
        _id: 'u-1',
        username: 'budi',
        firstname: 'Budi',
        lastname: 'Santoso',
        email: 'budi@erp.local',
        role: 'user',
        access: [{ name: '/employee' }],
        modules: ['employee'],
        ...overrides,
      },
      idk: 42,
      division: { id: 'd-1' },
    },
  };
}
