import { Button, Checkbox, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { CERTIFICATE_HOLDER_KIND_LABELS, CERTIFICATE_HOLDER_KINDS, type CertificateHolderKind } from '../../../common/certificate';
import { CERTIFICATE_SCAN_MAX_BYTES } from '../../../common/contract/certificate';
import type { ResourceRow } from '../../../common/resource';
import { DateField } from '../shell/DateField';
import { fieldAria, FormField } from '../shell/master/FormField';
import { PickerSelect } from '../shell/master/PickerSelect';
import { SearchSuggest } from '../shell/master/SearchSuggest';
import { useCertificateEmployeeOptionsQuery } from './api';
import { defaultExpiry, scanProblem, type CertificateErrors, type CertificateField, type CertificateValues, type HolderEmployee } from './logic';
import { CERTIFICATE_TEXTS as T } from './texts';

export interface CertificateFormFieldsProps {
  formId: string;
  values: CertificateValues;
  errors: CertificateErrors;
  saving: boolean;
  types: readonly ResourceRow[] | undefined;
  change: <K extends keyof CertificateValues>(key: K, value: CertificateValues[K], field?: string) => void;
  setErrors: (update: (previous: CertificateErrors) => CertificateErrors) => void;
  /** The picked scan (not yet sent). */
  scan: File | null;
  onScan: (file: File | null) => void;
  /** The scan already stored (edit): kept unless another is picked. */
  storedScan: string | null;
  /** The renewal keeps type and holder: shown, not changed. */
  lockIdentity?: boolean;
}

/** The holder picker's choices as the form holds an employee. */
function useHolderOptions(filter: string, options: { skip: boolean }) {
  const result = useCertificateEmployeeOptionsQuery(filter, options);
  const currentData = result.currentData?.map((row): HolderEmployee => ({ id: row.id, name: `${row.nama} (${row.idk})`, division: row.division }));
  return { currentData, isFetching: result.isFetching, isError: result.isError, error: result.error };
}

/**
 * The certificate's fields, for the add/edit card and the renewal dialog: type, number, holder
 * (employee, company or equipment), issuer, dates with 'Tanpa masa berlaku' and the type's default
 * validity, the scan and the note.
 */
export function CertificateFormFields(props: CertificateFormFieldsProps) {
  const { formId, values, errors, saving, types, change, lockIdentity = false } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldId = (name: CertificateField) => `${formId}-${name}`;
  const aria = (name: CertificateField) => fieldAria(fieldId(name), errors[name], { disabled: saving });
  const group = (name: CertificateField, label: string, control: ReactNode, options: { required?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <FormField id={fieldId(name)} label={label} required={options.required} error={errors[name]} hint={options.hint} wide={options.wide}>
      {control}
    </FormField>
  );

  const typeOf = (id: string) => types?.find((row) => String(row.id) === id);
  const validityMonths = typeOf(values.jenis)?.validity_months;
  const months = Number(String(validityMonths ?? '').trim() || '0');

  /** The expiry follows the type's validity while the user has not typed another one. */
  const fillExpiry = (issued: string, jenis: string) => {
    if (values.lifetime) return;
    const suggested = defaultExpiry(issued, typeOf(jenis)?.validity_months);
    const previous = defaultExpiry(values.tanggal_terbit, typeOf(values.jenis)?.validity_months);
    if (suggested && (values.tanggal_kadaluarsa === '' || values.tanggal_kadaluarsa === previous)) change('tanggal_kadaluarsa', suggested);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = scanProblem(file, CERTIFICATE_SCAN_MAX_BYTES);
    if (problem) {
      props.setErrors((previous) => ({ ...previous, scan: problem }));
      return;
    }
    props.setErrors(({ scan: _removed, ...rest }) => rest);
    props.onScan(file);
  };

  return (
    <>
      {group(
        'jenis',
        T.labels.id_jenis,
        <PickerSelect
          attributes={{ ...aria('jenis'), disabled: saving || lockIdentity }}
          label={T.labels.id_jenis}
          value={values.jenis}
          options={types?.map((row) => ({ value: String(row.id), label: String(row.name ?? '') }))}
          invalid={errors.jenis !== undefined}
          onChange={(value) => {
            change('jenis', value);
            fillExpiry(values.tanggal_terbit, value);
          }}
        />,
        { required: true },
      )}
      {group('nomor', T.labels.nomor, <InputGroup {...aria('nomor')} maxLength={100} value={values.nomor} onChange={(event) => change('nomor', event.target.value)} />, { required: true })}
      {group(
        'holder_kind',
        T.labels.holder_kind,
        <RadioGroup
          inline
          className="certificate-holder-kind"
          disabled={saving || lockIdentity}
          selectedValue={values.holder_kind}
          onChange={(event) => change('holder_kind', event.currentTarget.value as CertificateHolderKind)}
        >
          {CERTIFICATE_HOLDER_KINDS.map((kind) => (
            <Radio key={kind} id={kind === 'employee' ? fieldId('holder_kind') : undefined} value={kind} label={CERTIFICATE_HOLDER_KIND_LABELS[kind]} />
          ))}
        </RadioGroup>,
        { required: true },
      )}
      {values.holder_kind === 'employee' &&
        group(
          'employee_id',
          T.labels.employee,
          <SearchSuggest<HolderEmployee>
            id={fieldId('employee_id')}
            value={values.employee}
            disabled={saving || lockIdentity}
            invalid={errors.employee_id !== undefined}
            describedBy={errors.employee_id ? `${fieldId('employee_id')}-error` : undefined}
            onChange={(employee) => change('employee', employee, 'employee_id')}
            useOptions={useHolderOptions}
            text={(employee) => employee.name}
            label={(employee) => employee.division}
            placeholder={T.employeeSearch}
            noResults={T.employeeNotFound}
          />,
          { required: true },
        )}
      {values.holder_kind === 'equipment' && (
        <>
          {group('equipment_name', T.labels.equipment_name, <InputGroup {...aria('equipment_name')} disabled={saving || lockIdentity} maxLength={200} value={values.equipment_name} onChange={(event) => change('equipment_name', event.target.value)} />, { required: true })}
          {group('equipment_code', T.labels.equipment_code, <InputGroup {...aria('equipment_code')} disabled={saving || lockIdentity} maxLength={100} value={values.equipment_code} onChange={(event) => change('equipment_code', event.target.value)} />)}
        </>
      )}
      {group('penerbit', T.labels.penerbit, <InputGroup {...aria('penerbit')} maxLength={200} value={values.penerbit} onChange={(event) => change('penerbit', event.target.value)} />, { required: true })}
      {group(
        'tanggal_terbit',
        T.labels.tanggal_terbit,
        <DateField
          {...aria('tanggal_terbit')}
          aria-label={T.labels.tanggal_terbit}
          allowEmpty
          value={values.tanggal_terbit}
          onChange={(day) => {
            change('tanggal_terbit', day);
            fillExpiry(day, values.jenis);
          }}
        />,
        { required: true },
      )}
      {group(
        'tanggal_kadaluarsa',
        T.labels.tanggal_kadaluarsa,
        <>
          <DateField
            {...aria('tanggal_kadaluarsa')}
            disabled={saving || values.lifetime}
            aria-label={T.labels.tanggal_kadaluarsa}
            allowEmpty
            value={values.lifetime ? '' : values.tanggal_kadaluarsa}
            onChange={(day) => change('tanggal_kadaluarsa', day)}
          />
          <Checkbox
            checked={values.lifetime}
            disabled={saving}
            label={T.noExpiry}
            onChange={(event) => change('lifetime', event.currentTarget.checked, 'tanggal_kadaluarsa')}
          />
        </>,
        { required: !values.lifetime, hint: months > 0 ? T.expiryHint(months) : undefined },
      )}
      {group(
        'scan',
        T.labels.scan,
        <span className="certificate-scan-field">
          <input ref={fileInput} id={`${fieldId('scan')}-file`} type="file" accept="application/pdf,image/*" hidden onChange={picked} aria-label={T.labels.scan} />
          <Button {...aria('scan')} icon="paperclip" text={T.scanPick} onClick={() => fileInput.current?.click()} />
          {props.scan ? (
            <>
              <span className="certificate-scan-name">{props.scan.name}</span>
              <Button size="small" variant="minimal" icon="cross" aria-label={T.scanRemove} title={T.scanRemove} disabled={saving} onClick={() => props.onScan(null)} />
            </>
          ) : props.storedScan ? (
            <span className="certificate-scan-name">{T.scanKept}</span>
          ) : null}
        </span>,
        { hint: T.scanHint },
      )}
      {group('keterangan', T.labels.keterangan, <TextArea {...aria('keterangan')} fill maxLength={1000} value={values.keterangan} onChange={(event) => change('keterangan', event.target.value)} />, { wide: true })}
    </>
  );
}
