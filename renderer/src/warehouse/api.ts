import { warehouseReportEndpoints, type OverviewReport } from '../../../common/contract/warehouse';
import type { EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

/** The Warehouse module's own calls (its masters go through the generic resource api). */
export const WAREHOUSE_REPORT_TAG = 'WarehouseReport';

export const warehouseApi = api.enhanceEndpoints({ addTagTypes: [WAREHOUSE_REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Seed 001: GET report?date=YYYY-M-D, the overview's figures and 30-day chart for that day. */
    warehouseOverview: build.query<OverviewReport, string>({
      query: (date) => bridgeArgs(warehouseReportEndpoints.overview, { query: { date } }),
      transformResponse: (response: EndpointOutput<typeof warehouseReportEndpoints.overview>) => response.data,
      providesTags: [{ type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' }],
    }),
  }),
});

export const { useWarehouseOverviewQuery } = warehouseApi;
