import { COMPOSITION_INCOMPLETE, NUMBER_FILTER_MESSAGE, PRODUCT_INCOMPLETE, QR_PRINT_LABELS, STOCK_LOCKED_MESSAGE } from '../../../../common/contract/warehouse';
import { MASTER_TEXTS } from '../../shell/master/texts';

/**
 * Texts of the Produk screen (seed 001 section 2 item 3, sections 5, 8 and 9). Exact seed strings
 * are marked "seed"; the rest follow the master screens' wording.
 */
export const PRODUCT_TEXTS = {
  formTitle: 'Tambah Produk', // seed
  editTitle: 'Edit Produk',
  pickImage: 'Pilih Gambar', // seed
  labels: {
    name: 'Nama Produk',
    price: 'Harga',
    stock: 'Stok',
    code: 'Kode',
    category: 'Kategori',
    variant: 'Jenis',
    unit: 'Satuan',
    division: 'Divisi',
    warehouse: 'Gudang',
  },
  codePlaceholder: 'Kosongkan bila tidak ada',
  incomplete: PRODUCT_INCOMPLETE, // seed
  stockLocked: STOCK_LOCKED_MESSAGE,

  columns: {
    photo: 'Foto',
    name: 'Nama Produk',
    code: 'Kode/Merk',
    category: 'Kategori',
    price: 'Harga',
    stock: 'Stok',
    warehouse: 'Gudang',
  },
  filters: {
    namaproduk: 'Cari nama produk',
    kode_merk: 'Cari kode/merk',
    kategori: 'Cari kategori',
    harga: 'Cari harga',
    stok: 'Cari stok',
    gudang: 'Cari gudang',
  },
  filterPlaceholder: {
    namaproduk: 'Nama...',
    kode_merk: 'Kode/Merk...',
    kategori: 'Kategori...',
    harga: 'mis. >=10000',
    stok: 'mis. <5',
    gudang: 'Gudang...',
  },
  numberFilterHint: NUMBER_FILTER_MESSAGE,
  listTitle: 'Daftar Produk',
  listLabel: 'Daftar produk',
  recap: 'Cetak Rekap', // seed
  recapBusy: MASTER_TEXTS.saving, // seed: 'Proses...'
  recapFailed: 'Gagal Cetak Rekap',
  openDetail: (name: string) => `Rincian ${name}`,
  photoOf: (name: string) => `Foto ${name}`,
  noPhoto: 'Belum ada foto',
  noCode: '-',

  detailTitle: 'Rincian Produk', // seed
  loadFailed: 'Data tidak dapat dimuat',
  retry: MASTER_TEXTS.retry,
  close: 'Tutup',
  facts: {
    code: 'Kode',
    name: 'Nama Produk',
    stock: 'Stok',
    price: 'Harga',
    category: 'Kategori',
    warehouse: 'Gudang',
    variant: 'Jenis',
    division: 'Divisi',
  },
  balances: 'Stok per Gudang',
  noBalances: 'Belum ada stok di gudang mana pun.',
  stockWithUnit: (stock: string, unit: string) => `${stock} ${unit}`,
  qrImage: (code: string) => `QR ${code}: buka daftar QR Code`,
  openQrList: 'Daftar QR Code',
  composition: 'Komposisi',
  noComposition: 'Belum ada komposisi.',
  editComposition: 'Edit Komposisi',
  compositionColumns: { product: 'Produk', code: 'Kode', qty: 'Qty' },

  qrTitle: 'Daftar QR Code',
  qrEmpty: 'Stok Barang Kosong', // seed
  qrNoneSelected: 'Select Data Qrcode', // seed
  qrSelectAll: 'Pilih semua yang belum tercetak',
  qrSelect: (code: string) => `Pilih ${code}`,
  qrColumns: { code: 'Kode QR', status: 'Status' },
  qrBadge: QR_PRINT_LABELS, // seed: 0 'Belum Tercetak', 1 'Sudah Tercetak'
  qrPrint: 'Print QrCode', // seed
  qrPrinting: MASTER_TEXTS.saving,
  qrProgress: (done: number, total: number) => `Mencetak ${done} dari ${total}`,
  qrSelected: (count: number) => `${count} kode dipilih`,
  qrPrinted: (count: number) => `${count} label tercetak`,
  qrPrintFailed: 'Gagal Cetak Label',
  qrPrintStopped: (printed: number, total: number, reason: string) => `Berhenti setelah ${printed} dari ${total} label: ${reason}`,
  qrPdfFailed: 'Gagal Membuat PDF Label',
  qrMarkFailed: 'Label tercetak, tetapi status belum tersimpan',

  compositionTitle: 'Edit Komposisi',
  compositionProduct: 'Produk',
  compositionQty: 'Qty',
  compositionPick: '-- Pilih Produk --',
  compositionSearch: 'Cari produk...',
  compositionNoResults: 'Oops! No elements found. Consider changing the search query.', // seed
  compositionAddRow: 'Tambah Baris',
  compositionRemoveRow: (row: number) => `Hapus baris ${row}`,
  compositionIncomplete: COMPOSITION_INCOMPLETE, // seed
  compositionSaved: 'Berhasil Tambah Komposisi Data', // seed
  compositionFailed: 'Gagal Tambah Komposisi Data', // seed

  deleteQuestion: 'Apakah anda yakin, ingin menghapus data tersebut?', // seed
} as const;

export type ProductFilterName = keyof typeof PRODUCT_TEXTS.filters;
