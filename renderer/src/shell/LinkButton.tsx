import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

/** A router link that looks like a minimal Blueprint button (real <a>, so it opens with Enter). */
export function LinkButton({ to, icon, text }: { to: string; icon: IconName; text: string }) {
  return (
    <Link to={to} className={`${Classes.BUTTON} ${Classes.MINIMAL} erp-link-button`}>
      <Icon icon={icon} />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
