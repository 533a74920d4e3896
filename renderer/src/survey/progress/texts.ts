import { PROGRESS_DONE, WAITING_ADMIN, WAITING_SATPAM } from '../../../../common/contract/project';

/**
 * 'Progress Pekerjaan' texts (seed 001 section 2 'Survey and project screens' 3, section 4
 * 'Outgoing goods authorisation' and 'Progress wizard'). Seed strings are marked "seed".
 */
export const PROGRESS_TEXTS = {
  title: 'Progress Pekerjaan', // seed
  search: 'Cari project...',
  tableLabel: 'Daftar progress pekerjaan',
  columns: { project: 'Nama Proyek', executor: 'Pelaksana', exitDate: 'Tanggal Keluar', purpose: 'Tujuan', state: 'Status' },
  waitingAdmin: WAITING_ADMIN, // seed
  waitingSatpam: WAITING_SATPAM, // seed
  stateWaiting: 'Diproses',
  stateReleased: 'Barang keluar',
  releasedOn: (day: string) => `Keluar ${day}`,
  addProgress: 'Tambah Progress', // seed
  printReport: 'Cetak Laporan', // seed
  leftovers: 'Barang Sisa',
  addProgressOf: (name: string) => `Tambah Progress ${name}`,
  printReportOf: (name: string) => `Cetak Laporan ${name}`,
  leftoversOf: (name: string) => `Barang Sisa ${name}`,
  executorDeleted: '(karyawan sudah dihapus)',

  // 'Tambah Progress'
  wizardTitle: (name: string) => `Tambah Progress: ${name}`,
  location: 'Lokasi',
  pickLocation: 'Pilih lokasi pekerjaan',
  pickLocationHint: 'Pilih lokasi survey, lalu unggah dua foto untuk tiap tahap: 0%, 50% dan 100%.',
  noLocations: 'Survey project ini tidak memiliki lokasi.',
  stepOf: (label: string) => `Progress ${label}`,
  stepDone: 'selesai',
  stepsLabel: 'Tahap progress',
  image: (n: number) => `Gambar ${n}`,
  pickImage: 'Pilih Gambar', // seed
  replaceImage: 'Ganti Gambar',
  uploading: 'Mengunggah...',
  noImage: 'Belum ada gambar',
  imageHint: 'JPG, PNG atau GIF; dikompres sebelum diunggah.',
  bothImages: 'Unggah dua gambar untuk melanjutkan.',
  back: 'Kembali',
  next: 'Lanjut',
  finish: 'Selesai',
  saving: 'Menyimpan...',
  finishing: 'Menyimpan progress 100%...',
  progressDone: PROGRESS_DONE, // seed
  progressDoneAt: (location: string) => `Semua tahap progress lokasi ${location} sudah tersimpan.`,
  ok: 'OK',
  close: 'Tutup',

  // 'Cetak Laporan'
  reportFailed: 'Gagal Cetak Laporan',
  reportFile: (name: string) => `laporan-project-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'project'}.pdf`,

  // 'Barang Sisa'
  leftoverTitle: (name: string) => `Barang Sisa: ${name}`,
  leftoverIntro: 'Barang proyek yang kembali masuk ke warehouse (paling banyak yang keluar dikurangi yang sudah kembali).',
  leftoverColumns: { product: 'Produk', released: 'Keluar', returned: 'Sudah Kembali', returnable: 'Boleh Kembali', qty: 'Jumlah Kembali' },
  leftoverTable: 'Barang sisa project',
  qtyOf: (product: string) => `Jumlah kembali ${product}`,
  unitOf: (unit: string) => `Satuan: ${unit || '-'}`,
  warehouse: 'Warehouse',
  keterangan: 'Keterangan',
  nothingReturnable: 'Semua barang project ini sudah kembali.',
  noneReleased: 'Belum ada barang keluar untuk project ini.',
  leftoverEmpty: 'Isi jumlah kembali minimal satu barang.',
  leftoverTooMany: (product: string, max: number) => `${product}: paling banyak ${max}`,
  warehouseRequired: 'Warehouse wajib dipilih',
  warehousesFailed: 'Daftar warehouse tidak dapat dimuat',
  save: 'Simpan', // seed
  saved: 'Berhasil Simpan Data', // seed
  saveFailed: 'Gagal Simpan Data', // seed
  cancel: 'Batal',

  loadFailed: 'Gagal memuat project',
  retry: 'Coba lagi',
} as const;
