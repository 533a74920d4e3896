import { Button, Callout, Intent } from '@blueprintjs/core';
import { formatNumber, formatRupiah } from '../../../../common/format';
import type { PayrollFieldKey } from '../../../../common/contract/salary';
import { overtimeHoursText } from '../../../../common/salary';
import type { PayrollChange } from './api';
import { PAYROLL_TEXTS as T } from './texts';

/** Fields counted in days or minutes; every other figure of a line is rupiah. */
const DAY_FIELDS: ReadonlySet<string> = new Set<PayrollFieldKey>(['days_worked', 'leave_days', 'paid_leave_days', 'holiday_days', 'paid_holiday_days', 'absent_days', 'work_days', 'dayoff']);

function valueText(field: string, value: number | null): string {
  if (value === null) return '–';
  if (field === 'overtime_minutes') return overtimeHoursText(value);
  if (DAY_FIELDS.has(field)) return `${formatNumber(value)} hari`;
  return formatRupiah(value);
}

/** One employee's changes as a sentence: 'Hari Kerja 20 hari → 21 hari; Gaji Bersih Rp … → Rp …'. */
export function changeSentence(changes: readonly PayrollChange[]): string {
  return changes
    .map((change) => {
      if (change.field === 'karyawan') {
        return change.before === null ? T.changeAdded(valueText('net', change.after)) : T.changeRemoved(valueText('net', change.before));
      }
      return T.changeLine(change.label, valueText(change.field, change.before), valueText(change.field, change.after));
    })
    .join('; ');
}

/** Changes grouped by employee, in the order the server lists them. */
export function changesByEmployee(changes: readonly PayrollChange[]): { employeeId: string; name: string; changes: PayrollChange[] }[] {
  const groups = new Map<string, { employeeId: string; name: string; changes: PayrollChange[] }>();
  for (const change of changes) {
    const group = groups.get(change.employee_id) ?? { employeeId: change.employee_id, name: change.name, changes: [] };
    group.changes.push(change);
    groups.set(change.employee_id, group);
  }
  return [...groups.values()];
}

const SHOWN = 8;

/**
 * A draft whose stored figures no longer match attendance and salaries: who changed and how, with
 * 'Hitung Ulang' to store the new figures (for those who may).
 */
export function ChangesCallout({ changes, canRecompute, recomputing, disabled, onRecompute }: { changes: readonly PayrollChange[]; canRecompute: boolean; recomputing: boolean; disabled: boolean; onRecompute: () => void }) {
  const groups = changesByEmployee(changes);
  return (
    <Callout intent={Intent.WARNING} icon="refresh" title={T.changesTitle} className="payroll-changes">
      <p>{T.changesNote}</p>
      <ul className="payroll-changes-list">
        {groups.slice(0, SHOWN).map((group) => (
          <li key={group.employeeId}>
            <strong>{group.name}</strong>: {changeSentence(group.changes)}
          </li>
        ))}
        {groups.length > SHOWN && <li>{T.changesMore(groups.length - SHOWN)}</li>}
      </ul>
      {canRecompute && <Button icon="refresh" intent={Intent.WARNING} text={recomputing ? T.recomputing : T.recompute} disabled={disabled} onClick={onRecompute} />}
    </Callout>
  );
}
