import { useEffect, useState } from 'react';
import type { Pagination } from '../../../../common/contract/list';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../toast';
import { pageAfterEmpty } from './logic';
import { MASTER_TEXTS, type MasterAction } from './texts';

/** A form's messages, by field; a field without one is absent. */
type ErrorsOf<Field extends string> = Partial<Record<Field, string>>;

export interface MasterFormOptions<Values> {
  /** The form's id; its fields are `${formId}-${field}` (what focus looks for). */
  formId: string;
  empty: () => Values;
  /** Where focus goes when the form opens. */
  firstField: string | undefined;
  /** A save in flight: the form neither closes nor switches rows meanwhile. */
  saving: boolean;
  /** Anything else the screen clears with the form (a photo, a password's shown state). */
  onReset?: () => void;
}

/**
 * The add/edit form card's state on every master-style screen (the generic master screen,
 * Karyawan, User): open or closed, the row being edited, values and messages, and focus moves
 * that wait for the form to render.
 */
export function useMasterForm<Values extends object, Errors extends ErrorsOf<string>, Row = never>(options: MasterFormOptions<Values>) {
  const { formId, empty, firstField, saving, onReset } = options;
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>(() => ({}) as Errors);
  /** Bumped to move focus into the form once it has rendered: [field, request number]. */
  const [focusRequest, setFocusRequest] = useState<[string, number] | null>(null);

  const focusField = (field: string | undefined) => {
    if (field) setFocusRequest((previous) => [field, (previous?.[1] ?? 0) + 1]);
  };
  useEffect(() => {
    if (focusRequest) document.getElementById(`${formId}-${focusRequest[0]}`)?.focus();
  }, [focusRequest, formId]);

  const reset = () => {
    setEditing(null);
    setValues(empty());
    setErrors({} as Errors);
    onReset?.();
  };

  /** Empty and closed, whatever is in flight (after the edited row is deleted). */
  const close = () => {
    reset();
    setExpanded(false);
  };

  const cancel = () => {
    if (saving) return;
    close();
  };

  const toggle = () => {
    if (saving) return;
    if (!expanded) {
      setExpanded(true);
      focusField(firstField);
    } else if (editing !== null) {
      cancel();
    } else {
      setExpanded(false);
    }
  };

  /** A typed value; its field's message goes (the field is the key unless the form names it otherwise). */
  const change = <K extends keyof Values>(key: K, value: Values[K], field: string = String(key)) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _removed, ...rest } = previous;
      return rest as Errors;
    });
  };

  const startEdit = (row: Row, rowValues: Values) => {
    if (saving) return;
    setEditing(row);
    setValues(rowValues);
    setErrors({} as Errors);
    onReset?.();
    setExpanded(true);
    focusField(firstField);
  };

  return { expanded, setExpanded, editing, values, errors, setErrors, focusField, reset, close, cancel, toggle, change, startEdit };
}

/** A page that came back empty (its last row deleted, or the list shrank): one page back. */
export function useEmptyPageStepBack(page: number, setPage: (page: number) => void, current: { data: readonly unknown[]; pagination?: Pagination } | undefined) {
  useEffect(() => {
    if (!current) return;
    const next = pageAfterEmpty(page, current.data.length, current.pagination?.last_page ?? 1);
    if (next !== page) setPage(next);
  }, [current, page, setPage]);
}

export interface DeleteConfirmOptions<Row> {
  deleting: boolean;
  remove: (row: Row) => Promise<{ error?: unknown }>;
  /** After a successful delete (e.g. close the form that was editing the row). */
  onDeleted?: (row: Row) => void;
  /** The toasts' action where a seed names the thing ('Hapus Supplier'); 'Hapus' otherwise. */
  action?: MasterAction;
}

/**
 * The delete confirm's state and its 'Hapus' call with the seed's toasts. The row asked about is
 * kept while the confirm closes, so its text stays put.
 */
export function useDeleteConfirm<Row>({ deleting, remove, onDeleted, action = 'Hapus' }: DeleteConfirmOptions<Row>) {
  const [subject, setSubject] = useState<Row | null>(null);
  const [isOpen, setOpen] = useState(false);

  const ask = (row: Row) => {
    setSubject(row);
    setOpen(true);
  };

  const confirm = async () => {
    if (!subject || !isOpen || deleting) return;
    const result = await remove(subject);
    if (result.error) {
      showFailure(MASTER_TEXTS.failed(action), describeError(result.error));
    } else {
      showSuccess(MASTER_TEXTS.succeeded(action));
      onDeleted?.(subject);
    }
    setOpen(false);
  };

  return { subject, isOpen, ask, confirm, cancel: () => setOpen(false) };
}
