import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import type { CertificateRow } from '../../../common/contract/certificate';
import type { ResourceRow } from '../../../common/resource';
import { submitRecord } from '../shell/master/submit';
import { MASTER_TEXTS } from '../shell/master/texts';
import { useCertificateRenewMutation } from './api';
import { CertificateFormFields } from './CertificateFormFields';
import { CERTIFICATE_FIELDS, checkCertificate, rowToCertificate, serverCertificateErrors, type CertificateErrors, type CertificateValues } from './logic';
import { CERTIFICATE_TEXTS as T } from './texts';

/**
 * 'Perpanjang': a new certificate for the same type and holder, prefilled from the old one, with its
 * own number, dates and scan. Once saved the old one reads 'Diperpanjang' and leaves the expiring list.
 */
export function RenewDialog({ row, types, onClose }: { row: CertificateRow | null; types: readonly ResourceRow[] | undefined; onClose: () => void }) {
  // The old row stays while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState<CertificateRow | null>(row);
  if (row && row !== shown) setShown(row);
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={T.renewTitle(shown?.nomor ?? '')} icon="history" className="certificate-renew-dialog">
      {shown && <RenewForm key={shown.id} row={shown} types={types} onDone={onClose} />}
    </Dialog>
  );
}

function RenewForm({ row, types, onDone }: { row: CertificateRow; types: readonly ResourceRow[] | undefined; onDone: () => void }) {
  const formId = `certificate-renew-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [values, setValues] = useState<CertificateValues>(() => rowToCertificate(row, true));
  const [errors, setErrors] = useState<CertificateErrors>({});
  const [scan, setScan] = useState<File | null>(null);
  const [renew, renewState] = useCertificateRenewMutation();
  const saving = renewState.isLoading;

  const change = <K extends keyof CertificateValues>(key: K, value: CertificateValues[K], field: string = String(key)) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field as keyof CertificateErrors]: _removed, ...rest } = previous;
      return rest;
    });
  };
  const focusField = (field: string | undefined) => {
    if (field) document.getElementById(`${formId}-${field}`)?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    await submitRecord({
      checked: checkCertificate(values),
      // 'Berhasil Simpan Data': the renewal is a new certificate.
      editing: false,
      send: (body) => renew({ id: row.id, body, scan }),
      fieldOrder: CERTIFICATE_FIELDS,
      serverErrors: serverCertificateErrors,
      setErrors,
      setAlert: () => undefined,
      focusField,
      reset: onDone,
      close: onDone,
    });
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <div className="erp-master-form certificate-renew-form">
          <CertificateFormFields formId={formId} values={values} errors={errors} saving={saving} types={types} change={change} setErrors={setErrors} scan={scan} onScan={setScan} storedScan={null} lockIdentity />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={MASTER_TEXTS.cancel} disabled={saving} onClick={onDone} />
            <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? MASTER_TEXTS.saving : T.renewSave} disabled={saving} />
          </>
        }
      />
    </form>
  );
}
