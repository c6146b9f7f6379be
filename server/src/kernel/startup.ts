import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { ensureDatabase, ensureRedis, PreflightError } from './preflight.js';

/**
 * Loads the configuration and checks PostgreSQL and Redis; on failure prints one line and exits non-zero.
 * `workers`: this process runs the queue workers whatever RUN_WORKERS says (`npm run start:worker`).
 */
export async function configOrExit(options: { workers?: boolean } = {}): Promise<AppConfig> {
  try {
    const config = loadConfig(process.env, options);
    await ensureDatabase(config.DATABASE_URL);
    await ensureRedis(config.REDIS_URL);
    return config;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PreflightError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** What a graceful shutdown closes: the Nest application (HTTP server, relay, queue workers, database). */
interface Closable {
  close(): Promise<void>;
}

/**
 * Graceful shutdown on SIGTERM or SIGINT (docs/adr/0043-graceful-shutdown.md): the HTTP server stops taking
 * connections and finishes the requests in flight, the relay stops, the queue workers finish their active jobs (up
 * to SHUTDOWN_TIMEOUT_MS), the connections close, and the process exits 0. If closing hangs past the timeout plus
 * a margin, it exits 1; a job cut short is retried on the next start or by another worker.
 */
export function exitGracefullyOnSignals(app: Closable, config: Pick<AppConfig, 'SHUTDOWN_TIMEOUT_MS'>, log: (line: string) => void): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: finishing requests and jobs in flight (up to ${config.SHUTDOWN_TIMEOUT_MS} ms), then exiting`);
    setTimeout(() => {
      process.stderr.write(`Shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_MS + 5000} ms; exiting.\n`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
