import { ROLES } from '../roles';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

export const email = z.email({ message: 'Email tidak valid' }).max(200);

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  password: z.string().min(1, { message: 'Kata sandi wajib diisi' }).max(200),
});

export const authUser = z.object({
  _id: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  access: z.array(z.object({ name: z.string() })),
});

export type AuthUser = z.infer<typeof authUser>;

/** The session as the renderer sees it: everything of the login answer except the token. */
export const sessionInfo = z.object({
  /** Epoch seconds after which the session is over (24 h after login). */
  expired: z.number().int(),
  data: z.object({
    auth: authUser,
    idk: z.string().nullable(),
    division: z.object({ id: z.string().nullable() }),
  }),
});

export type SessionInfo = z.infer<typeof sessionInfo>;

/**
 * The login answer of the seeds. `token` is empty when the session travels in the httpOnly
 * cookie (web mode), so the renderer's JavaScript never holds it.
 */
export const loginResponse = sessionInfo.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const userLoginResponse = z.object({
  userID: z.object({ id: z.string(), employee: z.array(z.object({ email: z.string() })) }),
});

export const PASSWORD_MIN = 6;
export const ROLE_INVALID = 'Role harus superadmin, admin, satpam, surveyor atau user';

export const newPassword = z
  .string()
  .min(PASSWORD_MIN, { message: `Kata sandi minimal ${PASSWORD_MIN} karakter` })
  .max(200, { message: 'Kata sandi terlalu panjang' });

export const changePasswordBody = z.object({ password: newPassword });

export const changeRoleBody = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  old_email: z.string().trim().toLowerCase().pipe(email),
  roles: z.literal('superadmin'),
});

/** A user's id in a path: a uuid, as every account id is (anything else would reach the uuid column and fail there). */
export const userIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

/** Page size of the user list: the Employee module's tables show 5 rows. */
export const USER_LIST_PAGE_SIZE = 5;
export const userListQuery = listQueryFor(USER_LIST_PAGE_SIZE);

/** A user account as the user list shows it (seed: _id, username, email, application access each with id_app). */
export const userAccountRow = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  app: z.array(z.object({ id_app: z.string(), name: z.string() })),
});
export type UserAccountRow = z.infer<typeof userAccountRow>;

/** POST regis: the account of an employee with the applications it may open. */
export const registerBody = z.object({
  email: z.string({ message: 'Email wajib diisi' }).trim().toLowerCase().pipe(email),
  password: newPassword,
  app: z.array(z.object({ id_app: z.uuid({ message: 'Id aplikasi tidak valid' }) })).max(100),
  /** Defaults to the part of the email before '@'. */
  username: z.string().trim().min(1).max(200).optional(),
  /**
   * The employee the account belongs to (the User screen's Nama Karyawan picker): the account then
   * takes the employee's number (idk), division and name, which the login answer carries.
   */
  id_employee: z.uuid({ message: 'Id karyawan tidak valid' }).optional(),
  /** The account's role (issue 14: admin and satpam confirm a project's release); 'user' when not sent. */
  role: z.enum(ROLES, { message: ROLE_INVALID }).default('user'),
});

/** PUT user/{id}/role: a superadmin sets another account's role. */
export const userRoleBody = z.object({ role: z.enum(ROLES, { message: ROLE_INVALID }) });

/** Refused: a superadmin giving up their own role would lock the Users screen behind them. */
export const OWN_ROLE_REFUSED = 'Anda tidak dapat melepas peran Super Admin akun anda sendiri';
export const LAST_SUPERADMIN_ROLE_REFUSED = 'Super Admin terakhir tidak dapat diganti perannya';

export const userUuidParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

/** Header a web client sends on login to receive the session as an httpOnly cookie instead of in the body. */
export const COOKIE_TRANSPORT_HEADER = 'x-session-transport';
export const SESSION_COOKIE = 'erp_session';
export const DEVICE_HEADER = 'x-device';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Masuk dengan email dan kata sandi',
    access: { kind: 'public' },
    body: loginBody,
    response: loginResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Keluar: sesi ini dihapus',
    access: { kind: 'session' },
    response: statusOk,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    summary: 'Sesi yang sedang berjalan (tanpa token)',
    access: { kind: 'session' },
    response: sessionInfo,
  }),
  userLogin: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user_login',
    summary: 'Id dan email pengguna yang sedang masuk',
    access: { kind: 'session' },
    response: userLoginResponse,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/v1/employee/user/:id/change_password',
    summary: 'Ganti kata sandi sendiri; sesi lain pengguna ini berakhir',
    access: { kind: 'session' },
    params: userIdParams,
    body: changePasswordBody,
    response: statusOk,
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/v1/employee/user/:id/change_role',
    summary: 'Ganti email Super Admin; semua sesi berakhir',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userIdParams,
    body: changeRoleBody,
    response: statusOk,
  }),
  userList: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'Daftar akun pengguna (aktif) dengan akses aplikasinya',
    access: { kind: 'role', roles: ['superadmin'] },
    query: userListQuery,
    response: listResponse(userAccountRow),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/regis',
    summary: 'Buat akun pengguna dengan akses aplikasi',
    access: { kind: 'role', roles: ['superadmin'] },
    body: registerBody,
    response: z.object({ status: z.literal('ok'), data: userAccountRow }),
  }),
  setUserRole: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/user/:id/role',
    summary: 'Ganti role akun (superadmin, admin, satpam, surveyor, user); role sendiri tidak dapat dilepas dari superadmin (409)',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
    body: userRoleBody,
    response: z.object({ status: z.literal('ok'), data: userAccountRow }),
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/delete/:id',
    summary: 'Hapus akun pengguna (beserta sesi dan aksesnya)',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
    response: statusOk,
  }),
} as const;
