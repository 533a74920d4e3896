import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { ATTENDANCE_SOURCE_LABELS, ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES, type AttendanceStatus } from '../../../../common/attendance';
import type { AttendanceDayView } from '../../../../common/contract/attendance';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../../shell/toast';
import { useAttendanceApproveOvertimeMutation, useAttendanceCorrectMutation } from './api';
import { longDate, overtimeChoices } from './logic';
import { ATTENDANCE_TEXTS as T } from './texts';
import { TimeField } from './TimeField';

export interface CorrectionTarget {
  employee: { id: string; nama: string; idk: number };
  date: string;
  day: AttendanceDayView | null;
  holiday: string | null;
}

/** The fields of a failed save, by name ('reason', 'check_out'). */
function fieldErrors(error: unknown): Record<string, string> {
  if (error && typeof error === 'object' && 'fields' in error && error.fields && typeof error.fields === 'object') return error.fields as Record<string, string>;
  return {};
}

/**
 * 'Koreksi Absensi': an admin records or corrects one employee's day (status, times for 'hadir', a
 * required reason) and approves its overtime in 30-minute steps. Read-only for everybody else.
 */
export function CorrectionDialog({ target, canWrite, onClose }: { target: CorrectionTarget; canWrite: boolean; onClose: () => void }) {
  const day = target.day;
  const [status, setStatus] = useState<AttendanceStatus>(day?.status ?? 'hadir');
  const [checkIn, setCheckIn] = useState(day?.check_in ?? '');
  const [checkOut, setCheckOut] = useState(day?.check_out ?? '');
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(day?.approved_overtime_minutes ?? day?.overtime_minutes ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [correct, correcting] = useAttendanceCorrectMutation();
  const [approve, approving] = useAttendanceApproveOvertimeMutation();
  const busy = correcting.isLoading || approving.isLoading;
  const present = status === 'hadir';

  const save = async () => {
    const result = await correct({ employee_id: target.employee.id, date: target.date, status, check_in: present ? checkIn : '', check_out: present ? checkOut : '', reason });
    if ('error' in result) {
      setErrors(fieldErrors(result.error));
      showFailure(T.saveFailed, describeError(result.error));
      return;
    }
    showSuccess(T.saved);
    onClose();
  };

  const approveOvertime = async () => {
    const result = await approve({ employee_id: target.employee.id, date: target.date, minutes });
    if ('error' in result) {
      showFailure(T.approveFailed, describeError(result.error));
      return;
    }
    showSuccess(T.approved);
    onClose();
  };

  const error = (name: string) => errors[name];
  return (
    <Dialog isOpen onClose={onClose} title={T.correctionTitle} icon="edit" className="attendance-correction-dialog">
      <DialogBody>
        <p className="attendance-correction-who">
          <strong>{target.employee.nama}</strong> ({target.employee.idk}) · {longDate(target.date)}
        </p>
        {target.holiday && <Callout intent={Intent.PRIMARY} compact>{T.holiday(target.holiday)}</Callout>}
        {!canWrite && <Callout intent={Intent.WARNING} compact>{T.readOnly}</Callout>}
        {day ? (
          <p className="attendance-correction-meta">
            {T.source}: {ATTENDANCE_SOURCE_LABELS[day.source]}
            {day.note ? ` · ${T.lastNote}: ${day.note}` : ''}
          </p>
        ) : (
          <p className="attendance-correction-meta">{T.noRecord}</p>
        )}
        <div className="attendance-correction-grid">
          <FormGroup label={T.status} labelFor="attendance-status">
            <HTMLSelect id="attendance-status" value={status} disabled={!canWrite || busy} fill onChange={(event) => setStatus(event.target.value as AttendanceStatus)}>
              {ATTENDANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ATTENDANCE_STATUS_LABELS[s]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={T.checkIn} labelFor="attendance-check-in" helperText={error('check_in')} intent={error('check_in') ? Intent.DANGER : Intent.NONE}>
            <TimeField id="attendance-check-in" value={present ? checkIn : ''} disabled={!canWrite || busy || !present} invalid={Boolean(error('check_in'))} onChange={setCheckIn} />
          </FormGroup>
          <FormGroup label={T.checkOut} labelFor="attendance-check-out" helperText={error('check_out')} intent={error('check_out') ? Intent.DANGER : Intent.NONE}>
            <TimeField id="attendance-check-out" value={present ? checkOut : ''} disabled={!canWrite || busy || !present} invalid={Boolean(error('check_out'))} onChange={setCheckOut} />
          </FormGroup>
        </div>
        {canWrite && (
          <FormGroup label={T.reason} labelFor="attendance-reason" helperText={error('reason')} intent={error('reason') ? Intent.DANGER : Intent.NONE}>
            <TextArea id="attendance-reason" value={reason} placeholder={T.reasonPlaceholder} fill rows={2} maxLength={500} disabled={busy} onChange={(event) => setReason(event.target.value)} />
          </FormGroup>
        )}
        {day && day.status === 'hadir' && (
          <div className="attendance-overtime">
            <h4>{T.overtime}</h4>
            <p>
              {T.overtimeFromTimes(day.overtime_minutes)} · {T.overtimeApproved(day.approved_overtime_minutes)}
            </p>
            {canWrite && day.overtime_minutes > 0 && (
              <div className="attendance-overtime-approve">
                <HTMLSelect aria-label={T.overtimeMinutes} value={String(minutes)} disabled={busy} onChange={(event) => setMinutes(Number(event.target.value))}>
                  {overtimeChoices(day.overtime_minutes).map((m) => (
                    <option key={m} value={m}>
                      {m} menit
                    </option>
                  ))}
                </HTMLSelect>
                <Button icon="tick" text={T.approve} intent={Intent.SUCCESS} disabled={busy} loading={approving.isLoading} onClick={() => void approveOvertime()} />
              </div>
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          canWrite ? (
            <>
              <Button text={T.cancel} disabled={busy} onClick={onClose} />
              <Button intent={Intent.PRIMARY} icon="floppy-disk" text={correcting.isLoading ? T.saving : T.save} disabled={busy} onClick={() => void save()} />
            </>
          ) : (
            <Button text={T.close} onClick={onClose} />
          )
        }
      />
    </Dialog>
  );
}
