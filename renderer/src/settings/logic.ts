import { changesServer, isPlainHttpOnNetwork, serverSettingsInput, type ServerSettings, type ServerSettingsInput } from '../../../common/ipc';
import { SETTINGS_TEXTS } from './texts';

/** Which server the app uses: its own (standalone) or the office's (remote). */
export type ServerChoice = ServerSettings['mode'];

/** What the dialog's fields hold. The address is kept while "standalone" is picked, so switching back restores it. */
export interface ServerForm {
  choice: ServerChoice;
  url: string;
}

export type ServerFormCheck =
  | { state: 'ok'; value: ServerSettingsInput }
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

export { changesServer };

/** What the dialog says about the connection to the chosen address. */
export type ConnectionNote =
  | { kind: 'none' }
  /** http:// to another PC: readable on the LAN. */
  | { kind: 'plain-http' }
  /** https: the pinned fingerprint when the address is the current server's, and the certificate should be read. */
  | { kind: 'https'; url: string; pinned: string | null };

export function connectionNote(current: ServerSettings, check: ServerFormCheck): ConnectionNote {
  if (check.state !== 'ok' || check.value.mode !== 'remote') return { kind: 'none' };
  const { url } = check.value;
  if (isPlainHttpOnNetwork(url)) return { kind: 'plain-http' };
  if (!/^https:/i.test(url)) return { kind: 'none' };
  const pinned = current.mode === 'remote' && !changesServer(current, check.value) ? (current.fingerprint ?? null) : null;
  return { kind: 'https', url, pinned };
}

/**
 * What the fields would save, checked with main's own schema (`serverSettings`), so the dialog
 * refuses exactly what main would refuse.
 */
export function checkServerForm(form: ServerForm): ServerFormCheck {
  if (form.choice === 'standalone') return { state: 'ok', value: { mode: 'standalone' } };
  const url = form.url.trim();
  if (url === '') return { state: 'empty' };
  const parsed = serverSettingsInput.safeParse({ mode: 'remote', url });
  return parsed.success ? { state: 'ok', value: parsed.data } : { state: 'invalid', message: SETTINGS_TEXTS.invalidUrl };
}
