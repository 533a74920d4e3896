import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { STATUTORY_RATE_DEFINITIONS, STATUTORY_RATE_KEYS, type StatutoryRateKey } from '../../../../../common/statutory/rates';
import { describeError } from '../../../session/logic';
import { DateField } from '../../../shell/DateField';
import { fieldAria, FormField } from '../../../shell/master/FormField';
import { MASTER_TEXTS } from '../../../shell/master/texts';
import { showFailure, showSuccess } from '../../../shell/toast';
import { useStatutoryAddRateMutation } from '../api';
import { emptyRateDraft, fieldErrorsOf, rateDraftBody, rateValueKind, type RateDraft, type RateDraftErrors } from './logic';
import { SETTINGS_TEXTS as T } from './texts';
import { NumberInput } from '../../../shell/NumberInput';

/** 'Tambah Tarif': a new dated row (jenis, berlaku mulai, nilai, dasar hukum); the past is never edited. */
export function AddRateDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const [draft, setDraft] = useState<RateDraft>(() => emptyRateDraft(today));
  const [errors, setErrors] = useState<RateDraftErrors>({});
  const [add, adding] = useStatutoryAddRateMutation();
  const unit = draft.key === '' ? 'bp' : STATUTORY_RATE_DEFINITIONS[draft.key].unit;

  const change = <K extends keyof RateDraft>(name: K, value: RateDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    if (adding.isLoading) return;
    const checked = rateDraftBody(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const result = await add(checked.body);
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      showFailure(T.addFailed, describeError(result.error));
      return;
    }
    showSuccess(T.rateAdded);
    onClose();
  };

  const id = (name: keyof RateDraft) => `statutory-rate-${name}`;
  const aria = (name: keyof RateDraft) => fieldAria(id(name), errors[name], { disabled: adding.isLoading, required: true });

  return (
    <Dialog isOpen onClose={onClose} title={T.addRate} icon="add" className="statutory-rate-dialog" canOutsideClickClose={!adding.isLoading}>
      <DialogBody>
        <form
          className="erp-master-fields statutory-rate-fields"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField id={id('key')} label={T.rateKey} required error={errors.key} wide>
            <HTMLSelect
              {...aria('key')}
              value={draft.key}
              fill
              className={errors.key ? 'erp-master-select-invalid' : undefined}
              onChange={(event) => {
                const key = event.target.value as StatutoryRateKey | '';
                // A value typed for a percent is not a rupiah amount, nor the other way round.
                setDraft((previous) => ({ ...previous, key }));
                setErrors(({ key: _gone, ...rest }) => rest);
              }}
            >
              <option value="">{MASTER_TEXTS.selectPlaceholder(T.rateKey)}</option>
              {STATUTORY_RATE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {STATUTORY_RATE_DEFINITIONS[key].label}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField id={id('valid_from')} label={T.rateValidFrom} required error={errors.valid_from}>
            <DateField {...aria('valid_from')} value={draft.valid_from} allowEmpty intent={errors.valid_from ? Intent.DANGER : Intent.NONE} onChange={(value) => change('valid_from', value)} />
          </FormField>
          <FormField id={id('value')} label={T.rateValue} required error={errors.value} hint={unit === 'rupiah' ? T.rupiahHint : T.percentHint}>
            <NumberInput
              {...aria('value')}
              kind={rateValueKind(draft.key)}
              value={draft.value}
              error={errors.value}
              intent={errors.value ? Intent.DANGER : Intent.NONE}
              leftElement={unit === 'rupiah' ? <span className="statutory-input-affix">Rp</span> : undefined}
              rightElement={unit === 'bp' ? <span className="statutory-input-affix">%</span> : undefined}
              onValueChange={(typed) => change('value', typed)}
            />
          </FormField>
          <FormField id={id('source')} label={T.rateSource} required error={errors.source} wide>
            <InputGroup {...aria('source')} value={draft.source} maxLength={200} placeholder={T.sourcePlaceholder} autoComplete="off" intent={errors.source ? Intent.DANGER : Intent.NONE} onChange={(event) => change('source', event.target.value)} />
          </FormField>
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={adding.isLoading} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={adding.isLoading ? T.saving : T.save} disabled={adding.isLoading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
