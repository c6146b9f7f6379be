import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { UPLOAD_PROVIDERS, type UploadProvider } from '@civic/contracts';
import { QUEUE_NAMES, QueueName } from '../events/queues.js';

const toBool = ({ value }: { value: unknown }) => (typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const URL_OPTS = { require_tld: false, require_protocol: true } as const;

/**
 * Every configuration variable with its default (README, "Configuration"). Validated once at start-up:
 * a missing or malformed variable stops the process with one clear line (see loadConfig).
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test']) NODE_ENV: 'development' | 'production' | 'test' = 'development';
  /** HTTP port of the API and the built client. */
  @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT = 3000;
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/civic';
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' }) REDIS_URL = 'redis://127.0.0.1:6379';
  /** Prefix of the Bull queue keys in Redis, so that several deployments or test runs can share one Redis. */
  @IsString() @Matches(/^[a-zA-Z0-9_-]+$/) QUEUE_PREFIX = 'civic';
  /** The public address used in email links (verification, reset). Defaults to http://localhost:PORT. */
  @IsOptional() @IsUrl(URL_OPTS) PUBLIC_URL?: string;
  /** Run the outbox relay and the queue processors in this process (the API). `npm run start:worker` forces it on. */
  @Transform(toBool) @IsBoolean() RUN_WORKERS = true;
  /** Outbox relay polling interval in milliseconds. */
  @Transform(toInt) @IsInt() @Min(50) OUTBOX_POLL_MS = 500;
  /**
   * Seconds after which an event whose reactions have not all recorded their effect is put on the queues again
   * (Redis may have lost its jobs); a job still in Redis is not duplicated (its id is the event id + handler).
   */
  @Transform(toInt) @IsInt() @Min(1) OUTBOX_REDELIVER_SECONDS = 60;
  /** Days that handled outbox rows, their idempotency marks and completed queue jobs are kept before they are purged. */
  @Transform(toInt) @IsInt() @Min(1) OUTBOX_RETENTION_DAYS = 7;
  /**
   * PostgreSQL connections per process. With workers it must cover every queue slot plus the API (see loadConfig);
   * the default, 33, leaves 5 filing transactions at once (filingTransactionSlots) beside 16 email jobs and 2 of each
   * other queue, and lets two API processes at 16 and two worker processes share PostgreSQL's default 100
   * connections (README, "Workers and scaling out"; docs/adr/0081-worker-concurrency-and-pool-size.md).
   */
  @Transform(toInt) @IsInt() @Min(2) @Max(500) DB_POOL_SIZE = 33;
  /** Jobs the documents (PDF letters), audit and projections (read models) queues each run at once in a worker process. */
  @Transform(toInt) @IsInt() @Min(1) @Max(64) WORKER_CONCURRENCY = 2;
  /**
   * Jobs the notifications queue (every email) runs at once in a worker process. More than the filing transactions
   * by default, so that a burst's acknowledgements keep up with its filings: with 4, a burst of 500 citizens filing
   * at once left them 3.6 s behind at p95; with 16 beside 10 filing transactions, 72 ms
   * (docs/adr/0081-worker-concurrency-and-pool-size.md).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(64) NOTIFICATIONS_CONCURRENCY = 16;
  /** Graceful shutdown: how long SIGTERM waits for in-flight requests and jobs, in milliseconds. */
  @Transform(toInt) @IsInt() @Min(0) SHUTDOWN_TIMEOUT_MS = 10_000;
  /** Secret for signing JWTs; generated once and stored in the database when unset. */
  @IsOptional() @IsString() @MinLength(16) JWT_SECRET?: string;
  /** JWT lifetime (e.g. 7d, 12h). */
  @IsString() @Matches(/^\d+[smhd]$/) JWT_EXPIRES_IN = '7d';
  @IsString() MAIL_FROM = 'Goa Civic Portal <no-reply@goa-civic.local>';
  /** SMTP transport (smtp://user:pass@host:port); when unset every email is stored in the database only. */
  @IsOptional() @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' }) SMTP_URL?: string;
  @IsString() @Matches(/^[^\s@]+@[^\s@]+$/) SUPERADMIN_EMAIL = 'superadmin@goa-civic.local';
  @IsOptional() @IsString() @MinLength(6) SUPERADMIN_PASSWORD?: string;
  /** Verification link lifetime in hours (citizen spec section 9 leaves the value open; docs/adr/0009-email-links.md). */
  @Transform(toInt) @IsInt() @Min(1) VERIFY_TOKEN_TTL_HOURS = 24;
  /** Password reset link lifetime in minutes. */
  @Transform(toInt) @IsInt() @Min(1) RESET_TOKEN_TTL_MINUTES = 30;
  @IsIn(UPLOAD_PROVIDERS) UPLOAD_PROVIDER: UploadProvider = 'local';
  /** Local upload folder (relative to the repository root unless absolute). */
  @IsString() UPLOAD_DIR = 'data/uploads';
  @IsOptional() @IsString() IMAGEKIT_PUBLIC_KEY?: string;
  @IsOptional() @IsString() IMAGEKIT_PRIVATE_KEY?: string;
  @IsOptional() @IsUrl(URL_OPTS) IMAGEKIT_URL_ENDPOINT?: string;
  @IsOptional() @IsString() CLOUDINARY_CLOUD_NAME?: string;
  @IsOptional() @IsString() CLOUDINARY_API_KEY?: string;
  @IsOptional() @IsString() CLOUDINARY_API_SECRET?: string;
  @IsOptional() @IsString() S3_BUCKET?: string;
  @IsOptional() @IsString() S3_REGION?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;
  @IsOptional() @IsUrl(URL_OPTS) S3_ENDPOINT?: string;
  @IsOptional() @IsUrl(URL_OPTS) S3_PUBLIC_URL?: string;
  /** A Nominatim-compatible geocoder; the Goa gazetteer is used when unset or failing. */
  @IsOptional() @IsUrl(URL_OPTS) GEOCODER_URL?: string;
  @IsOptional() @IsString() GOOGLE_CLIENT_ID?: string;
  @IsString() MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  @IsOptional() @IsString() RAZORPAY_KEY_ID?: string;
  @IsOptional() @IsString() RAZORPAY_KEY_SECRET?: string;
  @IsOptional() @IsString() RAZORPAY_WEBHOOK_SECRET?: string;
  /** Razorpay's API address (default https://api.razorpay.com); tests point it at a local stand-in. */
  @IsOptional() @IsUrl(URL_OPTS) RAZORPAY_API_URL?: string;
  /** The supplier printed on GST invoices (billing; README, "Configuration"). */
  @IsString() INVOICE_SUPPLIER_NAME = 'Goa Civic Complaint Portal';
  @IsString() INVOICE_SUPPLIER_ADDRESS = 'Panaji, North Goa, Goa 403001, India';
  /** The supplier's GSTIN (15 characters; Goa's state code is 30). */
  @IsString() @Matches(/^[0-9A-Z]{15}$/, { message: 'INVOICE_SUPPLIER_GSTIN must be 15 capital letters or digits' }) INVOICE_SUPPLIER_GSTIN = '30AAAAA0000A1Z5';
  /** The supplier's state: a supply to a customer in the same state has CGST + SGST, otherwise IGST. */
  @IsString() INVOICE_SUPPLIER_STATE = 'Goa';
  @IsString() @Matches(/^\d{2}$/) INVOICE_SUPPLIER_STATE_CODE = '30';
  /** The customer's place of supply when the account has no state of its own (the portal serves Goa residents). */
  @IsString() INVOICE_PLACE_OF_SUPPLY = 'Goa';
  /** Hours between two runs of the job that ends subscriptions past their period (in worker processes). */
  @Transform(toInt) @IsInt() @Min(1) SUBSCRIPTION_EXPIRY_INTERVAL_HOURS = 24;
  /** Requests allowed per minute and IP on the rate-limited forms (login, signup, contact...). */
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_MINUTE = 10;
  /** Open311 calls allowed per minute and API key (counted in Redis like the other limits). */
  @Transform(toInt) @IsInt() @Min(1) OPEN311_RATE_LIMIT_PER_MINUTE = 60;
  /**
   * Staff accounts (admin, superadmin) must turn on two-factor sign-in before any admin page or API: until then only
   * /profile (enrolment) is open to them (docs/adr/0115-staff-two-factor-sign-in.md).
   */
  @Transform(toBool) @IsBoolean() REQUIRE_STAFF_2FA = true;
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose']) LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment; throws ConfigError with one line naming the bad variable. `workers`: whether
 * this process runs the queue workers (the API: RUN_WORKERS; `npm run start:worker`: always), for the pool check.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { workers?: boolean } = {}): AppConfig {
  const known = Object.keys(new AppConfig());
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '' && (known.includes(key) || key in AppConfig.prototype || /^[A-Z][A-Z0-9_]+$/.test(key))) raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const first = errors[0];
    const reason = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    const value = env[first.property];
    throw new ConfigError(`Invalid configuration: ${first.property}=${JSON.stringify(value ?? '')} (${reason}).`);
  }
  const needed = poolNeeded(config, options.workers ?? config.RUN_WORKERS);
  if (config.DB_POOL_SIZE < needed) {
    throw new ConfigError(
      `Invalid configuration: DB_POOL_SIZE=${config.DB_POOL_SIZE} is too small for NOTIFICATIONS_CONCURRENCY=${config.NOTIFICATIONS_CONCURRENCY} and WORKER_CONCURRENCY=${config.WORKER_CONCURRENCY}: ` +
        `${config.NOTIFICATIONS_CONCURRENCY} + ${QUEUE_COUNT - 1} queues × ${config.WORKER_CONCURRENCY} jobs + ${POOL_RESERVE} for requests and the relay need ${needed} (raise DB_POOL_SIZE or lower the concurrency).`,
    );
  }
  return config;
}

