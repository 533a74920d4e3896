import '../../shell/master/master.css';
import './karyawan.css';
import { Alert, Button, Card, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPLOYEE_PAGE_SIZE, type EmployeeDetail, type EmployeeRow } from '../../../../common/contract/employee';
import type { ApiError } from '../../../../common/contract';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { pageAfterEmpty, rowNumber, toggleSort, type SortState } from '../../shell/master/logic';
import { MasterListFooter } from '../../shell/master/MasterTable';
import { SearchBox, useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { TableStateRows } from '../../shell/master/TableStates';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import {
  useDivisionOptionsQuery,
  useEmployeeAddMutation,
  useEmployeeDeleteMutation,
  useEmployeeListQuery,
  useEmployeeUpdateMutation,
  usePositionOptionsQuery,
} from './api';
import { EmployeeDetailDialog } from './EmployeeDetailDialog';
import { EmployeeForm, employeeFieldId } from './EmployeeForm';
import {
  detailIdOf,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_FIELD_NAMES,
  emptyEmployeeForm,
  employeeCell,
  employeeName,
  firstErrorField,
  initialEmployeeSort,
  rowToEmployeeForm,
  serverEmployeeErrors,
  validateEmployeeForm,
  type EmployeeFieldName,
  type EmployeeFormErrors,
  type EmployeeFormValues,
  type SalaryItemKind,
} from './logic';
import { SalaryItemsDialog, type SalaryItemsTarget } from './SalaryItemsDialog';
import { KARYAWAN_TEXTS } from './texts';

function errorOf(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'message' in error ? (error as ApiError) : undefined;
}

/**
 * Karyawan (seed 000 section 2 item 5): the 'Tambah Karyawan' form card, the searchable, sortable,
 * server-paged table with incentive, deduction, edit and delete actions, and the 'Detail
 * Informasi' dialog a row click (or `?id=` on the route) opens.
 */
export function KaryawanScreen() {
  const formId = `karyawan-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [searchParams, setSearchParams] = useSearchParams();

  // ---- form ----
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<EmployeeRow | null>(null);
  const [values, setValues] = useState<EmployeeFormValues>(emptyEmployeeForm);
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [photo, setPhoto] = useState<Blob | null>(null);
  /** The seed's alert ('Lengkapi divisi dan jabatan') while it is up. */
  const [alert, setAlert] = useState<string | null>(null);
  /** Bumped to move focus into the form once it has rendered: [field, request number]. */
  const [focusRequest, setFocusRequest] = useState<[EmployeeFieldName, number] | null>(null);

  // ---- table ----
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState>(initialEmployeeSort);
  const [toDelete, setToDelete] = useState<EmployeeRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [itemsTarget, setItemsTarget] = useState<SalaryItemsTarget | null>(null);
  /**
   * Bumped on every open: a fresh dialog puts its portal last in the page, so it stacks above the
   * 'Detail Informasi' it may be opened from (a reused portal would sit under a newer one).
   */
  const [itemsKey, setItemsKey] = useState(0);

  const list = useEmployeeListQuery({ page, sort: `${sort.field}|${sort.direction}`, filter });
  // The pickers load once the form opens (seed: they are the form's, not the table's).
  const divisions = useDivisionOptionsQuery(undefined, { skip: !expanded });
  const positions = usePositionOptionsQuery(undefined, { skip: !expanded });
  const [add, addState] = useEmployeeAddMutation();
  const [update, updateState] = useEmployeeUpdateMutation();
  const [remove, removeState] = useEmployeeDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;

  // ---- detail (?id=) ----
  const detailId = detailIdOf(searchParams);
  const openDetail = (id: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: true },
    );

  const focusField = (name: EmployeeFieldName | undefined) => {
    if (name) setFocusRequest((previous) => [name, (previous?.[1] ?? 0) + 1]);
  };
  useEffect(() => {
    if (focusRequest) document.getElementById(employeeFieldId(formId, focusRequest[0]))?.focus();
  }, [focusRequest, formId]);

  // A page that came back empty (its last row deleted): one page back.
  const current = list.currentData;
  useEffect(() => {
    if (!current) return;
    const next = pageAfterEmpty(page, current.data.length, current.pagination?.last_page ?? 1);
    if (next !== page) setPage(next);
  }, [current, page]);

  const resetForm = () => {
    setEditing(null);
    setValues(emptyEmployeeForm());
    setErrors({});
    setPhoto(null);
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
      focusField(EMPLOYEE_FIELD_NAMES[0]);
    } else if (editing) cancel();
    else setExpanded(false);
  };

  const change = (name: EmployeeFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest;
    });
  };

  const startEdit = (row: EmployeeRow) => {
    if (saving) return;
    setEditing(row);
    setValues(rowToEmployeeForm(row));
    setErrors({});
    setPhoto(null);
    setExpanded(true);
    focusField(EMPLOYEE_FIELD_NAMES[0]);
  };

  const submit = async () => {
    if (saving) return;
    const checked = validateEmployeeForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.alert) setAlert(checked.alert);
      else focusField(firstErrorField(checked.errors));
      return;
    }
    setErrors({});
    const action = editing ? 'Edit' : 'Simpan';
    const result = editing
      ? await update({ id: editing.id, body: checked.body, photo })
      : await add({ body: checked.body, photo });
    if (result.error) {
      const fieldErrors = serverEmployeeErrors(errorOf(result.error)?.fields);
      setErrors(fieldErrors);
      // Seed section 8: on an employee save failure the server's message is appended.
      showFailure(MASTER_TEXTS.failed(action), describeError(result.error));
      focusField(firstErrorField(fieldErrors));
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded(action));
    resetForm();
    if (editing) setExpanded(false);
    else focusField(EMPLOYEE_FIELD_NAMES[0]);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove(toDelete.id);
    if (result.error) showFailure(MASTER_TEXTS.failed('Hapus'), describeError(result.error));
    else {
      showSuccess(MASTER_TEXTS.succeeded('Hapus'));
      if (editing?.id === toDelete.id) cancel();
      if (detailId === toDelete.id) openDetail(null);
    }
    setConfirmOpen(false);
  };

  const openItems = (kind: SalaryItemKind, employee: EmployeeRow | EmployeeDetail) => {
    setItemsKey((previous) => previous + 1);
    setItemsTarget({ kind, employeeId: employee.id, employeeName: employeeName(employee) });
  };

  const shown = list.currentData ?? list.data;
  const state = list.isError ? 'error' : shown ? 'ready' : 'loading';
  const rows = shown?.data ?? [];
  const span = EMPLOYEE_COLUMNS.length + 2;
  const stale = list.isFetching && state === 'ready';

  /** Row buttons act on their own; the click must not also open the detail. */
  const action = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };
  const rowKeys = (row: EmployeeRow) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      openDetail(row.id);
    }
  };

  return (
    <div className="erp-master karyawan">
      <EmployeeForm
        formId={formId}
        expanded={expanded}
        editing={editing}
        values={values}
        errors={errors}
        photo={photo}
        saving={saving}
        divisions={divisions.data}
        positions={positions.data}
        onToggle={toggle}
        onChange={change}
        onPhoto={setPhoto}
        onSubmit={() => void submit()}
        onCancel={cancel}
      />

      <Card className="erp-master-list" compact>
        <div className="erp-master-toolbar">
          <SearchBox placeholder={KARYAWAN_TEXTS.searchPlaceholder} value={search} onChange={setSearch} fetching={list.isFetching && shown !== undefined} />
        </div>
        <div className="erp-master-table-wrap">
          <HTMLTable className={`erp-master-table karyawan-table${stale ? ' erp-master-table-stale' : ''}`} striped interactive aria-busy={state === 'loading' || stale}>
            <colgroup>
              <col className="erp-master-col-number" />
              {EMPLOYEE_COLUMNS.map((column) => (
                <col key={column.key} style={{ width: `${column.width}%` }} />
              ))}
              <col className="karyawan-col-actions" />
            </colgroup>
            <thead>
              <tr>
                <th className="erp-master-number" scope="col">
                  {KARYAWAN_TEXTS.number}
                </th>
                {EMPLOYEE_COLUMNS.map((column) => (
                  <SortHeader
                    key={column.key}
                    label={column.header}
                    direction={sort.field === column.sortKey ? sort.direction : null}
                    onSort={() => {
                      setSort((previous) => toggleSort(previous, column.sortKey));
                      setPage(1);
                    }}
                  />
                ))}
                <th className="erp-master-actions" scope="col">
                  {KARYAWAN_TEXTS.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows
                  state={state}
                  rowCount={rows.length}
                  span={span}
                  skeletonRows={EMPLOYEE_PAGE_SIZE}
                  errorMessage={list.isError ? describeError(list.error) : undefined}
                  onRetry={() => void list.refetch()}
                />
              ) : (
                rows.map((row, index) => (
                  <tr
                    key={row.id}
                    className={`karyawan-row${row.id === editing?.id ? ' erp-master-row-editing' : ''}`}
                    tabIndex={0}
                    aria-label={KARYAWAN_TEXTS.openDetail(employeeName(row))}
                    onClick={() => openDetail(row.id)}
                    onKeyDown={rowKeys(row)}
                  >
                    <td className="erp-master-number">{rowNumber(shown?.pagination, index, page, EMPLOYEE_PAGE_SIZE)}</td>
                    {EMPLOYEE_COLUMNS.map((column) => (
                      <td key={column.key}>{employeeCell(column, row) || <span className={Classes.TEXT_MUTED}>–</span>}</td>
                    ))}
                    <td className="erp-master-actions">
                      <Button
                        variant="minimal"
                        size="small"
                        intent={Intent.SUCCESS}
                        icon="plus"
                        aria-label={KARYAWAN_TEXTS.addIncentive}
                        title={KARYAWAN_TEXTS.addIncentive}
                        onClick={action(() => openItems('tambahan', row))}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        intent={Intent.WARNING}
                        icon="minus"
                        aria-label={KARYAWAN_TEXTS.addDeduction}
                        title={KARYAWAN_TEXTS.addDeduction}
                        onClick={action(() => openItems('potongan', row))}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={KARYAWAN_TEXTS.edit}
                        title={KARYAWAN_TEXTS.edit}
                        disabled={saving || deleting}
                        onClick={action(() => startEdit(row))}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        intent={Intent.DANGER}
                        icon="trash"
                        aria-label={KARYAWAN_TEXTS.delete}
                        title={KARYAWAN_TEXTS.delete}
                        disabled={saving || deleting}
                        onClick={action(() => {
                          setToDelete(row);
                          setConfirmOpen(true);
                        })}
                      />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
        {state === 'ready' && <MasterListFooter pagination={shown?.pagination} page={page} onPage={setPage} />}
      </Card>

      <DeleteConfirm
        isOpen={confirmOpen}
        deleting={deleting}
        subject={toDelete ? employeeName(toDelete) : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />

      <EmployeeDetailDialog employeeId={detailId} onClose={() => openDetail(null)} onAddItems={openItems} />
      <SalaryItemsDialog key={itemsKey} target={itemsTarget} onClose={() => setItemsTarget(null)} />

      <Alert
        isOpen={alert !== null}
        icon="warning-sign"
        intent={Intent.WARNING}
        confirmButtonText={KARYAWAN_TEXTS.ok}
        canEscapeKeyCancel
        onConfirm={() => setAlert(null)}
        onCancel={() => setAlert(null)}
        onClosed={() => focusField(firstErrorField(errors))}
      >
        <p className="karyawan-alert-text">{alert}</p>
      </Alert>
    </div>
  );
}
