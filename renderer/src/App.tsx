import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MODULES } from '../../common/modules';
import { SignInPage } from './auth/SignInPage';
import { HomePage } from './home/HomePage';
import { ReportsPage } from './reports/ReportsPage';
import { PublicOnly, RequireSession, SessionBoot } from './session/guards';
import { ModuleGate } from './session/ModuleGate';
import { FullPageSpinner, NotFoundPage } from './shell/states';

// 'Kode Makan Saya' for every employee, Luncheon access or not; loaded with its QR encoder when opened.
const MyCodePage = lazy(() => import('./luncheon/mycode/MyCodePage').then((module) => ({ default: module.MyCodePage })));

/** Seed 000 "Shared routes". */
export function App() {
  return (
    <SessionBoot>
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
          <Route path="/laporan" element={<ReportsPage />} />
          <Route
            path="/kodemakan"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <MyCodePage />
              </Suspense>
            }
          />
          {MODULES.map((module) => (
            <Route key={module.key} path={`${module.path}/*`} element={<ModuleGate moduleKey={module.key} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SessionBoot>
  );
}
