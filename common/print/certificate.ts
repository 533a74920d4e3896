import { CERTIFICATE_STATUS_LABELS, daysLeftText } from '../certificate';
import { CERTIFICATE_REPORT_TITLES, type CertificateReportList, type CertificateRow } from '../contract/certificate';
import { formatNumber } from '../format';
import type { PdfDocument } from './document';
import { reportDocument, type ReportCompany } from './report';

/**
 * The Certificate module's printouts (issue 16 section 2): 'Sertifikat Segera Habis' and
 * 'Register Sertifikat' on the one A4 report with the letterhead.
 */

export const CERTIFICATE_REPORT_TEXTS = {
  asOf: (day: string) => `Per tanggal ${day}`,
  filter: (text: string) => `Filter: "${text}"`,
  count: (n: number) => `Jumlah: ${formatNumber(n)} sertifikat`,
  lifetime: 'Seumur hidup',
} as const;

/** A calendar day YYYY-MM-DD as DD/MM/YYYY (no time zone: it is a date, not an instant). */
const calendarDay = (iso: string) => iso.split('-').reverse().join('/');

/** 'Budi Santoso (1001)', 'Crane 25 T (CR-01)', 'Perusahaan'. */
export function certificateHolderText(row: CertificateRow): string {
  if (row.holder.kind === 'employee' && row.holder.idk !== null) return `${row.holder.name} (${row.holder.idk})`;
  if (row.holder.kind === 'equipment' && row.holder.code) return `${row.holder.name} (${row.holder.code})`;
  return row.holder.name;
}

export function certificateReportDocument(
  rows: readonly CertificateRow[],
  meta: { list: CertificateReportList; today: string; filter?: string | undefined; printedBy: string; printedAt: Date; company?: ReportCompany },
): PdfDocument {
  const subtitle = [CERTIFICATE_REPORT_TEXTS.asOf(calendarDay(meta.today))];
  if (meta.filter?.trim()) subtitle.push(CERTIFICATE_REPORT_TEXTS.filter(meta.filter.trim()));
  subtitle.push(CERTIFICATE_REPORT_TEXTS.count(rows.length));
  return reportDocument({
    title: CERTIFICATE_REPORT_TITLES[meta.list],
    subtitle,
    ...(meta.company ? { company: meta.company } : {}),
    // Nine columns: landscape, so a certificate number stays on one line.
    orientation: 'landscape',
    columns: [
      { header: 'NO.', align: 'right', noWrap: true },
      { header: 'Jenis', width: '*' },
      { header: 'Nomor', noWrap: true },
      { header: 'Pemegang', width: '*' },
      { header: 'Penerbit', width: '*' },
      { header: 'Terbit', noWrap: true },
      { header: 'Kedaluwarsa', noWrap: true },
      { header: 'Status', noWrap: true },
      { header: 'Sisa Hari', noWrap: true },
    ],
    rows: rows.map((row, index) => [
      String(index + 1),
      row.jenis.name,
      row.nomor,
      certificateHolderText(row),
      row.penerbit,
      calendarDay(row.tanggal_terbit),
      row.tanggal_kadaluarsa ? calendarDay(row.tanggal_kadaluarsa) : CERTIFICATE_REPORT_TEXTS.lifetime,
      CERTIFICATE_STATUS_LABELS[row.status],
      daysLeftText(row.days_left),
    ]),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
}
