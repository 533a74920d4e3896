import { Classes, Icon, Tag, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ModuleInfo } from '../../../common/modules';
import { prefetchModuleScreens } from '../modules';
import type { CardDecision } from './access';
import { HOME_TEXTS } from './texts';

/**
 * One module card of the home grid. A real button: Tab reaches it, Enter and Space open it. A card
 * the user can open starts fetching its module's screens on hover or focus, ahead of the click.
 */
export function ModuleCard({ module, decision, onOpen, badge }: { module: ModuleInfo; decision: CardDecision; onOpen: () => void; badge?: ReactNode }) {
  const locked = decision === 'no-access';
  const prefetch = decision === 'open' ? () => prefetchModuleScreens(module.key) : undefined;
  const classes = [Classes.CARD, Classes.ELEVATION_1, Classes.INTERACTIVE, 'erp-module-card'];
  if (locked) classes.push('erp-module-card-locked');
  const status = locked ? HOME_TEXTS.locked : decision === 'unavailable' ? HOME_TEXTS.unavailableTag : undefined;
  return (
    <button type="button" className={classes.join(' ')} onClick={onOpen} onMouseEnter={prefetch} onFocus={prefetch} aria-description={status}>
      <span className="erp-module-card-icon" aria-hidden="true">
        <Icon icon={module.icon as IconName} size={28} />
      </span>
      <span className="erp-module-card-text">
        <span className="erp-module-card-title">{module.title}</span>
        <span className="erp-module-card-description">{module.description}</span>
      </span>
      {locked && (
        <span className="erp-module-card-badge" title={HOME_TEXTS.locked}>
          <Icon icon="lock" aria-hidden="true" />
        </span>
      )}
      {decision === 'open' && badge}
      {decision === 'unavailable' && (
        <Tag minimal className="erp-module-card-badge erp-module-card-tag">
          {HOME_TEXTS.unavailableTag}
        </Tag>
      )}
    </button>
  );
}
