import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInfo } from '../../../common/contract';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

/** Why the session is over: the user left, it expired, or the server/main ended it. */
export type SignOutReason = 'none' | 'signout' | 'expired' | 'ended';

export interface SessionState {
  status: SessionStatus;
  info: SessionInfo | null;
  reason: SignOutReason;
  /** A failed first session check (server unreachable): the guard offers a retry. */
  checkError: string | null;
}

const initialState: SessionState = { status: 'unknown', info: null, reason: 'none', checkError: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionInfo>) {
      state.status = 'signedIn';
      state.info = action.payload;
      state.reason = 'none';
      state.checkError = null;
    },
    signedOut(state, action: PayloadAction<SignOutReason>) {
      state.status = 'signedOut';
      state.info = null;
      state.reason = action.payload;
      state.checkError = null;
    },
    checkFailed(state, action: PayloadAction<string>) {
      state.checkError = action.payload;
    },
    checkRetried(state) {
      state.checkError = null;
    },
  },
});

export const { signedIn, signedOut, checkFailed, checkRetried } = sessionSlice.actions;
