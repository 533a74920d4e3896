import type { PayrollLineRow } from '../contract/salary';
import { formatRupiah } from '../format';
import { monthEnd } from '../calendar';
import { pph21Annual, type PtkpStatus } from '../statutory/pph21';
import type { StatutoryRateKey } from '../statutory/rates';
import type { PdfContent, PdfDocument, PdfTableCell } from './document';
import type { CompanyInfo } from './purchasing';
import { companyHeading, detailLines, HEADER_FILL, THIN_LINES } from './report';
import { shortDay } from './salary';
import { A4, mm } from './units';

/**
 * The files the office sends for issue 18, as pure figures from frozen payroll lines: the month's
 * BPJS contributions per employee, and the year's 1721-A1 figures per permanent employee (the
 * PDF form here; the Excel sheets in server/salary/statutory/sheets.ts). Decisions and layouts:
 * server/salary/statutory/README.md.
 */

/** A frozen line with the tax month (1–12) of its run: the month of its period_end. */
export interface TaxMonthLine {
  month: number;
  line: PayrollLineRow;
}

// ─── BPJS recap ────────────────────────────────────────────────────────────────────────────────

export const BPJS_AMOUNT_KEYS = ['jht_employer', 'jht_employee', 'jp_employer', 'jp_employee', 'jkk_employer', 'jkm_employer', 'kes_employer', 'kes_employee'] as const;
export type BpjsAmountKey = (typeof BPJS_AMOUNT_KEYS)[number];

/** One employee's contributions over a month's final runs. */
export interface BpjsRecapEmployee extends Record<BpjsAmountKey, number> {
  employee_id: string;
  name: string;
  nik: string;
  bpjs_tk_number: string;
  bpjs_kes_number: string;
  /** The wage contributions were on, summed over the month's runs. */
  bpjs_wage: number;
}

/**
 * Sums each employee's contributions over `lines` (the month's final runs, oldest first: the
 * latest line's name and numbers win). Employees without any contribution are left out; by name.
 */
export function bpjsRecapEmployees(lines: readonly PayrollLineRow[]): BpjsRecapEmployee[] {
  const byEmployee = new Map<string, BpjsRecapEmployee>();
  for (const line of lines) {
    const current = byEmployee.get(line.employee_id);
    const next: BpjsRecapEmployee = {
      employee_id: line.employee_id,
      name: line.name,
      nik: line.nik,
      bpjs_tk_number: line.bpjs_tk_number,
      bpjs_kes_number: line.bpjs_kes_number,
      bpjs_wage: (current?.bpjs_wage ?? 0) + line.bpjs_wage,
      jht_employer: 0,
      jht_employee: 0,
      jp_employer: 0,
      jp_employee: 0,
      jkk_employer: 0,
      jkm_employer: 0,
      kes_employer: 0,
      kes_employee: 0,
    };
    for (const key of BPJS_AMOUNT_KEYS) next[key] = (current?.[key] ?? 0) + line[key];
    byEmployee.set(line.employee_id, next);
  }
  return [...byEmployee.values()]
    .filter((row) => BPJS_AMOUNT_KEYS.some((key) => row[key] !== 0))
    .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.employee_id.localeCompare(b.employee_id));
}

/**
 * The rate (bp) each contribution was charged at when every line that paid it agrees, else null
 * (a rate change within the month, or JKK classes that differ): the column headers name it.
 */
export function bpjsRatesUsed(lines: readonly PayrollLineRow[]): Record<BpjsAmountKey, number | null> {
  const rateOf = (line: PayrollLineRow, key: BpjsAmountKey): number | null | undefined =>
    line.statutory.rates[key === 'jkk_employer' ? (`jkk_class_${line.statutory.jkk_risk_class}` as StatutoryRateKey) : key];
  const result = {} as Record<BpjsAmountKey, number | null>;
  for (const key of BPJS_AMOUNT_KEYS) {
    const rates = new Set(lines.filter((line) => line[key] !== 0).map((line) => rateOf(line, key) ?? null));
    const [only] = [...rates];
    result[key] = rates.size === 1 && only !== undefined ? only : null;
  }
  return result;
}

// ─── 1721-A1 ───────────────────────────────────────────────────────────────────────────────────

