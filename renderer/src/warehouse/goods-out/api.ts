import type { EndpointOutput } from '../../../../common/contract';
import { goodsOutEndpoints, type GoodsOutLineUpdateBody } from '../../../../common/contract/warehouse-goods-out';
import { api, bridgeArgs } from '../../store/api';
import { STOCK_BALANCE_TAG } from '../documents/api';

/**
 * Goods out's calls (seed 001 section 7 "Goods out"). Headers are tagged LIST, a document's lines
 * by its id, the history HISTORY; a line save refetches its document, the lists and the balances.
 */
export const GOODS_OUT_TAG = 'GoodsOut';
const LIST = { type: GOODS_OUT_TAG, id: 'LIST' } as const;
const HISTORY = { type: GOODS_OUT_TAG, id: 'HISTORY' } as const;
const doc = (id: string) => ({ type: GOODS_OUT_TAG, id }) as const;
const e = goodsOutEndpoints;

export type GoodsOutPage = EndpointOutput<typeof e.list>;
export type GoodsOutDocument = EndpointOutput<typeof e.lines>['data'];
export type GoodsOutHistoryPage = EndpointOutput<typeof e.history>;

export const goodsOutApi = api.enhanceEndpoints({ addTagTypes: [GOODS_OUT_TAG, STOCK_BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    goodsOutList: build.query<GoodsOutPage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    goodsOutAdd: build.mutation<EndpointOutput<typeof e.add>, string>({
      query: (createdDate) => bridgeArgs(e.add, { body: { created_date: createdDate, status: 'active' } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    goodsOutDelete: build.mutation<EndpointOutput<typeof e.update>, string>({
      query: (id) => bridgeArgs(e.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [LIST, HISTORY, doc(id), STOCK_BALANCE_TAG]),
    }),
    goodsOutRedate: build.mutation<EndpointOutput<typeof e.update>, { id: string; createdDate: string }>({
      query: ({ id, createdDate }) => bridgeArgs(e.update, { params: { id }, body: { created_date: createdDate, status: 'active' } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, HISTORY, doc(id)]),
    }),
    goodsOutDocument: build.query<GoodsOutDocument, string>({
      query: (headerId) => bridgeArgs(e.lines, { params: { headerId } }),
      transformResponse: (response: EndpointOutput<typeof e.lines>) => response.data,
      providesTags: (_r, _e, id) => [doc(id)],
    }),
    goodsOutLineAdd: build.mutation<EndpointOutput<typeof e.addLine>, { headerId: string; line: GoodsOutLineUpdateBody }>({
      query: ({ headerId, line }) => bridgeArgs(e.addLine, { body: { ...line, stock_user: headerId, created_date: new Date().toISOString() } }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [LIST, HISTORY, doc(headerId), STOCK_BALANCE_TAG]),
    }),
    goodsOutLineUpdate: build.mutation<EndpointOutput<typeof e.updateLine>, { headerId: string; id: string; line: GoodsOutLineUpdateBody }>({
      query: ({ id, line }) => bridgeArgs(e.updateLine, { params: { id }, body: line }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [HISTORY, doc(headerId), STOCK_BALANCE_TAG]),
    }),
    goodsOutLineDelete: build.mutation<EndpointOutput<typeof e.deleteLine>, { headerId: string; id: string }>({
      query: ({ id }) => bridgeArgs(e.deleteLine, { params: { id } }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [LIST, HISTORY, doc(headerId), STOCK_BALANCE_TAG]),
    }),
    goodsOutHistory: build.query<GoodsOutHistoryPage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.history, { query: { page, ...(filter ? { filter } : {}) } }),
      providesTags: [HISTORY],
    }),
  }),
});

export const {
  useGoodsOutListQuery,
  useGoodsOutAddMutation,
  useGoodsOutDeleteMutation,
  useGoodsOutRedateMutation,
  useGoodsOutDocumentQuery,
  useGoodsOutLineAddMutation,
  useGoodsOutLineUpdateMutation,
  useGoodsOutLineDeleteMutation,
  useGoodsOutHistoryQuery,
} = goodsOutApi;

export const goodsOutPrintPath = (id: string): string => e.print.path.replace(':id', encodeURIComponent(id));
