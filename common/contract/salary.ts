import { blankAsMissing, integerField, isoDateField } from './fields';
import { PAYROLL_KINDS, PAYROLL_STATUSES, SALARY_BASES, THR_HOLIDAY_LABELS, THR_HOLIDAYS } from '../salary';
import { NO_CONTRIBUTIONS } from '../statutory/bpjs';
import { PTKP_STATUSES } from '../statutory/pph21';
import { STATUTORY_RATE_KEYS } from '../statutory/rates';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse, statusOk } from './list';
import { z } from './zod';

/**
 * Payroll (Gaji, issue 17 section 2) under /api/salary: runs per period and divisions (draft →
 * final, reopen by the superadmin), their lines, the payslips, the recap and the transfer list.
 * The pay rules live in common/salary.ts. Every call needs Sallary module access (an Employee-only
 * user gets 403); writes (add, recompute, final, delete) need role admin or the superadmin
 * (PAYROLL_WRITE_FORBIDDEN), reopen the superadmin only (PAYROLL_REOPEN_FORBIDDEN), checked in
 * server/salary/payroll since the access kinds do not combine.
 */

const access = { kind: 'module', module: 'salary' } as const;

// ─── Texts ─────────────────────────────────────────────────────────────────────────────────────

export const PAYROLL_WRITE_FORBIDDEN = 'Hanya admin yang dapat mengubah penggajian.';
export const PAYROLL_REOPEN_FORBIDDEN = 'Hanya superadmin yang dapat membuka kembali penggajian final.';
export const PAYROLL_MISSING = 'Data penggajian tidak ditemukan';
export const PAYROLL_EMPLOYEE_MISSING = 'Karyawan tidak ada dalam penggajian ini';
export const PAYROLL_NOT_DRAFT = 'Penggajian sudah final: tidak dapat diubah';
export const PAYROLL_NOT_FINAL = 'Penggajian belum final';
export const PAYROLL_NO_DIVISIONS = 'Pilih minimal satu divisi';
export const PAYROLL_DIVISION_MISSING = 'Divisi tidak ditemukan';
/** 409 naming the division already paid in another run of the same period. */
export const payrollDivisionTaken = (division: string, period: string) => `Divisi ${division} sudah ada dalam penggajian periode ${period}`;
/** 400 on `divisions` when a division's salary status does not belong to the run's kind. */
export const payrollDivisionWrongKind = (division: string, kindLabel: string) => `Divisi ${division} bukan divisi ${kindLabel}`;
/** 409 on 'Final' when a line's net is below zero, naming the employees. */
export const payrollNegativeNet = (names: readonly string[]) =>
  `Gaji bersih negatif untuk ${names.join(', ')}: periksa potongan sebelum final`;
/** 409 on 'Final' when another run finalised with one of the same incentives/deductions a moment earlier. */
export const PAYROLL_ITEMS_TAKEN = 'Sebagian tambahan/potongan baru saja dipakai penggajian lain: muat ulang lalu final lagi';
export const PAYROLL_NO_EMPLOYEES = 'Tidak ada karyawan aktif di divisi yang dipilih';
/** An employee and the final run that already paid them for the period (issue 25: paid once). */
export interface PaidElsewhereRef {
  name: string;
  run_label: string;
}
const paidList = (paid: readonly PaidElsewhereRef[]) => paid.map((p) => `${p.name} (${p.run_label})`).join(', ');
/** 409 on 'Buat Penggajian' when everyone the run would pay was already paid for the period. */
export const payrollAllPaid = (paid: readonly PaidElsewhereRef[], thrWithoutHoliday: boolean) =>
  `Semua karyawan sudah dibayar untuk periode ini: ${paidList(paid)}` +
  (thrWithoutHoliday ? `. THR kedua dalam setahun harus menyebut hari rayanya (${Object.values(THR_HOLIDAY_LABELS).join(', ')})` : '');
/** 409 on 'Final' when a line of the draft was paid by another run in the meantime. */
export const payrollPaidElsewhere = (paid: readonly PaidElsewhereRef[]) =>
  `Sudah dibayar oleh penggajian lain: ${paidList(paid)}. Tekan Hitung Ulang untuk mengeluarkannya, lalu final lagi`;
