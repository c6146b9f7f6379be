import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { ReplyKeysService } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { InboundMailReceiver, type SmtpEnvelope } from './inbound-mail-receiver.js';
import { INBOUND_MAX_BYTES } from './read-inbound-mail.js';

/** How often a process whose port is taken (another portal process on this host listens) tries to bind it again. */
export const STANDBY_RETRY_MS = 30_000;

/**
 * What the listener answers, at RCPT TO, for an address that is neither a known reply address nor the portal's sender
 * address, and, after DATA, for a reply to the sender address that matches no complaint: the sender's own mail system
 * shows it to them at once (docs/adr/0137-replies-matched-or-refused.md).
 */
export const NO_SUCH_MAILBOX = '5.1.1 No such mailbox here: to answer a complaint, reply to the email you received about it, or open its response link';
export const UNMATCHED_REPLY = '5.1.1 This reply matches no complaint: reply to the email you received about it (keep its subject), or open its response link';

/** Recipients of one message: a reply has one or two; more is a list sent to the MX, refused past this (452). */
export const INBOUND_MAX_RECIPIENTS = 10;
/** Connections at once: each message in flight may take about 50 MB of disk and its share of the heap (ADR 0128). */
export const INBOUND_MAX_CLIENTS = 10;
/**
 * Connections at once from one address (an IPv6 client counts by its /64 network, which one host holds whole): a
 * client sending a byte every few seconds keeps its connection past any idle timeout, so one host could otherwise
 * take every slot and keep the authorities' mail servers out. Half the slots: a busy relay still gets most of them.
 */
export const INBOUND_MAX_CLIENTS_PER_ADDRESS = 5;
/**
 * Recipients refused in one connection before it is closed (421): a mail server delivers to the addresses it was given,
 * and each refusal costs a database lookup, so a client going through addresses one after another is cut off.
 */
export const INBOUND_MAX_REFUSED_RECIPIENTS = 20;
/** Milliseconds a connection may stay silent: half smtp-server's default, ample for a mail server between two lines. */
const INBOUND_SOCKET_TIMEOUT_MS = 30_000;

/**
 * The key an address's connections are counted under: an IPv4 address (unwrapped when mapped into IPv6), or an IPv6
 * address's /64 network, parsed by ipaddr.js; anything else as given.
 */
