import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { AppConfig } from '../../kernel/config/app-config.js';
import { InboundMailReceiver } from './inbound-mail-receiver.js';
import { INBOUND_MAX_BYTES } from './read-inbound-mail.js';

/** How often a process whose port is taken (another portal process on this host listens) tries to bind it again. */
export const STANDBY_RETRY_MS = 30_000;

/** An SMTP reply with a code, as smtp-server sends it. */
function smtpError(message: string, responseCode: number): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The inbound SMTP listener (smtp-server) on INBOUND_SMTP_HOST:INBOUND_SMTP_PORT, for a domain whose MX, or a relay's
 * forwarding rule, delivers authorities' replies to the portal. It accepts mail for addresses of the inbound domain (and
 * of MAIL_FROM's, where bounces return) and refuses any other (550: it is no open relay); it announces SIZE 25 MB and
 * logs a bigger message as oversize with a 552. Each message goes to InboundMailReceiver; a failure to handle it
 * answers 451, so the sending server tries again later.
 *
 * It runs beside the queue workers (the worker process, or the API when RUN_WORKERS is on). When the port is taken
 * (two worker processes on one host), the later process stands by and tries again every STANDBY_RETRY_MS, so it takes
 * over if the first stops (docs/adr/0095-inbound-replies-by-email.md).
 */
@Injectable()
export class InboundSmtpListener implements OnApplicationShutdown {
  private readonly logger = new Logger('InboundSmtp');
  private server: SMTPServer | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The port bound (the configured one, or the one the system chose for port 0 in tests); null while not listening. */
  port: number | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly receiver: InboundMailReceiver,
  ) {}

  /** Starts listening unless INBOUND_SMTP_PORT is 0; resolves once bound or standing by. */
  async start(): Promise<void> {
    if (this.config.INBOUND_SMTP_PORT === 0 || this.server) return;
    this.stopped = false;
    await this.bind();
  }

  private bind(): Promise<void> {
    const server = this.createServer();
    return new Promise<void>((resolve) => {
      let listening = false;
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (listening) {
          this.logger.warn(`Inbound SMTP: ${error.message}`);
          return;
        }
        server.close(() => undefined);
        if (this.stopped) return resolve();
        if (error.code === 'EADDRINUSE') {
          this.logger.log(
            `${this.config.INBOUND_SMTP_HOST}:${this.config.INBOUND_SMTP_PORT} is taken (another process receives the mail); standing by, trying again every ${STANDBY_RETRY_MS / 1000} s`,
          );
        } else {
          this.logger.error(`The inbound SMTP listener could not start: ${error.message}; trying again in ${STANDBY_RETRY_MS / 1000} s`);
        }
        this.retry = setTimeout(() => void this.bind(), STANDBY_RETRY_MS);
        this.retry.unref();
        resolve();
      });
      server.listen(this.config.INBOUND_SMTP_PORT, this.config.INBOUND_SMTP_HOST, () => {
        listening = true;
        this.server = server;
        this.port = (server.server.address() as { port: number }).port;
        this.logger.log(`Receiving authorities' replies by SMTP on ${this.config.INBOUND_SMTP_HOST}:${this.port}`);
        this.receiver.announceAuthentication();
        resolve();
      });
    });
  }

  private createServer(): SMTPServer {
    const domains = new Set([this.config.inboundEmailDomain, /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1]?.toLowerCase() ?? '']);
    return new SMTPServer({
      name: this.config.inboundEmailDomain,
      banner: 'Goa Civic Portal inbound mail',
      size: INBOUND_MAX_BYTES,
      authOptional: true,
      // TLS is the relay's or the MX host's in front of the listener (docs/adr/0095-inbound-replies-by-email.md).
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session: SMTPServerSession, callback: (error?: Error) => void) => {
        const domain = address.address.split('@').pop()?.toLowerCase() ?? '';
        callback(domains.has(domain) ? undefined : smtpError('Relay access denied', 550));
      },
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= INBOUND_MAX_BYTES) chunks.push(chunk);
        });
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          if (stream.sizeExceeded || size > INBOUND_MAX_BYTES) {
            void this.receiver
              .recordOversize({ transport: 'smtp', from: mailFrom ?? '', to: recipients, subject: '', sizeBytes: size })
              .finally(() => callback(smtpError('Message too large (25 MB at most)', 552)));
            return;
          }
          const client = { clientIp: session.remoteAddress, helo: session.hostNameAppearsAs };
          this.receiver.receive(Buffer.concat(chunks), 'smtp', { mailFrom, recipients, ...client }).then(
            () => callback(null),
            () => callback(smtpError('Temporary failure, please try again later', 451)),
          );
        });
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const server = this.server;
    this.server = null;
    this.port = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
