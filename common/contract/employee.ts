import { defineEndpoint } from './endpoint';
import { listQuery, listResponse } from './list';
import { z } from './zod';

/** An application a user may be granted (Hak Akses Aplikasi); its Name is an access entry like '/employee'. */
export const applicationRow = z.object({
  id: z.string(),
  Name: z.string(),
  Description: z.string(),
});

export type ApplicationRow = z.infer<typeof applicationRow>;

export const employeeEndpoints = {
  applicationList: defineEndpoint({
    method: 'GET',
    path: '/api/employee/application/all',
    summary: 'Daftar aplikasi (paged, atau show=all untuk pilihan)',
    access: { kind: 'module', module: 'employee' },
    query: listQuery,
    response: listResponse(applicationRow),
  }),
} as const;
