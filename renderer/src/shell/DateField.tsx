import { Button, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { committedValue, DATE_FIELD_PATTERN, isoToShown, maskDateText, readDateText, shownToIso, showsDanger } from './dateField';
import { SHELL_TEXTS } from './texts';

type Props = Omit<InputGroupProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'rightElement' | 'placeholder' | 'min' | 'max'> & {
  /** The ISO day 'YYYY-MM-DD' (or '' when blank). */
  value: string;
  /** Called only with a real ISO day, or '' when `allowEmpty` and the field was cleared. */
  onChange: (iso: string) => void;
  /** A blank field hands '' to the form (whose own check then asks for the date); otherwise blank keeps the last day. */
  allowEmpty?: boolean;
  /** Earliest / latest ISO day the calendar offers. */
  min?: string;
  max?: string;
};

/** Out of sight and out of the tab order, yet rendered, so showPicker() can anchor the calendar to the field. */
const HIDDEN_PICKER: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
};

/**
 * A day typed and shown as DD/MM/YYYY whatever the browser's locale (a native date input follows
 * the OS locale, 11/21/2026 on an en-US PC), with the browser's own calendar behind a button.
 * An impossible date shows danger and is not passed on; leaving the field with an unfinished or
 * impossible date puts the last valid day back, so what is shown is what is saved.
 */
export function DateField({ value, onChange, allowEmpty = false, min, max, disabled, intent, onBlur, onFocus, onKeyDown, ...rest }: Props) {
  const [text, setText] = useState(() => isoToShown(value));
  const [focused, setFocused] = useState(false);
  // Follow the day when the form changes it (a shortcut button, a reset, an edit loaded).
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(isoToShown(value));
  }
  const picker = useRef<HTMLInputElement>(null);

  const state = readDateText(text);
  const danger = showsDanger(state, allowEmpty, focused);

  const type = (raw: string) => {
    const masked = maskDateText(raw);
    setText(masked);
    const next = committedValue(readDateText(masked), allowEmpty);
    if (next !== null && next !== value) {
      // Not followed back into the text: '21/1/2026' mid-edit stays as typed until the field is left.
      setFollowed(next);
      onChange(next);
    }
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input || disabled) return;
    if ('showPicker' in input && typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // Refused (no user gesture, or not supported for this input): fall back to clicking it.
      }
    }
    input.click();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Alt+↓ opens a combobox's list on every desktop; F4 does on Windows.
    if ((event.altKey && event.key === 'ArrowDown') || event.key === 'F4') {
      event.preventDefault();
      openPicker();
    }
    // Enter accepts the date and nothing more: the form is not submitted early (issue 27 §2), and a
    // dialog's own Enter handler does not see it either. The text is shown as the day it became.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.stopPropagation();
      setText(isoToShown(value));
      return;
    }
    onKeyDown?.(event);
  };

  return (
    <span className="erp-date-field" style={{ position: 'relative', display: 'block', flex: '1 1 auto' }}>
      <InputGroup
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={DATE_FIELD_PATTERN.length}
        placeholder={DATE_FIELD_PATTERN}
        value={text}
        disabled={disabled}
        intent={danger ? Intent.DANGER : intent}
        aria-invalid={danger ? true : rest['aria-invalid']}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          // Show the form's day as DD/MM/YYYY: the padded form of a valid entry, or the last valid day.
          setText(isoToShown(value));
          onBlur?.(event);
        }}
        rightElement={
          <Button
            variant="minimal"
            icon="calendar"
            aria-label={SHELL_TEXTS.pickDate}
            title={SHELL_TEXTS.pickDate}
            disabled={disabled}
            onClick={openPicker}
          />
        }
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        style={HIDDEN_PICKER}
        min={min}
        max={max}
        value={shownToIso(isoToShown(value)) ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.value;
          if (picked && picked !== value) onChange(picked);
          if (picked) setText(isoToShown(picked));
        }}
      />
    </span>
  );
}
