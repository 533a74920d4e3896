import { defineEndpoint } from './endpoint';
import { z } from './zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Status server dan database',
    access: { kind: 'public' },
    response: healthResponse,
  }),
} as const;
