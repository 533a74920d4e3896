/** Texts of the shared image helpers (seed: the picker button reads 'Pilih Gambar'). */
export const IMAGE_TEXTS = {
  pickImage: 'Pilih Gambar',
  preview: 'Pratinjau gambar',
  processing: 'Memproses gambar...',
} as const;

/** What the file input offers: the kinds the server accepts (it checks the content again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp';
