import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthorityReply } from '../../../domain/authority-reply.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AuthorityReplyEvent } from '../../../domain/events/authority-reply.events.js';
import { complaintEvent } from '../../../domain/events/complaint.events.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { AuthorityDocumentsWriter } from '../../authority-documents.writer.js';
import { AuthorityResponsesWriter, withDocuments } from '../../authority-responses.writer.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReviewAuthorityReplyCommand } from './review-authority-reply.command.js';

/**
 * An admin decides a held reply, in one transaction. The decision is one statement that changes a `held` row only (so
 * two admins, or an admin and the portal, cannot both decide it: the second gets 409 'This reply was already published
 * or discarded.'), with ComplaintAuthorityReplyReviewed in the outbox for the audit log. Publishing records the reply
 * as the authority's answer in the same transaction (AuthorityResponsesWriter.checkReply, channel 'email': the action
 * the reply's first words name, else a message 'Reply from {authority}'; the photos as after-photos, its documents
 * with it, the reporter emailed; no acknowledgement to the sender, who was never told it was held) on its complaint, or on the complaint
 * `options.attachTo` names (the admin inbox's attach: the reply moves there, answering as the sender's own link on it
 * when the sender is one of its recipients); should the complaint refuse it, nothing is written, the reply stays held
 * and the refusal is answered. A discard keeps `options.reason`. 404 'Reply not found' for an unknown reply, or one
 * of another complaint than `complaintId`; 404 'Complaint not found' for an unknown `attachTo`.
 */
@CommandHandler(ReviewAuthorityReplyCommand)
export class ReviewAuthorityReplyHandler implements ICommandHandler<ReviewAuthorityReplyCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly responses: AuthorityResponsesWriter,
    private readonly documents: AuthorityDocumentsWriter,
    private readonly clock: Clock,
  ) {}

  async execute({
    complaintId,
    replyId,
    decision,
    actor,
    options,
  }: ReviewAuthorityReplyCommand): Promise<{ id: string; status: 'published' | 'discarded'; complaintId: string }> {
    const named = complaintId === null ? null : await loadComplaint(this.dataSource.manager, complaintId);
    const reply = isUuid(replyId)
      ? await this.dataSource.getRepository(AuthorityReply).findOneBy(named ? { id: replyId, complaintId: named.id } : { id: replyId })
      : null;
    if (!reply) throw new NotFoundError(Messages.admin.replies.notFound);
    const matched = named ?? (await this.dataSource.getRepository(Complaint).findOneByOrFail({ id: reply.complaintId }));
    const status = decision === 'publish' ? ('published' as const) : ('discarded' as const);
    const target = status === 'published' && options.attachTo ? await loadComplaint(this.dataSource.manager, options.attachTo) : matched;
    const moved = target.id !== matched.id;
    const now = this.clock.now();
    // On another complaint the reply answers as the sender's own link there, else as the recipient it was matched to.
    const links =
      status === 'published'
        ? await this.dataSource.getRepository(ResponseLink).find({
            where: [
              { complaintId: target.id, recipientEmail: reply.recipientEmail },
              { complaintId: target.id, recipientEmail: reply.fromAddress },
            ],
          })
        : [];
    const link =
      (moved ? links.find((l) => l.recipientEmail === reply.fromAddress) : null) ?? links.find((l) => l.recipientEmail === reply.recipientEmail) ?? null;
    const authority = link
      ? { email: link.recipientEmail, name: moved ? link.displayName : reply.authorityName, responseLinkId: link.id }
      : { email: reply.recipientEmail, name: reply.authorityName, responseLinkId: null };
    const checked = status === 'published' ? await this.responses.checkReply(target, reply.text, reply.photos, authority) : null;
    const reason = status === 'discarded' && options.reason?.trim() ? options.reason.trim().slice(0, 500) : null;
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, target.publicId, { lock: true });
      const decided = await manager
        .createQueryBuilder()
        .update(AuthorityReply)
        .set({
          status,
          reviewedAt: now,
          reviewedBy: actor?.id ?? null,
          discardReason: reason,
          complaintId: complaint.id,
          ...(moved ? { recipientEmail: authority.email, authorityName: authority.name } : {}),
        })
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
        ...(moved ? { movedFrom: matched.publicId } : {}),
        ...(reason ? { reason } : {}),
      });
      const answered = checked ? (await this.responses.recordReply(manager, complaint, checked, authority, now)).events : [];
      if (checked) {
        if (moved) await this.documents.moveTo(manager, reply.id, complaint.id);
        withDocuments(answered, await this.documents.ofReply(manager, reply.id));
      }
      return { result: { id: reply.id, status, complaintId: complaint.publicId }, events: [reviewed, ...answered] };
    });
  }
}
