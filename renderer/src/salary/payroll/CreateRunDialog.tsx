import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent, Radio, RadioGroup, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DIVISION_SALARY_LABELS, PAYROLL_KIND_LABELS, PAYROLL_KINDS, THR_HOLIDAY_LABELS, THR_HOLIDAYS, type DivisionSalaryStatus, type PayrollKind, type ThrHoliday } from '../../../../common/salary';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { fieldAria, FormField } from '../../shell/master/FormField';
import { showFailure, showSuccess } from '../../shell/toast';
import { useStatutorySettingsQuery } from '../statutory/api';
import { YearlyRateWarnings } from '../statutory/settings/YearlyRateWarnings';
import { usePayrollAddMutation, usePayrollDivisionsQuery } from './api';
import { statutorySettingsUrl } from './paths';
import { chosenPeriod, defaultPeriod, MONTH_OPTIONS, periodHint, yearOptions } from './logic';
import { PAYROLL_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

export interface CreateRunDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The new draft's id: the list opens it. */
  onCreated: (id: string) => void;
}

/**
 * 'Buat Penggajian': the kind, its period (a month for Bulanan, the Monday of a week for Mingguan,
 * the pay date for THR) and the divisions of that kind it pays (THR: every division), every free
 * one ticked at first. A division already in a
 * run of the period is shown, not offered. Enter submits, Escape closes.
 */
