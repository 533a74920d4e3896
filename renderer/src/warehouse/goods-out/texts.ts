import { GOODS_OUT_MESSAGES } from '../../../../common/contract/warehouse-goods-out';

/** Goods out's own texts (seed 001 screens 7–10; section 5's row messages are in the contract). */
export const GOODS_OUT_TEXTS = {
  listTitle: 'List Data Barang Keluar', // seed
  formTitle: 'Tambah Barang Keluar', // seed
  detailTitle: 'Detail Barang Keluar', // seed
  historyTitle: 'Riwayat Barang Keluar', // seed
  amount: 'Stok Keluar',
  historySearch: 'Cari nomor dokumen, produk atau gudang...',
  historyProduct: 'Nama Produk',
  historyAmount: 'Jumlah',
  toDetail: 'Lihat detail',
  editRows: 'Edit Baris',
  systemNote: 'Stok Sistem: saldo produk di gudang tersebut saat ini, setelah barang keluar.',
  messages: GOODS_OUT_MESSAGES,
  pdfName: (number: string) => `barang-keluar-${number}.pdf`,
} as const;
