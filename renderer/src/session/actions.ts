import { UNREACHABLE_MESSAGE } from '../../../common/contract';
import { canOpenModule } from '../../../common/roles';
import { moduleAtEntry, prefetchForPath, startEntryRead } from '../modules';
import type { AppThunk } from '../store';
import { checkFailed, checkRetried, signedIn, signedOut, type SignOutReason } from '../store/sessionSlice';
import { isExpired } from './logic';

/** First thing on load: ask the bridge whether a session is alive. */
export function checkSession(now: () => number = Date.now): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { bridge }) => {
    dispatch(checkRetried());
    const result = await bridge.session.current();
    if (!result.ok) {
      dispatch(checkFailed(result.error.code === 'UNAVAILABLE' ? UNREACHABLE_MESSAGE : result.error.message));
      return;
    }
    if (result.value === null) {
      dispatch(signedOut('none'));
      return;
    }
    if (isExpired(result.value, now())) {
      await dispatch(signOut('expired'));
      return;
    }
    dispatch(signedIn(result.value));
  };
}

/** Bridges whose window has started its first session check (one per window; tests make their own). */
const bootedBridges = new WeakSet<object>();

/**
 * A window's start: the session check at once (main.tsx dispatches this before the icons are set
 * up and the first render, SessionBoot again on mount for anything rendered without main.tsx;
 * it runs once). On a module's path its code is fetched meanwhile, and at a module's entry the
 * entry screen's first read (the production board's page) is sent the moment the session is
 * known, not after the app has rendered with it.
 */
export function bootSession(pathname: string, now: () => number = Date.now): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bridge }) => {
    if (bootedBridges.has(bridge)) return;
    bootedBridges.add(bridge);
    const checked = dispatch(checkSession(now));
    // After the check is sent, so it is not queued behind the chunks for one of the browser's few connections.
    prefetchForPath(pathname);
    await checked;
    const user = getState().session.info?.data.auth ?? null;
    const entry = moduleAtEntry(pathname);
    if (user && entry && canOpenModule(user, entry, null)) startEntryRead(entry, dispatch);
  };
}

/**
 * Ends the session on the server (best effort: an unreachable server must not keep the user
 * signed in here) and locally. The store's listener then clears local state and cached data.
 */
export function signOut(reason: SignOutReason = 'signout'): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bridge }) => {
    if (getState().session.status === 'signedOut') return;
    const result = await bridge.session.logout();
    if (!result.ok) console.warn('[session] logout failed; signing out locally', result.error);
    dispatch(signedOut(reason));
  };
}

/** Signs out when the stored expiry has passed; returns whether it did. */
export function enforceExpiry(now: () => number = Date.now): AppThunk<boolean> {
  return (dispatch, getState) => {
    const { info, status } = getState().session;
    if (status !== 'signedIn' || !info || !isExpired(info, now())) return false;
    void dispatch(signOut('expired'));
    return true;
  };
}
