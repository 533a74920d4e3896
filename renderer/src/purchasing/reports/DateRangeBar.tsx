import { Button, ButtonGroup, FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { DateField } from '../../shell/DateField';
import { activeShortcut, rangeProblem, type DateRange, type RangeShortcut } from './logic';
import { REPORT_TEXTS as T } from './texts';

export interface DateRangeBarProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  shortcuts: readonly RangeShortcut[];
  /** Today (the company's day, YYYY-MM-DD), for the shortcuts: a prop so a screen's day stays put while it is open. */
  today: string;
}

/** 'Dari' and 'Sampai' day inputs with shortcut buttons; says why a range cannot be asked for. */
export function DateRangeBar({ value, onChange, shortcuts, today }: DateRangeBarProps) {
  const id = `range-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const problem = rangeProblem(value);
  const active = activeShortcut(value, shortcuts, today);
  return (
    <div className="report-range" role="group" aria-label={T.range}>
      <FormGroup label={T.from} labelFor={`${id}-from`} inline className="report-range-field">
        <DateField
          id={`${id}-from`}
          aria-label={T.from}
          allowEmpty
          value={value.date_start}
          intent={problem ? Intent.DANGER : Intent.NONE}
          onChange={(day) => onChange({ ...value, date_start: day })}
        />
      </FormGroup>
      <FormGroup label={T.until} labelFor={`${id}-until`} inline className="report-range-field">
        <DateField
          id={`${id}-until`}
          aria-label={T.until}
          allowEmpty
          value={value.date_end}
          intent={problem ? Intent.DANGER : Intent.NONE}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(day) => onChange({ ...value, date_end: day })}
        />
      </FormGroup>
      <ButtonGroup aria-label={T.shortcuts} className="report-range-shortcuts">
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.key}
            text={shortcut.label}
            intent={active === shortcut.key ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={active === shortcut.key}
            onClick={() => onChange(shortcut.range(today))}
          />
        ))}
      </ButtonGroup>
      {problem && (
        <span id={`${id}-problem`} className="report-range-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
