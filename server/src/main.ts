import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { configOrExit, exitGracefullyOnSignals } from './kernel/startup.js';

/** `npm start`: the API, the built client and (unless RUN_WORKERS=false) the event workers on one port. */
async function main(): Promise<void> {
  const config = await configOrExit();
  const app = await createApp(config);
  await app.listen(config.PORT);
  const logger = new Logger('Main');
  exitGracefullyOnSignals(app, config, (line) => logger.log(line));
  logger.log(`Goa Civic Portal running at http://localhost:${config.PORT} (API docs at /api/docs)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${(error as Error).message}\n`);
  process.exit(1);
});
