import { lazy } from 'react';
import type { ModuleRoute } from '../shell/types';

// The board and its dialogs load when the module is first opened.
const ProductionScreen = lazy(() => import('./ProductionScreen').then((module) => ({ default: module.ProductionScreen })));

/** Seed 001 section 2: '/production: Monitoring', one screen at the module's entry. */
export const routes: readonly ModuleRoute[] = [];

/** What the module's entry path shows: the board. */
export const entry = <ProductionScreen />;
