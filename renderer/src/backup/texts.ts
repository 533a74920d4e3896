/** Texts of the superadmin's Cadangan Data screen and the home's backup warning (issue 26 §1). */
export const BACKUP_TEXTS = {
  title: 'Cadangan Data',
  intro: 'Database dan semua file unggahan disalin ke satu file cadangan setiap hari, lalu diperiksa ulang (dimuat ke database percobaan).',

  settingsTitle: 'Jadwal & Folder',
  time: 'Jam pencadangan harian',
  timeHelper: 'Waktu Jakarta (WIB). Bila komputer mati pada jam itu, cadangan dibuat saat server dinyalakan berikutnya.',
  folder: 'Folder cadangan',
  folderHelper: (defaultFolder: string) => `Misalnya disk USB atau folder jaringan. Bawaan: ${defaultFolder}`,
  useDefault: 'Pakai folder bawaan',
  save: 'Simpan Pengaturan',
  saving: 'Menyimpan…',
  saved: 'Pengaturan cadangan disimpan',
  saveFailed: 'Gagal menyimpan pengaturan cadangan',
  nextRun: (when: string) => `Cadangan otomatis berikutnya: ${when}`,
  keepRule: 'Disimpan: 7 harian, 4 mingguan, 12 bulanan. Cadangan lama dihapus otomatis setelah cadangan baru terverifikasi.',

  runNow: 'Cadangkan Sekarang',
  running: 'Sedang mencadangkan…',
  started: 'Pencadangan dimulai',
  runFailed: 'Pencadangan tidak dapat dimulai',
  finishedOk: 'Cadangan selesai dan terverifikasi',
  finishedFailed: 'Pencadangan gagal',
  phases: {
    snapshot: 'Mengambil snapshot database',
    database: 'Menulis database',
    files: 'Menulis file unggahan',
    verify: 'Memverifikasi cadangan',
    done: 'Selesai',
  },
  waiting: 'Menyiapkan',
  triggers: { manual: 'manual', schedule: 'terjadwal', 'catch-up': 'susulan', cli: 'npm run db:backup' },
  startedAt: (when: string, trigger: string) => `Dimulai ${when} (${trigger})`,

  listTitle: 'Daftar Cadangan',
  columns: { name: 'Nama File', at: 'Tanggal & Jam', size: 'Ukuran', duration: 'Lama', status: 'Status', note: 'Keterangan' },
  empty: 'Belum ada cadangan. Tekan Cadangkan Sekarang untuk membuat yang pertama.',
  verifiedNote: (tables: number, rows: string, files: number) => `${tables} tabel, ${rows} baris, ${files} file unggahan`,
  writing: 'Sedang ditulis',
  incompleteNote: 'Sedang ditulis, atau terputus (akan dihapus pada pencadangan berikutnya).',
  seconds: (text: string) => `${text} detik`,
  minutes: (m: number, s: number) => `${m} menit ${s} detik`,

  postgresTitle: 'Database PostgreSQL kantor',
  postgresBody:
    'Server ini memakai PostgreSQL kantor. Cadangan dibuat di komputer server dengan perintah di bawah (pg_dump ditambah folder file unggahan), dijadwalkan setiap hari lewat Task Scheduler atau cron. Lihat README, bagian Cadangan data.',
  postgresCommand: 'npm run db:backup -- --out FOLDER',

  warningNone: 'Belum ada cadangan data yang terverifikasi.',
  warningStale: (when: string) => `Cadangan data terakhir yang terverifikasi dibuat ${when}, lebih dari 2 hari lalu.`,
  warningFailed: 'Pencadangan terakhir gagal.',
  warningOpen: 'Buka Cadangan Data',
} as const;
