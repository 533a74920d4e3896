import { InputGroup, Intent } from '@blueprintjs/core';
import { clockOnBlur, clockTyping } from './logic';

/** A time of day typed as 'HH:MM' (24 hours, whatever the PC's locale; a native time input may show AM/PM). */
export function TimeField({ id, value, disabled, invalid, onChange }: { id: string; value: string; disabled?: boolean; invalid?: boolean; onChange: (value: string) => void }) {
  return (
    <InputGroup
      id={id}
      value={value}
      disabled={disabled}
      placeholder="JJ:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(clockTyping(event.target.value))}
      onBlur={() => onChange(clockOnBlur(value))}
    />
  );
}
