import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { ConfigError, type ServerConfig } from './config';

/**
 * HTTPS for an office server: a certificate from files (TLS_CERT_FILE/TLS_KEY_FILE), or a
 * self-signed one made on first start and kept in DATA_DIR (TLS_SELF_SIGNED=1). Node's crypto
 * makes the key; node-forge (pure JS) writes the X.509 certificate, which Node cannot build.
 */
export interface ServerTls {
  cert: string;
  key: string;
  /** SHA-256 of the certificate, 'AA:BB:…' as browsers show it: what a phone or the desktop app compares. */
  fingerprint: string;
  /** Where it came from, for the start-up message. */
  origin: 'files' | 'self-signed-new' | 'self-signed-kept';
  certPath: string;
}

/** Names of the self-signed pair in DATA_DIR. */
export const SELF_SIGNED_CERT_FILE = 'tls-cert.pem';
export const SELF_SIGNED_KEY_FILE = 'tls-key.pem';

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/** Null: plain HTTP (the default). Throws ConfigError naming the variable when a file is missing or wrong. */
export function loadServerTls(config: ServerConfig, now: Date = new Date()): ServerTls | null {
  const tls = config.tls;
  if (tls === null) return null;
  if (tls.mode === 'files') {
    const cert = readConfigured('TLS_CERT_FILE', tls.certFile);
    const key = readConfigured('TLS_KEY_FILE', tls.keyFile);
    const fingerprint = checkPair(cert, key, 'TLS_CERT_FILE', 'TLS_KEY_FILE');
    return { cert, key, fingerprint, origin: 'files', certPath: tls.certFile };
  }
  const certPath = path.join(config.dataDir, SELF_SIGNED_CERT_FILE);
  const keyPath = path.join(config.dataDir, SELF_SIGNED_KEY_FILE);
  if (fs.existsSync(certPath) && fs.existsSync(keyPath)) {
    // Kept as it is: desktop apps and phones have pinned or accepted this very certificate.
    const cert = fs.readFileSync(certPath, 'utf8');
    const key = fs.readFileSync(keyPath, 'utf8');
    const fingerprint = checkPair(cert, key, `TLS_SELF_SIGNED (${certPath})`, `TLS_SELF_SIGNED (${keyPath})`);
    return { cert, key, fingerprint, origin: 'self-signed-kept', certPath };
  }
  const made = createSelfSignedCertificate({ ...localNames(config.host), now });
  fs.mkdirSync(config.dataDir, { recursive: true });
  // The key first and private from its first byte; the certificate last, so a crash in between
  // leaves no certificate without its key.
  writePrivate(keyPath, made.key);
  fs.writeFileSync(certPath, made.cert, { mode: 0o644 });
  return { ...made, fingerprint: fingerprintOf(made.cert), origin: 'self-signed-new', certPath };
}

/** SHA-256 fingerprint of a PEM certificate, uppercase hex pairs joined by ':'. */
export function fingerprintOf(certPem: string): string {
  return new crypto.X509Certificate(certPem).fingerprint256;
}

/** The names a self-signed certificate covers: loopback, this machine's name and its LAN IPv4 addresses. */
export function localNames(host: string): { dnsNames: string[]; ipAddresses: string[] } {
  const dnsNames = new Set(['localhost', os.hostname()]);
  const ipAddresses = new Set(['127.0.0.1']);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) ipAddresses.add(address.address);
    }
  }
  // A HOST given by name or address is what clients type: cover it too.
  if (net.isIPv4(host)) {
    if (host !== '0.0.0.0') ipAddresses.add(host);
  } else if (!net.isIP(host)) {
    dnsNames.add(host);
  }
  return { dnsNames: [...dnsNames].filter((n) => n.length > 0), ipAddresses: [...ipAddresses] };
}

export function createSelfSignedCertificate(options: {
  dnsNames: string[];
  ipAddresses: string[];
  now: Date;
  validForMs?: number;
}): { cert: string; key: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // Positive (leading bit clear) and random, as RFC 5280 asks.
  const serial = crypto.randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  // A minute back, so a client whose clock is a little behind still accepts it.
  certificate.validity.notBefore = new Date(options.now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(options.now.getTime() + (options.validForMs ?? TEN_YEARS_MS));
  const name = [
    { name: 'commonName', value: options.dnsNames.find((n) => n !== 'localhost') ?? 'localhost' },
    { name: 'organizationName', value: 'ERP Back Office (self-signed)' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        ...options.dnsNames.map((value) => ({ type: 2, value })),
        ...options.ipAddresses.map((ip) => ({ type: 7, ip })),
      ],
    },
    { name: 'subjectKeyIdentifier' },
  ]);
  const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(pkcs1), forge.md.sha256.create());
  return {
    cert: forge.pki.certificateToPem(certificate),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

function readConfigured(variable: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code === 'ENOENT' ? 'file tidak ditemukan' : 'file tidak dapat dibaca';
    throw new ConfigError(`Konfigurasi tidak valid:\n  ${variable}: ${reason} (${file})`);
  }
}

/** Parses both PEMs and checks the key belongs to the certificate; answers the fingerprint. */
function checkPair(certPem: string, keyPem: string, certName: string, keyName: string): string {
  let certificate: crypto.X509Certificate;
  try {
    certificate = new crypto.X509Certificate(certPem);
  } catch {
    throw new ConfigError(`Konfigurasi tidak valid:\n  ${certName}: bukan sertifikat PEM yang valid`);
  }
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey(keyPem);
  } catch {
    throw new ConfigError(`Konfigurasi tidak valid:\n  ${keyName}: bukan kunci privat PEM yang valid (tanpa kata sandi)`);
  }
  if (!certificate.checkPrivateKey(key)) {
    throw new ConfigError(`Konfigurasi tidak valid:\n  ${keyName}: kunci tidak cocok dengan sertifikat ${certName}`);
  }
  return certificate.fingerprint256;
}

function writePrivate(file: string, content: string): void {
  fs.writeFileSync(file, content, { mode: 0o600 });
  // The mode of writeFileSync applies only to a new file (and passes through the umask).
  fs.chmodSync(file, 0o600);
}

/** Whether HOST keeps the server on this machine: loopback only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
