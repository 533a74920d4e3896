import { Checkbox, InputGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { employeeFields, MAKAN_STATUS_OPTIONS, type EmployeeRow } from '../../../../common/contract/employee';
import { formatRupiah } from '../../../../common/format';
import { SALARY_BASES, SALARY_BASIS_LABELS } from '../../../../common/salary';
import { BPJS_PROGRAMME_LABELS, BPJS_PROGRAMMES } from '../../../../common/statutory/bpjs';
import { PTKP_STATUS_LABELS, PTKP_STATUSES } from '../../../../common/statutory/pph21';
import { DateField } from '../../shell/DateField';
import { NumberInput } from '../../shell/NumberInput';
import { formKeyHandler } from '../../shell/master/FormCard';
import { fieldAria, FormField } from '../../shell/master/FormField';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { RecordFormCard } from '../../shell/master/RecordFormCard';
import type { PickOption } from './api';
import { dailyRateMonthly, EMPLOYEE_NUMBER_KINDS, employeeName, isEmployeeNumberField, permanentChange, programmesOf, toggleProgramme, type EmployeeFieldName, type EmployeeFormErrors, type EmployeeFormValues } from './logic';
import { KARYAWAN_TEXTS } from './texts';

export const employeeFieldId = (formId: string, name: EmployeeFieldName) => `${formId}-${name}`;

/** Whether the contract lets the field be left empty (optional text defaults to ''). */
// Gaji pokok is required of a monthly basis (the server checks it against the basis).
const isRequired = (name: EmployeeFieldName, values?: EmployeeFormValues) =>
  (name === 'monthly_wage' && values?.salary_basis === 'bulanan') || !employeeFields.shape[name].safeParse(undefined).success;

const MAX_LENGTH: Partial<Record<EmployeeFieldName, number>> = {
  firstname: 100,
  lastname: 100,
  email: 200,
  phone: 20,
  identity_number: 16,
  street: 300,
  village: 100,
  district: 100,
  city: 100,
  postal_code: 5,
  salary: 10,
  monthly_wage: 11,
  fixed_allowance: 11,
  overtime: 10,
  dayoff: 3,
  account_number: 30,
  account_holder: 100,
  npwp: 16,
  bpjs_tk_number: 11,
  bpjs_kes_number: 13,
};

const PERMANENT_OPTIONS = [
  { value: '1', label: KARYAWAN_TEXTS.permanentLabel(true) },
  { value: '0', label: KARYAWAN_TEXTS.permanentLabel(false) },
];
const SALARY_BASIS_OPTIONS = SALARY_BASES.map((basis) => ({ value: basis, label: SALARY_BASIS_LABELS[basis] }));
const PTKP_OPTIONS = PTKP_STATUSES.map((status) => ({ value: status, label: PTKP_STATUS_LABELS[status] }));

export interface EmployeeFormProps {
  formId: string;
  expanded: boolean;
  editing: EmployeeRow | null;
  values: EmployeeFormValues;
  errors: EmployeeFormErrors;
  /** A newly picked photo (compressed); null keeps the current one. */
  photo: Blob | null;
  saving: boolean;
  /** The user may open Sallary: the pay sections (Data Gaji, tax and BPJS) are shown and sent. */
  withPay: boolean;
  divisions: readonly PickOption[] | undefined;
  positions: readonly PickOption[] | undefined;
  banks: readonly PickOption[] | undefined;
  onToggle: () => void;
  onChange: (name: EmployeeFieldName, value: string) => void;
  onPhoto: (photo: Blob | null) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * 'Tambah Karyawan' / 'Edit Karyawan': the seed's sections (Data Pribadi, Data Gaji, Pilih
 * Jabatan / Division, Data Makan) and the photo picker, in the master screens' form card. Data Gaji
 * and the tax and BPJS fields only for a user with Sallary (issue 24); for anyone else the dates
 * of employment stand alone as 'Masa Kerja'.
 */
export function EmployeeForm(props: EmployeeFormProps) {
  const { formId, values, errors, saving, editing, withPay } = props;
  // Issue 25: a monthly wage (gaji pokok + tunjangan tetap) replaces the daily rate in the form.
  const monthly = values.salary_basis === 'bulanan';
  const dailyMonth = dailyRateMonthly(values.salary);

  const group = (name: EmployeeFieldName, control: ReactNode, wide = false, hint?: string) => (
    <FormField key={name} id={employeeFieldId(formId, name)} label={KARYAWAN_TEXTS.labels[name]} required={isRequired(name, values)} error={errors[name]} wide={wide} hint={hint}>
      {control}
    </FormField>
  );

  const aria = (name: EmployeeFieldName) => fieldAria(employeeFieldId(formId, name), errors[name], { disabled: saving, required: isRequired(name, values) });

  const text = (name: EmployeeFieldName, options: { type?: string; wide?: boolean; leftText?: string; hint?: string } = {}) => {
    const leftElement = options.leftText ? <span className="karyawan-input-prefix">{options.leftText}</span> : undefined;
    const intent = errors[name] ? Intent.DANGER : Intent.NONE;
    return group(
      name,
      // Pay, days and ID numbers as typed ('1.250.000', 'No. KTP' with its zeros): a letter is said at the field, never dropped.
      isEmployeeNumberField(name) ? (
        <NumberInput {...aria(name)} kind={EMPLOYEE_NUMBER_KINDS[name]} value={values[name]} intent={intent} leftElement={leftElement} error={errors[name]} onValueChange={(typed) => props.onChange(name, typed)} />
      ) : (
        <InputGroup
          {...aria(name)}
          type={options.type ?? 'text'}
          value={values[name]}
          maxLength={MAX_LENGTH[name]}
          autoComplete="off"
          intent={intent}
          leftElement={leftElement}
          onChange={(event) => props.onChange(name, event.target.value)}
        />
      ),
      options.wide,
      options.hint,
    );
  };

  const select = (name: EmployeeFieldName, options: readonly { value: string; label: string }[] | undefined) =>
    group(
      name,
      <PickerSelect
        attributes={aria(name)}
        label={KARYAWAN_TEXTS.labels[name]}
        value={values[name]}
        options={options}
        invalid={Boolean(errors[name])}
        onChange={(value) => props.onChange(name, value)}
      />,
    );

  const pickOptions = (list: readonly PickOption[] | undefined) => list?.map((o) => ({ value: o.id, label: o.Name }));

  const onKeyDown = formKeyHandler({ editing: editing !== null, saving, onCancel: props.onCancel });

  const section = (title: string) => (
    <h5 key={title} className="karyawan-form-section erp-master-field-wide">
      {title}
    </h5>
  );

  return (
    <RecordFormCard
      formId={formId}
      titles={{ add: KARYAWAN_TEXTS.formTitle, edit: KARYAWAN_TEXTS.editTitle }}
      editing={editing ? { id: editing.id, name: employeeName(editing), photo: editing.photo } : null}
      expanded={props.expanded}
      saving={saving}
      onToggle={props.onToggle}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      onKeyDown={onKeyDown}
      photo={props.photo}
      onPhoto={props.onPhoto}
      pickLabel={KARYAWAN_TEXTS.pickImage}
      photoClassName="karyawan-photo"
    >

      {section(KARYAWAN_TEXTS.sections.personal)}
      {text('firstname')}
      {text('lastname')}
      {text('email', { type: 'email' })}
      {text('phone', { type: 'tel' })}
      {text('identity_number')}
      {text('street')}
      {text('village')}
      {text('district')}
      {text('city')}
      {text('postal_code')}

      {withPay && section(KARYAWAN_TEXTS.sections.salary)}
      {withPay && select('salary_basis', SALARY_BASIS_OPTIONS)}
      {withPay && monthly && text('monthly_wage', { leftText: 'Rp' })}
      {withPay && monthly && text('fixed_allowance', { leftText: 'Rp' })}
      {withPay && !monthly && text('salary', { leftText: 'Rp', hint: dailyMonth === null ? undefined : KARYAWAN_TEXTS.dailyRateMonthly(formatRupiah(dailyMonth)) })}
      {withPay && text('overtime', { leftText: 'Rp' })}
      {withPay && text('dayoff')}
      {withPay && select('bank', pickOptions(props.banks))}
      {withPay && text('account_number')}
      {withPay && text('account_holder')}

      {section(withPay ? KARYAWAN_TEXTS.sections.statutory : KARYAWAN_TEXTS.sections.employment)}
      {group(
        'joined_on',
        <DateField {...aria('joined_on')} value={values.joined_on} intent={errors.joined_on ? Intent.DANGER : Intent.NONE} onChange={(value) => props.onChange('joined_on', value)} />,
      )}
      {group(
        'left_on',
        <DateField {...aria('left_on')} allowEmpty value={values.left_on} intent={errors.left_on ? Intent.DANGER : Intent.NONE} onChange={(value) => props.onChange('left_on', value)} />,
      )}
      {withPay && (
        <>
          {group(
            'permanent',
            <PickerSelect
              attributes={aria('permanent')}
              label={KARYAWAN_TEXTS.labels.permanent}
              value={values.permanent}
              options={PERMANENT_OPTIONS}
              invalid={Boolean(errors.permanent)}
              onChange={(value) => {
                for (const [name, changed] of Object.entries(permanentChange(value, editing === null))) props.onChange(name as EmployeeFieldName, changed);
              }}
            />,
          )}
          {select('ptkp_status', PTKP_OPTIONS)}
          {text('npwp')}
          {text('bpjs_tk_number')}
          {text('bpjs_kes_number')}
          {group(
            'bpjs_programmes',
            <div id={employeeFieldId(formId, 'bpjs_programmes')} className="karyawan-checks" role="group" aria-label={KARYAWAN_TEXTS.labels.bpjs_programmes}>
              {BPJS_PROGRAMMES.map((programme) => (
                <Checkbox
                  key={programme}
                  inline
                  label={BPJS_PROGRAMME_LABELS[programme]}
                  checked={programmesOf(values.bpjs_programmes).includes(programme)}
                  disabled={saving}
                  onChange={(event) => props.onChange('bpjs_programmes', toggleProgramme(values.bpjs_programmes, programme, event.currentTarget.checked))}
                />
              ))}
            </div>,
            true,
          )}
        </>
      )}

      {section(KARYAWAN_TEXTS.sections.placement)}
      {select('dname', pickOptions(props.divisions))}
      {select('pname', pickOptions(props.positions))}

      {section(KARYAWAN_TEXTS.sections.meal)}
      {select('makan_status', MAKAN_STATUS_OPTIONS)}
    </RecordFormCard>
  );
}
