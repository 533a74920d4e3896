import { purchasingEndpoints, supplierResource, type EndpointOutput } from '../../../../common/contract';
import { RESOURCE_TAG } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';

/** A supplier as `supplier/get/{id}` answers it: every field by its body name. */
export type SupplierDetail = EndpointOutput<typeof purchasingEndpoints.supplierGet>['data'];

export const supplierApi = api.enhanceEndpoints({ addTagTypes: [RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    supplierDetail: build.query<SupplierDetail, string>({
      query: (id) => bridgeArgs(purchasingEndpoints.supplierGet, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof purchasingEndpoints.supplierGet>) => response.data,
      // An edit on the supplier screen refreshes an open detail too.
      providesTags: [{ type: RESOURCE_TAG, id: supplierResource.key }],
    }),
  }),
});

export const { useSupplierDetailQuery } = supplierApi;
