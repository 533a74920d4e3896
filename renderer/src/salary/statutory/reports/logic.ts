import { statutoryEndpoints } from '../../../../../common/contract/statutory';
import type { ApiFile } from '../../payroll/exports';
import { fileSlug } from '../../payroll/exports';

/** 'YYYY-MM' of a year and a 1–12 month, as the monthly reports ask. */
export function taxMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The month the monthly reports open on: the tax month (the month its period ends) of the newest
 * final run, where there is one; otherwise `fallback` (last month).
 */
export function openingMonth(newestFinal: { period_end: string } | undefined, fallback: { month: number; year: number }): { month: number; year: number } {
  if (!newestFinal) return { month: fallback.month, year: fallback.year };
  return { month: Number(newestFinal.period_end.slice(5, 7)), year: Number(newestFinal.period_end.slice(0, 4)) };
}

const e = statutoryEndpoints;

/** The BPJS recap of a tax month: 'rekap-iuran-bpjs-2026-10.xlsx'. */
export function bpjsRecapFile(month: string): ApiFile {
  return { url: `${e.bpjsRecap.path}?month=${month}`, file: `rekap-iuran-bpjs-${month}.xlsx`, pdf: false };
}

/** The e-Bupot 21 import of a tax month: 'ebupot-pph21-2026-10.xlsx'. */
export function ebupotFile(month: string): ApiFile {
  return { url: `${e.ebupot.path}?month=${month}`, file: `ebupot-pph21-${month}.xlsx`, pdf: false };
}

/** The 1721-A1 forms of a year, of one employee or of all: '1721-a1-2026.pdf', '1721-a1-2026-budi-santoso.pdf'. */
export function a1File(year: number, employee: { id: string; name: string } | null): ApiFile {
  if (!employee) return { url: `${e.a1.path}?year=${year}`, file: `1721-a1-${year}.pdf`, pdf: true };
  return { url: `${e.a1.path}?year=${year}&employee=${encodeURIComponent(employee.id)}`, file: `1721-a1-${year}-${fileSlug(employee.name)}.pdf`, pdf: true };
}