/** The queues a worker process runs (notifications, documents, audit, projections). */
const QUEUE_COUNT = QUEUE_NAMES.length;
/** Connections kept for HTTP requests, the outbox relay and health checks beside the queue slots. */
const POOL_RESERVE = 4;

/** Jobs a worker process runs at once on `queue` (NOTIFICATIONS_CONCURRENCY for emails, WORKER_CONCURRENCY otherwise). */
export function queueConcurrency(config: Pick<AppConfig, 'WORKER_CONCURRENCY' | 'NOTIFICATIONS_CONCURRENCY'>, queue: QueueName): number {
  return queue === QueueName.Notifications ? config.NOTIFICATIONS_CONCURRENCY : config.WORKER_CONCURRENCY;
}

/** Filing transactions a process with workers keeps back for them beside their own slots (filingTransactionSlots). */
const FILING_SLOTS_LEFT_TO_WORKERS = 3;

/** Job slots of a worker process over its queues. */
function workerSlots(config: Pick<AppConfig, 'WORKER_CONCURRENCY' | 'NOTIFICATIONS_CONCURRENCY'>): number {
  return config.NOTIFICATIONS_CONCURRENCY + (QUEUE_COUNT - 1) * config.WORKER_CONCURRENCY;
}

/**
 * The connections a process needs: with workers, every queue slot may hold one (a reaction's transaction) while
 * requests and the relay need their own, so a full pool can never starve a transaction of its commit.
 */
