import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../server/auth/context';
import { createSessionCache, SESSION_CACHE_TTL_MS } from '../../../server/auth/session-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 1, 0, 0) + ms);
const caller = (expiresAt: Date): AuthContext => ({
  sessionTokenHash: 'h1',
  deviceId: null,
  expiresAt,
  user: { id: 'u1', username: 'Dewi', firstname: 'Dewi', lastname: '', email: 'dewi@kantor.test', role: 'user', idk: null, divisionId: null, modules: ['warehouse'] },
});

describe('session cache', () => {
  it('serves a caller for at most its time to live, and never past the session expiry', () => {
    const cache = createSessionCache();
    const auth = caller(at(60 * 60_000));
    cache.begin()('h1', auth, at(0));
    expect(cache.get('h1', at(SESSION_CACHE_TTL_MS - 1))).toBe(auth);
    expect(cache.get('h1', at(SESSION_CACHE_TTL_MS))).toBeUndefined();

    const ending = caller(at(500));
    cache.begin()('h1', ending, at(0));
    expect(cache.get('h1', at(499))).toBe(ending);
    expect(cache.get('h1', at(500))).toBeUndefined();
  });

  it('forgets everything on a write, and drops a lookup that began before the write', () => {
    const cache = createSessionCache();
    const auth = caller(at(60 * 60_000));
    cache.begin()('h1', auth, at(0));
    const lookupBeforeWrite = cache.begin();
    cache.clear();
    expect(cache.get('h1', at(1))).toBeUndefined();
    // The answer read before the write (a deactivation, say) is not kept.
    lookupBeforeWrite('h1', auth, at(2));
    expect(cache.get('h1', at(3))).toBeUndefined();
  });

  it('does not keep an unknown or ended session', () => {
    const cache = createSessionCache();
    cache.begin()('h2', null, at(0));
    expect(cache.get('h2', at(1))).toBeUndefined();
  });
});
