import { OPNAME_MESSAGES } from '../../../../common/contract/warehouse-opname';

/** Stock opname's own texts (seed 001 screen 12; issue 13 section 3). */
export const OPNAME_TEXTS = {
  listTitle: 'List Data Stock Opname', // seed
  formTitle: 'Tambah Stock Opname', // seed
  detailTitle: 'Detail Stock Opname',
  counted: 'Stok Fisik',
  systemAtCount: 'Stok Sistem',
  difference: 'Selisih',
  stockNow: 'Saldo Saat Ini',
  balanceAtPost: 'Saldo Saat Posting',
  adjustment: 'Penyesuaian',
  state: 'Status',
  draft: 'Draft',
  posted: 'Selesai',
  postedAt: 'Diposting',
  post: 'Selesai', // issue 13 section 3
  posting: 'Proses...',
  postTitle: 'Posting Stock Opname',
  postQuestion: 'Saldo setiap baris akan disamakan dengan stok fisik yang dihitung. Opname yang sudah selesai tidak bisa diubah lagi.',
  movedTitle: 'Saldo berubah sejak dihitung',
  movedNote: (rows: number) => `Saldo ${rows} baris berubah sejak dihitung (kolom Saldo Saat Ini). Saat Selesai, penyesuaian dihitung dari saldo saat itu sehingga saldo sama dengan stok fisik.`,
  movedIntro: 'Stok barang ini bergerak setelah dihitung. Penyesuaian akan dihitung dari saldo saat ini:',
  movedRow: (product: string, warehouse: string, atCount: string, now: string, counted: string, adjustment: string) =>
    `${product} (${warehouse}): sistem saat dihitung ${atCount}, saldo saat ini ${now}, fisik ${counted} → penyesuaian ${adjustment}`,
  postConfirm: 'Ya, Selesai',
  postDone: 'Berhasil Update Data', // seed section 8 ('Update')
  postFailed: 'Gagal Update Data', // seed section 8
  readOnly: 'Stock opname ini sudah selesai dan hanya bisa dibaca.',
  toDetail: 'Lihat detail',
  editRows: 'Edit Baris',
  messages: OPNAME_MESSAGES,
  pdfName: (number: string) => `stock-opname-${number}.pdf`,
} as const;
