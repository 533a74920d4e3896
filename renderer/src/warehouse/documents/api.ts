import { PRODUCT_DEFAULT_SORT, productEndpoints, warehouseReportEndpoints, type EndpointOutput } from '../../../../common/contract';
import { api, bridgeArgs } from '../../store/api';

/**
 * What the stock document editors read besides their own calls: products to pick (by name, 10 at
 * most, with their total stock and default warehouse) and the read-only 'stock system', the
 * balance of one product in one warehouse (GET stock/balance).
 */
export const STOCK_BALANCE_TAG = 'StockBalance';

export interface DocumentProductOption {
  id: string;
  name: string;
  code: string;
  unit: string;
  /** Over every warehouse. */
  stock: number;
  /** The product's own warehouse: the row's default. */
  warehouseId: string;
}

export const documentsApi = api.enhanceEndpoints({ addTagTypes: [STOCK_BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    documentProductOptions: build.query<DocumentProductOption[], string>({
      query: (name) => bridgeArgs(productEndpoints.list, { query: { per_page: 10, sort: PRODUCT_DEFAULT_SORT, ...(name ? { namaproduk: name } : {}) } }),
      transformResponse: (page: EndpointOutput<typeof productEndpoints.list>) =>
        page.data.map((row) => ({ id: row.id, name: row.name, code: row.code, unit: row.unit.name, stock: row.stock, warehouseId: row.warehouse_id })),
    }),
    stockBalance: build.query<number, { product: string; warehouse: string }>({
      query: (args) => bridgeArgs(warehouseReportEndpoints.balance, { query: args }),
      transformResponse: (response: EndpointOutput<typeof warehouseReportEndpoints.balance>) => response.data.stock,
      providesTags: (_result, _error, { product, warehouse }) => [{ type: STOCK_BALANCE_TAG, id: `${product}|${warehouse}` }],
      // The stock system must be current when a row is saved: never served from an old cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDocumentProductOptionsQuery, useStockBalanceQuery } = documentsApi;

/** After a line save or a post every shown balance is read again. */
export const BALANCES_CHANGED = [STOCK_BALANCE_TAG] as const;
