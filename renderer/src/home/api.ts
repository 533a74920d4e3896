import { announcementEndpoints, type EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

/** Pengumuman calls: the home list (any signed-in user) and the superadmin's send. */
export const ANNOUNCEMENT_TAG = 'Announcement';

type AnnouncementPage = EndpointOutput<typeof announcementEndpoints.list>;
type AnnouncementAdded = EndpointOutput<typeof announcementEndpoints.add>;

export const announcementApi = api.enhanceEndpoints({ addTagTypes: [ANNOUNCEMENT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    announcementList: build.query<AnnouncementPage, { page: number }>({
      query: ({ page }) => bridgeArgs(announcementEndpoints.list, { query: { page } }),
      providesTags: [ANNOUNCEMENT_TAG],
    }),
    announcementAdd: build.mutation<AnnouncementAdded, { title: string; desc: string }>({
      query: (body) => bridgeArgs(announcementEndpoints.add, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [ANNOUNCEMENT_TAG]),
    }),
  }),
});

export const { useAnnouncementListQuery, useAnnouncementAddMutation } = announcementApi;