export const PAYROLL_HOLIDAY_ONLY_THR = 'Hari raya hanya untuk penggajian THR';
export const PAYROLL_REASON_REQUIRED = 'Alasan wajib diisi';
/** Transfer list group of employees without an account. */
export const PAYROLL_NO_ACCOUNT = 'Tanpa Rekening';

/** Column and field labels the screens, the PDFs and the Excel share. */
export const PAYROLL_FIELD_LABELS = {
  days_worked: 'Hari Kerja',
  worked_amount: 'Upah Hari Kerja',
  overtime_minutes: 'Menit Lembur',
  overtime_amount: 'Lembur',
  leave_days: 'Hari Cuti/Izin/Sakit',
  paid_leave_days: 'Cuti Dibayar (hari)',
  leave_amount: 'Cuti Dibayar',
  holiday_days: 'Hari Libur',
  paid_holiday_days: 'Libur Dibayar (hari)',
  holiday_amount: 'Libur Dibayar',
  absent_days: 'Alpa',
  work_days: 'Hari Kerja Terjadwal',
  incentives_total: 'Tambahan',
  deductions_total: 'Potongan',
  thr_amount: 'THR',
  thr_months: 'Masa Kerja (bulan)',
  thr_basis: 'Upah Sebulan',
  gross: 'Gaji Kotor',
  bpjs_wage: 'Upah BPJS',
  jht_employee: 'JHT (karyawan)',
  jht_employer: 'JHT (perusahaan)',
  jp_employee: 'JP (karyawan)',
  jp_employer: 'JP (perusahaan)',
  jkk_employer: 'JKK (perusahaan)',
  jkm_employer: 'JKM (perusahaan)',
  kes_employee: 'BPJS Kesehatan (karyawan)',
  kes_employer: 'BPJS Kesehatan (perusahaan)',
  bpjs_employee_total: 'BPJS Karyawan',
  bpjs_employer_total: 'BPJS Perusahaan',
  tax_gross: 'Bruto PPh 21',
  tax_rate_bp: 'Tarif PPh 21',
  pph21: 'PPh 21',
  net: 'Gaji Bersih',
  daily_salary: 'Upah Harian',
  overtime_rate: 'Tarif Lembur / jam',
  dayoff: 'Jatah Cuti / bulan',
  karyawan: 'Karyawan',
} as const;
export type PayrollFieldKey = keyof typeof PAYROLL_FIELD_LABELS;

// ─── Rows ──────────────────────────────────────────────────────────────────────────────────────

const ref = z.object({ id: z.string(), name: z.string() });

export const payrollDivisionRef = ref.extend({
  /** Division salary status: 1 Bulanan, 2 Mingguan, 3 Harian. */
  salary: z.number().int(),
});
export type PayrollDivisionRef = z.infer<typeof payrollDivisionRef>;

/** A run in the list and the detail's header. */
export const payrollRunRow = z.object({
  id: z.string(),
  kind: z.enum(PAYROLL_KINDS),
  /** YYYY-MM-DD, both included. */
  period_start: z.string(),
  period_end: z.string(),
  /** 'November 2026' or '23 Nov – 29 Nov 2026' (payrollPeriodLabel). */
  period_label: z.string(),
  divisions: z.array(payrollDivisionRef),
  status: z.enum(PAYROLL_STATUSES),
  /** Employees in the stored lines. */
  employees: z.number().int(),
  /** Sum of the stored lines' net, rupiah. */
  total_net: z.number().int(),
  /** When the stored figures were last computed (add, recompute, reopen). ISO 8601. */
  computed_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  /** Set while final. */
  finalized_at: z.string().nullable(),
  finalized_by: z.string().nullable(),
  /** The reason of the last reopen, if it was ever reopened. */
  reopened_at: z.string().nullable(),
  reopened_by: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  /** A THR run's religious holiday; null for other kinds and for the year's THR without one. */
  thr_holiday: z.enum(THR_HOLIDAYS).nullable(),
});
export type PayrollRunRow = z.infer<typeof payrollRunRow>;

