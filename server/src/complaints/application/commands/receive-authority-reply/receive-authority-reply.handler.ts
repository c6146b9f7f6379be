import { readFile } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AUTHORITY_PHOTO_LIMIT, isAllowedPhotoType, MAX_PHOTO_BYTES } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { AuthorityReply } from '../../../domain/authority-reply.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { fileTooLarge } from '../../../infrastructure/uploads/local-photo-store.js';
import { StoreLocalPhotoCommand } from '../store-local-photo/store-local-photo.command.js';
import { ReviewAuthorityReplyCommand } from '../review-authority-reply/review-authority-reply.command.js';
import { ReceiveAuthorityReplyCommand, type AuthorityReplyOutcome, type ReplyAttachment } from './receive-authority-reply.command.js';

/**
 * Finds the response link of the reply key, stores the image attachments as photos through StoreLocalPhotoCommand (the
 * uploads' checks: JPEG, PNG or WEBP by content, 10 MB at most, re-encoded without metadata; the GPS kept for the link),
 * at most AUTHORITY_PHOTO_LIMIT, reading each attachment's file only once its declared type, the count and its size
 * allow it (so at most one photo of 10 MB is in memory at a time), and records the reply `held` under its unique Message-ID. A sender among the
 * complaint's recipients (the addresses of its response links; the reply is then theirs, also when they were in Cc and
 * answered the primary recipient's address) then has it published through RecordAuthorityResponseCommand
 * (ReviewAuthorityReplyCommand 'publish', with no admin); should the complaint refuse it (closed meanwhile), the reply
 * stays held for an admin. Recording held first means a crash between the two leaves a reply to review, never a
 * lost one.
 */
@CommandHandler(ReceiveAuthorityReplyCommand)
export class ReceiveAuthorityReplyHandler implements ICommandHandler<ReceiveAuthorityReplyCommand> {
  private readonly logger = new Logger('AuthorityReplies');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reply }: ReceiveAuthorityReplyCommand): Promise<AuthorityReplyOutcome> {
    const link = await this.dataSource.getRepository(ResponseLink).findOneBy({ replyKey: reply.replyKey });
    const complaint = link
      ? await this.dataSource.getRepository(Complaint).findOne({ where: { id: link.complaintId }, select: { id: true, publicId: true } })
      : null;
    if (!link || !complaint) return { outcome: 'unknown_key', complaintPublicId: null, dropped: [] };
    const known = await this.recorded(reply.messageId);
    if (known) return { outcome: known, complaintPublicId: complaint.publicId, dropped: [] };

    // A recipient answering (also one in Cc, who replies to the primary's address) answers as themselves.
    const from = reply.fromAddress.trim().toLowerCase();
    const links = await this.dataSource.getRepository(ResponseLink).findBy({ complaintId: complaint.id });
    const sender = links.find((l) => l.recipientEmail === from) ?? null;
    const answering = sender ?? link;
    const { photos, dropped } = await this.storePhotos(reply.attachments, answering.id);
    if (!reply.text.trim() && photos.length === 0) return { outcome: 'empty', complaintPublicId: complaint.publicId, dropped };

    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AuthorityReply)
      .values({
        complaintId: complaint.id,
        messageId: reply.messageId,
        replyKey: reply.replyKey,
        fromAddress: from,
        recipientEmail: answering.recipientEmail,
        authorityName: answering.displayName,
        text: reply.text.trim(),
        photos,
        dropped,
        status: 'held',
        receivedAt: reply.receivedAt,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (!id) return { outcome: (await this.recorded(reply.messageId)) ?? 'held', complaintPublicId: complaint.publicId, dropped };

    if (!sender) {
      return { outcome: 'held', complaintPublicId: complaint.publicId, dropped };
    }
    try {
      await this.commands.execute(new ReviewAuthorityReplyCommand(complaint.publicId, id, 'publish', null));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Reply ${reply.messageId} to ${complaint.publicId} held for review: ${error.message}`);
      return { outcome: 'held', complaintPublicId: complaint.publicId, dropped: [...dropped] };
    }
    return { outcome: 'published', complaintPublicId: complaint.publicId, dropped };
  }

  /** What became of a reply already recorded under this Message-ID (another delivery of it): published, or held. */
  private async recorded(messageId: string): Promise<'published' | 'held' | null> {
    const known = await this.dataSource.getRepository(AuthorityReply).findOne({ where: { messageId }, select: { id: true, status: true } });
    return known ? (known.status === 'published' ? 'published' : 'held') : null;
  }

  /**
   * The image attachments stored as photos (at most AUTHORITY_PHOTO_LIMIT), and the others listed as 'name (reason)'. A
   * file over MAX_PHOTO_BYTES is refused by its size, unread.
   */
  private async storePhotos(attachments: readonly ReplyAttachment[], responseLinkId: string): Promise<{ photos: string[]; dropped: string[] }> {
    const photos: string[] = [];
    const dropped: string[] = [];
    for (const a of attachments) {
      const name = a.filename.slice(0, 120);
      if (!a.contentType.toLowerCase().startsWith('image/') && !isAllowedPhotoType(a.contentType.toLowerCase())) {
        dropped.push(`${name} (not a photo)`);
        continue;
      }
      if (photos.length >= AUTHORITY_PHOTO_LIMIT) {
        dropped.push(`${name} (more than ${AUTHORITY_PHOTO_LIMIT} photos)`);
        continue;
      }
      if (a.sizeBytes > MAX_PHOTO_BYTES) {
        dropped.push(`${name} (${fileTooLarge().message})`);
        continue;
      }
      try {
        const content = await readFile(a.path);
        const { url } = await this.commands.execute(new StoreLocalPhotoCommand(content, undefined, responseLinkId));
        photos.push(url);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        dropped.push(`${name} (${error.message})`);
      }
    }
    return { photos, dropped };
  }
}
