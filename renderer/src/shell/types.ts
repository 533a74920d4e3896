import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface ModuleRouteBase {
  path: string;
  label: string;
  icon: IconName;
  /** Sidebar heading the entry sits under; headings appear in the order of their first entry. */
  group?: string;
  /** Hidden from the sidebar and refused for everybody but a superadmin (e.g. the Employee User menu). */
  superadminOnly?: boolean;
  /** Reached by a link from a screen, never listed in the sidebar (a PO's edit page, with its id). */
  hidden?: boolean;
}

/**
 * One sidebar entry of a module and the screen behind it. `path` is relative to the module's
 * entry path ('division' under '/employee' → '/employee/division'). A `disabled` entry (a screen
 * of a later issue) is shown greyed with 'Segera hadir' and its path shows ModuleUnavailable.
 */
export type ModuleRoute = ModuleRouteBase &
  ({ disabled?: false; element: ReactNode } | { disabled: true; element?: undefined });

/** What each module exports from `renderer/src/<module>/routes.tsx`. */
export interface ModuleDefinition {
  routes: readonly ModuleRoute[];
  /** Shown at the module's entry path itself. */
  entry: ReactNode;
  /** The sidebar's title entry when it differs from the module card's title (seed 001: 'WareHouse'). */
  sidebarTitle?: string;
}
