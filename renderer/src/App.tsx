import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { MODULES } from '../../common/modules';
import { SignInPage } from './auth/SignInPage';
import { HomePage } from './home/HomePage';
import { PublicOnly, RequireSession, SessionBoot } from './session/guards';
import { ModuleGate } from './session/ModuleGate';
import { lazyComponent } from './shell/lazyComponent';
import { LoadBoundary } from './shell/LoadBoundary';
import { FullPageSpinner, NotFoundPage } from './shell/states';

/** A page fetched when first opened, the whole window's spinner meanwhile. */
const lazyPage = (load: () => Promise<ComponentType>) => lazyComponent(load, () => <FullPageSpinner />);

// Pages outside the modules, loaded when opened: 'Kode Makan Saya' (every employee, with its QR
// encoder) and the superadmin's 'Pelaporan'. The sign-in screen, home and the shell load first.
const MyCodePage = lazyPage(() => import('./luncheon/mycode/MyCodePage').then((module) => module.MyCodePage));
const ReportsPage = lazyPage(() => import('./reports/ReportsPage').then((module) => module.ReportsPage));
const LogPage = lazyPage(() => import('./audit/LogPage').then((module) => module.LogPage));
const BackupPage = lazyPage(() => import('./backup/BackupPage').then((module) => module.BackupPage));

/** A whole page loaded on demand: a spinner meanwhile, 'Muat Ulang' if it cannot be fetched. */
function LazyPage({ children }: { children: ReactNode }) {
  return <LoadBoundary fullPage>{children}</LoadBoundary>;
}

/** Seed 000 "Shared routes". Whatever a page throws shows the error with 'Muat Ulang', never a blank window. */
export function App() {
  const location = useLocation();
  return (
    <SessionBoot>
      <LoadBoundary fullPage resetKey={location.pathname}>
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route
            path="/signin"
            element={
              <PublicOnly>
                <SignInPage />
              </PublicOnly>
            }
          />
          <Route element={<RequireSession />}>
            <Route path="/home" element={<HomePage />} />
            <Route
              path="/laporan"
              element={
                <LazyPage>
                  <ReportsPage />
                </LazyPage>
              }
            />
            <Route
              path="/log-aktivitas"
              element={
                <LazyPage>
                  <LogPage />
                </LazyPage>
              }
            />
            <Route
              path="/cadangan-data"
              element={
                <LazyPage>
                  <BackupPage />
                </LazyPage>
              }
            />
            <Route
              path="/kodemakan"
              element={
                <LazyPage>
                  <MyCodePage />
                </LazyPage>
              }
            />
            {MODULES.map((module) => (
              <Route key={module.key} path={`${module.path}/*`} element={<ModuleGate moduleKey={module.key} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </LoadBoundary>
    </SessionBoot>
  );
}
