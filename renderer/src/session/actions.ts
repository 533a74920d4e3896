import { UNREACHABLE_MESSAGE, type SessionInfo } from '../../../common/contract';
import { canOpenModule } from '../../../common/roles';
import { loadEntryRead, moduleAtEntry, prefetchForPath } from '../modules';
import type { AppThunk } from '../store';
import { checkFailed, checkRetried, signedIn, signedOut, type SignOutReason } from '../store/sessionSlice';
import { isExpired } from './logic';

/**
 * First thing on load: ask the bridge whether a session is alive. `beforeSignedIn` runs with a live
 * session just before the app learns of it (bootSession sends the entry screen's read there).
 */
export function checkSession(now: () => number = Date.now, beforeSignedIn?: (session: SessionInfo) => Promise<void>): AppThunk<Promise<void>> {
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
    await beforeSignedIn?.(result.value);
    dispatch(signedIn(result.value));
  };
}

/** How long a known session waits for the entry read's code before the app renders without it (a slow chunk holds up sign-in no longer). */
const ENTRY_READ_WAIT_MS = 300;

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
  return async (dispatch, _getState, { bridge }) => {
    if (bootedBridges.has(bridge)) return;
    bootedBridges.add(bridge);
    const entry = moduleAtEntry(pathname);
    // The entry read goes out before the app renders with the session: that render holds the main
    // thread for tens of milliseconds, which the read then spends on the wire instead. Its code is
    // fetched beside the check; a session known first waits for it, up to ENTRY_READ_WAIT_MS.
    let entryRead: Promise<(() => AppThunk) | null> = Promise.resolve(null);
    const checked = dispatch(
      checkSession(now, async (session) => {
        if (!entry || !canOpenModule(session.data.auth, entry, null)) return;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENTRY_READ_WAIT_MS)));
        const waited = await Promise.race([entryRead, late]);
        clearTimeout(timer);
        // Late code: the app renders meanwhile, and the read follows when the code arrives.
        if (waited === 'late') void entryRead.then((read) => read && dispatch(read()));
        else if (waited) dispatch(waited());
      }),
    );
    // After the check is sent, so it is not queued behind the chunks for one of the browser's few connections.
    prefetchForPath(pathname);
    if (entry) entryRead = loadEntryRead(entry);
    await checked;
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
