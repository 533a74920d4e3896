import { LUNCH_TEXTS } from '../../../common/contract/luncheon';
import { SHELL_TEXTS } from '../shell/texts';

/**
 * Texts of the Luncheon screens (seed 001 "Luncheon screens", section 8). Exact seed strings are
 * marked "seed"; the server's own messages (already taken, bad code) live in LUNCH_TEXTS.
 */
export const LUNCHEON_TEXTS = {
  menuScanner: 'Scanner', // seed
  menuLunch: 'Lunch', // seed
  menuMyCode: SHELL_TEXTS.myCode,

  // ---- Scanner QRCode ----
  scannerTitle: 'Scanner QRCode', // seed
  steps: [
    'Buka aplikasi ERP di HP Anda.',
    "Tekan menu 'Ambil Makan' (Kode Makan Saya).",
    'Arahkan QR code ke kamera di layar ini.',
  ],
  processing: 'Prosess...', // seed
  successTitle: 'Scanner Berhasil', // seed
  successText: (name: string) => `Silakan ${name} Ambil Makan Siang Anda!`, // seed
  failureTitle: 'Oops...', // seed
  offlineText: 'Internet Error! Silakan cek jaringan internet Anda.', // seed
  offlineRetrying: 'Mencoba lagi otomatis saat jaringan kembali...',
  badFormat: LUNCH_TEXTS.badFormat,
  cameraStarting: 'Membuka kamera...',
  cameraDenied: 'Izin kamera ditolak. Izinkan akses kamera untuk aplikasi ini, lalu coba lagi.',
  cameraMissing: 'Kamera tidak ditemukan. Pasang kamera, lalu coba lagi.',
  cameraBusy: 'Kamera sedang dipakai aplikasi lain atau tidak dapat dibuka.',
  cameraUnsupported: 'Peramban ini tidak mendukung kamera.',
  cameraTitle: 'Kamera tidak dapat dipakai',
  cameraLabel: 'Tampilan kamera scanner',
  retry: SHELL_TEXTS.retry,
  ready: 'Siap memindai',

  // ---- Daftar Makan Karyawan ----
  listsTitle: 'Daftar Makan Karyawan', // seed
  entitledTitle: 'List Makan Hari Ini', // seed
  takenTitle: 'List Sudah Ambil Makan', // seed
  number: 'NO.', // seed
  idk: 'IDK', // seed
  name: 'Nama Karyawan', // seed
  takenAt: 'Jam Pengambilan', // seed
  search: 'Search...', // seed
  /** Seed: month-day-year hour:minute. */
  takenAtFormat: 'MM-DD-YYYY HH:mm',
  summary: (taken: number, total: number) => `Sudah ambil makan hari ini: ${taken} dari ${total} karyawan`,
  summaryLoading: 'Menghitung...',

  // ---- Kode Makan Saya ----
  myCodeTitle: 'Kode Makan Saya',
  myCodeHint: 'Tunjukkan QR code ini ke kamera Scanner QRCode di kantin.',
  myCodeFor: (date: string) => `Berlaku untuk tanggal ${date}`,
  myCodeEmployee: 'Nomor Karyawan',
  myCodeCode: 'Kode Makan',
  myCodeTaken: 'Makan siang hari ini sudah diambil.',
  myCodeNotTaken: 'Belum diambil hari ini.',
  myCodeQrLabel: (idk: number) => `QR code makan karyawan ${idk}`,
  myCodeFailed: 'Kode makan tidak dapat dimuat',
} as const;
