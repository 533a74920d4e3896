import { Alert, Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UserAccountRow } from '../../../../common/contract';
import { ROLES, type Role } from '../../../../common/roles';
import { describeError, fieldErrorsOf } from '../../session/logic';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { PasswordInput } from '../../shell/PasswordInput';
import { showFailure, showSuccess } from '../../shell/toast';
import { ApplicationPicker } from './ApplicationPicker';
import {
  useApplicationOptionsQuery,
  useUserAccountResetPasswordMutation,
  useUserAccountSetActiveMutation,
  useUserAccountUpdateMutation,
  type ApplicationOption,
} from './api';
import { ROLE_LABELS, USER_TEXTS } from './texts';

/**
 * The user screen's dialogs for one account (issue 24): edit (email, role, access as module names),
 * the Super Admin's password reset (generated and shown once, or typed), and the confirmations of
 * deactivate and reactivate.
 */

/** Enter in an open picker picks an option (on key up): it must not submit the form as well. */
function keepEnterInPicker(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  if ((event.target as HTMLElement).closest('[aria-expanded="true"]')) event.preventDefault();
}

interface EditErrors {
  email?: string;
  role?: string;
  app?: string;
}

export function EditUserDialog({ row, own, onClose }: { row: UserAccountRow | null; own: boolean; onClose: () => void }) {
  const options = useApplicationOptionsQuery();
  const [update, state] = useUserAccountUpdateMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [applications, setApplications] = useState<ApplicationOption[]>([]);
  const [errors, setErrors] = useState<EditErrors>({});

  // The form starts from the row, and from the picker's options once they are there.
  useEffect(() => {
    if (!row) return;
    setEmail(row.email);
    setRole(row.role);
    setErrors({});
    const granted = new Set(row.app.map((app) => app.id_app));
    setApplications((options.data ?? []).filter((option) => granted.has(option.id)));
  }, [row, options.data]);

  const close = () => {
    if (!state.isLoading) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!row || state.isLoading) return;
    if (!email.trim()) {
      setErrors({ email: USER_TEXTS.emailRequired });
      return;
    }
    // Unkeyed applications (none are offered) stay as they are; the picker's choices replace the rest.
    const offered = new Set((options.data ?? []).map((option) => option.id));
    const kept = row.app.filter((app) => !offered.has(app.id_app)).map((app) => ({ id_app: app.id_app }));
    const result = await update({
      id: row._id,
      body: { email, ...(own ? {} : { role }), app: [...kept, ...applications.map((application) => ({ id_app: application.id }))] },
    });
    if (result.error) {
      const fields = fieldErrorsOf(result.error);
      const message = describeError(result.error);
      setErrors({ email: fields['email'] ?? (/email/i.test(message) ? message : undefined), role: fields['role'], app: fields['app'] });
      showFailure(MASTER_TEXTS.failed('Edit'), message);
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded('Edit'), result.data.data.email);
    onClose();
  };

  return (
    <Dialog isOpen={row !== null} onClose={close} title={USER_TEXTS.editTitle} icon="edit" className="erp-dialog erp-users-dialog" canOutsideClickClose={!state.isLoading}>
      <form onSubmit={(event) => void submit(event)} onKeyDown={keepEnterInPicker} noValidate aria-label={USER_TEXTS.editTitle}>
        <DialogBody>
          {row && <p className={Classes.TEXT_MUTED}>{row.username}</p>}
          <FormGroup label={USER_TEXTS.email} labelFor="erp-user-edit-email" intent={errors.email ? Intent.DANGER : Intent.NONE} helperText={errors.email}>
            <InputGroup
              id="erp-user-edit-email"
              type="email"
              value={email}
              maxLength={200}
              autoComplete="off"
              disabled={state.isLoading}
              intent={errors.email ? Intent.DANGER : Intent.NONE}
              aria-invalid={errors.email ? true : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors((found) => ({ ...found, email: undefined }));
              }}
            />
          </FormGroup>
          <FormGroup
            label={USER_TEXTS.role}
            labelFor="erp-user-edit-role"
            intent={errors.role ? Intent.DANGER : Intent.NONE}
            helperText={errors.role ?? (own ? USER_TEXTS.ownRole : undefined)}
          >
            <HTMLSelect
              id="erp-user-edit-role"
              fill
              value={role}
              disabled={own || state.isLoading}
              onChange={(event) => {
                const picked = ROLES.find((r) => r === event.target.value);
                if (picked) setRole(picked);
              }}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={USER_TEXTS.applications} labelFor="erp-user-edit-app" intent={errors.app ? Intent.DANGER : Intent.NONE} helperText={errors.app}>
            <ApplicationPicker id="erp-user-edit-app" value={applications} onChange={setApplications} disabled={state.isLoading} invalid={Boolean(errors.app)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={USER_TEXTS.cancel} onClick={close} disabled={state.isLoading} />
              <Button type="submit" intent={Intent.PRIMARY} text={USER_TEXTS.save} loading={state.isLoading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

type ResetMode = 'generate' | 'type';

export function ResetPasswordDialog({ row, onClose }: { row: UserAccountRow | null; onClose: () => void }) {
  const [reset, state] = useUserAccountResetPasswordMutation();
  const [mode, setMode] = useState<ResetMode>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** After the reset: the generated password (shown once), or '' for a typed one. */
  const [done, setDone] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    setMode('generate');
    setPassword('');
    setError(undefined);
    setDone(null);
    setCopied(false);
  }, [row]);

  const close = () => {
    if (state.isLoading) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!row || state.isLoading) return;
    const result = await reset({ id: row._id, ...(mode === 'type' ? { password } : {}) });
    if (result.error) {
      const message = fieldErrorsOf(result.error)['password'];
      setError(message);
      showFailure(MASTER_TEXTS.failed('Edit'), describeError(result.error));
      return;
    }
    setDone(result.data.password ?? '');
  };

  const copy = async () => {
    if (!done) return;
    try {
      await navigator.clipboard.writeText(done);
      setCopied(true);
    } catch {
      // No clipboard (a browser without permission): the password stays on screen to copy by hand.
    }
  };

  return (
    <Dialog isOpen={row !== null} onClose={close} title={USER_TEXTS.resetPassword} icon="key" className="erp-dialog erp-users-dialog" canOutsideClickClose={!state.isLoading && done === null}>
      {done === null ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={USER_TEXTS.resetPassword}>
          <DialogBody>
            {row && <p>{USER_TEXTS.resetPasswordOf(row.email)}</p>}
            <p className={Classes.TEXT_MUTED}>{USER_TEXTS.resetIntro}</p>
            <RadioGroup selectedValue={mode} onChange={(event) => setMode(event.currentTarget.value === 'type' ? 'type' : 'generate')} disabled={state.isLoading}>
              <Radio value="generate" label={USER_TEXTS.resetGenerate} />
              <Radio value="type" label={USER_TEXTS.resetType} />
            </RadioGroup>
            {mode === 'type' && (
              <FormGroup label={USER_TEXTS.newPassword} labelFor="erp-user-reset-password" intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
                <PasswordInput
                  id="erp-user-reset-password"
                  value={password}
                  maxLength={200}
                  autoFocus
                  disabled={state.isLoading}
                  intent={error ? Intent.DANGER : Intent.NONE}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setError(undefined);
                  }}
                />
              </FormGroup>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={USER_TEXTS.cancel} onClick={close} disabled={state.isLoading} />
                <Button type="submit" intent={Intent.WARNING} text={USER_TEXTS.resetConfirm} loading={state.isLoading} disabled={mode === 'type' && !password} />
              </>
            }
          />
        </form>
      ) : (
        <>
          <DialogBody>
            {done ? (
              <Callout intent={Intent.SUCCESS} icon="key" title={USER_TEXTS.resetDone}>
                <p className="erp-users-new-password" data-testid="generated-password">
                  {done}
                </p>
                <p>{USER_TEXTS.resetShownOnce}</p>
                <Button icon={copied ? 'tick' : 'duplicate'} text={copied ? USER_TEXTS.copied : USER_TEXTS.copy} onClick={() => void copy()} />
              </Callout>
            ) : (
              <Callout intent={Intent.SUCCESS} icon="tick">
                {USER_TEXTS.resetTypedDone}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter actions={<Button intent={Intent.PRIMARY} text={USER_TEXTS.close} onClick={close} />} />
        </>
      )}
    </Dialog>
  );
}

