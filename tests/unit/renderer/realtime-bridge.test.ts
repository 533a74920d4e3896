import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../../common/realtime';
import { createIpcRealtime } from '../../../renderer/src/bridge/realtime';

/** The desktop side of bridge.realtime: main's forwarded messages reach the handlers of their event. */

const message: RealtimeMessage = { event: 'production', data: { action: 'add', id: '7d0c7c2e-0000-4000-8000-000000000001', division_id: 'd-1', status: 'approved', by: 'Admin' } };

function fakeMain() {
  const listeners = new Set<(message: RealtimeMessage) => void>();
  return {
    onMessage(listener: (message: RealtimeMessage) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send: (m: RealtimeMessage) => {
      for (const listener of listeners) listener(m);
    },
    get listening() {
      return listeners.size;
    },
  };
}

describe('bridge.realtime (desktop)', () => {
  it('hands each forwarded event to its subscribers until they unsubscribe', () => {
    const main = fakeMain();
    const realtime = createIpcRealtime((listener) => main.onMessage(listener));
    const seen: unknown[] = [];
    const stop = realtime.subscribe('production', (data) => seen.push(data));
    main.send(message);
    expect(seen).toEqual([message.data]);
    stop();
    main.send(message);
    expect(seen).toHaveLength(1);
  });

  it('listens to main once, and lets go when the last subscriber leaves', () => {
    const main = fakeMain();
    const realtime = createIpcRealtime((listener) => main.onMessage(listener));
    const a = realtime.subscribe('production', () => undefined);
    const b = realtime.subscribe('production', () => undefined);
    expect(main.listening).toBe(1);
    a();
    expect(main.listening).toBe(1);
    b();
    expect(main.listening).toBe(0);
  });

  it('a failing handler does not keep the others from the event', () => {
    const main = fakeMain();
    const realtime = createIpcRealtime((listener) => main.onMessage(listener));
    const seen: unknown[] = [];
    const original = console.error;
    console.error = () => undefined;
    try {
      realtime.subscribe('production', () => {
        throw new Error('boom');
      });
      realtime.subscribe('production', (data) => seen.push(data));
      main.send(message);
    } finally {
      console.error = original;
    }
    expect(seen).toHaveLength(1);
  });

  it('hands the resync notice to its own handlers only, and keeps listening while one is left', () => {
    const main = fakeMain();
    const realtime = createIpcRealtime((listener) => main.onMessage(listener));
    const events: unknown[] = [];
    let resyncs = 0;
    const stopEvents = realtime.subscribe('production', (data) => events.push(data));
    const stopResync = realtime.onResync(() => (resyncs += 1));
    main.send({ event: 'resync' });
    expect(resyncs).toBe(1);
    expect(events).toEqual([]);
    stopEvents();
    expect(main.listening).toBe(1);
    main.send({ event: 'resync' });
    expect(resyncs).toBe(2);
    stopResync();
    expect(main.listening).toBe(0);
  });
});
