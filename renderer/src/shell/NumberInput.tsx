import { Classes, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { groupMoneyWhileTyping, parseIdNumber, parseNumberInput, type IdNumberReading, type NumberKind, type NumberLimits, type NumberReading } from '../../../common/number-input';

export type NumberInputReading = NumberReading | IdNumberReading;

type Props = Omit<InputGroupProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'inputRef'> & {
  kind: NumberKind;
  /** The text as typed ('1.250.000', '12,5'): the form keeps it, so nothing typed is ever lost. */
  value: string;
  /** Every change: the text, and what it reads as (the value, or the message saying why not). */
  onValueChange: (text: string, reading: NumberInputReading) => void;
  /** The field's own narrower range (stock up to 1.000.000, a radius from 1). */
  limits?: NumberLimits;
  /** The form's message for the field, which its FormGroup shows; the input's own reading message steps back for it. */
  error?: string | undefined;
};

/** What a field's text reads as, by kind (the one reader in common/number-input). */
export function readNumberInput(text: string, kind: NumberKind, limits?: NumberLimits): NumberInputReading {
  return kind === 'idNumber' ? parseIdNumber(text) : parseNumberInput(text, kind, limits);
}

/**
 * The message the input shows under itself: a wrong text at once ('12,5' in a count: 'Tidak boleh
 * ada desimal'), an unfinished one ('12,') only once the field is left; nothing while the form
 * shows its own message for the field.
 */
export function ownNumberMessage(reading: NumberInputReading, focused: boolean, formError: string | undefined): string | undefined {
  if (formError || reading.ok) return undefined;
  if ('incomplete' in reading && reading.incomplete && focused) return undefined;
  return reading.message;
}

const INPUT_MODE: Record<NumberKind, 'numeric' | 'decimal'> = {
  count: 'numeric',
  money: 'numeric',
  decimal: 'decimal',
  percent: 'decimal',
  latitude: 'decimal',
  longitude: 'decimal',
  idNumber: 'numeric',
};

/**
 * The one input for quantities, money, percentages, coordinates and ID numbers (issue 27 §1).
 * Indonesian input ('1.250.000', '12,5') is read by common/number-input; what cannot be read is
 * said under the field in red and stays as typed: never rounded, stripped or cut. Money is grouped
 * while typing, the caret kept after the digit it followed.
 */
export function NumberInput({ kind, value, onValueChange, limits, error, onFocus, onBlur, intent, id, ...rest }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [focused, setFocused] = useState(false);
  const reading = readNumberInput(value, kind, limits);
  const message = ownNumberMessage(reading, focused, error);
  const messageId = id ? `${id}-reading` : undefined;

  // After money was regrouped, put the caret back after the digit it followed.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (raw: string, at: number | null) => {
    let text = raw;
    if (kind === 'money') {
      const grouped = groupMoneyWhileTyping(raw, at ?? raw.length);
      text = grouped.text;
      if (text !== raw) caret.current = grouped.caret;
    }
    onValueChange(text, readNumberInput(text, kind, limits));
  };

  return (
    <div className="erp-number-input">
      <InputGroup
        {...rest}
        id={id}
        type="text"
        inputMode={INPUT_MODE[kind]}
        autoComplete="off"
        inputRef={input}
        value={value}
        intent={error || message ? Intent.DANGER : intent}
        aria-invalid={error || message ? true : rest['aria-invalid']}
        aria-describedby={message ? messageId : rest['aria-describedby']}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
      />
      {message ? (
        <div id={messageId} className={`${Classes.FORM_HELPER_TEXT} erp-number-input-message`} role="status">
          {message}
        </div>
      ) : null}
    </div>
  );
}
