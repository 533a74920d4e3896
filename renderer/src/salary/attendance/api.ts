import type { EndpointOutput, UploadFile } from '../../../../common/contract';
import {
  attendanceEndpoints,
  holidayResource,
  type CorrectionBody,
  type ImportMapping,
  type WorkRuleBody,
} from '../../../../common/contract/attendance';
import { divisionResource } from '../../../../common/contract/employee';
import { RESOURCE_TAG, resourceApi } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';

/** The attendance calls (issue 17 section 1); every write refetches the recap and the day's list ('DAYS'). */
const ATTENDANCE_TAG = 'Attendance';
const DAYS = { type: ATTENDANCE_TAG, id: 'DAYS' } as const;
const RULES = { type: ATTENDANCE_TAG, id: 'RULES' } as const;
const e = attendanceEndpoints;
const unlessFailed =
  <T>(tags: T[]) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : tags;

export type RecapData = EndpointOutput<typeof e.recap>;
export type DailyData = EndpointOutput<typeof e.daily>;

export const attendanceApi = api.enhanceEndpoints({ addTagTypes: [ATTENDANCE_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    attendanceRecap: build.query<RecapData, { from: string; to: string; division_id?: string }>({
      query: (query) => bridgeArgs(e.recap, { query }),
      providesTags: [DAYS],
    }),
    attendanceDaily: build.query<DailyData, { date: string; division_id?: string }>({
      query: (query) => bridgeArgs(e.daily, { query }),
      providesTags: [DAYS],
    }),
    attendanceWorkRules: build.query<EndpointOutput<typeof e.workRules>['data'], void>({
      query: () => bridgeArgs(e.workRules, {}),
      transformResponse: (answer: EndpointOutput<typeof e.workRules>) => answer.data,
      providesTags: [RULES],
    }),
    attendanceSaveWorkRule: build.mutation<EndpointOutput<typeof e.saveWorkRule>, WorkRuleBody>({
      query: (body) => bridgeArgs(e.saveWorkRule, { body }),
      invalidatesTags: unlessFailed([RULES, DAYS]),
    }),
    attendanceCorrect: build.mutation<EndpointOutput<typeof e.correct>, CorrectionBody>({
      query: (body) => bridgeArgs(e.correct, { body }),
      invalidatesTags: unlessFailed([DAYS]),
    }),
    attendanceApproveOvertime: build.mutation<EndpointOutput<typeof e.approveOvertime>, { employee_id: string; date: string; minutes: number }>({
      query: (body) => bridgeArgs(e.approveOvertime, { body }),
      invalidatesTags: unlessFailed([DAYS]),
    }),
    attendanceImportPreview: build.mutation<EndpointOutput<typeof e.importPreview>['data'], UploadFile>({
      query: (file) => bridgeArgs(e.importPreview, { files: { file } }),
      transformResponse: (answer: EndpointOutput<typeof e.importPreview>) => answer.data,
    }),
    attendanceImportCommit: build.mutation<EndpointOutput<typeof e.importCommit>['data'], { file: UploadFile; mapping: ImportMapping }>({
      query: ({ file, mapping }) => bridgeArgs(e.importCommit, { body: mapping, files: { file } }),
      transformResponse: (answer: EndpointOutput<typeof e.importCommit>) => answer.data,
      invalidatesTags: unlessFailed([DAYS]),
    }),
    attendanceImportHolidays: build.mutation<EndpointOutput<typeof e.importHolidays>['data'], UploadFile>({
      query: (file) => bridgeArgs(e.importHolidays, { files: { file } }),
      transformResponse: (answer: EndpointOutput<typeof e.importHolidays>) => answer.data,
      invalidatesTags: unlessFailed([DAYS, { type: RESOURCE_TAG, id: holidayResource.key }]),
    }),
  }),
});

export const {
  useAttendanceRecapQuery,
  useAttendanceDailyQuery,
  useAttendanceWorkRulesQuery,
  useAttendanceSaveWorkRuleMutation,
  useAttendanceCorrectMutation,
  useAttendanceApproveOvertimeMutation,
  useAttendanceImportPreviewMutation,
  useAttendanceImportCommitMutation,
  useAttendanceImportHolidaysMutation,
} = attendanceApi;

/** The divisions for the filters: the Employee module's master, which it lets Sallary read. */
export function useDivisionOptionsQuery() {
  return resourceApi.useResourceListQuery({ resource: divisionResource, query: { per_page: 500, sort: divisionResource.defaultSort } });
}
