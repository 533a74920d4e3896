/**
 * Texts of the two purchase reports (seed 001 section 2 'Purchasing screens' 8–9, section 9).
 * Exact seed strings are marked "seed".
 */
export const REPORT_TEXTS = {
  purchaseTitle: 'Laporan Pembelian', // seed
  perProductTitle: 'Laporan Pembelian Per Produk', // seed
  from: 'Dari', // seed: the printout's 'Dari'/'Sampai'
  until: 'Sampai', // seed
  range: 'Rentang tanggal',
  shortcuts: 'Pilihan cepat',
  total: 'Total',
  print: 'Cetak',
  printRecap: 'Cetak Rekap', // seed
  busy: 'Proses...', // seed
  excel: 'Excel',
  printed: 'Laporan dikirim ke printer',
  printFailed: 'Laporan tidak dapat dicetak',
  /** While the server makes the PDF (issue 12): the bar's caption, its stages, rows and seconds. */
  pdfPreparing: 'Menyiapkan PDF...',
  pdfStages: {
    query: 'Membaca data laporan',
    starting: 'Memulai pembuatan PDF',
    queued: 'Menunggu giliran cetak',
    measure: 'Mengukur isi laporan',
    layout: 'Menyusun halaman',
    render: 'Menulis halaman PDF',
    sending: 'Mengirim PDF',
    done: 'PDF selesai, membuka...',
    failed: 'PDF gagal dibuat',
  },
  pdfRows: (rows: string) => `${rows} baris`,
  pdfSeconds: (seconds: number) => `${seconds} dtk`,
  excelFailed: 'File Excel tidak dapat diunduh',
  rangeMissing: 'Isi tanggal awal dan akhir',
  rangeBackwards: 'Tanggal akhir tidak boleh sebelum tanggal awal',

  statusFilter: 'Status Pembayaran',
  statusOptions: [
    { value: '', label: 'Semua' },
    { value: 'lunas', label: 'Lunas' },
    { value: 'belum', label: 'Belum Lunas' }, // seed: belum = Belum Lunas
  ],

  purchaseSearch: 'Cari no. transaksi atau supplier...',
  perProductSearch: 'Cari produk, supplier atau no. transaksi...',
  purchaseColumns: { date: 'Tanggal', number: 'No. TRX', type: 'Jenis TRX', supplier: 'Supplier', status: 'Status', total: 'Total' }, // seed
  perProductColumns: {
    date: 'Tanggal',
    number: 'Kode Transaksi',
    code: 'Kode Produk',
    name: 'Nama Produk',
    supplier: 'Nama Supplier',
    qty: 'Qty',
    price: 'Harga',
    subtotal: 'Subtotal',
  }, // seed: the printout's columns
} as const;

export const SHORTCUT_LABELS = {
  thisMonth: 'Bulan Ini',
  lastMonth: 'Bulan Lalu',
  last90: '3 Bulan Terakhir',
  thisYear: 'Tahun Ini',
  days7: '7 Hari',
  days30: '30 Hari',
  days90: '90 Hari',
} as const;
