import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * One sidebar entry of a module and the screen behind it. `path` is relative to the module's
 * entry path ('division' under '/employee' → '/employee/division').
 */
export interface ModuleRoute {
  path: string;
  label: string;
  icon: IconName;
  element: ReactNode;
  /** Hidden from the sidebar and refused for everybody but a superadmin (e.g. the Employee User menu). */
  superadminOnly?: boolean;
}

/** What each module exports from `renderer/src/<module>/routes.tsx`. */
export interface ModuleDefinition {
  routes: readonly ModuleRoute[];
  /** Shown at the module's entry path itself. */
  entry: ReactNode;
}
