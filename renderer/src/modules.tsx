import type { ModuleKey } from '../../common/modules';
import { loadAppIcons } from './shell/icons';
import type { ModuleDefinition } from './shell/types';

/**
 * Each module's sidebar routes and screens, by registry key: one chunk per module (its routes.tsx
 * and what that imports), fetched when the module is first opened or its home card is hovered or
 * focused, never with the sign-in screen and the shell. A module may lazy-load its heaviest
 * screens further inside its own routes.tsx.
 */
const LOADERS: Record<ModuleKey, () => Promise<ModuleDefinition>> = {
  employee: () => import('./employee/routes'),
  warehouse: () => import('./warehouse/routes'),
  luncheon: () => import('./luncheon/routes'),
  survey: () => import('./survey/routes'),
  production: () => import('./production/routes'),
  certificate: () => import('./certificate/routes'),
  purchasing: () => import('./purchasing/routes'),
  salary: () => import('./salary/routes'),
};

const loading = new Map<ModuleKey, Promise<ModuleDefinition>>();

/**
 * The module's definition, loaded once. The screens' icons come with it, so the sidebar paints
 * whole. A failed load is forgotten, so a later open (or the prefetch) tries again.
 */
export function loadModuleScreens(key: ModuleKey): Promise<ModuleDefinition> {
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all([LOADERS[key](), loadAppIcons()]).then(([definition]) => definition);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Starts loading a module the user is about to open (hover or focus of its home card); errors wait for the real open. */
export function prefetchModuleScreens(key: ModuleKey): void {
  loadModuleScreens(key).catch(() => undefined);
}
