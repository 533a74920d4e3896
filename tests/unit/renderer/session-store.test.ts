import { describe, expect, it, vi } from 'vitest';
import type { Result, SessionInfo } from '../../../common/contract';
import { authApi } from '../../../renderer/src/auth/api';
import { DEVICE_ID_KEY } from '../../../renderer/src/bridge/storage';
import type { Bridge } from '../../../renderer/src/bridge/types';
import { bootSession, checkSession, enforceExpiry, signOut } from '../../../renderer/src/session/actions';
import { createAppStore } from '../../../renderer/src/store';
import { signedIn } from '../../../renderer/src/store/sessionSlice';
import { MemoryStorage, NOW_MS, session } from './support/fakes';

/** A scripted Bridge: answers what the test says and records what it was asked. */
function fakeBridge(answers: { current?: Result<SessionInfo | null>; call?: Result<unknown> } = {}) {
  const calls: string[] = [];
  const bridge: Bridge = {
    mode: 'web',
    call: async (endpoint) => {
      calls.push(`${endpoint.method} ${endpoint.path}`);
      return (answers.call ?? { ok: true, value: { status: 'ok' } }) as never;
    },
    file: async (path) => {
      calls.push(`file ${path}`);
      return { ok: true, value: new Blob([]) };
    },
    session: {
      login: async () => ({ ok: true, value: session() }),
      logout: async () => {
        calls.push('logout');
        return { ok: true, value: null };
      },
      current: async () => {
        calls.push('current');
        return answers.current ?? { ok: true, value: null };
      },
      onEnded: () => () => {},
    },
    settings: {
      get: async () => ({ ok: true, value: { mode: 'standalone' } }),
      set: async (s) => ({ ok: true, value: s }),
    },
    appInfo: async () => ({ ok: true, value: { version: '1.1.0', mode: 'web', serverUrl: '' } }),
    realtime: { subscribe: () => () => undefined, onResync: () => () => undefined },
  };
  return { bridge, calls };
}

function setup(answers: Parameters<typeof fakeBridge>[0] = {}) {
  const { bridge, calls } = fakeBridge(answers);
  const storage = new MemoryStorage();
  storage.setItem(DEVICE_ID_KEY, 'cd'.repeat(16));
  storage.setItem('employee.filter', 'gud');
  const store = createAppStore(bridge, storage);
  return { store, storage, calls };
}

describe('session check on load', () => {
  it('starts unknown, so the guard shows a spinner rather than the sign-in screen', () => {
    expect(setup().store.getState().session.status).toBe('unknown');
  });

  it('signs in with a live session', async () => {
    const { store, storage } = setup({ current: { ok: true, value: session() } });
    await store.dispatch(checkSession(() => NOW_MS));
    expect(store.getState().session).toMatchObject({ status: 'signedIn', info: session() });
    expect(storage.getItem('employee.filter')).toBe('gud');
  });

  it('without a session: signed out and local storage cleared except the device id', async () => {
    const { store, storage } = setup({ current: { ok: true, value: null } });
    await store.dispatch(checkSession(() => NOW_MS));
    expect(store.getState().session.status).toBe('signedOut');
    expect(storage.keys()).toEqual([DEVICE_ID_KEY]);
  });

  it('an expired session is signed out on the server too', async () => {
    const { store, calls } = setup({ current: { ok: true, value: session({}, NOW_MS / 1000 - 1) } });
    await store.dispatch(checkSession(() => NOW_MS));
    expect(store.getState().session).toMatchObject({ status: 'signedOut', reason: 'expired' });
    expect(calls).toEqual(['current', 'logout']);
  });

  it('an unreachable server leaves the status unknown with an error to retry', async () => {
    const { store } = setup({
      current: { ok: false, error: { code: 'UNAVAILABLE', message: 'x', status: 0 } },
    });
    await store.dispatch(checkSession(() => NOW_MS));
    expect(store.getState().session.status).toBe('unknown');
    expect(store.getState().session.checkError).toMatch(/Server tidak dapat dihubungi/);
  });
});

