import { Button, Card, Collapse, FormGroup, HTMLSelect, Icon, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ResourceDefinition, ResourceField } from '../../../../common/resource';
import { formFields, type FieldErrors, type FormValues } from './logic';
import { MASTER_TEXTS } from './texts';

export const fieldId = (formId: string, field: ResourceField) => `${formId}-${field.name}`;
const errorId = (formId: string, field: ResourceField) => `${fieldId(formId, field)}-error`;

interface FieldProps {
  field: ResourceField;
  formId: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

function FieldControl({ field, formId, value, error, disabled, onChange }: FieldProps) {
  const common = {
    id: fieldId(formId, field),
    value,
    disabled,
    intent: error ? Intent.DANGER : Intent.NONE,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(formId, field) : undefined,
    'aria-required': field.required || undefined,
  } as const;
  switch (field.input.kind) {
    case 'text':
      return <InputGroup {...common} maxLength={field.input.maxLength} autoComplete="off" onChange={(e) => onChange(e.target.value)} />;
    case 'textarea':
      return <TextArea {...common} maxLength={field.input.maxLength} rows={3} fill onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <HTMLSelect
          id={common.id}
          value={value}
          disabled={disabled}
          fill
          aria-invalid={common['aria-invalid']}
          aria-describedby={common['aria-describedby']}
          aria-required={common['aria-required']}
          className={error ? 'erp-master-select-invalid' : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{MASTER_TEXTS.selectPlaceholder(field.label)}</option>
          {field.input.options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      );
  }
}

export interface MasterFormProps {
  resource: ResourceDefinition;
  formId: string;
  expanded: boolean;
  editing: boolean;
  /** Shown beside the edit title: which row is being edited. */
  editingLabel?: string;
  values: FormValues;
  errors: FieldErrors;
  saving: boolean;
  onToggle: () => void;
  onChange: (name: string, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The collapsible add/edit card: a header button (the title, 'Tambah …' or the edit title) that
 * opens and closes it, the definition's fields, and Simpan / Batal.
 */
export function MasterForm(props: MasterFormProps) {
  const { resource, formId, expanded, editing, editingLabel, values, errors, saving } = props;
  const bodyId = `${formId}-body`;

  // Enter submits from any field but a textarea (there Ctrl+Enter does); Escape leaves an edit.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && editing && !saving) {
      event.preventDefault();
      props.onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const inTextarea = target.tagName === 'TEXTAREA';
    if (target.tagName === 'SELECT' || (inTextarea && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  let title: ReactNode = editing ? resource.editTitle : resource.formTitle;
  if (editing && editingLabel) {
    title = (
      <>
        {resource.editTitle}
        <span className="erp-master-form-subject">{editingLabel}</span>
      </>
    );
  }

  return (
    <Card className={`erp-master-form-card${editing ? ' erp-master-form-card-editing' : ''}`} compact>
      <button
        type="button"
        className="erp-master-form-header"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={props.onToggle}
        disabled={saving}
        title={expanded ? MASTER_TEXTS.collapse : MASTER_TEXTS.expand}
      >
        <Icon icon={editing ? 'edit' : 'plus'} className="erp-master-form-header-icon" />
        <span className="erp-master-form-title" id={`${formId}-title`}>
          {title}
        </span>
        <Icon icon={expanded ? 'chevron-up' : 'chevron-down'} className="erp-master-form-caret" />
      </button>
      <Collapse isOpen={expanded}>
        <form
          id={bodyId}
          className="erp-master-form"
          aria-labelledby={`${formId}-title`}
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <div className="erp-master-fields">
            {formFields(resource).map((field) => {
              const error = errors[field.name];
              return (
                <FormGroup
                  key={field.name}
                  className={field.input.kind === 'textarea' ? 'erp-master-field-wide' : undefined}
                  label={field.label}
                  labelFor={fieldId(formId, field)}
                  labelInfo={field.required ? <span className="erp-required" title={MASTER_TEXTS.required}>*</span> : undefined}
                  intent={error ? Intent.DANGER : Intent.NONE}
                  helperText={error ? <span id={errorId(formId, field)}>{error}</span> : undefined}
                >
                  <FieldControl
                    field={field}
                    formId={formId}
                    value={values[field.name] ?? ''}
                    error={error}
                    disabled={saving}
                    onChange={(value) => props.onChange(field.name, value)}
                  />
                </FormGroup>
              );
            })}
          </div>
          <div className="erp-master-form-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="floppy-disk"
              text={saving ? MASTER_TEXTS.saving : MASTER_TEXTS.save}
              disabled={saving}
            />
            <Button text={MASTER_TEXTS.cancel} onClick={props.onCancel} disabled={saving} />
          </div>
        </form>
      </Collapse>
    </Card>
  );
}
