import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionInfo } from '../../../common/contract';
import { createMemoryStore, type KeyValueStore } from '../../../main/key-value-store';
import type { SafeStorageLike } from '../../../main/token-store';

/**
 * Test doubles for Electron's APIs (safeStorage, the store) and a tiny real HTTP server, so the
 * bridge is tested through real axios and real sockets rather than a mocked axios.
 */

/** A store that also remembers every value ever written, deleted or not. */
export function recordingStore(initial: Record<string, unknown> = {}): KeyValueStore & {
  snapshot(): Record<string, unknown>;
  everWritten(): string;
} {
  const store = createMemoryStore(initial);
  const writes: unknown[] = [];
  return {
    ...store,
    set(key, value) {
      writes.push({ key, value });
      store.set(key, value);
    },
    everWritten: () => JSON.stringify(writes),
  };
}

const CIPHER_PREFIX = 'fake-cipher:';

/** Reversible, but not plaintext: bytes XOR-ed and tagged, like a keychain-backed cipher would differ. */
export function fakeSafeStorage(options: { available?: boolean; backend?: ReturnType<NonNullable<SafeStorageLike['getSelectedStorageBackend']>> } = {}): SafeStorageLike {
  const available = options.available ?? true;
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString(plain) {
      if (!available) throw new Error('encryption not available');
      return Buffer.concat([Buffer.from(CIPHER_PREFIX), Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)]);
    },
    decryptString(encrypted) {
      const prefix = encrypted.subarray(0, CIPHER_PREFIX.length).toString();
      if (prefix !== CIPHER_PREFIX) throw new Error('decryption failed');
      return Buffer.from(encrypted.subarray(CIPHER_PREFIX.length).map((byte) => byte ^ 0x5a)).toString('utf8');
    },
  };
}

export const NOW_MS = Date.UTC(2025, 0, 15, 8, 0, 0);

/** A session as the server's login answer describes it, expiring `ttlSeconds` after NOW_MS. */
export function sessionInfoFixture(ttlSeconds = 24 * 3600): SessionInfo {
  return {
    expired: Math.floor(NOW_MS / 1000) + ttlSeconds,
    data: {
      auth: {
        _id: 'u1',
        username: 'budi',
        firstname: 'Budi',
        lastname: 'Santoso',
        email: 'budi@contoh.co.id',
        role: 'admin',
        access: [{ name: '/warehouse' }],
        modules: ['warehouse'],
      },
      idk: 42,
      division: { id: 'd1' },
    },
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export interface TestApi {
  url: string;
  received: ReceivedRequest[];
  /** What the server answers next; by default 200 with `{ ok: true }`. */
  answer(reply: (request: ReceivedRequest) => Reply): void;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const received: ReceivedRequest[] = [];
  let reply: (request: ReceivedRequest) => Reply = () => ({ status: 200, body: { ok: true } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      received.push(request);
      const { status, body } = reply(request);
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      reply = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An address where nothing listens: a server that was started and closed again. */
export async function deadServerUrl(): Promise<string> {
  const api = await startTestApi();
  await api.close();
  return api.url;
}