export const payrollItemRow = z.object({ id: z.string(), name: z.string(), nominal: z.number().int() });
export type PayrollItemRow = z.infer<typeof payrollItemRow>;

export const PPH21_METHODS = ['ter_bulanan', 'ter_harian', 'desember', 'tidak_dipotong'] as const;
export type Pph21Method = (typeof PPH21_METHODS)[number];
export const PPH21_METHOD_LABELS: Record<Pph21Method, string> = {
  ter_bulanan: 'TER bulanan',
  ter_harian: 'TER harian',
  desember: 'Masa pajak terakhir (Pasal 17)',
  tidak_dipotong: 'Tidak dipotong',
};

/**
 * The rates a line was computed with (issue 18): each statutory rate in force on the period's
 * first day, the company's JKK class and whether BPJS/PPh 21 were on. Frozen with a final line.
 */
export const statutorySnapshot = z.object({
  rates: z.partialRecord(z.enum(STATUTORY_RATE_KEYS), z.number().int().nullable()),
  jkk_risk_class: z.number().int(),
  /** The programmes of the company and the employee both (what was charged). */
  programmes: z.array(z.string()),
  withhold_pph21: z.boolean(),
});
export type StatutorySnapshot = z.infer<typeof statutorySnapshot>;

/**
 * A line's statutory part (issue 18; law in common/statutory/). Contributions and PPh 21 are
 * those of THIS run: month-to-date figures less what earlier final runs of the same tax month
 * already took, so weekly runs and a THR run of a month together charge what the month owes.
 */
const statutoryLineFields = {
  /** The employee's tax identity when computed. */
  nik: z.string(),
  npwp: z.string(),
  bpjs_tk_number: z.string(),
  bpjs_kes_number: z.string(),
  ptkp_status: z.enum(PTKP_STATUSES),
  permanent: z.boolean(),
  /** NPWP or NIK present: otherwise PPh 21 is 20 % higher. */
  has_tax_id: z.boolean(),
  joined_on: z.string().nullable(),
  /** 'flat' (the employee's overtime rate) or 'statute' (PP 35/2021), by the division. */
  overtime_rule: z.enum(['flat', 'statute']),
  /** THR runs: whole months of service, the month's wage it is a share of, the amount. */
  thr_months: z.number().int(),
  thr_basis: z.number().int(),
  thr_amount: z.number().int(),
  /** The wage BPJS contributions are on in this run (worked, leave and holiday pay; no overtime, incentives or THR). */
  bpjs_wage: z.number().int(),
  jht_employee: z.number().int(),
  jht_employer: z.number().int(),
  jp_employee: z.number().int(),
  jp_employer: z.number().int(),
  jkk_employer: z.number().int(),
  jkm_employer: z.number().int(),
  kes_employee: z.number().int(),
  kes_employer: z.number().int(),
  bpjs_employee_total: z.number().int(),
  bpjs_employer_total: z.number().int(),
  /** PPh 21 gross of this run: gross pay + the employer's JKK, JKM and health premiums. */
  tax_gross: z.number().int(),
  pph21_method: z.enum(PPH21_METHODS),
  ter_category: z.enum(['A', 'B', 'C']).nullable(),
  /** The TER used (bp; 0 for the December reconciliation or no tax). */
  tax_rate_bp: z.number().int(),
  /** Withheld in this run (December: may be negative, an over-withholding returned). */
  pph21: z.number().int(),
  statutory: statutorySnapshot,
};

