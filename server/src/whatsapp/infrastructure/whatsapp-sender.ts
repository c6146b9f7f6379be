import { Injectable, Logger } from '@nestjs/common';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { WhatsAppMessage } from '../domain/message-log.entity.js';
import { WhatsAppGraphClient, type OutgoingMessage } from './graph-api.client.js';

/**
 * Delivers messages the transcript recorded as pending, once their transaction committed: each through the Graph API
 * (or the simulator), in order, then marked sent (simulated) or failed with the error.
 */
@Injectable()
export class WhatsAppSender {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly outbox: OutboxService,
    private readonly graph: WhatsAppGraphClient,
  ) {}

  async deliver(phone: string, rows: readonly WhatsAppMessage[]): Promise<void> {
    for (const row of rows) {
      const message = (row.body as { message: OutgoingMessage }).message;
      let outcome: Pick<WhatsAppMessage, 'status' | 'error'>;
      try {
        await this.graph.send(phone, message);
        outcome = { status: this.graph.simulated ? 'simulated' : 'sent', error: null };
      } catch (error) {
        const text = (error as Error).message.slice(0, 500);
        this.logger.warn(`Sending a WhatsApp message failed: ${text}`);
        outcome = { status: 'failed', error: text };
      }
      await this.outbox.transaction(async (manager) => {
        await manager.update(WhatsAppMessage, { id: row.id }, outcome);
        return { result: undefined, events: [] };
      });
    }
  }
}
