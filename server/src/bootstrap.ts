import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { MAX_PHOTO_BYTES } from '@civic/contracts';
import { AppModule } from './app.module.js';
import { SubscriptionExpiryRunner } from './billing/public.js';
import { AlertDigestScheduler } from './alerts/public.js';
import { WhatsAppQueue } from './whatsapp/public.js';
import { EscalationScheduler, FollowUpScheduler, UploadCleanupScheduler } from './complaints/public.js';
import { InboundImapPoller, InboundSmtpListener } from './notifications/public.js';
import { createPinoLogger, PinoLoggerService, requestLogger } from './kernel/logging/logger.js';
import { fastifyTrustProxy, type AppConfig } from './kernel/config/app-config.js';
import { registerSecurityHeaders, registerTransportHeaders } from './kernel/http/security-headers.js';
import { OutboxRelay } from './kernel/events/outbox-relay.service.js';
import { QueueWorker } from './kernel/events/queue-worker.service.js';
import { serveClientAssets, serveUploadedPhotos } from './kernel/http/client-assets.js';
import { boundedFormBodies, boundedJsonBodies } from './kernel/http/body-parsers.js';
import { DEFAULT_BODY_LIMITS, formatBytes, registerBodyLimits } from './kernel/http/body-limits.js';
import { registerConditionalGet } from './kernel/http/conditional-get.js';
import { writeClientErrorEnvelope } from './kernel/errors/client-error-envelope.js';
import { CLIENT_DIST_DIR, fromRepoRoot } from './kernel/paths.js';
import { registerMetricsRoute, registerRequestDurations } from './kernel/metrics/metrics-route.js';
import { SeedRunner } from './kernel/seed/seed-runner.service.js';

/**
 * The /api prefix of every route but Open311 GeoReport v2, served at its own root, /open311/v2, and the Atom feeds at
 * /feeds, whose addresses people share and paste into feed readers.
 */
export function setApiPrefix(app: NestFastifyApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'open311/v2', method: RequestMethod.ALL },
      { path: 'open311/v2/{*path}', method: RequestMethod.ALL },
      { path: 'feeds/{*path}', method: RequestMethod.ALL },
    ],
  });
}

/**
 * The OpenAPI document built from the controllers' decorators; operation ids are the method names. The Open311 routes
 * are listed at /open311/v2 (outside the /api prefix), where they are served.
 */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Goa Civic Complaint Portal API')
    .setDescription(
      'Citizens report civic problems in Goa with photos and an exact location; admins route them to the responsible authority. ' +
        'Errors use the envelope { error: { message, code, details } }. Amounts are in paise, coordinates in degrees, distances in metres. ' +
        'Each operation states who may call it in x-access. ' +
        `A JSON or form-encoded body is at most ${formatBytes(DEFAULT_BODY_LIMITS.bytes)} (${DEFAULT_BODY_LIMITS.bytes} bytes), nested at most ${DEFAULT_BODY_LIMITS.depth} deep, ` +
        `with at most ${DEFAULT_BODY_LIMITS.values} values in all and ${DEFAULT_BODY_LIMITS.items} members in any object or array, unless the operation's x-body-limits says otherwise: ` +
        'a larger body is 413 PAYLOAD_TOO_LARGE (details.maxBytes), refused as it arrives; a more complex one 400 BAD_REQUEST (details.rule and details.max), refused before it is parsed.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, options, { operationIdFactory: (_controllerKey, methodKey) => methodKey });
  document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path.replace(/^\/api\/open311\//, '/open311/'), item]));
  return document;
}

/**
 * The HTTP adapter: Fastify (Express and its router were the largest share of a cached read's CPU after the
 * handlers). `trustProxy` comes from TRUST_PROXY (trustProxySetting): by default no proxy is trusted and the
 * connecting address is the client's (the rate limits count by address; a trusted hop would let a rotating
 * X-Forwarded-For header bypass them); trailing slashes and long path parameters (email link tokens) route as they
 * did under Express. `requestTimeoutSeconds` (REQUEST_TIMEOUT_SECONDS; 0: none) bounds the time to receive a whole
 * request, and the headers' within it (at most Node's 60 s); Node checks its connections against them every
 * `connectionsCheckingInterval`, here a quarter of the bound (at most Node's default 30 s), so that a trickling
 * request is closed within 1.25 times the bound.
 */
export function createHttpAdapter(trustProxy: ReturnType<typeof fastifyTrustProxy> = false, requestTimeoutSeconds = 0): FastifyAdapter {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return new FastifyAdapter({
    trustProxy,
    // Every route gets its own limit (registerBodyLimits); this one applies where no route does (a 404's body).
    bodyLimit: DEFAULT_BODY_LIMITS.bytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    requestTimeout,
    // Node enforces requestTimeout only where headersTimeout is no longer (its default, min(60 s, requestTimeout), is
    // taken when the server is created, before Fastify sets requestTimeout): both are given to the server itself.
    ...(requestTimeout > 0
      ? {
          http: {
            requestTimeout,
            headersTimeout: Math.min(60_000, requestTimeout),
            connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
          },
        }
      : {}),
    // The multipart parser's limits wherever a route sets none of its own: the text fields of a multipart body are kept
    // in memory as they arrive, and @fastify/multipart's defaults (a thousand parts of 1 MB each) would let one request
    // exhaust the heap. The upload routes set tighter ones (PHOTO_UPLOAD_MULTIPART, Open311MultipartOptions).
    multipart: { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 50 } },
    // Requests Node's HTTP server refuses before routing (headers too large, a timeout, bytes that are not HTTP)
    // are answered in the error envelope too.
    clientErrorHandler: writeClientErrorEnvelope,
  });
}

