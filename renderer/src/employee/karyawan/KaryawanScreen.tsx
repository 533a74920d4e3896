import '../../shell/master/master.css';
import './karyawan.css';
import { Alert, Classes, Intent } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPLOYEE_PAGE_SIZE, type EmployeeDetail, type EmployeeRow } from '../../../../common/contract/employee';
import { canOpenModule } from '../../../../common/roles';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { toggleSort, type SortState } from '../../shell/master/logic';
import { DeleteAction, EditAction, RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { submitRecord } from '../../shell/master/submit';
import { useSessionUser } from '../../store/hooks';
import {
  useDivisionOptionsQuery,
  useEmployeeAddMutation,
  useEmployeeDeleteMutation,
  useEmployeeListQuery,
  useEmployeeUpdateMutation,
  usePositionOptionsQuery,
  useBankOptionsQuery,
} from './api';
import { EmployeeDetailDialog } from './EmployeeDetailDialog';
import { EmployeeForm } from './EmployeeForm';
import {
  detailIdOf,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_FIELD_NAMES,
  emptyEmployeeForm,
  employeeCell,
  employeeName,
  firstErrorField,
  payWarnings,
  initialEmployeeSort,
  rowToEmployeeForm,
  serverEmployeeErrors,
  validateEmployeeForm,
  type EmployeeFormErrors,
  type EmployeeFormValues,
  type SalaryItemKind,
} from './logic';
import { SalaryItemsDialog, type SalaryItemsTarget } from './SalaryItemsDialog';
import { KARYAWAN_TEXTS } from './texts';

/**
 * Karyawan (seed 000 section 2 item 5): the 'Tambah Karyawan' form card, the searchable, sortable,
 * server-paged table with incentive, deduction, edit and delete actions, and the 'Detail
 * Informasi' dialog a row click (or `?id=` on the route) opens.
 */
export function KaryawanScreen() {
  const formId = `karyawan-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  // Pay data (Data Gaji, tax and BPJS, incentives and deductions) is Sallary's: the server leaves it
  // out for anyone else and refuses it from them (issue 24); the screen mirrors that.
  const user = useSessionUser();
  const withPay = user !== null && canOpenModule(user, 'salary', null);
  const [searchParams, setSearchParams] = useSearchParams();

  // The form's own extras (the rest is the shared form state below).
  const [photo, setPhoto] = useState<Blob | null>(null);
  /** The seed's alert ('Lengkapi divisi dan jabatan') while it is up. */
  const [alert, setAlert] = useState<string | null>(null);

  // ---- table ----
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState>(initialEmployeeSort);
  const [itemsTarget, setItemsTarget] = useState<SalaryItemsTarget | null>(null);
  /**
   * Bumped on every open: a fresh dialog puts its portal last in the page, so it stacks above the
   * 'Detail Informasi' it may be opened from (a reused portal would sit under a newer one).
   */
  const [itemsKey, setItemsKey] = useState(0);

  const list = useEmployeeListQuery({ page, sort: `${sort.field}|${sort.direction}`, filter });
  const [add, addState] = useEmployeeAddMutation();
  const [update, updateState] = useEmployeeUpdateMutation();
  const [remove, removeState] = useEmployeeDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;
  useEmptyPageStepBack(page, setPage, list.currentData);

  // ---- form ----
  const form = useMasterForm<EmployeeFormValues, EmployeeFormErrors, EmployeeRow>({
    formId,
    empty: emptyEmployeeForm,
    firstField: EMPLOYEE_FIELD_NAMES[0],
    saving,
    onReset: () => setPhoto(null),
  });
  const { editing, values, errors, setErrors, focusField, setExpanded } = form;
  // The pickers load once the form opens (seed: they are the form's, not the table's).
  const divisions = useDivisionOptionsQuery(undefined, { skip: !form.expanded });
  const positions = usePositionOptionsQuery(undefined, { skip: !form.expanded });
  const banks = useBankOptionsQuery(undefined, { skip: !form.expanded });

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

  /** Pay figures far above the usual, shown for a second look before saving (issue 25). */
  const [payCheck, setPayCheck] = useState<string[] | null>(null);
  const submit = async (confirmed = false) => {
    if (saving) return;
    const warnings = withPay && !confirmed ? payWarnings(values) : [];
    if (warnings.length > 0) {
      setPayCheck(warnings);
      return;
    }
    setPayCheck(null);
    await submitRecord({
      checked: validateEmployeeForm(values, withPay),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body, photo }) : add({ body, photo })),
      fieldOrder: EMPLOYEE_FIELD_NAMES,
      serverErrors: serverEmployeeErrors,
      setErrors,
      setAlert,
      focusField,
      reset: form.reset,
      close: () => setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<EmployeeRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.cancel();
      if (detailId === row.id) openDetail(null);
    },
  });

  const openItems = (kind: SalaryItemKind, employee: EmployeeRow | EmployeeDetail) => {
    setItemsKey((previous) => previous + 1);
    setItemsTarget({ kind, employeeId: employee.id, employeeName: employeeName(employee) });
  };

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
        expanded={form.expanded}
        editing={editing}
        values={values}
        errors={errors}
        photo={photo}
        saving={saving}
        withPay={withPay}
        divisions={divisions.data}
        positions={positions.data}
        banks={banks.data}
        onToggle={form.toggle}
        onChange={form.change}
        onPhoto={setPhoto}
        onSubmit={() => void submit()}
        onCancel={form.cancel}
      />

      <ListCard
        list={list}
        page={page}
        onPage={setPage}
        pageSize={EMPLOYEE_PAGE_SIZE}
        searchPlaceholder={KARYAWAN_TEXTS.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        tableClassName="karyawan-table"
        interactive
        columnCount={EMPLOYEE_COLUMNS.length}
        actionsCol="karyawan-col-actions"
        cols={EMPLOYEE_COLUMNS.map((column) => (
          <col key={column.key} style={{ width: `${column.width}%` }} />
        ))}
        headers={EMPLOYEE_COLUMNS.map((column) => (
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
        renderRow={(row, number) => (
          <tr
            key={row.id}
            className={`karyawan-row${row.id === editing?.id ? ' erp-master-row-editing' : ''}`}
            tabIndex={0}
            aria-label={KARYAWAN_TEXTS.openDetail(employeeName(row))}
            onClick={() => openDetail(row.id)}
            onKeyDown={rowKeys(row)}
          >
            <td className="erp-master-number">{number}</td>
            {EMPLOYEE_COLUMNS.map((column) => (
              <td key={column.key}>{employeeCell(column, row) || <span className={Classes.TEXT_MUTED}>–</span>}</td>
            ))}
            <td className="erp-master-actions">
              {withPay && <RowAction icon="plus" intent={Intent.SUCCESS} title={KARYAWAN_TEXTS.addIncentive} onClick={action(() => openItems('tambahan', row))} />}
              {withPay && <RowAction icon="minus" intent={Intent.WARNING} title={KARYAWAN_TEXTS.addDeduction} onClick={action(() => openItems('potongan', row))} />}
              <EditAction disabled={saving || deleting} onClick={action(() => form.startEdit(row, rowToEmployeeForm(row)))} />
              <DeleteAction disabled={saving || deleting} onClick={action(() => removal.ask(row))} />
            </td>
          </tr>
        )}
      />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        subject={removal.subject ? employeeName(removal.subject) : undefined}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <EmployeeDetailDialog employeeId={detailId} withPay={withPay} onClose={() => openDetail(null)} onAddItems={openItems} />
      <SalaryItemsDialog key={itemsKey} target={itemsTarget} onClose={() => setItemsTarget(null)} />

      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} onClosed={() => focusField(firstErrorField(errors))} />
      <Alert
        isOpen={payCheck !== null}
        icon="warning-sign"
        intent={Intent.WARNING}
        confirmButtonText={KARYAWAN_TEXTS.payWarningConfirm}
        cancelButtonText={KARYAWAN_TEXTS.payWarningCancel}
        onConfirm={() => void submit(true)}
        onCancel={() => setPayCheck(null)}
        onClosed={() => (payCheck === null ? focusField(values.salary_basis === 'bulanan' ? 'monthly_wage' : 'salary') : undefined)}
      >
        <h4 className="erp-alert-title">{KARYAWAN_TEXTS.payWarningTitle}</h4>
        {payCheck?.map((warning) => (
          <p key={warning}>{warning}</p>
        ))}
      </Alert>
    </div>
  );
}
