import '../../shell/master/master.css';
import './products.css';
import { Button, Card, Classes, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { PRODUCT_PAGE_SIZE, type ProductRow } from '../../../../common/contract/warehouse';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { StoredImage } from '../../shell/images';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { openPdf } from '../../shell/print/pdf';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { MasterListFooter } from '../../shell/master/ListCard';
import { rowNumber, toggleSort, type SortState } from '../../shell/master/logic';
import { DeleteAction, EditAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { TableStateRows, type TableState } from '../../shell/master/TableStates';
import { submitRecord } from '../../shell/master/submit';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure } from '../../shell/toast';
import {
  useCategoryOptionsQuery,
  useProductAddMutation,
  useProductDeleteMutation,
  useProductDetailQuery,
  useProductDivisionsQuery,
  useProductListQuery,
  useProductRecapMutation,
  useProductRegenerateQrMutation,
  useProductUpdateMutation,
  useUnitOptionsQuery,
  useVariantOptionsQuery,
  useWarehouseOptionsQuery,
} from './api';
import {
  emptyProductForm,
  filterHints,
  filtersQuery,
  firstErrorField,
  initialProductSort,
  PRODUCT_COLUMNS,
  PRODUCT_FIELD_NAMES,
  productCell,
  recapFilename,
  rowToProductForm,
  serverProductErrors,
  settleFilter,
  sortParamOf,
  validateProductForm,
  type FilterInputs,
  type ProductFormErrors,
  type ProductFormValues,
} from './logic';
import { ProductDetailDialog } from './ProductDetailDialog';
import { NoPhoto } from './NoPhoto';
import { ProductForm } from './ProductForm';
import { PRODUCT_TEXTS, type ProductFilterName } from './texts';

/**
 * One column search box: its text, and the value sent 300 ms after the last keystroke. A number
 * box holding something it cannot send keeps sending its last valid value.
 */
function useColumnFilter(name: ProductFilterName, onSettle: () => void) {
  const { search, setSearch, filter } = useDebouncedSearch(onSettle);
  const [applied, setApplied] = useState('');
  const next = settleFilter(name, applied, filter);
  // Adjusted while rendering (not in an effect), so the query never sees a stale value.
  if (next !== applied) setApplied(next);
  return { input: search, setInput: setSearch, applied: next };
}

/** The six column filters of product/pro, in column order. */
function useProductFilters(onSettle: () => void) {
  const boxes = {
    namaproduk: useColumnFilter('namaproduk', onSettle),
    kode_merk: useColumnFilter('kode_merk', onSettle),
    kategori: useColumnFilter('kategori', onSettle),
    harga: useColumnFilter('harga', onSettle),
    stok: useColumnFilter('stok', onSettle),
    gudang: useColumnFilter('gudang', onSettle),
  } satisfies Record<ProductFilterName, unknown>;
  const pick = (key: 'input' | 'applied'): FilterInputs => ({
    namaproduk: boxes.namaproduk[key],
    kode_merk: boxes.kode_merk[key],
    kategori: boxes.kategori[key],
    harga: boxes.harga[key],
    stok: boxes.stok[key],
    gudang: boxes.gudang[key],
  });
  return {
    inputs: pick('input'),
    applied: pick('applied'),
    set: (name: ProductFilterName, value: string) => boxes[name].setInput(value),
  };
}

/**
 * Produk (seed 001 section 2 item 3): the 'Tambah Produk' form card, the server-paged table with
 * a search box per column, 'Cetak Rekap', and 'Rincian Produk' on a row click (with its QR list
 * and composition editor).
 */
export function ProductScreen() {
  const formId = `product-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const bridge = useBridge();

  const [photo, setPhoto] = useState<Blob | null>(null);
  /** The seed's alert ('Lengkapi Data Produk') while it is up. */
  const [alert, setAlert] = useState<string | null>(null);

  // ---- table ----
  const [page, setPage] = useState(1);
  const filters = useProductFilters(() => setPage(1));
  const hints = filterHints(filters.inputs);
  const [sort, setSort] = useState<SortState>(initialProductSort);
  const query = filtersQuery(filters.applied);
  const list = useProductListQuery({ page, sort: sortParamOf(sort), filters: query });
  const [add, addState] = useProductAddMutation();
  const [update, updateState] = useProductUpdateMutation();
  const [remove, removeState] = useProductDeleteMutation();
  const [recap, recapState] = useProductRecapMutation();
  const [pdfBusy, setPdfBusy] = useState(false);
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;
  const printingRecap = recapState.isLoading || pdfBusy;
  useEmptyPageStepBack(page, setPage, list.currentData);

  // ---- form ----
  const form = useMasterForm<ProductFormValues, ProductFormErrors, ProductRow>({
    formId,
    empty: emptyProductForm,
    firstField: PRODUCT_FIELD_NAMES[0],
    saving,
    onReset: () => setPhoto(null),
  });
  const { editing, values, errors, setErrors, focusField, setExpanded } = form;
  // The pickers load once the form opens.
  const skip = { skip: !form.expanded };
  const pickers = {
    categories: useCategoryOptionsQuery(undefined, skip).data,
    variants: useVariantOptionsQuery(undefined, skip).data,
    units: useUnitOptionsQuery(undefined, skip).data,
    divisions: useProductDivisionsQuery(undefined, skip).data,
    warehouses: useWarehouseOptionsQuery(undefined, skip).data,
  };
  // On an edit, the detail says whether the stock may still be changed here.
  const editedDetail = useProductDetailQuery(editing?.id ?? '', { skip: !editing });
  const stockLocked = editing !== null && editedDetail.currentData?.data.stock_locked === true;

  // ---- detail: PUT regenerateqr first (seed: on row click), then the detail ----
  const [detailId, setDetailId] = useState<string | null>(null);
  const [regeneratedId, setRegeneratedId] = useState<string | null>(null);
  const [regenerate] = useProductRegenerateQrMutation();
  const openDetail = (id: string) => {
    setDetailId(id);
    setRegeneratedId(null);
    // A failed regeneration still shows the detail: its QR list is then the one last saved.
    void regenerate(id).finally(() => setRegeneratedId(id));
  };

  const submit = async () => {
    if (saving) return;
    await submitRecord({
      checked: validateProductForm(values),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body, photo }) : add({ body, photo })),
      fieldOrder: PRODUCT_FIELD_NAMES,
      serverErrors: serverProductErrors,
      setErrors,
      setAlert,
      focusField,
      reset: form.reset,
      close: () => setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<ProductRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
      if (detailId === row.id) setDetailId(null);
    },
  });

  const printRecap = async () => {
    if (printingRecap) return;
    const answer = await recap({ sort: sortParamOf(sort), filters: query });
    if (answer.error || !answer.data) {
      showFailure(PRODUCT_TEXTS.recapFailed, describeError(answer.error));
      return;
    }
    setPdfBusy(true);
    try {
      const opened = await openPdf(bridge, answer.data.url, recapFilename(new Date()));
      if (!opened.ok) showFailure(PRODUCT_TEXTS.recapFailed, describeError(opened.error));
    } finally {
      setPdfBusy(false);
    }
  };

  /** Row buttons act on their own; the click must not also open the detail. */
  const action = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };
  const rowKeys = (row: ProductRow) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      openDetail(row.id);
    }
  };

  // ---- list states (the shared list card's, with a row of search boxes under the header) ----
  const shown = list.currentData ?? list.data;
  const state: TableState = list.isError ? 'error' : shown ? 'ready' : 'loading';
  const rows = shown?.data ?? [];
  const stale = list.isFetching && state === 'ready';
  const span = PRODUCT_COLUMNS.length + 3;

  return (
    <div className="erp-master product">
      <ProductForm
        formId={formId}
        expanded={form.expanded}
        editing={editing}
        values={values}
        errors={errors}
        photo={photo}
        saving={saving}
        stockLocked={stockLocked}
        pickers={pickers}
        onToggle={form.toggle}
        onChange={form.change}
        onPhoto={setPhoto}
        onSubmit={() => void submit()}
        onCancel={form.cancel}
      />

      <Card className="erp-master-list product-list" compact>
        <div className="erp-master-toolbar product-toolbar">
          <h4 className="product-list-title">{PRODUCT_TEXTS.listTitle}</h4>
          <Button
            icon="print"
            intent={Intent.PRIMARY}
            text={printingRecap ? PRODUCT_TEXTS.recapBusy : PRODUCT_TEXTS.recap}
            loading={false}
            disabled={printingRecap}
            onClick={() => void printRecap()}
          />
        </div>
        <div className="erp-master-table-wrap">
          <HTMLTable
            className={`erp-master-table product-table${stale ? ' erp-master-table-stale' : ''}`}
            striped
            interactive
            aria-label={PRODUCT_TEXTS.listLabel}
            aria-busy={state === 'loading' || stale}
          >
            <colgroup>
              <col className="erp-master-col-number" />
              <col className="product-col-photo" />
              {PRODUCT_COLUMNS.map((column) => (
                <col key={column.key} style={{ width: `${column.width}%` }} />
              ))}
              <col className="product-col-actions" />
            </colgroup>
            <thead>
              <tr>
                <th className="erp-master-number" scope="col">
                  {MASTER_TEXTS.number}
                </th>
                <th scope="col">{PRODUCT_TEXTS.columns.photo}</th>
                {PRODUCT_COLUMNS.map((column) => (
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
                  {MASTER_TEXTS.actions}
                </th>
              </tr>
              <tr className="product-filter-row">
                <td />
                <td />
                {PRODUCT_COLUMNS.map((column) => {
                  const hint = hints[column.filter];
                  const hintId = `${formId}-filter-${column.filter}-hint`;
                  return (
                    <td key={column.key}>
                      <InputGroup
                        size="small"
                        type="search"
                        className="product-filter"
                        aria-label={PRODUCT_TEXTS.filters[column.filter]}
                        placeholder={PRODUCT_TEXTS.filterPlaceholder[column.filter]}
                        value={filters.inputs[column.filter]}
                        intent={hint ? Intent.DANGER : Intent.NONE}
                        aria-invalid={hint ? true : undefined}
                        aria-describedby={hint ? hintId : undefined}
                        inputMode={column.numeric ? 'text' : undefined}
                        onChange={(event) => filters.set(column.filter, event.target.value)}
                      />
                      {hint && (
                        <div id={hintId} className="product-filter-hint" role="status">
                          {hint}
                        </div>
                      )}
                    </td>
                  );
                })}
                <td />
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows
                  state={state}
                  rowCount={rows.length}
                  span={span}
                  skeletonRows={PRODUCT_PAGE_SIZE}
                  errorMessage={list.isError ? describeError(list.error) : undefined}
                  onRetry={() => void list.refetch()}
                />
              ) : (
                rows.map((row, index) => (
                  <tr
                    key={row.id}
                    className={`product-row${row.id === editing?.id ? ' erp-master-row-editing' : ''}`}
                    tabIndex={0}
                    aria-label={PRODUCT_TEXTS.openDetail(row.name)}
                    onClick={() => openDetail(row.id)}
                    onKeyDown={rowKeys(row)}
                  >
                    <td className="erp-master-number">{rowNumber(shown?.pagination, index, page, PRODUCT_PAGE_SIZE)}</td>
                    <td className="product-photo-cell">
                      <StoredImage path={row.photo} alt={PRODUCT_TEXTS.photoOf(row.name)} size={36} className="product-thumb" fallback={<NoPhoto size={36} />} />
                    </td>
                    {PRODUCT_COLUMNS.map((column) => (
                      <td key={column.key} className={column.numeric ? 'product-cell-number' : undefined}>
                        {productCell(column, row) || <span className={Classes.TEXT_MUTED}>–</span>}
                      </td>
                    ))}
                    <td className="erp-master-actions">
                      <EditAction
                        label={`${MASTER_TEXTS.edit} ${row.name}`}
                        disabled={saving || deleting}
                        onClick={action(() => form.startEdit(row, rowToProductForm(row)))}
                      />
                      <DeleteAction label={`${MASTER_TEXTS.delete} ${row.name}`} disabled={saving || deleting} onClick={action(() => removal.ask(row))} />
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
        isOpen={removal.isOpen}
        deleting={deleting}
        question={PRODUCT_TEXTS.deleteQuestion}
        subject={removal.subject?.name}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <ProductDetailDialog productId={detailId} ready={detailId !== null && regeneratedId === detailId} onClose={() => setDetailId(null)} />

      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} onClosed={() => focusField(firstErrorField(errors))} />
    </div>
  );
}
