import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { DRAFT_KEPT_MS, IDLE_AFTER_MS } from '../../../domain/conversation.entity.js';
import { CloseIdleConversationsCommand } from './close-idle-conversations.command.js';

/** How long a handled delivery's id is kept, in milliseconds (Meta retries a webhook for up to 7 days). */
export const INBOUND_KEPT_MS = 8 * 24 * 3600_000;

/** Closes idle conversations and drops day-old drafts in one transaction (see the command). */
@CommandHandler(CloseIdleConversationsCommand)
export class CloseIdleConversationsHandler implements ICommandHandler<CloseIdleConversationsCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ now }: CloseIdleConversationsCommand): Promise<{ closed: number; dropped: number }> {
    return this.outbox.transaction(async (manager) => {
      const idleSince = new Date(now.getTime() - IDLE_AFTER_MS);
      const [, closed] = (await manager.query(
        `UPDATE whatsapp_conversations SET draft = draft || jsonb_build_object('resumeStep', step), step = 'idle', closed_at = $1
         WHERE closed_at IS NULL AND step NOT IN ('idle', 'language', 'consent') AND last_activity_at < $2`,
        [now, idleSince],
      )) as [unknown, number];
      const [, dropped] = (await manager.query(
        `UPDATE whatsapp_conversations SET draft = '{}', closed_at = NULL WHERE closed_at IS NOT NULL AND closed_at < $1`,
        [new Date(now.getTime() - DRAFT_KEPT_MS)],
      )) as [unknown, number];
      await manager.query('DELETE FROM whatsapp_simulator_media WHERE created_at < $1', [new Date(now.getTime() - DRAFT_KEPT_MS)]);
      // Meta redelivers for at most 7 days: older handled ids are no longer needed to recognise a repeat.
      await manager.query('DELETE FROM whatsapp_inbound WHERE handled_at < $1', [new Date(now.getTime() - INBOUND_KEPT_MS)]);
      // The transcript of a number whose conversation is gone (its account was deleted by an admin) goes too.
      await manager.query('DELETE FROM whatsapp_messages m WHERE NOT EXISTS (SELECT 1 FROM whatsapp_conversations c WHERE c.phone = m.phone)');
      return { result: { closed, dropped }, events: [] };
    });
  }
}
