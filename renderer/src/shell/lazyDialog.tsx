import { Dialog, DialogBody } from '@blueprintjs/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';
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
 * A dialog fetched the first time it opens instead of with its screen (the sign-in screen's
 * settings, the shell's company data and password, home's announcement, the production board's
 * forms). Meanwhile a dialog with a spinner; if it cannot be fetched, the error with 'Muat Ulang'.
 * Once loaded it stays mounted, so it closes with its own animation. A dialog opened by a value
 * rather than `isOpen` (a row, or null while closed) names how to tell it is open.
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P>;
export function lazyDialog<P extends Pick<LazyDialogProps, 'onClose'>>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P>;
export function lazyDialog<P extends Pick<LazyDialogProps, 'onClose'>>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => 'isOpen' in props && props.isOpen === true,
): ComponentType<P> {
  const Loaded = lazyComponent(load, (props: P) => (
    <Placeholder isOpen={isOpen(props)} onClose={props.onClose}>
      <ContentSpinner />
    </Placeholder>
  ));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LoadBoundary
        fallback={(error) => (
          <Placeholder isOpen={open} onClose={props.onClose}>
            <LoadFailedState error={error} />
          </Placeholder>
        )}
      >
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  return LazyDialog;
}
