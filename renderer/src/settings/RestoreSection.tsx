import { Alert, Button, Callout, H6, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { BackupFileSummary } from '../../../common/ipc';
import { errorText } from '../session/logic';
import { showFailure, showSuccess } from '../shell/toast';
import { backupMoment, summaryLines, type RestoreApi } from './restore';
import { SETTINGS_TEXTS } from './texts';

type Step =
  | { state: 'idle' }
  | { state: 'choosing' }
  | { state: 'failed'; message: string }
  | { state: 'chosen'; summary: BackupFileSummary }
  | { state: 'confirming'; summary: BackupFileSummary }
  | { state: 'restoring'; summary: BackupFileSummary };

/**
 * Standalone mode: choose a backup file (main's open dialog), see what it holds, confirm, and main
 * restores it and restarts the app. `onBusy` keeps the settings dialog open while it runs.
 */
export function RestoreSection({ api, disabled, onBusy }: { api: RestoreApi; disabled: boolean; onBusy: (busy: boolean) => void }) {
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const busy = step.state === 'choosing' || step.state === 'restoring';

  const choose = async () => {
    setStep({ state: 'choosing' });
    const result = await api.choose();
    if (!result.ok) setStep({ state: 'failed', message: errorText(result.error) });
    else setStep(result.value ? { state: 'chosen', summary: result.value } : { state: 'idle' });
  };

  const restore = async (summary: BackupFileSummary) => {
    setStep({ state: 'restoring', summary });
    onBusy(true);
    const result = await api.restore(summary.id);
    if (result.ok) {
      // Main restarts the app in a moment; the dialog stays as it is until then.
      showSuccess(SETTINGS_TEXTS.restored, SETTINGS_TEXTS.restarting);
      return;
    }
    onBusy(false);
    showFailure(SETTINGS_TEXTS.restoreFailed, errorText(result.error));
    setStep({ state: 'idle' });
  };

  const summary = step.state === 'chosen' || step.state === 'confirming' || step.state === 'restoring' ? step.summary : null;
  // The section sits at the dialog's bottom: what was chosen (or why not) is brought into view.
  const shown = useRef<HTMLDivElement>(null);
  const summaryId = summary?.id ?? null;
  const failedMessage = step.state === 'failed' ? step.message : null;
  useEffect(() => {
    if (summaryId || failedMessage) shown.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [summaryId, failedMessage]);

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
            loading={step.state === 'restoring'}
            disabled={disabled || busy}
            onClick={() => setStep({ state: 'confirming', summary })}
          />
        )}
      </div>
      <Alert
        isOpen={step.state === 'confirming'}
        intent={Intent.DANGER}
        icon="warning-sign"
        confirmButtonText={SETTINGS_TEXTS.restoreConfirm}
        cancelButtonText={SETTINGS_TEXTS.cancel}
        canEscapeKeyCancel
        onCancel={() => summary && setStep({ state: 'chosen', summary })}
        onConfirm={() => summary && void restore(summary)}
      >
        <h4 className="erp-alert-title">{SETTINGS_TEXTS.restoreConfirmTitle}</h4>
        <p>{summary ? SETTINGS_TEXTS.restoreConfirmText(backupMoment(summary.createdAt)) : ''}</p>
        <p>
          <strong>{SETTINGS_TEXTS.restoreConfirmLoss}</strong>
        </p>
        <p>{SETTINGS_TEXTS.restoreConfirmSteps}</p>
      </Alert>
    </div>
  );
}
