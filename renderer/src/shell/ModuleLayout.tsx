import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { moduleByKey, type ModuleInfo, type ModuleKey } from '../../../common/modules';
import { isSuperadmin } from '../../../common/roles';
import { useSessionUser } from '../store/hooks';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { copyrightLine, visibleRoutes } from './logic';
import { ContentSpinner, NoAccessState, NotFoundState } from './states';
import { SuperAdminEmailDialog } from './SuperAdminEmailDialog';
import { TopBar } from './TopBar';
import { SHELL_TEXTS } from './texts';
import type { ModuleDefinition, ModuleRoute } from './types';

/** The top bar every module shares (seed 000 "Module top bar"). */
export function ModuleTopBar({ module }: { module: ModuleInfo }) {
  const user = useSessionUser();
  const [dialog, setDialog] = useState<'none' | 'password' | 'email'>('none');
  if (!user) return null;
  const superadmin = isSuperadmin(user, null);
  return (
    <TopBar
      icon={module.icon as IconName}
      title={module.title}
      actions={
        <>
          <Button variant="minimal" icon="key" text={SHELL_TEXTS.changePassword} onClick={() => setDialog('password')} />
          {superadmin && (
            <Button variant="minimal" icon="envelope" text={SHELL_TEXTS.superAdminEmail} onClick={() => setDialog('email')} />
          )}
        </>
      }
    >
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={() => setDialog('none')} />
      {superadmin && <SuperAdminEmailDialog isOpen={dialog === 'email'} onClose={() => setDialog('none')} />}
    </TopBar>
  );
}

function ModuleSidebar({ module, routes }: { module: ModuleInfo; routes: readonly ModuleRoute[] }) {
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `erp-sidebar-item${isActive ? ` erp-sidebar-item-active ${Classes.ACTIVE}` : ''}`;
  return (
    <nav className="erp-sidebar" aria-label={module.title}>
      <NavLink to={module.path} end className={itemClass}>
        <Icon icon={module.icon as IconName} />
        <span>{module.title}</span>
      </NavLink>
      {routes.length > 0 && <div className="erp-sidebar-separator" />}
      {routes.map((route) => (
        <NavLink key={route.path} to={`${module.path}/${route.path}`} className={itemClass}>
          <Icon icon={route.icon} />
          <span>{route.label}</span>
        </NavLink>
      ))}
      {routes.length === 0 && <div className={`erp-sidebar-empty ${Classes.TEXT_MUTED}`}>{SHELL_TEXTS.noMenu}</div>}
    </nav>
  );
}

export function Footer() {
  return <footer className="erp-footer">{copyrightLine(new Date().getFullYear())}</footer>;
}

/**
 * The frame of every module: top bar, a sidebar fed by the module's routes, the routed content
 * and the footer. Routes are relative to the module's entry path; a module may lazy-load its
 * screens (React.lazy) and the content area shows a spinner meanwhile.
 */
export function ModuleLayout({ moduleKey, routes, entry }: { moduleKey: ModuleKey } & ModuleDefinition) {
  const module = moduleByKey(moduleKey);
  const user = useSessionUser();
  const superadmin = user ? isSuperadmin(user, null) : false;
  return (
    <div className="erp-app">
      <ModuleTopBar module={module} />
      <div className="erp-module-body">
        <ModuleSidebar module={module} routes={visibleRoutes(routes, superadmin)} />
        <div className="erp-module-main">
          <main className="erp-module-content">
            <Suspense fallback={<ContentSpinner />}>
              <Routes>
                <Route index element={entry} />
                {routes.map((route) => (
                  <Route
                    key={route.path}
                    path={`${route.path}/*`}
                    element={route.superadminOnly && !superadmin ? <NoAccessState /> : route.element}
                  />
                ))}
                <Route path="*" element={<NotFoundState />} />
              </Routes>
            </Suspense>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
