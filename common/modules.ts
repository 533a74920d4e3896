/**
 * The module registry: the eight business modules of the product, as the home screen shows them.
 * A grant names a module by its `key` (stored as applications.module_key); `accessName` is how the
 * seed's access list spells it ('/employee' etc.), computed from the key for the login answer.
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
  /** Name in the seed's access list and of the module's built-in application (computed, never compared). */
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

/** The module an access name stands for ('/purchasing' → 'purchasing'), letter case ignored; null for none. */
export function moduleByAccessName(name: string): ModuleInfo | null {
  const lower = name.toLowerCase();
  return MODULES.find((m) => m.accessName === lower) ?? null;
}

/**
 * The seed's access list (`access: [{name: '/purchasing'}]`) of these module keys, sorted by name
 * as it always was: the login answer computes it from the grants' keys, never from an editable name.
 */
export function accessNamesOf(keys: readonly ModuleKey[]): { name: string }[] {
  return MODULES.filter((m) => keys.includes(m.key))
    .map((m) => m.accessName)
    .sort()
    .map((name) => ({ name }));
}

export const MODULE_UNAVAILABLE = 'Mohon Ma`af Menu belum tersedia';
