import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { startWorkers } from './bootstrap.js';
import { createPinoLogger, PinoLoggerService } from './kernel/logging/logger.js';
import { configOrExit, exitGracefullyOnSignals } from './kernel/startup.js';

/** `npm run start:worker`: only the outbox relay and the queue processors, no HTTP. Scale these separately. */
async function main(): Promise<void> {
  const config = await configOrExit({ workers: true });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new PinoLoggerService(createPinoLogger(config)));
  startWorkers(app, config);
  const logger = new Logger('Worker');
  exitGracefullyOnSignals(app, config, (line) => logger.log(line));
  logger.log('Outbox relay and queue processors running');
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${(error as Error).message}\n`);
  process.exit(1);
});
