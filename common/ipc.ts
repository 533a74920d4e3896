import { loginBody, type Result, type SessionInfo } from './contract';
import { z } from './contract/zod';
import { realtimeMessage, type RealtimeMessage } from './realtime';

/**
 * The desktop IPC surface: channels `erp:<area>:<verb>`, each payload with a schema that main
 * parses before acting. Handlers answer Result unions and never throw across IPC.
 */
/** Files crossing IPC are bounded: the server's own caps are smaller (5 MB photos), this only stops abuse. */
export const IPC_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const IPC_FILES_MAX = 5;

/** One file of a multipart call, read into bytes by the renderer (Blobs do not cross IPC). */
export const ipcFile = z.object({
  field: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,49}$/, { message: 'nama bagian file tidak valid' }),
  name: z.string().max(255),
  type: z.string().max(100),
  data: z.instanceof(Uint8Array).refine((data) => data.byteLength <= IPC_FILE_MAX_BYTES, { message: 'file terlalu besar' }),
});

export type IpcFile = z.infer<typeof ipcFile>;

/** A stored file's path (`fileUrl`): only /api/files/..., nothing that climbs out of it. */
export const filePathPayload = z
  .string()
  .regex(/^\/api\/files\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/, { message: 'path file tidak valid' })
  .max(300)
  .refine((p) => !p.includes('..'), { message: 'path file tidak valid' });

/** A stored file as main hands it to the renderer. */
export interface FileData {
  type: string;
  data: Uint8Array;
}

/** Only our API, no scheme or host: main decides where it goes. */
const apiPath = z.string().regex(/^\/api\/[A-Za-z0-9_\-./%]*$/, { message: 'path harus di bawah /api/' }).max(500).refine((p) => !p.includes('..'), { message: 'path tidak valid' });
const apiQuery = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const httpRequestPayload = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: apiPath,
  query: apiQuery.optional(),
  body: z.unknown().optional(),
  /** A multipart call: these as file parts, the body's entries as text parts. */
  files: z.array(ipcFile).max(IPC_FILES_MAX).optional(),
});

export type HttpRequestPayload = z.infer<typeof httpRequestPayload>;

/** A GET of our API answered with bytes (a generated PDF), with the session's token. */
export const binaryRequestPayload = z.object({ path: apiPath, query: apiQuery.optional() });

export type BinaryRequestPayload = z.infer<typeof binaryRequestPayload>;

/** Which of this PC's printers a document goes to: QR labels or A4 reports. */
export const printerRole = z.enum(['label', 'report']);

export type PrinterRole = z.infer<typeof printerRole>;

/** Print a PDF our API generates (`path`, GET) silently on the printer configured for `printer`. */
export const printPdfPayload = binaryRequestPayload.extend({ printer: printerRole });

export type PrintPdfPayload = z.infer<typeof printPdfPayload>;

/** A printer of this PC as the settings list shows it. */
export interface PrinterInfo {
  name: string;
  displayName: string;
  isDefault: boolean;
}

/**
 * How a print job ended. Not printing is an answer, not an error: without a configured printer
 * (NO_PRINTER) the renderer offers the PDF instead; the other codes carry a message to show.
 */
export type PrintOutcome =
  | { printed: true }
  | { printed: false; code: 'NO_PRINTER' | 'PRINTER_NOT_FOUND' | 'PRINT_FAILED' | 'NOT_PDF'; message: string };

/** A certificate's SHA-256 fingerprint as browsers and the server's start-up line show it: 'AA:BB:…' (32 pairs). */
export const certificateFingerprint = z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, { message: 'sidik jari sertifikat tidak valid' });

const standaloneServer = z.object({ mode: z.literal('standalone') });
const remoteServer = z.object({ mode: z.literal('remote'), url: z.url({ protocol: /^https?$/, message: 'Alamat server tidak valid' }) });

/**
 * The server settings as main keeps and answers them. An https server's certificate is pinned on
 * first use: `fingerprint` is the SHA-256 main saw and the user confirmed in main's own dialog.
 */
