import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { DRAFT_KEPT_MS, IDLE_AFTER_MS } from '../../../domain/conversation.entity.js';
import { CloseIdleConversationsCommand } from './close-idle-conversations.command.js';

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
      return { result: { closed, dropped }, events: [] };
    });
  }
}