/** One employee's line: the rates it was computed with and every figure (common/salary.ts). */
export const payrollLineRow = z.object({
  employee_id: z.string(),
  idk: z.number().int(),
  name: z.string(),
  division: payrollDivisionRef,
  position: z.string(),
  /** Rates copied from the employee record when computed. */
  daily_salary: z.number().int(),
  overtime_rate: z.number().int(),
  dayoff: z.number().int(),
  work_days: z.number().int(),
  days_worked: z.number().int(),
  worked_amount: z.number().int(),
  overtime_minutes: z.number().int(),
  /** Overtime still waiting for an admin's approval (issue 25): not paid, said beside a '0 jam'. */
  overtime_pending_minutes: z.number().int(),
  overtime_amount: z.number().int(),
  leave_days: z.number().int(),
  paid_leave_days: z.number().int(),
  leave_amount: z.number().int(),
  holiday_days: z.number().int(),
  paid_holiday_days: z.number().int(),
  holiday_amount: z.number().int(),
  absent_days: z.number().int(),
  /** Issue 25: 'bulanan' pays gaji pokok + tunjangan tetap (worked_amount, prorated by prorate_days / prorate_of), less absence_amount. */
  salary_basis: z.enum(SALARY_BASES),
  monthly_wage: z.number().int(),
  fixed_allowance: z.number().int(),
  prorate_days: z.number().int(),
  prorate_of: z.number().int(),
  absence_amount: z.number().int(),
  incentives: z.array(payrollItemRow),
  deductions: z.array(payrollItemRow),
  incentives_total: z.number().int(),
  deductions_total: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  /** The employee's bank account (frozen with the line once final). */
  bank: ref.nullable(),
  account_number: z.string(),
  account_holder: z.string(),
  ...statutoryLineFields,
});
export type PayrollLineRow = z.infer<typeof payrollLineRow>;
export type PayrollStatutoryPart = Pick<PayrollLineRow, keyof typeof statutoryLineFields>;

/**
 * A line's statutory part when nothing statutory applies: what lines stored before issue 18 read
 * as (spread under the stored figures), and the start of every computation.
 */
export const EMPTY_STATUTORY_PART: PayrollStatutoryPart = {
  nik: '',
  npwp: '',
  bpjs_tk_number: '',
  bpjs_kes_number: '',
  ptkp_status: 'TK/0',
  permanent: true,
  has_tax_id: false,
  joined_on: null,
  overtime_rule: 'flat',
  thr_months: 0,
  thr_basis: 0,
  thr_amount: 0,
  bpjs_wage: 0,
  ...NO_CONTRIBUTIONS,
  bpjs_employee_total: 0,
  bpjs_employer_total: 0,
  tax_gross: 0,
  pph21_method: 'tidak_dipotong',
  ter_category: null,
  tax_rate_bp: 0,
  pph21: 0,
  statutory: { rates: {}, jkk_risk_class: 1, programmes: [], withhold_pph21: false },
};

export const payrollTotals = z.object({
  employees: z.number().int(),
  worked_amount: z.number().int(),
  overtime_amount: z.number().int(),
  leave_amount: z.number().int(),
  holiday_amount: z.number().int(),
  incentives_total: z.number().int(),
  deductions_total: z.number().int(),
  thr_amount: z.number().int(),
  bpjs_employee_total: z.number().int(),
  bpjs_employer_total: z.number().int(),
  pph21: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
});
export type PayrollTotals = z.infer<typeof payrollTotals>;

/**
 * A difference between a draft's stored figures and its recomputation: per employee and field.
 * `field` is a PayrollFieldKey (a figure of the line, or a rate: daily_salary, overtime_rate, dayoff);
 * 'karyawan': the employee joined (before null, after = net) or left (before = net, after null) the run.
 */
