/**
 * The little of electron-store that main needs. electron-store satisfies it in the app; a Map
 * does in tests. Values must be JSON-serialisable (electron-store writes them to a JSON file).
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** A KeyValueStore over a Map, for tests and for anything that must not outlive the process. */
export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { snapshot(): Record<string, unknown> } {
  const values = new Map<string, unknown>(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
}
