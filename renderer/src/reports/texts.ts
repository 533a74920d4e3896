import { MASTER_TEXTS } from '../shell/master/texts';
import { SHELL_TEXTS } from '../shell/texts';

/** Pelaporan screen texts (seed 000 "Reports screen", section 8). Exact seed strings are marked "seed". */
export const REPORT_TEXTS = {
  title: SHELL_TEXTS.reports,
  reporters: 'Daftar pelapor',
  searchPlaceholder: 'Cari pelapor atau laporan...',
  pickReporter: 'Silakan pilih pelapor.', // seed
  count: 'Jumlah Laporan', // seed
  process: 'Proses', // seed
  processed: 'Berhasil Proses Pesan', // seed: 'Proses Pesan' success
  processFailed: 'Gagal Proses Pesan', // seed: 'Proses Pesan' failure
  /** The status tag of an item: 'baru' is not yet taken up, 'proses' is (see common/contract/reports.ts). */
  status: { baru: 'Baru', proses: 'Proses' },
  unhandled: (n: number) => `${n} baru`,
  conversation: 'Percakapan laporan',
  image: 'Gambar laporan',
  openImage: 'Perbesar gambar laporan',
  noImage: 'Tanpa gambar',
  photoOf: (name: string) => `Foto ${name}`,
  empty: MASTER_TEXTS.empty,
  noMatch: 'Tidak ada pelapor yang cocok dengan pencarian.',
  loadFailed: 'Laporan tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  loading: SHELL_TEXTS.loading,
  close: 'Tutup',
} as const;
