import { PROJECT_CONFIRMED, WAITING_ADMIN, WAITING_SATPAM } from '../../../../common/contract/project';

/** Texts of 'Barang Proyek' (seed 001 section 2 warehouse screen 14; sections 4 and 8). Seed strings are marked "seed". */
export const RELEASE_TEXTS = {
  listTitle: 'Barang Proyek', // seed (menu)
  listLabel: 'Permintaan barang keluar project',
  searchPlaceholder: 'Cari project...',
  columns: { project: 'Nama Proyek', executor: 'Pelaksana', date: 'Tanggal Keluar', purpose: 'Tujuan', status: 'Status' },
  waitingAdmin: WAITING_ADMIN, // seed
  waitingSatpam: WAITING_SATPAM, // seed
  executorDeleted: '(karyawan sudah dihapus)',

  confirm: 'Konfirmasi', // seed
  confirmOf: (name: string) => `Konfirmasi ${name}`,
  alreadyConfirmed: { ADM: 'Sudah dikonfirmasi Admin', SPM: 'Sudah dikonfirmasi Satpam' },
  notAllowedNote: (role: string) =>
    `Konfirmasi barang proyek hanya untuk akun ber-role Admin (tipe ADM) atau Satpam (tipe SPM). Akun anda ber-role ${role}: daftar hanya dapat dilihat.`,
  confirmerNote: { ADM: 'Anda mengonfirmasi sebagai Admin (ADM).', SPM: 'Anda mengonfirmasi sebagai Satpam (SPM).' },

  dialogTitle: 'Kirim Project', // seed
  facts: { project: 'Nama Proyek', executor: 'Pelaksana', number: 'No. Permintaan', date: 'Tanggal', exitDate: 'Tanggal Keluar', purpose: 'Tujuan' },
  flowTitle: 'List Alur', // seed
  product: 'Produk',
  qty: 'Jumlah',
  warehouse: 'Warehouse',
  warehouseHint: 'Gudang asal barang; dipilih pada konfirmasi pertama.',
  warehouseFixed: 'Dipilih pada konfirmasi pertama.',
  warehouseRequired: 'Warehouse wajib dipilih',
  confirmations: 'Konfirmasi',
  confirmedBy: (by: string, at: string) => `${by}, ${at}`,
  waiting: 'Menunggu',
  submit: { ADM: 'Konfirmasi sebagai Admin', SPM: 'Konfirmasi sebagai Satpam' },
  submitting: 'Proses...', // seed
  cancel: 'Batal', // seed
  admin: 'Admin',
  satpam: 'Satpam',

  confirmed: PROJECT_CONFIRMED, // seed
  confirmFailed: 'Gagal Konfirmasi Project Data', // seed 'Gagal {action} Data'
} as const;
