import { REPORT_DEFAULT_SORT, reportEndpoints, type EndpointOutput, type ReportThread } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

/** Pelaporan calls (superadmin only): the reporters' threads and 'Proses' of one item. */
export const REPORT_TAG = 'Report';

/** Seed 000 section 9: the reports search waits 500 ms after the last keystroke. */
export const REPORT_SEARCH_DEBOUNCE_MS = 500;

/**
 * The server has no push for reports (the renderer has no realtime channel yet), so an open
 * screen asks again every so often and whenever the window regains focus.
 */
export const REPORT_REFRESH_MS = 30_000;

export const reportApi = api.enhanceEndpoints({ addTagTypes: [REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    reportList: build.query<ReportThread[], { filter: string }>({
      query: ({ filter }) => bridgeArgs(reportEndpoints.list, { query: { sort: REPORT_DEFAULT_SORT, ...(filter ? { filter } : {}) } }),
      transformResponse: (answer: EndpointOutput<typeof reportEndpoints.list>) => answer.data,
      providesTags: [REPORT_TAG],
    }),
    reportProcess: build.mutation<EndpointOutput<typeof reportEndpoints.updateStatus>, { threadId: string; reportId: string }>({
      query: ({ threadId, reportId }) =>
        bridgeArgs(reportEndpoints.updateStatus, { params: { id: threadId }, query: { id_laporan: reportId, status: 'proses' } }),
      invalidatesTags: (_result, error) => (error ? [] : [REPORT_TAG]),
    }),
  }),
});

export const { useReportListQuery, useReportProcessMutation } = reportApi;
