import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleByKey, type ModuleKey } from '../../../common/modules';
import { canOpenModule } from '../../../common/roles';
import { loadModuleScreens } from '../modules';
import { LoadBoundary } from '../shell/LoadBoundary';
import { ModuleFrame, ModuleRoutes, ModuleRoutesSidebar, PendingSidebar } from '../shell/ModuleLayout';
import type { ModuleDefinition } from '../shell/types';
import { ContentSpinner, NoAccessState } from '../shell/states';
import { useSessionUser } from '../store/hooks';

interface LazyModule {
  Sidebar: ComponentType;
  Content: ComponentType;
}

/**
 * The two halves of a module that come with its chunk (React.lazy, one pair per module, kept): the
 * sidebar's routes and the routed content. Both wait for the same load.
 */
const lazyModules = new Map<ModuleKey, LazyModule>();

function lazyModule(moduleKey: ModuleKey): LazyModule {
  let found = lazyModules.get(moduleKey);
  if (!found) {
    const load = <P,>(render: (screens: ModuleDefinition) => ComponentType<P>) =>
      lazy(() =>
        loadModuleScreens(moduleKey).then(
          (screens) => ({ default: render(screens) }),
          (error: unknown) => {
            // React keeps a failed lazy component failed: forget the pair, so a later visit loads afresh.
            lazyModules.delete(moduleKey);
            throw error;
          },
        ),
      );
    found = {
      Sidebar: load((screens) => () => <ModuleRoutesSidebar moduleKey={moduleKey} routes={screens.routes} sidebarTitle={screens.sidebarTitle} />),
      Content: load((screens) => () => <ModuleRoutes routes={screens.routes} entry={screens.entry} />),
    };
    lazyModules.set(moduleKey, found);
  }
  return found;
}

/**
 * A module path: the module's frame for a user with access, its screens loaded on first open (a
 * spinner in the content meanwhile, an error with 'Muat Ulang' when they cannot be fetched);
 * otherwise only the no-access message.
 */
export function ModuleGate({ moduleKey }: { moduleKey: ModuleKey }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user || !canOpenModule(user, moduleByKey(moduleKey).key, null)) {
    return (
      <div className="erp-fullpage">
        <NoAccessState />
      </div>
    );
  }
  const { Sidebar, Content } = lazyModule(moduleKey);
  const pendingSidebar = <PendingSidebar moduleKey={moduleKey} />;
  return (
    <ModuleFrame
      moduleKey={moduleKey}
      sidebar={
        <LoadBoundary fallback={() => pendingSidebar} resetKey={location.pathname}>
          <Suspense fallback={pendingSidebar}>
            <Sidebar />
          </Suspense>
        </LoadBoundary>
      }
    >
      <LoadBoundary resetKey={location.pathname}>
        <Suspense fallback={<ContentSpinner />}>
          <Content />
        </Suspense>
      </LoadBoundary>
    </ModuleFrame>
  );
}