export function poolNeeded(config: Pick<AppConfig, 'WORKER_CONCURRENCY' | 'NOTIFICATIONS_CONCURRENCY'>, withWorkers: boolean): number {
  return (withWorkers ? workerSlots(config) : 0) + POOL_RESERVE;
}

/**
 * How many filing transactions a process runs at once: the pool less every queue slot and the relay when
 * the workers run in this process, less two for reads and health checks; at least two. A burst of filings then never
 * holds the connections the queue workers need to send the acknowledgements (500 citizens filing at once used to
 * queue every reaction behind the whole burst), and PostgreSQL on two cores gains nothing from more at once. With the
 * workers in the process, FILING_SLOTS_LEFT_TO_WORKERS more are kept back: filings and acknowledgements share the
 * process's one thread, and once a filing took three round trips instead of six, ten slots
 * filed faster than the acknowledgements went out (ack p95 2.3 s); seven kept it at about 0.5 s (docs/adr/0081-worker-concurrency-and-pool-size.md), before the projections queue's own slots took two of them.
 */
export function filingTransactionSlots(config: Pick<AppConfig, 'DB_POOL_SIZE' | 'WORKER_CONCURRENCY' | 'NOTIFICATIONS_CONCURRENCY' | 'RUN_WORKERS'>): number {
  const workers = config.RUN_WORKERS ? workerSlots(config) + 1 + FILING_SLOTS_LEFT_TO_WORKERS : 0;
  return Math.max(2, config.DB_POOL_SIZE - workers - 2);
}
