import type { IconName } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { certificateTypeResource } from '../../../common/contract/certificate';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { useIsModuleAdmin } from '../store/hooks';
import { CERTIFICATE_TEXTS as T } from './texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened.
const ExpiringScreen = lazyScreen(() => import('./ExpiringScreen').then((module) => module.ExpiringScreen));
const RegisterScreen = lazyScreen(() => import('./RegisterScreen').then((module) => module.RegisterScreen));

/** 'Jenis Sertifikat': admins keep it; everybody else with the module reads the list only. */
function CertificateTypeScreen() {
  return <MasterScreen resource={certificateTypeResource} readOnly={!useIsModuleAdmin()} />;
}

/**
 * Certificate module screens (issue 16): the view-only expiring list the seed names, the register
 * (its writes only for admin and superadmin) and the 'Jenis Sertifikat' master.
 */
export const routes: readonly ModuleRoute[] = [
  { path: 'segera-habis', label: T.menuExpiring, icon: 'warning-sign', element: <ExpiringScreen /> },
  { path: 'data', label: T.menuRegister, icon: 'document', element: <RegisterScreen /> },
  { path: certificateTypeResource.path, label: certificateTypeResource.menuLabel, icon: certificateTypeResource.icon as IconName, group: T.groupMaster, element: <CertificateTypeScreen /> },
];

/** The seed's 'view-only list of certificates nearing expiry' is what the module opens on. */
export const entry = <Navigate to="segera-habis" replace />;
