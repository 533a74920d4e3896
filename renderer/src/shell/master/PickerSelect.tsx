import { HTMLSelect } from '@blueprintjs/core';
import { MASTER_TEXTS } from './texts';

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * A required pick among loaded options (a division, a category, a warehouse): '-- Pilih … --' first,
 * 'Memuat pilihan...' while the options are still undefined, red when the field has an error.
 */
export function PickerSelect(props: {
  /** The field's id, disabled and aria-* attributes, as the form gives its other inputs. */
  attributes: Record<string, string | boolean | undefined>;
  label: string;
  value: string;
  options: readonly PickerOption[] | undefined;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <HTMLSelect
      {...props.attributes}
      value={props.value}
      fill
      className={props.invalid ? 'erp-master-select-invalid' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{props.options ? MASTER_TEXTS.selectPlaceholder(props.label) : MASTER_TEXTS.optionsLoading}</option>
      {(props.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
