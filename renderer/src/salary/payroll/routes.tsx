import type { ModuleRoute } from '../../shell/types';
import { RUN_DETAIL_PATH, RUNS_PATH } from './paths';
import { PAYROLL_TEXTS as T } from './texts';
import { lazyScreen } from '../../shell/lazyComponent';

// Loaded when first opened.
const RunListScreen = lazyScreen(() => import('./RunListScreen').then((module) => module.RunListScreen));
const RunDetailScreen = lazyScreen(() => import('./RunDetailScreen').then((module) => module.RunDetailScreen));

/** Payroll screens (Gaji, issue 17 section 2): the run list and, reached from it, one run's detail. */
export const payrollRoutes: readonly ModuleRoute[] = [
  { path: RUNS_PATH, label: T.menuRuns, icon: 'bank-account', group: T.groupPayroll, element: <RunListScreen /> },
  { path: RUN_DETAIL_PATH, label: T.menuRunDetail, icon: 'bank-account', group: T.groupPayroll, hidden: true, element: <RunDetailScreen /> },
];
