import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isSuperadmin } from '../../../common/roles';
import { useSessionUser } from '../store/hooks';
import { Footer } from './ModuleLayout';
import { NoAccessState } from './states';
import { TopBar } from './TopBar';

/**
 * A page of the superadmin's own, outside the modules (Pelaporan, Log Aktivitas, Cadangan Data):
 * the top bar with its title, the page, the footer; anyone else sees only the no-access message.
 */
export function SuperadminPage({ icon, title, className, children }: { icon: IconName; title: string; className?: string; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return null;
  if (!isSuperadmin(user, null)) {
    return (
      <div className="erp-fullpage">
        <NoAccessState />
      </div>
    );
  }
  return (
    <div className={className ? `erp-app ${className}` : 'erp-app'}>
      <TopBar icon={icon} title={title} />
      {children}
      <Footer />
    </div>
  );
}
