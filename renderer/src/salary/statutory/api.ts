import type { EndpointOutput } from '../../../../common/contract';
import { statutoryEndpoints, type StatutoryRateAddBody, type StatutoryRateRowData, type StatutorySettings, type StatutorySettingsBody } from '../../../../common/contract/statutory';
import { api, bridgeArgs } from '../../store/api';

/**
 * The statutory screens' calls (issue 18). Settings and the rate table are tagged apart: a save
 * of the settings refetches them, an added or deleted rate refetches the table. Payroll runs
 * read both on the server, so a change here shows in the next recompute.
 */
const SETTINGS = 'STATUTORY_SETTINGS';
const RATES = 'STATUTORY_RATES';
const e = statutoryEndpoints;
const changed = (tag: string) => (_result: unknown, error: unknown) => (error ? [] : [tag]);

export const statutoryApi = api.enhanceEndpoints({ addTagTypes: [SETTINGS, RATES] }).injectEndpoints({
  endpoints: (build) => ({
    statutorySettings: build.query<StatutorySettings, void>({
      query: () => bridgeArgs(e.getSettings, {}),
      transformResponse: (answer: EndpointOutput<typeof e.getSettings>) => answer.data,
      providesTags: [SETTINGS],
    }),
    statutorySaveSettings: build.mutation<EndpointOutput<typeof e.putSettings>, StatutorySettingsBody>({
      query: (body) => bridgeArgs(e.putSettings, { body }),
      invalidatesTags: changed(SETTINGS),
    }),
    statutoryRates: build.query<StatutoryRateRowData[], void>({
      query: () => bridgeArgs(e.rates, {}),
      transformResponse: (answer: EndpointOutput<typeof e.rates>) => answer.data,
      providesTags: [RATES],
    }),
    statutoryAddRate: build.mutation<EndpointOutput<typeof e.addRate>, StatutoryRateAddBody>({
      query: (body) => bridgeArgs(e.addRate, { body }),
      invalidatesTags: changed(RATES),
    }),
    statutoryRemoveRate: build.mutation<EndpointOutput<typeof e.removeRate>, string>({
      query: (id) => bridgeArgs(e.removeRate, { params: { id } }),
      invalidatesTags: changed(RATES),
    }),
  }),
});

export const { useStatutorySettingsQuery, useStatutorySaveSettingsMutation, useStatutoryRatesQuery, useStatutoryAddRateMutation, useStatutoryRemoveRateMutation } = statutoryApi;
