import type { EndpointOutput } from '../../../common/contract';
import { PROJECT_PER_PAGE_MAX, projectEndpoints, type ProjectRow } from '../../../common/contract/project';
import {
  PRODUCTION_PER_PAGE_MAX,
  productionEndpoints,
  type ProductionAddFromProjectInput,
  type ProductionAddInput,
  type ProductionRow,
  type ProductionUpdateInput,
} from '../../../common/contract/production';
import type { ProductionStatus } from '../../../common/production';
import { api, bridgeArgs } from '../store/api';

/**
 * The board's calls (seed 001 section 7 'Production'). Everything the board shows hangs on one
 * tag: a save, a step, a log and every realtime event refetch the list.
 */
export const PRODUCTION_TAG = 'Production';
export const PRODUCTION_LIST = { type: PRODUCTION_TAG, id: 'LIST' } as const;
const e = productionEndpoints;

export type StatusAnswer = EndpointOutput<typeof e.updateStatus>;

const refetchOnSuccess = (_result: unknown, error: unknown) => (error ? [] : [PRODUCTION_LIST]);
// A refused step (409: someone else moved it first) also means the row shown is stale.
const refetchAlways = () => [PRODUCTION_LIST];

export const productionApi = api.enhanceEndpoints({ addTagTypes: [PRODUCTION_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET dataproduction/list?per_page=999: the whole board, paged on the client. */
    productionList: build.query<ProductionRow[], void>({
      query: () => bridgeArgs(e.list, { query: { per_page: PRODUCTION_PER_PAGE_MAX } }),
      transformResponse: (response: EndpointOutput<typeof e.list>) => response.data,
      providesTags: [PRODUCTION_LIST],
    }),
    productionAdd: build.mutation<EndpointOutput<typeof e.add>, ProductionAddInput>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: refetchOnSuccess,
    }),
    productionAddFromProject: build.mutation<EndpointOutput<typeof e.addFromProject>, ProductionAddFromProjectInput>({
      query: (body) => bridgeArgs(e.addFromProject, { body }),
      invalidatesTags: refetchOnSuccess,
    }),
    productionUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: ProductionUpdateInput }>({
      query: ({ id, body }) => bridgeArgs(e.update, { params: { id }, body }),
      invalidatesTags: refetchAlways,
    }),
    productionDelete: build.mutation<EndpointOutput<typeof e.remove>, string>({
      query: (id) => bridgeArgs(e.remove, { params: { id } }),
      invalidatesTags: refetchAlways,
    }),
    productionStatus: build.mutation<StatusAnswer, { id: string; newStatus: ProductionStatus; idGudang?: string }>({
      query: ({ id, newStatus, idGudang }) => bridgeArgs(e.updateStatus, { params: { id, newStatus }, query: idGudang ? { id_gudang: idGudang } : {}, body: {} }),
      invalidatesTags: refetchAlways,
    }),
    productionLogAdd: build.mutation<EndpointOutput<typeof e.addLog>, { id: string; deskripsi: string }>({
      query: ({ id, deskripsi }) => bridgeArgs(e.addLog, { body: { id_produksi: id, deskripsi } }),
      invalidatesTags: refetchAlways,
    }),
    productionLogUpdate: build.mutation<EndpointOutput<typeof e.updateLog>, { idlog: string; deskripsi: string }>({
      query: ({ idlog, deskripsi }) => bridgeArgs(e.updateLog, { params: { idlog }, body: { deskripsi } }),
      invalidatesTags: refetchAlways,
    }),
    productionLogDelete: build.mutation<EndpointOutput<typeof e.removeLog>, { id: string; idlog: string }>({
      query: ({ id, idlog }) => bridgeArgs(e.removeLog, { params: { id, idlog } }),
      invalidatesTags: refetchAlways,
    }),
    /** POST dataproduction/uploadimage?index=n (multipart 'files'): the stored name of one RAB image. */
    productionUpload: build.mutation<EndpointOutput<typeof e.uploadImage>, { index: number; file: Blob }>({
      query: ({ index, file }) => bridgeArgs(e.uploadImage, { query: { index }, files: { files: file } }),
    }),
    /** The warehouses 'selesai' may put the finished goods into. */
    productionWarehouses: build.query<{ id: string; name: string }[], void>({
      query: () => bridgeArgs(e.warehouses, {}),
      transformResponse: (response: EndpointOutput<typeof e.warehouses>) => response.data,
    }),
    /** The In Project tab's picker: proyek/all?per_page=999 (seed section 7). */
    productionProjects: build.query<ProjectRow[], void>({
      query: () => bridgeArgs(projectEndpoints.list, { query: { per_page: PROJECT_PER_PAGE_MAX } }),
      transformResponse: (response: EndpointOutput<typeof projectEndpoints.list>) => response.data,
    }),
  }),
});

export const {
  useProductionListQuery,
  useProductionAddMutation,
  useProductionAddFromProjectMutation,
  useProductionUpdateMutation,
  useProductionDeleteMutation,
  useProductionStatusMutation,
  useProductionLogAddMutation,
  useProductionLogUpdateMutation,
  useProductionLogDeleteMutation,
  useProductionUploadMutation,
  useProductionWarehousesQuery,
  useProductionProjectsQuery,
} = productionApi;
