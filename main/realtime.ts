import type { Agent } from 'node:https';
import { REALTIME_EVENT_NAMES, REALTIME_PATH, REALTIME_RESYNC, REALTIME_UNAUTHENTICATED, parseRealtimeMessage, type RealtimeMessage } from '../common/realtime';

/** What the relay uses of a socket.io-client Socket (the real one fits; so would a test double). */
export interface RealtimeSocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  close(): unknown;
}

/** The options the relay passes to socket.io-client's `io(url, options)`. */
export interface RealtimeConnectOptions {
  path: string;
  transports: string[];
  /** Called at every (re)connection, so a reconnect carries the token of that moment. */
  auth: (send: (data: { token: string }) => void) => void;
  reconnection: boolean;
  /** An https server: the agent that checks its pinned certificate (certificate-pin.ts) before the upgrade request is sent. */
  agent?: Agent;
}

export interface RealtimeRelayDeps {
  serverUrl: string;
  /** For an https server: the pinned-certificate agent, so the socket trusts exactly what the bridge trusts. */
  agent?: Agent;
  /** The live session's token, or null without one (token store, expiry checked). */
  token: () => string | null;
  /** socket.io-client's `io`. */
  connect: (url: string, options: RealtimeConnectOptions) => RealtimeSocketLike;
  /** Hands a parsed event to the app's windows (webContents.send on REALTIME_PUSH.channel). */
  forward: (message: RealtimeMessage) => void;
  /** Told when the socket connects, or is refused by the server (its session is over): logs, tests. */
  onState?: (state: 'connected' | 'refused') => void;
  log?: { warn(message: string): void };
}

export interface RealtimeRelay {
  /** Drops the current socket and opens one for the session there is now (none without a session): after login, logout, session end. */
  restart(): void;
  stop(): void;
  /** Whether a socket is open or opening (for tests and logs). */
  readonly active: boolean;
}

/**
 * Desktop main's side of the realtime bridge: main holds the token, so main opens the socket to
 * the server and forwards each event, once its payload parses (common/realtime.ts), to the
 * renderer over one IPC channel. The renderer never sees the token or the socket.
 */
export function createRealtimeRelay(deps: RealtimeRelayDeps): RealtimeRelay {
  const log = deps.log ?? { warn: (message: string) => console.warn(message) };
  let socket: RealtimeSocketLike | null = null;

  function stop(): void {
    socket?.close();
    socket = null;
  }

  function restart(): void {
    stop();
    if (deps.token() === null) return;
    const opened = deps.connect(deps.serverUrl, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: (send) => send({ token: deps.token() ?? '' }),
      reconnection: true,
      ...(deps.agent ? { agent: deps.agent } : {}),
    });
    socket = opened;
    for (const name of REALTIME_EVENT_NAMES) {
      opened.on(name, (data: unknown) => {
        const message = parseRealtimeMessage(name, data);
        if (message) deps.forward(message);
        else log.warn(`realtime: dropped a malformed '${name}' event`);
      });
    }
    opened.on('connect', () => {
      // What was sent before this connect reached nobody: after a drop, and at the first connect too
      // (a screen may have read its data while the socket was still opening), the renderer reads afresh.
      deps.forward({ event: REALTIME_RESYNC });
      deps.onState?.('connected');
    });
    opened.on('connect_error', (error: Error) => {
      // The server refused the session (it ended or expired there): no retrying until the next login.
      if (error.message === REALTIME_UNAUTHENTICATED && socket === opened) {
        stop();
        deps.onState?.('refused');
      }
    });
  }

  return {
    restart,
    stop,
    get active() {
      return socket !== null;
    },
  };
}
