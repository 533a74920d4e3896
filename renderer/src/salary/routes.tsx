import { ModuleUnavailable } from '../shell/states';
import type { ModuleRoute } from '../shell/types';

/** Salary module screens, shown in its sidebar. Its issue fills this list. */
export const routes: readonly ModuleRoute[] = [];

/** What the module's entry path shows. */
export const entry = <ModuleUnavailable />;
