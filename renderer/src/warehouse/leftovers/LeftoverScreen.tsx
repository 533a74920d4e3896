import '../../shell/master/master.css';
import '../stock-move/stock-move.css';
import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { LEFTOVER_PAGE_SIZE, leftoverEndpoints, type LeftoverRow, type LeftoverSource } from '../../../../common/contract/warehouse-leftovers';
import { formatDate, formatNumber } from '../../../../common/format';
import { REPORT_TIME_ZONE } from '../../../../common/print/report';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { FormCard, formKeyHandler } from '../../shell/master/FormCard';
import { fieldAria, FormField } from '../../shell/master/FormField';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { DeleteAction, EditAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { submitRecord } from '../../shell/master/submit';
import { NumberInput } from '../../shell/NumberInput';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { openPdf } from '../../shell/print/pdf';
import { showFailure } from '../../shell/toast';
import { useProductDivisionsQuery, useUnitOptionsQuery, useWarehouseOptionsQuery, type PickOption } from '../products/api';
import { ProductSuggest } from '../stock-move/ProductSuggest';
import { useLeftoverAddMutation, useLeftoverDeleteMutation, useLeftoverListQuery, useLeftoverUpdateMutation } from './api';
import { checkLeftover, emptyLeftover, LEFTOVER_FIELDS, rowToLeftover, serverLeftoverErrors, type LeftoverErrors, type LeftoverField, type LeftoverValues } from './logic';
import { LEFTOVER_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

const optionsOf = (rows: readonly PickOption[] | undefined) => rows?.map((row) => ({ value: row.id, label: row.name }));

/**
 * Barang Sisa (seed 001 section 2 screen 15). 'office': 'Tambah Barang Sisa' (amount, warehouse,
 * unit, division, product, keterangan) over the 10-per-page table with edit, delete and 'Cetak
 * Laporan' ('Laporan Barang Sisa Pakai'). 'project': 'Barang Sisa Proyek', the same table
 * read-only with its print; its rows come from the project flow of a later issue.
 */
export function LeftoverScreen({ source }: { source: LeftoverSource }) {
  const editable = source === 'office';
  const formId = `leftover-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const bridge = useBridge();
  const [alert, setAlert] = useState<string | null>(null);

  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useLeftoverListQuery({ page, filter, source });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [add, addState] = useLeftoverAddMutation();
  const [update, updateState] = useLeftoverUpdateMutation();
  const [remove, removeState] = useLeftoverDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;
  const [printing, setPrinting] = useState(false);

  const form = useMasterForm<LeftoverValues, LeftoverErrors, LeftoverRow>({ formId, empty: emptyLeftover, firstField: 'qty', saving });
  const { values, errors, editing } = form;
  const skip = { skip: !form.expanded };
  const pickers = {
    id_gudang: optionsOf(useWarehouseOptionsQuery(undefined, skip).data),
    id_unit: optionsOf(useUnitOptionsQuery(undefined, skip).data),
    id_divisi: optionsOf(useProductDivisionsQuery(undefined, skip).data),
  };

  const submit = async () => {
    if (saving) return;
    await submitRecord({
      checked: checkLeftover(values),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body }) : add(body)),
      fieldOrder: LEFTOVER_FIELDS,
      serverErrors: serverLeftoverErrors,
      setErrors: form.setErrors,
      setAlert,
      focusField: form.focusField,
      reset: form.reset,
      close: () => form.setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<LeftoverRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
    },
  });

  const print = async () => {
    if (printing) return;
    setPrinting(true);
    try {
      const query = new URLSearchParams({ source, ...(filter ? { filter } : {}) });
      const opened = await openPdf(bridge, `${leftoverEndpoints.report.path}?${query.toString()}`, T.reportFile(source === 'office' ? 'office' : 'proyek', companyToday()));
      if (!opened.ok) showFailure(T.printFailed, describeError(opened.error));
    } finally {
      setPrinting(false);
    }
  };

  const fieldId = (name: LeftoverField) => `${formId}-${name}`;
  const aria = (name: LeftoverField) => fieldAria(fieldId(name), errors[name], { disabled: saving });
  const group = (name: LeftoverField, control: ReactNode, options: { required?: boolean; hint?: string } = {}) => (
    <FormField key={name} id={fieldId(name)} label={T.labels[name]} required={options.required} error={errors[name]} hint={options.hint}>
      {control}
    </FormField>
  );
  const picker = (name: 'id_gudang' | 'id_unit' | 'id_divisi', required: boolean, hint?: string) =>
    group(
      name,
      <PickerSelect attributes={aria(name)} label={T.labels[name]} value={values[name]} options={pickers[name]} invalid={errors[name] !== undefined} onChange={(value) => form.change(name, value)} />,
      { required, ...(hint ? { hint } : {}) },
    );

  const title: ReactNode = editing ? (
    <>
      {T.editTitle}
      <span className="erp-master-form-subject">{editing.number}</span>
    </>
  ) : (
    T.formTitle
  );

  return (
    <div className="erp-master leftover">
      {editable ? (
        <FormCard
          formId={formId}
          title={title}
          icon={editing ? 'edit' : 'plus'}
          expanded={form.expanded}
          highlighted={editing !== null}
          saving={saving}
          onToggle={form.toggle}
          onSubmit={() => void submit()}
          onCancel={form.cancel}
          onKeyDown={formKeyHandler({ editing: editing !== null, saving, onCancel: form.cancel })}
        >
          {group('qty', <NumberInput {...aria('qty')} kind="count" value={values.qty} error={errors.qty} onValueChange={(typed) => form.change('qty', typed)} />, { required: true })}
          {picker('id_gudang', true)}
          {picker('id_unit', false, T.unitHint)}
          {picker('id_divisi', false, T.divisionHint)}
          {group(
            'id_product',
            <ProductSuggest
              id={fieldId('id_product')}
              value={values.id_product}
              disabled={saving}
              invalid={errors.id_product !== undefined}
              describedBy={errors.id_product ? `${fieldId('id_product')}-error` : undefined}
              onChange={(product) => form.change('id_product', product)}
            />,
            { required: true },
          )}
          {group('keterangan', <InputGroup {...aria('keterangan')} maxLength={500} value={values.keterangan} onChange={(event) => form.change('keterangan', event.target.value)} />)}
        </FormCard>
      ) : (
        <Callout intent={Intent.PRIMARY} icon="info-sign" compact>
          {T.projectNote}
        </Callout>
      )}

      <ListCard<LeftoverRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={LEFTOVER_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={
          <>
            <h4 className="stock-list-title">{T.listTitle[source]}</h4>
            <Button icon="print" intent={Intent.PRIMARY} text={printing ? T.printing : T.print} disabled={printing} onClick={() => void print()} />
          </>
        }
        tableLabel={T.listTitle[source]}
        columnCount={7}
        {...(editable ? { actionsCol: 'stock-move-col-actions' } : {})}
        cols={
          <>
            <col className="stock-move-col-number-doc" />
            <col className="stock-move-col-date" />
            <col className="stock-move-col-product" />
            <col className="stock-move-col-amount" />
            <col className="stock-move-col-warehouse" />
            <col className="stock-move-col-warehouse" />
            <col />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.number}</th>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.product}</th>
            <th scope="col" className="stock-cell-number">
              {T.columns.qty}
            </th>
            <th scope="col">{T.columns.warehouse}</th>
            <th scope="col">{T.columns.division}</th>
            <th scope="col">{T.columns.keterangan}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id} className={row.id === editing?.id ? 'erp-master-row-editing' : undefined}>
            <td className="erp-master-number">{number}</td>
            <td className="stock-doc-number">{row.number}</td>
            <td>{formatDate(row.created_at, 'report', REPORT_TIME_ZONE)}</td>
            <td>{row.produk.name}</td>
            <td className="stock-cell-number stock-cell-amount">
              <span className="stock-cell-qty">{formatNumber(row.qty)}</span> {row.unit.name}
            </td>
            <td>{row.warehouse.name}</td>
            <td>{row.division.name}</td>
            <td>{row.keterangan}</td>
            {editable && (
              <td className="erp-master-actions">
                <EditAction label={`${MASTER_TEXTS.edit} ${row.number}`} disabled={saving || deleting} onClick={() => form.startEdit(row, rowToLeftover(row))} />
                <DeleteAction label={`${MASTER_TEXTS.delete} ${row.number}`} disabled={saving || deleting} onClick={() => removal.ask(row)} />
              </td>
            )}
          </tr>
        )}
      />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        question={T.deleteQuestion}
        subject={removal.subject?.number}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} onClosed={() => form.focusField(LEFTOVER_FIELDS.find((name) => name in errors))} />
    </div>
  );
}
