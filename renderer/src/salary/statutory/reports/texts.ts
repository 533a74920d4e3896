/** 'Laporan BPJS & Pajak' (issue 18): the files the office sends to BPJS and the tax office. */
export const REPORTS_TEXTS = {
  title: 'Laporan BPJS & Pajak',
  intro: 'File dibuat dari penggajian yang sudah Final. Penggajian yang masih Draft belum ikut.',

  monthly: 'Laporan Bulanan',
  month: 'Bulan',
  year: 'Tahun',
  monthlyNote: (month: string) => `Penggajian final yang dibayar pada ${month} (termasuk THR).`,

  bpjsButton: 'Rekap Iuran BPJS (Excel)',
  bpjsNote:
    'Iuran JHT, JP, JKK, JKM dan BPJS Kesehatan per karyawan dan per program, bagian perusahaan dan karyawan, dengan total. Untuk mencocokkan tagihan iuran BPJS Ketenagakerjaan (SIPP) dan BPJS Kesehatan (e-Dabu) sebelum membayar.',
  ebupotButton: 'e-Bupot PPh 21 (Excel)',
  ebupotNote:
    'PPh 21 yang dipotong bulan itu dalam susunan impor e-Bupot 21 Coretax: BPMP untuk pegawai tetap, BP21 untuk pegawai tidak tetap. Unggah ke Coretax: e-Bupot 21 → Impor, lalu lapor SPT Masa PPh 21.',

  annual: 'Laporan Tahunan',
  employee: 'Karyawan',
  allEmployees: 'Semua pegawai tetap',
  employeesLoading: 'Memuat karyawan...',
  employeesFailed: 'Daftar karyawan tidak dapat dimuat',
  employeesNone: 'Belum ada pegawai tetap dengan penggajian final tahun ini',
  employeeHint: 'Pegawai tetap yang digaji dalam penggajian final tahun itu.',
  a1Button: '1721-A1 (PDF)',
  a1Note:
    'Bukti potong PPh 21 tahunan pegawai tetap (satu halaman per karyawan): penghasilan setahun, biaya jabatan, iuran pensiun, PTKP dan PPh 21 terutang. Berikan kepada karyawan paling lambat satu bulan setelah tahun pajak berakhir, untuk SPT Tahunan-nya.',

  working: 'Memproses...',
  retry: 'Coba Lagi',
} as const;
