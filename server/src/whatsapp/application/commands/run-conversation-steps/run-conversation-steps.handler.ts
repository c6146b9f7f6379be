import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { WhatsAppConversation } from '../../../domain/conversation.entity.js';
import { WhatsAppInbound } from '../../../domain/inbound-message.entity.js';
import { WhatsAppMessage } from '../../../domain/message-log.entity.js';
import type { IncomingMessage } from '../../../domain/webhook-payload.js';
import { graphBodyOf } from '../../../infrastructure/graph-api.client.js';
import { WhatsAppSender } from '../../../infrastructure/whatsapp-sender.js';
import { ConversationSteps } from '../../conversation-steps.js';
import { RunConversationStepsCommand } from './run-conversation-steps.command.js';

/** Messages of one number run per command at most (a flood waits for the next job). */
const BATCH = 50;

/**
 * The whatsapp queue's work for one number: each pending message, oldest first, in its own transaction with the
 * conversation row locked (two workers never run one number's steps at once): the conversation advances
 * (ConversationSteps), the message is marked handled, and the transcript records it (after consent only: before, its
 * content is dropped) with the replies, pending. Once committed, each reply is sent through the Graph API (or the
 * simulator) and marked sent or failed. A step that throws leaves its message pending for the job's retry.
 */
@CommandHandler(RunConversationStepsCommand)
export class RunConversationStepsHandler implements ICommandHandler<RunConversationStepsCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly steps: ConversationSteps,
    private readonly sender: WhatsAppSender,
  ) {}

  async execute({ phone }: RunConversationStepsCommand): Promise<number> {
    let ran = 0;
    for (; ran < BATCH; ran++) {
      const replies = await this.outbox.transaction(async (manager) => {
        const next = await this.oldestPending(manager, phone);
        if (!next) return { result: null, events: [] };
        const conversation = await this.conversationOf(manager, phone);
        const now = new Date();
        if (conversation.isIdle(now)) conversation.closeIdle(now);
        if (conversation.draftExpired(now)) conversation.draft = {};
        const outgoing = await this.steps.advance(conversation, next.message);
        conversation.lastActivityAt = now;
        await manager.save(WhatsAppConversation, conversation);
        const consented = conversation.consentedAt !== null;
        await manager.update(
          WhatsAppInbound,
          { messageId: next.messageId },
          { handledAt: now, ...(consented ? {} : { message: this.stripped(next.message) }) },
        );
        const logged: WhatsAppMessage[] = [];
        if (consented) logged.push(this.logRow(phone, 'in', next.message.type, { ...next.message }, 'received', now));
        outgoing.forEach((m, i) =>
          logged.push(this.logRow(phone, 'out', m.kind, { message: m, graph: graphBodyOf(phone, m) }, 'pending', new Date(now.getTime() + i + 1))),
        );
        if (logged.length) await manager.save(WhatsAppMessage, logged);
        return { result: logged.filter((l) => l.direction === 'out'), events: [] };
      });
      if (replies === null) break;
      await this.sender.deliver(phone, replies);
    }
    return ran;
  }

  private async oldestPending(manager: EntityManager, phone: string): Promise<WhatsAppInbound | null> {
    return manager
      .createQueryBuilder(WhatsAppInbound, 'i')
      .where('i.phone = :phone AND i.handled_at IS NULL', { phone })
      .orderBy('i.received_at', 'ASC')
      .addOrderBy('i.message_id', 'ASC')
      .getOne();
  }

  /** The number's conversation, locked; a first message starts one. */
  private async conversationOf(manager: EntityManager, phone: string): Promise<WhatsAppConversation> {
    await manager.createQueryBuilder().insert().into(WhatsAppConversation).values(WhatsAppConversation.start(phone, new Date())).orIgnore().execute();
    const found = await findLocked(manager, WhatsAppConversation, { phone });
    if (!found) throw new Error(`The conversation of ${phone} vanished`);
    return found;
  }

  /** What is kept of a message handled before consent: its id, sender and type, never its content. */
  private stripped(m: IncomingMessage): IncomingMessage {
    return { id: m.id, from: m.from, type: 'unsupported' };
  }

  private logRow(
    phone: string,
    direction: 'in' | 'out',
    kind: string,
    body: Record<string, unknown>,
    status: WhatsAppMessage['status'],
    at: Date,
  ): WhatsAppMessage {
    return Object.assign(new WhatsAppMessage(), { id: randomUUID(), phone, direction, kind, body, status, error: null, createdAt: at });
  }
}
