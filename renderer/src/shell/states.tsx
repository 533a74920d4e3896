import { Button, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { describeError } from '../session/logic';
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

/** What a query of one record tells the state below (RTK Query's result has these). */
export interface RecordQueryState {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A detail dialog's or panel's body while its record is not there: the error with 'Coba Lagi' when
 * the call failed, otherwise a spinner. Every detail dialog shows the same.
 */
export function RecordLoadState({ query, failedTitle }: { query: RecordQueryState; failedTitle: string }) {
  if (query.isError) {
    return (
      <NonIdealState
        icon="error"
        title={failedTitle}
        description={describeError(query.error)}
        action={<Button icon="refresh" text={SHELL_TEXTS.retry} onClick={() => void query.refetch()} />}
      />
    );
  }
  return (
    <div className="erp-record-loading" role="status">
      <Spinner size={SpinnerSize.STANDARD} aria-label={SHELL_TEXTS.loading} />
    </div>
  );
}
