import { STOCK_MOVE_INCOMPLETE } from '../../../../common/contract/warehouse-stock-move';

/** Texts of 'Tambah Stock Move' (seed 001 section 2 screen 11, sections 5, 8). Seed strings are marked "seed". */
export const STOCK_MOVE_TEXTS = {
  formTitle: 'Tambah Stock Move', // seed
  editTitle: 'Edit Stock Move',
  listTitle: 'Daftar Stock Move',
  listLabel: 'Daftar Stock Move',
  searchPlaceholder: 'Cari nomor, produk, warehouse...',
  labels: {
    created_date: 'Tanggal',
    product: 'Produk',
    amount: 'Jumlah',
    description: 'Keterangan',
    from: 'Dari Warehouse',
    to: 'Ke Warehouse',
  },
  columns: { number: 'No. Dokumen', date: 'Tanggal', product: 'Produk', amount: 'Jumlah', from: 'Dari', to: 'Ke', description: 'Keterangan' },
  productSearch: 'Cari nama produk...',
  productNoResults: 'Oops! No elements found. Consider changing the search query.', // seed
  incomplete: STOCK_MOVE_INCOMPLETE, // seed 'Lengkapi dulu semua'
  sameWarehouse: 'Warehouse tujuan harus berbeda dari warehouse asal',
  amountInvalid: 'Jumlah harus bilangan bulat lebih dari 0',
  balanceHint: (stock: string) => `Stok di warehouse asal: ${stock}`,
  balanceHintEdit: (stock: string, most: string) => `Stok di warehouse asal: ${stock} (bisa dipindah sampai ${most} termasuk stock move ini)`,
  balanceLoading: 'Membaca stok warehouse asal...',
  deleteQuestion: 'Apakah anda yakin, ingin menghapus data ini? Stok kembali ke warehouse asal.',
} as const;
