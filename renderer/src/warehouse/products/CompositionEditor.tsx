import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { ProductDetail } from '../../../../common/contract/warehouse';
import { describeError } from '../../session/logic';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { SearchSuggest } from '../../shell/master/SearchSuggest';
import { showFailure, showSuccess } from '../../shell/toast';
import { useProductCompositionMutation, useProductOptionsQuery, type ProductOption } from './api';
import { compositionDrafts, compositionPayload, emptyCompositionRow, removeCompositionRow, type CompositionDraft } from './logic';
import { PRODUCT_TEXTS } from './texts';
import { NumberInput } from '../../shell/NumberInput';

interface ProductPickerProps {
  id: string;
  /** The product being composed: it cannot be one of its own components. */
  ownerId: string;
  value: ProductOption | null;
  onChange: (product: ProductOption | null) => void;
  disabled: boolean;
}

/** A component's product: typing searches product/pro by name (300 ms after the last key, 10 at most); never the product itself. */
function ProductPicker({ id, ownerId, value, onChange, disabled }: ProductPickerProps) {
  return (
    <SearchSuggest<ProductOption>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      useOptions={(filter) => {
        const options = useProductOptionsQuery(filter);
        return { ...options, currentData: options.currentData?.filter((product) => product.id !== ownerId) };
      }}
      text={(product) => product.name}
      label={(product) => product.code}
      placeholder={PRODUCT_TEXTS.compositionSearch}
      noResults={PRODUCT_TEXTS.compositionNoResults}
      ariaLabel={PRODUCT_TEXTS.compositionProduct}
      controlledQuery
    />
  );
}

export interface CompositionEditorProps {
  product: ProductDetail;
  onClose: () => void;
}

/**
 * 'Edit Komposisi': rows of product and integer qty. The first row is required ('Lengkapi dulu
 * data anda'); removing the last row leaves one empty row; a cycle is refused by the server (409)
 * and its message is shown.
 */
export function CompositionEditor({ product, onClose }: CompositionEditorProps) {
  const [rows, setRows] = useState<CompositionDraft[]>(() => compositionDrafts(product.komposisi));
  const [alert, setAlert] = useState<string | null>(null);
  const [save, saveState] = useProductCompositionMutation();
  const saving = saveState.isLoading;
  /** Rows have stable keys, so a picker keeps its typed text when a row above it goes. */
  const [keys, setKeys] = useState<number[]>(() => rows.map((_, i) => i));
  const [nextKey, setNextKey] = useState(rows.length);

  const change = (index: number, patch: Partial<CompositionDraft>) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const addRow = () => {
    setRows((previous) => [...previous, emptyCompositionRow()]);
    setKeys((previous) => [...previous, nextKey]);
    setNextKey((n) => n + 1);
  };

  const removeRow = (index: number) => {
    const remaining = removeCompositionRow(rows, index);
    setRows(remaining);
    // The last row removed: the one empty row left is a new one.
    setKeys(rows.length === 1 ? [nextKey] : keys.filter((_, i) => i !== index));
    setNextKey((n) => n + 1);
  };

  const submit = async () => {
    if (saving) return;
    const checked = compositionPayload(product.id, rows);
    if (!checked.ok) {
      setAlert(checked.message);
      return;
    }
    const result = await save(checked.body);
    if (result.error) {
      // A cycle (409) or another refusal: the server's own message.
      showFailure(PRODUCT_TEXTS.compositionFailed, describeError(result.error));
      return;
    }
    showSuccess(PRODUCT_TEXTS.compositionSaved);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={saving ? undefined : onClose}
      canEscapeKeyClose={!saving}
      title={`${PRODUCT_TEXTS.compositionTitle}: ${product.name}`}
      icon="diagram-tree"
      className="product-composition-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody>
          <HTMLTable compact className="product-composition-editor">
            <thead>
              <tr>
                <th scope="col">{PRODUCT_TEXTS.compositionProduct}</th>
                <th scope="col" className="product-composition-qty">
                  {PRODUCT_TEXTS.compositionQty}
                </th>
                <th scope="col" className="product-composition-remove" aria-label={MASTER_TEXTS.actions} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={keys[index] ?? index}>
                  <td>
                    <ProductPicker
                      id={`product-composition-${keys[index] ?? index}`}
                      ownerId={product.id}
                      value={row.product}
                      onChange={(picked) => change(index, { product: picked })}
                      disabled={saving}
                    />
                  </td>
                  <td className="product-composition-qty">
                    <NumberInput
                      kind="count"
                      value={row.qty}
                      aria-label={`${PRODUCT_TEXTS.compositionQty} ${index + 1}`}
                      disabled={saving}
                      onValueChange={(typed) => change(index, { qty: typed })}
                    />
                  </td>
                  <td className="product-composition-remove">
                    <Button
                      variant="minimal"
                      icon="minus"
                      intent={Intent.DANGER}
                      aria-label={PRODUCT_TEXTS.compositionRemoveRow(index + 1)}
                      title={PRODUCT_TEXTS.compositionRemoveRow(index + 1)}
                      disabled={saving}
                      onClick={() => removeRow(index)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Button icon="plus" text={PRODUCT_TEXTS.compositionAddRow} onClick={addRow} disabled={saving} className="product-composition-add" />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={MASTER_TEXTS.cancel} onClick={onClose} disabled={saving} />
              <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? MASTER_TEXTS.saving : MASTER_TEXTS.save} disabled={saving} />
            </>
          }
        />
      </form>
      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} />
    </Dialog>
  );
}
