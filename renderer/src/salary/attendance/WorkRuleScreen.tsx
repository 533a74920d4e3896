import '../../shell/master/master.css';
import './attendance.css';
import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { WorkRuleRow } from '../../../../common/contract/attendance';
import { ABSENCE_DEDUCTION_LABELS, ABSENCE_DEDUCTIONS, type AbsenceDeduction } from '../../../../common/salary';
import { describeError } from '../../session/logic';
import { TableStateRows } from '../../shell/master/TableStates';
import { showFailure, showSuccess } from '../../shell/toast';
import { useIsModuleAdmin } from '../../store/hooks';
import { useAttendanceSaveWorkRuleMutation, useAttendanceWorkRulesQuery } from './api';
import { ATTENDANCE_TEXTS as T } from './texts';
import { TimeField } from './TimeField';
import { NumberInput } from '../../shell/NumberInput';
import { parseNumberInput } from '../../../../common/number-input';

function fieldErrors(error: unknown): Record<string, string> {
  if (error && typeof error === 'object' && 'fields' in error && error.fields && typeof error.fields === 'object') return error.fields as Record<string, string>;
  return {};
}

function RuleDialog({ rule, onClose }: { rule: WorkRuleRow; onClose: () => void }) {
  const [days, setDays] = useState(String(rule.work_days_per_week));
  const [start, setStart] = useState(rule.start);
  const [end, setEnd] = useState(rule.end);
  const [grace, setGrace] = useState(String(rule.grace_minutes));
  const [absence, setAbsence] = useState<AbsenceDeduction>(rule.absence_deduction);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useAttendanceSaveWorkRuleMutation();
  const submit = async () => {
    // Minutes as typed: '2,5' or '-1' is said at the field (focused); a blank box goes as NaN, which the contract names.
    const reading = parseNumberInput(grace, 'count');
    if (!reading.ok) {
      setErrors({ grace_minutes: reading.message });
      document.getElementById('rule-grace')?.focus();
      return;
    }
    const graceMinutes = reading.value ?? Number.NaN;
    const result = await save({ division_id: rule.division_id, work_days_per_week: Number(days), start, end, grace_minutes: graceMinutes, absence_deduction: absence });
    if ('error' in result) {
      setErrors(fieldErrors(result.error));
      showFailure(T.saveFailed, describeError(result.error));
      return;
    }
    showSuccess(T.ruleSaved);
    onClose();
  };
  const field = (name: string) => ({ helperText: errors[name], intent: errors[name] ? Intent.DANGER : Intent.NONE });
  return (
    <Dialog isOpen onClose={onClose} title={T.editRule(rule.division)} icon="time">
      <DialogBody>
        <div className="attendance-correction-grid">
          <FormGroup label={T.workDays} labelFor="rule-days" {...field('work_days_per_week')}>
            <HTMLSelect id="rule-days" value={days} fill onChange={(event) => setDays(event.target.value)}>
              <option value="5">{T.workDaysOption(5)}</option>
              <option value="6">{T.workDaysOption(6)}</option>
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={T.start} labelFor="rule-start" {...field('start')}>
            <TimeField id="rule-start" value={start} invalid={Boolean(errors['start'])} onChange={setStart} />
          </FormGroup>
          <FormGroup label={T.end} labelFor="rule-end" {...field('end')}>
            <TimeField id="rule-end" value={end} invalid={Boolean(errors['end'])} onChange={setEnd} />
          </FormGroup>
          <FormGroup label={T.grace} labelFor="rule-grace" {...field('grace_minutes')}>
            <NumberInput id="rule-grace" kind="count" value={grace} error={errors['grace_minutes']} onValueChange={setGrace} />
          </FormGroup>
          <FormGroup label={T.absenceDeduction} labelFor="rule-absence" helperText={errors['absence_deduction'] ?? T.absenceDeductionHint} intent={errors['absence_deduction'] ? Intent.DANGER : Intent.NONE}>
            <HTMLSelect id="rule-absence" value={absence} fill onChange={(event) => setAbsence(event.target.value as AbsenceDeduction)}>
              {ABSENCE_DEDUCTIONS.map((value) => (
                <option key={value} value={value}>
                  {ABSENCE_DEDUCTION_LABELS[value]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={saving.isLoading} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={saving.isLoading ? T.saving : T.save} disabled={saving.isLoading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}

/** 'Aturan Kerja': every active division's work days, hours and grace (the default where it has none). */
export function WorkRuleScreen() {
  const rules = useAttendanceWorkRulesQuery();
  const canWrite = useIsModuleAdmin();
  const [editing, setEditing] = useState<WorkRuleRow | null>(null);
  const rows = rules.currentData ?? [];
  const state = rules.isError ? 'error' : rules.currentData ? 'ready' : 'loading';
  const span = canWrite ? 7 : 6;
  return (
    <div className="erp-master attendance">
      <Card className="erp-master-list attendance-card" compact>
        <div className="erp-master-toolbar attendance-toolbar">
          <h3 className="attendance-title">{T.workRulesTitle}</h3>
        </div>
        <p className="attendance-note">{T.workRulesNote}</p>
        <div className="erp-master-table-wrap">
          <HTMLTable className="erp-master-table" striped aria-label={T.workRulesTitle}>
            <thead>
              <tr>
                <th scope="col">{T.division}</th>
                <th scope="col">{T.workDays}</th>
                <th scope="col">{T.start}</th>
                <th scope="col">{T.end}</th>
                <th scope="col">{T.grace}</th>
                <th scope="col">{T.absenceDeduction}</th>
                {canWrite && <th scope="col" className="erp-master-actions" />}
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows state={state} rowCount={rows.length} span={span} skeletonRows={3} errorMessage={rules.isError ? describeError(rules.error) : undefined} onRetry={() => void rules.refetch()} />
              ) : (
                rows.map((row) => (
                  <tr key={row.division_id}>
                    <td>
                      {row.division}
                      {row.id === null && (
                        <Tag minimal className="attendance-tag">
                          {T.isDefault}
                        </Tag>
                      )}
                    </td>
                    <td>{T.workDaysOption(row.work_days_per_week)}</td>
                    <td className="attendance-time">{row.start}</td>
                    <td className="attendance-time">{row.end}</td>
                    <td>{row.grace_minutes}</td>
                    <td>{ABSENCE_DEDUCTION_LABELS[row.absence_deduction]}</td>
                    {canWrite && (
                      <td className="erp-master-actions">
                        <Button small icon="edit" text={T.edit} aria-label={`${T.edit} ${row.division}`} onClick={() => setEditing(row)} />
                      </td>
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