/** The form's figures (section B numbered as on the form) and the recipient's identity. */
export interface A1Figures {
  employee_id: string;
  name: string;
  nik: string;
  npwp: string;
  position: string;
  ptkp_status: PtkpStatus;
  has_tax_id: boolean;
  /** Masa perolehan: the first and last tax month paid (1–12). */
  first_month: number;
  last_month: number;
  /** 1 gaji (worked, leave and holiday pay). */
  salary: number;
  /** 2 tunjangan PPh. */
  tax_allowance: number;
  /** 3 tunjangan lainnya, uang lembur (overtime and incentives). */
  other_allowances: number;
  /** 4 honorarium. */
  honorarium: number;
  /** 5 premi asuransi dibayar pemberi kerja (JKK, JKM, BPJS Kesehatan employer). */
  insurance: number;
  /** 6 natura. */
  in_kind: number;
  /** 7 tantiem, bonus, gratifikasi, THR. */
  bonus_thr: number;
  /** 8 bruto (1–7). */
  gross: number;
  /** 9 biaya jabatan. */
  position_cost: number;
  /** 10 iuran pensiun/JHT (the employee's JHT and JP). */
  pension: number;
  /** 11 jumlah pengurang (9 + 10). */
  deductions: number;
  /** 12 neto (8 − 11). */
  net: number;
  /** 13 neto masa sebelumnya (another employer's slip: none here). */
  net_before: number;
  /** 14 neto setahun / disetahunkan. */
  net_year: number;
  /** 15 PTKP. */
  ptkp: number;
  /** 16 PKP (rounded down to the thousand). */
  taxable: number;
  /** 17 PPh 21 atas PKP. */
  tax_on_taxable: number;
  /** 18 PPh 21 dipotong masa sebelumnya (another employer's slip: none here). */
  tax_before: number;
  /** 19 PPh 21 terutang. */
  tax_due: number;
  /** 20 PPh 21 telah dipotong (every line's pph21 of the year). */
  tax_withheld: number;
}

/**
 * One employee's 1721-A1 figures from their lines of the year (final runs). Items 9–17 come from
 * pph21Annual (common/statutory/pph21.ts) with what the December reconciliation
 * (common/statutory/line.ts) gives it: the latest line's PTKP status and tax id, biaya jabatan
 * capped by the months with pay.
 */
export function a1Figures(entries: readonly TaxMonthLine[]): A1Figures {
  const sorted = [...entries].sort((a, b) => a.month - b.month);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) throw new Error('a1Figures needs at least one line');
  const sum = (pick: (line: PayrollLineRow) => number) => sorted.reduce((total, entry) => total + pick(entry.line), 0);
  const salary = sum((l) => l.worked_amount + l.leave_amount + l.holiday_amount);
  const otherAllowances = sum((l) => l.overtime_amount + l.incentives_total);
  const insurance = sum((l) => l.jkk_employer + l.jkm_employer + l.kes_employer);
  const bonusThr = sum((l) => l.thr_amount);
  const gross = salary + otherAllowances + insurance + bonusThr;
  const pension = sum((l) => l.jht_employee + l.jp_employee);
  const annual = pph21Annual({
    ptkp: last.line.ptkp_status,
    hasTaxId: last.line.has_tax_id,
    yearGross: gross,
    yearPensionContributions: pension,
    monthsWorked: new Set(sorted.map((entry) => entry.month)).size,
    withheldBefore: 0,
  });
  return {
    employee_id: last.line.employee_id,
    name: last.line.name,
    nik: last.line.nik,
    npwp: last.line.npwp,
    position: last.line.position,
    ptkp_status: last.line.ptkp_status,
    has_tax_id: last.line.has_tax_id,
    first_month: first.month,
    last_month: last.month,
    salary,
    tax_allowance: 0,
    other_allowances: otherAllowances,
    honorarium: 0,
    insurance,
    in_kind: 0,
    bonus_thr: bonusThr,
    gross,
    position_cost: annual.biayaJabatan,
    pension,
    deductions: annual.biayaJabatan + pension,
    net: annual.netIncome,
    net_before: 0,
    net_year: annual.netIncome,
    ptkp: annual.ptkp,
    taxable: annual.taxableIncome,
    tax_on_taxable: annual.yearTax,
    tax_before: 0,
    tax_due: annual.yearTax,
    tax_withheld: sum((l) => l.pph21),
  };
}

/** Each permanent employee's figures from the year's lines with pay (a line of nothing is no month of income), by name. */
export function a1FiguresOfYear(entries: readonly TaxMonthLine[]): A1Figures[] {
  const byEmployee = new Map<string, TaxMonthLine[]>();
  for (const entry of entries) {
    if (entry.line.gross === 0 && entry.line.tax_gross === 0 && entry.line.pph21 === 0) continue;
    const list = byEmployee.get(entry.line.employee_id) ?? [];
    list.push(entry);
    byEmployee.set(entry.line.employee_id, list);
  }
  return [...byEmployee.values()]
    .filter((list) => list.some((entry) => entry.line.permanent))
    .map((list) => a1Figures(list))
    .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.employee_id.localeCompare(b.employee_id));
}

