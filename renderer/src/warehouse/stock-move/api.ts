import type { EndpointOutput } from '../../../../common/contract';
import { warehouseReportEndpoints } from '../../../../common/contract/warehouse';
import { stockMoveEndpoints, type StockMoveFieldsInput } from '../../../../common/contract/warehouse-stock-move';
import { api, bridgeArgs } from '../../store/api';
import { PRODUCT_TAG } from '../products/api';
import { WAREHOUSE_REPORT_TAG } from '../api';

/**
 * Stock Move's calls (seed 001 section 7: `stockMove/`, `stockMove/add`, `stockMove/update/{id}`)
 * and the from-warehouse balance the form fills the amount with. A save refetches the list, the
 * products (their balances moved) and the overview's card.
 */
export const STOCK_MOVE_TAG = 'StockMove';
/** Stock balances and cards: any stock document's save makes them stale. */
export const STOCK_TAG = 'Stock';
const LIST = { type: STOCK_MOVE_TAG, id: 'LIST' } as const;
const e = stockMoveEndpoints;

export type StockMovePage = EndpointOutput<typeof e.list>;
const stale = [LIST, { type: STOCK_TAG, id: 'ALL' }, { type: PRODUCT_TAG, id: 'LIST' }, { type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' }] as const;

export const stockMoveApi = api.enhanceEndpoints({ addTagTypes: [STOCK_MOVE_TAG, STOCK_TAG, PRODUCT_TAG, WAREHOUSE_REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    stockMoveList: build.query<StockMovePage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    stockMoveAdd: build.mutation<EndpointOutput<typeof e.add>, StockMoveFieldsInput>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
    stockMoveUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: StockMoveFieldsInput }>({
      query: ({ id, body }) => bridgeArgs(e.update, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
    /** Seed section 4: a confirmed delete is an update to status 'deleted'. */
    stockMoveDelete: build.mutation<EndpointOutput<typeof e.update>, string>({
      query: (id) => bridgeArgs(e.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
    /** The product's balance in one warehouse: the amount a move starts with (seed section 5). */
    stockBalance: build.query<number, { product: string; warehouse: string }>({
      query: (query) => bridgeArgs(warehouseReportEndpoints.balance, { query }),
      transformResponse: (response: EndpointOutput<typeof warehouseReportEndpoints.balance>) => response.data.stock,
      providesTags: [{ type: STOCK_TAG, id: 'ALL' }],
    }),
  }),
});

export const { useStockMoveListQuery, useStockMoveAddMutation, useStockMoveUpdateMutation, useStockMoveDeleteMutation, useStockBalanceQuery } = stockMoveApi;
