import type { EndpointOutput } from '../../../../common/contract';
import { PROJECT_PAGE_SIZE, releaseEndpoints, type ReleaseConfirmer } from '../../../../common/contract/project';
import { api, bridgeArgs } from '../../store/api';
import { WAREHOUSE_REPORT_TAG } from '../api';
import { STOCK_BALANCE_TAG } from '../documents/api';
import { PRODUCT_TAG } from '../products/api';
import { STOCK_TAG } from '../stock-move/api';

/**
 * 'Barang Proyek''s calls (seed 001 section 7: GET barangkeluar/all, GET
 * barangkeluar/otorisasi/{id}/{idk}?tipe=ADM|SPM). The project screen's 'Konfirmasi' refreshes this
 * list (PROJECT_RELEASE_TAG); a confirmation refreshes the projects (the 'Project' tag of the Survey
 * screens) and, once the goods leave, every stock figure.
 */
export const PROJECT_RELEASE_TAG = 'ProjectRelease';
const PROJECT_TAG = 'Project';
const LIST = { type: PROJECT_RELEASE_TAG, id: 'LIST' } as const;
const e = releaseEndpoints;
const stale = [
  LIST,
  { type: PROJECT_TAG, id: 'LIST' },
  { type: STOCK_TAG, id: 'ALL' },
  { type: PRODUCT_TAG, id: 'LIST' },
  { type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' },
  STOCK_BALANCE_TAG,
] as const;

export type ReleasePage = EndpointOutput<typeof e.list>;

export interface ReleaseConfirmArgs {
  id: string;
  /** The signed-in user's employee number; 0 for an account without one. */
  idk: number;
  tipe: ReleaseConfirmer;
  /** Needed by the first confirmation only. */
  id_gudang?: string;
}

export const releaseApi = api.enhanceEndpoints({ addTagTypes: [PROJECT_RELEASE_TAG, PROJECT_TAG, STOCK_TAG, PRODUCT_TAG, WAREHOUSE_REPORT_TAG, STOCK_BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Requests still waiting for the admin or the guard, newest first, 5 per page. */
    releaseList: build.query<ReleasePage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, per_page: PROJECT_PAGE_SIZE, state: 'waiting', ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    releaseConfirm: build.mutation<EndpointOutput<typeof e.confirm>, ReleaseConfirmArgs>({
      query: ({ id, idk, tipe, id_gudang }) => bridgeArgs(e.confirm, { params: { id, idk }, query: { tipe, ...(id_gudang ? { id_gudang } : {}) } }),
      // A refusal may mean someone else confirmed meanwhile: the list is read again either way.
      invalidatesTags: (_result, error) => (error ? [LIST] : [...stale]),
    }),
  }),
});

export const { useReleaseListQuery, useReleaseConfirmMutation } = releaseApi;
