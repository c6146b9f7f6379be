import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
import { AuthorityDocumentsService } from '../../authority-documents.service.js';
import { AuthorityResponsesWriter, withDocuments } from '../../authority-responses.writer.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReviewAuthorityReplyCommand } from './review-authority-reply.command.js';

/**
 * An admin decides a held reply, in one transaction. The decision is one statement that changes a `held` row only (so
 * two admins, or an admin and the portal, cannot both decide it: the second gets 409 'This reply was already published
 * or discarded.'), with ComplaintAuthorityReplyReviewed in the outbox for the audit log. Publishing records the reply
 * as the authority's answer in the same transaction (AuthorityResponsesWriter.checkReply, channel 'email': the action
 * the reply's first words name, else a message 'Reply from {authority}'; the photos as after-photos, the reporter
 * emailed; no acknowledgement to the sender, who was never told it was held); should the complaint refuse it, nothing
 * is written, the reply stays held and the refusal is answered. 404 'Reply not found' for a reply of another complaint.
 */
@CommandHandler(ReviewAuthorityReplyCommand)
export class ReviewAuthorityReplyHandler implements ICommandHandler<ReviewAuthorityReplyCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly responses: AuthorityResponsesWriter,
    private readonly documents: AuthorityDocumentsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, replyId, decision, actor }: ReviewAuthorityReplyCommand): Promise<{ id: string; status: 'published' | 'discarded' }> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    const reply = isUuid(replyId) ? await this.dataSource.getRepository(AuthorityReply).findOneBy({ id: replyId, complaintId: current.id }) : null;
    if (!reply) throw new NotFoundError(Messages.admin.replies.notFound);
    const status = decision === 'publish' ? ('published' as const) : ('discarded' as const);
    const now = this.clock.now();
    const link =
      status === 'published'
        ? await this.dataSource
            .getRepository(ResponseLink)
            .findOne({ where: { complaintId: current.id, recipientEmail: reply.recipientEmail }, select: { id: true } })
        : null;
    const authority = { email: reply.recipientEmail, name: reply.authorityName, responseLinkId: link?.id ?? null };
    const checked = status === 'published' ? await this.responses.checkReply(current, reply.text, reply.photos, authority) : null;
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const decided = await manager
        .createQueryBuilder()
        .update(AuthorityReply)
        .set({ status, reviewedAt: now, reviewedBy: actor?.id ?? null })
        .where("id = :id AND status = 'held'", { id: reply.id })
        .execute();
      if (!decided.affected) throw new ConflictError(Messages.admin.replies.alreadyReviewed);
      const audit = actor ? { id: actor.id, email: actor.email } : { id: null, email: reply.fromAddress };
      const reviewed = complaintEvent(AuthorityReplyEvent.Reviewed, audit, complaint.publicId, {
        complaintId: complaint.publicId,
        replyId: reply.id,
        decision: status,
        fromAddress: reply.fromAddress,
        byAdmin: actor !== null,
      });
      const answered = checked ? (await this.responses.recordReply(manager, complaint, checked, authority, now)).events : [];
      if (checked) withDocuments(answered, await this.documents.ofReply(manager, reply.id));
      return { result: { id: reply.id, status }, events: [reviewed, ...answered] };
    });
  }
}