describe('the window’s start (bootSession, dispatched by main.tsx before the first render)', () => {
  const boardRead = 'GET /api/production/dataproduction/list';

  it('checks the session once, however often it is dispatched (main.tsx, then SessionBoot on mount)', async () => {
    const { store, calls } = setup({ current: { ok: true, value: session() } });
    await store.dispatch(bootSession('/home', () => NOW_MS));
    await store.dispatch(bootSession('/home', () => NOW_MS));
    expect(calls).toEqual(['current']);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('at the board’s path, asks for its first page as soon as the session is known, before the app renders with it, for a user who may open it', async () => {
    const { store, calls } = setup({ current: { ok: true, value: session({ modules: ['production'] }) }, call: { ok: true, value: { data: [], pagination: { total: 0 } } } });
    store.subscribe(() => {
      if (store.getState().session.status === 'signedIn' && !calls.includes('app signed in')) calls.push('app signed in');
    });
    // Its code loaded (under vitest the first import compiles it, longer than a known session waits for it).
    await import('../../../renderer/src/production/api');
    await store.dispatch(bootSession('/production', () => NOW_MS));
    await vi.waitFor(() => expect(calls).toContain(boardRead));
    expect(calls.filter((call) => call === 'current' || call === boardRead || call === 'app signed in')).toEqual(['current', boardRead, 'app signed in']);
  });

  it('asks for nothing more without a session, without the module, or below its entry path', async () => {
    for (const [answer, path] of [
      [null, '/production'],
      [session({ modules: ['employee'] }), '/production'],
      [session({ modules: ['production'] }), '/production/elsewhere'],
    ] as const) {
      const { store, calls } = setup({ current: { ok: true, value: answer } });
      await store.dispatch(bootSession(path, () => NOW_MS));
      // The read would have been sent by now: its code is already loaded by the earlier case.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((call) => call !== 'current' && call !== 'logout')).toEqual([]);
    }
  });
});

describe('expiry while signed in', () => {
  it('does nothing before the expiry', () => {
    const { store } = setup();
    store.dispatch(signedIn(session({}, NOW_MS / 1000 + 60)));
    expect(store.dispatch(enforceExpiry(() => NOW_MS))).toBe(false);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('signs out once the expiry has passed', async () => {
    const { store, calls } = setup();
    store.dispatch(signedIn(session({}, NOW_MS / 1000 + 60)));
    expect(store.dispatch(enforceExpiry(() => NOW_MS + 61_000))).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().session).toMatchObject({ status: 'signedOut', reason: 'expired' });
    expect(calls).toContain('logout');
  });
});

describe('sign-out', () => {
  it('logs out, clears the session and local storage', async () => {
    const { store, storage, calls } = setup();
    store.dispatch(signedIn(session()));
    await store.dispatch(signOut());
    expect(calls).toEqual(['logout']);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', info: null, reason: 'signout' });
    expect(storage.keys()).toEqual([DEVICE_ID_KEY]);
  });

  it('happens when any API call answers UNAUTHENTICATED', async () => {
    const { store } = setup({ call: { ok: false, error: { code: 'UNAUTHENTICATED', message: 'Sesi berakhir', status: 401 } } });
    store.dispatch(signedIn(session()));
    const result = await store.dispatch(authApi.endpoints.changePassword.initiate({ id: 'u-1', currentPassword: 'sandi-lama', password: 'rahasia123' }));
    expect('error' in result && result.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(store.getState().session).toMatchObject({ status: 'signedOut', reason: 'ended' });
  });

  it('does not happen on other errors', async () => {
    const { store } = setup({ call: { ok: false, error: { code: 'VALIDATION', message: 'Data tidak valid', status: 400 } } });
    store.dispatch(signedIn(session()));
    await store.dispatch(authApi.endpoints.changePassword.initiate({ id: 'u-1', currentPassword: 'sandi-lama', password: 'rahasia123' }));
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('sends the change-password call with the user id, the current and the new password', async () => {
    const { store, calls } = setup();
    store.dispatch(signedIn(session()));
    const result = await store.dispatch(authApi.endpoints.changePassword.initiate({ id: 'u-1', currentPassword: 'sandi-lama', password: 'rahasia123' }));
    expect('data' in result && result.data).toEqual({ status: 'ok' });
    expect(calls).toEqual(['PUT /api/auth/v1/employee/user/:id/change_password']);
  });
});
