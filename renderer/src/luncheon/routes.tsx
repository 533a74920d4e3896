import { Navigate } from 'react-router-dom';
import type { ModuleRoute } from '../shell/types';
import { LUNCHEON_TEXTS } from './texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened: the scanner brings its camera code, 'Kode Makan Saya' the QR encoder.
const ScannerScreen = lazyScreen(() => import('./scanner/ScannerScreen').then((module) => module.ScannerScreen));
const LunchListsScreen = lazyScreen(() => import('./lists/LunchListsScreen').then((module) => module.LunchListsScreen));
const MyCodeScreen = lazyScreen(() => import('./mycode/MyCodeScreen').then((module) => module.MyCodeScreen));

/** Luncheon module screens, shown in its sidebar (seed 001: Master group Scanner, Lunch). */
export const routes: readonly ModuleRoute[] = [
  { path: 'scannermakan', label: LUNCHEON_TEXTS.menuScanner, icon: 'camera', element: <ScannerScreen /> },
  { path: 'listlunch', label: LUNCHEON_TEXTS.menuLunch, icon: 'th-list', element: <LunchListsScreen /> },
  { path: 'kodemakan', label: LUNCHEON_TEXTS.menuMyCode, icon: 'barcode', element: <MyCodeScreen /> },
];

/** Seed 001: "/luncheon redirects to scannermakan". */
export const entry = <Navigate to="scannermakan" replace />;
