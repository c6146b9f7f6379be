import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ImapFlowOptions } from 'imapflow';
import { AppConfig } from '../../kernel/config/app-config.js';
import { InboundMailReceiver } from './inbound-mail-receiver.js';
import { INBOUND_MAX_BYTES } from './read-inbound-mail.js';

/** The connection settings and mailbox of an INBOUND_IMAP_URL (imaps://user:pass@host[:port]/MAILBOX). */
export function imapSettings(url: string): { options: ImapFlowOptions; mailbox: string } {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    options: {
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
      secure,
      auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
      logger: false,
      disableAutoIdle: true,
      disableCompression: true,
    },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

/** Bytes asked for in one FETCH of a message's download: a 25 MB message takes 25 round trips, 1 MB in memory at a time. */
const DOWNLOAD_CHUNK_BYTES = 1024 * 1024;
/** Messages read per poll at most: a backlog is worked through over several polls rather than in one long session. */
const MESSAGES_PER_POLL = 50;

/**
 * IMAP polling of an ordinary mailbox that receives the reply addresses (a catch-all or plus-addressed mailbox of the
 * inbound domain): every INBOUND_IMAP_POLL_SECONDS, imapflow logs in, lists the unseen messages, refuses those over
 * INBOUND_MAX_BYTES by their listed size (logged as oversize, never downloaded), streams each other message to
 * InboundMailReceiver (which spools it to disk), and marks it \Seen once handled (an unreadable message too: it is
 * logged as failed, and reading it again would fail again). A message whose handling failed stays unseen and is read again
 * at the next poll. Two processes polling the same mailbox record a message once (the receiver's unique Message-ID).
 * Runs beside the queue workers, like the SMTP listener.
 */
@Injectable()
export class InboundImapPoller implements OnApplicationShutdown {
  private readonly logger = new Logger('InboundImap');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly receiver: InboundMailReceiver,
  ) {}

  /** Starts polling when INBOUND_IMAP_URL is set (the first poll at once). */
  start(): void {
    if (!this.config.INBOUND_IMAP_URL || this.timer) return;
    this.logger.log(`Polling ${imapSettings(this.config.INBOUND_IMAP_URL).mailbox} every ${this.config.INBOUND_IMAP_POLL_SECONDS} s for authorities' replies`);
    this.receiver.announceAuthentication();
    const tick = () => void this.poll().catch((error: unknown) => this.logger.warn(`Polling the inbound mailbox failed: ${(error as Error).message}`));
    this.timer = setInterval(tick, this.config.INBOUND_IMAP_POLL_SECONDS * 1000);
    this.timer.unref();
    tick();
  }

  /** One poll (skipped while the previous one runs): answers how many messages were handled. */
  poll(url = this.config.INBOUND_IMAP_URL): Promise<number> {
    if (!url) return Promise.resolve(0);
    this.running ??= this.pollOnce(url).finally(() => (this.running = null));
    return this.running;
  }

  private async pollOnce(url: string): Promise<number> {
    const { options, mailbox } = imapSettings(url);
    // Loaded with the first poll: a deployment without INBOUND_IMAP_URL never carries imapflow (about 6 MB of heap).
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow(options);
    client.on('error', (error: Error) => this.logger.warn(`IMAP: ${error.message}`));
    await client.connect();
    let handled = 0;
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const unseen = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of unseen.slice(0, MESSAGES_PER_POLL)) {
          const listed = await client.fetchOne(String(uid), { uid: true, size: true, envelope: true }, { uid: true });
          if (!listed) continue;
          if ((listed.size ?? 0) > INBOUND_MAX_BYTES) {
            const envelope = listed.envelope;
            await this.receiver.recordOversize({
              transport: 'imap',
              messageId: envelope?.messageId || undefined,
              from: envelope?.from?.[0]?.address ?? '',
              to: (envelope?.to ?? []).map((a) => a.address ?? '').filter(Boolean),
              subject: envelope?.subject ?? '',
              sizeBytes: listed.size ?? 0,
            });
          } else {
            // Streamed to the receiver's spool file in chunks of DOWNLOAD_CHUNK_BYTES, never whole in memory; a server
            // that sends more than it listed is cut one byte past the limit, which the receiver logs as oversize.
            const download = await client.download(String(uid), undefined, { uid: true, chunkSize: DOWNLOAD_CHUNK_BYTES, maxBytes: INBOUND_MAX_BYTES + 1 });
            if (!download.content) continue;
            try {
              await this.receiver.receiveStream(download.content, 'imap');
            } catch {
              download.content.destroy();
              continue; // stays unseen: read again at the next poll
            }
          }
          await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
          handled++;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return handled;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
