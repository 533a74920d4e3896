/**
 * The module registry: the eight business modules of the product, as the home screen shows them.
 * `accessName` is the entry the user's application access list must contain ('/employee' etc.).
 * A module stays `enabled: false` until its issue lands; its card then reads MODULE_UNAVAILABLE.
 */
export const MODULE_KEYS = [
  'employee',
  'warehouse',
  'luncheon',
  'survey',
  'production',
  'certificate',
  'purchasing',
  'salary',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];

export interface ModuleInfo {
  key: ModuleKey;
  /** Card title as the seeds name it. */
  title: string;
  /** Renderer entry path. */
  path: string;
  /** Name in the user's application access list. */
  accessName: string;
  /** Prefix of the module's HTTP API. */
  apiPrefix: string;
  /** Blueprint icon name. */
  icon: string;
  description: string;
  enabled: boolean;
}

export const MODULES: readonly ModuleInfo[] = [
  {
    key: 'employee',
    title: 'Employee',
    path: '/employee',
    accessName: '/employee',
    apiPrefix: '/api/employee',
    icon: 'people',
    description: 'Karyawan, jabatan, divisi, aplikasi, bank.',
    enabled: true,
  },
  {
    key: 'warehouse',
    title: 'Warehouse',
    path: '/warehouse',
    accessName: '/warehouse',
    apiPrefix: '/api/warehouse',
    icon: 'box',
    description: 'Produk, stock opname, stock move.',
    enabled: true,
  },
  {
    key: 'luncheon',
    title: 'Luncheon',
    path: '/luncheon',
    accessName: '/luncheon',
    apiPrefix: '/api/attendance',
    icon: 'glass',
    description: 'Makan karyawan, validasi makan dengan QR code.',
    enabled: true,
  },
  {
    key: 'survey',
    title: 'Survey',
    path: '/survey',
    accessName: '/survey',
    apiPrefix: '/api/survey',
    icon: 'map',
    description: 'Hasil survey lapangan dan pembuatan proyek.',
    enabled: true,
  },
  {
    key: 'production',
    title: 'Production',
    path: '/production',
    accessName: '/production',
    apiPrefix: '/api/production',
    icon: 'build',
    description: 'Barang jadi dan riwayat penjualan.',
    enabled: true,
  },
  {
    key: 'certificate',
    title: 'Certificate',
    path: '/sertifikat',
    accessName: '/certificate',
    apiPrefix: '/api/certificate',
    icon: 'document',
    description: 'Daftar sertifikat yang mendekati masa berlaku.',
    enabled: true,
  },
  {
    key: 'purchasing',
    title: 'Purchasing',
    path: '/purchasing',
    accessName: '/purchasing',
    apiPrefix: '/api/purchasing',
    icon: 'shopping-cart',
    description: 'Purchase order dan supplier.',
    enabled: true,
  },
  {
    key: 'salary',
    title: 'Sallary',
    path: '/sallary',
    accessName: '/sallary',
    apiPrefix: '/api/salary',
    icon: 'dollar',
    description: 'Absensi dan perhitungan gaji.',
    enabled: true,
  },
];

export function moduleByKey(key: ModuleKey): ModuleInfo {
  const found = MODULES.find((m) => m.key === key);
  if (!found) throw new Error(`unknown module ${key}`);
  return found;
}

export const MODULE_UNAVAILABLE = 'Mohon Ma`af Menu belum tersedia';
