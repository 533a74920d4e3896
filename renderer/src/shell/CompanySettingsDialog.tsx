import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, NonIdealState, Spinner, SpinnerSize, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { DEFAULT_COMPANY, type CompanySettings } from '../../../common/contract/settings';
import { describeError } from '../session/logic';
import { useCompanySaveMutation, useCompanySettingsQuery, type CompanySaveArgs } from './companyApi';
import { ImagePicker } from './images';
import { COMPANY_TEXTS as T } from './texts';
import { showFailure, showSuccess } from './toast';

type CompanyField = 'name' | 'address' | 'phone' | 'logo';
type FieldErrors = Partial<Record<CompanyField, string>>;

const FIELDS: readonly CompanyField[] = ['name', 'address', 'phone', 'logo'];

/** A failed save's `error.fields` (from the server, or the bridge's check with the same schema) on the form's fields. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const fields = error && typeof error === 'object' && 'fields' in error && error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, unknown>) : {};
  const found: FieldErrors = {};
  for (const field of FIELDS) {
    const message = fields[field];
    if (typeof message === 'string' && message) found[field] = message;
  }
  return found;
}

interface CompanyFormProps {
  initial: CompanySettings;
  saving: boolean;
  save: (args: CompanySaveArgs) => Promise<{ error?: unknown }>;
  onCancel: () => void;
  onSaved: () => void;
}

/** The form, filled from the record as it was when the dialog opened. */
function CompanyForm({ initial, saving, save, onCancel, onSaved }: CompanyFormProps) {
  // Until someone saves, the server answers placeholders: they show as hints, not as typed text.
  const [name, setName] = useState(initial.saved ? initial.name : '');
  const [address, setAddress] = useState(initial.saved ? initial.address : '');
  const [phone, setPhone] = useState(initial.saved ? initial.phone : '');
  const [logo, setLogo] = useState<Blob | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (field: CompanyField) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const storedLogo = removeLogo ? null : initial.logo;
  const hasLogo = logo !== null || storedLogo !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = await save({ name, address, phone, logo, removeLogo });
    if (result.error) {
      setErrors(fieldErrorsOf(result.error));
      showFailure(T.saveFailed, describeError(result.error));
      return;
    }
    showSuccess(T.saved);
    onSaved();
  };

  const group = (field: CompanyField) => ({
    helperText: errors[field],
    intent: errors[field] ? Intent.DANGER : Intent.NONE,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <FormGroup label={T.name} labelFor="erp-company-name" labelInfo="*" {...group('name')}>
          <InputGroup
            id="erp-company-name"
            value={name}
            placeholder={DEFAULT_COMPANY.name}
            onChange={(e) => {
              setName(e.target.value);
              clearError('name');
            }}
            disabled={saving}
            intent={errors.name ? Intent.DANGER : Intent.NONE}
            autoFocus
          />
        </FormGroup>
        <FormGroup label={T.address} labelFor="erp-company-address" {...group('address')}>
          <TextArea
            id="erp-company-address"
            value={address}
            rows={3}
            fill
            onChange={(e) => {
              setAddress(e.target.value);
              clearError('address');
            }}
            disabled={saving}
            intent={errors.address ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
        <FormGroup label={T.phone} labelFor="erp-company-phone" {...group('phone')}>
          <InputGroup
            id="erp-company-phone"
            type="tel"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              clearError('phone');
            }}
            disabled={saving}
            intent={errors.phone ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
        <FormGroup label={T.logo} intent={errors.logo ? Intent.DANGER : Intent.NONE} helperText={errors.logo ?? (removeLogo ? T.logoRemoved : undefined)}>
          <div className="erp-company-logo" style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <ImagePicker
              value={logo}
              path={storedLogo}
              size={72}
              disabled={saving}
              onChange={(picked) => {
                setLogo(picked);
                // A new logo replaces the stored one anyway.
                setRemoveLogo(false);
                clearError('logo');
              }}
            />
            <Button
              icon="trash"
              text={T.removeLogo}
              disabled={saving || !hasLogo}
              onClick={() => {
                setLogo(null);
                // Only a stored logo needs the server to drop it; a picked one is simply forgotten.
                setRemoveLogo(initial.logo !== null);
                clearError('logo');
              }}
            />
          </div>
        </FormGroup>
        <Callout intent={Intent.PRIMARY} icon="info-sign" compact>
          {T.note}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={onCancel} disabled={saving} />
            <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? T.saving : T.save} disabled={saving} />
          </>
        }
      />
    </form>
  );
}

/** Loads the record afresh each time the dialog opens; the form appears once it is here. */
function CompanySettingsBody(props: Omit<CompanyFormProps, 'initial'>) {
  const query = useCompanySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isFetching || (!query.data && !query.isError)) {
    return (
      <DialogBody>
        <div className="erp-settings-loading" role="status">
          <Spinner size={SpinnerSize.SMALL} aria-label={T.loading} />
          <span>{T.loading}</span>
        </div>
      </DialogBody>
    );
  }
  if (query.isError || !query.data) {
    return (
      <DialogBody>
        <NonIdealState
          icon="error"
          title={T.loadFailed}
          description={describeError(query.error)}
          action={<Button icon="refresh" text={T.retry} onClick={() => void query.refetch()} />}
        />
      </DialogBody>
    );
  }
  return <CompanyForm initial={query.data} {...props} />;
}

/**
 * Issue 5 §4: the superadmin edits the company's name, address, phone and logo, which the PO,
 * receipt and report printouts put in their header and footer.
 */
export function CompanySettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [save, { isLoading: saving }] = useCompanySaveMutation();
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={T.title}
      icon="office"
      className="erp-dialog erp-company-dialog"
      canOutsideClickClose={!saving}
      canEscapeKeyClose={!saving}
    >
      {/* Blueprint mounts the body on each open: the form starts from the record just loaded. */}
      <CompanySettingsBody saving={saving} save={(args) => save(args)} onCancel={close} onSaved={onClose} />
    </Dialog>
  );
}
