import { Intent, OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import { createElement, type ReactNode } from 'react';

/** Default time a toast stays up. */
export const TOAST_TIMEOUT_MS = 4000;

let toaster: Promise<Toaster> | null = null;

/** The renderer's one toaster, top right, created on first use. */
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4 });
  return toaster;
}

function body(title: string, message?: string): ReactNode {
  return createElement(
    'div',
    { className: 'erp-toast' },
    createElement('strong', { className: 'erp-toast-title' }, title),
    message ? createElement('div', { className: 'erp-toast-message' }, message) : null,
  );
}

function show(props: ToastProps): void {
  void getToaster()
    .then((t) => t.show(props))
    .catch((error: unknown) => console.error('[toast] could not show', error));
}

/** Removes every toast on screen (e.g. old failures once the sign-in succeeds). */
export function clearToasts(): void {
  void getToaster().then((t) => t.clear());
}

/** Green toast: a title and an optional line of text (plain text, never HTML). */
export function showSuccess(title: string, message?: string, timeout = TOAST_TIMEOUT_MS): void {
  show({ intent: Intent.SUCCESS, icon: 'tick-circle', message: body(title, message), timeout });
}

/** Red toast for a refused or failed action. */
export function showFailure(title: string, message?: string, timeout = TOAST_TIMEOUT_MS + 2000): void {
  show({ intent: Intent.DANGER, icon: 'error', message: body(title, message), timeout });
}

/** Neutral notice (e.g. the session ended). */
export function showNotice(title: string, message?: string, timeout = TOAST_TIMEOUT_MS): void {
  show({ intent: Intent.PRIMARY, icon: 'info-sign', message: body(title, message), timeout });
}
