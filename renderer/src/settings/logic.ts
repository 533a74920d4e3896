import { serverSettings, type ServerSettings } from '../../../common/ipc';
import { SETTINGS_TEXTS } from './texts';

/** Which server the app uses: its own (standalone) or the office's (remote). */
export type ServerChoice = ServerSettings['mode'];

/** What the dialog's fields hold. The address is kept while "standalone" is picked, so switching back restores it. */
export interface ServerForm {
  choice: ServerChoice;
  url: string;
}

export type ServerFormCheck =
  | { state: 'ok'; value: ServerSettings }
  /** Office server chosen, no address typed yet: nothing to save, nothing to complain about either. */
  | { state: 'empty' }
  | { state: 'invalid'; message: string };

export function isServerChoice(value: string): value is ServerChoice {
  return value === 'standalone' || value === 'remote';
}

/** The fields for the settings main answered. */
export function formFromSettings(settings: ServerSettings): ServerForm {
  return settings.mode === 'remote' ? { choice: 'remote', url: settings.url } : { choice: 'standalone', url: '' };
}

export { changesServer } from '../../../common/ipc';

/**
 * What the fields would save, checked with main's own schema (`serverSettings`), so the dialog
 * refuses exactly what main would refuse.
 */
export function checkServerForm(form: ServerForm): ServerFormCheck {
  if (form.choice === 'standalone') return { state: 'ok', value: { mode: 'standalone' } };
  const url = form.url.trim();
  if (url === '') return { state: 'empty' };
  const parsed = serverSettings.safeParse({ mode: 'remote', url });
  return parsed.success ? { state: 'ok', value: parsed.data } : { state: 'invalid', message: SETTINGS_TEXTS.invalidUrl };
}
