import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RequiredMark } from './FormCard';

/** The id of a field's error line, which its control names in aria-describedby. */
export const fieldErrorId = (id: string): string => `${id}-error`;

export interface FormFieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The field's message; shown under it in red instead of the hint. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Spans the whole row of the form's grid (notes, long pickers). */
  wide?: boolean;
  children: ReactNode;
}

/** One labelled field of a form: the label tied to its control, '*' when required, the error under it, else the hint. */
export function FormField({ id, label, required, error, hint, wide, children }: FormFieldProps) {
  return (
    <FormGroup
      className={wide ? 'erp-master-field-wide' : undefined}
      label={label}
      labelFor={id}
      labelInfo={required ? <RequiredMark /> : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? <span id={fieldErrorId(id)}>{error}</span> : hint}
    >
      {children}
    </FormGroup>
  );
}

/** The attributes a field's control carries: its id, disabled while saving, and the error's accessibility links. */
export function fieldAria(id: string, error: string | undefined, options: { disabled?: boolean; required?: boolean } = {}) {
  return {
    id,
    disabled: options.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
    'aria-required': options.required || undefined,
  } as const;
}
