import { BROUGHT_FORWARD } from '../../../../common/contract/warehouse-stock-card';

/** Texts of 'Kartu Stok' (issue 13 section 4, beyond the seed). */
export const STOCK_CARD_TEXTS = {
  title: (name: string) => `Kartu Stok · ${name}`,
  open: 'Kartu Stok',
  product: 'Produk',
  pickTitle: 'Pilih produk',
  pickProduct: 'Cari produk menurut namanya untuk melihat kartu stoknya: setiap barang masuk dan keluar, dengan saldonya.',
  warehouse: 'Warehouse',
  allWarehouses: 'Semua warehouse',
  from: 'Dari tanggal',
  until: 'Sampai tanggal',
  clearDates: 'Semua tanggal',
  columns: { date: 'Tanggal', number: 'No. Dokumen', kind: 'Jenis', warehouse: 'Warehouse', in: 'Masuk', out: 'Keluar', balance: 'Saldo' },
  broughtForward: BROUGHT_FORWARD,
  totals: 'Total periode',
  print: 'Cetak PDF',
  excel: 'Excel',
  busy: 'Proses...', // seed
  printFailed: 'Kartu stok tidak dapat dicetak',
  excelFailed: 'Kartu stok tidak dapat diekspor',
  close: 'Tutup',
  rangeProblem: 'Tanggal awal harus sebelum tanggal akhir',
} as const;