export const A1_TEXTS = {
  title: 'BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21 BAGI PEGAWAI TETAP ATAU PENERIMA PENSIUN ATAU TUNJANGAN HARI TUA/JAMINAN HARI TUA BERKALA',
  form: 'FORMULIR 1721 - A1',
  sectionA: 'A. IDENTITAS PENERIMA PENGHASILAN YANG DIPOTONG',
  sectionB: 'B. RINCIAN PENGHASILAN DAN PENGHITUNGAN PPh PASAL 21',
  sectionC: 'C. IDENTITAS PEMOTONG',
  objectCode: 'KODE OBJEK PAJAK: 21-100-01 (Pegawai Tetap)',
  grossHeading: 'PENGHASILAN BRUTO',
  deductionsHeading: 'PENGURANGAN',
  taxHeading: 'PENGHITUNGAN PPh PASAL 21',
  draftNote: 'Dicetak dari penggajian final. Bandingkan dengan bukti potong A1 yang diterbitkan Coretax.',
  period: (first: number, last: number) => `${String(first).padStart(2, '0')} – ${String(last).padStart(2, '0')}`,
  noTaxId: 'Tanpa NPWP/NIK: PPh 21 lebih tinggi 20%',
} as const;

/** Section B's rows: [number, label, figure key]. */
const A1_ROWS: readonly (readonly [number, string, keyof A1Figures])[] = [
  [1, 'GAJI/PENSIUN ATAU THT/JHT', 'salary'],
  [2, 'TUNJANGAN PPh', 'tax_allowance'],
  [3, 'TUNJANGAN LAINNYA, UANG LEMBUR DAN SEBAGAINYA', 'other_allowances'],
  [4, 'HONORARIUM DAN IMBALAN LAIN SEJENISNYA', 'honorarium'],
  [5, 'PREMI ASURANSI YANG DIBAYAR PEMBERI KERJA', 'insurance'],
  [6, 'PENERIMAAN DALAM BENTUK NATURA DAN KENIKMATAN LAINNYA', 'in_kind'],
  [7, 'TANTIEM, BONUS, GRATIFIKASI, JASA PRODUKSI DAN THR', 'bonus_thr'],
  [8, 'JUMLAH PENGHASILAN BRUTO (1 S.D. 7)', 'gross'],
  [9, 'BIAYA JABATAN/BIAYA PENSIUN', 'position_cost'],
  [10, 'IURAN PENSIUN ATAU IURAN THT/JHT', 'pension'],
  [11, 'JUMLAH PENGURANGAN (9 S.D. 10)', 'deductions'],
  [12, 'JUMLAH PENGHASILAN NETO (8 - 11)', 'net'],
  [13, 'PENGHASILAN NETO MASA SEBELUMNYA', 'net_before'],
  [14, 'JUMLAH PENGHASILAN NETO UNTUK PENGHITUNGAN PPh PASAL 21 (SETAHUN/DISETAHUNKAN)', 'net_year'],
  [15, 'PENGHASILAN TIDAK KENA PAJAK (PTKP)', 'ptkp'],
  [16, 'PENGHASILAN KENA PAJAK SETAHUN/DISETAHUNKAN (14 - 15)', 'taxable'],
  [17, 'PPh PASAL 21 ATAS PENGHASILAN KENA PAJAK SETAHUN/DISETAHUNKAN', 'tax_on_taxable'],
  [18, 'PPh PASAL 21 YANG TELAH DIPOTONG MASA SEBELUMNYA', 'tax_before'],
  [19, 'PPh PASAL 21 TERUTANG', 'tax_due'],
  [20, 'PPh PASAL 21 YANG TELAH DIPOTONG DAN DILUNASI', 'tax_withheld'],
];

/** The rows section B heads: before 1, 9 and 12. */
const A1_HEADINGS = new Map<number, string>([
  [1, A1_TEXTS.grossHeading],
  [9, A1_TEXTS.deductionsHeading],
  [12, A1_TEXTS.taxHeading],
]);

export interface A1Form {
  figures: A1Figures;
  /** The employee's current address (one line). */
  address: string;
}

export interface A1Meta {
  year: number;
  company: CompanyInfo;
  /** The statutory settings' withholder ids. */
  company_npwp: string;
  company_nitku: string;
  signer_name: string;
  signer_npwp: string;
}

