import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleByKey, type ModuleKey } from '../../../common/modules';
import { canOpenModule } from '../../../common/roles';
import { loadModuleScreens, moduleAtEntry, startEntryRead } from '../modules';
import { lazyComponent } from '../shell/lazyComponent';
import { LoadBoundary } from '../shell/LoadBoundary';
import { ModuleFrame, ModuleRoutes, ModuleRoutesSidebar, PendingSidebar } from '../shell/ModuleLayout';
import type { ModuleDefinition } from '../shell/types';
import { ContentSpinner, NoAccessState } from '../shell/states';
import { useAppDispatch, useSessionUser } from '../store/hooks';

interface LazyModule {
  Sidebar: ComponentType;
  Content: ComponentType;
}

/**
 * The two halves of a module that come with its chunk (one pair per module, kept): the sidebar's
 * routes, its title entry alone meanwhile, and the routed content, a spinner meanwhile. Both wait
 * for the same load; a failed one is tried again at the next mount (lazyComponent, loadModuleScreens).
 */
const lazyModules = new Map<ModuleKey, LazyModule>();

function lazyModule(moduleKey: ModuleKey): LazyModule {
  let found = lazyModules.get(moduleKey);
  if (!found) {
    const load = (render: (screens: ModuleDefinition) => ComponentType, placeholder: () => ReactNode) =>
      lazyComponent(() => loadModuleScreens(moduleKey).then(render), placeholder);
    found = {
      Sidebar: load(
        (screens) => () => <ModuleRoutesSidebar moduleKey={moduleKey} routes={screens.routes} sidebarTitle={screens.sidebarTitle} />,
        () => <PendingSidebar moduleKey={moduleKey} />,
      ),
      Content: load(
        (screens) => () => <ModuleRoutes routes={screens.routes} entry={screens.entry} />,
        () => <ContentSpinner />,
      ),
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
  const dispatch = useAppDispatch();
  const allowed = user !== null && canOpenModule(user, moduleByKey(moduleKey).key, null);
  const atEntry = moduleAtEntry(location.pathname) === moduleKey;
  // Opened at its entry: the entry screen's first read starts now, beside the module's code.
  useEffect(() => {
    if (allowed && atEntry) startEntryRead(moduleKey, dispatch);
  }, [allowed, atEntry, moduleKey, dispatch]);
  if (!allowed) {
    return (
      <div className="erp-fullpage">
        <NoAccessState />
      </div>
    );
  }
  const { Sidebar, Content } = lazyModule(moduleKey);
  return (
    <ModuleFrame
      moduleKey={moduleKey}
      sidebar={
        <LoadBoundary fallback={() => <PendingSidebar moduleKey={moduleKey} />} resetKey={location.pathname}>
          <Sidebar />
        </LoadBoundary>
      }
    >
      <LoadBoundary resetKey={location.pathname}>
        <Content />
      </LoadBoundary>
    </ModuleFrame>
  );
}
