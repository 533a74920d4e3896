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
      query: ({ name, address, phone, logo, removeLogo }) =>
        bridgeArgs(settingsEndpoints.putCompany, { body: { name, address, phone, remove_logo: removeLogo }, files: { logo } }),
      invalidatesTags: (_result, error) => (error ? [] : [COMPANY_TAG]),
    }),
  }),
});

export const { useCompanySettingsQuery, useCompanySaveMutation } = companyApi;
