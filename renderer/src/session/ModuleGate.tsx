import { moduleByKey, type ModuleKey } from '../../../common/modules';
import { canOpenModule } from '../../../common/roles';
import { MODULE_SCREENS } from '../modules';
import { ModuleLayout } from '../shell/ModuleLayout';
import { NoAccessState } from '../shell/states';
import { useSessionUser } from '../store/hooks';

/** A module path: the module's shell for a user with access, otherwise only the no-access message. */
export function ModuleGate({ moduleKey }: { moduleKey: ModuleKey }) {
  const user = useSessionUser();
  if (!user || !canOpenModule(user, moduleByKey(moduleKey).key, null)) {
    return (
      <div className="erp-fullpage">
        <NoAccessState />
      </div>
    );
  }
  const screens = MODULE_SCREENS[moduleKey];
  return <ModuleLayout moduleKey={moduleKey} {...screens} />;
}
