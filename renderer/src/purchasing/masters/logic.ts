import { PURCHASING_TEXTS as T } from '../texts';
import type { SupplierDetail } from './api';

/** A field of the detail as text ('' when absent). */
const field = (detail: SupplierDetail, key: string): string => {
  const value = detail[key];
  return value === null || value === undefined ? '' : String(value).trim();
};

/** Parts joined by `separator`, the blank ones left out. */
const joined = (parts: readonly string[], separator: string) => parts.filter((part) => part !== '').join(separator);

/**
 * The supplier detail modal's lines (seed 001 screen 5): company, contact, email, mobile, billing
 * address (number, RT/RW, kelurahan, kecamatan, kabupaten, provinsi, postal code), phone, fax,
 * NPWP, other info and bank account.
 */
export function supplierFacts(detail: SupplierDetail): [label: string, value: string][] {
  const f = (key: string) => field(detail, key);
  const nickname = f('nama_panggilan');
  const contact = joined([f('gelar'), f('nama_depan'), f('nama_belakang')], ' ') + (nickname ? ` (${nickname})` : '');
  const street = joined([f('alamat_penagihan'), f('nomer_alamat') ? `No. ${f('nomer_alamat')}` : ''], ' ');
  const address = joined(
    [
      street,
      T.addressLine.rtRw(f('rt'), f('rw')),
      f('kelurahan') ? `${T.addressLine.kelurahan} ${f('kelurahan')}` : '',
      f('kecamatan') ? `${T.addressLine.kecamatan} ${f('kecamatan')}` : '',
      f('kabupaten'),
      joined([f('provinsi'), f('kodepos')], ' '),
    ],
    ', ',
  );
  const bank = joined([f('nama_bank'), f('nomer_rekening'), f('atas_nama') ? `a.n. ${f('atas_nama')}` : ''], ' · ');
  const facts = T.supplierFacts;
  return [
    [facts.company, f('nama_perusahaan')],
    [facts.contact, contact],
    [facts.email, f('email')],
    [facts.mobile, f('mobile')],
    [facts.billingAddress, address],
    [facts.phone, f('telepon')],
    [facts.fax, f('fax')],
    [facts.npwp, f('npwp')],
    [facts.otherInfo, f('informasi_lain')],
    [facts.bank, bank],
  ];
}
