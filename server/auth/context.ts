import type { ModuleKey } from '../../common/modules';
import type { Role } from '../../common/roles';

/** The signed-in caller, resolved once per request from the session token. */
export interface AuthContext {
  sessionTokenHash: string;
  deviceId: string | null;
  expiresAt: Date;
  user: {
    id: string;
    username: string;
    firstname: string;
    lastname: string;
    email: string;
    role: Role;
    idk: string | null;
    /** The linked employee's division as of this request (the account's own for an unlinked one). */
    divisionId: string | null;
    /** The modules the grants open, by their stable keys; the seed's access names are computed from them. */
    modules: ModuleKey[];
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export type Clock = () => Date;

/**
 * A person as lists and printouts name them ('Dibuat oleh', 'Dicetak … oleh'): first and last
 * name, else the username, else the e-mail.
 */
export function personName(user: { firstname: string; lastname: string; email: string; username?: string | null }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username || user.email;
}
