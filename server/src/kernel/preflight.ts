import { Redis } from 'ioredis';
import pg from 'pg';
import { logConnectionErrors } from './database/connection-errors.js';

/** A start-up problem reported as one line, never a stack. */
export class PreflightError extends Error {}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

/** Connects to PostgreSQL and creates the database named in the URL when it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const dbName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = logConnectionErrors(new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 }), 'Start-up check');
  try {
    await client.connect();
  } catch (error) {
    throw new PreflightError(
      `Cannot reach PostgreSQL at ${redact(databaseUrl)} (${(error as Error).message}). Start it with \`docker compose up -d\` or the local service (pg_ctlcluster <version> main start), or set DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
}

/** Pings Redis once with a short timeout. */
export async function ensureRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new PreflightError(
      `Cannot reach Redis at ${redact(redisUrl)} (${(error as Error).message || 'connection refused'}). Start it with \`docker compose up -d\` or the local service (redis-server --daemonize yes), or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}
