import '../../../shell/master/master.css';
import './settings.css';
import { Button, Callout, Card, Checkbox, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Switch, Tag } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { companyToday } from '../../../../../common/calendar';
import type { StatutoryRateRowData } from '../../../../../common/contract/statutory';
import { BPJS_PROGRAMME_LABELS, BPJS_PROGRAMMES } from '../../../../../common/statutory/bpjs';
import { JKK_RISK_CLASS_LABELS, JKK_RISK_CLASSES } from '../../../../../common/statutory/rates';
import { describeError } from '../../../session/logic';
import { ContentSpinner } from '../../../shell/states';
import { DeleteConfirm } from '../../../shell/master/DeleteConfirm';
import { fieldAria, FormField } from '../../../shell/master/FormField';
import { DeleteAction } from '../../../shell/master/RowActions';
import { TableStateRows } from '../../../shell/master/TableStates';
import { showFailure, showSuccess } from '../../../shell/toast';
import { useIsModuleAdmin } from '../../../store/hooks';
import { useStatutoryRatesQuery, useStatutoryRemoveRateMutation, useStatutorySaveSettingsMutation, useStatutorySettingsQuery } from '../api';
import { AddRateDialog } from './AddRateDialog';
import { YearlyRateWarnings } from './YearlyRateWarnings';
import { fieldErrorsOf, rateDateText, rateGroups, rateValueText, settingsForm, type SettingsForm } from './logic';
import { SETTINGS_TEXTS as T } from './texts';
import { HistoryButton } from '../../../audit/HistoryButton';
import { NumberInput } from '../../../shell/NumberInput';
import { numberInputError } from '../../../../../common/number-input';

/**
 * 'Pengaturan BPJS & Pajak' (issue 18): the company's statutory settings (JKK risk class, the
 * BPJS programmes, PPh 21 withholding, the withholder's tax ids) and the dated rate table with
 * the law's rows and the office's own. Admins change them; everyone else with Sallary access reads.
 */
export function SettingsScreen() {
  const canWrite = useIsModuleAdmin();
  const rates = useStatutoryRatesQuery();
  return (
    <div className="erp-master statutory-settings">
      <CompanyCard canWrite={canWrite} />
      <RatesCard canWrite={canWrite} rates={rates} />
    </div>
  );
}

type TextField = 'company_npwp' | 'company_nitku' | 'signer_name' | 'signer_npwp';

const TEXT_FIELDS: readonly { name: TextField; label: string; hint: string; digits: boolean; maxLength: number }[] = [
  { name: 'company_npwp', label: T.companyNpwp, hint: T.npwpHint, digits: true, maxLength: 16 },
  { name: 'company_nitku', label: T.companyNitku, hint: T.nitkuHint, digits: true, maxLength: 22 },
  { name: 'signer_name', label: T.signerName, hint: T.signerHint, digits: false, maxLength: 100 },
  { name: 'signer_npwp', label: T.signerNpwp, hint: T.npwpHint, digits: true, maxLength: 16 },
];

