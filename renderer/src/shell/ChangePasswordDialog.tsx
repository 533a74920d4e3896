import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../auth/api';
import { describeError } from '../session/logic';
import { useSessionUser } from '../store/hooks';
import { checkNewPassword } from './logic';
import { PasswordInput } from './PasswordInput';
import { SHELL_TEXTS } from './texts';
import { showFailure, showSuccess } from './toast';

/** Seed 000 "Change-password dialog". */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const user = useSessionUser();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const reset = () => {
    setPassword('');
    setRepeat('');
    setMismatch(false);
  };

  const close = () => {
    if (isLoading) return;
    reset();
    onClose();
  };

  const state = checkNewPassword(password, repeat);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || isLoading || state === 'empty') return;
    if (state === 'mismatch') {
      setMismatch(true);
      setPassword('');
      setRepeat('');
      return;
    }
    const result = await changePassword({ id: user._id, password });
    if ('error' in result && result.error) {
      showFailure(SHELL_TEXTS.changePassword, describeError(result.error));
      return;
    }
    showSuccess(SHELL_TEXTS.success, SHELL_TEXTS.passwordUpdated);
    reset();
    onClose();
  };

  const typed = (setter: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setter(event.target.value);
    setMismatch(false);
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={SHELL_TEXTS.changePassword} icon="key" className="erp-dialog" canOutsideClickClose={!isLoading}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <FormGroup label={SHELL_TEXTS.newPassword} labelFor="erp-new-password">
            <PasswordInput id="erp-new-password" value={password} onChange={typed(setPassword)} autoFocus disabled={isLoading} />
          </FormGroup>
          <FormGroup label={SHELL_TEXTS.repeatPassword} labelFor="erp-repeat-password">
            <PasswordInput id="erp-repeat-password" value={repeat} onChange={typed(setRepeat)} disabled={isLoading} />
          </FormGroup>
          {mismatch && (
            <div className="erp-form-error" role="alert">
              {SHELL_TEXTS.passwordMismatch}
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={SHELL_TEXTS.cancel} onClick={close} disabled={isLoading} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={SHELL_TEXTS.saveChanges}
                disabled={state === 'empty'}
                loading={isLoading}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
