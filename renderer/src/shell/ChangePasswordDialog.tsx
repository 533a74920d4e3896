import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../auth/api';
import { AUTH_TEXTS } from '../auth/texts';
import { describeError, fieldErrorsOf } from '../session/logic';
import { useSessionUser } from '../store/hooks';
import { checkNewPassword } from './logic';
import { PasswordInput } from './PasswordInput';
import { SHELL_TEXTS } from './texts';
import { showFailure, showSuccess } from './toast';

/** The server's field errors this dialog shows under its fields: which of the two passwords is wrong. */
interface PasswordErrors {
  current?: string;
  password?: string;
}

/**
 * Seed 000 "Change-password dialog", with the current password first (issue 24: an open session
 * alone must not be enough to take the account). A wrong current password, or a refused new one,
 * is told under its own field.
 */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const user = useSessionUser();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const reset = () => {
    setCurrent('');
    setPassword('');
    setRepeat('');
    setMismatch(false);
    setErrors({});
  };

  const close = () => {
    if (isLoading) return;
    reset();
    onClose();
  };

  const state = current ? checkNewPassword(password, repeat) : 'empty';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || isLoading || state === 'empty') return;
    if (state === 'mismatch') {
      setMismatch(true);
      setPassword('');
      setRepeat('');
      return;
    }
    const result = await changePassword({ id: user._id, currentPassword: current, password });
    if ('error' in result && result.error) {
      const fields = fieldErrorsOf(result.error);
      setErrors({ current: fields['current_password'], password: fields['password'] });
      if (fields['current_password']) document.getElementById('erp-current-password')?.focus();
      // The field's own message, as under the field; the general text only when no field is named.
      showFailure(SHELL_TEXTS.changePassword, fields['current_password'] ?? fields['password'] ?? describeError(result.error));
      return;
    }
    showSuccess(SHELL_TEXTS.success, SHELL_TEXTS.passwordUpdated);
    reset();
    onClose();
  };

  const typed = (setter: (value: string) => void, field: keyof PasswordErrors) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setter(event.target.value);
    setMismatch(false);
    setErrors((found) => ({ ...found, [field]: undefined }));
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={SHELL_TEXTS.changePassword} icon="key" className="erp-dialog" canOutsideClickClose={!isLoading}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <FormGroup
            label={AUTH_TEXTS.currentPassword}
            labelFor="erp-current-password"
            intent={errors.current ? Intent.DANGER : Intent.NONE}
            helperText={errors.current && <span id="erp-current-password-error">{errors.current}</span>}
          >
            <PasswordInput
              id="erp-current-password"
              value={current}
              onChange={typed(setCurrent, 'current')}
              autoFocus
              disabled={isLoading}
              intent={errors.current ? Intent.DANGER : Intent.NONE}
              aria-invalid={errors.current ? true : undefined}
              aria-describedby={errors.current ? 'erp-current-password-error' : undefined}
            />
          </FormGroup>
          <FormGroup
            label={SHELL_TEXTS.newPassword}
            labelFor="erp-new-password"
            intent={errors.password ? Intent.DANGER : Intent.NONE}
            helperText={errors.password && <span id="erp-new-password-error">{errors.password}</span>}
          >
            <PasswordInput
              id="erp-new-password"
              value={password}
              onChange={typed(setPassword, 'password')}
              disabled={isLoading}
              intent={errors.password ? Intent.DANGER : Intent.NONE}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'erp-new-password-error' : undefined}
            />
          </FormGroup>
          <FormGroup label={SHELL_TEXTS.repeatPassword} labelFor="erp-repeat-password">
            <PasswordInput id="erp-repeat-password" value={repeat} onChange={typed(setRepeat, 'password')} disabled={isLoading} />
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
