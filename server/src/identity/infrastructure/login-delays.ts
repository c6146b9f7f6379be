import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ErrorCode, formatMessage, Messages } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** Wrong passwords in a row an account is allowed before sign-in waits. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait after the free failures, in seconds; each further failure doubles it. */
export const FIRST_LOGIN_DELAY_SECONDS = 2;
/** The longest wait, in seconds (15 minutes). */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;
/** How long failures are remembered after the last one, in seconds (one hour). */
const FAILURE_MEMORY_SECONDS = 3600;
/** How long a check may wait for Redis before sign-in goes on without it (fail open, as the rate limits). */
const REDIS_TIMEOUT_MS = 1000;

/** Seconds to wait after `failures` wrong passwords in a row: none up to 5, then 2, 4, 8... up to 15 minutes. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_SECONDS, FIRST_LOGIN_DELAY_SECONDS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

/**
 * The per-account sign-in limit, beside the per-address one (@RateLimited): wrong passwords for one email (an
 * account or not, so the answer does not tell which emails exist) are counted in Redis, shared by every API
 * process; after FREE_LOGIN_FAILURES in a row each attempt must wait loginDelaySeconds since the last failure, else
 * 429 RATE_LIMITED with Retry-After. A successful sign-in clears the count. Addresses rotated through a trusted
 * proxy no longer help an attacker: the count follows the account. Redis out of reach: sign-in goes on unlimited.
 * The waits are measured on the Clock, so that a test moves past one without sleeping through it.
 */
@Injectable()
export class LoginDelays implements OnApplicationShutdown {
  private readonly logger = new Logger('LoginDelays');
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.prefix = `${config.QUEUE_PREFIX}:login-failures:`;
  }

  /** Throws 429 RATE_LIMITED while the email must still wait after its failures. */
  async assertMayTry(email: string): Promise<void> {
    const now = this.clock.now().getTime();
    const state = await this.withTimeout(this.redis.hmget(this.key(email), 'count', 'last'));
    if (!state) return;
    const failures = Number(state[0] ?? 0);
    const last = Number(state[1] ?? 0);
    const waitMs = last + loginDelaySeconds(failures) * 1000 - now;
    if (failures >= FREE_LOGIN_FAILURES && waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new DomainError(ErrorCode.RateLimited, formatMessage(Messages.common.tooManyRequestsRetry, { n: seconds }), { retryAfterSeconds: seconds });
    }
  }

  /** Records a wrong password (or an unknown email). */
  async failed(email: string): Promise<void> {
    const now = this.clock.now().getTime();
    const key = this.key(email);
    await this.withTimeout(this.redis.multi().hincrby(key, 'count', 1).hset(key, 'last', String(now)).expire(key, FAILURE_MEMORY_SECONDS).exec());
  }

  /** Clears the count after a successful sign-in. */
  async succeeded(email: string): Promise<void> {
    await this.withTimeout(this.redis.del(this.key(email)));
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }

  /** The email's key: hashed, so that Redis holds no address. */
  private key(email: string): string {
    return this.prefix + createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([work, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REDIS_TIMEOUT_MS)))]);
    } catch (error) {
      this.logger.warn(`Sign-in delays skipped: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
