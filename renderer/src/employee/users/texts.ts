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

  // Issue 24: edit, reset password, deactivate.
  edit: MASTER_TEXTS.edit,
  editOf: (email: string) => `Edit ${email}`,
  editTitle: 'Edit User',
  save: MASTER_TEXTS.save,
  cancel: MASTER_TEXTS.cancel,
  close: 'Tutup',
  inactive: 'Nonaktif',
  resetPassword: 'Atur Ulang Kata Sandi',
  resetPasswordOf: (email: string) => `Atur ulang kata sandi ${email}`,
  resetIntro: 'Semua sesi pengguna ini akan berakhir dan ia harus masuk dengan kata sandi baru.',
  resetGenerate: 'Buatkan kata sandi acak',
  resetType: 'Ketik kata sandi baru',
  newPassword: 'Kata Sandi Baru',
  resetConfirm: 'Atur Ulang',
  resetDone: 'Kata sandi baru',
  resetShownOnce: 'Catat dan berikan kepada pengguna sekarang: kata sandi ini hanya ditampilkan sekali.',
  resetTypedDone: 'Kata sandi baru sudah disimpan. Semua sesi pengguna ini sudah berakhir.',
  copy: 'Salin',
  copied: 'Tersalin',
  deactivate: 'Nonaktifkan',
  deactivateOf: (email: string) => `Nonaktifkan ${email}`,
  reactivate: 'Aktifkan',
  reactivateOf: (email: string) => `Aktifkan kembali ${email}`,
  deactivateTitle: 'KONFIRMASI NONAKTIFKAN',
  deactivateQuestion: 'Apakah anda yakin, ingin menonaktifkan akun ini? Semua sesinya langsung berakhir dan ia tidak dapat masuk sampai diaktifkan kembali.',
  deactivateConfirm: 'YA, NONAKTIFKAN',
  reactivateTitle: 'KONFIRMASI AKTIFKAN',
  reactivateQuestion: 'Apakah anda yakin, ingin mengaktifkan kembali akun ini?',
  reactivateConfirm: 'YA, AKTIFKAN',
  deactivated: (email: string) => `${email} dinonaktifkan`,
  reactivated: (email: string) => `${email} aktif kembali`,
} as const;

/** The roles' names on screen (issue 14: the Users screen's role field). */
export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  satpam: 'Satpam',
  surveyor: 'Surveyor',
  user: 'User',
};
