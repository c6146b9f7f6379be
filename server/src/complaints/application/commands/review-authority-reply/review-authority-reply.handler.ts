import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthorityReply } from '../../../domain/authority-reply.entity.js';
import { AuthorityReplyEvent } from '../../../domain/events/authority-reply.events.js';
import { complaintEvent } from '../../../domain/events/complaint.events.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { RecordAuthorityResponseCommand } from '../record-authority-response/record-authority-response.command.js';
import { ReviewAuthorityReplyCommand } from './review-authority-reply.command.js';

/**
 * Decides a held reply. The decision is taken first, in one statement that changes a `held` row only (so two admins, or
 * an admin and the portal, cannot both decide it: the second gets 409 'This reply was already published or
 * discarded.'), with ComplaintAuthorityReplyReviewed in the outbox for the audit log. Publishing then records the reply
 * as the authority's answer (RecordAuthorityResponseCommand, channel 'email', action 'message': 'Reply from
 * {authority}', the photos as after-photos, the reporter emailed); should the complaint refuse it, the reply is held again
 * and the refusal answered. 404 'Reply not found' for a reply of another complaint.
 */
@CommandHandler(ReviewAuthorityReplyCommand)
export class ReviewAuthorityReplyHandler implements ICommandHandler<ReviewAuthorityReplyCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, replyId, decision, actor }: ReviewAuthorityReplyCommand): Promise<{ id: string; status: 'published' | 'discarded' }> {
    const complaint = await loadComplaint(this.dataSource.manager, complaintId);
    const reply = isUuid(replyId) ? await this.dataSource.getRepository(AuthorityReply).findOneBy({ id: replyId, complaintId: complaint.id }) : null;
    if (!reply) throw new NotFoundError(Messages.admin.replies.notFound);
    const status = decision === 'publish' ? ('published' as const) : ('discarded' as const);
    const now = this.clock.now();
    await this.outbox.transaction(async (manager) => {
      const decided = await manager
        .createQueryBuilder()
        .update(AuthorityReply)
        .set({ status, reviewedAt: now, reviewedBy: actor?.id ?? null })
        .where("id = :id AND status = 'held'", { id: reply.id })
        .execute();
      if (!decided.affected) throw new ConflictError(Messages.admin.replies.alreadyReviewed);
      const audit = actor ? { id: actor.id, email: actor.email } : { id: null, email: reply.fromAddress };
      const events = [
        complaintEvent(AuthorityReplyEvent.Reviewed, audit, complaint.publicId, {
          complaintId: complaint.publicId,
          replyId: reply.id,
          decision: status,
          fromAddress: reply.fromAddress,
          byAdmin: actor !== null,
        }),
      ];
      return { result: undefined, events };
    });
    if (status === 'discarded') return { id: reply.id, status };
    try {
      const link = await this.dataSource
        .getRepository(ResponseLink)
        .findOne({ where: { complaintId: complaint.id, recipientEmail: reply.recipientEmail }, select: { id: true } });
      await this.commands.execute(
        new RecordAuthorityResponseCommand(
          complaint.publicId,
          { action: 'message', message: reply.text || Messages.admin.replies.photosOnly, photos: reply.photos },
          { email: reply.recipientEmail, name: reply.authorityName, responseLinkId: link?.id ?? null },
          'email',
        ),
      );
    } catch (error) {
      await this.dataSource.getRepository(AuthorityReply).update(reply.id, { status: 'held', reviewedAt: null, reviewedBy: null });
      throw error;
    }
    return { id: reply.id, status };
  }
}
