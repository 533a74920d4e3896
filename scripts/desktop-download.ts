import { downloadElectronOnce } from './electron-binary';

/** `npm run desktop:download`: tries the Electron binary download again (after a failed one at install). */
console.log('Mengunduh Electron…');
const record = downloadElectronOnce();
if (!record) {
  console.error('Paket electron belum terpasang: jalankan npm install dulu.');
  process.exit(1);
}
console.log(record.ok ? 'Electron terpasang: npm start membuka aplikasi desktop.' : `Gagal: ${record.reason}`);
process.exit(record.ok ? 0 : 1);
