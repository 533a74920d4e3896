import { SHELL_TEXTS } from '../shell/texts';

/** Texts of the server settings (desktop app only). */
export const SETTINGS_TEXTS = {
  title: 'Pengaturan Server',
  open: 'Pengaturan Server',
  choiceLabel: 'Server yang dipakai',
  standalone: 'Mandiri (server di komputer ini)',
  remote: 'Server kantor',
  urlLabel: 'Alamat server',
  urlPlaceholder: 'http://192.168.1.10:8080',
  urlHelper: 'Contoh: https://192.168.1.10:8080 (server dengan TLS) atau http://192.168.1.10:8080',
  // The same message as the serverSettings schema in common/ipc.ts (a unit test keeps them equal).
  invalidUrl: 'Alamat server tidak valid',
  restartHint: 'Aplikasi akan dimulai ulang untuk memakai server ini. Penggantian server dikonfirmasi sekali lagi di jendela aplikasi.',
  // Plain http to another PC, and an https server's certificate (pinned on first use by main).
  plainHttpTitle: 'Koneksi tanpa enkripsi',
  plainHttpWarning:
    'Alamat http:// ke komputer lain: kata sandi, slip gaji dan foto absensi melintasi jaringan tanpa enkripsi, dan siapa pun di jaringan kantor dapat membacanya. Pakai https:// bila server kantor mendukungnya.',
  certificateTitle: 'Sertifikat server',
  certificateReading: 'Membaca sertifikat server...',
  certificateUnread: (message: string) => `Sertifikat belum dapat dibaca: ${message}`,
  certificatePinned: 'Tersemat (SHA-256):',
  certificateSeen: 'Sidik jari (SHA-256):',
  certificateCompare: 'Cocokkan dengan sidik jari yang dicetak server saat mulai. Saat disimpan, sertifikat ini disematkan: bila nanti berubah, aplikasi berhenti dan memperingatkan Anda.',
  certificateMatches: 'Sertifikat server sama dengan yang tersemat.',
  certificateChanged: 'PERINGATAN: sertifikat server berbeda dari yang tersemat. Jangan lanjutkan sebelum admin server memastikan sertifikatnya memang diganti.',
  currentHint: 'Server ini yang sedang dipakai.',
  loading: SHELL_TEXTS.loading,
  loadFailed: 'Pengaturan server tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  save: 'Simpan',
  cancel: SHELL_TEXTS.cancel, // seed
  saved: 'Pengaturan server disimpan',
  restarting: 'Aplikasi dimulai ulang...',
  saveFailed: 'Pengaturan server gagal disimpan',
  // This PC's devices (desktop): the scanner's camera and the canteen kiosk.
  devicesHeading: 'Perangkat komputer ini',
  cameraLabel: 'Kamera',
  cameraHelper: 'Kamera untuk Scanner makan siang.',
  defaultCamera: 'Kamera bawaan',
  numberedCamera: (n: number) => `Kamera ${n}`,
  missingCamera: 'Kamera tersimpan (tidak terhubung)',
  kioskLabel: 'Mode Kiosk (PC kantin)',
  kioskHelper: 'Layar penuh di Scanner makan; layar lain tidak bisa dibuka.',
  kioskOn: 'Mode kiosk aktif: Scanner dibuka layar penuh.',
  kioskOff: 'Mode kiosk dimatikan.',
  // Printers (desktop): QR labels and A4 reports print straight to them; none means the PDF is offered.
  labelPrinterLabel: 'Printer Label',
  labelPrinterHelper: 'Label QR Code (120 × 147 mm).',
  reportPrinterLabel: 'Printer Laporan',
  reportPrinterHelper: 'Laporan dan rekap (A4).',
  noPrinter: 'Tidak ada',
  defaultPrinter: (name: string) => `${name} (bawaan)`,
  missingPrinter: (name: string) => `${name} (tidak terhubung)`,
} as const;
