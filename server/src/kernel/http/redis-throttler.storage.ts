import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';

/**
 * The record @nestjs/throttler 6.7 expects from `ThrottlerStorage.increment` (its
 * throttler-storage-record.interface.d.ts): `timeToExpire` and `timeToBlockExpire` in whole seconds, as its
 * in-memory storage returns them (the guard writes them to X-RateLimit-Reset and Retry-After).
 */
interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * One atomic script per hit. KEYS[1] counts hits in the window, KEYS[2] marks the tracker blocked.
 * ARGV[1] window (ms), ARGV[2] limit, ARGV[3] block duration (ms). The window starts at the first hit (fixed
 * window, as @nestjs/throttler's own storage); the limit-plus-first hit blocks for the block duration, and
 * every hit while blocked is refused. Returns { hits, window ms left, block ms left }.
 */
const SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockTtl = tonumber(ARGV[3])
end
return { hits, ttl, blockTtl }
`;

/** How long a hit may wait for Redis before the request is let through (fail open), in milliseconds. */
const REDIS_TIMEOUT_MS = 1000;

/**
 * @nestjs/throttler storage in Redis, so that every API process shares the same counters (DESIGN.md: several
 * API processes against one Redis). Keys: `${prefix}:throttle:${throttlerName}:${key}:hits|blocked`, where
 * the guard's key is a hash of route and client IP. When Redis fails or is slow, the hit is allowed and a
 * warning logged: a Redis outage must not lock every citizen out of sign-in (docs/adr/0012-rate-limits.md).
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly logger = new Logger('RateLimit');

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  /** Counts one hit. `ttl` and `blockDuration` are in milliseconds (@nestjs/throttler 6 units). */
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    const block = blockDuration > 0 ? blockDuration : ttl;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = (await Promise.race([
        this.redis.eval(SCRIPT, 2, `${base}:hits`, `${base}:blocked`, ttl, limit, block),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
        }),
      ])) as [number, number, number];
      const [hits, windowMs, blockMs] = result;
      return {
        totalHits: hits,
        timeToExpire: Math.max(0, Math.ceil(windowMs / 1000)),
        isBlocked: blockMs > 0,
        timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
      };
    } catch (error) {
      this.logger.warn(`Rate limit not applied (Redis unavailable): ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
