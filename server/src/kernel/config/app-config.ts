import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { isIP } from 'node:net';
import { UPLOAD_PROVIDERS, type UploadProvider } from '@civic/contracts';
import { QUEUE_NAMES, QueueName } from '../events/queues.js';

const toBool = ({ value }: { value: unknown }) => (typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const URL_OPTS = { require_tld: false, require_protocol: true } as const;

/**
 * Every configuration variable with its default (README, "Configuration"). Validated once at start-up:
 * a missing or malformed variable stops the process with one clear line (see loadConfig).
 */
/** A hop count, or a list of IPv4/IPv6 addresses, CIDR ranges and proxy-addr's names (checked again by trustProxySetting). */
const TRUST_PROXY_PATTERN =
  /^\s*(\d+|[0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal))*\s*$/;

/**
 * Fastify's `trustProxy` for TRUST_PROXY: false when unset, a hop count, or the list of addresses and ranges. Throws
 * on an entry that is not an address (the pattern lets `1.2.3` through).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  if (!value?.trim()) return false;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family || (bits !== undefined && Number(bits) > (family === 4 ? 32 : 128))) throw new Error(`TRUST_PROXY: '${entry}' is not an address or CIDR range`);
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option: a hop count becomes the function Fastify itself makes of one (the
 * options' type omits numbers), a list stays a list.
 */
export function fastifyTrustProxy(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  const setting = trustProxySetting(value);
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

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
   * other queue, and lets two API processes at 12 (each with DB_READ_POOL_SIZE more) and two worker processes share
   * PostgreSQL's default 100 connections (README, "Workers and scaling out";
   * docs/adr/0081-worker-concurrency-and-pool-size.md).
   */
  @Transform(toInt) @IsInt() @Min(2) @Max(500) DB_POOL_SIZE = 33;
  /**
   * PostgreSQL connections per process for the hot reads run as prepared statements (the complaints desk and its
   * reporters, My Complaints, the quota), beside DB_POOL_SIZE; opened on first use by an API request, so a worker
   * process opens none (docs/adr/0161-hot-reads-as-prepared-statements.md). 4 kept a 2-core server's PostgreSQL busy.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(100) DB_READ_POOL_SIZE = 4;
  /** Jobs the documents (PDF letters), audit and projections (read models) queues each run at once in a worker process. */
  @Transform(toInt) @IsInt() @Min(1) @Max(64) WORKER_CONCURRENCY = 2;
  /**
   * Jobs the notifications queue (every email) runs at once in a worker process. More than the filing transactions
   * by default, so that a burst's acknowledgements keep up with its filings: with 4, a burst of 500 citizens filing
   * at once left them 3.6 s behind at p95; with 16 beside 10 filing transactions, 72 ms
   * (docs/adr/0081-worker-concurrency-and-pool-size.md).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(64) NOTIFICATIONS_CONCURRENCY = 16;
  /**
   * Seconds a client has to send a whole request, headers and body (Node's `server.requestTimeout`, which Fastify turns
   * off by default): a connection that trickles a body a byte at a time is answered 408 REQUEST_TIMEOUT and closed
   * instead of being held open for ever. 120 s lets a phone send the largest body the portal takes (a 15 MB routing
   * spreadsheet) at 1 Mbit/s; 0 turns the bound off (behind a proxy that bounds requests itself).
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(3600) REQUEST_TIMEOUT_SECONDS = 120;
  /** Graceful shutdown: how long SIGTERM waits for in-flight requests and jobs, in milliseconds. */
  @Transform(toInt) @IsInt() @Min(0) SHUTDOWN_TIMEOUT_MS = 10_000;
  /** Secret for signing JWTs; generated once and stored in the database when unset. */
  @IsOptional() @IsString() @MinLength(16) JWT_SECRET?: string;
  /**
   * Key that encrypts the secrets kept in app_settings (the generated JWT and payment secrets), at least 32
   * characters; unset, one is generated into APP_ENCRYPTION_KEY_FILE on first start (outside the database).
   */
  @IsOptional() @IsString() @MinLength(32, { message: 'APP_ENCRYPTION_KEY must be at least 32 characters' }) APP_ENCRYPTION_KEY?: string;
  /** Where the generated encryption key is kept when APP_ENCRYPTION_KEY is unset (relative to the repository). */
  @IsString() APP_ENCRYPTION_KEY_FILE = 'data/app-encryption.key';
  /** JWT lifetime (e.g. 7d, 12h). */
  @IsString() @Matches(/^\d+[smhd]$/) JWT_EXPIRES_IN = '7d';
  @IsString() MAIL_FROM = 'Goa Civic Portal <no-reply@goa-civic.local>';
  /** SMTP transport (smtp://user:pass@host:port); when unset every email is stored in the database only. */
  @IsOptional() @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' }) SMTP_URL?: string;
  /**
   * The domain of the reply addresses authorities answer to (`reply+{replyKey}@{domain}`); defaults to the domain of
   * MAIL_FROM. Its MX (or a forwarding rule) must deliver to the inbound SMTP listener, or into the IMAP mailbox.
   */
  @IsOptional() @Matches(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, { message: 'INBOUND_EMAIL_DOMAIN must be a domain name' }) INBOUND_EMAIL_DOMAIN?: string;
  /** Address the inbound SMTP listener binds (authorities' replies); 127.0.0.1 behind a relay on this machine, 0.0.0.0 for an MX. */
  @IsString() INBOUND_SMTP_HOST = '127.0.0.1';
  /** Port of the inbound SMTP listener; 0 turns it off (docs/adr/0095-inbound-replies-by-email.md). */
  @Transform(toInt) @IsInt() @Min(0) @Max(65535) INBOUND_SMTP_PORT = 2525;
  /**
   * Seconds a mail server has to send one message's DATA to the inbound SMTP listener: the idle timeout (30 s) does not
   * end a message trickled a byte every few seconds, which would hold one of the listener's few connections for ever.
   * 600 s carries the largest message (25 MB) at 350 kbit/s; past it the connection is answered 421 and closed, and a
   * real mail server tries again later.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(3600) INBOUND_DATA_TIMEOUT_SECONDS = 600;
  /** A mailbox polled for authorities' replies instead of (or beside) the listener: imaps://user:pass@host[:port]/INBOX. */
  @IsOptional() @Matches(/^imaps?:\/\/.+/, { message: 'INBOUND_IMAP_URL must be an imap:// or imaps:// URL' }) INBOUND_IMAP_URL?: string;
  /** Seconds between two polls of INBOUND_IMAP_URL. */
  @Transform(toInt) @IsInt() @Min(5) INBOUND_IMAP_POLL_SECONDS = 60;
  /**
   * Publish an emailed reply only when its From: domain is authenticated (DMARC, or SPF or DKIM aligned with it, or
   * INBOUND_TRUSTED_AUTHSERV_ID's word); anything else is held for review. `false` for a local trial where no DNS can
   * vouch: replies are then published unauthenticated, and the start-up log says so (docs/adr/0129-authenticated-replies.md).
   */
  @Transform(toBool) @IsBoolean() INBOUND_REQUIRE_AUTH = true;
  /**
   * The authserv-id (RFC 8601 section 2.5, usually its host name) of the deployment's own mail server in front of the
   * portal, which checks SPF, DKIM and DMARC and adds Authentication-Results: its topmost such fields are believed.
   * Unset: every Authentication-Results field is ignored and the portal checks for itself.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'INBOUND_TRUSTED_AUTHSERV_ID must be an authserv-id such as mx.example.in' })
  INBOUND_TRUSTED_AUTHSERV_ID?: string;
  @IsString() @Matches(/^[^\s@]+@[^\s@]+$/) SUPERADMIN_EMAIL = 'superadmin@goa-civic.local';
  @IsOptional() @IsString() @MinLength(6) SUPERADMIN_PASSWORD?: string;
  /** Verification link lifetime in hours (citizen spec section 9 leaves the value open; docs/adr/0009-email-links.md). */
  @Transform(toInt) @IsInt() @Min(1) VERIFY_TOKEN_TTL_HOURS = 24;
  /** Password reset link lifetime in minutes. */
  @Transform(toInt) @IsInt() @Min(1) RESET_TOKEN_TTL_MINUTES = 30;
  @IsIn(UPLOAD_PROVIDERS) UPLOAD_PROVIDER: UploadProvider = 'local';
  /** Local upload folder (relative to the repository root unless absolute). */
  @IsString() UPLOAD_DIR = 'data/uploads';
  /**
   * Folder of the private documents (letters, RTI applications, invoices) with the local storage adapter, relative to
   * the repository root unless absolute; never served as static files (docs/adr/0111-one-storage-port.md).
   */
  @IsString() FILES_DIR = 'data/files';
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
  /** WhatsApp Business Cloud API (docs/adr/0151-whatsapp-channel.md): all four set talk to the Graph API; all unset, the embedded simulator. */
  @IsOptional() @IsString() WHATSAPP_ACCESS_TOKEN?: string;
  @IsOptional() @IsString() WHATSAPP_PHONE_NUMBER_ID?: string;
  @IsOptional() @IsString() WHATSAPP_APP_SECRET?: string;
  @IsOptional() @IsString() WHATSAPP_VERIFY_TOKEN?: string;
  /** The Graph API's address with its version (default https://graph.facebook.com/v21.0); tests point it at a local stand-in. */
  @IsOptional() @IsUrl(URL_OPTS) WHATSAPP_API_URL?: string;
  /**
   * The SMS provider (docs/adr/0152-hearing-back-by-sms.md): 'twilio' sends through Twilio's Messages API with
   * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER_ID; unset, an embedded sandbox delivers nothing and records
   * each message in the text message log, where superadmins read it.
   */
  @IsOptional() @IsIn(['twilio']) SMS_PROVIDER?: 'twilio';
  @IsOptional() @IsString() TWILIO_ACCOUNT_SID?: string;
  @IsOptional() @IsString() TWILIO_AUTH_TOKEN?: string;
  /** Twilio's API address (default https://api.twilio.com); tests point it at a local stand-in. */
  @IsOptional() @IsUrl(URL_OPTS) TWILIO_API_URL?: string;
  /** The sender: the DLT-registered header (6 letters, 'GOACVC'), or a Twilio number or messaging sender. */
  @IsOptional() @IsString() SMS_SENDER_ID?: string;
  /** The principal entity id registered on India's DLT platform: for the operator's record; Twilio holds it with the registered templates and no request carries it. */
  @IsOptional() @IsString() SMS_DLT_ENTITY_ID?: string;
  /**
   * The DLT template id of each message kind, `kind=id` pairs separated by commas
   * (`phone_code=1107...,complaint_update=1107...`); kinds: phone_code, complaint_update, complaint_resolved,
   * complaint_escalation_citizen, complaint_follow_up.
   */
  @IsOptional() @IsString() SMS_DLT_TEMPLATE_IDS?: string;
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
  /**
   * Which proxies in front of the API may tell the client's address in X-Forwarded-For (the rate limits count by
   * address): unset, none (the connecting address counts); a number, that many hops; or a comma-separated list of
   * addresses and CIDR ranges (`10.0.0.0/8,192.168.1.10`; proxy-addr's names `loopback`, `linklocal` and
   * `uniquelocal` too).
   */
  @IsOptional()
  @Matches(TRUST_PROXY_PATTERN, { message: 'TRUST_PROXY must be a hop count or a comma-separated list of addresses and CIDR ranges' })
  TRUST_PROXY?: string;
  /** Requests allowed per minute and IP on the rate-limited forms (login, signup, contact...). */
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_MINUTE = 10;
  /**
   * Photos one account may upload per minute (POST /api/uploads/local); one client address may upload
   * UPLOAD_ADDRESS_FACTOR times as many (many phones share one carrier-grade NAT address).
   */
  @Transform(toInt) @IsInt() @Min(1) UPLOAD_RATE_LIMIT_PER_MINUTE = 20;
  /** Open311 calls allowed per minute and API key (counted in Redis like the other limits). */
  @Transform(toInt) @IsInt() @Min(1) OPEN311_RATE_LIMIT_PER_MINUTE = 60;
  /** Where `npm run backup` writes its backups (relative to the repository root unless absolute). */
  @IsString() BACKUP_DIR = 'data/backups';
  /** How many backups `npm run backup` keeps (the newest; older ones are deleted after each backup). */
  @Transform(toInt) @IsInt() @Min(1) BACKUP_KEEP = 14;
  /**
   * Bearer token that lets Prometheus read GET /metrics from another machine; callers on loopback need none. Unset:
   * loopback only (docs/adr/0110-metrics-across-processes.md).
   */
  @IsOptional() @IsString() @MinLength(16) METRICS_TOKEN?: string;
  /** Port on which `npm run start:worker` serves its own GET /metrics (its counters are per process); 0: none. */
  @Transform(toInt) @IsInt() @Min(0) @Max(65535) METRICS_PORT = 9464;
  /**
   * Days a response link (the authority's personal link to answer a complaint) stays valid after the latest email
   * that carried it (docs/adr/0090-authority-response-links.md).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(3650) RESPONSE_LINK_DAYS = 60;
  /**
   * Staff accounts (admin, superadmin) must turn on two-factor sign-in before any admin page or API: until then only
   * /profile (enrolment) is open to them (docs/adr/0115-staff-two-factor-sign-in.md).
   */
  @Transform(toBool) @IsBoolean() REQUIRE_STAFF_2FA = true;
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose']) LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  /** The domain of reply addresses: INBOUND_EMAIL_DOMAIN, else the domain of MAIL_FROM. */
  get inboundEmailDomain(): string {
    return (this.INBOUND_EMAIL_DOMAIN ?? /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.MAIL_FROM)?.[1] ?? 'goa-civic.local').toLowerCase();
  }

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