const SIDE = mm(15);
const WIDTH = mm(A4.widthMm) - 2 * SIDE;

/** The 1721-A1's row for `key`'s amount (a negative one as '-Rp …'). */
const amountCell = (amount: number, bold = false): PdfTableCell => ({ text: formatRupiah(amount), alignment: 'right', noWrap: true, bold });

function sectionTitle(text: string): PdfContent {
  return {
    table: { widths: ['*'], body: [[{ text, bold: true, fillColor: HEADER_FILL }]] },
    layout: THIN_LINES,
    fontSize: 8.5,
    margin: [0, mm(2.5), 0, mm(1)],
  };
}

function a1Page(form: A1Form, meta: A1Meta): PdfContent[] {
  const { figures } = form;
  const lastDay = monthEnd(`${meta.year}-${String(figures.last_month).padStart(2, '0')}-01`);
  const body: PdfTableCell[][] = [];
  for (const [number, label, key] of A1_ROWS) {
    const heading = A1_HEADINGS.get(number);
    if (heading) body.push([{ text: heading, bold: true, colSpan: 3, fontSize: 7.5, color: '#444444' }, { text: '' }, { text: '' }]);
    const total = number === 8 || number === 11 || number === 12 || number === 19 || number === 20;
    body.push([{ text: String(number), alignment: 'right' }, { text: label, bold: total }, amountCell(Number(figures[key]), total)]);
  }
  return [
    ...companyHeading(meta.company, WIDTH),
    {
      columns: [
        { text: A1_TEXTS.title, bold: true, fontSize: 9, width: '*' },
        { stack: [{ text: A1_TEXTS.form, bold: true, fontSize: 11, noWrap: true }, { text: `Tahun Pajak ${meta.year}`, fontSize: 8.5 }], width: mm(45), alignment: 'right' },
      ],
      columnGap: mm(6),
    },
    sectionTitle(A1_TEXTS.sectionA),
    detailLines(
      [
        ['1. NPWP', figures.npwp || '-'],
        ['2. NIK', figures.nik || '-'],
        ['3. Nama', figures.name],
        ['4. Alamat', form.address || '-'],
        ['5. Status PTKP', figures.ptkp_status + (figures.has_tax_id ? '' : ` (${A1_TEXTS.noTaxId})`)],
        ['6. Nama jabatan', figures.position || '-'],
        ['7. Masa perolehan penghasilan', `${A1_TEXTS.period(figures.first_month, figures.last_month)} ${meta.year}`],
      ],
      8.5,
    ),
    sectionTitle(A1_TEXTS.sectionB),
    { text: A1_TEXTS.objectCode, fontSize: 8, bold: true, margin: [0, 0, 0, mm(1)] },
    {
      table: { widths: [mm(7), '*', 'auto'], body },
      layout: { ...THIN_LINES, paddingTop: () => 1.5, paddingBottom: () => 1.5 },
      fontSize: 8,
    },
    sectionTitle(A1_TEXTS.sectionC),
    {
      columns: [
        {
          ...detailLines(
            [
              ['1. NPWP pemotong', meta.company_npwp || '-'],
              ['2. NITKU', meta.company_nitku || '-'],
              ['3. Nama pemotong', meta.company.name],
              ['4. Nama penandatangan', meta.signer_name || '-'],
              ['5. NPWP penandatangan', meta.signer_npwp || '-'],
              ['6. Tanggal', shortDay(lastDay)],
            ],
            8.5,
          ),
          width: '*',
        },
        {
          stack: [{ text: 'Tanda tangan,' }, { text: meta.signer_name || ' ', bold: true, margin: [0, mm(16), 0, 0] }],
          width: mm(60),
          alignment: 'center',
          fontSize: 8.5,
        },
      ],
      columnGap: mm(6),
    },
    { text: A1_TEXTS.draftNote, fontSize: 7, italics: true, color: '#666666', margin: [0, mm(4), 0, 0] },
  ];
}

/** '1721-A1': one A4 portrait page per form. */
export function a1Document(forms: readonly A1Form[], meta: A1Meta): PdfDocument {
  const content: PdfContent[] = [];
  forms.forEach((form, index) => {
    const page = a1Page(form, meta);
    if (index > 0) content.push({ text: '', pageBreak: 'before' });
    content.push(...page);
  });
  if (forms.length === 0) content.push({ text: '' });
  return {
    info: { title: `1721-A1 ${meta.year}`, creator: 'ERP Back Office' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [SIDE, mm(12), SIDE, mm(12)],
    content,
    defaultStyle: { fontSize: 8.5 },
  };
}
