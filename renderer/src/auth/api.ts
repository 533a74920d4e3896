import { authEndpoints, type EndpointOutput } from '../../../common/contract';
import { api, bridgeArgs } from '../store/api';

type StatusOk = EndpointOutput<typeof authEndpoints.changePassword>;

/** Account calls the shell's dialogs make. Sign-in and sign-out go through bridge.session instead. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<StatusOk, { id: string; password: string }>({
      query: ({ id, password }) => bridgeArgs(authEndpoints.changePassword, { params: { id }, body: { password } }),
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
