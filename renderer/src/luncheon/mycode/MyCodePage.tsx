import { Alignment, Icon, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { displayName } from '../../session/logic';
import { LinkButton } from '../../shell/LinkButton';
import { Footer } from '../../shell/ModuleLayout';
import { SignOutButton } from '../../shell/SignOutButton';
import { SHELL_TEXTS } from '../../shell/texts';
import { useSessionUser } from '../../store/hooks';
import { LUNCHEON_TEXTS } from '../texts';
import { MyCodeScreen } from './MyCodeScreen';

/**
 * /kodemakan: 'Kode Makan Saya' for every signed-in employee, with or without the Luncheon module
 * (the employee's phone opens it from home). A plain frame: Home, the greeting, sign-out.
 */
export function MyCodePage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="erp-app">
      <Navbar className="erp-topbar">
        <NavbarGroup align={Alignment.START}>
          <LinkButton to="/home" icon="home" text={SHELL_TEXTS.home} />
          <NavbarDivider />
          <NavbarHeading className="erp-topbar-title">
            <Icon icon="barcode" className="erp-topbar-title-icon" />
            <span>{LUNCHEON_TEXTS.myCodeTitle}</span>
          </NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <span className="erp-greeting" title={user.email}>
            {SHELL_TEXTS.greeting(displayName(user))}
          </span>
          <NavbarDivider />
          <SignOutButton />
        </NavbarGroup>
      </Navbar>
      <main className="erp-module-content">
        <MyCodeScreen />
      </main>
      <Footer />
    </div>
  );
}