export function CreateRunDialog({ isOpen, onClose, onCreated }: CreateRunDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={T.createTitle} icon="bank-account" className="payroll-create-dialog">
      {isOpen && <CreateRunForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

type Errors = Partial<Record<'period_start' | 'divisions' | 'holiday', string>>;

function CreateRunForm({ onClose, onCreated }: Omit<CreateRunDialogProps, 'isOpen'>) {
  const formId = `payroll-create-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const today = companyToday();
  const initial = defaultPeriod(today);
  const [kind, setKind] = useState<PayrollKind>('bulanan');
  const [year, setYear] = useState(initial.year);
  const [month, setMonth] = useState(initial.month);
  const [day, setDay] = useState(initial.monday);
  // THR is paid on a day of the office's choosing: today unless changed.
  const [payDay, setPayDay] = useState(today);
  // THR: the religious holiday it is for; '' = the year's THR (a second one in the year must name its holiday).
  const [holiday, setHoliday] = useState<ThrHoliday | ''>('');
  // null: every free division of the kind (until the user ticks one themselves).
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [add, addState] = usePayrollAddMutation();
  // BPJS and PPh 21 are charged once the settings are saved: only then do missing yearly rows matter.
  const statutory = useStatutorySettingsQuery();
  const saving = addState.isLoading;

  const period = chosenPeriod(kind, year, month, kind === 'thr' ? payDay : day);
  const choices = usePayrollDivisionsQuery({ kind, ...(period ? { period_start: period.start } : {}) });
  const free = (choices.currentData ?? []).filter((division) => division.run_id === null);
  const chosen = picked ?? new Set(free.map((division) => division.id));
  const chosenIds = free.filter((division) => chosen.has(division.id)).map((division) => division.id);

  const changePeriod = () => {
    setErrors((previous) => ({ ...previous, period_start: undefined }));
    setRefusal(null);
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
    setErrors((previous) => ({ ...previous, divisions: undefined }));
    setRefusal(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const found: Errors = {};
    if (!period) found.period_start = T.weekRequired;
    if (chosenIds.length === 0) found.divisions = T.divisionsRequired;
    setErrors(found);
    if (!period || chosenIds.length === 0) return;
    const result = await add({ kind, period_start: period.start, divisions: chosenIds, ...(kind === 'thr' && holiday ? { holiday } : {}) });
    if ('error' in result) {
      const error = result.error;
      const fields = error && typeof error === 'object' && 'fields' in error && error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};
      setErrors({ period_start: fields.period_start, divisions: fields.divisions, holiday: fields.holiday });
      setRefusal(describeError(error));
      showFailure(T.createFailed, describeError(error));
      return;
    }
    showSuccess(T.created);
    onCreated(result.data.data.id);
    onClose();
  };

  // Enter anywhere in the form (the selects, the date, a checkbox) submits; buttons keep their own Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'BUTTON' || target.tagName === 'TEXTAREA') return;
    event.preventDefault();
    void submit();
  };

  const divisionsId = `${formId}-divisions`;
  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown}>
      <DialogBody>
        {statutory.currentData?.saved && <YearlyRateWarnings ratesUrl={statutorySettingsUrl} />}
        <div className="payroll-create-form">
          <RadioGroup
            label={T.kind}
            inline
            selectedValue={kind}
            disabled={saving}
            onChange={(event) => {
              setKind(event.currentTarget.value as PayrollKind);
              setPicked(null);
              changePeriod();
            }}
          >
            {PAYROLL_KINDS.map((value) => (
              <Radio key={value} value={value} label={PAYROLL_KIND_LABELS[value]} />
            ))}
          </RadioGroup>

          {kind === 'bulanan' ? (
            <FormField id={`${formId}-month`} label={T.month} required error={errors.period_start} hint={period ? periodHint(kind, period) : undefined}>
              <div className="payroll-month-picker">
                <HTMLSelect
                  {...fieldAria(`${formId}-month`, errors.period_start, { disabled: saving, required: true })}
                  value={month}
                  onChange={(event) => {
                    setMonth(Number(event.currentTarget.value));
                    setPicked(null);
                    changePeriod();
                  }}
                  options={MONTH_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
                />
                <HTMLSelect
                  aria-label={T.year}
                  disabled={saving}
                  value={year}
                  onChange={(event) => {
                    setYear(Number(event.currentTarget.value));
                    setPicked(null);
                    changePeriod();
                  }}
                  options={yearOptions(today).map((value) => ({ value, label: String(value) }))}
                />
              </div>
            </FormField>
          ) : kind === 'thr' ? (
            <FormField id={`${formId}-payday`} label={T.payDate} required error={errors.period_start} hint={period ? periodHint(kind, period) : undefined}>
              <DateField
                {...fieldAria(`${formId}-payday`, errors.period_start, { disabled: saving, required: true })}
                value={payDay}
                allowEmpty
                onChange={(next) => {
                  setPayDay(next);
                  setPicked(null);
                  changePeriod();
                }}
              />
            </FormField>
          ) : (
            <FormField id={`${formId}-week`} label={T.week} required error={errors.period_start} hint={period ? periodHint(kind, period) : undefined}>
              <DateField
                {...fieldAria(`${formId}-week`, errors.period_start, { disabled: saving, required: true })}
                value={day}
                allowEmpty
                onChange={(next) => {
                  setDay(next);
                  setPicked(null);
                  changePeriod();
                }}
              />
            </FormField>
          )}

          <FormField id={divisionsId} label={T.divisions} required error={errors.divisions} hint={T.divisionsHint[kind]}>
            <div id={divisionsId} role="group" aria-label={T.divisionsOptions} className="payroll-division-choices" aria-describedby={errors.divisions ? `${divisionsId}-error` : undefined}>
              {choices.isFetching && !choices.currentData && <Spinner size={SpinnerSize.SMALL} aria-label={T.divisionsLoading} />}
              {choices.isError && (
                <Callout intent={Intent.DANGER} compact>
                  {describeError(choices.error)} <Button size="small" variant="minimal" text={T.retry} onClick={() => void choices.refetch()} />
                </Callout>
              )}
              {choices.currentData?.length === 0 && <span className="payroll-muted">{T.divisionsNone}</span>}
              {choices.currentData?.map((division) => {
                const taken = division.run_id !== null;
                return (
                  <Checkbox
                    key={division.id}
                    checked={!taken && chosen.has(division.id)}
                    disabled={saving || taken}
                    onChange={() => toggle(division.id)}
                    labelElement={
                      <>
                        {division.name}
                        <span className="payroll-choice-note">
                          {DIVISION_SALARY_LABELS[division.salary as DivisionSalaryStatus] ?? ''} · {T.employeeCount(division.employees)}
                          {taken ? ` · ${T.divisionTaken}` : ''}
                        </span>
                      </>
                    }
                  />
                );
              })}
            </div>
          </FormField>

          {kind === 'thr' && (
            <FormField id={`${formId}-holiday`} label={T.holiday} error={errors.holiday} hint={T.holidayHint}>
              <HTMLSelect
                {...fieldAria(`${formId}-holiday`, errors.holiday, { disabled: saving })}
                value={holiday}
                fill
                onChange={(event) => {
                  setHoliday(event.currentTarget.value as ThrHoliday | '');
                  setErrors((previous) => ({ ...previous, holiday: undefined }));
                  setRefusal(null);
                }}
                options={[{ value: '', label: T.holidayNone }, ...THR_HOLIDAYS.map((value) => ({ value, label: THR_HOLIDAY_LABELS[value] }))]}
              />
            </FormField>
          )}

          {kind === 'thr' && (
            <Callout intent={Intent.PRIMARY} icon="info-sign" compact className="payroll-thr-note">
              {T.thrNote}
            </Callout>
          )}

          {refusal && (
            <Callout intent={Intent.DANGER} icon="error" className="payroll-create-refusal">
              {refusal}
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={saving} onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} icon="calculator" text={saving ? T.creating : T.create} disabled={saving} />
          </>
        }
      />
    </form>
  );
}
