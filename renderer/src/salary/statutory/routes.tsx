import type { ModuleRoute } from '../../shell/types';
import { STATUTORY_REPORTS_PATH, STATUTORY_SETTINGS_PATH } from './paths';
import { lazyScreen } from '../../shell/lazyComponent';

// Loaded when first opened.
const SettingsScreen = lazyScreen(() => import('./settings/SettingsScreen').then((module) => module.SettingsScreen));
const ReportsScreen = lazyScreen(() => import('./reports/ReportsScreen').then((module) => module.ReportsScreen));

const GROUP = 'BPJS & Pajak';

/** Statutory payroll (issue 18): the files for BPJS and the tax office, and the company's settings with the dated rates. */
export const statutoryRoutes: readonly ModuleRoute[] = [
  { path: STATUTORY_REPORTS_PATH, label: 'Laporan BPJS & Pajak', icon: 'document', group: GROUP, element: <ReportsScreen /> },
  { path: STATUTORY_SETTINGS_PATH, label: 'Pengaturan BPJS & Pajak', icon: 'cog', group: GROUP, element: <SettingsScreen /> },
];
