import {
  applicationResource,
  authEndpoints,
  EMPLOYEE_PICKER_LIMIT,
  employeeRecordEndpoints,
  USER_LIST_PAGE_SIZE,
  type EndpointInput,
  type EndpointOutput,
} from '../../../../common/contract';
import type { Role } from '../../../../common/roles';
import { RESOURCE_TAG } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';

/**
 * The User menu's calls (superadmin only): the account list, POST regis, DELETE delete/{id}, and
 * the form's pickers (employees by name, every application).
 */
export const USER_ACCOUNT_TAG = 'UserAccount';

export type UserAccountPage = EndpointOutput<typeof authEndpoints.userList>;
export type RegisterBody = EndpointInput<typeof authEndpoints.register>['body'];
export type EmployeeOption = EndpointOutput<typeof employeeRecordEndpoints.list>['data'][number];
/** A module the account may be granted, as the picker offers it: its name and description, never a raw path. */
export interface ApplicationOption {
  id: string;
  title: string;
  description: string;
}
export type UpdateUserBody = EndpointInput<typeof authEndpoints.updateUser>['body'];

export const userAccountApi = api.enhanceEndpoints({ addTagTypes: [USER_ACCOUNT_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    userAccountList: build.query<UserAccountPage, { page: number; filter: string }>({
      query: ({ page, filter }) =>
        bridgeArgs(authEndpoints.userList, { query: { page, per_page: USER_LIST_PAGE_SIZE, ...(filter ? { filter } : {}) } }),
      providesTags: [USER_ACCOUNT_TAG],
    }),
    userAccountRegister: build.mutation<EndpointOutput<typeof authEndpoints.register>, RegisterBody>({
      query: (body) => bridgeArgs(authEndpoints.register, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ACCOUNT_TAG]),
    }),
    /** Issue 14: the account's role (admin and satpam confirm a project's release). */
    userAccountSetRole: build.mutation<EndpointOutput<typeof authEndpoints.setUserRole>, { id: string; role: Role }>({
      query: ({ id, role }) => bridgeArgs(authEndpoints.setUserRole, { params: { id }, body: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ACCOUNT_TAG]),
    }),
    /** Issue 24: email, role and access list in one call. */
    userAccountUpdate: build.mutation<EndpointOutput<typeof authEndpoints.updateUser>, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => bridgeArgs(authEndpoints.updateUser, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ACCOUNT_TAG]),
    }),
    /** A typed password, or none: the server makes one and answers it once. */
    userAccountResetPassword: build.mutation<EndpointOutput<typeof authEndpoints.resetPassword>, { id: string; password?: string }>({
      query: ({ id, password }) => bridgeArgs(authEndpoints.resetPassword, { params: { id }, body: password === undefined ? {} : { password } }),
    }),
    userAccountSetActive: build.mutation<EndpointOutput<typeof authEndpoints.deactivateUser>, { id: string; active: boolean }>({
      query: ({ id, active }) =>
        active ? bridgeArgs(authEndpoints.reactivateUser, { params: { id } }) : bridgeArgs(authEndpoints.deactivateUser, { params: { id }, body: {} }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ACCOUNT_TAG]),
    }),
    userAccountDelete: build.mutation<EndpointOutput<typeof authEndpoints.deleteUser>, string>({
      query: (id) => bridgeArgs(authEndpoints.deleteUser, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ACCOUNT_TAG]),
    }),
    /** Seed: 'Nama Karyawan' searches employee/all?filter=…, at most 100 options. */
    employeeOptions: build.query<EmployeeOption[], string>({
      query: (filter) =>
        bridgeArgs(employeeRecordEndpoints.list, { query: { per_page: EMPLOYEE_PICKER_LIMIT, ...(filter ? { filter } : {}) } }),
      transformResponse: (page: EndpointOutput<typeof employeeRecordEndpoints.list>) => page.data,
    }),
    applicationOptions: build.query<ApplicationOption[], void>({
      query: () => bridgeArgs(authEndpoints.grantableApplications, {}),
      transformResponse: (answer: EndpointOutput<typeof authEndpoints.grantableApplications>): ApplicationOption[] =>
        answer.data.map((row) => ({ id: row.id_app, title: row.title, description: row.description })),
      // The Application screen's saves refresh the choices too.
      providesTags: [{ type: RESOURCE_TAG, id: applicationResource.key }],
    }),
  }),
});

export const {
  useUserAccountListQuery,
  useUserAccountRegisterMutation,
  useUserAccountDeleteMutation,
  useUserAccountSetRoleMutation,
  useUserAccountUpdateMutation,
  useUserAccountResetPasswordMutation,
  useUserAccountSetActiveMutation,
  useEmployeeOptionsQuery,
  useApplicationOptionsQuery,
} = userAccountApi;
