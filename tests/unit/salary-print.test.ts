import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { PayrollLineRow } from '../../common/contract/salary';
import { netInWords, payrollRecapDocument, payslipDocument, SALARY_PRINT_TEXTS, shortDay, slipDeductionsTotal, transferGroups } from '../../common/print/salary';
import { renderPdf } from '../../server/print/pdf';
import { totalsOf } from '../../server/salary/payroll/queries';
import { payrollLineFixture } from '../support/payroll-line';
import { readPdf } from '../support/pdf';

const line = (name: string, net: number, bank: string | null, account = ''): PayrollLineRow =>
  payrollLineFixture({
    employee_id: name,
    name,
    daily_salary: 100_000,
    overtime_rate: 10_000,
    work_days: 21,
    gross: net,
    net,
    bank: bank ? { id: bank, name: bank } : null,
    account_number: account,
  });

describe('payroll printouts', () => {
  it('groups transfers by bank name, without an account last, leaving out nothing-to-pay lines', () => {
    const groups = transferGroups([
      line('Ani', 500_000, 'Mandiri', '111111'),
      line('Bayu', 300_000, null),
      line('Citra', 200_000, 'BCA', '222222'),
      line('Dedi', 100_000, 'BCA', ''),
      line('Eko', 0, 'BCA', '333333'),
      line('Fajar', 50_000, 'BCA', '444444'),
    ]);
    expect(groups.map((g) => [g.bank, g.lines.map((l) => l.name), g.total])).toEqual([
      ['BCA', ['Citra', 'Fajar'], 250_000],
      ['Mandiri', ['Ani'], 500_000],
      ['Tanpa Rekening', ['Bayu', 'Dedi'], 400_000],
    ]);
  });

  it('writes the net in words, a negative draft net as minus', () => {
    expect(netInWords(4_537_500)).toBe('# Empat Juta Lima Ratus Tiga Puluh Tujuh Ribu Lima Ratus Rupiah #');
    expect(netInWords(-50_000)).toBe('minus # Lima Puluh Ribu Rupiah #');
  });

  it('names days and periods as the slips print them', () => {
    expect(shortDay('2026-11-05')).toBe('5 Nov 2026');
    expect(SALARY_PRINT_TEXTS.period({ kind: 'bulanan', period_label: 'November 2026', period_start: '2026-11-01', period_end: '2026-11-30' })).toBe('Periode November 2026 (1 Nov 2026 – 30 Nov 2026)');
    expect(SALARY_PRINT_TEXTS.period({ kind: 'mingguan', period_label: '23 Nov – 29 Nov 2026', period_start: '2026-11-23', period_end: '2026-11-29' })).toBe('Periode 23 Nov – 29 Nov 2026');
  });

  it('puts two slips on each A4 page: the third starts a new page at the top half', () => {
    const meta = { run: { kind: 'bulanan' as const, period_label: 'November 2026', period_start: '2026-11-01', period_end: '2026-11-30', status: 'final' as const, finalized_at: null }, company: { name: 'PT Uji', address: '' } };
    const doc = payslipDocument([line('A', 1, null), line('B', 2, null), line('C', 3, null)], meta);
    const breaks = doc.content.filter((c) => typeof c === 'object' && 'pageBreak' in c && c.pageBreak === 'before');
    expect(breaks).toHaveLength(1);
    const tops = doc.content.flatMap((c) => (typeof c === 'object' && 'stack' in c && c.absolutePosition ? [Math.round(c.absolutePosition.y)] : []));
    expect(tops).toEqual([26, 446, 26]);
  });
});

/** A permanent K/0 employee's monthly line with THR, every BPJS programme and PPh 21 by TER A (issue 18). */
function statutoryLine(overrides: Partial<PayrollLineRow> = {}): PayrollLineRow {
  const base = line('Budi Santoso', 0, null);
  const filled: PayrollLineRow = {
    ...base,
    days_worked: 21,
    worked_amount: 10_000_000,
    thr_months: 30,
    thr_basis: 10_000_000,
    thr_amount: 10_000_000,
    gross: 20_000_000,
    bpjs_wage: 10_000_000,
    jht_employee: 200_000,
    jht_employer: 370_000,
    jp_employee: 100_000,
    jp_employer: 200_000,
    jkk_employer: 24_000,
    jkm_employer: 30_000,
    kes_employee: 100_000,
    kes_employer: 400_000,
    bpjs_employee_total: 400_000,
    bpjs_employer_total: 1_024_000,
    tax_gross: 20_454_000,
    pph21_method: 'ter_bulanan',
    ter_category: 'A',
    tax_rate_bp: 900,
    pph21: 1_840_860,
    ...overrides,
  };
  return { ...filled, net: filled.gross - slipDeductionsTotal(filled) };
}

const finalMeta = {
  run: { kind: 'bulanan' as const, period_label: 'November 2026', period_start: '2026-11-01', period_end: '2026-11-30', status: 'final' as const, finalized_at: null },
  company: { name: 'PT Uji Coba Sejahtera Abadi', address: 'Jl. Raya Darmo Permai III No. 123, Kelurahan Pradah Kalikendal, Kecamatan Dukuh Pakis, Surabaya 60226', phone: '031-1234567' },
};

/** The lowest text baseline on each page, in points from the page's bottom edge. */
async function lowestBaselines(data: Uint8Array): Promise<{ heightPt: number; lowest: number }[]> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: { heightPt: number; lowest: number }[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const ys = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.transform[5] as number] : []));
      pages.push({ heightPt: page.getViewport({ scale: 1 }).height, lowest: Math.min(...ys) });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

