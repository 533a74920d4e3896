import type { EndpointOutput } from '../../../../common/contract';
import { opnameEndpoints } from '../../../../common/contract/warehouse-opname';
import { api, bridgeArgs } from '../../store/api';
import { STOCK_BALANCE_TAG } from '../documents/api';

/** Stock opname's calls (seed 001 section 7 "Stock opname"), tagged as goods out's are. */
export const OPNAME_TAG = 'StockOpname';
const LIST = { type: OPNAME_TAG, id: 'LIST' } as const;
const doc = (id: string) => ({ type: OPNAME_TAG, id }) as const;
const e = opnameEndpoints;

export type OpnamePage = EndpointOutput<typeof e.list>;
export type OpnameDocument = EndpointOutput<typeof e.lines>['data'];
export interface OpnameLineInput {
  product: string;
  warehouse: string;
  stock_real: number;
}

export const opnameApi = api.enhanceEndpoints({ addTagTypes: [OPNAME_TAG, STOCK_BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    opnameList: build.query<OpnamePage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    opnameAdd: build.mutation<EndpointOutput<typeof e.add>, string>({
      query: (createdDate) => bridgeArgs(e.add, { body: { created_date: createdDate, status: 'active' } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    opnameDelete: build.mutation<EndpointOutput<typeof e.update>, string>({
      query: (id) => bridgeArgs(e.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [LIST, doc(id)]),
    }),
    opnameRedate: build.mutation<EndpointOutput<typeof e.update>, { id: string; createdDate: string }>({
      query: ({ id, createdDate }) => bridgeArgs(e.update, { params: { id }, body: { created_date: createdDate, status: 'active' } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, doc(id)]),
    }),
    opnamePost: build.mutation<EndpointOutput<typeof e.post>, { id: string; acceptMoved: boolean }>({
      query: ({ id, acceptMoved }) => bridgeArgs(e.post, { params: { id }, body: { accept_moved: acceptMoved } }),
      invalidatesTags: (_r, error, { id }) => (error ? [doc(id)] : [LIST, doc(id), STOCK_BALANCE_TAG]),
    }),
    opnameDocument: build.query<OpnameDocument, string>({
      query: (headerId) => bridgeArgs(e.lines, { params: { headerId } }),
      transformResponse: (response: EndpointOutput<typeof e.lines>) => response.data,
      providesTags: (_r, _e, id) => [doc(id)],
    }),
    opnameLineAdd: build.mutation<EndpointOutput<typeof e.addLine>, { headerId: string; line: OpnameLineInput }>({
      query: ({ headerId, line }) => bridgeArgs(e.addLine, { body: { ...line, stock_opname: headerId, status: 'active' } }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [LIST, doc(headerId)]),
    }),
    opnameLineUpdate: build.mutation<EndpointOutput<typeof e.updateLine>, { headerId: string; id: string; line: OpnameLineInput }>({
      query: ({ id, line }) => bridgeArgs(e.updateLine, { params: { id }, body: line }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [doc(headerId)]),
    }),
    opnameLineDelete: build.mutation<EndpointOutput<typeof e.deleteLine>, { headerId: string; id: string }>({
      query: ({ id }) => bridgeArgs(e.deleteLine, { params: { id } }),
      invalidatesTags: (_r, error, { headerId }) => (error ? [] : [LIST, doc(headerId)]),
    }),
  }),
});

export const {
  useOpnameListQuery,
  useOpnameAddMutation,
  useOpnameDeleteMutation,
  useOpnameRedateMutation,
  useOpnamePostMutation,
  useOpnameDocumentQuery,
  useOpnameLineAddMutation,
  useOpnameLineUpdateMutation,
  useOpnameLineDeleteMutation,
} = opnameApi;

export const opnamePrintPath = (id: string): string => e.print.path.replace(':id', encodeURIComponent(id));
