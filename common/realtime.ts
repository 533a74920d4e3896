import { z } from './contract/zod';
import { PRODUCTION_EVENT, productionEvent } from './contract/production';

/**
 * The server's realtime events the renderer may subscribe to, by socket.io event name, each with
 * the schema of its payload. Desktop main checks every payload against it before forwarding it to
 * the window (one IPC channel, `REALTIME_PUSH` in ipc.ts); the web bridge checks it too, so a
 * handler only ever sees a parsed payload.
 */
export const REALTIME_EVENTS = {
  [PRODUCTION_EVENT]: productionEvent,
} as const;

export type RealtimeEventName = keyof typeof REALTIME_EVENTS;

export const REALTIME_EVENT_NAMES = Object.keys(REALTIME_EVENTS) as RealtimeEventName[];

export type RealtimeEventData<K extends RealtimeEventName> = z.output<(typeof REALTIME_EVENTS)[K]>;

/**
 * The socket connected again after a drop: events of the gap may be lost, so screens read afresh.
 * Not a server event: the socket's side (main or the web bridge) announces it.
 */
export const REALTIME_RESYNC = 'resync';

/** One event as it crosses IPC (main → renderer): its name and its parsed payload, or the resync notice. */
export const realtimeMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal(PRODUCTION_EVENT), data: productionEvent }),
  z.object({ event: z.literal(REALTIME_RESYNC) }),
]);

export type RealtimeMessage = z.output<typeof realtimeMessage>;

/** The event's payload when `data` parses with its schema, else null (a malformed or foreign event is dropped). */
export function parseRealtimeMessage(event: RealtimeEventName, data: unknown): RealtimeMessage | null {
  const parsed = realtimeMessage.safeParse({ event, data });
  return parsed.success ? parsed.data : null;
}

/** socket.io's path on our server (server/realtime/socket.ts). */
export const REALTIME_PATH = '/socket.io';

/** Why the server refused a socket (its middleware's error message): the session is missing or over. */
export const REALTIME_UNAUTHENTICATED = 'UNAUTHENTICATED';
