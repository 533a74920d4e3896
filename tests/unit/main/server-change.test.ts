import { describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../../main/certificate-pin';
import { createMemoryStore } from '../../../main/key-value-store';
import {
  certificateAtStart,
  changeServerSettings,
  PLAIN_HTTP_WARNING,
  SERVER_CHANGE_CANCELLED,
  type DialogLike,
  type MessageBoxOptionsLike,
} from '../../../main/server-change';
import { createSettingsStore } from '../../../main/settings';

/**
 * The server address and the trusted certificate change only when the person at the PC agrees in
 * main's own dialog (Electron's dialog.showMessageBox, faked here: it records what it shows and
 * answers the button the test picks).
 */

const PRINT = 'AB:CD:'.repeat(15) + 'AB:CD';
const OTHER = '12:34:'.repeat(15) + '12:34';

function fakeDialog(...answers: number[]): DialogLike & { shown: MessageBoxOptionsLike[] } {
  const shown: MessageBoxOptionsLike[] = [];
  return {
    shown,
    async showMessageBox(options) {
      shown.push(options);
      return { response: answers.shift() ?? options.cancelId };
    },
  };
}

const probeAnswering = (result: ProbeResult) => async () => result;

function setup(initial?: Parameters<ReturnType<typeof createSettingsStore>['set']>[0]) {
  const settings = createSettingsStore(createMemoryStore());
  if (initial) settings.set(initial);
  let changed = 0;
  return { settings, changed: () => changed, onServerChanged: async () => void (changed += 1) };
}

describe('changing the server needs the confirmation of main’s dialog', () => {
  it('keeps the settings when the user cancels (or closes the dialog)', async () => {
    const app = setup({ mode: 'remote', url: 'https://erp.kantor:8443', fingerprint: PRINT });
    const dialog = fakeDialog(0);
    const result = await changeServerSettings({ ...app, next: { mode: 'remote', url: 'http://10.0.0.66:8080' }, dialog, probe: probeAnswering({ ok: false, message: 'tidak dipakai' }) });

    expect(result).toEqual({ ok: false, error: { code: 'CONFLICT', message: SERVER_CHANGE_CANCELLED, status: 409 } });
    expect(app.settings.get()).toEqual({ mode: 'remote', url: 'https://erp.kantor:8443', fingerprint: PRINT });
    expect(app.changed()).toBe(0);
    // Cancel is what Esc and Enter answer.
    expect(dialog.shown[0]).toMatchObject({ defaultId: 0, cancelId: 0, buttons: ['Batal', 'Ganti Server'] });
  });

  it('shows old → new address and the https certificate’s fingerprint, and pins it once confirmed', async () => {
    const app = setup();
    const dialog = fakeDialog(1);
    const result = await changeServerSettings({ ...app, next: { mode: 'remote', url: 'https://192.168.1.10:8443/' }, dialog, probe: probeAnswering({ ok: true, fingerprint: PRINT }) });

    expect(dialog.shown).toHaveLength(1);
    expect(dialog.shown[0]?.detail).toContain('Dari: Mode mandiri (server di komputer ini)\nKe: https://192.168.1.10:8443');
    expect(dialog.shown[0]?.detail).toContain(`Sidik jari sertifikat server (SHA-256):\n${PRINT}`);
    expect(result).toEqual({ ok: true, value: { mode: 'remote', url: 'https://192.168.1.10:8443', fingerprint: PRINT } });
    expect(app.settings.pinnedFingerprint()).toBe(PRINT);
    expect(app.changed()).toBe(1);
  });

  it('warns in the dialog about plain http to another PC, not about this PC', async () => {
    const network = fakeDialog(1);
    await changeServerSettings({ ...setup(), next: { mode: 'remote', url: 'http://192.168.1.10:8080' }, dialog: network, probe: probeAnswering({ ok: false, message: '' }) });
    expect(network.shown[0]).toMatchObject({ type: 'warning' });
    expect(network.shown[0]?.detail).toContain(PLAIN_HTTP_WARNING);

    const local = fakeDialog(1);
    await changeServerSettings({ ...setup(), next: { mode: 'remote', url: 'http://127.0.0.1:8080' }, dialog: local, probe: probeAnswering({ ok: false, message: '' }) });
    expect(local.shown[0]?.detail).not.toContain('PERINGATAN');
  });

  it('asks nothing when the server stays the same, and keeps its pin', async () => {
    const app = setup({ mode: 'remote', url: 'https://erp.kantor:8443', fingerprint: PRINT });
    const dialog = fakeDialog();
    const result = await changeServerSettings({ ...app, next: { mode: 'remote', url: 'HTTPS://ERP.kantor:8443/' }, dialog, probe: probeAnswering({ ok: true, fingerprint: OTHER }) });
    expect(dialog.shown).toHaveLength(0);
    expect(result).toEqual({ ok: true, value: { mode: 'remote', url: 'https://erp.kantor:8443', fingerprint: PRINT } });
    expect(app.changed()).toBe(0);
  });
});

describe('the certificate at start', () => {
  const url = 'https://erp.kantor:8443';

  it('passes the pinned certificate without a dialog', async () => {
    const dialog = fakeDialog();
    expect(await certificateAtStart({ dialog, url, pinned: PRINT, probe: probeAnswering({ ok: true, fingerprint: PRINT }) })).toEqual({ action: 'continue' });
    expect(dialog.shown).toHaveLength(0);
  });

  it('shows an unpinned certificate’s fingerprint and pins it once trusted', async () => {
    const dialog = fakeDialog(1);
    expect(await certificateAtStart({ dialog, url, pinned: null, probe: probeAnswering({ ok: true, fingerprint: PRINT }) })).toEqual({ action: 'pin', fingerprint: PRINT });
    expect(dialog.shown[0]?.detail).toContain(PRINT);
  });

  it('warns about a changed certificate; leaving is the default, accepting takes a second confirmation', async () => {
    const leave = fakeDialog(0);
    expect(await certificateAtStart({ dialog: leave, url, pinned: PRINT, probe: probeAnswering({ ok: true, fingerprint: OTHER }) })).toEqual({ action: 'quit' });
    expect(leave.shown[0]).toMatchObject({ type: 'warning', message: 'PERINGATAN: sertifikat server berubah!', defaultId: 0, cancelId: 0 });
    expect(leave.shown[0]?.detail).toContain(`Sidik jari yang dipercaya:\n${PRINT}\nSidik jari sekarang:\n${OTHER}`);

    // "Terima Sertifikat Baru…", then "Batal" in the confirmation: nothing is pinned.
    const hesitate = fakeDialog(2, 0);
    expect(await certificateAtStart({ dialog: hesitate, url, pinned: PRINT, probe: probeAnswering({ ok: true, fingerprint: OTHER }) })).toEqual({ action: 'quit' });
    expect(hesitate.shown).toHaveLength(2);

    const accept = fakeDialog(2, 1);
    expect(await certificateAtStart({ dialog: accept, url, pinned: PRINT, probe: probeAnswering({ ok: true, fingerprint: OTHER }) })).toEqual({ action: 'pin', fingerprint: OTHER });
    expect(accept.shown[1]?.detail).toContain(OTHER);

    const standalone = fakeDialog(1);
    expect(await certificateAtStart({ dialog: standalone, url, pinned: PRINT, probe: probeAnswering({ ok: true, fingerprint: OTHER }) })).toEqual({ action: 'standalone' });
  });
});
