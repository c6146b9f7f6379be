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
