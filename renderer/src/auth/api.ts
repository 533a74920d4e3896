import { authEndpoints, type EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

type StatusOk = EndpointOutput<typeof authEndpoints.changePassword>;

/** Account calls the shell's dialogs make. Sign-in and sign-out go through bridge.session instead. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current password is checked by the server; a wrong one comes back on `current_password`. */
    changePassword: build.mutation<StatusOk, { id: string; currentPassword: string; password: string }>({
      query: ({ id, currentPassword, password }) =>
        bridgeArgs(authEndpoints.changePassword, { params: { id }, body: { current_password: currentPassword, password } }),
    }),
    changeSuperAdminEmail: build.mutation<StatusOk, { id: string; email: string; oldEmail: string }>({
      query: ({ id, email, oldEmail }) =>
        bridgeArgs(authEndpoints.changeRole, {
          params: { id },
          body: { email, old_email: oldEmail, roles: 'superadmin' },
        }),
    }),
  }),
});

export const { useChangePasswordMutation, useChangeSuperAdminEmailMutation } = authApi;
