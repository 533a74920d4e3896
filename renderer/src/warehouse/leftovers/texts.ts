import { LEFTOVER_INCOMPLETE } from '../../../../common/contract/warehouse-leftovers';

/** Texts of 'Barang Sisa' (seed 001 section 2 screen 15, sections 5, 8). Seed strings are marked "seed". */
export const LEFTOVER_TEXTS = {
  formTitle: 'Tambah Barang Sisa', // seed
  editTitle: 'Edit Barang Sisa',
  listTitle: { office: 'Barang Sisa Office', project: 'Barang Sisa Proyek' }, // seed (sidebar)
  searchPlaceholder: 'Cari nomor, produk, warehouse, keterangan...',
  labels: {
    qty: 'Jumlah',
    id_gudang: 'Warehouse',
    id_unit: 'Satuan',
    id_divisi: 'Divisi',
    id_product: 'Produk',
    keterangan: 'Keterangan',
  },
  unitHint: 'Kosongkan untuk satuan produk',
  divisionHint: 'Kosongkan untuk divisi produk',
  columns: { number: 'No. Dokumen', date: 'Tanggal', product: 'Produk', qty: 'Jumlah', warehouse: 'Warehouse', division: 'Divisi', keterangan: 'Keterangan' },
  print: 'Cetak Laporan',
  printing: 'Proses...', // seed
  printFailed: 'Laporan tidak dapat dicetak',
  reportFile: (source: string, day: string) => `laporan-barang-sisa-${source}-${day}.pdf`,
  projectNote: 'Barang sisa proyek dicatat saat proyek mengembalikan barang, dari Survey › Progress Pekerjaan › Barang Sisa. Daftar ini hanya untuk dilihat dan dicetak.',
  incomplete: LEFTOVER_INCOMPLETE, // seed 'Lengkapi dulu semua'
  qtyInvalid: 'Jumlah harus bilangan bulat lebih dari 0',
  deleteQuestion: 'Apakah anda yakin, ingin menghapus data ini? Stoknya keluar lagi dari warehouse.',
} as const;
