import { useState } from 'react';
import { useCompanySettingsQuery } from './companyApi';
import { lazyDialog } from './lazyDialog';

const CompanySettingsDialog = lazyDialog(() => import('./CompanySettingsDialog').then((module) => module.CompanySettingsDialog));

/**
 * The superadmin's first sign-in (issue 27 §4): while the company record was neither saved nor
 * skipped, home opens Data Perusahaan as a short setup, before anything is printed with an empty
 * header. The caller renders it for a superadmin only.
 */
export function CompanySetup() {
  const company = useCompanySettingsQuery();
  const [done, setDone] = useState(false);
  const pending = company.data !== undefined && !company.data.saved && !done;
  return <CompanySettingsDialog isOpen={pending} onClose={() => setDone(true)} setup />;
}
