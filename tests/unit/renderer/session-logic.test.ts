import { describe, expect, it } from 'vitest';
import { describeError, displayName, errorText, isExpired, msUntilExpiry, UNKNOWN_ERROR_MESSAGE } from '../../../renderer/src/session/logic';

describe('session expiry (seed: signed out when the current time is after the stored expiry)', () => {
  const expired = 1_767_600_000; // epoch seconds

  it('is still valid up to and including the expiry second', () => {
    expect(isExpired({ expired }, expired * 1000 - 1)).toBe(false);
    expect(isExpired({ expired }, expired * 1000)).toBe(false);
  });

  it('is over once the current time is after the expiry', () => {
    expect(isExpired({ expired }, expired * 1000 + 1)).toBe(true);
    expect(isExpired({ expired }, (expired + 86_400) * 1000)).toBe(true);
  });

  it('reports the time left, never negative', () => {
    expect(msUntilExpiry({ expired }, expired * 1000 - 30_000)).toBe(30_000);
    expect(msUntilExpiry({ expired }, expired * 1000 + 5)).toBe(0);
  });
});

describe('displayName (greeting "Hi, " + full name)', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstname: 'Budi', lastname: 'Santoso', username: 'budi' })).toBe('Budi Santoso');
  });

  it('uses the first name alone when there is no last name, without a trailing space', () => {
    expect(displayName({ firstname: 'Siti ', lastname: '', username: 'siti' })).toBe('Siti');
  });

  it('falls back to the username when both names are empty', () => {
    expect(displayName({ firstname: ' ', lastname: '', username: 'admin' })).toBe('admin');
  });
});

describe('errorText (what a failure toast shows)', () => {
  it('is the server message when there are no field errors', () => {
    expect(errorText({ message: 'Email atau kata sandi salah' })).toBe('Email atau kata sandi salah');
  });

  it('appends distinct field messages', () => {
    expect(
      errorText({
        message: 'Data tidak valid',
        fields: { password: 'Kata sandi minimal 6 karakter', 'body.password': 'Kata sandi minimal 6 karakter' },
      }),
    ).toBe('Data tidak valid: Kata sandi minimal 6 karakter');
  });

  it('does not repeat a field message equal to the message', () => {
    expect(errorText({ message: 'Email tidak valid', fields: { email: 'Email tidak valid' } })).toBe('Email tidak valid');
  });

  it('describes any rejected value, never an empty toast', () => {
    expect(describeError({ code: 'CONFLICT', message: 'Sudah dipakai', status: 409 })).toBe('Sudah dipakai');
    expect(describeError({ name: 'Error', message: '' })).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(describeError(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});
