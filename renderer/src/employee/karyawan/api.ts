import {
  bankResource,
  divisionResource,
  employeeEndpoints,
  employeeRecordEndpoints,
  positionResource,
  type EmployeeDetail,
  type EmploymentStatus,
  type EndpointOutput,
} from '../../../../common/contract';
import { RESOURCE_TAG } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';
import type { EmployeeBody, SalaryItemKind, SalaryItemValue } from './logic';

/**
 * The Karyawan screen's calls. The list is tagged LIST and each detail by its id, so a save
 * refetches the table and the open detail; incentive and deduction writes refetch that detail.
 */
export const EMPLOYEE_TAG = 'Employee';
const LIST = { type: EMPLOYEE_TAG, id: 'LIST' } as const;
const detailTag = (id: string) => ({ type: EMPLOYEE_TAG, id }) as const;

export type EmployeePage = EndpointOutput<typeof employeeRecordEndpoints.list>;
/** A division or position as the pickers offer it. */
export interface PickOption {
  id: string;
  Name: string;
}

export interface EmployeeListArgs {
  page: number;
  /** The page size the user chose (EMPLOYEE_PAGE_SIZES; the seed's 5 by default). */
  perPage: number;
  sort: string | undefined;
  filter: string;
  /** The column filters, blank for all. */
  columns: EmployeeColumnFilters;
}

export interface EmployeeColumnFilters {
  division: string;
  position: string;
  status: EmploymentStatus | '';
}

export const NO_COLUMN_FILTERS: EmployeeColumnFilters = { division: '', position: '', status: '' };

/** The list's query without paging, as the list and its Excel send it (blank filters left out). */
export function employeeListQuery(args: Pick<EmployeeListArgs, 'sort' | 'filter' | 'columns'>): Record<string, string> {
  const { columns } = args;
  return Object.fromEntries(
    Object.entries({ sort: args.sort ?? '', filter: args.filter, division: columns.division, position: columns.position, status: columns.status }).filter(([, value]) => value !== ''),
  );
}

/** The photo picked in the form (already compressed); null keeps the current one. */
type Photo = Blob | null;

/**
 * The body as the multipart form sends it: the programme list as one comma-separated part, so an
 * empty list arrives as '' (no programme) instead of no part at all (the server's defaults).
 */
const formBody = (body: EmployeeBody) => ('bpjs_programmes' in body ? { ...body, bpjs_programmes: body.bpjs_programmes?.join(',') } : body);

const e = employeeRecordEndpoints;

const pickOptions = (page: { data: Record<string, unknown>[] }): PickOption[] =>
  page.data.map((row) => ({ id: String(row.id), Name: String(row.Name ?? '') }));

export const karyawanApi = api.enhanceEndpoints({ addTagTypes: [EMPLOYEE_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    employeeList: build.query<EmployeePage, EmployeeListArgs>({
      query: ({ page, perPage, ...rest }) => bridgeArgs(e.list, { query: { page, per_page: perPage, ...employeeListQuery(rest) } }),
      providesTags: [LIST],
    }),
    employeeDetail: build.query<EmployeeDetail, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof e.get>) => response.data,
      providesTags: (_result, _error, id) => [detailTag(id)],
    }),
    employeeAdd: build.mutation<EndpointOutput<typeof e.add>, { body: EmployeeBody; photo: Photo }>({
      query: ({ body, photo }) => bridgeArgs(e.add, { body: formBody(body), files: { file: photo } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    employeeUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: EmployeeBody; photo: Photo }>({
      query: ({ id, body, photo }) => bridgeArgs(e.update, { params: { id }, body: formBody(body), files: { file: photo } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, detailTag(id)]),
    }),
    /** Seed section 4: a confirmed delete is an update to status 'deleted'. */
    employeeDelete: build.mutation<EndpointOutput<typeof e.update>, string>({
      query: (id) => bridgeArgs(e.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, detailTag(id)]),
    }),
    salaryItemsAdd: build.mutation<unknown, { kind: SalaryItemKind; id: string; data: SalaryItemValue[] }>({
      query: ({ kind, id, data }) => bridgeArgs(kind === 'tambahan' ? e.addIncentives : e.addDeductions, { params: { id }, body: { data } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [detailTag(id)]),
    }),
    salaryItemEdit: build.mutation<unknown, { kind: SalaryItemKind; id: string; rowId: string; item: SalaryItemValue }>({
      query: ({ kind, id, rowId, item }) =>
        bridgeArgs(kind === 'tambahan' ? e.editIncentive : e.editDeduction, { params: { id, rowId }, body: item }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [detailTag(id)]),
    }),
    salaryItemDelete: build.mutation<unknown, { kind: SalaryItemKind; id: string; rowId: string }>({
      query: ({ kind, id, rowId }) => bridgeArgs(kind === 'tambahan' ? e.deleteIncentive : e.deleteDeduction, { params: { id, rowId } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [detailTag(id)]),
    }),
    /** Seed: the pickers read division/all?show=all and position/all?show=all ({id, Name}). */
    divisionOptions: build.query<PickOption[], void>({
      query: () => bridgeArgs(employeeEndpoints.division.list, { query: { show: 'all' } }),
      transformResponse: pickOptions,
      // A save on the Division screen refreshes the choices too.
      providesTags: [{ type: RESOURCE_TAG, id: divisionResource.key }],
    }),
    positionOptions: build.query<PickOption[], void>({
      query: () => bridgeArgs(employeeEndpoints.position.list, { query: { show: 'all' } }),
      transformResponse: pickOptions,
      providesTags: [{ type: RESOURCE_TAG, id: positionResource.key }],
    }),
    /** The salary account's bank picker (issue 17): bank/all?show=all. */
    bankOptions: build.query<PickOption[], void>({
      query: () => bridgeArgs(employeeEndpoints.bank.list, { query: { show: 'all' } }),
      transformResponse: pickOptions,
      providesTags: [{ type: RESOURCE_TAG, id: bankResource.key }],
    }),
  }),
});

export const {
  useEmployeeListQuery,
  useEmployeeDetailQuery,
  useEmployeeAddMutation,
  useEmployeeUpdateMutation,
  useEmployeeDeleteMutation,
  useSalaryItemsAddMutation,
  useSalaryItemEditMutation,
  useSalaryItemDeleteMutation,
  useDivisionOptionsQuery,
  usePositionOptionsQuery,
  useBankOptionsQuery,
} = karyawanApi;
