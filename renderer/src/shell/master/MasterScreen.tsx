import './master.css';
import { useId, useState, type ReactNode } from 'react';
import type { ApiError } from '../../../../common/contract';
import type { ResourceDefinition, ResourceRow } from '../../../../common/resource';
import { canCall } from '../../../../common/roles';
import { useSessionUser } from '../../store/hooks';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../toast';
import { useResourceAddMutation, useResourceListQuery, useResourceUpdateMutation } from './api';
import {
  columnFields,
  emptyForm,
  formFields,
  initialSort,
  listQueryOf,
  rowToForm,
  serverFieldErrors,
  toggleSort,
  validateForm,
  type FieldErrors,
  type FormValues,
  type SortState,
} from './logic';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from './hooks';
import { MasterForm } from './MasterForm';
import { DeleteConfirm } from './DeleteConfirm';
import { MasterTable } from './MasterTable';
import { useDebouncedSearch } from './SearchBox';
import { MASTER_TEXTS, type MasterAction } from './texts';

export { SEARCH_DEBOUNCE_MS } from './SearchBox';

/**
 * The one master-data screen (ARCHITECTURE "Renderer conventions"): a resource definition in,
 * a collapsible add/edit form, a searchable, sortable, server-paged table with edit and a
 * soft-delete confirm out. Every master menu renders this with its own definition.
 */
export function MasterScreen(props: MasterScreenProps) {
  // A new resource is a new screen: nothing typed or paged on one carries over to the next.
  return <MasterScreenBody key={props.resource.key} {...props} />;
}

export interface MasterScreenProps {
  resource: ResourceDefinition;
  /**
   * Extra buttons at the start of a row's 'Aksi' cell (the supplier's 'view detail'); `busy` while
   * a save or delete runs. What they open the caller renders beside the screen.
   */
  rowActions?: (row: ResourceRow, busy: boolean) => ReactNode;
  /** The list only, without the form, edit or delete: for users who may read the master but not write it. */
  readOnly?: boolean;
}

/** 'Simpan' or, where the definition names the thing for its toasts, 'Simpan Supplier'. */
function toastAction(resource: ResourceDefinition, action: 'Simpan' | 'Edit' | 'Hapus'): MasterAction {
  return resource.toastNoun ? `${action} ${resource.toastNoun}` : action;
}

/** A failed call's ApiError (RTK Query may also reject with its own SerializedError). */
export function errorOf(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'message' in error ? (error as ApiError) : undefined;
}

function MasterScreenBody({ resource, rowActions, readOnly: readOnlyProp = false }: MasterScreenProps) {
  // Writes narrower than the module's users (the applications: superadmin only) leave others the list alone.
  const user = useSessionUser();
  const readOnly = readOnlyProp || (resource.writeAccess !== undefined && (user === null || !canCall(user, resource.writeAccess, null)));
  const formId = `erp-master-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  // ---- table ----
  const [page, setPage] = useState(1);
  // Search: the filter follows the box 300 ms after the last keystroke, from page 1.
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState | null>(() => initialSort(resource));

  const list = useResourceListQuery({ resource, query: listQueryOf(resource, { page, sort, filter }) });
  const [add, addState] = useResourceAddMutation();
  const [update, updateState] = useResourceUpdateMutation();
  const [remove, removeState] = useResourceUpdateMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;
  useEmptyPageStepBack(page, setPage, list.currentData);

  // ---- form ----
  const firstField = formFields(resource)[0];
  const form = useMasterForm<FormValues, FieldErrors, ResourceRow>({ formId, empty: () => emptyForm(resource), firstField: firstField?.name, saving });
  const { editing, values, setErrors, focusField, reset: resetForm, setExpanded } = form;

  const removal = useDeleteConfirm<ResourceRow>({
    deleting,
    remove: (row) => remove({ resource, id: row.id, body: { status: 'deleted' } }),
    action: toastAction(resource, 'Hapus'),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
    },
  });

  const submit = async () => {
    if (saving) return;
    const checked = validateForm(resource, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(formFields(resource).find((f) => f.name in checked.errors)?.name);
      return;
    }
    setErrors({});
    const action = toastAction(resource, editing ? 'Edit' : 'Simpan');
    const result = editing
      ? await update({ resource, id: editing.id, body: checked.body })
      : await add({ resource, body: checked.body });
    if (result.error) {
      const fieldErrors = serverFieldErrors(resource, errorOf(result.error)?.fields);
      setErrors(fieldErrors);
      showFailure(MASTER_TEXTS.failed(action), describeError(result.error));
      focusField(formFields(resource).find((f) => f.name in fieldErrors)?.name);
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded(action));
    resetForm();
    if (editing) {
      setExpanded(false);
    } else {
      // Staff often enter several in a row: straight back to the first field.
      focusField(firstField?.name);
    }
  };

  const titleField = columnFields(resource)[0] ?? resource.fields[0];
  const labelOf = (row: ResourceRow | null) => (row && titleField ? String(row[titleField.rowKey] ?? '') : '');

  return (
    <div className="erp-master">
      {!readOnly && (
        <MasterForm
          resource={resource}
          formId={formId}
          expanded={form.expanded}
          editing={editing !== null}
          editingLabel={labelOf(editing)}
          values={values}
          errors={form.errors}
          saving={saving}
          onToggle={form.toggle}
          onChange={form.change}
          onSubmit={() => void submit()}
          onCancel={form.cancel}
        />
      )}

      <MasterTable
        resource={resource}
        list={list}
        page={page}
        onPage={setPage}
        search={search}
        onSearch={setSearch}
        sort={sort}
        busy={saving || deleting}
        editingId={editing?.id ?? null}
        onSort={(field) => {
          setSort((previous) => toggleSort(previous, field));
          setPage(1);
        }}
        onEdit={(row) => form.startEdit(row, rowToForm(resource, row))}
        onDelete={removal.ask}
        rowActions={rowActions}
        readOnly={readOnly}
      />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        subject={labelOf(removal.subject)}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
