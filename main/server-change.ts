import { fail, ok, STATUS_OF_CODE, type Result } from '../common/contract';
import { changesServer, isPlainHttpOnNetwork, type ServerSettings, type ServerSettingsInput } from '../common/ipc';
import type { ProbeResult } from './certificate-pin';
import { normaliseServerUrl, type SettingsStore } from './settings';

/**
 * The decisions main asks the user about in its own dialogs, never only in the renderer's: which
 * server the app uses, and which certificate it trusts. A compromised or simply wrong page can ask,
 * but only the person at the PC, in a native dialog showing what changes, can agree.
 */

/** The part of Electron's `dialog.showMessageBox` used here (the real one fits; so does a test fake). */
export interface MessageBoxOptionsLike {
  type: 'none' | 'info' | 'error' | 'question' | 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink?: boolean;
}

export interface DialogLike {
  showMessageBox(options: MessageBoxOptionsLike): Promise<{ response: number }>;
}

export const SERVER_CHANGE_CANCELLED = 'Penggantian server dibatalkan.';

export const PLAIN_HTTP_WARNING =
  'PERINGATAN: alamat http:// ke komputer lain. Kata sandi, slip gaji dan foto absensi melintasi jaringan tanpa enkripsi; siapa pun di jaringan kantor dapat membacanya. Pakai https:// bila server kantor mendukungnya.';

function describe(settings: ServerSettingsInput): string {
  return settings.mode === 'remote' ? normaliseServerUrl(settings.url) : 'Mode mandiri (server di komputer ini)';
}

export type ServerChangeDecision = { confirmed: false } | { confirmed: true; settings: ServerSettings };

/**
 * Asked before `settings:set` changes the server: old → new address, the new https server's
 * certificate fingerprint (which is then pinned), or a warning for plain http to another PC.
 * Cancel is the default button and what Esc answers.
 */
