import type { EndpointOutput } from '../../../common/contract';
import { settingsEndpoints, type CompanySettings } from '../../../common/contract/settings';
import { api, bridgeArgs } from '../store/api';

/** The company record printouts read: any signed-in user loads it, a superadmin saves it. */
export const COMPANY_TAG = 'Company';

type CompanySaved = EndpointOutput<typeof settingsEndpoints.putCompany>;

export interface CompanySaveArgs {
  name: string;
  address: string;
  phone: string;
  /** The withholder's NPWP as typed (the server keeps its digits). */
  npwp: string;
  /** A newly picked (compressed) logo; null keeps or removes the current one, as removeLogo says. */
  logo: Blob | null;
  removeLogo: boolean;
}

export const companyApi = api.enhanceEndpoints({ addTagTypes: [COMPANY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    companySettings: build.query<CompanySettings, void>({
      query: () => bridgeArgs(settingsEndpoints.getCompany, {}),
      transformResponse: (response: EndpointOutput<typeof settingsEndpoints.getCompany>) => response.data,
      providesTags: [COMPANY_TAG],
    }),
    companySave: build.mutation<CompanySaved, CompanySaveArgs>({
      query: ({ name, address, phone, npwp, logo, removeLogo }) =>
        bridgeArgs(settingsEndpoints.putCompany, { body: { name, address, phone, npwp, remove_logo: removeLogo }, files: { logo } }),
      invalidatesTags: (_result, error) => (error ? [] : [COMPANY_TAG]),
    }),
    /** The superadmin's first-sign-in setup, skipped: the server remembers it (issue 27 §4). */
    companySkipSetup: build.mutation<EndpointOutput<typeof settingsEndpoints.skipSetup>, void>({
      query: () => bridgeArgs(settingsEndpoints.skipSetup, {}),
      invalidatesTags: (_result, error) => (error ? [] : [COMPANY_TAG]),
    }),
  }),
});

export const { useCompanySettingsQuery, useCompanySaveMutation, useCompanySkipSetupMutation } = companyApi;
