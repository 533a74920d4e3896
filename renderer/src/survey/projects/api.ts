import type { EndpointOutput } from '../../../../common/contract';
import { PROJECT_DEFAULT_SORT, PROJECT_PAGE_SIZE, projectEndpoints, releaseEndpoints, type ProjectBodyInput } from '../../../../common/contract/project';
import { SURVEY_PER_PAGE_MAX, surveyEndpoints, type SurveyRow } from '../../../../common/contract/survey';
import { api, bridgeArgs } from '../../store/api';

/**
 * 'Tambah Project''s calls (seed 001 section 7 'Survey and project': proyek/all|add|update/{id}|
 * delete/{id}, survey/all?per_page=999&sort=date|desc, POST barangkeluar/add) and the executor picker's
 * pelaksana/all?filter= (Survey's own, so a survey account needs no Employee access).
 * The warehouse's 'Barang Proyek' list is tagged PROJECT_RELEASE_TAG: a new request refreshes it.
 */
export const PROJECT_TAG = 'Project';
export const PROJECT_RELEASE_TAG = 'ProjectRelease';
const LIST = { type: PROJECT_TAG, id: 'LIST' } as const;
const RELEASES = { type: PROJECT_RELEASE_TAG, id: 'LIST' } as const;
const e = projectEndpoints;

export type ProjectPage = EndpointOutput<typeof e.list>;

/** An executor as the picker offers it. */
export interface ExecutorOption {
  id: string;
  name: string;
  idk: number | null;
  division: string;
}

export const projectApi = api.enhanceEndpoints({ addTagTypes: [PROJECT_TAG, PROJECT_RELEASE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    projectList: build.query<ProjectPage, { page: number; filter: string }>({
      query: ({ page, filter }) => bridgeArgs(e.list, { query: { page, per_page: PROJECT_PAGE_SIZE, sort: PROJECT_DEFAULT_SORT, ...(filter ? { filter } : {}) } }),
      providesTags: [LIST],
    }),
    projectAdd: build.mutation<EndpointOutput<typeof e.add>, ProjectBodyInput>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    projectUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: ProjectBodyInput }>({
      query: ({ id, body }) => bridgeArgs(e.update, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, RELEASES]),
    }),
    /** Seed section 4: a project is deleted for real (refused once its goods left). */
    projectDelete: build.mutation<EndpointOutput<typeof e.remove>, string>({
      query: (id) => bridgeArgs(e.remove, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, RELEASES]),
    }),
    /** 'Konfirmasi': the outgoing-goods request (state IP) the admin and the guard confirm. */
    projectRequestRelease: build.mutation<EndpointOutput<typeof releaseEndpoints.add>, { idproyek: string; idsurvey: string; idpelaksana: string; tujuan: string }>({
      query: (body) => bridgeArgs(releaseEndpoints.add, { body: { ...body, status: 'IP' } }),
      invalidatesTags: (_result, error) => (error ? [LIST] : [LIST, RELEASES]),
    }),
    /** The form's project selector: every survey, newest first. */
    projectExecutorOptions: build.query<ExecutorOption[], string>({
      query: (filter) => bridgeArgs(e.executors, { query: filter ? { filter } : {} }),
      transformResponse: (answer: EndpointOutput<typeof e.executors>) => answer.data.map((row) => ({ id: row.id, name: row.firstname, idk: row.idk, division: row.division })),
    }),
    projectSurveyOptions: build.query<SurveyRow[], void>({
      query: () => bridgeArgs(surveyEndpoints.list, { query: { per_page: SURVEY_PER_PAGE_MAX, sort: 'date|desc' } }),
      transformResponse: (page: EndpointOutput<typeof surveyEndpoints.list>) => page.data,
      providesTags: [{ type: PROJECT_TAG, id: 'SURVEYS' }],
    }),
  }),
});

export const { useProjectExecutorOptionsQuery, useProjectListQuery, useProjectAddMutation, useProjectUpdateMutation, useProjectDeleteMutation, useProjectRequestReleaseMutation, useProjectSurveyOptionsQuery } =
  projectApi;

/** The executor picker's options: active employees by name or number (pelaksana/all?filter=…). */
export function useExecutorOptions(filter: string, options: { skip: boolean }) {
  const result = useProjectExecutorOptionsQuery(filter, options);
  return { currentData: result.currentData, isFetching: result.isFetching, isError: result.isError, error: result.error };
}
