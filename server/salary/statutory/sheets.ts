import { PPH21_METHOD_LABELS, type PayrollLineRow, type Pph21Method } from '../../../common/contract/salary';
import type { StatutorySettings } from '../../../common/contract/statutory';
import { monthEnd } from '../../../common/calendar';
import { a1Figures, bpjsRatesUsed, bpjsRecapEmployees, type BpjsAmountKey, type BpjsRecapEmployee, type TaxMonthLine } from '../../../common/print/statutory';
import { basisPointsText } from '../../../common/statutory/rates';
import type { XlsxColumn, XlsxRow, XlsxSheet } from '../../print/xlsx';

/**
 * The Excel files the office sends each month (issue 18), as pure sheet builders over the month's
 * frozen lines: 'Rekap Iuran BPJS' and the e-Bupot 21 list. Layouts and their versions:
 * server/salary/statutory/README.md.
 */

// ─── Rekap Iuran BPJS ──────────────────────────────────────────────────────────────────────────

/** A contribution's column: its key, the header's words around the rate, and whether the employer pays it. */
interface BpjsColumnSpec {
  key: BpjsAmountKey;
  name: string;
  side: 'perusahaan' | 'karyawan' | '';
}

const TK_COLUMNS: readonly BpjsColumnSpec[] = [
  { key: 'jht_employer', name: 'JHT', side: 'perusahaan' },
  { key: 'jht_employee', name: 'JHT', side: 'karyawan' },
  { key: 'jp_employer', name: 'JP', side: 'perusahaan' },
  { key: 'jp_employee', name: 'JP', side: 'karyawan' },
  { key: 'jkk_employer', name: 'JKK', side: '' },
  { key: 'jkm_employer', name: 'JKM', side: '' },
];
const KES_COLUMNS: readonly BpjsColumnSpec[] = [
  { key: 'kes_employer', name: 'Kesehatan', side: 'perusahaan' },
  { key: 'kes_employee', name: 'Kesehatan', side: 'karyawan' },
];
const EMPLOYEE_KEYS: ReadonlySet<BpjsAmountKey> = new Set(['jht_employee', 'jp_employee', 'kes_employee']);

/** 'JHT 3,7% perusahaan' when every line agrees on the rate, else 'JHT perusahaan'. */
export function bpjsColumnHeader(spec: Pick<BpjsColumnSpec, 'name' | 'side'>, bp: number | null): string {
  return [spec.name, bp === null ? '' : basisPointsText(bp), spec.side].filter(Boolean).join(' ');
}

export const BPJS_RECAP_TEXTS = {
  tkSheet: 'BPJS Ketenagakerjaan',
  kesSheet: 'BPJS Kesehatan',
  title: (sheet: string, monthLabel: string) => `Rekap Iuran ${sheet} ${monthLabel}`,
  total: 'Total',
} as const;

function bpjsSheet(
  name: string,
  monthLabel: string,
  numberColumn: { header: string; key: 'bpjs_tk_number' | 'bpjs_kes_number' },
  specs: readonly BpjsColumnSpec[],
  employees: readonly BpjsRecapEmployee[],
  rates: Record<BpjsAmountKey, number | null>,
): XlsxSheet {
  const rows = employees.filter((employee) => specs.some((spec) => employee[spec.key] !== 0));
  const employerOf = (row: Record<BpjsAmountKey, number>) => specs.reduce((sum, spec) => sum + (EMPLOYEE_KEYS.has(spec.key) ? 0 : row[spec.key]), 0);
  const employeeOf = (row: Record<BpjsAmountKey, number>) => specs.reduce((sum, spec) => sum + (EMPLOYEE_KEYS.has(spec.key) ? row[spec.key] : 0), 0);
  const columns: XlsxColumn[] = [
    { header: 'No', key: 'no', width: 6, format: 'integer' },
    { header: 'NIK', key: 'nik', width: 19, format: 'text' },
    { header: numberColumn.header, key: 'number', width: 16, format: 'text' },
    { header: 'Nama', key: 'nama', width: 28 },
    { header: 'Upah', key: 'upah', width: 14, format: 'rupiah' },
    ...specs.map((spec): XlsxColumn => ({ header: bpjsColumnHeader(spec, rates[spec.key]), key: spec.key, width: 14, format: 'rupiah' })),
    { header: 'Total perusahaan', key: 'total_perusahaan', width: 15, format: 'rupiah' },
    { header: 'Total karyawan', key: 'total_karyawan', width: 15, format: 'rupiah' },
    { header: 'Total iuran', key: 'total_iuran', width: 15, format: 'rupiah' },
  ];
  const amounts = (row: Record<BpjsAmountKey, number>): XlsxRow => {
    const out: XlsxRow = {};
    for (const spec of specs) out[spec.key] = row[spec.key];
    out['total_perusahaan'] = employerOf(row);
    out['total_karyawan'] = employeeOf(row);
    out['total_iuran'] = employerOf(row) + employeeOf(row);
    return out;
  };
  const total = { upah: 0 } as Record<BpjsAmountKey | 'upah', number>;
  for (const spec of specs) total[spec.key] = 0;
  for (const row of rows) {
    total.upah += row.bpjs_wage;
    for (const spec of specs) total[spec.key] += row[spec.key];
  }
  return {
    name,
    title: BPJS_RECAP_TEXTS.title(name, monthLabel),
    columns,
    rows: rows.map((row, index) => ({ no: index + 1, nik: row.nik, number: row[numberColumn.key], nama: row.name, upah: row.bpjs_wage, ...amounts(row) })),
    totalRow: { nama: BPJS_RECAP_TEXTS.total, upah: total.upah, ...amounts(total) },
  };
}