export const serverSettings = z.discriminatedUnion('mode', [standaloneServer, remoteServer.extend({ fingerprint: certificateFingerprint.optional() })]);

export type ServerSettings = z.infer<typeof serverSettings>;

/**
 * What the renderer may ask for: mode and address only. A fingerprint sent along is dropped when
 * parsed (zod strips unknown keys): only main decides what is pinned, from the certificate it reads itself.
 */
export const serverSettingsInput = z.discriminatedUnion('mode', [standaloneServer, remoteServer]);

export type ServerSettingsInput = z.infer<typeof serverSettingsInput>;

/** A server's certificate as main read it for the settings dialog (nothing is sent to the server). */
export interface ServerCertificate {
  fingerprint: string;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '[::1]']);

/**
 * Whether the address is on this PC (loopback): plain http there never crosses the network. Anything
 * else over http:// is readable and changeable by whoever shares the LAN.
 */
export function isThisPcUrl(url: string): boolean {
  // No URL class here (common has neither DOM nor Node types): the authority, without user info and port.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url.trim())?.[1];
  if (authority === undefined) return false;
  const host = authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
  return LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A plain http:// address of another machine: the settings dialogs warn about it. */
export function isPlainHttpOnNetwork(url: string): boolean {
  return /^http:\/\//i.test(url.trim()) && !isThisPcUrl(url.trim());
}

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
export function changesServer(before: ServerSettingsInput, after: ServerSettingsInput): boolean {
  if (before.mode === 'remote' && after.mode === 'remote') return !sameServerUrl(before.url, after.url);
  return before.mode !== after.mode;
}

const printerName = z.string().min(1).max(500).nullable();

/**
 * This PC's devices, kept apart from `serverSettings` so that shape (and everything that checks
 * it) stays as it was: which camera the canteen scanner uses (null: the system's default),
 * whether the app runs as the canteen's kiosk (fullscreen on the scanner, nothing else), and the
 * printers for QR labels and A4 reports (null: none, the PDF is offered instead). The printers
 * came later: settings saved without them read as none.
 */
export const deviceSettings = z.object({
  cameraId: z.string().min(1).max(500).nullable(),
  kiosk: z.boolean(),
  labelPrinter: printerName.default(null),
  reportPrinter: printerName.default(null),
});

export type DeviceSettings = z.infer<typeof deviceSettings>;
/** Device settings as written before the printers existed are still accepted (they read as none). */
export type DeviceSettingsInput = z.input<typeof deviceSettings>;

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = { cameraId: null, kiosk: false, labelPrinter: null, reportPrinter: null };

export const appInfo = z.object({
  version: z.string(),
  mode: z.enum(['desktop', 'web']),
  serverUrl: z.string(),
});

export type AppInfo = z.infer<typeof appInfo>;

/**
 * A backup file as Settings shows it before a restore (desktop, standalone mode). Main read it and
 * checked its checksums; the renderer only ever holds `id`, main's handle for the file the user
 * picked in main's own open dialog, so no page can make main restore a path of its choosing.
 */
export interface BackupFileSummary {
  id: string;
  fileName: string;
  /** The file's size in bytes. */
  size: number;
  /** When the backup was made (ISO 8601). */
  createdAt: string;
  appVersion: string;
  /** The schema's last migration in the backup (its tag, e.g. '0022_audit_log_indexes'). */
  schema: string;
  tables: number;
  rows: number;
  files: number;
}

/**
 * A restore replaces everything, and Settings is reachable before anyone signs in: main checks a
 * Super Admin's email and password against the data being replaced before it stops anything.
 */
export const restoreBackupPayload = loginBody.extend({ id: z.uuid({ message: 'Pilih file cadangan lagi' }) });

export type RestoreBackupInput = z.input<typeof restoreBackupPayload>;

export const IPC = {
  request: { channel: 'erp:http:request', payload: httpRequestPayload },
  file: { channel: 'erp:http:file', payload: filePathPayload },
  binary: { channel: 'erp:http:binary', payload: binaryRequestPayload },
  login: { channel: 'erp:session:login', payload: loginBody },
  logout: { channel: 'erp:session:logout', payload: z.undefined() },
  currentSession: { channel: 'erp:session:current', payload: z.undefined() },
  getSettings: { channel: 'erp:settings:get', payload: z.undefined() },
  setSettings: { channel: 'erp:settings:set', payload: serverSettingsInput },
  /** Reads an https server's certificate fingerprint for the settings dialog (main connects, sends nothing). */
  serverCertificate: { channel: 'erp:settings:certificate', payload: z.object({ url: remoteServer.shape.url }) },
  getDevices: { channel: 'erp:devices:get', payload: z.undefined() },
  setDevices: { channel: 'erp:devices:set', payload: deviceSettings },
  appInfo: { channel: 'erp:app:info', payload: z.undefined() },
  listPrinters: { channel: 'erp:printers:list', payload: z.undefined() },
  printPdf: { channel: 'erp:print:pdf', payload: printPdfPayload },
  /** Main's open dialog for a backup file, then its checked manifest (null: the user cancelled). */
  chooseBackup: { channel: 'erp:backup:choose', payload: z.undefined() },
  /** Standalone only: stop the server, restore the chosen file into the data folder, restart the app on it. */
  restoreBackup: { channel: 'erp:backup:restore', payload: restoreBackupPayload },
} as const;

export type IpcName = keyof typeof IPC;

/** Main → renderer: the session ended (expired or refused by the server). */
export const SESSION_ENDED_EVENT = 'erp:session:ended';

/**
 * Main → renderer: one realtime event of the server (common/realtime.ts). Main holds the socket (it
 * has the token) and sends a message only once it parsed with this payload schema.
 */
export const REALTIME_PUSH = { channel: 'erp:realtime:event', payload: realtimeMessage } as const;

/** What preload exposes as `window.erp`. */
export interface ErpDesktopApi {
  request(payload: HttpRequestPayload): Promise<Result<unknown>>;
  /** A stored file (`/api/files/...`), fetched by main with the session's token. */
  file(path: string): Promise<Result<FileData>>;
  /** A GET of our API answered with bytes (a generated PDF), fetched by main with the session's token. */
  binary(payload: BinaryRequestPayload): Promise<Result<FileData>>;
  session: {
    login(body: z.input<typeof loginBody>): Promise<Result<SessionInfo>>;
    logout(): Promise<Result<null>>;
    current(): Promise<Result<SessionInfo | null>>;
    onEnded(listener: () => void): () => void;
  };
  settings: {
    get(): Promise<Result<ServerSettings>>;
    /** Main asks the user in a dialog of its own before the server changes; a refusal answers CONFLICT. */
    set(settings: ServerSettingsInput): Promise<Result<ServerSettings>>;
  };
  /** An https server's certificate, read by main for the settings dialog (shown before it is pinned). */
  certificate: {
    read(url: string): Promise<Result<ServerCertificate>>;
  };
  /** This PC's camera and kiosk mode; main applies a kiosk change to the open window at once. */
  devices: {
    get(): Promise<Result<DeviceSettings>>;
    set(settings: DeviceSettings): Promise<Result<DeviceSettings>>;
  };
  app: { info(): Promise<Result<AppInfo>> };
  /** This PC's printers, and silent printing of our PDFs on the label or report printer. */
  printing: {
    printers(): Promise<Result<PrinterInfo[]>>;
    printPdf(payload: PrintPdfPayload): Promise<Result<PrintOutcome>>;
  };
  /** Restoring this PC's data from a backup file (standalone mode): choose a file, then restore it. */
  backup: {
    choose(): Promise<Result<BackupFileSummary | null>>;
    /** Answers before the app restarts on the restored data; a refusal or failure leaves the data as it was. */
    restore(input: RestoreBackupInput): Promise<Result<null>>;
  };
  /** The server's realtime events, received by main's socket (it holds the token) and forwarded here. */
  realtime: {
    onMessage(listener: (message: RealtimeMessage) => void): () => void;
  };
}

