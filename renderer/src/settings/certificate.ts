import type { Result } from '../../../common/contract';
import type { ServerCertificate } from '../../../common/ipc';

export const CERTIFICATE_DESKTOP_ONLY = 'Sertifikat hanya dapat diperiksa di aplikasi desktop.';

/**
 * An https server's certificate fingerprint, read by main (desktop only; it sits beside the Bridge like
 * the device settings). Main reads it again itself before pinning: this is for the user to see and compare.
 */
export async function readServerCertificate(url: string): Promise<Result<ServerCertificate>> {
  const erp = typeof window === 'undefined' ? undefined : window.erp;
  if (!erp) return { ok: false, error: { code: 'FORBIDDEN', message: CERTIFICATE_DESKTOP_ONLY, status: 403 } };
  try {
    return await erp.certificate.read(url);
  } catch {
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Server tidak dapat dihubungi.', status: 503 } };
  }
}
