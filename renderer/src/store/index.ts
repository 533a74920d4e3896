import {
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { browserStorage, clearLocalState, type KeyValueStorage } from '../bridge/storage';
import type { Bridge } from '../bridge/types';
import { api, type StoreExtra } from './api';
import { sessionSlice, signedOut, type SessionState } from './sessionSlice';

export function createAppStore(bridge: Bridge, storage: KeyValueStorage | null = browserStorage()) {
  const extra: StoreExtra = { bridge };
  const listeners = createListenerMiddleware();
  // Whatever ends the session, nothing of the previous user stays behind: cached data and local storage.
  listeners.startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      clearLocalState(storage);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  // Any call answered UNAUTHENTICATED (session expired or ended on the server) signs the user out.
  listeners.startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      (action.payload as { code?: unknown } | undefined)?.code === 'UNAUTHENTICATED',
    effect: (_action, listenerApi) => {
      const { session } = listenerApi.getState() as { session: SessionState };
      if (session.status !== 'signedOut') listenerApi.dispatch(signedOut('ended'));
    },
  });

  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Upload mutations carry Blobs in their args, which RTK Query keeps in `meta.arg` (never in
        // the state): those paths are exempt, and the check stays on for everything else.
        serializableCheck: { ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta'] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;
