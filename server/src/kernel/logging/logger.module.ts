import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pino, type Level } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** LOG_LEVEL (Nest's names) to pino's levels. */
const PINO_LEVELS: Record<AppConfig['LOG_LEVEL'], Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** True when logs go to a person at a terminal (pino-pretty) rather than to a collector (JSON lines). */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env, stdoutIsTty = process.stdout.isTTY === true): boolean {
  return stdoutIsTty && env.NODE_ENV !== 'production';
}

/**
 * The application's logger (docs/decisions.md, "Performance (issue 14)"): nestjs-pino, so that every Nest `Logger`
 * and the one line per API request (method, path without the query string, status, response time in ms; no
 * bodies, no headers, no tokens) are written asynchronously. JSON lines to stdout (a non-blocking destination),
 * or pino-pretty in a worker thread when stdout is a terminal outside production. Static files and the client
 * are not logged per request.
 */
export function loggerModule(config: AppConfig): DynamicModule {
  const pretty = prettyLogs();
  const options = {
    level: PINO_LEVELS[config.LOG_LEVEL],
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req.id' } } : undefined,
    autoLogging: { ignore: (req: IncomingMessage) => !(req.url ?? '').startsWith('/api/') },
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
  };
  return LoggerModule.forRoot({ pinoHttp: pretty ? options : [options, pino.destination({ dest: 1, sync: false })] });
}
