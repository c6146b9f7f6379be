import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { DataSource } from 'typeorm';
import { CloseIdleConversationsCommand } from '../application/commands/close-idle-conversations/close-idle-conversations.command.js';
import { RunConversationStepsCommand } from '../application/commands/run-conversation-steps/run-conversation-steps.command.js';

/** The Bull queue of the WhatsApp conversations (its own: a backlog of emails never delays a reply). */
export const WHATSAPP_QUEUE = 'whatsapp';
/** Messages left pending this long (a job lost between the commit and Redis) are queued again by the sweep, in ms. */
const STALE_PENDING_MS = 10_000;
/** The sweep's schedule: every minute. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The whatsapp queue (docs/adr/0151-whatsapp-channel.md). The webhook answers as soon as its messages are recorded
 * and queues one 'steps' job per number; a worker runs RunConversationStepsCommand for it (one job at a time per
 * process; the conversation row's lock orders one number's steps across processes). A repeatable 'sweep' job every
 * minute queues numbers whose messages still wait (a job lost after the commit) and runs CloseIdleConversationsCommand.
 */
@Injectable()
export class WhatsAppQueue {
  private readonly logger = new Logger('WhatsApp');
  private started = false;

  constructor(
    @InjectQueue(WHATSAPP_QUEUE) private readonly queue: Queue,
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Registers the processors and the sweep (worker processes; idempotent). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    void this.queue.process('steps', 1, async (job: { data: { phone: string } }) => ({
      ran: await this.commands.execute(new RunConversationStepsCommand(job.data.phone)),
    }));
    void this.queue.process('sweep', 1, async () => this.sweep());
    await this.queue.add('sweep', {}, { repeat: { every: SWEEP_EVERY_MS }, removeOnComplete: 10, removeOnFail: 50 });
  }

  /** Queues the steps of these numbers (the webhook, after its commit). A failed add is left to the sweep. */
  async enqueue(phones: readonly string[]): Promise<void> {
    for (const phone of phones) {
      try {
        await this.queue.add('steps', { phone }, { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 100, removeOnFail: 500 });
      } catch (error) {
        this.logger.warn(`Queueing the WhatsApp steps of a number failed (the sweep will): ${(error as Error).message}`);
      }
    }
  }

  /** One sweep: closes idle conversations, queues numbers with stale pending messages. */
  async sweep(now = new Date()): Promise<{ closed: number; queued: number }> {
    const { closed } = await this.commands.execute(new CloseIdleConversationsCommand(now));
    const rows: { phone: string }[] = await this.dataSource.query(
      'SELECT DISTINCT phone FROM whatsapp_inbound WHERE handled_at IS NULL AND received_at < $1 LIMIT 500',
      [new Date(now.getTime() - STALE_PENDING_MS)],
    );
    await this.enqueue(rows.map((r) => r.phone));
    return { closed, queued: rows.length };
  }
}