/** 'Rekap Iuran BPJS': one sheet per agency (each bills its own), one row per employee who paid into it. */
export function bpjsRecapSheets(lines: readonly PayrollLineRow[], monthLabel: string): XlsxSheet[] {
  const employees = bpjsRecapEmployees(lines);
  const rates = bpjsRatesUsed(lines);
  return [
    bpjsSheet(BPJS_RECAP_TEXTS.tkSheet, monthLabel, { header: 'No. KPJ', key: 'bpjs_tk_number' }, TK_COLUMNS, employees, rates),
    bpjsSheet(BPJS_RECAP_TEXTS.kesSheet, monthLabel, { header: 'No. JKN', key: 'bpjs_kes_number' }, KES_COLUMNS, employees, rates),
  ];
}

// ─── e-Bupot 21 ────────────────────────────────────────────────────────────────────────────────

/** Coretax's tax object codes: pegawai tetap, pegawai tidak tetap. */
export const TAX_OBJECT_PERMANENT = '21-100-01';
export const TAX_OBJECT_NON_PERMANENT = '21-100-03';

/** The columns of the Coretax BPMP import (bukti potong bulanan pegawai tetap), in its order. */
export const BPMP_HEADERS = [
  'TaxPeriodMonth',
  'TaxPeriodYear',
  'CounterpartOpt',
  'CounterpartPassport',
  'CounterpartTin',
  'StatusTaxExemption',
  'Position',
  'TaxCertificate',
  'TaxObjectCode',
  'Gross',
  'Rate',
  'IDPlaceOfBusinessActivity',
  'WithholdingDate',
] as const;

/** The columns of the Coretax BP21 import (bukti potong PPh 21 selain pegawai tetap), in its order. */
export const BP21_HEADERS = [
  'TaxPeriodMonth',
  'TaxPeriodYear',
  'CounterpartTin',
  'IDPlaceOfBusinessActivityOfIncomeRecipient',
  'StatusTaxExemption',
  'TaxCertificate',
  'TaxObjectCode',
  'Gross',
  'Deemed',
  'Rate',
  'Document',
  'DocumentNumber',
  'DocumentDate',
  'IDPlaceOfBusinessActivity',
  'WithholdingDate',
] as const;

/** The December (last period) reconciliation of each permanent employee. */
export const BPA1_HEADERS = [
  'No',
  'NPWP/NIK',
  'Nama',
  'Status PTKP',
  'Masa Perolehan',
  'Bruto Setahun',
  'Biaya Jabatan',
  'Iuran Pensiun/JHT',
  'Neto Setahun',
  'PTKP',
  'PKP',
  'PPh 21 Setahun',
  'PPh 21 Dipotong Sebelumnya',
  'PPh 21 Desember',
] as const;

export const EBUPOT_TEXTS = {
  bpmp: 'BPMP',
  bp21: 'BP21',
  bpa1: 'BPA1',
  check: 'Rekap PPh 21',
  checkTitle: (monthLabel: string, npwp: string, nitku: string) =>
    `Rekap PPh 21 ${monthLabel} · NPWP pemotong ${npwp || '(belum diisi)'} · NITKU ${nitku || '(belum diisi)'}`,
  total: 'Total',
} as const;

