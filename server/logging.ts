import { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * How the server's log reads. `json`: one pino JSON object per line, for services and log
 * collectors. `pretty`: one short readable line per entry, for a person watching a terminal.
 * Default: pretty when stdout is a terminal, JSON otherwise (LOG_FORMAT overrides).
 */
export type LogFormat = 'pretty' | 'json';

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** Fields every entry has, or that the line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

interface PinoEntry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const clock = (time: number | undefined): string => {
  const d = time === undefined ? new Date() : new Date(time);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

const value = (v: unknown): string => (typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v));

/** One pino JSON line as a readable line: time, level, message, the other fields as key=value, then an error's stack. */
export function prettyLine(json: string): string {
  let entry: PinoEntry;
  try {
    entry = JSON.parse(json) as PinoEntry;
  } catch {
    return json;
  }
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  const head = [clock(entry.time), LEVEL_NAMES[entry.level ?? 30] ?? String(entry.level), entry.msg ?? '', ...extra].filter((p) => p !== '').join(' ');
  return entry.err?.stack ? `${head}\n${entry.err.stack}` : entry.err?.message ? `${head} err=${value(entry.err.message)}` : head;
}

/** A destination for pino that writes readable lines to `out`. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') out.write(`${prettyLine(line)}\n`);
      done();
    },
  });
}

/**
 * Fastify's own request lines, quieter: it logs 'incoming request' and 'request completed' at info
 * for every call, two lines per click on an office server. One line at debug instead (method, url,
 * status, ms); a request that failed keeps Fastify's error entry.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}
