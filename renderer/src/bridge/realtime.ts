import {
  parseRealtimeMessage,
  REALTIME_EVENT_NAMES,
  REALTIME_PATH,
  REALTIME_RESYNC,
  REALTIME_UNAUTHENTICATED,
  type RealtimeEventData,
  type RealtimeEventName,
  type RealtimeMessage,
} from '../../../common/realtime';

/** The server's realtime events, the same in both modes (bridge.realtime). */
export interface RealtimeApi {
  /** Calls `handler` with each parsed event of that name until the returned function is called. */
  subscribe<K extends RealtimeEventName>(event: K, handler: (data: RealtimeEventData<K>) => void): () => void;
  /** Calls `handler` at each connect, the first and after a drop: events sent before it may be lost, so read afresh. */
  onResync(handler: () => void): () => void;
}

/** Handlers by event name (and of resync); `deliver` hands a parsed message to those it is for. */
export function createRealtimeHub() {
  const handlers = new Map<RealtimeEventName, Set<(data: never) => void>>();
  const resync = new Set<() => void>();
  const run = (handler: () => void) => {
    try {
      handler();
    } catch (error) {
      console.error('[realtime] handler failed', error);
    }
  };
  return {
    add<K extends RealtimeEventName>(event: K, handler: (data: RealtimeEventData<K>) => void): () => void {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    addResync(handler: () => void): () => void {
      resync.add(handler);
      return () => {
        resync.delete(handler);
      };
    },
    deliver(message: RealtimeMessage): void {
      if (message.event === REALTIME_RESYNC) {
        for (const handler of [...resync]) run(handler);
        return;
      }
      const { data } = message;
      for (const handler of [...(handlers.get(message.event) ?? [])]) run(() => (handler as (payload: typeof data) => void)(data));
    },
    get size(): number {
      let count = resync.size;
      for (const set of handlers.values()) count += set.size;
      return count;
    },
  };
}

/** Desktop: main holds the socket and forwards parsed events over IPC. */
export function createIpcRealtime(onMessage: (listener: (message: RealtimeMessage) => void) => () => void): RealtimeApi {
  const hub = createRealtimeHub();
  let detach: (() => void) | null = null;
  const attach = (remove: () => void): (() => void) => {
    detach ??= onMessage((message) => hub.deliver(message));
    return () => {
      remove();
      if (hub.size === 0 && detach) {
        detach();
        detach = null;
      }
    };
  };
  return {
    subscribe: (event, handler) => attach(hub.add(event, handler)),
    onResync: (handler) => attach(hub.addResync(handler)),
  };
}

/** What the web side uses of a socket.io-client Socket. */
interface WebSocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  close(): unknown;
}

export interface WebRealtime extends RealtimeApi {
  /** The session changed (signed in, out, or ended): the socket is opened again with the new cookie, or closed. */
  sessionChanged(signedIn: boolean): void;
}

/**
 * Web mode: socket.io-client in the page, same origin, authenticated by the httpOnly session
 * cookie the browser sends with the websocket's upgrade. The client library is fetched only when
 * a screen first subscribes, so it costs the sign-in screen nothing.
 */
export function createWebRealtime(options: { baseURL?: string } = {}): WebRealtime {
  const hub = createRealtimeHub();
  let socket: WebSocketLike | null = null;
  let opening: Promise<void> | null = null;
  // Bumped at every close, so a connect that was still loading the library does not revive a closed socket.
  let generation = 0;
  let signedIn = true;

  function close(): void {
    generation += 1;
    socket?.close();
    socket = null;
    opening = null;
  }

  function open(): void {
    if (socket || opening || !signedIn || hub.size === 0) return;
    const mine = generation;
    opening = import('socket.io-client').then(
      ({ io }) => {
        if (mine !== generation) return;
        const opened = io(options.baseURL ?? '', { path: REALTIME_PATH, transports: ['websocket'], withCredentials: true });
        socket = opened;
        opening = null;
        opened.on('connect', () => {
          // What was sent before this connect reached nobody: after a drop, and at the first connect
          // too (the screen that opened the socket read its data while the socket was still opening).
          hub.deliver({ event: REALTIME_RESYNC });
        });
        for (const name of REALTIME_EVENT_NAMES) {
          opened.on(name, (data: unknown) => {
            const message = parseRealtimeMessage(name, data);
            if (message) hub.deliver(message);
          });
        }
        opened.on('connect_error', (error: Error) => {
          // Refused: no session cookie (yet). The next sign-in opens it again.
          if (error.message === REALTIME_UNAUTHENTICATED && socket === opened) close();
        });
      },
      (error: unknown) => {
        opening = null;
        console.error('[realtime] could not load the socket client', error);
      },
    );
  }

  const attach = (remove: () => void): (() => void) => {
    open();
    return () => {
      remove();
      if (hub.size === 0) close();
    };
  };

  return {
    subscribe: (event, handler) => attach(hub.add(event, handler)),
    onResync: (handler) => attach(hub.addResync(handler)),
    sessionChanged(now) {
      signedIn = now;
      close();
      open();
    },
  };
}
