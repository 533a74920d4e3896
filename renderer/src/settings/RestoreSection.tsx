import { Alert, Button, Callout, FormGroup, H6, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BackupFileSummary } from '../../../common/ipc';
import { errorText } from '../session/logic';
import { showFailure, showSuccess } from '../shell/toast';
import { backupMoment, credentialProblems, summaryLines, type RestoreApi } from './restore';
import { SETTINGS_TEXTS } from './texts';

/** What the confirmation says under its fields: a missing field, or main's refusal of the credentials. */
interface FieldErrors {
  email?: string;
  password?: string;
}

type Step =
  | { state: 'idle' }
  | { state: 'choosing' }
  | { state: 'failed'; message: string }
  | { state: 'chosen'; summary: BackupFileSummary }
  | { state: 'confirming'; summary: BackupFileSummary; errors: FieldErrors }
  | { state: 'restoring'; summary: BackupFileSummary };

/**
 * Standalone mode: choose a backup file (main's open dialog), see what it holds, confirm with a
 * Super Admin's email and password (Settings opens before anyone signs in), and main restores it
 * and restarts the app. `onBusy` keeps the settings dialog open while it runs.
 */
export function RestoreSection({ api, disabled, onBusy }: { api: RestoreApi; disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = step.state === 'choosing' || step.state === 'restoring';

  const choose = async () => {
    setStep({ state: 'choosing' });
    const result = await api.choose();
    if (!result.ok) setStep({ state: 'failed', message: errorText(result.error) });
    else setStep(result.value ? { state: 'chosen', summary: result.value } : { state: 'idle' });
  };

  const restore = async (summary: BackupFileSummary) => {
    const problems = credentialProblems(email, password);
    if (problems.email || problems.password) {
      setStep({ state: 'confirming', summary, errors: problems });
      return;
    }
    setStep({ state: 'restoring', summary });
    onBusy(true);
    const result = await api.restore({ id: summary.id, email: email.trim(), password });
    if (result.ok) {
      // Main restarts the app in a moment; the dialog stays as it is until then.
      showSuccess(SETTINGS_TEXTS.restored, SETTINGS_TEXTS.restarting);
      return;
    }
    onBusy(false);
    setPassword('');
    const { code } = result.error;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'TOO_MANY_ATTEMPTS') {
      // The credentials were refused: said at the password, the confirmation stays open.
      setStep({ state: 'confirming', summary, errors: { password: errorText(result.error) } });
      return;
    }
    showFailure(SETTINGS_TEXTS.restoreFailed, errorText(result.error));
    setStep({ state: 'idle' });
  };

  const summary = step.state === 'chosen' || step.state === 'confirming' || step.state === 'restoring' ? step.summary : null;
  const errors: FieldErrors = step.state === 'confirming' ? step.errors : {};
  // The section sits at the dialog's bottom: what was chosen (or why not) is brought into view.
  const shown = useRef<HTMLDivElement>(null);
  const summaryId = summary?.id ?? null;
  const failedMessage = step.state === 'failed' ? step.message : null;
  useEffect(() => {
    if (summaryId || failedMessage) shown.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [summaryId, failedMessage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The Alert is a portal, but React bubbles its events to the settings form around this section.
    event.stopPropagation();
    if (summary && step.state === 'confirming') void restore(summary);
  };

  return (
    <div role="group" aria-labelledby="erp-settings-restore" className="erp-settings-restore">
      <H6 id="erp-settings-restore" style={{ marginTop: 20 }}>
        {SETTINGS_TEXTS.restoreHeading}
      </H6>
      <p className="bp6-text-muted bp6-text-small">{SETTINGS_TEXTS.restoreIntro}</p>
      {step.state === 'failed' && (
        <Callout intent={Intent.DANGER} icon="error" title={SETTINGS_TEXTS.restoreChooseFailed} role="alert" compact style={{ marginBottom: 10 }}>
          {step.message}
        </Callout>
      )}
      {summary && (
        <dl className="erp-settings-backup" aria-label={SETTINGS_TEXTS.restoreHeading}>
          {summaryLines(summary).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="erp-settings-restore-actions" ref={shown}>
        <Button
          icon="folder-open"
          text={summary ? SETTINGS_TEXTS.restoreChooseOther : SETTINGS_TEXTS.restoreChoose}
          loading={step.state === 'choosing'}
          disabled={disabled || busy}
          onClick={() => void choose()}
        />
        {summary && (
          <Button
            icon="history"
            intent={Intent.DANGER}
            text={SETTINGS_TEXTS.restoreButton}
            disabled={disabled || busy}
            onClick={() => setStep({ state: 'confirming', summary, errors: {} })}
          />
        )}
      </div>
      <Alert
        isOpen={step.state === 'confirming' || step.state === 'restoring'}
        intent={Intent.DANGER}
        icon="warning-sign"
        loading={step.state === 'restoring'}
        confirmButtonText={SETTINGS_TEXTS.restoreConfirm}
        cancelButtonText={SETTINGS_TEXTS.cancel}
        canEscapeKeyCancel={step.state !== 'restoring'}
        onCancel={() => summary && step.state !== 'restoring' && setStep({ state: 'chosen', summary })}
        onConfirm={() => summary && step.state === 'confirming' && void restore(summary)}
      >
        <h4 className="erp-alert-title">{SETTINGS_TEXTS.restoreConfirmTitle}</h4>
        <p>{summary ? SETTINGS_TEXTS.restoreConfirmText(backupMoment(summary.createdAt)) : ''}</p>
        <p>
          <strong>{SETTINGS_TEXTS.restoreConfirmLoss}</strong>
        </p>
        <p>{SETTINGS_TEXTS.restoreConfirmSteps}</p>
        {/* Enter in either field confirms, as the button does. */}
        <form onSubmit={submit} noValidate>
          <p>{SETTINGS_TEXTS.restoreCredentials}</p>
          <FormGroup label={SETTINGS_TEXTS.restoreEmail} labelFor="erp-restore-email" helperText={errors.email} intent={errors.email ? Intent.DANGER : Intent.NONE}>
            <InputGroup
              id="erp-restore-email"
              type="email"
              autoComplete="username"
              autoFocus
              value={email}
              disabled={step.state === 'restoring'}
              intent={errors.email ? Intent.DANGER : Intent.NONE}
              aria-invalid={Boolean(errors.email)}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormGroup>
          <FormGroup label={SETTINGS_TEXTS.restorePassword} labelFor="erp-restore-password" helperText={errors.password} intent={errors.password ? Intent.DANGER : Intent.NONE}>
            <InputGroup
              id="erp-restore-password"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={step.state === 'restoring'}
              intent={errors.password ? Intent.DANGER : Intent.NONE}
              aria-invalid={Boolean(errors.password)}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormGroup>
          {/* A hidden submit lets Enter submit the form (Alert's buttons are outside it). */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </Alert>
    </div>
  );
}