export const payrollChange = z.object({
  employee_id: z.string(),
  name: z.string(),
  field: z.string(),
  label: z.string(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
});
export type PayrollChange = z.infer<typeof payrollChange>;

export const payrollRunDetail = payrollRunRow.extend({
  /** For a draft: computed now from attendance and salary rows; for a final run: the frozen lines. Sorted by division, then name. */
  lines: z.array(payrollLineRow),
  /** Per division of the run, in the order of `divisions`. */
  division_totals: z.array(payrollTotals.extend({ division: payrollDivisionRef })),
  totals: payrollTotals,
  /** Draft only: what differs from the stored figures (empty when up to date, always empty once final). */
  changes: z.array(payrollChange),
  /**
   * Draft only: employees of the run's divisions left out because another final run already paid
   * them for this period (moved from another division, or a THR already paid this year).
   */
  paid_elsewhere: z.array(z.object({ employee_id: z.string(), name: z.string(), run_id: z.string(), run_label: z.string() })),
  /** Draft only: lines to look at before 'Final' (payrollOutliers: a net below zero or above 3× the division's median). */
  outliers: z.array(
    z.object({ employee_id: z.string(), name: z.string(), division: z.string(), net: z.number().int(), median: z.number().int(), reason: z.enum(['negative', 'high']) }),
  ),
});
export type PayrollRunDetail = z.infer<typeof payrollRunDetail>;

/** A division a new run of the kind may pay, with its active employees and the run already paying it in the period. */
export const payrollDivisionChoice = payrollDivisionRef.extend({
  employees: z.number().int(),
  /** The run of the asked period that already pays this division, else null. */
  run_id: z.string().nullable(),
});
export type PayrollDivisionChoice = z.infer<typeof payrollDivisionChoice>;

// ─── Inputs ────────────────────────────────────────────────────────────────────────────────────



const kindField = z.enum(PAYROLL_KINDS, { message: "Jenis penggajian harus 'bulanan', 'mingguan' atau 'thr'" });

/**
 * POST run/add: a draft for `kind`, the period starting `period_start` (the 1st of the month for
 * 'bulanan', a Monday for 'mingguan', the pay date for 'thr') and the divisions it pays (of the
 * kind's salary status).
 */
export const payrollRunAddBody = z.object({
  kind: kindField,
  period_start: isoDateField('Periode'),
  divisions: z.array(z.uuid({ message: PAYROLL_DIVISION_MISSING }), { message: PAYROLL_NO_DIVISIONS }).min(1, { message: PAYROLL_NO_DIVISIONS }).max(200),
  /** THR only: the religious holiday it is for; without one it is the year's THR (a second one in the year must name its holiday). */
  holiday: z.preprocess(blankAsMissing, z.enum(THR_HOLIDAYS, { message: `Hari raya harus salah satu dari: ${THR_HOLIDAYS.join(', ')}` }).optional()),
});
export type PayrollRunAddBody = z.input<typeof payrollRunAddBody>;

export const payrollReopenBody = z.object({
  reason: z
    .string({ message: PAYROLL_REASON_REQUIRED })
    .trim()
    .min(1, { message: PAYROLL_REASON_REQUIRED })
    .max(500, { message: 'Alasan maksimal 500 karakter' }),
});

export const PAYROLL_PAGE_SIZE = 10;
export const PAYROLL_DEFAULT_SORT = 'period_start|desc';
export const PAYROLL_SORT_KEYS = ['period_start', 'kind', 'status', 'total_net', 'employees', 'created_at'] as const;

export const payrollListQuery = listQueryFor(PAYROLL_PAGE_SIZE).extend({
  kind: z.preprocess(blankAsMissing, kindField.optional()),
  status: z.preprocess(blankAsMissing, z.enum(PAYROLL_STATUSES, { message: 'Status tidak dikenal' }).optional()),
  /** Runs whose period starts in this year. */
  year: z.preprocess(blankAsMissing, integerField('Tahun', { min: 2000, max: 2100, messages: 'Tahun tidak valid' }).optional()),
});
export type PayrollListQuery = z.input<typeof payrollListQuery>;

export const payrollDivisionsQuery = z.object({
  kind: kindField,
  /** With it, each division names the run that already pays it in that period. */
  period_start: z.preprocess(blankAsMissing, isoDateField('Periode').optional()),
});

export const payrollIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
export const payrollSlipParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }), employeeId: z.uuid({ message: 'Id karyawan tidak valid' }) });
export const payrollTransferQuery = z.object({ format: z.enum(['xlsx', 'pdf'], { message: "format harus 'xlsx' atau 'pdf'" }).default('xlsx') });

const savedRun = z.object({ status: z.literal('ok'), data: payrollRunRow });

// ─── Endpoints ─────────────────────────────────────────────────────────────────────────────────

