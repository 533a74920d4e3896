import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint, z, type Result } from '../../../common/contract';
import type { Bridge } from '../../../renderer/src/bridge/types';
import { createAppStore } from '../../../renderer/src/store';
import { api, bridgeArgs } from '../../../renderer/src/store/api';
import { MemoryStorage } from './support/fakes';

/** A mutation carrying a Blob through RTK Query: it reaches the bridge, and the store stays quiet about it. */

const upload = defineEndpoint({
  method: 'POST',
  path: '/api/test/upload',
  summary: 'Uji unggah',
  access: { kind: 'session' },
  body: z.object({ title: z.string() }),
  files: { file: { accept: 'image', maxBytes: 1024, required: false } },
  response: z.object({ status: z.literal('ok') }),
});

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    testUpload: build.mutation<{ status: 'ok' }, { title: string; photo: Blob | null }>({
      query: ({ title, photo }) => bridgeArgs(upload, { body: { title }, files: { file: photo } }),
    }),
  }),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('store: mutations with files', () => {
  it('hands the Blob to the bridge without serializability warnings', async () => {
    const inputs: unknown[] = [];
    const unused = async (): Promise<never> => {
      throw new Error('not used');
    };
    const bridge: Bridge = {
      mode: 'web',
      call: async (_endpoint, input) => {
        inputs.push(input);
        return { ok: true, value: { status: 'ok' } } as Result<never>;
      },
      file: unused,
      session: { login: unused, logout: unused, current: unused, onEnded: () => () => undefined },
      settings: { get: unused, set: unused },
      appInfo: unused,
      realtime: { subscribe: () => () => undefined, onResync: () => () => undefined },
    };
    const warnings: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
    const store = createAppStore(bridge, new MemoryStorage());
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

    const result = await store.dispatch(uploadApi.endpoints.testUpload.initiate({ title: 'Foto', photo }));

    expect(result).toEqual({ data: { status: 'ok' } });
    expect(inputs).toEqual([{ body: { title: 'Foto' }, files: { file: photo } }]);
    expect((inputs[0] as { files: { file: Blob } }).files.file).toBe(photo);
    expect(warnings.filter((args) => String(args[0]).toLowerCase().includes('serializ'))).toEqual([]);
  });
});
