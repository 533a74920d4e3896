import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_TEXTS } from './texts';

/**
 * A lazily loaded chunk that could not be fetched: Chromium's 'Failed to fetch dynamically imported
 * module', Firefox's 'error loading dynamically imported module', Safari's 'Importing a module script
 * failed', and Vite's own 'Unable to preload CSS' (its preload helper, for a screen's stylesheet).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|importing a module script failed|unable to preload css|loading chunk|ChunkLoadError/i.test(message);
}

/** 'Muat Ulang': the whole page again, which after an upgrade brings the new index.html and its chunks. */
function reloadPage(): void {
  window.location.reload();
}

/** What the boundary shows: a chunk that did not arrive, or a screen that crashed; both offer 'Muat Ulang'. */
export function LoadFailedState({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <NonIdealState
      icon="error"
      title={chunk ? SHELL_TEXTS.loadFailedTitle : SHELL_TEXTS.crashedTitle}
      description={chunk ? SHELL_TEXTS.loadFailedMessage : SHELL_TEXTS.crashedMessage}
      action={<Button icon="refresh" intent={Intent.PRIMARY} text={SHELL_TEXTS.reload} onClick={reloadPage} />}
    />
  );
}

interface LoadBoundaryProps {
  children: ReactNode;
  /** Where the failure shows: inside a module's content area, or as the whole page. */
  fullPage?: boolean;
  /** Shows the failure in a frame of the caller's choosing (a module's top bar and sidebar). */
  fallback?: (error: unknown) => ReactNode;
  /** A new value (the path) clears the failure, so another screen can be tried without reloading. */
  resetKey?: string;
}

/**
 * Catches what a lazy screen throws while loading or rendering, so a chunk missing after an
 * upgrade (or a dropped connection) shows an error with 'Muat Ulang' instead of a blank screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown; resetKey: string | undefined }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: LoadBoundaryProps, state: { error: unknown; resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[screen] failed to load or render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error);
    const state = <LoadFailedState error={this.state.error} />;
    return this.props.fullPage ? <div className="erp-fullpage">{state}</div> : state;
  }
}