describe('payslip with BPJS and PPh 21 (issue 18)', () => {
  it('lists THR, the employee’s BPJS and PPh 21 under the deductions and the employer’s shares apart', async () => {
    const slip = statutoryLine({ deductions: [{ id: 'k', name: 'Kasbon', nominal: 250_000 }], deductions_total: 250_000 });
    const pdf = await readPdf(await renderPdf(payslipDocument([slip], finalMeta)));
    const text = pdf.pages[0]?.text ?? '';
    expect(text).toContain('THR (masa kerja 30 bulan) Rp 10.000.000');
    expect(text).toContain('BPJS Ketenagakerjaan (JHT+JP) Rp 300.000');
    expect(text).toContain('BPJS Kesehatan Rp 100.000');
    expect(text).toContain('PPh 21 (TER A 9%) Rp 1.840.860');
    // 250.000 + 400.000 + 1.840.860; the net is gross less all of it.
    expect(text).toContain('Total Potongan Rp 2.490.860');
    expect(text).toContain('GAJI BERSIH Rp 17.509.140');
    expect(text).toContain('Iuran perusahaan (tidak dipotong): JHT Rp 370.000, JP Rp 200.000, JKK Rp 24.000, JKM Rp 30.000, Kesehatan Rp 400.000');
  });

  it('says a December refund of over-withheld PPh 21 in words', async () => {
    const december = statutoryLine({ thr_amount: 0, gross: 10_000_000, pph21_method: 'desember', ter_category: null, tax_rate_bp: 0, pph21: -1_730_535 });
    const meta = { ...finalMeta, run: { ...finalMeta.run, period_label: 'Desember 2026', period_start: '2026-12-01', period_end: '2026-12-31' } };
    const text = (await readPdf(await renderPdf(payslipDocument([december], meta)))).pages[0]?.text ?? '';
    expect(text).toContain('PPh 21 (Desember) — kelebihan dikembalikan -Rp 1.730.535');
    expect(text).toContain('GAJI BERSIH Rp 11.330.535');
  });

  it('names the PPh 21 method: daily TER, December, a leaver’s last month', () => {
    expect(SALARY_PRINT_TEXTS.pph21({ pph21_method: 'ter_harian', ter_category: null, tax_rate_bp: 50 }, '2026-11-29')).toBe('PPh 21 (TER harian)');
    expect(SALARY_PRINT_TEXTS.pph21({ pph21_method: 'desember', ter_category: null, tax_rate_bp: 0 }, '2026-12-31')).toBe('PPh 21 (Desember)');
    expect(SALARY_PRINT_TEXTS.pph21({ pph21_method: 'desember', ter_category: null, tax_rate_bp: 0 }, '2026-08-31')).toBe('PPh 21 (masa terakhir)');
    expect(SALARY_PRINT_TEXTS.pph21({ pph21_method: 'ter_bulanan', ter_category: 'B', tax_rate_bp: 225 }, '2026-11-30')).toBe('PPh 21 (TER B 2,25%)');
  });

  it('keeps the longest slip (5 items each side, THR, every statutory line) within its half page', async () => {
    const items = (prefix: string) =>
      Array.from({ length: 5 }, (_, index) => ({ id: `${prefix}${index}`, name: `${prefix} tunjangan transport dan makan proyek ${index + 1}`, nominal: 1_250_000 + index }));
    const longest = statutoryLine({
      overtime_minutes: 2_730,
      overtime_amount: 2_275_000,
      paid_leave_days: 2,
      leave_amount: 952_380,
      paid_holiday_days: 1,
      holiday_amount: 476_190,
      incentives: items('Insentif'),
      incentives_total: 6_250_010,
      deductions: items('Potongan'),
      deductions_total: 6_250_010,
    });
    const doc = payslipDocument([longest, longest], finalMeta);
    const [page] = await lowestBaselines(await renderPdf(doc));
    if (!page) throw new Error('no page');
    // Two slips on one page, the second below the cut line: its lowest line stays above the page's bottom margin.
    expect(page.lowest).toBeGreaterThan(25);
    const [single] = await lowestBaselines(await renderPdf(payslipDocument([longest], finalMeta)));
    if (!single) throw new Error('no page');
    // One slip on the top half: every line above the cut line (the half's height), with room for descenders.
    expect(single.lowest).toBeGreaterThan(single.heightPt / 2 + 3);
  });
});

describe('payroll recap with THR, BPJS and PPh 21', () => {
  it('adds THR, BPJS Karyawan and PPh 21 before Gaji Bersih, with the totals', async () => {
    const lines = [statutoryLine(), statutoryLine({ employee_id: 'x', name: 'Citra', thr_amount: 0, gross: 10_000_000, pph21: 261_350, tax_rate_bp: 250 })];
    const totals = totalsOf(lines);
    const doc = payrollRecapDocument([{ division: { name: 'Kantor' }, lines, totals }], totals, { ...finalMeta, printedBy: 'Admin', printedAt: new Date('2026-12-01T03:00:00Z') });
    const text = (await readPdf(await renderPdf(doc))).pages.map((p) => p.text).join('\n');
    expect(text).toContain('THR BPJS Karyawan PPh 21 Gaji Bersih');
    expect(text).toContain('Total Keseluruhan Rp 20.000.000 Rp 0 Rp 0 Rp 0 Rp 0 Rp 0 Rp 10.000.000 Rp 800.000 Rp 2.102.210 Rp 27.097.790');
  });
});
