import type { ModuleKey } from '../../common/modules';
import * as certificate from './certificate/routes';
import * as employee from './employee/routes';
import * as luncheon from './luncheon/routes';
import * as production from './production/routes';
import * as purchasing from './purchasing/routes';
import * as salary from './salary/routes';
import * as survey from './survey/routes';
import * as warehouse from './warehouse/routes';
import type { ModuleDefinition } from './shell/types';

/**
 * Each module's sidebar routes and entry screen, by registry key. The route lists are small and
 * loaded eagerly; a module lazy-loads its heavy screens inside its own routes.tsx.
 */
export const MODULE_SCREENS: Record<ModuleKey, ModuleDefinition> = {
  employee,
  warehouse,
  luncheon,
  survey,
  production,
  certificate,
  purchasing,
  salary,
};
