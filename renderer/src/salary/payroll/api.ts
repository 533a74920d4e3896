import type { EndpointOutput } from '../../../../common/contract';
import { payrollEndpoints, type PayrollListQuery, type PayrollRunAddBody, type PayrollRunDetail } from '../../../../common/contract/salary';
import type { PayrollKind } from '../../../../common/salary';
import { api, bridgeArgs } from '../../store/api';

export { PAYROLL_PAGE_SIZE, type PayrollChange, type PayrollLineRow, type PayrollRunDetail, type PayrollRunRow, type PayrollTotals } from '../../../../common/contract/salary';

/**
 * The payroll screens' calls (issue 17 section 2). Every write refetches the list and the open
 * run ('PAYROLL'); the detail is always read afresh when opened (a draft is recomputed by the server).
 */
const TAG = 'PAYROLL';
const e = payrollEndpoints;
const changed = (_result: unknown, error: unknown) => (error ? [] : [TAG]);

export type PayrollRunsPage = EndpointOutput<typeof e.list>;
export type PayrollRunsQuery = Omit<PayrollListQuery, 'per_page'>;
export type PayrollDivisionChoices = EndpointOutput<typeof e.divisions>['data'];

export const payrollApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    payrollRuns: build.query<PayrollRunsPage, PayrollRunsQuery>({
      query: (query) => bridgeArgs(e.list, { query }),
      providesTags: [TAG],
    }),
    payrollDivisions: build.query<PayrollDivisionChoices, { kind: PayrollKind; period_start?: string }>({
      query: (query) => bridgeArgs(e.divisions, { query }),
      transformResponse: (answer: EndpointOutput<typeof e.divisions>) => answer.data,
      providesTags: [TAG],
    }),
    payrollRun: build.query<PayrollRunDetail, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (answer: EndpointOutput<typeof e.get>) => answer.data,
      providesTags: [TAG],
    }),
    payrollAdd: build.mutation<EndpointOutput<typeof e.add>, PayrollRunAddBody>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: changed,
    }),
    payrollRecompute: build.mutation<EndpointOutput<typeof e.recompute>, string>({
      query: (id) => bridgeArgs(e.recompute, { params: { id } }),
      invalidatesTags: changed,
    }),
    payrollFinal: build.mutation<EndpointOutput<typeof e.final>, string>({
      query: (id) => bridgeArgs(e.final, { params: { id } }),
      invalidatesTags: changed,
    }),
    payrollReopen: build.mutation<EndpointOutput<typeof e.reopen>, { id: string; reason: string }>({
      query: ({ id, reason }) => bridgeArgs(e.reopen, { params: { id }, body: { reason } }),
      invalidatesTags: changed,
    }),
    payrollDelete: build.mutation<EndpointOutput<typeof e.remove>, string>({
      query: (id) => bridgeArgs(e.remove, { params: { id } }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  usePayrollRunsQuery,
  usePayrollDivisionsQuery,
  usePayrollRunQuery,
  usePayrollAddMutation,
  usePayrollRecomputeMutation,
  usePayrollFinalMutation,
  usePayrollReopenMutation,
  usePayrollDeleteMutation,
} = payrollApi;
