import { Alert, Alignment, AnchorButton, H4, Icon, Intent, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MODULES, type ModuleInfo } from '../../../common/modules';
import { isSuperadmin } from '../../../common/roles';
import { displayName } from '../session/logic';
import { Footer } from '../shell/ModuleLayout';
import { SignOutButton } from '../shell/SignOutButton';
import { APP_TITLE, COMPANY_NAME, SHELL_TEXTS } from '../shell/texts';
import { useSessionUser } from '../store/hooks';
import { decideCard } from './access';
import { ModuleCard } from './ModuleCard';
import { HOME_TEXTS } from './texts';

/** Disabled icon button with a tooltip (AnchorButton: a disabled <button> would swallow the hover). */
function ComingSoonIcon({ icon, label }: { icon: 'send-message' | 'chat'; label: string }) {
  return (
    <Tooltip content={SHELL_TEXTS.comingSoon} placement="bottom">
      <AnchorButton variant="minimal" icon={icon} disabled aria-label={`${label} (${SHELL_TEXTS.comingSoon})`} />
    </Tooltip>
  );
}

function HomeTopBar() {
  const user = useSessionUser();
  if (!user) return null;
  const superadmin = isSuperadmin(user, null);
  return (
    <Navbar className="erp-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="erp-topbar-title">
          <span className="erp-brand-mark" aria-hidden="true">
            {APP_TITLE}
          </span>
          <span className="erp-brand-company">{COMPANY_NAME}</span>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <span className="erp-greeting" title={user.email}>
          <Icon icon="user" className="erp-greeting-icon" />
          {displayName(user)}
        </span>
        {superadmin && (
          <>
            <NavbarDivider />
            <ComingSoonIcon icon="send-message" label={SHELL_TEXTS.announcement} />
            <ComingSoonIcon icon="chat" label={SHELL_TEXTS.reports} />
          </>
        )}
        <NavbarDivider />
        <SignOutButton />
      </NavbarGroup>
    </Navbar>
  );
}

type Notice = 'none' | 'no-access' | 'unavailable';

export function HomePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>('none');
  if (!user) return null;

  const open = (module: ModuleInfo) => {
    const decision = decideCard(user, module);
    if (decision === 'open') navigate(module.path);
    else setNotice(decision);
  };

  return (
    <div className="erp-app">
      <HomeTopBar />
      <main className="erp-home">
        <div className="erp-home-inner">
          <header className="erp-home-header">
            <H4>{HOME_TEXTS.heading}</H4>
            <p className="erp-home-subheading">{HOME_TEXTS.subheading}</p>
          </header>
          <div className="erp-module-grid">
            {MODULES.map((module) => (
              <ModuleCard key={module.key} module={module} decision={decideCard(user, module)} onOpen={() => open(module)} />
            ))}
          </div>
        </div>
      </main>
      <Footer />
      <Alert
        isOpen={notice !== 'none'}
        icon={notice === 'no-access' ? 'lock' : 'info-sign'}
        intent={notice === 'no-access' ? Intent.WARNING : Intent.PRIMARY}
        confirmButtonText={SHELL_TEXTS.ok}
        onClose={() => setNotice('none')}
        canEscapeKeyCancel
        canOutsideClickCancel
      >
        {notice === 'no-access' ? (
          <>
            <h4 className="erp-alert-title">{SHELL_TEXTS.noAccessTitle}</h4>
            <p>{SHELL_TEXTS.noAccessMessage}</p>
          </>
        ) : (
          <p>{SHELL_TEXTS.moduleUnavailable}</p>
        )}
      </Alert>
    </div>
  );
}
