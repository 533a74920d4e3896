import type { EndpointOutput } from '../../../../common/contract';
import type { ListQueryInput } from '../../../../common/contract/list';
import { receivingEndpoints } from '../../../../common/contract/warehouse-receiving';
import { api, bridgeArgs } from '../../store/api';
import { WAREHOUSE_REPORT_TAG } from '../api';

/**
 * The receiving screens' calls (issue 13 section 1). Everything is tagged RECEIVING: an arrival
 * refetches the list, the PO's lines, the open arrivals and the history; it also refreshes the
 * overview's 'Barang Datang Hari ini' and the Purchasing list's receiving tag.
 */
export const RECEIVING_TAG = 'Receiving';
const ALL = { type: RECEIVING_TAG, id: 'ALL' } as const;
/** The Purchasing screens' tag (purchasing/orders/api.ts): their receiving status changes too. */
const PURCHASE_TAG = 'Purchase';

const e = receivingEndpoints;

export type ReceivingPage = EndpointOutput<typeof e.list>;
export type ReceivingLinesPage = EndpointOutput<typeof e.lines>;
export type ArrivalsAnswer = EndpointOutput<typeof e.arrivals>;
export type ArrivalHistoryPage = EndpointOutput<typeof e.history>;
export type ProductHistoryPage = EndpointOutput<typeof e.productHistory>;

export interface ReceiveArgs {
  purchaseId: string;
  productId: string;
  stock: number;
  date: string;
  warehouse: string;
}

export const receivingApi = api.enhanceEndpoints({ addTagTypes: [RECEIVING_TAG, WAREHOUSE_REPORT_TAG, PURCHASE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    receivingList: build.query<ReceivingPage, ListQueryInput>({
      query: (query) => bridgeArgs(e.list, { query }),
      providesTags: [ALL],
    }),
    receivingLines: build.query<ReceivingLinesPage, { id: string; query: ListQueryInput }>({
      query: ({ id, query }) => bridgeArgs(e.lines, { params: { id }, query }),
      providesTags: [ALL],
    }),
    receivingArrivals: build.query<ArrivalsAnswer, { purchaseId: string; productId: string }>({
      query: (params) => bridgeArgs(e.arrivals, { params }),
      providesTags: [ALL],
    }),
    /** PUT history/proses, then statusGudang: the answer says whether the PO is complete (`next`). */
    receive: build.mutation<{ numbers: string[]; next: boolean }, ReceiveArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const received = await baseQuery(
          bridgeArgs(e.receive, {
            params: { productId: args.productId, purchaseId: args.purchaseId },
            query: { stock: args.stock, date: args.date, warehouse: args.warehouse },
          }),
        );
        if (received.error) return { error: received.error };
        const status = await baseQuery(bridgeArgs(e.status, { params: { purchaseId: args.purchaseId, productId: args.productId } }));
        const numbers = (received.data as EndpointOutput<typeof e.receive>).data.numbers;
        // The arrival is saved: an unreadable status only means the screen stays where it is.
        const next = status.error ? false : (status.data as EndpointOutput<typeof e.status>).next;
        return { data: { numbers, next } };
      },
      invalidatesTags: (_result, error) => (error ? [] : [ALL, { type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' }, { type: PURCHASE_TAG, id: 'LIST' }]),
    }),
    arrivalHistory: build.query<ArrivalHistoryPage, ListQueryInput>({
      query: (query) => bridgeArgs(e.history, { query }),
      providesTags: [ALL],
    }),
    productArrivalHistory: build.query<ProductHistoryPage, { purchase: string; product: string; page: number }>({
      query: ({ purchase, product, page }) => bridgeArgs(e.productHistory, { query: { purchase, product, page } }),
      providesTags: [ALL],
    }),
  }),
});

export const { useReceivingListQuery, useReceivingLinesQuery, useReceivingArrivalsQuery, useReceiveMutation, useArrivalHistoryQuery, useProductArrivalHistoryQuery } = receivingApi;
