import { Dialog, DialogBody } from '@blueprintjs/core';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadBoundary, LoadFailedState } from './LoadBoundary';
import { ContentSpinner } from './states';

export interface LazyDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** What shows in the dialog's place while its chunk is on its way, or when it could not be fetched. */
function Placeholder({ isOpen, onClose, children }: LazyDialogProps & { children: ReactNode }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} className="erp-dialog">
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
}

/**
 * A dialog of the sign-in screen or the shell (settings, company data, password, announcement),
 * fetched the first time it opens instead of with the first screen. Meanwhile a dialog with a
 * spinner; if it cannot be fetched, the error with 'Muat Ulang'. Once loaded it stays mounted, so it
 * closes with its own animation.
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LoadBoundary
        fallback={(error) => (
          <Placeholder isOpen={props.isOpen} onClose={props.onClose}>
            <LoadFailedState error={error} />
          </Placeholder>
        )}
      >
        <Suspense
          fallback={
            <Placeholder isOpen={props.isOpen} onClose={props.onClose}>
              <ContentSpinner />
            </Placeholder>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}
