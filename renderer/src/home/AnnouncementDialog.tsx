import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_DESC_MAX, ANNOUNCEMENT_TITLE_MAX } from '../../../common/contract';
import { describeError } from '../session/logic';
import { showFailure, showSuccess } from '../shell/toast';
import { useAnnouncementAddMutation } from './api';
import { ANNOUNCEMENT_TEXTS as T } from './texts';

/** Seed 000 "Announcement dialog": title and description, both required; a superadmin sends it. */
export function AnnouncementDialog({ isOpen, onClose, onSent }: { isOpen: boolean; onClose: () => void; onSent: () => void }) {
  const [title, setTitle] = useState('');
  const [desc, setDesc] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [send, { isLoading }] = useAnnouncementAddMutation();

  const reset = () => {
    setTitle('');
    setDesc('');
    setIncomplete(false);
  };

  const close = () => {
    if (isLoading) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const body = { title: title.trim(), desc: desc.trim() };
    if (!body.title || !body.desc) {
      setIncomplete(true);
      return;
    }
    const result = await send(body);
    if ('error' in result && result.error) {
      showFailure(T.failed, describeError(result.error));
      return;
    }
    showSuccess(T.sent);
    reset();
    onSent();
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={T.sendTitle}
      icon="send-message"
      className="erp-dialog erp-announcement-dialog"
      canOutsideClickClose={!isLoading}
      canEscapeKeyClose={!isLoading}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <FormGroup label={T.title} labelFor="erp-announcement-title">
            <InputGroup
              id="erp-announcement-title"
              value={title}
              placeholder={T.titlePlaceholder}
              maxLength={ANNOUNCEMENT_TITLE_MAX}
              onChange={(e) => {
                setTitle(e.target.value);
                setIncomplete(false);
              }}
              disabled={isLoading}
              autoFocus
            />
          </FormGroup>
          <FormGroup label={T.description} labelFor="erp-announcement-desc">
            <TextArea
              id="erp-announcement-desc"
              value={desc}
              placeholder={T.descriptionPlaceholder}
              maxLength={ANNOUNCEMENT_DESC_MAX}
              rows={6}
              fill
              onChange={(e) => {
                setDesc(e.target.value);
                setIncomplete(false);
              }}
              disabled={isLoading}
            />
          </FormGroup>
          {incomplete && (
            <div className="erp-form-error" role="alert">
              {T.incomplete}
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.cancel} onClick={close} disabled={isLoading} />
              <Button type="submit" intent={Intent.PRIMARY} icon="send-message" text={T.send} loading={isLoading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
