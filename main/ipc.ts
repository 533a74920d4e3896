import { fail, STATUS_OF_CODE, type Result, type z } from '../common/contract';
import { IPC, type ErpDesktopApi, type IpcName } from '../common/ipc';

/** What main reads of an invoke event: Electron's IpcMainInvokeEvent fits it, so do test fakes. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>): void;
}

type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** What each channel answers, taken from the API preload exposes so the two cannot drift apart. */
type IpcAnswers = {
  request: Answer<ErpDesktopApi['request']>;
  file: Answer<ErpDesktopApi['file']>;
  binary: Answer<ErpDesktopApi['binary']>;
  login: Answer<ErpDesktopApi['session']['login']>;
  logout: Answer<ErpDesktopApi['session']['logout']>;
  currentSession: Answer<ErpDesktopApi['session']['current']>;
  getSettings: Answer<ErpDesktopApi['settings']['get']>;
  setSettings: Answer<ErpDesktopApi['settings']['set']>;
  serverCertificate: Answer<ErpDesktopApi['certificate']['read']>;
  getDevices: Answer<ErpDesktopApi['devices']['get']>;
  setDevices: Answer<ErpDesktopApi['devices']['set']>;
  appInfo: Answer<ErpDesktopApi['app']['info']>;
  listPrinters: Answer<ErpDesktopApi['printing']['printers']>;
  printPdf: Answer<ErpDesktopApi['printing']['printPdf']>;
  chooseBackup: Answer<ErpDesktopApi['backup']['choose']>;
  restoreBackup: Answer<ErpDesktopApi['backup']['restore']>;
};

export type IpcPayload<K extends IpcName> = z.output<(typeof IPC)[K]['payload']>;

/** One handler per channel; it receives the parsed payload, never the raw one. */
export type IpcHandlers = {
  [K in IpcName]: (payload: IpcPayload<K>) => IpcAnswers[K] | Promise<IpcAnswers[K]>;
};

export const INVALID_PAYLOAD_MESSAGE = 'Data yang dikirim tidak valid';
export const UNTRUSTED_SENDER_MESSAGE = 'Permintaan ditolak: asal permintaan tidak dikenal';
export const INTERNAL_MESSAGE = 'Terjadi kesalahan pada aplikasi';

interface Logger {
  warn(message: string): void;
  error(message: string, cause: unknown): void;
}

const consoleLogger: Logger = {
  warn: (message) => console.warn(message),
  error: (message, cause) => console.error(message, cause),
};

/**
 * Registers one ipcMain.handle per entry of IPC. Each call must come from the app's own
 * top-level frame (not an iframe, not another origin), its payload must parse with the channel's
 * schema, and the answer is always a Result: nothing is thrown across IPC.
 */
export function registerIpcHandlers(deps: {
  ipcMain: IpcMainLike;
  isTrustedSender: (url: string) => boolean;
  handlers: IpcHandlers;
  log?: Logger;
}): void {
  const { ipcMain, isTrustedSender, handlers } = deps;
  const log = deps.log ?? consoleLogger;

  function register<K extends IpcName>(name: K): void {
    const { channel, payload: schema } = IPC[name];
    const handler = handlers[name];

    ipcMain.handle(channel, async (event, ...args): Promise<Result<unknown>> => {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null || !isTrustedSender(frame.url)) {
        log.warn(`IPC ${channel} refused: sender ${frame ? frame.url : '(frame gone)'}`);
        return fail({ code: 'FORBIDDEN', message: UNTRUSTED_SENDER_MESSAGE, status: STATUS_OF_CODE.FORBIDDEN });
      }
      // Preload passes at most one argument; anything more did not come from it.
      const parsed = args.length > 1 ? null : schema.safeParse(args[0]);
      if (!parsed?.success) {
        return fail({
          code: 'VALIDATION',
          message: INVALID_PAYLOAD_MESSAGE,
          status: STATUS_OF_CODE.VALIDATION,
          ...(parsed ? { fields: fieldMessages(parsed.error) } : {}),
        });
      }
      try {
        // TypeScript cannot see that IPC[K]'s schema yields IpcPayload<K>; safeParse guarantees it.
        return await handler(parsed.data as IpcPayload<K>);
      } catch (cause) {
        // The renderer gets a plain message; the details stay in main's log.
        log.error(`IPC ${channel} failed`, cause);
        return fail({ code: 'INTERNAL', message: INTERNAL_MESSAGE, status: STATUS_OF_CODE.INTERNAL });
      }
    });
  }

  for (const name of Object.keys(IPC) as IpcName[]) register(name);
}

/** Zod issues as the API's `fields` map: dotted path → first message for that path. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'payload';
    fields[key] ??= issue.message;
  }
  return fields;
}
