import type { EndpointOutput, UploadFile } from '../../../common/contract';
import { SURVEY_DEFAULT_SORT, SURVEY_PAGE_SIZE, surveyEndpoints, type SurveyAddInput } from '../../../common/contract/survey';
import { api, bridgeArgs } from '../store/api';
import { PROJECT_TAG } from './projects/api';

/** The survey screens' calls (seed 001 section 7: `survey/all`, and a survey's detail). */
export const SURVEY_TAG = 'Survey';
const e = surveyEndpoints;

export type SurveyPage = EndpointOutput<typeof e.list>;

export const surveyApi = api.enhanceEndpoints({ addTagTypes: [SURVEY_TAG, PROJECT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    surveyList: build.query<SurveyPage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, per_page: SURVEY_PAGE_SIZE, sort: SURVEY_DEFAULT_SORT, ...(filter ? { filter } : {}) } }),
      providesTags: [{ type: SURVEY_TAG, id: 'LIST' }],
    }),
    surveyDetail: build.query<EndpointOutput<typeof e.get>, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: SURVEY_TAG, id }],
    }),
    surveyMap: build.query<EndpointOutput<typeof e.map>, void>({
      query: () => bridgeArgs(e.map, {}),
    }),
    /** Tambah Survey (issue 27 section 5): the phone's intake, with the files as its parts. */
    surveyAdd: build.mutation<EndpointOutput<typeof e.add>, { body: SurveyAddInput; files: Record<string, UploadFile> }>({
      query: ({ body, files }) => bridgeArgs(e.add, { body, files }),
      // The list, and Tambah Project's survey picker.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: SURVEY_TAG, id: 'LIST' }, { type: PROJECT_TAG, id: 'SURVEYS' }]),
    }),
  }),
});

export const { useSurveyListQuery, useSurveyDetailQuery, useSurveyMapQuery, useSurveyAddMutation } = surveyApi;
