import { HTMLSelect } from '@blueprintjs/core';
import { DateField } from '../../shell/DateField';
import { useDivisionOptionsQuery } from './api';
import { ATTENDANCE_TEXTS as T } from './texts';

/** The division filter: every active division, or all. */
export function DivisionFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const divisions = useDivisionOptionsQuery();
  return (
    <HTMLSelect aria-label={T.filterDivision} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{T.allDivisions}</option>
      {(divisions.data?.data ?? []).map((d) => (
        <option key={d.id} value={d.id}>
          {String(d['Name'] ?? '')}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** A labelled day field ('Dari', 'Sampai', 'Tanggal'). */
export function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (iso: string) => void }) {
  return (
    <label className="attendance-filter-day">
      <span>{label}</span>
      <DateField value={value} onChange={onChange} aria-label={label} />
    </label>
  );
}
