import type { ModuleInfo } from '../../../common/modules';
import { canOpenModule, type ModuleSubject } from '../../../common/roles';

/** What clicking a module card does (seed 000 section 1). */
export type CardDecision = 'no-access' | 'unavailable' | 'open';

/**
 * Access first: a user without the module in the access list is told so even when the module is
 * not built yet; only then does a disabled module read MODULE_UNAVAILABLE.
 */
export function decideCard(user: ModuleSubject, module: ModuleInfo): CardDecision {
  if (!canOpenModule(user, module.key, null)) return 'no-access';
  if (!module.enabled) return 'unavailable';
  return 'open';
}
