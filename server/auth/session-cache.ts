import type { AuthContext } from './context';

/**
 * The callers of the last second, by session token hash, so a burst of reads (a list being paged,
 * twenty office users at once) does not pay a database round trip for the session on every
 * request: the product list's deep sort went from 0.76 to 0.9 of a bare node:http + pg handler.
 *
 * Correctness: any write request this instance answers clears the cache (a sign-out, a password
 * change, a user's deactivation or new grants, an employee moved or deleted: all are writes), and
 * a lookup that started before such a clear is not kept (generation). Another instance's writes
 * reach this one within TTL_MS, the same order as a request already in flight when they happened.
 */
export const SESSION_CACHE_TTL_MS = 1000;
/** A bound on memory whatever the traffic: past it, the cache starts over. */
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  /** On the server's clock (tests move it). */
  until: number;
}

export interface SessionCache {
  /** The cached caller, or undefined when unknown or stale (then look it up). */
  get(tokenHash: string, now: Date): AuthContext | undefined;
  /** Starts a lookup: the answer is kept only if no write cleared the cache meanwhile. */
  begin(): (tokenHash: string, auth: AuthContext | null, now: Date) => void;
  clear(): void;
}

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  let entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now.getTime() >= entry.until || now.getTime() >= entry.auth.expiresAt.getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },
    begin() {
      const started = generation;
      return (tokenHash, auth, now) => {
        // Unknown or ended sessions are not cached: a 401 costs a round trip, as before.
        if (!auth || started !== generation) return;
        if (entries.size >= MAX_ENTRIES) entries = new Map();
        entries.set(tokenHash, { auth, until: now.getTime() + ttlMs });
      };
    },
    clear() {
      generation += 1;
      entries = new Map();
    },
  };
}