/**
 * The recipient's tax id as Coretax takes it: the 16-digit NPWP (a 15-digit one with a leading 0,
 * PMK 112/2022), else the NIK.
 */
export function counterpartTin(npwp: string, nik: string): string {
  const digits = npwp.replace(/\D/g, '');
  if (digits.length === 16) return digits;
  if (digits.length === 15) return `0${digits}`;
  return nik;
}

/** A rate in bp as Coretax's percent number: 225 → 2.25. */
const percent = (bp: number) => bp / 100;

/** One employee's month: the runs' figures summed, the last run's method, rate and identity. */
export interface EbupotEmployee {
  line: PayrollLineRow;
  tax_gross: number;
  pph21: number;
  method: Pph21Method;
}

function monthEmployees(lines: readonly PayrollLineRow[]): EbupotEmployee[] {
  const byEmployee = new Map<string, EbupotEmployee>();
  for (const line of lines) {
    const current = byEmployee.get(line.employee_id);
    byEmployee.set(line.employee_id, { line, method: line.pph21_method, tax_gross: (current?.tax_gross ?? 0) + line.tax_gross, pph21: (current?.pph21 ?? 0) + line.pph21 });
  }
  return [...byEmployee.values()]
    .filter((e) => e.method !== 'tidak_dipotong' && (e.tax_gross !== 0 || e.pph21 !== 0))
    .sort((a, b) => a.line.name.localeCompare(b.line.name, 'id') || a.line.employee_id.localeCompare(b.line.employee_id));
}

type EbupotForm = 'BPMP' | 'BP21' | 'BPA1';
const formOf = (e: EbupotEmployee): EbupotForm => (!e.line.permanent ? 'BP21' : e.method === 'desember' ? 'BPA1' : 'BPMP');

export interface EbupotInput {
  /** 'YYYY-MM'. */
  month: string;
  monthLabel: string;
  /** The month's final lines, oldest run first. */
  lines: readonly PayrollLineRow[];
  /** The year's final lines up to this month, for the BPA1 rows. */
  year: readonly TaxMonthLine[];
  settings: Pick<StatutorySettings, 'company_npwp' | 'company_nitku'>;
}

const column = (header: string, format: XlsxColumn['format'], width = Math.max(12, header.length + 2)): XlsxColumn => ({ header, key: header, format, width });

