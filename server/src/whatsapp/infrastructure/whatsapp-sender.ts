import { Injectable, Logger } from '@nestjs/common';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { EVENT_JOB_ATTEMPTS } from '../../kernel/events/queues.js';
import { WhatsAppMessage } from '../domain/message-log.entity.js';
import { WhatsAppGraphClient, isPassingSendFailure, type OutgoingMessage } from './graph-api.client.js';

/** A send that failed for a passing reason and is to be tried again by the job's retry (the row stays pending). */
export class WhatsAppSendDeferred extends Error {}

/**
 * Delivers messages the transcript recorded as pending, once their transaction committed: each through the Graph API
 * (or the simulator), in order, then marked sent (simulated) or failed with the error. With `retryPassingFailures`
 * (template messages sent by an event's job), a failure that may pass (isPassingSendFailure) leaves the row pending
 * with its error and throws WhatsAppSendDeferred, so the queue tries the job again with backoff, up to its
 * EVENT_JOB_ATTEMPTS; the last try marks it failed.
 */
@Injectable()
export class WhatsAppSender {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly outbox: OutboxService,
    private readonly graph: WhatsAppGraphClient,
  ) {}

  async deliver(phone: string, rows: readonly WhatsAppMessage[], options: { retryPassingFailures?: boolean } = {}): Promise<void> {
    for (const row of rows) {
      const message = (row.body as { message: OutgoingMessage }).message;
      const attempts = (row.attempts ?? 0) + 1;
      let outcome: Pick<WhatsAppMessage, 'status' | 'error' | 'attempts'>;
      let deferred = false;
      try {
        await this.graph.send(phone, message);
        outcome = { status: this.graph.simulated ? 'simulated' : 'sent', error: null, attempts };
      } catch (error) {
        const text = (error as Error).message.slice(0, 500);
        deferred = !!options.retryPassingFailures && isPassingSendFailure(error) && attempts < EVENT_JOB_ATTEMPTS;
        this.logger.warn(`Sending a WhatsApp message failed${deferred ? ` (try ${attempts}, tried again later)` : ''}: ${text}`);
        outcome = { status: deferred ? 'pending' : 'failed', error: text, attempts };
      }
      await this.outbox.transaction(async (manager) => {
        await manager.update(WhatsAppMessage, { id: row.id }, outcome);
        return { result: undefined, events: [] };
      });
      if (deferred) throw new WhatsAppSendDeferred(`WhatsApp message ${row.id} to be tried again: ${outcome.error}`);
    }
  }
}
