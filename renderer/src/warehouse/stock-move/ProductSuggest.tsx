import { SearchSuggest } from '../../shell/master/SearchSuggest';
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
  return (
    <SearchSuggest<ProductOption>
      {...props}
      useOptions={(filter, options) => useProductOptionsQuery(filter, options)}
      text={(product) => product.name}
      label={(product) => (product.code === '-' ? '' : product.code)}
      placeholder={STOCK_MOVE_TEXTS.productSearch}
      noResults={STOCK_MOVE_TEXTS.productNoResults}
    />
  );
}
