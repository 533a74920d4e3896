import { EMPLOYEE_PAY_FIELD_LABELS } from '../../../../common/contract/employee';
import { MASTER_TEXTS } from '../../shell/master/texts';

/**
 * Texts of the Karyawan screen (seed 000 section 2 item 5, sections 5 and 8). Exact seed strings
 * are marked "seed"; the rest follow the master screens' wording.
 */
export const KARYAWAN_TEXTS = {
  menu: 'Karyawan',
  formTitle: 'Tambah Karyawan', // seed
  editTitle: 'Edit Karyawan',
  searchPlaceholder: 'Cari karyawan...',
  /** The list's column filters and export (issue 27 §5). */
  listTitle: 'Daftar Karyawan',
  filterDivision: 'Filter divisi',
  allDivisions: 'Semua Divisi',
  filterPosition: 'Filter jabatan',
  allPositions: 'Semua Jabatan',
  filterStatus: 'Filter status',
  allStatuses: 'Semua Status',
  excel: 'Excel',
  excelBusy: 'Mengunduh...',
  excelFailed: 'Daftar karyawan tidak dapat diekspor',
  excelFile: (day: string) => `karyawan-${day}.xlsx`,
  /** Beside the name of an employee whose Tanggal Keluar has passed. */
  leftTag: 'Keluar',

  sections: {
    personal: 'Data Pribadi', // seed
    salary: 'Data Gaji', // seed
    placement: 'Pilih Jabatan / Division', // seed
    meal: 'Data Makan', // seed
    statutory: 'Pajak & BPJS',
    /** Without Sallary the tax and BPJS section keeps only the employment dates. */
    employment: 'Masa Kerja',
  },
  permanentLabel: (permanent: boolean) => (permanent ? 'Tetap' : 'Tidak Tetap'),
  noProgrammes: 'Tidak ikut program BPJS',
  pickImage: 'Pilih Gambar', // seed
  labels: {
    firstname: 'Nama Depan',
    lastname: 'Nama Belakang',
    email: 'Email',
    phone: 'Telepon',
    identity_number: 'No. KTP',
    street: 'Alamat',
    village: 'Kelurahan',
    district: 'Kecamatan',
    city: 'Kota',
    postal_code: 'Kode Pos',
    dname: 'Division',
    pname: 'Jabatan',
    makan_status: 'Status Makan',
    joined_on: 'Tanggal Masuk',
    left_on: 'Tanggal Keluar',
    // Gaji Harian … Program BPJS: the contract's labels, which the server's 403 names too.
    ...EMPLOYEE_PAY_FIELD_LABELS,
  },

  columns: { name: 'Nama', position: 'Jabatan', division: 'Divisi', phone: 'Telp.' }, // seed
  addIncentive: 'Tambah Gaji Intensif',
  addDeduction: 'Tambah Potongan Gaji',
  openDetail: (name: string) => `Lihat detail ${name}`,

  detailTitle: 'Detail Informasi', // seed
  idk: 'No. Karyawan',
  name: 'Nama',
  ktp: 'No. KTP',
  email: 'Email',
  phone: 'Telepon',
  address: 'Alamat',
  placement: 'Jabatan / Divisi',
  dailySalary: 'Gaji Harian',
  salaryBasis: 'Dasar Gaji',
  monthlyPay: 'Gaji Bulanan',
  monthlyPayValue: (wage: string, allowance: string) => `${wage} pokok + ${allowance} tunjangan tetap`,
  /** Beside a daily rate (issue 25): what it makes in a month of 21 work days. */
  dailyRateMonthly: (month: string) => `≈ ${month} sebulan (21 hari kerja)`,
  dailyRateWarning: (rate: string, month: string) => `Gaji harian ${rate} berarti sekitar ${month} sebulan. Apakah ini gaji sebulan? Pilih Dasar Gaji 'Bulanan' untuk gaji bulanan.`,
  monthlyWageWarning: (month: string) => `Gaji bulanan ${month} jauh di atas biasanya. Periksa kembali jumlah nol-nya.`,
  payWarningTitle: 'Periksa Data Gaji',
  payWarningConfirm: 'Tetap Simpan',
  payWarningCancel: 'Periksa Lagi',
  overtimePay: 'Uang Lembur',
  dayoff: 'Hari Libur',
  dayoffValue: (days: number) => `${days} hari`,
  account: 'Rekening Gaji',
  /** An incentive or deduction a final payroll run paid (issue 17): it is not paid again. */
  paidIn: (period: string) => `Dibayar ${period}`,
  /** Under a list with a paid item (issue 24): its edit and delete are off, as the server refuses them (409). */
  paidNote: 'Item yang sudah dibayar tidak dapat diubah atau dihapus; untuk mengoreksinya, tambahkan item baru.',
  meal: 'Status Makan',
  statutoryTitle: 'Pajak & BPJS',
  incentives: 'Gaji Intensif',
  deductions: 'Potongan Gaji',
  noIncentives: 'Tidak Ada Data Intensif Gaji', // seed (the deduction text's counterpart)
  noDeductions: 'Tidak Ada Data Potongan Gaji', // seed
  total: 'Total',
  add: 'Tambah',
  close: 'Tutup',

  incentiveDialog: 'Input Gaji Intensif', // seed
  deductionDialog: 'Input Potongan Gaji', // seed
  nominal: 'Nominal',
  description: 'Keterangan',
  addRow: 'Tambah Baris',
  removeRow: (n: number) => `Hapus baris ${n}`,
  completeRows: 'Lengkapi dulu data anda', // seed

  number: MASTER_TEXTS.number,
  actions: MASTER_TEXTS.actions,
  edit: MASTER_TEXTS.edit,
  delete: MASTER_TEXTS.delete,
  save: MASTER_TEXTS.save,
  saving: MASTER_TEXTS.saving,
  cancel: MASTER_TEXTS.cancel,
  loadFailed: MASTER_TEXTS.loadFailed,
  retry: MASTER_TEXTS.retry,
} as const;
