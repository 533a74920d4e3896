import { SHELL_TEXTS } from '../shell/texts';

/**
 * Texts of the Warehouse module's shell and overview (seed 001 section 2 "Warehouse sidebar",
 * "Warehouse screens" 1). Exact seed strings are marked "seed"; the master screens' own texts
 * come from their definitions in common/contract/warehouse.ts.
 */
export const WAREHOUSE_TEXTS = {
  sidebarTitle: 'WareHouse', // seed

  // ---- sidebar: headings and entries (seed section 2) ----
  groupProducts: 'Produk', // seed
  groupIncoming: 'Barang Datang', // seed
  groupOutgoing: 'Barang Keluar', // seed
  groupOperator: 'Operator', // seed
  groupSettings: 'Settings', // seed
  menuOverview: 'Overview', // seed
  menuProduct: 'Produk', // seed
  menuStockCard: 'Kartu Stok',
  menuIncoming: 'Barang Datang', // seed
  menuIncomingHistory: 'Riwayat', // seed
  menuOutgoing: 'Barang Keluar', // seed
  menuProject: 'Barang Proyek', // seed
  menuOutgoingHistory: 'Riwayat Barang Keluar', // seed
  menuOutgoingForm: 'Tambah Barang Keluar', // seed
  menuOutgoingDetail: 'Detail Barang Keluar', // seed
  menuStockOpnameForm: 'Tambah Stock Opname', // seed
  menuStockOpnameDetail: 'Detail Stock Opname',
  menuStockOpname: 'Stock Opname',
  menuStockMove: 'Stock Move', // seed
  menuLeftoverOffice: 'Barang Sisa Office', // seed
  menuLeftoverProject: 'Barang Sisa Proyek', // seed

  // ---- overview (seed screen 1) ----
  overviewTitle: 'Overview',
  cardIncoming: 'Barang Datang', // seed
  cardIncomingNote: 'Hari ini', // seed
  cardProducts: 'Produk', // seed
  cardProductsNote: 'Produk aktif',
  cardStockMove: 'Stock Move', // seed
  cardStockMoveNote: 'Perpindahan aktif',
  cardStockOpname: 'Stock Opname', // seed ('Stock Opmane' there)
  cardStockOpnameNote: 'Stock opname selesai',
  chartTitle: 'Statistik Barang datang', // seed
  chartIncoming: 'Stock Masuk', // seed
  chartReturned: 'Stock Pengembalian / Retur', // seed
  chartPeriod: (from: string, to: string) => `30 hari terakhir: ${from} – ${to}`,
  chartEmpty: 'Belum ada data',
  loadFailed: 'Data overview tidak dapat dimuat',
  retry: SHELL_TEXTS.retry,
  loading: SHELL_TEXTS.loading,
} as const;
