import type { EndpointOutput } from '../../../../../common/contract';
import { statutoryEndpoints, type A1Employee } from '../../../../../common/contract/statutory';
import { bridgeArgs } from '../../../store/api';
import { payrollApi } from '../../payroll/api';

const e = statutoryEndpoints;

/**
 * The permanent employees paid in a year's final runs, for the 1721-A1 choice (the server lists
 * exactly those the year's forms are printed for); refetched when a run changes ('PAYROLL').
 */
export const reportsApi = payrollApi.injectEndpoints({
  endpoints: (build) => ({
    statutoryYearEmployees: build.query<A1Employee[], number>({
      query: (year) => bridgeArgs(e.a1Employees, { query: { year } }),
      transformResponse: (answer: EndpointOutput<typeof e.a1Employees>) => answer.data,
      providesTags: ['PAYROLL'],
    }),
  }),
});

export const { useStatutoryYearEmployeesQuery } = reportsApi;
