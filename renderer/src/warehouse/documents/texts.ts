import { MASTER_TEXTS } from '../../shell/master/texts';
import { SHELL_TEXTS } from '../../shell/texts';

/** Texts both stock document flows share (goods out and stock opname; seed 001 screens 7–10, 12; sections 5, 8). */
export const DOCUMENT_TEXTS = {
  addNew: 'Tambah data baru', // seed
  addTitle: 'Tambah Dokumen',
  changeDate: 'Ubah Tanggal',
  changeDateTitle: 'Ubah Tanggal Dokumen',
  saveDate: 'Simpan',
  dateLabel: 'Tanggal',
  timeLabel: 'Jam',
  dateInvalid: 'Isi tanggal (DD/MM/YYYY) dan jam (jj:mm:dd) yang valid',
  create: 'Buat',
  creating: 'Proses...', // seed
  cancel: SHELL_TEXTS.cancel,
  back: 'Kembali',
  number: 'No. Dokumen',
  date: 'Tanggal',
  createdBy: 'Dibuat oleh',
  lines: 'Baris',
  searchPlaceholder: 'Cari nomor dokumen atau pembuat...',
  edit: MASTER_TEXTS.edit,
  delete: MASTER_TEXTS.delete,
  detail: 'Detail',
  deleteQuestion: MASTER_TEXTS.deleteQuestion, // seed screen 7

  // ---- row editor ----
  product: 'Produk',
  productSearch: 'Cari nama produk...',
  productNoResults: 'Oops! No elements found. Consider changing the search query.', // seed section 8
  stockSystem: 'Stok Sistem',
  warehouse: 'Warehouse',
  note: 'Keterangan',
  addRow: 'Tambah baris',
  saveRow: 'Simpan baris',
  removeRow: 'Hapus baris',
  rowSaved: 'Success', // seed section 8
  rowFailed: 'Something Wrong', // seed section 8
  unsaved: 'Belum disimpan',
  loadingBalance: 'Memuat...',

  // ---- detail ----
  print: 'Cetak Laporan', // seed
  printing: 'Mencetak...',
  printed: 'Laporan dikirim ke printer',
  printFailed: 'Laporan tidak dapat dicetak',
  empty: 'Belum ada data untuk ditampilkan.', // seed screen 9
  loadFailed: MASTER_TEXTS.loadFailed,
  retry: MASTER_TEXTS.retry,
  loading: MASTER_TEXTS.loading,
  total: 'Total',
} as const;
