import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBridge } from '../bridge/context';
import { SHELL_TEXTS } from '../shell/texts';
import { FullPageSpinner } from '../shell/states';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { signedOut } from '../store/sessionSlice';
import { bootSession, checkSession, enforceExpiry } from './actions';
import { EXPIRY_CHECK_MS } from './logic';

/**
 * Asks the bridge for the live session once on load, and listens for the session ending behind
 * the renderer's back (a 401 in web mode, expiry or refusal seen by main in desktop mode).
 */
export function SessionBoot({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  // Usually started already by main.tsx, before the first render; then this does nothing.
  useEffect(() => {
    void dispatch(bootSession(pathname));
  }, [dispatch, pathname]);

  useEffect(() => bridge.session.onEnded(() => dispatch(signedOut('ended'))), [bridge, dispatch]);

  return <>{children}</>;
}

/** While the first check runs: a spinner (no flash of the sign-in screen), or the error with a retry. */
function SessionPending() {
  const dispatch = useAppDispatch();
  const checkError = useAppSelector((state) => state.session.checkError);
  if (!checkError) return <FullPageSpinner label={SHELL_TEXTS.checkingSession} />;
  return (
    <div className="erp-fullpage">
      <NonIdealState
        icon="offline"
        title={SHELL_TEXTS.serverUnreachableTitle}
        description={checkError}
        action={<Button icon="refresh" intent="primary" text={SHELL_TEXTS.retry} onClick={() => void dispatch(checkSession())} />}
      />
    </div>
  );
}

/** Checks the expiry on every navigation, every 30 s, and when the window comes back into view. */
function ExpiryWatch() {
  const dispatch = useAppDispatch();
  const location = useLocation();

  useEffect(() => {
    dispatch(enforceExpiry());
  }, [dispatch, location.pathname]);

  useEffect(() => {
    const check = () => dispatch(enforceExpiry());
    const timer = window.setInterval(check, EXPIRY_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch]);

  return null;
}

/** Routes that need a signed-in user (seed 000 "Route guard"). */
export function RequireSession() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'unknown') return <SessionPending />;
  if (status === 'signedOut') return <Navigate to="/signin" replace />;
  return (
    <>
      <ExpiryWatch />
      <Outlet />
    </>
  );
}

/** The sign-in route: a signed-in user goes straight home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'unknown') return <SessionPending />;
  if (status === 'signedIn') return <Navigate to="/home" replace />;
  return <>{children}</>;
}
