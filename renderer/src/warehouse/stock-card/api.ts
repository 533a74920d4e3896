import { stockCardEndpoints, type StockCard } from '../../../../common/contract/warehouse-stock-card';
import { api, bridgeArgs } from '../../store/api';
import { STOCK_TAG } from '../stock-move/api';

/** 'Kartu Stok': one page of a product's card (GET stock/card); stale after any stock document's save. */
export interface StockCardArgs {
  product: string;
  warehouse: string;
  date_start: string;
  date_end: string;
  page: number;
}

export const stockCardApi = api.enhanceEndpoints({ addTagTypes: [STOCK_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    stockCard: build.query<StockCard, StockCardArgs>({
      query: ({ product, warehouse, date_start, date_end, page }) =>
        bridgeArgs(stockCardEndpoints.card, {
          query: { product, page, ...(warehouse ? { warehouse } : {}), ...(date_start ? { date_start } : {}), ...(date_end ? { date_end } : {}) },
        }),
      providesTags: [{ type: STOCK_TAG, id: 'ALL' }],
    }),
  }),
});

export const { useStockCardQuery } = stockCardApi;