export async function confirmServerChange(deps: {
  dialog: DialogLike;
  before: ServerSettings;
  after: ServerSettingsInput;
  probe: (url: string) => Promise<ProbeResult>;
}): Promise<ServerChangeDecision> {
  const { before, after } = deps;
  if (!changesServer(before, after)) {
    // Same server: nothing to ask, and its pin stays.
    return { confirmed: true, settings: before };
  }
  const lines = [`Dari: ${describe(before)}`, `Ke: ${describe(after)}`, ''];
  let settings: ServerSettings = after.mode === 'remote' ? { mode: 'remote', url: normaliseServerUrl(after.url) } : { mode: 'standalone' };
  let type: MessageBoxOptionsLike['type'] = 'question';
  if (after.mode === 'remote' && /^https:/i.test(after.url)) {
    const probed = await deps.probe(after.url);
    if (probed.ok) {
      settings = { mode: 'remote', url: normaliseServerUrl(after.url), fingerprint: probed.fingerprint };
      lines.push(
        'Sidik jari sertifikat server (SHA-256):',
        probed.fingerprint,
        '',
        'Cocokkan dengan sidik jari yang dicetak server saat mulai. Sertifikat ini akan disematkan: bila nanti berubah, aplikasi berhenti dan memperingatkan Anda.',
      );
    } else {
      lines.push(`Sertifikat server belum dapat dibaca: ${probed.message}.`, 'Sertifikat yang pertama kali diterima akan disematkan.');
    }
  } else if (after.mode === 'remote' && isPlainHttpOnNetwork(after.url)) {
    type = 'warning';
    lines.push(PLAIN_HTTP_WARNING);
  }
  lines.push('', 'Anda akan keluar dan aplikasi dimulai ulang.');
  const { response } = await deps.dialog.showMessageBox({
    type,
    title: 'Ganti Server',
    message: 'Ganti server yang dipakai aplikasi ini?',
    detail: lines.join('\n'),
    buttons: ['Batal', 'Ganti Server'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  return response === 1 ? { confirmed: true, settings } : { confirmed: false };
}

/** What the user chose when the server's certificate is new or changed. */
export type CertificateDecision = 'trust' | 'quit' | 'standalone';

/** First connection to an https server whose certificate nobody pinned yet (settings from before pinning). */
export async function confirmFirstCertificate(dialog: DialogLike, url: string, fingerprint: string): Promise<CertificateDecision> {
  const { response } = await dialog.showMessageBox({
    type: 'question',
    title: 'Sertifikat Server',
    message: 'Percayai sertifikat server ini?',
    detail: [
      `Server: ${url}`,
      '',
      'Sidik jari sertifikat (SHA-256):',
      fingerprint,
      '',
      'Cocokkan dengan sidik jari yang dicetak server saat mulai. Sertifikat ini akan disematkan: bila nanti berubah, aplikasi berhenti dan memperingatkan Anda.',
    ].join('\n'),
    buttons: ['Keluar', 'Percayai Sertifikat'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  return response === 1 ? 'trust' : 'quit';
}

/**
 * The server presents another certificate than the pinned one. The warning comes first and its
 * default is to leave; accepting the new one takes a second, explicit confirmation.
 */
export async function decideChangedCertificate(dialog: DialogLike, url: string, expected: string, actual: string): Promise<CertificateDecision> {
  const { response } = await dialog.showMessageBox({
    type: 'warning',
    title: 'Sertifikat Server Berubah',
    message: 'PERINGATAN: sertifikat server berubah!',
    detail: [
      `Server: ${url}`,
      '',
      'Sidik jari yang dipercaya:',
      expected,
      'Sidik jari sekarang:',
      actual,
      '',
      'Bisa jadi ada pihak lain di jaringan yang menyamar sebagai server untuk membaca kata sandi dan data. Aplikasi tidak mengirim apa pun ke server ini.',
      'Terima sertifikat baru hanya bila admin server memastikan sertifikatnya memang diganti.',
    ].join('\n'),
    buttons: ['Keluar', 'Pakai Mode Mandiri', 'Terima Sertifikat Baru…'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  if (response === 1) return 'standalone';
  if (response !== 2) return 'quit';
  const confirm = await dialog.showMessageBox({
    type: 'warning',
    title: 'Terima Sertifikat Baru',
    message: 'Yakin menerima sertifikat baru?',
    detail: [
      'Sidik jari baru (SHA-256):',
      actual,
      '',
      'Cocokkan dengan sidik jari yang dicetak server saat mulai, atau tanyakan ke admin server. Setelah diterima, sertifikat lama tidak lagi dipercaya.',
    ].join('\n'),
    buttons: ['Batal', 'Ya, Percayai Sertifikat Baru'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  return confirm.response === 1 ? 'trust' : 'quit';
}

export type StartCertificateAction = { action: 'continue' } | { action: 'pin'; fingerprint: string } | { action: 'quit' } | { action: 'standalone' };

/**
 * Before the first connection of a start to an https server: its certificate is read by a bare
 * handshake and compared with the pin. Unpinned: shown, and pinned once the user trusts it. Changed:
 * the warning. Unreachable: nothing to decide yet (the window's own retry dialog follows, and the
 * pin is checked on every connection anyway).
 */
export async function certificateAtStart(deps: {
  dialog: DialogLike;
  url: string;
  pinned: string | null;
  probe: (url: string) => Promise<ProbeResult>;
}): Promise<StartCertificateAction> {
  const probed = await deps.probe(deps.url);
  if (!probed.ok) return { action: 'continue' };
  if (deps.pinned === probed.fingerprint) return { action: 'continue' };
  const decision =
    deps.pinned === null
      ? await confirmFirstCertificate(deps.dialog, deps.url, probed.fingerprint)
      : await decideChangedCertificate(deps.dialog, deps.url, deps.pinned, probed.fingerprint);
  if (decision === 'trust') return { action: 'pin', fingerprint: probed.fingerprint };
  return { action: decision };
}

/**
 * `settings:set` from the renderer: saved only once the user confirmed in main's dialog.
 * `onServerChanged` signs out and restarts the app on the new server.
 */
export async function changeServerSettings(deps: {
  settings: SettingsStore;
  next: ServerSettingsInput;
  dialog: DialogLike;
  probe: (url: string) => Promise<ProbeResult>;
  onServerChanged: () => Promise<void>;
}): Promise<Result<ServerSettings>> {
  const before = deps.settings.get();
  const decision = await confirmServerChange({ dialog: deps.dialog, before, after: deps.next, probe: deps.probe });
  if (!decision.confirmed) return fail({ code: 'CONFLICT', message: SERVER_CHANGE_CANCELLED, status: STATUS_OF_CODE.CONFLICT });
  const saved = deps.settings.set(decision.settings);
  if (changesServer(before, saved)) await deps.onServerChanged();
  return ok(saved);
}