export const payrollEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/all',
    summary:
      "Daftar Penggajian (10 per halaman, sort default 'period_start|desc'; sort: period_start, kind, status, total_net, employees, created_at). Filter: filter (nama divisi), kind (bulanan|mingguan), status (draft|final), year",
    access,
    query: payrollListQuery,
    response: listResponse(payrollRunRow),
  }),
  divisions: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/divisions',
    summary:
      "Divisi yang dibayar penggajian jenis ini (bulanan: status gaji Bulanan; mingguan: Mingguan dan Harian) dengan jumlah karyawan aktif; dengan period_start: run_id penggajian periode itu yang sudah memuat divisi tersebut",
    access,
    query: payrollDivisionsQuery,
    response: z.object({ data: z.array(payrollDivisionChoice) }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/salary/run/add',
    summary:
      "Buat penggajian draft (admin/superadmin): {kind, period_start (tanggal 1 untuk bulanan, hari Senin untuk mingguan, tanggal bayar untuk thr), divisions, holiday (thr saja: idul_fitri|natal|nyepi|waisak|imlek)}; dihitung dari absensi dan data gaji. Karyawan yang sudah dibayar penggajian final lain untuk periode yang sama (bulan, minggu, THR hari raya yang sama dalam setahun) tidak dimasukkan. 409 bila divisi sudah ada dalam penggajian periode yang sama, atau bila semua karyawannya sudah dibayar (pesan menyebut karyawan dan penggajiannya)",
    access,
    body: payrollRunAddBody,
    response: savedRun,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/get/:id',
    summary:
      'Detail penggajian dengan baris per karyawan dan total per divisi. Draft: dihitung ulang saat ini, changes = perbedaan dari angka tersimpan per karyawan dan kolom. Final: angka yang dibekukan',
    access,
    params: payrollIdParams,
    response: z.object({ data: payrollRunDetail }),
  }),
  recompute: defineEndpoint({
    method: 'PUT',
    path: '/api/salary/run/recompute/:id',
    summary: "'Hitung Ulang' (admin/superadmin): simpan hasil hitung ulang draft. 409 bila sudah final",
    access,
    params: payrollIdParams,
    response: savedRun,
  }),
  final: defineEndpoint({
    method: 'PUT',
    path: '/api/salary/run/final/:id',
    summary:
      "'Final' (admin/superadmin): hitung ulang, bekukan semua angka, tandai tambahan/potongan terpakai; tercatat di audit. 409 bila sudah final, ada gaji bersih negatif, atau karyawan di draft ini sudah dibayar penggajian final lain untuk periode yang sama (pesan menyebut karyawan dan penggajiannya)",
    access,
    params: payrollIdParams,
    response: savedRun,
  }),
  reopen: defineEndpoint({
    method: 'PUT',
    path: '/api/salary/run/reopen/:id',
    summary: "'Buka Kembali' (superadmin saja): {reason} wajib; kembali ke draft, tambahan/potongan dilepas; tercatat di audit. 409 bila belum final",
    access,
    params: payrollIdParams,
    body: payrollReopenBody,
    response: savedRun,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/salary/run/delete/:id',
    summary: 'Hapus penggajian draft (admin/superadmin). 409 bila final',
    access,
    params: payrollIdParams,
    response: statusOk,
  }),
  slip: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/slip/:id/:employeeId',
    summary: "PDF 'Slip Gaji' seorang karyawan (setengah halaman A4, bagian atas), dengan kop perusahaan, rincian, gaji bersih dan terbilang",
    access,
    params: payrollSlipParams,
    response: z.unknown(),
  }),
  slips: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/slips/:id',
    summary: "PDF 'Slip Gaji' semua karyawan penggajian, dua slip per halaman A4",
    access,
    params: payrollIdParams,
    response: z.unknown(),
  }),
  recap: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/recap/:id',
    summary: "PDF 'Rekap Gaji' (A4 landscape): baris per karyawan, total per divisi dan total keseluruhan",
    access,
    params: payrollIdParams,
    response: z.unknown(),
  }),
  recapExcel: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/recap-excel/:id',
    summary: "Excel (xlsx) 'Rekap Gaji': baris per karyawan, total per divisi dan total keseluruhan",
    access,
    params: payrollIdParams,
    response: z.unknown(),
  }),
  transfer: defineEndpoint({
    method: 'GET',
    path: '/api/salary/run/transfer/:id',
    summary: "Daftar transfer per bank (nomor rekening, atas nama, jumlah, subtotal per bank; tanpa rekening di 'Tanpa Rekening'): format=xlsx (default) atau pdf",
    access,
    params: payrollIdParams,
    query: payrollTransferQuery,
    response: z.unknown(),
  }),
} as const;
