import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { ensureDatabase, ensureRedis, PreflightError } from './preflight.js';

/** Loads the configuration and checks PostgreSQL and Redis; on failure prints one line and exits non-zero. */
export async function configOrExit(): Promise<AppConfig> {
  try {
    const config = loadConfig();
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
