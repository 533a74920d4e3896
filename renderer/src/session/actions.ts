import { UNREACHABLE_MESSAGE } from '../../../common/contract';
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
