import type { Role } from '../../../../common/roles';
import { MASTER_TEXTS } from '../../shell/master/texts';

/** Texts of the User menu (seed 000 section 2 item 6). Exact seed strings are marked "seed". */
export const USER_TEXTS = {
  menu: 'User',
  formTitle: 'Tambah User', // seed
  searchPlaceholder: 'Cari user...',

  employee: 'Nama Karyawan', // seed
  employeePlaceholder: 'Ketik nama karyawan...',
  employeeNotFound: 'Oops! nama karyawan tidak ditemukan.', // seed
  employeeOptions: 'Pilihan karyawan',
  employeeSearching: 'Mencari karyawan...',
  clearEmployee: 'Kosongkan karyawan',
  email: 'Email', // seed
  password: 'Password', // seed
  applications: 'Hak Akses Aplikasi', // seed
  applicationOptions: 'Pilihan aplikasi',
  applicationsPlaceholder: 'Pilih aplikasi...',
  applicationsNone: 'Tidak ada aplikasi.',
  applicationsLoading: 'Memuat aplikasi...',

  number: MASTER_TEXTS.number, // seed
  fullName: 'Nama Lengkap', // seed
  access: 'Hak Akses',
  noAccess: 'Belum ada akses',
  superadmin: 'Super Admin (semua aplikasi)',
  actions: MASTER_TEXTS.actions,
  delete: MASTER_TEXTS.delete,

  emailRequired: 'Email wajib diisi', // seed 000 section 5: "User: email required"

  role: 'Role',
  roleOf: (email: string) => `Role ${email}`,
  ownRole: 'Role akun anda sendiri tidak dapat diubah di sini',
} as const;

/** The roles' names on screen (issue 14: the Users screen's role field). */
export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  satpam: 'Satpam',
  surveyor: 'Surveyor',
  user: 'User',
};
