import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { configOrExit, exitGracefullyOnSignals } from './kernel/startup.js';

/** `npm start`: the API, the built client and (unless RUN_WORKERS=false) the event workers on one port. */
async function main(): Promise<void> {
  const config = await configOrExit();
  const app = await createApp(config);
  // Every interface, IPv6 and IPv4 (as Node's own default): Fastify alone would listen on localhost only, unreachable
  // from outside a container. A machine without IPv6 listens on every IPv4 interface.
  await app.listen(config.PORT, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.PORT, '0.0.0.0');
  });
  const logger = new Logger('Main');
  exitGracefullyOnSignals(app, config, (line) => logger.log(line));
  logger.log(`Goa Civic Portal running at http://localhost:${config.PORT} (API docs at /api/docs)`);
  // Said once, at start-up: without SMTP nobody receives an email; the links reach only a person at this terminal.
  if (!config.SMTP_URL) {
    logger.warn(
      'SMTP_URL is not set: emails are NOT sent, only stored in the sent-mail log (/admin/mail) with their links redacted; ' +
        (process.stdout.isTTY ? 'the links are printed here. ' : 'stdout is not a terminal, so their links are printed nowhere. ') +
        'Fine for a local trial; a deployment must set SMTP_URL.',
    );
  }
  // Likewise for SMS (docs/adr/0152-hearing-back-by-sms.md): the sandbox only records them, codes included.
  if (config.SMS_PROVIDER !== 'twilio') {
    logger.warn(
      'SMS_PROVIDER is not set: SMS are NOT sent, only recorded in the mail log’s Text messages (/admin/mail?box=texts), ' +
        'where a superadmin reads the phone verification codes. Fine for a local trial; a deployment sets SMS_PROVIDER=twilio.',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${(error as Error).message}\n`);
  process.exit(1);
});
