import { describe, expect, it } from 'vitest';
import { changesServer, checkServerForm, formFromSettings, isServerChoice } from '../../../renderer/src/settings/logic';
import { SETTINGS_TEXTS } from '../../../renderer/src/settings/texts';

describe('formFromSettings (server settings dialog)', () => {
  it('fills the fields from what main answered', () => {
    expect(formFromSettings({ mode: 'standalone' })).toEqual({ choice: 'standalone', url: '' });
    expect(formFromSettings({ mode: 'remote', url: 'http://192.168.1.10:8080' })).toEqual({ choice: 'remote', url: 'http://192.168.1.10:8080' });
  });
});

describe('isServerChoice', () => {
  it('accepts the two modes only', () => {
    expect(isServerChoice('standalone')).toBe(true);
    expect(isServerChoice('remote')).toBe(true);
    expect(isServerChoice('')).toBe(false);
    expect(isServerChoice('cloud')).toBe(false);
  });
});

describe('checkServerForm', () => {
  it('saves standalone without an address, even when one was typed before switching back', () => {
    expect(checkServerForm({ choice: 'standalone', url: '' })).toEqual({ state: 'ok', value: { mode: 'standalone' } });
    expect(checkServerForm({ choice: 'standalone', url: 'bukan alamat' })).toEqual({ state: 'ok', value: { mode: 'standalone' } });
  });

  it('saves an office server with an http(s) address, trimmed', () => {
    expect(checkServerForm({ choice: 'remote', url: 'http://192.168.1.10:8080' })).toEqual({
      state: 'ok',
      value: { mode: 'remote', url: 'http://192.168.1.10:8080' },
    });
    expect(checkServerForm({ choice: 'remote', url: '  https://erp.kantor.co.id/  ' })).toEqual({
      state: 'ok',
      value: { mode: 'remote', url: 'https://erp.kantor.co.id/' },
    });
  });

  it('asks for an address without complaining while the field is still empty', () => {
    expect(checkServerForm({ choice: 'remote', url: '' })).toEqual({ state: 'empty' });
    expect(checkServerForm({ choice: 'remote', url: '   ' })).toEqual({ state: 'empty' });
  });

  it("refuses what main's schema refuses, with its Indonesian message", () => {
    for (const url of ['192.168.1.10:8080', 'localhost:8080', 'ftp://192.168.1.10', 'http://', 'http://a b', 'javascript:alert(1)']) {
      expect(checkServerForm({ choice: 'remote', url }), url).toEqual({ state: 'invalid', message: SETTINGS_TEXTS.invalidUrl });
    }
    expect(SETTINGS_TEXTS.invalidUrl).toBe('Alamat server tidak valid');
  });
});

describe('changesServer (the dialog warns that saving restarts the app)', () => {
  it('is true when the mode changes', () => {
    expect(changesServer({ mode: 'standalone' }, { mode: 'remote', url: 'http://10.0.0.2:8080' })).toBe(true);
    expect(changesServer({ mode: 'remote', url: 'http://10.0.0.2:8080' }, { mode: 'standalone' })).toBe(true);
  });

  it('compares office addresses as URLs, not as text', () => {
    expect(changesServer({ mode: 'remote', url: 'http://10.0.0.2:8080' }, { mode: 'remote', url: 'http://10.0.0.2:8080/' })).toBe(false);
    expect(changesServer({ mode: 'remote', url: 'http://ERP.kantor:8080' }, { mode: 'remote', url: 'http://erp.kantor:8080' })).toBe(false);
    expect(changesServer({ mode: 'remote', url: 'http://10.0.0.2:8080' }, { mode: 'remote', url: 'http://10.0.0.3:8080' })).toBe(true);
  });

  it('is false when standalone stays standalone', () => {
    expect(changesServer({ mode: 'standalone' }, { mode: 'standalone' })).toBe(false);
  });
});
