import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, NonIdealState, Spinner, SpinnerSize, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { CompanySettings } from '../../../common/contract/settings';
import { describeError } from '../session/logic';
import { useCompanySaveMutation, useCompanySettingsQuery, useCompanySkipSetupMutation, type CompanySaveArgs } from './companyApi';
import { ImagePicker } from './images';
import { COMPANY_TEXTS as T } from './texts';
import { showFailure, showSuccess } from './toast';

type CompanyField = 'name' | 'address' | 'npwp' | 'phone' | 'logo';
type FieldErrors = Partial<Record<CompanyField, string>>;

const FIELDS: readonly CompanyField[] = ['name', 'address', 'npwp', 'phone', 'logo'];

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
  /** The superadmin's first sign-in: a welcome, and 'Lewati' in place of 'Batal'. */
  setup?: { skipping: boolean; skip: () => void };
}

/** The form, filled from the record as it was when the dialog opened. */
function CompanyForm({ initial, saving, save, onCancel, onSaved, setup }: CompanyFormProps) {
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [npwp, setNpwp] = useState(initial.npwp);
  const [phone, setPhone] = useState(initial.phone);
  const [logo, setLogo] = useState<Blob | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (field: CompanyField) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const storedLogo = removeLogo ? null : initial.logo;
  const hasLogo = logo !== null || storedLogo !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = await save({ name, address, phone, npwp, logo, removeLogo });
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

  const busy = saving || (setup?.skipping ?? false);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        {setup && (
          <Callout intent={Intent.PRIMARY} icon="office" compact className="erp-company-setup-intro">
            {T.setupIntro} {T.setupLater}
          </Callout>
        )}
        <FormGroup label={T.name} labelFor="erp-company-name" labelInfo="*" {...group('name')}>
          <InputGroup
            id="erp-company-name"
            value={name}
            placeholder={T.namePlaceholder}
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
            rows={2}
            fill
            onChange={(e) => {
              setAddress(e.target.value);
              clearError('address');
            }}
            disabled={saving}
            intent={errors.address ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
        <div className="erp-company-row">
          <FormGroup label={T.npwp} labelFor="erp-company-npwp" {...group('npwp')} helperText={errors.npwp ?? T.npwpHelper}>
            <InputGroup
              id="erp-company-npwp"
              value={npwp}
              inputMode="numeric"
              onChange={(e) => {
                setNpwp(e.target.value);
                clearError('npwp');
              }}
              disabled={saving}
              intent={errors.npwp ? Intent.DANGER : Intent.NONE}
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
        </div>
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
        {!setup && (
          <Callout intent={Intent.PRIMARY} icon="info-sign" compact>
            {T.note}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {setup ? (
              <Button text={setup.skipping ? T.saving : T.skip} onClick={setup.skip} disabled={busy} />
            ) : (
              <Button text={T.cancel} onClick={onCancel} disabled={saving} />
            )}
            <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? T.saving : T.save} disabled={busy} />
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
 * Issue 5 §4: the superadmin edits the company's name, address, NPWP, phone and logo, which the PO,
 * receipt and report printouts put in their header and footer and the tax forms name as withholder.
 * With `setup` it is the first sign-in's company setup (issue 27 §4): saved or skipped ('Lewati',
 * remembered by the server), never just closed, so it is not offered again either way.
 */
export function CompanySettingsDialog({ isOpen, onClose, setup = false }: { isOpen: boolean; onClose: () => void; setup?: boolean }) {
  const [save, { isLoading: saving }] = useCompanySaveMutation();
  const [skipSetup, { isLoading: skipping }] = useCompanySkipSetupMutation();
  const close = () => {
    if (!saving) onClose();
  };
  const skip = async () => {
    const result = await skipSetup();
    if ('error' in result) {
      showFailure(T.skipFailed, describeError(result.error));
      return;
    }
    onClose();
  };
  const closable = !setup && !saving;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={T.title}
      icon="office"
      className="erp-dialog erp-company-dialog"
      isCloseButtonShown={!setup}
      canOutsideClickClose={closable}
      canEscapeKeyClose={closable}
    >
      {/* Blueprint mounts the body on each open: the form starts from the record just loaded. */}
      <CompanySettingsBody
        saving={saving}
        save={(args) => save(args)}
        onCancel={close}
        onSaved={onClose}
        setup={setup ? { skipping, skip: () => void skip() } : undefined}
      />
    </Dialog>
  );
}
