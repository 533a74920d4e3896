import './master.css';
import { Card } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import type { ApiError } from '../../../../common/contract';
import type { ResourceDefinition, ResourceRow } from '../../../../common/resource';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../toast';
import { useResourceAddMutation, useResourceListQuery, useResourceUpdateMutation } from './api';
import {
  columnFields,
  emptyForm,
  formFields,
  initialSort,
  listQueryOf,
  pageAfterEmpty,
  rowToForm,
  serverFieldErrors,
  toggleSort,
  validateForm,
  type FieldErrors,
  type FormValues,
  type SortState,
} from './logic';
import { fieldId, MasterForm } from './MasterForm';
import { DeleteConfirm } from './DeleteConfirm';
import { MasterListFooter, MasterTable } from './MasterTable';
import { SearchBox, useDebouncedSearch } from './SearchBox';
import { MASTER_TEXTS } from './texts';

export { SEARCH_DEBOUNCE_MS } from './SearchBox';

/**
 * The one master-data screen (ARCHITECTURE "Renderer conventions"): a resource definition in,
 * a collapsible add/edit form, a searchable, sortable, server-paged table with edit and a
 * soft-delete confirm out. Every master menu renders this with its own definition.
 */
export function MasterScreen({ resource }: { resource: ResourceDefinition }) {
  // A new resource is a new screen: nothing typed or paged on one carries over to the next.
  return <MasterScreenBody key={resource.key} resource={resource} />;
}

/** A failed call's ApiError (RTK Query may also reject with its own SerializedError). */
export function errorOf(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'message' in error ? (error as ApiError) : undefined;
}

function MasterScreenBody({ resource }: { resource: ResourceDefinition }) {
  const formId = `erp-master-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  // ---- form ----
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<ResourceRow | null>(null);
  const [values, setValues] = useState<FormValues>(() => emptyForm(resource));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Bumped to move focus into the form once it has rendered: [field name, request number]. */
  const [focusRequest, setFocusRequest] = useState<[string, number] | null>(null);

  // ---- table ----
  const [page, setPage] = useState(1);
  // Search: the filter follows the box 300 ms after the last keystroke, from page 1.
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState | null>(() => initialSort(resource));
  /** The row the delete confirm asks about; kept while the confirm closes so its text stays put. */
  const [toDelete, setToDelete] = useState<ResourceRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = useResourceListQuery({ resource, query: listQueryOf(resource, { page, sort, filter }) });
  const [add, addState] = useResourceAddMutation();
  const [update, updateState] = useResourceUpdateMutation();
  const [remove, removeState] = useResourceUpdateMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;

  const firstField = formFields(resource)[0];
  const focusField = (name: string | undefined) => {
    if (name) setFocusRequest((previous) => [name, (previous?.[1] ?? 0) + 1]);
  };
  useEffect(() => {
    if (!focusRequest) return;
    const field = resource.fields.find((f) => f.name === focusRequest[0]);
    if (field) document.getElementById(fieldId(formId, field))?.focus();
  }, [focusRequest, formId, resource]);

  // A page that came back empty (its last row deleted, or the list shrank): one page back.
  const current = list.currentData;
  useEffect(() => {
    if (!current) return;
    const next = pageAfterEmpty(page, current.data.length, current.pagination?.last_page ?? 1);
    if (next !== page) setPage(next);
  }, [current, page]);

  const resetForm = () => {
    setEditing(null);
    setValues(emptyForm(resource));
    setErrors({});
  };

  const cancel = () => {
    if (saving) return;
    resetForm();
    setExpanded(false);
  };

  const toggle = () => {
    if (saving) return;
    if (!expanded) {
      setExpanded(true);
      focusField(firstField?.name);
    } else if (editing) {
      cancel();
    } else {
      setExpanded(false);
    }
  };

  const change = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest;
    });
  };

  const startEdit = (row: ResourceRow) => {
    if (saving) return;
    setEditing(row);
    setValues(rowToForm(resource, row));
    setErrors({});
    setExpanded(true);
    focusField(firstField?.name);
  };

  const submit = async () => {
    if (saving) return;
    const checked = validateForm(resource, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(formFields(resource).find((f) => f.name in checked.errors)?.name);
      return;
    }
    setErrors({});
    const action = editing ? 'Edit' : 'Simpan';
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

  const confirmDelete = async () => {
    if (!toDelete || !confirmOpen || deleting) return;
    const result = await remove({ resource, id: toDelete.id, body: { status: 'deleted' } });
    if (result.error) {
      showFailure(MASTER_TEXTS.failed('Hapus'), describeError(result.error));
    } else {
      showSuccess(MASTER_TEXTS.succeeded('Hapus'));
      if (editing?.id === toDelete.id) {
        resetForm();
        setExpanded(false);
      }
    }
    setConfirmOpen(false);
  };

  const shown = list.currentData ?? list.data;
  const state = list.isError ? 'error' : shown ? 'ready' : 'loading';
  const titleField = columnFields(resource)[0] ?? resource.fields[0];
  const labelOf = (row: ResourceRow | null) => (row && titleField ? String(row[titleField.rowKey] ?? '') : '');

  return (
    <div className="erp-master">
      <MasterForm
        resource={resource}
        formId={formId}
        expanded={expanded}
        editing={editing !== null}
        editingLabel={labelOf(editing)}
        values={values}
        errors={errors}
        saving={saving}
        onToggle={toggle}
        onChange={change}
        onSubmit={() => void submit()}
        onCancel={cancel}
      />

      <Card className="erp-master-list" compact>
        <div className="erp-master-toolbar">
          <SearchBox placeholder={resource.searchPlaceholder} value={search} onChange={setSearch} fetching={list.isFetching && shown !== undefined} />
        </div>
        <MasterTable
          resource={resource}
          rows={shown?.data ?? []}
          pagination={shown?.pagination}
          page={page}
          sort={sort}
          state={state}
          errorMessage={list.isError ? describeError(list.error) : undefined}
          stale={list.isFetching && state === 'ready'}
          busy={saving || deleting}
          editingId={editing?.id ?? null}
          onSort={(field) => {
            setSort((previous) => toggleSort(previous, field));
            setPage(1);
          }}
          onEdit={startEdit}
          onDelete={(row) => {
            setToDelete(row);
            setConfirmOpen(true);
          }}
          onRetry={() => void list.refetch()}
        />
        {state === 'ready' && <MasterListFooter pagination={shown?.pagination} page={page} onPage={setPage} />}
      </Card>

      <DeleteConfirm
        isOpen={confirmOpen}
        deleting={deleting}
        subject={labelOf(toDelete)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