/** e-Bupot 21: BPMP (permanent, Jan–Nov), BP21 (non-permanent), BPA1 (the last period), and a check sheet with the PPh withheld. */
export function ebupotSheets(input: EbupotInput): XlsxSheet[] {
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  const withholdingDate = monthEnd(`${input.month}-01`);
  const employees = monthEmployees(input.lines);
  const of = (form: EbupotForm) => employees.filter((e) => formOf(e) === form);

  const bpmp: XlsxSheet = {
    name: EBUPOT_TEXTS.bpmp,
    columns: BPMP_HEADERS.map((h) => column(h, h === 'Gross' || h === 'TaxPeriodMonth' || h === 'TaxPeriodYear' ? 'integer' : h === 'Rate' ? 'number' : h === 'WithholdingDate' ? 'date' : 'text')),
    rows: of('BPMP').map((e) => ({
      TaxPeriodMonth: month,
      TaxPeriodYear: year,
      CounterpartOpt: 'Resident',
      CounterpartPassport: '',
      CounterpartTin: counterpartTin(e.line.npwp, e.line.nik),
      StatusTaxExemption: e.line.ptkp_status,
      Position: e.line.position,
      TaxCertificate: 'N/A',
      TaxObjectCode: TAX_OBJECT_PERMANENT,
      Gross: e.tax_gross,
      Rate: percent(e.line.tax_rate_bp),
      IDPlaceOfBusinessActivity: input.settings.company_nitku,
      WithholdingDate: withholdingDate,
    })),
  };

  const bp21: XlsxSheet = {
    name: EBUPOT_TEXTS.bp21,
    columns: BP21_HEADERS.map((h) =>
      column(h, h === 'Gross' || h === 'Deemed' || h === 'TaxPeriodMonth' || h === 'TaxPeriodYear' ? 'integer' : h === 'Rate' ? 'number' : h === 'WithholdingDate' ? 'date' : 'text'),
    ),
    rows: of('BP21').map((e) => {
      const tin = counterpartTin(e.line.npwp, e.line.nik);
      return {
        TaxPeriodMonth: month,
        TaxPeriodYear: year,
        CounterpartTin: tin,
        // An individual's NITKU is the 16-digit id followed by 000000.
        IDPlaceOfBusinessActivityOfIncomeRecipient: tin ? `${tin}000000` : '',
        StatusTaxExemption: e.line.ptkp_status,
        TaxCertificate: 'N/A',
        TaxObjectCode: TAX_OBJECT_NON_PERMANENT,
        Gross: e.tax_gross,
        Deemed: 100,
        Rate: percent(e.line.tax_rate_bp),
        Document: '',
        DocumentNumber: '',
        DocumentDate: '',
        IDPlaceOfBusinessActivity: input.settings.company_nitku,
        WithholdingDate: withholdingDate,
      };
    }),
  };

  const sheets: XlsxSheet[] = [bpmp, bp21];
  const reconciled = of('BPA1');
  if (month === 12 || reconciled.length > 0) {
    const rows = reconciled.map((e, index): XlsxRow => {
      const entries = input.year.filter((entry) => entry.line.employee_id === e.line.employee_id && entry.month <= month);
      const figures = a1Figures(entries);
      const before = entries.filter((entry) => entry.month < month).reduce((sum, entry) => sum + entry.line.pph21, 0);
      return {
        No: index + 1,
        'NPWP/NIK': counterpartTin(e.line.npwp, e.line.nik),
        Nama: e.line.name,
        'Status PTKP': figures.ptkp_status,
        'Masa Perolehan': `${String(figures.first_month).padStart(2, '0')}-${String(figures.last_month).padStart(2, '0')}/${year}`,
        'Bruto Setahun': figures.gross,
        'Biaya Jabatan': figures.position_cost,
        'Iuran Pensiun/JHT': figures.pension,
        'Neto Setahun': figures.net_year,
        PTKP: figures.ptkp,
        PKP: figures.taxable,
        'PPh 21 Setahun': figures.tax_due,
        'PPh 21 Dipotong Sebelumnya': before,
        'PPh 21 Desember': e.pph21,
      };
    });
    const amountKeys = BPA1_HEADERS.slice(5);
    const totalRow: XlsxRow = { Nama: EBUPOT_TEXTS.total };
    for (const key of amountKeys) totalRow[key] = rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
    sheets.push({
      name: EBUPOT_TEXTS.bpa1,
      columns: BPA1_HEADERS.map((h, index) => column(h, h === 'No' ? 'integer' : index >= 5 ? 'rupiah' : 'text', h === 'Nama' ? 28 : undefined)),
      rows,
      totalRow,
    });
  }

  sheets.push({
    name: EBUPOT_TEXTS.check,
    title: EBUPOT_TEXTS.checkTitle(input.monthLabel, input.settings.company_npwp, input.settings.company_nitku),
    columns: [
      { header: 'No', key: 'no', width: 6, format: 'integer' },
      { header: 'Nama', key: 'nama', width: 28 },
      { header: 'NPWP/NIK', key: 'tin', width: 19, format: 'text' },
      { header: 'Status PTKP', key: 'ptkp', width: 11 },
      { header: 'Bukti Potong', key: 'form', width: 12 },
      { header: 'Metode', key: 'method', width: 28 },
      { header: 'Bruto', key: 'gross', width: 15, format: 'rupiah' },
      { header: 'Tarif (%)', key: 'rate', width: 9, format: 'number' },
      { header: 'PPh 21', key: 'pph21', width: 15, format: 'rupiah' },
    ],
    rows: employees.map((e, index) => ({
      no: index + 1,
      nama: e.line.name,
      tin: counterpartTin(e.line.npwp, e.line.nik),
      ptkp: e.line.ptkp_status,
      form: formOf(e),
      method: PPH21_METHOD_LABELS[e.method],
      gross: e.tax_gross,
      rate: percent(e.line.tax_rate_bp),
      pph21: e.pph21,
    })),
    totalRow: { nama: EBUPOT_TEXTS.total, gross: employees.reduce((s, e) => s + e.tax_gross, 0), pph21: employees.reduce((s, e) => s + e.pph21, 0) },
  });
  return sheets;
}
