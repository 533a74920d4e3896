import type { EndpointOutput, UploadFile } from '../../../common/contract';
import { certificateEndpoints, certificateTypeResource, type CertificateFieldsInput, type CertificateListQuery } from '../../../common/contract/certificate';
import { divisionResource, type EmployeePickerOptionRow } from '../../../common/contract/employee';
import { RESOURCE_TAG, resourceApi } from '../shell/master/api';
import { api, bridgeArgs } from '../store/api';

/**
 * The Certificate module's calls (issue 16). Every save refetches the lists, the home card's counts
 * and the employee's section ('LIST'); the type master's saves refetch the type choices.
 */
import { CERTIFICATE_LIST_TAG as LIST, CERTIFICATE_TAG } from './summary';
const e = certificateEndpoints;

export type CertificatePage = EndpointOutput<typeof e.list>;
export type CertificateQuery = Omit<CertificateListQuery, 'per_page'>;
export interface CertificateSave {
  body: CertificateFieldsInput;
  scan: UploadFile | null;
}

const files = (scan: UploadFile | null) => (scan ? { files: { scan } } : {});
const changed = (_result: unknown, error: unknown) => (error ? [] : [LIST]);

export const certificateApi = api.enhanceEndpoints({ addTagTypes: [CERTIFICATE_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The holder picker's choices (karyawan/all?filter=…). */
    certificateEmployeeOptions: build.query<EmployeePickerOptionRow[], string>({
      query: (filter) => bridgeArgs(e.employees, { query: filter ? { filter } : {} }),
      transformResponse: (answer: EndpointOutput<typeof e.employees>) => answer.data,
    }),
    certificateList: build.query<CertificatePage, CertificateQuery>({
      query: (query) => bridgeArgs(e.list, { query }),
      providesTags: [LIST],
    }),
    certificateExpiring: build.query<CertificatePage, CertificateQuery>({
      query: (query) => bridgeArgs(e.expiring, { query }),
      providesTags: [LIST],
    }),
    certificateDetail: build.query<EndpointOutput<typeof e.get>['data'], string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (answer: EndpointOutput<typeof e.get>) => answer.data,
      providesTags: [LIST],
    }),
    certificateAdd: build.mutation<EndpointOutput<typeof e.add>, CertificateSave>({
      query: ({ body, scan }) => bridgeArgs(e.add, { body, ...files(scan) }),
      invalidatesTags: changed,
    }),
    certificateUpdate: build.mutation<EndpointOutput<typeof e.update>, CertificateSave & { id: string }>({
      query: ({ id, body, scan }) => bridgeArgs(e.update, { params: { id }, body, ...files(scan) }),
      invalidatesTags: changed,
    }),
    certificateRenew: build.mutation<EndpointOutput<typeof e.renew>, CertificateSave & { id: string }>({
      query: ({ id, body, scan }) => bridgeArgs(e.renew, { params: { id }, body, ...files(scan) }),
      invalidatesTags: changed,
    }),
    certificateDelete: build.mutation<EndpointOutput<typeof e.remove>, string>({
      query: (id) => bridgeArgs(e.remove, { params: { id } }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useCertificateEmployeeOptionsQuery,
  useCertificateListQuery,
  useCertificateExpiringQuery,
  useCertificateDetailQuery,
  useCertificateAddMutation,
  useCertificateUpdateMutation,
  useCertificateRenewMutation,
  useCertificateDeleteMutation,
} = certificateApi;

/** All types (for pickers and the filter), name ascending; the master screen's saves refetch them. */
export function useCertificateTypesQuery(options: { skip?: boolean } = {}) {
  return resourceApi.useResourceListQuery({ resource: certificateTypeResource, query: { per_page: 500, sort: certificateTypeResource.defaultSort } }, options);
}

/** The divisions for the filter: the Employee module's master, which it lets Certificate read. */
export function useDivisionOptionsQuery() {
  return resourceApi.useResourceListQuery({ resource: divisionResource, query: { per_page: 500, sort: divisionResource.defaultSort } });
}
