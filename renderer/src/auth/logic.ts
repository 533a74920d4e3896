import { email as emailSchema } from '../../../common/contract';
import { AUTH_TEXTS } from './texts';

/** 'Dev 1.1' from a version like '1.1.0'; the seed's label when the version is unknown. */
export function versionLabel(version: string | null | undefined): string {
  const match = /^v?(\d+)\.(\d+)/.exec(version?.trim() ?? '');
  return match ? `${AUTH_TEXTS.versionPrefix} ${match[1]}.${match[2]}` : AUTH_TEXTS.versionFallback;
}

export interface SignInErrors {
  email?: string;
  password?: string;
}

/** Seed 000 section 5: email and password are required; the email must look like one. */
export function validateSignIn(input: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = AUTH_TEXTS.emailRequired;
  else if (!emailSchema.safeParse(email.toLowerCase()).success) errors.email = AUTH_TEXTS.emailInvalid;
  if (!input.password) errors.password = AUTH_TEXTS.passwordRequired;
  return errors;
}