export function connectionSource(remoteAddress: string): string {
  if (!ipaddr.isValid(remoteAddress)) return remoteAddress;
  const address = ipaddr.process(remoteAddress);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/** An SMTP reply with a code, as smtp-server sends it. */
function smtpError(message: string, responseCode: number): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The inbound SMTP listener (smtp-server) on INBOUND_SMTP_HOST:INBOUND_SMTP_PORT, for a domain whose MX, or a relay's
 * forwarding rule, delivers authorities' replies to the portal. At RCPT TO it accepts a known reply address (any case)
 * and the portal's sender address (MAIL_FROM, where replies to its From: and bounces arrive), refuses other addresses
 * of those domains with NO_SUCH_MAILBOX and any other domain's (550: it is no open relay); after DATA it refuses a
 * reply that matches no complaint with UNMATCHED_REPLY (docs/adr/0137-replies-matched-or-refused.md). At most
 * INBOUND_MAX_CLIENTS connections (INBOUND_MAX_CLIENTS_PER_ADDRESS from one address; 421 past them), silent for at
 * most 30 s, a message's DATA sent within INBOUND_DATA_TIMEOUT_SECONDS (421 and closed past it), and
 * INBOUND_MAX_RECIPIENTS recipients a message (after INBOUND_MAX_REFUSED_RECIPIENTS refused ones a
 * connection is closed). It announces SIZE 25 MB and logs a bigger message as oversize with a 552. Each message is
 * streamed to InboundMailReceiver, which spools it to disk; a message that can never be read is logged as failed and
 * answered 554; a failure that may pass (the database) answers 451, so the sending server tries again later.
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
  /** Open connections per source (connectionSource), and the source of each open session, by session id. */
  private readonly connectionsBySource = new Map<string, number>();
  private readonly sourceOfSession = new Map<string, string>();
  /** Recipients refused so far in each open session, by session id. */
  private readonly refusedRecipients = new Map<string, number>();
  /** The port bound (the configured one, or the one the system chose for port 0 in tests); null while not listening. */
  port: number | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly receiver: InboundMailReceiver,
    private readonly replyKeys: ReplyKeysService,
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

  /**
   * Whether the listener takes mail for `address`: a reply address `reply+{key}@{inbound domain}` whose key is known
   * (case ignored, ReplyKeysService), or the portal's sender address (MAIL_FROM: replies to the From: of its emails, and
   * bounces). `relay`: an address of another domain (no open relay); `unknown`: anything else of the portal's domains.
   */
  private async accepts(address: string): Promise<'yes' | 'relay' | 'unknown'> {
    const lower = address.trim().toLowerCase();
    const at = lower.lastIndexOf('@');
    const [local, domain] = [lower.slice(0, at), lower.slice(at + 1)];
    const sender = /<?([^<>\s]+@[A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1]?.toLowerCase() ?? '';
    if (domain !== this.config.inboundEmailDomain && domain !== sender.split('@')[1]) return 'relay';
    if (lower === sender) return 'yes';
    if (domain === this.config.inboundEmailDomain && local.startsWith('reply+')) {
      if (await this.replyKeys.isKnown(address.trim().slice('reply+'.length, at))) return 'yes';
    }
    return 'unknown';
  }

  private createServer(): SMTPServer {
    const server: SMTPServer = new SMTPServer({
      name: this.config.inboundEmailDomain,
      banner: 'Goa Civic Portal inbound mail',
      size: INBOUND_MAX_BYTES,
      authOptional: true,
      // TLS is the relay's or the MX host's in front of the listener (docs/adr/0095-inbound-replies-by-email.md).
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      maxClients: INBOUND_MAX_CLIENTS,
      maxRecipients: INBOUND_MAX_RECIPIENTS,
      socketTimeout: INBOUND_SOCKET_TIMEOUT_MS,
      onConnect: (session: SMTPServerSession, callback: (error?: Error) => void) => {
        const source = connectionSource(session.remoteAddress);
        const open = this.connectionsBySource.get(source) ?? 0;
        if (open >= INBOUND_MAX_CLIENTS_PER_ADDRESS) return callback(smtpError('Too many connections from your address, try again later', 421));
        this.connectionsBySource.set(source, open + 1);
        this.sourceOfSession.set(session.id, source);
        callback();
      },
      onClose: (session: SMTPServerSession) => {
        this.refusedRecipients.delete(session.id);
        const source = this.sourceOfSession.get(session.id);
        if (source === undefined) return;
        this.sourceOfSession.delete(session.id);
        const open = (this.connectionsBySource.get(source) ?? 1) - 1;
        if (open > 0) this.connectionsBySource.set(source, open);
        else this.connectionsBySource.delete(source);
      },
      onRcptTo: (address: SMTPServerAddress, session: SMTPServerSession, callback: (error?: Error) => void) => {
        this.accepts(address.address).then(
          (verdict) => {
            if (verdict === 'yes') return callback();
            const refused = (this.refusedRecipients.get(session.id) ?? 0) + 1;
            this.refusedRecipients.set(session.id, refused);
            if (refused > INBOUND_MAX_REFUSED_RECIPIENTS) return callback(smtpError('Too many unknown recipients, closing connection', 421));
            callback(verdict === 'relay' ? smtpError('Relay access denied', 550) : smtpError(NO_SUCH_MAILBOX, 550));
          },
          () => callback(smtpError('Temporary failure, please try again later', 451)),
        );
      },
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
        const envelope: SmtpEnvelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null,
          recipients: session.envelope.rcptTo.map((r) => r.address),
          clientIp: session.remoteAddress || null,
          helo: session.hostNameAppearsAs || null,
        };
        // The idle timeout does not end a message trickled a byte at a time: the whole DATA phase has a deadline, past
        // which the connection is told 421 and closed (smtp-server then destroys the stream, and the spooled part goes).
        const deadline = setTimeout(() => {
          for (const connection of server.connections) {
            if (connection.id !== session.id) continue;
            connection.send(421, `${this.config.inboundEmailDomain} Message not received in ${this.config.INBOUND_DATA_TIMEOUT_SECONDS} s, closing connection`);
            connection.close();
          }
        }, this.config.INBOUND_DATA_TIMEOUT_SECONDS * 1000);
        // The DATA stream goes to a file as it arrives (counted, cut at INBOUND_MAX_BYTES), never into memory.
        this.receiver
          .receiveStream(stream, 'smtp', envelope)
          .finally(() => clearTimeout(deadline))
          .then(
            (result) => {
              if (result === 'oversize') return callback(smtpError('Message too large (25 MB at most)', 552));
              // The same bytes would fail again: a permanent refusal, so the sender's server bounces it instead of retrying.
              if (result === 'unreadable') return callback(smtpError('Message refused: it cannot be read as an email', 554));
              // A reply to the sender address that matches no complaint: its writer learns at once where to write.
              if (result === 'unknown_key') return callback(smtpError(UNMATCHED_REPLY, 550));
              callback(null);
            },
            () => callback(smtpError('Temporary failure, please try again later', 451)),
          );
      },
    });
    return server;
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
