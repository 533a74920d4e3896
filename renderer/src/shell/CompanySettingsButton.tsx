import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { lazyDialog } from './lazyDialog';
import { COMPANY_TEXTS as T } from './texts';
import { Tooltip } from './Tooltip';

// The form, its image picker and its calls: fetched when the dialog first opens.
const CompanySettingsDialog = lazyDialog(() => import('./CompanySettingsDialog').then((module) => module.CompanySettingsDialog));

/** The top-bar button and its dialog (a superadmin's; the caller decides who sees it). Icon only on the home bar. */
export function CompanySettingsButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  const button = iconOnly ? (
    <Button variant="minimal" icon="office" aria-label={T.title} onClick={() => setOpen(true)} />
  ) : (
    <Button variant="minimal" icon="office" text={T.title} onClick={() => setOpen(true)} />
  );
  return (
    <>
      {iconOnly ? (
        <Tooltip content={T.title} placement="bottom">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <CompanySettingsDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
