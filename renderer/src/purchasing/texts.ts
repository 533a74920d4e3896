import { PO_INCOMPLETE, PO_PAID_NO_DELETE, PO_RECEIVED_NO_DELETE, PO_PAID_NO_EDIT } from '../../../common/contract/purchasing';
import { SHELL_TEXTS } from '../shell/texts';

/**
 * Texts of the Purchasing module's sidebar, supplier detail and purchase-order screens (seed 001
 * section 2 'Purchasing screens' 1–6, sections 4, 5, 8). Exact seed strings are marked "seed"; the
 * supplier and address screens' own texts come from their definitions in common/contract/purchasing.ts.
 */
export const PURCHASING_TEXTS = {
  sidebarTitle: 'Purchasing', // seed

  // ---- sidebar ----
  groupPurchase: 'Pembelian', // seed
  groupSettings: 'Pengaturan', // seed
  groupReports: 'Laporan', // seed
  menuPurchase: 'Pembelian', // seed
  menuPurchaseReport: 'Laporan Pembelian', // seed
  menuPerProductReport: 'Laporan Per Produk', // seed
  menuPayment: 'Pembayaran',
  menuEditPurchase: 'Edit Pembelian',
  menuPurchaseDetail: 'Detail Pembelian',

  // ---- supplier detail (seed screen 5) ----
  supplierDetailTitle: 'Detail Supplier',
  viewDetail: 'Lihat detail',
  viewDetailOf: (name: string) => `Lihat detail ${name}`,
  supplierFacts: {
    company: 'Nama Perusahaan',
    contact: 'Kontak',
    email: 'Email',
    mobile: 'Handphone',
    billingAddress: 'Alamat Penagihan',
    phone: 'Telepon',
    fax: 'Fax',
    npwp: 'NPWP',
    otherInfo: 'Informasi Lain',
    bank: 'Rekening Bank',
  },
  addressLine: {
    rtRw: (rt: string, rw: string) => `RT ${rt || '-'} / RW ${rw || '-'}`,
    kelurahan: 'Kel.',
    kecamatan: 'Kec.',
  },

  // ---- PO list (seed screen 1) ----
  listTitle: 'Daftar Pembelian',
  listLabel: 'Tabel pembelian',
  searchPlaceholder: 'Cari no. transaksi, supplier, penerima...',
  columns: {
    number: 'No. Transaksi',
    date: 'Tanggal',
    supplier: 'Supplier',
    dueDate: 'Jatuh Tempo',
    status: 'Status',
    receiving: 'Penerimaan',
    receiver: 'Penerima',
    total: 'Total',
  },
  view: 'Lihat',
  viewOf: (number: string) => `Lihat ${number}`,
  editOf: (number: string) => `Edit ${number}`,
  deleteOf: (number: string) => `Hapus ${number}`,
  paidNoEdit: PO_PAID_NO_EDIT, // seed
  paidNoDelete: PO_PAID_NO_DELETE, // seed
  /** Issue 13: goods of the PO arrived in the warehouse. */
  receivedNoDelete: PO_RECEIVED_NO_DELETE,

  // ---- 'Tambah Pembelian' (seed screens 2, 3) ----
  formTitle: 'Tambah Pembelian', // seed
  editTitle: 'Edit Pembelian',
  update: 'Perbarui', // seed
  updating: 'Proses...', // seed
  save: 'Simpan', // seed
  cancel: SHELL_TEXTS.cancel, // seed
  back: 'Kembali',
  incomplete: PO_INCOMPLETE, // seed
  labels: {
    supplier: 'Supplier',
    supplierEmail: 'Email Supplier',
    receiver: 'Kirim Ke',
    term: 'Termin Pembayaran',
    from: 'Dari',
    until: 'Sampai',
    type: 'Jenis PO',
    number: 'No. Transaksi',
    reference: 'No. Reff Supplier',
    message: 'Pesan',
    memo: 'Memo',
  },
  supplierSearch: 'Cari supplier...',
  supplierNoResults: 'Supplier tidak ditemukan',
  receiverPlaceholder: '-- Pilih Alamat Pengiriman --',
  optionsLoading: 'Memuat...',
  numberHint: 'Boleh dikosongkan: diisi nomor otomatis.',
  shortcuts: { today: 'Hari Ini', week: '1 Minggu', month: '1 Bulan', quarter: '3 Bulan' }, // seed
  lines: {
    title: 'Produk',
    product: 'Produk',
    code: 'Kode',
    qty: 'Qty',
    price: 'Harga',
    size: 'Ukuran Asli',
    thickness: 'Tebal',
    zak: 'Qty Zak',
    discount1: 'Diskon 1 %',
    discount2: 'Diskon 2 %',
    before: 'Total Awal',
    total: 'Total',
    unit: 'Satuan',
  },
  lineLabel: (label: string, index: number) => `${label} ${index + 1}`,
  productSearch: 'Cari produk...',
  productNoResults: 'Oops! No elements found. Consider changing the search query.', // seed
  productNeedsType: 'Pilih jenis PO dulu',
  addLine: 'Tambah Produk',
  removeLine: (index: number) => `Hapus baris ${index + 1}`,
  totals: {
    subtotal: 'Subtotal',
    ppn: 'PPN',
    total: 'Total',
    discount: 'Diskon',
    shipping: 'Ongkos Kirim',
    grandTotal: 'Grand Total',
  },
  discountKind: 'Jenis diskon',
  lineErrors: {
    product: 'Produk wajib dipilih',
    qty: 'Qty wajib diisi',
    price: 'Harga wajib diisi',
    none: 'Tambahkan minimal satu produk',
  },
  dateOrder: 'Tanggal jatuh tempo tidak boleh sebelum tanggal transaksi',

  // ---- toasts (seed section 8) ----
  saved: 'Berhasil Simpan Data', // seed
  saveFailed: 'Gagal Simpan Data', // seed
  updated: 'Berhasil Update Data', // seed
  updateFailed: 'Gagal Update Data', // seed
  deleted: 'Berhasil Hapus Data', // seed
  deleteFailed: 'Gagal Hapus Data', // seed
  loadFailed: 'Data tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,

  // ---- PO detail (seed screen 4) ----
  detailTitle: 'Detail Pembelian',
  invoice: 'No. Invoice',
  paymentStatus: 'Status Pembayaran',
  receivingStatus: 'Status Penerimaan',
  facts: {
    supplier: 'Supplier',
    email: 'Email',
    receiver: 'Penerima',
    address: 'Alamat',
    date: 'Tanggal Transaksi',
    dueDate: 'Jatuh Tempo',
    number: 'No. Transaksi',
    reference: 'No. Reff Supplier',
    type: 'Jenis PO',
    message: 'Pesan',
    memo: 'Memo',
    remaining: 'Sisa Pembayaran',
  },
  hideAmounts: 'Sembunyikan harga saat cetak', // seed
  payment: 'Payment', // seed
  edit: 'Edit', // seed
  print: 'Print', // seed
  printing: 'Proses...', // seed
  printed: 'PO dikirim ke printer',
  printFailed: 'Gagal mencetak PO',
  close: 'Tutup',
} as const;
