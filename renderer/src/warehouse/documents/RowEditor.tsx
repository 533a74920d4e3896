import { Button, HTMLSelect, HTMLTable, Icon, InputGroup, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { SearchSuggest } from '../../shell/master/SearchSuggest';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { useDocumentProductOptionsQuery, useStockBalanceQuery, type DocumentProductOption } from './api';
import { AMOUNT_MAX, parseAmount } from './logic';
import { NumberInput } from '../../shell/NumberInput';
import { DOCUMENT_TEXTS as T } from './texts';

/** A product as a row holds it. */
export interface RowProduct {
  id: string;
  name: string;
  code: string;
  unit: string;
}

/** One editable row: what is typed, and what the server holds for it once saved. */
export interface DraftRow {
  key: string;
  savedId: string | null;
  product: RowProduct | null;
  warehouseId: string;
  amount: string;
  note: string;
  /** The row as last saved (its amount is still out of the balance for goods out). */
  saved: { productId: string; warehouseId: string; amount: number; note: string } | null;
}

let drafts = 0;
export function emptyRow(): DraftRow {
  drafts += 1;
  return { key: `new-${drafts}`, savedId: null, product: null, warehouseId: '', amount: '', note: '', saved: null };
}

export const isDirty = (row: DraftRow): boolean =>
  !row.saved || row.saved.productId !== row.product?.id || row.saved.warehouseId !== row.warehouseId || row.saved.amount !== parseAmount(row.amount) || row.saved.note !== row.note;

export type SaveOutcome = { ok: true; savedId: string } | { ok: false; error: unknown };

export interface RowEditorProps {
  initialRows: DraftRow[];
  /** 'Stok Keluar' / 'Stok Fisik'. */
  amountLabel: string;
  withNote: boolean;
  warehouses: readonly { id: string; name: string }[] | undefined;
  /**
   * Goods out: a saved row's own amount is already out of the balance, so the stock system it
   * is checked against is the balance plus that amount (while product and warehouse stay).
   */
  savedAmountIsOut: boolean;
  /** The seed's row checks before saving: a message (the row is not saved) or null. */
  validate: (row: DraftRow, system: number | undefined) => string | null;
  /** The seed's check when a product is picked: a message refuses it. */
  refuseProduct?: (product: DocumentProductOption) => string | null;
  save: (row: DraftRow) => Promise<SaveOutcome>;
  remove: (savedId: string) => Promise<{ ok: boolean; error?: unknown }>;
  /** More cells after the amount (the opname's difference). */
  extraHeader?: ReactNode;
  extraCell?: (row: DraftRow, system: number | undefined) => ReactNode;
}

/**
 * The row editor both stock document forms share (seed 001 screens 8 and 12): product, stock
 * system (the balance in the chosen warehouse, read-only), the amount, warehouse and note; each
 * row is saved (check) or removed (minus) on its own with 'Success' / 'Something Wrong'.
 */
export function RowEditor(props: RowEditorProps) {
  const [rows, setRows] = useState<DraftRow[]>(() => (props.initialRows.length > 0 ? props.initialRows : [emptyRow()]));
  const update = (key: string, patch: Partial<DraftRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const drop = (key: string) =>
    setRows((current) => {
      const next = current.filter((row) => row.key !== key);
      return next.length > 0 ? next : [emptyRow()];
    });

  return (
    <div className="stock-documents-editor">
      <div className="erp-master-table-wrap">
        <HTMLTable className="erp-master-table stock-documents-rows" striped aria-label={T.product}>
          <thead>
            <tr>
              <th scope="col" className="erp-master-number">
                {MASTER_TEXTS.number}
              </th>
              <th scope="col" className="stock-documents-col-product">
                {T.product}
              </th>
              <th scope="col" className="stock-documents-col-warehouse">
                {T.warehouse}
              </th>
              <th scope="col" className="stock-documents-numeric">
                {T.stockSystem}
              </th>
              <th scope="col" className="stock-documents-numeric stock-documents-col-amount">
                {props.amountLabel}
              </th>
              {props.extraHeader}
              {props.withNote && <th scope="col">{T.note}</th>}
              <th scope="col" className="erp-master-actions">
                {MASTER_TEXTS.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <EditorRow
                key={row.key}
                number={index + 1}
                row={row}
                editor={props}
                onChange={(patch) => update(row.key, patch)}
                onRemoved={() => drop(row.key)}
              />
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Button icon="add" text={T.addRow} className="stock-documents-add-row" onClick={() => setRows((current) => [...current, emptyRow()])} />
    </div>
  );
}

function EditorRow({ number, row, editor, onChange, onRemoved }: { number: number; row: DraftRow; editor: RowEditorProps; onChange: (patch: Partial<DraftRow>) => void; onRemoved: () => void }) {
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const picked = row.product !== null && row.warehouseId !== '';
  const balance = useStockBalanceQuery({ product: row.product?.id ?? '', warehouse: row.warehouseId }, { skip: !picked });
  const ownOut = editor.savedAmountIsOut && row.saved && row.saved.productId === row.product?.id && row.saved.warehouseId === row.warehouseId ? row.saved.amount : 0;
  const system = picked && balance.currentData !== undefined ? balance.currentData + ownOut : undefined;
  const id = (field: string) => `stock-row-${row.key}-${field}`;

  const save = async () => {
    if (busy) return;
    const refused = editor.validate(row, system);
    if (refused) {
      showFailure(refused);
      return;
    }
    setBusy('save');
    const outcome = await editor.save(row);
    setBusy(null);
    if (!outcome.ok) {
      showFailure(T.rowFailed, describeError(outcome.error));
      void balance.refetch();
      return;
    }
    showSuccess(T.rowSaved);
    onChange({ savedId: outcome.savedId, saved: { productId: row.product?.id ?? '', warehouseId: row.warehouseId, amount: parseAmount(row.amount) ?? 0, note: row.note } });
    if (picked) void balance.refetch();
  };

  const remove = async () => {
    if (busy) return;
    if (!row.savedId) {
      onRemoved();
      return;
    }
    setBusy('remove');
    const outcome = await editor.remove(row.savedId);
    setBusy(null);
    if (!outcome.ok) {
      showFailure(T.rowFailed, describeError(outcome.error));
      return;
    }
    showSuccess(T.rowSaved);
    onRemoved();
  };

  const dirty = isDirty(row);
  return (
    <tr className={dirty ? 'stock-documents-row-dirty' : undefined}>
      <td className="erp-master-number">
        {number}
        {dirty && row.product && <Icon icon="dot" intent={Intent.WARNING} title={T.unsaved} aria-label={T.unsaved} className="stock-documents-unsaved" />}
      </td>
      <td>
        <ProductPicker
          id={id('product')}
          value={row.product}
          onChange={(product) => {
            const refused = editor.refuseProduct?.(product);
            if (refused) {
              showFailure(refused);
              return;
            }
            onChange({ product: { id: product.id, name: product.name, code: product.code, unit: product.unit }, warehouseId: row.warehouseId || product.warehouseId });
          }}
        />
      </td>
      <td>
        <HTMLSelect id={id('warehouse')} aria-label={`${T.warehouse} baris ${number}`} fill value={row.warehouseId} onChange={(event) => onChange({ warehouseId: event.target.value })}>
          <option value="">{editor.warehouses ? MASTER_TEXTS.selectPlaceholder(T.warehouse) : MASTER_TEXTS.optionsLoading}</option>
          {(editor.warehouses ?? []).map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td className="stock-documents-numeric stock-documents-system" aria-label={`${T.stockSystem} baris ${number}`}>
        {!picked ? '–' : balance.isFetching && system === undefined ? <Spinner size={SpinnerSize.SMALL} aria-label={T.loadingBalance} /> : system !== undefined ? formatNumber(system) : '–'}
      </td>
      <td>
        <NumberInput
          id={id('amount')}
          kind="count"
          limits={{ max: AMOUNT_MAX }}
          aria-label={`${editor.amountLabel} baris ${number}`}
          className="stock-documents-amount"
          value={row.amount}
          onValueChange={(typed) => onChange({ amount: typed })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
        />
      </td>
      {editor.extraCell?.(row, system)}
      {editor.withNote && (
        <td>
          <InputGroup
            id={id('note')}
            aria-label={`${T.note} baris ${number}`}
            value={row.note}
            maxLength={500}
            onChange={(event) => onChange({ note: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
            }}
          />
        </td>
      )}
      <td className="erp-master-actions stock-documents-row-actions">
        <Button
          size="small"
          intent={Intent.SUCCESS}
          icon="tick"
          aria-label={`${T.saveRow} ${number}`}
          title={T.saveRow}
          loading={busy === 'save'}
          disabled={busy !== null}
          onClick={() => void save()}
        />
        <Button
          size="small"
          intent={Intent.DANGER}
          icon="minus"
          aria-label={`${T.removeRow} ${number}`}
          title={T.removeRow}
          loading={busy === 'remove'}
          disabled={busy !== null}
          onClick={() => void remove()}
        />
      </td>
    </tr>
  );
}

/** A row's product: typing searches products by name (300 ms after the last key, 10 at most), with each one's stock. */
function ProductPicker({ id, value, onChange }: { id: string; value: RowProduct | null; onChange: (product: DocumentProductOption) => void }) {
  const selected: DocumentProductOption | null = value ? { ...value, stock: 0, warehouseId: '' } : null;
  return (
    <SearchSuggest<DocumentProductOption>
      id={id}
      value={selected}
      onChange={onChange}
      useOptions={(filter) => useDocumentProductOptionsQuery(filter)}
      text={(product) => product.name}
      label={(product) => `${product.code} · ${formatNumber(product.stock)} ${product.unit}`}
      placeholder={T.productSearch}
      noResults={T.productNoResults}
      ariaLabel={T.product}
      controlledQuery
    />
  );
}
