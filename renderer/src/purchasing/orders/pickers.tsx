import { Intent, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { describeError } from '../../session/logic';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { PURCHASING_TEXTS as T } from '../texts';
import { usePurchaseProductOptionsQuery, useSupplierOptionsQuery, type PurchaseProductOption, type SupplierOption } from './api';

interface PickerProps<Item> {
  id: string;
  value: Item | null;
  onChange: (item: Item) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  /** The input's accessible name when its label is not a <label> (a table cell). */
  ariaLabel?: string;
}

/** What the menu says while it has nothing to offer: loading, the error, or no results. */
function emptyText(settled: boolean, isError: boolean, error: unknown, noResults: string): string {
  if (!settled) return MASTER_TEXTS.loading;
  return isError ? describeError(error) : noResults;
}

/** One searchable choice: typing searches the server 300 ms after the last key (10 results at most). */
function SearchPicker<Item extends { id: string }>(
  props: PickerProps<Item> & {
    setSearch: (value: string) => void;
    items: Item[];
    empty: string;
    text: (item: Item) => string;
    label: (item: Item) => string;
    placeholder: string;
  },
) {
  const renderItem: ItemRenderer<Item> = (item, { handleClick, handleFocus, modifiers, ref, id: itemId }) => (
    <MenuItem
      key={item.id}
      id={itemId}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={item.id === props.value?.id}
      text={props.text(item)}
      label={props.label(item)}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );
  return (
    <Suggest<Item>
      fill
      disabled={props.disabled}
      items={props.items}
      itemRenderer={renderItem}
      itemsEqual="id"
      inputValueRenderer={props.text}
      selectedItem={props.value}
      onItemSelect={props.onChange}
      // Uncontrolled query: the input then shows the chosen item's name (an edit's prefilled supplier)
      // until the user types; each keystroke still feeds the debounced search.
      onQueryChange={props.setSearch}
      resetOnClose
      noResults={<MenuItem disabled roleStructure="listoption" text={props.empty} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{
        id: props.id,
        placeholder: props.placeholder,
        leftIcon: 'search',
        intent: props.invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': props.invalid || undefined,
        'aria-describedby': props.describedBy,
        'aria-label': props.ariaLabel,
      }}
    />
  );
}

/** 'Supplier': `supplier/all?filter={text}&per_page=10` (seed section 7). */
export function SupplierPicker(props: PickerProps<SupplierOption>) {
  const { search, setSearch, filter } = useDebouncedSearch();
  const options = useSupplierOptionsQuery(filter);
  const settled = search.trim() === filter && !options.isFetching;
  return (
    <SearchPicker<SupplierOption>
      {...props}
      setSearch={setSearch}
      items={settled ? (options.currentData ?? []) : []}
      empty={emptyText(settled, options.isError, options.error, T.supplierNoResults)}
      text={(supplier) => supplier.nama_perusahaan}
      label={(supplier) => supplier.email}
      placeholder={T.supplierSearch}
    />
  );
}

/** A line's product: `product/pro?namaproduk={text}&per_page=10&sort=name|asc` (seed section 7). */
export function ProductPicker(props: PickerProps<PurchaseProductOption>) {
  const { search, setSearch, filter } = useDebouncedSearch();
  const options = usePurchaseProductOptionsQuery(filter, { skip: props.disabled });
  const settled = search.trim() === filter && !options.isFetching;
  return (
    <SearchPicker<PurchaseProductOption>
      {...props}
      setSearch={setSearch}
      items={settled ? (options.currentData ?? []) : []}
      empty={emptyText(settled, options.isError, options.error, T.productNoResults)}
      text={(product) => product.name}
      label={(product) => product.code}
      placeholder={props.disabled ? T.productNeedsType : T.productSearch}
    />
  );
}
