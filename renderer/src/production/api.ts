import type { EndpointOutput } from '../../../common/contract';
import { PROJECT_PER_PAGE_MAX, projectEndpoints, type ProjectRow } from '../../../common/contract/project';
import {
  productionEndpoints,
  type ProductionAddFromProjectInput,
  type ProductionAddInput,
  type ProductionRow,
  type ProductionUpdateInput,
} from '../../../common/contract/production';
import type { ProductionStatus } from '../../../common/production';
import type { AppThunk } from '../store';
import { api, bridgeArgs } from '../store/api';
import { BOARD_PAGE_SIZE } from './logic';

/**
 * The board's calls (seed 001 section 7 'Production'). Everything the board shows hangs on one
 * tag: a save, a step and a log refetch the page shown; a realtime event carrying the order patches
 * it in place (patchBoardRow), the others refetch.
 */
export const PRODUCTION_TAG = 'Production';

/** A page of the board as the screen shows it. */
export interface BoardPage {
  rows: ProductionRow[];
  /** Every order the viewer may see, for 'x–y dari N produksi' and the last page. */
  total: number;
}
export const PRODUCTION_LIST = { type: PRODUCTION_TAG, id: 'LIST' } as const;
const e = productionEndpoints;

export type StatusAnswer = EndpointOutput<typeof e.updateStatus>;

const refetchOnSuccess = (_result: unknown, error: unknown) => (error ? [] : [PRODUCTION_LIST]);
// A refused step (409: someone else moved it first) also means the row shown is stale.
const refetchAlways = () => [PRODUCTION_LIST];

export const productionApi = api.enhanceEndpoints({ addTagTypes: [PRODUCTION_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of the board and the count of all its orders (server-side paging: the first page of
     * 999 orders is on screen in a fraction of what reading all 999 took). Old clients' per_page=999
     * call still answers the whole list.
     */
    productionList: build.query<BoardPage, number>({
      query: (page) => bridgeArgs(e.list, { query: { page, per_page: BOARD_PAGE_SIZE } }),
      transformResponse: (response: EndpointOutput<typeof e.list>) => ({ rows: response.data, total: response.pagination.total }),
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
    /** PUT undostatus/{id}: the last step back, by the person who took it, within 5 minutes. */
    productionUndo: build.mutation<EndpointOutput<typeof e.undoStatus>, string>({
      query: (id) => bridgeArgs(e.undoStatus, { params: { id } }),
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
  useProductionUndoMutation,
  useProductionLogAddMutation,
  useProductionLogUpdateMutation,
  useProductionLogDeleteMutation,
  useProductionUploadMutation,
  useProductionWarehousesQuery,
  useProductionProjectsQuery,
} = productionApi;

/**
 * A live event's order put into every cached page of the board that shows it, at once (no read of
 * the page): a status step, a log or an edit made elsewhere is on screen within a frame of the event.
 */
export const patchBoardRow =
  (row: ProductionRow): AppThunk =>
  (dispatch, getState) => {
    for (const page of productionApi.util.selectCachedArgsForQuery(getState(), 'productionList')) {
      dispatch(
        productionApi.util.updateQueryData('productionList', page, (draft) => {
          const at = draft.rows.findIndex((shown) => shown.id === row.id);
          if (at >= 0) draft.rows[at] = row;
        }),
      );
    }
  };

/**
 * The board's first page, requested while the board's own code is still on its way (ModuleGate,
 * through modules.tsx): the list call runs beside the chunk fetches instead of after them. The
 * board's query of page 1 then finds it in flight or cached.
 */
export const readFirstBoardPage = (): AppThunk => (dispatch) => {
  dispatch(productionApi.util.prefetch('productionList', 1, {}));
};
