import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { describeError } from '../../session/logic';
import { fieldAria, FormField } from '../../shell/master/FormField';
import { showFailure, showSuccess } from '../../shell/toast';
import { usePayrollReopenMutation } from './api';
import { PAYROLL_TEXTS as T } from './texts';

/** 'Buka Kembali' (superadmin): a final run back to draft, with the reason it is opened (required, audited). */
export function ReopenDialog({ isOpen, runId, periodLabel, onClose }: { isOpen: boolean; runId: string; periodLabel: string; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={`${T.reopenTitle} ${periodLabel}`} icon="unlock" className="payroll-reopen-dialog">
      {isOpen && <ReopenForm runId={runId} onClose={onClose} />}
    </Dialog>
  );
}

function ReopenForm({ runId, onClose }: { runId: string; onClose: () => void }) {
  const id = `payroll-reopen-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reopen, state] = usePayrollReopenMutation();
  const saving = state.isLoading;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    if (!reason.trim()) {
      setError(T.reasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const result = await reopen({ id: runId, reason: reason.trim() });
    if ('error' in result) {
      setError(describeError(result.error));
      showFailure(T.reopenFailed, describeError(result.error));
      return;
    }
    showSuccess(T.reopened);
    onClose();
  };
  // Enter saves (Shift+Enter starts a new line of the reason).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="info-sign" className="payroll-reopen-note">
          {T.reopenNote}
        </Callout>
        <FormField id={`${id}-reason`} label={T.reason} required error={error}>
          <TextArea
            {...fieldAria(`${id}-reason`, error, { disabled: saving, required: true })}
            autoFocus
            fill
            rows={3}
            maxLength={500}
            value={reason}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={saving} onClick={onClose} />
            <Button type="submit" intent={Intent.WARNING} icon="unlock" text={saving ? T.working : T.reopen} disabled={saving} />
          </>
        }
      />
    </form>
  );
}
