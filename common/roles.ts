import type { EndpointAccess } from './contract/endpoint';
import type { ModuleKey } from './modules';

export const ROLES = ['superadmin', 'admin', 'satpam', 'surveyor', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** What a role decision needs to know about a user; the server and the renderer both use it. */
export interface AccessSubject {
  role: Role;
  email: string;
}

/** A user with the modules granted to them, by their stable keys (never by an editable application name). */
export interface ModuleSubject extends AccessSubject {
  modules: readonly ModuleKey[];
}

/** The configured ADMIN_EMAIL counts as superadmin (seed 000 section 6). */
export function isSuperadmin(subject: AccessSubject, adminEmail: string | null): boolean {
  return (
    subject.role === 'superadmin' ||
    (adminEmail !== null && subject.email.toLowerCase() === adminEmail.toLowerCase())
  );
}

export function canOpenModule(subject: ModuleSubject, module: ModuleKey, adminEmail: string | null): boolean {
  if (isSuperadmin(subject, adminEmail)) return true;
  return subject.modules.includes(module);
}

/**
 * Who may write a module's records where writes are for its admins (certificates, the admin's
 * release confirmation, attendance corrections): role admin, or the superadmin.
 */
export function isModuleAdmin(subject: AccessSubject, adminEmail: string | null): boolean {
  return subject.role === 'admin' || isSuperadmin(subject, adminEmail);
}

/**
 * Whether a signed-in subject passes an endpoint's declared access, as the server's central check
 * decides it (server/auth/access.ts); the renderer mirrors it to hide what would be refused.
 */
export function canCall(subject: ModuleSubject, access: EndpointAccess, adminEmail: string | null): boolean {
  switch (access.kind) {
    case 'public':
    case 'session':
      return true;
    case 'module':
      return [access.module, ...(access.alsoFor ?? [])].some((module) => canOpenModule(subject, module, adminEmail));
    case 'role':
      return access.roles.includes(subject.role) || (access.roles.includes('superadmin') && isSuperadmin(subject, adminEmail));
  }
}
