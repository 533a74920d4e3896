import type { EndpointOutput } from '../../../common/contract';
import { backupServiceEndpoints, type BackupHealth, type BackupOverview, type BackupSettingsBody } from '../../../common/contract/backup-service';
import { api, bridgeArgs } from '../store/api';

/** The Cadangan Data calls (superadmin): the list with settings and the run in progress, run now, settings; the home's warning. */
export const BACKUP_TAG = 'Backup';

export const backupApi = api.enhanceEndpoints({ addTagTypes: [BACKUP_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    backupOverview: build.query<BackupOverview, void>({
      query: () => bridgeArgs(backupServiceEndpoints.overview, {}),
      transformResponse: (answer: EndpointOutput<typeof backupServiceEndpoints.overview>) => answer.data,
      providesTags: [BACKUP_TAG],
    }),
    backupHealth: build.query<BackupHealth, void>({
      query: () => bridgeArgs(backupServiceEndpoints.health, {}),
      transformResponse: (answer: EndpointOutput<typeof backupServiceEndpoints.health>) => answer.data,
      providesTags: [BACKUP_TAG],
    }),
    backupRun: build.mutation<EndpointOutput<typeof backupServiceEndpoints.run>, void>({
      query: () => bridgeArgs(backupServiceEndpoints.run, {}),
      invalidatesTags: (_result, error) => (error ? [] : [BACKUP_TAG]),
    }),
    backupSaveSettings: build.mutation<EndpointOutput<typeof backupServiceEndpoints.settings>, BackupSettingsBody>({
      query: (body) => bridgeArgs(backupServiceEndpoints.settings, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [BACKUP_TAG]),
    }),
  }),
});

export const { useBackupOverviewQuery, useBackupHealthQuery, useBackupRunMutation, useBackupSaveSettingsMutation } = backupApi;
