import { email as emailSchema } from '../../../common/contract';
import { COPYRIGHT_SINCE } from '../../../common/format';
import { SHELL_TEXTS } from './texts';
import type { ModuleRoute } from './types';

/** 'Hak Cipta © 2018–2026 PT Maju Bersama'; without a company name (none set yet) the line ends at the years. */
export function copyrightLine(year: number, company: string): string {
  return SHELL_TEXTS.copyright(COPYRIGHT_SINCE, year, company.trim());
}

/** Sidebar entries a user sees: never the hidden ones; superadmin-only ones only for a superadmin. */
export function visibleRoutes(routes: readonly ModuleRoute[], superadmin: boolean): ModuleRoute[] {
  return routes.filter((route) => !route.hidden && (superadmin || !route.superadminOnly));
}

/** Change-password form: 'empty' keeps the button disabled, 'mismatch' shows 'Pastikan Password sama!'. */
export function checkNewPassword(password: string, repeat: string): 'empty' | 'mismatch' | 'ok' {
  if (!password || !repeat) return 'empty';
  return password === repeat ? 'ok' : 'mismatch';
}

/**
 * Super-admin email form: the button is enabled only for 'ok', a valid email that differs from the
 * current one; 'invalid' shows the format message, 'empty' and 'same' just keep it disabled.
 */
export function emailChangeState(newEmail: string, currentEmail: string): 'empty' | 'invalid' | 'same' | 'ok' {
  const candidate = newEmail.trim().toLowerCase();
  if (!candidate) return 'empty';
  if (!emailSchema.safeParse(candidate).success) return 'invalid';
  return candidate === currentEmail.trim().toLowerCase() ? 'same' : 'ok';
}
