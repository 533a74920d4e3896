import { Button, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { SHELL_TEXTS } from './texts';

/** Whole-page wait (e.g. while the session check runs), so the sign-in screen never flashes. */
export function FullPageSpinner({ label = SHELL_TEXTS.loading }: { label?: string }) {
  return (
    <div className="erp-fullpage" role="status" aria-live="polite">
      <Spinner size={SpinnerSize.STANDARD} aria-label={label} />
      <div className="erp-fullpage-label">{label}</div>
    </div>
  );
}

/** Inline wait inside a module's content area. */
export function ContentSpinner() {
  return (
    <div className="erp-content-state" role="status">
      <Spinner size={SpinnerSize.SMALL} aria-label={SHELL_TEXTS.loading} />
    </div>
  );
}

function BackHomeButton() {
  const navigate = useNavigate();
  return <Button icon="home" text={SHELL_TEXTS.backHome} onClick={() => navigate('/home')} />;
}

export function NotFoundState() {
  return (
    <NonIdealState
      icon="search"
      title={SHELL_TEXTS.notFound}
      description={SHELL_TEXTS.notFoundMessage}
      action={<BackHomeButton />}
    />
  );
}

/** Seed: 'Membuka Aplikasi<br/>Anda tidak punya hak akses.' — two lines, as text. */
export function NoAccessState() {
  return (
    <NonIdealState
      icon="lock"
      title={SHELL_TEXTS.noAccessTitle}
      description={SHELL_TEXTS.noAccessMessage}
      action={<BackHomeButton />}
    />
  );
}

/** A module (or menu) that is not built yet. */
export function ModuleUnavailable() {
  return <NonIdealState icon="wrench" title={SHELL_TEXTS.moduleUnavailable} />;
}

/** Whole page "Not Found" for unknown paths. */
export function NotFoundPage() {
  return (
    <div className="erp-fullpage">
      <NotFoundState />
    </div>
  );
}
