import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { moduleByKey, type ModuleInfo, type ModuleKey } from '../../../common/modules';
import { isSuperadmin } from '../../../common/roles';
import { useSessionUser } from '../store/hooks';
import { CompanySettingsButton } from './CompanySettingsButton';
import { useCompanySettingsQuery } from './companyApi';
import { lazyDialog } from './lazyDialog';
import { copyrightLine, visibleRoutes } from './logic';
import { ModuleUnavailable, NoAccessState, NotFoundState } from './states';
import { TopBar } from './TopBar';
import { SHELL_TEXTS } from './texts';
import { Tooltip } from './Tooltip';
import type { ModuleDefinition, ModuleRoute } from './types';

// The top bar's account dialogs, fetched when first opened.
const ChangePasswordDialog = lazyDialog(() => import('./ChangePasswordDialog').then((module) => module.ChangePasswordDialog));
const SuperAdminEmailDialog = lazyDialog(() => import('./SuperAdminEmailDialog').then((module) => module.SuperAdminEmailDialog));

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
          {superadmin && <CompanySettingsButton />}
        </>
      }
    >
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={() => setDialog('none')} />
      {superadmin && <SuperAdminEmailDialog isOpen={dialog === 'email'} onClose={() => setDialog('none')} />}
    </TopBar>
  );
}

interface SidebarSection {
  /** The heading; undefined for entries without a group. */
  group: string | undefined;
  routes: ModuleRoute[];
}

/** Entries under their headings, each heading where its first entry stands. */
function sidebarSections(routes: readonly ModuleRoute[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  for (const route of routes) {
    const section = sections.find((s) => s.group === route.group);
    if (section) section.routes.push(route);
    else sections.push({ group: route.group, routes: [route] });
  }
  return sections;
}

const itemClass = ({ isActive }: { isActive: boolean }) => `erp-sidebar-item${isActive ? ` erp-sidebar-item-active ${Classes.ACTIVE}` : ''}`;

function SidebarEntry({ module, route }: { module: ModuleInfo; route: ModuleRoute }) {
  if (route.disabled) {
    // Not a link: greyed, with the reason on hover and for screen readers.
    return (
      <Tooltip content={SHELL_TEXTS.comingSoon} placement="right" hoverOpenDelay={200} className="erp-sidebar-tooltip">
        <span className="erp-sidebar-item erp-sidebar-item-disabled" aria-disabled="true" aria-label={`${route.label} (${SHELL_TEXTS.comingSoon})`}>
          <Icon icon={route.icon} />
          <span>{route.label}</span>
        </span>
      </Tooltip>
    );
  }
  return (
    <NavLink to={`${module.path}/${route.path}`} className={itemClass}>
      <Icon icon={route.icon} />
      <span>{route.label}</span>
    </NavLink>
  );
}

/** The sidebar: the module's title entry, then its routes (none yet while the module's chunk loads). */
function ModuleSidebar({ module, title, routes }: { module: ModuleInfo; title: string; routes: readonly ModuleRoute[] | undefined }) {
  const headingId = useId();
  return (
    <nav className="erp-sidebar" aria-label={title}>
      <NavLink to={module.path} end className={itemClass}>
        <Icon icon={module.icon as IconName} />
        <span>{title}</span>
      </NavLink>
      {routes && routes.length > 0 && <div className="erp-sidebar-separator" />}
      {sidebarSections(routes ?? []).map(({ group, routes: entries }, index) =>
        group === undefined ? (
          entries.map((route) => <SidebarEntry key={route.path} module={module} route={route} />)
        ) : (
          <div key={group} className="erp-sidebar-group" role="group" aria-labelledby={`${headingId}-${index}`}>
            <div id={`${headingId}-${index}`} className="erp-sidebar-heading">
              {group}
            </div>
            {entries.map((route) => (
              <SidebarEntry key={route.path} module={module} route={route} />
            ))}
          </div>
        ),
      )}
    </nav>
  );
}

export function Footer() {
  // The company's name once Data Perusahaan has one; loading or failing, the line stands without it.
  const company = useCompanySettingsQuery().data;
  return <footer className="erp-footer">{copyrightLine(new Date().getFullYear(), company?.name ?? '')}</footer>;
}

/** What a route's path shows: not built yet, refused, or its screen. */
function routeElement(route: ModuleRoute, superadmin: boolean): ReactNode {
  if (route.disabled) return <ModuleUnavailable />;
  if (route.superadminOnly && !superadmin) return <NoAccessState />;
  return route.element;
}

/**
 * The frame of every module: top bar, sidebar, content and footer. The top bar is there from the
 * first moment (its dialogs keep their state while the module loads); the sidebar and the content
 * are what the module's chunk fills in.
 */
export function ModuleFrame({ moduleKey, sidebar, children }: { moduleKey: ModuleKey; sidebar: ReactNode; children: ReactNode }) {
  const module = moduleByKey(moduleKey);
  return (
    <div className="erp-app">
      <ModuleTopBar module={module} />
      <div className="erp-module-body">
        {sidebar}
        <div className="erp-module-main">
          <main className="erp-module-content">{children}</main>
          <Footer />
        </div>
      </div>
    </div>
  );
}

/**
 * The sidebar of a loaded module: its title entry and the routes this user may see. A module that
 * is one screen (Production's board) has no menu: its screen takes the whole width instead.
 */
export function ModuleRoutesSidebar({ moduleKey, routes, sidebarTitle }: { moduleKey: ModuleKey } & Omit<ModuleDefinition, 'entry'>) {
  const module = moduleByKey(moduleKey);
  const user = useSessionUser();
  const superadmin = user ? isSuperadmin(user, null) : false;
  const visible = visibleRoutes(routes, superadmin);
  if (visible.length === 0) return null;
  return <ModuleSidebar module={module} title={sidebarTitle ?? module.title} routes={visible} />;
}

/** The sidebar while the module's chunk is on its way (or could not be fetched): its title entry only. */
export function PendingSidebar({ moduleKey }: { moduleKey: ModuleKey }) {
  const module = moduleByKey(moduleKey);
  return <ModuleSidebar module={module} title={module.title} routes={undefined} />;
}

/** A loaded module's routed content; paths are relative to the module's entry path. */
export function ModuleRoutes({ routes, entry }: Pick<ModuleDefinition, 'routes' | 'entry'>) {
  const user = useSessionUser();
  const superadmin = user ? isSuperadmin(user, null) : false;
  return (
    <Routes>
      <Route index element={entry} />
      {routes.map((route) => (
        <Route key={route.path} path={`${route.path}/*`} element={routeElement(route, superadmin)} />
      ))}
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
