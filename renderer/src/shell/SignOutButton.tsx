import { Alert, Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../session/actions';
import { useAppDispatch } from '../store/hooks';
import { SHELL_TEXTS } from './texts';

/** The sign-out control of both top bars, behind the seed's confirm ('Konfirmasi'). */
export function SignOutButton({ minimal = true }: { minimal?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const proceed = async () => {
    setBusy(true);
    await dispatch(signOut('signout'));
    setBusy(false);
    setOpen(false);
    navigate('/signin', { replace: true });
  };

  return (
    <>
      <Button variant={minimal ? 'minimal' : 'solid'} icon="log-out" text={SHELL_TEXTS.signOut} onClick={() => setOpen(true)} />
      <Alert
        isOpen={open}
        icon="log-out"
        intent={Intent.DANGER}
        confirmButtonText={SHELL_TEXTS.proceed}
        cancelButtonText={SHELL_TEXTS.cancel}
        loading={busy}
        canEscapeKeyCancel={!busy}
        onConfirm={() => void proceed()}
        onCancel={() => setOpen(false)}
      >
        <h4 className="erp-alert-title">{SHELL_TEXTS.confirmTitle}</h4>
        <p>{SHELL_TEXTS.confirmSignOut}</p>
      </Alert>
    </>
  );
}
