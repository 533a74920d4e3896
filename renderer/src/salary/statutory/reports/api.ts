import type { ApiError, EndpointOutput } from '../../../../../common/contract';
import { payrollEndpoints } from '../../../../../common/contract/salary';
import { bridgeArgs } from '../../../store/api';
import { payrollApi } from '../../payroll/api';
import { permanentEmployees, type YearEmployee } from './logic';

const e = payrollEndpoints;
/** Run details read at once while collecting a year's employees. */
const PARALLEL = 4;

/**
 * The permanent employees paid in a year's final runs, for the 1721-A1 choice: the year's final
 * runs (and the previous year's, for a week that ends in January), each one's frozen lines. Read
 * through the payroll calls every Sallary user may make; refetched when a run changes ('PAYROLL').
 */
export const reportsApi = payrollApi.injectEndpoints({
  endpoints: (build) => ({
    statutoryYearEmployees: build.query<YearEmployee[], number>({
      async queryFn(year, _api, _extra, baseQuery) {
        const runs: EndpointOutput<typeof e.list>['data'] = [];
        for (const startYear of [year - 1, year]) {
          const page = await baseQuery(bridgeArgs(e.list, { query: { year: startYear, status: 'final', per_page: 500 } }));
          if (page.error) return { error: page.error as ApiError };
          runs.push(...(page.data as EndpointOutput<typeof e.list>).data);
        }
        // A run belongs to the tax year its period ends in.
        const inYear = runs.filter((run) => run.period_end.startsWith(`${year}-`));
        const lines: EndpointOutput<typeof e.get>['data']['lines'] = [];
        for (let i = 0; i < inYear.length; i += PARALLEL) {
          const details = await Promise.all(inYear.slice(i, i + PARALLEL).map((run) => baseQuery(bridgeArgs(e.get, { params: { id: run.id } }))));
          for (const detail of details) {
            if (detail.error) return { error: detail.error as ApiError };
            lines.push(...(detail.data as EndpointOutput<typeof e.get>).data.lines);
          }
        }
        return { data: permanentEmployees(lines) };
      },
      providesTags: ['PAYROLL'],
    }),
  }),
});

export const { useStatutoryYearEmployeesQuery } = reportsApi;
