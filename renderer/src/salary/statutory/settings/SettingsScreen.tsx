/** 'Pengaturan BPJS & Pajak' (issue 18): built by the settings work. */
export function SettingsScreen() {
  return null;
}
