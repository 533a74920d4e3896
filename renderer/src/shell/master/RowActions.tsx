import { Button, Intent, type IconName } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { MASTER_TEXTS } from './texts';

export interface RowActionProps {
  icon: IconName;
  intent?: Intent;
  /** The button's title; also its accessible name unless `label` says more (e.g. which row). */
  title: string;
  label?: string;
  disabled?: boolean;
  onClick: (event: MouseEvent) => void;
}

/** One small icon button in a table row's 'Aksi' cell. */
export function RowAction({ icon, intent, title, label, disabled, onClick }: RowActionProps) {
  return <Button variant="minimal" size="small" intent={intent} icon={icon} aria-label={label ?? title} title={title} disabled={disabled} onClick={onClick} />;
}

type PresetProps = Omit<RowActionProps, 'icon' | 'intent' | 'title'>;

/** The row's 'Edit' button. */
export function EditAction(props: PresetProps) {
  return <RowAction icon="edit" title={MASTER_TEXTS.edit} {...props} />;
}

/** The row's 'Hapus' button (opens the delete confirm). */
export function DeleteAction(props: PresetProps) {
  return <RowAction icon="trash" intent={Intent.DANGER} title={MASTER_TEXTS.delete} {...props} />;
}
