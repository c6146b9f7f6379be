import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { fastify, type FastifyServerOptions } from 'fastify';
import { AppModule } from './app.module.js';
import { fastifyTrustProxy } from './kernel/config/app-config.js';
import { startWorkers } from './bootstrap.js';
import { createPinoLogger, PinoLoggerService } from './kernel/logging/logger.js';
import { registerMetricsRoute } from './kernel/metrics/metrics-route.js';
import { configOrExit, exitGracefullyOnSignals } from './kernel/startup.js';

/** `npm run start:worker`: only the outbox relay and the queue processors, no HTTP. Scale these separately. */
async function main(): Promise<void> {
  const config = await configOrExit({ workers: true });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new PinoLoggerService(createPinoLogger(config)));
  startWorkers(app, config);
  const logger = new Logger('Worker');
  // The worker's own counters (emails sent and failed...) live in this process: it serves them on METRICS_PORT
  // (docs/adr/0110-metrics-across-processes.md), with the same loopback-or-token rule as the API's /metrics.
  const options: FastifyServerOptions = { trustProxy: fastifyTrustProxy(config.TRUST_PROXY) };
  const metrics = fastify(options);
  if (config.METRICS_PORT > 0) {
    registerMetricsRoute(metrics, config.METRICS_TOKEN, config.TRUST_PROXY);
    try {
      await metrics.listen({ port: config.METRICS_PORT, host: '::' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
        return metrics.listen({ port: config.METRICS_PORT, host: '0.0.0.0' });
      });
      logger.log(`Metrics at http://localhost:${config.METRICS_PORT}/metrics`);
    } catch (error) {
      // A second worker on the same machine finds the port taken: it still does its work, and says how to be scraped.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      logger.warn(`METRICS_PORT ${config.METRICS_PORT} is in use: this worker's counters are not served; give each worker on a machine its own METRICS_PORT`);
    }
  }
  const closable = {
    close: async () => {
      await metrics.close();
      await app.close();
    },
  };
  exitGracefullyOnSignals(closable, config, (line) => logger.log(line));
  logger.log('Outbox relay and queue processors running');
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${(error as Error).message}\n`);
  process.exit(1);
});
