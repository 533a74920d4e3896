import { PAYROLL_FIELD_LABELS, PAYROLL_NO_ACCOUNT, type PayrollLineRow, type PayrollRunRow, type PayrollTotals } from '../contract/salary';
import { formatNumber, formatRupiah } from '../format';
import { overtimeHoursText, PAYROLL_KIND_LABELS } from '../salary';
import { basisPointsText } from '../statutory/rates';
import type { PdfContent, PdfDocument, PdfTable, PdfTableCell } from './document';
import { terbilangRupiah, type CompanyInfo } from './purchasing';
import { companyHeading, detailLines, HEADER_FILL, reportDocument, THIN_LINES, type ReportColumn } from './report';
import { A4, mm } from './units';

/**
 * Payroll printouts (issue 17 section 2): 'Slip Gaji' on half an A4 page (two per page for a whole
 * run, a single one on the top half), the 'Rekap Gaji' (A4 landscape, per division with subtotals
 * and the grand total) and the bank transfer list (grouped by bank, 'Tanpa Rekening' last).
 */

export const SALARY_PRINT_TEXTS = {
  slipTitle: 'SLIP GAJI',
  draft: 'DRAFT — belum final',
  /** 'Periode Oktober 2026 (1 Okt 2026 – 31 Okt 2026)'; a week's label already names its days. */
  period: (run: Pick<PayrollRunRow, 'kind' | 'period_label' | 'period_start' | 'period_end'>) =>
    run.kind === 'bulanan' ? `Periode ${run.period_label} (${shortDay(run.period_start)} – ${shortDay(run.period_end)})` : `Periode ${run.period_label}`,
  received: 'Diterima oleh,',
  approved: 'Disetujui oleh,',
  income: 'PENDAPATAN',
  deductions: 'POTONGAN',
  totalIncome: 'Total Pendapatan',
  totalDeductions: 'Total Potongan',
  noDeductions: 'Tidak ada potongan',
  net: 'GAJI BERSIH',
  inWords: 'Terbilang',
  worked: (days: number, rate: number) => `Upah kerja (${days} hari × ${formatRupiah(rate)})`,
  /** A monthly wage (issue 25): 'Gaji bulanan (pokok Rp 8.000.000 + tunjangan tetap Rp 2.000.000) × 12/22 hari kerja'. */
  monthly: (line: Pick<PayrollLineRow, 'monthly_wage' | 'fixed_allowance' | 'prorate_days' | 'prorate_of'>) =>
    `Gaji bulanan (pokok ${formatRupiah(line.monthly_wage)}${line.fixed_allowance > 0 ? ` + tunjangan tetap ${formatRupiah(line.fixed_allowance)}` : ''})` +
    (line.prorate_days < line.prorate_of ? ` × ${line.prorate_days}/${line.prorate_of} hari kerja` : ''),
  absence: (days: number) => `Alpa (${days} hari, dipotong dari gaji bulanan)`,
  overtime: (minutes: number, rate: number) => `Lembur (${overtimeHoursText(minutes)} × ${formatRupiah(rate)})`,
  leave: (days: number, rate: number) => `Cuti/izin/sakit dibayar (${days} hari × ${formatRupiah(rate)})`,
  holiday: (days: number, rate: number) => `Libur nasional (${days} hari × ${formatRupiah(rate)})`,
  others: (count: number) => `Lainnya (${count} item)`,
  thr: (months: number) => `THR (masa kerja ${months} bulan)`,
  bpjsTk: 'BPJS Ketenagakerjaan (JHT+JP)',
  bpjsKes: 'BPJS Kesehatan',
  /** 'PPh 21 (TER A 2,25%)', '(TER harian)', '(Desember)' or, for a leaver's last month, '(masa terakhir)'. */
  pph21: (line: Pick<PayrollLineRow, 'pph21_method' | 'ter_category' | 'tax_rate_bp'>, periodEnd: string) => {
    if (line.pph21_method === 'ter_harian') return 'PPh 21 (TER harian)';
    if (line.pph21_method === 'desember') return periodEnd.slice(5, 7) === '12' ? 'PPh 21 (Desember)' : 'PPh 21 (masa terakhir)';
    if (line.pph21_method === 'ter_bulanan') return `PPh 21 (TER ${line.ter_category ?? ''} ${basisPointsText(line.tax_rate_bp)})`.replace('  ', ' ');
    return 'PPh 21';
  },
  pph21Refund: ' — kelebihan dikembalikan',
  /** 'Iuran perusahaan: JHT Rp 370.000, JP Rp 200.000, …' (the employer's shares, not deducted). */
  employerContributions: (line: PayrollLineRow) => {
    const parts = (
      [
        ['JHT', line.jht_employer],
        ['JP', line.jp_employer],
        ['JKK', line.jkk_employer],
        ['JKM', line.jkm_employer],
        ['Kesehatan', line.kes_employer],
      ] as const
    ).filter(([, amount]) => amount !== 0);
    return parts.length === 0 ? '' : `Iuran perusahaan (tidak dipotong): ${parts.map(([name, amount]) => `${name} ${formatRupiah(amount)}`).join(', ')}`;
  },
  attendance: (line: PayrollLineRow) =>
    `Hari kerja terjadwal ${line.work_days} · Hadir ${line.days_worked} · Cuti/izin/sakit ${line.leave_days} (dibayar ${line.paid_leave_days}) · Alpa ${line.absent_days}`,
  recapTitle: 'Rekap Gaji',
  transferTitle: 'Daftar Transfer Gaji',
  divisionTotal: (name: string) => `Total ${name}`,
  bankTotal: (name: string) => `Subtotal ${name}`,
  grandTotal: 'Total Keseluruhan',
  kind: (run: Pick<PayrollRunRow, 'kind'>) => `Penggajian ${PAYROLL_KIND_LABELS[run.kind]}`,
  status: (run: Pick<PayrollRunRow, 'status' | 'finalized_at'>) => (run.status === 'final' ? 'Status: Final' : 'Status: Draft (belum final)'),
} as const;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** '2026-11-25' → '25 Nov 2026'. */
export function shortDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${MONTHS_SHORT[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** The amount in words for a payslip; a negative net (a draft only) reads 'minus …'. */
export function netInWords(net: number): string {
  return net < 0 ? `minus ${terbilangRupiah(-net)}` : terbilangRupiah(net);
}

export interface PayslipMeta {
  run: Pick<PayrollRunRow, 'kind' | 'period_label' | 'period_start' | 'period_end' | 'status' | 'finalized_at'>;
  company: CompanyInfo;
}

/** At most this many incentives or deductions by name on a slip; the rest as one 'Lainnya' line. */
const ITEMS_SHOWN = 5;
/** An item's name is cut to one line of its half-width column. */
const ITEM_NAME_MAX = 40;
const oneLine = (name: string) => (name.length > ITEM_NAME_MAX ? `${name.slice(0, ITEM_NAME_MAX - 1).trimEnd()}…` : name);
const SIDE = mm(12);
const HALF = mm(A4.heightMm / 2);
const WIDTH = mm(A4.widthMm) - 2 * SIDE;

const amountCell = (amount: number, bold = false): PdfTableCell => ({ text: formatRupiah(amount), alignment: 'right', noWrap: true, bold });

function itemRows(items: readonly { name: string; nominal: number }[]): PdfTableCell[][] {
  const shown = items.length > ITEMS_SHOWN ? items.slice(0, ITEMS_SHOWN - 1) : items;
  const rest = items.slice(shown.length);
  const rows = shown.map((item) => [{ text: oneLine(item.name), noWrap: true }, amountCell(item.nominal)]);
  if (rest.length > 0) rows.push([{ text: SALARY_PRINT_TEXTS.others(rest.length) }, amountCell(rest.reduce((sum, i) => sum + i.nominal, 0))]);
  return rows;
}

function amountsTable(title: string, rows: PdfTableCell[][], total: [string, number]): PdfTable {
  return {
    table: {
      widths: ['*', 'auto'],
      body: [
        [{ text: title, bold: true, fillColor: HEADER_FILL, colSpan: 2 }, { text: '' }],
        ...rows,
        [{ text: total[0], bold: true }, amountCell(total[1], true)],
      ],
    },
    layout: { ...THIN_LINES, vLineWidth: () => 0, paddingTop: () => 1.5, paddingBottom: () => 1.5 },
    fontSize: 8,
  };
}

/** The employee's BPJS shares and PPh 21 under the deductions, each when not zero. */
function statutoryDeductionRows(line: PayrollLineRow, periodEnd: string): PdfTableCell[][] {
  const rows: PdfTableCell[][] = [];
  const tk = line.jht_employee + line.jp_employee;
  if (tk !== 0) rows.push([{ text: SALARY_PRINT_TEXTS.bpjsTk }, amountCell(tk)]);
  if (line.kes_employee !== 0) rows.push([{ text: SALARY_PRINT_TEXTS.bpjsKes }, amountCell(line.kes_employee)]);
  // December may return what the year over-withheld: a negative deduction, said in words.
  if (line.pph21 !== 0) rows.push([{ text: `${SALARY_PRINT_TEXTS.pph21(line, periodEnd)}${line.pph21 < 0 ? SALARY_PRINT_TEXTS.pph21Refund : ''}` }, amountCell(line.pph21)]);
  return rows;
}

/** What the slip deducts: the items, the employee's BPJS and PPh 21 (gross − this = net). */
export function slipDeductionsTotal(line: PayrollLineRow): number {
  return line.deductions_total + line.bpjs_employee_total + line.pph21;
}

/** One slip's content, laid out for a half page of WIDTH. */
function payslipContent(line: PayrollLineRow, meta: PayslipMeta): PdfContent[] {
  const { run } = meta;
  // A monthly wage holds leave and holidays; an alpa deduction lowers it (a negative income row, so the total is the gross).
  const basis: PdfTableCell[][] =
    line.salary_basis === 'bulanan'
      ? [
          [{ text: SALARY_PRINT_TEXTS.monthly(line) }, amountCell(line.worked_amount)],
          ...(line.absence_amount > 0 ? [[{ text: SALARY_PRINT_TEXTS.absence(line.absent_days) }, amountCell(-line.absence_amount)]] : []),
          [{ text: SALARY_PRINT_TEXTS.overtime(line.overtime_minutes, line.overtime_rate) }, amountCell(line.overtime_amount)],
        ]
      : [
          [{ text: SALARY_PRINT_TEXTS.worked(line.days_worked, line.daily_salary) }, amountCell(line.worked_amount)],
          [{ text: SALARY_PRINT_TEXTS.overtime(line.overtime_minutes, line.overtime_rate) }, amountCell(line.overtime_amount)],
          [{ text: SALARY_PRINT_TEXTS.leave(line.paid_leave_days, line.daily_salary) }, amountCell(line.leave_amount)],
          [{ text: SALARY_PRINT_TEXTS.holiday(line.paid_holiday_days, line.daily_salary) }, amountCell(line.holiday_amount)],
        ];
  const income: PdfTableCell[][] = [...basis, ...itemRows(line.incentives)];
  if (line.thr_amount > 0) income.push([{ text: SALARY_PRINT_TEXTS.thr(line.thr_months) }, amountCell(line.thr_amount)]);
  const statutory = statutoryDeductionRows(line, run.period_end);
  const deductions =
    line.deductions.length > 0 || statutory.length > 0
      ? [...itemRows(line.deductions), ...statutory]
      : [[{ text: SALARY_PRINT_TEXTS.noDeductions, italics: true, color: '#666666' }, { text: '' }]];
  const employerLine = SALARY_PRINT_TEXTS.employerContributions(line);
  const title = run.status === 'final' ? SALARY_PRINT_TEXTS.slipTitle : `${SALARY_PRINT_TEXTS.slipTitle} (${SALARY_PRINT_TEXTS.draft})`;
  return [
    ...companyHeading(meta.company, WIDTH),
    { text: title, fontSize: 12, bold: true, alignment: 'center' },
    { text: SALARY_PRINT_TEXTS.period(run), fontSize: 8.5, alignment: 'center', margin: [0, 0, 0, mm(2)] },
    {
      columns: [
        { ...detailLines([['Nama', line.name], ['No. Karyawan', String(line.idk)]], 8.5), width: '*' },
        { ...detailLines([['Divisi', line.division.name], ['Jabatan', line.position]], 8.5), width: '*' },
      ],
      columnGap: mm(6),
      margin: [0, 0, 0, mm(2)],
    },
    {
      columns: [
        { ...amountsTable(SALARY_PRINT_TEXTS.income, income, [SALARY_PRINT_TEXTS.totalIncome, line.gross]), width: '*' },
        { ...amountsTable(SALARY_PRINT_TEXTS.deductions, deductions, [SALARY_PRINT_TEXTS.totalDeductions, slipDeductionsTotal(line)]), width: '*' },
      ],
      columnGap: mm(6),
    },
    {
      table: {
        widths: ['*', 'auto'],
        body: [[{ text: SALARY_PRINT_TEXTS.net, bold: true, fontSize: 10.5 }, { ...amountCell(line.net, true), fontSize: 10.5 }]],
      },
      layout: { ...THIN_LINES, vLineWidth: () => 0 },
      margin: [0, mm(2), 0, 0],
    },
    { text: `${SALARY_PRINT_TEXTS.inWords}: ${netInWords(line.net)}`, fontSize: 8.5, italics: true, margin: [0, mm(1), 0, 0] },
    { text: SALARY_PRINT_TEXTS.attendance(line), fontSize: 7, color: '#555555', margin: [0, mm(1.5), 0, 0] },
    ...(employerLine ? [{ text: employerLine, fontSize: 7, color: '#555555', margin: [0, mm(0.5), 0, 0] } satisfies PdfContent] : []),
    {
      columns: [
        { stack: [{ text: SALARY_PRINT_TEXTS.received }, { text: line.name, bold: true, margin: [0, mm(8), 0, 0] }], width: '*', alignment: 'center' },
        { stack: [{ text: SALARY_PRINT_TEXTS.approved }, { text: meta.company.name, bold: true, margin: [0, mm(8), 0, 0] }], width: '*', alignment: 'center' },
      ],
      fontSize: 8,
      margin: [0, mm(3), 0, 0],
    },
  ];
}

/**
 * 'Slip Gaji': each slip on half an A4 portrait page, two per page (a single slip on the top
 * half), a dashed cut line between the halves. Each half's content is placed at its half's top.
 */
export function payslipDocument(lines: readonly PayrollLineRow[], meta: PayslipMeta): PdfDocument {
  const content: PdfContent[] = [];
  lines.forEach((line, index) => {
    const top = index % 2 === 0 ? 0 : HALF;
    if (index > 0 && index % 2 === 0) content.push({ text: '', pageBreak: 'before' });
    content.push({ stack: payslipContent(line, meta), absolutePosition: { x: SIDE, y: top + mm(9) } });
    if (index % 2 === 1 || index === lines.length - 1) {
      content.push({
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: mm(A4.widthMm), y2: 0, lineWidth: 0.5, lineColor: '#999999', dash: { length: 4, space: 3 } }],
        absolutePosition: { x: 0, y: HALF },
      });
    }
  });
  if (lines.length === 0) content.push({ text: '' });
  return {
    info: { title: 'Slip Gaji', creator: 'ERP Back Office' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [SIDE, mm(9), SIDE, mm(9)],
    content,
    defaultStyle: { fontSize: 8.5 },
  };
}

export interface PayrollPrintMeta {
  run: Pick<PayrollRunRow, 'kind' | 'period_label' | 'period_start' | 'period_end' | 'status' | 'finalized_at'>;
  company: CompanyInfo;
  printedBy: string;
  printedAt: Date;
}

const RECAP_COLUMNS: ReportColumn[] = [
  { header: 'NO.', align: 'right', noWrap: true },
  { header: 'No. Kary.', noWrap: true },
  { header: 'Nama', width: '*' },
  { header: 'Hadir', align: 'right', noWrap: true },
  { header: 'Upah Kerja', align: 'right', noWrap: true },
  { header: 'Lembur', align: 'right', noWrap: true },
  { header: 'Cuti Dibayar', align: 'right', noWrap: true },
  { header: 'Libur', align: 'right', noWrap: true },
  { header: 'Tambahan', align: 'right', noWrap: true },
  { header: 'Potongan', align: 'right', noWrap: true },
  { header: PAYROLL_FIELD_LABELS.thr_amount, align: 'right', noWrap: true },
  { header: PAYROLL_FIELD_LABELS.bpjs_employee_total, align: 'right', noWrap: true },
  { header: PAYROLL_FIELD_LABELS.pph21, align: 'right', noWrap: true },
  { header: 'Gaji Bersih', align: 'right', noWrap: true },
];

const totalsCells = (totals: PayrollTotals): string[] => [
  formatRupiah(totals.worked_amount),
  formatRupiah(totals.overtime_amount),
  formatRupiah(totals.leave_amount),
  formatRupiah(totals.holiday_amount),
  formatRupiah(totals.incentives_total),
  formatRupiah(totals.deductions_total),
  formatRupiah(totals.thr_amount),
  formatRupiah(totals.bpjs_employee_total),
  formatRupiah(totals.pph21),
  formatRupiah(totals.net),
];

function subtitleOf(meta: PayrollPrintMeta, extra: string[] = []): string[] {
  const { run } = meta;
  return [`${SALARY_PRINT_TEXTS.kind(run)} · ${SALARY_PRINT_TEXTS.period(run)}`, SALARY_PRINT_TEXTS.status(run), ...extra];
}

/** 'Rekap Gaji': every line by division, a total per division and the grand total. */
export function payrollRecapDocument(
  groups: readonly { division: { name: string }; lines: readonly PayrollLineRow[]; totals: PayrollTotals }[],
  grand: PayrollTotals,
  meta: PayrollPrintMeta,
): PdfDocument {
  const rows: string[][] = [];
  const emphasis: number[] = [];
  let number = 0;
  for (const group of groups) {
    emphasis.push(rows.length);
    rows.push(['', '', group.division.name, ...RECAP_COLUMNS.slice(3).map(() => '')]);
    for (const line of group.lines) {
      number += 1;
      rows.push([
        String(number),
        String(line.idk),
        line.name,
        formatNumber(line.days_worked),
        formatRupiah(line.worked_amount),
        formatRupiah(line.overtime_amount),
        formatRupiah(line.leave_amount),
        formatRupiah(line.holiday_amount),
        formatRupiah(line.incentives_total),
        formatRupiah(line.deductions_total),
        formatRupiah(line.thr_amount),
        formatRupiah(line.bpjs_employee_total),
        formatRupiah(line.pph21),
        formatRupiah(line.net),
      ]);
    }
    emphasis.push(rows.length);
    rows.push(['', '', SALARY_PRINT_TEXTS.divisionTotal(group.division.name), '', ...totalsCells(group.totals)]);
  }
  return reportDocument({
    title: SALARY_PRINT_TEXTS.recapTitle,
    subtitle: subtitleOf(meta, [`Jumlah karyawan: ${formatNumber(grand.employees)}`]),
    company: meta.company,
    orientation: 'landscape',
    lines: 'rows',
    columns: RECAP_COLUMNS,
    rows,
    emphasisRows: emphasis,
    totalRow: ['', '', SALARY_PRINT_TEXTS.grandTotal, '', ...totalsCells(grand)],
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}

export interface TransferGroup {
  /** The bank's name, or PAYROLL_NO_ACCOUNT. */
  bank: string;
  lines: readonly PayrollLineRow[];
  total: number;
}

/**
 * The lines to transfer (net above zero) grouped by bank name (alphabetical), employees without a
 * bank or account number under 'Tanpa Rekening' last. The PDF and the Excel both read this.
 */
export function transferGroups(lines: readonly PayrollLineRow[]): TransferGroup[] {
  const groups = new Map<string, PayrollLineRow[]>();
  for (const line of lines) {
    if (line.net <= 0) continue;
    const bank = line.bank && line.account_number ? line.bank.name : PAYROLL_NO_ACCOUNT;
    const list = groups.get(bank) ?? [];
    list.push(line);
    groups.set(bank, list);
  }
  const names = [...groups.keys()].filter((n) => n !== PAYROLL_NO_ACCOUNT).sort((a, b) => a.localeCompare(b, 'id'));
  if (groups.has(PAYROLL_NO_ACCOUNT)) names.push(PAYROLL_NO_ACCOUNT);
  return names.map((bank) => {
    const list = groups.get(bank) ?? [];
    return { bank, lines: list, total: list.reduce((sum, l) => sum + l.net, 0) };
  });
}

export function payrollTransferDocument(groups: readonly TransferGroup[], meta: PayrollPrintMeta): PdfDocument {
  const rows: string[][] = [];
  const emphasis: number[] = [];
  let number = 0;
  for (const group of groups) {
    emphasis.push(rows.length);
    rows.push(['', group.bank, '', '', '', '']);
    for (const line of group.lines) {
      number += 1;
      rows.push([String(number), line.name, line.division.name, line.account_number || '-', line.account_holder || (line.bank ? line.name : '-'), formatRupiah(line.net)]);
    }
    emphasis.push(rows.length);
    rows.push(['', SALARY_PRINT_TEXTS.bankTotal(group.bank), '', '', '', formatRupiah(group.total)]);
  }
  const total = groups.reduce((sum, g) => sum + g.total, 0);
  return reportDocument({
    title: SALARY_PRINT_TEXTS.transferTitle,
    subtitle: subtitleOf(meta),
    company: meta.company,
    columns: [
      { header: 'NO.', align: 'right', noWrap: true },
      { header: 'Nama', width: '*' },
      { header: 'Divisi', width: 'auto' },
      { header: 'No. Rekening', noWrap: true },
      { header: 'Atas Nama', width: '*' },
      { header: PAYROLL_FIELD_LABELS.net, align: 'right', noWrap: true },
    ],
    rows,
    emphasisRows: emphasis,
    totalRow: ['', SALARY_PRINT_TEXTS.grandTotal, '', '', '', formatRupiah(total)],
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
