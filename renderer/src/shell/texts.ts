import { MODULE_UNAVAILABLE } from '../../../common/modules';

export const APP_TITLE = 'ERP';

/** Shell texts (seed 000 sections 1, 2, 8). Exact seed strings are marked "seed". */
export const SHELL_TEXTS = {
  greeting: (name: string) => `Hi, ${name}`, // seed: 'Hi, ' + name
  home: 'Home', // seed
  signOut: 'Keluar',
  changePassword: 'Ganti Password', // seed
  superAdminEmail: 'Email Super Admin',
  comingSoon: 'Segera hadir',
  announcement: 'Pengumuman',
  reports: 'Pelaporan',
  /** The superadmin's audit log screen (issue 24 item 6). */
  activityLog: 'Log Aktivitas',
  myCode: 'Kode Makan Saya', // the shared route /kodemakan (home's button, the Luncheon menu)

  confirmTitle: 'Konfirmasi', // seed
  confirmSignOut: 'Apakah anda yakin, ingin keluar?', // seed
  proceed: 'Lanjutkan', // seed
  cancel: 'Batal', // seed
  ok: 'OK',

  newPassword: 'Kata Sandi Baru', // seed
  repeatPassword: 'Ulangi Kata Sandi', // seed
  saveChanges: 'Simpan Perubahan', // seed
  passwordMismatch: 'Pastikan Password sama!', // seed
  passwordUpdated: 'Sandi telah diperbarui', // seed
  showPassword: 'Tampilkan kata sandi',
  hidePassword: 'Sembunyikan kata sandi',
  pickDate: 'Pilih tanggal',
  success: 'Berhasil', // seed

  newEmail: 'Email Baru',
  currentEmail: 'Email saat ini',
  emailHelper: 'Setelah email diganti, semua sesi berakhir dan Anda harus masuk lagi.',
  emailUpdated: 'memperbarui email Super Admin. SILAKAN LOGIN LAGI!!', // seed
  changeEmailFailed: 'Ganti Email', // seed
  invalidEmail: 'Format email tidak valid',

  moduleUnavailable: MODULE_UNAVAILABLE, // seed
  noAccessTitle: 'Membuka Aplikasi', // seed (first line)
  noAccessMessage: 'Anda tidak punya hak akses.', // seed (second line)
  backHome: 'Kembali ke Home',
  notFound: 'Not Found', // seed
  notFoundMessage: 'Halaman yang Anda cari tidak ada.',

  loading: 'Memuat...',
  loadFailedTitle: 'Halaman gagal dimuat',
  loadFailedMessage: 'Bagian aplikasi ini tidak dapat diunduh. Periksa koneksi, atau aplikasi baru saja diperbarui: muat ulang untuk melanjutkan.',
  crashedTitle: 'Terjadi kesalahan',
  crashedMessage: 'Halaman ini berhenti karena kesalahan. Muat ulang untuk melanjutkan.',
  reload: 'Muat Ulang',
  checkingSession: 'Memeriksa sesi...',
  serverUnreachableTitle: 'Koneksi Gagal',
  retry: 'Coba Lagi',
  // Seed: 'a copyright line (year 2018)'; the company is Data Perusahaan's name, none until it is set.
  copyright: (since: number, year: number, company: string) => `Hak Cipta © ${year > since ? `${since}–${year}` : since}${company ? ` ${company}` : ''}`,
} as const;

/** The 'Data Perusahaan' dialog (superadmin): the record printouts put in their header and footer. */
export const COMPANY_TEXTS = {
  title: 'Data Perusahaan',
  name: 'Nama Perusahaan',
  address: 'Alamat',
  phone: 'Telepon',
  logo: 'Logo',
  removeLogo: 'Hapus Logo',
  logoRemoved: 'Logo akan dihapus saat disimpan.',
  note: 'Dipakai di kop dan kaki PO, kwitansi dan laporan.',
  save: 'Simpan', // seed
  saving: 'Proses...', // seed
  cancel: SHELL_TEXTS.cancel, // seed
  saved: 'Berhasil Simpan Data', // seed
  saveFailed: 'Gagal Simpan Data', // seed
  loadFailed: 'Data perusahaan tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  loading: SHELL_TEXTS.loading,
  npwp: 'NPWP',
  npwpHelper: '15 atau 16 digit; wajib untuk formulir pajak.',
  namePlaceholder: 'Contoh: PT Maju Bersama',
  // The superadmin's first sign-in (issue 27 §4).
  setupIntro: 'Selamat datang! Sebelum mencetak, isi data perusahaan: nama dan logo menjadi kop PO, kwitansi dan laporan; nama dan NPWP wajib untuk formulir pajak.',
  setupLater: 'Dapat diisi atau diubah kapan saja lewat Data Perusahaan di bar atas.',
  skip: 'Lewati',
  skipFailed: 'Gagal Lewati Pengisian',
} as const;
