import type { TooltipProps } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

// Fetched after the first paint, the first time a tooltip's target is shown.
const BlueprintTooltip = lazyComponent(
  () => import('./tooltipEngine').then((module) => module.default),
  (props: TooltipProps) => props.children,
);

/** Without its tooltip (the chunk could not be fetched), the target still works. */
class TargetOnFailure extends Component<{ children: ReactNode; target: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.target : this.props.children;
  }
}

/**
 * Blueprint's Tooltip for the sign-in screen and the shell, loaded just after the first paint: it
 * brings the popover engine (floating-ui, ~18 kB gzipped) that no first screen needs in order to
 * show. Until it arrives the target renders alone; its aria-label already names it.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <TargetOnFailure target={props.children}>
      <BlueprintTooltip {...props} />
    </TargetOnFailure>
  );
}
