import { useRef, useState } from 'react';
import type { PurchaseBodyInput, PurchaseDetail } from '../../../../common/contract/purchasing';
import { describeError } from '../../session/logic';
import { useMasterForm } from '../../shell/master/hooks';
import { errorOf } from '../../shell/master/MasterScreen';
import { showFailure, showSuccess } from '../../shell/toast';
import { emptyPurchaseForm, firstErrorKey, purchaseFieldOrder, validatePurchase, type PurchaseFormErrors, type PurchaseFormValues } from './logic';
import { companyToday } from '../../../../common/calendar';

export interface PurchaseFormOptions {
  formId: string;
  /** 'add' focuses the supplier search when the card opens; the edit page leaves focus alone (it would open the search over the stored supplier). */
  mode: 'add' | 'edit';
  saving: boolean;
  /** Sends the checked payload; answers the call's error, if any. */
  send: (body: PurchaseBodyInput) => Promise<{ error?: unknown }>;
  toasts: { succeeded: string; failed: string };
  /** After a successful save (the add form resets, the edit page goes back). */
  onSaved: () => void;
}

/**
 * The PO form's state for the add card and the edit page alike: values, messages, the seed's
 * 'Lengkapi data anda' alert, line keys, and the save with its toasts and the server's field errors.
 */
export function usePurchaseForm({ formId, mode, saving, send, toasts, onSaved }: PurchaseFormOptions) {
  const lineKey = useRef(1);
  const nextLineKey = () => {
    lineKey.current += 1;
    return lineKey.current;
  };
  const form = useMasterForm<PurchaseFormValues, PurchaseFormErrors, PurchaseDetail>({
    formId,
    empty: () => emptyPurchaseForm(companyToday()),
    firstField: mode === 'add' ? 'id_supplier' : undefined,
    saving,
  });
  /** The seed's alert text while it is up. */
  const [alert, setAlert] = useState<string | null>(null);

  const focusFirst = (errors: PurchaseFormErrors) => {
    const key = firstErrorKey(errors, purchaseFieldOrder(form.values));
    form.focusField(key?.replace(/\./g, '-'));
  };

  const submit = async () => {
    if (saving) return;
    const checked = validatePurchase(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      // Errors where the eye is (issue 27 §2): supplier and Kirim Ke are fields, so their
      // message stands under them with the focus there; the alert only for what has none.
      if (Object.keys(checked.errors).length > 0) focusFirst(checked.errors);
      else if (checked.alert) setAlert(checked.alert);
      return;
    }
    form.setErrors({});
    const result = await send(checked.body);
    if (result.error) {
      // A 400 names its fields ('kode_produk.0.qty', 'grand_total'): shown where they belong.
      const fields = errorOf(result.error)?.fields ?? {};
      form.setErrors(fields);
      showFailure(toasts.failed, describeError(result.error));
      focusFirst(fields);
      return;
    }
    showSuccess(toasts.succeeded);
    onSaved();
  };

  return {
    form,
    alert,
    closeAlert: () => setAlert(null),
    /** After the alert: focus on the first field it was about. */
    afterAlert: () => focusFirst(form.errors),
    nextLineKey,
    submit,
  };
}
