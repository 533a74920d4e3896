import type { ModuleRoute } from '../shell/types';
import { ProductionScreen } from './ProductionScreen';

// The module is the board alone: its chunk (fetched on first open, or when home's card is hovered)
// is the board's code, so opening it waits for one fetch, not the module's and then the screen's.
// The board's dialogs come later, when first opened (ProductionScreen).

/** Seed 001 section 2: '/production: Monitoring', one screen at the module's entry. */
export const routes: readonly ModuleRoute[] = [];

/** What the module's entry path shows: the board. */
export const entry = <ProductionScreen />;
