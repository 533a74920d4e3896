import { Alignment, Icon, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { displayName } from '../session/logic';
import { useSessionUser } from '../store/hooks';
import { LinkButton } from './LinkButton';
import { SignOutButton } from './SignOutButton';
import { SHELL_TEXTS } from './texts';

export interface TopBarProps {
  icon: IconName;
  title: string;
  /** Buttons between the greeting and 'Keluar' (a module's account actions). */
  actions?: ReactNode;
  /** Rendered after the bar's groups (its dialogs). */
  children?: ReactNode;
}

/** The top bar of a signed-in page (seed 000 "Module top bar"): 'Home', the page's title, the greeting and sign-out. */
export function TopBar({ icon, title, actions, children }: TopBarProps) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Navbar className="erp-topbar">
      <NavbarGroup align={Alignment.START}>
        <LinkButton to="/home" icon="home" text={SHELL_TEXTS.home} />
        <NavbarDivider />
        <NavbarHeading className="erp-topbar-title">
          <Icon icon={icon} className="erp-topbar-title-icon" />
          <span>{title}</span>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <span className="erp-greeting" title={user.email}>
          {SHELL_TEXTS.greeting(displayName(user))}
        </span>
        <NavbarDivider />
        {actions}
        <SignOutButton />
      </NavbarGroup>
      {children}
    </Navbar>
  );
}