/** Deactivate or reactivate, confirmed: 'KONFIRMASI NONAKTIFKAN' / 'KONFIRMASI AKTIFKAN'. */
export function ActiveConfirm({ row, onClose }: { row: UserAccountRow | null; onClose: () => void }) {
  const [setActive, state] = useUserAccountSetActiveMutation();
  const activate = row !== null && !row.active;
  const confirm = async () => {
    if (!row || state.isLoading) return;
    const result = await setActive({ id: row._id, active: activate });
    if (result.error) showFailure(MASTER_TEXTS.failed('Edit'), describeError(result.error));
    else showSuccess(MASTER_TEXTS.succeeded('Edit'), activate ? USER_TEXTS.reactivated(row.email) : USER_TEXTS.deactivated(row.email));
    onClose();
  };
  return (
    <Alert
      isOpen={row !== null}
      icon={activate ? 'unlock' : 'disable'}
      intent={activate ? Intent.SUCCESS : Intent.DANGER}
      confirmButtonText={activate ? USER_TEXTS.reactivateConfirm : USER_TEXTS.deactivateConfirm}
      cancelButtonText={USER_TEXTS.cancel}
      loading={state.isLoading}
      canEscapeKeyCancel={!state.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <h4 className="erp-alert-title">{activate ? USER_TEXTS.reactivateTitle : USER_TEXTS.deactivateTitle}</h4>
      <p>{activate ? USER_TEXTS.reactivateQuestion : USER_TEXTS.deactivateQuestion}</p>
      {row && <p className="erp-master-delete-subject">{`${row.username} (${row.email})`}</p>}
    </Alert>
  );
}
