import { describe, expect, it } from 'vitest';
import { createTokenStore, isExpired } from '../../../main/token-store';
import { fakeSafeStorage, NOW_MS, recordingStore, sessionInfoFixture } from './fakes';

const TOKEN = 'c2VjcmV0LXRva2VuLTMyLWJ5dGVzLW9mLXJhbmRvbW5lc3M';

describe('token store', () => {
  it('writes the token only as safeStorage ciphertext, never as plaintext', () => {
    const store = recordingStore();
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store });

    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    expect(tokens.persistent).toBe(true);
    expect(store.everWritten()).not.toContain(TOKEN);
    expect(store.everWritten()).not.toContain(Buffer.from(TOKEN).toString('base64'));
    expect(typeof store.snapshot().sessionToken).toBe('string');
  });

  it('reads the session back after a restart (a new store over the same file)', () => {
    const store = recordingStore();
    createTokenStore({ safeStorage: fakeSafeStorage(), store }).save({ token: TOKEN, info: sessionInfoFixture() });

    const afterRestart = createTokenStore({ safeStorage: fakeSafeStorage(), store: recordingStore(store.snapshot()) });

    expect(afterRestart.read()).toEqual({ token: TOKEN, info: sessionInfoFixture() });
    expect(afterRestart.expiresAt()).toBe(sessionInfoFixture().expired * 1000);
  });

  it('keeps the token in memory only when encryption is not available, and says so', () => {
    const store = recordingStore();
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage({ available: false }), store });

    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    expect(tokens.persistent).toBe(false);
    expect(tokens.read()?.token).toBe(TOKEN);
    expect(store.everWritten()).not.toContain(TOKEN);
    expect(store.snapshot()).toEqual({});
  });

  it("treats Linux's basic_text backend (a hard-coded key) as no encryption", () => {
    const store = recordingStore();
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage({ backend: 'basic_text' }), store });

    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    expect(tokens.persistent).toBe(false);
    expect(store.snapshot()).toEqual({});
  });

  it('drops a stored token it cannot decrypt instead of failing', () => {
    const store = recordingStore({ sessionToken: Buffer.from('not ours').toString('base64'), sessionInfo: sessionInfoFixture() });
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store });

    expect(tokens.read()).toBeNull();
    expect(store.snapshot()).toEqual({});
  });

  it('clear removes both token and session info', () => {
    const store = recordingStore();
    const tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store });
    tokens.save({ token: TOKEN, info: sessionInfoFixture() });

    tokens.clear();

    expect(tokens.read()).toBeNull();
    expect(tokens.expiresAt()).toBeNull();
    expect(store.snapshot()).toEqual({});
  });

  it('a session is expired from its `expired` second on', () => {
    const session = { token: TOKEN, info: sessionInfoFixture(60) };
    expect(isExpired(session, NOW_MS)).toBe(false);
    expect(isExpired(session, NOW_MS + 59_999)).toBe(false);
    expect(isExpired(session, NOW_MS + 60_000)).toBe(true);
  });
});
