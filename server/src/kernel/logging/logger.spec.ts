import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { pino, type Level, type Logger } from 'pino';
import { PinoLoggerService, prettyLogs, requestLogger } from './logger.js';

/** A pino logger at `level` writing synchronously into `lines` (one parsed JSON object per line). */
function capture(level: Level): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe('logging', () => {
  it('writes the route-mapping lines at debug level, other lines at info', () => {
    const { logger, lines } = capture('info');
    const service = new PinoLoggerService(logger);
    service.log('Mapped {/api/complaints, POST} route', 'RouterExplorer');
    service.log('ComplaintsController {/api/complaints}:', 'RoutesResolver');
    service.log('Nest application successfully started', 'NestApplication');
    expect(lines.map((l) => l.msg)).toEqual(['Nest application successfully started']);

    const verbose = capture('debug');
    new PinoLoggerService(verbose.logger).log('Mapped {/api/complaints, POST} route', 'RouterExplorer');
    expect(verbose.lines).toEqual([expect.objectContaining({ level: 20, context: 'RouterExplorer', msg: 'Mapped {/api/complaints, POST} route' })]);
  });

  it('writes one JSON line per API request, without its query string', () => {
    const { logger, lines } = capture('info');
    const log = requestLogger(logger);
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
    let passed = false;
    log({ method: 'GET', url: '/api/auth/verify-email?token=secret' } as IncomingMessage, res as unknown as ServerResponse, () => (passed = true));
    expect(passed).toBe(true);
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', path: '/api/auth/verify-email' }, res: { status: 200 } });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('pretty-prints only to a terminal', () => {
    expect(prettyLogs(true)).toBe(true);
    expect(prettyLogs(false)).toBe(false);
  });
});
