import { formatNumber } from '../../../../common/format';
import { SHELL_TEXTS } from '../texts';

/**
 * Texts of the generic master-data screen (seed 000 sections 2, 8). Exact seed strings are marked
 * "seed"; the resource's own texts (titles, labels, columns, placeholder) come from its definition.
 */
export const MASTER_TEXTS = {
  save: 'Simpan', // seed
  saving: 'Proses...', // seed
  cancel: SHELL_TEXTS.cancel, // seed
  required: 'wajib diisi',
  selectPlaceholder: (label: string) => `-- Pilih ${label} --`,
  optionsLoading: 'Memuat pilihan...',
  /** Under an optional code the server fills in (a warehouse's Kode). */
  blankBecomesNumber: 'Boleh dikosongkan: kode diisi nomor otomatis.',
  collapse: 'Tutup formulir',
  expand: 'Buka formulir',

  number: 'NO.', // seed
  actions: 'Aksi',
  edit: 'Edit',
  delete: 'Hapus',
  sortBy: (column: string) => `Urutkan menurut ${column}`,
  empty: 'TIDAK ADA DATA YANG DITAMPILKAN', // ARCHITECTURE "Renderer conventions"
  loadFailed: 'Data tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  loading: SHELL_TEXTS.loading,

  pageInfo: (from: number, to: number, total: number) => `Menampilkan ${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)} data`,
  /** A list that stopped counting (pagination.total_capped): more than `total` rows match. */
  pageInfoCapped: (from: number, to: number, total: number) => `Menampilkan ${formatNumber(from)}–${formatNumber(to)} dari lebih dari ${formatNumber(total)} data`,
  pagination: 'Halaman',
  firstPage: 'Halaman pertama',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman berikutnya',
  lastPage: 'Halaman terakhir',
  lastPageUnknown: 'Halaman terakhir belum diketahui',
  page: (page: number) => `Halaman ${page}`,
  /** A list's page size choice: 'Tampilkan [5] per halaman'. */
  pageSizeBefore: 'Tampilkan',
  pageSizeAfter: 'per halaman',
  pageSizeLabel: 'Jumlah baris per halaman',

  deleteTitle: 'KONFIRMASI HAPUS', // seed
  deleteQuestion: 'Apakah anda yakin, ingin menghapus data ini?', // seed
  deleteConfirm: 'YA, HAPUS!', // seed

  /** Seed 000 section 8: 'Berhasil {action} Data' green, 'Gagal {action} Data' red. */
  succeeded: (action: MasterAction) => `Berhasil ${action} Data`,
  failed: (action: MasterAction) => `Gagal ${action} Data`,
} as const;

/** The seed's save-toast actions (section 8): the master screens' three, and Karyawan's salary items. */
export type MasterAction =
  | 'Simpan'
  | 'Edit'
  | 'Hapus'
  /** A resource's own noun after the action (seed 001: 'Simpan Supplier', 'Hapus Alamat Penagihan'). */
  | `${'Simpan' | 'Edit' | 'Hapus'} ${string}`
  | 'Tambah Intensif Gaji'
  | 'Tambah Potongan Gaji'
  | 'Edit Intensif Gaji'
  | 'Hapus Intensif Gaji'
  | 'Edit Potongan Gaji'
  | 'Hapus Potongan Gaji';
