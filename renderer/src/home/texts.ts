/** Home screen texts. */
export const HOME_TEXTS = {
  heading: 'Menu Aplikasi',
  subheading: 'Pilih aplikasi yang ingin Anda buka.',
  locked: 'Tidak ada hak akses',
  unavailableTag: 'Segera hadir',
} as const;
