import { SearchSuggest } from '../../shell/master/SearchSuggest';
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

/** 'Supplier': `supplier/all?filter={text}&per_page=10` (seed section 7). */
export function SupplierPicker(props: PickerProps<SupplierOption>) {
  return (
    <SearchSuggest<SupplierOption>
      {...props}
      useOptions={(filter) => useSupplierOptionsQuery(filter)}
      noResults={T.supplierNoResults}
      text={(supplier) => supplier.nama_perusahaan}
      label={(supplier) => supplier.email}
      placeholder={T.supplierSearch}
    />
  );
}

/** A line's product: `product/pro?namaproduk={text}&per_page=10&sort=name|asc` (seed section 7). */
export function ProductPicker(props: PickerProps<PurchaseProductOption>) {
  return (
    <SearchSuggest<PurchaseProductOption>
      {...props}
      useOptions={(filter, options) => usePurchaseProductOptionsQuery(filter, options)}
      noResults={T.productNoResults}
      text={(product) => product.name}
      label={(product) => product.code}
      placeholder={props.disabled ? T.productNeedsType : T.productSearch}
    />
  );
}
