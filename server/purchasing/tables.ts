import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES, WAREHOUSE_RECEIPT_STATUSES } from '../../common/contract/purchasing';
import { DISCOUNT_KINDS, PO_TYPES } from '../../common/purchasing';
import { auditColumns, idColumn, recordStatus } from '../db/columns';
import { products } from '../warehouse/tables';

// The Purchasing module (seed 001 sections 3, 4, 5, 9): suppliers and delivery addresses (the
// generic resource routes need one column per field of their definitions in
// common/contract/purchasing.ts, keyed by the field's name), purchase orders with their lines, and
// payments. Money is integer rupiah (bigint), percentages numeric(5,2); the server recomputes every
// total with common/purchasing.ts before it writes one.

const textField = (name: string) => text(name).notNull().default('');

export const suppliers = pgTable(
  'purchasing_suppliers',
  {
    id: idColumn(),
    nama_perusahaan: text('nama_perusahaan').notNull(),
    gelar: textField('gelar'),
    nama_depan: textField('nama_depan'),
    nama_belakang: textField('nama_belakang'),
    nama_panggilan: textField('nama_panggilan'),
    nama_keluarga: textField('nama_keluarga'),
    alamat_penagihan: textField('alamat_penagihan'),
    nomer_alamat: textField('nomer_alamat'),
    rt: textField('rt'),
    rw: textField('rw'),
    kodepos: textField('kodepos'),
    kelurahan: textField('kelurahan'),
    kecamatan: textField('kecamatan'),
    kabupaten: textField('kabupaten'),
    provinsi: textField('provinsi'),
    email: textField('email'),
    npwp: textField('npwp'),
    mobile: textField('mobile'),
    telepon: textField('telepon'),
    fax: textField('fax'),
    nama_bank: textField('nama_bank'),
    atas_nama: textField('atas_nama'),
    nomer_rekening: textField('nomer_rekening'),
    informasi_lain: textField('informasi_lain'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('purchasing_suppliers_name_active').on(sql`lower(${t.nama_perusahaan})`).where(sql`${t.status} = 'active'`)],
);

/** Delivery/billing addresses (alamatPenagihan): the PO's receiver ('Kirim Ke'). */
export const addresses = pgTable(
  'purchasing_addresses',
  {
    id: idColumn(),
    nama_perusahaan: text('nama_perusahaan').notNull(),
    alamat_pengiriman: textField('alamat_pengiriman'),
    telepon: textField('telepon'),
    fax: textField('fax'),
    handphone: textField('handphone'),
    email: textField('email'),
    nama_bank: textField('nama_bank'),
    atas_nama: textField('atas_nama'),
    nomer_rekening: textField('nomer_rekening'),
    id_identitas: textField('id_identitas'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('purchasing_addresses_name_active').on(sql`lower(${t.nama_perusahaan})`).where(sql`${t.status} = 'active'`)],
);

/**
 * Purchase orders. `sisa_pembayaran` and `status_pembayaran` are the server's, derived from the
 * payments under the PO's row lock; the CHECKs are the last guard that a balance never goes
 * below zero nor above the grand total.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: idColumn(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => addresses.id),
    noTransaksi: text('no_transaksi').notNull(),
    noReffSupplier: text('no_reff_supplier').notNull(),
    jenisPo: text('jenis_po', { enum: PO_TYPES }).notNull(),
    tanggalTransaksi: date('tanggal_transaksi', { mode: 'string' }).notNull(),
    tanggalJatuhTempo: date('tanggal_jatuh_tempo', { mode: 'string' }).notNull(),
    attn: text('attn').notNull().default(''),
    memo: text('memo').notNull().default(''),
    subTotal: bigint('sub_total', { mode: 'number' }).notNull(),
    /** Percent of the subtotal. */
    ppn: numeric('ppn', { precision: 5, scale: 2 }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** A percent of the total ('%') or rupiah ('Rp'), as `jenis_diskon` says. */
    diskon: numeric('diskon', { precision: 17, scale: 2 }).notNull(),
    jenisDiskon: text('jenis_diskon', { enum: DISCOUNT_KINDS }).notNull(),
    ongkir: bigint('ongkir', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    sisaPembayaran: bigint('sisa_pembayaran', { mode: 'number' }).notNull(),
    statusPembayaran: text('status_pembayaran', { enum: PAYMENT_STATUSES }).notNull().default('belum lunas'),
    status: recordStatus(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('purchases_no_transaksi_active').on(t.noTransaksi).where(sql`${t.status} = 'active'`),
    index('purchases_active_date').on(t.tanggalTransaksi, t.id).where(sql`${t.status} = 'active'`),
    index('purchases_supplier').on(t.supplierId),
    index('purchases_receiver').on(t.receiverId),
    check('purchases_money_not_negative', sql`${t.subTotal} >= 0 and ${t.total} >= 0 and ${t.ongkir} >= 0 and ${t.grandTotal} >= 0`),
    check('purchases_balance_within_total', sql`${t.sisaPembayaran} >= 0 and ${t.sisaPembayaran} <= ${t.grandTotal}`),
  ],
);

/**
 * The lines of a PO. Name, code and unit are copied from the product when the PO is saved, so the
 * PO reads as it was ordered. `qty_diterima` and `status_gudang` belong to the warehouse's
 * receiving flow (a later issue).
 */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: idColumn(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    satuan: text('satuan').notNull(),
    qty: integer('qty').notNull(),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    ukuranAsli: text('ukuran_asli').notNull().default(''),
    tebal: text('tebal').notNull().default(''),
    qtyZak: integer('qty_zak').notNull().default(0),
    diskon1: numeric('diskon_1', { precision: 5, scale: 2 }).notNull().default('0'),
    diskon2: numeric('diskon_2', { precision: 5, scale: 2 }).notNull().default('0'),
    totalAwal: bigint('total_awal', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    qtyDiterima: integer('qty_diterima').notNull().default(0),
    statusGudang: text('status_gudang', { enum: WAREHOUSE_RECEIPT_STATUSES }).notNull().default('belum'),
  },
  (t) => [
    index('purchase_lines_purchase').on(t.purchaseId, t.position),
    index('purchase_lines_product').on(t.productId),
    check('purchase_lines_qty_positive', sql`${t.qty} > 0`),
    check('purchase_lines_received_within_qty', sql`${t.qtyDiterima} >= 0 and ${t.qtyDiterima} <= ${t.qty}`),
  ],
);

/** Payments against a PO: immutable; the PO's balance and status follow from them. */
export const purchasePayments = pgTable(
  'purchase_payments',
  {
    id: idColumn(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    tanggalPembayaran: date('tanggal_pembayaran', { mode: 'string' }).notNull(),
    caraPembayaran: text('cara_pembayaran', { enum: PAYMENT_METHODS }).notNull(),
    nominal: bigint('nominal_pembayaran', { mode: 'number' }).notNull(),
    memo: text('memo').notNull().default(''),
    /** Stored file name (server/files, area 'payment'). */
    lampiran: text('lampiran').notNull(),
    createdBy: uuid('created_by'),
    /** The payer's name as it read when the payment was recorded (printed on the receipt). */
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_payments_purchase').on(t.purchaseId, t.createdAt), check('purchase_payments_positive', sql`${t.nominal} > 0`)],
);
