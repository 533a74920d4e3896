import { purchasingEndpoints, type EndpointOutput } from '../../../../common/contract';
import { api, bridgeArgs } from '../../store/api';
import { PURCHASE_LIST, PURCHASE_REPORTS, PURCHASE_TAG } from '../payments/api';
import type { DateRange, PerProductStatus } from './logic';

/** The report screens' calls, cached under the Purchasing tags: a payment or a PO save (LIST) refetches them. */
const e = purchasingEndpoints;

export type PurchaseReportPage = EndpointOutput<typeof e.report>;
export type PerProductPage = EndpointOutput<typeof e.perProduct>;

export interface PurchaseReportArgs extends DateRange {
  page: number;
  per_page: number;
  sort: string;
  filter: string;
}

export interface PerProductArgs extends DateRange {
  page: number;
  per_page: number;
  status: PerProductStatus;
  filter: string;
}

export const reportApi = api.enhanceEndpoints({ addTagTypes: [PURCHASE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** 'Laporan Pembelian': POs in the range, a page of them and the total of all. */
    purchaseReport: build.query<PurchaseReportPage, PurchaseReportArgs>({
      query: ({ filter, ...rest }) => bridgeArgs(e.report, { query: { ...rest, ...(filter ? { filter } : {}) } }),
      providesTags: [PURCHASE_REPORTS, PURCHASE_LIST],
    }),
    /** POST pembelian/report/perproduk (seed section 7): the lines of those POs. */
    perProductReport: build.query<PerProductPage, PerProductArgs>({
      query: (body) => bridgeArgs(e.perProduct, { body }),
      providesTags: [PURCHASE_REPORTS, PURCHASE_LIST],
    }),
    /** POST pembelian/export/perproduk: the address of the file (fresh each time, so not cached). */
    perProductExport: build.mutation<EndpointOutput<typeof e.perProductExport>, Omit<PerProductArgs, 'page'> & { format: 'pdf' | 'xlsx'; job?: string }>({
      query: (body) => bridgeArgs(e.perProductExport, { body }),
    }),
    /** How far the server is with a report's PDF (404 while it has not started, or on another server instance). */
    reportProgress: build.query<EndpointOutput<typeof e.reportProgress>, { job: string }>({
      query: ({ job }) => bridgeArgs(e.reportProgress, { params: { job } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePurchaseReportQuery, usePerProductReportQuery, usePerProductExportMutation, useReportProgressQuery } = reportApi;
