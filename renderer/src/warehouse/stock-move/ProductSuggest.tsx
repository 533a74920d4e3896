import { Intent, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { describeError } from '../../session/logic';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { useProductOptionsQuery, type ProductOption } from '../products/api';
import { STOCK_MOVE_TEXTS } from './texts';

export interface ProductSuggestProps {
  id: string;
  value: ProductOption | null;
  onChange: (product: ProductOption) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string | undefined;
}

/**
 * The stock forms' product search (seed 001 screens 11 and 15: 'product search'): typing searches
 * product/pro by name 300 ms after the last key, 10 at most, name and code per choice.
 */
export function ProductSuggest(props: ProductSuggestProps) {
  const { search, setSearch, filter } = useDebouncedSearch();
  const options = useProductOptionsQuery(filter, { skip: props.disabled });
  const settled = search.trim() === filter && !options.isFetching;
  let empty: string = MASTER_TEXTS.loading;
  if (settled && options.isError) empty = describeError(options.error);
  else if (settled) empty = STOCK_MOVE_TEXTS.productNoResults;

  const renderItem: ItemRenderer<ProductOption> = (product, { handleClick, handleFocus, modifiers, ref, id: itemId }) => (
    <MenuItem
      key={product.id}
      id={itemId}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={product.id === props.value?.id}
      text={product.name}
      label={product.code === '-' ? '' : product.code}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );
  return (
    <Suggest<ProductOption>
      fill
      disabled={props.disabled}
      items={settled ? (options.currentData ?? []) : []}
      itemRenderer={renderItem}
      itemsEqual="id"
      inputValueRenderer={(product) => product.name}
      selectedItem={props.value}
      onItemSelect={props.onChange}
      onQueryChange={setSearch}
      resetOnClose
      noResults={<MenuItem disabled roleStructure="listoption" text={empty} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{
        id: props.id,
        placeholder: STOCK_MOVE_TEXTS.productSearch,
        leftIcon: 'search',
        intent: props.invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': props.invalid || undefined,
        'aria-describedby': props.describedBy,
      }}
    />
  );
}
