import crypto from 'node:crypto';
import https from 'node:https';
import type { ClientRequestArgs } from 'node:http';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';

/**
 * Trust on first use for an office server on https. Its certificate is usually self-signed
 * (TLS_SELF_SIGNED=1), so no CA can vouch for it: the check is that the server presents the very
 * certificate the user accepted the first time, compared by its SHA-256 fingerprint. Every way main
 * reaches the server goes through it: axios (the bridge), the realtime socket and Chromium's own
 * loads of the renderer (certificateVerifier).
 */

export const CERTIFICATE_CHANGED_MESSAGE =
  'PERINGATAN: sertifikat server berubah sejak pertama kali dipercaya. Bisa jadi ada pihak lain di jaringan yang menyamar sebagai server, ' +
  'jadi aplikasi menghentikan koneksi. Hubungi admin server. Bila sertifikatnya memang diganti, tutup lalu buka kembali aplikasi untuk memeriksa dan menerima sertifikat baru.';

export class CertificateChangedError extends Error {
  readonly code = 'ERR_CERTIFICATE_CHANGED';
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(CERTIFICATE_CHANGED_MESSAGE);
  }
}

export type PinVerdict = { ok: true; firstUse: boolean } | { ok: false; expected: string; actual: string };

export interface CertificatePinDeps {
  /** The fingerprint kept with the settings; null: none yet. */
  pinned: () => string | null;
  /** Keeps the fingerprint of the first certificate seen (trust on first use). */
  pin: (fingerprint: string) => void;
  /** A certificate other than the pinned one was presented: the connection is refused. */
  onChanged?: (expected: string, actual: string) => void;
}

export interface CertificatePin {
  /** Decides on the fingerprint a server presented: the pinned one passes; none pinned yet: pinned now. */
  check(fingerprint: string): PinVerdict;
}

/** 'aa:bb…', 'AABB…' or Electron's PEM-derived form to the 'AA:BB:…' every place compares. */
export function normaliseFingerprint(fingerprint: string): string {
  const hex = fingerprint.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.replace(/(..)(?=.)/g, '$1:');
}

export function createCertificatePin(deps: CertificatePinDeps): CertificatePin {
  return {
    check(presented) {
      const actual = normaliseFingerprint(presented);
      const pinned = deps.pinned();
      if (pinned === null) {
        deps.pin(actual);
        return { ok: true, firstUse: true };
      }
      const expected = normaliseFingerprint(pinned);
      if (actual === expected) return { ok: true, firstUse: false };
      deps.onChanged?.(expected, actual);
      return { ok: false, expected, actual };
    },
  };
}

type Connect = (options: tls.ConnectionOptions) => tls.TLSSocket;

/**
 * An https.Agent whose sockets reach a request only after the handshake finished and the peer's
 * certificate matched the pin: nothing, the session token least of all, is written to a server
 * that fails. Normal CA verification is off on purpose (a self-signed certificate would fail it);
 * the pin is the verification. axios gets it as `httpsAgent`, socket.io-client (ws) as `agent`.
 */
export function createPinnedAgent(pin: CertificatePin, connect: Connect = tls.connect): https.Agent {
  class PinnedAgent extends https.Agent {
    override createConnection(options: ClientRequestArgs, callback?: (error: Error | null, stream: Duplex) => void): undefined {
      const socket = connect({ ...(options as tls.ConnectionOptions), rejectUnauthorized: false });
      let settled = false;
      const settle = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        socket.off('error', onError);
        if (error) socket.destroy();
        callback?.(error, socket);
      };
      const onError = (error: Error): void => settle(error);
      socket.once('error', onError);
      socket.once('secureConnect', () => {
        const certificate = socket.getPeerX509Certificate();
        if (!certificate) return settle(new Error('server tidak mengirim sertifikat'));
        const verdict = pin.check(certificate.fingerprint256);
        settle(verdict.ok ? null : new CertificateChangedError(verdict.expected, verdict.actual));
      });
      return undefined;
    }
  }
  return new PinnedAgent({ keepAlive: true });
}

export type ProbeResult = { ok: true; fingerprint: string } | { ok: false; message: string };

/** Reads a server's certificate fingerprint by a bare TLS handshake (nothing is sent): for the dialogs. */
export function probeCertificate(url: string, options: { connect?: Connect; timeoutMs?: number } = {}): Promise<ProbeResult> {
  const connect = options.connect ?? tls.connect;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, message: 'Alamat server tidak valid' });
  }
  if (parsed.protocol !== 'https:') return Promise.resolve({ ok: false, message: 'Alamat server bukan https://' });
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = connect({
      host,
      port: Number(parsed.port || 443),
      // SNI takes names only, never an address.
      ...(/^[\d.]+$|:/.test(host) ? {} : { servername: host }),
      rejectUnauthorized: false,
      timeout: options.timeoutMs ?? 5_000,
    });
    const finish = (result: ProbeResult): void => {
      socket.destroy();
      resolve(result);
    };
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerX509Certificate();
      finish(certificate ? { ok: true, fingerprint: certificate.fingerprint256 } : { ok: false, message: 'Server tidak mengirim sertifikat' });
    });
    socket.once('timeout', () => finish({ ok: false, message: 'Server tidak menjawab' }));
    socket.once('error', (error: NodeJS.ErrnoException) => finish({ ok: false, message: `Server tidak dapat dihubungi (${error.code ?? error.message})` }));
  });
}

/** What Electron's setCertificateVerifyProc hands over (its Request fits it). */
export interface VerifyRequestLike {
  hostname: string;
  certificate: { data: string };
}

/** Chromium's answers to setCertificateVerifyProc: accept, refuse, or its own verification. */
export const VERIFY_ACCEPT = 0;
export const VERIFY_REFUSE = -2;
export const VERIFY_CHROMIUM = -3;

/**
 * Chromium's side of the pin, for session.setCertificateVerifyProc: the renderer, its scripts
 * and the server's pages load through it. The server's host is decided by the pin alone; any other
 * host (the survey map's tiles) keeps Chromium's normal verification.
 */
export function certificateVerifier(serverUrl: string, pin: CertificatePin): (request: VerifyRequestLike, callback: (code: number) => void) => void {
  const serverHost = new URL(serverUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (request, callback) => {
    if (request.hostname.replace(/^\[|\]$/g, '').toLowerCase() !== serverHost) return callback(VERIFY_CHROMIUM);
    let fingerprint: string;
    try {
      fingerprint = new crypto.X509Certificate(request.certificate.data).fingerprint256;
    } catch {
      return callback(VERIFY_REFUSE);
    }
    callback(pin.check(fingerprint).ok ? VERIFY_ACCEPT : VERIFY_REFUSE);
  };
}

/** Whether an error (axios wraps the socket's in `cause`) is a refused, changed certificate. */
export function certificateChangedIn(error: unknown): CertificateChangedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof CertificateChangedError) return current;
    current = current.cause;
  }
  return null;
}
