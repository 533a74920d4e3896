import type { EndpointOutput } from '../../../common/contract';
import { certificateEndpoints } from '../../../common/contract/certificate';
import { api, bridgeArgs } from '../store/api';

/**
 * The two Certificate calls other screens make (the home card's counts, an employee's
 * certificates in 'Detail Informasi'), apart from the module's own so those screens stay light.
 * The module's saves invalidate the same tag.
 */
export const CERTIFICATE_TAG = 'Certificate';
export const CERTIFICATE_LIST_TAG = { type: CERTIFICATE_TAG, id: 'LIST' } as const;
const e = certificateEndpoints;

export const certificateSummaryApi = api.enhanceEndpoints({ addTagTypes: [CERTIFICATE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    certificateSummary: build.query<EndpointOutput<typeof e.summary>['data'], void>({
      query: () => bridgeArgs(e.summary, {}),
      transformResponse: (answer: EndpointOutput<typeof e.summary>) => answer.data,
      providesTags: [CERTIFICATE_LIST_TAG],
    }),
    certificateOfHolder: build.query<EndpointOutput<typeof e.holder>['data'], string>({
      query: (employeeId) => bridgeArgs(e.holder, { params: { employeeId } }),
      transformResponse: (answer: EndpointOutput<typeof e.holder>) => answer.data,
      providesTags: [CERTIFICATE_LIST_TAG],
    }),
  }),
});

export const { useCertificateSummaryQuery, useCertificateOfHolderQuery } = certificateSummaryApi;
