import { auditEndpoints, authEndpoints, type AuditEntryRow, type AuditLogQueryInput, type EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

/** The audit log's reads: a record's Riwayat Perubahan, the superadmin's Log Aktivitas and its user filter. */
export const AUDIT_TAG = 'Audit';

export const auditApi = api.enhanceEndpoints({ addTagTypes: [AUDIT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    auditHistory: build.query<AuditEntryRow[], { entity: string; id: string }>({
      query: ({ entity, id }) => bridgeArgs(auditEndpoints.history, { query: { entity, id } }),
      transformResponse: (answer: EndpointOutput<typeof auditEndpoints.history>) => answer.data,
      providesTags: [AUDIT_TAG],
    }),
    auditLog: build.query<EndpointOutput<typeof auditEndpoints.log>, AuditLogQueryInput>({
      query: (query) => bridgeArgs(auditEndpoints.log, { query }),
      providesTags: [AUDIT_TAG],
    }),
    auditUsers: build.query<{ id: string; name: string }[], void>({
      query: () => bridgeArgs(authEndpoints.userList, { query: { show: 'all' } }),
      transformResponse: (answer: EndpointOutput<typeof authEndpoints.userList>) =>
        answer.data.map((u) => ({ id: u._id, name: u.username ? `${u.username} (${u.email})` : u.email })),
    }),
  }),
});

export const { useAuditHistoryQuery, useAuditLogQuery, useAuditUsersQuery } = auditApi;
