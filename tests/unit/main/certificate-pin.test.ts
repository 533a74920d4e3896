import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import axios from 'axios';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC } from '../../../common/ipc';
import {
  CERTIFICATE_CHANGED_MESSAGE,
  certificateVerifier,
  createCertificatePin,
  createPinnedAgent,
  probeCertificate,
  VERIFY_ACCEPT,
  VERIFY_CHROMIUM,
  VERIFY_REFUSE,
} from '../../../main/certificate-pin';
import { createHttpBridge } from '../../../main/http-bridge';
import { createMemoryStore } from '../../../main/key-value-store';
import { createRealtimeRelay } from '../../../main/realtime';
import { createSettingsStore } from '../../../main/settings';
import { createTokenStore } from '../../../main/token-store';
import { loadConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/index';
import { createSelfSignedCertificate } from '../../../server/tls';
import { fakeSafeStorage, NOW_MS, sessionInfoFixture } from './fakes';

/**
 * Trust on first use of an office server's https certificate, through real TLS: the bridge's axios,
 * the realtime socket and Chromium's verify callback all go through one pin kept with the settings.
 */

interface TlsApi {
  url: string;
  fingerprint: string;
  cert: string;
  /** Requests that reached the server (after the handshake). */
  hits: string[];
  close(): Promise<void>;
}

async function startTlsApi(pair: { cert: string; key: string }): Promise<TlsApi> {
  const hits: string[] = [];
  const server = https.createServer(pair, (request, response) => {
    hits.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    fingerprint: new crypto.X509Certificate(pair.cert).fingerprint256,
    cert: pair.cert,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const names = { dnsNames: ['localhost'], ipAddresses: ['127.0.0.1'], now: new Date() };
let original: TlsApi;
let impostor: TlsApi;

beforeAll(async () => {
  original = await startTlsApi(createSelfSignedCertificate(names));
  // Same names, another key: what a machine answering in the server's place would present.
  impostor = await startTlsApi(createSelfSignedCertificate(names));
});
afterAll(async () => {
  await original?.close();
  await impostor?.close();
});

/** The app's remote settings, and a bridge (real axios) whose agent checks their pin. */
function desktop(url: string) {
  const settings = createSettingsStore(createMemoryStore());
  settings.set({ mode: 'remote', url });
  const changes: Array<{ expected: string; actual: string }> = [];
  const pin = createCertificatePin({
    pinned: () => settings.pinnedFingerprint(),
    pin: (fingerprint) => settings.pinCertificate(fingerprint),
    onChanged: (expected, actual) => changes.push({ expected, actual }),
  });
  const tokens = createTokenStore({ safeStorage: fakeSafeStorage(), store: createMemoryStore() });
  tokens.save({ token: 'geheim-token', info: sessionInfoFixture() });
  let base = url;
  const bridge = createHttpBridge({
    baseUrl: () => base,
    tokens,
    deviceId: 'pc-1',
    http: axios.create({ httpsAgent: createPinnedAgent(pin) }),
    now: () => NOW_MS,
    onSessionEnded: () => undefined,
  });
  return { settings, pin, bridge, changes, moveTo: (next: string) => (base = next) };
}

const health = { method: 'GET' as const, path: '/api/health' };

describe('certificate pinning (trust on first use)', () => {
  it('pins the certificate of the first connection, and the same certificate passes afterwards', async () => {
    const app = desktop(original.url);
    expect(app.settings.pinnedFingerprint()).toBeNull();

    expect(await app.bridge.request(health)).toEqual({ ok: true, value: { status: 'ok' } });
    expect(app.settings.pinnedFingerprint()).toBe(original.fingerprint);
    // Kept with the settings, as main stores them.
    expect(app.settings.get()).toEqual({ mode: 'remote', url: original.url, fingerprint: original.fingerprint });

    expect(await app.bridge.request(health)).toEqual({ ok: true, value: { status: 'ok' } });
    expect(app.changes).toEqual([]);
  });

  it('refuses a changed certificate with the Indonesian warning, before the token is sent', async () => {
    const app = desktop(original.url);
    await app.bridge.request(health);
    const before = impostor.hits.length;
    app.moveTo(impostor.url);

    const result = await app.bridge.request(health);
    expect(result).toEqual({ ok: false, error: { code: 'UNAVAILABLE', message: CERTIFICATE_CHANGED_MESSAGE, status: 503 } });
    expect(CERTIFICATE_CHANGED_MESSAGE).toMatch(/^PERINGATAN: sertifikat server berubah/);
    // The handshake ended the connection: no request, no Authorization header reached the impostor.
    expect(impostor.hits.length).toBe(before);
    expect(app.changes).toEqual([{ expected: original.fingerprint, actual: impostor.fingerprint }]);
    // The pin stays the first certificate's.
    expect(app.settings.pinnedFingerprint()).toBe(original.fingerprint);
  });

  it("answers Chromium's verify callback by the pin for the server's host, and leaves other hosts to Chromium", () => {
    const app = desktop(original.url);
    app.settings.pinCertificate(original.fingerprint);
    const verify = certificateVerifier(original.url, app.pin);
    const answer = (hostname: string, cert: string) => {
      let code = 1;
      verify({ hostname, certificate: { data: cert } }, (c) => (code = c));
      return code;
    };
    expect(answer('127.0.0.1', original.cert)).toBe(VERIFY_ACCEPT);
    expect(answer('127.0.0.1', impostor.cert)).toBe(VERIFY_REFUSE);
    expect(answer('tile.openstreetmap.org', impostor.cert)).toBe(VERIFY_CHROMIUM);
  });

  it('reads a server’s fingerprint for the dialogs without sending anything', async () => {
    const before = original.hits.length;
    expect(await probeCertificate(original.url)).toEqual({ ok: true, fingerprint: original.fingerprint });
    expect(original.hits.length).toBe(before);
    expect(await probeCertificate('http://127.0.0.1:1')).toMatchObject({ ok: false });
  });

  it('never takes a pin from the renderer: settings:set drops a fingerprint sent along', () => {
    const parsed = IPC.setSettings.payload.parse({ mode: 'remote', url: 'https://erp.kantor:8443', fingerprint: original.fingerprint });
    expect(parsed).toEqual({ mode: 'remote', url: 'https://erp.kantor:8443' });
  });
});

describe('realtime socket over https through the same pin', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-tls-'));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', TLS_SELF_SIGNED: '1', ADMIN_EMAIL: 'bos@erp.test', ADMIN_PASSWORD: 'rahasia-123', LOG_LEVEL: 'silent' });
    server = await startServer(config, { inMemory: true, logger: false, announce: () => undefined });
    const login = await axios.post<{ token: string }>(`${server.url}/api/auth/login`, { email: 'bos@erp.test', password: 'rahasia-123' }, { httpsAgent: new https.Agent({ ca: fs.readFileSync(path.join(dataDir, 'tls-cert.pem')) }) });
    token = login.data.token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  function relayWith(pinned: string | null) {
    let stored = pinned;
    const pin = createCertificatePin({ pinned: () => stored, pin: (fingerprint) => (stored = fingerprint) });
    const states: string[] = [];
    let settle: (state: string) => void = () => undefined;
    const outcome = new Promise<string>((resolve) => (settle = resolve));
    const relay = createRealtimeRelay({
      serverUrl: server.url,
      agent: createPinnedAgent(pin),
      token: () => token,
      connect: (url, { agent, ...options }) => {
        const socket = io(url, { ...options, reconnection: false, ...(agent ? { agent: agent as unknown as boolean } : {}) });
        socket.on('connect_error', (error: Error) => settle(`error: ${error.message}`));
        return socket;
      },
      forward: () => undefined,
      onState: (state) => {
        states.push(state);
        settle(state);
      },
      log: { warn: () => undefined },
    });
    relay.restart();
    return { relay, outcome, pinned: () => stored };
  }

  it('connects to the server’s socket.io over https with the pinned certificate', async () => {
    expect(server.url).toMatch(/^https:/);
    const first = relayWith(null);
    expect(await first.outcome).toBe('connected');
    expect(first.pinned()).toBe(server.tls?.fingerprint);
    first.relay.stop();
  });

  it('does not connect when the server presents another certificate than the pinned one', async () => {
    const other = relayWith(impostor.fingerprint);
    expect(await other.outcome).toMatch(/^error: /);
    other.relay.stop();
  });
});
