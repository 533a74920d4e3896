import { MODULES, type ModuleKey } from '../../common/modules';
import { loadAppIcons } from './shell/icons';
import type { ModuleDefinition } from './shell/types';
import type { AppThunk } from './store';

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

/**
 * What a module's entry screen reads first, when it takes long enough to be worth starting before
 * the screen's code has arrived: the production board's first page (999 orders). Fetched as its
 * own small chunk, so the read begins one short fetch after the session is known. In the browser, a
 * reload at the entry path has already sent the same request (boot/early-reads.ts EARLY_READS, held
 * to this one by a unit test), and the bridge takes its answer.
 */
const ENTRY_READS: Partial<Record<ModuleKey, () => Promise<() => AppThunk>>> = {
  production: () => import('./production/api').then((module) => module.readFirstBoardPage),
};

/** The entry screen's first read of a module (its code fetched now), or null when it has none or its code failed to load. */
export function loadEntryRead(key: ModuleKey): Promise<(() => AppThunk) | null> {
  const load = ENTRY_READS[key];
  if (!load) return Promise.resolve(null);
  return load().catch(() => null);
}

/** Starts the entry screen's first read of a module being opened at its entry path; a failed code load leaves it to the screen's own read. */
export function startEntryRead(key: ModuleKey, dispatch: (thunk: AppThunk) => void): void {
  void loadEntryRead(key).then((read) => read && dispatch(read()));
}

/** The module whose entry path this is ('/production' or '/production/'), or null. */
export function moduleAtEntry(pathname: string): ModuleKey | null {
  const path = pathname.replace(/\/+$/, '');
  return MODULES.find((module) => module.path === path)?.key ?? null;
}

/**
 * At start-up on a module's path (a reload, a bookmark, the bench's open of /production): the
 * module's code is fetched while the session is being checked, so the screen can render the moment
 * the session is known (at the entry path, bootSession fetches the entry read's code beside it).
 * Code only: nothing is read from the server before then.
 */
export function prefetchForPath(pathname: string): void {
  const module = MODULES.find((candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`));
  if (!module) return;
  prefetchModuleScreens(module.key);
}
