import type { KeyboardEvent, ReactNode } from 'react';
import { ImagePicker } from '../images';
import { FormCard } from './FormCard';

export interface RecordFormCardProps {
  formId: string;
  /** 'Tambah …' when adding; when editing, the edit title followed by the record's name. */
  titles: { add: string; edit: string };
  /** The record being edited (its photo shows until another is picked), or null when adding. */
  editing: { id: string; name: string; photo: string | null } | null;
  expanded: boolean;
  saving: boolean;
  onToggle: () => void;
  onSubmit: () => void;
  onCancel: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** The picked photo (already compressed), null keeps the stored one. */
  photo: Blob | null;
  onPhoto: (photo: Blob | null) => void;
  pickLabel: string;
  /** The photo row's class (the module's own sizing). */
  photoClassName: string;
  children: ReactNode;
}

/** The add/edit card of a record with a photo (Karyawan, Produk): the photo picker first, then the fields. */
export function RecordFormCard(props: RecordFormCardProps) {
  const { editing, saving } = props;
  const title: ReactNode = editing ? (
    <>
      {props.titles.edit}
      <span className="erp-master-form-subject">{editing.name}</span>
    </>
  ) : (
    props.titles.add
  );
  return (
    <FormCard
      formId={props.formId}
      title={title}
      icon={editing ? 'edit' : 'plus'}
      expanded={props.expanded}
      highlighted={editing !== null}
      saving={saving}
      onToggle={props.onToggle}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      {...(props.onKeyDown ? { onKeyDown: props.onKeyDown } : {})}
    >
      <div className={`${props.photoClassName} erp-master-field-wide`}>
        <ImagePicker
          // A new record starts without a photo; an edit shows the stored one until another is picked.
          key={editing?.id ?? 'new'}
          value={props.photo}
          path={editing?.photo ?? null}
          onChange={props.onPhoto}
          label={props.pickLabel}
          disabled={saving}
        />
      </div>
      {props.children}
    </FormCard>
  );
}
