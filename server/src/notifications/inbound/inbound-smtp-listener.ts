import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { AppConfig } from '../../kernel/config/app-config.js';
import { InboundMailReceiver, type SmtpEnvelope } from './inbound-mail-receiver.js';
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
 * logs a bigger message as oversize with a 552. Each message is streamed to InboundMailReceiver, which spools it to
 * disk; a message that can never be read is logged as failed and answered 554; a failure that may pass (the database)
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
        const envelope: SmtpEnvelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null,
          recipients: session.envelope.rcptTo.map((r) => r.address),
          clientIp: session.remoteAddress || null,
          helo: session.hostNameAppearsAs || null,
        };
        // The DATA stream goes to a file as it arrives (counted, cut at INBOUND_MAX_BYTES), never into memory.
        this.receiver.receiveStream(stream, 'smtp', envelope).then(
          (result) => {
            if (result === 'oversize') return callback(smtpError('Message too large (25 MB at most)', 552));
            // The same bytes would fail again: a permanent refusal, so the sender's server bounces it instead of retrying.
            if (result === 'unreadable') return callback(smtpError('Message refused: it cannot be read as an email', 554));
            callback(null);
          },
          () => callback(smtpError('Temporary failure, please try again later', 451)),
        );
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
