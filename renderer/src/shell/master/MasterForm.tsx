import { HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DateField } from '../DateField';
import { NumberInput } from '../NumberInput';
import { numberKindOf, type ResourceDefinition, type ResourceField } from '../../../../common/resource';
import { FormCard, formKeyHandler } from './FormCard';
import { fieldAria, FormField } from './FormField';
import { formFields, type FieldErrors, type FormValues } from './logic';
import { MASTER_TEXTS } from './texts';

export const fieldId = (formId: string, field: ResourceField) => `${formId}-${field.name}`;


/** What the form says under a field: the server fills it in when left blank, or one of its group must be filled. */
function fieldHint(resource: ResourceDefinition, field: ResourceField): string | undefined {
  if (field.whenBlank === 'numbered') return MASTER_TEXTS.blankBecomesNumber;
  return resource.atLeastOne?.find((group) => group.fields.includes(field.name))?.message;
}

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
    ...fieldAria(fieldId(formId, field), error, { disabled, required: field.required }),
    value,
    intent: error ? Intent.DANGER : Intent.NONE,
  } as const;
  switch (field.input.kind) {
    case 'text': {
      const format = field.input.format;
      // A day is typed and shown DD/MM/YYYY whatever the PC's locale, and handed on as YYYY-MM-DD.
      if (format === 'date') return <DateField {...common} allowEmpty onChange={onChange} />;
      // Digits (postal code, NPWP, phone) and decimals (coordinates, a radius): read as typed, a letter said at the field, never dropped.
      const numberKind = numberKindOf(field);
      if (numberKind) return <NumberInput {...common} kind={numberKind} limits={field.input.range} error={error} onValueChange={(text) => onChange(text)} />;
      // A time is typed 'HH:MM' (24 hours): a native time input may show AM/PM on an English PC.
      return (
        <InputGroup
          {...common}
          placeholder={format === 'time' ? 'JJ:MM' : undefined}
          maxLength={field.input.maxLength}
          inputMode={format === 'email' ? 'email' : undefined}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
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

  const onKeyDown = formKeyHandler({ editing, saving, onCancel: props.onCancel });

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
    <FormCard
      formId={formId}
      title={title}
      icon={editing ? 'edit' : 'plus'}
      expanded={expanded}
      highlighted={editing}
      saving={saving}
      onToggle={props.onToggle}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      onKeyDown={onKeyDown}
    >
      {formFields(resource).map((field) => {
        const error = errors[field.name];
        return (
          <FormField
            key={field.name}
            id={fieldId(formId, field)}
            label={field.label}
            required={field.required}
            error={error}
            hint={fieldHint(resource, field)}
            wide={field.input.kind === 'textarea'}
          >
            <FieldControl
              field={field}
              formId={formId}
              value={values[field.name] ?? ''}
              error={error}
              disabled={saving}
              onChange={(value) => props.onChange(field.name, value)}
            />
          </FormField>
        );
      })}
    </FormCard>
  );
}
