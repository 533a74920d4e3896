import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChangeSuperAdminEmailMutation } from '../auth/api';
import { signOut } from '../session/actions';
import { describeError } from '../session/logic';
import { useAppDispatch, useSessionUser } from '../store/hooks';
import { emailChangeState } from './logic';
import { SHELL_TEXTS } from './texts';
import { showFailure, showSuccess } from './toast';

/** Seed 000: the super admin moves the role to a new email; every session ends, so sign in again. */
export function SuperAdminEmailDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const user = useSessionUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [change, { isLoading }] = useChangeSuperAdminEmailMutation();
  const currentEmail = user?.email ?? '';
  const check = emailChangeState(email, currentEmail);
  const valid = check === 'ok';
  const showInvalid = check === 'invalid';

  const close = () => {
    if (isLoading) return;
    setEmail('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !valid || isLoading) return;
    const result = await change({ id: user._id, email: email.trim().toLowerCase(), oldEmail: currentEmail });
    if ('error' in result && result.error) {
      showFailure(SHELL_TEXTS.changeEmailFailed, describeError(result.error));
      return;
    }
    showSuccess(SHELL_TEXTS.success, SHELL_TEXTS.emailUpdated, 5000);
    setEmail('');
    onClose();
    await dispatch(signOut('signout'));
    navigate('/signin', { replace: true });
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={SHELL_TEXTS.superAdminEmail} icon="envelope" className="erp-dialog" canOutsideClickClose={!isLoading}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <FormGroup label={SHELL_TEXTS.currentEmail}>
            <InputGroup value={currentEmail} readOnly disabled />
          </FormGroup>
          <FormGroup
            label={SHELL_TEXTS.newEmail}
            labelFor="erp-new-email"
            helperText={showInvalid ? SHELL_TEXTS.invalidEmail : SHELL_TEXTS.emailHelper}
            intent={showInvalid ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="erp-new-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
              autoComplete="off"
              disabled={isLoading}
              intent={showInvalid ? Intent.DANGER : Intent.NONE}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={SHELL_TEXTS.cancel} onClick={close} disabled={isLoading} />
              <Button type="submit" intent={Intent.PRIMARY} text={SHELL_TEXTS.saveChanges} disabled={!valid} loading={isLoading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
