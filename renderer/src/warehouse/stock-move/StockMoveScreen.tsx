import '../../shell/master/master.css';
import './stock-move.css';
import { InputGroup } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { STOCK_MOVE_PAGE_SIZE, type StockMoveRow } from '../../../../common/contract/warehouse-stock-move';
import { formatNumber } from '../../../../common/format';
import { reportDay } from '../../../../common/print/purchasing';
import { DateField } from '../../shell/DateField';
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
import { useWarehouseOptionsQuery } from '../products/api';
import { useStockBalanceQuery, useStockMoveAddMutation, useStockMoveDeleteMutation, useStockMoveListQuery, useStockMoveUpdateMutation } from './api';
import { checkStockMove, emptyStockMove, rowToStockMove, serverStockMoveErrors, STOCK_MOVE_FIELDS, type StockMoveErrors, type StockMoveField, type StockMoveValues } from './logic';
import { ProductSuggest } from './ProductSuggest';
import { STOCK_MOVE_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';


/**
 * 'Tambah Stock Move' (seed 001 section 2 screen 11): the collapsible form (date, product search,
 * amount filled with the product's balance in the from-warehouse, description, from and to) and the
 * 10-per-page table of moves with edit, delete and search. The server refuses a move above the
 * balance; the form only says what the balance is.
 */
export function StockMoveScreen() {
  const formId = `stock-move-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [alert, setAlert] = useState<string | null>(null);

  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useStockMoveListQuery({ page, filter });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [add, addState] = useStockMoveAddMutation();
  const [update, updateState] = useStockMoveUpdateMutation();
  const [remove, removeState] = useStockMoveDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;

  /** The (product, from-warehouse) pair whose balance has been put in the amount already. */
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const form = useMasterForm<StockMoveValues, StockMoveErrors, StockMoveRow>({
    formId,
    empty: () => emptyStockMove(companyToday()),
    firstField: 'created_date',
    saving,
    onReset: () => setFilledFor(null),
  });
  const { values, errors, editing } = form;
  const warehouses = useWarehouseOptionsQuery(undefined, { skip: !form.expanded }).data;
  const warehouseOptions = warehouses?.map((w) => ({ value: w.id, label: w.name }));

  // Seed section 5: picking a product (and the from-warehouse) fills the amount with its stock there.
  const pair = values.product && values.from ? `${values.product.id}|${values.from}` : null;
  const balance = useStockBalanceQuery(values.product && values.from ? { product: values.product.id, warehouse: values.from } : skipToken);
  const known = pair !== null && !balance.isFetching && balance.currentData !== undefined ? balance.currentData : null;
  useEffect(() => {
    if (pair === null || pair === filledFor || known === null) return;
    setFilledFor(pair);
    form.change('amount', String(known));
  }, [pair, filledFor, known, form]);

  const submit = async () => {
    if (saving) return;
    await submitRecord({
      checked: checkStockMove(values),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body }) : add(body)),
      fieldOrder: STOCK_MOVE_FIELDS,
      serverErrors: serverStockMoveErrors,
      setErrors: form.setErrors,
      setAlert,
      focusField: form.focusField,
      reset: form.reset,
      close: () => form.setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<StockMoveRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
    },
  });

  const startEdit = (row: StockMoveRow) => {
    const rowValues = rowToStockMove(row);
    form.startEdit(row, rowValues);
    // An edit keeps the move's own amount; picking another product or warehouse fills it again.
    setFilledFor(rowValues.product ? `${rowValues.product.id}|${rowValues.from}` : null);
  };

  const fieldId = (name: StockMoveField) => `${formId}-${name}`;
  const group = (name: StockMoveField, control: ReactNode, options: { required?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <FormField key={name} id={fieldId(name)} label={T.labels[name]} required={options.required} error={errors[name]} hint={options.hint} wide={options.wide}>
      {control}
    </FormField>
  );
  const aria = (name: StockMoveField) => fieldAria(fieldId(name), errors[name], { disabled: saving });

  // On an edit of the same product and from-warehouse, the move's own amount comes back first.
  const ownAmount = editing && values.product?.id === editing.product[0]?.id && values.from === editing.from[0]?.id ? editing.amount : 0;
  let balanceHint: ReactNode = null;
  if (pair !== null) {
    const text = known === null ? null : ownAmount > 0 ? T.balanceHintEdit(formatNumber(known), formatNumber(known + ownAmount)) : T.balanceHint(formatNumber(known));
    balanceHint = <span className="stock-form-hint">{balance.isFetching ? T.balanceLoading : text}</span>;
  }

  const title: ReactNode = editing ? (
    <>
      {T.editTitle}
      <span className="erp-master-form-subject">{editing.number}</span>
    </>
  ) : (
    T.formTitle
  );

  return (
    <div className="erp-master stock-move">
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
        {group('created_date', <DateField {...aria('created_date')} value={values.created_date} onChange={(iso) => form.change('created_date', iso)} />, { required: true })}
        {group(
          'product',
          <ProductSuggest
            id={fieldId('product')}
            value={values.product}
            disabled={saving}
            invalid={errors.product !== undefined}
            describedBy={errors.product ? `${fieldId('product')}-error` : undefined}
            onChange={(product) => form.change('product', product)}
          />,
          { required: true },
        )}
        {group('from', <PickerSelect attributes={aria('from')} label={T.labels.from} value={values.from} options={warehouseOptions} invalid={errors.from !== undefined} onChange={(value) => form.change('from', value)} />, {
          required: true,
          hint: balanceHint,
        })}
        {group('to', <PickerSelect attributes={aria('to')} label={T.labels.to} value={values.to} options={warehouseOptions} invalid={errors.to !== undefined} onChange={(value) => form.change('to', value)} />, {
          required: true,
        })}
        {group(
          'amount',
          <NumberInput {...aria('amount')} kind="count" value={values.amount} error={errors.amount} onValueChange={(typed) => form.change('amount', typed)} />,
          { required: true },
        )}
        {group('description', <InputGroup {...aria('description')} maxLength={500} value={values.description} onChange={(event) => form.change('description', event.target.value)} />)}
      </FormCard>

      <ListCard<StockMoveRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={STOCK_MOVE_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={<h4 className="stock-list-title">{T.listTitle}</h4>}
        tableLabel={T.listLabel}
        columnCount={7}
        actionsCol="stock-move-col-actions"
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
              {T.columns.amount}
            </th>
            <th scope="col">{T.columns.from}</th>
            <th scope="col">{T.columns.to}</th>
            <th scope="col">{T.columns.description}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id} className={row.id === editing?.id ? 'erp-master-row-editing' : undefined}>
            <td className="erp-master-number">{number}</td>
            <td className="stock-doc-number">{row.number}</td>
            <td>{reportDay(row.created_date)}</td>
            <td>{row.product[0]?.name}</td>
            <td className="stock-cell-number">
              {formatNumber(row.amount)} {row.product[0]?.unit}
            </td>
            <td>{row.from[0]?.name}</td>
            <td>{row.to[0]?.name}</td>
            <td>{row.description}</td>
            <td className="erp-master-actions">
              <EditAction label={`${MASTER_TEXTS.edit} ${row.number}`} disabled={saving || deleting} onClick={() => startEdit(row)} />
              <DeleteAction label={`${MASTER_TEXTS.delete} ${row.number}`} disabled={saving || deleting} onClick={() => removal.ask(row)} />
            </td>
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

      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} onClosed={() => form.focusField(STOCK_MOVE_FIELDS.find((name) => name in errors))} />
    </div>
  );
}
