import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccountsService } from '../../../../identity/public.js';
import { Messages } from '@civic/contracts';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ForbiddenError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { RecordIntegratorCommentCommand } from './record-integrator-comment.command.js';

/** Message of a comment on a complaint another key (or the wizard) filed. */
export const COMMENT_OTHER_KEY = 'This API key may post updates only on the requests it filed.';

/**
 * Records an Open311 comment: 403 UPLOAD_NOT_OWNED for a photo this key did not upload, 404 for an unknown complaint, 403
 * when the complaint was not filed with this key (a key
 * holder cannot write into, and email the reporters of, complaints it did not send). Under the complaint's row lock, an
 * update id the key already used answers the first entry and records nothing; otherwise the entry is appended with
 * source 'reporter' when the author's email is the reporter's (the account's, or the contact's of an unclaimed
 * complaint), else 'integrator', with ComplaintCommented.
 */
@CommandHandler(RecordIntegratorCommentCommand)
export class RecordIntegratorCommentHandler implements ICommandHandler<RecordIntegratorCommentCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
    private readonly uploads: UploadsWriter,
  ) {}

  async execute({ complaintPublicId, apiKeyId, comment }: RecordIntegratorCommentCommand): Promise<{ complaintId: string; index: number; replayed: boolean }> {
    const publicId = complaintPublicId.trim().toUpperCase();
    const notFound = `service_request_id ${complaintPublicId} was not found.`;
    // The comment's photos must be this key's uploads (docs/adr/0133): 403 UPLOAD_NOT_OWNED otherwise.
    await this.uploads.checkPhotos(comment.photos, { apiKeyId }, 'media_url', () =>
      ValidationError.field('media_url', Messages.complaint.photoNotFromProvider),
    );
    return this.outbox.transaction<{ complaintId: string; index: number; replayed: boolean }>(async (manager) => {
      const complaint = await findLockedOrFail(manager, Complaint, { publicId }, notFound);
      if (complaint.apiKeyId !== apiKeyId) throw new ForbiddenError(COMMENT_OTHER_KEY);
      const previous = complaint.integratorUpdateIndex(apiKeyId, comment.externalUpdateId);
      if (previous >= 0) return { result: { complaintId: complaint.publicId, index: previous, replayed: true }, events: [] };
      const reporterEmail = complaint.reporterId ? ((await this.users.getProfile(complaint.reporterId))?.email ?? null) : complaint.reporterEmail;
      const byReporter = !!reporterEmail && reporterEmail.trim().toLowerCase() === comment.email;
      const { index, events } = complaint.recordIntegratorComment(
        { apiKeyId, externalUpdateId: comment.externalUpdateId, message: comment.message, photos: comment.photos, byReporter, authorName: comment.authorName },
        { id: null, email: comment.email },
        new Date(),
      );
      await manager.update(Complaint, { id: complaint.id }, { updates: complaint.updates, updatedAt: complaint.updatedAt });
      return { result: { complaintId: complaint.publicId, index, replayed: false }, events };
    });
  }
}