function CompanyCard({ canWrite }: { canWrite: boolean }) {
  const settings = useStatutorySettingsQuery();
  const [save, saving] = useStatutorySaveSettingsMutation();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form starts from the saved settings once they arrive.
  if (form === null && settings.currentData) setForm(settingsForm(settings.currentData));

  let body;
  if (settings.isError) {
    body = <NonIdealState icon="error" title={T.loadFailed} description={describeError(settings.error)} action={<Button icon="refresh" text={T.retry} onClick={() => void settings.refetch()} />} layout="horizontal" />;
  } else if (!form || !settings.currentData) {
    body = <ContentSpinner />;
  } else {
    const disabled = !canWrite || saving.isLoading;
    const change = <K extends keyof SettingsForm>(name: K, value: SettingsForm[K]) => {
      setForm({ ...form, [name]: value });
      setErrors(({ [name]: _gone, ...rest }) => rest);
    };
    const submit = async () => {
      const unread = Object.fromEntries(TEXT_FIELDS.flatMap((field) => (field.digits ? [[field.name, numberInputError(form[field.name] ?? '', 'idNumber')]] : [])).filter((entry): entry is [TextField, string] => entry[1] !== undefined));
      if (Object.keys(unread).length > 0) {
        setErrors(unread);
        document.getElementById(id(Object.keys(unread)[0] ?? ''))?.focus();
        return;
      }
      const result = await save(form);
      if ('error' in result) {
        setErrors(fieldErrorsOf(result.error));
        showFailure(T.saveFailed, describeError(result.error));
        return;
      }
      setForm(settingsForm(result.data.data));
      showSuccess(T.saved);
    };
    const id = (name: string) => `statutory-${name}`;
    body = (
      <>
        <div className="statutory-callouts">
          {!settings.currentData.saved && (
            <Callout intent={Intent.WARNING} icon="warning-sign" compact>
              {T.notSaved}
            </Callout>
          )}
          <YearlyRateWarnings />
          {!canWrite && (
            <Callout icon="lock" compact>
              {T.readOnly}
            </Callout>
          )}
        </div>
        <div className="erp-master-fields">
          <FormField id={id('jkk_risk_class')} label={T.jkkRiskClass} required error={errors['jkk_risk_class']}>
            <HTMLSelect {...fieldAria(id('jkk_risk_class'), errors['jkk_risk_class'], { disabled })} value={String(form.jkk_risk_class)} fill onChange={(event) => change('jkk_risk_class', Number(event.target.value))}>
              {JKK_RISK_CLASSES.map((riskClass) => (
                <option key={riskClass} value={String(riskClass)}>
                  {JKK_RISK_CLASS_LABELS[riskClass]}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField id={id('withhold_pph21')} label={T.withholdPph21} error={errors['withhold_pph21']}>
            <Switch id={id('withhold_pph21')} className="statutory-switch" checked={form.withhold_pph21} disabled={disabled} label={form.withhold_pph21 ? T.yes : T.no} onChange={(event) => change('withhold_pph21', event.currentTarget.checked)} />
          </FormField>
          <FormField id={id('programmes')} label={T.programmes} error={errors['programmes']} wide>
            <div id={id('programmes')} className="statutory-checks" role="group" aria-label={T.programmes}>
              {BPJS_PROGRAMMES.map((programme) => (
                <Checkbox
                  key={programme}
                  inline
                  label={BPJS_PROGRAMME_LABELS[programme]}
                  checked={form.programmes.includes(programme)}
                  disabled={disabled}
                  onChange={(event) =>
                    change(
                      'programmes',
                      event.currentTarget.checked ? BPJS_PROGRAMMES.filter((p) => p === programme || form.programmes.includes(p)) : form.programmes.filter((p) => p !== programme),
                    )
                  }
                />
              ))}
            </div>
          </FormField>
          {TEXT_FIELDS.map((field) => (
            <FormField key={field.name} id={id(field.name)} label={field.label} error={errors[field.name]} hint={field.hint}>
              {field.digits ? (
                // NPWP / NITKU as written ('01.234.567.8-901.000'): a letter is said here, never dropped; the server keeps the digits.
                <NumberInput
                  {...fieldAria(id(field.name), errors[field.name], { disabled })}
                  kind="idNumber"
                  value={form[field.name] ?? ''}
                  error={errors[field.name]}
                  intent={errors[field.name] ? Intent.DANGER : Intent.NONE}
                  onValueChange={(typed) => change(field.name, typed)}
                />
              ) : (
                <InputGroup
                  {...fieldAria(id(field.name), errors[field.name], { disabled })}
                  value={form[field.name] ?? ''}
                  maxLength={field.maxLength}
                  autoComplete="off"
                  intent={errors[field.name] ? Intent.DANGER : Intent.NONE}
                  onChange={(event) => change(field.name, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        {canWrite && (
          <div className="erp-master-form-actions">
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={saving.isLoading ? T.saving : T.save} disabled={saving.isLoading} onClick={() => void submit()} />
          </div>
        )}
      </>
    );
  }

  return (
    <Card className="statutory-card" compact>
      <div className="statutory-card-head">
        <h4>{T.companyTitle}</h4>
      </div>
      <p className="statutory-note">{T.companyNote}</p>
      {body}
    </Card>
  );
}

function RatesCard({ canWrite, rates }: { canWrite: boolean; rates: ReturnType<typeof useStatutoryRatesQuery> }) {
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<StatutoryRateRowData | null>(null);
  const [remove, removing] = useStatutoryRemoveRateMutation();
  const rows = rates.currentData ?? [];
  const state = rates.isError ? 'error' : rates.currentData ? 'ready' : 'loading';
  const span = canWrite ? 5 : 4;

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove(toDelete.id);
    if ('error' in result) showFailure(T.deleteFailed, describeError(result.error));
    else showSuccess(T.rateDeleted);
    setToDelete(null);
  };

  return (
    <Card className="statutory-card" compact>
      <div className="statutory-card-head">
        <h4>{T.ratesTitle}</h4>
        {canWrite && <Button icon="add" intent={Intent.PRIMARY} text={T.addRate} onClick={() => setAdding(true)} />}
      </div>
      <p className="statutory-note">{T.ratesNote}</p>
      <div className="erp-master-table-wrap">
        <HTMLTable className="erp-master-table statutory-rates" aria-label={T.ratesTitle}>
          <colgroup>
            <col className="statutory-col-key" />
            <col className="statutory-col-date" />
            <col className="statutory-col-value" />
            <col />
            {canWrite && <col className="statutory-col-actions" />}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{T.rateKey}</th>
              <th scope="col">{T.columns.validFrom}</th>
              <th scope="col" className="statutory-numeric">
                {T.columns.value}
              </th>
              <th scope="col">{T.columns.source}</th>
              {canWrite && <th scope="col" className="erp-master-actions" />}
            </tr>
          </thead>
          <tbody>
            {state !== 'ready' || rows.length === 0 ? (
              <TableStateRows state={state} rowCount={rows.length} span={span} skeletonRows={6} emptyText={T.empty} errorMessage={rates.isError ? describeError(rates.error) : undefined} onRetry={() => void rates.refetch()} />
            ) : (
              rateGroups(rows).map((group) => (
                <Fragment key={group.key}>
                  {group.rows.map((row, index) => (
                    <tr key={row.id} className={`${index === 0 ? 'statutory-group-first' : ''}${row.in_force ? ' statutory-in-force' : ''}`} data-rate={row.id}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={group.rows.length} className="statutory-group-label">
                          {group.label}
                        </th>
                      )}
                      <td className="statutory-nowrap">
                        {rateDateText(row.valid_from)}
                        {row.in_force && (
                          <Tag minimal intent={Intent.SUCCESS} className="statutory-tag">
                            {T.inForce}
                          </Tag>
                        )}
                      </td>
                      <td className="statutory-numeric">{rateValueText(row)}</td>
                      <td>{row.source}</td>
                      {canWrite && (
                        <td className="erp-master-actions">
                          {row.builtin ? (
                            <span className="statutory-builtin" title={T.builtinTitle}>
                              {T.builtin}
                            </span>
                          ) : (
                            <>
                              <HistoryButton entity="statutory_rate" id={row.id} subject={`${group.label} ${rateDateText(row.valid_from)}`} />
                              <DeleteAction label={`${T.deleteRate} ${group.label} ${rateDateText(row.valid_from)}`} disabled={removing.isLoading} onClick={() => setToDelete(row)} />
                            </>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </Fragment>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
      {adding && <AddRateDialog today={companyToday()} onClose={() => setAdding(false)} />}
      <DeleteConfirm
        isOpen={toDelete !== null}
        deleting={removing.isLoading}
        subject={toDelete ? T.rateSubject(toDelete.label, rateDateText(toDelete.valid_from), rateValueText(toDelete)) : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
