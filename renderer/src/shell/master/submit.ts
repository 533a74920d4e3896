import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../toast';
import { errorOf } from './MasterScreen';
import { MASTER_TEXTS } from './texts';

/** A form checked on this side: the body to send, or per-field errors and perhaps an alert (the seed's 'Lengkapi …'). */
export type CheckedForm<Body, Errors> = { ok: true; body: Body } | { ok: false; errors: Errors; alert: string | null };

export interface RecordSubmit<Body, Errors> {
  checked: CheckedForm<Body, Errors>;
  editing: boolean;
  send(body: Body): Promise<{ error?: unknown }>;
  /** The form's fields in order: the first with an error gets the focus; after an add, the first one. */
  fieldOrder: readonly string[];
  /** The server's `error.fields` on the form's fields. */
  serverErrors(fields: Record<string, string> | undefined): Errors;
  setErrors(errors: Errors): void;
  setAlert(alert: string): void;
  focusField(field: string | undefined): void;
  /** After a save the form empties; an edit also closes it. */
  reset(): void;
  close(): void;
}

/**
 * The save of a record form with its own screen (Karyawan, Produk): refuse what the contract
 * refuses before sending, then 'Berhasil/Gagal Simpan|Edit Data', the server's field errors under
 * their fields, the focus where the user must look next. Answers whether it saved.
 */
export async function submitRecord<Body, Errors extends object>(submit: RecordSubmit<Body, Errors>): Promise<boolean> {
  const firstError = (errors: Errors) => submit.fieldOrder.find((name) => name in errors);
  const { checked } = submit;
  if (!checked.ok) {
    submit.setErrors(checked.errors);
    // Errors where the eye is (issue 27 §2): the fields say what is missing and the focus goes to the
    // first; the seed's alert ('Lengkapi …') is left for what no field of the form can show.
    const first = firstError(checked.errors);
    if (first !== undefined) submit.focusField(first);
    else if (checked.alert) submit.setAlert(checked.alert);
    return false;
  }
  submit.setErrors({} as Errors);
  const action = submit.editing ? 'Edit' : 'Simpan';
  const result = await submit.send(checked.body);
  if (result.error) {
    const fieldErrors = submit.serverErrors(errorOf(result.error)?.fields);
    submit.setErrors(fieldErrors);
    // Seed section 8: the server's message goes with the failure toast.
    showFailure(MASTER_TEXTS.failed(action), describeError(result.error));
    submit.focusField(firstError(fieldErrors));
    return false;
  }
  showSuccess(MASTER_TEXTS.succeeded(action));
  submit.reset();
  if (submit.editing) submit.close();
  else submit.focusField(submit.fieldOrder[0]);
  return true;
}
