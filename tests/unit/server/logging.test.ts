import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { prettyLine, prettyStream } from '../../../server/logging';

/** What an operator reads in the terminal of `npm run serve`, and what a service's collector gets. */
describe('server log format', () => {
  it('turns a pino entry into one readable line: time, level, message, the other fields', () => {
    const time = new Date(2026, 10, 25, 9, 5, 7).getTime();
    const line = prettyLine(JSON.stringify({ level: 30, time, pid: 1, hostname: 'kantor', reqId: 'req-1', msg: 'server listening', url: 'http://127.0.0.1:8080', n: 3 }));
    expect(line).toBe('09:05:07 INFO  server listening url=http://127.0.0.1:8080 n=3');
  });

  it('prints an error with its stack under the line', () => {
    const line = prettyLine(JSON.stringify({ level: 50, time: 0, msg: 'unhandled error', err: { type: 'Error', message: 'rusak', stack: 'Error: rusak\n    at x.ts:1:1' } }));
    expect(line.split('\n')).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d ERROR unhandled error$/), 'Error: rusak', '    at x.ts:1:1']);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(prettyLine('bukan json')).toBe('bukan json');
  });

  it('writes what the server\'s own (pino) logger logs, one line per entry', async () => {
    const written: string[] = [];
    const out = new Writable({
      write(chunk: Buffer, _e, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const stream = prettyStream(out);
    const app = Fastify({ logger: { level: 'info', stream } });
    const logger = app.log;
    logger.info({ port: 8080 }, 'siap');
    logger.debug('tidak tampil di level info');
    logger.warn('hati-hati dengan spasi');
    await new Promise((resolve) => setImmediate(resolve));
    await app.close();
    expect(written.join('').trim().split('\n')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO  siap port=8080$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN  hati-hati dengan spasi$/),
    ]);
  });

  it('defaults to JSON when stdout is not a terminal, and LOG_FORMAT chooses explicitly', () => {
    // Under vitest stdout is a pipe, as it is under a service manager.
    expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
