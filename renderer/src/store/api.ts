import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError, Endpoint, EndpointInput } from '../../../common/contract';
import type { Bridge } from '../bridge/types';

/**
 * What every RTK Query endpoint passes to the base query: a contract endpoint and its input (with
 * `files` for a multipart endpoint: Blobs, passed through to the bridge as they are).
 */
export interface BridgeArgs {
  endpoint: Endpoint;
  input: unknown;
}

/** Typed constructor for BridgeArgs: `query: (id) => bridgeArgs(authEndpoints.changePassword, {...})`. */
export function bridgeArgs<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): BridgeArgs {
  return { endpoint, input };
}

/** The store's thunk extra argument: the one Bridge of the app (a fake in tests). */
export interface StoreExtra {
  bridge: Bridge;
}

export const bridgeBaseQuery: BaseQueryFn<BridgeArgs, unknown, ApiError> = async ({ endpoint, input }, api) => {
  const { bridge } = api.extra as StoreExtra;
  const result = await bridge.call(endpoint, input as never);
  if (result.ok) return { data: result.value };
  // An UNAUTHENTICATED answer ends the session; the store's listener does it once this call has
  // settled (ending it here would reset the api state and abort the very call that reported it).
  return { error: result.error };
};

/**
 * The one RTK Query api. Modules add their calls with `api.injectEndpoints` in their own folder
 * and tag what they cache with the module's tag types.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: bridgeBaseQuery,
  tagTypes: [] as string[],
  endpoints: () => ({}),
});
