/** Where the statutory screens (issue 18) sit under the Sallary module's entry. */
export const STATUTORY_SETTINGS_PATH = 'bpjs-pajak/pengaturan';
export const STATUTORY_REPORTS_PATH = 'bpjs-pajak/laporan';
