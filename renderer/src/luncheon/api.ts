import { luncheonEndpoints, type EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

/**
 * The Luncheon calls. Both lists and the count are tagged LIST, so a claim made on this PC
 * refetches them; they also poll, because the canteen's other scanner claims too.
 */
export const LUNCH_TAG = 'Lunch';
const LIST = { type: LUNCH_TAG, id: 'LIST' } as const;
const MY_CODE = { type: LUNCH_TAG, id: 'MY_CODE' } as const;

const e = luncheonEndpoints;
export type LunchEntitledPage = EndpointOutput<typeof e.entitled>;
export type LunchTakenPage = EndpointOutput<typeof e.taken>;
export type LunchSummary = EndpointOutput<typeof e.summary>['data'];
export type MyMealCode = EndpointOutput<typeof e.myCode>['data'];
export type ClaimAnswer = EndpointOutput<typeof e.claim>;

export interface LunchListArgs {
  page: number;
  sort: string | undefined;
  filter: string;
}

const listQuery = ({ page, sort, filter }: LunchListArgs) => ({ page, ...(sort ? { sort } : {}), ...(filter ? { filter } : {}) });

export const luncheonApi = api.enhanceEndpoints({ addTagTypes: [LUNCH_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    lunchEntitled: build.query<LunchEntitledPage, LunchListArgs>({
      query: (args) => bridgeArgs(e.entitled, { query: listQuery(args) }),
      providesTags: [LIST],
    }),
    lunchTaken: build.query<LunchTakenPage, LunchListArgs>({
      query: (args) => bridgeArgs(e.taken, { query: listQuery(args) }),
      providesTags: [LIST],
    }),
    lunchSummary: build.query<LunchSummary, void>({
      query: () => bridgeArgs(e.summary, {}),
      transformResponse: (response: EndpointOutput<typeof e.summary>) => response.data,
      providesTags: [LIST],
    }),
    myMealCode: build.query<MyMealCode, void>({
      query: () => bridgeArgs(e.myCode, {}),
      transformResponse: (response: EndpointOutput<typeof e.myCode>) => response.data,
      providesTags: [MY_CODE],
    }),
    lunchClaim: build.mutation<ClaimAnswer, { idk: number; kodemakan: string }>({
      query: (query) => bridgeArgs(e.claim, { query }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, MY_CODE]),
    }),
  }),
});

export const { useLunchEntitledQuery, useLunchTakenQuery, useLunchSummaryQuery, useMyMealCodeQuery, useLunchClaimMutation } = luncheonApi;

/** Lists and the count refresh this often while shown (another scanner may be claiming). */
export const LUNCH_POLL_MS = 15_000;
/** 'Kode Makan Saya' refreshes this often: the code changes at midnight, and 'sudah ambil' after a scan. */
export const MY_CODE_POLL_MS = 30_000;
