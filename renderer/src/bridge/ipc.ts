import type { Endpoint, EndpointOutput, Result } from '../../../common/contract';
import type { ErpDesktopApi, HttpRequestPayload } from '../../../common/ipc';
import { parseResponse, prepareRequest, unreachable } from './call';
import { createIpcRealtime } from './realtime';
import type { Bridge } from './types';

declare global {
  interface Window {
    /** Exposed by preload in the desktop app only. */
    erp?: ErpDesktopApi;
  }
}

/** IPC never throws by contract; a rejected promise still means the other side is not answering. */
async function guarded<T>(fn: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await fn();
  } catch (error) {
    console.error('[bridge] IPC call failed', error);
    return { ok: false, error: unreachable() };
  }
}

/**
 * Desktop: every call goes through preload to main, which holds the token, adds it and the device
 * id, and talks to the configured server.
 */
export function createIpcBridge(erp: ErpDesktopApi): Bridge {
  return {
    mode: 'desktop',

    call<E extends Endpoint>(endpoint: E, input: unknown): Promise<Result<EndpointOutput<E>>> {
      return guarded(async () => {
        const prepared = prepareRequest(endpoint, input);
        if (!prepared.ok) return prepared;
        const { files, ...request } = prepared.value;
        // Blobs do not cross IPC: the files travel as bytes, main sends them as multipart.
        const payload: HttpRequestPayload = files
          ? {
              ...request,
              files: await Promise.all(
                files.map(async ({ field, file }) => ({ field, name: file.name ?? field, type: file.type, data: new Uint8Array(await file.arrayBuffer()) })),
              ),
            }
          : request;
        const result = await erp.request(payload);
        if (!result.ok) return result;
        return parseResponse<EndpointOutput<E>>(endpoint, result.value);
      });
    },

    file: (path) =>
      guarded(async () => {
        const result = await erp.file(path);
        if (!result.ok) return result;
        return { ok: true, value: new Blob([new Uint8Array(result.value.data)], { type: result.value.type }) };
      }),

    session: {
      login: (body) => guarded(() => erp.session.login(body)),
      logout: () => guarded(() => erp.session.logout()),
      current: () => guarded(() => erp.session.current()),
      onEnded: (listener) => erp.session.onEnded(listener),
    },

    settings: {
      get: () => guarded(() => erp.settings.get()),
      set: (settings) => guarded(() => erp.settings.set(settings)),
    },

    appInfo: () => guarded(() => erp.app.info()),

    realtime: createIpcRealtime((listener) => erp.realtime.onMessage(listener)),
  };
}
