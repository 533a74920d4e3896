import { PAYMENT_METHODS } from '../../../../common/contract/purchasing';

/**
 * Texts of the payment screen (seed 001 section 2 'Purchasing screens' 7, sections 4, 8). Exact
 * seed strings are marked "seed"; the rest follow the master screens' wording.
 */
export const PAYMENT_TEXTS = {
  title: 'Pembayaran',
  back: 'Kembali',
  supplier: 'Supplier',
  remaining: 'Sisa Pembayaran',
  transactionDate: 'Tanggal Transaksi',
  dueDate: 'Jatuh Tempo',
  transactionCode: 'No. Transaksi',
  status: 'Status',
  grandTotal: 'Grand Total',
  totalPaid: 'Total Dibayar',

  formTitle: 'Tambah Pembayaran',
  date: 'Tanggal Pembayaran',
  method: 'Cara Pembayaran',
  methods: PAYMENT_METHODS,
  amount: 'Nominal',
  amountPlaceholder: 'Jumlah dalam rupiah',
  memo: 'Memo',
  attachment: 'Lampiran',
  attachmentHint: 'Gambar (JPG, PNG, GIF, BMP) atau PDF; gambar diperkecil sebelum dikirim.',
  pickAttachment: 'Pilih File',
  noAttachment: 'Belum ada file',
  confirm: 'Konfirmasi',
  busy: 'Proses...', // seed
  paidOff: 'PO ini sudah lunas.',

  dateRequired: 'Tanggal pembayaran wajib diisi',
  amountRequired: 'Nominal wajib diisi',
  attachmentRequired: 'Lampiran wajib diunggah', // seed: the attachment is required
  overpaid: (remaining: string) => `Nominal melebihi sisa pembayaran (sisa ${remaining})`,

  /** Seed section 8: 'Berhasil konfirmasi Data'; its failure in the same pattern. */
  succeeded: 'Berhasil konfirmasi Data', // seed
  failed: 'Gagal konfirmasi Data',

  historyTitle: 'Riwayat Pembayaran',
  historyLabel: 'Riwayat pembayaran',
  columns: { date: 'Tanggal', method: 'Cara Pembayaran', amount: 'Nominal', memo: 'Memo', attachment: 'Lampiran' },
  openAttachment: 'Lihat',
  attachmentOf: (date: string) => `Lampiran pembayaran ${date}`,
  openDetail: (date: string, amount: string) => `Rincian pembayaran ${date} ${amount}`,
  attachmentFailed: 'Lampiran tidak dapat dibuka',

  detailTitle: 'Rincian Pembayaran',
  inWords: 'Terbilang',
  paidBy: 'Dicatat oleh',
  printReceipt: 'Cetak Kwitansi',
  printing: 'Mencetak...',
  printed: 'Kwitansi dikirim ke printer',
  printFailed: 'Kwitansi tidak dapat dicetak',
  downloadAttachment: 'Unduh Lampiran',
  close: 'Tutup',

  loadFailed: 'Data pembelian tidak dapat dimuat',
  retry: 'Coba lagi',
} as const;
