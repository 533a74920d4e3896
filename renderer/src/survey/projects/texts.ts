import { PROJECT_CONFIRMED, PROJECT_INCOMPLETE, PROJECT_STOCK_EMPTY, WAITING_ADMIN, WAITING_SATPAM } from '../../../../common/contract/project';

/** Texts of 'Tambah Project' (seed 001 section 2 'Survey and project screens' 2; sections 5 and 8). Seed strings are marked "seed". */
export const PROJECT_TEXTS = {
  formTitle: 'Tambah Project', // seed
  editTitle: 'Edit Project',
  listTitle: 'Data Project',
  listLabel: 'Daftar project',
  searchPlaceholder: 'Cari project...',

  labels: {
    idsurvey: 'Project (Survey)',
    idpelaksana: 'Pelaksana',
    date_keluar: 'Tanggal Keluar',
    desc: 'Keterangan',
    kebutuhan: 'Barang',
  },
  surveyHint: 'Nama project diambil dari survey yang dipilih.',
  executorPlaceholder: 'Ketik nama karyawan...',
  executorNotFound: 'Oops! nama karyawan tidak ditemukan.', // seed (User screen)
  descPlaceholder: 'Tujuan / keterangan project',

  product: 'Produk',
  qty: 'Jumlah',
  stock: 'Stok',
  productSearch: 'Cari produk...',
  productNoResults: 'Oops! No elements found. Consider changing the search query.', // seed
  addRow: 'Tambah Barang',
  removeRow: (n: number) => `Hapus barang baris ${n}`,
  productOfRow: (n: number) => `Produk baris ${n}`,
  qtyOfRow: (n: number) => `Jumlah baris ${n}`,
  stockUnknown: '–',
  duplicateProduct: 'Produk sudah ada di daftar barang',
  noProducts: 'Pilih minimal satu barang',
  qtyInvalid: 'Jumlah harus bilangan bulat minimal 1',

  incomplete: PROJECT_INCOMPLETE, // seed
  stockEmpty: PROJECT_STOCK_EMPTY, // seed

  columns: { name: 'Nama Proyek', executor: 'Pelaksana', date: 'Tanggal Keluar', purpose: 'Tujuan', status: 'Status' },
  notConfirmed: 'Belum dikonfirmasi',
  waitingAdmin: WAITING_ADMIN, // seed
  waitingSatpam: WAITING_SATPAM, // seed
  released: (number: string) => `Barang keluar ${number}`,
  executorDeleted: '(karyawan sudah dihapus)',

  confirm: 'Konfirmasi', // seed
  confirmOf: (name: string) => `Konfirmasi ${name}`,
  confirmed: PROJECT_CONFIRMED, // seed
  confirmFailed: 'Gagal Konfirmasi Project Data', // seed 'Gagal {action} Data'
  editLocked: 'Sudah dikonfirmasi Admin atau Satpam: tidak dapat diedit',
  deleteLocked: 'Barang sudah keluar: project tidak dapat dihapus',
  deleteQuestion: 'Apakah anda yakin, ingin menghapus data tersebut?', // seed
} as const;
