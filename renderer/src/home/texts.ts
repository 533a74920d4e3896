/** Home screen texts. */
export const HOME_TEXTS = {
  heading: 'Menu Aplikasi',
  subheading: 'Pilih aplikasi yang ingin Anda buka.',
  locked: 'Tidak ada hak akses',
  unavailableTag: 'Segera hadir',
} as const;

/** Pengumuman: the superadmin's send dialog and the home list (seed 000 sections 2, 5). */
export const ANNOUNCEMENT_TEXTS = {
  sendTitle: 'Kirim Pengumuman',
  title: 'Judul',
  description: 'Deskripsi',
  titlePlaceholder: 'Judul pengumuman',
  descriptionPlaceholder: 'Isi pengumuman',
  send: 'Kirim',
  cancel: 'Batal',
  /** Seed 000 section 5: both fields required, otherwise this alert. */
  incomplete: 'Lengkapi Data Anda!',
  sent: 'Berhasil Kirim Pesan',
  failed: 'Gagal Kirim Pesan',
  section: 'Pengumuman',
  sectionLabel: 'Daftar pengumuman',
  empty: 'Belum ada pengumuman.',
  loadError: 'Pengumuman tidak dapat dimuat.',
  retry: 'Coba Lagi',
  newer: 'Lebih baru',
  older: 'Lebih lama',
  by: 'oleh',
} as const;
