/**
 * Blueprint 6 hard-codes a few English screen-reader labels and offers no prop to change them: the
 * close button of every dialog, drawer and toast, a tag's remove button, the option list of a
 * select, a spinner. The build rewrites them in Blueprint's own files to these Indonesian ones
 * (vite.config.ts, blueprintIndonesianLabels); tests/unit/ui-language.test.ts checks the built
 * bundle has none of the English ones left (issue 27 §3). No imports: vite.config.ts reads it.
 */
export const BLUEPRINT_ARIA_LABELS: Readonly<Record<string, string>> = {
  Close: 'Tutup',
  'Remove tag': 'Hapus',
  'Clear selected items': 'Hapus semua pilihan',
  'Clear filter query': 'Hapus kata pencarian',
  'selectable options': 'Daftar pilihan',
  loading: 'Memuat',
  increment: 'Tambah',
  decrement: 'Kurangi',
  Back: 'Kembali',
  steps: 'Langkah',
  'collapsed breadcrumbs': 'Tautan tersembunyi',
};

/** Blueprint's compiled `"aria-label": "…"` with the English label replaced; other text untouched. */
export function indonesianAriaLabels(code: string): string {
  return code.replace(/"aria-label": "([^"]+)"/g, (whole, label: string) => {
    const indonesian = BLUEPRINT_ARIA_LABELS[label];
    return indonesian === undefined ? whole : `"aria-label": ${JSON.stringify(indonesian)}`;
  });
}
