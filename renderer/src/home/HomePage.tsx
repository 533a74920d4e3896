import { Alert, Alignment, Button, H4, Icon, Intent, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MODULES, type ModuleInfo } from '../../../common/modules';
import { isSuperadmin } from '../../../common/roles';
import { displayName } from '../session/logic';
import { CompanySettingsButton } from '../shell/CompanySettingsButton';
import { Footer } from '../shell/ModuleLayout';
import { lazyDialog } from '../shell/lazyDialog';
import { SignOutButton } from '../shell/SignOutButton';
import { useCompanySettingsQuery } from '../shell/companyApi';
import { CompanySetup } from '../shell/CompanySetup';
import { APP_TITLE, SHELL_TEXTS } from '../shell/texts';
import { Tooltip } from '../shell/Tooltip';
import { useSessionUser } from '../store/hooks';
import { CertificateHomeBadge } from '../certificate/HomeBadge';
import { BackupHomeWarning } from '../backup/HomeWarning';
import { BACKUP_TEXTS } from '../backup/texts';
import { decideCard } from './access';
import { Announcements } from './Announcements';
import { ModuleCard } from './ModuleCard';
import { ANNOUNCEMENT_TEXTS, HOME_TEXTS } from './texts';

// The superadmin's 'Kirim Pengumuman' form, fetched when first opened.
const AnnouncementDialog = lazyDialog(() => import('./AnnouncementDialog').then((module) => module.AnnouncementDialog));

function HomeTopBar({ onAnnounce }: { onAnnounce: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const company = useCompanySettingsQuery().data;
  if (!user) return null;
  const superadmin = isSuperadmin(user, null);
  return (
    <Navbar className="erp-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="erp-topbar-title">
          <span className="erp-brand-mark" aria-hidden="true">
            {APP_TITLE}
          </span>
          {company?.name && <span className="erp-brand-company">{company.name}</span>}
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
            <Tooltip content={ANNOUNCEMENT_TEXTS.sendTitle} placement="bottom">
              <Button variant="minimal" icon="send-message" aria-label={SHELL_TEXTS.announcement} onClick={onAnnounce} />
            </Tooltip>
            <Tooltip content={SHELL_TEXTS.reports} placement="bottom">
              <Button variant="minimal" icon="chat" aria-label={SHELL_TEXTS.reports} onClick={() => navigate('/laporan')} />
            </Tooltip>
            <Tooltip content={SHELL_TEXTS.activityLog} placement="bottom">
              <Button variant="minimal" icon="history" aria-label={SHELL_TEXTS.activityLog} onClick={() => navigate('/log-aktivitas')} />
            </Tooltip>
            <Tooltip content={BACKUP_TEXTS.title} placement="bottom">
              <Button variant="minimal" icon="floppy-disk" aria-label={BACKUP_TEXTS.title} onClick={() => navigate('/cadangan-data')} />
            </Tooltip>
            <CompanySettingsButton iconOnly />
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
  const [announcing, setAnnouncing] = useState(false);
  const [announcementPage, setAnnouncementPage] = useState(1);
  if (!user) return null;

  const open = (module: ModuleInfo) => {
    const decision = decideCard(user, module);
    if (decision === 'open') navigate(module.path);
    else setNotice(decision);
  };

  return (
    <div className="erp-app">
      <HomeTopBar onAnnounce={() => setAnnouncing(true)} />
      <main className="erp-home">
        <div className="erp-home-inner">
          <header className="erp-home-header">
            <H4>{HOME_TEXTS.heading}</H4>
            <p className="erp-home-subheading">{HOME_TEXTS.subheading}</p>
            {/* Every employee's meal QR, whether or not the account opens the Luncheon module (text kept on phones). */}
            <Button className="erp-home-mycode" icon="barcode" intent={Intent.PRIMARY} variant="outlined" text={SHELL_TEXTS.myCode} onClick={() => navigate('/kodemakan')} />
          </header>
          {isSuperadmin(user, null) && <BackupHomeWarning />}
          <div className="erp-module-grid">
            {MODULES.map((module) => (
              <ModuleCard
                key={module.key}
                module={module}
                decision={decideCard(user, module)}
                onOpen={() => open(module)}
                // Only rendered for a card the user may open, so only they ask for the counts.
                badge={module.key === 'certificate' ? <CertificateHomeBadge /> : undefined}
              />
            ))}
          </div>
          <Announcements page={announcementPage} onPage={setAnnouncementPage} />
        </div>
      </main>
      <Footer />
      {isSuperadmin(user, null) && (
        <>
          <AnnouncementDialog isOpen={announcing} onClose={() => setAnnouncing(false)} onSent={() => setAnnouncementPage(1)} />
          <CompanySetup />
        </>
      )}
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
