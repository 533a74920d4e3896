import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { ModuleRoute } from '../shell/types';
import { LUNCHEON_TEXTS } from './texts';

// Loaded when first opened: the scanner brings its camera code, 'Kode Makan Saya' the QR encoder.
const ScannerScreen = lazy(() => import('./scanner/ScannerScreen').then((module) => ({ default: module.ScannerScreen })));
const LunchListsScreen = lazy(() => import('./lists/LunchListsScreen').then((module) => ({ default: module.LunchListsScreen })));
const MyCodeScreen = lazy(() => import('./mycode/MyCodeScreen').then((module) => ({ default: module.MyCodeScreen })));

/** Luncheon module screens, shown in its sidebar (seed 001: Master group Scanner, Lunch). */
export const routes: readonly ModuleRoute[] = [
  { path: 'scannermakan', label: LUNCHEON_TEXTS.menuScanner, icon: 'camera', element: <ScannerScreen /> },
  { path: 'listlunch', label: LUNCHEON_TEXTS.menuLunch, icon: 'th-list', element: <LunchListsScreen /> },
  { path: 'kodemakan', label: LUNCHEON_TEXTS.menuMyCode, icon: 'barcode', element: <MyCodeScreen /> },
];

/** Seed 001: "/luncheon redirects to scannermakan". */
export const entry = <Navigate to="scannermakan" replace />;
