import { SHELL_TEXTS } from '../../shell/texts';

/**
 * Texts of 'Barang Datang' (seed 001 section 2 screens 4–6, section 8). Exact seed strings are
 * marked "seed".
 */
export const RECEIVING_TEXTS = {
  // ---- 'Daftar Barang Datang' (screen 4) ----
  listTitle: 'Daftar Barang Datang', // seed
  listLabel: 'Daftar PO yang barangnya belum lengkap datang',
  searchPlaceholder: 'Cari nomor PO atau supplier...',
  columns: { date: 'Tanggal', number: 'Kode Pembelian', supplier: 'Supplier', status: 'Status', action: 'Aksi' },
  detailPurchase: 'Detail Purchase', // seed
  detailPurchaseOf: (number: string) => `Detail Purchase ${number}`,
  listEmptyHint: 'Semua barang PO sudah lengkap datang',

  // ---- receipt screen (screen 5) ----
  receiptTitle: (number: string) => (number ? `Penerimaan Barang PO ${number}` : 'Penerimaan Barang PO'),
  receiptFacts: { number: 'No. Transaksi', date: 'Tanggal Transaksi', supplier: 'Supplier', status: 'Status Penerimaan' },
  back: 'Kembali',
  backToList: 'Kembali ke Daftar Barang Datang',
  lineSearch: 'Cari Nama Produk...', // seed
  linesLabel: 'Produk PO',
  lineColumns: { product: 'Nama Produk', qty: 'Qty', arrived: 'Sudah Datang', remaining: 'Sisa', unit: 'Satuan', action: 'Aksi' },
  receive: 'Penerimaan', // seed
  receiveOf: (name: string) => `Penerimaan ${name}`,
  complete: 'Lengkap', // seed
  purchaseMissing: 'PO tidak ditemukan atau sudah dihapus',

  // ---- 'Detail Barang ... Datang' modal ----
  modalTitle: (name: string) => `Detail Barang ${name} Datang`, // seed
  arrivalsHeading: 'Riwayat Barang Datang',
  arrivalColumns: { number: 'No', document: 'No. Dokumen', date: 'Tanggal', amount: 'Jumlah', warehouse: 'Gudang' },
  noArrivals: 'BELUM ADA RIWAYAT BARANG DATANG', // seed
  ordered: (qty: string) => `Dipesan ${qty}`,
  remaining: (qty: string) => `Sisa ${qty}`,
  amountLabel: 'Jumlah Barang Datang', // seed
  amountHelper: (max: string) => `Paling banyak ${max}`,
  amountInvalid: 'Isi jumlah bilangan bulat lebih dari 0',
  amountTooMuch: (max: string) => `Jumlah melebihi sisa pesanan: sisa ${max}`,
  dateLabel: 'Tanggal Datang',
  warehouseLabel: 'Gudang Penerima',
  warehousePlaceholder: 'Pilih gudang...',
  confirm: 'Konfirmasi', // seed
  close: 'Tutup',
  saved: 'Berhasil Tambah detail barang datang. Data', // seed: 'Berhasil {action} Data', action 'Tambah detail barang datang.'
  saveFailed: 'Gagal Tambah detail barang datang. Data', // seed
  savedNumbers: (numbers: string) => `No. dokumen ${numbers}`,
  poComplete: (number: string) => `Semua barang PO ${number} sudah lengkap datang`,

  // ---- 'Riwayat' (screen 6) ----
  historyTitle: 'Riwayat Barang Datang',
  historyLabel: 'Riwayat barang datang',
  historySearch: 'Cari kode transaksi, produk, atau nomor BD...',
  historyColumns: { document: 'No. Dokumen', number: 'Kode Transaksi', product: 'Nama Produk', stock: 'Stock', date: 'Tanggal Datang', warehouse: 'Gudang' },
  viewHistory: 'Lihat Riwayat Datang', // seed
  viewHistoryOf: (name: string, number: string) => `Lihat Riwayat Datang ${name} (${number})`,
  historyModalTitle: (name: string) => `Riwayat Datang ${name}`,
  historyModalFacts: (number: string, date: string) => `PO ${number} · tanggal PO ${date}`,

  loadFailed: 'Data tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  loading: SHELL_TEXTS.loading,
} as const;
