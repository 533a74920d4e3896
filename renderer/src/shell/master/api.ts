import type { ListQueryInput, Pagination } from '../../../../common/contract/list';
import { resourceEndpoints, type ResourceDefinition, type ResourceRow } from '../../../../common/resource';
import { api, bridgeArgs } from '../../store/api';

/**
 * The generic calls of every master-data resource, injected once: the arguments carry the
 * resource definition (plain data) and the calls come from `resourceEndpoints(resource)`. The
 * cache is tagged by the resource key, so a save or delete refetches that resource's lists only.
 */
export const RESOURCE_TAG = 'Resource';

export interface ResourcePage {
  data: ResourceRow[];
  pagination?: Pagination;
}

type Endpoints = ReturnType<typeof resourceEndpoints>;
const endpointCache = new WeakMap<ResourceDefinition, Endpoints>();

/** The contract endpoints of a resource, built once per definition (they hold zod schemas). */
export function endpointsOf(resource: ResourceDefinition): Endpoints {
  let endpoints = endpointCache.get(resource);
  if (!endpoints) {
    endpoints = resourceEndpoints(resource);
    endpointCache.set(resource, endpoints);
  }
  return endpoints;
}

const tagOf = (resource: ResourceDefinition) => [{ type: RESOURCE_TAG, id: resource.key }];

export const resourceApi = api.enhanceEndpoints({ addTagTypes: [RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    resourceList: build.query<ResourcePage, { resource: ResourceDefinition; query: ListQueryInput }>({
      query: ({ resource, query }) => bridgeArgs(endpointsOf(resource).list, { query }),
      // The key is the resource and the query, not the whole definition.
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${queryArgs.resource.key},${JSON.stringify(queryArgs.query)})`,
      providesTags: (_result, _error, { resource }) => tagOf(resource),
    }),
    resourceAdd: build.mutation<unknown, { resource: ResourceDefinition; body: Record<string, unknown> }>({
      query: ({ resource, body }) => bridgeArgs(endpointsOf(resource).add, { body }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : tagOf(resource)),
    }),
    resourceUpdate: build.mutation<unknown, { resource: ResourceDefinition; id: string; body: Record<string, unknown> }>({
      query: ({ resource, id, body }) => bridgeArgs(endpointsOf(resource).update, { params: { id }, body }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : tagOf(resource)),
    }),
  }),
});

export const { useResourceListQuery, useResourceAddMutation, useResourceUpdateMutation } = resourceApi;
