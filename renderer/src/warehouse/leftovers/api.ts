import type { EndpointOutput } from '../../../../common/contract';
import { leftoverEndpoints, type LeftoverFieldsInput, type LeftoverSource } from '../../../../common/contract/warehouse-leftovers';
import { api, bridgeArgs } from '../../store/api';
import { WAREHOUSE_REPORT_TAG } from '../api';
import { PRODUCT_TAG } from '../products/api';
import { STOCK_TAG } from '../stock-move/api';

/** Barang Sisa's calls (seed 001 section 7: `barangsisa/all|add|update/{id}|delete/{id}`). */
export const LEFTOVER_TAG = 'Leftover';
const LIST = { type: LEFTOVER_TAG, id: 'LIST' } as const;
const e = leftoverEndpoints;
const stale = [LIST, { type: STOCK_TAG, id: 'ALL' }, { type: PRODUCT_TAG, id: 'LIST' }, { type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' }] as const;

export type LeftoverPage = EndpointOutput<typeof e.list>;

export const leftoverApi = api.enhanceEndpoints({ addTagTypes: [LEFTOVER_TAG, STOCK_TAG, PRODUCT_TAG, WAREHOUSE_REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    leftoverList: build.query<LeftoverPage, { page: number; filter: string; source: LeftoverSource }>({
      query: ({ page, filter, source }) => bridgeArgs(e.list, { query: { page, source, ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    leftoverAdd: build.mutation<EndpointOutput<typeof e.add>, LeftoverFieldsInput>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
    leftoverUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: LeftoverFieldsInput }>({
      query: ({ id, body }) => bridgeArgs(e.update, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
    /** Seed section 4: leftovers use a real delete call. */
    leftoverDelete: build.mutation<EndpointOutput<typeof e.remove>, string>({
      query: (id) => bridgeArgs(e.remove, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [...stale]),
    }),
  }),
});

export const { useLeftoverListQuery, useLeftoverAddMutation, useLeftoverUpdateMutation, useLeftoverDeleteMutation } = leftoverApi;
