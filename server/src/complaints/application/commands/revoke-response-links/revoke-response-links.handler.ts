import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { complaintEvent, ComplaintEvent } from '../../../domain/events/complaint.events.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { RevokeResponseLinksCommand } from './revoke-response-links.command.js';

/**
 * Revokes the complaint's links (those not yet revoked; expired ones too, so a later email cannot revive their old
 * token) with the complaint's row locked, and appends ComplaintResponseLinksRevoked for the audit log. A later email
 * to a recipient issues that recipient a new token. 404 for an unknown complaint.
 */
@CommandHandler(RevokeResponseLinksCommand)
export class RevokeResponseLinksHandler implements ICommandHandler<RevokeResponseLinksCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, actor }: RevokeResponseLinksCommand): Promise<{ revoked: number }> {
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const now = this.clock.now();
      const result = await manager.update(ResponseLink, { complaintId: complaint.id, revokedAt: IsNull() }, { revokedAt: now, updatedAt: now });
      const revoked = result.affected ?? 0;
      return {
        result: { revoked },
        events: [complaintEvent(ComplaintEvent.ResponseLinksRevoked, actor, complaint.publicId, { complaintId: complaint.publicId, count: revoked })],
      };
    });
  }
}
