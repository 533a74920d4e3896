import { Alert, Intent } from '@blueprintjs/core';
import { MASTER_TEXTS } from './texts';

export interface DeleteConfirmProps {
  isOpen: boolean;
  deleting: boolean;
  /** What is about to go (a name, an email), shown under the question. */
  subject?: string;
  /** The question when a seed words it otherwise (the Produk screen: '... data tersebut?'). */
  question?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The seed's delete confirm: 'KONFIRMASI HAPUS', 'Apakah anda yakin, ingin menghapus data ini?', 'YA, HAPUS!'. */
export function DeleteConfirm({ isOpen, deleting, subject, question = MASTER_TEXTS.deleteQuestion, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <Alert
      isOpen={isOpen}
      icon="trash"
      intent={Intent.DANGER}
      confirmButtonText={MASTER_TEXTS.deleteConfirm}
      cancelButtonText={MASTER_TEXTS.cancel}
      loading={deleting}
      canEscapeKeyCancel={!deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <h4 className="erp-alert-title">{MASTER_TEXTS.deleteTitle}</h4>
      <p>{question}</p>
      {subject && <p className="erp-master-delete-subject">{subject}</p>}
    </Alert>
  );
}