export interface CreateAppOptions {
  /** Run the outbox relay and queue processors in this process (RUN_WORKERS by default). */
  workers?: boolean;
  /** Seed the database on start (default true). */
  seed?: boolean;
  /** Serve the built client when client/dist exists (default true). */
  serveClient?: boolean;
}

/**
 * Builds the API application: /api prefix, security headers, body limits, Swagger at /api/docs, the built
 * client with an SPA fallback, seeds, and (by default) the event workers. Migrations run on database connect.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createHttpAdapter(fastifyTrustProxy(config.TRUST_PROXY), config.REQUEST_TIMEOUT_SECONDS),
    {
      // Start-up lines wait for the pino logger, which then writes every log asynchronously.
      bufferLogs: true,
      bodyParser: false,
      // req.rawBody for POST /api/payments/webhook: Razorpay signs the exact bytes it sent (billing).
      rawBody: true,
    },
  );
  const logger = createPinoLogger(config);
  app.useLogger(new PinoLoggerService(logger));
  const fastify = app.getHttpAdapter().getInstance();
  // Byte limits per route (@BodyLimit, else DEFAULT_BODY_LIMITS), given before any route is registered; the parsers
  // below check the shape of the bytes before parsing them (docs/adr/0127-body-limits-per-route.md).
  registerBodyLimits(fastify);
  const logRequest = requestLogger(logger);
  fastify.addHook('onRequest', (request, reply, done) => logRequest(request.raw, reply.raw, done));
  registerRequestDurations(fastify);
  registerMetricsRoute(fastify, config.METRICS_TOKEN, config.TRUST_PROXY);
  app.useBodyParser('application/json', { bodyLimit: DEFAULT_BODY_LIMITS.bytes }, boundedJsonBodies(fastify));
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: DEFAULT_BODY_LIMITS.bytes }, boundedFormBodies());
  registerSecurityHeaders(fastify, config);
  registerTransportHeaders(fastify);
  // A weak ETag over every answer's body, and 304 Not Modified to a GET or HEAD whose client already holds it.
  await registerConditionalGet(fastify);
  setApiPrefix(app);

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json', customSiteTitle: 'Goa Civic Portal API' });

  // Photos of the `local` upload provider, served at /uploads/<random name> (always, so photos stored before a
  // switch to another provider stay visible). The SPA fallback below skips /uploads/.
  await serveUploadedPhotos(app, fromRepoRoot(config.UPLOAD_DIR));

  const indexHtml = join(CLIENT_DIST_DIR, 'index.html');
  if (options.serveClient !== false && existsSync(indexHtml)) {
    await serveClientAssets(app, CLIENT_DIST_DIR);
  }

  await app.init();
  await fastify.ready();
  if (options.seed !== false) await app.get(SeedRunner).runAll();
  if (options.workers ?? config.RUN_WORKERS) startWorkers(app, config);
  return app;
}

/**
 * Starts the outbox relay and the queue processors in this process, and the inbound mail transports (the SMTP listener
 * unless INBOUND_SMTP_PORT is 0, the IMAP poller when INBOUND_IMAP_URL is set; docs/adr/0095-inbound-replies-by-email.md).
 */
export function startWorkers(app: { get: NestFastifyApplication['get'] }, config: AppConfig): void {
  app.get(QueueWorker).start();
  void app
    .get(InboundSmtpListener)
    .start()
    .catch((error: unknown) => new Logger('InboundSmtp').error(`Starting the inbound SMTP listener failed: ${(error as Error).message}`));
  app.get(InboundImapPoller).start();
  app.get(OutboxRelay).start(config.OUTBOX_POLL_MS);
  app.get(SubscriptionExpiryRunner).start();
  void app
    .get(EscalationScheduler)
    .start()
    .catch((error: unknown) => new Logger('EscalationScheduler').error(`Scheduling the escalation ladder failed: ${(error as Error).message}`));
  void app
    .get(FollowUpScheduler)
    .start()
    .catch((error: unknown) => new Logger('FollowUpScheduler').error(`Scheduling the follow-ups failed: ${(error as Error).message}`));
  void app
    .get(UploadCleanupScheduler)
    .start()
    .catch((error: unknown) => new Logger('UploadCleanup').error(`Scheduling the clean-up of unreferenced uploads failed: ${(error as Error).message}`));
  void app
    .get(WhatsAppQueue)
    .start()
    .catch((error: unknown) => new Logger('WhatsApp').error(`Starting the WhatsApp queue failed: ${(error as Error).message}`));
  void app
    .get(AlertDigestScheduler)
    .start()
    .catch((error: unknown) => new Logger('AlertDigests').error(`Scheduling the area alerts' daily digests failed: ${(error as Error).message}`));
}
