import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** LOG_LEVEL (Nest's names) to pino's levels. */
const PINO_LEVELS: Record<AppConfig['LOG_LEVEL'], Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/**
 * True when logs go to a person at a terminal (pino-pretty) rather than to a collector or a pipe (JSON lines): a
 * terminal is read by a person whatever NODE_ENV says, and a service manager or container runtime never gives one.
 */
export function prettyLogs(stdoutIsTty = process.stdout.isTTY === true): boolean {
  return stdoutIsTty;
}

/**
 * Nest's start-up chatter, one line per controller and route ('Mapped {/api/complaints, POST} route'): useful when
 * debugging routing, noise in every start-up otherwise, so it is written at debug level.
 */
const ROUTE_MAPPING_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer']);

/**
 * The process's pino logger (docs/adr/0079-logging-with-pino.md): JSON lines to stdout through a
 * non-blocking destination, or pino-pretty in a worker thread when stdout is a terminal.
 * (pino directly: nestjs-pino 5 needs Node 22, and the README's Node is 20.19.)
 */
export function createPinoLogger(config: Pick<AppConfig, 'LOG_LEVEL'>): Pino {
  const level = PINO_LEVELS[config.LOG_LEVEL];
  if (prettyLogs()) {
    return pino({ level, transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req.id' } } });
  }
  return pino({ level }, pino.destination({ dest: 1, sync: false }));
}

/** Nest's LoggerService over pino: every Nest `Logger` line, with its context, written asynchronously. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, context?: string): void {
    this.write(context && ROUTE_MAPPING_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }

  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest calls error(message, stack, context), or error(message, context) when there is no stack.
    const stack = context !== undefined ? stackOrContext : undefined;
    this.write('error', message, context ?? stackOrContext, stack);
  }

  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }

  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }

  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: Level, message: unknown, context?: string, stack?: string): void {
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (stack) fields.stack = stack;
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...(message as object) });
    else this.logger[level](fields, String(message));
  }
}

/**
 * One line per API request (method, path without the query string, status, response time in ms; no bodies, no
 * headers, no tokens), written when the response ends: 'request completed' (info), 'request errored' (error, status
 * 500 and above) or 'request aborted' (warn, the client left first). Static files and the client are not logged per
 * request (the API is /api, Open311's /open311 and the feeds' /feeds). The fields are pino-http's (`req.method`, `req.path`, `res.status`, `responseTime`); pino-http itself was
 * dropped because it made a child logger and serialised the request on every call (a CPU profile: 6 % of
 * the API's time on a cached read).
 */
export function requestLogger(logger: Pino): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith('/api/') && !url.startsWith('/open311/') && !url.startsWith('/feeds/')) {
      next();
      return;
    }
    const started = performance.now();
    res.once('close', () => {
      const query = url.indexOf('?');
      const fields = {
        req: { method: req.method, path: query === -1 ? url : url.slice(0, query) },
        res: { status: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) logger.warn(fields, 'request aborted');
      else if (res.statusCode >= 500) logger.error(fields, 'request errored');
      else logger.info(fields, 'request completed');
    });
    next();
  };
}
