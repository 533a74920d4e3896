import { loginBody, type Result, type SessionInfo } from './contract';
import { z } from './contract/zod';

/**
 * The desktop IPC surface: channels `erp:<area>:<verb>`, each payload with a schema that main
 * parses before acting. Handlers answer Result unions and never throw across IPC.
 */
export const httpRequestPayload = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  // Only our API, no scheme or host: main decides where it goes.
  path: z.string().regex(/^\/api\/[A-Za-z0-9_\-./%]*$/, { message: 'path harus di bawah /api/' }).max(500).refine((p) => !p.includes('..'), { message: 'path tidak valid' }),
  query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  body: z.unknown().optional(),
});

export type HttpRequestPayload = z.infer<typeof httpRequestPayload>;

export const serverSettings = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('standalone') }),
  z.object({ mode: z.literal('remote'), url: z.url({ protocol: /^https?$/, message: 'Alamat server tidak valid' }) }),
]);

export type ServerSettings = z.infer<typeof serverSettings>;

/** Scheme and host ignore letter case and a trailing slash means nothing: 'HTTP://Erp:8080/' = 'http://erp:8080'. */
function sameServerUrl(a: string, b: string): boolean {
  const normalise = (url: string) =>
    url
      .trim()
      .replace(/\/+$/, '')
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i, (origin) => origin.toLowerCase());
  return normalise(a) === normalise(b);
}

/**
 * Whether saving `after` moves the app to another server: main then signs out and restarts the
 * app, and the settings dialog warns about it. One definition for both.
 */
export function changesServer(before: ServerSettings, after: ServerSettings): boolean {
  if (before.mode === 'remote' && after.mode === 'remote') return !sameServerUrl(before.url, after.url);
  return before.mode !== after.mode;
}

export const appInfo = z.object({
  version: z.string(),
  mode: z.enum(['desktop', 'web']),
  serverUrl: z.string(),
});

export type AppInfo = z.infer<typeof appInfo>;

export const IPC = {
  request: { channel: 'erp:http:request', payload: httpRequestPayload },
  login: { channel: 'erp:session:login', payload: loginBody },
  logout: { channel: 'erp:session:logout', payload: z.undefined() },
  currentSession: { channel: 'erp:session:current', payload: z.undefined() },
  getSettings: { channel: 'erp:settings:get', payload: z.undefined() },
  setSettings: { channel: 'erp:settings:set', payload: serverSettings },
  appInfo: { channel: 'erp:app:info', payload: z.undefined() },
} as const;

export type IpcName = keyof typeof IPC;

/** Main → renderer: the session ended (expired or refused by the server). */
export const SESSION_ENDED_EVENT = 'erp:session:ended';

/** What preload exposes as `window.erp`. */
export interface ErpDesktopApi {
  request(payload: HttpRequestPayload): Promise<Result<unknown>>;
  session: {
    login(body: z.input<typeof loginBody>): Promise<Result<SessionInfo>>;
    logout(): Promise<Result<null>>;
    current(): Promise<Result<SessionInfo | null>>;
    onEnded(listener: () => void): () => void;
  };
  settings: {
    get(): Promise<Result<ServerSettings>>;
    set(settings: ServerSettings): Promise<Result<ServerSettings>>;
  };
  app: { info(): Promise<Result<AppInfo>> };
}

