import type { EndpointOutput } from '../../../../common/contract';
import { PROJECT_DEFAULT_SORT, PROJECT_PAGE_SIZE, projectEndpoints, type ProgressStage, type ProjectDetail, type ProjectImagePair, type ProjectLeftoverBody } from '../../../../common/contract/project';
import { api, bridgeArgs } from '../../store/api';
import { WAREHOUSE_REPORT_TAG } from '../../warehouse/api';
import { LEFTOVER_TAG } from '../../warehouse/leftovers/api';
import { PRODUCT_TAG } from '../../warehouse/products/api';
import { STOCK_TAG } from '../../warehouse/stock-move/api';
import { PROJECT_TAG } from '../projects/api';

/**
 * 'Progress Pekerjaan' calls (seed 001 section 7: `proyek/all`, `proyek/get/{id}` with dokproyek,
 * `proyek/upload_image`, `proyek/updatedokone/{id}/{idLokasi}`, `proyek/generate/{id}`, and the
 * leftovers' `proyek/barangsisa/{id}`). Projects are cached under the project screen's tag, so its
 * 'Konfirmasi', edits and deletes (and the warehouse's confirmations) refresh this list too.
 */
const LIST = { type: PROJECT_TAG, id: 'LIST' } as const;
const projectTag = (id: string) => ({ type: PROJECT_TAG, id }) as const;
/** A leftover return changes the warehouse's leftover list, stock, products and overview. */
const warehouseStale = [{ type: LEFTOVER_TAG, id: 'LIST' }, { type: STOCK_TAG, id: 'ALL' }, { type: PRODUCT_TAG, id: 'LIST' }, { type: WAREHOUSE_REPORT_TAG, id: 'OVERVIEW' }] as const;
const e = projectEndpoints;

export type ProgressPage = EndpointOutput<typeof e.list>;

export const progressApi = api.enhanceEndpoints({ addTagTypes: [PROJECT_TAG, LEFTOVER_TAG, STOCK_TAG, PRODUCT_TAG, WAREHOUSE_REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Projects with a request (stage=requested), newest exit date first, 5 per page. */
    progressList: build.query<ProgressPage, { page: number; filter: string }>({
      query: ({ page, filter }) =>
        bridgeArgs(e.list, { query: { page, per_page: PROJECT_PAGE_SIZE, sort: PROJECT_DEFAULT_SORT, stage: 'requested', ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    progressDetail: build.query<ProjectDetail, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof e.get>) => response.data,
      providesTags: (_result, _error, id) => [projectTag(id)],
    }),
    /** One picture (already compressed); the answer's path goes into updatedokone. */
    progressUpload: build.mutation<EndpointOutput<typeof e.uploadImage>, Blob>({
      query: (files) => bridgeArgs(e.uploadImage, { files: { files } }),
    }),
    progressSaveStage: build.mutation<ProjectDetail, { id: string; lokasi: number; name: ProgressStage; gambar: ProjectImagePair }>({
      query: ({ id, lokasi, name, gambar }) => bridgeArgs(e.updateStage, { params: { id, idLokasi: lokasi }, body: { name, gambar } }),
      transformResponse: (response: EndpointOutput<typeof e.updateStage>) => response.data,
      // The answer is the project as saved: the wizard's next step reads it at once.
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(progressApi.util.upsertQueryData('progressDetail', id, saved.data));
      },
      // A refusal (409: not released, stage out of order) may mean the project moved: reload it.
      invalidatesTags: (_result, error, { id }) => (error ? [projectTag(id)] : []),
    }),
    /** The report's path, opened with the session by the print helpers. */
    progressReport: build.mutation<EndpointOutput<typeof e.generate>, string>({
      query: (id) => bridgeArgs(e.generate, { params: { id } }),
    }),
    progressLeftovers: build.mutation<ProjectDetail, { id: string; body: ProjectLeftoverBody }>({
      query: ({ id, body }) => bridgeArgs(e.leftovers, { params: { id }, body }),
      transformResponse: (response: EndpointOutput<typeof e.leftovers>) => response.data,
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(progressApi.util.upsertQueryData('progressDetail', id, saved.data));
      },
      invalidatesTags: (_result, error, { id }) => (error ? [projectTag(id)] : [LIST, ...warehouseStale]),
    }),
  }),
});

export const {
  useProgressListQuery,
  useProgressDetailQuery,
  useProgressUploadMutation,
  useProgressSaveStageMutation,
  useProgressReportMutation,
  useProgressLeftoversMutation,
} = progressApi;
