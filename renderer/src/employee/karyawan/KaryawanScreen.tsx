import '../../shell/master/master.css';
import './karyawan.css';
import { Alert, Button, Classes, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { companyToday } from '../../../../common/calendar';
import { toQueryString } from '../../../../common/contract/endpoint';
import {
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZES,
  employeeRecordEndpoints,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  type EmployeeDetail,
  type EmployeeRow,
  type EmploymentStatus,
} from '../../../../common/contract/employee';
import { canOpenModule } from '../../../../common/roles';
import { useBridge } from '../../bridge/context';
import { isoToShown } from '../../shell/dateField';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { toggleSort, type SortState } from '../../shell/master/logic';
import { DeleteAction, EditAction, RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { submitRecord } from '../../shell/master/submit';
import { downloadApiFile } from '../../shell/print/output';
import { showFailure } from '../../shell/toast';
import { useSessionUser } from '../../store/hooks';
import {
  employeeListQuery,
  NO_COLUMN_FILTERS,
  type EmployeeColumnFilters,
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
  // The column filters and the page size (issue 27 §5); any change goes back to page 1.
  const [columns, setColumns] = useState<EmployeeColumnFilters>(NO_COLUMN_FILTERS);
  const [perPage, setPerPage] = useState<number>(EMPLOYEE_PAGE_SIZE);
  const setColumn = <K extends keyof EmployeeColumnFilters>(key: K, value: EmployeeColumnFilters[K]) => {
    setColumns((previous) => ({ ...previous, [key]: value }));
    setPage(1);
  };
  const today = companyToday();
  const [itemsTarget, setItemsTarget] = useState<SalaryItemsTarget | null>(null);
  /**
   * Bumped on every open: a fresh dialog puts its portal last in the page, so it stacks above the
   * 'Detail Informasi' it may be opened from (a reused portal would sit under a newer one).
   */
  const [itemsKey, setItemsKey] = useState(0);

  const listArgs = { sort: `${sort.field}|${sort.direction}`, filter, columns };
  const list = useEmployeeListQuery({ page, perPage, ...listArgs });
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
  // Divisions and positions serve the form and the list's filters; the banks load once the form opens.
  const divisions = useDivisionOptionsQuery();
  const positions = usePositionOptionsQuery();
  const banks = useBankOptionsQuery(undefined, { skip: !form.expanded });

  // ---- Excel: the list as filtered and sorted, every page ----
  const bridge = useBridge();
  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const url = employeeRecordEndpoints.excel.path + toQueryString(employeeListQuery(listArgs));
      const result = await downloadApiFile(bridge, url, KARYAWAN_TEXTS.excelFile(today));
      if (!result.ok) showFailure(KARYAWAN_TEXTS.excelFailed, describeError(result.error));
    } finally {
      setExporting(false);
    }
  };

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
        pageSize={perPage}
        pageSizeChoice={{
          options: EMPLOYEE_PAGE_SIZES,
          onChange: (size) => {
            setPerPage(size);
            setPage(1);
          },
        }}
        searchPlaceholder={KARYAWAN_TEXTS.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        toolbarClassName="karyawan-toolbar"
        heading={
          <>
            <h4 className="karyawan-list-title">{KARYAWAN_TEXTS.listTitle}</h4>
            <div className="karyawan-filters">
              <HTMLSelect aria-label={KARYAWAN_TEXTS.filterDivision} value={columns.division} onChange={(event) => setColumn('division', event.target.value)}>
                <option value="">{KARYAWAN_TEXTS.allDivisions}</option>
                {(divisions.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.Name}
                  </option>
                ))}
              </HTMLSelect>
              <HTMLSelect aria-label={KARYAWAN_TEXTS.filterPosition} value={columns.position} onChange={(event) => setColumn('position', event.target.value)}>
                <option value="">{KARYAWAN_TEXTS.allPositions}</option>
                {(positions.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.Name}
                  </option>
                ))}
              </HTMLSelect>
              <HTMLSelect
                aria-label={KARYAWAN_TEXTS.filterStatus}
                value={columns.status}
                onChange={(event) => setColumn('status', EMPLOYMENT_STATUSES.find((status) => status === event.target.value) ?? '')}
              >
                <option value="">{KARYAWAN_TEXTS.allStatuses}</option>
                {EMPLOYMENT_STATUSES.map((status: EmploymentStatus) => (
                  <option key={status} value={status}>
                    {EMPLOYMENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </HTMLSelect>
            </div>
            <Button icon="th-list" intent={Intent.SUCCESS} text={exporting ? KARYAWAN_TEXTS.excelBusy : KARYAWAN_TEXTS.excel} disabled={exporting} onClick={() => void exportExcel()} />
          </>
        }
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
              <td key={column.key}>
                {employeeCell(column, row) || <span className={Classes.TEXT_MUTED}>–</span>}
                {column.key === 'name' && row.left_on !== null && row.left_on < today && (
                  <Tag minimal className="karyawan-left-tag" title={`${KARYAWAN_TEXTS.labels.left_on} ${isoToShown(row.left_on)}`}>
                    {KARYAWAN_TEXTS.leftTag}
                  </Tag>
                )}
              </td>
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
