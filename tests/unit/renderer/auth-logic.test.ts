import { describe, expect, it } from 'vitest';
import { validateSignIn, versionLabel } from '../../../renderer/src/auth/logic';
import { AUTH_TEXTS } from '../../../renderer/src/auth/texts';

describe('versionLabel (sign-in header)', () => {
  it("reads 'Dev 1.1' for the app version 1.1.0", () => {
    expect(versionLabel('1.1.0')).toBe('Dev 1.1');
    expect(versionLabel('v2.10.3-beta.1')).toBe('Dev 2.10');
  });

  it("falls back to the seed's 'Dev 1.1' when the version is unknown", () => {
    expect(versionLabel('')).toBe('Dev 1.1');
    expect(versionLabel(undefined)).toBe('Dev 1.1');
    expect(versionLabel('unknown')).toBe('Dev 1.1');
  });
});

describe('validateSignIn (seed: email and password required)', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: AUTH_TEXTS.emailRequired,
      password: AUTH_TEXTS.passwordRequired,
    });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: AUTH_TEXTS.emailRequired });
  });

  it('rejects something that is not an email', () => {
    expect(validateSignIn({ email: 'budi', password: 'rahasia' })).toEqual({ email: AUTH_TEXTS.emailInvalid });
  });

  it('accepts an email in any case with surrounding spaces', () => {
    expect(validateSignIn({ email: ' Admin@ERP.local ', password: 'rahasia123' })).toEqual({});
  });

  it('does not judge the password beyond presence (the server decides)', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '1' })).toEqual({});
  });
});
