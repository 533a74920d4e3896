import { MODULE_KEYS } from '../modules';
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
  /** The seed's access list ('/purchasing', …), computed from `modules`. */
  access: z.array(z.object({ name: z.string() })),
  /** The modules the account may open, by their stable keys: what the renderer's mirror checks. */
  modules: z.array(z.enum(MODULE_KEYS)),
});

export type AuthUser = z.infer<typeof authUser>;

/** The session as the renderer sees it: everything of the login answer except the token. */
export const sessionInfo = z.object({
  /** Epoch seconds after which the session is over (24 h after login). */
  expired: z.number().int(),
  data: z.object({
    auth: authUser,
    /** The linked employee's number, a number as in every other answer (null without an employee). */
    idk: z.number().int().nullable(),
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

/**
 * Changing one's own password needs the current one: a session left open on a shared PC is not
 * enough to take the account. A wrong current password is a 400 on `current_password`.
 */
export const changePasswordBody = z.object({
  current_password: z.string({ message: 'Kata sandi lama wajib diisi' }).min(1, { message: 'Kata sandi lama wajib diisi' }).max(200),
  password: newPassword,
});
export const CURRENT_PASSWORD_WRONG = 'Kata sandi lama salah';
export const PASSWORD_UNCHANGED = 'Kata sandi baru harus berbeda dari kata sandi lama';

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

/**
 * A user account as the user list shows it (seed: _id, username, email, application access each
 * with id_app). `module` is the key an application grants (null: it grants none); `active` is false
 * for a deactivated account, or one whose employee was deleted or has left (Tanggal Keluar passed).
 */
export const userAccountRow = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  app: z.array(z.object({ id_app: z.string(), name: z.string(), module: z.enum(MODULE_KEYS).nullable() })),
  active: z.boolean(),
  /** Why it is inactive ('Dinonaktifkan oleh Super Admin', 'Karyawan sudah keluar', …); null while active. */
  inactive_reason: z.string().nullable(),
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

/** An application that grants a module, as the user form offers it (module names, never raw paths). */
export const grantableApplication = z.object({
  id_app: z.string(),
  module: z.enum(MODULE_KEYS),
  title: z.string(),
  description: z.string(),
});
export type GrantableApplication = z.infer<typeof grantableApplication>;

/** PUT user/{id}: a superadmin edits an account's email, role and access list (each optional). */
export const updateUserBody = z.object({
  email: z.string().trim().toLowerCase().pipe(email).optional(),
  role: z.enum(ROLES, { message: ROLE_INVALID }).optional(),
  app: z.array(z.object({ id_app: z.uuid({ message: 'Id aplikasi tidak valid' }) })).max(100).optional(),
});

/** PUT user/{id}/reset_password: the superadmin types a password, or sends none to have one generated (answered once). */
export const resetPasswordBody = z.object({ password: newPassword.optional() });
export const resetPasswordResponse = z.object({
  status: z.literal('ok'),
  /** The generated password, shown once; null when the superadmin typed it. */
  password: z.string().nullable(),
});

/** PUT user/{id}/deactivate: an optional reason, kept with the account. */
export const deactivateUserBody = z.object({ reason: z.string().trim().max(300).optional() });

export const ACCOUNT_DEACTIVATED = 'Akun Anda dinonaktifkan. Hubungi Super Admin.';
export const OWN_ACCOUNT_DEACTIVATE_REFUSED = 'Anda tidak dapat menonaktifkan akun anda sendiri';
export const LAST_SUPERADMIN_DEACTIVATE_REFUSED = 'Super Admin terakhir tidak dapat dinonaktifkan';
export const EMPLOYEE_LEFT_REACTIVATE_REFUSED = 'Karyawan akun ini sudah dihapus atau sudah keluar: akun tidak dapat diaktifkan kembali';

/** PUT user/{id}/role: a superadmin sets another account's role. */
export const userRoleBody = z.object({ role: z.enum(ROLES, { message: ROLE_INVALID }) });

/** Refused: a superadmin giving up their own role would lock the Users screen behind them. */
export const OWN_ROLE_REFUSED = 'Anda tidak dapat melepas peran Super Admin akun anda sendiri';
export const LAST_SUPERADMIN_ROLE_REFUSED = 'Super Admin terakhir tidak dapat diganti perannya';

export const userUuidParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export { COOKIE_TRANSPORT_HEADER, DEVICE_HEADER, SESSION_COOKIE } from './headers';

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
    summary: 'Ganti kata sandi sendiri (perlu kata sandi lama); sesi lain pengguna ini berakhir',
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
  grantableApplications: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user/applications',
    summary: 'Aplikasi yang dapat diberikan: modul dengan nama dan keterangannya',
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ data: z.array(grantableApplication) }),
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/user/:id',
    summary: 'Ubah email, role dan hak akses akun; perubahan akses dicatat',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
    body: updateUserBody,
    response: z.object({ status: z.literal('ok'), data: userAccountRow }),
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/user/:id/reset_password',
    summary: 'Atur ulang kata sandi akun lain (diketik atau dibuatkan, ditampilkan sekali); semua sesinya berakhir',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
    body: resetPasswordBody,
    response: resetPasswordResponse,
  }),
  deactivateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/user/:id/deactivate',
    summary: 'Nonaktifkan akun: semua sesinya berakhir dan tidak dapat masuk',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
    body: deactivateUserBody,
    response: z.object({ status: z.literal('ok'), data: userAccountRow }),
  }),
  reactivateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/user/:id/reactivate',
    summary: 'Aktifkan kembali akun yang dinonaktifkan',
    access: { kind: 'role', roles: ['superadmin'] },
    params: userUuidParams,
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
