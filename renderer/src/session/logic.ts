import type { ApiError, AuthUser, SessionInfo } from '../../../common/contract';

/** How often a signed-in screen re-checks the session's expiry. */
export const EXPIRY_CHECK_MS = 30_000;

/** Seed section 4: signed out "when the current time is after the stored expiry" (epoch seconds). */
export function isExpired(session: Pick<SessionInfo, 'expired'>, nowMs: number): boolean {
  return nowMs > session.expired * 1000;
}

/** Milliseconds until the session is over (0 when it already is). */
export function msUntilExpiry(session: Pick<SessionInfo, 'expired'>, nowMs: number): number {
  return Math.max(0, session.expired * 1000 - nowMs);
}

/** "firstname lastname", or the username when both are empty. */
export function displayName(user: Pick<AuthUser, 'firstname' | 'lastname' | 'username'>): string {
  const full = [user.firstname, user.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.username.trim();
}

/**
 * The text a failure toast shows: the server's message, followed by the field messages it lists
 * when they add something ('Data tidak valid: Kata sandi minimal 6 karakter').
 */
export function errorText(error: Pick<ApiError, 'message' | 'fields'>): string {
  const details = [...new Set(Object.values(error.fields ?? {}))].filter((m) => m && m !== error.message);
  return details.length ? `${error.message}: ${details.join('; ')}` : error.message;
}

export const UNKNOWN_ERROR_MESSAGE = 'Terjadi kesalahan yang tidak diketahui';

/** errorText for whatever a mutation rejects with: our ApiError, or RTK's SerializedError. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    const fields = 'fields' in error && error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
    return errorText({ message: error.message, fields });
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** A failed call's per-field messages (`error.fields`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('fields' in error) || !error.fields || typeof error.fields !== 'object') return {};
  return Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
