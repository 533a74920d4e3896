import { Button, Card, Collapse, Icon, Intent, type IconName } from '@blueprintjs/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { MASTER_TEXTS } from './texts';

/** The '*' after a required field's label. */
export function RequiredMark() {
  return (
    <span className="erp-required" title={MASTER_TEXTS.required}>
      *
    </span>
  );
}

/**
 * The master forms' keys: Enter submits from any field but a textarea (there Ctrl+Enter does; in a
 * text box the browser already submits), Escape leaves an edit.
 */
export function formKeyHandler(options: { editing: boolean; saving: boolean; onCancel: () => void }) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && options.editing && !options.saving) {
      event.preventDefault();
      options.onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const inTextarea = target.tagName === 'TEXTAREA';
    if (target.tagName === 'SELECT' || (inTextarea && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };
}

export interface FormCardProps {
  formId: string;
  /** 'Tambah …' or the edit title; also the form's accessible name. */
  title: ReactNode;
  icon: IconName;
  expanded: boolean;
  /** Marks the card while a row is being edited. */
  highlighted?: boolean;
  saving: boolean;
  onToggle: () => void;
  onSubmit: () => void;
  onCancel: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** The form's fields (FormGroups), laid out two per row. */
  children: ReactNode;
  /** The submit button's text when not 'Simpan' (an edit page's 'Perbarui'). */
  submitText?: string;
  /** False on a page that is only the form (a PO's edit page): a plain heading, always open. */
  collapsible?: boolean;
}

/**
 * The collapsible form card of the Employee screens: a header button that opens and closes it,
 * the fields, and Simpan ('Proses...' while saving) / Batal.
 */
export function FormCard(props: FormCardProps) {
  const { formId, title, icon, highlighted, saving, collapsible = true } = props;
  const expanded = props.expanded || !collapsible;
  const bodyId = `${formId}-body`;
  return (
    <Card className={`erp-master-form-card${highlighted ? ' erp-master-form-card-editing' : ''}`} compact>
      {collapsible ? (
        <button
          type="button"
          className="erp-master-form-header"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={props.onToggle}
          disabled={saving}
          title={expanded ? MASTER_TEXTS.collapse : MASTER_TEXTS.expand}
        >
          <Icon icon={icon} className="erp-master-form-header-icon" />
          <span className="erp-master-form-title" id={`${formId}-title`}>
            {title}
          </span>
          <Icon icon={expanded ? 'chevron-up' : 'chevron-down'} className="erp-master-form-caret" />
        </button>
      ) : (
        <h3 className="erp-master-form-header erp-master-form-heading">
          <Icon icon={icon} className="erp-master-form-header-icon" />
          <span className="erp-master-form-title" id={`${formId}-title`}>
            {title}
          </span>
        </h3>
      )}
      <Collapse isOpen={expanded}>
        <form
          id={bodyId}
          className="erp-master-form"
          aria-labelledby={`${formId}-title`}
          noValidate
          onKeyDown={props.onKeyDown}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <div className="erp-master-fields">{props.children}</div>
          <div className="erp-master-form-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="floppy-disk"
              text={saving ? MASTER_TEXTS.saving : (props.submitText ?? MASTER_TEXTS.save)}
              disabled={saving}
            />
            <Button text={MASTER_TEXTS.cancel} onClick={props.onCancel} disabled={saving} />
          </div>
        </form>
      </Collapse>
    </Card>
  );
}
